/** Wire types of the unauthenticated server and login endpoints. */

export interface ExternalAuthenticationMethod {
  name: string;
  display_name: string;
  display_icon: string | null;
  login_url: string;
  signup_url: string;
}

/** GET /server_settings */
export interface ServerSettings {
  authentication_methods: Record<string, boolean>;
  external_authentication_methods: ExternalAuthenticationMethod[];
  zulip_feature_level: number;
  zulip_version: string;
  zulip_merge_base?: string;
  push_notifications_enabled: boolean;
  is_incompatible: boolean;
  email_auth_enabled: boolean;
  require_email_format_usernames: boolean;
  realm_uri?: string;
  realm_url?: string;
  realm_name?: string;
  realm_icon?: string;
  realm_description?: string;
  realm_web_public_access_enabled?: boolean;
}

/** POST /fetch_api_key and /dev_fetch_api_key */
export interface ApiKeyResponse {
  api_key: string;
  email: string;
  user_id: number;
}

export interface DevUser {
  email: string;
  realm_uri: string;
  realm_url?: string;
  /** Parley's server adds these so the dev login can show who is who. */
  full_name?: string;
  role?: number;
}

/** GET /dev_list_users (development servers only) */
export interface DevListUsersResponse {
  direct_admins: DevUser[];
  direct_users: DevUser[];
}
