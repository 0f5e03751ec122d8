import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVERYONE,
  ev,
  except,
  type Row,
  runRow,
  startWorld,
  to,
  type World,
} from '../../testing/recipients-harness';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.t.close());

const groupId = async (w: World, name: string): Promise<number> => {
  const groups = (await w.c.iago.get('/user_groups')).body.user_groups as {
    id: number;
    name: string;
  }[];
  const g = groups.find((x) => x.name === name);
  if (!g) throw new Error(`no group ${name}`);
  return g.id;
};

const userRows: Row[] = [
  {
    name: 'a new user: realm_user/add to everyone (delivery_email too: email_address_visibility is everyone by default), add_members and peer_add of the default channel',
    before: async (w) => {
      // Members with no waiting period are direct members of role:fullmembers, as in Zulip.
      w.memo.membersGroup = await groupId(w, 'role:fullmembers');
    },
    act: (w) =>
      w.c.desdemona.post('/users', {
        email: 'horatio@example.com',
        password: 'a long enough password',
        full_name: 'Horatio',
      }),
    receive: (w, body) => {
      const id = body.user_id as number;
      const add = (delivery: string | null) =>
        ev('realm_user', 'add', {
          person: expect.objectContaining({
            user_id: id,
            full_name: 'Horatio',
            delivery_email: delivery,
            role: 400,
          }),
        });
      const rest = [
        ev('user_group', 'add_members', { group_id: w.memo.membersGroup, user_ids: [id] }),
        ev('subscription', 'peer_add', { stream_ids: [w.stream.general], user_ids: [id] }),
      ];
      return to(EVERYONE, add('horatio@example.com'), ...rest);
    },
  },
  {
    name: 'renaming a user: realm_user/update to everyone, the guest included',
    before: async (w) => {
      w.memo.horatio = (await w.c.iago.get('/users/horatio@example.com')).body.user.user_id;
    },
    act: (w) => w.c.iago.patch(`/users/${w.memo.horatio}`, { full_name: 'Horatio the scholar' }),
    receive: (w) =>
      to(
        EVERYONE,
        ev('realm_user', 'update', {
          person: { user_id: w.memo.horatio, full_name: 'Horatio the scholar' },
        }),
      ),
  },
  {
    name: 'a role change: realm_user/update role, then the role groups, to everyone',
    before: async (w) => {
      w.memo.moderatorsGroup = await groupId(w, 'role:moderators');
    },
    act: (w) => w.c.iago.patch(`/users/${w.memo.horatio}`, { role: 300 }),
    receive: (w) =>
      to(
        EVERYONE,
        ev('realm_user', 'update', { person: { user_id: w.memo.horatio, role: 300 } }),
        ev('user_group', 'remove_members', {
          group_id: w.memo.membersGroup,
          user_ids: [w.memo.horatio],
        }),
        ev('user_group', 'add_members', {
          group_id: w.memo.moderatorsGroup,
          user_ids: [w.memo.horatio],
        }),
      ),
  },
  {
    name: 'a custom profile field: realm_user/update to everyone',
    before: async (w) => {
      const fields = (await w.c.iago.get('/realm/profile_fields')).body.custom_fields as {
        id: number;
        name: string;
      }[];
      w.memo.phone = fields.find((f) => f.name === 'Phone number')!.id;
    },
    act: (w) =>
      w.c.othello.patch('/users/me/profile_data', { data: [{ id: w.memo.phone, value: '+39 1' }] }),
    receive: (w) =>
      to(
        EVERYONE,
        ev('realm_user', 'update', {
          person: {
            user_id: w.id.othello,
            custom_profile_field: expect.objectContaining({ id: w.memo.phone, value: '+39 1' }),
          },
        }),
      ),
  },
  {
    name: 'a name change in one’s own settings: realm_user/update to everyone, user_settings to no one',
    act: (w) => w.c.prospero.patch('/settings', { full_name: 'Prospero, Duke of Milan' }),
    receive: (w) =>
      to(
        EVERYONE,
        ev('realm_user', 'update', {
          person: { user_id: w.id.prospero, full_name: 'Prospero, Duke of Milan' },
        }),
      ),
  },
  {
    name: 'deactivating a user subscribed to a private channel: is_active to everyone, peer_remove of Scotland only to its subscribers and admins',
    before: async (w) => {
      const res = await w.c.iago.post('/users/me/subscriptions', {
        subscriptions: [{ name: 'Scotland' }],
        principals: [w.memo.horatio],
      });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    },
    act: (w) => w.c.iago.delete(`/users/${w.memo.horatio}`),
    receive: (w) => {
      const h = w.memo.horatio as number;
      const common = [
        ev('realm_user', 'update', { person: { user_id: h, is_active: false } }),
        ev('user_group', 'remove_members', { group_id: w.memo.moderatorsGroup, user_ids: [h] }),
        ev('subscription', 'peer_remove', { stream_ids: [w.stream.general], user_ids: [h] }),
      ];
      const scotland = ev('subscription', 'peer_remove', {
        stream_ids: [w.stream.Scotland],
        user_ids: [h],
      });
      return {
        ...to(['desdemona', 'iago', 'shiva', 'hamlet'], ...common, scotland),
        ...to(['othello', 'cordelia', 'prospero', 'polonius'], ...common),
      };
    },
  },
  {
    name: 'reactivating: is_active, the role group and the rosters again',
    act: (w) => w.c.iago.post(`/users/${w.memo.horatio}/reactivate`),
    receive: (w) => {
      const h = w.memo.horatio as number;
      const common = [
        ev('realm_user', 'update', { person: { user_id: h, is_active: true } }),
        ev('user_group', 'add_members', { group_id: w.memo.moderatorsGroup, user_ids: [h] }),
        ev('subscription', 'peer_add', { stream_ids: [w.stream.general], user_ids: [h] }),
      ];
      const scotland = ev('subscription', 'peer_add', {
        stream_ids: [w.stream.Scotland],
        user_ids: [h],
      });
      return {
        ...to(['desdemona', 'iago', 'shiva', 'hamlet'], ...common, scotland),
        ...to(['othello', 'cordelia', 'prospero', 'polonius'], ...common),
      };
    },
  },
];

const groupRows: Row[] = [
  {
    name: 'creating a group: user_group/add to everyone',
    act: (w) =>
      w.c.hamlet.post('/user_groups/create', {
        name: 'players',
        description: 'The players',
        members: [w.id.hamlet, w.id.othello],
      }),
    receive: (w) =>
      to(
        EVERYONE,
        ev('user_group', 'add', {
          group: expect.objectContaining({
            name: 'players',
            members: [w.id.hamlet, w.id.othello].sort((a, b) => a - b),
            direct_subgroup_ids: [],
            is_system_group: false,
          }),
        }),
      ),
  },
  {
    name: 'renaming it: user_group/update to everyone',
    before: async (w) => {
      w.memo.players = await groupId(w, 'players');
    },
    act: (w) =>
      w.c.hamlet.patch(`/user_groups/${w.memo.players}`, {
        name: 'the players',
        description: 'Actors',
      }),
    receive: (w) =>
      to(
        EVERYONE,
        ev('user_group', 'update', {
          group_id: w.memo.players,
          data: { name: 'the players', description: 'Actors' },
        }),
      ),
  },
  {
    name: 'adding and removing members: add_members and remove_members to everyone',
    act: (w) =>
      w.c.hamlet.post(`/user_groups/${w.memo.players}/members`, {
        add: [w.id.polonius],
        delete: [w.id.othello],
      }),
    receive: (w) =>
      to(
        EVERYONE,
        ev('user_group', 'add_members', { group_id: w.memo.players, user_ids: [w.id.polonius] }),
        ev('user_group', 'remove_members', { group_id: w.memo.players, user_ids: [w.id.othello] }),
      ),
  },
  {
    name: 'adding a subgroup: add_subgroups to everyone',
    before: async (w) => {
      w.memo.leadership = await groupId(w, 'leadership');
    },
    act: (w) =>
      w.c.hamlet.post(`/user_groups/${w.memo.players}/subgroups`, { add: [w.memo.leadership] }),
    receive: (w) =>
      to(
        EVERYONE,
        ev('user_group', 'add_subgroups', {
          group_id: w.memo.players,
          direct_subgroup_ids: [w.memo.leadership],
        }),
      ),
  },
  {
    name: 'removing it: remove_subgroups to everyone',
    act: (w) =>
      w.c.hamlet.post(`/user_groups/${w.memo.players}/subgroups`, { delete: [w.memo.leadership] }),
    receive: (w) =>
      to(
        EVERYONE,
        ev('user_group', 'remove_subgroups', {
          group_id: w.memo.players,
          direct_subgroup_ids: [w.memo.leadership],
        }),
      ),
  },
  {
    name: 'deactivating it: update {deactivated} with include_deactivated_groups, remove without',
    register: { othello: { client_capabilities: {} }, polonius: { client_capabilities: {} } },
    act: (w) => w.c.hamlet.post(`/user_groups/${w.memo.players}/deactivate`),
    receive: (w) => ({
      ...to(
        except('othello', 'polonius'),
        ev('user_group', 'update', { group_id: w.memo.players, data: { deactivated: true } }),
      ),
      ...to(['othello', 'polonius'], ev('user_group', 'remove', { group_id: w.memo.players })),
    }),
  },
];

describe('realm_user events', () => {
  for (const row of userRows) it(row.name, () => runRow(w, row));
});

describe('user_group events', () => {
  for (const row of groupRows) it(row.name, () => runRow(w, row));
});
