/**
 * The calls of the contract test beyond the replay script: every documented operation the
 * server implements, each answered with success at least once (and the events they cause).
 */
import type { ApiResponse, TestClient, TestServer } from '../server/testing/test-server';
import type { Cast } from './replay-script';

export async function contractCalls(
  { iago, hamlet, othello }: Cast,
  t: TestServer,
  wrap: (c: TestClient) => TestClient,
  record: (method: string, path: string, status: number, body: unknown) => void,
): Promise<void> {
  const ok = async (label: string, call: Promise<ApiResponse>) => {
    const res = await call;
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const anon = wrap(t.anonymous());
  const verona = (await ok('id', iago.get('/get_stream_id', { stream: 'Verona' }))).stream_id;
  const hamletId = hamlet.userId as number;

  // Server, login.
  await ok('settings', anon.get('/server_settings'));
  await ok(
    'password',
    anon.post('/fetch_api_key', { username: 'iago@example.com', password: 'parley-demo' }),
  );
  await ok('dev login', anon.post('/dev_fetch_api_key', { username: 'hamlet@example.com' }));

  // Reading messages.
  const page = await ok(
    'messages',
    hamlet.get('/messages', {
      anchor: 'newest',
      num_before: 20,
      num_after: 0,
      narrow: [{ operator: 'channel', operand: 'Verona' }],
    }),
  );
  await ok(
    'search',
    hamlet.get('/messages', {
      anchor: 'newest',
      num_before: 5,
      num_after: 0,
      narrow: [{ operator: 'search', operand: 'castle' }],
    }),
  );
  const id = page.messages[page.messages.length - 1].id as number;
  await ok('by ids', hamlet.get('/messages', { message_ids: [id] }));
  await ok('one', hamlet.get(`/messages/${id}`));
  await ok('history', hamlet.get(`/messages/${id}/history`));
  await ok('read receipts', hamlet.get(`/messages/${id}/read_receipts`));

  // Presence and status.
  await ok(
    'presence',
    othello.post('/users/me/presence', { status: 'active', last_update_id: -1 }),
  );
  await ok('legacy presence', hamlet.post('/users/me/presence', { status: 'idle' }));
  await ok('realm presence', iago.get('/realm/presence'));
  await ok('user presence', iago.get(`/users/${hamletId}/presence`));
  await ok('status', othello.post('/users/me/status', { status_text: 'Busy', emoji_name: 'car' }));
  await ok(
    'matches',
    hamlet.get('/messages/matches_narrow', {
      msg_ids: [id],
      narrow: [{ operator: 'channel', operand: 'Verona' }],
    }),
  );
  await ok('render', hamlet.post('/messages/render', { content: '**bold** :smile:' }));
  await ok('topics', hamlet.get(`/users/me/${verona}/topics`));

  // Flags.
  await ok(
    'read topic',
    hamlet.post('/mark_topic_as_read', { stream_id: verona, topic_name: 'replay plans' }),
  );
  await ok(
    'flags narrow',
    hamlet.post('/messages/flags/narrow', {
      anchor: 'oldest',
      num_before: 0,
      num_after: 100,
      narrow: [{ operator: 'channel', operand: 'Verona' }],
      op: 'add',
      flag: 'read',
    }),
  );
  await ok('read all', othello.post('/mark_all_as_read'));

  // Typing, in both kinds of conversation.
  await ok('typing dm', hamlet.post('/typing', { op: 'start', to: [othello.userId] }));
  await ok('typing dm stop', hamlet.post('/typing', { op: 'stop', to: [othello.userId] }));
  await ok(
    'typing channel',
    hamlet.post('/typing', {
      type: 'stream',
      op: 'start',
      stream_id: verona,
      topic: 'replay plans',
    }),
  );

  // Channels and subscriptions.
  await ok('streams', hamlet.get('/streams'));
  await ok('stream', hamlet.get(`/streams/${verona}`));
  await ok('members', hamlet.get(`/streams/${verona}/members`));
  await ok('subscriptions', hamlet.get('/users/me/subscriptions', { include_subscribers: true }));
  await ok(
    'bulk subscribe',
    hamlet.patch('/users/me/subscriptions', { add: [{ name: 'Bulk' }], delete: [] }),
  );
  await ok(
    'muted topic',
    hamlet.patch('/users/me/subscriptions/muted_topics', {
      stream_id: verona,
      topic: 'old way',
      op: 'add',
    }),
  );
  const bulk = (await ok('id', iago.get('/get_stream_id', { stream: 'Bulk' }))).stream_id;
  await ok('archive', iago.delete(`/streams/${bulk}`));

  // Users, groups, profile data.
  await ok('users', hamlet.get('/users'));
  await ok('me', hamlet.get('/users/me'));
  await ok('user', hamlet.get(`/users/${hamletId}`));
  await ok('user by email', hamlet.get('/users/othello@example.com'));
  await ok('profile fields', hamlet.get('/realm/profile_fields'));
  const fields = (await ok('profile fields', hamlet.get('/realm/profile_fields'))).custom_fields;
  const text = fields.find((f: { type: number }) => f.type === 1);
  if (text) {
    await ok(
      'profile',
      hamlet.patch('/users/me/profile_data', { data: [{ id: text.id, value: 'Denmark' }] }),
    );
  }
  const groups = (await ok('groups', hamlet.get('/user_groups'))).user_groups;
  const crew = groups.find((g: { name: string }) => g.name === 'replay crew');
  const support = groups.find(
    (g: { is_system_group: boolean; name: string }) => !g.is_system_group && g !== crew,
  );
  await ok('group members', hamlet.get(`/user_groups/${crew.id}/members`));
  await ok('is member', hamlet.get(`/user_groups/${crew.id}/members/${iago.userId}`));
  await ok('subgroups', hamlet.get(`/user_groups/${crew.id}/subgroups`));
  await ok('add subgroup', iago.post(`/user_groups/${crew.id}/subgroups`, { add: [support.id] }));
  await ok('deactivate group', iago.post(`/user_groups/${crew.id}/deactivate`));

  // Settings, alert words, snippets, linkifiers, emoji, the realm.
  await ok('alert words', othello.get('/users/me/alert_words'));
  await ok(
    'remove alert words',
    othello.delete('/users/me/alert_words', { alert_words: ['castle'] }),
  );
  await ok('snippets', hamlet.get('/saved_snippets'));
  const snippet = await ok(
    'snippet',
    hamlet.post('/saved_snippets', { title: 'Bye', content: 'Bye!' }),
  );
  await ok(
    'edit snippet',
    hamlet.patch(`/saved_snippets/${snippet.saved_snippet_id}`, { title: 'Farewell' }),
  );
  await ok('scheduled messages', hamlet.get('/scheduled_messages'));
  const later = Math.floor(Date.now() / 1000) + 3600;
  const scheduled = await ok(
    'schedule',
    hamlet.post('/scheduled_messages', {
      type: 'channel',
      to: verona,
      topic: 'later',
      content: 'Later!',
      scheduled_delivery_timestamp: later,
    }),
  );
  const scheduledPath = `/scheduled_messages/${scheduled.scheduled_message_id}`;
  await ok('reschedule', hamlet.patch(scheduledPath, { scheduled_delivery_timestamp: later + 60 }));
  await ok('unschedule', hamlet.delete(scheduledPath));
  const linkifiers = (await ok('linkifiers', hamlet.get('/realm/linkifiers'))).linkifiers;
  const ids = linkifiers.map((l: { id: number }) => l.id);
  await ok(
    'reorder',
    iago.patch('/realm/linkifiers', { ordered_linkifier_ids: [...ids].reverse() }),
  );
  const last = ids[ids.length - 1];
  await ok(
    'edit linkifier',
    iago.patch(`/realm/filters/${last}`, {
      pattern: 'RQ-(?P<id>[0-9]+)',
      url_template: 'https://example.com/rq/{id}',
    }),
  );
  await ok('delete linkifier', iago.delete(`/realm/filters/${last}`));
  await ok('emoji', hamlet.get('/realm/emoji'));
  await ok('realm', iago.patch('/realm', { description: 'A **new** description' }));

  // An upload (multipart, outside the JSON client).
  const form = new FormData();
  form.append('file', new Blob(['hello']), 'hello.txt');
  const auth = Buffer.from(`${hamlet.email}:${hamlet.apiKey}`).toString('base64');
  const up = await fetch(`${t.url}/api/v1/user_uploads`, {
    method: 'POST',
    headers: { authorization: `Basic ${auth}` },
    body: form,
  });
  record('POST', '/user_uploads', up.status, await up.json());

  // A queue deleted, accounts created, changed, deactivated and reactivated.
  const reg = await ok('register', othello.post('/register', { event_types: ['message'] }));
  await ok('delete queue', othello.delete('/events', { queue_id: reg.queue_id }));
  const desdemona = wrap(await t.as('desdemona@example.com'));
  const created = await ok(
    'create user',
    desdemona.post('/users', {
      email: 'newbie@example.com',
      password: 'newbie-pass',
      full_name: 'Newbie',
    }),
  );
  await ok('change user', iago.patch(`/users/${created.user_id}`, { full_name: 'New Person' }));
  await ok('deactivate', iago.delete(`/users/${created.user_id}`));
  await ok('reactivate', iago.post(`/users/${created.user_id}/reactivate`));
  const newbie = wrap(await t.as('newbie@example.com'));
  await ok('leave', newbie.delete('/users/me'));
}
