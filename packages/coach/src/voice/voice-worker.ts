import { rm } from 'node:fs/promises';
import { threadTask } from '../workers/thread-task.js';
import { renderAvatarVideo } from './avatar-video.js';
import { synthesizeSpeech, type SpeechFormat } from './synthesize-speech.js';

export interface SpeakTask {
  text: string;
  /** Where the speech goes; its extension picks the format (see synthesizeSpeech). */
  voicePath: string;
  /** Where the avatar video goes, when it can be made within `avatarBudgetMs`; null for no video. */
  videoPath: string | null;
  avatarBudgetMs: number;
}

export interface SpokenFiles {
  voice: { path: string; format: SpeechFormat; durationSec: number };
  /** Null when the video would not fit its budget. */
  videoPath: string | null;
}

/** Speech and the avatar video, off the server's event loop; a failed or cancelled task leaves no files behind. */
export default threadTask<SpeakTask, SpokenFiles>(async (task, { signal }) => {
  let written: string | null = null;
  try {
    const speech = await synthesizeSpeech({ text: task.text, outPath: task.voicePath, signal });
    written = speech.path;
    const video = task.videoPath
      ? await renderAvatarVideo({
          audioPath: speech.path,
          text: task.text,
          outPath: task.videoPath,
          durationSec: speech.durationSec,
          maxRenderMs: task.avatarBudgetMs,
          signal,
        })
      : null;
    return {
      voice: { path: speech.path, format: speech.format, durationSec: speech.durationSec },
      videoPath: video?.path ?? null,
    };
  } catch (error) {
    await Promise.all(
      [written, task.voicePath, task.videoPath].flatMap((path) => (path ? [rm(path, { force: true })] : [])),
    );
    throw error;
  }
});
