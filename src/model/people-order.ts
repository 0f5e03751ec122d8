/**
 * The People list's order, active people by name. The event worker sorts a snapshot's people
 * (events/people-order.ts: 10,000 names sorted there, not on the page); the order is kept for
 * the users object it was made from, and taken once checked (one comparison per person, not a
 * sort). Any change to the users makes another object, which the list sorts itself.
 */
import { compareText, TEXT_COLLATION } from './collate';

interface Named {
  user_id: number;
  full_name: string;
}

/** By name as people read them; equal names by ID, so that every sort agrees. */
export const byName = (a: Named, b: Named): number =>
  compareText(a.full_name, b.full_name) || a.user_id - b.user_id;

/** The IDs of `people`, by name. */
export const idsByName = (people: readonly Named[]): number[] =>
  [...people].sort(byName).map((u) => u.user_id);

const kept = new WeakMap<object, { ids: readonly number[]; sameCollation: boolean }>();

/**
 * Keeps `ids` (idsByName of the active ones) as the order of exactly this users object.
 * `collation`: what it was sorted by; the same as compareText's, it is taken as sorted (each
 * neighbour compared again was 10 to 15 ms for 10,000 people, in the task they arrive in).
 */
export function keepNameOrder(users: object, ids: readonly number[], collation?: string): void {
  kept.set(users, { ids, sameCollation: collation === TEXT_COLLATION });
}

// Made once per users object: the People list and the mention typeahead both ask for it.
const made = new WeakMap<object, readonly unknown[]>();

/** The active users by name: in the kept order when it is this object's, else sorted now. */
export function activeByName<U extends Named & { is_active?: boolean }>(
  users: Readonly<Record<number, U>>,
): readonly U[] {
  const hit = made.get(users);
  if (hit) return hit as readonly U[];
  const sorted = byNameNow(users);
  made.set(users, sorted);
  return sorted;
}

function byNameNow<U extends Named & { is_active?: boolean }>(
  users: Readonly<Record<number, U>>,
): U[] {
  const active = Object.values(users).filter((u) => u.is_active);
  const order = kept.get(users);
  if (order?.ids.length === active.length) {
    const listed = order.ids.map((id) => users[id]);
    const sorted = (u: U, i: number) =>
      order.sameCollation || i === 0 || byName(listed[i - 1]!, u) < 0;
    const fits = listed.every((u, i) => u?.is_active && sorted(u, i));
    if (fits) return listed as U[];
  }
  return active.sort(byName);
}

/**
 * `ids` in the People list's order (activeByName: made once per users object, so a list of
 * thousands costs a pass, not a sort); those who are not active people here (deactivated, or
 * not known) after them, by name.
 */
export function idsInNameOrder<U extends Named & { is_active?: boolean }>(
  ids: Iterable<number>,
  users: Readonly<Record<number, U>>,
): number[] {
  const wanted = new Set(ids);
  const active = activeByName(users)
    .filter((u) => wanted.has(u.user_id))
    .map((u) => u.user_id);
  if (active.length === wanted.size) return active;
  const name = (id: number) => users[id]?.full_name ?? '';
  const others = [...wanted]
    .filter((id) => !users[id]?.is_active)
    .sort((a, b) => compareText(name(a), name(b)) || a - b);
  return [...active, ...others];
}
