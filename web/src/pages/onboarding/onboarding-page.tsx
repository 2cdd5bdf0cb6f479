import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES, TEXT_LIMITS } from '@spotter/core/constants';
import { onboardingChoices } from '@spotter/core/view-models';
import { TextField } from '../../components/text-field';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useOnboarding } from '../../hooks/use-onboarding';
import { submitHandler } from '../../lib/submit-handler';
import { EquipmentToggles } from './equipment-toggles';
import { AboutYouFields, GoalFields, InjuriesField } from './profile-fields';
import { SignedInNotice } from './signed-in-notice';
import './onboarding.css';

const choices = onboardingChoices();

/**
 * Spec §2 onboarding. Opened while signed in, it first asks whether to sign out (a new profile is a new account);
 * the profile made here, once stored, is not asked about as the page hands over to its dashboard.
 */
export function OnboardingPage() {
  const user = useCurrentUser();
  const [arrivedAs] = useState(() => user?.id ?? null);
  if (user && user.id === arrivedAs) return <SignedInNotice user={user} />;
  return <OnboardingForm />;
}

/** Every field, inline errors before sending, 'Start Your Journey' / 'Creating Your Profile...'. */
function OnboardingForm() {
  const { draft, errors, emailTaken, submitting, refusals, setField, toggleEquipment, submit } = useOnboarding();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return (
    <section className="page onboarding">
      <header className="page-header">
        <p className="eyebrow dark">Step 1 of 1 · about a minute</p>
        <h1>Build your coaching profile</h1>
        <p className="muted">Your coach uses this to set targets, pick exercises and keep you clear of what hurts.</p>
      </header>
      <form ref={form} className="card form-card" onSubmit={submitHandler(submit)} noValidate aria-busy={submitting}>
        {errors._ ? (
          <p className="form-error" role="alert">
            {errors._}
          </p>
        ) : null}
        <AboutYouFields draft={draft} errors={errors} setField={setField}>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={TEXT_LIMITS.email}
            value={draft.email}
            onValueChange={(v) => setField('email', v)}
            error={
              emailTaken ? (
                <>
                  {errors.email} <Link to="/signin">Sign in</Link>
                </>
              ) : (
                errors.email
              )
            }
          />
        </AboutYouFields>
        <GoalFields draft={draft} errors={errors} setField={setField} legend="Your goal" />
        <EquipmentToggles options={choices.equipment} selected={draft.equipment_list} onToggle={toggleEquipment} />
        <InjuriesField
          draft={draft}
          errors={errors}
          setField={setField}
          placeholder="e.g. left knee pain on deep squats"
        />
        <button type="submit" className="button primary large block" disabled={submitting}>
          {submitting ? <span className="spinner small" aria-hidden="true" /> : null}
          {submitting ? MESSAGES.creatingProfile : MESSAGES.startJourney}
        </button>
      </form>
    </section>
  );
}
