/** "Log in with email and password": POST /fetch_api_key. */
import { fetchApiKey } from '../../api/endpoints/auth';
import type { Connection } from '../../api/http';
import type { ApiKeyResponse } from '../../api/types/server-settings';
import { EmailLoginForm } from './EmailLoginForm';

interface Props {
  conn: Connection;
  onLogin(r: ApiKeyResponse): void;
}

export function PasswordLogin({ conn, onLogin }: Props) {
  return (
    <EmailLoginForm
      name="Log in with email and password"
      className="password-login"
      secret={{ label: 'Password', autoComplete: 'current-password' }}
      submit={{ label: 'Log in', pending: 'Logging in…' }}
      check={(email, password) => fetchApiKey(conn, email, password)}
      refused={{ codes: ['AUTHENTICATION_FAILED'], text: 'Wrong email or password.' }}
      onLogin={onLogin}
    />
  );
}
