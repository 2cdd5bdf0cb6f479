import { z } from 'zod';
import {
  DayRangeSchema,
  NextWorkoutSchema,
  SetCreateSchema,
  TrainingSetSchema,
  WorkoutCreateSchema,
  WorkoutIdParamsSchema,
  WorkoutPageSchema,
  WorkoutSchema,
  WorkoutUpdateSchema,
} from '@spotter/core/schemas';
import { readLatestFirst } from '@spotter/core/flows';
import { formatLoad, plural, setDate, titleCase } from '@spotter/core/view-models';
import { defineTool } from '../tool-kit.js';

type LoggedSet = z.output<typeof TrainingSetSchema>;
type Workout = z.output<typeof WorkoutSchema>;

/** '5 reps @ 100 kg', '45 s', '3 reps' (+ RPE). */
function loggedSetText(set: LoggedSet): string {
  const amount =
    set.reps !== null
      ? plural(set.reps, 'rep')
      : set.duration_sec !== null
        ? `${set.duration_sec} s`
        : set.distance_m !== null
          ? `${set.distance_m} m`
          : 'no count';
  const load = set.load_kg ? ` @ ${formatLoad(set.load_kg)}` : '';
  const effort = set.rpe !== null ? ` RPE ${set.rpe}` : set.rir !== null ? ` ${set.rir} RIR` : '';
  return `${titleCase(set.exercise_name)}: ${amount}${load}${effort}${set.set_type === 'working' ? '' : ` (${set.set_type})`}`;
}

const workoutText = (workout: Workout) =>
  [
    `${workout.name} (${setDate(workout.started_at)}, ${workout.finished_at ? 'finished' : 'in progress'}, id ${workout.id})`,
    ...workout.sets.map((set) => `- ${loggedSetText(set)}`),
  ].join('\n');

export const getNextWorkout = defineTool({
  name: 'get_next_workout',
  title: 'Get the next workout',
  description: [
    "The next session of the user's current plan: per exercise the sets, reps (or seconds), rest (seconds) and a",
    'target load in kg worked out from their own last performance, with the rule in plain words; open_workout_id',
    'names a session of that day already started. Use it for "what should I do today?", then start_workout.',
    'Example: {} → "Day 2: Squat 3×5 @ 102.5 kg (+2.5 kg: you made 3×5 at 100 kg)".',
  ].join(' '),
  input: z.object({}),
  output: NextWorkoutSchema,
  readOnly: true,
  async run(_input, { client, userId }) {
    const next = await client.nextWorkout(userId);
    const lines = next.exercises.map((e) => {
      const dose = `${e.sets}×${e.reps}`;
      const load = e.target_load_kg === null ? '' : ` @ ${formatLoad(e.target_load_kg)}`;
      return `- ${e.superset ? `${e.superset}: ` : ''}${titleCase(e.exercise_name)} ${dose}${load}, rest ${e.rest_sec} s. ${e.reason}`;
    });
    const open = next.open_workout_id
      ? `\nAlready started: workout ${next.open_workout_id} (log_set with that workout_id).`
      : '';
    return { data: next, text: `${next.name} (plan day ${next.plan_day})\n${lines.join('\n')}${open}` };
  },
});

export const startWorkout = defineTool({
  name: 'start_workout',
  title: 'Start a workout',
  description: [
    'Starts a training session: a day of the current plan (plan_day, 1-7, as get_next_workout names it) or one of the',
    "user's own (name). Answers the session with its id: pass it as workout_id to log_set, then finish_workout.",
    'Example: {"plan_day": 2}, or {"name": "Evening run"}.',
  ].join(' '),
  input: WorkoutCreateSchema.pick({ plan_day: true, name: true }),
  output: WorkoutSchema,
  readOnly: false,
  async run(input, { client, userId }) {
    const workout = await client.startWorkout(userId, input);
    return { data: workout, text: `Started: ${workoutText(workout)}\nLog sets with workout_id ${workout.id}.` };
  },
});

const setInput = z.object(SetCreateSchema.shape);

export const logSet = defineTool({
  name: 'log_set',
  title: 'Log a set',
  description: [
    'Logs one set the user did into their training log: exercise_name, reps (or duration_sec for a hold), load_kg in',
    "KILOGRAMS (convert when the user speaks in pounds or their profile's units is lb: 1 lb = 0.4536 kg; 0 or absent",
    'for bodyweight), and optionally rpe (1-10, half steps) or rir, set_type (warmup, working, drop, failure), note,',
    'workout_id (from start_workout). One call per set: "3x5 squats at 100 kg" is three calls.',
    'Example: {"exercise_name": "squat", "reps": 5, "load_kg": 100, "rpe": 8}.',
  ].join(' '),
  input: setInput.pick({
    exercise_name: true,
    reps: true,
    duration_sec: true,
    load_kg: true,
    rpe: true,
    rir: true,
    set_type: true,
    note: true,
    workout_id: true,
  }),
  output: TrainingSetSchema,
  readOnly: false,
  async run(input, { client, userId }) {
    const set = await client.createSet(userId, input);
    return { data: set, text: `Logged: ${loggedSetText(set)} (set ${set.id}).` };
  },
});

export const finishWorkout = defineTool({
  name: 'finish_workout',
  title: 'Finish a workout',
  description: [
    'Finishes a session started with start_workout (now), with an optional note on how it went. Use it when the',
    'user says they are done. Example: {"workout_id": "…", "notes": "Squats felt fast"}.',
  ].join(' '),
  input: z.object({ workout_id: WorkoutIdParamsSchema.shape.workoutId, notes: WorkoutUpdateSchema.shape.notes }),
  output: WorkoutSchema,
  readOnly: false,
  async run({ workout_id, notes }, { client, userId }) {
    const workout = await client.updateWorkout(userId, workout_id, {
      finished_at: new Date().toISOString(),
      ...(notes === undefined ? {} : { notes }),
    });
    return { data: workout, text: `Finished: ${workoutText(workout)}` };
  },
});

export const getWorkouts = defineTool({
  name: 'get_workouts',
  title: 'Get workouts',
  description: [
    "The user's training sessions with their sets, newest first, between from and to (days, both included; the last",
    '100 sessions at most). Use it for "what did I do this week?". Example: {"from": "2026-11-23", "to": "2026-11-29"}.',
  ].join(' '),
  input: DayRangeSchema,
  output: WorkoutPageSchema.pick({ items: true }),
  readOnly: true,
  async run(range, { client, userId }) {
    const items = await readLatestFirst(
      (cursor) => client.listWorkouts(userId, { limit: 20, cursor }),
      (w) => w.started_at,
      range,
      5,
    );
    return { data: { items }, text: items.length ? items.map(workoutText).join('\n\n') : 'No workouts in that range.' };
  },
});
