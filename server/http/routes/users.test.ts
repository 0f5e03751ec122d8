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

const id = (email: string) => h.userId(email);
const field = (name: string) =>
  (
    h.t.server.services.db
      .prepare('SELECT id FROM custom_profile_fields WHERE name = ?')
      .get(name) as { id: number }
  ).id;
const groupId = (name: string) =>
  (
    h.t.server.services.db.prepare('SELECT id FROM user_groups WHERE name = ?').get(name) as {
      id: number;
    }
  ).id;

let seq = 0;
/** A group hamlet creates (so hamlet manages it), with cordelia in it. */
async function hamletGroup(extra: Record<string, unknown> = {}) {
  const name = `group ${++seq}`;
  const res = await h.clients.member.post('/user_groups/create', {
    name,
    description: 'test',
    members: [id('cordelia@example.com')],
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.group_id as number;
}

interface Case {
  name: string;
  allowed: Who;
  run(role: RoleName): Promise<{ status: number; body: Record<string, unknown> }>;
  after?(): Promise<unknown>;
}

const prospero = () => id('prospero@example.com');

const CASES: Case[] = [
  { name: 'GET /users', allowed: everyone, run: (r) => h.clients[r].get('/users') },
  {
    name: 'GET /users/{id}',
    allowed: everyone,
    run: (r) => h.clients[r].get(`/users/${id('cordelia@example.com')}`),
  },
  {
    name: 'GET /users/{email}',
    allowed: everyone,
    run: (r) => h.clients[r].get('/users/cordelia@example.com'),
  },
  {
    name: 'POST /users (can_create_users)',
    allowed: only('owner'),
    run: (r) =>
      h.clients[r].post('/users', {
        email: `new-${r}@example.com`,
        password: 'a-long-password',
        full_name: `New ${r}`,
      }),
  },
  {
    name: 'PATCH /users/{id} full_name',
    allowed: only('owner', 'admin'),
    run: (r) =>
      h.clients[r].patch(`/users/${id('cordelia@example.com')}`, { full_name: `Cordelia ${r}` }),
  },
  {
    name: 'PATCH /users/{id} role moderator',
    allowed: only('owner', 'admin'),
    run: (r) => h.clients[r].patch(`/users/${prospero()}`, { role: 300 }),
    after: () => h.clients.owner.patch(`/users/${prospero()}`, { role: 400 }),
  },
  {
    name: 'PATCH /users/{id} role owner (owners only)',
    allowed: only('owner'),
    run: (r) => h.clients[r].patch(`/users/${prospero()}`, { role: 100 }),
    after: () => h.clients.owner.patch(`/users/${prospero()}`, { role: 400 }),
  },
  {
    name: 'PATCH the only owner to administrator (never)',
    allowed: only(),
    run: (r) => h.clients[r].patch(`/users/${id('desdemona@example.com')}`, { role: 200 }),
  },
  {
    name: 'DELETE /users/{id}',
    allowed: only('owner', 'admin'),
    run: (r) => h.clients[r].delete(`/users/${prospero()}`),
    after: () => h.clients.owner.post(`/users/${prospero()}/reactivate`),
  },
  {
    name: 'POST /users/{id}/reactivate',
    allowed: only('owner', 'admin'),
    run: async (r) => {
      await h.clients.owner.delete(`/users/${prospero()}`);
      return h.clients[r].post(`/users/${prospero()}/reactivate`);
    },
    after: () => h.clients.owner.post(`/users/${prospero()}/reactivate`),
  },
  {
    name: 'DELETE the only owner (never)',
    allowed: only(),
    run: (r) => h.clients[r].delete(`/users/${id('desdemona@example.com')}`),
  },
  {
    name: 'GET /realm/profile_fields',
    allowed: everyone,
    run: (r) => h.clients[r].get('/realm/profile_fields'),
  },
  {
    name: 'PATCH /users/me/profile_data (editable field)',
    allowed: everyone,
    run: (r) =>
      h.clients[r].patch('/users/me/profile_data', {
        data: [{ id: field('Pronouns'), value: 'they/them' }],
      }),
  },
  {
    name: 'PATCH /users/me/profile_data (administrator-only field)',
    allowed: only('owner', 'admin'),
    run: (r) =>
      h.clients[r].patch('/users/me/profile_data', {
        data: [{ id: field('Mentor'), value: [id('iago@example.com')] }],
      }),
  },
  { name: 'GET /user_groups', allowed: everyone, run: (r) => h.clients[r].get('/user_groups') },
  {
    name: 'POST /user_groups/create',
    allowed: only('owner', 'admin', 'moderator', 'member', 'outsider'),
    run: (r) =>
      h.clients[r].post('/user_groups/create', {
        name: `made by ${r}`,
        description: '',
        members: [],
      }),
  },
  {
    name: 'PATCH /user_groups/{leadership} (can_manage_all_groups: owners; creator)',
    allowed: only('owner'),
    run: (r) =>
      h.clients[r].patch(`/user_groups/${groupId('leadership')}`, { description: `by ${r}` }),
  },
  {
    name: "PATCH hamlet's group (its creator manages it)",
    allowed: only('owner', 'member'),
    run: async (r) => h.clients[r].patch(`/user_groups/${await hamletGroup()}`, { name: `x ${r}` }),
  },
  {
    name: "add othello to hamlet's group",
    allowed: only('owner', 'member'),
    run: async (r) =>
      h.clients[r].post(`/user_groups/${await hamletGroup()}/members`, {
        add: [id('othello@example.com')],
      }),
  },
  {
    name: 'join a group whose can_join_group is role:members',
    allowed: only('owner', 'admin', 'moderator', 'member', 'outsider'),
    run: async (r) => {
      const g = await hamletGroup({ can_join_group: groupId('role:members') });
      const members = (await h.clients[r].get(`/user_groups/${g}/members`)).body.members;
      const me = h.clients[r].userId!;
      return h.clients[r].post(`/user_groups/${g}/members`, {
        add: members.includes(me) ? [] : [me],
      });
    },
  },
  {
    name: 'leave a group (can_leave_group: everyone)',
    allowed: everyone,
    run: async (r) => {
      const g = await hamletGroup();
      const me = h.clients[r].userId!;
      if (r !== 'member') await h.clients.member.post(`/user_groups/${g}/members`, { add: [me] });
      else await h.clients.member.post(`/user_groups/${g}/members`, { add: [] });
      const members = (await h.clients.member.get(`/user_groups/${g}/members`)).body.members;
      if (!members.includes(me))
        await h.clients.member.post(`/user_groups/${g}/members`, { add: [me] });
      return h.clients[r].post(`/user_groups/${g}/members`, { delete: [me] });
    },
  },
  {
    name: "deactivate hamlet's group",
    allowed: only('owner', 'member'),
    run: async (r) => h.clients[r].post(`/user_groups/${await hamletGroup()}/deactivate`),
  },
  {
    name: 'change a system group (never)',
    allowed: only(),
    run: (r) =>
      h.clients[r].post(`/user_groups/${groupId('role:members')}/members`, {
        add: [id('othello@example.com')],
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
    await c.after?.();
  });
});

describe('users', () => {
  it.each([
    [1, ['owner', 'admin', 'moderator', 'member', 'guest', 'outsider']],
    [2, ['owner', 'admin', 'moderator', 'member', 'outsider']],
    [5, ['owner', 'admin', 'moderator']],
    [3, ['owner', 'admin']],
    [4, []],
  ])(
    'email_address_visibility %i: the real address only to %j; the API email real only for everyone',
    async (visibility, seeing) => {
      const cordeliaId = id('cordelia@example.com');
      const cordelia = await h.t.as('cordelia@example.com');
      await cordelia.patch('/settings', { email_address_visibility: visibility });
      try {
        const apiEmail =
          visibility === 1 ? 'cordelia@example.com' : `user${cordeliaId}@parley.invalid`;
        for (const role of ROLE_NAMES) {
          const members = (await h.clients[role].get('/users')).body.members;
          const c = members.find((m: { user_id: number }) => m.user_id === cordeliaId);
          const me = members.find((m: { user_id: number }) => m.user_id === h.clients[role].userId);
          expect(c.delivery_email, role).toBe(
            (seeing as string[]).includes(role) ? 'cordelia@example.com' : null,
          );
          expect(c.email, role).toBe(apiEmail);
          expect(me.delivery_email).toBe(h.clients[role].email);
          expect(c.avatar_url).toMatch(new RegExp(`^/avatar/${cordeliaId}`));
        }
        // Her own view, and the address she is found by.
        expect((await cordelia.get('/users/me')).body).toMatchObject({
          email: apiEmail,
          delivery_email: 'cordelia@example.com',
        });
        expect((await h.clients.member.get(`/users/${apiEmail}`)).body.user.user_id).toBe(
          cordeliaId,
        );
        const byReal = await h.clients.member.get('/users/cordelia@example.com');
        expect(byReal.status).toBe((seeing as string[]).includes('member') ? 200 : 400);
      } finally {
        await cordelia.patch('/settings', { email_address_visibility: 1 });
      }
    },
  );

  it('changing email_address_visibility tells everyone the new API email, and who gains or loses the real one', async () => {
    const cordeliaId = id('cordelia@example.com');
    const cordelia = await h.t.as('cordelia@example.com');
    const n = h.notices.length;
    await cordelia.patch('/settings', { email_address_visibility: 3 });
    const person = (fields: Record<string, unknown>) => ({
      type: 'realm_user',
      op: 'update',
      person: { user_id: cordeliaId, ...fields },
    });
    const events = h.notices.slice(n).filter((x) => x.event.type === 'realm_user');
    expect(events.map((x) => x.event)).toEqual([
      person({ new_email: `user${cordeliaId}@parley.invalid` }),
      person({ delivery_email: null }),
    ]);
    const lost = events[1]!.users;
    for (const role of ['moderator', 'member', 'guest'] as const) {
      expect(lost).toContain(h.clients[role].userId);
    }
    expect(lost).not.toContain(h.clients.admin.userId);
    await cordelia.patch('/settings', { email_address_visibility: 1 });
    const back = h.notices.slice(n).filter((x) => x.event.type === 'realm_user');
    expect(back.slice(2).map((x) => x.event)).toEqual([
      person({ new_email: 'cordelia@example.com' }),
      person({ delivery_email: 'cordelia@example.com' }),
    ]);
  });

  it('include_custom_profile_fields returns rendered values for text fields', async () => {
    const res = await h.clients.member.get(`/users/${id('iago@example.com')}`, {
      include_custom_profile_fields: true,
    });
    const bio = res.body.user.profile_data[String(field('Biography'))];
    expect(bio.value).toContain('*lights*');
    expect(bio.rendered_value).toContain('<em>lights</em>');
  });

  it("register's realm_users carry profile_data, as Zulip's do (bots apart)", async () => {
    const res = await h.clients.member.post('/register', {});
    const users = res.body.realm_users as {
      user_id: number;
      is_bot: boolean;
      profile_data?: object;
    }[];
    const iago = users.find((u) => u.user_id === id('iago@example.com'))!;
    expect(iago.profile_data).toMatchObject({
      [String(field('Biography'))]: { rendered_value: expect.stringContaining('<em>lights</em>') },
    });
    expect(users.filter((u) => !u.is_bot).every((u) => u.profile_data !== undefined)).toBe(true);
    expect(users.filter((u) => u.is_bot).every((u) => u.profile_data === undefined)).toBe(true);
  });

  it('an email in use is BAD_REQUEST; unknown users are "No such user"', async () => {
    const taken = await h.clients.owner.post('/users', {
      email: 'hamlet@example.com',
      password: 'a-long-password',
      full_name: 'Another Hamlet',
    });
    expect(taken.body).toMatchObject({ code: 'BAD_REQUEST' });
    expect(taken.body.msg).toMatch(/already in use/);
    const unknown = await h.clients.member.get('/users/9999');
    expect(unknown.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'No such user' });
  });

  it('the last owner is refused with CANNOT_DEACTIVATE_LAST_USER', async () => {
    const res = await h.clients.owner.delete('/users/me');
    expect(res.body).toMatchObject({
      code: 'CANNOT_DEACTIVATE_LAST_USER',
      is_last_owner: true,
    });
  });

  it('role changes move the user between role groups; deactivation leaves every group', async () => {
    const shiva = id('shiva@example.com');
    const members = async (g: string) =>
      (
        await h.clients.admin.get(`/user_groups/${groupId(g)}/members`, {
          direct_member_only: true,
        })
      ).body.members as number[];
    await h.clients.admin.patch(`/users/${shiva}`, { role: 400 });
    expect(await members('role:moderators')).not.toContain(shiva);
    expect(await members('role:fullmembers')).toContain(shiva);
    await h.clients.admin.patch(`/users/${shiva}`, { role: 300 });
    expect(await members('role:moderators')).toContain(shiva);

    const hamlet = id('hamlet@example.com');
    const n = h.notices.length;
    await h.clients.admin.delete(`/users/${hamlet}`);
    expect(await members('hamletcharacters')).not.toContain(hamlet);
    expect(await members('role:fullmembers')).not.toContain(hamlet);
    const events = h.notices.slice(n).map((x) => x.event as Record<string, unknown>);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'realm_user',
        person: { user_id: hamlet, is_active: false },
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'subscription', op: 'peer_remove', user_ids: [hamlet] }),
    );
    const scotland = await h.clients.admin.get(`/streams/${h.streamId('Scotland')}/members`);
    expect(scotland.body.subscribers).not.toContain(hamlet);
    // A deactivated user cannot be added to a group.
    const add = await h.clients.owner.post(`/user_groups/${groupId('leadership')}/members`, {
      add: [hamlet],
    });
    expect(add.body.code).toBe('BAD_REQUEST');
    await h.clients.admin.post(`/users/${hamlet}/reactivate`);
    expect(await members('role:fullmembers')).toContain(hamlet);
  });
});

describe('user groups', () => {
  it('refuses cycles and sends subgroup events', async () => {
    const a = (
      await h.clients.owner.post('/user_groups/create', { name: 'A', description: '', members: [] })
    ).body.group_id;
    const b = (
      await h.clients.owner.post('/user_groups/create', {
        name: 'B',
        description: '',
        members: [],
        subgroups: [a],
      })
    ).body.group_id;
    const cycle = await h.clients.owner.post(`/user_groups/${a}/members`, { add_subgroups: [b] });
    expect(cycle.body.code).toBe('BAD_REQUEST');
    const self = await h.clients.owner.post(`/user_groups/${a}/members`, { add_subgroups: [a] });
    expect(self.body.code).toBe('BAD_REQUEST');
    const n = h.notices.length;
    await h.clients.owner.post(`/user_groups/${b}/members`, { delete_subgroups: [a] });
    expect(h.notices[n]?.event).toMatchObject({
      type: 'user_group',
      op: 'remove_subgroups',
      direct_subgroup_ids: [a],
    });
  });

  it('a group in use cannot be deactivated; a stale old is EXPECTATION_MISMATCH', async () => {
    const g = await hamletGroup();
    const stale = await h.clients.member.patch(`/user_groups/${g}`, {
      can_mention_group: { new: groupId('role:members'), old: groupId('role:nobody') },
    });
    expect(stale.body.code).toBe('EXPECTATION_MISMATCH');
    await h.clients.admin.patch(`/streams/${h.streamId('general')}`, {
      can_remove_subscribers_group: { new: g },
    });
    const inUse = await h.clients.member.post(`/user_groups/${g}/deactivate`);
    expect(inUse.body.code).toBe('CANNOT_DEACTIVATE_GROUP_IN_USE');
  });

  it('include_deactivated_groups controls whether deactivated groups are listed', async () => {
    const g = await hamletGroup();
    await h.clients.member.post(`/user_groups/${g}/deactivate`);
    const without = (await h.clients.member.get('/user_groups')).body.user_groups;
    const withDeactivated = (
      await h.clients.member.get('/user_groups', { include_deactivated_groups: true })
    ).body.user_groups;
    expect(without.map((x: { id: number }) => x.id)).not.toContain(g);
    expect(withDeactivated.find((x: { id: number }) => x.id === g).deactivated).toBe(true);
  });
});
