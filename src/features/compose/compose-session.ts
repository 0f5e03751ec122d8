/**
 * Everything writing needs for one signed-in session: the drafts (kept in step with the box,
 * and with the messages being edited in place: edit-drafts.ts), the outbox, outgoing typing. One per store, started by ComposeArea for the session's life.
 * The outbox's code loads with the first send, or at once when storage holds unsent messages.
 */
import { setTypingStatus } from '../../api/endpoints/typing';
import { realTimers } from '../../events/types';
import { type ComposeTarget, conversationKey } from '../../model/compose-target';
import { DraftBook, draftStorageKey } from '../../model/drafts';
import { type MovedTopic, subscribeFeedNews } from '../../model/feed-events';
import type { Outbox } from '../../model/outbox';
import type { ParleyStore } from '../../store/store';
import { type AppServices, featureLevel, useApp } from '../common/app-context';
import { showNotice } from '../common/notices';
import { retrying } from '../common/retrying-import';
import { OutgoingTyping } from '../typing';
import { composeStore, setContent, setTargetSwitcher } from './compose-state';
import { DraftSync, draftLinksKey } from './draft-sync';
import { EditDrafts } from './edit-drafts';

const SAVE_DELAY_MS = 400;

/** The outbox's code; tried until it loads, so a send made while the server is away waits. */
const loadRendererModule = retrying(() => import('./renderer'));
export const loadOutboxDeps = retrying(() => import('./outbox-deps'));
const OPEN_KEY = 'parley.compose.open';

/** Where the outbox keeps unsent messages (model/outbox's outboxStorageKey). */
export const outboxKey = (realm: string, userId: number) => `parley.outbox.${realm}.${userId}`;

function hasUnsent(key: string): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { entries?: unknown[] };
    return (stored.entries?.length ?? 0) > 0;
  } catch {
    return false;
  }
}

export class ComposeSession {
  readonly drafts: DraftBook;
  /** The edits in progress, kept in `drafts` too. */
  readonly edits: EditDrafts;
  readonly typing: OutgoingTyping;
  /** Keeps the drafts on the server too, while the user synchronizes them. */
  private readonly sync: DraftSync;
  /** Once loaded (see loadOutbox). */
  outbox: Outbox | undefined;
  private outboxLoading: Promise<Outbox> | undefined;
  private readonly outboxKey: string;
  private readonly draftsKey: string;
  private online = false;
  /** The target whose draft holds the box's text. */
  private saved: ComposeTarget;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly app: AppServices) {
    const state = app.parley.getState();
    const realm = typeof state.realm.url === 'string' ? state.realm.url : app.conn.realm;
    const self = state.current_user_id;
    this.draftsKey = draftStorageKey(realm, self);
    this.drafts = new DraftBook(localStorage, this.draftsKey, self);
    this.edits = new EditDrafts(this.drafts, app.parley);
    this.sync = new DraftSync(
      app,
      this.drafts,
      localStorage,
      draftLinksKey(this.draftsKey),
      (c) => this.follow(c),
      () => this.save(),
    );
    this.sync.setOnline(this.online);
    this.outboxKey = outboxKey(realm, self);
    this.typing = new OutgoingTyping({
      state: () => app.parley.getState(),
      send: (op, recipient) =>
        void setTypingStatus(app.conn, op, recipient, featureLevel(app.parley)).catch(() => {}),
      timers: { now: () => Date.now(), ...realTimers },
    });
    this.saved = composeStore.getState().target;
  }

  private key = (t: ComposeTarget) =>
    conversationKey(t, this.app.parley.getState().current_user_id);

  /** Runs for the session; returns the way to stop it. */
  start(): () => void {
    const { parley } = this.app;
    // The box belongs to this session: nothing of another account's stays in it.
    composeStore.setState({
      open: false,
      target: { type: 'stream', stream_id: undefined, topic: '' },
      content: '',
      error: undefined,
      preview: false,
    });
    this.saved = composeStore.getState().target;
    const stops = [
      setTargetSwitcher((t) => this.switchTo(t)),
      this.edits.start(),
      this.sync.start(),
      composeStore.subscribe((s, prev) => {
        if (s.content !== prev.content || s.target !== prev.target) this.scheduleSave();
        if (s.open !== prev.open || s.target !== prev.target) this.rememberOpen();
        if (!s.open && prev.open) {
          this.typing.stop();
          this.save();
        }
      }),
      subscribeFeedNews(parley, (news) => this.followMoves(news.moves)),
      parley.store.subscribe((s, prev) => {
        if (s.queue_id !== prev.queue_id) this.outbox?.queueChanged();
      }),
    ];
    const flush = () => this.save();
    window.addEventListener('pagehide', flush);
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === this.draftsKey) this.draftsChangedElsewhere();
    };
    window.addEventListener('storage', onStorage);
    // Unsent messages from before a reload: shown (rendered) and sent as soon as possible.
    if (hasUnsent(this.outboxKey)) {
      void loadRendererModule()
        .then((r) => r.loadRenderer(this.app))
        .catch(() => {})
        .finally(() => this.loadOutbox());
    }
    this.reopen();
    return () => {
      for (const stop of stops) stop();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('storage', onStorage);
      this.save();
      this.typing.stop();
      this.outbox?.stop();
    };
  }

  /** The outbox, its code loaded (and its stored messages shown) on first use. */
  loadOutbox(): Promise<Outbox> {
    this.outboxLoading ??= loadOutboxDeps().then(async ({ createOutbox }) => {
      const outbox = createOutbox(this.app, this.outboxKey);
      this.outbox = outbox;
      await outbox.load();
      outbox.setOnline(this.online);
      return outbox;
    });
    return this.outboxLoading;
  }

  /** The event queue is connected (or not): the outbox sends only while it is. */
  setOnline(online: boolean): void {
    this.online = online;
    this.sync.setOnline(online);
    this.outbox?.setOnline(online);
  }

  /** After a send: the box is emptied, its draft and typing notice gone. */
  sent(target: ComposeTarget): void {
    this.typing.stop();
    clearTimeout(this.saveTimer);
    this.drafts.delete(target);
    this.saved = target;
    composeStore.setState({ content: '', error: undefined, preview: false });
  }

  /**
   * Deletes a conversation's draft for good: from the book and, when the box holds it, from the
   * box too (else the box would save it again as it closes).
   */
  discard(target: ComposeTarget): void {
    this.drafts.delete(target);
    if (this.key(target) !== this.key(this.saved)) return;
    clearTimeout(this.saveTimer);
    composeStore.setState({ content: '', error: undefined, preview: false });
  }

  /**
   * Another tab of this login changed the drafts: the list follows, and so does the box where
   * it held the draft as it was (a draft deleted or sent there is gone here too, one written
   * there shows here; text typed here meanwhile stays). So do the editors of messages.
   */
  private draftsChangedElsewhere(): void {
    const edits = this.edits.kept();
    this.follow(() => this.drafts.reload());
    this.edits.followElsewhere(edits);
  }

  /**
   * Changes the drafts (another tab's, or another device's through the server) with the box in
   * step: where it held the draft as it was, it shows the new text (or none).
   */
  private follow(change: () => void): void {
    const before = this.drafts.get(this.saved)?.content ?? '';
    change();
    const after = this.drafts.get(this.saved)?.content ?? '';
    if (composeStore.getState().content !== before || after === before) return;
    clearTimeout(this.saveTimer);
    composeStore.setState({ content: after });
  }

  /** Another conversation: this one's text is kept as its draft, that one's comes back. */
  switchTo(target: ComposeTarget): void {
    const current = composeStore.getState();
    if (this.key(target) === this.key(current.target)) {
      composeStore.setState({ target });
      return;
    }
    this.save();
    this.typing.stop();
    const draft = this.drafts.get(target);
    this.saved = target;
    composeStore.setState({ target, content: draft?.content ?? '', error: undefined });
  }

  private scheduleSave(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.save(), SAVE_DELAY_MS);
  }

  /**
   * Keeps the box's text as its conversation's draft. When the user readdressed the box, the
   * text leaves the old conversation's draft; meeting a draft already kept for the new one, it
   * takes that text in (above its own) rather than replace it.
   */
  save(): void {
    clearTimeout(this.saveTimer);
    const { target, content } = composeStore.getState();
    if (this.key(target) !== this.key(this.saved)) {
      this.drafts.delete(this.saved);
      const there = this.drafts.get(target);
      if (there && content.trim() !== '' && there.content !== content) {
        setContent(`${there.content}\n\n${content}`);
        showNotice({
          text: 'This conversation had a draft: it is now above your text.',
          tone: 'info',
        });
      } else if (there && content.trim() === '') {
        setContent(there.content);
      }
      this.saved = target;
    }
    this.drafts.save(target, composeStore.getState().content);
  }

  /** Topics moved or resolved: their drafts follow, and so does the box. */
  private followMoves(moves: readonly MovedTopic[]): void {
    for (const { move } of moves) {
      this.drafts.followMove(move);
      const from = this.key({ type: 'stream', stream_id: move.stream_id, topic: move.topic });
      const to: ComposeTarget = {
        type: 'stream',
        stream_id: move.new_stream_id,
        topic: move.new_topic,
      };
      if (this.key(composeStore.getState().target) === from) composeStore.setState({ target: to });
      if (this.key(this.saved) === from) this.saved = to;
    }
  }

  /** A reload reopens the box where it was (its text comes back from the draft). */
  private rememberOpen(): void {
    const { open, target } = composeStore.getState();
    try {
      if (open) sessionStorage.setItem(OPEN_KEY, JSON.stringify(target));
      else sessionStorage.removeItem(OPEN_KEY);
    } catch {
      // Not remembered: the draft is still kept.
    }
  }

  private reopen(): void {
    let target: ComposeTarget | undefined;
    try {
      target = JSON.parse(sessionStorage.getItem(OPEN_KEY) ?? 'null') ?? undefined;
    } catch {
      target = undefined;
    }
    if (target?.type !== 'stream' && target?.type !== 'private') return;
    this.switchTo(target);
    composeStore.setState({
      open: true,
      focus: { field: 'content', seq: composeStore.getState().focus.seq + 1 },
    });
  }
}

const sessions = new WeakMap<ParleyStore, ComposeSession>();

export function composeSessionOf(app: AppServices): ComposeSession {
  let session = sessions.get(app.parley);
  if (!session) {
    session = new ComposeSession(app);
    sessions.set(app.parley, session);
  }
  return session;
}

export const useComposeSession = (): ComposeSession => composeSessionOf(useApp());
