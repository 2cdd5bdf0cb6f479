import { z } from 'zod';

/** One training day of one lift: what was done, its tonnage and its best estimated one-rep max. */
export const LiftDaySchema = z.object({
  /** The calendar day (UTC), YYYY-MM-DD. */
  date: z.string(),
  sets: z.int(),
  reps: z.int(),
  /** Σ reps × load of the day's sets with a load, in kg; 0 when none had one. */
  volume_kg: z.number(),
  /** The day's best Epley estimate (load × (1 + reps/30), sets of 1–12 reps with a load); null when none gives one. */
  best_e1rm_kg: z.number().nullable(),
  heaviest_kg: z.number().nullable(),
});

/** A lift's progress over time: its training days, oldest first. */
export const LiftProgressSchema = z.object({ exercise: z.string(), days: z.array(LiftDaySchema) });

/** Progress per lift, the lift trained most recently first. */
export const ProgressSchema = z.object({ lifts: z.array(LiftProgressSchema) });
export type LiftDay = z.infer<typeof LiftDaySchema>;
export type LiftProgress = z.infer<typeof LiftProgressSchema>;

const day = (name: string) => z.iso.date({ error: `${name} must be a date like 2026-11-01` });

/** A span of calendar days (UTC), both included, either open: what a client asks of a latest-first list. */
export const DayRangeSchema = z.object({ from: day('from').optional(), to: day('to').optional() });
export type DayRange = z.infer<typeof DayRangeSchema>;
