import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponse } from '../../../tests/openapi-validator';
import { sendTo, startMessageWorld, U } from '../../testing/message-helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let t: TestServer;
let iago: TestClient;
let hamlet: TestClient;
let othello: TestClient;
let polonius: TestClient;
beforeAll(async () => {
  ({ t, iago, hamlet, othello, polonius } = await startMessageWorld());
});
afterAll(() => t.close());

const receipts = async (c: TestClient, id: number) => {
  const r = await c.get(`/messages/${id}/read_receipts`);
  const template = '/messages/{message_id}/read_receipts';
  expect(checkResponse('GET', template, r.status, r.body)).toBeNull();
  return r;
};
const read = (c: TestClient, id: number) =>
  c.post('/messages/flags', { messages: [id], op: 'add', flag: 'read' });

describe('GET /messages/{id}/read_receipts', () => {
  it('lists who has read the message, the asker too, never its sender', async () => {
    const id = await sendTo(iago, 'Verona', 'receipts', 'Read me');
    expect((await receipts(iago, id)).body).toMatchObject({ result: 'success', user_ids: [] });
    await read(othello, id);
    await read(hamlet, id);
    expect((await receipts(iago, id)).body.user_ids).toEqual([U.hamlet, U.othello]);
    expect((await receipts(hamlet, id)).body.user_ids).toEqual([U.hamlet, U.othello]);
  });

  it('leaves out a reader who does not send read receipts', async () => {
    const id = await sendTo(iago, 'Verona', 'receipts', 'Read me quietly');
    await othello.patch('/settings', { send_read_receipts: false });
    await read(othello, id);
    await read(hamlet, id);
    expect((await receipts(iago, id)).body.user_ids).toEqual([U.hamlet]);
    await othello.patch('/settings', { send_read_receipts: true });
    expect((await receipts(iago, id)).body.user_ids).toEqual([U.hamlet, U.othello]);
  });

  it('refuses a message the asker cannot see', async () => {
    const secret = await sendTo(iago, 'Scotland', 'receipts', 'Private');
    const r = await receipts(polonius, secret);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: 'error', msg: 'Invalid message(s)' });
  });

  it('is refused while the organization has read receipts off', async () => {
    const id = await sendTo(iago, 'Verona', 'receipts', 'Off');
    expect((await iago.patch('/realm', { enable_read_receipts: false })).status).toBe(200);
    const r = await hamlet.get(`/messages/${id}/read_receipts`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      result: 'error',
      code: 'BAD_REQUEST',
      msg: 'Read receipts are disabled in this organization.',
    });
    await iago.patch('/realm', { enable_read_receipts: true });
  });
});
