/**
 * Statuses by user ID (text and emoji, and the deprecated `away`): from the register and
 * `user_status` events, which carry only what changed; an empty field is unset.
 */
import type { UserStatusEvent } from '../api/types/event';
import type { UserStatus } from '../api/types/presence';
import type { ReduceContext } from './state';

export type UserStatuses = Record<number, UserStatus>;

const FIELDS = ['status_text', 'emoji_name', 'emoji_code', 'reaction_type'] as const;

/** Only the fields that are set; no emoji fields without an emoji; undefined when none is. */
function cleaned(s: UserStatus): UserStatus | undefined {
  const out: UserStatus = {};
  if (s.away === true) out.away = true;
  if (s.status_text) out.status_text = s.status_text;
  if (s.emoji_name) {
    out.emoji_name = s.emoji_name;
    out.emoji_code = s.emoji_code ?? '';
    out.reaction_type = s.reaction_type ?? 'unicode_emoji';
  }
  return Object.keys(out).length ? out : undefined;
}

export function userStatusFromRegister(all: Record<string, UserStatus> | undefined): UserStatuses {
  const out: UserStatuses = {};
  for (const [id, s] of Object.entries(all ?? {})) {
    const c = cleaned(s);
    if (c) out[Number(id)] = c;
  }
  return out;
}

export function reduceUserStatus(
  statuses: UserStatuses,
  event: UserStatusEvent,
  ctx: ReduceContext,
): UserStatuses {
  const entry: UserStatus = { ...statuses[event.user_id] };
  if (event.away !== undefined) entry.away = event.away;
  for (const k of FIELDS) if (event[k] !== undefined) entry[k] = event[k] as never;
  const c = cleaned(entry);
  const next = ctx.draft.copy(statuses);
  if (c) next[event.user_id] = c;
  else delete next[event.user_id];
  return next;
}
