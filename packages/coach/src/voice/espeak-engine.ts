import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { VoiceError } from './voice-error.js';

/** What the Emscripten build of espeak-ng (npm "espeak-ng") exposes after running its CLI `main`. */
interface EspeakInstance {
  FS: { readFile(path: string): Uint8Array; writeFile(path: string, data: string): void };
}
type EspeakFactory = (module: Record<string, unknown>) => Promise<EspeakInstance>;

/** The few WebAssembly calls we need (the project's `lib` has no DOM/WebAssembly typings). */
type WasmModule = object;
type WasmInstance = object;
interface WasmApi {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: unknown): Promise<WasmInstance>;
}
const wasmApi = (): WasmApi => (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

interface LoadedEspeak {
  factory: EspeakFactory;
  wasm: WasmModule;
}

export interface EspeakOptions {
  /** An espeak-ng voice such as en-us, en-gb or en-us+f3. */
  voice: string;
  /** Words per minute (espeak's -s), 80-260. */
  wordsPerMinute: number;
}

const VOICE_NAME = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*(?:\+[a-z0-9]{1,12})?$/i;

async function loadEspeak(): Promise<LoadedEspeak> {
  try {
    const specifier = 'espeak-ng';
    const mainPath = createRequire(import.meta.url).resolve(specifier);
    const [module, bytes] = await Promise.all([
      import(specifier) as Promise<{ default: EspeakFactory }>,
      readFile(join(dirname(mainPath), 'espeak-ng.wasm')),
    ]);
    return { factory: module.default, wasm: await wasmApi().compile(bytes) };
  } catch (error) {
    throw new VoiceError('unavailable', 'Text-to-speech is not available: the espeak-ng package could not be loaded.', {
      cause: error,
    });
  }
}

/**
 * espeak-ng compiled once per engine; each synthesis runs the CLI in a fresh, cheap instance of the compiled module
 * (the build exposes only `main`, which keeps global state), so calls never share memory and may overlap.
 */
export function createEspeakEngine(): { synthesizeWav(text: string, options: EspeakOptions): Promise<Uint8Array> } {
  let loading: Promise<LoadedEspeak> | null = null;
  const load = () => {
    loading ??= loadEspeak().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    async synthesizeWav(text, options) {
      if (!VOICE_NAME.test(options.voice))
        throw new VoiceError('bad_voice', `"${options.voice}" is not an espeak-ng voice name.`);
      const { factory, wasm } = await load();
      const messages: string[] = [];
      const speed = String(Math.round(Math.min(260, Math.max(80, options.wordsPerMinute))));
      let instantiateFailed: (error: unknown) => void = () => undefined;
      const failure = new Promise<never>((_, reject) => {
        instantiateFailed = reject;
      });
      const instance = await Promise.race([
        failure,
        factory({
          arguments: ['-v', options.voice, '-s', speed, '-w', '/out.wav', '-f', '/in.txt'],
          preRun: [(m: EspeakInstance) => m.FS.writeFile('/in.txt', text)],
          print: () => undefined,
          printErr: (line: string) => messages.push(line),
          instantiateWasm: (imports: unknown, done: (instance: WasmInstance, module: WasmModule) => void) => {
            wasmApi()
              .instantiate(wasm, imports)
              .then((instance) => done(instance, wasm), instantiateFailed);
            return {};
          },
        }),
      ]).catch((error: unknown) => {
        throw new VoiceError('synthesis_failed', 'espeak-ng could not start.', { cause: error });
      });
      try {
        return instance.FS.readFile('/out.wav');
      } catch (error) {
        const detail = messages
          .filter((line) => !line.includes('keepRuntimeAlive'))
          .join(' ')
          .slice(0, 300);
        throw new VoiceError('synthesis_failed', `espeak-ng produced no audio${detail ? `: ${detail}` : ''}.`, {
          cause: error,
        });
      }
    },
  };
}

/** One engine per process, created on first use (nothing loads on import). */
let shared: ReturnType<typeof createEspeakEngine> | null = null;
export const sharedEspeakEngine = (): ReturnType<typeof createEspeakEngine> => (shared ??= createEspeakEngine());
