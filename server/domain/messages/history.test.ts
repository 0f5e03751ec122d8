import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTo, setRealm, shiftClock, startMessageWorld, U } from '../../testing/message-helpers';
import type { TestClient, TestServer } from '../../testing/test-server';
import type { Notice } from '../notices';

let t: TestServer;
let iago: TestClient;
let hamlet: TestClient;
let othello: TestClient;
let notices: Notice[];
beforeAll(async () => {
  ({ t, iago, hamlet, othello, notices } = await startMessageWorld());
});
afterAll(() => t.close());

describe('GET /messages/{id}/history', () => {
  it('lists snapshots oldest first with only the changed parts', async () => {
    const id = await sendTo(hamlet, 'Verona', 'story', 'content before edit');
    await hamlet.patch(`/messages/${id}`, { content: 'content after edit' });
    await hamlet.patch(`/messages/${id}`, { topic: 'story retold' });
    const r = await othello.get(`/messages/${id}/history`);
    expect(r.status).toBe(200);
    const [first, second, third] = r.body.message_history;
    expect(r.body.message_history).toHaveLength(3);
    expect(Object.keys(first).sort()).toEqual([
      'content',
      'rendered_content',
      'timestamp',
      'topic',
      'user_id',
    ]);
    expect(first).toMatchObject({
      content: 'content before edit',
      topic: 'story',
      user_id: U.hamlet,
    });
    expect(Object.keys(second).sort()).toEqual([
      'content',
      'content_html_diff',
      'prev_content',
      'prev_rendered_content',
      'rendered_content',
      'timestamp',
      'topic',
      'user_id',
    ]);
    expect(second).toMatchObject({
      content: 'content after edit',
      prev_content: 'content before edit',
      prev_rendered_content: '<p>content before edit</p>',
      rendered_content: '<p>content after edit</p>',
      topic: 'story',
    });
    // Zulip's own example (test_message_edit.py).
    expect(second.content_html_diff).toBe(
      '<div><p>content <span class="highlight_text_inserted">after</span> <span class="highlight_text_deleted">before</span> edit</p></div>',
    );
    expect(Object.keys(third).sort()).toEqual([
      'content',
      'prev_topic',
      'rendered_content',
      'timestamp',
      'topic',
      'user_id',
    ]);
    expect(third).toMatchObject({
      topic: 'story retold',
      prev_topic: 'story',
      content: 'content after edit',
    });
  });

  it('a channel move adds stream and prev_stream', async () => {
    const id = await sendTo(iago, 'Verona', 'travel', 'x');
    await iago.patch(`/messages/${id}`, { stream_id: 1, send_notification_to_new_thread: false });
    const h = (await iago.get(`/messages/${id}/history`)).body.message_history;
    expect(h[1]).toMatchObject({ prev_stream: 2, stream: 1, topic: 'travel' });
    expect(h[1].prev_topic).toBeUndefined();
  });

  it('a never-edited message has only the original snapshot', async () => {
    const id = await sendTo(iago, 'Verona', 'plain', 'never edited');
    const h = (await othello.get(`/messages/${id}/history`)).body.message_history;
    expect(h).toHaveLength(1);
    expect(h[0].user_id).toBe(U.iago);
  });

  it('the empty topic shows as the realm display name unless allow_empty_topic_name', async () => {
    const id = (
      await iago.post('/messages', { type: 'stream', to: 'Verona', topic: '', content: 'x' })
    ).body.id;
    expect((await iago.get(`/messages/${id}/history`)).body.message_history[0].topic).toBe(
      'general chat',
    );
    expect(
      (await iago.get(`/messages/${id}/history`, { allow_empty_topic_name: true })).body
        .message_history[0].topic,
    ).toBe('');
  });

  it('is refused when the realm turns edit history off, or for an inaccessible message', async () => {
    const id = await sendTo(iago, 'Scotland', 'plans', 'x');
    expect((await othello.get(`/messages/${id}/history`)).body).toMatchObject({
      code: 'BAD_REQUEST',
      msg: 'Invalid message(s)',
    });
    setRealm(t, { message_edit_history_visibility_policy: 'none' });
    const r = await iago.get(`/messages/${id}/history`);
    const m = (await iago.get(`/messages/${id}`)).body.message;
    setRealm(t, { message_edit_history_visibility_policy: 'all' });
    expect(r.body).toMatchObject({
      code: 'BAD_REQUEST',
      msg: 'Message edit history is disabled in this organization',
    });
    expect(m.edit_history).toBeUndefined();
  });
});

describe('edit timestamps and history visibility (feature levels 358, 365)', () => {
  it('separates the last content edit from the last move; resolving is no move', async () => {
    const id = await sendTo(iago, 'Verona', 'stamps', 'first');
    const fresh = (await iago.get(`/messages/${id}`)).body.message;
    expect(fresh.last_edit_timestamp).toBeUndefined();
    expect(fresh.last_moved_timestamp).toBeUndefined();
    await iago.patch(`/messages/${id}`, { topic: '✔ stamps', propagate_mode: 'change_one' });
    const resolved = (await iago.get(`/messages/${id}`)).body.message;
    expect(resolved.last_moved_timestamp).toBeUndefined();
    expect(resolved.last_edit_timestamp).toBeUndefined();
    await iago.patch(`/messages/${id}`, { topic: 'elsewhere', propagate_mode: 'change_one' });
    const moved = (await iago.get(`/messages/${id}`)).body.message;
    expect(moved.last_moved_timestamp).toEqual(expect.any(Number));
    expect(moved.last_edit_timestamp).toBeUndefined();
    await iago.patch(`/messages/${id}`, { content: 'second' });
    const edited = (await iago.get(`/messages/${id}`)).body.message;
    expect(edited.last_edit_timestamp).toEqual(expect.any(Number));
    expect(edited.last_moved_timestamp).toBe(moved.last_moved_timestamp);
  });

  it('shows only moves when the realm allows only those', async () => {
    const id = await sendTo(iago, 'Verona', 'moves only', 'secret first draft');
    await iago.patch(`/messages/${id}`, { content: 'public text' });
    await iago.patch(`/messages/${id}`, { topic: 'moved away', propagate_mode: 'change_one' });
    setRealm(t, { message_edit_history_visibility_policy: 'moves' });
    const m = (await iago.get(`/messages/${id}`)).body.message;
    const history = (await iago.get(`/messages/${id}/history`)).body.message_history;
    setRealm(t, { message_edit_history_visibility_policy: 'all' });
    expect(m.edit_history).toEqual([
      {
        user_id: iago.userId,
        timestamp: expect.any(Number),
        prev_topic: 'moves only',
        topic: 'moved away',
      },
    ]);
    expect(m.last_edit_timestamp).toEqual(expect.any(Number));
    expect(JSON.stringify(history)).not.toContain('secret first draft');
    expect(history.map((h: { topic: string }) => h.topic)).toEqual(['moves only', 'moved away']);
  });
});

describe('DELETE /messages/{id}', () => {
  it('a sender deletes their own message; everyone who had it hears of it', async () => {
    const id = await sendTo(hamlet, 'Verona', 'doomed', 'x');
    notices.length = 0;
    const r = await hamlet.delete(`/messages/${id}`);
    expect(r.status).toBe(200);
    expect((await hamlet.get(`/messages/${id}`)).body.msg).toBe('Invalid message(s)');
    const n = notices.find((x) => x.event.type === 'delete_message')!;
    expect(n.event).toEqual({
      type: 'delete_message',
      message_ids: [id],
      message_type: 'stream',
      stream_id: 2,
      topic: 'doomed',
    });
    expect(n.users).toContain(U.othello);
  });

  it('a direct message deletion has message_type private', async () => {
    const id = (await hamlet.post('/messages', { type: 'direct', to: [U.othello], content: 'x' }))
      .body.id;
    notices.length = 0;
    await hamlet.delete(`/messages/${id}`);
    const n = notices.find((x) => x.event.type === 'delete_message')!;
    expect(n.event).toEqual({ type: 'delete_message', message_ids: [id], message_type: 'private' });
    expect(n.users).toEqual([U.hamlet, U.othello]);
  });

  it.each([
    ["someone else's message", 'othello', {}, "You don't have permission to delete this message"],
    [
      'after the delete time limit',
      'hamlet',
      { limit: 60 },
      'The time limit for deleting this message has passed',
    ],
  ])('a member may not delete %s', async (_n, who, opts: { limit?: number }, msg) => {
    const id = await sendTo(hamlet, 'Verona', 'doomed', 'x');
    if (opts.limit) setRealm(t, { message_content_delete_limit_seconds: opts.limit });
    const restore = shiftClock(t, opts.limit ? 120 : 0);
    const r = await (await t.as(`${who}@example.com`)).delete(`/messages/${id}`);
    restore();
    setRealm(t, { message_content_delete_limit_seconds: null });
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST', msg });
  });

  it("an administrator deletes anyone's message, at any age", async () => {
    const id = await sendTo(hamlet, 'Verona', 'doomed', 'x');
    setRealm(t, { message_content_delete_limit_seconds: 60 });
    const restore = shiftClock(t, 1000);
    const r = await iago.delete(`/messages/${id}`);
    restore();
    setRealm(t, { message_content_delete_limit_seconds: null });
    expect(r.status).toBe(200);
  });

  it('can_delete_own_message_group can take the right away', async () => {
    const db = t.server.services.db;
    const admins = (
      db.prepare("SELECT id FROM user_groups WHERE name = 'role:administrators'").get() as {
        id: number;
      }
    ).id;
    setRealm(t, { can_delete_own_message_group: admins });
    const id = await sendTo(hamlet, 'Verona', 'doomed', 'x');
    const r = await hamlet.delete(`/messages/${id}`);
    const everyone = (
      db.prepare("SELECT id FROM user_groups WHERE name = 'role:everyone'").get() as { id: number }
    ).id;
    setRealm(t, { can_delete_own_message_group: everyone });
    expect(r.body.msg).toBe("You don't have permission to delete this message");
  });

  it('an inaccessible or missing message is Invalid message(s)', async () => {
    const id = await sendTo(iago, 'Scotland', 'x', 'x');
    expect((await othello.delete(`/messages/${id}`)).body.msg).toBe('Invalid message(s)');
    expect((await othello.delete('/messages/987654321')).body.msg).toBe('Invalid message(s)');
  });
});
