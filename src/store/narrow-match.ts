/**
 * The narrow predicate: whether a message belongs to a narrow, decided here, so the store puts
 * messages in their windows on its own. Full-text `search` (and `with`) can only be decided by
 * the server: 'unknown'.
 */

import { RESOLVED_TOPIC_PREFIX } from '../api/constants';
import type { NarrowTerm } from '../api/types/narrow';
import { canonicalTerm, dmKey, topicKey } from './keys';
import type { ParleyState, StoredMessage } from './state';
import { isTopicMuted } from './unread-counts';

/** What the predicate looks up: the user, channels, users by email, topic policies. */
export type NarrowContext = Pick<
  ParleyState,
  'current_user_id' | 'channels' | 'users' | 'subscriptions' | 'userTopics' | 'awaitingPeople'
>;

export type Match = boolean | 'unknown';

function userIdOf(operand: string | number, ctx: NarrowContext): number | undefined {
  if (typeof operand === 'number') return operand;
  if (/^\d+$/.test(operand)) return Number(operand);
  const email = operand.toLowerCase();
  return Object.values(ctx.users).find((u) => u.email.toLowerCase() === email)?.user_id;
}

function userIdsOf(operand: NarrowTerm['operand'], ctx: NarrowContext): number[] | undefined {
  const parts = Array.isArray(operand)
    ? operand
    : typeof operand === 'number'
      ? [operand]
      : operand.split(',');
  const ids = parts.map((p) => userIdOf(typeof p === 'string' ? p.trim() : p, ctx));
  return ids.every((id) => id !== undefined) ? (ids as number[]) : undefined;
}

const participants = (m: StoredMessage) =>
  m.type === 'private' ? m.display_recipient.map((r) => r.id) : [];

function channelMatches(m: StoredMessage, operand: NarrowTerm['operand'], ctx: NarrowContext) {
  if (m.type !== 'stream') return false;
  if (typeof operand === 'number') return m.stream_id === operand;
  if (/^\d+$/.test(String(operand))) return m.stream_id === Number(operand);
  const name = ctx.channels[m.stream_id]?.name ?? m.display_recipient;
  return name.toLowerCase() === String(operand).toLowerCase();
}

function isMatch(m: StoredMessage, operand: string, ctx: NarrowContext): Match {
  switch (operand) {
    case 'dm':
    case 'private':
      return m.type === 'private';
    case 'starred':
    case 'mentioned':
      return (
        m.flags.includes(operand) ||
        (operand === 'mentioned' && m.flags.some((f) => f.endsWith('wildcard_mentioned')))
      );
    case 'alerted':
      return m.flags.includes('has_alert_word');
    case 'unread':
      return !m.flags.includes('read');
    case 'resolved':
      return m.type === 'stream' && m.subject.startsWith(RESOLVED_TOPIC_PREFIX);
    case 'followed':
      return (
        m.type === 'stream' &&
        ctx.userTopics[topicKey(m.stream_id, m.subject)]?.visibility_policy === 3
      );
    case 'muted':
      return m.type === 'stream' && isTopicMuted(ctx, m.stream_id, m.subject);
    default:
      return false;
  }
}

function hasMatch(m: StoredMessage, operand: string): Match {
  switch (operand) {
    case 'reaction':
      return m.reactions.length > 0;
    case 'link':
      return /<a\s/.test(m.content);
    case 'image':
      return m.content.includes('message_inline_image');
    case 'attachment':
      return m.content.includes('user_uploads/');
    default:
      return false;
  }
}

function termMatches(m: StoredMessage, term: NarrowTerm, ctx: NarrowContext): Match {
  const { operator, operand } = term;
  switch (operator) {
    case 'channel':
      return channelMatches(m, operand, ctx);
    case 'channels': {
      const channel = m.type === 'stream' ? ctx.channels[m.stream_id] : undefined;
      if (!channel) return false;
      return operand === 'web-public' ? channel.is_web_public : !channel.invite_only;
    }
    case 'topic':
      return m.type === 'stream' && m.subject.toLowerCase() === String(operand).toLowerCase();
    case 'sender': {
      const id = userIdOf(operand as string | number, ctx);
      // By an email, while everyone is still to come after the register: the server knows.
      if (id === undefined && ctx.awaitingPeople) return 'unknown';
      return m.sender_id === id;
    }
    case 'dm': {
      const ids = userIdsOf(operand, ctx);
      if (!ids && ctx.awaitingPeople) return 'unknown';
      if (m.type !== 'private' || !ids) return false;
      return dmKey(participants(m), ctx.current_user_id) === dmKey(ids, ctx.current_user_id);
    }
    case 'dm-including': {
      const ids = userIdsOf(operand, ctx);
      if (!ids && ctx.awaitingPeople) return 'unknown';
      return m.type === 'private' && !!ids && ids.every((id) => participants(m).includes(id));
    }
    case 'is':
      return isMatch(m, String(operand), ctx);
    case 'has':
      return hasMatch(m, String(operand));
    case 'in':
      if (operand === 'all') return true;
      return m.type === 'private' || !isTopicMuted(ctx, m.stream_id, m.subject);
    case 'id':
      return m.id === Number(operand);
    case 'near':
      return true;
    case 'search':
    case 'with':
      return 'unknown';
    default:
      return false;
  }
}

/** Whether a message belongs to a narrow: true, false, or 'unknown' (ask the server). */
export function messageMatchesNarrow(
  message: StoredMessage,
  narrow: readonly NarrowTerm[],
  ctx: NarrowContext,
): Match {
  let result: Match = true;
  for (const raw of narrow) {
    const term = canonicalTerm(raw);
    // canonicalTerm lower-cases text; topic and channel compare case-insensitively anyway.
    let match = termMatches(message, term, ctx);
    if (match !== 'unknown' && term.negated) match = !match;
    if (match === false) return false;
    if (match === 'unknown') result = 'unknown';
  }
  return result;
}

/** Operators (and `is:` operands) decided by where a message is, not by what it says. */
const LOCATION_OPERATORS = new Set(['channel', 'channels', 'topic', 'dm', 'dm-including', 'in']);
const LOCATION_IS = new Set(['dm', 'resolved', 'followed', 'muted']);

/**
 * What a narrow's terms about places say of a channel message at this place, when nothing else
 * is known of it (a message the store never held, moved here): true if they all take the place
 * in, false if one excludes it; sender, flags and content are not looked at. A search may match
 * the topic, which only the server can tell: 'unknown' unless a place term excludes it.
 */
export function channelLocationMatches(
  location: { stream_id: number; topic: string },
  narrow: readonly NarrowTerm[],
  ctx: NarrowContext,
): Match {
  const probe = {
    type: 'stream',
    stream_id: location.stream_id,
    subject: location.topic,
    display_recipient: ctx.channels[location.stream_id]?.name ?? '',
  } as StoredMessage;
  let result: Match = true;
  for (const raw of narrow) {
    const term = canonicalTerm(raw);
    if (term.operator === 'search' || term.operator === 'with') {
      result = 'unknown';
      continue;
    }
    const byPlace =
      LOCATION_OPERATORS.has(term.operator) ||
      (term.operator === 'is' && LOCATION_IS.has(String(term.operand)));
    if (!byPlace) continue;
    if (termMatches(probe, term, ctx) === Boolean(term.negated)) return false;
  }
  return result;
}
