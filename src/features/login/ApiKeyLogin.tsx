/**
 * "Log in with an API key": an email and the API key Zulip's settings page shows (Account &
 * privacy → API key), checked with GET /users/me before they are kept.
 */
import { getOwnUser } from '../../api/endpoints/users';
import type { Connection } from '../../api/http';
import type { ApiKeyResponse } from '../../api/types/server-settings';
import { EmailLoginForm } from './EmailLoginForm';

interface Props {
  conn: Connection;
  onLogin(r: ApiKeyResponse): void;
  /** Shown open, for servers that offer no login Parley can do itself (single sign-on only). */
  open?: boolean;
}

export function ApiKeyLogin({ conn, onLogin, open = false }: Props) {
  return (
    <details className="api-key-login" open={open}>
      <summary>Log in with an API key</summary>
      <EmailLoginForm
        name="Log in with an API key"
        secret={{ label: 'API key', autoComplete: 'off', spellCheck: false }}
        submit={{ label: 'Log in with API key', pending: 'Checking…' }}
        check={async (email, key) => {
          const me = await getOwnUser({ ...conn, email, apiKey: key.trim() });
          return { api_key: key.trim(), email: me.email, user_id: me.user_id };
        }}
        refused={{
          codes: ['INVALID_API_KEY', 'UNAUTHORIZED', 'USER_DEACTIVATED'],
          text: 'Wrong email or API key.',
        }}
        onLogin={onLogin}
      />
    </details>
  );
}
