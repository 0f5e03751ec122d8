/**
 * The per-message hotkeys for one feed: they act on the message holding the keyboard focus, or
 * else the one under the mouse. (The selected-message cursor will be a third source.)
 */
import { type RefObject, useEffect, useRef } from 'react';
import { useApp } from '../common/app-context';
import type { FeedContextValue } from '../messages/feed-context';
import { isTypingOrLayered, messageKeyAction } from './message-keys';

// What the keys do is loaded with the first one pressed (it is not needed to show a message).
const perform = () => import('./perform');

const messageElement = (el: Element | null) =>
  el?.closest<HTMLElement>('article[data-message-id]') ?? null;

export function useMessageKeys(
  feedRef: RefObject<HTMLElement | null>,
  feed: FeedContextValue,
): void {
  const app = useApp();
  const hovered = useRef<HTMLElement | null>(null);
  const latest = useRef(feed);
  latest.current = feed;

  useEffect(() => {
    const root = feedRef.current;
    if (!root) return;
    const onOver = (e: MouseEvent) => {
      hovered.current = messageElement(e.target as Element);
    };
    const onLeave = () => {
      hovered.current = null;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || isTypingOrLayered(e.target)) return;
      const action = messageKeyAction(e);
      if (!action) return;
      const focused = messageElement(document.activeElement);
      const el =
        focused && root.contains(focused)
          ? focused
          : hovered.current?.isConnected
            ? hovered.current
            : null;
      const id = Number(el?.dataset.messageId);
      const m = app.parley.getState().messages.byId.get(id);
      if (!el || !m) return;
      e.preventDefault();
      const feedNow = latest.current;
      void perform().then((p) => p.performMessageAction(app, action, m, feedNow, el));
    };
    root.addEventListener('mouseover', onOver);
    root.addEventListener('mouseleave', onLeave);
    document.addEventListener('keydown', onKey);
    return () => {
      root.removeEventListener('mouseover', onOver);
      root.removeEventListener('mouseleave', onLeave);
      document.removeEventListener('keydown', onKey);
    };
  }, [feedRef, app]);
}
