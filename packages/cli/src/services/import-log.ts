import { access } from 'node:fs/promises';
import { ApiError, type ApiClient } from '@spotter/core/api';
import type { ImportProgress, ImportResult } from '@spotter/core/schemas';
import { CliError } from '../errors.js';
import { openFileUpload } from '@spotter/node-client';

export interface ImportLogOptions {
  api: ApiClient;
  userId: string;
  file: string;
  dryRun: boolean;
  units?: 'kg' | 'lb';
  /** Bytes sent so far, for a progress bar; then the server reads and writes the file. */
  onBytes?: (sent: number, total: number) => void;
  /** How far the server has read the file (checking it, or importing it), as it streams that. */
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
}

/**
 * Sends an export of Strong, Hevy or FitNotes to the server (streamed from disk) as a dry run or an import. The
 * server's refusal of a file (its line and reason) becomes a CliError; a file without units asks for --units.
 */
export async function importLogFile(options: ImportLogOptions): Promise<ImportResult> {
  await access(options.file).catch(() => {
    throw new CliError(`Cannot read ${options.file}`, 1, 'check the path of the CSV export');
  });
  const upload = await openFileUpload(options.file, options.onBytes);
  try {
    const input = { file: upload, dry_run: options.dryRun, units: options.units, signal: options.signal };
    return await (options.onProgress
      ? options.api.importLogWithProgress(options.userId, { ...input, onProgress: options.onProgress })
      : options.api.importLog(options.userId, input));
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && /units=kg or units=lb/.test(error.detail)) {
      throw new CliError(
        error.detail.replace('pass units=kg or units=lb', 'say which'),
        1,
        `run it again with --units kg or --units lb (\`--dry-run\` shows both readings)`,
      );
    }
    if (error instanceof ApiError && [413, 415, 422].includes(error.status)) throw new CliError(error.detail, 1);
    throw error;
  }
}
