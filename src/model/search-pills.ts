/**
 * A search as the search box shows it: one pill per narrow term ("sender: Othello", "lunch"),
 * and back to a `#narrow/...` hash. Small and eager (the top bar shows the pills of the view
 * it is on); parsing typed text and suggesting are in search-query.ts, loaded on first use.
 */
import type { NarrowTerm } from '../api/types/narrow';
import { canonicalOperator, canonicalTerm, narrowKey } from '../store/keys';
import type { ParleyState } from '../store/state';
import { narrowToHash } from './narrow-url';
import { isConversationView } from './read-policy';
import { COMBINED_FEED, type View } from './route';

export type SearchNames = Pick<ParleyState, 'channels' | 'users'>;

const userLabel = (names: SearchNames, operand: NarrowTerm['operand']) =>
  [operand]
    .flat()
    .map((id) =>
      typeof id === 'number' ? (names.users[id]?.full_name ?? `user ${id}`) : String(id),
    )
    .join(', ');

/** What a term's pill says: the words of a free-text term, else `operator: operand`. */
export function termLabel(term: NarrowTerm, names: SearchNames): string {
  const operator = canonicalOperator(term.operator);
  const { operand } = term;
  const sign = term.negated ? '-' : '';
  if (operator === 'search') return `${sign}${String(operand)}`;
  let shown: string;
  if (operator === 'channel' && typeof operand === 'number') {
    shown = names.channels[operand]?.name ?? `channel ${operand}`;
  } else if (operator === 'sender' || operator === 'dm' || operator === 'dm-including') {
    shown = userLabel(names, operand);
  } else {
    shown = Array.isArray(operand) ? operand.join(',') : String(operand);
  }
  return `${sign}${operator}: ${shown}`;
}

/** The pills the search box shows on a view: its terms, unless it is a feed or conversation. */
export function viewPills(view: View): NarrowTerm[] {
  if (view.kind !== 'narrow') return [];
  if (narrowKey(view.narrow) === narrowKey(COMBINED_FEED) && view.near === undefined) return [];
  if (isConversationView(view.narrow)) return [];
  const terms = [...view.narrow];
  if (view.near !== undefined) terms.push({ operator: 'near', operand: view.near });
  return terms;
}

/** Operators a search holds at most once (per sign): a new one replaces the old. */
const SINGLE = new Set(['channel', 'topic', 'sender', 'dm', 'near', 'id']);

/**
 * Adds terms to a search: free words join the search's one `search` term; a single-valued
 * operator replaces its earlier term; a term already there is not repeated.
 */
export function addTerms(terms: readonly NarrowTerm[], added: readonly NarrowTerm[]): NarrowTerm[] {
  const result = [...terms];
  for (const term of added) {
    const operator = canonicalOperator(term.operator);
    const same = (t: NarrowTerm) =>
      canonicalOperator(t.operator) === operator && Boolean(t.negated) === Boolean(term.negated);
    const at = result.findIndex(same);
    if (operator === 'search' && at >= 0) {
      const old = result[at]!;
      result[at] = { ...old, operand: `${String(old.operand)} ${String(term.operand)}` };
    } else if (SINGLE.has(operator) && at >= 0) {
      result[at] = term;
    } else if (!result.some((t) => narrowKey([t]) === narrowKey([canonicalTerm(term)]))) {
      result.push(term);
    }
  }
  // Free words read last, as Zulip writes them.
  return [
    ...result.filter((t) => canonicalOperator(t.operator) !== 'search'),
    ...result.filter((t) => canonicalOperator(t.operator) === 'search'),
  ];
}

/** The hash a search opens: its terms as a narrow, `near:` as the anchor. */
export function searchHash(terms: readonly NarrowTerm[], names: SearchNames): string {
  let near: number | undefined;
  const narrow: NarrowTerm[] = [];
  for (const t of terms) {
    if (canonicalOperator(t.operator) === 'near' && !t.negated && /^\d+$/.test(String(t.operand))) {
      near = Number(t.operand);
    } else narrow.push(t);
  }
  return narrowToHash(
    narrow,
    {
      channelName: (id) => names.channels[id]?.name,
      userName: (id) => names.users[id]?.full_name,
    },
    near,
  );
}
