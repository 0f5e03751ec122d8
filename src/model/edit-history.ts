/**
 * A message's edit history as the dialog shows it: one entry per snapshot of GET
 * /messages/{id}/history, oldest first, each saying who did what ("Posted by", "Edited by",
 * "Moved by", "Marked as resolved by") with the content change (the server's
 * content_html_diff) and the move ("from #Verona > lunch to #Denmark > dinner"). The
 * organization's visibility policy decides what is shown.
 */

import { RESOLVED_TOPIC_PREFIX } from '../api/constants';
import type { MessageHistoryEntry } from '../api/endpoints/messages';
import type { EditHistoryVisibility } from './history-visibility';

export interface Place {
  stream_id: number | undefined;
  topic: string;
}

export type HistoryAction =
  | 'posted'
  | 'edited'
  | 'moved'
  | 'edited-moved'
  | 'resolved'
  | 'unresolved';

export interface HistoryItem {
  action: HistoryAction;
  user_id: number | null;
  timestamp: number;
  /** Server HTML to show (sanitized by the screen): the original content or the diff. */
  html?: string;
  /** Whether `html` is a diff (inserted and deleted text marked). */
  diff: boolean;
  move?: { from: Place; to: Place };
}

const strip = (t: string) =>
  t.startsWith(RESOLVED_TOPIC_PREFIX) ? t.slice(RESOLVED_TOPIC_PREFIX.length) : t;

/** Whether a topic change only resolved or unresolved the topic. */
function resolveChange(from: string, to: string): 'resolved' | 'unresolved' | undefined {
  if (from === to || strip(from) !== strip(to)) return undefined;
  return to.startsWith(RESOLVED_TOPIC_PREFIX) ? 'resolved' : 'unresolved';
}

export function historyItems(
  snapshots: readonly MessageHistoryEntry[],
  currentStreamId: number | undefined,
  visibility: EditHistoryVisibility,
): HistoryItem[] {
  if (visibility === 'none' || snapshots.length === 0) return [];
  // Snapshots name a channel only when it changed: walk back from today's to know each one's.
  const channelAfter: (number | undefined)[] = [];
  let channel = currentStreamId;
  for (let i = snapshots.length - 1; i >= 0; i--) {
    channelAfter[i] = channel;
    if (snapshots[i]!.prev_stream !== undefined) channel = snapshots[i]!.prev_stream;
  }
  const items: HistoryItem[] = [];
  snapshots.forEach((s, i) => {
    const base = { user_id: s.user_id, timestamp: s.timestamp };
    if (i === 0) {
      const content = visibility === 'all' ? { html: s.rendered_content } : {};
      items.push({ ...base, action: 'posted', diff: false, ...content });
      return;
    }
    const topicMoved = s.prev_topic !== undefined && s.prev_topic !== s.topic;
    const channelMoved = s.prev_stream !== undefined && s.prev_stream !== s.stream;
    const edited = s.prev_content !== undefined && visibility === 'all';
    const moved = topicMoved || channelMoved;
    if (!edited && !moved) return;
    const resolve = !channelMoved && topicMoved ? resolveChange(s.prev_topic!, s.topic) : undefined;
    const item: HistoryItem = {
      ...base,
      action: resolve ?? (edited && moved ? 'edited-moved' : moved ? 'moved' : 'edited'),
      diff: edited && s.content_html_diff !== undefined,
    };
    if (edited) item.html = s.content_html_diff ?? s.rendered_content;
    if (moved && !resolve) {
      const to = channelAfter[i];
      item.move = {
        from: { stream_id: s.prev_stream ?? to, topic: s.prev_topic ?? s.topic },
        to: { stream_id: to, topic: s.topic },
      };
    }
    // Under "moves only" a content edit that also resolved the topic still shows the resolve.
    items.push(item);
  });
  return items;
}

const VERBS: Record<HistoryAction, string> = {
  posted: 'Posted by',
  edited: 'Edited by',
  moved: 'Moved by',
  'edited-moved': 'Edited and moved by',
  resolved: 'Marked as resolved by',
  unresolved: 'Marked as unresolved by',
};

/** "Edited by Iago"; the user is unknown for very old edits. */
export const historyHeading = (item: HistoryItem, name: string | undefined) =>
  `${VERBS[item.action]} ${name ?? 'an unknown user'}`;

/** "Moved from #Verona > lunch to #Denmark > dinner". */
export function moveText(
  move: NonNullable<HistoryItem['move']>,
  channelName: (id: number | undefined) => string,
  topicName: (topic: string) => string = (t) => t,
): string {
  const place = (p: Place) => `#${channelName(p.stream_id)} > ${topicName(p.topic)}`;
  return `Moved from ${place(move.from)} to ${place(move.to)}`;
}
