import type { AnalysisProgress, AnalysisStageName } from '../schemas/index.js';

/** Each stage of a video's analysis in plain words, as every face shows it. */
export const ANALYSIS_STAGE_WORDS: Readonly<Record<AnalysisStageName, string>> = {
  decoding: 'reading your video',
  pose: 'finding you in the video',
  counting: 'counting',
  rendering: 'drawing your video',
};

export interface AnalysisProgressView {
  /** 'Finding you in the video', or 'Sending your video' before the server reports a stage. */
  label: string;
  /** 0–100, whole numbers. */
  percent: number;
  /** 'Finding you in the video · 42%': one line for a status or a screen reader. */
  text: string;
}

const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The wait for an upload's answer as a progress bar shows it: the stage in plain words and the share done. Before
 * the first report (the video is still being sent, or waits for a worker) it says so, at 0%.
 */
export function analysisProgressView(
  progress: AnalysisProgress | null,
  waiting: 'sending' | 'queued' = 'sending',
): AnalysisProgressView {
  const label = progress
    ? sentence(ANALYSIS_STAGE_WORDS[progress.stage])
    : waiting === 'queued'
      ? 'Waiting for the coach'
      : 'Sending your video';
  const percent = progress ? Math.min(100, Math.max(0, Math.floor(progress.share_done * 100))) : 0;
  return { label, percent, text: `${label} · ${percent}%` };
}
