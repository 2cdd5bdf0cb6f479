import type { FaultSeverity } from '@spotter/core/schemas';
import { distance, isPoint, type CameraView } from '../body-geometry.js';
import { heightAbove, jointAngle, torsoIncline, type BodyFrame } from '../body-frame.js';
import { atPeak, maxOver, type CountingSignal, type FaultRule, type RepContext } from '../exercise-definition.js';

/** Hip height above the ankles in torso lengths: robust to a moving camera, needs the feet. */
export const hipHeight = (body: BodyFrame) => heightAbove(body, body.mid('hip'), body.mid('ankle'));

/** Standing exercises: torso not lying down, hips above the ankles when both are seen. */
export function standingPosture(body: BodyFrame, maxIncline = 80): boolean {
  const incline = torsoIncline(body);
  if (Number.isNaN(incline)) return false;
  const hipOverAnkle = hipHeight(body);
  return incline <= maxIncline && (Number.isNaN(hipOverAnkle) || hipOverAnkle > 0);
}

export const kneeAngle = (body: BodyFrame) => jointAngle(body, 'hip', 'knee', 'ankle');
export const hipAngle = (body: BodyFrame) => jointAngle(body, 'shoulder', 'hip', 'knee');
export const elbowAngle = (body: BodyFrame) => jointAngle(body, 'shoulder', 'elbow', 'wrist');
/** How far the shoulders are above the hands, in torso lengths (negative below them: hanging from a bar). */
export const shoulderAboveWrists = (body: BodyFrame) => heightAbove(body, body.mid('shoulder'), body.mid('wrist'));

export const hipHeightSignal: CountingSignal = {
  name: 'hip height',
  unit: 'torso_lengths',
  joints: ['hip', 'ankle'],
  value: hipHeight,
  restIs: 'high',
  minTravel: 0.25,
};

/**
 * How far the knees sit below the hips, in torso lengths (the higher knee: a lunge's front leg): hip-centred and
 * scaled by the torso at each frame, so it needs no feet and a lifter who travels or walks towards the camera
 * keeps the same numbers. Standing it is a thigh's length; at the bottom of a squat or a lunge it nears zero.
 */
export const kneesBelowHips = (body: BodyFrame) => {
  const hip = body.mid('hip');
  const knees = [body.near('knee'), body.other('knee')].filter(isPoint);
  if (!isPoint(hip) || knees.length === 0 || !(body.torso > 0)) return Number.NaN;
  return Math.min(...knees.map((knee) => knee.y - hip.y)) / body.torso;
};

export const kneesBelowHipsSignal: CountingSignal = {
  name: 'hip height above the knees',
  unit: 'torso_lengths',
  joints: ['hip', 'knee'],
  value: kneesBelowHips,
  restIs: 'high',
  minTravel: 0.25,
};

/** Hip height in the frame (camera assumed still): the fallback when the feet are cut off. */
export const hipLevelSignal: CountingSignal = {
  name: 'hip level in frame',
  unit: 'torso_lengths',
  joints: ['hip', 'shoulder'],
  value: (body) => (isPoint(body.mid('hip')) && body.torso > 0 ? -body.mid('hip').y / body.torso : Number.NaN),
  restIs: 'high',
  minTravel: 0.25,
  frame: 'image',
};

export const kneeAngleSignal: CountingSignal = {
  name: 'knee angle',
  unit: 'degrees',
  joints: ['hip', 'knee', 'ankle'],
  value: kneeAngle,
  restIs: 'high',
  minTravel: 35,
};

export const elbowAngleSignal = (restIs: 'high' | 'low', minTravel = 40): CountingSignal => ({
  name: 'elbow angle',
  unit: 'degrees',
  joints: ['shoulder', 'elbow', 'wrist'],
  value: elbowAngle,
  restIs,
  minTravel,
});

/** Distance from the wrists to the shoulders in torso lengths (arm extension, any direction). */
export const armReach = (body: BodyFrame) => {
  const wrist = body.mid('wrist');
  const shoulder = body.mid('shoulder');
  return isPoint(wrist) && isPoint(shoulder) && body.torso > 0 ? distance(wrist, shoulder) / body.torso : Number.NaN;
};

/** Range (max - min) of a measurement over a rep. */
export function rangeOver(rep: RepContext, measure: (body: BodyFrame) => number): number {
  const values = rep.frames.map(measure).filter((value) => !Number.isNaN(value));
  return values.length < 2 ? Number.NaN : Math.max(...values) - Math.min(...values);
}

export const round = (value: number) => Math.round(value);

/** A fault message that does not depend on the measurement: one wording for a major fault, one for a minor. */
export const bySeverity =
  (wording: Record<FaultSeverity, string>): FaultRule['message'] =>
  (_, severity) =>
    wording[severity];

/**
 * What a lift says about one of the shared faults below, and its limits; the builder adds how the
 * fault is measured. Views default to the side (and an unknown view).
 */
export type FaultWording = Pick<FaultRule, 'code' | 'minor' | 'major' | 'message' | 'cue' | 'strength'> & {
  views?: CameraView[];
};

const SIDE_VIEWS: CameraView[] = ['side', 'unknown'];

/**
 * The elbow angle at the working end, judged only when the whole arm was seen: above the limits a
 * rep that stopped short (push-up, bench, row), below them a press short of lockout.
 */
export const elbowAtWorkFault = (direction: FaultRule['direction'], fault: FaultWording): FaultRule => ({
  marks: ['elbow'],
  needs: ['shoulder', 'elbow', 'wrist'],
  measure: (rep) => atPeak(rep, elbowAngle),
  direction,
  ...fault,
  views: fault.views ?? SIDE_VIEWS,
});

/** The straightest the elbows got in a rep, below the limits: the arms never locked out (or never returned to a full hang). */
export const straightestElbowFault = (fault: FaultWording): FaultRule => ({
  marks: ['elbow'],
  needs: ['shoulder', 'elbow', 'wrist'],
  measure: (rep) => maxOver(rep.frames, elbowAngle),
  direction: 'below',
  ...fault,
  views: fault.views ?? SIDE_VIEWS,
});

/** The torso's lean from vertical at the working end, above the limits; judged from the side only. */
export const torsoLeanFault = (fault: Omit<FaultWording, 'views'>): FaultRule => ({
  marks: ['shoulder', 'hip'],
  views: ['side'],
  measure: (rep) => atPeak(rep, torsoIncline),
  direction: 'above',
  ...fault,
});
