import type { FastifyInstance } from 'fastify';
import { routes } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { implement } from '../http/contract.js';
import { coachChatRoute } from './coach-chat.js';
import { coachChatStreamRoute } from './coach-chat-stream.js';
import { equipmentScanRoute } from './equipment-scan.js';
import { jobRoutes } from './jobs.js';
import { uploadExerciseRoute } from './upload-exercise.js';

const notYet = (what: string) =>
  new HttpError(503, `${what} is not available on this server yet: nothing was stored. Your other data is safe.`);

/** The three AI calls. Their intelligence comes from @spotter/coach; until it is wired in they answer honestly. */
export function coachRoutes(app: FastifyInstance, ctx: AppContext) {
  uploadExerciseRoute(app, ctx);
  jobRoutes(app, ctx);
  equipmentScanRoute(app, ctx);
  coachChatRoute(app, ctx);
  coachChatStreamRoute(app, ctx);
}
