import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '@spotter/core/api';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { useApiClient } from './use-api-client';

/**
 * Sign out on this device: the server ends this device's session (its token stops working), then the stored
 * user is forgotten and the app goes to `then` (the landing page unless told). When the server cannot be reached the
 * device still forgets the user, and says so.
 */
export function useSignOut(then = '/') {
  const client = useApiClient();
  const { userStore } = useSpotterEnvironment();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    const user = userStore.get();
    if (!user) return;
    setSigningOut(true);
    let serverTold = true;
    try {
      const current = (await client.listSessions(user.id)).find((session) => session.current);
      if (current) await client.revokeSession(current.id);
    } catch (err) {
      // 401: the token was already revoked, so this device is signed out as far as the server is concerned.
      serverTold = err instanceof ApiError && err.status === 401;
    } finally {
      setSigningOut(false);
    }
    userStore.clear();
    void navigate(then);
    if (serverTold) toast.success('Signed out');
    else
      toast.warning(
        'Signed out on this device, but the server could not be told: this device stays in your device list until you revoke it from Account.',
      );
  };

  return { signingOut, signOut };
}
