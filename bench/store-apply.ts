/**
 * Event application in the client store: 10,000 `message` events and 10,000 mixed events
 * applied to a store holding 100,000 messages, each as a ratio to JSON.parse of the same
 * events' bytes (the cost of merely receiving them) measured in the same run. Budget: 2×.
 */

import { startTestServer } from '../server/testing/test-server';
import type { WireEvent } from '../src/api/types/event';
import type { Message } from '../src/api/types/models';
import type { RegisterResponse } from '../src/api/types/register';
import { createParleyStore } from '../src/store';
import { type BenchRow, report, timeMedian } from './lib';

const HELD = 100_000;
const EVENTS = 10_000;
const BATCH = 100;
const RUNS = 5;

function message(id: number, stream_id: number, sender_id: number, topic: string): Message {
  return {
    id,
    sender_id,
    sender_full_name: 'Iago',
    sender_email: 'iago@example.com',
    sender_realm_str: 'parley',
    avatar_url: `/avatar/${sender_id}`,
    client: 'bench',
    content: `<p>Message number ${id} with a little text to make it realistic.</p>`,
    content_type: 'text/html',
    type: 'stream',
    stream_id,
    subject: topic,
    topic_links: [],
    display_recipient: 'Verona',
    recipient_id: 100 + stream_id,
    timestamp: 1_700_000_000 + id,
    is_me_message: false,
    reactions: [],
    submessages: [],
  } as unknown as Message;
}

function messageEvents(firstId: number, stream_id: number, sender: number): WireEvent[] {
  return Array.from({ length: EVENTS }, (_, i) => ({
    id: i,
    type: 'message',
    message: message(firstId + i, stream_id, sender, `topic ${i % 50}`),
    flags: [],
  })) as unknown as WireEvent[];
}

function mixedEvents(held: number, stream_id: number, me: number, other: number): WireEvent[] {
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const target = held - (i % 5000);
    switch (i % 6) {
      case 0:
        out.push({
          type: 'message',
          message: message(held + 1 + i, stream_id, other, 'mixed'),
          flags: [],
        });
        break;
      case 1:
        out.push({
          type: 'update_message_flags',
          op: 'add',
          operation: 'add',
          flag: 'read',
          messages: [target],
          all: false,
        });
        break;
      case 2:
        out.push({
          type: 'reaction',
          op: 'add',
          message_id: target,
          user_id: other,
          emoji_name: 'tada',
          emoji_code: '1f389',
          reaction_type: 'unicode_emoji',
        });
        break;
      case 3:
        out.push({
          type: 'update_message',
          user_id: other,
          message_id: target,
          message_ids: [target],
          flags: [],
          edit_timestamp: 1_800_000_000 + i,
          rendering_only: false,
          content: 'edited',
          rendered_content: '<p>edited</p>',
          orig_content: 'x',
          orig_rendered_content: '<p>x</p>',
          is_me_message: false,
        });
        break;
      case 4:
        out.push({
          type: 'typing',
          op: 'start',
          message_type: 'stream',
          sender: { user_id: other, email: 'o@example.com' },
          stream_id,
          topic: 'mixed',
        });
        break;
      default:
        out.push({
          type: 'update_message_flags',
          op: 'add',
          operation: 'add',
          flag: 'starred',
          messages: [target],
          all: false,
        });
    }
    void me;
  }
  return out.map((e, i) => ({ id: i, ...e })) as unknown as WireEvent[];
}

function batches(events: WireEvent[]): WireEvent[][] {
  const out: WireEvent[][] = [];
  for (let i = 0; i < events.length; i += BATCH) out.push(events.slice(i, i + BATCH));
  return out;
}

export async function run(): Promise<BenchRow[]> {
  // A real register snapshot from the reference server, so the store starts as it does in use.
  const t = await startTestServer();
  const iago = await t.as('iago@example.com');
  const snapshot = (
    await iago.post('/register', { apply_markdown: true, include_subscribers: true })
  ).body as RegisterResponse;
  const other = (await t.as('hamlet@example.com')).userId!;
  await t.close();
  const stream_id = snapshot.subscriptions[0]!.stream_id;

  // Held messages arrive as GET /messages JSON, so build them the same way (parsed objects).
  const held = JSON.parse(
    JSON.stringify(
      Array.from({ length: HELD }, (_, i) => ({
        ...message(i + 1, stream_id, other, `topic ${i % 200}`),
        flags: ['read'],
      })),
    ),
  );
  const setup = () => {
    const parley = createParleyStore(snapshot, { log: () => {} });
    parley.receiveMessages([], { messages: held, found_oldest: true, found_newest: true });
    // Collect the setup's garbage now, not inside the timed part (run with --expose-gc).
    (globalThis as { gc?: () => void }).gc?.();
    return parley;
  };

  const rows: BenchRow[] = [];
  for (const [name, events] of [
    ['10,000 message events', messageEvents(HELD + 1, stream_id, other)],
    ['10,000 mixed events', mixedEvents(HELD, stream_id, snapshot.user_id!, other)],
  ] as const) {
    const groups = batches(events);
    // What the worker receives: one GET /events body per batch.
    const bodies = groups.map((g) => JSON.stringify({ result: 'success', msg: '', events: g }));
    const parse = timeMedian(
      RUNS,
      () => bodies,
      (bs) => {
        for (const b of bs) JSON.parse(b);
      },
    );
    const apply = timeMedian(RUNS, setup, (parley) => {
      for (const g of groups) parley.applyEvents(g);
    });
    rows.push({ name, value: apply, unit: 'ms', baseline: parse, ratio: apply / parse, budget: 2 });
  }
  return report('store-apply', rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
