/**
 * What a send says when the reader cannot see its message (Zulip's "Sent!" compose banners).
 * Sent to a conversation the view does not show: where it went, with a link there. Sent into the
 * view but below the part of the feed on screen (the reader had scrolled up, and the feed keeps
 * their place): an offer to scroll down to it, gone once the message comes into view.
 */
import { type ComposeTarget, hashOfTarget, normalizeTopic } from '../../model/compose-target';
import { subscribeFeedNews } from '../../model/feed-events';
import type { MessagePlace } from '../../model/feed-reading';
import { messageMatchesNarrow } from '../../model/narrow';
import { conversationTitle } from '../../model/narrow-title';
import type { View } from '../../model/route';
import type { ParleyState, StoredMessage } from '../../store/state';
import type { ParleyStore } from '../../store/store';
import { activeFeed } from '../common/active-feed';
import type { AppServices } from '../common/app-context';
import { dismissNotice, showNotice } from '../common/notices';
import type { Sent } from './send';

/** How long "Sent!" stays: long enough to read and follow its link. */
const SENT_NOTICE_MS = 8000;
/** Frames to wait for the feed to lay out and place a sent message before giving up. */
const SETTLE_FRAMES = 30;

/** A message as the one just sent will be, enough for the narrow predicate. */
function probe(target: ComposeTarget, state: ParleyState): StoredMessage {
  const self = state.current_user_id;
  const base = { id: -1, sender_id: self, content: '', flags: ['read'], reactions: [] };
  return (target.type === 'stream'
    ? {
        ...base,
        type: 'stream',
        stream_id: target.stream_id,
        subject: normalizeTopic(target.topic),
      }
    : {
        ...base,
        type: 'private',
        subject: '',
        display_recipient: [...target.to, self].map((id) => ({ id })),
      }) as unknown as StoredMessage;
}

/** After a send from the box: a notice if the reader cannot see the message where they are. */
export function noticeOfSend(app: AppServices, view: View, sent: Sent): void {
  const state = app.parley.getState();
  if (view.kind === 'narrow' && messageMatchesNarrow(probe(sent.to, state), view.narrow, state)) {
    void sent.echo.then((local_id) => {
      if (local_id) void noticeIfBelow(app.parley, local_id);
    });
    return;
  }
  const hash = hashOfTarget(sent.to, state);
  showNotice(
    {
      text: "Sent! Your message was sent to a conversation you aren't viewing.",
      tone: 'info',
      link: hash ? { label: `Go to ${conversationTitle(state, sent.to)}`, href: hash } : undefined,
    },
    SENT_NOTICE_MS,
  );
}

/** The watch of the last message sent into the view; a new send ends it. */
let watching: (() => void) | undefined;

async function noticeIfBelow(parley: ParleyStore, local_id: string): Promise<void> {
  watching?.();
  const sent = follow(parley, local_id);
  if (!sent) return;
  let stopScroll = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    sent.stop();
    stopScroll();
    clearTimeout(timer);
    if (watching === stop) watching = undefined;
  };
  watching = stop;
  const feed = activeFeed();
  if (!feed || (await settledPlace(sent.id)) !== 'below' || watching !== stop) return stop();
  const notice = showNotice(
    {
      id: 'sent-below',
      text: 'Sent!',
      tone: 'info',
      action: {
        label: 'Scroll down to view your message.',
        run: () => {
          stop();
          // Only in the feed it was sent into, not in one opened since.
          if (activeFeed() === feed) feed.show(sent.id());
        },
      },
    },
    SENT_NOTICE_MS,
  );
  timer = setTimeout(stop, SENT_NOTICE_MS);
  // Scrolled to by other means (the mouse, End, "Jump to latest"): the notice has done its work.
  stopScroll = feed.onScroll(() => {
    if (feed.whereIs(sent.id()) !== 'in view') return;
    dismissNotice(notice);
    stop();
  });
}

/** The message an echo shows: the echo's ID, then the server's once its event has come. */
function follow(parley: ParleyStore, local_id: string) {
  let id = parley.getState().messages.echoes[local_id]?.id;
  if (id === undefined) return undefined;
  const stop = subscribeFeedNews(parley, (news) => {
    const confirmed = news.confirmed.find((c) => c.local_id === local_id);
    if (confirmed) id = confirmed.id;
  });
  return { id: () => id!, stop };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Where the sent message is once the feed has laid it out and, if the reader was at the bottom,
 * followed it there: the same answer two frames running.
 */
async function settledPlace(id: () => number): Promise<MessagePlace | undefined> {
  let last: MessagePlace | undefined;
  for (let i = 0; i < SETTLE_FRAMES; i++) {
    await nextFrame();
    const place = activeFeed()?.whereIs(id());
    if (place !== undefined && place === last) return place;
    last = place;
  }
  return undefined;
}
