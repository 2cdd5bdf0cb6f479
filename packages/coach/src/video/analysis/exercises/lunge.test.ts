import { TORSO, apex, between, bodyAt, faultTable, lean, rep, type Xy } from '../../../testing/body-frames.js';
import { lunge } from './lunge.js';

const FRONT_ANKLE: Xy = [400, 900];
const BACK_ANKLE: Xy = [150, 900];

/** Seen from the side: the hips `height` torso lengths over the ankles, the front knee at `frontKnee` degrees, the torso `incline` from vertical. */
function lunger(height: number, frontKnee: number, backKnee: number, incline: number) {
  const hip: Xy = [275, 900 - height * TORSO];
  const shoulder = lean(hip, incline);
  const front = { shoulder, hip, knee: apex(hip, FRONT_ANKLE, frontKnee), ankle: FRONT_ANKLE };
  return bodyAt(front, { shoulder, hip, knee: apex(hip, BACK_ANKLE, backKnee, -1), ankle: BACK_ANKLE });
}

/** A lunge from standing (hips 2 torso lengths up) that drops the hips by the share `drop`. */
const lungeRep = ({ drop = 0.4, frontKnee = 90, incline = 15 } = {}) =>
  rep((progress) =>
    lunger(
      between(2, 2 * (1 - drop), progress),
      between(175, frontKnee, progress),
      between(175, 160, progress),
      between(5, incline, progress),
    ),
  );

faultTable(lunge, [
  ['the hips dropping 40% of their standing height', 'lunge_shallow', 'none', lungeRep()],
  ['the hips dropping 25% of their standing height', 'lunge_shallow', 'minor', lungeRep({ drop: 0.25 })],
  ['the hips dropping 15% of their standing height', 'lunge_shallow', 'major', lungeRep({ drop: 0.15 })],
  ['the front knee bent to 90°', 'lunge_front_knee', 'none', lungeRep()],
  ['the front knee bent only to 120°', 'lunge_front_knee', 'minor', lungeRep({ frontKnee: 120 })],
  ['the front knee bent only to 140°', 'lunge_front_knee', 'major', lungeRep({ frontKnee: 140 })],
  ['the torso 15° from vertical', 'lunge_torso_lean', 'none', lungeRep()],
  ['the torso leaning 30° forward', 'lunge_torso_lean', 'minor', lungeRep({ incline: 30 })],
  ['the torso leaning 40° forward', 'lunge_torso_lean', 'major', lungeRep({ incline: 40 })],
]);
