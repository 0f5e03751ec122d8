/** Presence and status on the wire: register keys, POST /users/me/presence, their events. */
import type { EventBase } from './event-messages';

/** The modern shape (by user ID): when the user was last active, and last connected at all. */
export interface ModernPresence {
  active_timestamp?: number;
  idle_timestamp?: number;
}

/** The legacy shape of one client's (or the "aggregated") presence. */
export interface LegacyClientPresence {
  client?: string;
  status: 'active' | 'idle';
  timestamp: number;
  pushable?: boolean;
}

/** `presences`: modern entries by user ID, or legacy ones (by client) by email. */
export type Presences = Record<string, ModernPresence | Record<string, LegacyClientPresence>>;

/** POST /users/me/presence's answer (without ping_only). */
export interface PresenceAnswer {
  presences?: Presences;
  presence_last_update_id?: number;
  server_timestamp?: number;
}

/** A status: each field present only when set (the register), or when changed (events). */
export interface UserStatus {
  /** Deprecated (FL 148): the user turned presence_enabled off. */
  away?: boolean;
  status_text?: string;
  emoji_name?: string;
  emoji_code?: string;
  reaction_type?: 'unicode_emoji' | 'realm_emoji' | 'zulip_extra_emoji' | '';
}

export interface PresenceEvent extends EventBase {
  type: 'presence';
  user_id: number;
  email?: string;
  server_timestamp: number;
  presence: Record<string, LegacyClientPresence>;
}

export interface UserStatusEvent extends EventBase, UserStatus {
  type: 'user_status';
  user_id: number;
}
