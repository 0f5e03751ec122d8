import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ConnectionState } from '../../events/types';
import {
  type ComposeTarget,
  conversationKey,
  hashOfTarget,
  normalizeTopic,
} from '../../model/compose-target';
import { messageMatchesNarrow } from '../../model/narrow';
import { conversationTitle } from '../../model/narrow-title';
import type { View } from '../../model/route';
import type { ParleyState, StoredMessage } from '../../store/state';
import { useApp, useStoreValue } from '../common/app-context';
import { showNotice } from '../common/notices';
import { retrying } from '../common/retrying-import';
import { loadTypeahead } from '../typeahead/lazy-typeahead';
import { TypingLine, typingKeyOf } from '../typing';
import { ComposeClosed } from './ComposeClosed';
import { conversationOfView } from './compose-actions';
import { useDropAndReply } from './compose-hooks';
import { loadOutboxDeps, useComposeSession } from './compose-session';
import { useCompose } from './compose-state';
import { PlainBox } from './PlainBox';
import { loadRenderer } from './renderer';
import './compose.css';

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

/** How long "Sent!" stays: long enough to read and follow its link. */
const SENT_NOTICE_MS = 8000;

const loadBox = retrying(() => import('./ComposeBox'));
const ComposeBox = lazy(loadBox);

/**
 * What writing needs is fetched once the first view has settled, not with it: a server that
 * goes away later must not keep the box from opening, nor a message from waiting in the outbox.
 */
const WARM_UP_AFTER_MS = 3000;
function warmUpWriting(): () => void {
  const timer = setTimeout(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 0));
    idle(() => {
      void loadBox();
      void loadOutboxDeps();
    });
  }, WARM_UP_AFTER_MS);
  return () => clearTimeout(timer);
}

interface Props {
  view: View;
  connection: ConnectionState;
}

/**
 * Below the view: who is typing in this conversation, and the compose box — closed (buttons to
 * start writing) or open. Runs the session's writing services (drafts, outbox, typing) and
 * keeps the box addressed to the conversation on screen.
 */
export function ComposeArea({ view, connection }: Props) {
  const app = useApp();
  const session = useComposeSession();
  const open = useCompose((s) => s.open);
  const channels = useStoreValue((s) => s.channels);
  const self = useStoreValue((s) => s.current_user_id);
  const here = useMemo(
    () => conversationOfView(view, { channels, current_user_id: self }),
    [view, channels, self],
  );
  const hereKey = here && conversationKey(here, self);
  const [dropping, setDropping] = useState(false);

  useEffect(() => session.start(), [session]);
  useEffect(warmUpWriting, []);
  useEffect(() => {
    session.setOnline(connection.status === 'connected');
  }, [session, connection.status]);
  // The box follows the view: a topic or DM opened readdresses it (its draft comes along).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the conversation changes
  useEffect(() => {
    if (here) session.switchTo(here);
  }, [hereKey, session]);
  // The typeahead's code loads with the box (the box's own when the user heads for it).
  // So does the Markdown renderer, for local echo and the preview.
  useEffect(() => {
    if (!open) return;
    void loadTypeahead();
    void loadRenderer(app);
  }, [open, app]);

  useDropAndReply(view, setDropping);

  // A message sent where the view does not show it: the reader stays, and a notice says where
  // it went, with a link there (as Zulip's "Sent!" banner).
  const onSent = (target: ComposeTarget) => {
    const state = app.parley.getState();
    if (view.kind === 'narrow' && messageMatchesNarrow(probe(target, state), view.narrow, state)) {
      return;
    }
    const hash = hashOfTarget(target, state);
    showNotice(
      {
        text: "Sent! Your message was sent to a conversation you aren't viewing.",
        tone: 'info',
        link: hash ? { label: `Go to ${conversationTitle(state, target)}`, href: hash } : undefined,
      },
      SENT_NOTICE_MS,
    );
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: loads the box's code when the user heads for it; no action
    <div
      className={dropping ? 'compose-area dropping' : 'compose-area'}
      onPointerEnter={() => void loadBox()}
      onFocus={() => void loadBox()}
    >
      <TypingLine conversation={typingKeyOf(here, self)} />
      {open ? (
        <Suspense fallback={<PlainBox />}>
          <ComposeBox onSent={onSent} />
        </Suspense>
      ) : (
        <ComposeClosed view={view} here={here} />
      )}
    </div>
  );
}
