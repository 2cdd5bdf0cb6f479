import type { ApiClient } from '@spotter/core/api';
import { UPLOAD_EXERCISES } from '@spotter/core/constants';
import { checkLiftName } from '@spotter/core/rules';

export type LiftCheck = ReturnType<typeof checkLiftName>;

/** The lift typed for a best against the lifts the coach counts and the ones this user has already logged. */
export async function checkLift(options: { api: ApiClient; userId: string; exercise: string }): Promise<LiftCheck> {
  const bests = await options.api.listPersonalBests(options.userId);
  return checkLiftName(options.exercise, [...UPLOAD_EXERCISES, ...bests.map((best) => best.exercise_name)]);
}
