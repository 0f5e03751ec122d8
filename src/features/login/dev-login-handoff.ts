/**
 * "Open as … in a new tab": the development login opens the app at `#dev-login/<email>`; the new
 * tab takes that hash once (before it would start as the last login), removes it from the
 * address, and logs in as that user in its own session.
 */
const PREFIX = '#dev-login/';

export const devLoginHash = (email: string) => `${PREFIX}${encodeURIComponent(email)}`;

/** The email a `#dev-login/<email>` hash asks for, or null. */
export function parseDevLoginHash(hash: string): string | null {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const email = decodeURIComponent(hash.slice(PREFIX.length));
    return email.includes('@') ? email : null;
  } catch {
    return null;
  }
}

/** Reads this page's hand-off request, if any, and removes it from the address (once). */
export function takeDevLoginRequest(loc: Location = window.location): string | null {
  const email = parseDevLoginHash(loc.hash);
  if (email !== null) window.history.replaceState(null, '', `${loc.pathname}${loc.search}`);
  return email;
}
