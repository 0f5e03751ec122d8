import type { Connection } from '../api/http';

/** Who is logged in: kept in localStorage so a reload stays logged in; "Log out" forgets it. */
export interface Session {
  /** The server's base URL; '' means the server that served this page. */
  realm: string;
  email: string;
  apiKey: string;
  userId: number;
}

const KEY = 'parley.session';

export function loadSession(storage: Storage = localStorage): Session | null {
  try {
    const raw = storage.getItem(KEY);
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

export function saveSession(session: Session, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(session));
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}

export const connectionOf = (s: Pick<Session, 'realm' | 'email' | 'apiKey'>): Connection => ({
  realm: s.realm,
  email: s.email,
  apiKey: s.apiKey,
});
