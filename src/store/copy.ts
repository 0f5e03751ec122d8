/**
 * The local copy of the store (what features/common/local-copy.ts keeps in IndexedDB so that a
 * reload opens at once): which part of the state is written, and whether a copy read back may be
 * used. Pure.
 */
import type { MessagesSlice, MessageWindow, ParleyState, StoredMessage } from './state';

/** Bumped whenever ParleyState changes shape: a copy of another version is dropped, never read. */
export const COPY_SCHEMA = 4;

/** The views whose messages are kept, most recently visited first, and how many of each. */
export const COPY_VIEWS = 12;
export const COPY_MESSAGES_PER_VIEW = 200;

export interface CopyRecord {
  schema: number;
  /** Whose copy: a copy is only ever opened by the same account on the same server. */
  user_id: number;
  zulip_feature_level: number;
  savedAt: number;
  state: ParleyState;
}

/** The narrows' keys whose windows may hold a search's highlights: never kept. */
const isSearch = (w: MessageWindow) => w.narrow.some((t) => t.operator === 'search');

/**
 * What is written: everything events keep current, and the message windows of the views
 * visited last (`visited`, keys most recent first), each cut to its newest messages; not what
 * lives elsewhere or passes (unsent messages are the outbox's, typing, search highlights).
 */
export function copyOf(
  state: ParleyState,
  visited: readonly string[],
  savedAt: number,
): CopyRecord {
  const { copy: _, ...rest } = state;
  return {
    schema: COPY_SCHEMA,
    user_id: state.current_user_id,
    zulip_feature_level: state.server.zulip_feature_level,
    savedAt,
    state: {
      ...rest,
      messages: keptMessages(state.messages, visited),
      typing: NO_TYPING,
      searchMatches: NO_MATCHES,
    },
  };
}

// The same objects every time, so that the copy's writer (copy-parts.ts) sees them unchanged.
const NO_TYPING: ParleyState['typing'] = {};
const NO_MATCHES: ParleyState['searchMatches'] = {};
const kept = new WeakMap<MessagesSlice, { visited: string; messages: MessagesSlice }>();

/** The messages slice as kept: the windows of `visited`, the same object while both are. */
function keptMessages(messages: MessagesSlice, visited: readonly string[]): MessagesSlice {
  const key = visited.join('\n');
  const before = kept.get(messages);
  if (before?.visited === key) return before.messages;
  const windows: Record<string, MessageWindow> = {};
  const byId = new Map<number, StoredMessage>();
  for (const view of visited) {
    const w = messages.windows[view];
    if (!w || isSearch(w) || Object.keys(windows).length >= COPY_VIEWS) continue;
    const real = w.ids.filter((id) => id > 0);
    const ids = real.slice(-COPY_MESSAGES_PER_VIEW);
    windows[view] = {
      narrow: w.narrow,
      ids,
      found_oldest: w.found_oldest && ids.length === real.length,
      found_newest: w.found_newest,
    };
    for (const id of ids) {
      const m = messages.byId.get(id);
      if (m) byId.set(id, m);
    }
  }
  const result: MessagesSlice = { byId, windows, echoes: {}, lastEcho: messages.lastEcho };
  kept.set(messages, { visited: key, messages: result });
  return result;
}

/**
 * The state a copy opens with, or null when it must not be used: another schema, another
 * person, or not a copy at all. Every window is stale, and the events of no queue apply to it
 * (generation -1) until the server's register replaces it or its queue resumes (store.resumed).
 */
export function stateFromCopy(record: unknown, user_id: number): ParleyState | null {
  if (!record || typeof record !== 'object') return null;
  const r = record as Partial<CopyRecord>;
  if (r.schema !== COPY_SCHEMA || r.user_id !== user_id || !r.state) return null;
  if (r.state.current_user_id !== user_id) return null;
  const windows: Record<string, MessageWindow> = {};
  for (const [key, w] of Object.entries(r.state.messages.windows))
    windows[key] = { ...w, stale: true };
  return {
    ...r.state,
    // No queue until the server answers: nothing may be sent under the old one's name.
    queue_id: null,
    generation: -1,
    copy: { savedAt: r.savedAt ?? 0, queue_id: r.state.queue_id },
    messages: { ...r.state.messages, windows },
  };
}
