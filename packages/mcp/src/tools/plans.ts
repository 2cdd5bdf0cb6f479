import { z } from 'zod';
import { PlanRequestSchema, PlanSchema } from '@spotter/core/schemas';
import { planPlainText, planView } from '@spotter/core/view-models';
import type { ApiClient } from '@spotter/core/api';
import { defineTool } from '../tool-kit.js';

/** The current plan is the latest one the API lists. */
export async function currentPlan(client: ApiClient, userId: string) {
  const [latest] = await client.listPlans(userId);
  return latest ?? null;
}

export const NO_PLAN = 'No plan yet: build_plan makes one from the profile (or from a list of equipment).';

export const getPlan = defineTool({
  name: 'get_plan',
  title: 'Get the current plan',
  description: [
    "The user's current workout plan: training days with their exercises, sets, reps, rest (seconds) and load hints,",
    'the blocks of the timeline with deloads, and notes. null when there is none yet.',
    "Use it to say what today's or the next session holds, or before changing the plan.",
    'The same plan is the Markdown resource spotter://plan/current. Example: "what is on day 2?" → read plan.details.days[1].',
  ].join(' '),
  input: z.object({}),
  output: z.object({ plan: PlanSchema.nullable() }),
  readOnly: true,
  async run(_input, { client, userId }) {
    const plan = await currentPlan(client, userId);
    return { data: { plan }, text: plan ? planPlainText(planView(plan)) : NO_PLAN };
  },
});

export const buildPlan = defineTool({
  name: 'build_plan',
  title: 'Build a new plan',
  description: [
    "Builds a new workout plan with Spotter's plan generator from the profile (goal, days per week, timeline,",
    "injuries) and the profile's equipment, or from equipment_list when given (names from Spotter's equipment list,",
    'e.g. "barbell", "dumbbells", "pull-up bar"). The new plan becomes the current one.',
    'Use it when the user asks for a plan, after a profile change, or to confirm equipment after scan_equipment.',
    'Example: {"equipment_list": ["dumbbells", "bench"]}, or {} for the profile\'s equipment.',
  ].join(' '),
  input: PlanRequestSchema.pick({ equipment_list: true }),
  output: PlanSchema,
  readOnly: false,
  async run(input, { client, userId }) {
    const plan = await client.createPlan(userId, input);
    return { data: plan, text: planPlainText(planView(plan)) };
  },
});
