import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { type Listener, listen } from '../testing/events';
import { type OrgHarness, startOrgHarness } from '../testing/org-harness';
import type { ApiResponse, TestServer } from '../testing/test-server';

// A refused organization request changes nothing: no row anywhere, no event to anyone.

let t: TestServer;
let h: OrgHarness;
let listeners: Listener[];
beforeAll(async () => {
  ({ t, h } = await startOrgHarness());
  listeners = await Promise.all(Object.values(h.clients).map((c) => listen(c)));
});
afterAll(() => t.close());

/** Every row of every table, in a stable order. */
function snapshot(db: Db): Record<string, string[]> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      db
        .prepare(`SELECT * FROM "${name}"`)
        .all()
        .map((r) => JSON.stringify(r))
        .sort(),
    ]),
  );
}

/** Runs a request that must be refused and checks it left no trace. */
async function refusedWithoutTrace(request: () => Promise<ApiResponse>, msg: RegExp, status = 400) {
  const db = t.server.services.db;
  for (const l of listeners) await l.events();
  const before = snapshot(db);
  const noticesBefore = h.notices.length;
  const res = await request();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ result: 'error', code: expect.any(String) });
  expect(res.body.msg).toMatch(msg);
  expect(snapshot(db)).toEqual(before);
  expect(h.notices.slice(noticesBefore)).toEqual([]);
  for (const l of listeners) expect(await l.events()).toEqual([]);
}

const long = (n: number) => 'x'.repeat(n);
describe('subscriptions', () => {
  it('POST: a new channel is not created when a later one is refused', async () => {
    await refusedWithoutTrace(
      () =>
        h.clients.admin.post('/users/me/subscriptions', {
          subscriptions: [{ name: 'brand-new-1' }, { name: long(200) }],
        }),
      /Channel name too long/,
    );
  });

  it('POST with principals: nobody is subscribed when a later channel is refused', async () => {
    await refusedWithoutTrace(
      () =>
        h.clients.admin.post('/users/me/subscriptions', {
          subscriptions: [{ name: 'Verona' }, { name: 'brand-new-2' }, { name: '' }],
          principals: [h.userId('othello@example.com'), h.userId('polonius@example.com')],
        }),
      /empty/,
    );
  });

  it('PATCH: what `add` did is undone when `delete` is refused', async () => {
    await refusedWithoutTrace(
      () =>
        h.clients.member.patch('/users/me/subscriptions', {
          add: [{ name: 'brand-new-3' }, { name: 'Denmark' }],
          delete: ['Verona', 'no such channel'],
        }),
      /does not exist/,
    );
  });

  it('DELETE: no one is unsubscribed when one channel is refused', async () => {
    await refusedWithoutTrace(
      () =>
        h.clients.member.delete('/users/me/subscriptions', {
          subscriptions: ['Verona', 'no such channel'],
        }),
      /does not exist/,
    );
  });

  it('properties: none changes when one is refused', async () => {
    await refusedWithoutTrace(
      () =>
        h.clients.member.post('/users/me/subscriptions/properties', {
          subscription_data: [
            { stream_id: h.streamId('Verona'), property: 'color', value: '#123456' },
            { stream_id: h.streamId('Verona'), property: 'pin_to_top', value: 'yes' },
          ],
        }),
      /not a boolean/,
    );
  });
});

describe('channels', () => {
  it('PATCH /streams: the name stays when the description is refused', async () => {
    await refusedWithoutTrace(
      () =>
        h.clients.admin.patch(`/streams/${h.streamId('Verona')}`, {
          new_name: 'Verona renamed',
          is_private: true,
          description: long(2000),
        }),
      /description too long/,
    );
  });

  it('DELETE /streams: an archived channel stays as it is', async () => {
    const id = h.streamId('Verona');
    expect((await h.clients.admin.delete(`/streams/${id}`)).status).toBe(200);
    await refusedWithoutTrace(() => h.clients.admin.delete(`/streams/${id}`), /already archived/);
    expect((await h.clients.admin.patch(`/streams/${id}`, { is_archived: false })).status).toBe(
      200,
    );
  });
});

describe('users', () => {
  it('PATCH /users/{id}: name and role stay when profile data is refused', async () => {
    await refusedWithoutTrace(
      () =>
        h.clients.owner.patch(`/users/${h.userId('hamlet@example.com')}`, {
          full_name: 'Hamlet the Dane',
          role: 300,
          profile_data: [{ id: 999999, value: 'x' }],
        }),
      /not found/,
    );
  });

  it('POST /users/{id}/reactivate and DELETE /users/{id}: refusals change nothing', async () => {
    await refusedWithoutTrace(
      () => h.clients.admin.post(`/users/${h.userId('hamlet@example.com')}/reactivate`),
      /already active/,
    );
    await refusedWithoutTrace(
      () => h.clients.admin.delete(`/users/${h.userId('desdemona@example.com')}`),
      /owner/,
    );
  });

  it('POST /users: an email in use creates no one', async () => {
    await refusedWithoutTrace(
      () =>
        h.clients.owner.post('/users', {
          email: 'hamlet@example.com',
          password: 'long enough',
          full_name: 'Another Hamlet',
        }),
      /already in use/,
    );
  });

  it('PATCH /settings: settings and name stay when the password change is refused', async () => {
    await refusedWithoutTrace(
      () =>
        h.clients.member.patch('/settings', {
          full_name: 'Hamlet the Dane',
          twenty_four_hour_time: true,
          old_password: 'wrong',
          new_password: 'a new password',
        }),
      /Wrong password/,
    );
  });

  it('PATCH /users/me/profile_data: no field changes when one is refused', async () => {
    const fields = (await h.clients.member.get('/realm/profile_fields')).body.custom_fields as {
      id: number;
      type: number;
    }[];
    const text = fields.find((f) => f.type === 1)!;
    await refusedWithoutTrace(
      () =>
        h.clients.member.patch('/users/me/profile_data', {
          data: [
            { id: text.id, value: 'changed' },
            { id: 999999, value: 'x' },
          ],
        }),
      /not found/,
    );
  });
});

describe('groups', () => {
  it('POST /user_groups/create: no group when a member is refused', async () => {
    await refusedWithoutTrace(
      () =>
        h.clients.admin.post('/user_groups/create', {
          name: 'brand-new group',
          description: 'refused',
          members: [h.userId('hamlet@example.com'), 999999],
        }),
      /Invalid user ID/,
    );
  });

  it('membership: no one joins when a removal is refused', async () => {
    const created = await h.clients.admin.post('/user_groups/create', {
      name: 'atomic group',
      description: '',
      members: [h.userId('hamlet@example.com')],
    });
    expect(created.status).toBe(200);
    const id = created.body.group_id as number;
    await refusedWithoutTrace(
      () =>
        h.clients.admin.post(`/user_groups/${id}/members`, {
          add: [h.userId('othello@example.com')],
          delete: [h.userId('iago@example.com')],
        }),
      /no member/,
    );
    await refusedWithoutTrace(
      () =>
        h.clients.admin.patch(`/user_groups/${id}`, {
          name: 'renamed group',
          description: 'changed',
          can_manage_group: { new: 999999 },
        }),
      /./,
    );
  });
});

describe('the organization', () => {
  it('PATCH /realm: the name stays when a setting is refused', async () => {
    await refusedWithoutTrace(
      () =>
        h.clients.owner.patch('/realm', {
          name: 'Renamed organization',
          description: long(2000),
        }),
      /too long/,
    );
  });

  it('linkifiers, snippets, alert words and topics: refusals change nothing', async () => {
    await refusedWithoutTrace(
      () => h.clients.admin.patch('/realm/linkifiers', { ordered_linkifier_ids: [] }),
      /every linkifier/,
    );
    await refusedWithoutTrace(
      () => h.clients.member.post('/saved_snippets', { title: long(1000), content: 'x' }),
      /too long/,
    );
    await refusedWithoutTrace(
      () => h.clients.member.post('/users/me/alert_words', { alert_words: ['fine', long(101)] }),
      /too long/,
    );
    await refusedWithoutTrace(
      () =>
        h.clients.member.post('/user_topics', {
          stream_id: h.streamId('Verona'),
          topic: 'atomic',
          visibility_policy: 7,
        }),
      /visibility_policy/,
    );
  });
});

describe('a failure after the first writes', () => {
  /** Makes SQLite refuse one kind of write while `request` runs, as a full disk or a bug would. */
  async function failingAt(event: string, request: () => Promise<ApiResponse>) {
    const db = t.server.services.db;
    db.exec(`CREATE TEMP TRIGGER inject_failure ${event}
             BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
    try {
      await refusedWithoutTrace(request, /./, 500);
    } finally {
      db.exec('DROP TRIGGER temp.inject_failure');
    }
  }

  it('undoes the earlier writes of every kind of operation', async () => {
    const hamlet = h.userId('hamlet@example.com');
    const othello = h.userId('othello@example.com');
    // The group row and its members are written before its subgroups.
    await failingAt('BEFORE INSERT ON main.user_group_subgroups', () =>
      h.clients.admin.post('/user_groups/create', {
        name: 'half-made group',
        description: '',
        members: [hamlet],
        subgroups: [h.systemGroupId('role:moderators')],
      }),
    );
    // The role is written before the role groups change.
    await failingAt('BEFORE INSERT ON main.user_group_members', () =>
      h.clients.owner.patch(`/users/${othello}`, { full_name: 'Othello II', role: 300 }),
    );
    // The user is marked inactive before leaving their groups.
    await failingAt('BEFORE DELETE ON main.user_group_members', () =>
      h.clients.owner.delete(`/users/${othello}`),
    );
    // The user row and role group come before the default channels.
    await failingAt('BEFORE INSERT ON main.subscriptions', () =>
      h.clients.owner.post('/users', {
        email: 'half-made@example.com',
        password: 'long enough',
        full_name: 'Half Made',
      }),
    );
    // A new channel is inserted before anyone is subscribed to it.
    await failingAt('BEFORE INSERT ON main.subscriptions', () =>
      h.clients.admin.post('/users/me/subscriptions', { subscriptions: [{ name: 'half-made' }] }),
    );
    // The organization's name is written before its settings.
    await failingAt('BEFORE UPDATE OF settings ON main.realm', () =>
      h.clients.owner.patch('/realm', { name: 'Half renamed', mandatory_topics: true }),
    );
  });
});
