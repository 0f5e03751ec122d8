/**
 * Presence (Zulip's zerver/actions/presence.py and lib/presence.py): what a client's heartbeat
 * records, who learns at once that someone came online, and the presence data clients fetch
 * in Zulip's modern shape (by user ID, active and idle timestamps) or legacy one (by email,
 * per client and aggregated).
 */
import type { Db } from '../db/database';
import { getPresence, type PresenceRow, savePresence, sharedPresences } from '../db/presence';
import type { UserRow } from '../db/users';
import { apiEmail } from './emails';
import { badRequest } from './errors';
import type { Notice } from './notices';
import { activeUserIds } from './user-audience';

/** Zulip's proportions, scaled to the server's offline threshold (Zulip: 140 s). */
export function presenceTiming(offlineSeconds: number) {
  const scaled = (s: number) => Math.max(1, Math.round((s * offlineSeconds) / 140));
  return {
    offline: offlineSeconds,
    ping: scaled(60),
    /** PRESENCE_UPDATE_MIN_FREQ_SECONDS: a ping this soon after being active is not "new". */
    minFrequency: scaled(55),
    /** A legacy entry reads active while the last activity is this close to the last ping. */
    legacyActiveOffset: scaled(70),
  };
}

export type PresenceTiming = ReturnType<typeof presenceTiming>;

/** What /register announces: the heartbeat and the offline threshold. */
export const presencePeriods = (offlineSeconds: number) => ({
  server_presence_ping_interval_seconds: presenceTiming(offlineSeconds).ping,
  server_presence_offline_threshold_seconds: offlineSeconds,
});

/** Zulip's default for how far back a first fetch reaches. */
const HISTORY_LIMIT_DAYS = 14;
/** A hidden user's presence is this old, offline for every client (Zulip: 140 + 120 s). */
const HIDDEN_AGE = 260;

export type PresenceStatus = 'active' | 'idle';

export function checkPresenceStatus(status: string): PresenceStatus {
  if (status !== 'active' && status !== 'idle') throw badRequest(`Invalid status: ${status}`);
  return status;
}

/** The modern shape: when the user was last active, and last connected at all. */
function modern(row: PresenceRow) {
  return {
    ...(row.last_active_time === null ? {} : { active_timestamp: row.last_active_time }),
    idle_timestamp: row.last_connected_time,
  };
}

/** The legacy shape's status and timestamp (format_legacy_presence_dict). */
function legacyStatus(row: PresenceRow, timing: PresenceTiming) {
  const active =
    row.last_active_time !== null &&
    row.last_active_time + timing.legacyActiveOffset >= row.last_connected_time;
  return active
    ? { status: 'active' as const, timestamp: row.last_active_time as number }
    : { status: 'idle' as const, timestamp: row.last_connected_time };
}

/** The legacy shape: one entry for the "website" client and the same, aggregated. */
export function legacyPresence(row: PresenceRow, timing: PresenceTiming) {
  const s = legacyStatus(row, timing);
  return {
    website: { client: 'website', ...s, pushable: false },
    aggregated: { client: 'website', ...s },
  };
}

export interface PresenceQuery {
  /** Modern shape: asked by `last_update_id` or `slim_presence`. */
  modern: boolean;
  lastUpdateId?: number;
  historyLimitDays?: number;
}

/** `presences`, `presence_last_update_id` and `server_timestamp`, as fetches answer them. */
export function presenceData(db: Db, q: PresenceQuery, timing: PresenceTiming, now: number) {
  const since = q.lastUpdateId ?? -1;
  const rows =
    since > 0
      ? sharedPresences(db, { sinceUpdateId: since })
      : sharedPresences(db, {
          connectedSince: now - (q.historyLimitDays ?? HISTORY_LIMIT_DAYS) * 86400,
        });
  const presences: Record<string, unknown> = {};
  let lastUpdateId = since;
  for (const row of rows) {
    if (q.modern) presences[row.user_id] = modern(row);
    else presences[row.email] = legacyPresence(row, timing);
    lastUpdateId = Math.max(lastUpdateId, row.last_update_id);
  }
  return { presences, presence_last_update_id: lastUpdateId, server_timestamp: now };
}

/** The presence event everyone receives when `user` comes online or hides. */
function presenceNotice(
  db: Db,
  user: UserRow,
  row: PresenceRow,
  timing: PresenceTiming,
  now: number,
): Notice {
  const { website } = legacyPresence(row, timing);
  return {
    event: {
      type: 'presence',
      user_id: user.id,
      email: apiEmail(user),
      server_timestamp: now,
      presence: { website },
    },
    users: activeUserIds(db),
  };
}

/**
 * A client's report (do_update_user_presence): the user was connected now, and active now when
 * it says so. Everyone hears of it when the user comes online after being away long enough
 * that they no longer show as active. A user who hides their presence reports nothing.
 */
export function recordPresence(
  db: Db,
  user: UserRow,
  status: PresenceStatus,
  timing: PresenceTiming,
  now: number,
  hidden: boolean,
): Notice[] {
  if (hidden || user.is_bot) return [];
  const before = getPresence(db, user.id);
  const lastActive = before?.last_active_time ?? null;
  const cameOnline =
    status === 'active' &&
    (lastActive === null || now - lastActive > timing.offline - timing.minFrequency);
  const row = {
    user_id: user.id,
    last_connected_time: Math.max(now, before?.last_connected_time ?? now),
    last_active_time: status === 'active' ? Math.max(now, lastActive ?? now) : lastActive,
  };
  const id = savePresence(db, row);
  if (!cameOnline) return [];
  return [presenceNotice(db, user, { ...row, last_update_id: id }, timing, now)];
}

/**
 * presence_enabled changed: a user who hides gets one presence entry old enough to read as
 * offline everywhere (and stops reporting); one who shows again is active now. Either way
 * everyone is told, by a presence event and by the deprecated `away` of user_status.
 */
export function presenceEnabledNotices(
  db: Db,
  user: UserRow,
  enabled: boolean,
  now: number,
): Notice[] {
  const at = enabled ? now : now - HIDDEN_AGE;
  const row = {
    user_id: user.id,
    last_connected_time: at,
    last_active_time: enabled ? now : null,
  };
  const id = savePresence(db, row);
  return [
    // Both timestamps are equal, or there is no activity: any timing reads them alike.
    presenceNotice(db, user, { ...row, last_update_id: id }, presenceTiming(140), now),
    {
      event: { type: 'user_status', user_id: user.id, away: !enabled },
      users: activeUserIds(db),
    },
  ];
}

/** GET /users/{user_id_or_email}/presence: the legacy shape without client names. */
export function userPresence(db: Db, target: UserRow, asked: string, timing: PresenceTiming) {
  if (target.is_bot) throw badRequest('Presence is not supported for bot users.');
  const row = getPresence(db, target.id);
  if (!row) throw badRequest(`No presence data for ${asked}`);
  const s = legacyStatus(row, timing);
  return { presence: { website: s, aggregated: s } };
}
