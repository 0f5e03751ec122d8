/** Which channel, topic or conversation the current view is, for the sidebar's highlight. */
import type { NarrowTerm } from '../../api/types/narrow';
import type { View } from '../../model/route';
import { dmKey } from '../../store/keys';

export interface Selection {
  view?: 'inbox' | 'recent' | 'drafts' | 'scheduled' | 'feed' | 'mentions' | 'starred';
  stream_id?: number;
  topic?: string;
  dm?: string;
}

const only = (narrow: readonly NarrowTerm[], operator: string, operand?: string) =>
  narrow.length === 1 &&
  narrow[0]!.operator === operator &&
  !narrow[0]!.negated &&
  (operand === undefined || narrow[0]!.operand === operand);

export function selectionOf(view: View | undefined, selfId: number): Selection {
  if (!view) return {};
  if (view.kind !== 'narrow') return { view: view.kind };
  const { narrow } = view;
  if (narrow.length === 0 || only(narrow, 'in', 'home')) return { view: 'feed' };
  if (only(narrow, 'is', 'mentioned')) return { view: 'mentions' };
  if (only(narrow, 'is', 'starred')) return { view: 'starred' };
  const channel = narrow.find(
    (t) => (t.operator === 'channel' || t.operator === 'stream') && !t.negated,
  );
  const topic = narrow.find(
    (t) => (t.operator === 'topic' || t.operator === 'subject') && !t.negated,
  );
  const stream_id = typeof channel?.operand === 'number' ? channel.operand : undefined;
  if (stream_id !== undefined && narrow.length <= 2) {
    return topic ? { stream_id, topic: String(topic.operand) } : { stream_id };
  }
  const dm = narrow.find((t) => t.operator === 'dm');
  if (dm && narrow.length === 1) return { dm: dmKey([dm.operand].flat().map(Number), selfId) };
  return {};
}
