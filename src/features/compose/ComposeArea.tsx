import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ConnectionState } from '../../events/types';
import { conversationKey } from '../../model/compose-target';
import type { View } from '../../model/route';
import { useApp, useStoreValue } from '../common/app-context';
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
import { noticeOfSend } from './sent-notices';
import './compose.css';

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
          <ComposeBox onSent={(sent) => noticeOfSend(app, view, sent)} />
        </Suspense>
      ) : (
        <ComposeClosed view={view} here={here} />
      )}
    </div>
  );
}
