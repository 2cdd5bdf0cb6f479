import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@spotter/core/api';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { useApiClient } from './use-api-client';

/** 'Make a new sign-in key': the old key stops working at once; the new one is held here only, to be shown once. */
export function useNewSignInKey() {
  const client = useApiClient();
  const { userStore } = useSpotterEnvironment();
  const [signInKey, setSignInKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [making, setMaking] = useState(false);

  /** With a password set, the server asks for it: pass it as currentPassword. */
  const make = async (currentPassword?: string) => {
    const user = userStore.get();
    if (!user) return false;
    setMaking(true);
    setError(null);
    try {
      const result = await client.newSignInKey(user.id, currentPassword ? { current_password: currentPassword } : {});
      setSignInKey(result.sign_in_key);
      toast.success('New sign-in key made: your old key no longer works');
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
