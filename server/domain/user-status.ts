/**
 * Statuses (zerver/actions/user_status.py): POST /users/me/status changes only what it is
 * given, everyone hears the change, and the register's `user_status` lists who has one.
 */
import type { Db } from '../db/database';
import { getStatus, type StatusRow, saveStatus, statusesOfActiveUsers } from '../db/presence';
import type { UserRow } from '../db/users';
import { badRequest } from './errors';
import { checkEmoji, emojiByName } from './messages/reactions';
import type { Notice } from './notices';
import { activeUserIds } from './user-audience';

export interface StatusChange {
  status_text?: string;
  away?: boolean;
  emoji_name?: string;
  emoji_code?: string;
  reaction_type?: string;
}

/** Zulip's limit on status_text. */
const MAX_STATUS_TEXT = 60;

/** The register key `user_status`: only the fields that are set, for users with any. */
export function userStatusState(db: Db) {
  const out: Record<number, Record<string, unknown>> = {};
  for (const s of statusesOfActiveUsers(db)) {
    const entry: Record<string, unknown> = {};
    if (s.hidden) entry.away = true;
    if (s.status_text) entry.status_text = s.status_text;
    if (s.emoji_name) {
      entry.emoji_name = s.emoji_name;
      entry.emoji_code = s.emoji_code;
      entry.reaction_type = s.reaction_type;
    }
    if (Object.keys(entry).length) out[s.user_id] = entry;
  }
  return { user_status: out };
}

/** The emoji a status asks for: "" clears it; a name alone is looked up as reactions do. */
function statusEmoji(db: Db, c: StatusChange) {
  const name = c.emoji_name ?? '';
  // Clearing keeps Zulip's default type, as its event does.
  if (name === '') return { emoji_name: '', emoji_code: '', reaction_type: 'unicode_emoji' };
  let code = c.emoji_code;
  let type = c.reaction_type;
  if (code === undefined || type === undefined) {
    const found = emojiByName(db, name);
    code ??= found.code;
    type ??= found.type;
  }
  checkEmoji(db, name, code, type);
  return { emoji_name: name, emoji_code: code, reaction_type: type };
}

/**
 * Stores the status text and emoji a change gives (not `away`, which is presence_enabled and
 * changed by the caller) and returns the user_status event with what was given.
 */
export function updateStatus(db: Db, user: UserRow, c: StatusChange): Notice[] {
  if (
    c.status_text === undefined &&
    c.away === undefined &&
    c.emoji_name === undefined &&
    c.emoji_code === undefined &&
    c.reaction_type === undefined
  ) {
    throw badRequest('Client did not pass any new values.');
  }
  const text = c.status_text?.trim();
  if (text !== undefined && text.length > MAX_STATUS_TEXT) {
    throw badRequest(`status_text is too long (limit: ${MAX_STATUS_TEXT} characters)`);
  }
  if (c.emoji_name === undefined && (c.emoji_code !== undefined || c.reaction_type !== undefined)) {
    throw badRequest(
      'Client must pass emoji_name if they pass either emoji_code or reaction_type.',
    );
  }
  const emoji = c.emoji_name === undefined ? undefined : statusEmoji(db, c);
  const before: StatusRow = getStatus(db, user.id) ?? {
    user_id: user.id,
    status_text: '',
    emoji_name: '',
    emoji_code: '',
    reaction_type: '',
  };
  if (text === undefined && emoji === undefined) return [];
  saveStatus(db, { ...before, ...(text === undefined ? {} : { status_text: text }), ...emoji });
  return [
    {
      event: {
        type: 'user_status',
        user_id: user.id,
        ...(text === undefined ? {} : { status_text: text }),
        ...emoji,
      },
      users: activeUserIds(db),
    },
  ];
}
