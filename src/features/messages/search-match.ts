/** What a feed showing search results shows differently: the server's highlighting. */
import type { NarrowTerm } from '../../api/types/narrow';
import { canonicalOperator } from '../../store/keys';
import { searchMatchOf } from '../../store/search-matches';
import type { SearchMatch, StoredMessage } from '../../store/state';
import { useStoreValue } from '../common/app-context';
import { useFeedContext } from './feed-context';

export const isFullTextSearch = (narrow: readonly NarrowTerm[]) =>
  narrow.some((t) => canonicalOperator(t.operator) === 'search' && !t.negated);

/** Views that are searches rather than feeds: a term that filters by what messages say or who sent them. */
const SEARCH_OPERATORS = new Set(['search', 'sender', 'has', 'id']);
export const isSearchFeed = (narrow: readonly NarrowTerm[]) =>
  narrow.some((t) => SEARCH_OPERATORS.has(canonicalOperator(t.operator)));

/** This message's highlighting, in a search feed and while it still fits the message. */
export function useSearchMatch(message: StoredMessage): SearchMatch | undefined {
  const key = useFeedContext()?.searchKey;
  return useStoreValue((s) => (key === undefined ? undefined : searchMatchOf(s, key, message)));
}
