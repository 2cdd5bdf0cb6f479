import type { AnalysisProgress, AnalysisStageName } from '@spotter/core/schemas';

/** What the coach reports as it works: a stage and how far into it (frames read, frames drawn). */
export interface CoachProgress {
  stage: AnalysisStageName;
  done: number;
  total: number;
}

/**
 * Where each stage lies in the whole analysis, by how long it takes on a typical 720p set: reading the pose of every
 * frame is most of it, drawing the processed video most of the rest.
 */
const STAGE_SPAN: Readonly<Record<AnalysisStageName, readonly [number, number]>> = {
  decoding: [0, 0.03],
  pose: [0.03, 0.72],
  counting: [0.72, 0.76],
  rendering: [0.76, 1],
};

/** The share of the whole analysis a report of the coach stands for. */
export function analysisShare({ stage, done, total }: CoachProgress): number {
  const [from, to] = STAGE_SPAN[stage];
  const within = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  return Math.round((from + (to - from) * within) * 1000) / 1000;
}

export interface ProgressThrottle {
  /** At least this much more of the whole before the next report of the same stage (default 0.01). */
  minStep?: number;
  /** At least this long since the last report before the next of the same stage (default 0). */
  minIntervalMs?: number;
  now?: () => number;
}

/**
 * The coach's reports, turned into the contract's progress and thinned out: a new stage is always passed on, else
 * only a step forward of `minStep` after `minIntervalMs`. The share never goes back (a second reading of an unsure
 * clip reads the poses again within what was already reported).
 */
export function progressReporter(
  emit: (progress: AnalysisProgress) => void,
  throttle: ProgressThrottle = {},
): (report: CoachProgress) => void {
  const minStep = throttle.minStep ?? 0.01;
  const minIntervalMs = throttle.minIntervalMs ?? 0;
  const now = throttle.now ?? Date.now;
  let last: AnalysisProgress | null = null;
  let lastAt = 0;
  return (report) => {
    const share = Math.max(last?.share_done ?? 0, analysisShare(report));
    const newStage = last?.stage !== report.stage;
    if (!newStage && (share - (last?.share_done ?? 0) < minStep || now() - lastAt < minIntervalMs)) return;
    last = { stage: report.stage, share_done: share };
    lastAt = now();
    emit(last);
  };
}
