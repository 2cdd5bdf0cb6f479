import { titleCase } from './format.js';

/** Names whose usual spelling title case cannot guess. */
const SPECIAL_LABELS: Record<string, string> = { crossfit: 'CrossFit' };

/** 'crossfit' → 'CrossFit', 'powerlifting' → 'Powerlifting', 'pull-up bar' → 'Pull-Up Bar'. */
export const displayLabel = (value: string) => SPECIAL_LABELS[value.toLowerCase()] ?? titleCase(value);
