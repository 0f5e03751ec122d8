import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  everyone,
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

const admins = only('owner', 'admin');

const since = (n: number) => h.notices.slice(n);
const groupId = (name: string) =>
  (
    h.t.server.services.db.prepare('SELECT id FROM user_groups WHERE name = ?').get(name) as {
      id: number;
    }
  ).id;

let seq = 0;
const newLinkifier = async () =>
  (
    await h.clients.admin.post('/realm/filters', {
      pattern: `T${++seq}-(?P<id>[0-9]+)`,
      url_template: 'https://example.com/t/{id}',
    })
  ).body.id as number;

interface Case {
  name: string;
  allowed: Who;
  run(role: RoleName): Promise<{ status: number; body: Record<string, unknown> }>;
}

const CASES: Case[] = [
  {
    name: 'PATCH /settings',
    allowed: everyone,
    run: (r) => h.clients[r].patch('/settings', { enter_sends: true, color_scheme: 2 }),
  },
  {
    name: 'alert words',
    allowed: everyone,
    run: (r) => h.clients[r].post('/users/me/alert_words', { alert_words: ['ship', ` ${r} `] }),
  },
  {
    name: 'saved snippets: create',
    allowed: everyone,
    run: (r) => h.clients[r].post('/saved_snippets', { title: 'Hi', content: `From ${r}` }),
  },
  {
    name: "saved snippets: someone else's (404)",
    allowed: only(),
    run: async (r) => {
      const mine = await h.clients.outsider.post('/saved_snippets', { title: 'x', content: 'y' });
      return r === 'outsider'
        ? { status: 400, body: { result: 'error', code: 'BAD_REQUEST', msg: 'skipped: own' } }
        : h.clients[r].delete(`/saved_snippets/${mine.body.saved_snippet_id}`);
    },
  },
  {
    name: 'GET /realm/linkifiers',
    allowed: everyone,
    run: (r) => h.clients[r].get('/realm/linkifiers'),
  },
  {
    name: 'POST /realm/filters',
    allowed: admins,
    run: (r) =>
      h.clients[r].post('/realm/filters', {
        pattern: `${r.toUpperCase()}-(?P<id>[0-9]+)`,
        url_template: 'https://example.com/{id}',
      }),
  },
  {
    name: 'PATCH /realm/filters/{id}',
    allowed: admins,
    run: async (r) =>
      h.clients[r].patch(`/realm/filters/${await newLinkifier()}`, {
        pattern: `P${r}-(?P<id>[0-9]+)`,
        url_template: 'https://example.com/p/{id}',
      }),
  },
  {
    name: 'DELETE /realm/filters/{id}',
    allowed: admins,
    run: async (r) => h.clients[r].delete(`/realm/filters/${await newLinkifier()}`),
  },
  {
    name: 'PATCH /realm/linkifiers',
    allowed: admins,
    run: async (r) => {
      const ids = (await h.clients[r].get('/realm/linkifiers')).body.linkifiers.map(
        (l: { id: number }) => l.id,
      );
      return h.clients[r].patch('/realm/linkifiers', { ordered_linkifier_ids: ids.reverse() });
    },
  },
  {
    name: 'PATCH /realm name',
    allowed: admins,
    run: (r) => h.clients[r].patch('/realm', { name: `Parley ${r}` }),
  },
  {
    name: 'PATCH /realm enable_spectator_access (owners only)',
    allowed: only('owner'),
    run: (r) => h.clients[r].patch('/realm', { enable_spectator_access: true }),
  },
  {
    name: 'PATCH /realm a group permission',
    allowed: admins,
    run: (r) =>
      h.clients[r].patch('/realm', {
        can_move_messages_between_topics_group: { new: groupId('role:members') },
      }),
  },
];

describe.each(CASES)('$name', (c) => {
  it.each(ROLE_NAMES)('%s', async (role) => {
    const res = await c.run(role);
    if (c.allowed[role]) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    } else {
      expect([400, 404], JSON.stringify(res.body)).toContain(res.status);
      expect(isRefusal(res.body), JSON.stringify(res.body)).toBe(true);
    }
  });
});

describe('settings', () => {
  it('sends user_settings/update for each changed setting, only to the user', async () => {
    const n = h.notices.length;
    await h.clients.member.patch('/settings', {
      send_read_receipts: false,
      automatically_follow_topics_policy: 1,
      enable_desktop_notifications: true,
    });
    const events = since(n);
    expect(events.map((e) => [e.event.property, e.event.value])).toEqual(
      expect.arrayContaining([
        ['send_read_receipts', false],
        ['automatically_follow_topics_policy', 1],
      ]),
    );
    expect(events).toHaveLength(2);
    for (const e of events) expect(e.users).toEqual([h.clients.member.userId]);
  });

  it('rejects bad values with BAD_REQUEST and reports unknown ones as ignored', async () => {
    const bad = await h.clients.member.patch('/settings', { color_scheme: 9 });
    expect(bad.body.code).toBe('BAD_REQUEST');
    const notBool = await h.clients.member.patch('/settings', { enter_sends: 'yes' });
    expect(notBool.body.code).toBe('BAD_REQUEST');
    const unknown = await h.clients.member.patch('/settings', { no_such_setting: true });
    expect(unknown.body.ignored_parameters_unsupported).toEqual(['no_such_setting']);
  });

  it('full_name changes reach everyone as realm_user/update', async () => {
    const n = h.notices.length;
    await h.clients.outsider.patch('/settings', { full_name: 'Othello the Moor' });
    expect(since(n)[0]?.event).toMatchObject({
      type: 'realm_user',
      op: 'update',
      person: { full_name: 'Othello the Moor' },
    });
    const empty = await h.clients.outsider.patch('/settings', { full_name: '  ' });
    expect(empty.body.code).toBe('BAD_REQUEST');
  });
});

describe('alert words', () => {
  it('adds, lists and removes, with an alert_words event', async () => {
    await h.clients.moderator.post('/users/me/alert_words', { alert_words: ['deploy', 'Deploy'] });
    const list = await h.clients.moderator.get('/users/me/alert_words');
    expect(list.body.alert_words).toEqual(['deploy', 'moderator', 'ship']);
    const n = h.notices.length;
    const del = await h.clients.moderator.delete('/users/me/alert_words', {
      alert_words: ['ship'],
    });
    expect(del.body.alert_words).toEqual(['deploy', 'moderator']);
    expect(since(n)[0]?.event).toEqual({
      type: 'alert_words',
      alert_words: ['deploy', 'moderator'],
    });
  });
});

describe('saved snippets', () => {
  it('empty title or content is BAD_REQUEST; edit and delete send events', async () => {
    const empty = await h.clients.member.post('/saved_snippets', { title: ' ', content: 'x' });
    expect(empty.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Title cannot be empty.' });
    const noContent = await h.clients.member.post('/saved_snippets', { title: 'x', content: '' });
    expect(noContent.body.code).toBe('BAD_REQUEST');
    const id = (await h.clients.member.post('/saved_snippets', { title: 'A', content: 'B' })).body
      .saved_snippet_id;
    let n = h.notices.length;
    await h.clients.member.patch(`/saved_snippets/${id}`, { content: 'C' });
    expect(since(n)[0]?.event).toMatchObject({
      type: 'saved_snippets',
      op: 'update',
      saved_snippet: { id, title: 'A', content: 'C' },
    });
    n = h.notices.length;
    await h.clients.member.delete(`/saved_snippets/${id}`);
    expect(since(n)[0]?.event).toEqual({
      type: 'saved_snippets',
      op: 'remove',
      saved_snippet_id: id,
    });
    const gone = await h.clients.member.delete(`/saved_snippets/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Saved snippet does not exist.' });
    const list = (await h.clients.member.get('/saved_snippets')).body.saved_snippets;
    expect(list.every((s: { title: string }) => s.title === 'Hi')).toBe(true);
  });
});

describe('linkifiers', () => {
  it.each([
    ['(?P<id>[0-9+', 'https://example.com/{id}', /regular expression/],
    ['#(?P<id>[0-9]+)', 'https://example.com/{other}', /not present in linkifier pattern/],
    ['#(?P<id>[0-9]+)(?P<x>a)', 'https://example.com/{id}', /not present in URL template/],
    ['#(?P<id>[0-9]+)', 'https://example.com/{id', /URL template/],
    ['#(?P<id>[0-9]+)', 'not a url {id}', /URL template/],
    // Lookaround and backreferences need a backtracking engine; linkifiers run on RE2.
    ['(?<=x)(?P<id>[0-9]+)', 'https://example.com/{id}', /invalid perl operator: \(\?<=/],
    ['(?P<id>[0-9]{1001})', 'https://example.com/{id}', /invalid repeat count/],
  ])('refuses %s → %s saying why', async (pattern, url_template, why) => {
    const res = await h.clients.admin.post('/realm/filters', { pattern, url_template });
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.msg).toMatch(why);
  });

  it('reorders only with every ID; realm_linkifiers goes to everyone in order', async () => {
    const ids = (await h.clients.admin.get('/realm/linkifiers')).body.linkifiers.map(
      (l: { id: number }) => l.id,
    );
    const partial = await h.clients.admin.patch('/realm/linkifiers', {
      ordered_linkifier_ids: ids.slice(1),
    });
    expect(partial.body.code).toBe('BAD_REQUEST');
    const n = h.notices.length;
    const order = [...ids].sort((a: number, b: number) => b - a);
    await h.clients.admin.patch('/realm/linkifiers', { ordered_linkifier_ids: order });
    const event = since(n)[0]!;
    expect(event.event.type).toBe('realm_linkifiers');
    expect((event.event.realm_linkifiers as { id: number }[]).map((l) => l.id)).toEqual(order);
    expect(event.users).toContain(h.userId('polonius@example.com'));
    const after = (await h.clients.member.get('/realm/linkifiers')).body.linkifiers;
    expect(after.map((l: { id: number }) => l.id)).toEqual(order);
  });
});

describe('realm settings', () => {
  it('updates limits (with "unlimited") and group permissions; stale old is refused', async () => {
    const n = h.notices.length;
    const res = await h.clients.admin.patch('/realm', {
      message_content_edit_limit_seconds: 'unlimited',
      allow_message_editing: false,
      waiting_period_threshold: 3,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(since(n)[0]?.event).toMatchObject({
      type: 'realm',
      op: 'update_dict',
      data: { message_content_edit_limit_seconds: null, allow_message_editing: false },
    });
    const stale = await h.clients.admin.patch('/realm', {
      can_move_messages_between_topics_group: { new: 1, old: groupId('role:nobody') },
    });
    expect(stale.body.code).toBe('EXPECTATION_MISMATCH');
    const internet = await h.clients.owner.patch('/realm', {
      can_create_groups: { new: groupId('role:internet') },
    });
    expect(internet.body.code).toBe('BAD_REQUEST');
    const negative = await h.clients.admin.patch('/realm', {
      message_content_edit_limit_seconds: -5,
    });
    expect(negative.body.code).toBe('BAD_REQUEST');
  });
});
