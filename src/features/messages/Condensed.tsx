/**
 * A message's content, condensed when it is long (taller than a limit): the top of it, faded,
 * with "Show more"; opened, "Show less". The reader's choice is remembered per message.
 */
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { condensingChoice, rememberCondensing } from './condensed';

/** Taller than this (px), a message is condensed (to the height content.css gives `.condensed`). */
const LIMIT = 480;

export function Condensed({ message_id, children }: { message_id: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(() => condensingChoice(message_id) === 'more');
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setTall(el.scrollHeight > LIMIT);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    // The content may grow after it is shown (images, KaTeX's stylesheet).
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  const condensed = tall && !open;
  const toggle = () => {
    rememberCondensing(message_id, open ? 'less' : 'more');
    setOpen(!open);
  };
  return (
    <>
      <div ref={ref} className={condensed ? 'condensed' : undefined}>
        {children}
      </div>
      {tall && (
        <button type="button" className="quiet show-more" aria-expanded={open} onClick={toggle}>
          {open ? 'Show less' : 'Show more'}
        </button>
      )}
    </>
  );
}
