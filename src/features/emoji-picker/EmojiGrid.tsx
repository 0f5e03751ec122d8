/**
 * The picker's emoji, section by section, as one tab stop: arrow keys move (grid-nav.ts),
 * Enter or Space picks, and the emoji in focus is named below.
 */
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import type { PickerCategory, PickerEmoji } from './emoji-catalog';
import { type GridKey, type GridPosition, moveInGrid } from './grid-nav';

export const COLUMNS = 8;
const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

export interface EmojiGridHandle {
  /** Moves the focus into the grid: to a section's first emoji, or where it last was. */
  focus(section?: number): void;
}

interface Props {
  sections: readonly PickerCategory[];
  onPick(emoji: PickerEmoji): void;
}

export const label = (e: PickerEmoji) => e.name.replace(/_/g, ' ');

export function EmojiImage({ emoji }: { emoji: PickerEmoji }) {
  if (emoji.image) return <img src={emoji.image} alt="" width={24} height={24} loading="lazy" />;
  return <span aria-hidden>{emoji.text}</span>;
}

export const EmojiGrid = forwardRef<EmojiGridHandle, Props>(function EmojiGrid(
  { sections, onPick },
  ref,
) {
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<GridPosition>({ section: 0, index: 0 });
  const current = sections[active.section]?.emoji[active.index] ? active : firstOf(sections);

  const focusAt = (at: GridPosition) => {
    setActive(at);
    const el = root.current?.querySelector<HTMLButtonElement>(
      `[data-at="${at.section}:${at.index}"]`,
    );
    el?.focus();
    el?.scrollIntoView({ block: 'nearest' });
  };
  useImperativeHandle(ref, () => ({
    focus: (section) => focusAt(section === undefined ? current : { section, index: 0 }),
  }));

  const shown = sections[current.section]?.emoji[current.index];
  return (
    <div className="emoji-grid" ref={root}>
      <div className="emoji-sections">
        {sections.map((section, s) =>
          section.emoji.length === 0 ? null : (
            <section
              key={section.name}
              className="emoji-section"
              aria-label={section.name}
              data-section={s}
            >
              <h3 className="emoji-section-name">{section.name}</h3>
              <div className="emoji-buttons">
                {section.emoji.map((e, i) => {
                  const here = s === current.section && i === current.index;
                  return (
                    <button
                      key={`${e.reaction_type}:${e.emoji_code}:${e.name}`}
                      type="button"
                      className="emoji-button"
                      aria-label={label(e)}
                      title={`:${e.name}:`}
                      tabIndex={here ? 0 : -1}
                      data-at={`${s}:${i}`}
                      onFocus={() => setActive({ section: s, index: i })}
                      onClick={() => onPick(e)}
                      onKeyDown={(ev) => {
                        if (!KEYS.has(ev.key)) return;
                        ev.preventDefault();
                        const sizes = sections.map((x) => x.emoji.length);
                        focusAt(
                          moveInGrid(sizes, COLUMNS, { section: s, index: i }, ev.key as GridKey),
                        );
                      }}
                    >
                      <EmojiImage emoji={e} />
                    </button>
                  );
                })}
              </div>
            </section>
          ),
        )}
      </div>
      <p className="emoji-preview" aria-hidden>
        {shown ? (
          <>
            <EmojiImage emoji={shown} /> :{shown.name}:
          </>
        ) : null}
      </p>
    </div>
  );
});

function firstOf(sections: readonly PickerCategory[]): GridPosition {
  const s = sections.findIndex((x) => x.emoji.length > 0);
  return { section: Math.max(0, s), index: 0 };
}
