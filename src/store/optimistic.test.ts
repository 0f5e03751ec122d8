import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../api/types/event';
import type { OptimisticChange } from './optimistic';
import { createParleyStore } from './store';
import { GENERAL, HAMLET, registerFixture, SELF, streamMessage } from './test-support';

const ID = 50;
const OTHER = 51;
const thumbs = { emoji_name: '+1', emoji_code: '1f44d', reaction_type: 'unicode_emoji' } as const;

const star = (op: 'add' | 'remove', ids = [ID]): OptimisticChange => ({
  kind: 'flag',
  flag: 'starred',
  op,
  message_ids: ids,
});
const react = (op: 'add' | 'remove'): OptimisticChange => ({
  kind: 'reaction',
  op,
  message_id: ID,
  ...thumbs,
});
const unread: OptimisticChange = { kind: 'flag', flag: 'read', op: 'remove', message_ids: [ID] };
const edit = (content: string): OptimisticChange => ({ kind: 'content', message_id: ID, content });

let eventId = 100;
const flagEvent = (op: 'add' | 'remove', flag = 'starred', messages = [ID]): WireEvent =>
  ({ id: eventId++, type: 'update_message_flags', op, flag, messages }) as WireEvent;
const reactionEvent = (op: 'add' | 'remove', user_id = SELF): WireEvent =>
  ({ id: eventId++, type: 'reaction', op, message_id: ID, user_id, ...thumbs }) as WireEvent;
const editEvent = (rendered_content: string): WireEvent =>
  ({
    id: eventId++,
    type: 'update_message',
    user_id: SELF,
    message_id: ID,
    message_ids: [ID],
    flags: ['read'],
    edit_timestamp: 200,
    rendering_only: false,
    rendered_content,
    content: 'raw',
  }) as WireEvent;
const deleteEvent = (): WireEvent =>
  ({
    id: eventId++,
    type: 'delete_message',
    message_ids: [ID],
    message_type: 'stream',
  }) as WireEvent;

type Step =
  | ['apply', string, OptimisticChange]
  | ['settle', string]
  | ['rollback', string]
  | ['event', WireEvent];

interface Seen {
  starred?: boolean;
  starredIds?: readonly number[];
  mine?: boolean;
  reactions?: number;
  unread?: boolean;
  content?: string;
}

function run(
  steps: Step[],
  initial: { flags?: string[]; reactions?: { user_id: number }[]; content?: string } = {},
) {
  const parley = createParleyStore(registerFixture());
  const message = streamMessage(ID, GENERAL, 'lunch', {
    content: initial.content ?? '<p>original</p>',
    reactions: (initial.reactions ?? []).map((r) => ({ ...thumbs, ...r })),
  });
  const flags = initial.flags ?? ['read'];
  parley.receiveMessages([{ operator: 'channel', operand: GENERAL }], {
    messages: [
      { ...message, flags },
      { ...streamMessage(OTHER), flags: ['read'] },
    ],
    found_oldest: true,
    found_newest: true,
  });
  if (flags.includes('starred')) {
    parley.store.setState({ ...parley.getState(), starred: [ID] });
  }
  const tokens = new Map<string, number>();
  for (const step of steps) {
    if (step[0] === 'apply') tokens.set(step[1], parley.applyOptimistic(step[2]));
    else if (step[0] === 'settle') parley.settleOptimistic(tokens.get(step[1])!);
    else if (step[0] === 'rollback') parley.rollbackOptimistic(tokens.get(step[1])!);
    else parley.applyEvents([step[1]]);
  }
  const s = parley.getState();
  const m = s.messages.byId.get(ID);
  return {
    starred: m?.flags.includes('starred'),
    starredIds: s.starred,
    mine: m?.reactions.some((r) => r.user_id === SELF),
    reactions: m?.reactions.length,
    unread: s.unread.byId.has(ID),
    content: m?.content,
  };
}

const cases: [string, Step[], Seen, Parameters<typeof run>[1]?][] = [
  ['a star shows at once', [['apply', 'a', star('add')]], { starred: true, starredIds: [ID] }],
  [
    'starring a starred message changes nothing, and its rollback nothing either',
    [
      ['apply', 'a', star('add')],
      ['rollback', 'a'],
    ],
    { starred: true, starredIds: [ID] },
    { flags: ['read', 'starred'] },
  ],
  [
    'a refused star is taken back',
    [
      ['apply', 'a', star('add')],
      ['rollback', 'a'],
    ],
    { starred: false, starredIds: [] },
  ],
  [
    'an agreed star stays, and its event changes nothing',
    [
      ['apply', 'a', star('add')],
      ['settle', 'a'],
      ['event', flagEvent('add')],
    ],
    { starred: true, starredIds: [ID] },
  ],
  [
    'after the confirming event, a rollback keeps what the server said',
    [
      ['apply', 'a', star('add')],
      ['event', flagEvent('add')],
      ['rollback', 'a'],
    ],
    { starred: true, starredIds: [ID] },
  ],
  [
    'another tab unstars meanwhile: the rollback restores the server, not the old screen',
    [
      ['apply', 'a', star('remove')],
      ['event', flagEvent('add')],
      ['rollback', 'a'],
    ],
    { starred: true },
    { flags: ['read', 'starred'] },
  ],
  [
    'star and unstar quickly, both refused (in order): back to unstarred',
    [
      ['apply', 'a', star('add')],
      ['apply', 'b', star('remove')],
      ['rollback', 'a'],
      ['rollback', 'b'],
    ],
    { starred: false, starredIds: [] },
  ],
  [
    'star and unstar quickly, both refused (out of order): back to unstarred',
    [
      ['apply', 'a', star('add')],
      ['apply', 'b', star('remove')],
      ['rollback', 'b'],
      ['rollback', 'a'],
    ],
    { starred: false, starredIds: [] },
  ],
  [
    'star agreed, then unstar refused: starred, as the server has it',
    [
      ['apply', 'a', star('add')],
      ['apply', 'b', star('remove')],
      ['settle', 'a'],
      ['rollback', 'b'],
    ],
    { starred: true, starredIds: [ID] },
  ],
  [
    'a flag change on messages not loaded is left to the server',
    [
      ['apply', 'a', star('add', [ID, 999])],
      ['rollback', 'a'],
    ],
    { starred: false, starredIds: [] },
  ],
  ['a reaction shows at once', [['apply', 'a', react('add')]], { mine: true, reactions: 1 }],
  [
    'a refused reaction is taken back',
    [
      ['apply', 'a', react('add')],
      ['rollback', 'a'],
    ],
    { mine: false, reactions: 0 },
  ],
  [
    "another user's reaction of the same emoji does not settle mine",
    [
      ['apply', 'a', react('add')],
      ['event', reactionEvent('add', HAMLET)],
      ['rollback', 'a'],
    ],
    { mine: false, reactions: 1 },
  ],
  [
    'removing my reaction, refused: it is back',
    [
      ['apply', 'a', react('remove')],
      ['rollback', 'a'],
    ],
    { mine: true, reactions: 2 },
    { reactions: [{ user_id: SELF }, { user_id: HAMLET }] },
  ],
  [
    'my reaction confirmed by its event, then the request fails late: it stays',
    [
      ['apply', 'a', react('add')],
      ['event', reactionEvent('add')],
      ['rollback', 'a'],
    ],
    { mine: true, reactions: 1 },
  ],
  ['mark as unread counts at once', [['apply', 'a', unread]], { unread: true }],
  [
    'mark as unread refused: read again',
    [
      ['apply', 'a', unread],
      ['rollback', 'a'],
    ],
    { unread: false },
  ],
  ['an edit shows at once', [['apply', 'a', edit('<p>edited</p>')]], { content: '<p>edited</p>' }],
  [
    'a refused edit puts the old content back',
    [
      ['apply', 'a', edit('<p>edited</p>')],
      ['rollback', 'a'],
    ],
    { content: '<p>original</p>' },
  ],
  [
    "the server's rendering replaces the local one and survives a late rollback",
    [
      ['apply', 'a', edit('<p>edited</p>')],
      ['event', editEvent('<p><em>edited</em></p>')],
      ['rollback', 'a'],
    ],
    { content: '<p><em>edited</em></p>' },
  ],
  [
    'a deleted message has nothing to roll back',
    [
      ['apply', 'a', star('add')],
      ['event', deleteEvent()],
      ['rollback', 'a'],
    ],
    { starred: undefined, starredIds: [] },
  ],
];

describe('optimistic changes', () => {
  it.each(cases)('%s', (_name, steps, expected, initial) => {
    expect(run(steps, initial)).toMatchObject(expected);
  });

  it('a resync forgets pending changes', () => {
    const parley = createParleyStore(registerFixture());
    parley.receiveMessages([], {
      messages: [{ ...streamMessage(ID), flags: ['read'] }],
      found_oldest: true,
      found_newest: true,
    });
    const token = parley.applyOptimistic(star('add'));
    parley.resync(registerFixture(), 1);
    parley.rollbackOptimistic(token);
    expect(parley.getState().starred).toEqual([]);
  });

  it('tells event listeners about each applied batch, not about local changes', () => {
    const parley = createParleyStore(registerFixture());
    const seen: string[] = [];
    const stop = parley.subscribeEvents((events) => seen.push(events.map((e) => e.type).join()));
    parley.applyOptimistic(star('add'));
    parley.applyEvents([flagEvent('add', 'starred', [OTHER])]);
    stop();
    parley.applyEvents([flagEvent('remove', 'starred', [OTHER])]);
    expect(seen).toEqual(['update_message_flags']);
  });
});
