import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrgHarness, startOrgHarness } from '../../testing/org-harness';
import type { TestServer } from '../../testing/test-server';

let t: TestServer;
let h: OrgHarness;
beforeAll(async () => {
  ({ t, h } = await startOrgHarness());
});
afterAll(() => t.close());

const since = (n: number): Array<Record<string, unknown> & { users: readonly number[] }> =>
  h.notices.slice(n).map((x) => ({ ...x.event, users: x.users }));

describe('channel objects', () => {
  it('GET /streams/{id} returns every field of the channel', async () => {
    const res = await h.clients.admin.get(`/streams/${h.streamId('Verona')}`);
    expect(Object.keys(res.body.stream).sort()).toEqual(
      [
        'stream_id',
        'name',
        'description',
        'rendered_description',
        'date_created',
        'creator_id',
        'invite_only',
        'is_web_public',
        'history_public_to_subscribers',
        'message_retention_days',
        'is_archived',
        'first_message_id',
        'is_recently_active',
        'stream_post_policy',
        'is_announcement_only',
        'stream_weekly_traffic',
        'subscriber_count',
        'can_send_message_group',
        'can_administer_channel_group',
        'can_remove_subscribers_group',
        'can_add_subscribers_group',
        'can_subscribe_group',
      ].sort(),
    );
    expect(res.body.stream.first_message_id).toBeTypeOf('number');
    expect(res.body.stream.rendered_description).toContain('<strong>standups</strong>');
  });

  it('GET /streams/{id} for an unknown ID is "Invalid channel ID"', async () => {
    const res = await h.clients.admin.get('/streams/4242');
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Invalid channel ID' });
  });

  it('guests list web-public channels only with include_web_public', async () => {
    const names = async (params: Record<string, unknown>) =>
      (await h.clients.guest.get('/streams', params)).body.streams.map(
        (s: { name: string }) => s.name,
      );
    expect(await names({})).toEqual(['general', 'Verona', 'Denmark']);
    expect(await names({ include_web_public: true })).toContain('Rome');
  });

  it('GET /streams include_default marks default channels', async () => {
    const res = await h.clients.member.get('/streams', { include_default: true });
    const general = res.body.streams.find((s: { name: string }) => s.name === 'general');
    expect(general.is_default).toBe(true);
  });
});

describe('PATCH /streams/{stream_id}', () => {
  it('a stale old group-setting value is EXPECTATION_MISMATCH; a current one applies', async () => {
    const id = h.streamId('Denmark');
    const stale = await h.clients.admin.patch(`/streams/${id}`, {
      can_remove_subscribers_group: { new: 2, old: 99 },
    });
    expect(stale.body.code).toBe('EXPECTATION_MISMATCH');
    const current = (await h.clients.admin.get(`/streams/${id}`)).body.stream;
    const mods = h.t.server.services.db
      .prepare("SELECT id FROM user_groups WHERE name = 'role:moderators'")
      .get() as { id: number };
    const n = h.notices.length;
    const ok = await h.clients.admin.patch(`/streams/${id}`, {
      can_remove_subscribers_group: { new: mods.id, old: current.can_remove_subscribers_group },
    });
    expect(ok.status).toBe(200);
    expect(since(n)).toContainEqual(
      expect.objectContaining({ property: 'can_remove_subscribers_group', value: mods.id }),
    );
  });

  it('refuses role:everyone for can_administer_channel_group and unknown groups', async () => {
    const id = h.streamId('Denmark');
    const everyone = h.t.server.services.db
      .prepare("SELECT id FROM user_groups WHERE name = 'role:everyone'")
      .get() as { id: number };
    for (const value of [everyone.id, 9999]) {
      const res = await h.clients.admin.patch(`/streams/${id}`, {
        can_administer_channel_group: { new: value },
      });
      expect(res.body.code).toBe('BAD_REQUEST');
    }
  });

  it('history_public_to_subscribers=false is refused for public channels', async () => {
    const res = await h.clients.admin.patch(`/streams/${h.streamId('Denmark')}`, {
      history_public_to_subscribers: false,
    });
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('private and web-public together is BAD_REQUEST', async () => {
    const res = await h.clients.owner.patch(`/streams/${h.streamId('Denmark')}`, {
      is_private: true,
      is_web_public: true,
    });
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('an administrator not subscribed to a private channel may not change its privacy', async () => {
    await h.clients.admin.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'secret' }],
      invite_only: true,
      principals: [h.userId('hamlet@example.com')],
    });
    const res = await h.clients.owner.patch(`/streams/${h.streamId('secret')}`, {
      is_private: false,
    });
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.msg).toMatch(/subscribed/);
  });

  it('renames, refusing a taken name, and tells viewers with the old name', async () => {
    const id = h.streamId('Denmark');
    const taken = await h.clients.admin.patch(`/streams/${id}`, { new_name: 'verona' });
    expect(taken.body.msg).toMatch(/already taken/);
    const long = await h.clients.admin.patch(`/streams/${id}`, { new_name: 'x'.repeat(61) });
    expect(long.body.code).toBe('BAD_REQUEST');
    const n = h.notices.length;
    expect((await h.clients.admin.patch(`/streams/${id}`, { new_name: 'Elsinore' })).status).toBe(
      200,
    );
    expect(since(n)).toContainEqual(
      expect.objectContaining({ type: 'stream', op: 'update', name: 'Denmark', value: 'Elsinore' }),
    );
    await h.clients.admin.patch(`/streams/${id}`, { new_name: 'Denmark' });
  });

  it('making a public channel private sends stream/delete to those who lose it', async () => {
    await h.clients.admin.post('/users/me/subscriptions', { subscriptions: [{ name: 'closing' }] });
    const n = h.notices.length;
    const res = await h.clients.admin.patch(`/streams/${h.streamId('closing')}`, {
      is_private: true,
    });
    expect(res.status).toBe(200);
    const events = since(n);
    const update = events.find((e) => e.property === 'invite_only');
    expect(update).toMatchObject({ value: true, history_public_to_subscribers: true });
    const deleted = events.find((e) => e.type === 'stream' && e.op === 'delete');
    expect(deleted?.users).toContain(h.userId('othello@example.com'));
    expect(update?.users).not.toContain(h.userId('othello@example.com'));
  });
});

describe('subscriptions', () => {
  it('keys results by user ID string; already_subscribed; unauthorized when not fatal', async () => {
    const hamlet = h.userId('hamlet@example.com');
    const res = await h.clients.member.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'general' }, { name: 'Scotland' }, { name: 'announce' }],
    });
    expect(res.body.already_subscribed[String(hamlet)]).toContain('general');
    const othello = await h.clients.outsider.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'Scotland' }, { name: 'Denmark' }],
      authorization_errors_fatal: false,
    });
    expect(othello.body.unauthorized).toEqual(['Scotland']);
    expect(othello.body.subscribed).toEqual({
      [String(h.userId('othello@example.com'))]: ['Denmark'],
    });
    const fatal = await h.clients.outsider.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'Scotland' }],
    });
    expect(fatal.body).toMatchObject({
      code: 'BAD_REQUEST',
      msg: 'Unable to access channel (Scotland).',
    });
  });

  it('sends subscription/add to the new subscriber and peer_add to the others', async () => {
    const n = h.notices.length;
    await h.clients.admin.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'announce' }],
      principals: [h.userId('polonius@example.com')],
    });
    const events = since(n);
    const add = events.find((e) => e.type === 'subscription' && e.op === 'add');
    expect(add?.users).toEqual([h.userId('polonius@example.com')]);
    const peer = events.find((e) => e.op === 'peer_add');
    expect(peer).toMatchObject({ user_ids: [h.userId('polonius@example.com')] });
  });

  it('DELETE: STREAM_DOES_NOT_EXIST with the name; bad principals; removed / not_removed', async () => {
    const missing = await h.clients.member.delete('/users/me/subscriptions', {
      subscriptions: ['Atlantis'],
    });
    expect(missing.body).toMatchObject({ code: 'STREAM_DOES_NOT_EXIST', stream: 'Atlantis' });
    const hidden = await h.clients.outsider.delete('/users/me/subscriptions', {
      subscriptions: ['Scotland'],
    });
    expect(hidden.body).toMatchObject({ code: 'STREAM_DOES_NOT_EXIST', stream: 'Scotland' });
    const unknown = await h.clients.admin.delete('/users/me/subscriptions', {
      subscriptions: ['general'],
      principals: [424242],
    });
    expect(unknown.body.code).toBe('BAD_REQUEST');
    const res = await h.clients.admin.delete('/users/me/subscriptions', {
      subscriptions: ['Rome', 'Denmark'],
      principals: [h.userId('othello@example.com')],
    });
    expect(res.body).toMatchObject({ removed: ['Rome', 'Denmark'], not_removed: [] });
    const again = await h.clients.admin.delete('/users/me/subscriptions', {
      subscriptions: ['Rome'],
      principals: [h.userId('othello@example.com')],
    });
    expect(again.body).toMatchObject({ removed: [], not_removed: ['Rome'] });
  });

  it('archived channels keep their subscriptions editable (feature level 362)', async () => {
    await h.clients.admin.post('/users/me/subscriptions', { subscriptions: [{ name: 'old' }] });
    await h.clients.admin.delete(`/streams/${h.streamId('old')}`);
    const sub = await h.clients.member.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'old' }],
    });
    expect(sub.body).toMatchObject({ result: 'success' });
    const unsub = await h.clients.admin.delete('/users/me/subscriptions', {
      subscriptions: ['old'],
    });
    expect(unsub.body).toMatchObject({ result: 'success', removed: ['old'] });
    const got = await h.clients.admin.get(`/streams/${h.streamId('old')}`);
    expect(got.body.stream.is_archived).toBe(true);
    // Only its privacy may change while archived; anything else waits for unarchiving.
    const id = h.streamId('old');
    expect((await h.clients.admin.patch(`/streams/${id}`, { description: 'x' })).body.code).toBe(
      'BAD_REQUEST',
    );
    expect((await h.clients.member.patch(`/streams/${id}`, { is_private: true })).status).toBe(400);
  });

  it('PATCH /users/me/subscriptions adds and deletes', async () => {
    const res = await h.clients.outsider.patch('/users/me/subscriptions', {
      add: [{ name: 'Rome' }],
      delete: ['announce'],
    });
    expect(res.body).toMatchObject({ removed: ['announce'] });
    expect(Object.values(res.body.subscribed)).toEqual([['Rome']]);
  });

  it('is_muted sends is_muted and in_home_view updates; bad values are refused', async () => {
    const id = h.streamId('general');
    const n = h.notices.length;
    await h.clients.member.post('/users/me/subscriptions/properties', {
      subscription_data: [{ stream_id: id, property: 'is_muted', value: true }],
    });
    expect(since(n).map((e) => [e.property, e.value])).toEqual([
      ['is_muted', true],
      ['in_home_view', false],
    ]);
    const subs = (await h.clients.member.get('/users/me/subscriptions')).body.subscriptions;
    expect(subs.find((s: { stream_id: number }) => s.stream_id === id)).toMatchObject({
      is_muted: true,
      in_home_view: false,
    });
    for (const bad of [
      { stream_id: id, property: 'color', value: 'red' },
      { stream_id: id, property: 'no_such', value: true },
      { stream_id: h.streamId('Rome'), property: 'pin_to_top', value: true },
    ]) {
      const res = await h.clients.member.post('/users/me/subscriptions/properties', {
        subscription_data: [bad],
      });
      expect(res.body.code).toBe('BAD_REQUEST');
    }
    const ok = await h.clients.member.post('/users/me/subscriptions/properties', {
      subscription_data: [{ stream_id: id, property: 'desktop_notifications', value: null }],
    });
    expect(ok.status).toBe(200);
  });
});

describe('topics', () => {
  it('muted_topics needs exactly one of stream and stream_id; succeeds repeatedly', async () => {
    const both = await h.clients.member.patch('/users/me/subscriptions/muted_topics', {
      stream: 'general',
      stream_id: h.streamId('general'),
      topic: 'x',
      op: 'add',
    });
    expect(both.body.code).toBe('BAD_REQUEST');
    for (let i = 0; i < 2; i++) {
      const n = h.notices.length;
      const res = await h.clients.member.patch('/users/me/subscriptions/muted_topics', {
        stream: 'general',
        topic: 'no messages here',
        op: 'add',
      });
      expect(res.status).toBe(200);
      expect(since(n)).toContainEqual(
        expect.objectContaining({ type: 'user_topic', visibility_policy: 1 }),
      );
    }
  });

  it('POST /user_topics sets any of the four policies and refuses others', async () => {
    for (const policy of [3, 2, 1, 0]) {
      const res = await h.clients.member.post('/user_topics', {
        stream_id: h.streamId('general'),
        topic: 'lunch',
        visibility_policy: policy,
      });
      expect(res.status).toBe(200);
    }
    const bad = await h.clients.member.post('/user_topics', {
      stream_id: h.streamId('general'),
      topic: 'lunch',
      visibility_policy: 7,
    });
    expect(bad.body.code).toBe('BAD_REQUEST');
  });
});
