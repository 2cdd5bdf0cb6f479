import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase } from '../db/database.js';

/**
 * A new PGlite data dir costs an initdb in WebAssembly (10 s and more on a loaded 2-core machine), and every test
 * server used to pay it. Instead one migrated, empty database is made once (per schema, kept in the temp dir and
 * shared by test workers) and copied into each test server's data dir, which then opens it in about a second.
 * The server still runs its migrations and seeding on it as on any existing install, so nothing is skipped; only
 * the first start of a data dir (initdb and the migrations from nothing) is not what these servers test (the
 * migration and first-start tests open fresh databases of their own).
 */
const sources = ['../db/migrations.ts', '../db/database.ts'];

/** The installed PGlite's version (its package.json is not exported: found above its resolved entry). */
async function pgliteVersion(): Promise<string> {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = (await readFile(join(dir, 'package.json'), 'utf8').then(JSON.parse, () => null)) as {
      name?: string;
      version?: string;
    } | null;
    if (manifest?.name === '@electric-sql/pglite') return manifest.version ?? '';
    const parent = dirname(dir);
    if (parent === dir) return '';
    dir = parent;
  }
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of sources) hash.update(await readFile(new URL(source, import.meta.url)));
  hash.update(await pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function buildTemplate(): Promise<string> {
  const root = join(tmpdir(), `spotter-pglite-template-${await templateKey()}`);
  const ready = join(root, 'db');
  if (await exists(join(ready, 'PG_VERSION'))) return ready;
  // Workers may build it at the same time: each builds its own and the first rename wins.
  const building = join(tmpdir(), `spotter-pglite-building-${process.pid}-${Math.random().toString(36).slice(2, 8)}`);
  try {
    const database = await openDatabase({ dataDir: building });
    await database.close();
    await mkdir(root, { recursive: true });
    await rename(join(building, 'db'), ready).catch(async (err: NodeJS.ErrnoException) => {
      if (!(await exists(join(ready, 'PG_VERSION')))) throw err;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return ready;
}

let template: Promise<string> | undefined;

/**
 * Puts a migrated, empty embedded database into `dataDir` (where the server looks for it: `dataDir/db`), so the
 * server opening it skips PGlite's initdb. Call it on a fresh data dir before `createServer`.
 */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  template ??= buildTemplate().catch((err) => {
    template = undefined;
    throw err;
  });
  await cp(await template, join(dataDir, 'db'), { recursive: true });
}
