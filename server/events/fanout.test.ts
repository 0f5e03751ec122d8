import { describe, expect, it } from 'vitest';
import type { Notice } from '../domain/notices';
import { FakeClock } from '../testing/events';
import { CAPABILITIES, capabilityMask } from './capabilities';
import { buildMessageFilter, normalizeNarrow } from './narrow';
import { internEventTypes } from './queue';
import { EventSystem } from './system';

const ALL = Object.fromEntries(CAPABILITIES.map((c) => [c, true]));

function setup() {
  const clock = new FakeClock();
  const settings: Record<number, Record<string, unknown>> = {
    1: { enable_stream_desktop_notifications: true },
  };
  const system = new EventSystem(
    { heartbeatSeconds: 50, queueLifespanSeconds: 600 },
    {
      emailOf: (id) => `user${id}@example.com`,
      settingsOf: (id) => settings[id] ?? {},
      emptyTopicDisplayName: () => 'general chat',
    },
    clock,
  );
  const queue = (
    userId: number,
    o: {
      caps?: Record<string, boolean>;
      types?: string[] | null;
      narrow?: unknown[];
      applyMarkdown?: boolean;
    } = {},
  ) =>
    system.queues.allocate(userId, {
      eventTypes: internEventTypes(o.types ?? null),
      narrow: buildMessageFilter(normalizeNarrow(o.narrow ?? [])),
      capabilities: capabilityMask(o.caps ?? ALL),
      applyMarkdown: o.applyMarkdown ?? true,
      clientGravatar: false,
    });
  const read = (q: ReturnType<typeof queue>) => q.contents().map(({ id: _id, ...e }) => e);
  return { system, queue, read };
}

const message = {
  id: 9,
  type: 'stream',
  stream_id: 3,
  display_recipient: 'Verona',
  subject: 'lunch',
  sender_id: 1,
  sender_email: 'user1@example.com',
  content: '<p>hi <strong>there</strong></p>',
  content_type: 'text/html',
};

describe('fan-out', () => {
  it('sends a notice to every queue of exactly the users it names', () => {
    const { system, queue, read } = setup();
    const [a1, a2, b, c] = [queue(1), queue(1), queue(2), queue(3)];
    system.publish([{ event: { type: 'alert_words', alert_words: ['x'] }, users: [1, 2] }]);
    for (const q of [a1, a2, b])
      expect(read(q)).toEqual([{ type: 'alert_words', alert_words: ['x'] }]);
    expect(read(c)).toEqual([]);
  });

  it('merges per-user flags, gives local_message_id only to the sending queue, and shares the message', () => {
    const { system, queue } = setup();
    const [sending, other, reader] = [queue(1), queue(1), queue(2)];
    const notice: Notice = {
      event: { type: 'message', message, flags: [] },
      users: [1, 2],
      perUser: new Map([
        [1, { flags: ['read'] }],
        [2, { flags: ['mentioned'] }],
      ]),
      forQueue: { queue_id: sending.id, fields: { local_message_id: '12.01' } },
    };
    system.publish([notice]);
    expect(sending.contents()[0]).toMatchObject({ flags: ['read'], local_message_id: '12.01' });
    expect(other.contents()[0]).toMatchObject({ flags: ['read'] });
    expect(other.contents()[0]).not.toHaveProperty('local_message_id');
    expect(reader.contents()[0]).toMatchObject({ flags: ['mentioned'] });
    expect(reader.contents()[0]?.message).toBe(message);
  });

  it('sends the Markdown source to queues registered with apply_markdown false', () => {
    const { system, queue } = setup();
    const [html, raw] = [queue(1), queue(1, { applyMarkdown: false })];
    system.publish([
      { event: { type: 'message', message, flags: [] }, users: [1], rawContent: 'hi **there**' },
    ]);
    expect(html.contents()[0]?.message).toMatchObject({ content: message.content });
    expect(raw.contents()[0]?.message).toMatchObject({
      content: 'hi **there**',
      content_type: 'text/x-markdown',
    });
  });

  it('filters message events by narrow and every event by event_types; heartbeats always pass', () => {
    const { system, queue, read } = setup();
    const verona = queue(1, { narrow: [['channel', 'verona']] });
    const other = queue(1, { narrow: [{ operator: 'topic', operand: 'dinner' }] });
    const starred = queue(1, { narrow: [['is', 'starred']] });
    const typed = queue(1, { types: ['message'] });
    system.publish([
      { event: { type: 'message', message, flags: [] }, users: [1] },
      { event: { type: 'alert_words', alert_words: [] }, users: [1] },
      { event: { type: 'heartbeat' }, users: [1] },
    ]);
    expect(read(verona).map((e) => e.type)).toEqual(['message', 'alert_words', 'heartbeat']);
    expect(read(other).map((e) => e.type)).toEqual(['alert_words', 'heartbeat']);
    expect(read(starred).map((e) => e.type)).toEqual(['alert_words', 'heartbeat']);
    expect(read(typed).map((e) => e.type)).toEqual(['message', 'heartbeat']);
    expect(() => buildMessageFilter(normalizeNarrow([['search', 'x']]))).toThrow(
      'Operator search not supported.',
    );
  });

  it('splits delete_message per message without bulk_message_deletion', () => {
    const { system, queue, read } = setup();
    const bulk = queue(1);
    const legacy = queue(1, { caps: {} });
    const event = { type: 'delete_message', message_ids: [4, 5], message_type: 'private' };
    system.publish([{ event, users: [1] }]);
    expect(read(bulk)).toEqual([event]);
    expect(read(legacy)).toEqual([
      { type: 'delete_message', message_id: 4, message_type: 'private' },
      { type: 'delete_message', message_id: 5, message_type: 'private' },
    ]);
  });

  it('adds the legacy settings events without user_settings_object, and drops them with it', () => {
    const { system, queue, read } = setup();
    const modern = queue(1);
    const legacy = queue(1, { caps: {} });
    system.publish([
      {
        event: { type: 'user_settings', op: 'update', property: 'enter_sends', value: true },
        users: [1],
      },
      {
        event: { type: 'user_settings', op: 'update', property: 'enable_sounds', value: false },
        users: [1],
      },
      {
        event: { type: 'update_display_settings', user: 'x', setting_name: 'a', setting: 1 },
        users: [1],
      },
    ]);
    expect(read(modern).map((e) => e.type)).toEqual(['user_settings', 'user_settings']);
    expect(read(legacy)).toEqual([
      { type: 'user_settings', op: 'update', property: 'enter_sends', value: true },
      {
        type: 'update_display_settings',
        user: 'user1@example.com',
        setting_name: 'enter_sends',
        setting: true,
      },
      { type: 'user_settings', op: 'update', property: 'enable_sounds', value: false },
      {
        type: 'update_global_notifications',
        user: 'user1@example.com',
        notification_name: 'enable_sounds',
        setting: false,
      },
      { type: 'update_display_settings', user: 'x', setting_name: 'a', setting: 1 },
    ]);
  });

  it('routes capability-bound events: stream typing, linkifiers, archiving, group deactivation', () => {
    const { system, queue, read } = setup();
    const modern = queue(1);
    const legacy = queue(1, { caps: {} });
    system.publish([
      {
        event: { type: 'typing', op: 'start', message_type: 'stream', stream_id: 3, topic: '' },
        users: [1],
      },
      {
        event: { type: 'typing', op: 'start', message_type: 'direct', recipients: [] },
        users: [1],
      },
      { event: { type: 'realm_linkifiers', realm_linkifiers: [] }, users: [1] },
      { event: { type: 'stream', op: 'update', property: 'is_archived', value: true }, users: [1] },
      {
        event: { type: 'stream', op: 'delete', streams: [{ stream_id: 3 }] },
        users: [1],
        withoutCapability: 'archived_channels',
      },
      {
        event: { type: 'user_group', op: 'update', group_id: 5, data: { deactivated: true } },
        users: [1],
      },
      { event: { type: 'user_group', op: 'remove', group_id: 5 }, users: [1] },
      { event: { type: 'user_group', op: 'update', group_id: 5, data: { name: 'n' } }, users: [1] },
      { event: { type: 'realm_user', op: 'add' }, users: [1], capability: 'user_list_incomplete' },
    ]);
    const kinds = (q: typeof modern) => read(q).map((e) => `${e.type}/${e.op}`);
    expect(kinds(modern)).toEqual([
      'typing/start',
      'typing/start',
      'realm_linkifiers/undefined',
      'stream/update',
      'user_group/update',
      'user_group/update',
      'realm_user/add',
    ]);
    expect(kinds(legacy)).toEqual([
      'typing/start',
      'stream/delete',
      'user_group/remove',
      'user_group/update',
    ]);
    expect(read(legacy)[0]).toMatchObject({ message_type: 'direct' });
  });

  it('resolves null notification settings in subscription/add without notification_settings_null', () => {
    const { system, queue, read } = setup();
    const modern = queue(1);
    const legacy = queue(1, { caps: {} });
    const sub = { stream_id: 3, desktop_notifications: null, push_notifications: true };
    system.publish([
      { event: { type: 'subscription', op: 'add', subscriptions: [sub] }, users: [1] },
    ]);
    expect(read(modern)[0]?.subscriptions).toEqual([sub]);
    expect(read(legacy)[0]?.subscriptions).toEqual([
      { stream_id: 3, desktop_notifications: true, push_notifications: true },
    ]);
  });

  it('answers a waiting poll once per publish with every event of the change', async () => {
    const { system, queue } = setup();
    const q = queue(1, { caps: {} });
    const pending = system.queues.poll(q, -1, false);
    system.publish([
      {
        event: { type: 'delete_message', message_ids: [1, 2], message_type: 'private' },
        users: [1],
      },
    ]);
    expect((await pending).events.map((e) => e.message_id)).toEqual([1, 2]);
    system.close();
  });
});
