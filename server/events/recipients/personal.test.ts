import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVERYONE,
  ev,
  except,
  type Row,
  runRow,
  startWorld,
  to,
  type World,
} from '../../testing/recipients-harness';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.t.close());

/** Personal state: only the user themself hears of it. */
const personalRows: Row[] = [
  {
    name: 'following a topic: user_topic only to the user',
    act: (w) =>
      w.c.polonius.post('/user_topics', {
        stream_id: w.stream.Denmark,
        topic: 'castle',
        visibility_policy: 3,
      }),
    types: ['user_topic'],
    receive: (w) =>
      to(
        ['polonius'],
        ev('user_topic', null, {
          stream_id: w.stream.Denmark,
          topic_name: 'castle',
          visibility_policy: 3,
          last_updated: expect.any(Number),
        }),
      ),
  },
  {
    name: 'muting a topic in a private channel: user_topic only to the user',
    act: (w) =>
      w.c.shiva.post('/user_topics', {
        stream_id: w.stream.Scotland,
        topic: 'plans',
        visibility_policy: 1,
      }),
    types: ['user_topic'],
    receive: (w) =>
      to(
        ['shiva'],
        ev('user_topic', null, {
          stream_id: w.stream.Scotland,
          topic_name: 'plans',
          visibility_policy: 1,
        }),
      ),
  },
  {
    name: 'a saved snippet: saved_snippets/add only to its owner',
    act: (w) =>
      w.c.cordelia.post('/saved_snippets', {
        title: 'Nothing',
        content: 'Nothing will come of nothing.',
      }),
    receive: (_w, body) =>
      to(
        ['cordelia'],
        ev('saved_snippets', 'add', {
          saved_snippet: {
            id: body.saved_snippet_id,
            title: 'Nothing',
            content: 'Nothing will come of nothing.',
            date_created: expect.any(Number),
          },
        }),
      ),
  },
  {
    name: 'editing it: saved_snippets/update only to its owner',
    before: async (w) => {
      const list = (await w.c.cordelia.get('/saved_snippets')).body.saved_snippets as {
        id: number;
        title: string;
      }[];
      w.memo.snippet = list.find((s) => s.title === 'Nothing')!.id;
    },
    act: (w) => w.c.cordelia.patch(`/saved_snippets/${w.memo.snippet}`, { title: 'Speak again' }),
    receive: (w) =>
      to(
        ['cordelia'],
        ev('saved_snippets', 'update', {
          saved_snippet: expect.objectContaining({ id: w.memo.snippet, title: 'Speak again' }),
        }),
      ),
  },
  {
    name: 'deleting it: saved_snippets/remove only to its owner',
    act: (w) => w.c.cordelia.delete(`/saved_snippets/${w.memo.snippet}`),
    receive: (w) =>
      to(['cordelia'], ev('saved_snippets', 'remove', { saved_snippet_id: w.memo.snippet })),
  },
  {
    name: 'alert words: alert_words only to the user, with the whole list as written',
    act: (w) =>
      w.c.othello.post('/users/me/alert_words', { alert_words: ['handkerchief', 'Moor'] }),
    receive: () =>
      to(['othello'], ev('alert_words', null, { alert_words: ['handkerchief', 'Moor'] })),
  },
  {
    name: 'removing one (in any case): alert_words only to the user',
    act: (w) => w.c.othello.delete('/users/me/alert_words', { alert_words: ['moor'] }),
    receive: () => to(['othello'], ev('alert_words', null, { alert_words: ['handkerchief'] })),
  },
  {
    name: 'a display setting: user_settings/update only to the user',
    act: (w) => w.c.hamlet.patch('/settings', { twenty_four_hour_time: true }),
    receive: () =>
      to(
        ['hamlet'],
        ev('user_settings', 'update', { property: 'twenty_four_hour_time', value: true }),
      ),
  },
  {
    name: 'default_language carries language_name',
    act: (w) => w.c.hamlet.patch('/settings', { default_language: 'de' }),
    receive: () =>
      to(
        ['hamlet'],
        ev('user_settings', 'update', {
          property: 'default_language',
          value: 'de',
          language_name: expect.any(String),
        }),
      ),
  },
  {
    name: 'without user_settings_object also update_display_settings, only to the user',
    register: { hamlet: { client_capabilities: {} }, othello: { client_capabilities: {} } },
    act: (w) => w.c.hamlet.patch('/settings', { emojiset: 'text' }),
    receive: () =>
      to(
        ['hamlet'],
        ev('user_settings', 'update', { property: 'emojiset', value: 'text' }),
        ev('update_display_settings', null, {
          user: 'hamlet@example.com',
          setting_name: 'emojiset',
          setting: 'text',
        }),
      ),
  },
  {
    name: 'without user_settings_object a notification setting also sends update_global_notifications',
    register: { hamlet: { client_capabilities: {} } },
    act: (w) => w.c.hamlet.patch('/settings', { enable_sounds: false }),
    receive: () =>
      to(
        ['hamlet'],
        ev('user_settings', 'update', { property: 'enable_sounds', value: false }),
        ev('update_global_notifications', null, {
          user: 'hamlet@example.com',
          notification_name: 'enable_sounds',
          setting: false,
        }),
      ),
  },
  {
    name: 'a queue asking only for the legacy event types gets only those',
    register: { hamlet: { client_capabilities: {}, event_types: ['update_display_settings'] } },
    act: (w) => w.c.hamlet.patch('/settings', { emojiset: 'google' }),
    receive: () =>
      to(
        ['hamlet'],
        ev('update_display_settings', null, { setting_name: 'emojiset', setting: 'google' }),
      ),
  },
];

/** Organization-wide state: every active user, the guest included. */
const realmRows: Row[] = [
  {
    name: 'a new linkifier: realm_linkifiers to everyone with linkifier_url_template, nothing to the others',
    register: { prospero: { client_capabilities: {} } },
    act: (w) =>
      w.c.iago.post('/realm/filters', {
        pattern: 'GH-(?P<id>[0-9]+)',
        url_template: 'https://github.com/issues/{id}',
      }),
    receive: () =>
      to(
        except('prospero'),
        ev('realm_linkifiers', null, {
          realm_linkifiers: expect.arrayContaining([
            expect.objectContaining({
              pattern: 'GH-(?P<id>[0-9]+)',
              url_template: 'https://github.com/issues/{id}',
            }),
          ]),
        }),
      ),
  },
  {
    name: 'a realm setting: realm/update_dict to everyone (event_types permitting)',
    register: { cordelia: { event_types: ['message'] }, polonius: { event_types: ['realm'] } },
    act: (w) => w.c.iago.patch('/realm', { name: 'Elsinore Ltd', allow_message_editing: false }),
    receive: () =>
      to(
        except('cordelia'),
        ev('realm', 'update_dict', {
          property: 'default',
          data: { name: 'Elsinore Ltd', allow_message_editing: false },
        }),
      ),
  },
  {
    name: 'a realm group setting: update_dict with the group-setting value, to everyone',
    act: (w) =>
      w.c.desdemona.patch('/realm', {
        can_create_groups: { new: { direct_members: [w.id.hamlet], direct_subgroups: [] } },
      }),
    receive: (w) =>
      to(
        EVERYONE,
        ev('realm', 'update_dict', {
          data: { can_create_groups: { direct_members: [w.id.hamlet], direct_subgroups: [] } },
        }),
      ),
  },
];

describe('personal events reach only their user', () => {
  for (const row of personalRows) it(row.name, () => runRow(w, row));
});

describe('organization events reach everyone', () => {
  for (const row of realmRows) it(row.name, () => runRow(w, row));
});

/** Every upload's bytes: Zulip's realm-wide currently_used_upload_space_bytes. */
const spaceUsed = (w: World): number =>
  (
    w.t.server.services.db.prepare('SELECT SUM(size) AS used FROM attachments').get() as {
      used: number;
    }
  ).used;

describe('uploads and default channels', () => {
  it('an upload: attachment/add only to the uploader, with the space in use', async () => {
    const rows: Row = {
      name: 'upload',
      act: async (w) => {
        const form = new FormData();
        form.append('file', new Blob(['twelve bytes']), 'notes.txt');
        const c = w.c.hamlet;
        const res = await fetch(`${w.t.url}/api/v1/user_uploads`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${c.email}:${c.apiKey}`).toString('base64')}`,
          },
          body: form,
        });
        return { status: res.status, body: await res.json() };
      },
      receive: (w) =>
        to(
          ['hamlet'],
          ev('attachment', 'add', {
            attachment: expect.objectContaining({ name: 'notes.txt', size: 12, messages: [] }),
            upload_space_used: spaceUsed(w),
          }),
        ),
    };
    await runRow(w, rows);
    expect(spaceUsed(w)).toBeGreaterThanOrEqual(12);
  });

  it('making a channel a default: default_streams to every non-guest', () =>
    runRow(w, {
      name: 'default',
      act: (w) => w.c.iago.patch(`/streams/${w.stream.Verona}`, { is_default_stream: true }),
      receive: (w) =>
        to(
          except('polonius'),
          ev('default_streams', null, {
            default_streams: [w.stream.general, w.stream.Verona].sort((a, b) => a - b),
          }),
        ),
    }));
});
