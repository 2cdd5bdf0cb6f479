import { bend, between, bodyAt, faultTable, lean, rep, type Xy } from '../../../testing/body-frames.js';
import { row } from './row.js';

const HIP: Xy = [300, 600];

/** Bent over, seen from the side: the torso `torso` degrees from vertical, the elbows at `elbow` degrees. */
function rower(torso: number, elbow: number) {
  const shoulder = lean(HIP, torso);
  const elbowAt: Xy = [shoulder[0], shoulder[1] + 120];
  return bodyAt({ shoulder, elbow: elbowAt, wrist: bend(shoulder, elbowAt, elbow, 110), hip: HIP });
}

const rowRep = ({ pulledTo = 80, swing = 0 } = {}) =>
  rep((progress) => rower(between(50, 50 - swing, progress), between(170, pulledTo, progress)));

faultTable(row, [
  ['the elbows pulled in to 80°', 'row_partial_range', 'none', rowRep()],
  ['the pull stopped with the elbows at 115°', 'row_partial_range', 'minor', rowRep({ pulledTo: 115 })],
  ['the pull stopped with the elbows at 135°', 'row_partial_range', 'major', rowRep({ pulledTo: 135 })],
  ['the torso held still', 'row_torso_swing', 'none', rowRep()],
  ['the torso swinging up 15°', 'row_torso_swing', 'minor', rowRep({ swing: 15 })],
  ['the torso swinging up 25°', 'row_torso_swing', 'major', rowRep({ swing: 25 })],
]);
