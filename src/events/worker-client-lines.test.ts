/**
 * The page and its worker with a server that sends member lines (api/json-members.ts): lists
 * cross as the text they came as, and a list the page cannot parse is asked for again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_LINES_HEADER } from '../api/constants';
import { FETCH_EVENT_TYPES } from '../api/types/register';
import { backoffMs } from './queue-policy';
import { TEXT_MIN } from './register-lists';
import { SLICES } from './snapshot-parts';
import { conn, pair, recordingClient, settle } from './test-support';
import { createEventWorkerClient } from './worker-client';

describe('event worker client, member lines', () => {
  /** A register answer as Parley's server writes it: each member on a line of its own. */
  const memberLines = (body: Record<string, unknown>) => ({
    text: `{${Object.entries(body)
      .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
      .join(',\n')}}`,
    headers: { [MEMBER_LINES_HEADER]: 'lines' },
  });
  const answerWith = (realm_users: unknown, json?: string) => {
    const answer = memberLines({
      result: 'success',
      msg: '',
      queue_id: 'lines',
      realm_users,
      last_event_id: 7,
      event_queue_longpoll_timeout_seconds: 90,
    });
    if (json) answer.text = answer.text.replace(JSON.stringify(realm_users), json);
    return answer;
  };
  const manyPeople = Array.from({ length: TEXT_MIN / 30 }, (_, i) => ({
    user_id: i + 1,
    full_name: `Person ${(i * 7919) % 1000}`,
    is_bot: false,
  }));

  /** A page and its worker whose registers get these answers, in turn; started. */
  async function startedWith(...answers: ReturnType<typeof memberLines>[]) {
    const p = pair();
    p.server.registerOutcomes.push(...answers);
    const onSnapshot = vi.fn();
    const onPeopleOrder = vi.fn();
    const onConnection = vi.fn();
    const { client, posted } = recordingClient(p, {
      onSnapshot,
      onEvents: () => {},
      onPeopleOrder,
      onConnection,
    });
    // A register with the people (people-later.ts leaves them out by default).
    client.start(conn, { fetch_event_types: [...FETCH_EVENT_TYPES, 'realm_user'] });
    await settle();
    return { p, client, posted, onSnapshot, onPeopleOrder, onConnection };
  }

  it('with member lines, the people cross as the text they came as, in one slice', async () => {
    const { client, posted, onSnapshot, onPeopleOrder } = await startedWith(answerWith(manyPeople));
    const slices = posted.filter((m) => m.type === 'snapshot-slice');
    expect(slices).toHaveLength(1);
    expect(slices[0]).toMatchObject({
      slice: { key: 'realm_users', json: JSON.stringify(manyPeople) },
    });
    expect(onSnapshot.mock.calls[0]![0]).toMatchObject({
      queue_id: 'lines',
      realm_users: manyPeople,
    });
    // The worker sorted the people it passed on unparsed.
    const byName = [...manyPeople]
      .sort((a, b) => a.full_name.localeCompare(b.full_name) || a.user_id - b.user_id)
      .map((u) => u.user_id);
    expect(onPeopleOrder.mock.calls[0]![0]).toEqual(byName);
    await client.stop();
  });

  describe('a list whose text is no JSON', () => {
    const broken = `${JSON.stringify(manyPeople).slice(0, -2)}]`;
    const registers = (p: ReturnType<typeof pair>) =>
      p.server.calls.filter((c) => c.path === 'register').length;

    /** The second register gave the page its snapshot, and the backoff's end asks for none. */
    async function settledOnSecond(
      p: ReturnType<typeof pair>,
      onSnapshot: ReturnType<typeof vi.fn>,
    ) {
      await settle();
      expect(registers(p)).toBe(2);
      expect(onSnapshot).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(backoffMs(1, 1));
      expect(registers(p)).toBe(2);
    }

    /** A client whose first register brings an unreadable list; the next ones are good. */
    const unreadableFirst = () =>
      startedWith(answerWith(manyPeople, broken), answerWith(manyPeople), answerWith(manyPeople));

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      vi.spyOn(console, 'warn').mockImplementation(() => {});
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('the page says so, and after a backoff asks for a snapshot whose lists the worker parses', async () => {
      const { p, client, onSnapshot, onConnection, posted } = await unreadableFirst();
      expect(onSnapshot).not.toHaveBeenCalled();
      expect(onConnection).toHaveBeenLastCalledWith(
        expect.objectContaining({
          status: 'reconnecting',
          failures: 1,
          error: "The server's answer could not be read",
        }),
      );
      expect(registers(p)).toBe(1);
      posted.length = 0;
      await vi.advanceTimersByTimeAsync(backoffMs(1, 1));
      await settle();
      expect(registers(p)).toBe(2);
      expect(onSnapshot).toHaveBeenCalledTimes(1);
      expect(onSnapshot.mock.calls[0]![0]).toMatchObject({ realm_users: manyPeople });
      // Parsed in the worker, so sliced by count, no longer one text.
      const slices = posted.filter((m) => m.type === 'snapshot-slice');
      expect(slices).toHaveLength(Math.ceil(manyPeople.length / SLICES.realm_users!));
      await client.stop();
    });

    it('"Retry now" (wake) asks at once instead of waiting out the backoff', async () => {
      const { p, client, onSnapshot } = await unreadableFirst();
      client.wake();
      await settledOnSecond(p, onSnapshot);
      await client.stop();
    });

    it('a good snapshot meanwhile ends the wait: nothing is asked for later', async () => {
      const p = pair();
      // The worker's poll of the queue it got with the unreadable list finds it gone, so the
      // worker registers again by itself, during the page's backoff.
      p.server.script.push({
        status: 400,
        body: { code: 'BAD_EVENT_QUEUE_ID', msg: 'Bad event queue ID' },
      });
      p.server.registerOutcomes.push(answerWith(manyPeople, broken), answerWith(manyPeople));
      const onSnapshot = vi.fn();
      const client = createEventWorkerClient({ onSnapshot, onEvents: () => {} }, () => p.worker);
      client.start(conn);
      await settle();
      await settledOnSecond(p, onSnapshot);
      await client.stop();
    });

    it('stop() leaves no timer behind', async () => {
      const { client } = await unreadableFirst();
      await client.stop();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
