import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMedia } from '../testing/media.js';
import { EquipmentError } from './equipment-error.js';
import { MAX_IMAGE_PIXELS, readImageHeader, runImageFfmpeg } from './image-ffmpeg.js';

/** A PNG whose header (IHDR) says width×height over one row of pixel data: the size is in the header alone. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]); // the CRC is not what is tested
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('an image header read before decoding', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-image-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('given a real JPEG, when read, then its format and size come from its header', async () => {
    const photo = join(dir, 'photo.jpg');
    await makeMedia('-f', 'lavfi', '-i', 'testsrc=size=320x240', '-frames:v', '1', photo);
    expect(await readImageHeader(photo)).toEqual({ format: 'jpeg', width: 320, height: 240 });
  });

  it('given a PNG whose header says 10000×10000, when read or decoded, then it is refused as too large, naming the limit, before ffmpeg runs', async () => {
    const claim = join(dir, 'claim.png');
    await writeFile(claim, pngClaiming(10000, 10000));
    const refused = await readImageHeader(claim).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EquipmentError);
    expect(refused).toMatchObject({
      code: 'image_too_large',
      message: `The photo is 10000×10000 pixels (100 MP); the limit is ${MAX_IMAGE_PIXELS / 1e6} MP. Send a smaller photo.`,
    });
    await expect(runImageFfmpeg(claim, ['-f', 'rawvideo', 'pipe:1'])).rejects.toMatchObject({
      code: 'image_too_large',
    });
  });

  it('given a photo at the limit and one past it, when read, then only the one past it is refused', async () => {
    const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
    await writeFile(join(dir, 'at.png'), pngClaiming(side, side));
    expect(await readImageHeader(join(dir, 'at.png'))).toEqual({ format: 'png', width: side, height: side });
    await writeFile(join(dir, 'past.png'), pngClaiming(side + 1, side));
    await expect(readImageHeader(join(dir, 'past.png'))).rejects.toMatchObject({ code: 'image_too_large' });
  });

  it('given text or a JPEG cut before its size, when read, then text is not an image and the cut JPEG is left to the decoder', async () => {
    await writeFile(join(dir, 'notes.jpg'), 'not an image');
    await expect(readImageHeader(join(dir, 'notes.jpg'))).rejects.toMatchObject({ code: 'unreadable_image' });
    const photo = join(dir, 'photo.jpg');
    await makeMedia('-f', 'lavfi', '-i', 'testsrc=size=64x64', '-frames:v', '1', photo);
    await writeFile(join(dir, 'cut.jpg'), (await readFile(photo)).subarray(0, 20));
    expect(await readImageHeader(join(dir, 'cut.jpg'))).toEqual({ format: 'jpeg', width: null, height: null });
  });
});
