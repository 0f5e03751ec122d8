import { useEffect, useRef } from 'react';
import { devFetchApiKey } from '../../api/endpoints/auth';
import type { ApiKeyResponse } from '../../api/types/server-settings';

interface Props {
  realm: string;
  email: string;
  onLogin(r: ApiKeyResponse): void;
  /** The hand-off failed: show the login page, with this reason. */
  onFail(reason: string): void;
}

/** A tab opened by "Open as … in a new tab": logs in as that demo user, once. */
export function DevLoginHandoff({ realm, email, onLogin, onFail }: Props) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    devFetchApiKey({ realm }, email).then(
      (r) => onLogin(r),
      (e: unknown) => onFail(`Could not log in as ${email}: ${(e as Error).message}`),
    );
  }, [realm, email, onLogin, onFail]);
  return (
    <main className="loading-page">
      <p role="status">Logging in as {email}…</p>
    </main>
  );
}
