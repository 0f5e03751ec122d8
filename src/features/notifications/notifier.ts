/**
 * Desktop notifications and sounds for messages that arrive while the tab is hidden (a chunk of
 * its own, loaded the first time one might be due). One notification per conversation, tagged
 * so a newer one replaces it; a burst in one conversation is gathered into one notification
 * shown at most every THROTTLE_MS. Clicking one focuses the tab and opens the conversation.
 */
import type { WireEvent } from '../../api/types/event';
import type { MessageEvent } from '../../api/types/event-messages';
import type { Message } from '../../api/types/models';
import { narrowToHash } from '../../model/narrow-url';
import { notifyReason } from '../../model/notify';
import { dmKey, topicKey } from '../../store/keys';
import type { ParleyState } from '../../store/state';
import type { ParleyStore } from '../../store/store';
import { beep } from './sound';

const THROTTLE_MS = 2000;

interface Pending {
  count: number;
  last: Message;
  timer?: ReturnType<typeof setTimeout>;
  shownAt: number;
}

export interface Notifier {
  onEvents(events: readonly WireEvent[]): void;
  stop(): void;
}

const conversationTag = (m: Message, self: number) =>
  m.type === 'stream'
    ? `topic:${topicKey(m.stream_id, m.subject)}`
    : `dm:${dmKey(
        m.display_recipient.map((u) => u.id),
        self,
      )}`;

function conversationHash(s: ParleyState, m: Message): string {
  const lookup = {
    channelName: (id: number) => s.channels[id]?.name,
    userName: (id: number) => s.users[id]?.full_name,
  };
  if (m.type === 'stream') {
    return narrowToHash(
      [
        { operator: 'channel', operand: m.stream_id },
        { operator: 'topic', operand: m.subject },
      ],
      lookup,
      m.id,
    );
  }
  const others = m.display_recipient.map((u) => u.id).filter((id) => id !== s.current_user_id);
  const ids = others.length > 0 ? others : [s.current_user_id];
  return narrowToHash([{ operator: 'dm', operand: ids }], lookup, m.id);
}

function title(s: ParleyState, m: Message, count: number): string {
  const where =
    m.type === 'stream'
      ? `#${s.channels[m.stream_id]?.name ?? 'unknown'} > ${m.subject}`
      : m.display_recipient.length > 2
        ? `${m.sender_full_name} (to a group)`
        : m.sender_full_name;
  return count > 1 ? `${where} (${count} new messages)` : where;
}

/** The message's text for the notification body, without markup. */
function bodyText(s: ParleyState, m: Message): string {
  if (m.type === 'private' && !s.userSettings.pm_content_in_desktop_notifications) {
    return 'New direct message';
  }
  const text =
    new DOMParser().parseFromString(m.content, 'text/html').body.textContent?.trim() ?? '';
  const line = `${m.type === 'stream' ? `${m.sender_full_name}: ` : ''}${text}`;
  return line.length > 150 ? `${line.slice(0, 149)}…` : line;
}

export function startNotifier(
  parley: ParleyStore,
  navigate: (hash: string) => void,
  doc: Document = document,
): Notifier {
  const pending = new Map<string, Pending>();
  const shown = new Map<string, Notification>();

  function show(tag: string) {
    const p = pending.get(tag);
    if (!p) return;
    p.timer = undefined;
    p.shownAt = Date.now();
    const s = parley.getState();
    const m = p.last;
    const count = p.count;
    p.count = 0;
    if (count === 0 || typeof Notification === 'undefined') return;
    if (Notification.permission !== 'granted') return;
    shown.get(tag)?.close();
    const n = new Notification(title(s, m, count), {
      body: bodyText(s, m),
      tag,
      icon: '/favicon.svg',
    });
    const hash = conversationHash(s, m);
    n.onclick = () => {
      window.focus();
      navigate(hash);
      n.close();
    };
    n.onclose = () => {
      if (shown.get(tag) === n) shown.delete(tag);
    };
    shown.set(tag, n);
  }

  function onMessage(e: MessageEvent) {
    const s = parley.getState();
    const m = e.message;
    const subscription = m.type === 'stream' ? s.subscriptions[m.stream_id] : undefined;
    const input = {
      message: m,
      flags: e.flags,
      self_id: s.current_user_id,
      settings: s.userSettings,
      subscription,
      topic_policy:
        m.type === 'stream' ? s.userTopics[topicKey(m.stream_id, m.subject)]?.visibility_policy : 0,
    };
    if (notifyReason(input, 'audible') && s.userSettings.notification_sound !== 'none') beep();
    if (!notifyReason(input, 'desktop')) return;
    const tag = conversationTag(m, s.current_user_id);
    const p = pending.get(tag) ?? { count: 0, last: m, shownAt: 0 };
    pending.set(tag, p);
    p.count++;
    p.last = m;
    if (p.timer) return;
    const wait = p.shownAt + THROTTLE_MS - Date.now();
    if (wait <= 0) show(tag);
    else p.timer = setTimeout(() => show(tag), wait);
  }

  // Back in the tab, the notifications have done their work.
  const onVisibility = () => {
    if (doc.visibilityState !== 'visible') return;
    for (const n of shown.values()) n.close();
    shown.clear();
  };
  doc.addEventListener('visibilitychange', onVisibility);

  return {
    onEvents(events) {
      if (doc.visibilityState !== 'hidden') return;
      for (const e of events) if (e.type === 'message') onMessage(e as MessageEvent);
    },
    stop() {
      doc.removeEventListener('visibilitychange', onVisibility);
      for (const p of pending.values()) clearTimeout(p.timer);
    },
  };
}
