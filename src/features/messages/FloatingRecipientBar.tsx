import { useLayoutEffect, useRef } from 'react';
import { useStoreValue } from '../common/app-context';
import { RecipientBar } from './RecipientBar';

/**
 * The recipient bar of the conversation at the top of the feed, kept in view while its own bar
 * is scrolled away (as Zulip's floating recipient bar): which topic am I reading? The next
 * conversation's bar pushes it up as it arrives, so the two never overlap.
 */
export function FloatingRecipientBar({ id }: { id: number }) {
  const message = useStoreValue((s) => s.messages.byId.get(id));
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const scroller = el?.parentElement?.querySelector<HTMLElement>('.feed-scroll');
    if (!el || !scroller) return;
    const update = () => {
      const top = scroller.getBoundingClientRect().top;
      const height = el.offsetHeight;
      let shift = 0;
      for (const bar of scroller.querySelectorAll('.feed-row > .recipient-bar')) {
        const y = bar.getBoundingClientRect().top - top;
        if (y < 0) continue;
        // The top conversation's own bar is in view: no copy of it (moved out, clipped away).
        const own = bar.parentElement?.querySelector('article')?.dataset.messageId === String(id);
        if (own) shift = -height;
        else if (y < height) shift = y - height;
        break;
      }
      el.style.transform = shift ? `translateY(${shift}px)` : '';
    };
    // Again once the rows the scroll brought are laid out.
    let frame = 0;
    const onScroll = () => {
      update();
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
    };
  });
  if (!message) return null;
  return (
    <div className="floating-recipient" ref={ref}>
      <RecipientBar message={message} floating />
    </div>
  );
}
