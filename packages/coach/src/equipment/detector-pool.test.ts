import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPooledObjectDetector } from './detector-pool.js';
import { EquipmentError } from './equipment-error.js';
import { fixture } from '../testing/fixtures.js';

const photos = fixture('images');
const hasPhotos = existsSync(join(photos, 'dumbbells.jpg'));
if (!hasPhotos) console.warn(`Skipping the pooled detector's real-photo test: ${photos} is absent.`);

describe('createPooledObjectDetector', () => {
  it.skipIf(!hasPhotos)(
    'detects on its own thread, refuses a photo past its queue as busy, and passes typed errors back',
    async () => {
      const detector = createPooledObjectDetector({ threads: 1, queue: 0 });
      const dir = await mkdtemp(join(tmpdir(), 'spotter-detect-pool-'));
      try {
        const first = detector.detect(join(photos, 'dumbbells.jpg'));
        expect(detector.full()).toBe(true);
        await expect(detector.detect(join(photos, 'dumbbells.jpg'))).rejects.toMatchObject({ code: 'busy' });
        const objects = await first;
        expect(objects.find((o) => o.label === 'person')?.score).toBeGreaterThan(0.3);

        const notAnImage = join(dir, 'notes.jpg');
        await writeFile(notAnImage, 'these are not pixels');
        const failed = detector.detect(notAnImage);
        await expect(failed).rejects.toBeInstanceOf(EquipmentError);
        await expect(failed).rejects.toMatchObject({ code: 'unreadable_image' });
      } finally {
        await detector.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
