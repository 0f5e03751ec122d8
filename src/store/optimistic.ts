/**
 * Optimistic changes: a flag, a reaction or a message's content shown at once, before the
 * server answers. Flag and reaction changes are applied as the event the server will send
 * (a synthetic `update_message_flags` or `reaction`), so every slice that follows that event
 * (starred IDs, unread counts, is:starred windows) follows at once too.
 *
 * Each changed value is a key ("42|flag:starred") owned by the latest change that set it, which
 * remembers the server's value of the key (`before`). Events about a key update `before`: the
 * server has spoken, and a rollback must restore what it said last, not what was shown before
 * the click. Settling (the server agreed) forgets the change; rolling back (it refused) puts
 * back `before` for the keys the change still owns. A later change of the same key takes it
 * over and inherits its `before`, so toggling twice and failing twice ends where the server is.
 */
import type { WireEvent } from '../api/types/event';
import type { ReactionType } from '../api/types/models';
import { reduceEvent } from './apply';
import { Draft } from './draft';
import type { ParleyState, ReduceContext, StoredMessage } from './state';
import { deletedIds } from './unread';

export type OptimisticChange =
  | { kind: 'flag'; flag: string; op: 'add' | 'remove'; message_ids: readonly number[] }
  | {
      kind: 'reaction';
      op: 'add' | 'remove';
      message_id: number;
      emoji_name: string;
      emoji_code: string;
      reaction_type: ReactionType;
    }
  | { kind: 'content'; message_id: number; content: string };

type Value = boolean | string;

export interface PendingEntry {
  token: number;
  /** What the server last said the key's value is. */
  before: Value;
  /** The emoji's name, to take a reaction back by. */
  emoji_name?: string;
}

/** Pending keys: `${message_id}|flag:${flag}`, `…|reaction:${type}:${code}`, `…|content`. */
export type Pending = Map<string, PendingEntry>;

const flagKey = (id: number, flag: string) => `${id}|flag:${flag}`;
const reactionKey = (id: number, type: string, code: string) => `${id}|reaction:${type}:${code}`;
const contentKey = (id: number) => `${id}|content`;

interface Target {
  key: string;
  message_id: number;
  wanted: Value;
}

/** The keys a change sets, and the value it gives each. */
function keysOf(change: OptimisticChange): Target[] {
  switch (change.kind) {
    case 'flag':
      return change.message_ids.map((id) => ({
        key: flagKey(id, change.flag),
        message_id: id,
        wanted: change.op === 'add',
      }));
    case 'reaction':
      return [
        {
          key: reactionKey(change.message_id, change.reaction_type, change.emoji_code),
          message_id: change.message_id,
          wanted: change.op === 'add',
        },
      ];
    case 'content':
      return [
        {
          key: contentKey(change.message_id),
          message_id: change.message_id,
          wanted: change.content,
        },
      ];
  }
}

/** A key's value in the state: a flag or own reaction present, or the content. */
function currentValue(m: StoredMessage, change: OptimisticChange, selfId: number): Value {
  switch (change.kind) {
    case 'flag':
      return m.flags.includes(change.flag);
    case 'reaction':
      return m.reactions.some(
        (r) =>
          r.user_id === selfId &&
          r.reaction_type === change.reaction_type &&
          r.emoji_code === change.emoji_code,
      );
    case 'content':
      return m.content;
  }
}

/** The change's keys on loaded messages, with their values now. */
function targets(state: ParleyState, change: OptimisticChange): (Target & { current: Value })[] {
  return keysOf(change).flatMap((t) => {
    const m = state.messages.byId.get(t.message_id);
    return m ? [{ ...t, current: currentValue(m, change, state.current_user_id) }] : [];
  });
}

export interface OptimisticContext {
  now: number;
}

/** Applies events the client made up (not the server's: no event ID is consumed). */
function applyLocal(
  state: ParleyState,
  events: WireEvent[],
  edit: ((s: ParleyState, draft: Draft) => void) | undefined,
  o: OptimisticContext,
): ParleyState {
  const draft = new Draft();
  const ctx: ReduceContext = { draft, now: o.now, state, matchChecks: [] };
  const s = draft.copy(state);
  try {
    for (const event of events) reduceEvent(s, event as never, ctx);
    edit?.(s, draft);
  } catch (error) {
    draft.rollback();
    throw error;
  }
  return s;
}

function setContent(s: ParleyState, draft: Draft, id: number, content: string) {
  const m = s.messages.byId.get(id);
  if (!m) return;
  s.messages = draft.copy(s.messages);
  draft.set(s.messages.byId, id, { ...m, content }, m);
}

/** The events (or content write) that give `keys` the values in `values`. */
function changeFor(
  change: OptimisticChange,
  items: { message_id: number; value: Value; emoji_name?: string }[],
  selfId: number,
): { events: WireEvent[]; edit?: (s: ParleyState, d: Draft) => void } {
  if (items.length === 0) return { events: [] };
  switch (change.kind) {
    case 'flag': {
      const add = items.filter((i) => i.value === true).map((i) => i.message_id);
      const remove = items.filter((i) => i.value === false).map((i) => i.message_id);
      const event = (op: 'add' | 'remove', messages: number[]) =>
        ({ id: -1, type: 'update_message_flags', op, flag: change.flag, messages }) as WireEvent;
      return {
        events: [
          ...(add.length ? [event('add', add)] : []),
          ...(remove.length ? [event('remove', remove)] : []),
        ],
      };
    }
    case 'reaction':
      return {
        events: items.map(
          (i) =>
            ({
              id: -1,
              type: 'reaction',
              op: i.value ? 'add' : 'remove',
              message_id: i.message_id,
              user_id: selfId,
              emoji_name: i.emoji_name ?? change.emoji_name,
              emoji_code: change.emoji_code,
              reaction_type: change.reaction_type,
            }) as WireEvent,
        ),
      };
    case 'content':
      return {
        events: [],
        edit: (s, d) => {
          for (const i of items) setContent(s, d, i.message_id, i.value as string);
        },
      };
  }
}

/** Shows `change` at once and records what it took over in `pending`. */
export function applyOptimistic(
  state: ParleyState,
  pending: Pending,
  change: OptimisticChange,
  token: number,
  o: OptimisticContext,
): ParleyState {
  const changed = targets(state, change).filter((t) => t.current !== t.wanted);
  if (changed.length === 0) return state;
  const { events, edit } = changeFor(
    change,
    changed.map((t) => ({ message_id: t.message_id, value: t.wanted })),
    state.current_user_id,
  );
  const next = applyLocal(state, events, edit, o);
  for (const t of changed) {
    const entry: PendingEntry = { token, before: pending.get(t.key)?.before ?? t.current };
    if (change.kind === 'reaction') entry.emoji_name = change.emoji_name;
    pending.set(t.key, entry);
  }
  return next;
}

/**
 * The server agreed: its events bring (or brought) the same, so nothing is left to undo; keys a
 * later change took over now know the server's value.
 */
export function settleOptimistic(pending: Pending, change: OptimisticChange, token: number): void {
  for (const t of keysOf(change)) {
    const entry = pending.get(t.key);
    if (!entry) continue;
    if (entry.token === token) pending.delete(t.key);
    else if (entry.token > token) entry.before = t.wanted;
  }
}

/** The server refused: puts back what it last said for every key the change still owns. */
export function rollbackOptimistic(
  state: ParleyState,
  pending: Pending,
  change: OptimisticChange,
  token: number,
  o: OptimisticContext,
): ParleyState {
  const items: { message_id: number; value: Value; emoji_name?: string }[] = [];
  for (const t of targets(state, change)) {
    const entry = pending.get(t.key);
    if (entry?.token !== token) continue;
    pending.delete(t.key);
    if (t.current !== entry.before) {
      items.push({ message_id: t.message_id, value: entry.before, emoji_name: entry.emoji_name });
    }
  }
  // Keys of messages no longer loaded: nothing to put back.
  for (const t of keysOf(change)) if (pending.get(t.key)?.token === token) pending.delete(t.key);
  const { events, edit } = changeFor(change, items, state.current_user_id);
  if (events.length === 0 && !edit) return state;
  return applyLocal(state, events, edit, o);
}

/** Notes what the server said about pending keys in a batch of its events. */
export function reconcilePending(
  pending: Pending,
  events: readonly WireEvent[],
  selfId: number,
): void {
  if (pending.size === 0) return;
  const note = (key: string, value: Value) => {
    const entry = pending.get(key);
    if (entry) entry.before = value;
  };
  for (const e of events) {
    const event = e as WireEvent & Record<string, unknown>;
    switch (event.type) {
      case 'update_message_flags': {
        const add = event.op === 'add';
        const flag = event.flag as string;
        if (event.all) {
          for (const [key, entry] of pending) if (key.endsWith(`|flag:${flag}`)) entry.before = add;
        }
        for (const id of event.messages as number[]) note(flagKey(id, flag), add);
        break;
      }
      case 'reaction':
        if (event.user_id === selfId) {
          const key = reactionKey(
            event.message_id as number,
            event.reaction_type as string,
            event.emoji_code as string,
          );
          note(key, event.op === 'add');
        }
        break;
      case 'update_message':
        if (typeof event.rendered_content === 'string' && !event.rendering_only) {
          note(contentKey(event.message_id as number), event.rendered_content);
        }
        break;
      case 'delete_message':
        for (const id of deletedIds(event as never)) {
          for (const key of pending.keys()) if (key.startsWith(`${id}|`)) pending.delete(key);
        }
        break;
    }
  }
}
