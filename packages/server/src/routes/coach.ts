import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { coachChatRoute } from './coach-chat.js';
import { coachChatStreamRoute } from './coach-chat-stream.js';
import { equipmentScanRoute } from './equipment-scan.js';
import { jobRoutes } from './jobs.js';
import { uploadExerciseRoute } from './upload-exercise.js';

/** The AI calls (analysis of an upload and its jobs, the equipment scan, chat): their intelligence is @spotter/coach's. */
export function coachRoutes(app: FastifyInstance, ctx: AppContext) {
  uploadExerciseRoute(app, ctx);
  jobRoutes(app, ctx);
  equipmentScanRoute(app, ctx);
  coachChatRoute(app, ctx);
  coachChatStreamRoute(app, ctx);
}
