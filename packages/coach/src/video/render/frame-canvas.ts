import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphRows } from './bitmap-font.js';

export type Rgb = readonly [number, number, number];

/**
 * A frame buffer to draw the overlay into: packed rgb24 (the default), or planar yuv420p (the whole Y plane, then U
 * and V at half width and half height; even sides), which the processed video's encoder takes without converting.
 */
export interface FrameCanvas {
  width: number;
  height: number;
  data: Uint8Array;
  format?: 'rgb24' | 'yuv420p';
}

/**
 * A colour in limited-range BT.601 Y'CbCr, as ffmpeg's scaler converts rgb24 to yuv420p when no colour space is
 * given (so the overlay looks the same drawn in either format).
 */
export function rgbToYuv([r, g, b]: Rgb): Rgb {
  return [
    16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255,
    128 + (-37.797 * r - 74.203 * g + 112 * b) / 255,
    128 + (112 * r - 93.786 * g - 18.214 * b) / 255,
  ];
}

const mix = (old: number, value: number, alpha: number) =>
  alpha >= 1 ? Math.round(value) : Math.round(old + (value - old) * alpha);

/** Paint the pixel whose red byte is at `at`. */
function blend(data: Uint8Array, at: number, color: Rgb, alpha: number): void {
  for (let c = 0; c < 3; c += 1) data[at + c] = mix(data[at + c] ?? 0, color[c] ?? 0, alpha);
}

/**
 * Paint pixel (px, py) of a yuv420p canvas: its luma, and the chroma of its 2x2 block when `chroma` is set. A block's
 * chroma is shared by its four pixels: a translucent fill blends it once per block (see fillRect), not per pixel.
 */
function blendYuv(canvas: FrameCanvas, px: number, py: number, yuv: Rgb, alpha: number, chroma: boolean): void {
  const { width, height, data } = canvas;
  data[py * width + px] = mix(data[py * width + px] ?? 0, yuv[0], alpha);
  if (!chroma) return;
  const at = width * height + (py >> 1) * (width >> 1) + (px >> 1);
  const quarter = (width >> 1) * (height >> 1);
  data[at] = mix(data[at] ?? 0, yuv[1], alpha);
  data[at + quarter] = mix(data[at + quarter] ?? 0, yuv[2], alpha);
}

/** Paint one pixel; on a yuv420p canvas an opaque colour also sets its block's chroma. */
export function setPixel(canvas: FrameCanvas, x: number, y: number, color: Rgb, alpha = 1): void {
  const px = Math.round(x);
  const py = Math.round(y);
  if (px < 0 || py < 0 || px >= canvas.width || py >= canvas.height) return;
  if (canvas.format === 'yuv420p') blendYuv(canvas, px, py, rgbToYuv(color), alpha, true);
  else blend(canvas.data, (py * canvas.width + px) * 3, color, alpha);
}

export function fillRect(canvas: FrameCanvas, x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(canvas.width, Math.round(x + w));
  const y1 = Math.min(canvas.height, Math.round(y + h));
  if (canvas.format === 'yuv420p') {
    // Each 2x2 block the rectangle touches has its chroma blended once: at its first pixel inside the rectangle.
    const yuv = rgbToYuv(color);
    for (let py = y0; py < y1; py += 1) {
      const firstRow = py === y0 || (py & 1) === 0;
      for (let px = x0; px < x1; px += 1)
        blendYuv(canvas, px, py, yuv, alpha, firstRow && (px === x0 || (px & 1) === 0));
    }
    return;
  }
  // Row by row on the buffer: the panels and the timeline are drawn on every frame of the processed video.
  for (let py = y0; py < y1; py += 1) {
    const row = py * canvas.width * 3;
    for (let at = row + x0 * 3; at < row + x1 * 3; at += 3) blend(canvas.data, at, color, alpha);
  }
}

export function fillCircle(canvas: FrameCanvas, cx: number, cy: number, radius: number, color: Rgb): void {
  const r2 = radius * radius;
  const yuv = canvas.format === 'yuv420p' ? rgbToYuv(color) : null;
  for (let dy = -Math.ceil(radius); dy <= Math.ceil(radius); dy += 1) {
    for (let dx = -Math.ceil(radius); dx <= Math.ceil(radius); dx += 1) {
      if (dx * dx + dy * dy > r2) continue;
      if (!yuv) {
        setPixel(canvas, cx + dx, cy + dy, color);
        continue;
      }
      const px = Math.round(cx + dx);
      const py = Math.round(cy + dy);
      if (px >= 0 && py >= 0 && px < canvas.width && py < canvas.height) blendYuv(canvas, px, py, yuv, 1, true);
    }
  }
}

/** A thick line: discs stamped along the segment. */
export function drawLine(
  canvas: FrameCanvas,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  thickness: number,
  color: Rgb,
): void {
  const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / Math.max(1, thickness / 2)));
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    fillCircle(canvas, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, thickness / 2, color);
  }
}

/** Draw text with the built-in bitmap font; returns the width drawn. */
export function drawText(canvas: FrameCanvas, text: string, x: number, y: number, scale: number, color: Rgb): number {
  let cursor = x;
  for (const char of text) {
    const rows = glyphRows(char);
    for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
      const bits = rows[row] ?? 0;
      for (let col = 0; col < GLYPH_WIDTH; col += 1) {
        if (bits & (1 << (GLYPH_WIDTH - 1 - col)))
          fillRect(canvas, cursor + col * scale, y + row * scale, scale, scale, color);
      }
    }
    cursor += (GLYPH_WIDTH + 1) * scale;
  }
  return cursor - x - scale;
}
