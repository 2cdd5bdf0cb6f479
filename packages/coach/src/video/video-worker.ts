import { parentPort } from 'node:worker_threads';
import type { VideoAnalysis } from './analysis-types.js';
import { analyzeVideo, type AnalysisProgress, type AnalyzeVideoOptions } from './analyze-video.js';
import { createPoseDetector, type PoseDetector } from './pose-detector.js';
import { serializeError, type SerializedVideoError } from './video-error.js';

/** What the pool sends: the serialisable part of AnalyzeVideoOptions. */
export type WorkerJobOptions = Omit<AnalyzeVideoOptions, 'signal' | 'onProgress' | 'detector' | 'secondOpinion'>;

export type ToWorker = { type: 'analyze'; id: number; options: WorkerJobOptions } | { type: 'abort'; id: number };

export type FromWorker =
  | { type: 'progress'; id: number; progress: AnalysisProgress }
  | { type: 'done'; id: number; analysis: VideoAnalysis }
  | { type: 'failed'; id: number; error: SerializedVideoError };

/** The worker side of the pool: one pose detector per thread, one job at a time. */
export function serveVideoJobs(port: NonNullable<typeof parentPort>): void {
  let detector: Promise<PoseDetector> | null = null;
  const running = new Map<number, AbortController>();
  port.on('message', (message: ToWorker) => {
    if (message.type === 'abort') {
      running.get(message.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(message.id, controller);
    detector ??= createPoseDetector();
    const { id, options } = message;
    detector
      .then((shared) =>
        analyzeVideo({
          ...options,
          detector: shared,
          signal: controller.signal,
          onProgress: (progress) => port.postMessage({ type: 'progress', id, progress } satisfies FromWorker),
        }),
      )
      .then(
        (analysis) => port.postMessage({ type: 'done', id, analysis } satisfies FromWorker),
        (error: unknown) => port.postMessage({ type: 'failed', id, error: serializeError(error) } satisfies FromWorker),
      )
      .finally(() => running.delete(id));
  });
}

if (parentPort) serveVideoJobs(parentPort);
