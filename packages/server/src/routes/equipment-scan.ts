import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { whenClientLeaves } from '../http/client-gone.js';
import { implement } from '../http/contract.js';
import { toPlan } from '../serialize.js';
import { detectorBusy, scanEquipment } from '../services/equipment-scan.js';

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
      const photoFile = { incomingPath: photo.incomingPath, extension: photo.extension, contentType: photo.mime };
      const { plan, equipment, summary, scanId } = await scanEquipment(ctx, user, photoFile, left.signal, left.release);
      return { plan: toPlan(plan), equipment, summary, scan_id: scanId };
    },
    {
      // Said before the photo is sent, not after.
      before: () => (ctx.coach.detector.full() ? Promise.reject(detectorBusy()) : Promise.resolve()),
    },
  );
}
