import { LANDING_COUNTS } from '../constants/index.js';

/** Landing marketing counts (spec §2): 'Strength 40+'. */
export const landingCounts = () =>
  LANDING_COUNTS.map((entry) => ({ key: entry.category, label: entry.label, value: `${entry.count}+` }));
