import type { FastifyBaseLogger } from 'fastify';
import type { VoiceStatus } from '@spotter/core/schemas';
import type { AppContext } from '../context.js';
import type { IncomingFile } from '../services/keep-media.js';

/** The avatar video is made only when it fits in this much time; the reply must stay quick. */
const AVATAR_BUDGET_MS = 500;

const CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

/** A reply the client asked to have as text only (`voice: false`): nothing is spoken. */
export const noSpeech = (): { files: IncomingFile[]; status: VoiceStatus } => ({ files: [], status: 'skipped' });

/**
 * Speaks the reply (and, when cheap enough, renders the avatar video) into the media store's incoming area, on the
 * voice pool's threads. Voice is a bonus: when the pool is busy or the voice cannot be made, the reply goes out as
 * text, saying which.
 */
export async function speakReply(
  ctx: AppContext,
  text: string,
  log: FastifyBaseLogger,
  signal?: AbortSignal,
): Promise<{ files: IncomingFile[]; status: VoiceStatus }> {
  const outcome = await ctx.coach.voice.speak(
    {
      text,
      voicePath: `${ctx.media.incomingPath()}.mp3`,
      videoPath: `${ctx.media.incomingPath()}.mp4`,
      avatarBudgetMs: AVATAR_BUDGET_MS,
    },
    { signal },
  );
  if (outcome.status === 'busy') return { files: [], status: 'busy' };
  if (outcome.status === 'failed') {
    if (!signal?.aborted) log.warn({ err: outcome.error }, 'could not speak the coach reply');
    return { files: [], status: 'unavailable' };
  }
  const files: IncomingFile[] = [
    {
      incomingPath: outcome.voice.path,
      extension: outcome.voice.format,
      contentType: CONTENT_TYPES[outcome.voice.format] ?? 'application/octet-stream',
    },
  ];
  if (outcome.videoPath) files.push({ incomingPath: outcome.videoPath, extension: 'mp4', contentType: 'video/mp4' });
  return { files, status: 'spoken' };
}
