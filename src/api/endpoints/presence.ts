import { apiRequest, type Connection } from '../http';
import type { PresenceAnswer, UserStatus } from '../types/presence';

/** POST /users/me/presence: this client's status, and (unless ping_only) everyone's presence. */
export const updatePresence = (
  conn: Connection,
  params: {
    status: 'active' | 'idle';
    new_user_input: boolean;
    ping_only?: boolean;
    last_update_id?: number;
    slim_presence?: boolean;
    history_limit_days?: number;
  },
) => apiRequest<PresenceAnswer>(conn, 'POST', 'users/me/presence', params);

/** POST /users/me/status: only the fields given change; "" clears one. */
export const updateStatus = (conn: Connection, status: Omit<UserStatus, 'away'>) =>
  apiRequest<object>(conn, 'POST', 'users/me/status', { ...status });
