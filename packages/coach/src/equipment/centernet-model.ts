import type { GraphModel } from '@tensorflow/tfjs-converter';
import { installedModelPath, loadGraphModelFile } from '../models/graph-model.js';
import type { TfRuntime } from '../models/tf-runtime.js';
import { EquipmentError } from './equipment-error.js';

/** Square input side of MB3-CenterNet as shipped in @vladmandic/human (float32 RGB 0..255). */
export const CENTERNET_INPUT_SIZE = 512;
/** The output holding [1, 100, 6] rows of x1, y1, x2, y2, score, class index. */
export const CENTERNET_DETECTIONS_OUTPUT = 'tower_0/detections';

/** Where centernet.json lives in an installed @vladmandic/human, or null. */
export const centerNetModelPath = () => installedModelPath('centernet.json', ['@vladmandic/human']);

/** Load the COCO CenterNet graph model shipped in @vladmandic/human. */
export async function loadCenterNet(runtime: TfRuntime): Promise<GraphModel> {
  const path = centerNetModelPath();
  if (!path)
    throw new EquipmentError(
      'detector_unavailable',
      'The object detector weights (@vladmandic/human) are not installed.',
    );
  return loadGraphModelFile(runtime, path);
}

/** Run the model on one stretched input-size RGB image and return its raw detection rows. */
export async function runCenterNet(runtime: TfRuntime, model: GraphModel, rgb: Uint8Array): Promise<number[][]> {
  const { tf } = runtime;
  const input = tf.tidy(() =>
    tf.expandDims(tf.cast(tf.tensor3d(rgb, [CENTERNET_INPUT_SIZE, CENTERNET_INPUT_SIZE, 3], 'int32'), 'float32'), 0),
  );
  try {
    const output = model.execute(input, [CENTERNET_DETECTIONS_OUTPUT]);
    const tensor = Array.isArray(output) ? output[0] : output;
    if (!tensor) return [];
    const rows = (await tensor.array()) as number[][][];
    tf.dispose(output);
    return rows[0] ?? [];
  } finally {
    input.dispose();
  }
}
