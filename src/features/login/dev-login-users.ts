/**
 * Which users the development login offers: all of them in a small organization; in a large one
 * (issue 22: 10,000 people) the first few by role and whoever a search finds, so the page holds a
 * few dozen buttons, not one per person.
 */
import type { DevUser } from '../../api/types/server-settings';

/** Up to this many users are all listed; more, and the login offers a search. */
export const LISTED_WHOLE = 40;
/** How many users a large organization's login shows at a time. */
export const SHOWN = 20;

/** The users in role order (owners first), as the login lists them. */
export const byRole = (users: readonly DevUser[]): DevUser[] =>
  [...users].sort((a, b) => (a.role ?? 400) - (b.role ?? 400));

/**
 * The users to show for `query` (matched in names and emails, case aside): every user when
 * there are few, else the first SHOWN that match, in role order.
 */
export function devLoginChoices(sorted: readonly DevUser[], query: string): DevUser[] {
  if (sorted.length <= LISTED_WHOLE) return [...sorted];
  const q = query.trim().toLowerCase();
  const found: DevUser[] = [];
  for (const u of sorted) {
    if (found.length === SHOWN) break;
    if (!q || (u.full_name ?? '').toLowerCase().includes(q) || u.email.toLowerCase().includes(q)) {
      found.push(u);
    }
  }
  return found;
}
