import type { Tensor } from '@tensorflow/tfjs-core';
import type { RgbFrame } from '../decode/decode-frames.js';
import type { Keypoint } from './keypoints.js';
import type { CropRegion } from './crop-region.js';
import { MOVENET_INPUT_SIZE, loadMoveNet, moveNetModelPath, type MoveNetVariant } from '../../models/movenet.js';
import { loadOnnxRuntime, loadOnnxSession } from '../../models/onnx-runtime.js';
import { UnsupportedGraphError } from '../../models/tfjs-to-onnx.js';
import { loadTfRuntime } from '../../models/tf-runtime.js';

/** Where MoveNet runs: onnxruntime's native CPU kernels, or tfjs on WebAssembly where onnxruntime does not load. */
export type PoseRuntime = 'onnxruntime' | 'tfjs-wasm';

/** MoveNet on one square region of a frame, keypoints back in frame pixels. */
export interface MoveNetRunner {
  readonly runtime: PoseRuntime;
  run(frame: RgbFrame, region: CropRegion): Promise<Keypoint[]>;
  dispose(): void;
}

const KEYPOINTS = 17;

/** MoveNet's output ([y, x, score] per keypoint, in the crop's 0..1) placed back in frame pixels. */
function keypointsIn(region: CropRegion, values: ArrayLike<number>): Keypoint[] {
  const keypoints: Keypoint[] = [];
  for (let i = 0; i < KEYPOINTS; i += 1) {
    keypoints.push({
      x: region.cx - region.half + (values[i * 3 + 1] ?? 0) * 2 * region.half,
      y: region.cy - region.half + (values[i * 3] ?? 0) * 2 * region.half,
      score: values[i * 3 + 2] ?? 0,
    });
  }
  return keypoints;
}

/**
 * The region of an RGB frame resized to size x size into `out` (int32 RGB), as TensorFlow's
 * crop_and_resize does it with bilinear sampling: the box's corners map to the centres of the
 * corner pixels, and samples outside the frame are 0 (black letterboxing). Values are truncated
 * to integers, as MoveNet's int32 input takes them.
 */
export function cropAndResize(frame: RgbFrame, region: CropRegion, size: number, out: Int32Array): void {
  const { width, height, data } = frame;
  const y1 = (region.cy - region.half) / height;
  const y2 = (region.cy + region.half) / height;
  const x1 = (region.cx - region.half) / width;
  const x2 = (region.cx + region.half) / width;
  const step = (from: number, to: number, extent: number) => (size > 1 ? ((to - from) * (extent - 1)) / (size - 1) : 0);
  const at = (from: number, to: number, extent: number, i: number) =>
    size > 1 ? from * (extent - 1) + i * step(from, to, extent) : 0.5 * (from + to) * (extent - 1);
  const left = new Int32Array(size);
  const right = new Int32Array(size);
  const lerpX = new Float64Array(size);
  const inside = new Uint8Array(size);
  for (let x = 0; x < size; x += 1) {
    const inX = at(x1, x2, width, x);
    inside[x] = inX >= 0 && inX <= width - 1 ? 1 : 0;
    left[x] = Math.floor(inX);
    right[x] = Math.ceil(inX);
    lerpX[x] = inX - Math.floor(inX);
  }
  out.fill(0);
  for (let y = 0; y < size; y += 1) {
    const inY = at(y1, y2, height, y);
    if (inY < 0 || inY > height - 1) continue;
    const top = Math.floor(inY) * width;
    const bottom = Math.ceil(inY) * width;
    const lerpY = inY - Math.floor(inY);
    for (let x = 0; x < size; x += 1) {
      if (!inside[x]) continue;
      const tl = (top + left[x]!) * 3;
      const tr = (top + right[x]!) * 3;
      const bl = (bottom + left[x]!) * 3;
      const br = (bottom + right[x]!) * 3;
      const o = (y * size + x) * 3;
      const lx = lerpX[x]!;
      for (let c = 0; c < 3; c += 1) {
        const upper = data[tl + c]! + (data[tr + c]! - data[tl + c]!) * lx;
        const lower = data[bl + c]! + (data[br + c]! - data[bl + c]!) * lx;
        out[o + c] = Math.trunc(upper + (lower - upper) * lerpY);
      }
    }
  }
}

/** MoveNet as an onnxruntime session converted from the shipped tfjs weights, or null where onnxruntime does not load. */
async function onnxRunner(variant: MoveNetVariant, modelDir?: string): Promise<MoveNetRunner | null> {
  const ort = loadOnnxRuntime();
  const path = moveNetModelPath(variant, modelDir);
  if (!ort || !path) return null;
  const session = await loadOnnxSession(ort, path);
  const size = MOVENET_INPUT_SIZE[variant];
  const pixels = new Int32Array(size * size * 3);
  const [input] = session.inputNames;
  const [output] = session.outputNames;
  if (!input || !output) throw new Error(`MoveNet ${variant} converted without an input or an output.`);
  return {
    runtime: 'onnxruntime',
    async run(frame, region) {
      cropAndResize(frame, region, size, pixels);
      const result = await session.run({ [input]: new ort.Tensor('int32', pixels, [1, size, size, 3]) });
      const values = result[output]!.data as Float32Array;
      for (const tensor of Object.values(result)) tensor.dispose();
      return keypointsIn(region, values);
    },
    dispose() {
      void session.release();
    },
  };
}

/** MoveNet on tfjs's WebAssembly backend (one thread). */
async function tfjsRunner(variant: MoveNetVariant, modelDir?: string): Promise<MoveNetRunner> {
  const runtime = await loadTfRuntime();
  const model = await loadMoveNet(runtime, variant, modelDir);
  const size = MOVENET_INPUT_SIZE[variant];
  const { tf } = runtime;
  return {
    runtime: 'tfjs-wasm',
    async run(frame, region) {
      const output = tf.tidy(() => {
        const image = tf.tensor4d(frame.data, [1, frame.height, frame.width, 3], 'int32');
        const box = [
          (region.cy - region.half) / frame.height,
          (region.cx - region.half) / frame.width,
          (region.cy + region.half) / frame.height,
          (region.cx + region.half) / frame.width,
        ];
        const crop = tf.image.cropAndResize(image, [box], [0], [size, size], 'bilinear', 0);
        return model.execute(tf.cast(crop, 'int32')) as Tensor;
      });
      const values = await output.data();
      output.dispose();
      return keypointsIn(region, values);
    },
    dispose() {
      model.dispose();
    },
  };
}

/**
 * MoveNet on the fastest runtime that loads: onnxruntime (about a fifth of tfjs-wasm's CPU per frame, the same
 * outputs to float rounding), else tfjs-wasm. `runtime` asks for one; SPOTTER_POSE_RUNTIME=tfjs-wasm does too.
 */
export async function loadMoveNetRunner(
  variant: MoveNetVariant,
  options: { modelDir?: string; runtime?: PoseRuntime } = {},
): Promise<MoveNetRunner> {
  const wanted = options.runtime ?? (process.env.SPOTTER_POSE_RUNTIME as PoseRuntime | undefined);
  if (wanted !== 'tfjs-wasm') {
    // A model the converter cannot translate faithfully (weights swapped in through modelDir) runs on tfjs instead.
    const onnx = await onnxRunner(variant, options.modelDir).catch((error: unknown) => {
      if (error instanceof UnsupportedGraphError && wanted !== 'onnxruntime') return null;
      throw error;
    });
    if (onnx) return onnx;
    if (wanted === 'onnxruntime') throw new Error('onnxruntime-node is not installed or does not load here.');
  }
  return tfjsRunner(variant, options.modelDir);
}
