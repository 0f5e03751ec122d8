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
  return query.suggest(text, pills, app.parley.getState());
}
