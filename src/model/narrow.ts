/**
 * Narrows for the screens: the canonical key and the predicate. The predicate lives with the
 * store (store/narrow-match.ts), which places messages in their windows by it.
 */
export { canonicalTerm, narrowKey } from '../store/keys';
export {
  channelLocationMatches,
  messageMatchesNarrow,
  type NarrowContext,
} from '../store/narrow-match';
