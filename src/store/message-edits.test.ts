/**
 * update_message as a Zulip client applies it to the messages it holds: the edit and move
 * timestamps (whose meaning changed at feature level 365) and the edit history, which the
 * server sends with messages where the realm lets users see it.
 */
import { describe, expect, it } from 'vitest';
import { FEATURE_LEVEL } from '../api/feature-level';
import type { UpdateMessageEvent } from '../api/types/event';
import type { EditHistoryEntry } from '../api/types/models';
import { type MessagesEvent, reduceMessages, SEPARATE_MOVE_TIMESTAMP_LEVEL } from './messages';
import type { MessagesSlice, ParleyState, StoredMessage } from './state';
import { DESIGN, GENERAL, HAMLET, reducerTable, SELF, stateWithMessages } from './test-support';

/** The test state at a feature level, in a realm that shows edit history. */
const at = (level: number) => (): ParleyState => {
  const s = stateWithMessages();
  s.server.zulip_feature_level = level;
  s.realm.allow_edit_history = true;
  return s;
};

const slice = (): MessagesSlice => stateWithMessages().messages;

function with_(edit: (s: MessagesSlice) => void, from: MessagesSlice = slice()): MessagesSlice {
  const s = structuredClone(from);
  edit(s);
  return s;
}

const msg = (s: MessagesSlice, id: number) => s.byId.get(id) as StoredMessage;

const edit = (extra: Partial<UpdateMessageEvent>): UpdateMessageEvent => ({
  id: 100,
  type: 'update_message',
  user_id: SELF,
  message_id: 3,
  message_ids: [3],
  flags: [],
  edit_timestamp: 500,
  rendering_only: false,
  stream_id: GENERAL,
  ...extra,
});

const contentEdit = edit({
  orig_content: 'message 3',
  orig_rendered_content: '<p>message 3</p>',
  content: 'new',
  rendered_content: '<p>new</p>',
});

const contentEntry: EditHistoryEntry = {
  user_id: SELF,
  timestamp: 500,
  prev_content: 'message 3',
  prev_rendered_content: '<p>message 3</p>',
};

const topicMove = edit({
  message_ids: [3, 4],
  orig_subject: 'lunch',
  subject: 'dinner',
  propagate_mode: 'change_all',
});

const topicEntry: EditHistoryEntry = {
  user_id: SELF,
  timestamp: 500,
  prev_topic: 'lunch',
  topic: 'dinner',
};

/** The windows after messages 3 and 4 left the lunch topic. */
const lunchEmptied = (s: MessagesSlice) => {
  s.windows['channel:10/topic:lunch']!.ids = [];
};

describe('update_message before feature level 365: last_edit_timestamp for edits and moves', () => {
  reducerTable<MessagesSlice, MessagesEvent>(
    reduceMessages,
    [
      {
        name: 'content edit: timestamp and a history entry with the previous content',
        before: slice(),
        event: contentEdit,
        after: with_((s) => {
          Object.assign(msg(s, 3), {
            content: '<p>new</p>',
            last_edit_timestamp: 500,
            edit_history: [contentEntry],
          });
        }),
      },
      {
        name: 'content edit: the entry goes before older ones (newest first)',
        before: with_((s) => {
          msg(s, 3).edit_history = [{ user_id: HAMLET, timestamp: 400, prev_topic: 'x' }];
        }),
        event: contentEdit,
        after: with_((s) => {
          Object.assign(msg(s, 3), {
            content: '<p>new</p>',
            last_edit_timestamp: 500,
            edit_history: [contentEntry, { user_id: HAMLET, timestamp: 400, prev_topic: 'x' }],
          });
        }),
      },
      {
        name: 'topic move: every moved message gets the edit time and a move entry',
        before: slice(),
        event: topicMove,
        after: with_((s) => {
          for (const id of [3, 4]) {
            Object.assign(msg(s, id), {
              subject: 'dinner',
              last_edit_timestamp: 500,
              edit_history: [topicEntry],
            });
          }
          lunchEmptied(s);
        }),
      },
      {
        name: 'content edit with a topic move: one combined entry on the edited message',
        before: slice(),
        event: { ...contentEdit, ...topicMove, message_ids: [3, 4] },
        after: with_((s) => {
          Object.assign(msg(s, 3), {
            content: '<p>new</p>',
            subject: 'dinner',
            last_edit_timestamp: 500,
            edit_history: [{ ...contentEntry, ...topicEntry }],
          });
          Object.assign(msg(s, 4), {
            subject: 'dinner',
            last_edit_timestamp: 500,
            edit_history: [topicEntry],
          });
          lunchEmptied(s);
        }),
      },
      {
        name: 'channel move: the entry names both channels',
        before: slice(),
        event: edit({ new_stream_id: DESIGN, orig_subject: 'lunch', propagate_mode: 'change_one' }),
        after: with_((s) => {
          Object.assign(msg(s, 3), {
            stream_id: DESIGN,
            display_recipient: 'design',
            last_edit_timestamp: 500,
            edit_history: [{ user_id: SELF, timestamp: 500, prev_stream: GENERAL, stream: DESIGN }],
          });
          s.windows['channel:10']!.ids = [4, 8];
          s.windows['channel:10/topic:lunch']!.ids = [4];
        }),
      },
      {
        name: 'rendering-only update: new HTML, no edit time, no history',
        before: slice(),
        event: edit({ user_id: null, rendering_only: true, rendered_content: '<p>preview</p>' }),
        after: with_((s) => {
          msg(s, 3).content = '<p>preview</p>';
        }),
      },
    ],
    at(330),
  );
});

describe('update_message from feature level 365: last_moved_timestamp for moves', () => {
  reducerTable<MessagesSlice, MessagesEvent>(
    reduceMessages,
    [
      {
        name: 'content edit sets last_edit_timestamp',
        before: slice(),
        event: contentEdit,
        after: with_((s) => {
          Object.assign(msg(s, 3), {
            content: '<p>new</p>',
            last_edit_timestamp: 500,
            edit_history: [contentEntry],
          });
        }),
      },
      {
        name: 'topic move sets last_moved_timestamp, not last_edit_timestamp',
        before: slice(),
        event: topicMove,
        after: with_((s) => {
          for (const id of [3, 4]) {
            Object.assign(msg(s, id), {
              subject: 'dinner',
              last_moved_timestamp: 500,
              edit_history: [topicEntry],
            });
          }
          lunchEmptied(s);
        }),
      },
      {
        name: 'resolving a topic is not a move',
        before: slice(),
        event: { ...topicMove, subject: '✔ lunch' },
        after: with_((s) => {
          for (const id of [3, 4]) {
            Object.assign(msg(s, id), {
              subject: '✔ lunch',
              edit_history: [{ ...topicEntry, topic: '✔ lunch' }],
            });
          }
          lunchEmptied(s);
        }),
      },
      {
        name: 'channel move sets last_moved_timestamp',
        before: slice(),
        event: edit({ new_stream_id: DESIGN, orig_subject: 'lunch', propagate_mode: 'change_one' }),
        after: with_((s) => {
          Object.assign(msg(s, 3), {
            stream_id: DESIGN,
            display_recipient: 'design',
            last_moved_timestamp: 500,
            edit_history: [{ user_id: SELF, timestamp: 500, prev_stream: GENERAL, stream: DESIGN }],
          });
          s.windows['channel:10']!.ids = [4, 8];
          s.windows['channel:10/topic:lunch']!.ids = [4];
        }),
      },
    ],
    at(365),
  );
});

describe('update_message in a realm that hides edit history', () => {
  reducerTable<MessagesSlice, MessagesEvent>(
    reduceMessages,
    [
      {
        name: 'no edit_history is kept',
        before: slice(),
        event: contentEdit,
        after: with_((s) => {
          Object.assign(msg(s, 3), { content: '<p>new</p>', last_edit_timestamp: 500 });
        }),
      },
    ],
    () => ({ ...at(330)(), realm: { ...at(330)().realm, allow_edit_history: false } }),
  );
});

describe('update_message where the realm shows only moves (feature level 358)', () => {
  const movesOnly = (): ParleyState => {
    const s = at(380)();
    s.realm.message_edit_history_visibility_policy = 'moves';
    return s;
  };
  reducerTable<MessagesSlice, MessagesEvent>(
    reduceMessages,
    [
      {
        name: 'a content edit adds no entry',
        before: slice(),
        event: contentEdit,
        after: with_((s) => {
          Object.assign(msg(s, 3), { content: '<p>new</p>', last_edit_timestamp: 500 });
        }),
      },
      {
        name: 'a content edit with a move adds the move without the content',
        before: slice(),
        event: { ...contentEdit, ...topicMove, message_ids: [3, 4] },
        after: with_((s) => {
          for (const id of [3, 4]) {
            Object.assign(msg(s, id), {
              subject: 'dinner',
              last_moved_timestamp: 500,
              edit_history: [topicEntry],
            });
          }
          Object.assign(msg(s, 3), { content: '<p>new</p>', last_edit_timestamp: 500 });
          lunchEmptied(s);
        }),
      },
    ],
    movesOnly,
  );
});

describe('the move-timestamp boundary', () => {
  it('is the one src/api/feature-level.ts names', () => {
    expect(SEPARATE_MOVE_TIMESTAMP_LEVEL).toBe(FEATURE_LEVEL.separateMoveTimestamp);
  });
});
