import { useEffect, useState } from 'react';
import type { NarrowTerm } from '../../api/types/narrow';
import type { Suggestion } from '../../model/search-query';
import { useApp } from '../common/app-context';

type SearchQuery = typeof import('../../model/search-query');

let loaded: SearchQuery | undefined;

/**
 * The search box's suggestions for its text. The search language (model/search-query.ts) loads
 * the first time the box opens: the first page does not carry it.
 */
export function useSuggestions(
  open: boolean,
  text: string,
  pills: readonly NarrowTerm[],
): Suggestion[] {
  const app = useApp();
  const [query, setQuery] = useState(loaded);
  useEffect(() => {
    if (!open || query) return;
    let live = true;
    void import('../../model/search-query').then((m) => {
      loaded = m;
      if (live) setQuery(m);
    });
    return () => {
      live = false;
    };
  }, [open, query]);
  if (!open || !query) return [];
  const state = app.parley.getState();
  const list = query.suggest(text, pills, state);
  return pills.length > 0 ? withEverywhere(list, query.suggest(text, [], state)[0], text) : list;
}

/**
 * With pills (the channel or conversation the search began in), the first suggestion offers to
 * search everywhere; once words are typed, right after searching them here.
 */
function withEverywhere(list: Suggestion[], unscoped: Suggestion | undefined, text: string) {
  if (text.trim() === '') {
    return [{ label: 'Search everywhere', detail: 'Not only here', everywhere: true }, ...list];
  }
  if (!unscoped?.terms || list[0]?.terms === undefined) return list;
  const everywhere = { ...unscoped, detail: 'Search everywhere', everywhere: true };
  return [list[0], everywhere, ...list.slice(1)];
}
