import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../../api/http';
import { RECORDER_CAPACITY } from './capacity';
import { clearRecorder, holdRecorder, recorded } from './recorder';
import { receiving } from './test-support';

const conn = {
  realm: '',
  fetch: (async () =>
    new Response(JSON.stringify({ result: 'success', msg: '' }), { status: 200 })) as typeof fetch,
};

afterEach(() => clearRecorder());

describe('the recorder', () => {
  it('keeps nothing while nobody holds it, and stops when let go', async () => {
    const receive = receiving();
    receive(3);
    await apiRequest(conn, 'GET', 'users/me');
    expect(recorded().entries).toEqual([]);
    expect(recorded().recording).toBe(false);

    const release = holdRecorder();
    expect(recorded().recording).toBe(true);
    receive();
    await apiRequest(conn, 'POST', 'messages', { content: 'secret' });
    const entries = recorded().entries;
    expect(entries.map((e) => e.kind)).toEqual(['event', 'request']);
    expect(entries[0]).toMatchObject({ kind: 'event', queueId: 'q-1', event: { id: 4 } });
    expect(entries[1]).toMatchObject({
      kind: 'request',
      request: { method: 'POST', path: 'messages', status: 200 },
    });
    // Only method and path: no parameters, no credentials.
    expect(JSON.stringify(entries[1])).not.toContain('secret');

    release();
    release(); // twice is once
    receive(2);
    await apiRequest(conn, 'GET', 'users/me');
    expect(recorded().entries).toHaveLength(2);
    expect(recorded().recording).toBe(false);
  });

  it('records while any holder is left: the open inspector and the preference', () => {
    const receive = receiving();
    const inspector = holdRecorder();
    const preference = holdRecorder();
    inspector();
    receive();
    expect(recorded().entries).toHaveLength(1);
    preference();
    receive();
    expect(recorded().entries).toHaveLength(1);
  });

  it(`keeps the newest ${RECORDER_CAPACITY}, however much arrives`, () => {
    const receive = receiving();
    const release = holdRecorder();
    receive(RECORDER_CAPACITY + 250);
    const entries = recorded().entries;
    expect(entries).toHaveLength(RECORDER_CAPACITY);
    expect(entries.at(-1)).toMatchObject({ event: { id: RECORDER_CAPACITY + 250 } });
    expect(entries[0]).toMatchObject({ event: { id: 251 } });
    release();
  });
});
