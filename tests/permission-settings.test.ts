/**
 * The group-setting picker offers exactly what the server accepts: for every channel and user
 * group permission and every system group, the client's choices (from register's
 * server_supported_permission_settings) agree with what PATCH answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../server/testing/test-server';
import type { RegisterResponse } from '../src/api/types/register';
import {
  type PermissionSettingKind,
  permissionRule,
  systemGroupChoices,
} from '../src/model/group-settings';
import { fromRegister } from '../src/store/from-register';
import type { ParleyState } from '../src/store/state';

let t: TestServer;
let owner: TestClient;
let state: ParleyState;
let streamId: number;
let groupId: number;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.as('desdemona@example.com');
  const { body } = await owner.post('/register', {});
  state = fromRegister(body as RegisterResponse);
  streamId = (await owner.get('/get_stream_id', { stream: 'Verona' })).body.stream_id;
  groupId = Object.values(state.groups).find((g) => !g.is_system_group)!.id;
});
afterAll(() => t.close());

const systemGroups = () => Object.values(state.groups).filter((g) => g.is_system_group);

const SETTINGS: [PermissionSettingKind, string][] = [
  ['stream', 'can_send_message_group'],
  ['stream', 'can_administer_channel_group'],
  ['stream', 'can_remove_subscribers_group'],
  ['stream', 'can_add_subscribers_group'],
  ['stream', 'can_subscribe_group'],
  ['group', 'can_manage_group'],
  ['group', 'can_mention_group'],
  ['group', 'can_add_members_group'],
  ['group', 'can_remove_members_group'],
  ['group', 'can_join_group'],
  ['group', 'can_leave_group'],
  ['realm', 'can_create_groups'],
  ['realm', 'can_delete_own_message_group'],
  ['realm', 'can_access_all_users_group'],
];

describe('what the picker offers is what the server accepts', () => {
  it('the server describes its rules in register', () => {
    expect(state.server.permission_settings?.stream?.can_send_message_group).toMatchObject({
      allow_everyone_group: true,
    });
  });

  // With the server's rules, and with the client's own table for servers that send none.
  const cases = (['server', 'fallback'] as const).flatMap((rules) =>
    SETTINGS.map(([kind, setting]) => [rules, kind, setting] as const),
  );

  it.each(cases)('%s rules: %s %s', async (rules, kind, setting) => {
    const source =
      rules === 'server'
        ? state
        : { ...state, server: { ...state.server, permission_settings: undefined } };
    const offered = new Set(
      systemGroupChoices(state.groups, permissionRule(source, kind, setting)).map((g) => g.id),
    );
    const path =
      kind === 'stream'
        ? `/streams/${streamId}`
        : kind === 'group'
          ? `/user_groups/${groupId}`
          : '/realm';
    const mismatches: string[] = [];
    for (const g of systemGroups()) {
      const res = await owner.patch(path, { [setting]: { new: g.id } });
      const accepted = res.body.result === 'success';
      if (accepted !== offered.has(g.id)) {
        mismatches.push(
          `${g.name}: server ${accepted ? 'accepts' : 'refuses'}, picker ${offered.has(g.id) ? 'offers' : 'hides'}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });
});
