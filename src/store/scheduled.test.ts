import { describe, expect, it } from 'vitest';
import type { ScheduledMessagesEvent } from '../api/types/event';
import type { ScheduledMessage } from '../api/types/models';
import { reduceScheduledMessages, type ScheduledMessages, scheduledInOrder } from './scheduled';
import { reducerTable } from './test-support';

const morning: ScheduledMessage = {
  scheduled_message_id: 1,
  type: 'stream',
  to: 10,
  topic: 'plans',
  content: 'Morning!',
  rendered_content: '<p>Morning!</p>',
  scheduled_delivery_timestamp: 2000,
  failed: false,
};
const note: ScheduledMessage = {
  scheduled_message_id: 2,
  type: 'private',
  to: [4],
  content: 'Psst',
  rendered_content: '<p>Psst</p>',
  scheduled_delivery_timestamp: 1000,
  failed: false,
};

describe('scheduled messages', () => {
  reducerTable<ScheduledMessages, ScheduledMessagesEvent>(reduceScheduledMessages, [
    {
      name: 'add brings each new one',
      before: { 1: morning },
      event: { id: 1, type: 'scheduled_messages', op: 'add', scheduled_messages: [note] },
      after: { 1: morning, 2: note },
      idempotent: true,
    },
    {
      name: 'update replaces it (a failure, a new time)',
      before: { 1: morning, 2: note },
      event: {
        id: 1,
        type: 'scheduled_messages',
        op: 'update',
        scheduled_message: { ...morning, failed: true },
      },
      after: { 1: { ...morning, failed: true }, 2: note },
      idempotent: true,
    },
    {
      name: 'remove (sent or deleted) drops it',
      before: { 1: morning, 2: note },
      event: { id: 1, type: 'scheduled_messages', op: 'remove', scheduled_message_id: 1 },
      after: { 2: note },
      idempotent: true,
    },
    {
      name: 'remove of an unknown ID changes nothing',
      before: { 1: morning },
      event: { id: 1, type: 'scheduled_messages', op: 'remove', scheduled_message_id: 9 },
      after: { 1: morning },
    },
  ]);

  it('lists them soonest first', () => {
    expect(scheduledInOrder({ 1: morning, 2: note }).map((m) => m.scheduled_message_id)).toEqual([
      2, 1,
    ]);
  });
});
