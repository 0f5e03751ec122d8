import { describe, expect, it } from 'vitest';
import type { RegisterResponse } from '../api/types/register';
import { backoffMs, EventQueue } from './queue';
import { FakeTime, fakeServer, settle } from './test-support';
import type { ConnectionState } from './types';

function setup(random = 0, acknowledgeApplied = false) {
  const time = new FakeTime();
  const server = fakeServer();
  const snapshots: { queue_id: string | null; generation: number; reason: string }[] = [];
  const batches: { ids: number[]; generation: number }[] = [];
  const resumed: { queue_id: string; generation: number }[] = [];
  const states: ConnectionState[] = [];
  const queue = new EventQueue({
    conn: { realm: '', email: 'a@b', apiKey: 'k', fetch: server.fetch },
    clock: time,
    timers: time,
    random: () => random,
    acknowledgeApplied,
    listener: {
      snapshot: (s: RegisterResponse, generation, reason) =>
        snapshots.push({ queue_id: s.queue_id, generation, reason }),
      events: (events, generation) => batches.push({ ids: events.map((e) => e.id), generation }),
      resumed: (queue_id, generation) => resumed.push({ queue_id, generation }),
      connection: (state) => states.push(state),
    },
  });
  const last = () => states[states.length - 1];
  return { time, server, queue, snapshots, batches, resumed, states, last };
}

const events = (...ids: number[]) => ({ events: ids.map((id) => ({ id, type: 'heartbeat' })) });

describe('backoff', () => {
  it('follows min(2^((n+1)/2), 90)·(1+rand)/2 seconds', () => {
    expect(backoffMs(0, 0)).toBeCloseTo(707, 0);
    expect(backoffMs(1, 0)).toBe(1000);
    expect(backoffMs(1, 1)).toBe(2000);
    expect(backoffMs(3, 0)).toBe(2000);
    expect(backoffMs(20, 0)).toBe(45000);
    expect(backoffMs(20, 1)).toBe(90000);
  });
});

describe('EventQueue', () => {
  it('registers with markdown, no subscriber lists and every capability, then polls at once', async () => {
    const t = setup();
    t.server.script.push(events(101, 102), events(103));
    t.queue.start();
    await settle();
    const register = t.server.calls[0]!;
    expect(register.path).toBe('register');
    expect(register.params.apply_markdown).toBe('true');
    expect(register.params.include_subscribers).toBe('false');
    expect(JSON.parse(register.params.client_capabilities!)).toEqual({
      notification_settings_null: true,
      bulk_message_deletion: true,
      user_avatar_url_field_optional: true,
      stream_typing_notifications: true,
      user_settings_object: true,
      linkifier_url_template: true,
      user_list_incomplete: true,
      include_deactivated_groups: true,
      archived_channels: true,
      empty_topic_name: true,
    });
    expect(t.snapshots).toEqual([{ queue_id: 'q1', generation: 1, reason: 'initial' }]);
    expect(t.server.polls().map((c) => c.params)).toEqual([
      { queue_id: 'q1', last_event_id: '100' },
      { queue_id: 'q1', last_event_id: '102' },
      { queue_id: 'q1', last_event_id: '103' },
    ]);
    expect(t.batches).toEqual([
      { ids: [101, 102], generation: 1 },
      { ids: [103], generation: 1 },
    ]);
    expect(t.last()).toEqual({ status: 'connected' });
  });

  it('acknowledging what the page applied: the next poll waits for the page, and says only that', async () => {
    const t = setup(0, true);
    t.server.script.push(events(101, 102), events(103), 'hang');
    t.queue.start();
    await settle();
    const polled = () => t.server.polls().map((c) => c.params.last_event_id);
    // The first batch is out; until the page says it has applied it, no poll acknowledges it.
    expect(t.batches).toEqual([{ ids: [101, 102], generation: 1 }]);
    expect(polled()).toEqual(['100']);
    t.queue.applied(1, 101);
    await settle();
    expect(polled()).toEqual(['100']);
    // A confirmation of another generation is not this queue's.
    t.queue.applied(0, 102);
    await settle();
    expect(polled()).toEqual(['100']);
    t.queue.applied(1, 102);
    await settle();
    expect(polled()).toEqual(['100', '102']);
    t.queue.applied(1, 103);
    await settle();
    expect(polled()).toEqual(['100', '102', '103']);
    // Stopping while the page has not answered ends the wait too.
    await t.queue.stop();
  });

  it('stopped while waiting for the page: no poll follows', async () => {
    const t = setup(0, true);
    t.server.script.push(events(101));
    t.queue.start();
    await settle();
    t.queue.close();
    t.queue.applied(1, 101);
    await settle();
    expect(t.server.polls()).toHaveLength(1);
  });

  it('network error: backs off, retries with dont_block, resets after a success', async () => {
    const t = setup();
    t.server.script.push('network', 'network', events(101));
    t.queue.start();
    await settle();
    expect(t.server.polls()).toHaveLength(1);
    expect(t.last()).toMatchObject({
      status: 'reconnecting',
      failures: 1,
      retryAt: t.time.t + 1000,
    });
    await t.time.advance(999);
    expect(t.server.polls()).toHaveLength(1);
    await t.time.advance(1);
    expect(t.server.polls()).toHaveLength(2);
    expect(t.server.polls()[1]!.params.dont_block).toBe('true');
    expect(t.last()).toMatchObject({ status: 'reconnecting', failures: 2 });
    await t.time.advance(1415);
    expect(t.server.polls()).toHaveLength(4);
    expect(t.batches).toEqual([{ ids: [101], generation: 1 }]);
    expect(t.last()).toEqual({ status: 'connected' });
    expect(t.server.polls()[3]!.params.dont_block).toBeUndefined();
  });

  it('500: the same backoff, growing with each failure', async () => {
    const t = setup();
    t.server.script.push(
      { status: 500 },
      { status: 502 },
      { status: 503, body: { code: 'SERVER_NOT_READY' } },
    );
    t.queue.start();
    await settle();
    await t.time.advance(1000);
    expect(t.server.polls()).toHaveLength(2);
    await t.time.advance(1415);
    expect(t.server.polls()).toHaveLength(3);
    expect(t.last()).toMatchObject({ status: 'reconnecting', failures: 3 });
    await t.time.advance(1999);
    expect(t.server.polls()).toHaveLength(3);
    await t.time.advance(1);
    expect(t.server.polls()).toHaveLength(4);
  });

  it('429: waits at least retry-after', async () => {
    const t = setup();
    t.server.script.push(
      { status: 429, body: { code: 'RATE_LIMIT_HIT', 'retry-after': 5 } },
      events(101),
    );
    t.queue.start();
    await settle();
    await t.time.advance(4999);
    expect(t.server.polls()).toHaveLength(1);
    await t.time.advance(1);
    expect(t.server.polls()).toHaveLength(3); // the retry, then the next (open) poll
    expect(t.batches).toHaveLength(1);
  });

  it('a client-side timeout is no failure: a short pause, then poll again', async () => {
    const t = setup();
    t.server.script.push('hang', events(101));
    t.queue.start();
    await settle();
    await t.time.advance(100_000); // 90 s long-poll timeout + 10 s margin
    expect(t.states.some((s) => s.status === 'reconnecting')).toBe(false);
    expect(t.server.polls()).toHaveLength(1);
    await t.time.advance(708);
    expect(t.server.polls()).toHaveLength(3);
    expect(t.batches).toEqual([{ ids: [101], generation: 1 }]);
  });

  it('BAD_EVENT_QUEUE_ID: re-registers at once and emits a resync of a new generation', async () => {
    const t = setup();
    t.server.script.push(
      events(101),
      { status: 400, body: { code: 'BAD_EVENT_QUEUE_ID', queue_id: 'q1' } },
      events(201),
    );
    t.queue.start();
    await settle();
    expect(t.snapshots).toEqual([
      { queue_id: 'q1', generation: 1, reason: 'initial' },
      { queue_id: 'q2', generation: 2, reason: 'resync' },
    ]);
    expect(t.batches).toEqual([
      { ids: [101], generation: 1 },
      { ids: [201], generation: 2 },
    ]);
    expect(t.server.polls().at(-1)!.params).toEqual({ queue_id: 'q2', last_event_id: '201' });
  });

  it('a 400 that repeats: each re-register waits a growing, jittered backoff (no tight loop)', async () => {
    const t = setup(0.5);
    const refused = {
      status: 400,
      body: { code: 'BAD_REQUEST', msg: 'Event 150 was not in this queue' },
    };
    for (let i = 0; i < 5; i++) t.server.script.push(refused);
    t.server.script.push(events(601));
    const registers = () => t.server.calls.filter((c) => c.path === 'register');
    t.queue.start();
    await settle(50);
    // Without time passing, nothing more than the first register and its refused poll.
    expect(registers()).toHaveLength(1);
    expect(t.server.polls()).toHaveLength(1);
    expect(t.last()).toMatchObject({ status: 'reconnecting', failures: 1 });
    const waits: number[] = [];
    for (let n = 1; n <= 5; n++) {
      const before = t.time.t;
      const delay = backoffMs(n, 0.5);
      await t.time.advance(delay - 1);
      expect(registers()).toHaveLength(n);
      await t.time.advance(1);
      expect(registers()).toHaveLength(n + 1);
      waits.push(t.time.t - before);
      if (n < 5) expect(t.last()).toMatchObject({ status: 'reconnecting', failures: n + 1 });
    }
    expect(waits).toEqual([1500, 2121, 3000, 4243, 6000].map((ms) => expect.closeTo(ms, 0)));
    // Each refused queue is deleted rather than left to collect events on the server.
    const deleted = t.server.calls.filter((c) => c.method === 'DELETE').map((c) => c.params);
    expect(deleted).toEqual(['q1', 'q2', 'q3', 'q4', 'q5'].map((queue_id) => ({ queue_id })));
    // A poll that works ends the streak.
    expect(t.batches).toEqual([{ ids: [601], generation: 6 }]);
    expect(t.last()).toEqual({ status: 'connected' });
    expect(t.snapshots.map((s) => s.reason)).toEqual([
      'initial',
      'resync',
      'resync',
      'resync',
      'resync',
      'resync',
    ]);
  });

  it('a reducer exception on the page: resync() drops the queue and starts a new generation', async () => {
    const t = setup();
    let answer!: (events: object[]) => void;
    t.server.script.push({ deferred: new Promise((r) => (answer = r)) });
    t.queue.start();
    await settle();
    t.queue.resync();
    await settle();
    expect(t.server.calls.some((c) => c.method === 'DELETE' && c.params.queue_id === 'q1')).toBe(
      true,
    );
    expect(t.snapshots.map((s) => [s.queue_id, s.generation, s.reason])).toEqual([
      ['q1', 1, 'initial'],
      ['q2', 2, 'resync'],
    ]);
    // The old queue's answer arrives late: the old loop must not deliver it.
    answer([{ id: 150, type: 'heartbeat' }]);
    await settle();
    expect(t.batches).toEqual([]);
  });

  it('generation counter: after stop() an answer in flight is never delivered', async () => {
    const t = setup();
    let answer!: (events: object[]) => void;
    t.server.script.push({ deferred: new Promise((r) => (answer = r)) });
    t.queue.start();
    await settle();
    await t.queue.stop();
    answer([{ id: 101, type: 'heartbeat' }]);
    await settle();
    expect(t.batches).toEqual([]);
    expect(t.server.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: 'events',
      params: { queue_id: 'q1' },
    });
    expect(t.last()).toEqual({ status: 'stopped' });
  });

  it('stop() during a slow register waits for it and deletes the queue it made', async () => {
    const t = setup();
    let open!: () => void;
    t.server.registerOutcomes.push({ gate: new Promise<void>((r) => (open = r)) });
    t.queue.start();
    await settle();
    let stopped = false;
    void t.queue.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    open();
    await settle();
    expect(stopped).toBe(true);
    expect(t.snapshots).toEqual([]);
    expect(t.server.polls()).toEqual([]);
    expect(t.server.calls.at(-1)).toMatchObject({ method: 'DELETE', params: { queue_id: 'q1' } });
  });

  it('wake-up: a wall-clock jump cuts a long backoff short and polls with dont_block', async () => {
    const t = setup(1);
    for (let i = 0; i < 12; i++) t.server.script.push('network');
    t.server.script.push(events(101));
    t.queue.start();
    await settle();
    for (let i = 1; i < 12; i++) await t.time.advance(backoffMs(i, 1));
    expect(t.last()).toMatchObject({ status: 'offline', failures: 12, retryAt: t.time.t + 90_000 });
    const polls = t.server.polls().length;
    t.time.jump(40_000); // the laptop slept; timers did not run meanwhile
    await t.time.advance(1); // the overdue watchdog tick notices the jump
    expect(t.server.polls()).toHaveLength(polls + 2); // the retry at once, then the next poll
    expect(t.server.polls()[polls]!.params.dont_block).toBe('true');
    expect(t.batches).toEqual([{ ids: [101], generation: 1 }]);
    expect(t.last()).toEqual({ status: 'connected' });
  });

  it('the watchdog ignores a clock that runs normally', async () => {
    const t = setup();
    t.server.script.push('network');
    t.queue.start();
    await settle();
    await t.time.advance(500);
    expect(t.server.polls()).toHaveLength(1);
  });

  it('wake-up during an open poll restarts it without blocking', async () => {
    const t = setup();
    t.server.script.push('hang', events(101));
    t.queue.start();
    await settle();
    t.queue.wake(); // e.g. the browser came back online
    await settle();
    expect(t.server.polls()).toHaveLength(3);
    expect(t.server.polls()[1]!.params).toEqual({
      queue_id: 'q1',
      last_event_id: '100',
      dont_block: 'true',
    });
    expect(t.batches).toEqual([{ ids: [101], generation: 1 }]);
  });

  it('a failing register backs off too', async () => {
    const t = setup();
    t.server.registerOutcomes.push({ status: 502 });
    t.queue.start();
    await settle();
    expect(t.snapshots).toEqual([]);
    expect(t.last()).toMatchObject({ status: 'reconnecting', failures: 1 });
    await t.time.advance(1000);
    expect(t.snapshots).toEqual([{ queue_id: 'q1', generation: 1, reason: 'initial' }]);
  });

  it('401: stops with a fatal state', async () => {
    const t = setup();
    t.server.script.push({ status: 401, body: { code: 'INVALID_API_KEY' } });
    t.queue.start();
    await settle();
    await t.time.advance(100_000);
    expect(t.last()).toEqual({ status: 'fatal', code: 'INVALID_API_KEY', error: 'error' });
    expect(t.server.polls()).toHaveLength(1);
  });
});

describe('EventQueue resuming a kept queue', () => {
  const kept = { queue_id: 'kept', last_event_id: 41 };
  const paths = (t: ReturnType<typeof setup>) =>
    t.server.calls.map((c) => `${c.method} ${c.path} ${c.params.queue_id ?? ''}`.trim());

  it('polls it from its last event without blocking, registers nothing, and says it resumed', async () => {
    const t = setup();
    t.server.script.push(events(42, 43), 'hang');
    t.queue.start(kept);
    await settle();
    const [first, second] = t.server.polls();
    expect(first?.params).toMatchObject({
      queue_id: 'kept',
      last_event_id: '41',
      dont_block: 'true',
    });
    expect(second?.params).toMatchObject({ queue_id: 'kept', last_event_id: '43' });
    expect(second?.params.dont_block).toBeUndefined();
    expect(t.resumed).toEqual([{ queue_id: 'kept', generation: 1 }]);
    expect(t.batches).toEqual([{ ids: [42, 43], generation: 1 }]);
    expect(t.snapshots).toEqual([]);
    expect(t.last()).toEqual({ status: 'connected' });
    await t.queue.stop();
  });

  it('says it resumed before an empty first answer too', async () => {
    const t = setup();
    t.server.script.push(events(), 'hang');
    t.queue.start(kept);
    await settle();
    expect(t.resumed).toEqual([{ queue_id: 'kept', generation: 1 }]);
    expect(t.batches).toEqual([]);
    await t.queue.stop();
  });

  // Each refusal of the kept queue ends in a register at once (no backoff) of a new generation.
  it.each([
    ['gone (BAD_EVENT_QUEUE_ID)', { code: 'BAD_EVENT_QUEUE_ID', queue_id: 'kept' }, false],
    ['moved past the copy (pruned)', { code: 'BAD_REQUEST' }, true],
  ])('a kept queue %s: registers at once, never says it resumed', async (_, body, deletes) => {
    const t = setup();
    t.server.script.push({ status: 400, body }, 'hang');
    t.queue.start(kept);
    await settle();
    expect(t.resumed).toEqual([]);
    expect(t.snapshots).toEqual([{ queue_id: 'q1', generation: 2, reason: 'initial' }]);
    expect(paths(t)).toEqual([
      'GET events kept',
      ...(deletes ? ['DELETE events kept'] : []),
      'POST register',
      // The people later (people-later.ts): the user's own with the register, everyone after.
      'GET users/me',
      'GET events q1',
      'GET users',
    ]);
    expect(t.states.some((s) => s.status === 'reconnecting')).toBe(false);
    await t.queue.stop();
  });

  it('a network failure keeps the kept queue: backs off, then polls it again', async () => {
    const t = setup();
    t.server.script.push('network', events(42), 'hang');
    t.queue.start(kept);
    await settle();
    expect(t.last()).toMatchObject({ status: 'reconnecting', failures: 1 });
    await t.time.advance(2000);
    expect(t.server.polls().map((c) => c.params.queue_id)).toEqual(['kept', 'kept', 'kept']);
    expect(t.resumed).toEqual([{ queue_id: 'kept', generation: 1 }]);
    expect(t.batches).toEqual([{ ids: [42], generation: 1 }]);
    expect(t.snapshots).toEqual([]);
    await t.queue.stop();
  });

  it('a refusal after it resumed is an ordinary one: the register waits out a backoff', async () => {
    const t = setup();
    t.server.script.push(events(42), { status: 400, body: { code: 'BAD_REQUEST' } }, 'hang');
    t.queue.start(kept);
    await settle();
    expect(t.snapshots).toEqual([]);
    expect(t.last()).toMatchObject({ status: 'reconnecting', failures: 1 });
    await t.time.advance(2000);
    expect(t.snapshots).toEqual([{ queue_id: 'q1', generation: 2, reason: 'initial' }]);
    await t.queue.stop();
  });

  it('stop deletes the kept queue it was polling', async () => {
    const t = setup();
    t.queue.start(kept);
    await settle();
    await t.queue.stop();
    expect(paths(t)).toEqual(['GET events kept', 'DELETE events kept']);
  });
});
