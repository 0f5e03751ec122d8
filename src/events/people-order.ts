/**
 * The worker's part of the People list's order (model/people-order.ts): right after a snapshot,
 * its active people's IDs by name, sorted here rather than on the page. The page checks the
 * order against its own comparison before it takes it.
 */
import type { RegisterResponse } from '../api/types/register';

const collator = new Intl.Collator();

/**
 * What this order was sorted by (the collator's resolved options): a page whose own comparison
 * resolves the same takes the order without comparing each neighbour again.
 */
export const PEOPLE_COLLATION = JSON.stringify(collator.resolvedOptions());

export function peopleByName(snapshot: Pick<RegisterResponse, 'realm_users' | 'cross_realm_bots'>) {
  const people = [...(snapshot.realm_users ?? []), ...(snapshot.cross_realm_bots ?? [])];
  return people
    .sort((a, b) => collator.compare(a.full_name, b.full_name) || a.user_id - b.user_id)
    .map((u) => u.user_id);
}
