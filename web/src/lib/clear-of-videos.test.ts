import { describe, expect, it } from 'vitest';
import { LIFT_GAP_PX, VIDEO_CONTROLS_PX, liftClearOfVideos } from './clear-of-videos';

// A 60 px button resting 24 px from the bottom right of a 1280 × 800 window.
const rest = { left: 1196, right: 1256, top: 716, bottom: 776 };
const video = (top: number, bottom: number, left = 600, right = 1240) => ({ left, right, top, bottom });

describe('liftClearOfVideos', () => {
  it('Given no video, or videos whose control bars are elsewhere, When asked, Then the button stays where it rests', () => {
    expect(liftClearOfVideos(rest, [])).toBe(0);
    expect(liftClearOfVideos(rest, [video(100, 400)])).toBe(0); // above the button
    expect(liftClearOfVideos(rest, [video(500, 790, 100, 900)])).toBe(0); // beside it
    expect(liftClearOfVideos(rest, [video(700, 1100)])).toBe(0); // its picture under the button, its bar far below
  });

  it('Given a video whose control bar is under the button, When asked, Then the button rises just above the bar', () => {
    const lift = liftClearOfVideos(rest, [video(400, 760)]);
    expect(lift).toBe(rest.bottom - (760 - VIDEO_CONTROLS_PX) + LIFT_GAP_PX);
    expect(rest.bottom - lift).toBeLessThan(760 - VIDEO_CONTROLS_PX);
  });

  it('Given a second bar right above the first, When the button rises past one, Then it clears the other too', () => {
    const lift = liftClearOfVideos(rest, [video(600, 700), video(705, 780)]);
    expect(rest.bottom - lift).toBeLessThan(700 - VIDEO_CONTROLS_PX);
  });

  it('Given boxes as the browser gives them (DOMRect: fields on the prototype), When asked, Then they count as plain ones do', () => {
    class Rect {
      constructor(private readonly box: { left: number; right: number; top: number; bottom: number }) {}
      get left() {
        return this.box.left;
      }
      get right() {
        return this.box.right;
      }
      get top() {
        return this.box.top;
      }
      get bottom() {
        return this.box.bottom;
      }
    }
    expect(liftClearOfVideos(new Rect(rest), [new Rect(video(400, 760))])).toBe(
      liftClearOfVideos(rest, [video(400, 760)]),
    );
    expect(liftClearOfVideos(new Rect(rest), [new Rect(video(400, 760))])).toBeGreaterThan(0);
  });

  it('Given an empty (hidden) video, When asked, Then it is not in the way', () => {
    expect(liftClearOfVideos(rest, [video(760, 760)])).toBe(0);
  });
});
