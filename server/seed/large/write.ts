/**
 * Writes the planned history in time order (so IDs follow time): each message with its search
 * entry, the rows of the people who hold it (the sender, direct-message people, whoever is
 * mentioned, and the demo users in the channel; the rest read channel history without rows, as
 * Zulip's long-idle users do), reactions, edits and moves; then the demo users' topic settings.
 */
import type { BulkInserts } from '../../db/bulk';
import type { Db } from '../../db/database';
import { FLAG_BITS } from '../../db/flags';
import { fill, type Template } from './content';
import type { People } from './people';
import type { Conversation, Plan } from './plan';
import type { Random } from './random';

const DAY = 86400;
const READ = FLAG_BITS.read;
const CLIENTS = ['website', 'website', 'ZulipMobile', 'ZulipElectron', 'Parley'];
const REACTIONS = [
  { emoji_name: '+1', emoji_code: '1f44d' },
  { emoji_name: 'tada', emoji_code: '1f389' },
  { emoji_name: 'heart', emoji_code: '2764' },
  { emoji_name: 'smile', emoji_code: '1f642' },
  { emoji_name: 'eyes', emoji_code: '1f440' },
  { emoji_name: 'rocket', emoji_code: '1f680' },
  { emoji_name: 'check', emoji_code: '2705' },
];

interface Context {
  db: Db;
  bulk: BulkInserts;
  r: Random;
  now: number;
  people: People;
  plan: Plan;
  templates: { plain: Template[]; mentions: Template[] };
  /** Unread messages each demo user ends up with (fewer when they hold fewer). */
  unread: ReadonlyMap<number, number>;
}

export interface Written {
  messages: number;
  userMessages: number;
  reactions: number;
}

export function writeHistory(c: Context): Written {
  const { plan, r, bulk, now } = c;
  const demo = [...c.people.demo.values()];
  const masks = demoMasks(plan.conversations, demo);
  const firstUnread = unreadStarts(c, demo, masks);
  const written: Written = { messages: 0, userMessages: 0, reactions: 0 };
  const total = plan.time.length;
  const CHUNK = 25_000;
  for (let from = 0; from < total; from += CHUNK) {
    c.db.transaction(() => {
      for (let i = from; i < Math.min(total, from + CHUNK); i++) {
        const ci = plan.conversation[i]!;
        const conv = plan.conversations[ci]!;
        const sender = plan.sender[i]!;
        const time = plan.time[i]!;
        const recent = time > now - 2 * DAY;
        const flags = new Map<number, number>([[sender, READ]]);
        const mask = masks[ci]!;
        demo.forEach((d, k) => {
          if (d === sender || !(mask & (1 << k))) return;
          flags.set(
            d,
            (i >= firstUnread[k]! ? 0 : READ) | (r.chance(0.003) ? FLAG_BITS.starred : 0),
          );
        });
        if (conv.streamId === null) {
          for (const u of conv.audience) if (!flags.has(u)) flags.set(u, recent ? 0 : READ);
        }
        let t = r.pick(c.templates.plain);
        let text = { content: t.content, html: t.html };
        if (r.chance(0.06) && conv.cast.length > 1) {
          t = r.pick(c.templates.mentions);
          const target = conv.cast.find((u) => u !== sender) ?? sender;
          text = fill(t, c.people.byId.get(target)!);
          const had = flags.get(target);
          flags.set(target, (had ?? (recent ? 0 : READ)) | FLAG_BITS.mentioned);
        }
        const history = editHistory(c, conv, sender, time);
        const id = bulk.message(
          {
            sender_id: sender,
            recipient_id: conv.recipientId,
            stream_id: conv.streamId,
            topic: conv.topic,
            content: text.content,
            rendered_content: text.html,
            date_sent: time,
            client: r.pick(CLIENTS),
            has_link: t.hasLink ? 1 : 0,
            last_edit_timestamp: history.length ? (history[0]!.timestamp as number) : null,
            edit_history: history.length ? JSON.stringify(history) : null,
          },
          text.content,
        );
        for (const [u, bits] of flags) bulk.userMessage(u, id, bits);
        written.messages++;
        written.userMessages += flags.size;
        if (r.chance(0.08)) written.reactions += react(c, conv, id, time);
      }
    })();
  }
  c.db.transaction(() => demoTopicSettings(c, demo, masks))();
  return written;
}

/** Per conversation, which demo users (bit k for demo[k]) hold its messages. */
function demoMasks(conversations: Conversation[], demo: number[]): Int32Array {
  const byAudience = new Map<readonly number[], number>();
  return Int32Array.from(conversations, (conv) => {
    let mask = byAudience.get(conv.audience);
    if (mask === undefined) {
      const members = new Set(conv.audience);
      mask = demo.reduce((m, d, k) => (members.has(d) ? m | (1 << k) : m), 0);
      byAudience.set(conv.audience, mask);
    }
    return mask;
  });
}

/** Per demo user, the position from which the messages they hold are unread. */
function unreadStarts(c: Context, demo: number[], masks: Int32Array): number[] {
  const { plan } = c;
  return demo.map((d, k) => {
    const want = c.unread.get(d) ?? 0;
    let held = 0;
    for (let i = plan.time.length - 1; i >= 0; i--) {
      if (!(masks[plan.conversation[i]!]! & (1 << k)) || plan.sender[i] === d) continue;
      if (++held > want) return i + 1;
    }
    return 0;
  });
}

/** Moves of the whole topic come after its last message; a few messages were edited soon after. */
function editHistory(c: Context, conv: Conversation, sender: number, time: number) {
  const out: Record<string, unknown>[] = [];
  const m = conv.move;
  if (m) {
    const entry: Record<string, unknown> = { user_id: m.by, timestamp: m.at };
    if (m.prevTopic !== undefined)
      Object.assign(entry, { prev_topic: m.prevTopic, topic: conv.topic });
    if (m.prevStream !== undefined) {
      Object.assign(entry, { prev_stream: m.prevStream, stream: conv.streamId });
    }
    out.push(entry);
  }
  if (c.r.chance(0.02)) {
    const before = c.r.pick(c.templates.plain);
    out.push({
      user_id: sender,
      timestamp: Math.min(c.now, time + c.r.between(30, 900)),
      prev_content: before.content,
      prev_rendered_content: before.html,
    });
  }
  return out;
}

function react(c: Context, conv: Conversation, messageId: number, time: number): number {
  const { r } = c;
  const emoji = r.pick(REACTIONS);
  const who = r.sample(conv.cast, r.between(1, 3));
  for (const u of who) {
    c.bulk.reaction({
      message_id: messageId,
      user_id: u,
      ...emoji,
      created: Math.min(c.now, time + r.between(10, 3600)),
    });
  }
  return who.length;
}

/** Each demo user mutes and follows a few of the topics they can see. */
function demoTopicSettings(c: Context, demo: number[], masks: Int32Array) {
  c.plan.conversations.forEach((conv, i) => {
    if (conv.streamId === null) return;
    demo.forEach((d, k) => {
      if (!(masks[i]! & (1 << k))) return;
      const x = c.r.next();
      const policy = x < 0.015 ? 1 : x < 0.03 ? 3 : 0;
      if (policy) {
        c.bulk.userTopic(d, conv.streamId!, conv.topic, policy, c.now - c.r.int(60) * DAY);
      }
    });
  });
}
