/** A plain coach avatar drawn into an RGB image (PPM), so the video needs no image files or fonts. */

export interface AvatarLayout {
  width: number;
  height: number;
  /** Where the waveform "mouth" goes. */
  mouth: { x: number; y: number; width: number; height: number };
  /** Where the wide waveform band at the bottom goes. */
  band: { x: number; y: number; width: number; height: number };
}

type Rgb = readonly [number, number, number];
const BACKGROUND: Rgb = [24, 32, 48];
const SKIN: Rgb = [236, 196, 160];
const HAIR: Rgb = [58, 40, 30];
const EYE: Rgb = [30, 30, 40];
const SHIRT: Rgb = [230, 90, 40];
const MOUTH: Rgb = [0, 0, 0];

const even = (n: number): number => Math.max(2, Math.round(n / 2) * 2);

export function avatarLayout(width: number, height: number): AvatarLayout {
  const unit = Math.min(width, height);
  const mouthWidth = even(unit * 0.26);
  const mouthHeight = even(unit * 0.09);
  return {
    width,
    height,
    mouth: { x: even(width / 2 - mouthWidth / 2), y: even(height * 0.5), width: mouthWidth, height: mouthHeight },
    band: { x: 0, y: even(height * 0.86), width: even(width), height: even(height * 0.12) },
  };
}

/** The avatar as a binary PPM (P6) image; the mouth area is black so the white waveform reads as a talking mouth. */
export function drawAvatarPpm(layout: AvatarLayout): Buffer {
  const { width, height, mouth } = layout;
  const header = Buffer.from(`P6\n${width} ${height}\n255\n`, 'ascii');
  const pixels = Buffer.alloc(width * height * 3);
  const unit = Math.min(width, height);
  const head = { x: width / 2, y: height * 0.46, r: unit * 0.27 };
  const eyeY = head.y - head.r * 0.2;
  const eyeDx = head.r * 0.38;
  const eyeR = unit * 0.025;
  const inside = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let color: Rgb = BACKGROUND;
      if (inside(x, y, width / 2, height * 1.05, unit * 0.42)) color = SHIRT;
      if (inside(x, y, head.x, head.y - head.r * 0.12, head.r * 1.04) && y < head.y - head.r * 0.35) color = HAIR;
      else if (inside(x, y, head.x, head.y, head.r)) color = SKIN;
      if (inside(x, y, head.x - eyeDx, eyeY, eyeR) || inside(x, y, head.x + eyeDx, eyeY, eyeR)) color = EYE;
      if (x >= mouth.x && x < mouth.x + mouth.width && y >= mouth.y && y < mouth.y + mouth.height) color = MOUTH;
      pixels.set(color, (y * width + x) * 3);
    }
  }
  return Buffer.concat([header, pixels]);
}
