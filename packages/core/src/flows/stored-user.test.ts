import { describe, expect, it } from 'vitest';
import { UserWithTokenSchema, type User } from '../schemas/index.js';
import { StoredUserSchema, storedUserFrom } from './stored-user.js';

const user = { id: 'u1', first_name: 'Ada', email: 'ada@example.com' } as User;

describe('storedUserFrom', () => {
  it("Given a sign-up answer with its sign-in key and token, When kept, Then the key is dropped, this device's token and what is known are kept", () => {
    const record = storedUserFrom({ ...user, token: 'old', sign_in_key: 'sk_secret' }, 't2', { has_password: false });
    expect(record).toEqual({ ...user, token: 't2', has_password: false });
    expect(JSON.stringify(record)).not.toContain('sk_secret');
  });
});

describe('StoredUserSchema', () => {
  it("Given the schema, When its fields are read, Then they are the server's user with its token, plus has_password and nothing else", () => {
    expect(Object.keys(StoredUserSchema.shape).sort()).toEqual(
      [...Object.keys(UserWithTokenSchema.shape), 'has_password'].sort(),
    );
    expect(StoredUserSchema.shape.has_password.safeParse(undefined).success).toBe(true);
  });

  it('Given a record without a token, When read through the schema, Then it is refused', () => {
    expect(StoredUserSchema.safeParse(user).success).toBe(false);
  });
});
