import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { renderAvatarVideo, synthesizeSpeech } from '@spotter/coach/voice';
import type { AppContext } from '../context.js';
import type { IncomingFile } from './store-media.js';

/** The avatar video is made only when it fits in this much time; the reply must stay quick. */
const AVATAR_BUDGET_MS = 500;

const CONTENT_TYPES: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg', wav: 'audio/wav' };

/**
 * Speaks the reply (and, when cheap enough, renders the avatar video) into the media store's incoming area.
 * Voice is a bonus: when it cannot be made, the reply goes out without it and the log says why.
 */
export async function speakReply(ctx: AppContext, text: string, log: FastifyBaseLogger): Promise<{ files: IncomingFile[] }> {
  const voicePath = `${ctx.media.incomingPath()}.mp3`;
  const videoPath = `${ctx.media.incomingPath()}.mp4`;
  try {
    const speech = await synthesizeSpeech({ text, outPath: voicePath });
    const files: IncomingFile[] = [{ incomingPath: speech.path, extension: speech.format, contentType: CONTENT_TYPES[speech.format] ?? 'application/octet-stream' }];
    const video = await renderAvatarVideo({ audioPath: speech.path, text, outPath: videoPath, durationSec: speech.durationSec, maxRenderMs: AVATAR_BUDGET_MS });
    if (video) files.push({ incomingPath: videoPath, extension: 'mp4', contentType: 'video/mp4' });
    return { files };
  } catch (err) {
    log.warn({ err }, 'could not speak the coach reply');
    await Promise.all([rm(voicePath, { force: true }), rm(videoPath, { force: true })]);
    return { files: [] };
  }
}
