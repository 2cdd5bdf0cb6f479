import { MESSAGES } from '../constants/index.js';
import type { MediaItem, UploadExerciseResult, VideoAnalysis } from '../schemas/index.js';
import { plural, titleCase } from './format.js';

export interface FaultRow {
  key: string;
  message: string;
  cue: string;
  severity: 'minor' | 'major';
  /** 'Rep 2 · 0:04' or '0:04'. */
  when: string;
}

export interface AnalysisView {
  exercise: string;
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

/** The structured side of the coach's feedback, readable: reps, faults with cues and timestamps, strengths, limitation. */
export function analysisView(analysis: VideoAnalysis): AnalysisView {
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
    exercise: titleCase(analysis.exercise),
    repRows,
    reps: analysis.person_detected ? plural(analysis.reps, 'rep') : 'No person detected',
    facts,
    faults,
    faultsEmpty: faults.length || !analysis.person_detected ? null : 'No form faults spotted in this set.',
    strengths: analysis.strengths,
    limitation: analysis.limitation,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isFault = (value: unknown) =>
  isRecord(value) &&
  ['code', 'message', 'cue'].every((key) => typeof value[key] === 'string') &&
  (value.severity === 'minor' || value.severity === 'major') &&
  (value.rep === null || isNumber(value.rep)) &&
  isNumber(value.time_sec);
const isRep = (value: unknown) => isRecord(value) && ['index', 'down_sec', 'up_sec', 'range_of_motion'].every((key) => isNumber(value[key]));

/**
 * Whether stored JSON has every field analysisView reads. A structural check rather than the zod schema,
 * so the view models stay free of zod and out of the web app's landing bundle.
 */
export function isVideoAnalysis(value: unknown): value is VideoAnalysis {
  return (
    isRecord(value) &&
    typeof value.exercise === 'string' &&
    isNumber(value.reps) &&
    isNumber(value.confidence) &&
    isNumber(value.duration_sec) &&
    typeof value.person_detected === 'boolean' &&
    typeof value.view === 'string' &&
    (value.limitation === null || typeof value.limitation === 'string') &&
    Array.isArray(value.strengths) &&
    value.strengths.every((item) => typeof item === 'string') &&
    Array.isArray(value.faults) &&
    value.faults.every(isFault) &&
    Array.isArray(value.rep_details) &&
    value.rep_details.every(isRep)
  );
}

/** The analysis stored with the latest media item, when it has one the client understands. */
export function latestAnalysis(media: readonly MediaItem[]): VideoAnalysis | null {
  const stored = media[0]?.analysis;
  return isVideoAnalysis(stored) ? stored : null;
}

/** Spec §8 success toasts of an upload, in order. */
export function uploadToasts(result: Pick<UploadExerciseResult, 'is_new_pr'>): string[] {
  return result.is_new_pr ? [MESSAGES.exerciseAnalyzed, MESSAGES.newPersonalBest] : [MESSAGES.exerciseAnalyzed];
}
