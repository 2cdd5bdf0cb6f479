import { useState } from 'react';
import { useAccountData } from '../../hooks/use-account-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Export my data (a JSON file) and Delete account. */
export function DataSection({ userId, hasPassword }: { userId: string; hasPassword: boolean | null }) {
  const data = useAccountData(userId);
  const [deleting, setDeleting] = useState(false);
  return (
    <section className="card account-section" aria-labelledby="data-title">
      <h2 id="data-title">Your data</h2>
      <p className="muted">
        Download everything Spotter stores about you as one JSON file: profile, devices, plans, personal bests, videos,
        chat and contributions.
      </p>
      <div className="button-row">
        <button type="button" className="button ghost" onClick={() => void data.exportData()} disabled={data.exporting}>
          {data.exporting ? 'Preparing your export...' : 'Export my data'}
        </button>
      </div>
      <h3 className="danger-title">Delete account</h3>
      <p className="muted">
        Deletes your account and everything in it, on every device. You will be asked for your password or sign-in key.
      </p>
      <div className="button-row">
        <button type="button" className="button danger" onClick={() => setDeleting(true)}>
          Delete account...
        </button>
      </div>
      {deleting ? (
        <DeleteAccountDialog
          data={data}
          hasPassword={hasPassword}
          onClose={() => {
            data.clearDeleteError();
            setDeleting(false);
          }}
        />
      ) : null}
    </section>
  );
}
