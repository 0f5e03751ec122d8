/**
 * The feed's polite live region: messages that arrive in this view while it is open (sender,
 * conversation, the start of the text), and nothing else — not the feed already there, not the
 * history loaded by scrolling, not the user's own messages. The feed itself stays silent
 * (`aria-live="off"`), which is what makes Zulip's feed unusable with a screen reader.
 */
import { useEffect, useState } from 'react';
import { type Arrival, announcements } from '../../model/announce';
import type { Feed } from '../../model/feed';
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

export function NewMessageAnnouncer({ feed }: { feed: Feed }) {
  const app = useApp();
  const [lines, setLines] = useState<{ id: number; text: string }[]>([]);
  useEffect(
    () =>
      feed.onArrival((messages) => {
        const state = app.parley.getState();
        const added = announcements(messages.map((m) => arrival(state, m))).map((text) => ({
          id: ++counter,
          text,
        }));
        setLines((before) => [...before, ...added].slice(-KEPT));
      }),
    [app, feed],
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
