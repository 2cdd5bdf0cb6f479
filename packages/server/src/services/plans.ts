import { z } from 'zod';
import { DetectedEquipmentSchema } from '@spotter/core/schemas';
import { generatePlan, type PlanProfile } from '@spotter/coach/plan';
import type { AppContext } from '../context.js';
import type { PlanRow, UserRow } from '../db/tables.js';
import { planExercises } from '../coach/coach-context.js';
import { HttpError, notFound } from '../http/errors.js';
import { toUser } from '../serialize.js';
import { findPlan, findPlanOfScan, insertPlan, replacePlan } from '../store/records.js';

/** Plans: the first one at sign-up, one from the profile, one from a confirmed equipment scan. */

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
  return insertPlan(ctx.db, user.id, generated.plan_text, {
    ...generated.details,
    source: { kind: 'profile', equipment },
  });
}

/** One of the user's plans, or 404 (another user's plan is not told apart from none). */
export async function ownPlan(ctx: AppContext, userId: string, planId: string): Promise<PlanRow> {
  const row = await findPlan(ctx.db, userId, planId);
  if (!row) throw notFound('No such plan: list your plans with GET /api/users/{id}/plans');
  return row;
}

/** What a scan keeps in its plan's details: its id, what it saw (and took from the profile), its summary. */
const StoredScanSchema = z.object({ id: z.string(), equipment: z.array(DetectedEquipmentSchema), summary: z.string() });
export type StoredScan = z.infer<typeof StoredScanSchema>;

/** One of the user's scans by its id with the plan that holds it, or null (another user's scan is not found either). */
export async function findScan(
  ctx: AppContext,
  userId: string,
  scanId: string,
): Promise<{ scan: StoredScan; planId: string } | null> {
  const row = await findPlanOfScan(ctx.db, userId, scanId);
  const scan = StoredScanSchema.safeParse((row?.details as { scan?: unknown } | null | undefined)?.scan);
  return scan.success && row ? { scan: scan.data, planId: row.id } : null;
}

/**
 * POST /users/{id}/plans: without a scan, a plan from the profile (or the list given). With one, the
 * confirmed list (or, without a list, what the scan proposed) is the user's equipment: what the photo
 * showed keeps its confidence, the rest counts as the user's word. The confirmed plan takes the place of the one the
 * scan proposed (one plan per scan, the latest), and keeps the scan, so the user may confirm again with other ticks.
 */
export async function buildRequestedPlan(
  ctx: AppContext,
  user: UserRow,
  body: { equipment_list?: string[]; scan_id?: string },
): Promise<PlanRow> {
  if (body.scan_id === undefined) return buildProfilePlan(ctx, user, body.equipment_list);
  const found = await findScan(ctx, user.id, body.scan_id);
  if (!found)
    throw new HttpError(404, 'No scan of yours has that scan_id: scan a photo first, then confirm its equipment');
  const { scan, planId } = found;
  const confirmed = body.equipment_list ?? scan.equipment.map((item) => item.name);
  const seen = scan.equipment.flatMap((item) =>
    item.source !== 'profile' && item.confidence !== null && confirmed.includes(item.name)
      ? [{ name: item.name, confidence: item.confidence, source: item.source }]
      : [],
  );
  const declared = confirmed.filter((name) => !seen.some((item) => item.name === name));
  const generated = generatePlan({
    profile: { ...planProfile(user), equipment: declared },
    exercises: await planExercises(ctx),
    equipment: seen,
  });
  const details = {
    ...generated.details,
    scan,
    source: { kind: 'scan_confirmed', scan_id: scan.id, equipment: confirmed },
  };
  return replacePlan(ctx.db, user.id, planId, generated.plan_text, details);
}
