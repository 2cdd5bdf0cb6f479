import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as TfCore from '@tensorflow/tfjs-core';
import type * as TfConverter from '@tensorflow/tfjs-converter';
import type * as TfWasm from '@tensorflow/tfjs-backend-wasm';

export interface TfRuntime {
  tf: typeof TfCore;
  converter: typeof TfConverter;
}

/**
 * The one lazily initialised tfjs runtime of this process (wasm backend, files read from
 * node_modules). A cached promise is the only state: tfjs keeps its backend registry
 * per process anyway, so a second init would be wasted work. Nothing runs on import.
 */
const runtime: { promise: Promise<TfRuntime> | null } = { promise: null };

async function initialise(): Promise<TfRuntime> {
  // The CommonJS builds are loaded through require so that core, converter and backend
  // share one tfjs-core instance under Node and under vitest alike.
  const require = createRequire(import.meta.url);
  const tf = require('@tensorflow/tfjs-core') as typeof TfCore;
  const converter = require('@tensorflow/tfjs-converter') as typeof TfConverter;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof TfWasm;
  const wasmDir = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '/');
  wasm.setWasmPaths(wasmDir.endsWith('/') ? wasmDir : `${wasmDir}/`);
  wasm.setThreadsCount(1);
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  if (!(await tf.setBackend('wasm'))) throw new Error('The tfjs wasm backend could not be initialised.');
  await tf.ready();
  return { tf, converter };
}

/** Initialise tfjs with the wasm backend once per process and return it. */
export function loadTfRuntime(): Promise<TfRuntime> {
  runtime.promise ??= initialise().catch((error: unknown) => {
    runtime.promise = null;
    throw error;
  });
  return runtime.promise;
}
