/**
 * Zulip's search language: typed text into narrow terms (`sender:Othello -is:starred lunch`),
 * and suggestions for the text being typed. Pure, loaded with the search typeahead.
 */
import type { NarrowTerm } from '../api/types/narrow';
import { canonicalOperator } from '../store/keys';
import type { ParleyState } from '../store/state';
import { addTerms, termLabel } from './search-pills';
import { channelSuggestions, fold, matchRank, topicSuggestions, userSuggestions } from './suggest';

export type SearchContext = Pick<
  ParleyState,
  'channels' | 'subscriptions' | 'users' | 'current_user_id' | 'dmConversations' | 'topics'
>;

/** The operators the search box offers, in the order it offers them, with what they find. */
export const OPERATORS: readonly [string, string][] = [
  ['channel', 'messages in a channel'],
  ['topic', 'messages in a topic'],
  ['sender', 'messages sent by someone'],
  ['dm', 'direct messages with someone'],
  ['dm-including', 'direct messages including someone'],
  ['is', 'starred, mentioned, unread…'],
  ['has', 'links, images, attachments, reactions'],
  ['near', 'around a message ID'],
  ['id', 'one message by its ID'],
];

export const IS_OPERANDS: readonly [string, string][] = [
  ['starred', 'Starred messages'],
  ['mentioned', 'Messages that mention you'],
  ['unread', 'Unread messages'],
  ['resolved', 'Resolved topics'],
  ['followed', 'Followed topics'],
  ['dm', 'Direct messages'],
  ['alerted', 'Messages with alert words'],
];

export const HAS_OPERANDS: readonly [string, string][] = [
  ['link', 'Messages with links'],
  ['image', 'Messages with images'],
  ['attachment', 'Messages with attachments'],
  ['reaction', 'Messages with reactions'],
];

const KNOWN = new Set([...OPERATORS.map(([o]) => o), 'stream', 'subject', 'pm-with', 'search']);

export interface Token {
  negated: boolean;
  /** Absent for a free word. */
  operator?: string;
  operand: string;
}

/** Splits text into words and `operator:operand` pairs; `"…"` keeps spaces in an operand. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const re = /(-?)([\w-]+):("([^"]*)"?|\S*)|"([^"]*)"?|(\S+)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [, sign, operator, rawOperand, quoted, quotedWord, word] = m;
    if (operator !== undefined && KNOWN.has(operator.toLowerCase())) {
      tokens.push({
        negated: sign === '-',
        operator: canonicalOperator(operator),
        operand: quoted ?? rawOperand ?? '',
      });
    } else {
      tokens.push({ negated: false, operand: quotedWord ?? word ?? m[0] });
    }
  }
  return tokens;
}

/** A person by ID, email or full name (case and accents aside); undefined if none or several. */
export function findUser(ctx: SearchContext, text: string): number | undefined {
  if (/^\d+$/.test(text)) return ctx.users[Number(text)] ? Number(text) : undefined;
  const q = fold(text.trim());
  const found = Object.values(ctx.users).filter(
    (u) => fold(u.email) === q || fold(u.full_name) === q,
  );
  return found.length === 1 ? found[0]!.user_id : undefined;
}

function findChannel(ctx: SearchContext, text: string): number | undefined {
  if (/^\d+$/.test(text) && ctx.channels[Number(text)]) return Number(text);
  const q = fold(text);
  return Object.values(ctx.channels).find((c) => fold(c.name) === q)?.stream_id;
}

/** One operator token as a term: names resolved to IDs where the store knows them. */
function tokenTerm(token: Token & { operator: string }, ctx: SearchContext): NarrowTerm {
  const { operator, operand: text } = token;
  let operand: NarrowTerm['operand'] = text;
  if (operator === 'channel') operand = findChannel(ctx, text) ?? text;
  else if (operator === 'sender') operand = findUser(ctx, text) ?? text;
  else if (operator === 'dm' || operator === 'dm-including') {
    const ids = text.split(',').map((p) => findUser(ctx, p));
    if (ids.every((id) => id !== undefined)) operand = operator === 'dm' ? ids : ids[0]!;
    if (operator === 'dm-including' && ids.length !== 1) operand = text;
  } else if ((operator === 'near' || operator === 'id') && /^\d+$/.test(text)) {
    operand = Number(text);
  } else if (operator === 'is' || operator === 'has') operand = text.toLowerCase();
  return token.negated ? { operator, operand, negated: true } : { operator, operand };
}

const PERSON_OPERATORS = new Set(['sender', 'dm', 'dm-including']);

/** Whether every person a person operand lists (by commas) is someone the store knows. */
const namesPeople = (ctx: SearchContext, text: string) =>
  text.split(',').every((p) => findUser(ctx, p.trim()) !== undefined);

/** Whether the operand's last person is the start of someone's full name (being typed). */
function startsName(ctx: SearchContext, text: string): boolean {
  const last = fold(text.split(',').pop()!.trim());
  return (
    last !== '' &&
    Object.values(ctx.users).some((u) => u.is_active && fold(u.full_name).startsWith(last))
  );
}

/**
 * A full name typed after `sender:`, `dm:` or `dm-including:` without quotes (`sender:King
 * Hamlet lunch`): the free words after an operand that names nobody join it when together they
 * name someone (the longest such run wins). `typing`: the words at the end of the text are still
 * being typed, so they join as long as they start someone's name (`sender:King Ham`).
 */
export function joinNames(tokens: readonly Token[], ctx: SearchContext, typing: boolean): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    out.push(token);
    const { operator, operand } = token;
    if (!operator || !PERSON_OPERATORS.has(operator) || !operand || namesPeople(ctx, operand)) {
      continue;
    }
    let free = 0;
    while (tokens[i + 1 + free]?.operator === undefined && i + 1 + free < tokens.length) free++;
    const atEnd = i + 1 + free === tokens.length;
    for (let k = free; k >= 1; k--) {
      const joined = [operand, ...tokens.slice(i + 1, i + 1 + k).map((w) => w.operand)].join(' ');
      const partial = typing && atEnd && k === free && startsName(ctx, joined);
      if (namesPeople(ctx, joined) || partial) {
        out[out.length - 1] = { ...token, operand: joined };
        i += k;
        break;
      }
    }
  }
  return out;
}

/** Typed text as narrow terms; free words become one `search` term, last. */
export const parseSearch = (text: string, ctx: SearchContext): NarrowTerm[] =>
  tokensToTerms(joinNames(tokenize(text), ctx, false), ctx);

function tokensToTerms(tokens: readonly Token[], ctx: SearchContext): NarrowTerm[] {
  const terms: NarrowTerm[] = [];
  const words: string[] = [];
  for (const token of tokens) {
    if (token.operator === 'search') words.push(token.operand);
    else if (token.operator !== undefined && token.operand !== '') {
      terms.push(tokenTerm(token as Token & { operator: string }, ctx));
    } else if (token.operator === undefined) words.push(token.operand);
  }
  const search = words.join(' ').trim();
  return search ? addTerms(terms, [{ operator: 'search', operand: search }]) : terms;
}

export interface Suggestion {
  /** What the row says ("sender: Othello"); `detail` says more, quieter. */
  label: string;
  detail?: string;
  /** Chosen, these terms become pills and the search runs... */
  terms?: NarrowTerm[];
  /** ...or the box's text becomes this, to go on typing (an operator and its colon). */
  text?: string;
  /** The terms replace the pills: a search everywhere, not only where the search began. */
  everywhere?: boolean;
}

const LIMIT = 8;

/** The item the operand names exactly (by ID, email or name) goes first. */
function exactFirst<T extends { user_id: number } | { stream_id: number }>(
  items: T[],
  id: number | undefined,
): T[] {
  const idOf = (x: T) => ('user_id' in x ? x.user_id : x.stream_id);
  const at = items.findIndex((x) => idOf(x) === id);
  return at > 0 ? [items[at]!, ...items.slice(0, at), ...items.slice(at + 1)] : items;
}

const signed = (negated: boolean, term: NarrowTerm): NarrowTerm =>
  negated ? { ...term, negated: true } : term;

function operandSuggestions(
  token: Token & { operator: string },
  before: NarrowTerm[],
  pills: readonly NarrowTerm[],
  ctx: SearchContext,
): Suggestion[] {
  const { operator, operand: q, negated } = token;
  const sign = negated ? '-' : '';
  const make = (label: string, term: NarrowTerm, detail?: string): Suggestion => ({
    label: `${sign}${operator}: ${label}`,
    terms: [...before, signed(negated, term)],
    ...(detail ? { detail } : {}),
  });
  const fixed = (list: readonly [string, string][]) =>
    list
      .filter(([name]) => name.startsWith(q.toLowerCase()))
      .map(([name, detail]) => make(name, { operator, operand: name }, detail));
  switch (operator) {
    case 'is':
      return fixed(IS_OPERANDS);
    case 'has':
      return fixed(HAS_OPERANDS);
    case 'channel':
      return exactFirst(channelSuggestions(ctx, q, LIMIT), findChannel(ctx, q)).map((c) =>
        make(c.name, { operator, operand: c.stream_id }),
      );
    case 'sender':
    case 'dm-including':
      return exactFirst(userSuggestions(ctx, q, { limit: LIMIT }), findUser(ctx, q))
        .filter((u) => operator === 'sender' || u.user_id !== ctx.current_user_id)
        .map((u) => make(u.full_name, { operator, operand: u.user_id }, u.email));
    case 'dm': {
      // A group: `dm:Othello,Ha` — the people before the last comma, then one more.
      const parts = q.split(',');
      const chosen = parts.slice(0, -1).map((p) => findUser(ctx, p.trim()));
      if (chosen.some((id) => id === undefined)) return [];
      const ids = chosen as number[];
      const exclude = new Set([...ids, ctx.current_user_id]);
      const names = ids.map((id) => ctx.users[id]!.full_name);
      const last = parts[parts.length - 1]!.trim();
      const people = userSuggestions(ctx, last, { exclude, limit: LIMIT });
      return exactFirst(people, findUser(ctx, last)).map((u) =>
        make(
          [...names, u.full_name].join(', '),
          { operator, operand: [...ids, u.user_id] },
          u.email,
        ),
      );
    }
    case 'topic': {
      const channel = [...before, ...pills].find(
        (t) => canonicalOperator(t.operator) === 'channel' && typeof t.operand === 'number',
      );
      const known = channel ? topicSuggestions(ctx.topics[channel.operand as number], q) : [];
      const names = q && !known.some((n) => fold(n) === fold(q)) ? [q, ...known] : known;
      return names.slice(0, LIMIT).map((name) => make(name, { operator, operand: name }));
    }
    case 'near':
    case 'id':
      return /^\d+$/.test(q) ? [make(q, { operator, operand: Number(q) })] : [];
    default:
      return [];
  }
}

/**
 * What the search box offers for its text, as Zulip's does: first the search as typed, so Enter
 * runs it; then, for the word being typed, the operators, people and channels it starts. While
 * an operand is being typed (`sender:Oth`, or a name not finished: `sender:King Ham`), its
 * matches come instead, the one the text names exactly first.
 * `pills` are the terms already chosen (a `topic:` looks in their channel).
 */
export function suggest(
  text: string,
  pills: readonly NarrowTerm[],
  ctx: SearchContext,
): Suggestion[] {
  const tokens = joinNames(tokenize(text), ctx, true);
  const final = tokens[tokens.length - 1];
  // A space after a person's name not yet complete ("sender:King ") still types that name.
  const unfinishedName =
    final?.operator !== undefined &&
    PERSON_OPERATORS.has(final.operator) &&
    !namesPeople(ctx, final.operand) &&
    startsName(ctx, final.operand);
  const last = /\s$/.test(text) && !unfinishedName ? undefined : final;
  const beforeText = last ? tokens.slice(0, -1) : tokens;
  const before = tokensToTerms(beforeText, ctx);
  if (last?.operator !== undefined && last.operator !== 'search') {
    const operand = { ...last, operand: last.operand.trim() } as Token & { operator: string };
    return operandSuggestions(operand, before, pills, ctx).slice(0, LIMIT);
  }
  const out: Suggestion[] = [];
  const all = tokensToTerms(tokens, ctx);
  if (all.length > 0) {
    const label = all.map((t) => termLabel(t, ctx)).join(' ');
    out.push({ label, detail: 'Search', terms: all });
  }
  const q = last?.operand.toLowerCase() ?? '';
  const prefix = beforeText.map(tokenText).join(' ');
  const lead = prefix ? `${prefix} ` : '';
  for (const [operator, detail] of OPERATORS) {
    if (operator.startsWith(q.replace(/^-/, ''))) {
      const sign = q.startsWith('-') ? '-' : '';
      out.push({ label: `${sign}${operator}:`, detail, text: `${lead}${sign}${operator}:` });
    }
  }
  if (q.length >= 2) {
    // A bare word suggests those whose name (a word of it) starts so, not any email with it.
    const named = userSuggestions(ctx, q, { limit: 8 }).filter((u) => {
      const r = matchRank(u.full_name, q);
      return r === 0 || r === 1;
    });
    for (const u of named.slice(0, 3)) {
      out.push({
        label: `sender: ${u.full_name}`,
        detail: u.email,
        terms: [...before, { operator: 'sender', operand: u.user_id }],
      });
    }
    for (const c of channelSuggestions(ctx, q, 3)) {
      out.push({
        label: `channel: ${c.name}`,
        terms: [...before, { operator: 'channel', operand: c.stream_id }],
      });
    }
  }
  // Every operator fits after the search as typed.
  return out.slice(0, Math.max(LIMIT, OPERATORS.length + 1));
}

/** A token written back as text; an operand with a space in quotes. */
function tokenText(t: Token): string {
  const operand = /\s/.test(t.operand) ? `"${t.operand}"` : t.operand;
  return t.operator ? `${t.negated ? '-' : ''}${t.operator}:${operand}` : operand;
}
