// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, loadSession, saveSession } from './session';

describe('the session in localStorage', () => {
  beforeEach(() => localStorage.clear());

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
});
