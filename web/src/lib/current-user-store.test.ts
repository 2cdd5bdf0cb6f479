import { describe, it, expect, vi } from 'vitest';
import { CURRENT_USER_KEY } from '@spotter/core/constants';
import { aUser } from '../testing/fixtures';
import { createCurrentUserStore } from './current-user-store';

const record = { ...aUser(), token: 't1' };

describe('current user store', () => {
  it('Given nothing stored, When read, Then there is no current user', () => {
    expect(createCurrentUserStore(window.localStorage).get()).toBeNull();
  });

  it('Given a user, When stored, Then it is kept under the current-user key with its token and listeners hear of it', () => {
    const store = createCurrentUserStore(window.localStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(record);
    expect(JSON.parse(window.localStorage.getItem(CURRENT_USER_KEY)!)).toEqual(record);
    expect(store.get()).toEqual(record);
    expect(store.get()).toBe(store.get());
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(store.get()).toBeNull();
    unsubscribe();
  });

  it('Given a record without a token or unreadable JSON, When read, Then it is ignored', () => {
    const store = createCurrentUserStore(window.localStorage);
    window.localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ id: 'u1', first_name: 'Ada' }));
    expect(store.get()).toBeNull();
    window.localStorage.setItem(CURRENT_USER_KEY, '{oops');
    expect(store.get()).toBeNull();
  });

  it('Given another tab changes the key, When the storage event arrives, Then subscribers are told', () => {
    const store = createCurrentUserStore(window.localStorage, window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_USER_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_USER_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
