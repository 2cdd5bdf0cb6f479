import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@spotter/core/api';
import { PRODUCT_NAME } from '@spotter/core/constants';
import { downloadText } from '../lib/download';
import { notifyError, whileBusy } from '../lib/notify';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { useApiClient } from './use-api-client';

export type DeleteProof = 'password' | 'key';

/** Export everything stored about the account as JSON, or delete the account (confirmed with the password or key). */
export function useAccountData(userId: string) {
  const client = useApiClient();
  const { userStore } = useSpotterEnvironment();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const exportData = () =>
    whileBusy(
      setExporting,
      async () => {
        const data = await client.exportUser(userId);
        const fileName = `${PRODUCT_NAME.toLowerCase()}-export-${data.exported_at.slice(0, 10)}.json`;
        downloadText(fileName, `${JSON.stringify(data, null, 2)}\n`, 'application/json');
        toast.success(`Your data is in ${fileName}`);
      },
      'Could not export your data',
    );

  const deleteAccount = async (proof: DeleteProof, secret: string) => {
    if (!secret) {
      setDeleteError(proof === 'password' ? 'Enter your password' : 'Enter your sign-in key');
      return;
    }
    setDeleting(true);
    setDeleteError(null);
    try {
      await client.deleteUser(userId, proof === 'password' ? { password: secret } : { sign_in_key: secret.trim() });
      userStore.clear();
      void navigate('/');
      toast.success('Your account and everything stored about it were deleted');
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) setDeleteError(errorMessage(err));
      else notifyError(err, 'Could not delete your account');
    } finally {
      setDeleting(false);
    }
  };

  return { exporting, exportData, deleting, deleteError, deleteAccount, clearDeleteError: () => setDeleteError(null) };
}
