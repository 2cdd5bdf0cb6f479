import { createRequire } from 'node:module';
import type { io } from '@tensorflow/tfjs-core';
import type * as Ort from 'onnxruntime-node';
import { readGraphModelFiles } from './graph-model.js';
import { encodeOnnxModel } from './onnx-model.js';
import { tfjsGraphToOnnx, type TfNode, type TfWeight } from './tfjs-to-onnx.js';

type WeightSpec = Pick<io.WeightsManifestEntry, 'name' | 'shape' | 'dtype' | 'quantization'>;

/** One IEEE half-precision value (as its 16 bits) in full precision. */
function halfToFloat(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

/** The weights of a tfjs weights manifest, dequantized as tfjs does (float16, or uint8/uint16 with scale and min). */
export function decodeTfjsWeights(specs: readonly WeightSpec[], buffer: Buffer): Map<string, TfWeight> {
  const weights = new Map<string, TfWeight>();
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let offset = 0;
  for (const spec of specs) {
    if (spec.dtype !== 'float32' && spec.dtype !== 'int32') throw new Error(`${spec.name} holds ${spec.dtype}.`);
    const count = spec.shape.reduce((product, size) => product * size, 1);
    const quantized = spec.quantization;
    const bytes = quantized ? (quantized.dtype === 'uint8' ? 1 : 2) : 4;
    if (offset + count * bytes > buffer.byteLength) throw new Error(`The weights file ends inside ${spec.name}.`);
    const data = spec.dtype === 'int32' ? new Int32Array(count) : new Float32Array(count);
    for (let i = 0; i < count; i += 1) {
      const at = offset + i * bytes;
      if (!quantized) data[i] = spec.dtype === 'int32' ? view.getInt32(at, true) : view.getFloat32(at, true);
      else if (quantized.dtype === 'float16') data[i] = halfToFloat(view.getUint16(at, true));
      else {
        const q = quantized.dtype === 'uint8' ? view.getUint8(at) : view.getUint16(at, true);
        data[i] = q * (quantized.scale ?? 1) + (quantized.min ?? 0);
      }
    }
    weights.set(spec.name, { shape: spec.shape, data });
    offset += count * bytes;
  }
  return weights;
}

/** The onnxruntime binding, or null where its native library is not installed or does not load on this platform. */
export function loadOnnxRuntime(): typeof Ort | null {
  try {
    return createRequire(import.meta.url)('onnxruntime-node') as typeof Ort;
  } catch {
    return null;
  }
}

/**
 * A TensorFlow.js graph model (model.json and its weight shards) as an onnxruntime session: converted in memory each
 * time it loads (well under a second), so the one set of shipped weights serves both runtimes. One intra-op thread:
 * a worker analyses one video at a time and ffmpeg's decode and encode run beside it on the other core.
 */
export async function loadOnnxSession(ort: typeof Ort, modelJsonPath: string): Promise<Ort.InferenceSession> {
  const { topology, weightSpecs, weights } = await readGraphModelFiles(modelJsonPath);
  const nodes = (topology as { node: TfNode[] }).node;
  const model = encodeOnnxModel(
    tfjsGraphToOnnx(nodes, decodeTfjsWeights(weightSpecs, weights)),
    'spotter-tfjs-to-onnx',
  );
  return ort.InferenceSession.create(model, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    // Errors only: its optimiser warns on stderr about shape merges of the nodes it fuses, which are not ours to act on.
    logSeverityLevel: 3,
  });
}
