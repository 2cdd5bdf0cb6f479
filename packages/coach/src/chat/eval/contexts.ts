import { fullContext, emptyContext } from '../../testing/chat-context.js';
import { officialExercises } from '../../library/index.js';
import type { CoachContext, CoachExercise } from '../types.js';

/** The whole official library, as the server hands it to the coach (cues newline-separated). */
const LIBRARY: CoachExercise[] = officialExercises().map((e) => ({ ...e, primary_cues: e.primary_cues.join('\n') }));
const withLibrary = (context: CoachContext): CoachContext => ({ ...context, exercises: LIBRARY });

/** The lifters the question table asks as (all on Monday 9 March 2026, the shared test clock). */
export const CONTEXTS = {
  /** Sam: strength, 3 days, dumbbells and a bench, a Day 1-3 plan, two bests, a squat video with caving knees. */
  sam: () => withLibrary(fullContext()),
  /** Sam with a knee injury on the profile and a barbell gym. */
  knee: () =>
    withLibrary(
      fullContext({
        injuries: 'left knee, patellar tendon pain',
        equipment_list: ['barbell', 'squat rack', 'bench', 'dumbbells'],
      }),
    ),
  /** Sam training for muscle. */
  muscle: () => withLibrary(fullContext({ primary_goal: 'muscle' })),
  /** A brand-new user: no plan, no bests, no video. */
  fresh: () => withLibrary(emptyContext()),
  /** Sam with a training log: four sets last Thursday (one filmed, one imported, two by hand) and one today. */
  logged: (): CoachContext => ({
    ...withLibrary(fullContext()),
    recentSets: [
      { exercise_name: 'goblet_squat', reps: 10, load_kg: 16, performed_at: '2026-03-09T07:30:00Z' },
      { exercise_name: 'deadlift', reps: 5, load_kg: 100, performed_at: '2026-03-05T18:40:00Z' },
      { exercise_name: 'push_up', reps: 12, load_kg: null, performed_at: '2026-03-05T18:30:00Z' },
      { exercise_name: 'push_up', reps: 1, load_kg: null, performed_at: '2026-03-05T18:20:00Z' },
      { exercise_name: 'squat', reps: 8, load_kg: 60, performed_at: '2026-03-05T18:10:00Z' },
    ],
  }),
} as const;

export type ContextName = keyof typeof CONTEXTS;
