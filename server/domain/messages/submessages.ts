/**
 * Submessages, Zulip's widget protocol: the widget a message is sent with, and POST /submessage,
 * by which readers vote, add options and tasks, and check tasks off. The server checks the
 * shapes of poll and to-do events as Zulip's does; every reader's client folds them into the
 * widget's state.
 */
import type { Db } from '../../db/database';
import { getStreamById } from '../../db/streams';
import { firstSubmessage, hasSubmessageFrom, insertSubmessage } from '../../db/submessages';
import type { UserRow } from '../../db/users';
import { badRequest } from '../errors';
import { type Notice, type Outcome, outcome } from '../notices';
import { accessMessage } from './access';
import { audienceOf } from './recipients';
import { widgetOfContent } from './widget-content';

/** Stores the widget a new message's content asks for, as its first submessage. */
export function storeWidgetOf(
  db: Db,
  message: { id: number; sender_id: number; content: string },
): void {
  const widget = widgetOfContent(message.content);
  if (!widget) return;
  insertSubmessage(db, {
    message_id: message.id,
    sender_id: message.sender_id,
    msg_type: 'widget',
    content: JSON.stringify(widget),
  });
}

type Check = (value: unknown) => boolean;
const isString: Check = (v) => typeof v === 'string';
const isInt: Check = (v) => Number.isInteger(v);
const isBool: Check = (v) => typeof v === 'boolean';
const isVote: Check = (v) => v === 1 || v === -1;
const CHECK_NAMES = new Map<Check, string>([
  [isString, 'a string'],
  [isInt, 'an integer'],
  [isBool, 'a boolean'],
  [isVote, 'one of 1, -1'],
]);

/** Exactly these keys, each of its kind (Zulip's check_dict_only), in Zulip's words. */
function checkOnly(what: string, data: Record<string, unknown>, keys: Record<string, Check>) {
  for (const [key, check] of Object.entries(keys)) {
    if (!(key in data)) throw badRequest(`${key} key is missing from ${what}`);
    if (!check(data[key])) throw badRequest(`${what}["${key}"] is not ${CHECK_NAMES.get(check)}`);
  }
  const extra = Object.keys(data).filter((k) => !(k in keys));
  if (extra.length) throw badRequest(`Unexpected arguments: ${extra.join(', ')}`);
}

const POLL_EVENTS: Record<string, Record<string, Check>> = {
  vote: { type: isString, key: isString, vote: isVote },
  question: { type: isString, question: isString },
  new_option: { type: isString, option: isString, idx: isInt },
};
const TODO_EVENTS: Record<string, Record<string, Check>> = {
  new_task_list_title: { type: isString, title: isString },
  new_task: { type: isString, key: isInt, task: isString, desc: isString, completed: isBool },
  strike: { type: isString, key: isString },
};
/** Events only the widget's author may send, and Zulip's refusal. */
const AUTHOR_ONLY: Record<string, string> = {
  question: "You can't edit a question unless you are the author.",
  new_task_list_title: "You can't edit the task list title unless you are the author.",
};

/** Refuses an event a poll or to-do list does not take (other widgets are not checked). */
function checkWidgetEvent(widgetType: unknown, data: unknown, isAuthor: boolean): void {
  const events =
    widgetType === 'poll' ? POLL_EVENTS : widgetType === 'todo' ? TODO_EVENTS : undefined;
  if (!events) return;
  const what = `${widgetType} data`;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw badRequest(`${what} is not a dict`);
  }
  const record = data as Record<string, unknown>;
  if (!('type' in record)) throw badRequest(`type key is missing from ${what}`);
  const type = record.type;
  if (typeof type !== 'string') throw badRequest(`${what}["type"] is not a string`);
  const keys = events[type];
  if (!keys) throw badRequest(`Unknown type for ${what}: ${type}`);
  const authorOnly = AUTHOR_ONLY[type];
  if (authorOnly && !isAuthor) throw badRequest(authorOnly);
  checkOnly(what, record, keys);
}

/** The widget type of a message's first submessage, if it is a widget. */
function widgetTypeOf(db: Db, messageId: number): unknown {
  const first = firstSubmessage(db, messageId);
  if (first?.msg_type !== 'widget') return undefined;
  try {
    return (JSON.parse(first.content) as { widget_type?: unknown }).widget_type;
  } catch {
    return undefined;
  }
}

/** POST /submessage: a change to a message's widget, sent to everyone who can see it. */
export function addSubmessage(
  db: Db,
  user: UserRow,
  req: { message_id: number; msg_type: string; content: string },
): Outcome<Record<string, never>> {
  const { message } = accessMessage(db, user, req.message_id);
  // The message's sender starts a widget; others may only add to one.
  if (message.sender_id !== user.id && !hasSubmessageFrom(db, message.id, message.sender_id)) {
    throw badRequest('You cannot attach a submessage to this message.');
  }
  let data: unknown;
  try {
    data = JSON.parse(req.content);
  } catch {
    throw badRequest('Invalid json for submessage');
  }
  checkWidgetEvent(widgetTypeOf(db, message.id), data, message.sender_id === user.id);
  const submessage = {
    message_id: message.id,
    sender_id: user.id,
    msg_type: req.msg_type,
    content: req.content,
  };
  const id = insertSubmessage(db, submessage);
  const stream = message.stream_id === null ? undefined : getStreamById(db, message.stream_id);
  const notice: Notice = {
    event: {
      type: 'submessage',
      msg_type: submessage.msg_type,
      message_id: message.id,
      submessage_id: id,
      sender_id: user.id,
      content: submessage.content,
    },
    users: audienceOf(db, [message.id], stream),
  };
  return outcome({}, [notice]);
}
