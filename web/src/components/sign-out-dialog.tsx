import { Link } from 'react-router';
import { useHasPassword } from '../hooks/use-has-password';
import { useSignOut } from '../hooks/use-sign-out';
import { ModalDialog } from './modal-dialog';

/**
 * "Sign out?": asks before forgetting the account on this device. Without a password the sign-in key is the
 * only way back, so the dialog says so and offers to set a password first. (It no longer offers a new key: making
 * one needs the current key, so a token alone — a stolen one — cannot take the account.)
 */
export function SignOutDialog({
  onClose,
  then,
}: {
  onClose: () => void;
  /** Where the app goes once signed out ('/' unless told). */ then?: string;
}) {
  const hasPassword = useHasPassword();
  const { signingOut, signOut } = useSignOut(then);
  const finish = async () => {
    await signOut();
    onClose();
  };
  return (
    <ModalDialog title="Sign out?" onClose={onClose}>
      <div className="dialog-form">
        {hasPassword === null ? (
          <p className="muted" role="status">
            If your account has no password, your sign-in key is the only way back in after you sign out.
          </p>
        ) : hasPassword ? (
          <p>You can sign back in on any device with your email and password, or with your sign-in key.</p>
        ) : (
          <div className="notice warn">
            <p>
              <strong>Your account has no password.</strong> Your sign-in key is the only way back in after you sign
              out. If you are not sure where you saved it,{' '}
              <Link to="/account" onClick={onClose}>
                set a password
              </Link>{' '}
              first (your key confirms it), or stay signed in here.
            </p>
          </div>
        )}
        <div className="dialog-actions">
          <button type="button" className="button ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button danger" onClick={() => void finish()} disabled={signingOut}>
            {signingOut ? 'Signing out...' : 'Sign out'}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
