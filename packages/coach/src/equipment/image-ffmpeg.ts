import { spawn } from 'node:child_process';
import { open } from 'node:fs/promises';
import { ffmpegPath } from '../video/ffmpeg-binary.js';
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

/**
 * The ffmpeg input arguments for an image file, with the demuxer forced from its real
 * format: ffmpeg never guesses (a .txt would be rendered as a "tty video", a playlist could
 * read other files). Throws EquipmentError('unreadable_image') for anything else.
 */
export async function imageInputArgs(path: string): Promise<string[]> {
  const head = new Uint8Array(16);
  try {
    const file = await open(path, 'r');
    try {
      await file.read(head, 0, head.length, 0);
    } finally {
      await file.close();
    }
  } catch (error) {
    throw new EquipmentError('unreadable_image', 'The image file could not be opened.', { cause: error });
  }
  const format = sniffImageFormat(head);
  if (!format) throw new EquipmentError('unreadable_image', 'This file is not a supported image. Try a JPEG or PNG photo.');
  return ['-f', IMAGE_DEMUXERS[format], '-i', path];
}

/** Most bytes an ffmpeg image job may write (a guard against decompression bombs). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/**
 * Run the shipped ffmpeg on one image file (format checked first) with the given output
 * arguments (ending in 'pipe:1') and collect what it writes. Throws EquipmentError
 * ('unreadable_image') when the file is not an image ffmpeg can decode.
 */
export async function runImageFfmpeg(path: string, outputArgs: readonly string[], signal?: AbortSignal): Promise<Buffer> {
  const args = ['-v', 'error', '-nostdin', ...(await imageInputArgs(path)), '-frames:v', '1', ...outputArgs];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    const chunks: Buffer[] = [];
    let received = 0;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= MAX_OUTPUT_BYTES) chunks.push(chunk);
      else child.kill('SIGKILL');
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    child.on('error', (error) => reject(new EquipmentError('unreadable_image', 'The image could not be decoded.', { cause: error })));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks);
      if (code === 0 && output.length > 0) {
        resolve(output);
        return;
      }
      const cause = new Error(`ffmpeg exited with ${code}: ${stderr.trim().slice(0, 500)}`);
      reject(new EquipmentError('unreadable_image', 'This file could not be read as an image. Try a JPEG or PNG photo.', { cause }));
    });
  });
}
