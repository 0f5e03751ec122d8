import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrgHarness, startOrgHarness } from '../../testing/org-harness';
import type { TestServer } from '../../testing/test-server';

// Who may read and link private channels, and the legacy policy older clients read.

let t: TestServer;
let h: OrgHarness;
beforeAll(async () => {
  ({ t, h } = await startOrgHarness());
});
afterAll(() => t.close());

const since = (n: number): Array<Record<string, unknown> & { users: readonly number[] }> =>
  h.notices.slice(n).map((x) => ({ ...x.event, users: x.users }));

describe('access to private channels (feature levels 333, 354, 356)', () => {
  const names = (body: { streams: { name: string }[] }) => body.streams.map((s) => s.name);

  it('include_all lists what each may know of; include_can_access_content what each may read', async () => {
    const outsider = h.clients.outsider;
    expect(names((await outsider.get('/streams', { include_all: true })).body)).not.toContain(
      'Scotland',
    );
    expect(names((await h.clients.admin.get('/streams', { include_all: true })).body)).toContain(
      'Scotland',
    );
    // A private channel with shared history: a group that may subscribe reads it unsubscribed.
    await h.clients.admin.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'shared secrets' }],
      invite_only: true,
      history_public_to_subscribers: true,
    });
    const id = h.streamId('shared secrets');
    await h.clients.admin.post('/messages', {
      type: 'channel',
      to: id,
      topic: 'plans',
      content: 'for the group too',
    });
    const read = () =>
      outsider.get('/messages', {
        anchor: 'newest',
        num_before: 5,
        num_after: 0,
        narrow: [{ operator: 'channel', operand: id }],
      });
    const readable = async () =>
      names((await outsider.get('/streams', { include_can_access_content: true })).body);
    expect(await readable()).not.toContain('shared secrets');
    expect((await read()).body.messages ?? []).toEqual([]);
    const grant = { new: { direct_members: [h.userId(outsider.email!)], direct_subgroups: [] } };
    await h.clients.admin.patch(`/streams/${id}`, { can_subscribe_group: grant });
    expect(await readable()).toContain('shared secrets');
    const page = await read();
    expect(page.body.messages.map((m: { content: string }) => m.content)).toEqual([
      '<p>for the group too</p>',
    ]);
  });

  it('derives the legacy stream_post_policy from can_send_message_group, with its events', async () => {
    const id = h.streamId('Verona');
    const policy = async () => {
      const s = (await h.clients.admin.get(`/streams/${id}`)).body.stream;
      return [s.stream_post_policy, s.is_announcement_only];
    };
    expect(await policy()).toEqual([1, false]);
    const n = h.notices.length;
    const set = (name: string) =>
      h.clients.admin.patch(`/streams/${id}`, {
        can_send_message_group: { new: h.systemGroupId(name) },
      });
    await set('role:administrators');
    expect(await policy()).toEqual([2, true]);
    expect(
      since(n)
        .filter((e) => e.type === 'stream')
        .map((e) => [e.property, e.value]),
    ).toEqual([
      ['can_send_message_group', h.systemGroupId('role:administrators')],
      ['stream_post_policy', 2],
      ['is_announcement_only', true],
    ]);
    await set('role:moderators');
    expect(await policy()).toEqual([4, false]);
    await set('role:fullmembers');
    expect(await policy()).toEqual([3, false]);
    await set('role:members'); // no legacy value of its own: the superset, everyone
    expect(await policy()).toEqual([1, false]);
    await set('role:everyone');
  });
});

describe('channel links in descriptions and profile fields', () => {
  it('link only channels that are not private, whoever writes them', async () => {
    const scotland = h.streamId('Scotland');
    const denmark = h.streamId('Denmark');
    const text = 'See #**Scotland** and #**Denmark**';
    await h.clients.admin.patch(`/streams/${h.streamId('Verona')}`, { description: text });
    const verona = (await h.clients.member.get(`/streams/${h.streamId('Verona')}`)).body.stream;
    expect(verona.rendered_description).toContain(`data-stream-id="${denmark}"`);
    expect(verona.rendered_description).not.toContain(`data-stream-id="${scotland}"`);
    expect(verona.rendered_description).toContain('Scotland');

    const fields = (await h.clients.admin.get('/realm/profile_fields')).body.custom_fields;
    const bio = fields.find((f: { type: number }) => f.type === 2 || f.type === 1);
    await h.clients.admin.patch('/users/me/profile_data', { data: [{ id: bio.id, value: text }] });
    const me = (
      await h.clients.member.get(`/users/${h.clients.admin.userId}`, {
        include_custom_profile_fields: true,
      })
    ).body.user;
    const rendered = me.profile_data[String(bio.id)].rendered_value as string;
    expect(rendered).toContain(`data-stream-id="${denmark}"`);
    expect(rendered).not.toContain(`data-stream-id="${scotland}"`);
  });
});
