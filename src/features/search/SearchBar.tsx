import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { NarrowTerm } from '../../api/types/narrow';
import { COMBINED_FEED, type View } from '../../model/route';
import { addTerms, searchHash, termLabel, viewPills } from '../../model/search-pills';
import type { Suggestion } from '../../model/search-query';
import { narrowKey } from '../../store/keys';
import { useApp, useStoreValue } from '../common/app-context';
import { Icon } from '../common/icons';
import { SEARCH_INPUT_ID, SearchSuggestions } from './SearchSuggestions';
import { useSuggestions } from './useSuggestions';
import './search.css';

/** The terms a search opened on this view starts with: its channel or conversation. */
function scopeOf(view: View): NarrowTerm[] | null {
  if (view.kind !== 'narrow' || narrowKey(view.narrow) === narrowKey(COMBINED_FEED)) return null;
  return view.narrow.length ? view.narrow : null;
}

/**
 * The `searchbox` "Search" of the top bar: the view's search terms as pills (each removable),
 * then the text being typed, with suggestions as it is typed. A search is a narrow: it runs by
 * going to its `#narrow/...` hash, and the pills follow the URL.
 */
export function SearchBar({ view }: { view: View }) {
  const app = useApp();
  const viewKey = JSON.stringify(view);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view by value (the shell may rebuild it)
  const routePills = useMemo(() => viewPills(view), [viewKey]);
  // Opened in a channel or conversation, a search starts within it, as Zulip's does: its terms
  // show as pills, which can be removed to search everywhere.
  const [scope, setScope] = useState<NarrowTerm[] | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view, a new scope
  useEffect(() => {
    const focused = document.activeElement === input.current;
    setScope(focused && viewPills(view).length === 0 ? scopeOf(view) : null);
  }, [viewKey]);
  const pills = scope ?? routePills;
  const users = useStoreValue((s) => s.users);
  const channels = useStoreValue((s) => s.channels);
  const names = { users, channels };
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const suggestions = useSuggestions(open, text, pills);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new text, new first choice
  useEffect(() => setActive(0), [text, pills]);

  const run = (terms: NarrowTerm[]) => {
    setText('');
    setOpen(false);
    app.navigate(terms.length ? searchHash(terms, app.parley.getState()) : '#');
  };
  const choose = async (s: Suggestion) => {
    if (s.everywhere && !s.terms) {
      // Only the pills go: the box stays open for the words.
      setScope([]);
      input.current?.focus();
    } else if (s.everywhere) run(s.terms!);
    else if (s.text !== undefined) {
      setText(s.text);
      setOpen(true);
      input.current?.focus();
    } else if (s.terms) run(addTerms(pills, s.terms));
  };
  const submit = async () => {
    const { parseSearch } = await import('../../model/search-query');
    const typed = parseSearch(text, app.parley.getState());
    if (typed.length > 0 || pills.length > 0) run(addTerms(pills, typed));
  };
  const remove = (i: number) => {
    const rest = pills.filter((_, j) => j !== i);
    if (scope) setScope(rest);
    else run(rest);
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const shown = open ? suggestions : [];
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (shown.length) setActive((a) => (a + step + shown.length) % shown.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = shown[active];
      if (chosen && text.trim() !== '') void choose(chosen);
      else void submit();
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
      } else if (text) setText('');
      else input.current?.blur();
    } else if (e.key === 'Backspace' && text === '' && pills.length > 0) {
      e.preventDefault();
      remove(pills.length - 1);
    } else if (e.key === 'Tab' && open && shown[active]?.text !== undefined) {
      e.preventDefault();
      void choose(shown[active]!);
    }
  };

  const listed = open && suggestions.length > 0;
  return (
    <search className="topbar-search" data-open={listed || undefined}>
      <form
        // A tap anywhere in the box but a pill's button goes to the text.
        onPointerDown={(e) => {
          if (!(e.target instanceof HTMLButtonElement) && e.target !== input.current) {
            e.preventDefault();
            input.current?.focus();
          }
        }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Icon name="search" />
        {pills.length > 0 && (
          <ul className="search-pills" aria-label="Search terms">
            {pills.map((term, i) => {
              const label = termLabel(term, names);
              return (
                <li
                  key={`${term.negated ? '-' : ''}${term.operator}:${String(term.operand)}`}
                  className="search-pill"
                >
                  <span className="search-pill-label">{label}</span>
                  <button
                    type="button"
                    className="search-pill-remove"
                    aria-label={`Remove ${label}`}
                    // Pressed, the button keeps the focus where it is: the box would widen on
                    // taking it, moving the button away before the click.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => remove(i)}
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {pills.length > 0 && (
          <span className="search-summary">
            {pills.map((term) => termLabel(term, names)).join(' ')}
          </span>
        )}
        <input
          ref={input}
          id={SEARCH_INPUT_ID}
          type="search"
          aria-label="Search"
          placeholder={pills.length ? '' : 'Search'}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-controls={listed ? 'search-suggestions' : undefined}
          aria-activedescendant={listed ? `search-suggestion-${active}` : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            if (!scope && routePills.length === 0) setScope(scopeOf(view));
          }}
          onBlur={(e) => {
            if (e.currentTarget.form?.contains(e.relatedTarget as Node | null)) return;
            setOpen(false);
            setScope(null);
          }}
          onKeyDown={onKeyDown}
        />
      </form>
      {listed && (
        <SearchSuggestions
          suggestions={suggestions}
          active={active}
          onHover={setActive}
          onChoose={(s) => void choose(s)}
        />
      )}
    </search>
  );
}
