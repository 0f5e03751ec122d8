/**
 * A button that opens a menu of actions. The button is plain until the first time it is used;
 * then the menu (RadixMenu, a separate chunk) takes over. `open`/`onOpenChange` let a row open
 * it from a right-click as well.
 */
import { lazy, type ReactNode, Suspense, type UIEvent, useRef, useState } from 'react';
import './menu.css';
import { retrying } from './retrying-import';

const loadRadixMenu = retrying(() => import('./RadixMenu'));
const RadixMenu = lazy(loadRadixMenu);

/** Fetches the menus' code ahead of the first use (the feed asks once the page is idle). */
export const preloadActionMenu = (): void => void loadRadixMenu();

export interface MenuAction {
  label: string;
  onSelect(): void;
  disabled?: boolean;
  /** Why a disabled action cannot be taken, shown beside it. */
  reason?: string;
  danger?: boolean;
}

/** A choice of one among several, shown as one labelled group ("Theme: Light / Dark / Automatic"). */
export interface MenuChoices {
  group: string;
  choices: readonly { label: string; checked: boolean; onSelect(): void }[];
}

export type MenuEntry = MenuAction | MenuChoices | 'separator';

export interface ActionMenuProps {
  /** The button's accessible name ("Channel actions for Verona"). */
  label: string;
  actions: readonly MenuEntry[];
  /** What the button shows; a vertical ellipsis by default. */
  children?: ReactNode;
  className?: string;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  align?: 'start' | 'end';
  /** As the menu closes, before focus returns to the button (preventDefault keeps it away). */
  onCloseAutoFocus?(event: Event): void;
}

export function ActionMenu(props: ActionMenuProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const [used, setUsed] = useState(false);
  // Whether the plain button had the focus when used: the menu's own button, which replaces it,
  // then takes the focus as it mounts (else the focus falls to the page, and the menu closes).
  const hadFocus = useRef(false);
  const setOpen = (o: boolean) => {
    setOwnOpen(o);
    props.onOpenChange?.(o);
  };
  const use = (e: UIEvent<HTMLButtonElement>) => {
    hadFocus.current = e.currentTarget === document.activeElement;
    setUsed(true);
    setOpen(true);
  };
  const className = props.className ?? 'quiet menu-button';
  const content = props.children ?? <span aria-hidden>⋮</span>;
  const plain = (
    <button
      type="button"
      className={className}
      aria-label={props.label}
      title={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={use}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          use(e);
        }
      }}
    >
      {content}
    </button>
  );
  if (!used && !open) return plain;
  return (
    <Suspense fallback={plain}>
      <RadixMenu
        {...props}
        className={className}
        open={open}
        onOpenChange={setOpen}
        takeFocus={hadFocus.current}
      >
        {content}
      </RadixMenu>
    </Suspense>
  );
}
