// The groups register sends, kept between requests: every change shows in the next register.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserById, type UserRow } from '../db/users';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';
import { userGroupsState } from './groups-state';

let t: TestServer;
let iago: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  iago = await t.as('iago@example.com');
});
afterAll(() => t.close());

interface Group {
  id: number;
  name: string;
  description: string;
  members: number[];
  direct_subgroup_ids: number[];
  deactivated: boolean;
}

/** The group as POST /register gives it now (deactivated groups included). */
async function registered(id: number): Promise<Group | undefined> {
  const res = await iago.post('/register', {
    fetch_event_types: ['realm_user_groups'],
    client_capabilities: { include_deactivated_groups: true },
  });
  expect(res.status).toBe(200);
  return (res.body.realm_user_groups as Group[]).find((g) => g.id === id);
}

describe('realm_user_groups, kept between requests', () => {
  it('is the same list while nothing changes, and new after each change', async () => {
    const db = t.server.services.db;
    const viewer = getUserById(db, t.userId('iago@example.com')) as UserRow;
    expect(userGroupsState(db, viewer).realm_user_groups).toBe(
      userGroupsState(db, viewer).realm_user_groups,
    );
    const hamlet = t.userId('hamlet@example.com');
    const othello = t.userId('othello@example.com');
    const created = await iago.post('/user_groups/create', {
      name: 'kept groups',
      description: 'first',
      members: [hamlet],
    });
    const id = created.body.group_id as number;
    expect(await registered(id)).toMatchObject({ name: 'kept groups', members: [hamlet] });

    await iago.post(`/user_groups/${id}/members`, { add: [othello] });
    expect((await registered(id))?.members).toEqual([hamlet, othello].sort((a, b) => a - b));

    const sub = t.systemGroupId('role:moderators');
    await iago.post(`/user_groups/${id}/subgroups`, { add: [sub] });
    expect((await registered(id))?.direct_subgroup_ids).toEqual([sub]);

    await iago.patch(`/user_groups/${id}`, { description: 'second' });
    expect((await registered(id))?.description).toBe('second');

    await iago.post(`/user_groups/${id}/deactivate`);
    expect((await registered(id))?.deactivated).toBe(true);
  });

  it('what a transaction read and then rolled back is not kept', async () => {
    const db = t.server.services.db;
    const viewer = getUserById(db, t.userId('iago@example.com')) as UserRow;
    const group = userGroupsState(db, viewer).realm_user_groups.find((g) => !g.is_system_group)!;
    expect(() =>
      db.transaction(() => {
        db.prepare('UPDATE user_groups SET description = ? WHERE id = ?').run('undone', group.id);
        const inside = userGroupsState(db, viewer).realm_user_groups.find((g) => g.id === group.id);
        expect(inside?.description).toBe('undone');
        throw new Error('roll back');
      })(),
    ).toThrow('roll back');
    const after = userGroupsState(db, viewer).realm_user_groups.find((g) => g.id === group.id);
    expect(after?.description).toBe(group.description);
  });
});
