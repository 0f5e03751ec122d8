import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { getServerSettings } from '../../api/endpoints/auth';
import type { ApiKeyResponse } from '../../api/types/server-settings';
import { retrying } from '../common/retrying-import';
import { ApiKeyLogin } from './ApiKeyLogin';
import { DevLogin } from './DevLogin';
import { ExternalLogins } from './ExternalLogins';
import { PasswordLogin } from './PasswordLogin';

// The sanitizer is not needed to log in: the description comes with it, after the form.
const RealmDescription = lazy(retrying(() => import('./RealmDescription')));

export interface LoggedIn {
  realm: string;
  email: string;
  apiKey: string;
  userId: number;
}

interface Props {
  /** The server's base URL; '' for the server that served this page. */
  realm: string;
  onLogin(session: LoggedIn): void;
}

/** Offers exactly the login methods GET /server_settings lists. */
export function LoginPage({ realm, onLogin }: Props) {
  const conn = { realm };
  const settings = useQuery({
    queryKey: ['server_settings', realm],
    queryFn: () => getServerSettings(conn),
  });
  const done = (r: ApiKeyResponse) =>
    onLogin({ realm, email: r.email, apiKey: r.api_key, userId: r.user_id });

  const methods = settings.data?.authentication_methods ?? {};
  const external = settings.data?.external_authentication_methods ?? [];
  const nothingOffered =
    settings.data && !methods.password && !methods.dev && external.length === 0;

  return (
    <main className="login-page">
      {settings.data?.realm_icon && (
        <img className="realm-icon" src={settings.data.realm_icon} alt="" width={48} height={48} />
      )}
      <h1>Log in to {settings.data?.realm_name || 'Parley'}</h1>
      {settings.data?.realm_description && (
        <Suspense fallback={null}>
          <RealmDescription html={settings.data.realm_description} />
        </Suspense>
      )}
      {settings.isPending && <p role="status">Connecting to the server…</p>}
      {settings.isError && (
        <div role="alert" className="error">
          Could not reach the server: {settings.error.message}{' '}
          <button type="button" onClick={() => settings.refetch()}>
            Retry
          </button>
        </div>
      )}
      {methods.password && <PasswordLogin conn={conn} onLogin={done} />}
      {methods.dev && <DevLogin conn={conn} onLogin={done} />}
      {external.length > 0 && <ExternalLogins methods={external} realm={realm} />}
      {nothingOffered && (
        <p>This server offers no login method that Parley supports but an API key.</p>
      )}
      {settings.data && <ApiKeyLogin conn={conn} onLogin={done} open={!methods.password} />}
    </main>
  );
}
