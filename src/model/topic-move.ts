/**
 * Where a view of a topic goes when the whole topic moves (Zulip's rule for change_all moves,
 * resolving and unresolving among them): the same view, of the topic's new place.
 */
import type { UpdateMessageEvent } from '../api/types/event';
import type { NarrowTerm } from '../api/types/narrow';
import { canonicalOperator } from '../store/keys';

export function followTopicMove(
  narrow: readonly NarrowTerm[],
  event: UpdateMessageEvent,
  channelId: (operand: NarrowTerm['operand']) => number | undefined,
): NarrowTerm[] | null {
  if (event.propagate_mode !== 'change_all' || event.stream_id === undefined) return null;
  if (event.subject === undefined && event.new_stream_id === undefined) return null;
  const from = event.orig_subject;
  if (from === undefined || narrow.length !== 2 || narrow.some((t) => t.negated)) return null;
  const channel = narrow.find((t) => canonicalOperator(t.operator) === 'channel');
  const topic = narrow.find((t) => t.operator === 'topic');
  if (!channel || !topic || typeof topic.operand !== 'string') return null;
  if (channelId(channel.operand) !== event.stream_id) return null;
  if (topic.operand.toLowerCase() !== from.toLowerCase()) return null;
  return [
    { operator: 'channel', operand: event.new_stream_id ?? event.stream_id },
    { operator: 'topic', operand: event.subject ?? from },
  ];
}
