// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, loadSession, saveSession } from './session';

describe('the session per tab', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('round-trips and is forgotten on logout', () => {
    saveSession({ realm: '', email: 'iago@example.com', apiKey: 'k', userId: 2 });
    expect(loadSession()).toEqual({ realm: '', email: 'iago@example.com', apiKey: 'k', userId: 2 });
    clearSession();
    expect(loadSession()).toBeNull();
  });

  it.each(['not json', '{"email": 5}', '[]', 'null'])(
    'treats a damaged entry %s as logged out',
    (raw) => {
      localStorage.setItem('parley.session', raw);
      expect(loadSession()).toBeNull();
    },
  );

  const iago = { realm: '', email: 'iago@example.com', apiKey: 'k', userId: 2 };
  const othello = { realm: '', email: 'othello@example.com', apiKey: 'o', userId: 5 };

  it('starts a new tab as the last login, then keeps that tab its own person', () => {
    const tabA = window.sessionStorage;
    const tabB = new Map<string, string>();
    const tabBStorage = {
      getItem: (k: string) => tabB.get(k) ?? null,
      setItem: (k: string, v: string) => void tabB.set(k, v),
      removeItem: (k: string) => void tabB.delete(k),
    } as Storage;
    saveSession(iago, tabA);
    expect(loadSession(tabBStorage)).toEqual(iago); // the new tab starts as Iago
    saveSession(othello, tabBStorage); // and logs in as Othello there
    expect(loadSession(tabA)).toEqual(iago);
    expect(loadSession(tabBStorage)).toEqual(othello);
    clearSession(tabBStorage); // Othello logs out in B: Iago's tab is untouched
    expect(loadSession(tabBStorage)).toBeNull();
    expect(loadSession(tabA)).toEqual(iago);
  });

  it('keeps the last login for new tabs when an older tab logs out', () => {
    const tabA = window.sessionStorage;
    saveSession(iago, tabA);
    saveSession(othello, {
      setItem() {},
      getItem: () => null,
      removeItem() {},
    } as unknown as Storage);
    clearSession(tabA);
    expect(JSON.parse(localStorage.getItem('parley.session')!)).toEqual(othello);
  });
});
