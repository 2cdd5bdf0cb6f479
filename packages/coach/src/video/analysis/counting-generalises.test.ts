import type { UploadExercise } from '@spotter/core/constants';
import { describe, expect, it } from 'vitest';
import { analyzePoses } from './analyze-poses.js';
import type { Pose } from '../pose/keypoints.js';
import { floorPress, hide, jitter, oneArmRows, tiringPullUps, walkingLunges } from '../../testing/synthetic-lifts.js';

/** Counted as declared, with the rule fits alone (no fitted lift model): these tests are about counting. */
const count = (exercise: UploadExercise, poses: Pose[]) =>
  analyzePoses({ exercise, poses, fps: 10, durationSec: poses.length / 10, liftModel: null });

// Each case runs clean and with 6 px of pose-model jitter (a 250 px torso).
describe.each([0, 6])('counting that generalises, with %i px of jitter', (px) => {
  const noisy = (poses: Pose[]) => jitter(poses, px);

  it('Given walking lunges travelling across the frame, When counted, Then every lunge is counted', () => {
    expect(count('lunge', noisy(walkingLunges({ reps: 5, repSec: 2 }, { strideTorsos: 2 })))).toMatchObject({
      status: 'ok',
      reps: 5,
    });
  });

  it('Given walking lunges towards the camera until 2.5 times bigger, When counted in the body frame (torso per frame), Then every lunge is counted', () => {
    expect(count('lunge', noisy(walkingLunges({ reps: 4, repSec: 2.2 }, { approach: 2.5 })))).toMatchObject({
      status: 'ok',
      reps: 4,
    });
  });

  it('Given walking lunges towards the camera with the feet cut off, When counted, Then the hip-centred knee signal counts them, not the hips in the picture', () => {
    const analysis = count('lunge', hide(noisy(walkingLunges({ reps: 5, repSec: 2 }, { approach: 2 })), ['ankle']));
    expect(analysis).toMatchObject({ status: 'ok', reps: 5, signal: 'hip height above the knees (torso lengths)' });
  });

  it.each(['left', 'right'] as const)(
    'Given one-arm rows pulled with the %s arm, the braced arm seen better, When counted, Then the working side counts every rep',
    (working) => {
      const analysis = count('row', noisy(oneArmRows({ reps: 8, repSec: 1.6 }, { working, workingScore: 0.4 })));
      expect(analysis).toMatchObject({ status: 'ok', reps: 8 });
    },
  );

  it.each([90, 130, 145])(
    'Given a floor press whose elbows stop on the floor at %i°, When counted, Then the short range still counts from its own excursion',
    (bottomElbow) => {
      expect(count('bench_press', noisy(floorPress({ reps: 5, repSec: 2 }, { bottomElbow })))).toMatchObject({
        status: 'ok',
        reps: 5,
      });
    },
  );

  it('Given 20 pull-ups slowing from 1.2 s to 5 s a rep and ending at half height, When counted, Then no rep is merged or dropped', () => {
    expect(count('pull_up', noisy(tiringPullUps(20, { firstSec: 1.2, lastSec: 5, lastDepth: 0.5 })))).toMatchObject({
      status: 'ok',
      reps: 20,
    });
  });
});

describe('the short-range floor', () => {
  it('Given a lifter lying still with 6 px of jitter, When counted as a bench press, Then nothing is counted (jitter is no short range)', () => {
    expect(count('bench_press', jitter(floorPress({ reps: 0, repSec: 2, restSec: 5 }), 6)).reps).toBe(0);
  });

  it('Given elbows moving through only 10°, When counted as a bench press, Then it is below the floor in body units and not counted', () => {
    expect(count('bench_press', floorPress({ reps: 5, repSec: 2 }, { bottomElbow: 170 })).reps).toBe(0);
  });
});
