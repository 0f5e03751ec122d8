/** Mentions and alert words: the flags a message's content gives its recipients. */
import { alertWordsOf } from '../../db/alert-words';
import type { Db } from '../../db/database';
import { FLAG_BITS } from '../../db/flags';
import { groupMemberIds } from '../../db/groups';
import { topicSenderIds } from '../../db/messages';
import { topicReactorIds } from '../../db/reactions';
import type { StreamRow } from '../../db/streams';
import { activeSubscriberIds } from '../../db/streams';
import type { UserRow } from '../../db/users';
import { ApiError } from '../errors';
import { hasRealmPermission } from '../permissions';
import { automatonFor, prepareText } from './alert-word-automaton';
import type { RenderedMessage } from './render';

/** Zulip's Realm.WILDCARD_MENTION_THRESHOLD. */
export const WILDCARD_MENTION_THRESHOLD = 15;

/** Flag bits a message's content gives: mentions and alert words (not read/starred/...). */
export const CONTENT_FLAGS =
  FLAG_BITS.mentioned |
  FLAG_BITS.stream_wildcard_mentioned |
  FLAG_BITS.topic_wildcard_mentioned |
  FLAG_BITS.has_alert_word;

/** Senders and reactors of a channel topic. */
export function topicParticipants(db: Db, streamId: number, topic: string): Set<number> {
  return new Set([...topicSenderIds(db, streamId, topic), ...topicReactorIds(db, streamId, topic)]);
}

/**
 * Wildcard mentions in a channel with more than 15 subscribers (or a topic with more than
 * 15 participants) need can_mention_many_users_group.
 */
export function checkWildcardMentions(
  db: Db,
  sender: UserRow,
  stream: StreamRow,
  topic: string,
  r: RenderedMessage,
): void {
  if (!r.streamWildcardMentioned && !r.topicWildcardMentioned) return;
  const allowed = () => hasRealmPermission(db, sender, 'can_mention_many_users_group');
  if (
    r.streamWildcardMentioned &&
    activeSubscriberIds(db, stream.id).length > WILDCARD_MENTION_THRESHOLD &&
    !allowed()
  ) {
    throw new ApiError(
      'You do not have permission to use channel wildcard mentions in this channel.',
      'STREAM_WILDCARD_MENTION_NOT_ALLOWED',
    );
  }
  if (
    r.topicWildcardMentioned &&
    topicParticipants(db, stream.id, topic).size > WILDCARD_MENTION_THRESHOLD &&
    !allowed()
  ) {
    throw new ApiError(
      'You do not have permission to use topic wildcard mentions in this topic.',
      'TOPIC_WILDCARD_MENTION_NOT_ALLOWED',
    );
  }
}

/**
 * Users a rendering mentions directly: named users and members of named groups. A group
 * mention does not mention its sender (one's own `@designers` is not a mention of oneself,
 * as in Zulip).
 */
export function mentionedUsers(db: Db, r: RenderedMessage, senderId: number): Set<number> {
  const out = new Set(r.mentionedUserIds);
  for (const g of r.mentionedGroupIds) {
    for (const u of groupMemberIds(db, g)) if (u !== senderId) out.add(u);
  }
  return out;
}

/**
 * The content-derived flag bits of each recipient: mentioned, channel wildcard (everyone),
 * topic wildcard (topic participants, the sender included), alert words.
 */
export function contentFlags(
  db: Db,
  r: RenderedMessage,
  recipients: readonly number[],
  topicParticipantIds: ReadonlySet<number>,
  senderId: number,
): Map<number, number> {
  const mentioned = mentionedUsers(db, r, senderId);
  const alertWords = alertWordsOf(db, recipients);
  const text = alertWords.size ? prepareText(r.text) : undefined;
  const out = new Map<number, number>();
  for (const u of recipients) {
    let bits = 0;
    if (mentioned.has(u)) bits |= FLAG_BITS.mentioned;
    if (r.streamWildcardMentioned) bits |= FLAG_BITS.stream_wildcard_mentioned;
    if (r.topicWildcardMentioned && topicParticipantIds.has(u)) {
      bits |= FLAG_BITS.topic_wildcard_mentioned;
    }
    const words = alertWords.get(u);
    if (words && text && automatonFor(words).matches(text)) bits |= FLAG_BITS.has_alert_word;
    out.set(u, bits);
  }
  return out;
}
