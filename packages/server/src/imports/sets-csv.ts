import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { SETS_CSV_HEADER } from '@spotter/core/schemas';
import type { Database } from '../db/tables.js';
import { listSetsForCsv } from '../store/log-export.js';

const BATCH = 5000;

/** `2024-01-05 18:10:11`: the wall-clock time as stored (imports keep the file's time as UTC). */
const stamp = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** Strong's duration text: `1h 2m`, `38m`, `55s`. */
export function durationText(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))}s`;
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

const SET_ORDER_LETTER = { warmup: 'W', drop: 'D', failure: 'F' } as const;
const number = (value: number | null) => (value === null ? '0' : String(Math.round(value * 1000) / 1000));

/**
 * The user's whole log (manual, imported and filmed sets) as CSV in Strong's current columns, loads in kg and
 * distances in km, so Strong's importers (Hevy and others) take it. A set outside a session is listed under a
 * session of its day named 'Logged sets'. Read a few thousand rows at a time.
 */
export async function setsCsv(db: Kysely<Database>, userId: string): Promise<string> {
  const parts = [stringify([SETS_CSV_HEADER])];
  const order = new Map<string, number>();
  for (let offset = 0; ; offset += BATCH) {
    const rows = await listSetsForCsv(db, userId, offset, BATCH);
    const lines = rows.map((row) => {
      const started = row.started_at ? new Date(row.started_at) : null;
      const day = new Date(row.performed_at).toISOString().slice(0, 10);
      const date = started ? stamp(started) : `${day} 00:00:00`;
      const session = row.workout_id ?? `day:${day}`;
      const key = `${session}|${row.exercise_name.toLowerCase()}`;
      let setOrder: string;
      if (row.set_type === 'working') {
        const next = (order.get(key) ?? 0) + 1;
        order.set(key, next);
        setOrder = String(next);
      } else setOrder = SET_ORDER_LETTER[row.set_type];
      const duration =
        started && row.finished_at
          ? durationText((new Date(row.finished_at).getTime() - started.getTime()) / 1000)
          : '';
      return [
        date,
        row.workout_name ?? 'Logged sets',
        duration,
        row.exercise_name,
        setOrder,
        number(row.load_kg),
        number(row.reps),
        row.distance_m === null ? '0' : number(row.distance_m / 1000),
        number(row.duration_sec),
        row.note ?? '',
        row.workout_notes ?? '',
        row.rpe === null ? '' : String(row.rpe),
      ];
    });
    parts.push(stringify(lines));
    if (rows.length < BATCH) break;
  }
  return parts.join('');
}
