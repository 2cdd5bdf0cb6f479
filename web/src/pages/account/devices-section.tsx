import { useState } from 'react';
import { TEXT_LIMITS } from '@spotter/core/constants';
import type { DeviceSession } from '@spotter/core/schemas';
import { TextField } from '../../components/text-field';
import { ModalDialog } from '../../components/modal-dialog';
import { useDevices } from '../../hooks/use-devices';

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

function DeviceRow({
  session,
  busy,
  onRevoke,
  onRename,
}: {
  session: DeviceSession;
  busy: boolean;
  onRevoke: () => void;
  onRename: () => void;
}) {
  return (
    <li className={`device-row spread-row${session.current ? ' current' : ''}`}>
      <div className="device-copy">
        <p className="device-name">
          {session.device}
          {session.current ? <span className="badge green">This device</span> : null}
        </p>
        <p className="small muted">
          Signed in {when(session.created_at)} · last used {when(session.last_used_at)}
        </p>
      </div>
      <div className="device-actions">
        <button
          type="button"
          className="button ghost small"
          onClick={onRename}
          disabled={busy}
          aria-label={`Rename ${session.device}`}
        >
          Rename
        </button>
        {session.current ? null : (
          <button
            type="button"
            className="button ghost small"
            onClick={onRevoke}
            disabled={busy}
            aria-label={`Sign out ${session.device}, signed in ${when(session.created_at)}`}
          >
            {busy ? 'Signing out...' : 'Sign out'}
          </button>
        )}
      </div>
    </li>
  );
}

/** Devices signed in to the account (device, created, last used, this one marked): rename one, sign one out, or all. */
export function DevicesSection({ userId }: { userId: string }) {
  const devices = useDevices(userId);
  const [confirmAll, setConfirmAll] = useState(false);
  const [proof, setProof] = useState('');
  const [renaming, setRenaming] = useState<{ session: DeviceSession; name: string; error: string | null } | null>(null);
  const saveName = async () => {
    if (!renaming) return;
    const error = await devices.rename(renaming.session, renaming.name);
    setRenaming(error ? { ...renaming, error } : null);
  };
  return (
    <section className="card account-section" aria-labelledby="devices-title">
      <h2 id="devices-title">Devices</h2>
      <p className="muted">
        Every browser and terminal signed in to your account. Signing one out stops it working at once.
      </p>
      {devices.loadError ? (
        <p className="form-error" role="alert">
          {devices.loadError}
        </p>
      ) : devices.sessions === null ? (
        <p className="muted" role="status">
          Loading your devices...
        </p>
      ) : (
        <ul className="device-list plain-list" aria-label="Signed-in devices">
          {[...devices.sessions]
            .sort((a, b) => Number(b.current) - Number(a.current))
            .map((session) => (
              <DeviceRow
                key={session.id}
                session={session}
                busy={devices.busy === session.id}
                onRevoke={() => void devices.revoke(session)}
                onRename={() => setRenaming({ session, name: session.device, error: null })}
              />
            ))}
        </ul>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button ghost"
          onClick={() => setConfirmAll(true)}
          disabled={devices.busy !== null}
        >
          Sign out everywhere
        </button>
      </div>
      {renaming ? (
        <ModalDialog
          title="Rename device"
          description={`A name of your own for "${renaming.session.device}", as this list shows it.`}
          onClose={() => setRenaming(null)}
        >
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void saveName();
            }}
          >
            <TextField
              label="Device name"
              name="device_name"
              maxLength={TEXT_LIMITS.device}
              value={renaming.name}
              onValueChange={(name) => setRenaming({ ...renaming, name, error: null })}
              error={renaming.error ?? undefined}
            />
            <div className="dialog-actions">
              <button type="button" className="button ghost" onClick={() => setRenaming(null)}>
                Cancel
              </button>
              <button type="submit" className="button" disabled={devices.busy === renaming.session.id}>
                {devices.busy === renaming.session.id ? 'Saving...' : 'Save name'}
              </button>
            </div>
          </form>
        </ModalDialog>
      ) : null}
      {confirmAll ? (
        <ModalDialog
          title="Sign out everywhere?"
          description="Every device signed in to your account, this one included, will need to sign in again."
          onClose={() => setConfirmAll(false)}
        >
          <TextField
            label="Your password (or your sign-in key), to confirm"
            name="sign_out_everywhere_proof"
            type="password"
            autoComplete="current-password"
            maxLength={TEXT_LIMITS.password}
            value={proof}
            onValueChange={setProof}
          />
          <div className="dialog-actions">
            <button type="button" className="button ghost" onClick={() => setConfirmAll(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="button danger"
              onClick={() => void devices.revokeAll(proof)}
              disabled={devices.busy === 'all' || !proof}
            >
              {devices.busy === 'all' ? 'Signing out...' : 'Sign out everywhere'}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </section>
  );
}
