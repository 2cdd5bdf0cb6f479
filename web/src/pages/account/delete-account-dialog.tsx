import { useState } from 'react';
import { TEXT_LIMITS } from '@spotter/core/constants';
import { ModalDialog } from '../../components/modal-dialog';
import { TextField } from '../../components/text-field';
import type { DeleteProof, useAccountData } from '../../hooks/use-account-data';
import { submitHandler } from '../../lib/submit-handler';

/** Delete the account: proven with the password or the sign-in key, and confirmed once more. */
export function DeleteAccountDialog({
  data,
  hasPassword,
  onClose,
}: {
  data: ReturnType<typeof useAccountData>;
  hasPassword: boolean | null;
  onClose: () => void;
}) {
  const [proof, setProof] = useState<DeleteProof>(hasPassword === false ? 'key' : 'password');
  const [secret, setSecret] = useState('');
  const [understood, setUnderstood] = useState(false);
  const choose = (next: DeleteProof) => {
    setProof(next);
    setSecret('');
    data.clearDeleteError();
  };
  return (
    <ModalDialog
      title="Delete your account?"
      description="Your profile, plans, personal bests, videos, chat and contributions awaiting review are deleted for good. This cannot be undone."
      onClose={onClose}
    >
      <form
        className="dialog-form"
        onSubmit={submitHandler(() => data.deleteAccount(proof, secret))}
        noValidate
        aria-busy={data.deleting}
      >
        {hasPassword !== false ? (
          <fieldset className="segmented">
            <legend className="visually-hidden">Confirm with</legend>
            {(['password', 'key'] as const).map((value) => (
              <label key={value} className={proof === value ? 'on' : undefined}>
                <input
                  type="radio"
                  name="proof"
                  value={value}
                  checked={proof === value}
                  onChange={() => choose(value)}
                />
                {value === 'password' ? 'My password' : 'My sign-in key'}
              </label>
            ))}
          </fieldset>
        ) : null}
        <TextField
          label={proof === 'password' ? 'Password' : 'Sign-in key'}
          name="delete_secret"
          type={proof === 'password' ? 'password' : 'text'}
          autoComplete={proof === 'password' ? 'current-password' : 'off'}
          spellCheck={false}
          maxLength={TEXT_LIMITS.password}
          value={secret}
          onValueChange={setSecret}
          error={data.deleteError ?? undefined}
        />
        <label className="check-line">
          <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />I
          understand that everything is deleted and cannot be brought back
        </label>
        <div className="dialog-actions">
          <button type="button" className="button ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button danger" disabled={!understood || data.deleting}>
            {data.deleting ? 'Deleting...' : 'Delete my account'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
