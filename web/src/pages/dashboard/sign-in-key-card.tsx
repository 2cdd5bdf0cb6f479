import { SignInKeyReveal } from '../../components/sign-in-key-reveal';

/** After sign-up: the sign-in key, shown this once, as the way back in from any device. Dismissible. */
export function SignInKeyCard({ signInKey, onDismiss }: { signInKey: string; onDismiss: () => void }) {
  return (
    <section className="card account-card key-card" aria-labelledby="key-card-title">
      <div className="account-card-copy">
        <h2 id="key-card-title">Save your sign-in key</h2>
        <p>
          This key is your way back into Spotter from any device: a new browser, your phone, or this one after its data
          is cleared. It is shown only this once, so copy it or download it and keep it somewhere safe.
        </p>
      </div>
      <SignInKeyReveal signInKey={signInKey} />
      <button type="button" className="button ghost small" onClick={onDismiss}>
        I've saved it, hide the key
      </button>
    </section>
  );
}
