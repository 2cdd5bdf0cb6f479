import { useCallback, useState } from 'react';
import type { ImportProgress, ImportResult } from '@spotter/core/schemas';
import { toast } from 'sonner';
import { notifyError } from '../lib/notify';
import { useApiClient } from './use-api-client';

export type ImportUnits = 'kg' | 'lb' | '';

/**
 * The import screen's steps: choose a file → a dry run (nothing stored) shows what would come in → import. A new
 * file, or another unit, asks for a new preview first, so what is imported is always what was previewed.
 */
export function useImport(userId: string) {
  const client = useApiClient();
  const [file, setFileState] = useState<File | null>(null);
  const [units, setUnitsState] = useState<ImportUnits>('');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  /** How far the server has read the file, while it does (large exports take seconds). */
  const [progress, setProgress] = useState<ImportProgress | null>(null);

  const send = useCallback(
    async (dryRun: boolean, chosen: ImportUnits) => {
      if (!file) return null;
      setBusy(dryRun ? 'preview' : 'import');
      try {
        return await client.importLogWithProgress(userId, {
          file: { data: file, name: file.name },
          dry_run: dryRun,
          units: chosen || undefined,
          onProgress: setProgress,
        });
      } catch (err) {
        notifyError(err, dryRun ? 'The file could not be read' : 'Nothing was imported');
        return null;
      } finally {
        setBusy(null);
        setProgress(null);
      }
    },
    [client, userId, file],
  );

  const previewWith = useCallback(
    async (chosen: ImportUnits) => {
      setResult(null);
      setPreview(await send(true, chosen));
    },
    [send],
  );

  const runImport = useCallback(async () => {
    const done = await send(false, units);
    if (!done) return;
    setResult(done);
    setPreview(null);
    toast.success(
      done.sets
        ? `Imported ${done.sets} sets in ${done.workouts} workouts`
        : 'Nothing new: every set is already in your log',
    );
  }, [send, units]);

  return {
    file,
    units,
    preview,
    result,
    busy,
    progress,
    setFile: (next: File | null) => {
      setFileState(next);
      setPreview(null);
      setResult(null);
    },
    /** A unit chosen for a file that does not say: previewed again in it. */
    setUnits: (next: ImportUnits) => {
      setUnitsState(next);
      if (preview) void previewWith(next);
    },
    previewFile: () => previewWith(units),
    runImport,
  };
}
