import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { devFetchApiKey, devListUsers } from '../../api/endpoints/auth';
import type { Connection } from '../../api/http';
import type { ApiKeyResponse, DevUser } from '../../api/types/server-settings';
import { ROLE_NAMES } from '../../model/roles';
import { devLoginHash } from './dev-login-handoff';
import { byRole, devLoginChoices, LISTED_WHOLE } from './dev-login-users';

interface Props {
  conn: Connection;
  onLogin(r: ApiKeyResponse): void;
}

/**
 * Development login: one click per demo user, as the server lists them; in a large organization
 * the first few and a search for the others (dev-login-users.ts).
 */
export function DevLogin({ conn, onLogin }: Props) {
  const users = useQuery({
    queryKey: ['dev_list_users', conn.realm],
    queryFn: () => devListUsers(conn),
  });
  const login = useMutation({
    mutationFn: (email: string) => devFetchApiKey(conn, email),
    onSuccess: onLogin,
  });
  const all: DevUser[] = useMemo(
    () => byRole([...(users.data?.direct_admins ?? []), ...(users.data?.direct_users ?? [])]),
    [users.data],
  );
  const [query, setQuery] = useState('');
  const shown = useMemo(() => devLoginChoices(all, query), [all, query]);

  return (
    <section className="dev-login" aria-labelledby="dev-login-heading">
      <h2 id="dev-login-heading">Development login</h2>
      {users.isPending && <p role="status">Loading users…</p>}
      {users.isError && (
        <p role="alert" className="error">
          Could not list users: {users.error.message}
        </p>
      )}
      {login.isError && (
        <p role="alert" className="error">
          Login failed: {login.error.message}
        </p>
      )}
      {all.length > LISTED_WHOLE && (
        <input
          type="search"
          className="dev-login-search"
          aria-label="Find a user"
          placeholder={`Find one of ${all.length.toLocaleString()} users`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      )}
      {shown.length === 0 && query.trim() !== '' && <p className="empty-state">No user matches.</p>}
      <ul>
        {shown.map((u) => (
          <li key={u.email} className="dev-user">
            <button
              type="button"
              disabled={login.isPending}
              onClick={() => login.mutate(u.email)}
              aria-label={`Log in as ${u.full_name ?? u.email}`}
            >
              <span className="dev-user-name">{u.full_name ?? u.email}</span>
              <span className="dev-user-role">{u.role ? ROLE_NAMES[u.role] : ''}</span>
            </button>
            <a
              className="dev-user-new-tab"
              href={devLoginHash(u.email)}
              target="_blank"
              rel="noopener"
              aria-label={`Open as ${u.full_name ?? u.email} in a new tab`}
              title={`Open as ${u.full_name ?? u.email} in a new tab`}
            >
              New tab
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
