import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@spotter/core/api';
import { DeviceRenameSchema, proofFields, type DeviceSession } from '@spotter/core/schemas';
import { whileBusy } from '../lib/notify';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { useApiClient, type SignInReason } from './use-api-client';

/** The devices signed in to the account: list, rename one, sign one out, or sign out everywhere (this device too). */
export function useDevices(userId: string) {
  const client = useApiClient();
  const { userStore } = useSpotterEnvironment();
  const navigate = useNavigate();
  const [sessions, setSessions] = useState<DeviceSession[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setSessions(await client.listSessions(userId));
      setLoadError(null);
    } catch (err) {
      setLoadError(errorMessage(err));
    }
  }, [client, userId]);

  useEffect(() => {
    void load();
  }, [load]);

  const revoke = (session: DeviceSession) =>
    whileBusy(
      (on) => setBusy(on ? session.id : null),
      async () => {
        await client.revokeSession(session.id);
        toast.success(`${session.device} was signed out`);
        await load();
      },
      `Could not sign out ${session.device}`,
    );

  /** A new name for one device, checked as the server checks it; answers why it was refused, or null once renamed. */
  const rename = async (session: DeviceSession, name: string): Promise<string | null> => {
    const checked = DeviceRenameSchema.safeParse({ device: name });
    if (!checked.success) return checked.error.issues[0]?.message ?? 'Name the device';
    setBusy(session.id);
    try {
      const renamed = await client.renameSession(userId, session.id, checked.data);
      toast.success(`Renamed to ${renamed.device}`);
      await load();
      return null;
    } catch (err) {
      return errorMessage(err);
    } finally {
      setBusy(null);
    }
  };

  /** Confirmed with the password or the sign-in key (`proof`). */
  const revokeAll = (proof: string) =>
    whileBusy(
      (on) => setBusy(on ? 'all' : null),
      async () => {
        await client.revokeSessions(userId, proofFields(proof));
        userStore.clear();
        void navigate('/signin', { state: { reason: 'signed-out-everywhere' satisfies SignInReason } });
        toast.success('Signed out everywhere');
      },
      'Could not sign out everywhere',
    );

  return { sessions, loadError, busy, revoke, revokeAll, rename };
}
