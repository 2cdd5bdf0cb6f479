/** What sign-up hands to the dashboard in the navigation state (never in storage): the sign-in key, shown once. */
export interface DashboardArrival {
  signInKey?: string;
  /** Straight from sign-up: the greeting says Welcome, not Welcome back. */
  firstVisit?: boolean;
}
