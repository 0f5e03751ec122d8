import { describe, expect, it } from 'vitest';
import type { MessageEvent, UpdateMessageEvent } from '../api/types/event';
import { type MessagesEvent, reduceMessages } from './messages';
import type { MessagesSlice, StoredMessage } from './state';
import {
  ctxFor,
  DESIGN,
  dmMessage,
  GENERAL,
  HAMLET,
  reducerTable,
  SELF,
  stateWithMessages,
  stored,
  streamMessage,
} from './test-support';

const slice = (): MessagesSlice => stateWithMessages().messages;

/** The slice with some messages and windows changed. */
function with_(edit: (s: MessagesSlice) => void): MessagesSlice {
  const s = structuredClone(slice());
  edit(s);
  return s;
}

const msg = (s: MessagesSlice, id: number) => s.byId.get(id) as StoredMessage;
/** Test edits write into the shared containers directly. */
const byId = (s: MessagesSlice) => s.byId as Map<number, StoredMessage>;
const ids = (s: MessagesSlice, key: string) => s.windows[key]!.ids as number[];

const newMessage = (id: number, extra: Partial<MessageEvent> = {}): MessageEvent => ({
  id: 100,
  type: 'message',
  message: streamMessage(id),
  flags: [],
  ...extra,
});

const edit = (extra: Partial<UpdateMessageEvent>): UpdateMessageEvent => ({
  id: 100,
  type: 'update_message',
  user_id: HAMLET,
  message_id: 3,
  message_ids: [3],
  flags: [],
  edit_timestamp: 500,
  rendering_only: false,
  ...extra,
});

describe('messages reducer', () => {
  reducerTable<MessagesSlice, MessagesEvent>(
    reduceMessages,
    [
      {
        name: 'message: joins every window it matches whose newest end is known',
        before: slice(),
        event: newMessage(9),
        after: with_((s) => {
          byId(s).set(9, stored(streamMessage(9)));
          ids(s, 'all').push(9);
          ids(s, 'channel:10').push(9);
          ids(s, 'channel:10/topic:lunch').push(9);
        }),
        idempotent: true,
      },
      {
        name: 'message: a DM joins only the combined feed',
        before: slice(),
        event: { ...newMessage(9), message: dmMessage(9) },
        after: with_((s) => {
          byId(s).set(9, stored(dmMessage(9)));
          ids(s, 'all').push(9);
        }),
        idempotent: true,
      },
      {
        name: 'message: not placed in a window that has not reached the newest messages',
        before: with_((s) => {
          s.windows['channel:10']!.found_newest = false;
        }),
        event: newMessage(9),
        after: with_((s) => {
          s.windows['channel:10']!.found_newest = false;
          byId(s).set(9, stored(streamMessage(9)));
          ids(s, 'all').push(9);
          ids(s, 'channel:10/topic:lunch').push(9);
        }),
      },
      {
        name: 'message: with local_message_id replaces the local echo',
        before: with_((s) => {
          byId(s).set(-1, {
            ...stored(streamMessage(-1), ['read']),
            local: { local_id: '1', status: 'sending' },
          });
          ids(s, 'all').push(-1);
          s.echoes['1'] = {
            local_id: '1',
            id: -1,
            status: 'sending',
            input: {
              type: 'stream',
              stream_id: GENERAL,
              topic: 'lunch',
              raw_content: 'x',
              rendered_content: 'x',
            },
          };
        }),
        event: newMessage(9, { local_message_id: '1', flags: ['read'] }),
        after: with_((s) => {
          byId(s).set(9, stored(streamMessage(9), ['read']));
          ids(s, 'all').push(9);
          ids(s, 'channel:10').push(9);
          ids(s, 'channel:10/topic:lunch').push(9);
        }),
        idempotent: true,
      },
      {
        name: 'update_message: content edit',
        before: slice(),
        event: edit({ content: 'new', rendered_content: '<p>new</p>', flags: ['read'] }),
        after: with_((s) => {
          Object.assign(msg(s, 3), {
            content: '<p>new</p>',
            last_edit_timestamp: 500,
            flags: ['read'],
          });
        }),
        idempotent: true,
      },
      {
        name: 'update_message: rendering-only update changes content but not the edit time',
        before: slice(),
        event: edit({ user_id: null, rendering_only: true, rendered_content: '<p>preview</p>' }),
        after: with_((s) => {
          Object.assign(msg(s, 3), { content: '<p>preview</p>' });
        }),
      },
      {
        name: 'update_message: topic move (change_all) leaves the old topic window',
        before: slice(),
        event: edit({
          message_ids: [3, 4],
          stream_id: GENERAL,
          orig_subject: 'lunch',
          subject: 'dinner',
          propagate_mode: 'change_all',
          flags: [],
        }),
        after: with_((s) => {
          // Feature level 330: a move sets last_edit_timestamp (see message-edits.test.ts).
          Object.assign(msg(s, 3), { subject: 'dinner', last_edit_timestamp: 500 });
          Object.assign(msg(s, 4), { subject: 'dinner', last_edit_timestamp: 500 });
          s.windows['channel:10/topic:lunch']!.ids = [];
        }),
        idempotent: true,
      },
      {
        name: 'update_message: channel move changes stream_id and display_recipient',
        before: slice(),
        event: edit({
          message_ids: [3],
          stream_id: GENERAL,
          new_stream_id: DESIGN,
          propagate_mode: 'change_one',
        }),
        after: with_((s) => {
          Object.assign(msg(s, 3), {
            stream_id: DESIGN,
            display_recipient: 'design',
            last_edit_timestamp: 500,
          });
          s.windows['channel:10']!.ids = [4, 8];
          s.windows['channel:10/topic:lunch']!.ids = [4];
        }),
        idempotent: true,
      },
      {
        name: 'update_message: unknown message changes nothing',
        before: slice(),
        event: edit({ message_id: 999, message_ids: [999], content: 'x', rendered_content: 'x' }),
        after: slice(),
      },
      {
        name: 'delete_message (bulk) removes entities and window entries',
        before: slice(),
        event: {
          id: 100,
          type: 'delete_message',
          message_ids: [3, 5],
          message_type: 'stream',
          stream_id: GENERAL,
          topic: 'lunch',
        },
        after: with_((s) => {
          byId(s).delete(3);
          byId(s).delete(5);
          s.windows.all!.ids = [4, 8];
          s.windows['channel:10']!.ids = [4, 8];
          s.windows['channel:10/topic:lunch']!.ids = [4];
        }),
        idempotent: true,
      },
      {
        name: 'delete_message (legacy single ID)',
        before: slice(),
        event: { id: 100, type: 'delete_message', message_id: 8, message_type: 'stream' },
        after: with_((s) => {
          byId(s).delete(8);
          s.windows.all!.ids = [3, 4, 5];
          s.windows['channel:10']!.ids = [3, 4];
        }),
      },
      {
        name: 'delete_message of unknown IDs changes nothing',
        before: slice(),
        event: { id: 100, type: 'delete_message', message_ids: [999], message_type: 'private' },
        after: slice(),
      },
      {
        name: 'reaction/add',
        before: slice(),
        event: {
          id: 100,
          type: 'reaction',
          op: 'add',
          message_id: 3,
          user_id: SELF,
          emoji_name: 'smile',
          emoji_code: '1f642',
          reaction_type: 'unicode_emoji',
        },
        after: with_((s) => {
          msg(s, 3).reactions = [
            {
              user_id: SELF,
              emoji_name: 'smile',
              emoji_code: '1f642',
              reaction_type: 'unicode_emoji',
            },
          ];
        }),
        idempotent: true,
      },
      {
        name: 'reaction/remove (matched by code and type, not name)',
        before: with_((s) => {
          msg(s, 3).reactions = [
            {
              user_id: SELF,
              emoji_name: 'smile',
              emoji_code: '1f642',
              reaction_type: 'unicode_emoji',
            },
          ];
        }),
        event: {
          id: 100,
          type: 'reaction',
          op: 'remove',
          message_id: 3,
          user_id: SELF,
          emoji_name: 'slight_smile',
          emoji_code: '1f642',
          reaction_type: 'unicode_emoji',
        },
        after: slice(),
        idempotent: true,
      },
      {
        name: 'reaction on an unknown message changes nothing',
        before: slice(),
        event: {
          id: 100,
          type: 'reaction',
          op: 'add',
          message_id: 999,
          user_id: SELF,
          emoji_name: 'a',
          emoji_code: 'b',
          reaction_type: 'unicode_emoji',
        },
        after: slice(),
      },
      {
        name: 'update_message_flags/add starred',
        before: slice(),
        event: {
          id: 100,
          type: 'update_message_flags',
          op: 'add',
          flag: 'starred',
          messages: [3, 4, 999],
        },
        after: with_((s) => {
          msg(s, 3).flags = ['starred'];
          msg(s, 4).flags = ['mentioned', 'starred'];
        }),
        idempotent: true,
      },
      {
        name: 'update_message_flags/remove read',
        before: slice(),
        event: { id: 100, type: 'update_message_flags', op: 'remove', flag: 'read', messages: [8] },
        after: with_((s) => {
          msg(s, 8).flags = [];
        }),
        idempotent: true,
      },
      {
        name: 'update_message_flags/add read with all (legacy)',
        before: slice(),
        event: {
          id: 100,
          type: 'update_message_flags',
          op: 'add',
          flag: 'read',
          messages: [],
          all: true,
        },
        after: with_((s) => {
          msg(s, 3).flags = ['read'];
          msg(s, 4).flags = ['mentioned', 'read'];
          msg(s, 5).flags = ['read'];
        }),
      },
      {
        name: 'submessage',
        before: slice(),
        event: {
          id: 100,
          type: 'submessage',
          msg_type: 'widget',
          content: '{}',
          message_id: 3,
          sender_id: HAMLET,
          submessage_id: 7,
        },
        after: with_((s) => {
          msg(s, 3).submessages = [
            { msg_type: 'widget', content: '{}', message_id: 3, sender_id: HAMLET, id: 7 },
          ];
        }),
        idempotent: true,
      },
    ],
    stateWithMessages,
  );
});

describe('search narrows', () => {
  it('asks the server about new messages in a search window', () => {
    const state = stateWithMessages();
    state.messages.windows['search:lunch'] = {
      narrow: [{ operator: 'search', operand: 'lunch' }],
      ids: [3],
      found_oldest: true,
      found_newest: true,
    };
    const ctx = ctxFor(state);
    const next = reduceMessages(state.messages, newMessage(9), ctx);
    expect(next.windows['search:lunch']!.ids).toEqual([3]);
    expect(ctx.matchChecks).toEqual([
      {
        narrowKey: 'search:lunch',
        narrow: [{ operator: 'search', operand: 'lunch' }],
        message_ids: [9],
      },
    ]);
  });
});
