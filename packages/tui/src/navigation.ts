import type { Exercise } from '@spotter/core/schemas';

/** Every place the TUI can be: a stack of these, the top one shown. */
export type Route =
  | { name: 'welcome' }
  | { name: 'server' }
  | { name: 'onboarding' }
  | { name: 'signin' }
  /** The new account's sign-in key, shown once after sign-up. */
  | { name: 'sign-in-key'; signInKey: string }
  | { name: 'profile' }
  /** `firstVisit`: straight from sign-up (the greeting says Welcome, not Welcome back). */
  | { name: 'dashboard'; firstVisit?: boolean }
  | { name: 'plan' }
  | { name: 'history' }
  | { name: 'workout' }
  /** A Strong, Hevy or FitNotes export into the log. */
  | { name: 'import' }
  | { name: 'record' }
  | { name: 'scan' }
  | { name: 'library' }
  | { name: 'exercise'; exercise: Exercise }
  | { name: 'contribute' }
  | { name: 'chat'; initialMessage?: string };

export type RouteName = Route['name'];

export const push = (stack: readonly Route[], route: Route): Route[] => [...stack, route];

/** Esc: one step back; the top screen stays. */
export const back = (stack: readonly Route[]): Route[] => (stack.length > 1 ? stack.slice(0, -1) : [...stack]);

/** A new top screen (after onboarding the dashboard replaces the Welcome screen). */
export const reset = (route: Route): Route[] => [route];

export const currentRoute = (stack: readonly Route[]): Route => stack[stack.length - 1] ?? { name: 'welcome' };

/** Titles shown in the header. */
export const ROUTE_TITLES: Record<RouteName, string> = {
  welcome: 'Welcome',
  server: 'Server',
  onboarding: 'Sign up',
  signin: 'Sign in',
  'sign-in-key': 'Your sign-in key',
  profile: 'Profile',
  dashboard: 'Dashboard',
  plan: 'Workout Plan',
  history: 'Your Training History',
  workout: "Today's Workout",
  import: 'Import Training History',
  record: 'Record Exercise & Get AI Feedback',
  scan: 'Scan Equipment',
  library: 'Exercise Library',
  exercise: 'Exercise',
  contribute: 'Contribute Exercise',
  chat: 'AI Coach',
};
