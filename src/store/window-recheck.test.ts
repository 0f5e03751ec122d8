/**
 * Windows follow changes to what their narrow reads: flags (is:starred, is:unread), places
 * (moves), reactions (has:reaction) and content. A message the store never held cannot be
 * added, so a window it may now belong to stops claiming completeness where it sits.
 */
import { describe, expect, it } from 'vitest';
import type {
  MessageEvent,
  ReactionEvent,
  UpdateMessageEvent,
  UpdateMessageFlagsEvent,
} from '../api/types/event';
import { type MessagesEvent, reduceMessages } from './messages';
import type { MessagesSlice, StoredMessage } from './state';
import {
  ctxFor,
  DESIGN,
  GENERAL,
  HAMLET,
  reducerTable,
  SELF,
  stateWithMessages,
  stored,
  streamMessage,
} from './test-support';

/**
 * The test messages (3, 4 in #general > lunch; 5 a DM; 8 in #general > other, read) with
 * windows on flags, reactions and #design besides the combined feed and #general ones.
 */
function slice(): MessagesSlice {
  const s = stateWithMessages().messages;
  const both = { found_oldest: true, found_newest: true };
  s.windows['is:starred'] = { narrow: [{ operator: 'is', operand: 'starred' }], ids: [], ...both };
  s.windows['is:unread'] = {
    narrow: [{ operator: 'is', operand: 'unread' }],
    ids: [3, 4, 5],
    ...both,
  };
  s.windows['has:reaction'] = {
    narrow: [{ operator: 'has', operand: 'reaction' }],
    ids: [],
    ...both,
  };
  s.windows['channel:11'] = {
    narrow: [{ operator: 'channel', operand: DESIGN }],
    ids: [],
    ...both,
  };
  return s;
}

function with_(edit: (s: MessagesSlice) => void, from: MessagesSlice = slice()): MessagesSlice {
  const s = structuredClone(from);
  edit(s);
  return s;
}

const msg = (s: MessagesSlice, id: number) => s.byId.get(id) as StoredMessage;
const byId = (s: MessagesSlice) => s.byId as Map<number, StoredMessage>;

/** Messages 3 and 8 starred and in the is:starred window. */
const starred = () =>
  with_((s) => {
    msg(s, 3).flags = ['starred'];
    msg(s, 8).flags = ['read', 'starred'];
    s.windows['is:starred']!.ids = [3, 8];
  });

const flags = (op: 'add' | 'remove', flag: string, messages: number[]): UpdateMessageFlagsEvent =>
  ({ id: 100, type: 'update_message_flags', op, flag, messages }) as UpdateMessageFlagsEvent;

const move = (extra: Partial<UpdateMessageEvent>): UpdateMessageEvent => ({
  id: 100,
  type: 'update_message',
  user_id: SELF,
  message_id: 3,
  message_ids: [3],
  flags: [],
  edit_timestamp: 500,
  rendering_only: false,
  stream_id: GENERAL,
  orig_subject: 'lunch',
  propagate_mode: 'change_one',
  ...extra,
});

const reaction = (op: 'add' | 'remove', message_id: number): ReactionEvent => ({
  id: 100,
  type: 'reaction',
  op,
  message_id,
  user_id: HAMLET,
  emoji_name: 'tada',
  emoji_code: '1f389',
  reaction_type: 'unicode_emoji',
});

describe('windows after flag changes', () => {
  reducerTable<MessagesSlice, MessagesEvent>(
    reduceMessages,
    [
      {
        name: 'starring held messages puts them into is:starred in ID order',
        before: with_((s) => {
          msg(s, 8).flags = ['read', 'starred'];
          s.windows['is:starred']!.ids = [8];
        }),
        event: flags('add', 'starred', [4, 3]),
        after: with_((s) => {
          msg(s, 8).flags = ['read', 'starred'];
          msg(s, 4).flags = ['mentioned', 'starred'];
          msg(s, 3).flags = ['starred'];
          s.windows['is:starred']!.ids = [3, 4, 8];
        }),
        idempotent: true,
      },
      {
        name: 'unstarring takes a message out of is:starred',
        before: starred(),
        event: flags('remove', 'starred', [3]),
        after: with_((s) => {
          msg(s, 3).flags = [];
          s.windows['is:starred']!.ids = [8];
        }, starred()),
        idempotent: true,
      },
      {
        name: 'starring a message never held, inside the range: only the newer part is kept',
        before: starred(),
        event: flags('add', 'starred', [6]),
        after: with_((s) => {
          s.windows['is:starred']!.ids = [8];
          s.windows['is:starred']!.found_oldest = false;
        }, starred()),
        idempotent: true,
      },
      {
        name: 'starring a message never held, past the newest: is:starred loses found_newest',
        before: starred(),
        event: flags('add', 'starred', [99]),
        after: with_((s) => {
          s.windows['is:starred']!.found_newest = false;
        }, starred()),
        idempotent: true,
      },
      {
        name: 'unstarring a message never held cannot change a window',
        before: starred(),
        event: flags('remove', 'starred', [6, 99]),
        after: starred(),
      },
      {
        name: 'reading takes messages out of is:unread',
        before: slice(),
        event: flags('add', 'read', [3, 5]),
        after: with_((s) => {
          msg(s, 3).flags = ['read'];
          msg(s, 5).flags = ['read'];
          s.windows['is:unread']!.ids = [4];
        }),
        idempotent: true,
      },
      {
        name: 'marking a held message unread puts it into is:unread',
        before: slice(),
        event: flags('remove', 'read', [8]),
        after: with_((s) => {
          msg(s, 8).flags = [];
          s.windows['is:unread']!.ids = [3, 4, 5, 8];
        }),
        idempotent: true,
      },
      {
        name: 'marking a message never held unread: is:unread loses found_newest',
        before: slice(),
        event: flags('remove', 'read', [99]),
        after: with_((s) => {
          s.windows['is:unread']!.found_newest = false;
        }),
      },
      {
        name: 'reading a message never held changes no window',
        before: slice(),
        event: flags('add', 'read', [6, 99]),
        after: slice(),
      },
    ],
    stateWithMessages,
  );
});

describe('windows after moves', () => {
  reducerTable<MessagesSlice, MessagesEvent>(
    reduceMessages,
    [
      {
        name: 'a held message moved into a topic lands in its window in ID order',
        before: slice(),
        event: move({
          message_id: 8,
          message_ids: [8],
          orig_subject: 'other',
          subject: 'lunch',
          flags: ['read'],
        }),
        after: with_((s) => {
          Object.assign(msg(s, 8), { subject: 'lunch', last_edit_timestamp: 500 });
          s.windows['channel:10/topic:lunch']!.ids = [3, 4, 8];
        }),
        idempotent: true,
      },
      {
        name: 'a held message moved to another channel leaves the old windows, joins the new',
        before: slice(),
        event: move({ new_stream_id: DESIGN }),
        after: with_((s) => {
          Object.assign(msg(s, 3), {
            stream_id: DESIGN,
            display_recipient: 'design',
            last_edit_timestamp: 500,
          });
          s.windows['channel:10']!.ids = [4, 8];
          s.windows['channel:10/topic:lunch']!.ids = [4];
          s.windows['channel:11']!.ids = [3];
        }),
        idempotent: true,
      },
      {
        name: 'a message never held moved in: the windows of its new place stop claiming it all',
        before: slice(),
        event: move({
          message_id: 6,
          message_ids: [6],
          stream_id: DESIGN,
          new_stream_id: GENERAL,
        }),
        after: with_((s) => {
          // Inside #general's range: only the newer part stays.
          s.windows['channel:10']!.ids = [8];
          // Past the lunch topic's newest message.
          s.windows['channel:10/topic:lunch']!.found_newest = false;
          // The combined feed, is:starred etc. took in #design already: no change there.
        }),
        idempotent: true,
      },
      {
        name: 'a message never held moved out of a window’s place changes nothing',
        before: slice(),
        event: move({
          message_id: 6,
          message_ids: [6],
          orig_subject: 'other',
          subject: 'dinner',
        }),
        after: slice(),
      },
    ],
    stateWithMessages,
  );
});

describe('windows after new messages, reactions and edits', () => {
  reducerTable<MessagesSlice, MessagesEvent>(
    reduceMessages,
    [
      {
        name: 'a message older than a window’s newest (a move notice, say) lands in ID order',
        before: slice(),
        event: { id: 100, type: 'message', message: streamMessage(6), flags: [] } as MessageEvent,
        after: with_((s) => {
          byId(s).set(6, stored(streamMessage(6)));
          s.windows.all!.ids = [3, 4, 5, 6, 8];
          s.windows['channel:10']!.ids = [3, 4, 6, 8];
          s.windows['channel:10/topic:lunch']!.ids = [3, 4, 6];
          s.windows['is:unread']!.ids = [3, 4, 5, 6];
        }),
        idempotent: true,
      },
      {
        name: 'a first reaction puts a message into has:reaction',
        before: slice(),
        event: reaction('add', 4),
        after: with_((s) => {
          msg(s, 4).reactions = [
            {
              user_id: HAMLET,
              emoji_name: 'tada',
              emoji_code: '1f389',
              reaction_type: 'unicode_emoji',
            },
          ];
          s.windows['has:reaction']!.ids = [4];
        }),
        idempotent: true,
      },
      {
        name: 'removing the last reaction takes it out',
        before: with_((s) => {
          msg(s, 4).reactions = [
            {
              user_id: HAMLET,
              emoji_name: 'tada',
              emoji_code: '1f389',
              reaction_type: 'unicode_emoji',
            },
          ];
          s.windows['has:reaction']!.ids = [4];
        }),
        event: reaction('remove', 4),
        after: slice(),
        idempotent: true,
      },
      {
        name: 'a reaction on a message never held: an empty has:reaction knows nothing now',
        before: slice(),
        event: reaction('add', 99),
        after: with_((s) => {
          // Without IDs there is no edge to claim completeness up to.
          s.windows['has:reaction']!.found_newest = false;
          s.windows['has:reaction']!.found_oldest = false;
        }),
      },
      {
        name: 'an edit that changes the flags re-places the message in flag windows',
        before: slice(),
        event: move({
          orig_subject: undefined,
          propagate_mode: undefined,
          content: 'x',
          rendered_content: '<p>x</p>',
          orig_content: 'message 3',
          flags: ['read'],
        }),
        after: with_((s) => {
          Object.assign(msg(s, 3), {
            content: '<p>x</p>',
            flags: ['read'],
            last_edit_timestamp: 500,
          });
          s.windows['is:unread']!.ids = [4, 5];
        }),
        idempotent: true,
      },
    ],
    stateWithMessages,
  );
});

describe('search windows after an edit', () => {
  it('ask the server again about a message they hold', () => {
    const state = stateWithMessages();
    const narrow = [{ operator: 'search', operand: 'lunch' }];
    state.messages.windows['search:lunch'] = {
      narrow,
      ids: [3],
      found_oldest: true,
      found_newest: true,
    };
    const ctx = ctxFor(state);
    const event = move({
      orig_subject: undefined,
      content: 'x',
      rendered_content: '<p>x</p>',
      orig_content: 'message 3',
    });
    const next = reduceMessages(state.messages, event, ctx);
    expect(next.windows['search:lunch']!.ids).toEqual([3]);
    expect(ctx.matchChecks).toEqual([{ narrowKey: 'search:lunch', narrow, message_ids: [3] }]);
  });
});
