import { ApiError, errorMessage } from '../api/errors.js';
import { MESSAGES } from '../constants/index.js';
import { invalid, valid, type FieldErrors, type RuleResult } from '../rules/index.js';
import { EmailSchema, type SignInInput } from '../schemas/index.js';

/** Email and password, or the sign-in key given at sign-up. */
export type SignInMode = 'password' | 'key';

export interface SignInDraft {
  email: string;
  password: string;
  sign_in_key: string;
}

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Wait a few minutes, then try again.';

/** The sign-in form checked for what its mode needs, as the body of POST /sessions for this device. */
export function signInRequest(mode: SignInMode, draft: SignInDraft, device: string): RuleResult<SignInInput> {
  if (mode === 'key')
    return draft.sign_in_key.trim()
      ? valid({ sign_in_key: draft.sign_in_key.trim(), device })
      : invalid({ sign_in_key: 'Enter your sign-in key' });
  const errors: FieldErrors = {};
  if (!draft.email.trim()) errors.email = 'Email is required';
  else if (!EmailSchema.safeParse(draft.email).success) errors.email = 'Email must be a valid email address';
  if (!draft.password) errors.password = 'Password is required';
  return Object.keys(errors).length
    ? invalid(errors)
    : valid({ email: draft.email.trim(), password: draft.password, device });
}

/** Why a sign-in failed, as the form says it: one generic sentence for any refusal, a clear one for the rate limit. */
export function signInFailure(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return MESSAGES.signInFailed;
  if (err instanceof ApiError && err.status === 429) return TOO_MANY_ATTEMPTS;
  return errorMessage(err);
}
