/**
 * Zulip's `#narrow/...` URL hash form: `#narrow/channel/1-Denmark/topic/some.20topic/near/123`.
 * Components use Zulip's hash encoding: percent-encoding with `%` written as `.` (and a real `.`
 * as `.2E`). Channel, user and DM operands carry an `ID-slug`; the ID is what counts.
 */
import type { NarrowTerm } from '../api/types/narrow';
import { canonicalOperator } from '../store/keys';

const HASH_REPLACEMENTS: Record<string, string> = { '%': '.', '(': '.28', ')': '.29', '.': '.2E' };

/** encodeURIComponent, then `%` → `.` and `.()` as `.2E .28 .29` (hash_util.encodeHashComponent). */
export function encodeHashComponent(text: string): string {
  return encodeURIComponent(text).replace(/[%().]/g, (c) => HASH_REPLACEMENTS[c]!);
}

/** Inverse of encodeHashComponent; also accepts plain `%XX` from hand-typed links. */
export function decodeHashComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\./g, '%'));
  } catch {
    return text;
  }
}

const ID_OPERATORS = new Set(['channel', 'sender', 'dm', 'dm-including', 'id', 'near', 'with']);

/** `1-Denmark` → 1; `8,9-group` → [8, 9]; anything without a leading ID stays text. */
function parseOperand(operator: string, raw: string): NarrowTerm['operand'] {
  const text = decodeHashComponent(raw);
  if (!ID_OPERATORS.has(operator)) return text;
  const ids = /^(\d+(?:,\d+)*)(?:-.*)?$/s.exec(text);
  if (!ids) return text;
  const list = ids[1]!.split(',').map(Number);
  if (operator === 'dm') return list;
  return list.length === 1 ? list[0]! : list;
}

export interface ParsedNarrow {
  narrow: NarrowTerm[];
  /** `near/ID`: where to anchor the view, not a filter. */
  near?: number;
}

/** Parses a location hash (with or without the leading `#`); undefined when it is no narrow. */
export function parseNarrowHash(hash: string): ParsedNarrow | undefined {
  const parts = hash.replace(/^#/, '').split('/');
  if (parts[0] !== 'narrow') return undefined;
  const result: ParsedNarrow = { narrow: [] };
  for (let i = 1; i + 1 < parts.length; i += 2) {
    let operator = decodeHashComponent(parts[i]!);
    const negated = operator.startsWith('-');
    if (negated) operator = operator.slice(1);
    operator = canonicalOperator(operator);
    const operand = parseOperand(operator, parts[i + 1]!);
    if (operator === 'near' && typeof operand === 'number') {
      result.near = operand;
      continue;
    }
    result.narrow.push(negated ? { operator, operand, negated } : { operator, operand });
  }
  return result;
}

/** Names for slugs; without them an operand prints as its bare ID (still a valid link). */
export interface SlugLookup {
  channelName?(stream_id: number): string | undefined;
  userName?(user_id: number): string | undefined;
}

const slug = (name: string) => name.replace(/ /g, '-');

function printOperand(term: NarrowTerm, lookup: SlugLookup): string {
  const { operator, operand } = term;
  if (operator === 'channel' && typeof operand === 'number') {
    const name = lookup.channelName?.(operand);
    return name === undefined ? String(operand) : `${operand}-${encodeHashComponent(slug(name))}`;
  }
  if (
    (operator === 'dm' || operator === 'dm-including' || operator === 'sender') &&
    typeof operand !== 'string'
  ) {
    const ids = [operand].flat();
    // The ID list is printed as is (digits and commas), as the web app does.
    if (ids.length > 1) return `${ids.join(',')}-group`;
    const name = lookup.userName?.(ids[0]!);
    return name === undefined ? String(ids[0]) : `${ids[0]}-${encodeHashComponent(slug(name))}`;
  }
  return encodeHashComponent(Array.isArray(operand) ? operand.join(',') : String(operand));
}

/** Prints a narrow as a `#narrow/...` hash. */
export function narrowToHash(
  narrow: readonly NarrowTerm[],
  lookup: SlugLookup = {},
  near?: number,
) {
  const parts = ['#narrow'];
  for (const term of narrow) {
    const operator = canonicalOperator(term.operator);
    parts.push(`${term.negated ? '-' : ''}${encodeHashComponent(operator)}`);
    parts.push(printOperand({ ...term, operator }, lookup));
  }
  if (near !== undefined) parts.push('near', String(near));
  return parts.join('/');
}
