import { describe, expect, it } from 'vitest';
import type { MessageEvent } from '../api/types/event';
import {
  dmConversationsByRecency,
  dmConversationsFromRegister,
  reduceDmConversations,
} from './dm-conversations';
import type { DmConversation } from './state';
import { dmMessage, HAMLET, OTHELLO, reducerTable, SELF, streamMessage } from './test-support';

const dm = (id: number, users: number[], sender = HAMLET): MessageEvent => ({
  id: 1,
  type: 'message',
  message: dmMessage(id, users, sender),
  flags: [],
});

describe('from register', () => {
  it('keys by the other participants, the self-DM under the own ID', () => {
    expect(
      dmConversationsFromRegister(
        [
          { max_message_id: 9, user_ids: [OTHELLO, HAMLET] },
          { max_message_id: 4, user_ids: [] },
          { max_message_id: 7, user_ids: [HAMLET] },
        ],
        SELF,
      ),
    ).toEqual({
      [`${HAMLET},${OTHELLO}`]: { user_ids: [HAMLET, OTHELLO], max_message_id: 9 },
      [String(SELF)]: { user_ids: [], max_message_id: 4 },
      [String(HAMLET)]: { user_ids: [HAMLET], max_message_id: 7 },
    });
  });
});

describe('message events', () => {
  const one: Record<string, DmConversation> = {
    [String(HAMLET)]: { user_ids: [HAMLET], max_message_id: 5 },
  };
  reducerTable<Record<string, DmConversation>, MessageEvent>(reduceDmConversations, [
    {
      name: 'a new message moves a known conversation up',
      before: one,
      event: dm(8, [SELF, HAMLET]),
      after: { [String(HAMLET)]: { user_ids: [HAMLET], max_message_id: 8 } },
      idempotent: true,
    },
    {
      name: 'a group DM starts a conversation of its own',
      before: one,
      event: dm(9, [HAMLET, SELF, OTHELLO], SELF),
      after: {
        ...one,
        [`${HAMLET},${OTHELLO}`]: { user_ids: [HAMLET, OTHELLO], max_message_id: 9 },
      },
      idempotent: true,
    },
    {
      name: 'a message to oneself is the self conversation',
      before: {},
      event: dm(3, [SELF], SELF),
      after: { [String(SELF)]: { user_ids: [], max_message_id: 3 } },
    },
    {
      name: 'an older message (fetched late) changes nothing',
      before: one,
      event: dm(2, [SELF, HAMLET]),
      after: one,
    },
    {
      name: 'channel messages are not conversations',
      before: one,
      event: { id: 1, type: 'message', message: streamMessage(10), flags: [] },
      after: one,
    },
  ]);

  it('lists newest first', () => {
    expect(
      dmConversationsByRecency({
        a: { user_ids: [2], max_message_id: 3 },
        b: { user_ids: [3], max_message_id: 9 },
      }).map((c) => c.key),
    ).toEqual(['b', 'a']);
  });
});
