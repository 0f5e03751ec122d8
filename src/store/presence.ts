/**
 * Who is around: each user's last active and last connected times (the modern presence shape,
 * whichever shape the server sent), from the register, the heartbeat's answers and `presence`
 * events; and the server's time of the latest answer, against which statuses are judged.
 */
import type { PresenceEvent } from '../api/types/event';
import type {
  LegacyClientPresence,
  ModernPresence,
  PresenceAnswer,
  Presences,
} from '../api/types/presence';
import type { RegisterResponse } from '../api/types/register';
import type { ReduceContext } from './state';

export interface PresenceSlice {
  byUser: Record<number, ModernPresence>;
  /** The server's time when it answered last (seconds). */
  server_timestamp: number;
  /** What the next heartbeat asks changes after (-1: everything). */
  last_update_id: number;
  ping_interval_seconds: number;
  offline_threshold_seconds: number;
}

const isModern = (e: object): e is ModernPresence =>
  'active_timestamp' in e || 'idle_timestamp' in e;

/** One entry as the modern shape; a legacy one (per client) folds its clients together. */
function modernOf(entry: ModernPresence | Record<string, LegacyClientPresence>): ModernPresence {
  if (isModern(entry)) return entry;
  const out: ModernPresence = {};
  for (const p of Object.values(entry as Record<string, LegacyClientPresence>)) {
    if (typeof p?.timestamp !== 'number') continue;
    if (p.status === 'active')
      out.active_timestamp = Math.max(out.active_timestamp ?? 0, p.timestamp);
    out.idle_timestamp = Math.max(out.idle_timestamp ?? 0, p.timestamp);
  }
  return out;
}

/** Later times win, field by field (answers and events may cross). */
function merged(a: ModernPresence | undefined, b: ModernPresence): ModernPresence {
  if (!a) return b;
  const latest = (x?: number, y?: number) =>
    x === undefined ? y : y === undefined ? x : Math.max(x, y);
  const active = latest(a.active_timestamp, b.active_timestamp);
  const idle = latest(a.idle_timestamp, b.idle_timestamp);
  return {
    ...(active === undefined ? {} : { active_timestamp: active }),
    ...(idle === undefined ? {} : { idle_timestamp: idle }),
  };
}

/** `presences` by user ID: modern keys are IDs, legacy ones emails (`idOfEmail` resolves). */
function byUserOf(
  presences: Presences,
  idOfEmail: (email: string) => number | undefined,
): Record<number, ModernPresence> {
  const out: Record<number, ModernPresence> = {};
  for (const [key, entry] of Object.entries(presences)) {
    const id = /^\d+$/.test(key) ? Number(key) : idOfEmail(key);
    if (id !== undefined && entry && typeof entry === 'object') out[id] = modernOf(entry);
  }
  return out;
}

export function presenceFromRegister(
  r: RegisterResponse,
  idOfEmail: (email: string) => number | undefined,
): PresenceSlice {
  return {
    byUser: byUserOf(r.presences ?? {}, idOfEmail),
    server_timestamp: r.server_timestamp ?? 0,
    last_update_id: r.presence_last_update_id ?? -1,
    ping_interval_seconds: r.server_presence_ping_interval_seconds ?? 60,
    offline_threshold_seconds: r.server_presence_offline_threshold_seconds ?? 140,
  };
}

/** A heartbeat's answer: its entries merged, its time and update ID kept. */
export function receivePresence(
  slice: PresenceSlice,
  answer: PresenceAnswer,
  idOfEmail: (email: string) => number | undefined,
): PresenceSlice {
  const byUser = { ...slice.byUser };
  for (const [id, p] of Object.entries(byUserOf(answer.presences ?? {}, idOfEmail))) {
    byUser[Number(id)] = merged(byUser[Number(id)], p);
  }
  return {
    ...slice,
    byUser,
    server_timestamp: Math.max(slice.server_timestamp, answer.server_timestamp ?? 0),
    last_update_id: answer.presence_last_update_id ?? slice.last_update_id,
  };
}

/** A `presence` event (always the legacy shape): one user's entry merged. */
export function reducePresence(
  slice: PresenceSlice,
  event: PresenceEvent,
  ctx: ReduceContext,
): PresenceSlice {
  const next = ctx.draft.copy(slice);
  next.byUser = ctx.draft.copy(slice.byUser);
  next.byUser[event.user_id] = merged(slice.byUser[event.user_id], modernOf(event.presence));
  return next;
}
