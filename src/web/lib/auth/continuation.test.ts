import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearContinuation,
  saveAuthRedirect,
  savePendingGuestlist,
  saveRedirectAfterLogin,
  takeContinuation,
} from './continuation.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('continuation after sign-in (SPEC §3 session-storage keys)', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('continues a JOIN or BOOK click with its night, and forgets it once taken', () => {
    savePendingGuestlist({
      clubId: 'c1',
      selectedEventDate: '2026-11-26',
      path: '/join-guestlist/c1?date=2026-11-26',
    });
    saveAuthRedirect('/passes');
    expect(JSON.parse(storage.getItem('pendingGuestlistData')!)).toMatchObject({ clubId: 'c1' });
    expect(takeContinuation()).toEqual({
      path: '/join-guestlist/c1?date=2026-11-26',
      state: { selectedEventDate: '2026-11-26' },
    });
    expect(storage.length).toBe(0);
    expect(takeContinuation()).toBeNull();
  });

  it('falls back to the login-required page, then to the page waiting for the profile', () => {
    saveRedirectAfterLogin('/notifications');
    saveAuthRedirect('/passes');
    expect(takeContinuation()).toEqual({ path: '/passes' });
    saveRedirectAfterLogin('/notifications');
    expect(storage.getItem('redirectAfterLogin')).toBe('/notifications');
    expect(takeContinuation()).toEqual({ path: '/notifications' });
  });

  it('never continues to another site or to a malformed entry', () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      saveAuthRedirect(path);
      expect(takeContinuation()).toBeNull();
    }
    storage.setItem('pendingGuestlistData', '{not json');
    expect(takeContinuation()).toBeNull();
    savePendingGuestlist({ clubId: 'c1', selectedEventDate: '2026-11-26', path: '//evil.example' });
    expect(takeContinuation()).toBeNull();
  });

  it('clearing forgets every key', () => {
    saveAuthRedirect('/passes');
    saveRedirectAfterLogin('/scan');
    savePendingGuestlist({ clubId: 'c1', selectedEventDate: '2026-11-26', path: '/reserve/c1' });
    clearContinuation();
    expect(storage.length).toBe(0);
  });

  it('works without storage (private modes may refuse it)', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => saveAuthRedirect('/passes')).not.toThrow();
    expect(takeContinuation()).toBeNull();
  });
});
