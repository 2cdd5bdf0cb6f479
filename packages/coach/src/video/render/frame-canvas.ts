import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphRows } from './bitmap-font.js';

export type Rgb = readonly [number, number, number];

/** An RGB24 frame buffer to draw the overlay into. */
export interface FrameCanvas {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Paint the pixel whose red byte is at `at`. */
function blend(data: Uint8Array, at: number, color: Rgb, alpha: number): void {
  for (let c = 0; c < 3; c += 1) {
    const old = data[at + c] ?? 0;
    data[at + c] = alpha >= 1 ? (color[c] ?? 0) : Math.round(old + ((color[c] ?? 0) - old) * alpha);
  }
}

export function setPixel(canvas: FrameCanvas, x: number, y: number, color: Rgb, alpha = 1): void {
  const px = Math.round(x);
  const py = Math.round(y);
  if (px < 0 || py < 0 || px >= canvas.width || py >= canvas.height) return;
  blend(canvas.data, (py * canvas.width + px) * 3, color, alpha);
}

export function fillRect(canvas: FrameCanvas, x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(canvas.width, Math.round(x + w));
  const y1 = Math.min(canvas.height, Math.round(y + h));
  // Row by row on the buffer: the panels and the timeline are drawn on every frame of the processed video.
  for (let py = y0; py < y1; py += 1) {
    const row = py * canvas.width * 3;
    for (let at = row + x0 * 3; at < row + x1 * 3; at += 3) blend(canvas.data, at, color, alpha);
  }
}

export function fillCircle(canvas: FrameCanvas, cx: number, cy: number, radius: number, color: Rgb): void {
  const r2 = radius * radius;
  for (let dy = -Math.ceil(radius); dy <= Math.ceil(radius); dy += 1) {
    for (let dx = -Math.ceil(radius); dx <= Math.ceil(radius); dx += 1) {
      if (dx * dx + dy * dy <= r2) setPixel(canvas, cx + dx, cy + dy, color);
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
