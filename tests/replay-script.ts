/**
 * The scripted operations of the replay test: three users (an administrator and two members,
 * one of whom is outside the private channel) exercising every kind of change the store follows.
 * Every call must succeed; the function returns how many operations ran.
 */
import type { ApiResponse, TestClient } from '../server/testing/test-server';

export interface Cast {
  iago: TestClient;
  hamlet: TestClient;
  othello: TestClient;
}

export async function replayScript({ iago, hamlet, othello }: Cast): Promise<number> {
  let count = 0;
  const ok = async (label: string, call: Promise<ApiResponse>): Promise<ApiResponse['body']> => {
    const res = await call;
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
    count++;
    return res.body;
  };
  const send = (who: TestClient, to: string, topic: string, content: string) =>
    ok(`send ${content}`, who.post('/messages', { type: 'stream', to, topic, content }));
  const dm = (who: TestClient, to: number[], content: string) =>
    ok(`dm ${content}`, who.post('/messages', { type: 'direct', to, content }));

  const ids = (await iago.get('/users/me')).body.user_id as number;
  const hamletId = hamlet.userId!;
  const othelloId = othello.userId!;
  const verona = (await iago.get('/get_stream_id', { stream: 'Verona' })).body.stream_id as number;
  const denmark = (await iago.get('/get_stream_id', { stream: 'Denmark' })).body
    .stream_id as number;

  // Messages in channels and direct messages, with mentions.
  const m1 = (await send(iago, 'Verona', 'replay plans', 'Plans for the replay, @**King Hamlet**'))
    .id;
  const m2 = (await send(hamlet, 'Verona', 'replay plans', 'Sounds good')).id;
  const m3 = (await send(othello, 'Verona', 'replay plans', 'Count me in')).id;
  const m4 = (await send(hamlet, 'Denmark', 'castle', 'The castle is quiet')).id;
  const m5 = (await send(iago, 'Scotland', 'secret', 'Only for the private channel')).id;
  await dm(iago, [hamletId], 'A direct word');
  await dm(hamlet, [iago.userId!, othelloId], 'A group word');
  await dm(othello, [hamletId], 'Another direct word');
  for (let i = 0; i < 6; i++)
    await send([iago, hamlet, othello][i % 3]!, 'general', `chatter ${i % 2}`, `Line ${i}`);

  // Edits and moves.
  await ok(
    'edit content',
    iago.patch(`/messages/${m1}`, { content: 'Plans for the replay (edited), @**King Hamlet**' }),
  );
  await ok('edit own', hamlet.patch(`/messages/${m2}`, { content: 'Sounds very good' }));
  await ok(
    'rename topic',
    iago.patch(`/messages/${m3}`, { topic: 'replay schedule', propagate_mode: 'change_all' }),
  );
  await ok(
    'move channel',
    iago.patch(`/messages/${m4}`, { stream_id: verona, propagate_mode: 'change_one' }),
  );
  await ok(
    'resolve',
    iago.patch(`/messages/${m3}`, { topic: '✔ replay schedule', propagate_mode: 'change_all' }),
  );

  // Reactions and flags.
  await ok('react', hamlet.post(`/messages/${m1}/reactions`, { emoji_name: 'tada' }));
  await ok('react 2', othello.post(`/messages/${m1}/reactions`, { emoji_name: 'heart' }));
  await ok('unreact', othello.delete(`/messages/${m1}/reactions`, { emoji_name: 'heart' }));

  // A poll and a vote in it (Zulip's widget protocol).
  const poll = (await send(hamlet, 'Verona', 'replay plans', '/poll When?\nMonday\nFriday')).id;
  await ok(
    'vote',
    othello.post('/submessage', {
      message_id: poll,
      msg_type: 'widget',
      content: JSON.stringify({ type: 'vote', key: 'canned,1', vote: 1 }),
    }),
  );
  await ok(
    'star',
    hamlet.post('/messages/flags', { messages: [m1, m2], op: 'add', flag: 'starred' }),
  );
  await ok('read', hamlet.post('/messages/flags', { messages: [m1, m3], op: 'add', flag: 'read' }));
  await ok(
    'unread',
    hamlet.post('/messages/flags', { messages: [m1], op: 'remove', flag: 'read' }),
  );
  await ok(
    'unstar',
    hamlet.post('/messages/flags', { messages: [m2], op: 'remove', flag: 'starred' }),
  );
  await ok('read all in Denmark', hamlet.post('/mark_stream_as_read', { stream_id: denmark }));

  // Subscriptions.
  await ok(
    'subscribe othello to Scotland',
    iago.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'Scotland' }],
      principals: [othelloId],
    }),
  );
  await send(othello, 'Scotland', 'secret', 'Thanks for adding me');
  await ok(
    'unsubscribe othello from Scotland',
    iago.delete('/users/me/subscriptions', {
      subscriptions: ['Scotland'],
      principals: [othelloId],
    }),
  );
  // A count changed by others' joining and leaving, for stores without the channel's list.
  const prosperoId = (await iago.get('/users/prospero@example.com')).body.user.user_id as number;
  await ok(
    'add prospero and othello to Denmark',
    iago.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'Denmark' }],
      principals: [prosperoId, othelloId],
    }),
  );
  await ok(
    'othello leaves Denmark',
    othello.delete('/users/me/subscriptions', { subscriptions: ['Denmark'] }),
  );
  await ok(
    'create a channel',
    hamlet.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'Elsinore', description: 'The castle' }],
    }),
  );
  await ok(
    'add othello',
    hamlet.post('/users/me/subscriptions', {
      subscriptions: [{ name: 'Elsinore' }],
      principals: [othelloId],
    }),
  );
  await send(othello, 'Elsinore', 'hello', 'Hello castle');
  await ok(
    'othello leaves',
    othello.delete('/users/me/subscriptions', { subscriptions: ['Elsinore'] }),
  );
  await ok(
    'mute Verona',
    othello.post('/users/me/subscriptions/properties', {
      subscription_data: [{ stream_id: verona, property: 'is_muted', value: true }],
    }),
  );
  await ok(
    'color',
    hamlet.post('/users/me/subscriptions/properties', {
      subscription_data: [{ stream_id: verona, property: 'color', value: '#a6c7e5' }],
    }),
  );
  await ok(
    'pin',
    hamlet.post('/users/me/subscriptions/properties', {
      subscription_data: [{ stream_id: denmark, property: 'pin_to_top', value: true }],
    }),
  );

  // Channel administration.
  await ok('rename channel', iago.patch(`/streams/${denmark}`, { new_name: 'Denmark 2' }));
  await ok(
    'describe channel',
    iago.patch(`/streams/${denmark}`, { description: 'Castle business, **renamed**' }),
  );
  await ok('rename back', iago.patch(`/streams/${denmark}`, { new_name: 'Denmark' }));

  // Topics.
  await ok(
    'mute a topic',
    hamlet.post('/user_topics', { stream_id: verona, topic: 'replay plans', visibility_policy: 1 }),
  );
  await ok(
    'follow a topic',
    othello.post('/user_topics', {
      stream_id: verona,
      topic: 'replay plans',
      visibility_policy: 3,
    }),
  );
  await ok(
    'unmute',
    hamlet.post('/user_topics', { stream_id: verona, topic: 'replay plans', visibility_policy: 0 }),
  );
  await send(iago, 'Verona', 'replay plans', 'Back to the plans');

  // Groups.
  const group = await ok(
    'create group',
    iago.post('/user_groups/create', {
      name: 'replayers',
      description: 'People in the replay',
      members: [ids, hamletId],
    }),
  );
  const groupId = group.group_id as number;
  await ok('add member', iago.post(`/user_groups/${groupId}/members`, { add: [othelloId] }));
  await ok('remove member', iago.post(`/user_groups/${groupId}/members`, { delete: [hamletId] }));
  await ok('rename group', iago.patch(`/user_groups/${groupId}`, { name: 'replay crew' }));

  // A custom emoji: added, used as a reaction, and another added and deactivated.
  const emojiPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const emojiFile = { name: 'dot.png', type: 'image/png', data: emojiPng };
  await ok('custom emoji', iago.postFile('/realm/emoji/replay_dot', emojiFile));
  await ok('react custom', othello.post(`/messages/${m1}/reactions`, { emoji_name: 'replay_dot' }));
  await ok('custom emoji 2', hamlet.postFile('/realm/emoji/short_lived', emojiFile));
  await ok('deactivate emoji', hamlet.delete('/realm/emoji/short_lived'));

  // Personal settings, snippets, alert words, linkifiers.
  await ok('setting', hamlet.patch('/settings', { enter_sends: true }));
  await ok('alert words', othello.post('/users/me/alert_words', { alert_words: ['castle'] }));
  await send(hamlet, 'general', 'castle talk', 'The castle again');
  const snippet = await ok(
    'snippet',
    hamlet.post('/saved_snippets', { title: 'Greeting', content: 'Hello!' }),
  );
  await ok('delete snippet', hamlet.delete(`/saved_snippets/${snippet.saved_snippet_id}`));

  // Drafts kept on the server: made, listed, edited, deleted; synchronization turned off.
  const drafts = await ok(
    'drafts',
    othello.post('/drafts', {
      drafts: [
        { type: 'stream', to: [verona], topic: 'replay plans', content: 'Half a thought' },
        { type: 'private', to: [hamletId], topic: '', content: 'A word later' },
      ],
    }),
  );
  const [thought, word] = drafts.ids as [number, number];
  await ok('list drafts', othello.get('/drafts'));
  await ok(
    'edit draft',
    othello.patch(`/drafts/${thought}`, {
      draft: { type: 'stream', to: [verona], topic: 'replay plans', content: 'A whole thought' },
    }),
  );
  await ok('delete draft', othello.delete(`/drafts/${word}`));
  await ok(
    'hamlet drafts',
    hamlet.post('/drafts', { drafts: [{ type: '', to: [], topic: '', content: 'Someday' }] }),
  );
  await ok(
    'stop syncing drafts',
    hamlet.patch('/settings', { enable_drafts_synchronization: false }),
  );
  await ok(
    'linkifier',
    iago.post('/realm/filters', {
      pattern: 'RP-(?P<id>[0-9]+)',
      url_template: 'https://example.com/rp/{id}',
    }),
  );
  await send(iago, 'general', 'links', 'See RP-12');

  // Deletion and a name change.
  await ok('delete', iago.delete(`/messages/${m5}`));
  await ok('full name', hamlet.patch('/settings', { full_name: 'Prince Hamlet' }));
  await dm(othello, [hamletId], 'Goodbye for now');
  return count;
}
