/**
 * `dialog` "Emoji picker" with `searchbox` "Search emoji": frequently used first, then the
 * Unicode categories and the organization's own emoji. Its code and data are a chunk of their
 * own, loaded the first time it opens; the emoji are the system's characters and the server's
 * images, so nothing is fetched from anywhere else.
 */

import table from 'virtual:emoji-table';
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useRef, useState } from 'react';
import type { EmojiChoice } from '../../model/reactions';
import { useApp, useStoreValue } from '../common/app-context';
import { useReturnFocus } from '../common/return-focus';
import { useTypedAhead } from '../common/useTypedAhead';
import { EmojiGrid, type EmojiGridHandle, EmojiImage, label } from './EmojiGrid';
import {
  customCategory,
  frequentlyUsed,
  type PickerCategory,
  type PickerEmoji,
  searchEmoji,
  unicodeCategories,
} from './emoji-catalog';
import '../common/dialog.css';
import './emoji-picker.css';

const UNICODE = unicodeCategories(table);
const WIDTH = 360;
const HEIGHT = 440;

interface Props {
  /** Where the picker was opened from; it opens beside it when there is room. */
  anchor: DOMRect | null;
  onPick(emoji: EmojiChoice): void;
  onClose(): void;
}

function placement(anchor: DOMRect | null): React.CSSProperties | undefined {
  if (!anchor || window.innerWidth < WIDTH + 32 || window.innerHeight < HEIGHT + 16) {
    return undefined; // centred, as every dialog
  }
  const clamp = (v: number, max: number) => Math.max(8, Math.min(v, max));
  const below = anchor.bottom + 4;
  const top = below + HEIGHT < window.innerHeight ? below : anchor.top - HEIGHT - 4;
  return {
    left: clamp(anchor.right - WIDTH, window.innerWidth - WIDTH - 8),
    top: clamp(top, window.innerHeight - HEIGHT - 8),
    transform: 'none',
  };
}

export default function EmojiPicker({ anchor, onPick, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const app = useApp();
  const realmEmoji = useStoreValue((s) => s.realmEmoji);
  // What was typed while the picker's code loaded is its first search (Enter included).
  const typed = useTypedAhead((text) => setQuery(text));
  const [query, setQuery] = useState(typed.initial);
  const grid = useRef<EmojiGridHandle>(null);
  const [style] = useState(() => placement(anchor));

  const categories = useMemo(() => {
    const custom = customCategory(realmEmoji);
    const every = [...UNICODE.flatMap((c) => c.emoji), ...custom.emoji];
    const state = app.parley.getState();
    const frequent = frequentlyUsed(state.messages.byId.values(), state.current_user_id, every);
    return { all: every, list: [{ name: 'Frequently used', emoji: frequent }, ...UNICODE, custom] };
  }, [app, realmEmoji]);

  const results = useMemo(() => searchEmoji(categories.all, query), [categories, query]);
  const sections: PickerCategory[] = query.trim()
    ? [{ name: 'Search results', emoji: results }]
    : categories.list;

  const pick = (e: PickerEmoji) =>
    onPick({ emoji_name: e.name, emoji_code: e.emoji_code, reaction_type: e.reaction_type });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay emoji-picker-overlay" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="dialog emoji-picker"
          style={style}
          aria-describedby={undefined}
        >
          <Dialog.Title className="visually-hidden">Emoji picker</Dialog.Title>
          <input
            ref={typed.ref}
            type="search"
            className="emoji-search"
            aria-label="Search emoji"
            placeholder="Search emoji"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && results[0]) {
                e.preventDefault();
                pick(results[0]);
              } else if (e.key === 'ArrowDown') {
                e.preventDefault();
                grid.current?.focus();
              }
            }}
          />
          {!query.trim() && (
            <nav className="emoji-categories" aria-label="Emoji categories">
              {categories.list.map((c, i) =>
                c.emoji.length === 0 ? null : (
                  <button
                    key={c.name}
                    type="button"
                    className="quiet emoji-category"
                    aria-label={c.name}
                    title={c.name}
                    onClick={() => grid.current?.focus(i)}
                  >
                    <EmojiImage emoji={c.emoji[0]!} />
                  </button>
                ),
              )}
            </nav>
          )}
          {query.trim() && results.length === 0 ? (
            <p className="emoji-none" role="status">
              No emoji match “{query.trim()}”
            </p>
          ) : (
            <EmojiGrid
              ref={grid}
              sections={sections}
              onPick={pick}
              key={query.trim() === '' ? 'all' : 'search'}
            />
          )}
          {query.trim() && results.length > 0 && (
            <p className="visually-hidden" role="status">
              {results.length === 1 ? `1 emoji: ${label(results[0]!)}` : `${results.length} emoji`}
            </p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
