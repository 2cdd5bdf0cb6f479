import type { PersonalBest, TrainingSet } from '../schemas/index.js';
import { formatTimestamp } from './analysis.js';
import { formatNumber, plural, titleCase } from './format.js';

/** 100 → '100 kg', 102.5 → '102.5 kg', 116.66 → '116.7 kg'. */
export const formatLoad = (kg: number) => `${formatNumber(Math.round(kg * 10) / 10)} kg`;

const withLoad = (text: string, loadKg: number | null | undefined) =>
  loadKg ? `${text} @ ${formatLoad(loadKg)}` : text;

/**
 * A personal best as value + unit, the one place every client reads it from: '5 reps @ 100 kg', '3 reps',
 * '116.7 kg (est. 1RM)', '60 s'.
 */
export function personalBestValue(best: Pick<PersonalBest, 'value' | 'unit'> & { load_kg?: number | null }): string {
  const value = best.unit === 'reps' ? plural(best.value, 'rep') : `${formatNumber(best.value)} ${best.unit}`;
  return withLoad(value, best.load_kg);
}

/** A set's result: '5 reps @ 100 kg', '8 reps' without a load, '30 s' for a timed set, '2000 m' for a distance. */
export function setResult(
  set: Pick<TrainingSet, 'reps' | 'load_kg'> & { duration_sec?: number | null; distance_m?: number | null },
): string {
  if (set.reps !== null) return withLoad(plural(set.reps, 'rep'), set.load_kg);
  if (set.duration_sec) return withLoad(`${formatNumber(set.duration_sec)} s`, set.load_kg);
  return set.distance_m ? `${formatNumber(set.distance_m)} m` : '—';
}

/** The calendar day of an ISO time, as the API gives it (UTC): '2026-11-25'. */
export const setDate = (performedAt: string) => performedAt.slice(0, 10);

export const HISTORY_EMPTY = 'No sets yet. Upload a video of a set and each counted set shows here.';

export interface HistoryRow {
  id: string;
  date: string;
  exercise: string;
  result: string;
  /** 'No form faults' or '2 form faults'. */
  faults: string;
  faultList: { key: string; text: string; atSec: number }[];
  videoUrl: string | null;
  /** Where each rep starts in the processed video, to jump to it. */
  reps: { key: string; label: string; atSec: number }[];
}

/** One row per set, as the history list shows it (latest first, as the API gives them). */
export function historyRows(sets: readonly TrainingSet[]): HistoryRow[] {
  return sets.map((set) => ({
    id: set.id,
    date: setDate(set.performed_at),
    exercise: titleCase(set.exercise_name),
    result: setResult(set),
    faults: set.faults.length ? plural(set.faults.length, 'form fault') : 'No form faults',
    faultList: set.faults.map((fault, i) => ({
      key: `${fault.code}-${i}`,
      text: `${fault.rep ? `Rep ${fault.rep} · ` : ''}${formatTimestamp(fault.time_sec)} — ${fault.message}`,
      atSec: fault.time_sec,
    })),
    videoUrl: set.processed_url,
    reps: set.rep_times.map((rep) => ({
      key: String(rep.index),
      label: `Rep ${rep.index} · ${formatTimestamp(rep.start_sec)}`,
      atSec: rep.start_sec,
    })),
  }));
}

export interface ProgressPoint {
  id: string;
  date: string;
  reps: number;
  loadKg: number | null;
}

export interface ProgressView {
  exercise: string;
  label: string;
  /** Oldest first. */
  points: ProgressPoint[];
  hasLoad: boolean;
  /** The chart in words, for screen readers and the terminal. */
  summary: string;
  repsBars: string;
  loadBars: string;
}

const BARS = '▁▂▃▄▅▆▇█';
/** Where a value is missing (a set without a load). */
export const SPARK_GAP = '·';

/** One bar per value, scaled between the smallest and largest; equal values sit mid-height, missing ones are '·'. */
export function sparkline(values: readonly (number | null)[]): string {
  const present = values.filter((v): v is number => v !== null);
  if (!present.length) return values.map(() => SPARK_GAP).join('');
  const min = Math.min(...present);
  const span = Math.max(...present) - min;
  return values
    .map((v) => {
      if (v === null) return SPARK_GAP;
      if (span === 0) return BARS[3];
      return BARS[Math.round(((v - min) / span) * (BARS.length - 1))];
    })
    .join('');
}

const change = (first: number, last: number, format: (n: number) => string) =>
  first === last ? `${format(last)} throughout` : `${format(first)} → ${format(last)}`;

function summarise(label: string, points: ProgressPoint[]): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const span = first.date === last.date ? `on ${first.date}` : `from ${first.date} to ${last.date}`;
  const reps = points.map((p) => p.reps);
  const parts = [
    `${label}: ${plural(points.length, 'set')} ${span}`,
    `reps ${change(reps[0]!, reps[reps.length - 1]!, String)}, best ${Math.max(...reps)}`,
  ];
  const loads = points.map((p) => p.loadKg).filter((v): v is number => v !== null);
  if (loads.length)
    parts.push(
      `load ${change(loads[0]!, loads[loads.length - 1]!, formatLoad)}, heaviest ${formatLoad(Math.max(...loads))}`,
    );
  return `${parts.join('; ')}.`;
}

/** Progress per exercise (reps and load over time), the exercise trained most recently first. */
export function progressByExercise(sets: readonly TrainingSet[]): ProgressView[] {
  const byExercise = new Map<string, ProgressPoint[]>();
  for (const set of sets) {
    // The chart is reps (and load) over time: timed and distance sets have no reps to draw.
    if (set.reps === null) continue;
    const points = byExercise.get(set.exercise_name) ?? [];
    points.push({ id: set.id, date: setDate(set.performed_at), reps: set.reps, loadKg: set.load_kg });
    byExercise.set(set.exercise_name, points);
  }
  return [...byExercise].map(([exercise, latestFirst]) => {
    const points = [...latestFirst].reverse();
    const label = titleCase(exercise);
    const hasLoad = points.some((p) => p.loadKg !== null);
    return {
      exercise,
      label,
      points,
      hasLoad,
      summary: summarise(label, points),
      repsBars: sparkline(points.map((p) => p.reps)),
      loadBars: hasLoad ? sparkline(points.map((p) => p.loadKg)) : '',
    };
  });
}

export interface ChartLine {
  /** SVG polyline points: 'x,y x,y'. */
  points: string;
  dots: { key: string; x: number; y: number; label: string }[];
  max: number;
}

export interface ProgressChart {
  width: number;
  height: number;
  reps: ChartLine;
  /** Null when no set of the exercise has a load. */
  load: ChartLine | null;
  firstDate: string;
  lastDate: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Where the chart's lines go in a width × height box: reps and load each on a scale from 0 to their own largest
 * value (reps on the left axis, kg on the right), sets evenly spaced oldest to newest.
 */
export function progressChart(
  view: ProgressView,
  size: { width: number; height: number; padding: number },
): ProgressChart {
  const { width, height, padding } = size;
  const n = view.points.length;
  const x = (i: number) => round1(n === 1 ? width / 2 : padding + (i * (width - 2 * padding)) / (n - 1));
  const line = (values: (number | null)[], format: (v: number) => string): ChartLine => {
    const max = Math.max(...values.filter((v): v is number => v !== null), 1);
    const y = (v: number) => round1(height - padding - (v / max) * (height - 2 * padding));
    const dots = values.flatMap((v, i) =>
      v === null ? [] : [{ key: view.points[i]!.id, x: x(i), y: y(v), label: `${view.points[i]!.date}: ${format(v)}` }],
    );
    return { points: dots.map((d) => `${d.x},${d.y}`).join(' '), dots, max };
  };
  return {
    width,
    height,
    reps: line(
      view.points.map((p) => p.reps),
      (v) => plural(v, 'rep'),
    ),
    load: view.hasLoad
      ? line(
          view.points.map((p) => p.loadKg),
          formatLoad,
        )
      : null,
    firstDate: view.points[0]?.date ?? '',
    lastDate: view.points[n - 1]?.date ?? '',
  };
}
