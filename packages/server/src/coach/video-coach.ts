import { createVideoAnalysisPool, type AnalyzeVideoOptions, type VideoAnalysis, type VideoAnalysisPool } from '@spotter/coach/video';

export interface VideoCoach {
  analyze(options: Omit<AnalyzeVideoOptions, 'detector' | 'secondOpinion'>): Promise<VideoAnalysis>;
  close(): Promise<void>;
}

/** Video analysis in worker threads, started on the first upload so a server that never sees one pays nothing. */
export function createVideoCoach(workers: number): VideoCoach {
  let pool: VideoAnalysisPool | null = null;
  return {
    analyze(options) {
      pool ??= createVideoAnalysisPool({ size: workers });
      return pool.analyze(options);
    },
    async close() {
      await pool?.close();
      pool = null;
    },
  };
}
