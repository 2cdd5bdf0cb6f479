import { generatePlan } from '@spotter/coach/plan';
import type { AppContext } from '../context.js';
import type { PlanRow, UserRow } from '../db/tables.js';
import { insertPlan } from '../store/records.js';
import { planExercises } from './coach-context.js';

type PlanProfile = Parameters<typeof generatePlan>[0]['profile'];

/** The profile as the plan generator reads it. */
export const planProfile = (user: UserRow): PlanProfile => ({
  first_name: user.first_name,
  primary_goal: user.primary_goal as PlanProfile['primary_goal'],
  days_per_week: user.days_per_week,
  timeline_weeks: user.timeline_weeks,
  injuries: user.injuries,
  age: user.age,
  plan_style: user.plan_style,
  equipment: user.equipment_list,
});

/** A new plan from the stored profile alone (no photo): the equipment is the profile's, or the list given. */
export async function buildProfilePlan(ctx: AppContext, user: UserRow, equipmentList?: string[]): Promise<PlanRow> {
  const equipment = equipmentList ?? user.equipment_list;
  const generated = generatePlan({
    profile: { ...planProfile(user), equipment },
    exercises: await planExercises(ctx),
    equipment: [],
  });
  return insertPlan(ctx.db, user.id, generated.plan_text, { ...generated.details, source: { kind: 'profile', equipment } });
}
