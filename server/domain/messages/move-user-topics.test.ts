import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../testing/events';
import { flagNames, sendTo, U } from '../../testing/message-helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { mergedPolicy } from './move-user-topics';

/**
 * Moving a whole topic (a rename, a resolve, a move to another channel) takes each user's
 * mute/unmute/follow setting along, as a Zulip server does; a partial move leaves them alone.
 */
let t: TestServer;
let iago: TestClient;
const users: Record<'hamlet' | 'othello', TestClient> = {} as never;
beforeAll(async () => {
  t = await startTestServer();
  iago = await t.as('iago@example.com');
  users.hamlet = await t.as('hamlet@example.com');
  users.othello = await t.as('othello@example.com');
});
afterAll(() => t.close());

const STREAM = { Verona: 2, Denmark: 3, Scotland: 4, Rome: 6 } as const;
type Stream = keyof typeof STREAM;
const MUTED = 1;
const UNMUTED = 2;
const FOLLOWED = 3;

/** [channel, topic, visibility_policy] */
type Setting = [Stream, string, number];

interface Case {
  name: string;
  who: 'hamlet' | 'othello';
  from: [Stream, string];
  policy: number;
  /** A destination topic that exists before the move, and the user's setting there. */
  destination?: { policy: number; hasMessages: boolean };
  to: { stream?: Stream; topic?: string };
  mode: 'change_one' | 'change_later' | 'change_all';
  /** Which message Iago edits: the topic's first (of two) or its last. */
  at: 'first' | 'last';
  /** The user's settings on both topics afterwards (POST /register `user_topics`). */
  after: Setting[];
  /** The user_topic events on the user's queue, in order. */
  events: Setting[];
}

const CASES: Case[] = [
  {
    name: 'mute, then Iago resolves: the resolved topic is muted',
    who: 'hamlet',
    from: ['Verona', 'mute test'],
    policy: MUTED,
    to: { topic: '✔ mute test' },
    mode: 'change_all',
    at: 'last',
    after: [['Verona', '✔ mute test', MUTED]],
    events: [
      ['Verona', 'mute test', 0],
      ['Verona', '✔ mute test', MUTED],
    ],
  },
  {
    name: 'follow, then Iago unresolves: the unresolved topic is followed',
    who: 'hamlet',
    from: ['Verona', '✔ done deal'],
    policy: FOLLOWED,
    to: { topic: 'done deal' },
    mode: 'change_all',
    at: 'first',
    after: [['Verona', 'done deal', FOLLOWED]],
    events: [
      ['Verona', '✔ done deal', 0],
      ['Verona', 'done deal', FOLLOWED],
    ],
  },
  {
    name: 'follow, then the topic moves to another channel: followed there',
    who: 'othello',
    from: ['Verona', 'lunch plans'],
    policy: FOLLOWED,
    to: { stream: 'Rome', topic: 'lunch on friday' },
    mode: 'change_all',
    at: 'last',
    after: [['Rome', 'lunch on friday', FOLLOWED]],
    events: [
      ['Verona', 'lunch plans', 0],
      ['Rome', 'lunch on friday', FOLLOWED],
    ],
  },
  {
    name: 'unmute, then change_later from the first message renames the whole topic',
    who: 'hamlet',
    from: ['Verona', 'later topic'],
    policy: UNMUTED,
    to: { topic: 'later renamed' },
    mode: 'change_later',
    at: 'first',
    after: [['Verona', 'later renamed', UNMUTED]],
    events: [
      ['Verona', 'later topic', 0],
      ['Verona', 'later renamed', UNMUTED],
    ],
  },
  {
    name: 'a rename that changes only letter case keeps the mute under the new spelling',
    who: 'hamlet',
    from: ['Verona', 'Case Topic'],
    policy: MUTED,
    to: { topic: 'case topic' },
    mode: 'change_all',
    at: 'last',
    after: [['Verona', 'case topic', MUTED]],
    events: [
      ['Verona', 'Case Topic', 0],
      ['Verona', 'case topic', MUTED],
    ],
  },
  {
    name: 'change_one moves part of the topic: settings stay where they were',
    who: 'hamlet',
    from: ['Verona', 'partial one'],
    policy: MUTED,
    to: { topic: 'partial split' },
    mode: 'change_one',
    at: 'last',
    after: [['Verona', 'partial one', MUTED]],
    events: [],
  },
  {
    name: 'change_later from the last message moves part of the topic: settings stay',
    who: 'othello',
    from: ['Verona', 'partial later'],
    policy: FOLLOWED,
    to: { stream: 'Rome' },
    mode: 'change_later',
    at: 'last',
    after: [['Verona', 'partial later', FOLLOWED]],
    events: [],
  },
  {
    name: 'moved to a private channel the user cannot read: the setting is dropped',
    who: 'othello',
    from: ['Verona', 'secret plans'],
    policy: FOLLOWED,
    to: { stream: 'Scotland' },
    mode: 'change_all',
    at: 'last',
    after: [],
    events: [['Verona', 'secret plans', 0]],
  },
  {
    name: 'muted, merged into a followed topic with messages: followed',
    who: 'hamlet',
    from: ['Verona', 'merge muted'],
    policy: MUTED,
    destination: { policy: FOLLOWED, hasMessages: true },
    to: { topic: 'merge followed' },
    mode: 'change_all',
    at: 'last',
    after: [['Verona', 'merge followed', FOLLOWED]],
    events: [['Verona', 'merge muted', 0]],
  },
  {
    name: 'muted, merged into a topic with messages and no setting: no setting',
    who: 'hamlet',
    from: ['Verona', 'merge muted 2'],
    policy: MUTED,
    destination: { policy: 0, hasMessages: true },
    to: { topic: 'merge plain' },
    mode: 'change_all',
    at: 'last',
    after: [],
    events: [['Verona', 'merge muted 2', 0]],
  },
  {
    name: 'unmuted, merged into a muted topic with messages: unmuted',
    who: 'hamlet',
    from: ['Verona', 'merge unmuted'],
    policy: UNMUTED,
    destination: { policy: MUTED, hasMessages: true },
    to: { topic: 'merge into muted' },
    mode: 'change_all',
    at: 'last',
    after: [['Verona', 'merge into muted', UNMUTED]],
    events: [
      ['Verona', 'merge unmuted', 0],
      ['Verona', 'merge into muted', UNMUTED],
    ],
  },
  {
    name: 'muted, moved onto a topic with no messages but a left-over follow: muted',
    who: 'othello',
    from: ['Verona', 'onto stale'],
    policy: MUTED,
    destination: { policy: FOLLOWED, hasMessages: false },
    to: { topic: 'stale follow' },
    mode: 'change_all',
    at: 'last',
    after: [['Verona', 'stale follow', MUTED]],
    events: [
      ['Verona', 'onto stale', 0],
      ['Verona', 'stale follow', MUTED],
    ],
  },
];

const setPolicy = (c: TestClient, stream: Stream, topic: string, policy: number) =>
  c.post('/user_topics', { stream_id: STREAM[stream], topic, visibility_policy: policy });

const settingsOf = async (c: TestClient, topics: [Stream, string][]): Promise<Setting[]> => {
  const r = await c.post('/register', { fetch_event_types: ['user_topic'] });
  const rows = r.body.user_topics as {
    stream_id: number;
    topic_name: string;
    visibility_policy: number;
  }[];
  return rows
    .map((u): Setting => {
      const name = Object.keys(STREAM).find((k) => STREAM[k as Stream] === u.stream_id) as Stream;
      return [name, u.topic_name, u.visibility_policy];
    })
    .filter(([s, topic]) =>
      topics.some(([ts, tt]) => ts === s && tt.toLowerCase() === topic.toLowerCase()),
    );
};

describe('PATCH /messages/{id}: per-topic settings follow a whole-topic move', () => {
  it.each(CASES)('$name', async (c) => {
    const user = users[c.who];
    const [fromStream, fromTopic] = c.from;
    const first = await sendTo(iago, fromStream, fromTopic, 'first');
    const last = await sendTo(iago, fromStream, fromTopic, 'last');
    expect((await setPolicy(user, fromStream, fromTopic, c.policy)).status).toBe(200);
    const toStream = c.to.stream ?? fromStream;
    const toTopic = c.to.topic ?? fromTopic;
    if (c.destination?.hasMessages) await sendTo(iago, toStream, toTopic, 'already here');
    if (c.destination?.policy) await setPolicy(user, toStream, toTopic, c.destination.policy);

    const queue = await listen(user, { event_types: ['user_topic'] });
    const r = await iago.patch(`/messages/${c.at === 'first' ? first : last}`, {
      ...(c.to.topic ? { topic: c.to.topic } : {}),
      ...(c.to.stream ? { stream_id: STREAM[c.to.stream] } : {}),
      propagate_mode: c.mode,
      send_notification_to_old_thread: false,
      send_notification_to_new_thread: false,
    });
    expect(r.status).toBe(200);

    const events = (await queue.events()).map(
      (e): Setting => [
        Object.keys(STREAM).find((k) => STREAM[k as Stream] === e.stream_id) as Stream,
        e.topic_name,
        e.visibility_policy,
      ],
    );
    expect(events).toEqual(c.events);
    expect(
      await settingsOf(user, [
        [fromStream, fromTopic],
        [toStream, toTopic],
      ]),
    ).toEqual(c.after);
  });

  it('a resolved muted topic stays out of the unread count', async () => {
    const hamlet = users.hamlet;
    const count = async () =>
      (await hamlet.post('/register', { fetch_event_types: ['message', 'update_message_flags'] }))
        .body.unread_msgs.count as number;
    await sendTo(iago, 'Verona', 'count test', 'one');
    const id = await sendTo(iago, 'Verona', 'count test', 'two');
    await setPolicy(hamlet, 'Verona', 'count test', MUTED);
    const before = await count();
    const r = await iago.patch(`/messages/${id}`, {
      topic: '✔ count test',
      propagate_mode: 'change_all',
    });
    expect(r.status).toBe(200);
    expect(await count()).toBe(before);
  });
});

describe('mergedPolicy: the more visible setting wins', () => {
  it.each([
    [MUTED, MUTED, MUTED],
    [MUTED, 0, 0],
    [0, MUTED, 0],
    [MUTED, UNMUTED, UNMUTED],
    [FOLLOWED, MUTED, FOLLOWED],
    [UNMUTED, FOLLOWED, FOLLOWED],
    [0, 0, 0],
  ])('moved %i into %i gives %i', (moved, destination, expected) => {
    expect(mergedPolicy(moved, destination)).toBe(expected);
  });
});

describe('the Notification Bot notices of a move', () => {
  it('are read for the user who moved the topic, unread for the others', async () => {
    const hamlet = users.hamlet;
    await sendTo(hamlet, 'Verona', 'notice test', 'one');
    const id = await sendTo(hamlet, 'Verona', 'notice test', 'two');
    const r = await iago.patch(`/messages/${id}`, {
      topic: 'notice moved',
      propagate_mode: 'change_all',
      send_notification_to_old_thread: true,
      send_notification_to_new_thread: true,
    });
    expect(r.status).toBe(200);
    const resolve = await iago.patch(`/messages/${id}`, {
      topic: '✔ notice moved',
      propagate_mode: 'change_all',
    });
    expect(resolve.status).toBe(200);
    const notices = (
      await iago.get('/messages', {
        anchor: 'newest',
        num_before: 5,
        num_after: 0,
        narrow: [{ operator: 'sender', operand: 'notification-bot@zulip.com' }],
      })
    ).body.messages as { id: number; subject: string; content: string }[];
    const ours = notices.filter((m) => m.subject.includes('notice'));
    // The new topic's notice moved along with the resolve.
    expect(ours.map((m) => m.subject).sort()).toEqual([
      'notice test',
      '✔ notice moved',
      '✔ notice moved',
    ]);
    for (const m of ours) {
      expect(flagNames(t, U.iago, m.id)).toContain('read');
      expect(flagNames(t, U.hamlet, m.id)).not.toContain('read');
    }
  });
});
