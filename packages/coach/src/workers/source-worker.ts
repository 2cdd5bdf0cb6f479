import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** The worker module next to `moduleUrl` named `name`: its .ts source when running from source, else the built .js. */
export function workerModule(moduleUrl: string, name: string): URL {
  return new URL(`./${name}${moduleUrl.endsWith('.ts') ? '.ts' : '.js'}`, moduleUrl);
}

/** A TypeScript source (vitest, tsx): a thread loads it only through tsx's loader, registered in that thread first. */
export const fromSource = (worker: URL): boolean => worker.pathname.endsWith('.ts');

/** tsx's ESM API (tsx is a root devDependency, present wherever sources run). */
export function tsxApiUrl(): string {
  const tsxMain = createRequire(import.meta.url).resolve('tsx');
  return pathToFileURL(join(dirname(tsxMain), 'esm/api/index.mjs')).href;
}

/** One thread running `worker` (see `workerModule`): the built .js as it is, a .ts source through tsx's loader. */
export function startWorker(worker: URL, options: WorkerOptions = {}): Worker {
  if (!fromSource(worker)) return new Worker(worker, options);
  const [api, entry] = [tsxApiUrl(), worker.href].map((url) => JSON.stringify(url));
  return new Worker(`import(${api}).then((tsx) => tsx.tsImport(${entry}, ${entry}))`, { ...options, eval: true });
}
