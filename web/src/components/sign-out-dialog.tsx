import { Link } from 'react-router';
import { useHasPassword } from '../hooks/use-has-password';
import { useNewSignInKey } from '../hooks/use-new-sign-in-key';
import { useSignOut } from '../hooks/use-sign-out';
import { ModalDialog } from './modal-dialog';
import { SignInKeyReveal } from './sign-in-key-reveal';

/**
 * "Sign out?": asks before forgetting the account on this device. Without a password the sign-in key is the
 * only way back, so the dialog says so and offers to make (and copy) a new key first.
 */
export function SignOutDialog({ onClose }: { onClose: () => void }) {
  const hasPassword = useHasPassword();
  const newKey = useNewSignInKey();
  const { signingOut, signOut } = useSignOut();
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
              <strong>Your account has no password.</strong> Your sign-in key is the only way back in after you sign out. If you have not saved it,
              make a new one now and copy or download it (your old key stops working), or <Link to="/account" onClick={onClose}>set a password</Link>{' '}
              first.
            </p>
          </div>
        )}
        {hasPassword === false && !newKey.signInKey ? (
          <button type="button" className="button ghost" onClick={() => void newKey.make()} disabled={newKey.making}>
            {newKey.making ? 'Making a new key...' : 'Make a new sign-in key'}
          </button>
        ) : null}
        {newKey.error ? (
          <p className="form-error" role="alert">
            {newKey.error}
          </p>
        ) : null}
        {newKey.signInKey ? <SignInKeyReveal signInKey={newKey.signInKey} /> : null}
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
