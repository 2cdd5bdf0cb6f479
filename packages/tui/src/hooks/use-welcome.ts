import { LANDING_COUNTS, MESSAGES, PRODUCT_NAME } from '@spotter/core/constants';
import { useTui } from '../tui-context.js';

export interface WelcomeItem {
  label: string;
  value: 'onboarding' | 'signin' | 'library' | 'server';
}

const ITEMS: WelcomeItem[] = [
  { label: MESSAGES.startJourney, value: 'onboarding' },
  { label: 'Sign in to your account', value: 'signin' },
  { label: 'Browse the exercise library', value: 'library' },
  { label: 'Use another server', value: 'server' },
];

/** The Welcome screen: what Spotter is, and where to go from here. */
export function useWelcome() {
  const tui = useTui();
  return {
    title: `${PRODUCT_NAME}: your AI fitness coach, in your terminal`,
    features: [
      ['AI video analysis', 'Record a set: the coach counts your reps and names the one thing to fix.'],
      ['Personal best tracking', 'Every analysed set can become a new personal best.'],
      ['Exercise library', `${LANDING_COUNTS.map((entry) => `${entry.label} ${entry.count}+`).join(' · ')}`],
    ] as const,
    server: tui.apiUrl,
    items: ITEMS,
    isActive: tui.active,
    choose: (item: WelcomeItem) => tui.open({ name: item.value }),
  };
}
