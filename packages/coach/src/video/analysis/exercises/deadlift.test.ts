import { TORSO, bend, between, bodyAt, faultTable, rep, repThrough, type Xy } from '../../../testing/body-frames.js';
import { deadlift } from './deadlift.js';

const KNEE: Xy = [300, 700];
const HIP: Xy = [300, 450];
const ANKLE: Xy = [300, 900];

/** A pull from the floor (hips at 80°) up to the hips at `lockout` degrees, seen from the side. */
const lockoutRep = (lockout: number) =>
  rep((progress) => bodyAt({ shoulder: bend(KNEE, HIP, between(80, lockout, progress), TORSO), hip: HIP, knee: KNEE }));

/**
 * Off the floor to the top (frame 4) and back down; when the hips have made over half their rise
 * the shoulders have made only 0.5 - `lag` of theirs.
 */
function hipsFirstRep(lag: number) {
  const hips = [0, 0.25, 0.55, 0.8, 1, 0.5, 0];
  const shoulders = [0, (0.5 - lag) / 2, 0.5 - lag, (1.5 - lag) / 2, 1, 0.5, 0];
  const at = (hip: number, shoulder: number) =>
    bodyAt({
      shoulder: [380, 900 - between(1.6, 3, shoulder) * TORSO],
      hip: [300, 900 - between(1.2, 2, hip) * TORSO],
      knee: KNEE,
      ankle: ANKLE,
    });
  return repThrough(
    hips.map((hip, i) => at(hip, shoulders[i] ?? 0)),
    4,
  );
}

faultTable(deadlift, [
  ['the hips opened to 175° at the top', 'deadlift_no_lockout', 'none', lockoutRep(175)],
  ['the hips left at 158° at the top', 'deadlift_no_lockout', 'minor', lockoutRep(158)],
  ['the hips left at 140° at the top', 'deadlift_no_lockout', 'major', lockoutRep(140)],
  ['hips and shoulders rising together', 'deadlift_hips_rise_first', 'none', hipsFirstRep(0.05)],
  ['the shoulders a quarter of their rise behind', 'deadlift_hips_rise_first', 'minor', hipsFirstRep(0.25)],
  ['the shoulders barely rising while the hips rise', 'deadlift_hips_rise_first', 'major', hipsFirstRep(0.45)],
]);
