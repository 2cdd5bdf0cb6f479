import { bend, between, bodyAt, faultTable, lean, rep, type Xy } from '../../../testing/body-frames.js';
import { overheadPress } from './overhead-press.js';

const HIP: Xy = [300, 600];

/** Standing, seen from the side: the torso leaning back `leanBack` degrees, the elbows at `elbow` degrees. */
function presser(leanBack: number, elbow: number) {
  const shoulder = lean(HIP, -leanBack);
  const elbowAt: Xy = [shoulder[0] + 20, shoulder[1] - 110];
  return bodyAt({ shoulder, elbow: elbowAt, wrist: bend(shoulder, elbowAt, elbow, 110), hip: HIP });
}

const pressRep = ({ lockout = 175, leanBack = 5 } = {}) =>
  rep((progress) => presser(between(0, leanBack, progress), between(60, lockout, progress)));

faultTable(overheadPress, [
  ['a lockout to 175°', 'press_no_lockout', 'none', pressRep()],
  ['the elbows stopping at 150° overhead', 'press_no_lockout', 'minor', pressRep({ lockout: 150 })],
  ['the elbows stopping at 135° overhead', 'press_no_lockout', 'major', pressRep({ lockout: 135 })],
  ['a 5° lean back from standing tall', 'press_lean_back', 'none', pressRep()],
  ['a 15° lean back from standing tall', 'press_lean_back', 'minor', pressRep({ leanBack: 15 })],
  ['a 25° lean back from standing tall', 'press_lean_back', 'major', pressRep({ leanBack: 25 })],
]);
