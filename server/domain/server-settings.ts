/** GET /server_settings: the server's login methods and realm. */
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { getRealm } from '../db/realm';
import { loadRealm, SERVER_CONSTANTS } from './realm';

/** Which login methods this server offers; the login page shows exactly these. */
export function authenticationMethods(config: Pick<ServerConfig, 'production'>) {
  return {
    password: true,
    dev: !config.production,
    email: true,
    ldap: false,
    remoteuser: false,
    github: false,
    azuread: false,
    gitlab: false,
    apple: false,
    google: false,
    saml: false,
    'openid connect': false,
  };
}

/** GET /server_settings */
export function serverSettings(db: Db, config: ServerConfig, realmUrl: string) {
  const realm = getRealm(db) ? loadRealm(db) : undefined;
  return {
    authentication_methods: authenticationMethods(config),
    // Parley's server has no external (OAuth/SAML) login; the client shows whatever is listed here.
    external_authentication_methods: [],
    zulip_feature_level: SERVER_CONSTANTS.zulip_feature_level,
    zulip_version: SERVER_CONSTANTS.zulip_version,
    zulip_merge_base: SERVER_CONSTANTS.zulip_merge_base,
    push_notifications_enabled: false,
    is_incompatible: false,
    email_auth_enabled: true,
    require_email_format_usernames: true,
    realm_uri: realmUrl,
    realm_url: realmUrl,
    realm_name: realm?.name ?? '',
    realm_icon: '/static/images/logo.svg',
    realm_description: realm?.description ?? '',
    realm_web_public_access_enabled: realm?.settings.enable_spectator_access ?? false,
  };
}
