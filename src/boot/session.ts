/**
 * Who this tab is signed in as, as stored (app/session.ts keeps it): the boot script reads it to
 * know whose local copy and picture it may open, the app to start, by the same rules.
 */

export interface StoredSession {
  /** The server's base URL; '' means the server that served this page. */
  realm: string;
  email: string;
  apiKey: string;
  userId: number;
}

/** sessionStorage (this tab's) and localStorage (the last login's). */
export const SESSION_KEY = 'parley.session';

export function parseSession(raw: string | null): StoredSession | null {
  try {
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<StoredSession>;
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

/** This tab's session, else the last login's (which a new tab then takes as its own). */
export const storedSession = (tab: Storage, shared: Storage): StoredSession | null =>
  parseSession(tab.getItem(SESSION_KEY)) ?? parseSession(shared.getItem(SESSION_KEY));

/** The local copy's key for an account: its server ('' is the one that served the page) and user. */
export const accountKey = (realm: string, userId: number) => `${realm || 'here'}|${userId}`;

/** The key of the account this tab opens as, or null. */
export function sessionAccount(tab: Storage, shared: Storage): string | null {
  const s = storedSession(tab, shared);
  return s && accountKey(s.realm, s.userId);
}
