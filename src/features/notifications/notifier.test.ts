// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { WireEvent } from '../../api/types/event';
import type { Message } from '../../api/types/models';
import type { ParleyStore } from '../../store/store';
import {
  baseState,
  dmMessage,
  GENERAL,
  HAMLET,
  OTHELLO,
  SELF,
  streamMessage,
} from '../../store/test-support';
import { startNotifier } from './notifier';

/** The Notifications the notifier creates, as a browser would keep them. */
class FakeNotification {
  static permission = 'granted';
  static made: FakeNotification[] = [];
  closed = false;
  onclick: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    public title: string,
    public options: NotificationOptions,
  ) {
    FakeNotification.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

let visibility: DocumentVisibilityState = 'hidden';
const listeners: (() => void)[] = [];
const doc = {
  get visibilityState() {
    return visibility;
  },
  addEventListener: (_: string, l: () => void) => listeners.push(l),
  removeEventListener: () => undefined,
} as unknown as Document;

const state = baseState();
state.userSettings = {
  ...state.userSettings,
  enable_desktop_notifications: true,
  enable_sounds: false,
  pm_content_in_desktop_notifications: true,
};
const parley = { getState: () => state } as unknown as ParleyStore;
const event = (message: Message, flags: string[] = []) =>
  ({ type: 'message', id: message.id, message, flags }) as unknown as WireEvent;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Notification', FakeNotification);
  FakeNotification.made = [];
  visibility = 'hidden';
  listeners.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('a burst in one conversation is one notification, replaced by a summary after the pause', () => {
  const notifier = startNotifier(parley, () => undefined, doc);
  notifier.onEvents([event(dmMessage(1))]);
  notifier.onEvents([event(dmMessage(2)), event(dmMessage(3))]);
  expect(FakeNotification.made.map((n) => n.options.body)).toEqual(['dm 1']);
  vi.advanceTimersByTime(2000);
  const [first, second] = FakeNotification.made;
  expect(second?.title).toMatch(/\(2 new messages\)$/);
  expect(second?.options.body).toBe('dm 3');
  expect(second?.options.tag).toBe(first?.options.tag);
  expect(first?.closed).toBe(true);
  // Nothing more came: no further notification.
  vi.advanceTimersByTime(10_000);
  expect(FakeNotification.made).toHaveLength(2);
});

it('two conversations get a notification each; a visible tab gets none', () => {
  const notifier = startNotifier(parley, () => undefined, doc);
  notifier.onEvents([event(dmMessage(1)), event(dmMessage(2, [SELF, OTHELLO], OTHELLO))]);
  expect(new Set(FakeNotification.made.map((n) => n.options.tag)).size).toBe(2);
  visibility = 'visible';
  for (const l of listeners) l();
  expect(FakeNotification.made.every((n) => n.closed)).toBe(true);
  notifier.onEvents([event(dmMessage(3))]);
  expect(FakeNotification.made).toHaveLength(2);
});

it('channel messages follow the rules: a mention notifies, a plain message does not', () => {
  const notifier = startNotifier(parley, () => undefined, doc);
  notifier.onEvents([
    event(streamMessage(1, GENERAL, 'lunch')),
    event(streamMessage(2, GENERAL, 'lunch', { sender_id: HAMLET }), ['mentioned']),
  ]);
  expect(FakeNotification.made.map((n) => n.options.body)).toEqual([
    expect.stringMatching(/: message 2$/),
  ]);
});

it('a click focuses the tab and opens the conversation at the message', () => {
  const navigate = vi.fn();
  const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
  const notifier = startNotifier(parley, navigate, doc);
  notifier.onEvents([event(dmMessage(7))]);
  FakeNotification.made[0]?.onclick?.();
  expect(focus).toHaveBeenCalled();
  expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^#narrow\/dm\/2-.*\/near\/7$/));
  expect(FakeNotification.made[0]?.closed).toBe(true);
});
