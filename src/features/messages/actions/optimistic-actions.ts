/**
 * What the message actions do, apart from any screen: flags and reactions shown at once and
 * rolled back with a notice if the server refuses (store/optimistic.ts), marking as unread from a
 * message on, copying a message's link. Buttons, menus and hotkeys all call these.
 */
import {
  addReaction,
  removeReaction,
  updateMessageFlags,
  updateMessageFlagsForNarrow,
} from '../../../api/endpoints/messages';
import { ApiError } from '../../../api/http';
import type { NarrowTerm } from '../../../api/types/narrow';
import { messageHash } from '../../../model/message-link';
import type { EmojiChoice } from '../../../model/reactions';
import type { OptimisticChange } from '../../../store';
import { narrowKey } from '../../../store/keys';
import type { StoredMessage } from '../../../store/state';
import { type AppServices, featureLevel } from '../../common/app-context';
import { copyLink } from '../../common/copy';
import { attempt } from '../../common/notices';

type App = Pick<AppServices, 'parley' | 'conn'>;

/**
 * Shows `change` at once, then asks the server; a refusal rolls it back and becomes a notice
 * whose Retry does both again. Error codes in `alreadySo` mean the server was already there.
 */
export function optimistic(
  app: App,
  what: string,
  change: OptimisticChange,
  request: () => Promise<unknown>,
  alreadySo: readonly string[] = [],
): Promise<boolean> {
  return attempt(what, async () => {
    const token = app.parley.applyOptimistic(change);
    try {
      await inOrder(changeKey(change), request);
    } catch (e) {
      if (!(e instanceof ApiError && e.code !== undefined && alreadySo.includes(e.code))) {
        app.parley.rollbackOptimistic(token);
        throw e;
      }
    }
    app.parley.settleOptimistic(token);
  });
}

/**
 * Requests about the same thing (a message's star, one emoji on a message) go one after the
 * other: sent side by side, a quick star-unstar could reach the server in the other order and
 * leave it starred.
 */
const chains = new Map<string, Promise<unknown>>();
function inOrder(key: string, request: () => Promise<unknown>): Promise<unknown> {
  const before = chains.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(request);
  const tail = mine.catch(() => undefined);
  chains.set(key, tail);
  void tail.then(() => {
    if (chains.get(key) === tail) chains.delete(key);
  });
  return mine;
}

function changeKey(change: OptimisticChange): string {
  switch (change.kind) {
    case 'flag':
      return `flag:${change.flag}:${change.message_ids.join(',')}`;
    case 'reaction':
      return `reaction:${change.message_id}:${change.reaction_type}:${change.emoji_code}`;
    case 'content':
      return `content:${change.message_id}`;
  }
}

/** Adds the user's reaction, or takes it back if they already reacted with this emoji. */
export function toggleReaction(app: App, message_id: number, emoji: EmojiChoice) {
  const state = app.parley.getState();
  const reactions = state.messages.byId.get(message_id)?.reactions ?? [];
  const same = (r: { emoji_code: string; reaction_type: string }) =>
    r.emoji_code === emoji.emoji_code && r.reaction_type === emoji.reaction_type;
  const op = reactions.some((r) => same(r) && r.user_id === state.current_user_id)
    ? 'remove'
    : 'add';
  // A vote for an existing reaction goes by its name (an alias, or a retired emoji's).
  const reaction = { ...emoji, emoji_name: reactions.find(same)?.emoji_name ?? emoji.emoji_name };
  return optimistic(
    app,
    op === 'add' ? 'add the reaction' : 'remove the reaction',
    { kind: 'reaction', op, message_id, ...reaction },
    () => (op === 'add' ? addReaction : removeReaction)(app.conn, message_id, reaction),
    // Another tab was quicker: the server is already where the user wants it.
    op === 'add' ? ['REACTION_ALREADY_EXISTS'] : ['REACTION_DOES_NOT_EXIST'],
  );
}

/** 👍, the emoji the `+` key toggles. */
export const THUMBS_UP: EmojiChoice = {
  emoji_name: '+1',
  emoji_code: '1f44d',
  reaction_type: 'unicode_emoji',
};

function setFlag(app: App, m: StoredMessage, flag: 'starred' | 'collapsed', on: boolean) {
  const op = on ? 'add' : 'remove';
  const words = {
    starred: on ? 'star the message' : 'unstar the message',
    collapsed: on ? 'collapse the message' : 'expand the message',
  };
  return optimistic(app, words[flag], { kind: 'flag', flag, op, message_ids: [m.id] }, () =>
    updateMessageFlags(app.conn, [m.id], op, flag),
  );
}

export const toggleStar = (app: App, m: StoredMessage) =>
  setFlag(app, m, 'starred', !m.flags.includes('starred'));

export const toggleCollapsed = (app: App, m: StoredMessage) =>
  setFlag(app, m, 'collapsed', !m.flags.includes('collapsed'));

const CHUNK = 1000;

/**
 * Marks a message and every later one in the narrow as unread: those on screen at once, the
 * rest by the server in chunks (POST /messages/flags/narrow, re-anchored after each).
 */
export function markUnreadFromHere(
  app: App & Pick<AppServices, 'forgetRead'>,
  m: StoredMessage,
  narrow: readonly NarrowTerm[],
) {
  const state = app.parley.getState();
  const window = state.messages.windows[narrowKey([...narrow])];
  const shown = (window?.ids ?? [m.id]).filter((id) => id >= m.id);
  app.forgetRead(shown);
  return optimistic(
    app,
    'mark the messages as unread',
    { kind: 'flag', flag: 'read', op: 'remove', message_ids: shown },
    async () => {
      let anchor = m.id;
      let include_anchor = true;
      for (;;) {
        const res = await updateMessageFlagsForNarrow(
          app.conn,
          {
            anchor,
            include_anchor,
            num_before: 0,
            num_after: CHUNK,
            narrow: [...narrow],
            op: 'remove',
            flag: 'read',
          },
          featureLevel(app.parley),
        );
        if (res.found_newest || res.last_processed_id === null) return;
        anchor = res.last_processed_id;
        include_anchor = false;
      }
    },
  );
}

/** "Copy link to message": the conversation near the message, as Zulip links it. */
export function copyMessageLink(app: App, m: StoredMessage) {
  const state = app.parley.getState();
  const channelName = m.type === 'stream' ? state.channels[m.stream_id]?.name : undefined;
  return copyLink(messageHash(m, channelName, state.current_user_id));
}
