/** What each hotkey does (the table of keys is keymap.ts). */

import { messageHash } from '../../model/message-link';
import { narrowToHash } from '../../model/narrow-url';
import { adjacentChannel, nextUnreadConversation, type Place } from '../../model/next-unread';
import type { View } from '../../model/route';
import type { ParleyState, StoredMessage } from '../../store/state';
import { activeFeed, readingElement } from '../common/active-feed';
import type { AppServices } from '../common/app-context';
import { closeDialog, closePicker, messageUi } from '../common/message-ui';
import { showNotice } from '../common/notices';
import { holdTyping, releaseTyping } from '../common/type-ahead';
import { closeCompose, composeStore, newDirectMessage, newTopic, reply } from '../compose';
import { loadHotkeyActions, type MessageKeyAction } from '../messages';
import { SEARCH_INPUT_ID } from '../search';
import { selectionOf } from '../sidebar';
import { toggleTopicMute, topicHash } from '../topics';
import type { HotkeyAction } from './keymap';

export interface HotkeyContext {
  app: AppServices;
  view: View;
  /** Opens a sidebar drawer (below 768 px the filters live in one). */
  openDrawer(side: 'left' | 'right'): void;
  /** Closes the open drawer; false if none was open. */
  closeDrawer(): boolean;
}

// What the message keys do is loaded with the first one pressed (not needed to show a message).
const perform = loadHotkeyActions;

const articleOf = (el: Element | null) =>
  el?.closest<HTMLElement>('.main-view article[data-message-id]') ?? null;

/** The message the keys act on: the one holding the keyboard focus, else the selected one. */
function selectedMessage(state: ParleyState): StoredMessage | undefined {
  const focused = Number(articleOf(document.activeElement)?.dataset.messageId);
  const id = focused || activeFeed()?.selected();
  return id ? state.messages.byId.get(id) : undefined;
}

/**
 * Where the emoji picker opens: beside the message's "Add emoji reaction" button, else the
 * message. Measured as the key is pressed: holding the keys then takes the focus, and the
 * toolbar the focus showed goes with it.
 */
function pickerAnchor(id: number): DOMRect | null {
  const el = document.querySelector(`.main-view article[data-message-id="${id}"]`);
  return (
    (el?.querySelector('[aria-label="Add emoji reaction"]') ?? el)?.getBoundingClientRect() ?? null
  );
}

function placeOf(view: View, state: ParleyState): Place {
  const s = selectionOf(view, state.current_user_id);
  if (s.stream_id !== undefined) {
    return s.topic === undefined
      ? { type: 'channel', stream_id: s.stream_id }
      : { type: 'stream', stream_id: s.stream_id, topic: s.topic };
  }
  if (s.dm !== undefined) return { type: 'private', key: s.dm, user_ids: [] };
  return undefined;
}

/** Focuses a control, opening its drawer first when a narrow screen hides it. */
function focusControl(id: string, ctx: HotkeyContext, side?: 'left' | 'right') {
  const el = document.getElementById(id);
  if (!el) return false;
  if (side && !el.checkVisibility()) {
    ctx.openDrawer(side);
    requestAnimationFrame(() => el.focus());
  } else el.focus();
  return true;
}

function goToUnread(ctx: HotkeyContext, direction: 1 | -1) {
  const state = ctx.app.parley.getState();
  const next = nextUnreadConversation(state, placeOf(ctx.view, state), direction);
  if (!next) {
    showNotice({ text: 'There are no other unread conversations.', tone: 'info' }, 3000);
  } else if (next.type === 'stream') {
    ctx.app.navigate(topicHash(state, next.stream_id, next.topic));
  } else {
    const lookup = { userName: (id: number) => state.users[id]?.full_name };
    ctx.app.navigate(narrowToHash([{ operator: 'dm', operand: next.user_ids }], lookup));
  }
}

function goToChannel(ctx: HotkeyContext, direction: 1 | -1) {
  const state = ctx.app.parley.getState();
  const here = selectionOf(ctx.view, state.current_user_id).stream_id;
  const next = adjacentChannel(state, here, direction);
  if (next === undefined) return;
  const lookup = { channelName: (id: number) => state.channels[id]?.name };
  ctx.app.navigate(narrowToHash([{ operator: 'channel', operand: next }], lookup));
}

function muteTopic(ctx: HotkeyContext) {
  const state = ctx.app.parley.getState();
  const m = selectedMessage(state);
  const here = selectionOf(ctx.view, state.current_user_id);
  if (m?.type === 'stream') toggleTopicMute(ctx.app, m.stream_id, m.subject);
  else if (here.stream_id !== undefined && here.topic !== undefined) {
    toggleTopicMute(ctx.app, here.stream_id, here.topic);
  }
}

/** s: the selected message's topic or DMs, at that message; Shift+S: its channel. */
function goToMessagePlace(ctx: HotkeyContext, where: 'conversation' | 'channel'): boolean {
  const state = ctx.app.parley.getState();
  const m = selectedMessage(state);
  if (!m) return false;
  const channelName = m.type === 'stream' ? state.channels[m.stream_id]?.name : undefined;
  if (where === 'conversation') {
    ctx.app.navigate(messageHash(m, channelName, state.current_user_id));
  } else if (m.type === 'stream') {
    const lookup = { channelName: () => channelName };
    ctx.app.navigate(narrowToHash([{ operator: 'channel', operand: m.stream_id }], lookup, m.id));
  } else return false;
  return true;
}

/** Esc: closes the compose box or a drawer; else back to reading the selected message. */
function closeTopLayer(ctx: HotkeyContext): boolean {
  if (composeStore.getState().open) {
    closeCompose();
    return true;
  }
  if (ctx.closeDrawer()) return true;
  readingElement()?.focus();
  return false;
}

/**
 * The message keys that open a part taking typing, loaded on demand: what is typed before it is
 * there is held for it (common/type-ahead.ts); Esc closes what was opened.
 */
const OPENS_TYPING: Partial<Record<MessageKeyAction, [string, () => boolean, () => void]>> = {
  picker: ['Emoji picker', () => messageUi.getState().picker !== null, closePicker],
  move: ['Move messages', () => messageUi.getState().dialog?.kind === 'move', closeDialog],
};

function performOnMessage(ctx: HotkeyContext, action: MessageKeyAction, m: StoredMessage) {
  const anchor = action === 'picker' ? pickerAnchor(m.id) : null;
  const opens = OPENS_TYPING[action];
  const hold = opens && holdTyping(opens[0], opens[2]);
  const context = activeFeed()?.context ?? null;
  void perform().then((p) => {
    if (hold?.cancelled) return;
    p.performMessageAction(ctx.app, action, m, context, anchor);
    // Refused (a notice says why): nothing will take the keys.
    if (opens && !opens[1]()) releaseTyping();
  });
}

/** `?`: the list's code may still have to load; Esc meanwhile goes back to the view. */
function openHelp(ctx: HotkeyContext) {
  ctx.app.navigate('#keyboard-shortcuts');
  // After the navigation, which would end the hold (a Back while held does).
  holdTyping('Keyboard shortcuts', () => {
    if (window.location.hash === '#keyboard-shortcuts') window.history.back();
  });
}

/** Runs a hotkey's action; true when it did something (the key's default is then prevented). */
export function runHotkey(action: HotkeyAction, ctx: HotkeyContext): boolean {
  const { app, view } = ctx;
  const state = app.parley.getState();
  switch (action.kind) {
    case 'cursor':
      return activeFeed()?.move(action.step) ?? false;
    case 'message': {
      const m = selectedMessage(state);
      if (!m) return false;
      performOnMessage(ctx, action.action, m);
      return true;
    }
    case 'nextUnread':
      goToUnread(ctx, 1);
      return true;
    case 'previousUnread':
      goToUnread(ctx, -1);
      return true;
    case 'nextChannel':
      goToChannel(ctx, 1);
      return true;
    case 'previousChannel':
      goToChannel(ctx, -1);
      return true;
    case 'inbox':
      app.navigate('#inbox');
      return true;
    case 'recent':
      app.navigate('#recent');
      return true;
    case 'drafts':
      app.navigate('#drafts');
      return true;
    case 'help':
      openHelp(ctx);
      return true;
    case 'search':
      return focusControl(SEARCH_INPUT_ID, ctx);
    case 'filterChannels':
      return focusControl('channel-filter', ctx, 'left');
    case 'filterPeople':
      return focusControl('people-filter', ctx, 'right');
    case 'muteTopic':
      muteTopic(ctx);
      return true;
    case 'reply':
      reply(state, view, selectedMessage(state));
      return true;
    case 'conversation':
    case 'channel':
      return goToMessagePlace(ctx, action.kind);
    case 'newTopic':
      newTopic(state, view);
      return true;
    case 'newDirectMessage':
      newDirectMessage(state, view);
      return true;
    case 'escape':
      return closeTopLayer(ctx);
    case 'palette':
      // PaletteHost has its own listener (Ctrl+K works in text fields too).
      return false;
  }
}
