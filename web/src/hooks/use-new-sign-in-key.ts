import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@spotter/core/api';
import { proofFields } from '@spotter/core/schemas';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { signedOutNote } from './use-set-password';
import { useApiClient } from './use-api-client';

/** 'Make a new sign-in key': the old key stops working at once; the new one is held here only, to be shown once. */
export function useNewSignInKey() {
  const client = useApiClient();
  const { userStore } = useSpotterEnvironment();
  const [signInKey, setSignInKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [making, setMaking] = useState(false);

  /** Confirmed with the password or the current sign-in key (`proof`, told apart by the key's SPK- start). */
  const make = async (proof: string) => {
    const user = userStore.get();
    if (!user) return false;
    setMaking(true);
    setError(null);
    try {
      const result = await client.newSignInKey(user.id, proofFields(proof));
      setSignInKey(result.sign_in_key);
      toast.success('New sign-in key made: your old key no longer works', {
        description: signedOutNote(result.signed_out_devices),
      });
      return true;
    } catch (err) {
      setError(errorMessage(err));
      return false;
    } finally {
      setMaking(false);
    }
  };

  return { signInKey, error, making, make, hide: () => setSignInKey(null) };
}
