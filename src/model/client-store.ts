/** The store as the app uses it (the store places messages in windows by its own predicate). */
import type { RegisterResponse } from '../api/types/register';
import { createParleyStore, type ParleyStore, type StoreOptions } from '../store/store';

export function createClientStore(
  snapshot: RegisterResponse,
  generation = 0,
  options: StoreOptions = {},
): ParleyStore {
  return createParleyStore(snapshot, options, generation);
}
