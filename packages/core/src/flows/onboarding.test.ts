import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.js';
import type { SignUpResult, UserCreateInput } from '../schemas/index.js';
import { EMPTY_ONBOARDING } from '../view-models/forms.js';
import { EMPTY_ONBOARDING_FORM, editOnboarding, startOnboarding, submitOnboarding } from './onboarding.js';

const filled = {
  ...EMPTY_ONBOARDING,
  first_name: 'Ada',
  email: 'ada@example.com',
  age: '34',
  height_cm: '170',
  weight_kg: '64',
};

/** A client whose createUser answers as the server does (the user, its token and sign-in key), or throws; it keeps what it was sent. */
function client(answer: Error | null = null) {
  const sent: UserCreateInput[] = [];
  return {
    sent,
    createUser: (body: UserCreateInput): Promise<SignUpResult> => {
      sent.push(body);
      if (answer) return Promise.reject(answer);
      return Promise.resolve({
        id: 'u1',
        first_name: 'Ada',
        token: 'device-token',
        sign_in_key: 'sk_shown_once',
      } as SignUpResult);
    },
  };
}

describe('the onboarding form', () => {
  it('Given an untried form, When a field is left blank, Then no error shows yet', () => {
    expect(editOnboarding(EMPTY_ONBOARDING_FORM, { ...filled, first_name: '' }).errors).toEqual({});
  });

  it('Given a tried form, When fields are fixed one by one, Then the errors follow the draft', () => {
    const tried = editOnboarding(startOnboarding(EMPTY_ONBOARDING_FORM), EMPTY_ONBOARDING);
    expect(Object.keys(tried.errors)).toEqual(expect.arrayContaining(['first_name', 'email']));
    const fixed = editOnboarding(tried, filled);
    expect(fixed).toMatchObject({ attempted: true, errors: {}, draft: filled });
  });
});

describe('submitOnboarding', () => {
  it("Given a filled draft, When submitted, Then the user is created with this device's label and kept with its token, without the sign-in key", async () => {
    const api = client();
    const outcome = await submitOnboarding(filled, 'Firefox on Linux', api);
    expect(api.sent).toEqual([
      expect.objectContaining({ first_name: 'Ada', email: 'ada@example.com', age: 34, device: 'Firefox on Linux' }),
    ]);
    expect(outcome).toEqual({
      ok: true,
      user: { id: 'u1', first_name: 'Ada', token: 'device-token', has_password: false },
      signInKey: 'sk_shown_once',
    });
  });

  it('Given a draft with blanks, When submitted, Then nothing is sent and the errors say which', async () => {
    const api = client();
    const outcome = await submitOnboarding({ ...filled, email: '' }, 'Firefox on Linux', api);
    expect(outcome).toMatchObject({ ok: false, emailTaken: null, notice: null });
    expect(outcome.ok ? [] : Object.keys(outcome.errors)).toEqual(['email']);
    expect(api.sent).toEqual([]);
  });

  it("Given an email that already has an account (409), When submitted, Then the server's words come back as emailTaken; another failure is a notice", async () => {
    const taken = await submitOnboarding(
      filled,
      'd',
      client(new ApiError(409, 'An account with this email already exists')),
    );
    expect(taken).toEqual({
      ok: false,
      errors: {},
      emailTaken: 'An account with this email already exists',
      notice: null,
    });
    const down = await submitOnboarding(filled, 'd', client(new ApiError(0, 'Cannot reach the Spotter server')));
    expect(down).toEqual({
      ok: false,
      errors: {},
      emailTaken: null,
      notice: { tone: 'error', text: 'Cannot reach the Spotter server' },
    });
  });
});
