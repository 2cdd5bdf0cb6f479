import { describe, it, expect } from 'vitest';
import { ApiError, errorMessage } from './errors.js';

describe('ApiError', () => {
  it('Given a status and detail, When created, Then it is an Error with both, and reachable', () => {
    const error = new ApiError(404, 'User not found');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(404);
    expect(error.detail).toBe('User not found');
    expect(error.message).toBe('User not found');
    expect(error.unreachable).toBe(false);
  });

  it('Given status 0, When created, Then it is unreachable and keeps its cause', () => {
    const cause = new Error('ECONNREFUSED');
    const error = new ApiError(0, 'Cannot reach the Spotter server at http://x/api', { cause });
    expect(error.unreachable).toBe(true);
    expect(error.cause).toBe(cause);
  });
});

describe('errorMessage (spec §8)', () => {
  it("Given an ApiError, When shown, Then the server's detail is used", () => {
    expect(errorMessage(new ApiError(409, 'That email is already signed up'))).toBe('That email is already signed up');
  });

  it('Given any object with a detail, When shown, Then the detail wins over the message', () => {
    expect(errorMessage({ detail: 'From the server', message: 'From the client' })).toBe('From the server');
  });

  it('Given a plain Error, When shown, Then its message is used', () => {
    expect(errorMessage(new Error('Network changed'))).toBe('Network changed');
  });

  it('Given an object whose detail is empty or not text, When shown, Then the message is used', () => {
    expect(errorMessage({ detail: '', message: 'Fallback' })).toBe('Fallback');
    expect(errorMessage({ detail: { nested: true }, message: 'Fallback' })).toBe('Fallback');
  });

  it('Given a thrown string, When shown, Then the string is used', () => {
    expect(errorMessage('Something broke')).toBe('Something broke');
  });

  it.each([[undefined], [null], [42], [''], [{}], [new Error('')], [new ApiError(500, '')]])(
    'Given %o with nothing to say, When shown, Then it is "An error occurred"',
    (value) => {
      expect(errorMessage(value)).toBe('An error occurred');
    },
  );
});
