import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG_BITS } from '../../db/flags';
import { flagBits, sendTo, startMessageWorld, U } from '../../testing/message-helpers';
import type { TestClient, TestServer } from '../../testing/test-server';
import type { Notice } from '../notices';

let t: TestServer;
let iago: TestClient;
let hamlet: TestClient;
let othello: TestClient;
let notices: Notice[];
let id: number;
beforeAll(async () => {
  ({ t, iago, hamlet, othello, notices } = await startMessageWorld());
  id = await sendTo(iago, 'Verona', 'reactions', 'react to me');
});
afterAll(() => t.close());

const reactionsOf = async (c: TestClient, messageId: number) =>
  (await c.get(`/messages/${messageId}`)).body.message.reactions;

describe('POST /messages/{id}/reactions', () => {
  it.each([
    [
      'a Unicode emoji by name',
      { emoji_name: 'octopus' },
      { emoji_code: '1f419', reaction_type: 'unicode_emoji' },
    ],
    [
      'a Unicode emoji with code and type',
      { emoji_name: 'smile', emoji_code: '1f642', reaction_type: 'unicode_emoji' },
      { emoji_code: '1f642', reaction_type: 'unicode_emoji' },
    ],
    [
      'a realm emoji by name',
      { emoji_name: 'green_tick' },
      { emoji_code: '2', reaction_type: 'realm_emoji' },
    ],
    [
      'a realm emoji with code',
      { emoji_name: 'parley', emoji_code: '1', reaction_type: 'realm_emoji' },
      { emoji_code: '1', reaction_type: 'realm_emoji' },
    ],
    [
      'the zulip extra emoji',
      { emoji_name: 'zulip' },
      { emoji_code: 'zulip', reaction_type: 'zulip_extra_emoji' },
    ],
  ])('adds %s', async (_n, params, expected) => {
    notices.length = 0;
    const r = await hamlet.post(`/messages/${id}/reactions`, params);
    expect(r.status).toBe(200);
    const reactions = await reactionsOf(hamlet, id);
    expect(reactions).toContainEqual({
      emoji_name: params.emoji_name,
      user_id: U.hamlet,
      ...expected,
    });
    const n = notices.find((x) => x.event.type === 'reaction')!;
    expect(n.event).toMatchObject({
      op: 'add',
      message_id: id,
      user_id: U.hamlet,
      emoji_name: params.emoji_name,
    });
    expect(n.users).toContain(U.othello);
    expect(n.users).not.toContain(U.shiva);
  });

  it('a second identical reaction is REACTION_ALREADY_EXISTS', async () => {
    const r = await hamlet.post(`/messages/${id}/reactions`, { emoji_name: 'octopus' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'REACTION_ALREADY_EXISTS',
      msg: 'Reaction already exists.',
    });
  });

  it('a vote for an existing reaction keeps its name', async () => {
    // "slight_smile" is another name for 1f642 in some emoji sets; voting by code keeps "smile".
    await othello.post(`/messages/${id}/reactions`, {
      emoji_name: 'whatever',
      emoji_code: '1f642',
      reaction_type: 'unicode_emoji',
    });
    const reactions = await reactionsOf(othello, id);
    expect(reactions).toContainEqual({
      emoji_name: 'smile',
      emoji_code: '1f642',
      reaction_type: 'unicode_emoji',
      user_id: U.othello,
    });
  });

  it.each([
    [{ emoji_name: 'no_such_emoji_here' }, "Emoji 'no_such_emoji_here' does not exist"],
    [
      { emoji_name: 'smile', emoji_code: 'zzzz', reaction_type: 'unicode_emoji' },
      'Invalid emoji code.',
    ],
    [
      { emoji_name: 'octopus', emoji_code: '1f642', reaction_type: 'unicode_emoji' },
      'Invalid emoji name.',
    ],
    [
      { emoji_name: 'parley', emoji_code: '99', reaction_type: 'realm_emoji' },
      'Invalid custom emoji.',
    ],
    [
      { emoji_name: 'wrong', emoji_code: '1', reaction_type: 'realm_emoji' },
      'Invalid custom emoji name.',
    ],
    [
      { emoji_name: 'zulip', emoji_code: 'zulip2', reaction_type: 'zulip_extra_emoji' },
      'Invalid emoji code.',
    ],
    [{ emoji_name: 'smile', emoji_code: '1f642', reaction_type: 'sticker' }, 'Invalid emoji type.'],
  ])('refuses %j', async (params, msg) => {
    const fresh = await sendTo(iago, 'Verona', 'reactions', 'untouched');
    const r = await iago.post(`/messages/${fresh}/reactions`, params);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST', msg });
  });

  it('a deactivated realm emoji cannot start a new reaction', async () => {
    t.server.services.db.prepare('UPDATE realm_emoji SET deactivated = 1 WHERE id = 1').run();
    const fresh = await sendTo(iago, 'Verona', 'reactions', 'fresh');
    const r = await iago.post(`/messages/${fresh}/reactions`, {
      emoji_name: 'parley',
      emoji_code: '1',
      reaction_type: 'realm_emoji',
    });
    t.server.services.db.prepare('UPDATE realm_emoji SET deactivated = 0 WHERE id = 1').run();
    expect(r.body.msg).toBe('This custom emoji has been deactivated.');
  });

  it('reacting to an accessible message without a row creates a historical row', async () => {
    const denmark = await sendTo(iago, 'Denmark', 'reactions', 'hi');
    const r = await othello.post(`/messages/${denmark}/reactions`, { emoji_name: 'tada' });
    expect(r.status).toBe(200);
    expect(flagBits(t, U.othello, denmark)).toBe(FLAG_BITS.read | FLAG_BITS.historical);
  });

  it('reacting to an inaccessible message is Invalid message(s)', async () => {
    const secret = await sendTo(iago, 'Scotland', 'reactions', 'hi');
    const r = await othello.post(`/messages/${secret}/reactions`, { emoji_name: 'tada' });
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Invalid message(s)' });
  });
});

describe('DELETE /messages/{id}/reactions', () => {
  it.each([
    ['by code and type', { emoji_code: '1f419', reaction_type: 'unicode_emoji' }],
    ['by name', { emoji_name: 'green_tick' }],
    ['by code with the default type', { emoji_code: '1f642' }],
    [
      'the zulip emoji by code and type',
      { emoji_code: 'zulip', reaction_type: 'zulip_extra_emoji' },
    ],
  ])('removes %s', async (_n, params) => {
    notices.length = 0;
    const before = (await reactionsOf(hamlet, id)).length;
    const r = await hamlet.delete(`/messages/${id}/reactions`, params);
    expect(r.status).toBe(200);
    expect((await reactionsOf(hamlet, id)).length).toBe(before - 1);
    expect(notices.find((x) => x.event.type === 'reaction')?.event).toMatchObject({
      op: 'remove',
      user_id: U.hamlet,
    });
  });

  it.each([
    [{ emoji_code: '1f419', reaction_type: 'unicode_emoji' }, 'REACTION_DOES_NOT_EXIST'],
    [{ emoji_name: 'no_such_emoji_here' }, 'BAD_REQUEST'],
    [{}, 'BAD_REQUEST'],
  ])('refuses %j with %s', async (params, code) => {
    const r = await hamlet.delete(`/messages/${id}/reactions`, params);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(code);
  });
});
