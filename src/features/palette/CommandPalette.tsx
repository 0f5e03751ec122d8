/**
 * `dialog` "Command palette": one box to go to any channel, topic, conversation, person, view
 * or setting, or to run a common action. The input is a `combobox` over a `listbox` (the ARIA
 * combobox pattern: the focus stays in the input, aria-activedescendant names the active
 * option). Arrows, Page Up/Down, Home/End move; Enter chooses; Esc closes and gives the focus
 * back. A chunk of its own (PaletteHost loads it on the first Ctrl+K).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { View } from '../../model/route';
import { useApp } from '../common/app-context';
import { Icon } from '../common/icons';
import { focusBeforeTyping } from '../common/type-ahead';
import { openUserCard } from '../common/user-card-state';
import { useTypedAhead } from '../common/useTypedAhead';
import { useAppearanceActions } from '../settings';
import { PaletteOption } from './PaletteOption';
import type { PaletteItem } from './palette-actions';
import { usePaletteResults } from './usePaletteResults';
import '../common/dialog.css';
import './palette.css';

const LIST_ID = 'command-palette-results';
const optionId = (i: number) => `command-palette-option-${i}`;
const PAGE = 8;

interface Props {
  view: View;
  onLogout(): void;
  onClose(): void;
}

const mainView = () => document.querySelector<HTMLElement>('main');

export default function CommandPalette({ view, onLogout, onClose }: Props) {
  const app = useApp();
  const [opener] = useState(focusBeforeTyping);
  const [active, setActive] = useState(0);
  // What was typed while the palette's code loaded is its first query (Enter included).
  const typed = useTypedAhead((text) => {
    setQuery(text);
    setActive(0);
  });
  const [query, setQuery] = useState(typed.initial);
  const appearance = useAppearanceActions();
  const extra = useMemo(
    () => [...appearance, { label: 'Log out', onSelect: onLogout }],
    [appearance, onLogout],
  );
  const sections = usePaletteResults(query, view, extra);
  const results = sections.flatMap((s) => s.results);
  const count = results.length;
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  // What choosing does, run once the dialog is gone and the focus is back.
  const then = useRef<(() => void) | null>(null);
  const choose = (item: PaletteItem) => {
    then.current = () => {
      if (item.run) item.run();
      else if (item.kind === 'person' && item.user_id !== undefined) {
        openUserCard(item.user_id, opener?.isConnected ? opener : null);
      } else if (item.hash !== undefined) {
        app.navigate(item.hash);
        // The view changed: reading goes on there.
        mainView()?.focus({ preventScroll: true });
      }
    };
    onClose();
  };
  const returnFocus = (e: Event) => {
    e.preventDefault();
    (opener?.isConnected ? opener : mainView())?.focus({ preventScroll: true });
    const next = then.current;
    then.current = null;
    next?.();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: (active + 1) % Math.max(count, 1),
      ArrowUp: (active - 1 + count) % Math.max(count, 1),
      PageDown: Math.min(active + PAGE, count - 1),
      PageUp: Math.max(active - PAGE, 0),
      Home: 0,
      End: count - 1,
    };
    if (e.key in moves && !e.altKey && !e.shiftKey) {
      e.preventDefault();
      if (count > 0) setActive(moves[e.key]!);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      const chosen = results[active];
      if (chosen) choose(chosen.item);
    }
  };

  let index = 0;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="palette"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <Dialog.Title className="visually-hidden">Command palette</Dialog.Title>
          <div className="palette-input">
            <Icon name="search" />
            <input
              type="text"
              role="combobox"
              aria-label="Go to or do"
              aria-expanded={count > 0}
              aria-controls={LIST_ID}
              aria-autocomplete="list"
              aria-activedescendant={count > 0 ? optionId(active) : undefined}
              placeholder="Go to a channel, topic, person, view… or run an action"
              autoComplete="off"
              spellCheck={false}
              ref={typed.ref}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
          </div>
          <div id={LIST_ID} role="listbox" aria-label="Results" className="palette-results">
            {sections.map((section) => {
              const options = section.results.map((result) => {
                const i = index++;
                return (
                  <PaletteOption
                    key={result.item.key}
                    id={optionId(i)}
                    result={result}
                    active={i === active}
                    onPoint={() => i !== active && setActive(i)}
                    onChoose={() => choose(result.item)}
                  />
                );
              });
              return section.label ? (
                // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox
                <div key={section.label} role="group" aria-label={section.label}>
                  <div className="palette-heading" aria-hidden>
                    {section.label}
                  </div>
                  {options}
                </div>
              ) : (
                options
              );
            })}
          </div>
          <p className="palette-empty" role="status">
            {count === 0 ? `Nothing matches “${query.trim()}”.` : ''}
          </p>
          <p className="palette-hint" aria-hidden>
            <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to choose · <kbd>Esc</kbd> to close
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
