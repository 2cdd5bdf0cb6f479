import { describe, expect, it } from 'vitest';
import { analyzePoses } from './analyze-poses.js';
import { benchPress, lyingPress } from './exercises/bench-press.js';
import { overheadPress, pressPosture } from './exercises/overhead-press.js';
import { row, rowPosture } from './exercises/row.js';
import { KP, type Pose } from '../pose/keypoints.js';
import { bodyAt, lean, TORSO, type Xy } from '../../testing/body-frames.js';
import { floorPress } from '../../testing/synthetic-lifts.js';
import { squatSet } from '../../testing/synthetic-poses.js';

const plus = (a: Xy, dx: number, dy: number): Xy => [a[0] + dx, a[1] + dy];

describe('lyingPress: the posture a bench press needs', () => {
  const hip: Xy = [400, 600];

  it('Given a lifter lying on a bench seen from the side, hands above the chest, Then it is the bench posture', () => {
    const shoulder = lean(hip, 90);
    expect(
      lyingPress(
        bodyAt({
          hip,
          shoulder,
          elbow: plus(shoulder, 0, -80),
          wrist: plus(shoulder, 0, -160),
          nose: plus(shoulder, 60, -20),
        }),
      ),
    ).toBe(true);
  });

  it('Given a lifter lying on a bench filmed from the feet (torso upright in the picture), pressing up past the head, Then it is the bench posture', () => {
    // The torso points at the camera: it looks shorter (0.6 torso lengths) than the shoulders are wide (0.8).
    const shoulder = lean(hip, 0, 0.6 * TORSO);
    const nose = plus(shoulder, 0, -60);
    const wide = (joint: Xy, dx: number): Xy => plus(joint, dx, 0);
    const side = (dx: number) => ({
      hip: wide(hip, dx / 2),
      shoulder: wide(shoulder, dx),
      elbow: wide(plus(shoulder, 30, -60), dx),
      wrist: wide(plus(nose, 20, -60), dx),
      nose,
    });
    expect(lyingPress(bodyAt(side(-100), side(100), 'front'))).toBe(true);
  });

  it('Given an incline bench filmed through a tilted camera (torso 30° off vertical), hands pressing above the head, Then it is the bench posture', () => {
    const shoulder = lean(hip, 30);
    const nose = plus(shoulder, 40, -50);
    expect(
      lyingPress(bodyAt({ hip, shoulder, elbow: plus(shoulder, 20, -100), wrist: plus(nose, 10, -90), nose })),
    ).toBe(true);
  });

  it('Given a lifter standing side-on with the hands above the head (a squat with the hands behind the head), Then it is not the bench posture', () => {
    const shoulder = lean(hip, 10);
    const nose = plus(shoulder, 30, -70);
    expect(
      lyingPress(bodyAt({ hip, shoulder, elbow: plus(shoulder, -40, -90), wrist: plus(nose, -20, -30), nose })),
    ).toBe(false);
  });

  it('Given a lifter standing facing the camera with the bar locked out overhead, Then it is not the bench posture (the torso is longer than the shoulders are wide)', () => {
    const shoulder = lean(hip, 0);
    const nose = plus(shoulder, 0, -60);
    const side = (dx: number) => ({
      hip: plus(hip, dx / 2, 0),
      shoulder: plus(shoulder, dx, 0),
      elbow: plus(shoulder, dx * 1.2, -110),
      wrist: plus(shoulder, dx * 1.2, -220),
      nose,
    });
    expect(lyingPress(bodyAt(side(-90), side(90), 'front'))).toBe(false);
  });

  it('Given a lifter standing with the bar on the shoulders (a squat), Then it is not the bench posture', () => {
    const shoulder = lean(hip, 15);
    expect(
      lyingPress(
        bodyAt({
          hip,
          shoulder,
          elbow: plus(shoulder, 60, 40),
          wrist: plus(shoulder, 110, 10),
          nose: plus(shoulder, 40, -70),
          knee: plus(hip, 0, 210),
          ankle: plus(hip, 0, 420),
        }),
      ),
    ).toBe(false);
  });

  it('Given a lifter standing with the hands hanging at the thighs (a deadlift), Then it is not the bench posture', () => {
    const shoulder = lean(hip, 5);
    expect(
      lyingPress(
        bodyAt({
          hip,
          shoulder,
          elbow: plus(shoulder, 0, 150),
          wrist: plus(shoulder, 0, 290),
          nose: plus(shoulder, 20, -70),
        }),
      ),
    ).toBe(false);
  });

  it('Given a lifter bent over a barbell (torso as flat as on a bench) with the hands hanging below the shoulders, Then it is not the bench posture', () => {
    const shoulder = lean(hip, 70);
    expect(
      lyingPress(
        bodyAt({
          hip,
          shoulder,
          elbow: plus(shoulder, 0, 140),
          wrist: plus(shoulder, 0, 280),
          nose: plus(shoulder, 60, 10),
        }),
      ),
    ).toBe(false);
  });

  it('Given a frame with neither the torso nor the hands seen, Then it is not the bench posture', () => {
    expect(lyingPress(bodyAt({ elbow: [100, 100], nose: [100, 50] }))).toBe(false);
  });

  it('is the posture a bench press set must hold', () => {
    expect(benchPress.setPosture).toBe(lyingPress);
  });
});

describe('rowPosture: the posture a row needs', () => {
  const hip: Xy = [400, 600];
  const standingLegs = { knee: plus(hip, 0, 210), ankle: plus(hip, 0, 420) };

  it('Given a lifter bent over with the bar hanging from straight arms, Then it is the row posture', () => {
    const shoulder = lean(hip, 55);
    expect(
      rowPosture(
        bodyAt({ hip, shoulder, elbow: plus(shoulder, 0, 140), wrist: plus(shoulder, 0, 280), ...standingLegs }),
      ),
    ).toBe(true);
  });

  it('Given a lifter seated upright at a cable, thighs forward, pulling the handle to the belly, Then it is the row posture', () => {
    const shoulder = lean(hip, -5);
    const knee = plus(hip, 210, 0);
    expect(
      rowPosture(
        bodyAt({
          hip,
          shoulder,
          elbow: plus(shoulder, -60, 120),
          wrist: plus(shoulder, 40, 170),
          knee,
          ankle: plus(knee, 0, 200),
        }),
      ),
    ).toBe(true);
  });

  it('Given a lifter lying under a bar and pulling up to it (an inverted row), feet on the floor, Then it is the row posture', () => {
    const shoulder = lean(hip, 80);
    const ankle = plus(hip, -420, 60);
    expect(
      rowPosture(
        bodyAt({
          hip,
          shoulder,
          elbow: plus(shoulder, 0, -100),
          wrist: plus(shoulder, 0, -200),
          knee: plus(hip, -210, 30),
          ankle,
        }),
      ),
    ).toBe(true);
  });

  it('Given an upper-body clip (no hips seen) with the hands pulled to the chest, Then it is the row posture', () => {
    expect(rowPosture(bodyAt({ shoulder: [400, 300], elbow: [330, 400], wrist: [420, 420] }))).toBe(true);
  });

  it("Given a lifter standing tall, hips straight, hands at the shoulders (a squat's top), Then it is not the row posture", () => {
    const shoulder = lean(hip, 5);
    expect(
      rowPosture(
        bodyAt({ hip, shoulder, elbow: plus(shoulder, 60, 40), wrist: plus(shoulder, 100, 10), ...standingLegs }),
      ),
    ).toBe(false);
  });

  it('Given a lifter pressing overhead, Then it is not the row posture', () => {
    const shoulder = lean(hip, 5);
    expect(
      rowPosture(
        bodyAt({ hip, shoulder, elbow: plus(shoulder, 0, -140), wrist: plus(shoulder, 0, -280), ...standingLegs }),
      ),
    ).toBe(false);
  });

  it("Given a plank (hands on the floor under the shoulders, at the feet's level), Then it is not the row posture", () => {
    const floor = 800;
    const shoulder: Xy = [600, floor - 280];
    const plankHip: Xy = [350, floor - 250];
    expect(
      rowPosture(
        bodyAt({
          hip: plankHip,
          shoulder,
          elbow: plus(shoulder, 0, 140),
          wrist: [600, floor],
          knee: [150, floor - 120],
          ankle: [-80, floor],
        }),
      ),
    ).toBe(false);
  });

  it('is the posture a row set must hold', () => {
    expect(row.setPosture).toBe(rowPosture);
  });
});

describe('pressPosture: the posture an overhead press needs', () => {
  const hip: Xy = [400, 600];
  const shoulder = lean(hip, 5);

  it('Given a lifter upright with the bar at the shoulders, or locked out overhead, Then it is the press posture', () => {
    expect(pressPosture(bodyAt({ hip, shoulder, elbow: plus(shoulder, 20, 80), wrist: plus(shoulder, 20, -20) }))).toBe(
      true,
    );
    expect(
      pressPosture(bodyAt({ hip, shoulder, elbow: plus(shoulder, 0, -140), wrist: plus(shoulder, 0, -280) })),
    ).toBe(true);
  });

  it('Given a machine press filmed without the hips, hands overhead, Then it is the press posture', () => {
    expect(pressPosture(bodyAt({ shoulder: [400, 400], elbow: [380, 300], wrist: [390, 180] }))).toBe(true);
  });

  it("Given the hands hanging at the thighs (a deadlift's top), Then it is not the press posture", () => {
    expect(pressPosture(bodyAt({ hip, shoulder, elbow: plus(shoulder, 0, 140), wrist: plus(shoulder, 0, 280) }))).toBe(
      false,
    );
  });

  it('Given a lifter lying on a bench seen from the side, Then it is not the press posture', () => {
    const lying = lean(hip, 90);
    expect(
      pressPosture(bodyAt({ hip, shoulder: lying, elbow: plus(lying, 0, -140), wrist: plus(lying, 0, -280) })),
    ).toBe(false);
  });

  it('is the posture an overhead press set must hold', () => {
    expect(overheadPress.setPosture).toBe(pressPosture);
  });
});

/** Squats whose arms reach forward at every bottom (for balance): the bench counter sees arm movement in them. */
function squatsReachingForward(reps: number): Pose[] {
  return squatSet(reps).map((pose) => {
    const depth = Math.max(0, Math.min(1, ((pose.keypoints[KP.left_hip]?.y ?? 500) - 500) / 260));
    const keypoints = pose.keypoints.map((k) => ({ ...k }));
    for (const side of ['left', 'right'] as const) {
      const shoulder = keypoints[KP[`${side}_shoulder`]];
      const elbow = keypoints[KP[`${side}_elbow`]];
      const wrist = keypoints[KP[`${side}_wrist`]];
      if (!shoulder || !elbow || !wrist) continue;
      // Hands at the chest standing, arms straight out in front at the bottom.
      const reach = 60 + 200 * depth;
      elbow.x = shoulder.x + 20 + reach / 2;
      elbow.y = shoulder.y + 60 - 50 * depth;
      wrist.x = shoulder.x + 10 + reach;
      wrist.y = shoulder.y + 20;
    }
    return { ...pose, keypoints };
  });
}

describe('a declared lift whose posture is absent for most of the set', () => {
  const poses = squatsReachingForward(4);
  const clip = { poses, fps: 10, durationSec: poses.length / 10 };

  it('Given squats whose arms reach out and back each rep, uploaded as a bench press, When analysed, Then it is refused as the squat it is', () => {
    const analysis = analyzePoses({ ...clip, exercise: 'bench_press' });
    expect(analysis).toMatchObject({
      status: 'exercise_mismatch',
      exercise: 'bench_press',
      detected_exercise: 'squat',
      reps: 0,
    });
    expect(analysis.limitation).toMatch(/looks like a squat, not a bench press/);
  });

  it('Given the same squats declared as squats, When analysed, Then all four are counted', () => {
    expect(analyzePoses({ ...clip, exercise: 'squat' })).toMatchObject({ status: 'ok', exercise: 'squat', reps: 4 });
  });

  it('Given a floor press (lying on the floor) declared as a bench press, When analysed, Then it is counted, not refused', () => {
    const press = floorPress({ reps: 5, repSec: 2 });
    expect(
      analyzePoses({ exercise: 'bench_press', poses: press, fps: 10, durationSec: press.length / 10 }),
    ).toMatchObject({ status: 'ok', reps: 5 });
  });
});
