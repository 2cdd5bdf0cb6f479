import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRAMES_DIR_PREFIX } from '@spotter/coach/video';
import { AVATAR_DIR_PREFIX } from '@spotter/coach/voice';

/** The folders our own work makes in the OS temp dir: a set's kept frames while it renders, an avatar video's drawing. */
export const SCRATCH_PREFIXES: readonly string[] = [FRAMES_DIR_PREFIX, AVATAR_DIR_PREFIX];
/** No render runs this long (every ffmpeg and model step has a deadline): an older folder was left by a killed process. */
export const SCRATCH_GRACE_MS = 3600_000;
const SWEEP_EVERY_MS = 15 * 60_000;

export interface ScratchSweepOptions {
  /** The OS temp dir unless a test says otherwise. */
  dir?: string;
  graceMs?: number;
  now?: number;
}

/**
 * Removes our abandoned scratch folders: only folders named with our prefixes and older than the grace period, since
 * other programs share the temp dir and other Spotter processes on this machine may be rendering in theirs right now.
 * Answers with the names removed.
 */
export async function sweepScratchFolders(options: ScratchSweepOptions = {}): Promise<string[]> {
  const dir = options.dir ?? tmpdir();
  const oldest = (options.now ?? Date.now()) - (options.graceMs ?? SCRATCH_GRACE_MS);
  const swept: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !SCRATCH_PREFIXES.some((prefix) => entry.name.startsWith(prefix))) continue;
    const path = join(dir, entry.name);
    const info = await stat(path).catch(() => null);
    if (!info || info.mtimeMs >= oldest) continue;
    await rm(path, { recursive: true, force: true });
    swept.push(entry.name);
  }
  return swept;
}

/** Sweeps now and every 15 minutes while the server runs; `stop` ends it. A failed sweep is logged and tried again later. */
export function startScratchSweep(
  log: (message: string, err?: unknown) => void,
  options: Omit<ScratchSweepOptions, 'now'> = {},
) {
  const sweep = () =>
    sweepScratchFolders(options).then(
      (swept) => {
        if (swept.length) log(`removed ${swept.length} abandoned scratch folder(s) from ${options.dir ?? tmpdir()}`);
        return swept;
      },
      (err: unknown) => {
        log('the scratch folder sweep failed', err);
        return [];
      },
    );
  const first = sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
