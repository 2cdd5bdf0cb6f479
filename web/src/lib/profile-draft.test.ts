import { describe, expect, it } from 'vitest';
import { aUser, withoutToken } from '../testing/fixtures';
import { checkProfileEdit, profileDraftFrom } from './profile-draft';

const user = withoutToken(aUser({ injuries: null, sex: 'female', equipment_list: ['dumbbells'] }));

describe('checkProfileEdit', () => {
  it('Given an untouched draft, When checked, Then nothing changes', () => {
    expect(checkProfileEdit(user, profileDraftFrom(user), '')).toEqual({
      ok: true,
      value: { changes: {}, email: null },
    });
  });

  it('Given blanks and out-of-range numbers, When checked, Then each field says why', () => {
    const draft = { ...profileDraftFrom(user), first_name: ' ', age: '', days_per_week: '9', email: 'nope' };
    const result = checkProfileEdit(user, draft, '');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      first_name: 'First name is required',
      age: 'Age is required',
      days_per_week: 'Days per week must be between 1 and 7',
      email: 'Email must be a valid email address',
    });
  });

  it('Given a new email, When checked without the password, Then the confirmation is asked for; with it the email goes through lower-cased', () => {
    const draft = { ...profileDraftFrom(user), email: 'Ada.New@Example.com' };
    const without = checkProfileEdit(user, draft, '');
    expect(without.ok ? null : without.errors.confirm_secret).toMatch(/password/);
    expect(checkProfileEdit(user, draft, 'correct horse battery')).toEqual({
      ok: true,
      value: { changes: {}, email: 'ada.new@example.com' },
    });
  });
});
