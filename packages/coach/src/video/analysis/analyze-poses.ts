import { AUTO_EXERCISE, type UploadExercise, type UploadExerciseChoice } from '@spotter/core/constants';
import type { AnalysisStatus, VideoAnalysis } from '@spotter/core/schemas';
import { bodyScale, detectView, nearSide, type Joint } from './body-geometry.js';
import { bodyFrames, type BodyFrame, type Limbs } from './body-frame.js';
import { chooseSignal, type MeasuredSignal } from './counting-signal.js';
import type { ExerciseDefinition } from './exercise-definition.js';
import { EXERCISE_DEFINITIONS } from './exercises/index.js';
import { KP, SEEN_SCORE, TORSO_KEYPOINTS, type Pose } from '../pose/keypoints.js';
import { smoothPoses } from '../pose/pose-series.js';
import { isClearMismatch, recognizeLift, SURE_FROM, type LiftRecognition } from './lift-recognition.js';
import type { LiftModel } from './lift-model.js';
import { FITTED_LIFT_MODEL } from './lift-model-fitted.js';
import { DEFAULT_REP_COUNTER, countReps } from './rep-counter.js';
import { repContexts, reportReps } from './rep-report.js';

export interface PoseClip {
  /** The lift the user chose, or 'auto' to analyse the one recognised from the poses. */
  exercise: UploadExerciseChoice;
  poses: Pose[];
  /** Rate at which the poses were sampled. */
  fps: number;
  durationSec: number;
  /** The lift recognition model (default: the one fitted on the clip set; the evaluation passes refitted ones). */
  liftModel?: LiftModel | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A person is in the frame when several keypoints, torso included, are confidently seen. */
export function personSeen(pose: Pose): boolean {
  const seen = pose.keypoints.filter((k) => k.score >= SEEN_SCORE).length;
  const torso = TORSO_KEYPOINTS.filter((index) => (pose.keypoints[index]?.score ?? 0) >= SEEN_SCORE).length;
  return seen >= 6 && torso >= 2;
}

/** Share of frames in which every needed joint is seen on at least one side. */
export function jointVisibility(poses: Pose[], joints: Joint[]): number {
  if (poses.length === 0) return 0;
  const seen = poses.filter((pose) =>
    joints.every((joint) => {
      const left = pose.keypoints[KP[`left_${joint}`]]?.score ?? 0;
      const right = pose.keypoints[KP[`right_${joint}`]]?.score ?? 0;
      return Math.max(left, right) >= SEEN_SCORE;
    }),
  );
  return seen.length / poses.length;
}

const listJoints = (joints: Joint[]) => {
  const names = joints.map((joint) => `${joint}s`);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
};

/** Count reps and judge form from a clip's poses: the whole analysis except decoding and rendering. */
export function analyzePoses(clip: PoseClip): VideoAnalysis {
  const chosen = clip.exercise === AUTO_EXERCISE ? null : clip.exercise;
  const base: VideoAnalysis = {
    exercise: chosen ?? 'squat',
    status: 'not_visible',
    detected_exercise: null,
    detected_confidence: 0,
    reps: 0,
    confidence: 0,
    person_detected: false,
    visibility: 0,
    view: 'unknown',
    duration_sec: round2(clip.durationSec),
    frames_analyzed: clip.poses.length,
    sample_fps: round2(clip.fps),
    signal: null,
    signal_unit: null,
    rep_details: [],
    faults: [],
    strengths: [],
    limitation: null,
  };
  const personShare = clip.poses.filter(personSeen).length / Math.max(1, clip.poses.length);
  if (personShare < 0.2) {
    const filming = chosen
      ? ` ${EXERCISE_DEFINITIONS[chosen].filming}`
      : ' Film your whole body from the side, in good light.';
    return { ...base, limitation: `I could not see a person in this video.${filming}` };
  }
  const series = smoothPoses(clip.poses, clip.fps);
  const recognition = recognizeLift(series, clip.liftModel === undefined ? FITTED_LIFT_MODEL : clip.liftModel);
  const recognised = {
    detected_exercise: recognition.exercise,
    detected_confidence: round2(recognition.confidence),
    person_detected: true,
    view: detectView(series),
  };
  if (!chosen) {
    if (!recognition.exercise || recognition.confidence < SURE_FROM)
      return notSure(recognition, { ...base, ...recognised });
    return countSetWithPosture(EXERCISE_DEFINITIONS[recognition.exercise], clip, series, recognised, base).analysis;
  }
  const { analysis: counted, postureShare } = countSetWithPosture(
    EXERCISE_DEFINITIONS[chosen],
    clip,
    series,
    recognised,
    base,
  );
  // The declared lift moved only if its counter found reps while the lifter was, most of the set, in the posture that
  // lift needs (lying for a bench press, hanging for a pull-up...): arms moving in a squat are not a bench press.
  const declaredMoved = counted.status === 'ok' && postureShare >= POSTURE_NEEDED;
  if (isClearMismatch(recognition, chosen, declaredMoved)) {
    const seen = EXERCISE_DEFINITIONS[recognition.exercise as UploadExercise];
    const limitation = `This looks like ${article(seen.name)} ${seen.name}, not ${article(EXERCISE_DEFINITIONS[chosen].name)} ${EXERCISE_DEFINITIONS[chosen].name}, so I did not count it. Choose ${seen.name} (or Detect automatically) and upload it again.`;
    return { ...base, ...recognised, status: 'exercise_mismatch', limitation };
  }
  const other =
    recognition.exercise && recognition.exercise !== chosen && recognition.confidence >= SURE_FROM
      ? EXERCISE_DEFINITIONS[recognition.exercise]
      : null;
  if (counted.status !== 'ok' || !other) return counted;
  // Counted as declared; the disagreement is said once, plainly, without changing the status.
  const aside = `To me this looked more like ${article(other.name)} ${other.name}; if it was ${article(EXERCISE_DEFINITIONS[chosen].name)} ${EXERCISE_DEFINITIONS[chosen].name}, the count is ${counted.reps}.`;
  return { ...counted, limitation: counted.limitation ? `${counted.limitation} ${aside}` : aside };
}

/** An auto upload the coach is not sure about: nothing counted, the two likeliest lifts named, and a question. */
function notSure(recognition: LiftRecognition, seen: VideoAnalysis): VideoAnalysis {
  const [first, second] = recognition.ranking.map((entry) => EXERCISE_DEFINITIONS[entry.exercise].name);
  const guesses = second
    ? `${article(first ?? '')} ${first} or ${article(second)} ${second}`
    : `${article(first ?? '')} ${first}`;
  return {
    ...seen,
    exercise: recognition.ranking[0]?.exercise ?? seen.exercise,
    status: 'no_reps',
    detected_exercise: null,
    limitation: `I am not sure which lift this is: it looked most like ${guesses}. Which one was it? Choose it and upload the video again.`,
  };
}

const article = (name: string) => (/^[aeiou]/i.test(name) ? 'an' : 'a');

type Recognised = Pick<VideoAnalysis, 'detected_exercise' | 'detected_confidence' | 'person_detected' | 'view'>;

/** Share of the frames with a person seen in which the lifter must be in the declared lift's posture for its count to stand. */
export const POSTURE_NEEDED = 0.5;

/** Count and judge the set as one lift, and say in what share of the frames with a person the lifter was in its posture. */
function countSetWithPosture(
  definition: ExerciseDefinition,
  clip: PoseClip,
  series: ReturnType<typeof smoothPoses>,
  recognised: Recognised,
  base: VideoAnalysis,
) {
  const scale = bodyScale(series);
  const side = nearSide(series, definition.neededJoints);
  const bodies = bodyFrames(series, scale, side, recognised.view);
  const valid = bodies.map((body) => definition.validPosture(body));
  const withPerson = clip.poses.map(personSeen);
  const seenCount = withPerson.filter(Boolean).length;
  const inPosture = definition.setPosture ? bodies.map((body) => definition.setPosture?.(body) === true) : valid;
  const postureShare =
    seenCount === 0 ? 0 : inPosture.filter((ok, i) => ok && withPerson[i] === true).length / seenCount;
  return {
    analysis: countSet(definition, clip, series, recognised, base, { scale, side, bodies, valid }),
    postureShare,
  };
}

/** Count and judge the set as one lift. */
function countSet(
  definition: ExerciseDefinition,
  clip: PoseClip,
  series: ReturnType<typeof smoothPoses>,
  recognised: Recognised,
  base: VideoAnalysis,
  framed: {
    scale: ReturnType<typeof bodyScale>;
    side: ReturnType<typeof nearSide>;
    bodies: BodyFrame[];
    valid: boolean[];
  },
): VideoAnalysis {
  const visibility = round2(jointVisibility(clip.poses, definition.neededJoints));
  const { scale, side, bodies, valid } = framed;
  const { view } = recognised;
  const seen = { ...base, ...recognised, exercise: definition.exercise, visibility };
  const limbs: Limbs[] = definition.oneSideShowsEveryRep ? ['both', 'left', 'right'] : ['both'];
  const readings = limbs.map((limbs) => ({
    limbs,
    bodies: limbs === 'both' ? bodies : bodyFrames(series, scale, side, view, limbs),
  }));
  // The rep counter this definition counts with, for a measured reading (the release a rep must cover is its own).
  const counterFor = (measured: MeasuredSignal) => ({
    ...DEFAULT_REP_COUNTER,
    ...definition.counter,
    minRelease: measured.signal.minTravel / Math.max(measured.travel, 1e-9),
  });
  const countOf = (measured: MeasuredSignal) =>
    countReps(measured.progress, valid, series.times, counterFor(measured)).length;
  const choice = chooseSignal(definition.signals, readings, valid, undefined, countOf);
  if (!choice.ok) {
    const notVisible = choice.reason === 'not_visible';
    const limitation = notVisible
      ? `I could see you, but not your ${listJoints(definition.neededJoints)} clearly enough to count ${definition.plural}. ${definition.filming}`
      : `I could not see any ${definition.plural} in this video. Check that ${definition.name} is the exercise you filmed and that the whole movement stays in frame.`;
    return {
      ...seen,
      status: notVisible ? 'not_visible' : 'no_reps',
      confidence: round2(0.5 * visibility),
      limitation,
    };
  }
  const { measured } = choice;
  // A release between working ends shorter than a rep's travel (body units) is no rest: see mergeShallowReleases.
  const reps = countReps(measured.progress, valid, series.times, counterFor(measured));
  const contexts = repContexts(reps, bodies, measured, valid, view);
  const report = reportReps(definition, contexts, measured);
  const status: AnalysisStatus = reps.length > 0 ? 'ok' : 'no_reps';
  return {
    ...seen,
    status,
    reps: reps.length,
    confidence: countConfidence(clip.poses, definition.neededJoints, visibility, measured.coverage, report.details),
    signal: `${measured.signal.name} (${measured.signal.unit === 'degrees' ? 'degrees' : 'torso lengths'})`,
    signal_unit: measured.signal.unit,
    rep_details: report.details,
    faults: report.faults,
    strengths: report.strengths,
    limitation: countLimitation(definition, reps.length, visibility),
  };
}

/** What the user should know about this count: nothing counted, or a count made with part of the body out of view. */
function countLimitation(definition: ExerciseDefinition, reps: number, visibility: number): string | null {
  if (reps === 0) return `I could not see a complete ${definition.name} in this video. ${definition.filming}`;
  if (visibility < 0.5) {
    return `Your ${listJoints(definition.neededJoints)} were often out of view, so this count is less certain and some form checks were skipped. ${definition.filming}`;
  }
  return null;
}

/** Trust in the count: how well the joints were seen, how much of the set was measurable, how regular the reps were. */
function countConfidence(
  poses: Pose[],
  joints: Joint[],
  visibility: number,
  coverage: number,
  details: VideoAnalysis['rep_details'],
): number {
  const scores = poses.flatMap((pose) =>
    joints.map((joint) =>
      Math.max(pose.keypoints[KP[`left_${joint}`]]?.score ?? 0, pose.keypoints[KP[`right_${joint}`]]?.score ?? 0),
    ),
  );
  const meanScore = scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length);
  const scoreFactor = Math.min(1, Math.max(0, (meanScore - 0.2) / 0.5));
  const durations = details.map((detail) => detail.end_sec - detail.start_sec);
  let rhythm = details.length === 0 ? 0.5 : 1;
  if (durations.length >= 3) {
    const mean = durations.reduce((a, b) => a + b, 0) / durations.length;
    const spread = Math.sqrt(durations.reduce((sum, d) => sum + (d - mean) ** 2, 0) / durations.length);
    rhythm = 1 - Math.min(0.4, spread / Math.max(mean, 1e-6) / 2);
  }
  return round2(Math.sqrt(visibility) * (0.4 + 0.6 * scoreFactor) * Math.min(1, coverage) * rhythm);
}
