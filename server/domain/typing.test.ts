import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Typing in a channel follows canAccessChannel, the rule every message path uses. */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const channelId = (name: string) => t.streamId(name);

describe('POST /typing in a channel', () => {
  it.each([
    ['polonius', 'Rome', 'web-public, guest not subscribed', true],
    ['polonius', 'Denmark', 'public, guest subscribed', true],
    ['polonius', 'announce', 'public, guest not subscribed', false],
    ['hamlet', 'Rome', 'web-public, member not subscribed', true],
    ['prospero', 'Denmark', 'public, member not subscribed', true],
    ['othello', 'Scotland', 'private, not subscribed', false],
    ['iago', 'Scotland', 'private, subscribed', true],
  ])('%s in %s (%s): allowed %s', async (who, channel, _why, allowed) => {
    const c = await t.as(`${who}@example.com`);
    const r = await c.post('/typing', {
      op: 'start',
      type: 'stream',
      stream_id: channelId(channel),
      topic: 'typing',
    });
    if (allowed) expect(r.body).toMatchObject({ result: 'success' });
    else expect(r.body).toMatchObject({ result: 'error', msg: 'Invalid channel ID' });
  });
});
