import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import type { io } from '@tensorflow/tfjs-core';
import type { TfRuntime } from './tf-runtime.js';

interface ModelJson {
  modelTopology: unknown;
  weightsManifest: Array<{ paths: string[]; weights: io.WeightsManifestEntry[] }>;
}

/**
 * Where a model file of an installed weights package lives (first match), searching `dirs` first, then every
 * node_modules folder Node would search for each package (package exports hide their package.json).
 */
export function installedModelPath(
  file: string,
  packages: readonly string[],
  dirs: readonly string[] = [],
): string | null {
  const require = createRequire(import.meta.url);
  const candidates = dirs.map((dir) => join(dir, file));
  for (const base of require.resolve.paths(packages[0] ?? '') ?? []) {
    for (const pkg of packages) candidates.push(join(base, pkg, 'models', file));
  }
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** A graph model's model.json and its weight shards read from disk, the shards joined in manifest order. */
export async function readGraphModelFiles(
  path: string,
): Promise<{ topology: unknown; weightSpecs: io.WeightsManifestEntry[]; weights: Buffer }> {
  const json = JSON.parse(await readFile(path, 'utf8')) as ModelJson;
  const buffers = await Promise.all(
    json.weightsManifest.flatMap((group) => group.paths).map((file) => readFile(join(dirname(path), file))),
  );
  const weightSpecs = json.weightsManifest.flatMap((group) => group.weights);
  return { topology: json.modelTopology, weightSpecs, weights: Buffer.concat(buffers) };
}

/** Load a TensorFlow.js graph model from its model.json and weight shards on disk (Node cannot fetch file:// URLs). */
export async function loadGraphModelFile(runtime: TfRuntime, path: string): Promise<GraphModel> {
  const { topology, weightSpecs, weights } = await readGraphModelFiles(path);
  const weightData = weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength);
  const handler = runtime.tf.io.fromMemory({ modelTopology: topology as object, weightSpecs, weightData });
  return runtime.converter.loadGraphModel(handler);
}
