import { useId } from 'react';
import { toast } from 'sonner';
import { useCurrentUser } from '../hooks/use-current-user';
import { copyText, downloadText } from '../lib/download';
import { signInKeyFile } from '../lib/sign-in-key-file';

/** A new sign-in key, shown once: the key itself (whole and selectable, never cut off), Copy and Download (.txt). */
export function SignInKeyReveal({ signInKey }: { signInKey: string }) {
  const id = useId();
  const user = useCurrentUser();
  const copy = async () => {
    if (await copyText(signInKey)) toast.success('Sign-in key copied');
    else toast.error('Could not copy: select the key and copy it, or download it');
  };
  const download = () => {
    const file = signInKeyFile(signInKey, user ?? {}, window.location.origin);
    downloadText(file.fileName, file.text);
  };
  return (
    <div className="key-reveal">
      <label htmlFor={id} className="key-label">
        Your sign-in key
      </label>
      {/* A text area, not a one-line field: the whole key shows, wrapped at its dashes, on the narrowest phone. */}
      <textarea
        id={id}
        className="key-value"
        readOnly
        rows={2}
        value={signInKey}
        onFocus={(event) => event.target.select()}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
      />
      <div className="key-actions">
        <button type="button" className="button primary small" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="button secondary small" onClick={download}>
          Download (.txt)
        </button>
      </div>
    </div>
  );
}
