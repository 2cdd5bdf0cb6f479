import { useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@spotter/core/constants';
import type { EquipmentScanResult } from '@spotter/core/schemas';
import { validateScan } from '@spotter/core/rules';
import { notifyError } from '../lib/notify';
import { useApiClient } from './use-api-client';

/** 'Scan Equipment': image required, toast on success, plans reloaded by the caller. */
export function useScan(userId: string, onScanned: () => void | Promise<void>) {
  const client = useApiClient();
  const [file, setFile] = useState<File | null>(null);
  const [scanning, setScanning] = useState(false);
  const [result, setResult] = useState<EquipmentScanResult | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const submit = async () => {
    const checked = validateScan({ file });
    if (!checked.ok) {
      toast.error(Object.values(checked.errors)[0]);
      return;
    }
    setScanning(true);
    try {
      const answer = await client.scanEquipment({ userId, file: { data: checked.value.file, name: checked.value.file.name } });
      setResult(answer);
      toast.success(MESSAGES.equipmentScanned);
      setFile(null);
      setInputKey((key) => key + 1);
      await onScanned();
    } catch (err) {
      notifyError(err);
    } finally {
      setScanning(false);
    }
  };

  return { file, setFile, scanning, result, inputKey, submit };
}
