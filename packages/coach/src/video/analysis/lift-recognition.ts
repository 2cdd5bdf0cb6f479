import { UPLOAD_EXERCISES, type UploadExercise } from '@spotter/core/constants';
import { liftFeatures, type LiftFeatures } from './lift-features.js';
import type { PoseSeries } from '../pose/pose-series.js';

/** The lift a clip shows, recognised from the pose sequence alone. */
export interface LiftRecognition {
  /** The recognised lift, or null when no lift fits clearly enough. */
  exercise: UploadExercise | null;
  /** 0-1: how well the best lift fits and how far ahead of the next one it is. */
  confidence: number;
  /** Every lift with how well the clip fits it (0-1), best first. */
  ranking: { exercise: UploadExercise; fit: number }[];
  features: LiftFeatures;
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
  const handsFixed = falling(f.wristTravel / Math.max(f.shoulderTravel, 1e-6), 0.4, 0.7);
  const splitStance = either(rising(f.kneeSplit, 0.3, 0.5), rising(f.ankleGap, 0.95, 1.05));
  const hinge = either(rising(f.hipAngleRange, 40, 70), rising(f.inclineRange, 20, 35), rising(f.shoulderTravel / Math.max(f.hipTravel, 1e-6), 1.5, 2));
  return {
    squat: all(falling(f.incline, 45, 65), falling(f.foreshortening, 1.6, 2.2), legsBend, 1 - splitStance, falling(f.handsLow, 0.5, 0.8)),
    lunge: all(falling(f.incline, 45, 65), falling(f.foreshortening, 1.6, 2.2), legsBend, splitStance, falling(f.handsOverhead, 0.3, 0.6)),
    deadlift: all(rising(f.handsLow, 0.4, 0.7), hinge, bodyRises, armsStill, falling(f.incline, 65, 80)),
    bench_press: all(lying, armsMove, rising(f.handsAboveFeet, 0.6, 1.2), legsStill),
    push_up: all(rising(f.incline, 50, 65), falling(f.foreshortening, 1.2, 1.6), armsMove, falling(f.handsAboveFeet, 0.5, 0.9)),
    overhead_press: all(upright, handsUp, armsMove, falling(f.shoulderTravel, 0.3, 0.5), legsStill),
    pull_up: all(handsUp, bodyRises, handsFixed, falling(f.incline, 50, 65)),
    row: all(armsMove, falling(f.handsOverhead, 0.15, 0.35), falling(f.wristHeight, -0.1, 0.15), legsStill, falling(f.shoulderTravel, 0.35, 0.6), falling(f.inclineRange, 20, 35)),
  };
}

/** Recognise the lift: the best fit, trusted when it fits well and clearly beats the runner-up. */
export function recognizeLift(series: PoseSeries): LiftRecognition {
  const features = liftFeatures(series);
  const fits = liftFits(features);
  const ranking = UPLOAD_EXERCISES.map((exercise) => ({ exercise, fit: fits[exercise] })).sort((a, b) => b.fit - a.fit);
  const best = ranking[0]?.fit ?? 0;
  const second = ranking[1]?.fit ?? 0;
  const confidence = best <= 0 ? 0 : Math.min(1, best) * (1 - second / best / 2);
  return { exercise: best >= 0.25 && confidence >= 0.3 ? (ranking[0]?.exercise ?? null) : null, confidence, ranking, features };
}

/**
 * What drives the movement: the legs (the hips travel with bending knees or a hinge) or the arms
 * (the hands travel against the shoulders). Recognition can confuse lifts inside one family (a
 * sumo deadlift and a squat; an incline bench and an overhead press; a lat pull-down and a
 * pull-up), and the chosen lift's own signal still counts those reps, so only a disagreement
 * across the two families is called a mismatch, and one posture inside the arm family that no
 * other arm lift shares: the plank on the hands of a push-up.
 */
const DRIVEN_BY: Record<UploadExercise, 'legs' | 'arms'> = {
  squat: 'legs',
  lunge: 'legs',
  deadlift: 'legs',
  bench_press: 'arms',
  push_up: 'arms',
  overhead_press: 'arms',
  pull_up: 'arms',
  row: 'arms',
};

/**
 * The chosen lift and what the coach sees disagree clearly: a lift of the other family is
 * recognised with confidence and the chosen one hardly fits at all. Anything less is counted
 * as chosen: a wrong 'this is not your lift' costs the user a whole set.
 */
export function isClearMismatch(recognition: LiftRecognition, chosen: UploadExercise): boolean {
  const seen = recognition.exercise;
  const fit = recognition.ranking.find((entry) => entry.exercise === chosen)?.fit ?? 0;
  if (seen === null || seen === chosen || recognition.confidence < 0.6 || fit >= 0.05) return false;
  return DRIVEN_BY[seen] !== DRIVEN_BY[chosen] || seen === 'push_up' || chosen === 'push_up';
}
