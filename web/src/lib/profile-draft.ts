import type { User, UserUpdate } from '@spotter/core/schemas';
import { EmailSchema } from '@spotter/core/schemas';
import { profileEdit } from '@spotter/core/flows';
import type { FieldErrors, RuleResult } from '@spotter/core/rules';
import {
  profileDraftFrom as coreProfileDraftFrom,
  type ProfileDraft as CoreProfileDraft,
} from '@spotter/core/view-models';

/** The account screen's profile form: core's draft plus the email (changed only with the password or key). */
export interface ProfileDraft extends CoreProfileDraft {
  email: string;
}

export const profileDraftFrom = (user: User): ProfileDraft => ({ ...coreProfileDraftFrom(user), email: user.email });

export interface ProfileEdit {
  /** Only the fields that differ from the stored profile. */
  changes: UserUpdate;
  /** The new email, when it changes (it needs the password or sign-in key to go through). */
  email: string | null;
}

/**
 * The draft checked by core's profileEdit (only what changed). A changed email needs the confirming secret
 * (the password, or the sign-in key when the account has none).
 */
export function checkProfileEdit(user: User, draft: ProfileDraft, secret: string): RuleResult<ProfileEdit> {
  const { email: typedEmail, ...fields } = draft;
  const checked = profileEdit(user, fields);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  let email: string | null = null;
  const parsedEmail = EmailSchema.safeParse(typedEmail);
  if (!typedEmail.trim()) errors.email = 'Email is required';
  else if (!parsedEmail.success)
    errors.email = parsedEmail.error.issues[0]?.message ?? 'Email must be a valid email address';
  else if (parsedEmail.data !== user.email) {
    email = parsedEmail.data;
    if (!secret) errors.confirm_secret = 'Confirm the new email with your password (or sign-in key)';
  }
  if (!checked.ok || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { changes: checked.value, email } };
}
