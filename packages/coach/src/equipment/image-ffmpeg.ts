import { open } from 'node:fs/promises';
import { imageSize } from 'image-size';
import { ffmpegFailure, runFfmpeg } from '../media/ffmpeg.js';
import { EquipmentError } from './equipment-error.js';

/** Image formats we accept, each with the ffmpeg demuxer that reads only that format. */
export const IMAGE_DEMUXERS = {
  jpeg: 'jpeg_pipe',
  png: 'png_pipe',
  webp: 'webp_pipe',
  gif: 'gif',
  bmp: 'bmp_pipe',
  tiff: 'tiff_pipe',
} as const;

export type ImageFormat = keyof typeof IMAGE_DEMUXERS;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The image format named by a file's first bytes, or null (text, video, playlists, anything else). */
export function sniffImageFormat(head: Uint8Array): ImageFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(head, [0x42, 0x4d])) return 'bmp';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  return null;
}

/** The most pixels a photo may have (a 48 MP phone camera's fits); more would take hundreds of MB to decode. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** The header is read from this much of the file: a JPEG's size comes after its EXIF and other segments. */
const HEADER_BYTES = 512 * 1024;

/** An image file's format and, when its header says, its size. */
export interface ImageHeader {
  format: ImageFormat;
  width: number | null;
  height: number | null;
}

/**
 * The format (by the first bytes) and size (by the header, image-size) of an image file, refused before anything
 * decodes it: EquipmentError('unreadable_image') when it is not an image we take, 'image_too_large' past
 * MAX_IMAGE_PIXELS. A header whose size cannot be found is left to the decoder, which runs under its memory ceiling.
 */
export async function readImageHeader(path: string): Promise<ImageHeader> {
  let head: Uint8Array;
  try {
    const file = await open(path, 'r');
    try {
      const buffer = new Uint8Array(HEADER_BYTES);
      const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  } catch (error) {
    throw new EquipmentError('unreadable_image', 'The image file could not be opened.', { cause: error });
  }
  const format = sniffImageFormat(head);
  if (!format)
    throw new EquipmentError('unreadable_image', 'This file is not a supported image. Try a JPEG or PNG photo.');
  let size: { width?: number; height?: number } = {};
  try {
    size = imageSize(head);
  } catch {
    // Cut short or past the bytes read: no size from the header; the decoder's ceiling still holds.
  }
  const { width = null, height = null } = size;
  if (width !== null && height !== null && width * height > MAX_IMAGE_PIXELS) {
    const megapixels = (pixels: number) => `${Math.round(pixels / 1e6)} MP`;
    throw new EquipmentError(
      'image_too_large',
      `The photo is ${width}×${height} pixels (${megapixels(width * height)}); the limit is ${megapixels(MAX_IMAGE_PIXELS)}. Send a smaller photo.`,
    );
  }
  return { format, width, height };
}

/**
 * The ffmpeg input arguments for an image file, with the demuxer forced from its real
 * format: ffmpeg never guesses (a .txt would be rendered as a "tty video", a playlist could
 * read other files). Throws EquipmentError('unreadable_image') for anything else, 'image_too_large' past the limit.
 */
export async function imageInputArgs(path: string): Promise<string[]> {
  const { format } = await readImageHeader(path);
  return ['-f', IMAGE_DEMUXERS[format], '-i', path];
}

/** Most bytes an ffmpeg image job may write (a guard against decompression bombs). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/** An image decode never takes this long; one that does is stopped (a hostile file, a stuck process). */
const IMAGE_TIMEOUT_MS = 30_000;

/**
 * Run ffmpeg on one image file (format checked first) with the given output arguments (ending in 'pipe:1') and
 * collect what it writes. Throws EquipmentError('unreadable_image') when the file is not an image ffmpeg can decode.
 */
export async function runImageFfmpeg(
  path: string,
  outputArgs: readonly string[],
  signal?: AbortSignal,
): Promise<Buffer> {
  const args = ['-v', 'error', ...(await imageInputArgs(path)), '-frames:v', '1', ...outputArgs];
  const result = await runFfmpeg(args, { signal, timeoutMs: IMAGE_TIMEOUT_MS, maxOutputBytes: MAX_OUTPUT_BYTES });
  if (result.code === 0 && result.stdout.length > 0 && !result.overflowed) return result.stdout;
  const cause = new Error(ffmpegFailure(result));
  if (result.memoryExceeded !== null) {
    throw new EquipmentError(
      'image_too_large',
      `This photo needs more than the ${result.memoryExceeded} MB of memory one photo may use to decode. Send a smaller photo.`,
      { cause },
    );
  }
  if (result.startError || result.aborted)
    throw new EquipmentError('unreadable_image', 'The image could not be decoded.', { cause });
  throw new EquipmentError('unreadable_image', 'This file could not be read as an image. Try a JPEG or PNG photo.', {
    cause,
  });
}
