import type { Connection } from '../api/http';
import { parseSession, SESSION_KEY, type StoredSession } from '../boot/session';

/**
 * Who is logged in. Each tab keeps its own session (sessionStorage), so two tabs can be two
 * people; the last login is also kept in localStorage so a new tab starts as that person.
 */
export type Session = StoredSession;

const KEY = SESSION_KEY;
const parse = parseSession;

/** This tab's session; a new tab takes the last login and from then on keeps it as its own. */
export function loadSession(
  tab: Storage = sessionStorage,
  shared: Storage = localStorage,
): Session | null {
  const own = parse(tab.getItem(KEY));
  if (own) return own;
  const last = parse(shared.getItem(KEY));
  if (last) tab.setItem(KEY, JSON.stringify(last));
  return last;
}

export function saveSession(
  session: Session,
  tab: Storage = sessionStorage,
  shared: Storage = localStorage,
): void {
  tab.setItem(KEY, JSON.stringify(session));
  shared.setItem(KEY, JSON.stringify(session));
}

/** Logs this tab out; other tabs keep their sessions, new tabs no longer start as this person. */
export function clearSession(tab: Storage = sessionStorage, shared: Storage = localStorage): void {
  const own = parse(tab.getItem(KEY));
  tab.removeItem(KEY);
  const last = parse(shared.getItem(KEY));
  if (!own || (last && last.email === own.email && last.realm === own.realm)) {
    shared.removeItem(KEY);
  }
}

export const connectionOf = (s: Pick<Session, 'realm' | 'email' | 'apiKey'>): Connection => ({
  realm: s.realm,
  email: s.email,
  apiKey: s.apiKey,
});
