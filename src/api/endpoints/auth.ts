import { apiRequest, type Connection } from '../http';
import type {
  ApiKeyResponse,
  DevListUsersResponse,
  ServerSettings,
} from '../types/server-settings';

/** GET /server_settings */
export const getServerSettings = (conn: Connection) =>
  apiRequest<ServerSettings>(conn, 'GET', 'server_settings');

/** POST /fetch_api_key */
export const fetchApiKey = (conn: Connection, username: string, password: string) =>
  apiRequest<ApiKeyResponse>(conn, 'POST', 'fetch_api_key', { username, password });

/** POST /dev_fetch_api_key */
export const devFetchApiKey = (conn: Connection, username: string) =>
  apiRequest<ApiKeyResponse>(conn, 'POST', 'dev_fetch_api_key', { username });

/** GET /dev_list_users */
export const devListUsers = (conn: Connection) =>
  apiRequest<DevListUsersResponse>(conn, 'GET', 'dev_list_users');
