/**
 * One message feed's view-model, one per view of a narrow (zulip-flutter's MessageListView):
 * the window of message IDs it shows (kept in the store, so a narrow visited before opens at
 * once, kept current by events meanwhile), where it opens, the slice of the window it lays out,
 * fetching its first page and older and newer ones (with their status, and failures tried again
 * after a backoff), the messages that arrive while it is open, and the topic's new place when
 * the whole topic moves. No React: the feed's hooks render its state and call its methods.
 */
import type { NarrowTerm } from '../api/types/narrow';
import { narrowKey } from '../store/keys';
import type { MessageWindow, StoredMessage } from '../store/state';
import { sortedIndex } from '../store/windows';
import { subscribeFeedNews } from './feed-events';
import { type Opening, opening } from './feed-reading';
import { type Slice, sliceAround, sliceDown, sliceRange, sliceUp } from './feed-slice';
import {
  emptyFeedState,
  type FeedDeps,
  type FeedSetup,
  type FeedState,
  firstPageRequest,
  PAGE_SIZE,
  type PageRequest,
  retryDelay,
} from './feed-state';
import { type LoadFailure, loadFailure } from './load-failure';
import { followTopicMove } from './topic-move';
import { unreadIdsInNarrow } from './unread';

export * from './feed-state';

type Fetch = 'first' | 'older' | 'newer';

const has = (w: MessageWindow, id: number) => w.ids[sortedIndex(w.ids, id)] === id;

function targetIndex(ids: readonly number[], at: Opening): number {
  if (at.kind === 'bottom') return ids.length - 1;
  const i = sortedIndex(ids, at.id);
  return ids[i] === at.id ? i : ids.length - 1;
}

export class Feed {
  readonly key: string;
  private readonly narrow: NarrowTerm[];
  private readonly pageSize: number;
  /** A message the window must hold to open: a link's target or the remembered place. */
  private readonly startAt: number | undefined;
  private state: FeedState;
  private readonly listeners = new Set<() => void>();
  private readonly arrivals = new Set<(messages: StoredMessage[]) => void>();
  /** The first request was answered: a target the server did not find is not asked again. */
  private settled = false;
  /** Where a feed opening at its first unread opens: that message (null: none, or unknown). */
  private firstUnread: number | null | undefined;
  private readonly busy = { first: false, older: false, newer: false };
  private failed: { what: Fetch; failure: LoadFailure } | undefined;
  private failures = 0;
  private retryTimer: unknown;
  /** What waits for its retry: the reader's scrolling does not ask for it meanwhile. */
  private cooling: Fetch | undefined;
  private slice: Slice | undefined;
  /** Bumped when the feed stops: answers that come later change nothing of it. */
  private run = 0;
  private stopRun: (() => void) | undefined;

  constructor(
    private readonly deps: FeedDeps,
    private readonly setup: FeedSetup,
  ) {
    this.narrow = setup.narrow;
    this.key = narrowKey(setup.narrow);
    this.pageSize = setup.pageSize ?? PAGE_SIZE;
    const { near, saved } = setup;
    this.startAt = near ?? (saved && saved !== 'bottom' ? saved.id : undefined);
    this.state = emptyFeedState(this.key);
    // A window the store holds already is there from the first render.
    this.update();
  }

  getState = (): FeedState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Calls `listener` with the messages others send that join this window while it is open. */
  onArrival(listener: (messages: StoredMessage[]) => void): () => void {
    this.arrivals.add(listener);
    return () => this.arrivals.delete(listener);
  }

  /** Follows the store and fetches what is missing, until the returned function is called. */
  start(): () => void {
    this.stopRun?.();
    const run = ++this.run;
    const { parley } = this.deps;
    const stops = [
      parley.store.subscribe((s, prev) => {
        // The server answering a reload opened from the local copy lets the feed fetch.
        if (
          s.messages.windows[this.key] !== prev.messages.windows[this.key] ||
          s.copy !== prev.copy
        ) {
          this.update();
        }
      }),
      subscribeFeedNews(parley, (news) => {
        this.follow(news.moves.map((m) => m.event));
        this.announce(news.arrived);
      }),
    ];
    const stop = () => {
      if (this.run !== run) return;
      this.run++;
      this.stopRun = undefined;
      for (const s of stops) s();
      this.coolDown(undefined);
      this.busy.first = this.busy.older = this.busy.newer = false;
    };
    this.stopRun = stop;
    if (this.failed?.failure.canRetry) this.coolDown(this.failed.what);
    this.update();
    return stop;
  }

  /** Near an end of the rows laid out: lay out more of the window, or fetch more of it. */
  nearEdge(edge: 'top' | 'bottom'): void {
    if (this.moveSlice(edge)) return;
    if (edge === 'top') this.loadOlder();
    else this.loadNewer();
  }

  loadOlder = (): void => this.extend('older');

  loadNewer = (): void => this.extend('newer');

  /** The newest messages, fetched when the window does not reach them, laid out. */
  async toNewest(): Promise<void> {
    if (!this.window()?.found_newest) {
      // The newest page may start the window afresh, without the message the feed opened at:
      // that is no reason to fetch the first page again.
      this.settled = true;
      await this.fetch({ anchor: 'newest', num_before: this.pageSize, num_after: 0 });
    }
    const ids = this.window()?.ids ?? [];
    this.slice = sliceAround(ids, ids.length - 1);
    this.update();
  }

  /** Tries again at once what failed. */
  retry = (): void => {
    const what = this.failed?.what ?? 'first';
    this.failed = undefined;
    this.coolDown(undefined);
    if (what === 'first') this.update();
    else this.extend(what);
  };

  private window = () => this.deps.parley.getState().messages.windows[this.key];

  private ready(w: MessageWindow | undefined): w is MessageWindow {
    if (w === undefined) return false;
    if (this.settled) return true;
    if (this.startAt !== undefined) return has(w, this.startAt);
    // A window kept from an earlier visit that holds the first unread opens there, newest or
    // not: no first page to fetch again.
    if (!w.found_newest && this.setup.opensAtUnread) {
      this.firstUnread ??=
        unreadIdsInNarrow(this.deps.parley.getState(), this.narrow)?.ids[0] ?? null;
      if (this.firstUnread !== null) return has(w, this.firstUnread);
    }
    return w.found_newest;
  }

  /** The first page is (still) to come: no window to open yet, or only a stale one. */
  private wantsFirst(w: MessageWindow | undefined): boolean {
    return !this.ready(w) || w.stale === true;
  }

  /** Brings the state up to the store's window; asks for the first page when it is not there. */
  private update(): void {
    const w = this.window();
    // A stale window (store.resync, the local copy) is shown while its page is fetched again,
    // but not once that fetch failed: a narrow lost meanwhile must not go on showing.
    const ready = this.ready(w) && !(w.stale && this.failed?.what === 'first');
    // Nothing is fetched from the local copy: the register that replaces it restales every window.
    const catchingUp = this.deps.parley.getState().copy !== undefined;
    // Once started; not while a failure waits for its retry (or the reader's Retry).
    if (this.wantsFirst(w) && !catchingUp && this.stopRun && !this.busy.first && !this.failed) {
      this.fetchFirst();
      return;
    }
    let at = this.state.opening;
    if (ready && at === undefined) {
      const byId = this.deps.parley.getState().messages.byId;
      at = opening(w, this.setup.near, this.setup.saved, byId, this.setup.opensAtUnread);
    }
    const ids = ready ? w.ids : [];
    if (!this.slice && at && ids.length > 0) this.slice = sliceAround(ids, targetIndex(ids, at));
    const [start, end] = this.slice ? sliceRange(ids, this.slice) : [0, 0];
    const s = this.state;
    const window = ready ? w : undefined;
    const failure = this.failed?.failure;
    const next: FeedState = {
      ...s,
      window,
      opening: at,
      // A new list only when the rows may differ (a window changed is a new object).
      rows:
        window === s.window && start === s.offset && end - start === s.rows.length
          ? s.rows
          : ids.slice(start, end),
      offset: start,
      loadingOlder: this.busy.older,
      loadingNewer: this.busy.newer,
      error: failure?.message,
      canRetry: failure?.canRetry ?? true,
    };
    const keys = Object.keys(next) as (keyof FeedState)[];
    if (keys.some((k) => next[k] !== s[k])) this.set(next);
  }

  private set(next: FeedState): void {
    this.state = next;
    for (const l of [...this.listeners]) l();
  }

  private fetchFirst(): void {
    // A stale window is fetched again where the reader is, so the page replacing it holds the rows in view.
    const at = this.window()?.stale ? this.readerAt() : this.startAt;
    this.load('first', firstPageRequest(this.setup, at));
  }

  /** The middle row laid out (a real message), if any. */
  private readerAt(): number | undefined {
    const real = this.state.rows.filter((id) => id > 0);
    return real[Math.floor(real.length / 2)] ?? this.startAt;
  }

  private extend(direction: 'older' | 'newer'): void {
    const w = this.window();
    // While a failure waits for its retry, the reader's scrolling does not ask again; a stale
    // window is replaced whole by its first page, so nothing is added to it.
    if (!w || w.stale || this.busy[direction] || this.cooling === direction) return;
    const real = w.ids.filter((id) => id > 0);
    const edge = direction === 'older' ? real[0] : real[real.length - 1];
    if (edge === undefined) return;
    if (direction === 'older' ? w.found_oldest : w.found_newest) return;
    this.load(
      direction,
      direction === 'older'
        ? { anchor: edge, num_before: this.pageSize, num_after: 0, include_anchor: false }
        : { anchor: edge, num_before: 0, num_after: this.pageSize, include_anchor: false },
    );
  }

  private load(what: Fetch, page: PageRequest): void {
    const run = this.run;
    this.busy[what] = true;
    this.update();
    this.fetch(page).then(
      () => {
        if (this.run !== run) return;
        this.busy[what] = false;
        if (what === 'first') this.settled = true;
        this.failures = 0;
        this.failed = undefined;
        this.update();
      },
      (e: unknown) => {
        if (this.run !== run) return;
        this.busy[what] = false;
        this.fail(what, loadFailure(e, this.deps.errorText));
      },
    );
  }

  /**
   * A failure is shown (with Retry when it may help) and, when it may pass, tried again after a
   * backoff; meanwhile it stays shown, so it does not blink away and back while the server is down.
   */
  private fail(what: Fetch, failure: LoadFailure): void {
    // A first page that failed after the window came anyway (another view fetched it, or
    // events filled it) is no failure.
    if (what !== 'first' || this.wantsFirst(this.window())) {
      this.failed = { what, failure };
      this.failures++;
      this.coolDown(failure.canRetry ? what : undefined);
    }
    this.update();
  }

  private coolDown(what: Fetch | undefined): void {
    this.deps.timers.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.cooling = what;
    if (what === undefined) return;
    this.retryTimer = this.deps.timers.setTimeout(() => {
      this.retryTimer = undefined;
      this.cooling = undefined;
      if (this.failed?.what !== what) return;
      if (what !== 'first') this.extend(what);
      else if (this.wantsFirst(this.window())) this.fetchFirst();
      else {
        this.failed = undefined;
        this.update();
      }
    }, retryDelay(this.failures));
  }

  /** Fetches a page and writes it into the store. */
  private async fetch(page: PageRequest): Promise<void> {
    const res = await this.deps.fetch(this.narrow, page);
    this.deps.parley.receiveMessages(this.narrow, {
      messages: res.messages,
      found_oldest: res.found_oldest,
      found_newest: res.found_newest,
      ...(typeof page.anchor === 'number' ? { anchor: page.anchor } : {}),
    });
  }

  private moveSlice(edge: 'top' | 'bottom'): boolean {
    const ids = this.state.window?.ids;
    if (!this.slice || !ids) return false;
    const next = edge === 'top' ? sliceUp(ids, this.slice) : sliceDown(ids, this.slice);
    if (!next) return false;
    this.slice = next;
    this.update();
    return true;
  }

  private follow(events: Parameters<typeof followTopicMove>[1][]): void {
    if (this.state.movedTo) return;
    const { channels } = this.deps.parley.getState();
    const channelId = (operand: NarrowTerm['operand']) => {
      if (typeof operand === 'number') return operand;
      const name = String(operand).toLowerCase();
      return Object.values(channels).find((c) => c.name.toLowerCase() === name)?.stream_id;
    };
    for (const event of events) {
      const to = followTopicMove(this.narrow, event, channelId);
      if (to) {
        this.set({ ...this.state, movedTo: to });
        return;
      }
    }
  }

  private announce(arrived: readonly StoredMessage[]): void {
    if (this.arrivals.size === 0) return;
    const state = this.deps.parley.getState();
    const ids = state.messages.windows[this.key]?.ids ?? [];
    const mine = arrived.filter(
      (m) => m.sender_id !== state.current_user_id && ids[sortedIndex(ids, m.id)] === m.id,
    );
    if (mine.length > 0) for (const l of [...this.arrivals]) l(mine);
  }
}
