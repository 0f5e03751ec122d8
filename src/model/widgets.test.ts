import { describe, expect, it } from 'vitest';
import type { Submessage } from '../api/types/models';
import {
  newOptionEvent,
  newTaskEvent,
  type PollState,
  type TodoState,
  voteEvent,
  widgetState,
} from './widgets';

const IAGO = 2;
const HAMLET = 4;
const OTHELLO = 5;

/** Submessages of one message by Iago, numbered from 1 in the order given. */
function subs(...items: [sender: number, data: unknown][]): Submessage[] {
  return items.map(([sender_id, data], i) => ({
    id: i + 1,
    message_id: 10,
    sender_id,
    msg_type: 'widget',
    content: typeof data === 'string' ? data : JSON.stringify(data),
  }));
}
const stateOf = (submessages: Submessage[]) => widgetState({ sender_id: IAGO, submessages });

const poll = (question: string, ...options: string[]) =>
  [IAGO, { widget_type: 'poll', extra_data: { question, options } }] as [number, unknown];
const todo = (task_list_title: string, ...tasks: string[]) =>
  [
    IAGO,
    {
      widget_type: 'todo',
      extra_data: { task_list_title, tasks: tasks.map((task) => ({ task, desc: '' })) },
    },
  ] as [number, unknown];
const vote = (sender: number, key: string, v: number) =>
  [sender, { type: 'vote', key, vote: v }] as [number, unknown];

/** A poll's options as "option: voters". */
const votes = (s: ReturnType<typeof stateOf>) =>
  (s as PollState).options.map((o) => `${o.option}: ${o.voters.join(',')}`);
/** A to-do list's tasks as "[x] task". */
const tasks = (s: ReturnType<typeof stateOf>) =>
  (s as TodoState).tasks.map((t) => `${t.completed ? '[x]' : '[ ]'} ${t.task}`);

describe('a poll', () => {
  it.each([
    ['no votes yet', [poll('Lunch?', 'Pizza', 'Sushi')], ['Pizza: ', 'Sushi: ']],
    [
      'votes from two people',
      [poll('Lunch?', 'Pizza', 'Sushi'), vote(HAMLET, 'canned,1', 1), vote(OTHELLO, 'canned,1', 1)],
      ['Pizza: ', 'Sushi: 4,5'],
    ],
    [
      'a vote taken back',
      [poll('Lunch?', 'Pizza'), vote(HAMLET, 'canned,0', 1), vote(HAMLET, 'canned,0', -1)],
      ['Pizza: '],
    ],
    [
      'the same vote twice counts once',
      [poll('Lunch?', 'Pizza'), vote(HAMLET, 'canned,0', 1), vote(HAMLET, 'canned,0', 1)],
      ['Pizza: 4'],
    ],
    [
      'an option added by a reader, then voted for',
      [
        poll('Lunch?', 'Pizza'),
        [OTHELLO, { type: 'new_option', idx: 1, option: 'Tacos' }],
        vote(HAMLET, '5,1', 1),
      ],
      ['Pizza: ', 'Tacos: 4'],
    ],
    [
      'a vote for an unknown option, a bad vote, and bad JSON',
      [poll('Lunch?', 'Pizza'), vote(HAMLET, '9,9', 1), vote(HAMLET, 'canned,0', 2), [HAMLET, '{']],
      ['Pizza: '],
    ],
  ] as [string, [number, unknown][], string[]][])('%s', (_name, items, expected) => {
    expect(votes(stateOf(subs(...items)))).toEqual(expected);
  });

  it('takes a new question from its author only', () => {
    const changed = stateOf(
      subs(
        poll('Lunch?'),
        [HAMLET, { type: 'question', question: 'Hamlet asks' }],
        [IAGO, { type: 'question', question: 'Dinner?' }],
      ),
    );
    expect((changed as PollState).question).toBe('Dinner?');
  });

  it('is the same whatever order and however often its submessages arrive', () => {
    const inOrder = subs(
      poll('Lunch?', 'Pizza'),
      [OTHELLO, { type: 'new_option', idx: 1, option: 'Tacos' }],
      vote(HAMLET, '5,1', 1),
      vote(OTHELLO, 'canned,0', 1),
      vote(HAMLET, '5,1', -1),
    );
    const shuffled = [inOrder[3], inOrder[4], inOrder[1], inOrder[0], inOrder[2], inOrder[4]];
    expect(stateOf(shuffled as Submessage[])).toEqual(stateOf(inOrder));
    expect(votes(stateOf(inOrder))).toEqual(['Pizza: 5', 'Tacos: ']);
  });

  it('writes votes and options as Zulip does', () => {
    const state = stateOf(
      subs(
        poll('Q', 'A'),
        [HAMLET, { type: 'new_option', idx: 1, option: 'B' }],
        vote(HAMLET, 'canned,0', 1),
      ),
    ) as PollState;
    expect(voteEvent(state.options[0]!, HAMLET)).toEqual({
      type: 'vote',
      key: 'canned,0',
      vote: -1,
    });
    expect(voteEvent(state.options[1]!, HAMLET)).toEqual({ type: 'vote', key: '4,1', vote: 1 });
    expect(newOptionEvent(state, HAMLET, 'C')).toEqual({ type: 'new_option', idx: 2, option: 'C' });
    expect(newOptionEvent(state, OTHELLO, 'C')).toEqual({
      type: 'new_option',
      idx: 1,
      option: 'C',
    });
  });
});

describe('a to-do list', () => {
  const strike = (sender: number, key: string) =>
    [sender, { type: 'strike', key }] as [number, unknown];
  const newTask = (sender: number, key: number, task: string) =>
    [sender, { type: 'new_task', key, task, desc: '', completed: false }] as [number, unknown];

  it.each([
    ['as sent', [todo('Launch', 'Write', 'Ship')], ['[ ] Write', '[ ] Ship']],
    [
      'a task checked',
      [todo('L', 'Write', 'Ship'), strike(HAMLET, '1,canned')],
      ['[ ] Write', '[x] Ship'],
    ],
    [
      'a task checked and unchecked',
      [todo('L', 'Write'), strike(HAMLET, '0,canned'), strike(OTHELLO, '0,canned')],
      ['[ ] Write'],
    ],
    [
      'tasks added by readers, one checked',
      [
        todo('L', 'Write'),
        newTask(OTHELLO, 2, 'Test'),
        newTask(HAMLET, 2, 'Tell'),
        strike(IAGO, '2,4'),
      ],
      ['[ ] Write', '[ ] Test', '[x] Tell'],
    ],
    [
      'a task whose name is taken',
      [todo('L', 'Write'), newTask(OTHELLO, 2, 'Write')],
      ['[ ] Write'],
    ],
    [
      'a strike of an unknown task',
      [todo('L', 'Write'), strike(HAMLET, '7,canned')],
      ['[ ] Write'],
    ],
  ] as [string, [number, unknown][], string[]][])('%s', (_name, items, expected) => {
    expect(tasks(stateOf(subs(...items)))).toEqual(expected);
  });

  it('counts a repeated strike once, whatever the order of arrival', () => {
    const all = subs(todo('L', 'Write'), newTask(OTHELLO, 2, 'Test'), strike(HAMLET, '2,5'));
    const twice = [all[2], all[1], all[0], all[2]] as Submessage[];
    expect(tasks(stateOf(twice))).toEqual(['[ ] Write', '[x] Test']);
  });

  it('takes a new title from its author only', () => {
    const state = stateOf(
      subs(
        todo('Launch'),
        [HAMLET, { type: 'new_task_list_title', title: 'Mine' }],
        [IAGO, { type: 'new_task_list_title', title: 'Go live' }],
      ),
    );
    expect((state as TodoState).task_list_title).toBe('Go live');
  });

  it('writes new tasks as Zulip does, never one already on the list', () => {
    const state = stateOf(subs(todo('L', 'Write'), newTask(HAMLET, 2, 'Tell'))) as TodoState;
    expect(newTaskEvent(state, HAMLET, 'Test', 'soon')).toEqual({
      type: 'new_task',
      key: 3,
      task: 'Test',
      desc: 'soon',
      completed: false,
    });
    expect(newTaskEvent(state, OTHELLO, 'Test', '')).toMatchObject({ key: 1 });
    expect(newTaskEvent(state, OTHELLO, 'Write', '')).toBeUndefined();
  });
});

describe('widgetState', () => {
  it.each([
    ['no submessages', [], undefined],
    [
      'a first submessage by someone else',
      [[HAMLET, { widget_type: 'poll', extra_data: {} }]],
      undefined,
    ],
    ['a first submessage that is not JSON', [[IAGO, 'poll']], undefined],
    [
      'a widget Parley does not know',
      [[IAGO, { widget_type: 'zform', extra_data: { type: 'choices' } }]],
      { widget_type: 'zform', other: true },
    ],
    [
      'a poll without extra data',
      [[IAGO, { widget_type: 'poll' }]],
      { widget_type: 'poll', question: '', options: [] },
    ],
  ] as [string, [number, unknown][], unknown][])('%s', (_name, items, expected) => {
    expect(stateOf(subs(...items))).toEqual(expected);
  });
});
