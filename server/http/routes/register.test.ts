// POST /register on the demo organization: the shape of every answer (keys and types) stays put.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeOf } from '../../testing/shape';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let t: TestServer;
const clients: Record<string, TestClient> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const who of ['iago', 'othello', 'polonius'])
    clients[who] = await t.as(`${who}@example.com`);
});
afterAll(() => t.close());

/** What the web app registered with when this snapshot was taken. */
const WEB_APP = {
  apply_markdown: true,
  client_gravatar: false,
  slim_presence: true,
  fetch_event_types: [
    'realm',
    'realm_user',
    'subscription',
    'stream',
    'message',
    'update_message_flags',
    'recent_private_conversations',
    'starred_messages',
    'user_topic',
    'realm_user_groups',
    'realm_linkifiers',
    'default_streams',
    'saved_snippets',
    'user_settings',
    'realm_emoji',
    'muted_users',
    'alert_words',
    'custom_profile_fields',
  ],
  client_capabilities: {
    notification_settings_null: true,
    bulk_message_deletion: true,
    user_avatar_url_field_optional: true,
    stream_typing_notifications: true,
    user_settings_object: true,
    linkifier_url_template: true,
    user_list_incomplete: true,
    include_deactivated_groups: true,
    archived_channels: true,
    empty_topic_name: true,
  },
};

async function shape(who: string, params: Record<string, unknown>) {
  const res = await clients[who]!.post('/register', params);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return shapeOf(res.body);
}

describe('POST /register keeps its shape on the demo organization', () => {
  for (const who of ['iago', 'othello', 'polonius']) {
    for (const include_subscribers of [true, false]) {
      it(`${who}, as the web app, include_subscribers ${include_subscribers}`, async () => {
        expect(await shape(who, { ...WEB_APP, include_subscribers })).toMatchSnapshot();
      });
    }
  }

  it('othello, everything and no capabilities (the legacy keys)', async () => {
    expect(await shape('othello', {})).toMatchSnapshot();
  });

  it('othello, everything with subscribers and no capabilities', async () => {
    expect(await shape('othello', { include_subscribers: true })).toMatchSnapshot();
  });
});
