/** A box on the screen, in CSS pixels from the viewport's top left (as getBoundingClientRect gives it). */
export interface ScreenBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The height of a video's own control bar (play, timeline, volume, full screen) along its bottom edge, with room. */
export const VIDEO_CONTROLS_PX = 56;
/** Air left between a lifted button and the control bar under it. */
export const LIFT_GAP_PX = 8;

const overlaps = (a: ScreenBox, b: ScreenBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * How far a floating button resting at `rest` must rise so that no video's control bar is under it: 0 when none
 * is, else enough to clear the highest bar it meets (a bar under the lifted button is cleared too).
 */
export function liftClearOfVideos(rest: ScreenBox, videos: readonly ScreenBox[]): number {
  const bars = videos
    .filter((video) => video.bottom > video.top && video.right > video.left)
    // Field by field: a DOMRect's fields are getters, which a spread would drop.
    .map((video) => ({
      left: video.left,
      right: video.right,
      bottom: video.bottom,
      top: Math.max(video.top, video.bottom - VIDEO_CONTROLS_PX),
    }))
    .sort((a, b) => b.bottom - a.bottom);
  let lift = 0;
  for (const bar of bars) {
    const at = { left: rest.left, right: rest.right, top: rest.top - lift, bottom: rest.bottom - lift };
    if (overlaps(at, bar)) lift = rest.bottom - bar.top + LIFT_GAP_PX;
  }
  return lift;
}
