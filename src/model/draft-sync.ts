/**
 * Drafts on every device: what to do so that this browser's drafts (model/drafts.ts, always the
 * source of the text) and the server's (GET/POST/PATCH/DELETE /drafts, `drafts` events) agree.
 * Pure: given both sides and what they last agreed on per conversation (a link), it lists the
 * steps; features/compose/draft-sync.ts runs them, one request at a time.
 *
 * A text is never lost: a draft changed on both sides since they last agreed is joined, never
 * overwritten; a draft missing on one side is deleted on the other only when the remaining
 * copy is still the one both agreed on. The store's view of the server lags this browser's own
 * writes (their events come later), so a link remembers the texts it wrote before (`echoes`),
 * whether the server has shown its draft yet (`seen`), and deleted IDs wait as tombstones.
 */
import type { Draft as ServerDraft } from '../api/types/models';
import { type ComposeTarget, conversationKey } from './compose-target';

/** A conversation's draft in this browser (an edit in place is never synchronized). */
export interface LocalDraft {
  target: ComposeTarget;
  content: string;
  /** Last change, ms since the epoch. */
  updated: number;
}

/** What this browser and the server last agreed on for one conversation. */
export interface SyncLink {
  id: number;
  /** The text both had (as the server keeps it: see serverText). */
  content: string;
  /** False until the server's list has shown the draft this browser created. */
  seen: boolean;
  /** Texts this browser wrote earlier, whose events may still arrive. */
  echoes: string[];
}

export type SyncStep =
  /** POST /drafts */
  | { kind: 'create'; key: string; draft: ServerDraft }
  /** PATCH /drafts/{id} */
  | { kind: 'update'; key: string; id: number; draft: ServerDraft }
  /** DELETE /drafts/{id} */
  | { kind: 'delete'; key: string; id: number }
  /** The local draft takes this text (from the server, or joined). */
  | { kind: 'keep'; key: string; target: ComposeTarget; content: string; updated: number }
  /** The local draft goes: it was sent or deleted on another device. */
  | { kind: 'forget'; key: string; target: ComposeTarget }
  /** Both sides agree: remember it (or forget the link, when `link` is undefined). */
  | { kind: 'link'; key: string; link?: SyncLink };

export interface SyncInput {
  local: readonly LocalDraft[];
  server: readonly ServerDraft[];
  links: Readonly<Record<string, SyncLink>>;
  /** IDs this browser deleted whose removal the server's list does not show yet. */
  tombstones: ReadonlySet<number>;
  selfId: number;
  /** The server's max_message_length: it cuts a longer text, so such a draft stays here. */
  maxLength: number;
}

/** The text as the server keeps it (Zulip's normalize_body): compared in this form. */
export const serverText = (content: string) => content.trimEnd().replace(/^\n+/, '');

/** A draft with somewhere to go; the unaddressed ones stay in this browser. */
function addressed(t: ComposeTarget): boolean {
  return t.type === 'stream' ? t.stream_id !== undefined : t.to.length > 0;
}

export function toServerDraft(d: LocalDraft): ServerDraft {
  const { target } = d;
  return {
    type: target.type,
    to: target.type === 'stream' ? [target.stream_id as number] : target.to,
    topic: target.type === 'stream' ? target.topic : '',
    content: d.content,
    timestamp: Math.floor(d.updated / 1000),
  };
}

export function targetOfServerDraft(d: ServerDraft): ComposeTarget | undefined {
  if (d.type === 'stream' && d.to.length === 1) {
    return { type: 'stream', stream_id: d.to[0], topic: d.topic };
  }
  if (d.type === 'private' && d.to.length > 0) return { type: 'private', to: [...d.to] };
  return undefined;
}

/** Two texts kept as one, the older first (as DraftBook joins drafts that meet). */
const join = (older: string, newer: string) => `${older}\n\n${newer}`;

interface Side {
  target: ComposeTarget;
  content: string;
  updated: number;
}

export function reconcile(input: SyncInput): SyncStep[] {
  const { selfId, links, tombstones } = input;
  const local = new Map<string, Side>();
  /** Conversations left alone for now: the server's cut copy would replace the whole text. */
  const tooLong = new Set<string>();
  for (const d of input.local) {
    if (!addressed(d.target)) continue;
    const key = conversationKey(d.target, selfId);
    local.set(key, d);
    if ([...serverText(d.content)].length > input.maxLength) tooLong.add(key);
  }
  const server = new Map<string, (ServerDraft & { id: number; target: ComposeTarget })[]>();
  for (const d of input.server) {
    const target = targetOfServerDraft(d);
    if (d.id === undefined || !target || tombstones.has(d.id)) continue;
    const key = conversationKey(target, selfId);
    server.set(key, [...(server.get(key) ?? []), { ...d, id: d.id, target }]);
  }
  const steps: SyncStep[] = [];
  const keys = new Set([...local.keys(), ...server.keys(), ...Object.keys(links)]);
  for (const key of [...keys].sort()) {
    if (tooLong.has(key)) continue;
    steps.push(...reconcileOne(key, local.get(key), server.get(key) ?? [], links[key]));
  }
  return steps;
}

function reconcileOne(
  key: string,
  l: Side | undefined,
  found: (ServerDraft & { id: number; target: ComposeTarget })[],
  link: SyncLink | undefined,
): SyncStep[] {
  const candidates = [...found].sort((a, b) => a.id - b.id);
  const linked = link && candidates.find((d) => d.id === link.id);
  if (link && !linked) {
    // Created here, not yet in the server's list: wait for it. Unless an older copy is listed:
    // that one stays whatever became of this one (which may be gone unseen), so go with it.
    if (!link.seen) {
      if (!candidates.some((d) => d.id < link.id)) return [];
      return [{ kind: 'link', key }, ...reconcileOne(key, l, found, undefined)];
    }
    // Gone from the server: sent or deleted on another device. Unchanged here, it goes here
    // too; changed here, it starts again as a new draft.
    if (l && serverText(l.content) === link.content) {
      return [
        { kind: 'forget', key, target: l.target },
        { kind: 'link', key },
      ];
    }
    return [{ kind: 'link', key }, ...reconcileOne(key, l, found, undefined)];
  }
  // Two server drafts for one conversation (two devices created it at once): the first (lowest
  // ID) stays, whichever this browser created, so that every device keeps the same one; the
  // others' texts join it.
  const s = candidates[0];
  const agreed = linked && linked === s ? link : undefined;
  const steps: SyncStep[] = [];
  let local = l;
  for (const extra of candidates.slice(1)) {
    const text = serverText(extra.content);
    const kept = local ? serverText(local.content) : undefined;
    // This browser's own copy, unchanged there, holds nothing the local text lacks.
    const own = extra === linked && (text === link?.content || link?.echoes.includes(text));
    if (local && kept !== undefined && !own && !kept.includes(text)) {
      local = { ...local, content: join(text, local.content) };
      steps.push({ kind: 'keep', key, ...local });
    }
    steps.push({ kind: 'delete', key, id: extra.id });
  }
  // The server's text, seen through this browser's own writes still on their way.
  const theirs =
    s && agreed?.echoes.includes(serverText(s.content))
      ? agreed.content
      : s && serverText(s.content);
  const mine = local && serverText(local.content);
  const fresh = (id: number, content: string): SyncLink => ({
    id,
    content,
    seen: true,
    echoes: [],
  });

  if (local && s && theirs !== undefined && mine !== undefined) {
    if (mine === theirs) {
      // Agreed: remembered, and the echoes forgotten once the server shows the latest text.
      const caught = serverText(s.content) === theirs;
      if (agreed && !caught) {
        if (!agreed.seen) steps.push({ kind: 'link', key, link: { ...agreed, seen: true } });
      } else if (!agreed || agreed.content !== theirs || !agreed.seen || agreed.echoes.length) {
        steps.push({ kind: 'link', key, link: fresh(s.id, theirs) });
      }
      return steps;
    }
    if (agreed && theirs === agreed.content) {
      steps.push({ kind: 'update', key, id: s.id, draft: toServerDraft(local) });
      return steps;
    }
    if (agreed && mine === agreed.content) {
      steps.push(keepServer(key, s));
      steps.push({ kind: 'link', key, link: fresh(s.id, theirs) });
      return steps;
    }
    // Changed on both sides (or never linked): both texts kept, the older first.
    const serverFirst = (s.timestamp ?? 0) * 1000 <= local.updated;
    const content = serverFirst ? join(s.content, local.content) : join(local.content, s.content);
    const updated = Math.max(local.updated, (s.timestamp ?? 0) * 1000);
    steps.push({ kind: 'keep', key, target: local.target, content, updated });
    steps.push({
      kind: 'update',
      key,
      id: s.id,
      draft: toServerDraft({ target: local.target, content, updated }),
    });
    return steps;
  }
  if (local) {
    steps.push({ kind: 'create', key, draft: toServerDraft(local) });
    return steps;
  }
  if (s && theirs !== undefined) {
    if (agreed && theirs === agreed.content) {
      // Sent or deleted here.
      steps.push({ kind: 'delete', key, id: s.id });
    } else {
      steps.push(keepServer(key, s), { kind: 'link', key, link: fresh(s.id, theirs) });
    }
    return steps;
  }
  return steps;
}

function keepServer(key: string, s: ServerDraft & { target: ComposeTarget }): SyncStep {
  return {
    kind: 'keep',
    key,
    target: s.target,
    content: s.content,
    updated: (s.timestamp ?? 0) * 1000,
  };
}
