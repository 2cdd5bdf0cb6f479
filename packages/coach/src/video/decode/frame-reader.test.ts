import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readFrames } from './frame-reader.js';

const collect = async (frames: AsyncGenerator<Uint8Array>) => {
  const out: number[][] = [];
  for await (const frame of frames) out.push([...frame]);
  return out;
};

describe('readFrames', () => {
  it('Given frames split unevenly across chunks, When read, Then whole frames come out in order and a trailing partial frame is dropped', async () => {
    const stream = new PassThrough();
    const frames = collect(readFrames(stream, 3, { ahead: 2 }));
    stream.write(Buffer.from([1, 2]));
    stream.write(Buffer.from([3, 4, 5, 6, 7]));
    stream.end(Buffer.from([8, 9, 10]));
    expect(await frames).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]);
  });

  it('Given a consumer busy with a frame, When more bytes arrive, Then it reads ahead only so far and pauses the stream', async () => {
    const stream = new PassThrough();
    const frames = readFrames(stream, 2, { ahead: 2 });
    const first = frames.next();
    stream.write(Buffer.from([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]));
    expect((await first).value).toEqual(new Uint8Array([1, 1]));
    // Frames 2..5 are read in one chunk; with the consumer still on frame 1, the stream is paused.
    expect(stream.isPaused()).toBe(true);
    const rest = [];
    stream.end();
    for await (const frame of frames) rest.push(frame[0]);
    expect(rest).toEqual([2, 3, 4, 5]);
  });

  it('Given reused buffers, When each frame is done with before the next, Then a small ring of buffers carries every frame', async () => {
    const stream = new PassThrough();
    const frames = readFrames(stream, 2, { ahead: 1, reuseBuffers: true });
    const seen = new Set<ArrayBufferLike>();
    const firsts: number[] = [];
    for (let i = 0; i < 20; i += 1) stream.write(Buffer.from([i, i]));
    stream.end();
    for await (const frame of frames) {
      seen.add(frame.buffer);
      firsts.push(frame[0] ?? -1);
    }
    expect(firsts).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(seen.size).toBeLessThanOrEqual(4);
  });
});
