/**
 * Drafts: what the user wrote and has not sent, one per conversation (never two), kept in
 * storage under the realm and user, so they survive reloads and logins of the same account.
 * A draft follows its topic when the topic is moved or resolved; when it lands on a
 * conversation that has a draft already, the two are joined, never one dropped.
 * An edit in progress (edit in place) is a draft too, one per message, kept in the same book:
 * its `edit` says which message and the source the edit started from.
 */
import { type ComposeTarget, conversationKey } from './compose-target';

export interface Draft {
  /** conversationKey of the target; editDraftKey for an edit. */
  key: string;
  /** For an edit, the message's conversation when last seen (where the Drafts view says it is). */
  target: ComposeTarget;
  content: string;
  /** Last change, ms since the epoch. */
  updated: number;
  /** Set when the draft is an edit of a message rather than a new message. */
  edit?: DraftEdit;
}

export interface DraftEdit {
  message_id: number;
  /** The message's Markdown when the edit began: the edit is a draft while it differs. */
  source: string;
}

/** An edit's key: one per message, apart from the conversations' keys (`stream:`, `dm:`). */
export const editDraftKey = (message_id: number) => `edit:${message_id}`;

/** The part of the Web Storage interface drafts use (localStorage, or a fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where a topic went: an update_message event that moved messages. */
export interface TopicMove {
  stream_id: number;
  topic: string;
  new_stream_id: number;
  new_topic: string;
}

export const draftStorageKey = (realm: string, userId: number) =>
  `parley.drafts.${realm}.${userId}`;

const isEdit = (e: DraftEdit | undefined) =>
  e === undefined || (Number.isInteger(e?.message_id) && typeof e?.source === 'string');

const isDraft = (d: unknown): d is Draft => {
  const x = d as Draft;
  return (
    typeof x?.key === 'string' &&
    typeof x.content === 'string' &&
    typeof x.updated === 'number' &&
    (x.target?.type === 'stream' || x.target?.type === 'private') &&
    isEdit(x.edit)
  );
};

export class DraftBook {
  private drafts = new Map<string, Draft>();
  private listeners = new Set<() => void>();
  private snapshot: readonly Draft[] = [];

  constructor(
    private readonly storage: DraftStorage,
    private readonly storageKey: string,
    private readonly selfId: number,
    private readonly now: () => number = Date.now,
  ) {
    this.reload();
  }

  /** Reads storage again (another tab changed it). */
  reload(): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.storage.getItem(this.storageKey) ?? '[]');
    } catch {
      parsed = [];
    }
    this.drafts = new Map();
    for (const d of Array.isArray(parsed) ? parsed : []) {
      if (!isDraft(d)) continue;
      if (d.edit) {
        const key = editDraftKey(d.edit.message_id);
        this.drafts.set(key, { ...d, key });
      } else this.put({ ...d, key: conversationKey(d.target, this.selfId) });
    }
    this.changed(false);
  }

  /** Newest first; the same array until something changes (for useSyncExternalStore). */
  list(): readonly Draft[] {
    return this.snapshot;
  }

  get(target: ComposeTarget): Draft | undefined {
    return this.drafts.get(conversationKey(target, this.selfId));
  }

  /** Keeps `content` as the conversation's draft; blank content deletes it. */
  save(target: ComposeTarget, content: string, updated = this.now()): void {
    const key = conversationKey(target, this.selfId);
    if (content.trim() === '') {
      this.delete(target);
      return;
    }
    const old = this.drafts.get(key);
    if (old?.content === content && JSON.stringify(old.target) === JSON.stringify(target)) return;
    this.drafts.set(key, { key, target, content, updated });
    this.changed();
  }

  delete(target: ComposeTarget): void {
    if (this.drafts.delete(conversationKey(target, this.selfId))) this.changed();
  }

  /** The edit in progress of this message, if one is kept. */
  getEdit(message_id: number): Draft | undefined {
    return this.drafts.get(editDraftKey(message_id));
  }

  /** The edits in progress, newest first. */
  edits(): Draft[] {
    return this.snapshot.filter((d) => d.edit);
  }

  /**
   * Keeps an edit of a message as its draft; text unchanged from the source the edit began
   * with, or blank, is no draft (and deletes the one kept).
   */
  saveEdit(target: ComposeTarget, edit: DraftEdit, content: string): void {
    const key = editDraftKey(edit.message_id);
    if (content === edit.source || content.trim() === '') {
      this.deleteEdit(edit.message_id);
      return;
    }
    const old = this.drafts.get(key);
    if (
      old?.content === content &&
      old.edit?.source === edit.source &&
      JSON.stringify(old.target) === JSON.stringify(target)
    ) {
      return;
    }
    this.drafts.set(key, { key, target, content, updated: this.now(), edit });
    this.changed();
  }

  deleteEdit(message_id: number): void {
    if (this.drafts.delete(editDraftKey(message_id))) this.changed();
  }

  /**
   * The drafts of a moved topic go with it (a rename, a move, resolving), and so do the edits
   * of its messages (where they are said to be; which moved exactly is the store's to know).
   */
  followMove(move: TopicMove): void {
    const from = conversationKey(
      { type: 'stream', stream_id: move.stream_id, topic: move.topic },
      this.selfId,
    );
    const to: ComposeTarget = {
      type: 'stream',
      stream_id: move.new_stream_id,
      topic: move.new_topic,
    };
    const edits = this.edits().filter((d) => conversationKey(d.target, this.selfId) === from);
    for (const d of edits) this.drafts.set(d.key, { ...d, target: to });
    const draft = this.drafts.get(from);
    if (draft) {
      this.drafts.delete(from);
      this.put({ ...draft, target: to });
    }
    if (draft || edits.length > 0) this.changed();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Adds a draft, joining it to one already kept for its conversation. */
  private put(draft: Draft): void {
    const key = conversationKey(draft.target, this.selfId);
    const there = this.drafts.get(key);
    if (!there || there.content === draft.content) {
      this.drafts.set(key, { ...draft, key });
      return;
    }
    const [first, second] = there.updated <= draft.updated ? [there, draft] : [draft, there];
    this.drafts.set(key, {
      key,
      target: draft.target,
      content: `${first.content}\n\n${second.content}`,
      updated: Math.max(there.updated, draft.updated),
    });
  }

  private changed(persist = true): void {
    this.snapshot = [...this.drafts.values()].sort((a, b) => b.updated - a.updated);
    if (persist) {
      try {
        if (this.drafts.size === 0) this.storage.removeItem(this.storageKey);
        else this.storage.setItem(this.storageKey, JSON.stringify(this.snapshot));
      } catch {
        // Storage full or refused: the drafts stay in memory for this page.
      }
    }
    for (const listener of this.listeners) listener();
  }
}

/**
 * The topic move an update_message event made, if drafts should follow it: a whole topic or
 * its later part moved (renamed, resolved, or to another channel), not one message.
 */
export function topicMoveOf(
  event: {
    type: string;
    stream_id?: number;
    new_stream_id?: number;
    propagate_mode?: string;
    orig_subject?: string;
    subject?: string;
  },
  /** The moved messages' topic, for a move to another channel that kept it (the event omits it). */
  keptTopic?: string,
): TopicMove | undefined {
  if (event.type !== 'update_message' || event.stream_id === undefined) return undefined;
  if (event.propagate_mode !== 'change_all' && event.propagate_mode !== 'change_later') {
    return undefined;
  }
  const topic = event.orig_subject ?? (event.new_stream_id !== undefined ? keptTopic : undefined);
  if (topic === undefined) return undefined;
  return {
    stream_id: event.stream_id,
    topic,
    new_stream_id: event.new_stream_id ?? event.stream_id,
    new_topic: event.subject ?? topic,
  };
}
