import type { Connection } from '../api/http';

/**
 * Who is logged in. Each tab keeps its own session (sessionStorage), so two tabs can be two
 * people; the last login is also kept in localStorage so a new tab starts as that person.
 */
export interface Session {
  /** The server's base URL; '' means the server that served this page. */
  realm: string;
  email: string;
  apiKey: string;
  userId: number;
}

const KEY = 'parley.session';

function parse(raw: string | null): Session | null {
  try {
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<Session>;
    if (
      typeof s.email !== 'string' ||
      typeof s.apiKey !== 'string' ||
      typeof s.userId !== 'number'
    ) {
      return null;
    }
    return {
      realm: typeof s.realm === 'string' ? s.realm : '',
      email: s.email,
      apiKey: s.apiKey,
      userId: s.userId,
    };
  } catch {
    return null;
  }
}

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
