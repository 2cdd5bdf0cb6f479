import {
  createVideoAnalysisPool,
  type AnalyzeVideoOptions,
  type VideoAnalysis,
  type VideoAnalysisPool,
} from '@spotter/coach/video';

export interface VideoCoach {
  analyze(options: Omit<AnalyzeVideoOptions, 'detector' | 'secondOpinion'>): Promise<VideoAnalysis>;
  /** True when the next analysis would be refused as busy (every worker taken and the queue full). */
  full(): boolean;
  close(): Promise<void>;
}

/** Video analysis in worker threads, started on the first upload so a server that never sees one pays nothing. */
export function createVideoCoach(limits: { workers: number; queue: number }): VideoCoach {
  let pool: VideoAnalysisPool | null = null;
  return {
    analyze(options) {
      pool ??= createVideoAnalysisPool({ size: limits.workers, maxQueue: limits.queue });
      return pool.analyze(options);
    },
    full: () => pool?.full() ?? false,
    async close() {
      await pool?.close();
      pool = null;
    },
  };
}
