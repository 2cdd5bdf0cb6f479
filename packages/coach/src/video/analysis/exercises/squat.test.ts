import { TORSO, between, bodyAt, faultTable, lean, rep, type Xy } from '../../../testing/body-frames.js';
import { squat } from './squat.js';

/**
 * The hips `aboveKnees` torso lengths above the knees, the torso `incline` degrees from vertical, and
 * the knees `kneeTrack` times as far apart as the ankles (the near side on the left, the other on the right).
 */
function squatter(aboveKnees: number, incline: number, kneeTrack: number) {
  const hip: Xy = [250, 700 - aboveKnees * TORSO];
  const shoulder = lean(hip, incline);
  const side = (sign: -1 | 1) => ({
    shoulder,
    hip,
    knee: [300 + sign * 100 * kneeTrack, 700] as Xy,
    ankle: [300 + sign * 100, 900] as Xy,
  });
  return bodyAt(side(-1), side(1));
}

const squatRep = ({ depth = 0, incline = 45, kneeTrack = 1 } = {}) =>
  rep((progress) =>
    squatter(between(1, depth, progress), between(10, incline, progress), between(1, kneeTrack, progress)),
  );

faultTable(squat, [
  ['the hips down to knee height', 'squat_depth', 'none', squatRep()],
  ['the hips stopping 0.3 torso lengths above the knees', 'squat_depth', 'minor', squatRep({ depth: 0.3 })],
  ['the hips stopping 0.5 torso lengths above the knees', 'squat_depth', 'major', squatRep({ depth: 0.5 })],
  ['the torso 45° from vertical at the bottom', 'squat_forward_lean', 'none', squatRep()],
  ['the torso 60° from vertical at the bottom', 'squat_forward_lean', 'minor', squatRep({ incline: 60 })],
  ['the torso 70° from vertical at the bottom', 'squat_forward_lean', 'major', squatRep({ incline: 70 })],
  ['the knees over the feet', 'squat_knees_cave', 'none', squatRep()],
  ['the knees closing to 0.7 of the stance', 'squat_knees_cave', 'minor', squatRep({ kneeTrack: 0.7 })],
  ['the knees closing to 0.5 of the stance', 'squat_knees_cave', 'major', squatRep({ kneeTrack: 0.5 })],
]);
