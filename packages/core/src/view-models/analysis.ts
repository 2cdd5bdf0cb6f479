import { AUTO_EXERCISE, MESSAGES, type UploadExerciseChoice } from '../constants/index.js';
import type {
  AnalysisStatus,
  MediaItem,
  StoredVideoAnalysis,
  UploadExerciseResult,
  VideoAnalysis,
} from '../schemas/index.js';
import { plural, titleCase } from './format.js';

/** How to style a result: green only for a counted set, a warning for anything the coach could not count. */
export type AnalysisTone = 'ok' | 'warning';

export interface FaultRow {
  key: string;
  message: string;
  cue: string;
  severity: 'minor' | 'major';
  /** 'Rep 2 · 0:04' or '0:04'. */
  when: string;
}

export interface AnalysisView {
  status: AnalysisStatus;
  tone: AnalysisTone;
  /** The lift analysed: 'Bench Press'. */
  exercise: string;
  /**
   * 'Bench Press', or 'Looks like Squat, not Bench Press' when the coach refused the set as another lift. A set it
   * counted as the lift chosen keeps that lift's name even when recognition disagreed: the analysis's own sentence
   * says so, and a heading that reads like a refusal above a count would say the opposite of what happened.
   */
  heading: string;
  /** '3 reps' for a counted set; otherwise why nothing was counted ('No person detected', 'Not counted', …). */
  reps: string;
  /** Facts about the clip: view, duration, confidence. */
  facts: string[];
  /** One line per counted rep: tempo and range of motion. */
  repRows: { key: string; label: string; detail: string }[];
  faults: FaultRow[];
  faultsEmpty: string | null;
  strengths: string[];
  limitation: string | null;
}

/** 4.2 → '0:04', 75 → '1:15'. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

const percent = (ratio: number) => `${Math.round(Math.max(0, Math.min(1, ratio)) * 100)}%`;

/** What the status is read from: `status` is missing in analyses stored before the coach reported one. */
type StatusFields = Pick<VideoAnalysis, 'reps' | 'person_detected'> & { status?: AnalysisStatus };

/**
 * How the set ended. Analyses stored before the coach reported a status have none: one that counted reps was a
 * counted set, one that saw nobody was not_visible, otherwise no_reps.
 */
export function analysisStatus(analysis: StatusFields): AnalysisStatus {
  if (analysis.status) return analysis.status;
  if (analysis.reps > 0) return 'ok';
  return analysis.person_detected ? 'no_reps' : 'not_visible';
}

/** Only an ok set is counted: it may give the success toast, a personal best and the coach card. */
export const isCountedSet = (analysis: StatusFields) => analysisStatus(analysis) === 'ok';

/**
 * The lifter left the lift to the coach and it could not tell which it was: nothing was counted for want of a lift, and
 * `exercise` holds only its first guess (the analysis's sentence names the top two and asks which it was).
 */
const liftUnknown = (analysis: ShownAnalysis, status: AnalysisStatus, chosen: UploadExerciseChoice | undefined) =>
  chosen === AUTO_EXERCISE && status !== 'ok' && analysis.person_detected && !analysis.detected_exercise;

function repsLine(analysis: ShownAnalysis, status: AnalysisStatus, unknown: boolean): string {
  if (status === 'ok') return plural(analysis.reps, 'rep');
  if (unknown) return 'Not counted';
  if (!analysis.person_detected) return 'No person detected';
  if (status === 'not_visible') return 'Body not clearly visible';
  if (status === 'no_reps') return 'No complete rep';
  return 'Not counted';
}

function headingOf(analysis: ShownAnalysis, status: AnalysisStatus, unknown: boolean): string {
  if (unknown) return 'Lift not recognised';
  const detected = analysis.detected_exercise ?? null;
  if (status === 'exercise_mismatch' && detected && detected !== analysis.exercise)
    return `Looks like ${titleCase(detected)}, not ${titleCase(analysis.exercise)}`;
  return titleCase(analysis.exercise);
}

/**
 * The structured side of the coach's feedback, readable: status, reps, faults with cues and timestamps, strengths,
 * limitation. `chosen`, when the client knows it (a fresh upload's answer), is what the lifter picked: with 'auto' and
 * no lift recognised the heading says so instead of naming the coach's first guess as if it were the lift.
 * `besideText` is the coach's prose shown next to this view: a limitation it already says is not repeated as a note.
 */
export function analysisView(
  analysis: ShownAnalysis,
  { chosen, besideText }: { chosen?: UploadExerciseChoice; besideText?: string | null } = {},
): AnalysisView {
  const status = analysisStatus(analysis);
  const unknown = liftUnknown(analysis, status, chosen);
  const facts = [
    analysis.view === 'unknown' ? 'Camera angle unclear' : `${titleCase(analysis.view)} view`,
    `${formatTimestamp(analysis.duration_sec)} clip`,
    `${percent(analysis.confidence)} confidence`,
  ];
  const faults = analysis.faults.map((fault, index) => ({
    key: `${fault.code}-${index}`,
    message: fault.message,
    cue: fault.cue,
    severity: fault.severity,
    when: [fault.rep === null ? null : `Rep ${fault.rep}`, formatTimestamp(fault.time_sec)].filter(Boolean).join(' · '),
  }));
  const repRows = analysis.rep_details.map((rep) => ({
    key: `rep-${rep.index}`,
    label: `Rep ${rep.index}`,
    detail: `${rep.down_sec.toFixed(1)} s down · ${rep.up_sec.toFixed(1)} s up · ${percent(rep.range_of_motion)} range`,
  }));
  return {
    status,
    tone: status === 'ok' ? 'ok' : 'warning',
    exercise: titleCase(analysis.exercise),
    heading: headingOf(analysis, status, unknown),
    repRows,
    reps: repsLine(analysis, status, unknown),
    facts,
    faults,
    faultsEmpty: faults.length || status !== 'ok' ? null : 'No form faults spotted in this set.',
    strengths: analysis.strengths,
    limitation: analysis.limitation && besideText?.includes(analysis.limitation) ? null : analysis.limitation,
  };
}

/** What clients show of an analysis: a fresh one, or a stored one with its status and recognised lift filled in. */
export type ShownAnalysis = StoredVideoAnalysis &
  Pick<VideoAnalysis, 'status' | 'detected_exercise' | 'detected_confidence'>;

/** The stored analysis of a media item, with the fields older analyses lack filled in; null when it has none (or none the client understands). */
export function storedAnalysis(item: Pick<MediaItem, 'analysis'>): ShownAnalysis | null {
  const stored = item.analysis;
  if (!stored) return null;
  return {
    ...stored,
    status: analysisStatus(stored),
    detected_exercise: stored.detected_exercise ?? null,
    detected_confidence: stored.detected_confidence ?? 0,
  };
}

/**
 * The latest media item that is feedback on a counted set: a set the coach could not count (wrong lift, nobody
 * seen, no complete rep) never replaces the last good feedback. Items without an analysis the client understands
 * count as they did before analyses existed.
 */
export function latestCountedMedia<T extends Pick<MediaItem, 'analysis'>>(media: readonly T[]): T | undefined {
  return media.find((item) => {
    const analysis = storedAnalysis(item);
    return analysis === null || analysis.status === 'ok';
  });
}

/** The analysis of the latest counted set (see latestCountedMedia), when it has one the client understands. */
export function latestAnalysis(media: readonly MediaItem[]): ShownAnalysis | null {
  const latest = latestCountedMedia(media);
  return latest ? storedAnalysis(latest) : null;
}

export interface UploadToast {
  kind: 'success' | 'warning';
  text: string;
}

/**
 * The toasts of an upload, in order. A counted set: spec §8's 'Exercise analyzed successfully!' and, for a new
 * best, 'New Personal Best!'. Anything else: one warning with the coach's own sentence, never a success.
 */
export function uploadToasts(
  result: Pick<UploadExerciseResult, 'is_new_pr' | 'feedback'> & {
    analysis: StatusFields & Pick<VideoAnalysis, 'limitation'>;
  },
): UploadToast[] {
  if (!isCountedSet(result.analysis)) return [{ kind: 'warning', text: result.analysis.limitation || result.feedback }];
  const success: UploadToast = { kind: 'success', text: MESSAGES.exerciseAnalyzed };
  return result.is_new_pr ? [success, { kind: 'success', text: MESSAGES.newPersonalBest }] : [success];
}
