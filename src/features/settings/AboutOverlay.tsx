/** `#about-zulip`: what the server says of itself (GET /server_settings, not kept by events). */
import { useQuery } from '@tanstack/react-query';
import { getServerSettings } from '../../api/endpoints/auth';
import { useApp } from '../common/app-context';
import { OverlayContent, OverlayFrame, type OverlayScreenProps } from '../overlay';
import './settings.css';

const METHOD_NAMES: Record<string, string> = {
  password: 'Email and password',
  dev: 'Development login',
  email: 'Email',
  ldap: 'LDAP',
  remoteuser: 'Remote user (SSO)',
  github: 'GitHub',
  azuread: 'Microsoft Entra ID',
  gitlab: 'GitLab',
  apple: 'Apple',
  google: 'Google',
  saml: 'SAML',
  'openid connect': 'OpenID Connect',
};

export default function AboutOverlay({ onClose }: OverlayScreenProps) {
  const app = useApp();
  const settings = useQuery({
    queryKey: ['server_settings'],
    queryFn: () => getServerSettings(app.conn),
  });
  const s = settings.data;
  const methods = s
    ? Object.entries(s.authentication_methods)
        .filter(([, on]) => on)
        .map(([name]) => METHOD_NAMES[name] ?? name)
    : [];
  const external = s?.external_authentication_methods.map((m) => m.display_name) ?? [];
  return (
    <OverlayFrame title="About this server" onClose={onClose} className="about-overlay">
      <OverlayContent label="About this server">
        {settings.isPending && <p role="status">Loading…</p>}
        {settings.isError && (
          <p role="alert" className="error">
            Could not ask the server about itself: {settings.error.message}{' '}
            <button type="button" onClick={() => void settings.refetch()}>
              Retry
            </button>
          </p>
        )}
        {s && (
          <dl className="about-list">
            <dt>Organization</dt>
            <dd>{s.realm_name ?? '—'}</dd>
            <dt>Address</dt>
            <dd>{s.realm_url ?? s.realm_uri ?? window.location.origin}</dd>
            <dt>Server version</dt>
            <dd>{s.zulip_version}</dd>
            {s.zulip_merge_base && s.zulip_merge_base !== s.zulip_version && (
              <>
                <dt>Merge base</dt>
                <dd>{s.zulip_merge_base}</dd>
              </>
            )}
            <dt>API feature level</dt>
            <dd>{s.zulip_feature_level}</dd>
            <dt>Login methods</dt>
            <dd>
              <ul>
                {[...methods, ...external].map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </dd>
            <dt>Web-public channels for visitors</dt>
            <dd>{s.realm_web_public_access_enabled ? 'Enabled' : 'Disabled'}</dd>
          </dl>
        )}
      </OverlayContent>
    </OverlayFrame>
  );
}
