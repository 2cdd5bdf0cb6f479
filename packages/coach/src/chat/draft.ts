import type { Intent } from './types.js';

/**
 * The facts of an answer before tone is applied. Every tone keeps `lead`, `points` and `next`;
 * `detail` is the gentle explanation a direct coach drops; `technical` holds precise numbers only the
 * technical coach adds.
 */
export interface Draft {
  intent: Intent;
  grounded: boolean;
  /** info: a normal answer; empty: honest "no data yet"; safety: pain and health. */
  kind: 'info' | 'empty' | 'safety';
  lead: string;
  points?: string[];
  detail?: string[];
  technical?: string[];
  next?: string;
  /** The lead stands on its own (greetings, "I did not understand"): no tone opener. */
  greets?: boolean;
}

export const shortDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 10);
};

export const formatNumber = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));
