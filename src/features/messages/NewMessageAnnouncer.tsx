/**
 * The feed's polite live region: messages that arrive in this view while it is open (sender,
 * conversation, the start of the text), and nothing else — not the feed already there, not the
 * history loaded by scrolling, not the user's own messages. The feed itself stays silent
 * (`aria-live="off"`), which is what makes Zulip's feed unusable with a screen reader.
 */
import { useEffect, useState } from 'react';
import type { MessageEvent } from '../../api/types/event';
import { type Arrival, announcements } from '../../model/announce';
import { sortedIndex } from '../../store';
import type { ParleyState, StoredMessage } from '../../store/state';
import { useApp } from '../common/app-context';

/** Lines kept in the region: enough for a burst to be read, few enough to stay small. */
const KEPT = 4;
let counter = 0;

const plainText = (html: string) =>
  // An inert document: nothing in it runs or loads.
  new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

function arrival(state: ParleyState, m: StoredMessage): Arrival {
  const sender = state.users[m.sender_id]?.full_name ?? m.sender_full_name;
  const place =
    m.type === 'stream'
      ? `${state.channels[m.stream_id]?.name ?? m.display_recipient} > ${m.subject}`
      : 'direct message';
  return { sender, place, text: plainText(m.content) };
}

export function NewMessageAnnouncer({ windowKey }: { windowKey: string }) {
  const app = useApp();
  const [lines, setLines] = useState<{ id: number; text: string }[]>([]);
  useEffect(
    () =>
      app.parley.subscribeEvents((events) => {
        const state = app.parley.getState();
        const ids = state.messages.windows[windowKey]?.ids ?? [];
        const arrived: Arrival[] = [];
        for (const e of events) {
          if (e.type !== 'message') continue;
          const m = state.messages.byId.get((e as MessageEvent).message.id);
          if (!m || m.sender_id === state.current_user_id) continue;
          if (ids[sortedIndex(ids, m.id)] !== m.id) continue;
          arrived.push(arrival(state, m));
        }
        if (arrived.length === 0) return;
        const added = announcements(arrived).map((text) => ({ id: ++counter, text }));
        setLines((before) => [...before, ...added].slice(-KEPT));
      }),
    [app, windowKey],
  );
  return (
    <div
      className="visually-hidden"
      id="new-messages-announcer"
      aria-live="polite"
      aria-relevant="additions"
    >
      {lines.map((l) => (
        <p key={l.id}>{l.text}</p>
      ))}
    </div>
  );
}
