import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { U } from '../../testing/message-helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

/**
 * The realm's direct_message_permission_group and direct_message_initiator_group, set through
 * PATCH /realm and enforced by POST /messages as Zulip's check_can_send_direct_message does.
 */

let t: TestServer;
let owner: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  owner = await t.as('desdemona@example.com');
});
afterAll(() => t.close());

const groupId = (name: string) =>
  (
    t.server.services.db.prepare('SELECT id FROM user_groups WHERE name = ?').get(name) as {
      id: number;
    }
  ).id;

async function setGroups(permission: string | object, initiator: string | object) {
  const value = (v: string | object) => (typeof v === 'string' ? groupId(v) : v);
  const r = await owner.patch('/realm', {
    direct_message_permission_group: { new: value(permission) },
    direct_message_initiator_group: { new: value(initiator) },
  });
  expect(r.body).toMatchObject({ result: 'success' });
}

const BOT = 'notification-bot@zulip.com';
const DISABLED = 'Direct messages are disabled in this organization.';
const NO_AUTHORIZER = 'This conversation does not include any users who can authorize it.';
const CANNOT_START = 'You are not allowed to start direct message conversations.';

describe('direct message permissions', () => {
  beforeEach(() => setGroups('role:everyone', 'role:everyone'));

  it.each([
    // permission group, initiator group, sender, recipients, error (null: sent)
    ['role:everyone', 'role:everyone', 'hamlet', ['othello'], null],
    ['role:nobody', 'role:everyone', 'hamlet', ['othello'], DISABLED],
    ['role:nobody', 'role:everyone', 'iago', ['othello'], DISABLED],
    ['role:nobody', 'role:everyone', 'hamlet', ['hamlet'], null],
    ['role:nobody', 'role:everyone', 'hamlet', [BOT], null],
    ['role:administrators', 'role:everyone', 'hamlet', ['othello'], NO_AUTHORIZER],
    ['role:administrators', 'role:everyone', 'hamlet', ['othello', 'cordelia'], NO_AUTHORIZER],
    ['role:administrators', 'role:everyone', 'hamlet', ['iago'], null],
    ['role:administrators', 'role:everyone', 'iago', ['hamlet'], null],
    ['role:administrators', 'role:everyone', 'hamlet', ['othello', 'iago'], null],
    [
      { direct_members: [U.othello], direct_subgroups: [] },
      'role:everyone',
      'hamlet',
      ['othello'],
      null,
    ],
    [
      { direct_members: [], direct_subgroups: [] },
      'role:everyone',
      'hamlet',
      ['othello'],
      NO_AUTHORIZER,
    ],
    ['role:everyone', 'role:administrators', 'hamlet', ['prospero', 'cordelia'], CANNOT_START],
    ['role:everyone', 'role:administrators', 'iago', ['prospero', 'cordelia'], null],
    ['role:everyone', 'role:nobody', 'hamlet', ['hamlet'], null],
  ] as const)(
    'permission %j, initiator %j: %s → %j: %s',
    async (permission, initiator, who, to, error) => {
      await setGroups(permission, initiator);
      const sender = await t.as(`${who}@example.com`);
      const ids = to.map((e) => (e === BOT ? e : `${e}@example.com`));
      const r = await sender.post('/messages', { type: 'direct', to: ids, content: 'hello' });
      if (error === null) {
        expect(r.body).toMatchObject({ result: 'success' });
      } else {
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ result: 'error', code: 'BAD_REQUEST', msg: error });
      }
    },
  );

  it('outside the initiator group one may still reply in an existing conversation', async () => {
    const shiva = await t.as('shiva@example.com');
    const prospero = await t.as('prospero@example.com');
    const to = ['prospero@example.com'];
    await setGroups('role:everyone', 'role:moderators');
    expect(
      (
        await prospero.post('/messages', {
          type: 'direct',
          to: ['shiva@example.com'],
          content: 'hi',
        })
      ).body.msg,
    ).toBe(CANNOT_START);
    expect((await shiva.post('/messages', { type: 'direct', to, content: 'hi' })).body.result).toBe(
      'success',
    );
    const reply = await prospero.post('/messages', {
      type: 'direct',
      to: ['shiva@example.com'],
      content: 'hello back',
    });
    expect(reply.body).toMatchObject({ result: 'success' });
  });
});
