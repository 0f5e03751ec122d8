/** Canonical string keys for conversations, topics and narrows. */
import type { NarrowTerm } from '../api/types/narrow';

/** Topics compare case-insensitively, as the server does. */
export const topicKey = (stream_id: number, topic: string): string =>
  `${stream_id}:${topic.toLowerCase()}`;

/**
 * A DM conversation: the other participants' IDs, sorted; the user's own ID for a self-DM.
 * `user_ids` may include the current user.
 */
export function dmKey(user_ids: readonly number[], selfId: number): string {
  const others = [...new Set(user_ids)].filter((id) => id !== selfId).sort((a, b) => a - b);
  return others.length === 0 ? String(selfId) : others.join(',');
}

/** The conversation a typing indicator belongs to. */
export const typingKeyForStream = (stream_id: number, topic: string) =>
  `stream:${topicKey(stream_id, topic)}`;
export const typingKeyForDm = (user_ids: readonly number[], selfId: number) =>
  `dm:${dmKey(user_ids, selfId)}`;

const ALIASES: Record<string, string> = {
  stream: 'channel',
  streams: 'channels',
  'pm-with': 'dm',
  'group-pm-with': 'dm-including',
  subject: 'topic',
};

const ORDER = [
  'channels',
  'channel',
  'topic',
  'dm',
  'dm-including',
  'sender',
  'in',
  'is',
  'has',
  'id',
  'with',
  'search',
];

/** The operator's current name (old aliases such as `stream` and `pm-with` folded). */
export const canonicalOperator = (operator: string): string =>
  ALIASES[operator] ?? operator.toLowerCase();

/** Normalizes one term: current operator names, sorted ID lists, case-folded text. */
export function canonicalTerm(term: NarrowTerm): NarrowTerm {
  const operator = canonicalOperator(term.operator);
  let operand = term.operand;
  if (Array.isArray(operand)) operand = [...operand].sort((a, b) => a - b);
  else if (operator === 'is' && operand === 'private') operand = 'dm';
  else if (typeof operand === 'string' && operator !== 'sender') operand = operand.toLowerCase();
  return term.negated ? { operator, operand, negated: true } : { operator, operand };
}

const rank = (operator: string) => {
  const i = ORDER.indexOf(operator);
  return i === -1 ? ORDER.length : i;
};

/** The key message windows are stored under: equal for narrows that mean the same thing. */
export function narrowKey(narrow: readonly NarrowTerm[]): string {
  if (narrow.length === 0) return 'all';
  return narrow
    .map(canonicalTerm)
    .map((t) => {
      const operand = Array.isArray(t.operand) ? t.operand.join(',') : String(t.operand);
      return {
        rank: rank(t.operator),
        text: `${t.negated ? '-' : ''}${t.operator}:${encodeURIComponent(operand)}`,
      };
    })
    .sort((a, b) => a.rank - b.rank || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
    .map((t) => t.text)
    .join('/');
}
