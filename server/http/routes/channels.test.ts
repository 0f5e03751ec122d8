import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isRefusal,
  type OrgHarness,
  only,
  ROLE_NAMES,
  type RoleName,
  startOrgHarness,
  type Who,
} from '../../testing/org-harness';
import type { TestServer } from '../../testing/test-server';

let t: TestServer;
let h: OrgHarness;
beforeAll(async () => {
  ({ t, h } = await startOrgHarness());
});
afterAll(() => t.close());

let seq = 0;
/** A fresh channel created by iago (channel administrator), with the given subscribers. */
async function freshChannel(opts: { private?: boolean; subscribers?: string[] } = {}) {
  const name = `case ${++seq}`;
  const principals = [h.userId('iago@example.com'), ...(opts.subscribers ?? []).map(h.userId)];
  const res = await h.clients.admin.post('/users/me/subscriptions', {
    subscriptions: [{ name, description: 'A *test* channel' }],
    principals,
    invite_only: opts.private ?? false,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { name, id: h.streamId(name) };
}

const allBut = (...roles: RoleName[]): Who => only(...ROLE_NAMES.filter((r) => !roles.includes(r)));

interface Case {
  name: string;
  allowed: Who;
  run(role: RoleName): Promise<{ status: number; body: Record<string, unknown> }>;
}

const scotland = () => h.streamId('Scotland');
const verona = () => h.streamId('Verona');

const CASES: Case[] = [
  {
    name: 'GET /streams/{Scotland}',
    allowed: allBut('guest', 'outsider'),
    run: (r) => h.clients[r].get(`/streams/${scotland()}`),
  },
  {
    name: 'GET /streams/{Verona}',
    allowed: allBut(),
    run: (r) => h.clients[r].get(`/streams/${verona()}`),
  },
  {
    name: 'GET /streams/{announce} (guest not subscribed)',
    allowed: allBut('guest'),
    run: (r) => h.clients[r].get(`/streams/${h.streamId('announce')}`),
  },
  {
    name: 'GET /get_stream_id Scotland',
    allowed: allBut('guest', 'outsider'),
    run: (r) => h.clients[r].get('/get_stream_id', { stream: 'Scotland' }),
  },
  {
    name: 'GET /streams/{Scotland}/members',
    allowed: allBut('guest', 'outsider'),
    run: (r) => h.clients[r].get(`/streams/${scotland()}/members`),
  },
  {
    // Everyone may ask since feature level 356; each sees the channels they may know of.
    name: 'GET /streams include_all_active',
    allowed: allBut(),
    run: (r) => h.clients[r].get('/streams', { include_all_active: true }),
  },
  {
    name: 'PATCH /streams/{Verona} description',
    allowed: only('owner', 'admin'),
    run: (r) => h.clients[r].patch(`/streams/${verona()}`, { description: `Edited by ${r}` }),
  },
  {
    name: 'PATCH /streams/{Scotland} description',
    allowed: only('owner', 'admin'),
    run: (r) => h.clients[r].patch(`/streams/${scotland()}`, { description: `Private, ${r}` }),
  },
  {
    name: 'PATCH is_default_stream on a fresh channel',
    allowed: only('owner', 'admin'),
    run: async (r) => {
      const c = await freshChannel({ subscribers: [h.clients[r].email!] });
      return h.clients[r].patch(`/streams/${c.id}`, { is_default_stream: true });
    },
  },
  {
    name: 'PATCH message_retention_days (owners only)',
    allowed: only('owner'),
    run: async (r) => {
      const c = await freshChannel({ subscribers: [h.clients[r].email!] });
      return h.clients[r].patch(`/streams/${c.id}`, { message_retention_days: 30 });
    },
  },
  {
    name: 'PATCH is_web_public (owners: can_create_web_public_channel_group)',
    allowed: only('owner'),
    run: async (r) => {
      const c = await freshChannel({ subscribers: [h.clients[r].email!] });
      return h.clients[r].patch(`/streams/${c.id}`, { is_web_public: true });
    },
  },
  {
    name: 'subscribe self to a public channel',
    allowed: allBut('guest'),
    run: async (r) => {
      const c = await freshChannel();
      return h.clients[r].post('/users/me/subscriptions', { subscriptions: [{ name: c.name }] });
    },
  },
  {
    // Administering a channel grants no content access (feature level 349): only the admin,
    // a subscriber as the channel's creator, may add anyone to it, itself included.
    name: 'subscribe self to a private channel',
    allowed: only('admin'),
    run: async (r) => {
      const c = await freshChannel({ private: true });
      return h.clients[r].post('/users/me/subscriptions', { subscriptions: [{ name: c.name }] });
    },
  },
  {
    name: 'subscribe cordelia to a public channel',
    allowed: allBut('guest'),
    run: async (r) => {
      const c = await freshChannel({ subscribers: [h.clients[r].email!] });
      return h.clients[r].post('/users/me/subscriptions', {
        subscriptions: [{ name: c.name }],
        principals: [h.userId('cordelia@example.com')],
      });
    },
  },
  {
    name: 'subscribe cordelia to a private channel only the administrator is in',
    allowed: only('admin'),
    run: async (r) => {
      const c = await freshChannel({ private: true });
      return h.clients[r].post('/users/me/subscriptions', {
        subscriptions: [{ name: c.name }],
        principals: [h.userId('cordelia@example.com')],
      });
    },
  },
  {
    name: 'unsubscribe self',
    allowed: allBut(),
    run: async (r) => {
      const c = await freshChannel({ subscribers: [h.clients[r].email!] });
      return h.clients[r].delete('/users/me/subscriptions', { subscriptions: [c.name] });
    },
  },
  {
    name: 'unsubscribe cordelia (can_remove_subscribers_group: administrators)',
    allowed: only('owner', 'admin'),
    run: async (r) => {
      const c = await freshChannel({ subscribers: ['cordelia@example.com', h.clients[r].email!] });
      return h.clients[r].delete('/users/me/subscriptions', {
        subscriptions: [c.name],
        principals: [h.userId('cordelia@example.com')],
      });
    },
  },
  {
    name: 'create a channel',
    allowed: allBut('guest'),
    run: (r) =>
      h.clients[r].post('/users/me/subscriptions', { subscriptions: [{ name: `new by ${r}` }] }),
  },
  {
    name: 'archive a channel (DELETE /streams/{id})',
    allowed: only('owner', 'admin'),
    run: async (r) => {
      const c = await freshChannel({ subscribers: [h.clients[r].email!] });
      return h.clients[r].delete(`/streams/${c.id}`);
    },
  },
  {
    name: 'unarchive a channel',
    allowed: only('owner', 'admin'),
    run: async (r) => {
      const c = await freshChannel({ subscribers: [h.clients[r].email!] });
      await h.clients.admin.delete(`/streams/${c.id}`);
      return h.clients[r].patch(`/streams/${c.id}`, { is_archived: false });
    },
  },
  {
    name: 'subscription properties on a subscribed channel',
    allowed: allBut(),
    run: async (r) => {
      const c = await freshChannel({ subscribers: [h.clients[r].email!] });
      return h.clients[r].post('/users/me/subscriptions/properties', {
        subscription_data: [{ stream_id: c.id, property: 'is_muted', value: true }],
      });
    },
  },
  {
    name: 'POST /user_topics on Scotland',
    allowed: allBut('guest', 'outsider'),
    run: (r) =>
      h.clients[r].post('/user_topics', {
        stream_id: scotland(),
        topic: 'plans',
        visibility_policy: 3,
      }),
  },
];

describe.each(CASES)('$name', (c) => {
  it.each(ROLE_NAMES)('%s', async (role) => {
    const res = await c.run(role);
    if (c.allowed[role]) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result).toBe('success');
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(isRefusal(res.body), JSON.stringify(res.body)).toBe(true);
    }
  });
});

describe('private channels never reach users who may not see them', () => {
  it('Scotland is absent from the lists of othello and polonius', async () => {
    for (const role of ['guest', 'outsider'] as const) {
      const c = h.clients[role];
      const streams = (await c.get('/streams', { include_web_public: true })).body.streams;
      const subs = (await c.get('/users/me/subscriptions')).body.subscriptions;
      const names = [...streams, ...subs].map((s: { name: string }) => s.name);
      expect(names).not.toContain('Scotland');
      expect(JSON.stringify(streams)).not.toContain('Private, ');
    }
  });

  it('Scotland refusals do not reveal its existence beyond an unknown channel', async () => {
    const byId = await h.clients.outsider.get(`/streams/${scotland()}`);
    const missing = await h.clients.outsider.get('/streams/99999');
    expect(byId.body).toEqual(missing.body);
  });

  it('no notice about Scotland lists othello or polonius', () => {
    const id = scotland();
    const banned = [h.userId('othello@example.com'), h.userId('polonius@example.com')];
    const about = h.notices.filter((n) => {
      const e = n.event as Record<string, unknown>;
      return (
        e.stream_id === id ||
        (Array.isArray(e.stream_ids) && e.stream_ids.includes(id)) ||
        JSON.stringify(e).includes('"Scotland"')
      );
    });
    expect(about.length).toBeGreaterThan(0);
    for (const n of about) for (const u of banned) expect(n.users).not.toContain(u);
  });
});
