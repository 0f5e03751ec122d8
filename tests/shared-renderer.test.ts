/**
 * One renderer for both sides: what a client renders from its store (the shared src/markdown
 * with contextFromClientState) is byte for byte what the server stores when the message is
 * sent, for every kind of reference a message can make, as each user sees them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../server/testing/test-server';
import { FETCH_EVENT_TYPES, type RegisterResponse } from '../src/api/types/register';
import { DEFAULT_REGISTER_PARAMS } from '../src/events/queue';
import { type ClientRenderState, renderForClient } from '../src/markdown';
import { createClientStore } from '../src/model/client-store';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  const iago = await t.as('iago@example.com');
  const linkifier = await iago.post('/realm/filters', {
    pattern: '#(?P<id>[0-9]+)',
    url_template: 'https://tracker.example.com/ticket/{id}',
  });
  expect(linkifier.status).toBe(200);
  // A group to mention, and one deactivated.
  const group = await iago.post('/user_groups/create', {
    name: 'reviewers',
    description: 'They review',
    members: [iago.userId],
  });
  expect(group.status).toBe(200);
});
afterAll(() => t.close());

const INPUTS = [
  'Hello @**King Hamlet**, @_**Othello, the Moor of Venice**, @**all** and @*reviewers*',
  '@*role:members* and @**Nobody Here**',
  'See #**Verona**, #**Verona>frontend** and #**Scotland** (private)',
  ':smile: :+1: :green_tick: :nonexistent: 🎉',
  'Fixes #123 and see https://example.com/a_(b) or example.com',
  `[home](${'REALM'}/#narrow/channel/3-Verona) and [docs](https://zulip.com)`,
  '```python\ndef f(x):\n    return x ** 2\n```',
  '$$\\frac{1}{2}$$ and\n```math\nx^2\n```',
  '> quoted @**King Hamlet**\n\n- a\n  - b\n    1. c',
  '| a | b |\n|---|:-:|\n| 1 | **2** |',
  '<time:2024-01-01T10:00:00Z> ~~gone~~ *em* **strong** ***both***',
  '/me waves',
  '```spoiler Title\nhidden\n```',
  'line one\nline two   \n\n\n',
];

async function clientState(c: TestClient): Promise<{ state: ClientRenderState }> {
  const params = {
    ...DEFAULT_REGISTER_PARAMS,
    fetch_event_types: [...FETCH_EVENT_TYPES, 'realm_user'],
  };
  const reg = (await c.post('/register', params as Record<string, unknown>))
    .body as RegisterResponse & { realm_url: string };
  const store = createClientStore(reg).getState();
  return {
    state: {
      users: store.users,
      groups: store.groups,
      channels: store.channels,
      realmEmoji: store.realmEmoji,
      linkifiers: store.linkifiers,
      realmUrl: reg.realm_url,
    },
  };
}

describe('the browser renders what the server stores', () => {
  it.each(['hamlet', 'othello', 'polonius'])('as %s', async (who) => {
    const c = await t.as(`${who}@example.com`);
    const { state } = await clientState(c);
    const rendered: string[] = [];
    for (const raw of INPUTS) {
      const content = raw.replace('REALM', t.url);
      const sent = await c.post('/messages', { type: 'stream', to: 'Verona', topic: who, content });
      expect(sent.status).toBe(200);
      const stored = await c.get(`/messages/${sent.body.id}`);
      expect({ content, html: renderForClient(content, state).html }).toEqual({
        content,
        html: stored.body.message.content,
      });
      rendered.push(stored.body.message.content);
    }
    // The store's users, groups, emoji and linkifiers were all used.
    const all = rendered.join('\n');
    for (const part of [
      'class="user-mention" data-user-id="4"',
      'class="user-group-mention"',
      'green_tick.svg',
      'https://tracker.example.com/ticket/123',
      'class="stream-topic"',
    ]) {
      expect(all).toContain(part);
    }
    // A guest is not shown a private channel's ID; the others see what they may.
    expect(all.includes('#<strong>Scotland</strong>')).toBe(who !== 'hamlet');
  });
});
