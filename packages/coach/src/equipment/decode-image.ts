import { EquipmentError } from './equipment-error.js';
import { runImageFfmpeg } from './image-ffmpeg.js';

/** An RGB image (rgb24, row-major, width*height*3 bytes). */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Long side of the JPEG sent to a vision model: enough to see equipment, small enough to send quickly. */
export const VISION_IMAGE_MAX_SIDE = 1024;

/**
 * Decode an image file and stretch it to width x height RGB (the COCO detector was trained
 * on stretched, not letter-boxed, inputs). Throws EquipmentError('unreadable_image').
 */
export async function decodeImageRgb(
  path: string,
  width: number,
  height: number,
  signal?: AbortSignal,
): Promise<RgbImage> {
  const output = await runImageFfmpeg(
    path,
    ['-vf', `scale=${width}:${height}:flags=area`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    signal,
  );
  const expected = width * height * 3;
  if (output.length < expected) throw new EquipmentError('unreadable_image', 'The image was cut short while decoding.');
  return { width, height, data: new Uint8Array(output.subarray(0, expected)) };
}

/**
 * The image re-encoded as a JPEG data URL (long side at most maxSide, never upscaled).
 * Re-encoding also proves the file is an image and strips metadata such as GPS tags.
 */
export async function imageDataUrl(
  path: string,
  maxSide = VISION_IMAGE_MAX_SIDE,
  signal?: AbortSignal,
): Promise<string> {
  const scale = `scale='min(${maxSide},iw)':'min(${maxSide},ih)':force_original_aspect_ratio=decrease`;
  const jpeg = await runImageFfmpeg(
    path,
    ['-vf', scale, '-map_metadata', '-1', '-c:v', 'mjpeg', '-q:v', '4', '-f', 'image2pipe', 'pipe:1'],
    signal,
  );
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
