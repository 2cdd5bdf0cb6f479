import { TORSO, bend, between, bodyAt, faultTable, rep, type Xy } from '../../../testing/body-frames.js';
import { pushUp } from './push-up.js';

const SHOULDER: Xy = [500, 500];
const ELBOW: Xy = [500, 620];
const ANKLE: Xy = [0, 560];

/** Side view: elbows at `elbow` degrees, hips `sag` torso lengths below the shoulder-to-ankle line. */
const plank = (elbow: number, sag: number) =>
  bodyAt({
    shoulder: SHOULDER,
    elbow: ELBOW,
    wrist: bend(SHOULDER, ELBOW, elbow, 120),
    hip: [250, 530 + sag * TORSO],
    ankle: ANKLE,
  });

const pushUpRep = ({ top = 170, bottom = 90, sag = 0 } = {}) =>
  rep((progress) => plank(between(top, bottom, progress), sag));

faultTable(pushUp, [
  ['a straight plank', 'push_up_hip_sag', 'none', pushUpRep()],
  ['hips 0.2 torso lengths below the line', 'push_up_hip_sag', 'minor', pushUpRep({ sag: 0.2 })],
  ['hips 0.4 torso lengths below the line', 'push_up_hip_sag', 'major', pushUpRep({ sag: 0.4 })],
  ['elbows bent to 90°', 'push_up_partial_range', 'none', pushUpRep()],
  ['elbows bent only to 120°', 'push_up_partial_range', 'minor', pushUpRep({ bottom: 120 })],
  ['elbows bent only to 140°', 'push_up_partial_range', 'major', pushUpRep({ bottom: 140 })],
  ['arms straightened to 170°', 'push_up_no_lockout', 'none', pushUpRep()],
  ['arms straightened only to 145°', 'push_up_no_lockout', 'minor', pushUpRep({ top: 145 })],
  ['arms straightened only to 130°', 'push_up_no_lockout', 'major', pushUpRep({ top: 130 })],
]);
