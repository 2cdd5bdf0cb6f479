import { describe, expect, it } from 'vitest';
import type { RgbFrame } from './decode-frames.js';
import { turnFrame, turnedMetadata } from './orientation.js';

/** A 3x2 frame whose red channel numbers the pixels row by row: 1 2 3 / 4 5 6. */
const frame: RgbFrame = { index: 0, timeSec: 0, width: 3, height: 2, data: new Uint8Array([1, 0, 0, 2, 0, 0, 3, 0, 0, 4, 0, 0, 5, 0, 0, 6, 0, 0]) };
const reds = (turned: RgbFrame) => [...turned.data].filter((_, i) => i % 3 === 0);

describe('turnFrame', () => {
  it('Given a frame, When turned a quarter clockwise, Then the left column becomes the top row', () => {
    const turned = turnFrame(frame, 90);
    expect([turned.width, turned.height]).toEqual([2, 3]);
    expect(reds(turned)).toEqual([4, 1, 5, 2, 6, 3]);
  });

  it('Given a frame, When turned a quarter anticlockwise, Then the right column becomes the top row', () => {
    expect(reds(turnFrame(frame, 270))).toEqual([3, 6, 2, 5, 1, 4]);
  });

  it('Given no turn, When turned, Then the frame and its metadata are unchanged', () => {
    expect(turnFrame(frame, 0)).toBe(frame);
    const metadata = { durationSec: 1, fps: 30, width: 1920, height: 1080, rotation: 0, container: 'mov', codec: 'h264' };
    expect(turnedMetadata(metadata, 0)).toBe(metadata);
    expect(turnedMetadata(metadata, 90)).toMatchObject({ width: 1080, height: 1920 });
  });
});
