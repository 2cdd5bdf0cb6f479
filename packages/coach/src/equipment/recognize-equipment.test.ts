import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMedia } from '../testing/media.js';
import type { ObjectDetector } from './detect-objects.js';
import type { DetectedObject } from './detections.js';
import { recognizeEquipment } from './recognize-equipment.js';
import { fixture } from '../testing/fixtures.js';

const photos = fixture('images');
const hasPhotos = existsSync(join(photos, 'kettlebell.jpg'));
if (!hasPhotos) console.warn(`Skipping the real-photo recognition test: ${photos} is absent.`);

/** A detector that reports fixed objects (the real one is tested in detect-objects.test.ts). */
const fixedDetector = (objects: DetectedObject[]): ObjectDetector => ({
  detect: () => Promise.resolve(objects),
  dispose: () => undefined,
});
const fakeModel =
  (content: string, status = 200): typeof fetch =>
  () =>
    Promise.resolve(
      new Response(JSON.stringify({ choices: [{ message: { content } }] }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
const llm = { url: 'http://127.0.0.1:9/v1', model: 'vision' };

let dir: string;
let imagePath: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spotter-recognise-'));
  imagePath = join(dir, 'gym.jpg');
  await makeMedia('-f', 'lavfi', '-i', 'color=c=gray:s=64x48', '-frames:v', '1', imagePath);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('recognizeEquipment', () => {
  it('Given the detector sees a bench, then the bench is seen and the rest assumed from the profile', async () => {
    const detector = fixedDetector([
      { label: 'bench', score: 0.7, box: [0, 0, 1, 1] },
      { label: 'person', score: 0.9, box: [0, 0, 1, 1] },
    ]);
    const result = await recognizeEquipment({ imagePath, declared: ['dumbbells', 'pull-up bar'], detector });
    expect(result.items).toEqual([
      { name: 'bench', confidence: 0.63, source: 'photo' },
      { name: 'dumbbells', confidence: null, source: 'profile' },
      { name: 'pull-up bar', confidence: null, source: 'profile' },
    ]);
    expect(result.summary).toBe(
      'I spotted a bench in your photo (fairly sure). I could not recognise anything else, so I assumed the rest from your profile: dumbbells, pull-up bar.',
    );
    expect(result.vision).toEqual({ status: 'not_configured' });
  });

  it('Given a vision model, then its sightings merge with the detector and the profile', async () => {
    const result = await recognizeEquipment({
      imagePath,
      declared: ['bench', 'jump rope'],
      detector: fixedDetector([{ label: 'bench', score: 0.5, box: [0, 0, 1, 1] }]),
      llm,
      fetch: fakeModel('{"equipment":[{"name":"kettlebell","confidence":0.85},{"name":"bench","confidence":0.8}]}'),
    });
    expect(result.seen).toEqual(['kettlebells', 'bench']);
    expect(result.assumed).toEqual(['jump rope']);
    expect(result.items.map((item) => item.source)).toEqual(['vision_model', 'vision_model', 'profile']);
  });

  it('Given the vision model fails, then the summary says so and the scan still succeeds', async () => {
    const result = await recognizeEquipment({
      imagePath,
      declared: ['kettlebells'],
      detector: fixedDetector([]),
      llm,
      fetch: fakeModel('oops', 500),
    });
    expect(result.vision).toMatchObject({ status: 'failed', reason: 'http_error' });
    expect(result.summary).toMatch(
      /^I could not recognise any equipment in this photo, so I used your profile instead: kettlebells\. The vision model could not help this time, so this is only what the built-in detector saw\.$/,
    );
  });

  it.skipIf(!hasPhotos)(
    'Given the real kettlebell photo and no model, then it honestly says it recognised nothing',
    async () => {
      const result = await recognizeEquipment({ imagePath: join(photos, 'kettlebell.jpg'), declared: ['Dumbbell'] });
      expect(result.seen).toEqual([]);
      expect(result.items).toEqual([{ name: 'dumbbells', confidence: null, source: 'profile' }]);
      expect(result.summary).toContain('I could not recognise any equipment in this photo');
      expect(result.summary).toContain('I only recognise a few kinds of equipment');
      expect(result.summary).not.toMatch(/SPOTTER_|[A-Z]{3,}_[A-Z]{3,}/);
      expect(result.detected.length).toBeGreaterThan(0);
    },
  );
});
