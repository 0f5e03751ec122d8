import { describe } from 'vitest';
import type { DeleteMessageEvent, UpdateMessageFlagsEvent } from '../api/types/event';
import { reduceStarred } from './starred';
import { reducerTable } from './test-support';

const flags = (op: 'add' | 'remove', flag: string, messages: number[]): UpdateMessageFlagsEvent =>
  ({
    id: 1,
    type: 'update_message_flags',
    op,
    flag,
    messages,
    all: false,
  }) as UpdateMessageFlagsEvent;

describe('starred', () => {
  reducerTable<readonly number[], UpdateMessageFlagsEvent | DeleteMessageEvent>(reduceStarred, [
    {
      name: 'starring adds, sorted',
      before: [5],
      event: flags('add', 'starred', [9, 2]),
      after: [2, 5, 9],
      idempotent: true,
    },
    {
      name: 'unstarring removes',
      before: [2, 5],
      event: flags('remove', 'starred', [2, 7]),
      after: [5],
      idempotent: true,
    },
    {
      name: 'other flags change nothing',
      before: [5],
      event: flags('add', 'read', [6]),
      after: [5],
    },
    {
      name: 'a deleted message is no longer starred',
      before: [2, 5],
      event: {
        id: 1,
        type: 'delete_message',
        message_ids: [5],
        message_type: 'stream',
      } as DeleteMessageEvent,
      after: [2],
    },
  ]);
});
