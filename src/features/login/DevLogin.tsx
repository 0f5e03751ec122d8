import { useMutation, useQuery } from '@tanstack/react-query';
import { devFetchApiKey, devListUsers } from '../../api/endpoints/auth';
import type { Connection } from '../../api/http';
import type { ApiKeyResponse, DevUser } from '../../api/types/server-settings';
import { ROLE_NAMES } from '../../model/roles';
import { devLoginHash } from './dev-login-handoff';

interface Props {
  conn: Connection;
  onLogin(r: ApiKeyResponse): void;
}

/** Development login: one click per demo user, as the server lists them. */
export function DevLogin({ conn, onLogin }: Props) {
  const users = useQuery({
    queryKey: ['dev_list_users', conn.realm],
    queryFn: () => devListUsers(conn),
  });
  const login = useMutation({
    mutationFn: (email: string) => devFetchApiKey(conn, email),
    onSuccess: onLogin,
  });
  const all: DevUser[] = [
    ...(users.data?.direct_admins ?? []),
    ...(users.data?.direct_users ?? []),
  ].sort((a, b) => (a.role ?? 400) - (b.role ?? 400));

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
      <ul>
        {all.map((u) => (
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
