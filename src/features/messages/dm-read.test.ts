import { describe, expect, it } from 'vitest';
import type { NarrowTerm } from '../../api/types/narrow';
import type { ParleyState, StoredMessage } from '../../store/state';
import { baseState, dmMessage, HAMLET, OTHELLO, SELF, stored } from '../../store/test-support';
import { dmPartner, latestBy } from './dm-read';

const dm = (operand: string): NarrowTerm[] => [{ operator: 'dm', operand }];

function state(receipts = true): ParleyState {
  const s = baseState();
  s.realm = { ...s.realm, enable_read_receipts: receipts };
  const messages = [
    dmMessage(5, [SELF, HAMLET], SELF),
    dmMessage(6),
    dmMessage(7, [SELF, HAMLET], SELF),
  ];
  for (const m of messages) (s.messages.byId as Map<number, StoredMessage>).set(m.id, stored(m));
  return s;
}

describe('dmPartner: whose reading shows as "Read"', () => {
  it.each([
    ['a 1:1 conversation', state(), dm(String(HAMLET)), HAMLET],
    ['a group conversation', state(), dm(`${HAMLET},${OTHELLO}`), undefined],
    ['notes to self', state(), dm(String(SELF)), undefined],
    ['a channel', state(), [{ operator: 'channel', operand: '10' }], undefined],
    ['read receipts off in the organization', state(false), dm(String(HAMLET)), undefined],
  ] as const)('%s', (_name, s, narrow, partner) => {
    expect(dmPartner(s, narrow)).toBe(partner);
  });
});

describe('latestBy: the message the marker goes on', () => {
  it.each([
    ['mine, the latest of mine', [5, 6, 7], SELF, 7],
    ['theirs', [5, 6, 7], HAMLET, 6],
    ['none of mine', [6], SELF, undefined],
    ['a local echo is not yet sent', [5, -1], SELF, 5],
    ['nobody asked', [5, 6, 7], undefined, undefined],
  ] as const)('%s', (_name, ids, sender, id) => {
    const s = state();
    const echo = { ...stored(dmMessage(-1, [SELF, HAMLET], SELF)) };
    (s.messages.byId as Map<number, StoredMessage>).set(-1, echo);
    expect(latestBy(s, ids, sender)).toBe(id);
  });
});
