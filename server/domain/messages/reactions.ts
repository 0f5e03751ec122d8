/** Emoji reactions: adding and removing them. */
import { unicodeEmojiByName, unicodeEmojiNameByCode } from '../../../src/markdown';
import type { Db } from '../../db/database';
import { FLAG_BITS } from '../../db/flags';
import { deleteReaction, findReaction, insertReaction } from '../../db/reactions';
import { listRealmEmoji } from '../../db/realm-emoji';
import { getStreamById } from '../../db/streams';
import { insertUserMessages } from '../../db/user-messages';
import type { UserRow } from '../../db/users';
import { apiEmail } from '../emails';
import { ApiError, badRequest } from '../errors';
import { type Outcome, outcome } from '../notices';
import { accessMessage } from './access';
import { audienceOf } from './recipients';

export type ReactionType = 'unicode_emoji' | 'realm_emoji' | 'zulip_extra_emoji';

export interface ReactionRequest {
  emoji_name?: string;
  emoji_code?: string;
  reaction_type?: string;
}

/** Zulip's get_emoji_data: the code and type an emoji name stands for. */
export function emojiByName(db: Db, name: string): { code: string; type: ReactionType } {
  const realm = listRealmEmoji(db).find((e) => e.name === name && e.deactivated === 0);
  if (realm) return { code: String(realm.id), type: 'realm_emoji' };
  if (name === 'zulip') return { code: 'zulip', type: 'zulip_extra_emoji' };
  const code = unicodeEmojiByName(name);
  if (code) return { code, type: 'unicode_emoji' };
  throw badRequest(`Emoji '${name}' does not exist`);
}

/** Zulip's check_emoji_request: the name, code and type must agree. */
export function checkEmoji(db: Db, name: string, code: string, type: string): void {
  if (type === 'realm_emoji') {
    const e = listRealmEmoji(db).find((r) => String(r.id) === code);
    if (!e) throw badRequest('Invalid custom emoji.');
    if (e.name !== name) throw badRequest('Invalid custom emoji name.');
    if (e.deactivated) throw badRequest('This custom emoji has been deactivated.');
  } else if (type === 'zulip_extra_emoji') {
    if (code !== 'zulip') throw badRequest('Invalid emoji code.');
    if (name !== code) throw badRequest('Invalid emoji name.');
  } else if (type === 'unicode_emoji') {
    if (!unicodeEmojiNameByCode(code)) throw badRequest('Invalid emoji code.');
    if (unicodeEmojiByName(name) !== code) throw badRequest('Invalid emoji name.');
  } else {
    throw badRequest('Invalid emoji type.');
  }
}

function reactionNotice(
  db: Db,
  op: 'add' | 'remove',
  user: UserRow,
  messageId: number,
  streamId: number | null,
  r: { emoji_name: string; emoji_code: string; reaction_type: string },
) {
  const stream = streamId === null ? undefined : getStreamById(db, streamId);
  return {
    event: {
      type: 'reaction',
      op,
      message_id: messageId,
      user_id: user.id,
      // Deprecated, but back in reaction events since feature level 339.
      user: { user_id: user.id, email: apiEmail(user), full_name: user.full_name },
      emoji_name: r.emoji_name,
      emoji_code: r.emoji_code,
      reaction_type: r.reaction_type,
    },
    users: audienceOf(db, [messageId], stream),
  };
}

/** POST /messages/{message_id}/reactions. */
export function addReaction(
  db: Db,
  user: UserRow,
  messageId: number,
  req: ReactionRequest & { emoji_name: string },
  now: number,
): Outcome<Record<string, never>> {
  const { message, flags } = accessMessage(db, user, messageId);
  let name = req.emoji_name;
  let code = req.emoji_code;
  let type = req.reaction_type;
  if (code === undefined || type === undefined) {
    const found = emojiByName(db, name);
    code ??= found.code;
    type ??= found.type;
  }
  if (
    findReaction(db, {
      message_id: messageId,
      user_id: user.id,
      emoji_code: code,
      reaction_type: type,
    })
  ) {
    throw new ApiError('Reaction already exists.', 'REACTION_ALREADY_EXISTS');
  }
  // A vote for an existing reaction keeps that reaction's name, even for a retired emoji.
  const existing = findReaction(db, {
    message_id: messageId,
    emoji_code: code,
    reaction_type: type,
  });
  if (existing) name = existing.emoji_name;
  else checkEmoji(db, name, code, type);
  const r = { emoji_name: name, emoji_code: code, reaction_type: type };
  db.transaction(() => {
    if (flags === undefined) {
      insertUserMessages(db, user.id, [messageId], FLAG_BITS.read | FLAG_BITS.historical);
    }
    insertReaction(db, { message_id: messageId, user_id: user.id, created: now, ...r });
  })();
  return outcome({}, [reactionNotice(db, 'add', user, messageId, message.stream_id, r)]);
}

/** DELETE /messages/{message_id}/reactions. */
export function removeReaction(
  db: Db,
  user: UserRow,
  messageId: number,
  req: ReactionRequest,
): Outcome<Record<string, never>> {
  const { message } = accessMessage(db, user, messageId);
  let type = req.reaction_type ?? 'unicode_emoji';
  let code = req.emoji_code;
  if (code === undefined) {
    if (req.emoji_name === undefined) {
      throw badRequest(
        'At least one of the following arguments must be present: emoji_name, emoji_code',
      );
    }
    // By name alone, the name's own type applies (Zulip would assume unicode_emoji).
    const found = emojiByName(db, req.emoji_name);
    code = found.code;
    type = req.reaction_type ?? found.type;
  }
  const q = { message_id: messageId, user_id: user.id, emoji_code: code, reaction_type: type };
  const existing = findReaction(db, q);
  if (!existing) throw new ApiError("Reaction doesn't exist.", 'REACTION_DOES_NOT_EXIST');
  deleteReaction(db, q);
  return outcome({}, [reactionNotice(db, 'remove', user, messageId, message.stream_id, existing)]);
}
