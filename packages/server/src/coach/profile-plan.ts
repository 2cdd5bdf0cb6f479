import { generatePlan, type PlanProfile } from '@spotter/coach/plan';
import type { AppContext } from '../context.js';
import type { PlanRow, UserRow } from '../db/tables.js';
import { toUser } from '../serialize.js';
import { insertPlan } from '../store/records.js';
import { planExercises } from './coach-context.js';

/** The profile as the plan generator reads it: the user as clients see it (no secrets), with the profile's equipment list. */
export const planProfile = (user: UserRow): PlanProfile => ({ ...toUser(user), equipment: user.equipment_list });

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
