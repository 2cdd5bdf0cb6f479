import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentFromDetections } from './recognize-equipment.js';
import { createObjectDetector, type ObjectDetector } from './detect-objects.js';
import { EquipmentError } from './equipment-error.js';
import { imageDataUrl } from './decode-image.js';
import { fixture } from '../testing/fixtures.js';

const photos = fixture('images');
const hasPhotos = existsSync(join(photos, 'bench.jpg'));
if (!hasPhotos) console.warn(`Skipping the real-photo detector tests: ${photos} is absent.`);

// What the offline COCO detector honestly finds on the three product photos: it localises
// things but COCO has no dumbbell or kettlebell class, and it does not call the weight bench
// a 'bench'. These tests pin that down so a change of model or decoding is noticed.
describe.skipIf(!hasPhotos)('detectObjects on real photos', () => {
  let detector: ObjectDetector;
  beforeAll(async () => {
    detector = await createObjectDetector();
  });
  afterAll(() => detector?.dispose());

  it('Given the dumbbells photo, then it finds the person holding them but no equipment', async () => {
    const objects = await detector.detect(join(photos, 'dumbbells.jpg'));
    expect(objects.find((o) => o.label === 'person')?.score).toBeGreaterThan(0.3);
    expect(equipmentFromDetections(objects)).toEqual([]);
  });

  it('Given the kettlebell photo, then its strongest box covers the kettlebell, but the label is not equipment', async () => {
    const [top] = await detector.detect(join(photos, 'kettlebell.jpg'));
    const centreX = (top?.box[0] ?? 0) + (top?.box[2] ?? 0) / 2;
    expect(centreX).toBeGreaterThan(0.2);
    expect(centreX).toBeLessThan(0.6);
    expect(top?.box[3]).toBeGreaterThan(0.6);
    expect(equipmentFromDetections(await detector.detect(join(photos, 'kettlebell.jpg')))).toEqual([]);
  });

  it('Given the weight-bench photo, then it recognises no equipment (COCO benches are park benches)', async () => {
    const objects = await detector.detect(join(photos, 'bench.jpg'));
    expect(objects.every((o) => o.score < 0.5)).toBe(true);
    expect(equipmentFromDetections(objects)).toEqual([]);
  });

  it('Given a 24-megapixel photo, then the detector still answers in reasonable time', async () => {
    const started = performance.now();
    await detector.detect(join(photos, 'dumbbells.jpg'));
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('Given a large photo, then the vision-model copy is a JPEG of at most 1024 px', async () => {
    const url = await imageDataUrl(join(photos, 'kettlebell.jpg'));
    expect(url.startsWith('data:image/jpeg;base64,/9j/')).toBe(true);
    expect(url.length).toBeLessThan(400_000);
  });
});

describe('detectObjects on bad input', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-detect-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it.each([
    ['a text file', 'notes.txt', 'hello'],
    ['a playlist', 'list.m3u8', '#EXTM3U\n/etc/passwd\n'],
    ['a truncated JPEG', 'broken.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
  ])('Given %s, then it throws unreadable_image', async (_what, name, content) => {
    const path = join(dir, name);
    await writeFile(path, content);
    const detector = await createObjectDetector();
    try {
      await expect(detector.detect(path)).rejects.toSatisfy(
        (e) => e instanceof EquipmentError && e.code === 'unreadable_image',
      );
    } finally {
      detector.dispose();
    }
  });

  it('Given a missing file, then it throws unreadable_image', async () => {
    const detector = await createObjectDetector();
    await expect(detector.detect(join(dir, 'nope.jpg'))).rejects.toSatisfy(
      (e) => e instanceof EquipmentError && e.code === 'unreadable_image',
    );
    detector.dispose();
  });
});
