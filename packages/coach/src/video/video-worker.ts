import { threadTask } from '../workers/thread-task.js';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { analyzeVideo, type AnalysisProgress, type AnalyzeVideoOptions } from './analyze-video.js';
import { createPoseDetector, type PoseDetector } from './pose/pose-detector.js';

/** What the pool sends: the serialisable part of AnalyzeVideoOptions. */
export type WorkerJobOptions = Omit<AnalyzeVideoOptions, 'signal' | 'onProgress' | 'detector' | 'secondOpinion'>;

/** One pose detector per thread, loaded by its first job and kept while the thread lives. */
function videoJobs() {
  let detector: Promise<PoseDetector> | null = null;
  return threadTask<WorkerJobOptions, VideoAnalysis, AnalysisProgress>(async (options, { signal, progress }) => {
    detector ??= createPoseDetector();
    return analyzeVideo({ ...options, detector: await detector, signal, onProgress: progress });
  });
}

export default videoJobs();
