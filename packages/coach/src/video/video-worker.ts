import { threadTask } from '../workers/thread-task.js';
import type { VideoAnalysis } from '@spotter/core/schemas';
import {
  analyzeVideo,
  readClipPoses,
  type AnalysisProgress,
  type AnalyzeVideoOptions,
  type ClipPoses,
} from './analyze-video.js';
import { createPoseDetector, type PoseDetector } from './pose/pose-detector.js';

/** What the pool sends: the serialisable part of AnalyzeVideoOptions. */
export type WorkerJobOptions = Omit<
  AnalyzeVideoOptions,
  'signal' | 'onProgress' | 'onTimings' | 'detector' | 'secondOpinion'
>;

/** A job for the thread: a whole analysis, or only the clip's poses (the evaluation analyses them many ways). */
export type WorkerJob = (WorkerJobOptions & { task?: 'analyze' }) | (WorkerJobOptions & { task: 'poses' });

/** One pose detector per thread, loaded by its first job and kept while the thread lives. */
function videoJobs() {
  let detector: Promise<PoseDetector> | null = null;
  return threadTask<WorkerJob, VideoAnalysis | ClipPoses, AnalysisProgress>(
    async ({ task, ...options }, { signal, progress }) => {
      detector ??= createPoseDetector();
      const job = { ...options, detector: await detector, signal, onProgress: progress };
      return task === 'poses' ? readClipPoses(job) : analyzeVideo(job);
    },
  );
}

export default videoJobs();
