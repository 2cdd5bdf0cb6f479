import type { UploadExercise } from '@spotter/core/constants';
import type { FaultSeverity } from '@spotter/core/schemas';
import type { CameraView, Joint } from './body-geometry.js';
import type { BodyFrame } from './body-frame.js';
import type { RepCounterOptions, RepWindow } from './rep-counter.js';

/** A scalar per frame that rises and falls once per rep. */
export interface CountingSignal {
  /** Plain name shown in the analysis, e.g. 'hip height'. */
  name: string;
  unit: 'torso_lengths' | 'degrees';
  /** Joints the signal needs (either side will do). */
  joints: Joint[];
  value: (body: BodyFrame) => number;
  /** Whether the resting position is the high or the low end of the signal. */
  restIs: 'high' | 'low';
  /** Below this rest-to-work travel nothing is counted: the lifter is not doing the movement. */
  minTravel: number;
  /**
   * 'image' for a position in the picture (it moves when the lifter travels or the camera pans): used only when
   * no body-centred signal (joint angles, positions relative to the body) can count the set.
   */
  frame?: 'body' | 'image';
}

/** One rep with everything a fault rule may look at. */
export interface RepContext {
  /** 1-based rep number. */
  index: number;
  window: RepWindow;
  /** The frames of this rep, start to end. */
  frames: BodyFrame[];
  /** The frame at the working end (bottom of a squat, top of a pull-up). */
  peak: BodyFrame;
  /** Frames of the set at rest between reps (for comparisons with the starting posture). */
  restFrames: BodyFrame[];
  view: CameraView;
  /** Share of the set's best excursion this rep reached. */
  rangeOfMotion: number;
}

export interface FaultRule {
  code: string;
  /** The joints the fault is about: marked on the processed video while it is shown. */
  marks: Joint[];
  /** Views in which this fault can be judged from a 2D skeleton. */
  views: CameraView[];
  /** A measurement of the rep, NaN when it cannot be seen. */
  measure: (rep: RepContext) => number;
  /** Fault when the measurement is above (or below) these limits. */
  direction: 'above' | 'below';
  minor: number;
  major: number;
  /**
   * Joints this measure cannot be trusted without: a rep is judged only when MoveNet was
   * confident (see CONFIDENT_JOINT) of each in every frame of the rep, e.g. the wrists for a
   * lockout, which a bar or the frame's edge can hide.
   */
  needs?: Joint[];
  /** Which frame the fault is timed at (default: the working end). */
  at?: (rep: RepContext) => BodyFrame;
  message: (value: number, severity: FaultSeverity) => string;
  cue: string;
  /** Said when no rep had this fault and it could be judged. */
  strength: string;
}

export interface ExerciseDefinition {
  exercise: UploadExercise;
  /** 'squat', 'push-up'… as written in feedback. */
  name: string;
  plural: string;
  /** Joints that must be visible for the analysis (either side). */
  neededJoints: Joint[];
  /** Counting signals; the cleanest that is visible and moves enough is used (the order breaks near ties). */
  signals: CountingSignal[];
  /**
   * Whether one side's limbs alone can show every rep. False when the sides take turns (alternating
   * lunges): then only the two sides together count.
   */
  oneSideShowsEveryRep: boolean;
  /** Whether a frame shows the lifter in this exercise's posture at all (not walking in, not dismounted). */
  validPosture: (body: BodyFrame) => boolean;
  /**
   * The posture this lift's movement needs, held for most of the set for its count to stand against another lift
   * recognised with confidence (arms moving in a squat are not a bench press). Default: validPosture. Set it when the
   * per-frame mask must stay looser for counting, e.g. the bottom of a bench press filmed end-on.
   */
  setPosture?: (body: BodyFrame) => boolean;
  counter?: Partial<RepCounterOptions>;
  /** The working end is the top (pull-up, press, deadlift): up is the concentric. */
  workIsUp: boolean;
  /** The joint angle that describes the working end (degrees). */
  keyAngle: (body: BodyFrame) => number;
  /** Views in which that angle is not badly foreshortened. */
  keyAngleViews: CameraView[];
  faults: FaultRule[];
  /** How to film this exercise, said when the body cannot be seen. */
  filming: string;
}

/** Whether a measurement is a fault, and how bad. */
export function judge(rule: FaultRule, value: number): FaultSeverity | null {
  if (Number.isNaN(value)) return null;
  const beyond = (limit: number) => (rule.direction === 'above' ? value > limit : value < limit);
  if (beyond(rule.major)) return 'major';
  if (beyond(rule.minor)) return 'minor';
  return null;
}

/** Largest value over a rep's frames (NaN ignored). */
export function maxOver(frames: BodyFrame[], measure: (body: BodyFrame) => number): number {
  let best = Number.NaN;
  for (const frame of frames) {
    const value = measure(frame);
    if (!Number.isNaN(value) && (Number.isNaN(best) || value > best)) best = value;
  }
  return best;
}

/** Median of a measurement over frames (NaN ignored). */
export function medianOver(frames: BodyFrame[], measure: (body: BodyFrame) => number): number {
  const values = frames
    .map(measure)
    .filter((value) => !Number.isNaN(value))
    .sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** A value around the peak frame: the median of the peak and its neighbours, robust to one bad frame. */
export function atPeak(rep: RepContext, measure: (body: BodyFrame) => number): number {
  const at = rep.frames.indexOf(rep.peak);
  return medianOver(rep.frames.slice(Math.max(0, at - 1), at + 2), measure);
}
