import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.js';
import { MESSAGES } from '../constants/index.js';
import { TOO_MANY_ATTEMPTS, signInFailure, signInRequest } from './sign-in.js';

const empty = { email: '', password: '', sign_in_key: '' };

describe('signInRequest', () => {
  it('Given email and password, When checked, Then the body has the trimmed email, the password as typed and the device', () => {
    expect(
      signInRequest(
        'password',
        { ...empty, email: ' ada@example.com ', password: ' pw ', sign_in_key: 'ignored' },
        'Firefox on Linux',
      ),
    ).toEqual({
      ok: true,
      value: { email: 'ada@example.com', password: ' pw ', device: 'Firefox on Linux' },
    });
  });

  it('Given a sign-in key, When checked, Then only the trimmed key and the device are sent', () => {
    expect(signInRequest('key', { ...empty, email: 'ada@example.com', sign_in_key: ' k-123 ' }, 'tui')).toEqual({
      ok: true,
      value: { sign_in_key: 'k-123', device: 'tui' },
    });
  });

  it('Given empty or malformed fields, When checked, Then each field of the mode says why', () => {
    expect(signInRequest('password', empty, 'tui')).toEqual({
      ok: false,
      errors: { email: 'Email is required', password: 'Password is required' },
    });
    expect(signInRequest('password', { ...empty, email: 'nope', password: 'pw' }, 'tui')).toEqual({
      ok: false,
      errors: { email: 'Email must be a valid email address' },
    });
    expect(
      signInRequest('key', { ...empty, email: 'ada@example.com', password: 'pw', sign_in_key: ' ' }, 'tui'),
    ).toEqual({ ok: false, errors: { sign_in_key: 'Enter your sign-in key' } });
  });
});

describe('signInFailure', () => {
  it('Given a refusal, the rate limit or another failure, When said, Then one generic sentence, the wait, or the server words', () => {
    expect(signInFailure(new ApiError(401, 'Invalid email or password'))).toBe(MESSAGES.signInFailed);
    expect(signInFailure(new ApiError(429, 'Too many requests'))).toBe(TOO_MANY_ATTEMPTS);
    expect(signInFailure(new ApiError(500, 'Database down'))).toBe('Database down');
  });
});
