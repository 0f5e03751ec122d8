import { describe, expect, it } from 'vitest';
import { GENERAL, HAMLET, registerFixture, stored, streamMessage } from '../store/test-support';
import { createClientStore } from './client-store';

describe('createClientStore', () => {
  it('places new messages into windows with the model’s narrow predicate', () => {
    const parley = createClientStore(registerFixture(), 1, { now: () => 0, log: () => {} });
    const starred = parley.receiveMessages([{ operator: 'is', operand: 'starred' }], {
      messages: [],
      found_oldest: true,
      found_newest: true,
    });
    const fromHamlet = parley.receiveMessages(
      [{ operator: 'sender', operand: 'user2@example.com' }],
      {
        messages: [stored(streamMessage(2))],
        found_oldest: true,
        found_newest: true,
      },
    );
    parley.applyEvents(
      [
        { id: 1, type: 'message', message: streamMessage(9, GENERAL, 'x'), flags: ['starred'] },
        { id: 2, type: 'message', message: { ...streamMessage(10), sender_id: 1 }, flags: [] },
      ],
      1,
    );
    const windows = parley.getState().messages.windows;
    expect(windows[starred]!.ids).toEqual([9]);
    expect(windows[fromHamlet]!.ids).toEqual([2, 9]);
    expect(parley.getState().users[HAMLET]!.full_name).toBe('King Hamlet');
  });
});
