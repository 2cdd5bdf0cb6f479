import { heightAbove, torsoIncline, type BodyFrame } from '../body-frame.js';
import type { ExerciseDefinition } from '../exercise-definition.js';
import {
  armReach,
  elbowAngle,
  elbowAngleSignal,
  elbowAtWorkFault,
  round,
  straightestElbowFault,
} from './shared-measures.js';

export const benchPress: ExerciseDefinition = {
  exercise: 'bench_press',
  name: 'bench press',
  plural: 'bench presses',
  neededJoints: ['shoulder', 'elbow', 'wrist'],
  oneSideShowsEveryRep: true,
  signals: [
    {
      name: 'arm extension',
      unit: 'torso_lengths',
      joints: ['shoulder', 'wrist'],
      value: armReach,
      restIs: 'high',
      minTravel: 0.25,
    },
    elbowAngleSignal('high', 35),
  ],
  // Every frame may count (the bottom of a rep filmed end-on hides the hands below the face); lying must hold for most of the set.
  validPosture: () => true,
  setPosture: lyingPress,
  counter: { minRepSec: 0.6 },
  workIsUp: false,
  keyAngle: elbowAngle,
  keyAngleViews: ['side', 'unknown'],
  filming: 'Film from the side at bench height, with your arms, shoulders and the bar in frame.',
  faults: [
    elbowAtWorkFault('above', {
      code: 'bench_partial_range',
      minor: 110,
      major: 130,
      message: (value) => `The bar stopped high: your elbows only bent to ${round(value)}°.`,
      cue: 'Lower the bar under control until it touches your lower chest.',
      strength: 'Every rep came down to the chest.',
    }),
    // Side views only: head-on (from the feet or the head) the forearm points at the camera and the angle reads bent.
    straightestElbowFault({
      code: 'bench_no_lockout',
      minor: 155,
      major: 140,
      message: (value) => `You did not lock out at the top (elbows at ${round(value)}°).`,
      cue: 'Press until your elbows are straight before starting the next rep.',
      strength: 'You locked out at the top of every rep.',
    }),
  ],
};

/**
 * Lying face up and pressing: seen from the side the torso is closer to horizontal than vertical, with the hands above
 * the chest (a bent-over row or a plank has the torso as flat but the hands hanging below the shoulders); seen end-on
 * (from the feet or the head) the torso looks upright in the picture, but the hands are then above the head, pressing
 * up at the ceiling. A standing lifter with the hands at the shoulders or below (a squat, a deadlift) is neither.
 */
export function lyingPress(body: BodyFrame): boolean {
  const incline = torsoIncline(body);
  if (incline >= 45) return !(heightAbove(body, body.mid('wrist'), body.mid('shoulder')) < -HANDS_HANG);
  return heightAbove(body, body.mid('wrist'), body.nose()) > 0 && (incline >= RECLINED || torsoPointsAtCamera(body));
}

/**
 * Lean (degrees from vertical) from which a torso with the hands pressing above the head can be an incline bench seen
 * through a tilted camera (a 45° bench under a 15° roll); standing with the hands up, the torso stays nearer upright.
 */
const RECLINED = 25;

/**
 * Whether the torso looks shorter than the shoulders are wide: a lifter lying with the head or the feet towards the
 * camera. Standing, the torso is longer than the shoulders are wide facing the camera, and far longer from the side
 * (where the shoulders overlap), so hands above the head while standing (a squat with the hands behind the head, an
 * overhead press at lockout) is not a bench press filmed end-on.
 */
function torsoPointsAtCamera(body: BodyFrame): boolean {
  const [near, other] = [body.near('shoulder'), body.other('shoulder')];
  const shoulders = Math.hypot(near.x - other.x, near.y - other.y);
  const [shoulder, hip] = [body.mid('shoulder'), body.mid('hip')];
  const seen = Math.hypot(shoulder.x - hip.x, shoulder.y - hip.y);
  const torso = Number.isFinite(seen) ? seen : body.torso;
  return shoulders > torso;
}

/** How far below the shoulders (torso lengths) hands hang that are not pressing from the chest: the bar or dumbbells sit on the chest at the bottom. */
const HANDS_HANG = 0.3;
