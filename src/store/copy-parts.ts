/**
 * The local copy kept in parts, one per slice of the state, so that a write puts only the slices
 * that changed since the last one: cloning a large organization's whole state for IndexedDB
 * takes the main thread 80 ms (its 10,000 people alone 36 ms), and those rarely change. A head
 * names the version (tag) of every part it was written with; a reader that finds another
 * version of a part (another tab wrote it meanwhile) drops the copy rather than mixing two
 * states. Pure.
 */
import type { CopyRecord } from './copy';

/** What the head of a copy holds: the record without its state, and each part's tag. */
export interface CopyHead extends Omit<CopyRecord, 'state'> {
  /** The write's own tag. */
  tag: string;
  parts: Record<string, string>;
}

/**
 * One slice of the state, with the tag of the write that put it: as JSON text for the slices in
 * AS_TEXT, else as the value itself (IndexedDB clones it).
 */
export interface CopyPart {
  tag: string;
  value?: unknown;
  text?: string;
}

/**
 * The slices kept as JSON text: plain data (API objects by ID, no Map or Set), most of a large
 * organization's copy. Chromium parses JSON several times faster than it reads the same objects
 * back from a structured clone (10,000 people: 5 ms against 30, on the reload's path), and
 * JSON.stringify is faster than the clone IndexedDB makes as a part is put.
 */
export const AS_TEXT: ReadonlySet<string> = new Set([
  'users',
  'channels',
  'subscriptions',
  'subscribers',
  'groups',
  'userTopics',
  'dmConversations',
  'presence',
  'userStatus',
]);

const partOf = (name: string, tag: string, value: unknown): CopyPart => {
  const text = AS_TEXT.has(name) ? JSON.stringify(value) : undefined;
  return text === undefined ? { tag, value } : { tag, text };
};

/**
 * What to put: the head, and the parts that changed, each made as it is put (a large
 * organization's people take 20 ms to stringify: a write in slices makes one part per task).
 */
export interface CopyWrite {
  head: CopyHead;
  parts: [name: string, part: () => CopyPart][];
}

/**
 * Plans the writes of one page: which parts changed since the last write it planned (by
 * identity: the store makes a new slice object for every change), tagged with this page's name
 * and a count. `forget` makes the next write whole (someone else wrote meanwhile).
 */
export class CopyWriter {
  private readonly written = new Map<string, { value: unknown; tag: string }>();
  private count = 0;

  constructor(private readonly page: string) {}

  /** The tag the last write gave its head, or undefined before any. */
  lastTag: string | undefined;

  plan(record: CopyRecord): CopyWrite {
    const tag = `${this.page}:${++this.count}`;
    const { state, ...rest } = record;
    const parts: CopyWrite['parts'] = [];
    const tags: Record<string, string> = {};
    for (const [name, value] of Object.entries(state)) {
      const before = this.written.get(name);
      if (before && before.value === value) {
        tags[name] = before.tag;
        continue;
      }
      this.written.set(name, { value, tag });
      tags[name] = tag;
      parts.push([name, () => partOf(name, tag, value)]);
    }
    // A slice gone from the state is gone from the head (and so never read back).
    for (const name of this.written.keys()) if (!(name in tags)) this.written.delete(name);
    this.lastTag = tag;
    return { head: { ...rest, tag, parts: tags }, parts };
  }

  forget(): void {
    this.written.clear();
    this.lastTag = undefined;
  }
}

/**
 * The record a head and its parts (by name) make, or undefined when they do not belong together:
 * a part missing, or of another version than the head names. What the record holds is checked
 * further by stateFromCopy.
 */
export function assembleCopy(
  head: unknown,
  parts: ReadonlyMap<string, unknown>,
): CopyRecord | undefined {
  if (!head || typeof head !== 'object') return undefined;
  const { parts: tags, tag: _, ...rest } = head as Partial<CopyHead>;
  if (!tags || typeof tags !== 'object') return undefined;
  const state: Record<string, unknown> = {};
  for (const [name, tag] of Object.entries(tags)) {
    const part = parts.get(name) as Partial<CopyPart> | undefined;
    if (part?.tag !== tag) return undefined;
    if (typeof part.text !== 'string') state[name] = part.value;
    else {
      try {
        state[name] = JSON.parse(part.text);
      } catch {
        return undefined;
      }
    }
  }
  return { ...rest, state } as unknown as CopyRecord;
}
