/** The store as the app uses it: the store layer wired to this layer's narrow predicate. */
import type { RegisterResponse } from '../api/types/register';
import { createParleyStore, type ParleyStore, type StoreOptions } from '../store/store';
import { channelLocationMatches, messageMatchesNarrow } from './narrow';

export function createClientStore(
  snapshot: RegisterResponse,
  generation = 0,
  options: Omit<StoreOptions, 'matchesNarrow' | 'mayMatchLocation'> = {},
): ParleyStore {
  return createParleyStore(
    snapshot,
    { ...options, matchesNarrow: messageMatchesNarrow, mayMatchLocation: channelLocationMatches },
    generation,
  );
}
