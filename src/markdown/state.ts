import type { Token } from 'marked';
import type { RenderContext } from './types';

type User = RenderContext['users'][number];
type Group = RenderContext['groups'][number];
type Stream = RenderContext['streams'][number];
type RealmEmoji = RenderContext['realmEmoji'][number];

// Lookup tables are derived from the context's arrays; a caller that passes the same array
// again (a cached context) gets them without rebuilding.
const indexCache = new WeakMap<object, Map<string | number, unknown>>();
function indexed<T>(
  list: ReadonlyArray<T>,
  key: (item: T) => string | number | undefined,
): Map<string | number, T> {
  let map = indexCache.get(list) as Map<string | number, T> | undefined;
  if (!map) {
    map = new Map();
    for (const item of list) {
      const k = key(item);
      if (k !== undefined) map.set(k, item);
    }
    indexCache.set(list, map);
  }
  return map;
}

// Keyed per array *and* purpose: users are indexed both by name and by id.
const byId = new WeakMap<object, Map<number, User>>();

/**
 * What one render knows and collects. The Marked instance is shared, so the extensions
 * reach the render in progress through {@link state}; rendering is synchronous, so one
 * module-level slot is enough.
 */
export class RenderState {
  // Lexing.
  /** The character before the inline run being lexed, for link text (`[`). */
  readonly prevChars: string[] = [];
  /** > 0 while lexing link text, which Zulip leaves mostly unprocessed. */
  atomic = 0;
  /** Fenced blocks are recognized at top level and inside quote/spoiler blocks only. */
  fenceOk = true;
  /** How many quotes and lists deep the block being lexed is. */
  blockDepth = 0;
  /** A run of empty `>` lines found to be text: lexed up to `at`, ending at `end` (lengths of the rest). */
  emptyQuoteRun: { at: number; end: number } | undefined;

  // Rendering.
  /** > 0 inside a blockquote, where every mention is silent. */
  quoteDepth = 0;
  /** > 0 inside link text, where Unicode emoji stay as they are. */
  linkTextDepth = 0;

  // Results.
  readonly mentionedUserIds = new Set<number>();
  readonly mentionedGroupIds = new Set<number>();
  streamWildcardMentioned = false;
  topicWildcardMentioned = false;
  hasImage = false;
  readonly hrefs: string[] = [];

  constructor(readonly ctx: RenderContext) {}

  userByName(name: string): User | undefined {
    return indexed(this.ctx.users, (u) => u.full_name.toLowerCase()).get(name.toLowerCase());
  }

  userById(id: number): User | undefined {
    let map = byId.get(this.ctx.users);
    if (!map) {
      map = new Map(this.ctx.users.map((u) => [u.id, u]));
      byId.set(this.ctx.users, map);
    }
    return map.get(id);
  }

  groupByName(name: string): Group | undefined {
    return indexed(this.ctx.groups, (g) => g.name.toLowerCase()).get(name.toLowerCase());
  }

  streamByName(name: string): Stream | undefined {
    return indexed(this.ctx.streams, (s) => s.name).get(name);
  }

  realmEmoji(name: string): RealmEmoji | undefined {
    return indexed(this.ctx.realmEmoji, (e) => (e.deactivated ? undefined : e.name)).get(name);
  }
}

let current: RenderState | undefined;

export function state(): RenderState {
  if (!current) throw new Error('markdown: extension used outside renderMarkdown');
  return current;
}

export function withState<T>(st: RenderState, fn: () => T): T {
  const outer = current;
  current = st;
  try {
    return fn();
  } finally {
    current = outer;
  }
}

/** The source character just before the inline position being lexed ('' at the start). */
export function prevChar(tokens: ReadonlyArray<Token>): string {
  const last = tokens.at(-1);
  if (last) return last.raw.slice(-1);
  return state().prevChars.at(-1) ?? '';
}

// Quotes and lists nested deeper than this are text: marked recurses once per level.
const MAX_DEPTH = 40;

export function canNest(): boolean {
  return state().blockDepth < MAX_DEPTH;
}

/**
 * Lexes a nested block (quote, list, quote or spoiler fence) one level deeper, with Zulip's
 * fences recognized or not; undefined, without calling `fn`, past the depth limit.
 */
export function nestedBlock<T>(fencesAllowed: boolean, fn: () => T): T | undefined {
  const st = state();
  if (!canNest()) return undefined;
  const outer = st.fenceOk;
  st.fenceOk = fencesAllowed;
  st.blockDepth++;
  try {
    return fn();
  } finally {
    st.fenceOk = outer;
    st.blockDepth--;
  }
}

/** Runs `fn` with `ch` as the character before any nested inline run it lexes. */
export function nestedAfter<T>(ch: string, fn: () => T): T {
  const st = state();
  st.prevChars.push(ch);
  try {
    return fn();
  } finally {
    st.prevChars.pop();
  }
}
