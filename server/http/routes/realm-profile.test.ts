import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrgHarness, startOrgHarness } from '../../testing/org-harness';
import type { TestServer } from '../../testing/test-server';

let t: TestServer;
let h: OrgHarness;
beforeAll(async () => {
  ({ t, h } = await startOrgHarness());
});
afterAll(() => t.close());

const register = async () =>
  (await h.clients.member.post('/register', { fetch_event_types: ['realm'] })).body;

describe('the organization profile', () => {
  it('register sends the description as its Markdown; /server_settings as HTML', async () => {
    expect((await register()).realm_description).toBe(
      'The demo organization of Parley, a Zulip-compatible chat.',
    );
    expect((await t.anonymous().get('/server_settings')).body.realm_description).toBe(
      '<p>The demo organization of Parley, a Zulip-compatible chat.</p>',
    );
  });

  it('a new description: the event and register carry the Markdown, the login page the HTML', async () => {
    const before = h.notices.length;
    const res = await h.clients.admin.patch('/realm', { description: 'We **ship** things.' });
    expect(res.body).toMatchObject({ result: 'success' });
    const [notice] = h.notices.slice(before);
    expect(notice!.event).toEqual({
      type: 'realm',
      op: 'update_dict',
      property: 'default',
      data: { description: 'We **ship** things.' },
    });
    expect((await register()).realm_description).toBe('We **ship** things.');
    expect((await t.anonymous().get('/server_settings')).body.realm_description).toBe(
      '<p>We <strong>ship</strong> things.</p>',
    );
    // The same text again changes nothing and tells nobody.
    const after = h.notices.length;
    await h.clients.admin.patch('/realm', { description: 'We **ship** things.' });
    expect(h.notices.length).toBe(after);
  });

  it('the empty topic’s display name is a setting administrators change', async () => {
    const res = await h.clients.admin.patch('/realm', { empty_topic_display_name: 'misc' });
    expect(res.body).toMatchObject({ result: 'success' });
    expect((await register()).realm_empty_topic_display_name).toBe('misc');
    const blank = await h.clients.admin.patch('/realm', { empty_topic_display_name: '   ' });
    expect(blank.body).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
    const member = await h.clients.member.patch('/realm', { empty_topic_display_name: 'x' });
    expect(member.body).toMatchObject({ result: 'error' });
  });
});
