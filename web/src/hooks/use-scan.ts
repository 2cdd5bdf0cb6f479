import { useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@spotter/core/constants';
import { validateScan } from '@spotter/core/rules';
import { confirmScan } from '@spotter/core/flows';
import { scanResultView, toggleItem, type ScanView } from '@spotter/core/view-models';
import { notify, whileBusy } from '../lib/notify';
import { useApiClient } from './use-api-client';

/**
 * 'Scan Equipment': image required, toast on success, plans reloaded by the caller. The scan proposes
 * (what the photo showed apart from the profile); the user ticks what they have and confirms.
 */
export function useScan(userId: string, onScanned: () => void | Promise<void>) {
  const client = useApiClient();
  const [file, setFile] = useState<File | null>(null);
  const [scanning, setScanning] = useState(false);
  const [view, setView] = useState<ScanView | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState<string[] | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const submit = async () => {
    const checked = validateScan({ file });
    if (!checked.ok) {
      toast.error(Object.values(checked.errors)[0]);
      return;
    }
    await whileBusy(setScanning, async () => {
      const answer = await client.scanEquipment({
        user_id: userId,
        file: { data: checked.value.file, name: checked.value.file.name },
      });
      const next = scanResultView(answer);
      setView(next);
      setTicked(next.ticked);
      setConfirmed(null);
      toast.success(MESSAGES.equipmentScanned);
      setFile(null);
      setInputKey((key) => key + 1);
      await onScanned();
    });
  };

  const confirm = async () => {
    if (!view) return;
    await whileBusy(setConfirming, async () => {
      const { equipment, notice } = await confirmScan(client, userId, view, ticked);
      setConfirmed(equipment);
      notify(notice);
      await onScanned();
    });
  };

  const toggle = (name: string) => setTicked((list) => toggleItem(list, name));

  return { file, setFile, scanning, view, ticked, toggle, confirm, confirming, confirmed, inputKey, submit };
}
