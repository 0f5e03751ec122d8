import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { getOwnUser } from '../../api/endpoints/users';
import { ApiError, type Connection } from '../../api/http';
import type { ApiKeyResponse } from '../../api/types/server-settings';

interface Props {
  conn: Connection;
  onLogin(r: ApiKeyResponse): void;
  /** Shown open, for servers that offer no login Parley can do itself (single sign-on only). */
  open?: boolean;
}

/**
 * "Log in with an API key": an email and the API key Zulip's settings page shows (Account &
 * privacy → API key), checked with GET /users/me before they are kept.
 */
export function ApiKeyLogin({ conn, onLogin, open = false }: Props) {
  const [email, setEmail] = useState('');
  const [apiKey, setApiKey] = useState('');
  const id = useId();
  const login = useMutation({
    mutationFn: async () => {
      const me = await getOwnUser({ ...conn, email: email.trim(), apiKey: apiKey.trim() });
      return { api_key: apiKey.trim(), email: me.email, user_id: me.user_id };
    },
    onSuccess: onLogin,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate();
  };
  const refused =
    login.error instanceof ApiError &&
    ['INVALID_API_KEY', 'UNAUTHORIZED', 'USER_DEACTIVATED'].includes(login.error.code);
  const error = refused ? 'Wrong email or API key.' : login.error?.message;

  return (
    <details className="api-key-login" open={open}>
      <summary>Log in with an API key</summary>
      <form onSubmit={submit} aria-label="Log in with an API key">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor={`${id}-key`}>API key</label>
        <input
          id={`${id}-key`}
          type="password"
          autoComplete="off"
          spellCheck={false}
          required
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
        />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={login.isPending}>
          {login.isPending ? 'Checking…' : 'Log in with API key'}
        </button>
      </form>
    </details>
  );
}
