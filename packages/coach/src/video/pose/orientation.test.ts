import { describe, expect, it } from 'vitest';
import type { RgbFrame } from '../decode/decode-frames.js';
import type { Pose } from './keypoints.js';
import { chooseUprightTurn, personScore, turnFrame, turnedMetadata } from './orientation.js';
import type { PoseDetector } from './pose-detector.js';

/** A 3x2 frame whose red channel numbers the pixels row by row: 1 2 3 / 4 5 6. */
const frame: RgbFrame = {
  index: 0,
  timeSec: 0,
  width: 3,
  height: 2,
  data: new Uint8Array([1, 0, 0, 2, 0, 0, 3, 0, 0, 4, 0, 0, 5, 0, 0, 6, 0, 0]),
};
const reds = (turned: RgbFrame) => [...turned.data].filter((_, i) => i % 3 === 0);

describe('turnFrame', () => {
  it('Given a frame, When turned a quarter clockwise, Then the left column becomes the top row', () => {
    const turned = turnFrame(frame, 90);
    expect([turned.width, turned.height]).toEqual([2, 3]);
    expect(reds(turned)).toEqual([4, 1, 5, 2, 6, 3]);
  });

  it('Given a frame, When turned a quarter anticlockwise, Then the right column becomes the top row', () => {
    expect(reds(turnFrame(frame, 270))).toEqual([3, 6, 2, 5, 1, 4]);
  });

  it('Given no turn, When turned, Then the frame and its metadata are unchanged', () => {
    expect(turnFrame(frame, 0)).toBe(frame);
    const metadata = {
      durationSec: 1,
      fps: 30,
      width: 1920,
      height: 1080,
      rotation: 0,
      container: 'mov',
      codec: 'h264',
    };
    expect(turnedMetadata(metadata, 0)).toBe(metadata);
    expect(turnedMetadata(metadata, 90)).toMatchObject({ width: 1080, height: 1920 });
  });
});

describe('chooseUprightTurn', () => {
  const metadata = { durationSec: 4, fps: 10, width: 3, height: 2, rotation: 0, container: 'mov', codec: 'h264' };
  const poseScored = (score: number): Pose => ({
    timeSec: 0,
    keypoints: Array.from({ length: 17 }, () => ({ x: 0, y: 0, score })),
  });
  /** A detector that reads a person with this confidence in frames of each shape, counting its calls. */
  const fakeDetector = (scoreOf: (frame: RgbFrame) => number) => {
    const calls: RgbFrame[] = [];
    const detector: PoseDetector = {
      variant: 'lightning',
      runtime: 'onnxruntime',
      detect: (frame) => {
        calls.push(frame);
        return Promise.resolve(poseScored(scoreOf(frame)));
      },
      reset: () => undefined,
      dispose: () => undefined,
    };
    return { detector, calls };
  };
  const firstFrames = Array.from({ length: 8 }, (_, index) => ({ ...frame, index }));

  it('Given an unsure upright reading that a clockwise turn reads clearly better, When choosing, Then it turns clockwise from four frames each way', async () => {
    // Turned clockwise, the 3x2 frame is 2 wide: the fake reads that shape surely.
    const { detector, calls } = fakeDetector((turned) => (turned.width === 2 && turned.data[0] === 4 ? 0.9 : 0.3));
    const turn = await chooseUprightTurn(
      firstFrames,
      firstFrames.map(() => poseScored(0.4)),
      metadata,
      detector,
    );
    expect(turn).toBe(90);
    expect(calls.slice(0, 4).map((turned) => turned.index)).toEqual([0, 2, 4, 6]);
    // Anticlockwise reads 0.3: after one frame it can reach (0.3 + 3) / 4 at best, short of clockwise's 0.9.
    expect(calls).toHaveLength(5);
  });

  it('Given an upright clip whose turned frames read no person, When choosing, Then each turn stops once it cannot win', async () => {
    const { detector, calls } = fakeDetector(() => 0.1);
    const turn = await chooseUprightTurn(
      firstFrames,
      firstFrames.map(() => poseScored(0.4)),
      metadata,
      detector,
    );
    expect(turn).toBe(0);
    // Needed: 0.4 + 0.1. After three frames of 0.1 a turn reaches (0.3 + 1) / 4 = 0.325 at best.
    expect(calls).toHaveLength(6);
  });

  it('Given random readings, When choosing, Then the turn is the one reading every frame each way would give', async () => {
    // The rule as stated: four frames each way, the better turn if it beats upright by the margin.
    const everyFrame = (uprightScore: number, clockwise: number[], anticlockwise: number[]) => {
      // Scores as the rule sees them: each the person score of a pose read with that confidence.
      const upright = personScore(poseScored(uprightScore));
      const mean = (scores: number[]) =>
        scores.reduce((sum, score) => sum + personScore(poseScored(score)), 0) / scores.length;
      const best = mean(clockwise) >= mean(anticlockwise) ? [90, mean(clockwise)] : [270, mean(anticlockwise)];
      return (best[1] ?? 0) >= upright + 0.1 ? best[0] : 0;
    };
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let trial = 0; trial < 300; trial += 1) {
      const upright = Math.round(random() * 75) / 100;
      const scores = { 90: [0, 0, 0, 0], 270: [0, 0, 0, 0] };
      for (const turn of [90, 270] as const) {
        const level = random();
        scores[turn] = scores[turn].map(
          () => Math.round(Math.min(1, Math.max(0, level + (random() - 0.5) * 0.4)) * 20) / 20,
        );
      }
      // Turned clockwise, the top-left red is 4; anticlockwise, 3. The index says which of the spread frames it is.
      const { detector } = fakeDetector((turned) => scores[turned.data[0] === 4 ? 90 : 270][turned.index / 2] ?? 0);
      const turn = await chooseUprightTurn(
        firstFrames,
        firstFrames.map(() => poseScored(upright)),
        metadata,
        detector,
      );
      expect(turn, JSON.stringify({ upright, scores })).toBe(everyFrame(upright, scores[90], scores[270]));
    }
  });

  it('Given a sure upright reading, When choosing, Then it reads no turned frame and keeps the video as it is', async () => {
    const { detector, calls } = fakeDetector(() => 0.95);
    expect(
      await chooseUprightTurn(
        firstFrames,
        firstFrames.map(() => poseScored(0.8)),
        metadata,
        detector,
      ),
    ).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it('Given turns that read no better than upright, When choosing, Then the video stays as it is', async () => {
    const { detector } = fakeDetector(() => 0.45);
    expect(
      await chooseUprightTurn(
        firstFrames,
        firstFrames.map(() => poseScored(0.4)),
        metadata,
        detector,
      ),
    ).toBe(0);
  });
});
