/** The coach chat: a built-in, rule-based coach grounded in the user's records, and an optional OpenAI-compatible model. */
export { classifyMessage, coachReply } from './coach-reply.js';
export { understand, type Understanding } from './intents.js';
export { findExercise } from './exercise-lookup.js';
export type { ExerciseLookup } from './exercise-lookup.js';
export { createLlmCoach } from './llm-coach.js';
export type { LlmCoach, LlmCoachOptions, LlmReply, LlmReplyOptions } from './llm-coach.js';
export { modelBaseUrl } from '../llm/client.js';
export { LlmError, isLlmError, type LlmErrorCode } from '../llm/llm-error.js';
export { buildSystemPrompt, buildModelMessages } from './llm-prompt.js';
export { replyWithFallback } from './reply-with-fallback.js';
export type { CoachAnswer } from './reply-with-fallback.js';
export { INTENTS } from './types.js';
export type {
  ChatTurn,
  CoachContext,
  CoachExercise,
  CoachFeedback,
  CoachPersonalBest,
  CoachPlan,
  CoachProfile,
  CoachReply,
  CoachReplyInput,
  Intent,
} from './types.js';
