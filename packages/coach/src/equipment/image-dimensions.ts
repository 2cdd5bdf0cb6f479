import type { ImageFormat } from './image-ffmpeg.js';

/** A picture's size as its header states it. */
export interface Dimensions {
  width: number;
  height: number;
}

/** JPEG frame headers (SOF0-SOF15); C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding) are not frames. */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's size from its first frame header, found by walking the segments before it (EXIF, ICC, XMP…). */
function jpegDimensions(bytes: Buffer): Dimensions | null {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (isFrameHeader(marker)) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    // Markers without a length: TEM, restart markers, start and end of image.
    at += marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9) ? 2 : 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

function webpDimensions(bytes: Buffer): Dimensions | null {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  return null;
}

function bmpDimensions(bytes: Buffer): Dimensions | null {
  if (bytes.length < 26) return null;
  // OS/2 bitmaps have a 12-byte header of 16-bit sizes; the rest 32-bit, the height negative for top-down rows.
  if (bytes.readUInt32LE(14) === 12) return { width: bytes.readUInt16LE(18), height: bytes.readUInt16LE(20) };
  return { width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)) };
}

/**
 * The size an image's header states, from its first bytes (the first 512 kB hold any real photo's), or null when
 * they do not say (cut short, a TIFF): such a file is left to the decoder and its memory ceiling.
 */
export function imageDimensions(format: ImageFormat, bytes: Buffer): Dimensions | null {
  switch (format) {
    case 'jpeg':
      return jpegDimensions(bytes);
    case 'png':
      return bytes.length >= 24 && bytes.toString('latin1', 12, 16) === 'IHDR' ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : null;
    case 'gif':
      return bytes.length >= 10 ? { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) } : null;
    case 'webp':
      return webpDimensions(bytes);
    case 'bmp':
      return bmpDimensions(bytes);
    case 'tiff':
      return null;
  }
}
