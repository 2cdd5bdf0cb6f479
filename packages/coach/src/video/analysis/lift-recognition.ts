import { UPLOAD_EXERCISES, type UploadExercise } from '@spotter/core/constants';
import { liftFeatures, type LiftFeatures } from './lift-features.js';
import { liftInputs, liftProbabilities, type LiftModel } from './lift-model.js';
import { FITTED_LIFT_MODEL } from './lift-model-fitted.js';
import { smoothPoses, type PoseSeries } from '../pose/pose-series.js';
import type { Pose } from '../pose/keypoints.js';

/** The lift a clip shows, recognised from the pose sequence alone. */
export interface LiftRecognition {
  /** The most likely lift, or null when no lift fits at all. */
  exercise: UploadExercise | null;
  /** 0-1: the calibrated probability that `exercise` is right (see LiftModel). */
  confidence: number;
  /** Every lift with its rule fit (0-1) and its calibrated probability, most likely first. */
  ranking: { exercise: UploadExercise; fit: number; probability: number }[];
  features: LiftFeatures;
  /** What the model read (liftInputs): for refitting the model in the evaluation. */
  inputs: number[];
}

/** 0 at or below `from`, 1 at or above `to`, linear between; unknown (NaN) is a neutral 0.5. */
export const rising = (value: number, from: number, to: number) =>
  Number.isNaN(value) ? 0.5 : Math.min(1, Math.max(0, (value - from) / (to - from)));
export const falling = (value: number, from: number, to: number) => 1 - rising(value, from, to);
const either = (...evidence: number[]) => Math.max(...evidence);
const all = (...evidence: number[]) => evidence.reduce((product, e) => product * e, 1);

/**
 * How well a clip fits each lift, from posture (standing, lying, hanging, plank, bent over)
 * and which joints travel. Each fit is a product of soft conditions, so one clear
 * contradiction (a lifter lying down for a squat) rules a lift out while a borderline
 * measurement only lowers it.
 */
export function liftFits(f: LiftFeatures): Record<UploadExercise, number> {
  const lying = either(rising(f.incline, 50, 65), rising(f.foreshortening, 1.6, 2.2));
  const upright = falling(f.incline, 30, 50) * falling(f.foreshortening, 1.6, 2.2);
  const handsUp = rising(f.handsOverhead, 0.2, 0.45);
  const armsMove = either(rising(f.elbowRange, 30, 55), rising(f.armTravel, 0.2, 0.35));
  const armsStill = falling(f.armTravel, 0.2, 0.45);
  const legsBend = all(rising(f.kneeRange, 30, 50), rising(f.hipTravel, 0.3, 0.5));
  const legsStill = falling(f.hipTravel, 0.25, 0.45);
  const bodyRises = rising(f.shoulderTravel, 0.25, 0.45);
  const handsFixed = falling(f.wristTravel / Math.max(f.shoulderOverHands, 1e-6), 0.4, 0.7);
  const risesToHands = rising(f.shoulderOverHands, 0.25, 0.45);
  // A press moves the hands in the picture; a pull-up moves the body to hands that stay on the bar.
  const handsTravel = 1 - handsFixed;
  // Hanging: the hands hold still in the picture, or (a camera that moves) at least the feet travel and the hands do not.
  const hangs = Number.isNaN(f.handsAnchored) ? handsFixed : either(handsFixed, rising(f.handsAnchored, -0.4, 0));
  const standsStill = Number.isNaN(f.handsAnchored) ? 1 : falling(f.handsAnchored, -0.3, 0.1);
  const splitStance = either(rising(f.kneeSplit, 0.3, 0.5), rising(f.ankleGap, 0.95, 1.05));
  const hinge = either(
    rising(f.hipAngleRange, 40, 70),
    rising(f.inclineRange, 20, 35),
    rising(f.shoulderTravel / Math.max(f.hipTravel, 1e-6), 1.5, 2),
  );
  return {
    squat: all(
      falling(f.incline, 45, 65),
      falling(f.foreshortening, 1.6, 2.2),
      legsBend,
      1 - splitStance,
      falling(f.handsLow, 0.5, 0.8),
    ),
    lunge: all(
      falling(f.incline, 45, 65),
      falling(f.foreshortening, 1.6, 2.2),
      legsBend,
      splitStance,
      falling(f.handsOverhead, 0.3, 0.6),
    ),
    deadlift: all(rising(f.handsLow, 0.4, 0.7), hinge, bodyRises, armsStill, falling(f.incline, 65, 80)),
    // Pressing up from the back, the hands are above the shoulders; in a plank they are under them, on the floor.
    bench_press: all(
      lying,
      armsMove,
      either(rising(f.handsAboveFeet, 0.6, 1.2), rising(f.wristHeight, 0.3, 0.6)),
      legsStill,
    ),
    push_up: all(
      rising(f.incline, 50, 65),
      falling(f.foreshortening, 1.2, 1.6),
      armsMove,
      falling(f.handsAboveFeet, 0.5, 0.9),
      falling(f.wristHeight, 0, 0.3),
    ),
    overhead_press: all(
      upright,
      handsUp,
      armsMove,
      handsTravel,
      standsStill,
      falling(f.shoulderTravel, 0.3, 0.5),
      legsStill,
    ),
    pull_up: all(handsUp, risesToHands, hangs, rising(f.shoulderTravelInPicture, 0.2, 0.4), falling(f.incline, 50, 65)),
    row: all(
      armsMove,
      falling(f.handsOverhead, 0.15, 0.35),
      falling(f.wristHeight, -0.1, 0.15),
      legsStill,
      falling(f.shoulderTravel, 0.35, 0.6),
      falling(f.inclineRange, 20, 35),
    ),
  };
}

/**
 * Recognise the lift: the rule fits and the features go through the fitted model (the one shipped,
 * or one refitted without this clip's source by the evaluation), whose probability is the confidence.
 * Without a model, the rule fits alone rank the lifts (confidence: the best fit's share of all fits).
 */
export function recognizeLift(series: PoseSeries, model: LiftModel | null = FITTED_LIFT_MODEL): LiftRecognition {
  const features = liftFeatures(series);
  const fits = liftFits(features);
  const inputs = liftInputs(features, fits);
  const total = UPLOAD_EXERCISES.reduce((sum, lift) => sum + fits[lift], 0);
  const probabilities = model
    ? liftProbabilities(model, inputs)
    : UPLOAD_EXERCISES.map((lift) => (total > 0 ? fits[lift] / total : 0));
  const ranking = UPLOAD_EXERCISES.map((exercise, k) => ({
    exercise,
    fit: fits[exercise],
    probability: probabilities[k] ?? 0,
  })).sort((a, b) => b.probability - a.probability);
  const top = ranking[0];
  return {
    exercise: top && top.probability > 0 ? top.exercise : null,
    confidence: top?.probability ?? 0,
    ranking,
    features,
    inputs,
  };
}

/** Calibrated confidence from which another lift may be named as the one filmed (refusing the declared one). */
export const REFUSE_FROM = 0.9;
/** Calibrated confidence from which recognition is said aloud (auto uploads are counted as it; a disagreement is mentioned). */
export const SURE_FROM = 0.6;

/**
 * Refuse the declared lift (exercise_mismatch) only when both hold: its own counter found no clean
 * movement of its pattern (`declaredMoved` false: no rep of its signal, or reps while out of its posture for most of
 * the set), and another lift is recognised with calibrated confidence of at least REFUSE_FROM. A wrong refusal
 * costs the user a whole set, so anything less is counted as declared.
 */
export function isClearMismatch(recognition: LiftRecognition, chosen: UploadExercise, declaredMoved: boolean): boolean {
  const seen = recognition.exercise;
  return !declaredMoved && seen !== null && seen !== chosen && recognition.confidence >= REFUSE_FROM;
}

/** What the lift model reads from a clip's raw poses (liftInputs): the evaluation fits models on these. */
export function liftEvidence(poses: Pose[], fps: number): number[] {
  return recognizeLift(smoothPoses(poses, fps), null).inputs;
}
