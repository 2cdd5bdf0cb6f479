import { bend, between, bodyAt, faultTable, rep, type Xy } from '../../../testing/body-frames.js';
import { benchPress } from './bench-press.js';

const SHOULDER: Xy = [300, 500];
const ELBOW: Xy = [300, 620];

/** Lying on the bench, seen from the side: only the arm matters, its elbow at `elbow` degrees. */
const benchRep = ({ top = 170, bottom = 85 } = {}) =>
  rep((progress) =>
    bodyAt({ shoulder: SHOULDER, elbow: ELBOW, wrist: bend(SHOULDER, ELBOW, between(top, bottom, progress), 110) }),
  );

faultTable(benchPress, [
  ['the bar lowered to the chest (elbows at 85°)', 'bench_partial_range', 'none', benchRep()],
  ['the bar stopping with the elbows at 120°', 'bench_partial_range', 'minor', benchRep({ bottom: 120 })],
  ['the bar stopping with the elbows at 140°', 'bench_partial_range', 'major', benchRep({ bottom: 140 })],
  ['a lockout to 170°', 'bench_no_lockout', 'none', benchRep()],
  ['a press up to only 150°', 'bench_no_lockout', 'minor', benchRep({ top: 150 })],
  ['a press up to only 135°', 'bench_no_lockout', 'major', benchRep({ top: 135 })],
]);
