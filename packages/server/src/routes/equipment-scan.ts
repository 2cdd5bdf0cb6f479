import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import { EquipmentError, recognizeEquipment } from '@spotter/coach/equipment';
import { generatePlan } from '@spotter/coach/plan';
import type { AppContext } from '../context.js';
import { planExercises } from '../coach/coach-context.js';
import { planProfile } from '../services/plans.js';
import { keepMedia } from '../services/keep-media.js';
import { HttpError, serviceBusy } from '../http/errors.js';
import { whenClientLeaves } from '../http/client-gone.js';
import { implement } from '../http/contract.js';
import { toPlan } from '../serialize.js';
import { insertPlan } from '../store/records.js';

/** About how long the photos ahead take to clear when every detector thread is taken. */
const BUSY_RETRY_SECONDS = 10;
const busy = () =>
  serviceBusy('The coach is looking at other photos right now. Try again in a few seconds.', BUSY_RETRY_SECONDS);

const cancelled = () => new HttpError(499, 'The scan was cancelled: nothing was stored');

/** POST /equipment-scan: recognise the equipment in the photo, merge it with the profile, build and store a plan. */
export function equipmentScanRoute(app: FastifyInstance, ctx: AppContext) {
  implement(
    app,
    ctx,
    routes.scanEquipment,
    async ({ user, file, reply }) => {
      const photo = file!;
      // A client that goes away stops its scan; nothing is stored for it.
      const left = whenClientLeaves(reply);
      const recognition = await recognizeEquipment({
        signal: left.signal,
        imagePath: photo.incomingPath,
        declared: user.equipment_list,
        llm: ctx.config.llm,
        detector: ctx.coach.detector,
      })
        .catch((err: unknown) => {
          if (err instanceof EquipmentError && (err.code === 'unreadable_image' || err.code === 'image_too_large'))
            throw new HttpError(422, err.message);
          if (err instanceof EquipmentError && err.code === 'busy') throw busy();
          if (err instanceof EquipmentError && err.code === 'aborted') throw cancelled();
          throw err;
        })
        .finally(left.release);
      if (left.signal.aborted) throw cancelled();
      const generated = generatePlan({
        profile: planProfile(user),
        exercises: await planExercises(ctx),
        equipment: recognition.items,
      });
      const photoFile = { incomingPath: photo.incomingPath, extension: photo.extension, contentType: photo.mime };
      // The scan is kept with its plan: a confirm (POST /users/{id}/plans with scan_id) reads what it saw.
      const scan = { id: randomUUID(), equipment: recognition.items, summary: recognition.summary };
      const plan = await keepMedia(ctx, user.id, [photoFile], (trx) =>
        insertPlan(trx, user.id, generated.plan_text, { ...generated.details, scan }),
      );
      return { plan: toPlan(plan), equipment: recognition.items, summary: recognition.summary, scan_id: scan.id };
    },
    {
      // Said before the photo is sent, not after.
      before: () => (ctx.coach.detector.full() ? Promise.reject(busy()) : Promise.resolve()),
    },
  );
}
