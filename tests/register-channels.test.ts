/**
 * On this server the subscribed, unsubscribed and never-subscribed channels are every channel a
 * person can see: a store built from a register without `streams` knows exactly the channels it
 * would know with them, for an administrator (private channels he is not in), a member and a
 * guest alike. (The web app still asks for `streams`, for older Zulip servers.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../server/testing/test-server';
import type { RegisterResponse } from '../src/api/types/register';
import { DEFAULT_REGISTER_PARAMS } from '../src/events/queue';
import { createClientStore } from '../src/model/client-store';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  // A private channel Iago (an administrator) is not subscribed to.
  const hamlet = await t.as('hamlet@example.com');
  const made = await hamlet.post('/users/me/subscriptions', {
    subscriptions: JSON.stringify([{ name: 'hamlet-private' }]),
    invite_only: 'true',
  });
  expect(made.status).toBe(200);
});
afterAll(() => t.close());

async function storeChannels(c: TestClient, fetchEventTypes: readonly string[]) {
  const params = { ...DEFAULT_REGISTER_PARAMS, fetch_event_types: fetchEventTypes };
  const res = await c.post('/register', params as Record<string, unknown>);
  expect(res.status).toBe(200);
  return createClientStore(res.body as RegisterResponse).getState().channels;
}

describe('a register without streams', () => {
  it.each(['iago', 'hamlet', 'polonius'])('still gives %s every channel', async (who) => {
    const c = await t.as(`${who}@example.com`);
    const types = (DEFAULT_REGISTER_PARAMS.fetch_event_types ?? []).filter((t) => t !== 'stream');
    const without = await storeChannels(c, types);
    const withStreams = await storeChannels(c, [...types, 'stream']);
    expect(Object.keys(without).length).toBeGreaterThan(0);
    expect(without).toEqual(withStreams);
    const names = Object.values(without).map((ch) => ch.name);
    // An administrator sees the private channel's metadata; a guest does not.
    expect(names.includes('hamlet-private')).toBe(who !== 'polonius');
  });
});
