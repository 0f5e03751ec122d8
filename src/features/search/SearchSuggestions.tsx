import type { Suggestion } from '../../model/search-query';

/** The search input's ID: the `/` hotkey focuses it. */
export const SEARCH_INPUT_ID = 'search-input';

interface Props {
  suggestions: readonly Suggestion[];
  active: number;
  onHover(index: number): void;
  onChoose(suggestion: Suggestion): void;
}

const keyOf = (s: Suggestion) => `${s.label}|${s.detail ?? ''}|${s.text ?? ''}`;

/** The `listbox` under the search box; the input keeps the focus (aria-activedescendant). */
export function SearchSuggestions({ suggestions, active, onHover, onChoose }: Props) {
  return (
    <div
      id="search-suggestions"
      className="search-suggestions"
      role="listbox"
      aria-label="Search suggestions"
    >
      {suggestions.map((s, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the search input's keys choose (aria-activedescendant)
        <div
          key={keyOf(s)}
          id={`search-suggestion-${i}`}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          className="search-suggestion"
          // The input keeps the focus while a suggestion is clicked.
          onMouseDown={(e) => e.preventDefault()}
          onPointerMove={() => i !== active && onHover(i)}
          onClick={() => onChoose(s)}
        >
          <span className="search-suggestion-label">{s.label}</span>
          {s.detail && <span className="search-suggestion-detail">{s.detail}</span>}
        </div>
      ))}
    </div>
  );
}
