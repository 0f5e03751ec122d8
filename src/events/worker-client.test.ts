import { describe, expect, it, vi } from 'vitest';
import { PEOPLE_COLLATION } from './people-order';
import { SLICES } from './snapshot-parts';
import {
  conn,
  FAKE_LISTS,
  FAKE_PEOPLE,
  FAKE_SERVER_BOT,
  fakeServer,
  pair,
  recordingClient,
  settle,
} from './test-support';
import {
  createEventWorkerClient,
  deleteQueueOnUnload,
  installPageLifecycle,
} from './worker-client';

/** A worker and fake server whose first register answers with these keys (queue q1). */
function pairRegisteredWith(keys: Record<string, unknown>) {
  const p = pair();
  p.server.registerOutcomes.push({
    status: 200,
    body: {
      result: 'success',
      msg: '',
      queue_id: 'q1',
      last_event_id: 1,
      zulip_feature_level: 330,
      ...keys,
    },
  });
  return p;
}

/** A client on `p`'s worker, started and settled, whose people go to `onPeople`. */
async function startedForPeople(p: ReturnType<typeof pair>) {
  const onPeople = vi.fn();
  const client = createEventWorkerClient(
    { onSnapshot: () => {}, onEvents: () => {}, onPeople },
    () => p.worker,
  );
  client.start(conn);
  await settle();
  return { client, onPeople };
}

describe('event worker client', () => {
  it('registers without the people: the user comes with the snapshot, everyone once the page has drawn', async () => {
    const p = pair();
    const onSnapshot = vi.fn();
    const onPeople = vi.fn();
    const onPeopleOrder = vi.fn();
    const client = createEventWorkerClient(
      { onSnapshot, onEvents: () => {}, onPeople, onPeopleOrder },
      () => p.worker,
    );
    client.start(conn);
    await settle();
    const register = p.server.calls.find((c) => c.path === 'register')!;
    expect(JSON.parse(register.params.fetch_event_types!)).not.toContain('realm_user');
    expect(onSnapshot.mock.calls[0]![0]).toMatchObject({
      user_id: 1,
      realm_users: [{ user_id: 1, full_name: 'Ada', is_active: true }],
      people_to_come: true,
    });
    // Not while the first view is being drawn.
    expect(p.server.calls.some((c) => c.path === 'users')).toBe(false);
    expect(onPeople).not.toHaveBeenCalled();
    client.drawn();
    await settle();
    // With the People list's order, of the active ones (Cy is not).
    expect(onPeople).toHaveBeenCalledWith(FAKE_PEOPLE, {}, 1, {
      userIds: [1, 2],
      collation: PEOPLE_COLLATION,
    });
    expect(onPeopleOrder).not.toHaveBeenCalled();
    await client.stop();
  });

  it('delivers snapshots, batches and connection states; stop() deletes the queue', async () => {
    const p = pair();
    p.server.script.push({ events: [{ id: 101, type: 'heartbeat' }] });
    const onSnapshot = vi.fn();
    const onEvents = vi.fn();
    const onConnection = vi.fn();
    const client = createEventWorkerClient({ onSnapshot, onEvents, onConnection }, () => p.worker);
    client.start(conn);
    await settle();
    expect(onSnapshot).toHaveBeenCalledWith(
      expect.objectContaining({ queue_id: 'q1' }),
      1,
      'initial',
    );
    expect(onEvents).toHaveBeenCalledWith([{ id: 101, type: 'heartbeat' }], 1);
    expect(onConnection).toHaveBeenLastCalledWith({ status: 'connected' });
    expect(client.queueId).toBe('q1');

    await client.stop();
    expect(p.server.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: 'events',
      params: { queue_id: 'q1' },
    });
    expect(p.terminate).toHaveBeenCalled();
    expect(client.queueId).toBeNull();
  });

  it("the people of one's DM conversations that GET /users leaves out come by their IDs", async () => {
    const p = pairRegisteredWith({
      recent_private_conversations: [{ user_ids: [2, FAKE_SERVER_BOT.user_id], max_message_id: 5 }],
    });
    const { client, onPeople } = await startedForPeople(p);
    client.drawn();
    await settle();
    expect(onPeople).toHaveBeenCalledWith([...FAKE_PEOPLE, FAKE_SERVER_BOT], {}, 1, {
      userIds: [1, 2, FAKE_SERVER_BOT.user_id],
      collation: PEOPLE_COLLATION,
    });
    await client.stop();
  });

  it.each([
    ['without', { stream_id: 10 }, FAKE_LISTS],
    ['with', { stream_id: 10, subscriber_count: 2 }, undefined],
  ])(
    "a server %s subscriber_count: one's channels' lists come with the people only from a server without",
    async (_, channel, lists) => {
      const p = pairRegisteredWith({ subscriptions: [channel], never_subscribed: [] });
      const { client, onPeople } = await startedForPeople(p);
      const register = p.server.calls.find((c) => c.path === 'register');
      expect(register?.params.include_subscribers).toBe('false');
      client.drawn();
      await settle();
      const asked = p.server.calls.filter((c) => c.path === 'users/me/subscriptions');
      expect(asked.map((c) => c.params.include_subscribers)).toEqual(lists ? ['true'] : []);
      expect(onPeople).toHaveBeenCalledWith(FAKE_PEOPLE, { subscribers: lists }, 1, {
        userIds: [1, 2],
        collation: PEOPLE_COLLATION,
      });
      await client.stop();
    },
  );

  it("a large organization's snapshot comes in slices, each read apart, and arrives whole", async () => {
    const p = pair();
    const users = Array.from({ length: 2 * SLICES.realm_users! + 1 }, (_, i) => ({
      user_id: i + 1,
    }));
    const channels = [{ stream_id: 1 }, { stream_id: 2 }];
    p.server.registerOutcomes.push({
      status: 200,
      body: {
        result: 'success',
        msg: '',
        queue_id: 'big',
        last_event_id: 7,
        event_queue_longpoll_timeout_seconds: 90,
        zulip_feature_level: 330,
        realm_users: users,
        subscriptions: channels,
      },
    });
    const onSnapshot = vi.fn();
    const { client, posted } = recordingClient(p, { onSnapshot, onEvents: () => {} });
    client.start(conn);
    await settle();
    // Three slices of the people, then the rest (the two channels were not worth slicing).
    expect(posted.map((m) => m.type).filter((type) => type.startsWith('snapshot'))).toEqual([
      'snapshot-slice',
      'snapshot-slice',
      'snapshot-slice',
      'snapshot',
    ]);
    expect(onSnapshot).toHaveBeenCalledTimes(1);
    const [snapshot] = onSnapshot.mock.calls[0]!;
    expect(snapshot.realm_users).toEqual(users);
    expect(snapshot.subscriptions).toEqual(channels);
    expect(snapshot.queue_id).toBe('big');
    expect(client.queueId).toBe('big');
    await client.stop();
  });

  it('resync() asks the worker for a new snapshot of a new generation', async () => {
    const p = pair();
    const onSnapshot = vi.fn();
    const client = createEventWorkerClient({ onSnapshot, onEvents: vi.fn() }, () => p.worker);
    client.start(conn);
    await settle();
    client.resync();
    await settle();
    expect(onSnapshot).toHaveBeenLastCalledWith(
      expect.objectContaining({ queue_id: 'q2' }),
      2,
      'resync',
    );
    expect(client.queueId).toBe('q2');
  });

  it('an online event in the worker polls at once', async () => {
    const p = pair();
    const client = createEventWorkerClient(
      { onSnapshot: vi.fn(), onEvents: vi.fn() },
      () => p.worker,
    );
    client.start(conn);
    await settle();
    p.online();
    await settle();
    expect(p.server.polls().at(-1)!.params.dont_block).toBe('true');
  });
});

describe('a page closing (a reload)', () => {
  /** The page's window, whose pagehide and pageshow the test fires. */
  function pageWindow() {
    const listeners: Record<string, (e: Event) => void> = {};
    const target = {
      addEventListener: (type: string, l: (e: Event) => void) => {
        listeners[type] = l;
      },
      removeEventListener: () => {},
    };
    const doc = { ...target, visibilityState: 'visible' as DocumentVisibilityState };
    return { target, doc, fire: (type: string, e = {}) => listeners[type]!(e as Event) };
  }
  const registers = (p: ReturnType<typeof pair>) =>
    p.server.calls.filter((c) => c.path === 'register').length;

  it('deletes the queue and registers no more: the lost poll does not start another register', async () => {
    const p = pair();
    p.server.script.push('until-deleted', 'until-deleted');
    const client = createEventWorkerClient(
      { onSnapshot: vi.fn(), onEvents: vi.fn() },
      () => p.worker,
    );
    const page = pageWindow();
    installPageLifecycle(
      client,
      { ...conn, fetch: p.server.fetch },
      page.target as never,
      page.doc as never,
    );
    client.start(conn);
    await settle();
    expect(registers(p)).toBe(1);
    expect(p.server.polls()).toHaveLength(1);

    page.fire('pagehide');
    await settle();
    await p.time.advance(60_000);
    expect(p.server.calls.filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: 'events', params: { queue_id: 'q1' }, keepalive: true },
    ]);
    expect(registers(p)).toBe(1);
    expect(p.server.polls()).toHaveLength(1);
  });

  it('a page back from the back-forward cache starts again from a new snapshot', async () => {
    const p = pair();
    p.server.script.push('until-deleted', 'hang');
    const onSnapshot = vi.fn();
    const client = createEventWorkerClient({ onSnapshot, onEvents: vi.fn() }, () => p.worker);
    const page = pageWindow();
    installPageLifecycle(
      client,
      { ...conn, fetch: p.server.fetch },
      page.target as never,
      page.doc as never,
    );
    client.start(conn);
    await settle();
    page.fire('pagehide');
    await settle();
    page.fire('pageshow', { persisted: true });
    await settle();
    expect(registers(p)).toBe(2);
    expect(onSnapshot).toHaveBeenLastCalledWith(
      expect.objectContaining({ queue_id: 'q2' }),
      3,
      'resync',
    );
    expect(p.server.polls().at(-1)!.params.queue_id).toBe('q2');
  });
});

describe('page lifecycle', () => {
  it('deleteQueueOnUnload sends a keepalive DELETE /events', async () => {
    const server = fakeServer();
    deleteQueueOnUnload({ realm: '', email: 'a', apiKey: 'b', fetch: server.fetch }, 'q9');
    await settle();
    expect(server.calls).toEqual([
      { method: 'DELETE', path: 'events', params: { queue_id: 'q9' }, keepalive: true },
    ]);
  });

  it('pagehide deletes the queue; online, offline and becoming visible wake the queue', async () => {
    const server = fakeServer();
    const listeners: Record<string, () => void> = {};
    const target = {
      addEventListener: (type: string, l: () => void) => {
        listeners[type] = l;
      },
      removeEventListener: (type: string) => {
        delete listeners[type];
      },
    };
    const doc = { ...target, visibilityState: 'visible' as DocumentVisibilityState };
    const client = { queueId: 'q3', wake: vi.fn(), closing: vi.fn() } as never as Parameters<
      typeof installPageLifecycle
    >[0];
    const remove = installPageLifecycle(
      client,
      { realm: '', email: 'a', apiKey: 'b', fetch: server.fetch },
      target as never,
      doc as never,
    );
    listeners.online!();
    listeners.offline!();
    listeners.visibilitychange!();
    expect(client.wake).toHaveBeenCalledTimes(3);
    listeners.pagehide!();
    expect(client.closing).toHaveBeenCalled();
    await settle();
    expect(server.calls[0]).toMatchObject({
      method: 'DELETE',
      keepalive: true,
      params: { queue_id: 'q3' },
    });
    remove();
    expect(Object.keys(listeners)).toEqual([]);
  });
});
