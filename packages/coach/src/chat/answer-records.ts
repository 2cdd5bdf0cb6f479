import { spaced } from '@spotter/core/view-models';
import type { Draft } from './draft.js';
import { formatNumber, shortDate } from './draft.js';
import { capitalise } from '../prose/text.js';
import { findExercise } from './exercise-lookup.js';
import { stems } from './text-match.js';
import type { CoachContext, CoachPersonalBest } from './types.js';

interface FaultLike {
  message: string;
  cue: string;
  severity: string;
}
interface AnalysisLike {
  reps?: number;
  person_detected?: boolean;
  confidence?: number;
  visibility?: number;
  view?: string;
  faults: FaultLike[];
  strengths: string[];
  limitation?: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
/** A stored field as text: a string, number or boolean as written, anything else (absent, null, an object) as the fallback. */
const textOf = (v: unknown, fallback: string): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : fallback;

/** Reads the parts of a stored VideoAnalysis we use, tolerating older or partial records. */
export function readAnalysis(value: unknown): AnalysisLike | null {
  if (!isRecord(value)) return null;
  const faults = Array.isArray(value.faults)
    ? value.faults
        .filter(isRecord)
        .map((f) => ({ message: textOf(f.message, ''), cue: textOf(f.cue, ''), severity: textOf(f.severity, 'minor') }))
    : [];
  const num = (key: string) => (typeof value[key] === 'number' ? value[key] : undefined);
  return {
    reps: num('reps'),
    confidence: num('confidence'),
    visibility: num('visibility'),
    person_detected: typeof value.person_detected === 'boolean' ? value.person_detected : undefined,
    view: typeof value.view === 'string' ? value.view : undefined,
    faults: faults
      .filter((f) => f.message)
      .sort((a, b) => (a.severity === 'major' ? 0 : 1) - (b.severity === 'major' ? 0 : 1)),
    strengths: Array.isArray(value.strengths) ? value.strengths.map(String) : [],
    limitation: typeof value.limitation === 'string' ? value.limitation : null,
  };
}

/** A phrase or sentence as one sentence: capitalised, ending in exactly one stop. */
const sentence = (text: string): string => {
  const trimmed = text.trim().replace(/[.!?\s]+$/, '');
  return `${capitalise(trimmed)}.`;
};

const UPLOAD_HOW_TO =
  "On your dashboard, choose the exercise under 'Record Exercise & Get AI Feedback', pick a video and upload it. Film from the side with your whole body in frame.";

export function videoFeedbackDraft(context: CoachContext): Draft {
  const feedback = context.latestFeedback;
  if (!feedback) {
    return {
      intent: 'video_feedback',
      grounded: false,
      kind: 'empty',
      lead: "You haven't uploaded an exercise video yet, so I have no feedback to share.",
      next: UPLOAD_HOW_TO,
    };
  }
  const exercise = feedback.exercise_name ? spaced(feedback.exercise_name) : 'exercise';
  const analysis = readAnalysis(feedback.analysis);
  const when = shortDate(feedback.created_at);
  if (analysis?.person_detected === false) {
    return {
      intent: 'video_feedback',
      grounded: true,
      kind: 'info',
      lead: `In your last ${exercise} video (${when}) I couldn't see a person clearly, so I have no form feedback on it.`,
      next: UPLOAD_HOW_TO,
    };
  }
  const reps = analysis?.reps !== undefined ? ` I counted ${analysis.reps} reps.` : '';
  const faults = (analysis?.faults ?? []).slice(0, 3).map((f) => (f.cue ? `${f.message} Fix: ${f.cue}` : f.message));
  const notes = feedback.notes
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 3);
  const points = analysis ? (faults.length > 0 ? faults : ['No form faults were flagged in that set.']) : notes;
  // Strengths are whole sentences ("You reached parallel depth."): said one after another, never joined with "and".
  const strengths =
    analysis && analysis.strengths.length > 0
      ? [`What went well: ${analysis.strengths.slice(0, 2).map(sentence).join(' ')}`]
      : [];
  const technical =
    analysis?.confidence !== undefined
      ? [
          `Tracking confidence ${analysis.confidence.toFixed(2)}${analysis.visibility !== undefined ? `, joint visibility ${analysis.visibility.toFixed(2)}` : ''}${analysis.view ? `, ${analysis.view} view` : ''}.`,
        ]
      : [];
  return {
    intent: 'video_feedback',
    grounded: true,
    kind: 'info',
    lead: `Your last ${exercise} video (${when}):${reps}`,
    points,
    detail: [...strengths, ...(analysis?.limitation ? [analysis.limitation] : [])],
    technical,
    next: faults.length > 0 ? 'Work on the first fix, then film another set so I can compare.' : undefined,
  };
}

const describe = (pb: CoachPersonalBest): string =>
  `${spaced(pb.exercise_name)}: ${formatNumber(pb.value)} ${pb.unit} (${shortDate(pb.achieved_at)})`;

export function progressDraft(context: CoachContext, message: string): Draft {
  const bests = [...context.personalBests].sort((a, b) => b.achieved_at.localeCompare(a.achieved_at));
  if (bests.length === 0) {
    return {
      intent: 'progress',
      grounded: false,
      kind: 'empty',
      lead: "You don't have any personal bests yet.",
      next: 'Upload your first exercise video and I will record your best set.',
    };
  }
  const asked = stems(message);
  const focus = bests.find((pb) => stems(pb.exercise_name).some((word) => word.length > 2 && asked.includes(word)));
  const named = findExercise(message, context.exercises).match;
  const lead = focus
    ? `Your best ${spaced(focus.exercise_name)}: ${formatNumber(focus.value)} ${focus.unit}.`
    : named
      ? `You have no personal best for ${named.name} yet. Here are the ones you have:`
      : `You have ${bests.length} personal best${bests.length === 1 ? '' : 's'}:`;
  return {
    intent: 'progress',
    grounded: true,
    kind: 'info',
    lead,
    points: bests.slice(0, 8).map(describe),
    detail: ['Beat one of these by a single rep or a small jump in load and it counts as progress.'],
    technical: [
      'Progressive overload: add 1-2 reps per set until you hit the top of your rep range, then add 2.5-5% load.',
    ],
  };
}
