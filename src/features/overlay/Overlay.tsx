/**
 * The frame every settings overlay shares: a full-page `dialog` named by its heading, a Close
 * button, and Esc to close (unless something inside handled Esc first, such as an open list).
 * Sections are links that replace the hash, so Back always closes the overlay.
 */
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useApp } from '../common/app-context';
import { keepTabInside } from '../common/focus-trap';
import './overlay.css';
import './forms.css';
import './browse.css';

export interface OverlayScreenProps {
  /** The hash after the overlay's name, split at `/`. */
  path: string[];
  onClose(): void;
}

interface FrameProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  className?: string;
}

/** A key pressed in a layer portalled above the overlay (a menu, a confirmation): its own. */
const inLayerAbove = (e: globalThis.KeyboardEvent, overlay: HTMLElement) => {
  const target = e.target as Node;
  return target !== document.body && !overlay.contains(target);
};

export function OverlayFrame({ title, onClose, children, className }: FrameProps) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      // Tab stays in the overlay (the app behind it is inert; notices and the browser are not).
      if (e.key === 'Tab' && ref.current && !e.defaultPrevented && !inLayerAbove(e, ref.current)) {
        keepTabInside(e, ref.current);
        return;
      }
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      // Portalled layers (menus, confirmations) handle their own Esc. Focus that fell to the
      // page, or whose element went away (its button; the stand-in that held the keys while
      // the overlay loaded), still belongs to the overlay.
      const target = e.target as Node;
      if (!ref.current?.contains(target) && target !== document.body && target.isConnected) return;
      e.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div className="overlay-backdrop">
      <section
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className={`overlay ${className ?? ''}`}
      >
        <header className="overlay-header">
          <h1 id={headingId} ref={heading} tabIndex={-1}>
            {title}
          </h1>
          <button
            type="button"
            className="quiet overlay-close"
            aria-label="Close"
            onClick={onClose}
          >
            <span aria-hidden>×</span>
          </button>
        </header>
        <div className="overlay-body">{children}</div>
      </section>
    </div>
  );
}

/** A link inside an overlay: it replaces the current entry instead of adding one. */
export function OverlayLink({
  hash,
  children,
  current,
  className,
}: {
  hash: string;
  children: ReactNode;
  current?: boolean;
  className?: string;
}) {
  const app = useApp();
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    app.navigate(hash, { replace: true });
  };
  return (
    <a
      href={hash}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

export interface Section {
  id: string;
  label: string;
  /** Hidden from those who may not see it at all. */
  hidden?: boolean;
}

/** The overlay's section list, a `navigation` named after the overlay. */
export function SectionNav({
  label,
  sections,
  current,
  hashOf,
}: {
  label: string;
  sections: readonly Section[];
  current: string;
  hashOf(id: string): string;
}) {
  return (
    <nav className="overlay-nav" aria-label={label}>
      <ul>
        {sections
          .filter((s) => !s.hidden)
          .map((s) => (
            <li key={s.id}>
              <OverlayLink hash={hashOf(s.id)} current={s.id === current}>
                {s.label}
              </OverlayLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/**
 * The scrolling part of an overlay. Focusable, so that keyboard users can scroll it even when
 * every control in it is disabled.
 */
export function OverlayContent({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={`overlay-content ${className ?? ''}`} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
