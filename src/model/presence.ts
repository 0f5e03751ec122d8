/**
 * Who is around, as Zulip's web app judges it: active while the last activity is younger than
 * the offline threshold (140 s), idle while the last connection is, else offline; a user who
 * hides their presence (`away`) is offline; oneself is active unless hiding. Pure.
 */
import type { ModernPresence, UserStatus } from '../api/types/presence';
import type { ParleyState } from '../store/state';

export type PresenceStatus = 'active' | 'idle' | 'offline';

/** One user's status against the server's time `now` (seconds). */
export function presenceStatus(
  p: ModernPresence | undefined,
  now: number,
  offlineSeconds: number,
): PresenceStatus {
  const recent = (t: number | undefined) => t !== undefined && now - t < offlineSeconds;
  if (recent(p?.active_timestamp)) return 'active';
  if (recent(p?.idle_timestamp)) return 'idle';
  return 'offline';
}

/** A user's status in the state: theirs, or one's own (active unless hiding). */
export function userPresence(s: ParleyState, user_id: number): PresenceStatus {
  if (user_id === s.current_user_id) {
    return s.userSettings.presence_enabled === false ? 'offline' : 'active';
  }
  if (s.userStatus[user_id]?.away) return 'offline';
  const { byUser, server_timestamp, offline_threshold_seconds } = s.presence;
  return presenceStatus(byUser[user_id], server_timestamp, offline_threshold_seconds);
}

/** When the user was last seen connected or active, if ever. */
export function lastActive(p: ModernPresence | undefined): number | undefined {
  const times = [p?.active_timestamp, p?.idle_timestamp].filter((t) => t !== undefined);
  return times.length ? Math.max(...(times as number[])) : undefined;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "3 hours ago", "a moment ago": how long before `now` (seconds) `then` was. */
export function timeAgo(then: number, now: number): string {
  const s = Math.max(0, now - then);
  if (s < 60) return 'a moment ago';
  if (s < 3600) return `${plural(Math.floor(s / 60), 'minute')} ago`;
  if (s < 86400) return `${plural(Math.floor(s / 3600), 'hour')} ago`;
  return `${plural(Math.floor(s / 86400), 'day')} ago`;
}

/** The user card's line: "Active now", "Idle", "Last active 3 hours ago" or "Not active recently". */
export function presenceLine(
  status: PresenceStatus,
  last: number | undefined,
  now: number,
): string {
  if (status === 'active') return 'Active now';
  if (status === 'idle') return 'Idle';
  return last === undefined ? 'Not active recently' : `Last active ${timeAgo(last, now)}`;
}

/** A person named with their presence, as rows and dots are: "Othello, active". */
export const withPresence = (name: string, status: PresenceStatus) => `${name}, ${status}`;

/** The status worth showing: text or emoji (the deprecated `away` alone is not one). */
export const shownStatus = (s: UserStatus | undefined): UserStatus | undefined =>
  s && (s.status_text || s.emoji_name) ? s : undefined;

const RANK: Record<PresenceStatus, number> = { active: 1, idle: 2, offline: 3 };

/**
 * People in Zulip's buddy-list order: oneself, then active, idle, offline (each kept in order).
 * One pass into four groups: no sort of 10,000 people.
 */
export function byPresence<T extends { user_id: number }>(
  people: readonly T[],
  status: (user_id: number) => PresenceStatus,
  self: number,
): T[] {
  const groups: T[][] = [[], [], [], []];
  for (const u of people) groups[u.user_id === self ? 0 : RANK[status(u.user_id)]]!.push(u);
  return groups.flat();
}
