import { randomUUID } from 'node:crypto';
import { EquipmentError, recognizeEquipment } from '@spotter/coach/equipment';
import { generatePlan } from '@spotter/coach/plan';
import type { DetectedEquipment } from '@spotter/core/schemas';
import type { AppContext } from '../context.js';
import type { PlanRow, UserRow } from '../db/tables.js';
import { planExercises } from '../coach/coach-context.js';
import { HttpError, serviceBusy } from '../http/errors.js';
import { insertPlan } from '../store/records.js';
import { keepMedia, type IncomingFile } from './keep-media.js';
import { planProfile } from './plans.js';

/** About how long the photos ahead take to clear when every detector thread is taken. */
const BUSY_RETRY_SECONDS = 10;

/** Every detector thread is taken: the caller may try again in a few seconds. */
export const detectorBusy = () =>
  serviceBusy('The coach is looking at other photos right now. Try again in a few seconds.', BUSY_RETRY_SECONDS);

const cancelled = () => new HttpError(499, 'The scan was cancelled: nothing was stored');

/**
 * An equipment scan: recognise the equipment in the photo, merge it with the profile, build a plan and keep it with
 * the photo. The scan is kept in its plan's details, so a confirm (POST /users/{id}/plans with scan_id) reads what it
 * saw. When `signal` aborts (the client left), the scan stops and nothing is stored.
 */
export async function scanEquipment(
  ctx: AppContext,
  user: UserRow,
  photo: IncomingFile,
  signal: AbortSignal,
  release: () => void = () => {},
): Promise<{ plan: PlanRow; equipment: DetectedEquipment[]; summary: string; scanId: string }> {
  const recognition = await recognizeEquipment({
    signal,
    imagePath: photo.incomingPath,
    declared: user.equipment_list,
    llm: ctx.config.llm,
    detector: ctx.coach.detector,
  })
    .catch((err: unknown) => {
      if (err instanceof EquipmentError && (err.code === 'unreadable_image' || err.code === 'image_too_large'))
        throw new HttpError(422, err.message);
      if (err instanceof EquipmentError && err.code === 'busy') throw detectorBusy();
      if (err instanceof EquipmentError && err.code === 'aborted') throw cancelled();
      throw err;
    })
    .finally(release);
  if (signal.aborted) throw cancelled();
  const generated = generatePlan({
    profile: planProfile(user),
    exercises: await planExercises(ctx),
    equipment: recognition.items,
  });
  const scan = { id: randomUUID(), equipment: recognition.items, summary: recognition.summary };
  const plan = await keepMedia(ctx, user.id, [photo], (trx) =>
    insertPlan(trx, user.id, generated.plan_text, { ...generated.details, scan }),
  );
  return { plan, equipment: recognition.items, summary: recognition.summary, scanId: scan.id };
}
