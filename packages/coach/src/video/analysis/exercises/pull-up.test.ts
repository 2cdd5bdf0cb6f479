import { TORSO, bend, between, bodyAt, faultTable, rep, type Xy } from '../../../testing/body-frames.js';
import { pullUp } from './pull-up.js';

const SHOULDER: Xy = [300, 400];
const ELBOW: Xy = [300, 290];
const HIP: Xy = [300, 650];

/** Hanging, seen from the front: elbows at `elbow` degrees, the nose `chin` torso lengths above the hands, the hips at `hip` degrees. */
function hanger(elbow: number, chin: number, hip: number) {
  const wrist = bend(SHOULDER, ELBOW, elbow, 110);
  return bodyAt(
    {
      shoulder: SHOULDER,
      elbow: ELBOW,
      wrist,
      nose: [wrist[0], wrist[1] - chin * TORSO],
      hip: HIP,
      knee: bend(SHOULDER, HIP, hip, 200),
    },
    undefined,
    'front',
  );
}

const pullUpRep = ({ hang = 170, chin = 0.1, kip = 0 } = {}) =>
  rep((progress) =>
    hanger(between(hang, 60, progress), between(-0.8, chin, progress), between(175, 175 - kip, progress)),
  );

faultTable(pullUp, [
  ['the chin 0.1 torso lengths over the bar', 'pull_up_chin_below_bar', 'none', pullUpRep()],
  ['the chin 0.15 torso lengths under the bar', 'pull_up_chin_below_bar', 'minor', pullUpRep({ chin: -0.15 })],
  ['the chin 0.35 torso lengths under the bar', 'pull_up_chin_below_bar', 'major', pullUpRep({ chin: -0.35 })],
  ['a dead hang at 170°', 'pull_up_no_full_hang', 'none', pullUpRep()],
  ['a hang with the elbows at 140°', 'pull_up_no_full_hang', 'minor', pullUpRep({ hang: 140 })],
  ['a hang with the elbows at 120°', 'pull_up_no_full_hang', 'major', pullUpRep({ hang: 120 })],
  ['the legs still', 'pull_up_kipping', 'none', pullUpRep()],
  ['the hips swinging through 50°', 'pull_up_kipping', 'minor', pullUpRep({ kip: 50 })],
  ['the hips swinging through 70°', 'pull_up_kipping', 'major', pullUpRep({ kip: 70 })],
]);
