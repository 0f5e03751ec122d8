/** A Feed's test bench: a store, a fake server of one topic's messages, fake timers. */
import type { UpdateMessageEvent, WireEvent } from '../api/types/event';
import type { Message } from '../api/types/models';
import type { NarrowTerm } from '../api/types/narrow';
import type { MessagesPage } from '../store/store';
import { GENERAL, HAMLET, registerFixture, streamMessage } from '../store/test-support';
import { createClientStore } from './client-store';
import { Feed, type FeedSetup, type PageRequest } from './feed';

export const LUNCH: NarrowTerm[] = [
  { operator: 'channel', operand: GENERAL },
  { operator: 'topic', operand: 'lunch' },
];

export type Stored = Message & { flags: string[] };

/** The server's side of GET /messages for one narrow: its messages, in ID order. */
export function pageOf(all: readonly Stored[], p: PageRequest): MessagesPage {
  const ids = all.map((m) => m.id);
  let anchor: number;
  if (p.anchor === 'newest') anchor = ids[ids.length - 1] ?? 0;
  else if (p.anchor === 'oldest') anchor = ids[0] ?? 0;
  else if (p.anchor === 'first_unread')
    anchor = all.find((m) => !m.flags.includes('read'))?.id ?? ids[ids.length - 1] ?? 0;
  else anchor = Number(p.anchor);
  const before = all.filter((m) => m.id < anchor);
  const after = all.filter((m) => m.id > anchor);
  const at = p.include_anchor === false ? [] : all.filter((m) => m.id === anchor);
  const older = before.slice(Math.max(0, before.length - p.num_before));
  const newer = after.slice(0, p.num_after);
  return {
    messages: [...older, ...at, ...newer],
    found_oldest: older.length === before.length,
    found_newest: p.anchor === 'newest' || newer.length === after.length,
  };
}

/** A store, a server of `count` messages in #general > lunch (IDs 10, 20, ...), fake timers. */
export function harness(count = 300, read: (id: number) => boolean = () => true) {
  const parley = createClientStore(registerFixture(), 0, { now: () => 0, log: () => {} });
  const messages: Stored[] = Array.from({ length: count }, (_, i) => {
    const id = (i + 1) * 10;
    return { ...streamMessage(id), flags: read(id) ? ['read'] : [] };
  });
  const requests: PageRequest[] = [];
  /** How the next requests are answered: by the server, or by failing with these errors. */
  const failures: unknown[] = [];
  let time = 0;
  let timers: { at: number; fn: () => void; handle: number }[] = [];
  let handles = 0;
  const h = {
    parley,
    messages,
    requests,
    failures,
    feed(setup: Partial<FeedSetup> = {}) {
      return new Feed(
        {
          parley,
          fetch: async (_narrow, page) => {
            requests.push(page);
            const failure = failures.shift();
            if (failure !== undefined) throw failure;
            return pageOf(messages, page);
          },
          timers: {
            setTimeout: (fn, ms) => {
              timers.push({ at: time + ms, fn, handle: ++handles });
              return handles;
            },
            clearTimeout: (handle) => {
              timers = timers.filter((t) => t.handle !== handle);
            },
          },
          errorText: (e) => (e instanceof Error ? e.message : String(e)),
        },
        { narrow: LUNCH, opensAtUnread: true, ...setup },
      );
    },
    /** Lets the fake server's answers arrive. */
    settle: () => new Promise<void>((r) => setTimeout(r, 0)),
    async advance(ms: number) {
      time += ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= time).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        due.fn();
        await h.settle();
      }
    },
    apply(events: WireEvent[]) {
      parley.applyEvents(events);
    },
  };
  return h;
}

export const ids = (from: number, to: number) =>
  Array.from({ length: (to - from) / 10 + 1 }, (_, i) => from + i * 10);
export const feed0Key = (h: ReturnType<typeof harness>) =>
  Object.keys(h.parley.getState().messages.windows)[0]!;

/** Hamlet's edit of message 10 in #general > lunch (a move, with `subject` or `new_stream_id`). */
export const lunchEdit = (extra: Partial<UpdateMessageEvent>, id = 1): WireEvent =>
  ({
    id,
    type: 'update_message',
    user_id: HAMLET,
    message_id: 10,
    message_ids: [10],
    flags: [],
    edit_timestamp: 1,
    rendering_only: false,
    stream_id: GENERAL,
    orig_subject: 'lunch',
    ...extra,
  }) as WireEvent;
