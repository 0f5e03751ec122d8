/**
 * Zulip's widgets (polls and to-do lists) as state folded from a message's submessages: the
 * first, from the message's sender, says which widget and its initial data; each later one is
 * an event (a vote, a new option, a task checked). Folded in submessage ID order, each ID
 * once, so late, out-of-order and repeated deliveries all give the same state. Keys and event
 * shapes are Zulip's, so that Zulip's web app and Parley read and write the same widgets.
 */
import type { Submessage } from '../api/types/models';

export interface PollOption {
  /** "canned,IDX" for the poll's own options, "SENDER_ID,IDX" for those added later. */
  key: string;
  option: string;
  /** Who voted for it, in the order they voted. */
  voters: number[];
}

export interface PollState {
  widget_type: 'poll';
  question: string;
  options: PollOption[];
}

export interface TodoTask {
  /** "IDX,canned" for the list's own tasks, "IDX,SENDER_ID" for those added later. */
  key: string;
  task: string;
  desc: string;
  completed: boolean;
}

export interface TodoState {
  widget_type: 'todo';
  task_list_title: string;
  tasks: TodoTask[];
}

/** A widget Parley does not show (Zulip's "zform", say): its message shows as text. */
export interface OtherWidget {
  widget_type: string;
  other: true;
}

export type WidgetState = PollState | TodoState | OtherWidget;

type Data = Record<string, unknown>;

function parse(content: string): Data | undefined {
  try {
    const data: unknown = JSON.parse(content);
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Data)
      : undefined;
  } catch {
    return undefined;
  }
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const isIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

function startPoll(extra: Data): PollState {
  const options = strings(extra.options).map((option, i) => ({
    key: `canned,${i}`,
    option,
    voters: [],
  }));
  return {
    widget_type: 'poll',
    question: typeof extra.question === 'string' ? extra.question : '',
    options,
  };
}

/** One poll event from `sender`; anything malformed or not allowed changes nothing. */
export function applyPollEvent(
  poll: PollState,
  sender: number,
  author: number,
  data: Data,
): PollState {
  switch (data.type) {
    case 'question':
      // Only the poll's author may change its question.
      if (sender !== author || typeof data.question !== 'string') return poll;
      return { ...poll, question: data.question };
    case 'new_option': {
      if (!isIndex(data.idx) || typeof data.option !== 'string') return poll;
      const key = `${sender},${data.idx}`;
      if (poll.options.some((o) => o.key === key)) return poll;
      return { ...poll, options: [...poll.options, { key, option: data.option, voters: [] }] };
    }
    case 'vote': {
      const { key, vote } = data;
      if (typeof key !== 'string' || (vote !== 1 && vote !== -1)) return poll;
      const options = poll.options.map((o) => {
        if (o.key !== key) return o;
        const others = o.voters.filter((v) => v !== sender);
        return { ...o, voters: vote === 1 ? [...others, sender] : others };
      });
      return { ...poll, options };
    }
    default:
      return poll;
  }
}

function startTodo(extra: Data): TodoState {
  const tasks: TodoTask[] = [];
  const list = Array.isArray(extra.tasks) ? (extra.tasks as unknown[]) : [];
  for (const [i, t] of list.entries()) {
    const task = t as Data | null;
    if (typeof task?.task !== 'string') continue;
    if (tasks.some((x) => x.task === task.task)) continue;
    const desc = typeof task.desc === 'string' ? task.desc : '';
    tasks.push({ key: `${i},canned`, task: task.task, desc, completed: false });
  }
  return {
    widget_type: 'todo',
    task_list_title: typeof extra.task_list_title === 'string' ? extra.task_list_title : '',
    tasks,
  };
}

/** One to-do event from `sender`; anything malformed or not allowed changes nothing. */
export function applyTodoEvent(
  todo: TodoState,
  sender: number,
  author: number,
  data: Data,
): TodoState {
  switch (data.type) {
    case 'new_task_list_title':
      // Only the list's author may change its title.
      if (sender !== author || typeof data.title !== 'string') return todo;
      return { ...todo, task_list_title: data.title };
    case 'new_task': {
      const { key: idx, task, desc } = data;
      if (!isIndex(idx) || typeof task !== 'string' || typeof desc !== 'string') return todo;
      const key = `${idx},${sender}`;
      // As Zulip's web app: a task whose name is already on the list is not added again.
      if (todo.tasks.some((t) => t.key === key || t.task === task)) return todo;
      const completed = data.completed === true;
      return { ...todo, tasks: [...todo.tasks, { key, task, desc, completed }] };
    }
    case 'strike': {
      // Each strike turns the task over: checked, then unchecked again.
      if (typeof data.key !== 'string') return todo;
      const tasks = todo.tasks.map((t) =>
        t.key === data.key ? { ...t, completed: !t.completed } : t,
      );
      return { ...todo, tasks };
    }
    default:
      return todo;
  }
}

/** The submessages in ID order, each ID once. */
function inOrder(submessages: readonly Submessage[]): Submessage[] {
  const byId = new Map<number, Submessage>();
  for (const s of submessages) if (!byId.has(s.id)) byId.set(s.id, s);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The widget a message carries, if its first submessage (by its sender) starts one. */
export function widgetState(message: {
  sender_id: number;
  submessages: readonly Submessage[];
}): WidgetState | undefined {
  const [first, ...rest] = inOrder(message.submessages);
  if (first?.msg_type !== 'widget' || first.sender_id !== message.sender_id) return;
  const start = parse(first.content);
  if (typeof start?.widget_type !== 'string') return;
  const extra = (start.extra_data ?? {}) as Data;
  const author = message.sender_id;
  let state: WidgetState;
  if (start.widget_type === 'poll') {
    let poll = startPoll(extra);
    for (const s of rest) {
      const data = parse(s.content);
      if (data) poll = applyPollEvent(poll, s.sender_id, author, data);
    }
    state = poll;
  } else if (start.widget_type === 'todo') {
    let todo = startTodo(extra);
    for (const s of rest) {
      const data = parse(s.content);
      if (data) todo = applyTodoEvent(todo, s.sender_id, author, data);
    }
    state = todo;
  } else {
    state = { widget_type: start.widget_type, other: true };
  }
  return state;
}

/** The next index of the options or tasks `self` added, from the keys already there. */
function nextIndex(keys: readonly string[], own: (key: string) => number | undefined): number {
  let max = 0;
  for (const k of keys) max = Math.max(max, own(k) ?? 0);
  return max + 1;
}

/** Voting for an option, or taking one's vote back. */
export const voteEvent = (option: PollOption, self: number) => ({
  type: 'vote',
  key: option.key,
  vote: option.voters.includes(self) ? -1 : 1,
});

export const newOptionEvent = (poll: PollState, self: number, option: string) => ({
  type: 'new_option',
  idx: nextIndex(
    poll.options.map((o) => o.key),
    (k) => (k.startsWith(`${self},`) ? Number(k.slice(`${self},`.length)) : undefined),
  ),
  option,
});

export const questionEvent = (question: string) => ({ type: 'question', question });

/** A new task, or undefined when a task of that name is already on the list. */
export function newTaskEvent(todo: TodoState, self: number, task: string, desc: string) {
  if (todo.tasks.some((t) => t.task === task)) return undefined;
  const key = nextIndex(
    todo.tasks.map((t) => t.key),
    (k) => (k.endsWith(`,${self}`) ? Number(k.slice(0, -`,${self}`.length)) : undefined),
  );
  return { type: 'new_task', key, task, desc, completed: false };
}

export const strikeEvent = (task: TodoTask) => ({ type: 'strike', key: task.key });

export const titleEvent = (title: string) => ({ type: 'new_task_list_title', title });
