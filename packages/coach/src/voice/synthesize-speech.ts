import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, extname } from 'node:path';
import { sharedEspeakEngine } from './espeak-engine.js';
import { ffmpegBinary, runFfmpeg } from '../media/ffmpeg.js';
import { cleanSpeechText } from './speech-text.js';
import { readWavInfo } from './wav-info.js';
import { VoiceError, encodeError, throwIfAborted } from './voice-error.js';

export type SpeechFormat = 'mp3' | 'm4a' | 'ogg' | 'wav';

export interface SynthesizeSpeechInput {
  text: string;
  /** Where to write; the extension picks the format: .mp3 (default choice), .m4a, .ogg/.opus or .wav. */
  outPath: string;
  /** espeak-ng voice, e.g. en-us (default), en-gb, en-us+f3. */
  voice?: string;
  wordsPerMinute?: number;
  signal?: AbortSignal;
}

export interface SpeechResult {
  /** The file written: `outPath`, or the same name with .wav when no encoder is installed. */
  path: string;
  durationSec: number;
  format: SpeechFormat;
  /** The text that was spoken, after cleaning and capping. */
  spokenText: string;
}

const ENCODERS: Record<Exclude<SpeechFormat, 'wav'>, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '48k', '-ac', '1'],
  m4a: ['-c:a', 'aac', '-b:a', '64k', '-ac', '1', '-movflags', '+faststart'],
  ogg: ['-c:a', 'libopus', '-b:a', '32k', '-ac', '1'],
};

function formatOf(path: string): SpeechFormat {
  const ext = extname(path).toLowerCase();
  if (ext === '.mp3') return 'mp3';
  if (ext === '.m4a' || ext === '.aac' || ext === '.mp4') return 'm4a';
  if (ext === '.ogg' || ext === '.opus') return 'ogg';
  if (ext === '.wav') return 'wav';
  throw new VoiceError(
    'unsupported_format',
    `Cannot write speech as "${ext || 'no extension'}": use .mp3, .m4a, .ogg or .wav.`,
  );
}

/** Speaks a coach reply with espeak-ng (WAV), then encodes it compactly with the shipped ffmpeg when available. */
export async function synthesizeSpeech(input: SynthesizeSpeechInput): Promise<SpeechResult> {
  const format = formatOf(input.outPath);
  const spokenText = cleanSpeechText(input.text);
  if (spokenText === '')
    throw new VoiceError('empty_text', 'There is nothing to say: the text is empty after cleaning.');
  throwIfAborted(input.signal);
  const wav = await sharedEspeakEngine().synthesizeWav(spokenText, {
    voice: input.voice ?? 'en-us',
    wordsPerMinute: input.wordsPerMinute ?? 170,
  });
  const info = readWavInfo(wav);
  if (!info || info.durationSec <= 0)
    throw new VoiceError('synthesis_failed', 'espeak-ng produced an empty recording.');
  throwIfAborted(input.signal);
  await mkdir(dirname(input.outPath), { recursive: true });
  if (format === 'wav' || !ffmpegBinary()) {
    const path = format === 'wav' ? input.outPath : input.outPath.slice(0, -extname(input.outPath).length) + '.wav';
    await writeFile(path, wav);
    return { path, durationSec: info.durationSec, format: 'wav', spokenText };
  }
  const temporary = `${input.outPath}.${process.pid}.${Date.now()}.wav`;
  await writeFile(temporary, wav);
  try {
    const encoded = await runFfmpeg(['-v', 'error', '-y', '-i', temporary, ...ENCODERS[format], input.outPath], {
      signal: input.signal,
      timeoutMs: 15_000,
    });
    if (encoded.code !== 0) throw encodeError(encoded);
  } finally {
    await rm(temporary, { force: true });
  }
  return { path: input.outPath, durationSec: info.durationSec, format, spokenText };
}
