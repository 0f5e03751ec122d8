/**
 * Drafts on every device: while the user's enable_drafts_synchronization is on, the session's
 * drafts are created, updated and deleted on the server, and the server's (from the store's
 * `drafts`) come into this browser, by the steps model/draft-sync.ts lists. The local copy
 * stays the source: a step that fails waits for the server and runs again when it answers.
 * Edits in place are never synchronized (Zulip does not either).
 */
import { createDrafts, deleteDraft, editDraft } from '../../api/endpoints/drafts';
import { ApiError, RateLimitError } from '../../api/http';
import { reconcile, type SyncLink, type SyncStep, serverText } from '../../model/draft-sync';
import type { DraftBook, DraftStorage } from '../../model/drafts';
import type { AppServices } from '../common/app-context';

/** Typing settles before its draft travels. */
const SYNC_DELAY_MS = 800;
const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
/**
 * A request with no answer by then is given up (and tried again later): a pass waiting for it
 * would hold the drafts' Web Lock, stopping the sync in every tab of this login.
 */
const TIMEOUT = { timeoutMs: 30_000 };

/** Where the links are kept: beside the drafts, per realm and user. */
export const draftLinksKey = (draftsKey: string) => `${draftsKey}.server`;

export class DraftSync {
  private links: Record<string, SyncLink> = {};
  /** Kept with the links, so that another tab of this login does not take a deleted draft back. */
  private tombstones = new Set<number>();
  /** Texts the server refused (a channel gone, say), by conversation: not sent again as they are. */
  private readonly refused = new Map<string, string>();
  private running = false;
  private again = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Whether the event queue is connected: while it is not, the store's view of the server's
   * drafts may be old, and a draft changed on another device meanwhile would be taken for one
   * unchanged there (deleted, say, for a send here).
   */
  private online = true;

  constructor(
    private readonly app: AppServices,
    private readonly drafts: DraftBook,
    private readonly storage: DraftStorage,
    private readonly linksKey: string,
    /** Changes the local drafts so that the compose box follows (see ComposeSession). */
    private readonly follow: (change: () => void) => void,
    /**
     * Keeps the box's text as its draft at once (it is saved a moment after typing stops):
     * planned from an older draft, a step would take the server's text over what was typed.
     */
    private readonly flush: () => void = () => {},
  ) {}

  /** Runs for the session; returns the way to stop it. */
  start(): () => void {
    const { parley } = this.app;
    const stops = [
      this.drafts.subscribe(() => this.schedule(SYNC_DELAY_MS)),
      parley.store.subscribe((s, prev) => {
        if (
          s.drafts !== prev.drafts ||
          s.queue_id !== prev.queue_id ||
          s.userSettings.enable_drafts_synchronization !==
            prev.userSettings.enable_drafts_synchronization
        ) {
          this.schedule(0);
        }
      }),
    ];
    this.schedule(0);
    return () => {
      clearTimeout(this.timer);
      for (const stop of stops) stop();
    };
  }

  /** The event queue is connected (or not): the drafts travel only while it is. */
  setOnline(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    if (online) this.schedule(0);
  }

  private enabled(): boolean {
    const s = this.app.parley.getState();
    if (!this.online) return false;
    // A local copy of an earlier visit does not know the server's drafts as they are now.
    return s.userSettings.enable_drafts_synchronization === true && !s.copy;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), ms);
  }

  /** Reconciles until nothing is left to do; one request at a time. */
  async run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        if (!this.enabled()) {
          // Turned off: the server deleted its copies; turned on again, all start afresh (what it
          // refused meanwhile included: it may have refused only because this was off).
          if (this.app.parley.getState().userSettings.enable_drafts_synchronization === false) {
            this.tombstones.clear();
            this.refused.clear();
            this.saveLinks({});
          }
          return;
        }
        // One tab of this login at a time, so that two never create the same draft.
        const pass = () => this.pass();
        const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
        const ok = locks
          ? await locks.request(`parley-drafts:${this.linksKey}`, pass)
          : await pass();
        if (!ok) return;
      } while (this.again);
      this.failures = 0;
    } finally {
      this.running = false;
    }
  }

  /**
   * Reconciles until nothing needs the server; false when it did not answer (a retry is
   * scheduled). The steps are planned again after each request: the drafts may have changed
   * while it was on its way, and a step planned before would replace what was typed meanwhile.
   */
  private async pass(): Promise<boolean> {
    let asked = true;
    while (asked && this.enabled()) {
      asked = false;
      for (const step of this.plan()) {
        try {
          asked = await this.apply(step);
        } catch (error) {
          if (
            error instanceof ApiError &&
            !(error instanceof RateLimitError) &&
            error.status < 500
          ) {
            this.refusedStep(step, error);
            asked = true;
          } else {
            const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)] as number;
            this.failures++;
            this.schedule(wait);
            return false;
          }
        }
        if (asked) break;
      }
    }
    return true;
  }

  /** The steps from both sides as they are now. */
  private plan(): SyncStep[] {
    this.flush();
    const state = this.app.parley.getState();
    this.load();
    const server = Object.values(state.drafts);
    for (const id of this.tombstones) if (!(id in state.drafts)) this.tombstones.delete(id);
    return reconcile({
      local: this.drafts.list().filter((d) => !d.edit),
      server,
      links: this.links,
      tombstones: this.tombstones,
      selfId: state.current_user_id,
      maxLength: state.server.max_message_length,
    });
  }

  /** Carries out one step; true when it asked the server. */
  private async apply(step: SyncStep): Promise<boolean> {
    const { conn } = this.app;
    switch (step.kind) {
      case 'create': {
        if (this.refused.get(step.key) === step.draft.content) return false;
        const { ids } = await createDrafts(conn, [step.draft], TIMEOUT);
        const id = ids[0];
        if (id !== undefined) {
          this.setLink(step.key, {
            id,
            content: serverText(step.draft.content),
            seen: false,
            echoes: [],
          });
        }
        return true;
      }
      case 'update': {
        if (this.refused.get(step.key) === step.draft.content) return false;
        // What the server showed until now (another device's text, when joined) is an echo too.
        const shown = this.app.parley.getState().drafts[step.id]?.content;
        await editDraft(conn, step.id, step.draft, TIMEOUT);
        const before = this.links[step.key];
        const echoes = [...(before?.echoes ?? []), ...(before ? [before.content] : [])];
        if (shown !== undefined) echoes.push(serverText(shown));
        this.setLink(step.key, {
          id: step.id,
          content: serverText(step.draft.content),
          seen: true,
          echoes: echoes.slice(-10),
        });
        return true;
      }
      case 'delete':
        await deleteDraft(conn, step.id, TIMEOUT);
        this.deleted(step.key, step.id);
        return true;
      case 'keep':
        this.follow(() => this.drafts.save(step.target, step.content, step.updated));
        return false;
      case 'forget':
        this.follow(() => this.drafts.delete(step.target));
        return false;
      case 'link':
        this.setLink(step.key, step.link);
        return false;
    }
  }

  /** A refusal: a draft the server no longer has is gone there; another is not sent again. */
  private refusedStep(step: SyncStep, error: ApiError): void {
    if (step.kind === 'delete' || (step.kind === 'update' && error.status === 404)) {
      this.deleted(step.key, step.id);
    } else if (step.kind === 'create' || step.kind === 'update') {
      this.refused.set(step.key, step.draft.content);
    }
  }

  private deleted(key: string, id: number): void {
    this.tombstones.add(id);
    if (this.links[key]?.id === id) this.setLink(key, undefined);
    else this.saveLinks(this.links);
  }

  private setLink(key: string, link: SyncLink | undefined): void {
    const next = { ...this.links };
    if (link) next[key] = link;
    else delete next[key];
    this.saveLinks(next);
  }

  private load(): void {
    try {
      const kept = JSON.parse(this.storage.getItem(this.linksKey) ?? '{}') as {
        links?: Record<string, SyncLink>;
        deleted?: number[];
      };
      this.links = kept.links ?? {};
      this.tombstones = new Set(kept.deleted ?? []);
    } catch {
      this.links = {};
    }
  }

  private saveLinks(links: Record<string, SyncLink>): void {
    this.links = links;
    const deleted = [...this.tombstones];
    try {
      if (Object.keys(links).length === 0 && deleted.length === 0) {
        this.storage.removeItem(this.linksKey);
      } else this.storage.setItem(this.linksKey, JSON.stringify({ links, deleted }));
    } catch {
      // Kept in memory for this page: at worst, a draft is later joined with its own copy.
    }
  }
}
