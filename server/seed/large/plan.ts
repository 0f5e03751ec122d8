/**
 * What the large organization's history says, before any of it is written: its conversations
 * (channel topics and direct-message groups), who writes in each, and every message's time.
 */

import { RESOLVED_TOPIC_PREFIX } from '../../../src/api/constants';
import type { BulkInserts } from '../../db/bulk';
import type { Db } from '../../db/database';
import { recipientOfStream } from '../../db/messages';
import type { Channel } from './channels';
import { TOPIC_QUALIFIERS, TOPIC_SUBJECTS } from './names';
import type { People } from './people';
import type { Random } from './random';

const DAY = 86400;

export interface Move {
  by: number;
  at: number;
  prevTopic?: string;
  prevStream?: number;
}

export interface Conversation {
  streamId: number | null;
  recipientId: number;
  topic: string;
  /** Who writes here, the most talkative first. */
  cast: number[];
  /** Who holds the conversation: the channel's subscribers, or the direct message's people. */
  audience: readonly number[];
  move?: Move;
}

export interface Plan {
  conversations: Conversation[];
  /** Per message, in time order: its conversation, sender and time. */
  conversation: Int32Array;
  sender: Int32Array;
  time: Float64Array;
}

interface Context {
  db: Db;
  bulk: BulkInserts;
  r: Random;
  now: number;
  messages: number;
}

/** Heavy-tailed sizes: most conversations are short, a few run to thousands. */
const conversationSize = (r: Random, cap: number) =>
  Math.min(cap, 5000, Math.floor(1 + 2.5 * ((1 / (1 - r.next())) ** 0.9 - 1)));

export function planHistory(c: Context, channels: Channel[], people: People): Plan {
  const start = c.now - 365 * DAY;
  const directCount = Math.round(c.messages * 0.12);
  const conversations: Conversation[] = [];
  const messages: { conversation: number; sender: number; time: number }[] = [];
  const lay = (conv: Conversation, size: number, from: number) => {
    const index = conversations.push(conv) - 1;
    const until = c.now - 60;
    const length = Math.min(until - from, size * c.r.between(300, 5400));
    const t0 = from + c.r.next() * (until - from - length);
    for (let k = 0; k < size; k++) {
      messages.push({
        conversation: index,
        sender: conv.cast[c.r.skewed(conv.cast.length, 0.7)]!,
        time: Math.floor(t0 + (length * (k + c.r.next() * 0.9)) / size),
      });
    }
    return messages[messages.length - 1]!.time;
  };
  const counts = allocate(
    channels.map((ch) => ch.weight),
    c.messages - directCount,
  );
  channels.forEach((ch, i) => {
    if (!ch.posters.length) return;
    planChannel(c, ch, counts[i]!, Math.max(start, ch.created + 60), channels, lay);
  });
  planDirect(c, people, directCount, start, lay);
  messages.sort((a, b) => a.time - b.time || a.conversation - b.conversation);
  return {
    conversations,
    conversation: Int32Array.from(messages, (m) => m.conversation),
    sender: Int32Array.from(messages, (m) => m.sender),
    time: Float64Array.from(messages, (m) => m.time),
  };
}

type Lay = (conv: Conversation, size: number, from: number) => number;

function planChannel(
  c: Context,
  ch: Channel,
  count: number,
  from: number,
  channels: Channel[],
  lay: Lay,
) {
  const { r } = c;
  const recipientId = recipientOfStream(c.db, ch.id);
  const names = new Set<string>();
  const topicName = () => {
    const base = `${r.pick(TOPIC_SUBJECTS)} ${r.pick(TOPIC_QUALIFIERS)}`;
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base} ${n}`;
    names.add(name);
    return name;
  };
  let left = count;
  // Busy channels have one long-running topic besides the rest.
  let first = count >= 2000 ? Math.round(count * 0.08) : 0;
  while (left > 0) {
    const size = first || conversationSize(r, left);
    first = 0;
    left -= size;
    const castSize = Math.min(ch.posters.length, 2 + r.skewed(10));
    const cast = new Set<number>();
    while (cast.size < castSize) cast.add(ch.posters[r.skewed(ch.posters.length, 1.1)]!);
    const topic = topicName();
    const conv: Conversation = {
      streamId: ch.id,
      recipientId,
      topic,
      cast: [...cast],
      audience: ch.members,
    };
    const last = lay(conv, size, from);
    const x = r.next();
    if (x < 0.06 && last < c.now - 3600) {
      const move: Move = { by: r.pick(conv.cast), at: r.between(last + 60, c.now - 60) };
      if (x < 0.04) {
        conv.topic = `${RESOLVED_TOPIC_PREFIX}${topic}`;
        move.prevTopic = topic;
      } else if (x < 0.05) {
        move.prevTopic = `${topic} (old)`;
      } else {
        move.prevStream = r.pick(channels).id;
      }
      if (move.prevStream !== ch.id) conv.move = move;
    }
  }
}

/** Demo users each have their share of direct-message conversations; the rest are random. */
function planDirect(c: Context, people: People, total: number, start: number, lay: Lay) {
  const { r, bulk } = c;
  const byTalk = [...people.talk.keys()];
  const perDemo = (key: string) =>
    key === 'iago'
      ? Math.max(3, Math.round(c.messages * 0.00012))
      : Math.max(1, Math.round(c.messages * 0.00004));
  const seeds: number[] = [];
  for (const [key, id] of people.demo) for (let i = 0; i < perDemo(key); i++) seeds.push(id);
  const used = new Set<string>();
  let left = total;
  for (let i = 0; left > 0 && i < total * 4; i++) {
    const talker = () => byTalk[r.skewed(byTalk.length, 0.9)]!;
    const first = seeds[i] ?? talker();
    const people = new Set([first]);
    for (let k = r.chance(0.2) ? r.between(2, 4) : 1; k > 0; k--) people.add(talker());
    if (people.size < 2) continue;
    const key = [...people].sort((a, b) => a - b).join(',');
    if (used.has(key)) continue;
    used.add(key);
    const size = conversationSize(r, left);
    left -= size;
    const audience = [...people];
    lay(
      {
        streamId: null,
        recipientId: bulk.dmRecipient(audience),
        topic: '',
        cast: audience,
        audience,
      },
      size,
      start,
    );
  }
}

/** Splits `total` in proportion to `weights` (largest remainders), deterministically. */
export function allocate(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (w / sum) * total);
  const out = exact.map(Math.floor);
  let rest = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (rest-- <= 0) break;
    out[i]!++;
  }
  return out;
}
