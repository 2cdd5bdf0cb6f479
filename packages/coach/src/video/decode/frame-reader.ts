import type { Readable } from 'node:stream';

export interface FrameReaderOptions {
  /** Whole frames read in advance before the stream is paused (back-pressure on the producer past that). */
  ahead: number;
  /** Take frames from a small ring of buffers: a frame's buffer is reused once the consumer asks for the next. */
  reuseBuffers?: boolean;
}

/**
 * Cut a byte stream into frames of frameBytes each (a trailing partial frame is dropped). Up to `ahead`
 * frames are read in advance, so the producer (an ffmpeg child) keeps decoding while the consumer is busy
 * with a frame instead of waiting for it to ask for the next one, and a moment's stall on either side is
 * absorbed; past that the stream is paused and ffmpeg blocks on its pipe.
 */
export async function* readFrames(
  stream: Readable,
  frameBytes: number,
  options: FrameReaderOptions,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  const spare: Uint8Array[] = [];
  const nextBuffer = () => (options.reuseBuffers ? spare.pop() : undefined) ?? new Uint8Array(frameBytes);
  let frame = nextBuffer();
  let filled = 0;
  let ended = false;
  let failure = null as Error | null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  stream.on('data', (chunk: Buffer) => {
    // Copy each chunk once into the frame being assembled (no re-concatenation).
    for (let offset = 0; offset < chunk.length;) {
      const take = Math.min(frameBytes - filled, chunk.length - offset);
      frame.set(chunk.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled < frameBytes) continue;
      ready.push(frame);
      frame = nextBuffer();
      filled = 0;
    }
    if (ready.length >= options.ahead) stream.pause();
    notify();
  });
  stream.once('end', () => {
    ended = true;
    notify();
  });
  stream.once('error', (error: Error) => {
    failure = error;
    notify();
  });
  for (;;) {
    const next = ready.shift();
    if (next) {
      if (ready.length < options.ahead) stream.resume();
      yield next;
      if (options.reuseBuffers) spare.push(next);
      continue;
    }
    if (failure) throw failure;
    if (ended) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
}
