/** The narrow of an event queue: which message events it receives. */

import { RESOLVED_TOPIC_PREFIX } from '../../src/api/constants';
import { badRequest } from '../domain/errors';
import { MAX_NARROW_TERMS, narrowTooLong } from '../domain/messages/narrow';

/**
 * The `narrow` of POST /register: which `message` events a queue receives. Zulip supports
 * channel, topic, sender and a few `is:` operands here (zerver/lib/narrow_predicate.py);
 * anything else is refused at registration rather than silently ignored.
 */
export interface NarrowTerm {
  operator: string;
  operand: unknown;
  negated?: boolean;
}

export type MessageFilter = (message: Record<string, unknown>, flags: readonly string[]) => boolean;

const CHANNEL_OPERATORS = new Set(['channel', 'stream']);
const IS_OPERANDS = new Set([
  'dm',
  'private',
  'starred',
  'mentioned',
  'alerted',
  'unread',
  'resolved',
]);

/** `[[op, operand]]` or `[{operator, operand}]` to terms. */
export function normalizeNarrow(raw: readonly unknown[]): NarrowTerm[] {
  if (raw.length > MAX_NARROW_TERMS) throw narrowTooLong();
  return raw.map((t) => {
    if (Array.isArray(t)) return { operator: String(t[0]), operand: t[1] };
    const o = t as Record<string, unknown>;
    return { operator: String(o.operator), operand: o.operand, negated: o.negated === true };
  });
}

/** The predicate for a queue's narrow, or null when every message passes. */
export function buildMessageFilter(terms: readonly NarrowTerm[]): MessageFilter | null {
  for (const t of terms) {
    const ok =
      CHANNEL_OPERATORS.has(t.operator) ||
      t.operator === 'topic' ||
      t.operator === 'sender' ||
      (t.operator === 'is' && IS_OPERANDS.has(String(t.operand)));
    if (!ok) {
      const what = t.operator === 'is' ? `is:${String(t.operand)}` : t.operator;
      throw badRequest(`Operator ${what} not supported.`);
    }
  }
  if (terms.length === 0) return null;
  return (message, flags) =>
    terms.every((t) => matches(t, message, flags) !== (t.negated === true));
}

const lower = (v: unknown) => String(v).toLowerCase();

function matches(t: NarrowTerm, m: Record<string, unknown>, flags: readonly string[]): boolean {
  const isStream = m.type === 'stream';
  if (CHANNEL_OPERATORS.has(t.operator)) {
    if (!isStream) return false;
    return typeof t.operand === 'number'
      ? m.stream_id === t.operand
      : lower(t.operand) === lower(m.display_recipient);
  }
  switch (t.operator) {
    case 'topic':
      return isStream && lower(t.operand) === lower(m.subject);
    case 'sender':
      return typeof t.operand === 'number'
        ? m.sender_id === t.operand
        : lower(t.operand) === lower(m.sender_email);
    default:
      switch (t.operand) {
        case 'dm':
        case 'private':
          return m.type === 'private';
        case 'starred':
          return flags.includes('starred');
        case 'unread':
          return !flags.includes('read');
        case 'resolved':
          return isStream && String(m.subject).startsWith(RESOLVED_TOPIC_PREFIX);
        default:
          return flags.includes('mentioned');
      }
  }
}
