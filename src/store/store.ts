/**
 * The zustand store and its actions. The state is plain data (ParleyState); every action is a
 * function of the old state, and each batch of events is one setState.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MessageEvent, WireEvent } from '../api/types/event';
import type { Message, User } from '../api/types/models';
import type { NarrowTerm } from '../api/types/narrow';
import type { PresenceAnswer } from '../api/types/presence';
import type { LaterChannels, RegisterResponse } from '../api/types/register';
import { type ApplyResult, applyEvents } from './apply';
import { Draft } from './draft';
import { addLocalEcho, removeLocalEcho, rerenderLocalEchoes, setLocalEchoStatus } from './echo';
import { fromRegister, sortedIds } from './from-register';
import { narrowKey } from './keys';
import { ListsComing } from './lists-coming';
import { messageMatchesNarrow } from './narrow-match';
import {
  applyOptimistic,
  type OptimisticChange,
  type Pending,
  reconcilePending,
  rollbackOptimistic,
  settleOptimistic,
} from './optimistic';
import { withPeople } from './people-to-come';
import { receivePresence } from './presence';
import { addSearchMatches, type MatchFields } from './search-matches';
import type {
  LocalEcho,
  LocalEchoInput,
  MatchCheck,
  ParleyState,
  StoredMessage,
  TopicSummary,
} from './state';
import { reduceSubscribers } from './subscriptions';
import { pruneTyping } from './typing';
import { wholeFetchedMessage } from './whole';
import { compareIds, mergeWindow, placeMessage, removeFromWindows } from './windows';

/** How many recent message events receiveMessages looks back over. */
const ARRIVED_KEPT = 500;

export interface StoreOptions {
  /** Milliseconds since the epoch; injected so tests control time. */
  now?: () => number;
  log?: (message: string, event: WireEvent) => void;
}

/** A page from GET /messages. */
export interface MessagesPage {
  messages: (Message & { flags: string[] })[];
  found_oldest: boolean;
  found_newest: boolean;
  /** The anchor asked for, when it was a message ID. */
  anchor?: number;
}

export interface BatchOutcome {
  /** False when the batch belonged to an older queue generation and was dropped. */
  accepted: boolean;
  needsResync: boolean;
  matchChecks: MatchCheck[];
}

export interface SubscribersFetch {
  land(user_ids: readonly number[]): void;
  fail(): void;
}

export interface ParleyStore {
  store: StoreApi<ParleyState>;
  getState(): ParleyState;
  applyEvents(events: readonly WireEvent[], generation?: number): BatchOutcome;
  /**
   * Replaces everything with a fresh register, keeping local echoes (the user's unsent text),
   * and the message windows as stale (shown until their narrow is fetched again).
   */
  resync(snapshot: RegisterResponse, generation: number): void;
  /**
   * The queue the local copy was written under answered again (useEventStore): the state is
   * live from here, its events apply (`generation`), and the windows stay stale until fetched.
   */
  resumed(queue_id: string, generation: number): void;
  receiveMessages(narrow: NarrowTerm[], page: MessagesPage): string;
  receiveTopics(stream_id: number, topics: { name: string; max_id: number }[]): void;
  /** A presence heartbeat's answer (POST /users/me/presence). */
  receivePresence(answer: PresenceAnswer): void;
  /**
   * A channel's whole subscriber list (GET /streams/{id}/members), known now: the register
   * brings none (events/queue-policy.ts); peer events keep it current from then on. A list
   * fetched lands through fetchingSubscribers, which this is with nothing on its way.
   */
  receiveSubscribers(stream_id: number, user_ids: readonly number[]): void;
  /**
   * A fetch of a channel's list begins: its answer is to be landed with what this returns (or
   * the fetch said to have failed), and the events that change it meanwhile are played over it
   * (lists-coming.ts).
   */
  fetchingSubscribers(stream_id: number): SubscribersFetch;
  /** Everyone, after a snapshot with `people_to_come` (store/people-to-come.ts). */
  receivePeople(people: readonly User[], channels: LaterChannels, generation: number): void;
  /** Applies a GET /messages/matches_narrow answer: `matching` holds the IDs that matched. */
  applyMatchesNarrow(
    key: string,
    checked: readonly number[],
    matching: readonly number[],
    highlights?: Record<string, MatchFields>,
  ): void;
  addLocalEcho(input: LocalEchoInput): LocalEcho;
  markLocalEchoFailed(local_id: string): void;
  markLocalEchoSending(local_id: string): void;
  removeLocalEcho(local_id: string): void;
  /** The echoes rendered again (the renderer has loaded; echo.ts rerenderLocalEchoes). */
  rerenderLocalEchoes(render: (raw_content: string) => string): void;
  pruneTyping(): void;
  /**
   * Shows a flag, reaction or content change at once (optimistic.ts); returns a token to
   * settle it when the server agrees or roll it back when it refuses.
   */
  applyOptimistic(change: OptimisticChange): number;
  settleOptimistic(token: number): void;
  rollbackOptimistic(token: number): void;
  /** Calls `listener` with every batch of server events the store has applied. */
  subscribeEvents(listener: (events: readonly WireEvent[]) => void): () => void;
}

export function createParleyStore(
  snapshot: RegisterResponse,
  options: StoreOptions = {},
  generation = 0,
): ParleyStore {
  return createParleyStoreFrom(fromRegister(snapshot, generation), options);
}

/** A store starting from a state already built (the local copy of an earlier visit). */
export function createParleyStoreFrom(
  initial: ParleyState,
  options: StoreOptions = {},
): ParleyStore {
  const now = options.now ?? Date.now;
  const store = createStore<ParleyState>()(() => initial);
  const get = store.getState;
  const set = (state: ParleyState) => store.setState(state, true);
  const pending: Pending = new Map();
  const changes = new Map<number, OptimisticChange>();
  let lastToken = 0;
  const listeners = new Set<(events: readonly WireEvent[]) => void>();
  const optimisticContext = () => ({ now: now() });
  const listsComing = new ListsComing();
  const fetchingSubscribers = (stream_id: number): SubscribersFetch => {
    const coming = listsComing.begin(stream_id);
    return {
      land(user_ids) {
        const state = get();
        if (!listsComing.end(coming) || !(stream_id in state.channels)) return;
        const ctx = { draft: new Draft(), now: now(), state, matchChecks: [] };
        let subscribers = { ...state.subscribers, [stream_id]: sortedIds(user_ids) };
        for (const event of coming.held) subscribers = reduceSubscribers(subscribers, event, ctx);
        set({ ...state, subscribers });
      },
      fail: () => void listsComing.end(coming),
    };
  };

  // The IDs of the latest messages that came as events: a page fetched while one arrived may
  // not hold it, and its window would never get it (the event found no window to join).
  const arrived: number[] = [];
  /** Messages newer than a page that reaches the newest, which belong to its narrow. */
  const latecomers = (state: ParleyState, narrow: NarrowTerm[], ids: readonly number[]) => {
    const newest = ids.length ? ids[ids.length - 1]! : 0;
    const have = new Set(ids);
    const echoes = Object.values(state.messages.echoes).map((e) => e.id);
    const out: number[] = [];
    for (const id of [...arrived, ...echoes]) {
      if (have.has(id) || (id > 0 && id <= newest)) continue;
      const m = state.messages.byId.get(id);
      if (m && messageMatchesNarrow(m, narrow, state) === true) out.push(id);
      have.add(id);
    }
    return out.sort(compareIds);
  };

  return {
    store,
    getState: get,

    applyEvents(events, gen) {
      const state = get();
      if (gen !== undefined && gen !== state.generation) {
        return { accepted: false, needsResync: false, matchChecks: [] };
      }
      const result: ApplyResult = applyEvents(state, events, {
        now: now(),
        log: options.log,
      });
      if (result.state !== state) set(result.state);
      listsComing.hold(events);
      for (const e of events) {
        const id = e.type === 'message' ? (e as MessageEvent).message?.id : undefined;
        if (typeof id !== 'number') continue;
        arrived.push(id);
        if (arrived.length > ARRIVED_KEPT) arrived.shift();
      }
      if (!result.needsResync) {
        reconcilePending(pending, events, result.state.current_user_id);
        for (const listener of listeners) listener(events);
      }
      return { accepted: true, needsResync: result.needsResync, matchChecks: result.matchChecks };
    },

    resync(fresh, gen) {
      const old = get();
      const next = fromRegister(fresh, gen);
      const byId = next.messages.byId as Map<number, StoredMessage>;
      // The views keep what they showed until their first page comes (no blank feed); what
      // the server no longer has leaves with that page. Search highlights go with the state.
      for (const [key, w] of Object.entries(old.messages.windows)) {
        next.messages.windows[key] = { ...w, stale: true };
        for (const id of w.ids) {
          const message = old.messages.byId.get(id);
          if (message && id > 0) byId.set(id, message);
        }
      }
      next.messages.lastEcho = old.messages.lastEcho;
      for (const echo of Object.values(old.messages.echoes)) {
        const message = old.messages.byId.get(echo.id);
        if (!message) continue;
        byId.set(echo.id, message);
        next.messages.echoes[echo.local_id] = echo;
      }
      // Until everyone comes again, the people as they were (their events are held meanwhile).
      if (next.awaitingPeople) next.users = { ...old.users, ...next.users };
      // The fresh state is what the server says: nothing optimistic is left to undo.
      pending.clear();
      changes.clear();
      listsComing.clear();
      set(next);
    },

    resumed(queue_id, gen) {
      const { copy: _, ...state } = get();
      set({ ...state, queue_id, generation: gen });
    },

    receiveMessages(narrow, page) {
      const key = narrowKey(narrow);
      const state = get();
      // Written in place like a batch's writes (draft.ts); not a batch, so no undo log.
      const byId = state.messages.byId as Map<number, StoredMessage>;
      const found: [number, MatchFields][] = [];
      for (const { match_content, match_subject, ...m } of page.messages) {
        byId.set(m.id, wholeFetchedMessage(m));
        if (match_content !== undefined) found.push([m.id, { match_content, match_subject }]);
      }
      const ids = page.messages.map((m) => m.id);
      const windows = {
        ...state.messages.windows,
        [key]: mergeWindow(state.messages.windows[key], narrow, {
          ids: page.found_newest ? [...ids, ...latecomers(state, narrow, ids)] : ids,
          found_oldest: page.found_oldest,
          found_newest: page.found_newest,
          anchor: page.anchor,
        }),
      };
      const searchMatches = addSearchMatches(state, key, found);
      set({ ...state, messages: { ...state.messages, windows }, searchMatches });
      return key;
    },

    receiveTopics(stream_id, topics) {
      const state = get();
      const byName = new Map<string, TopicSummary>();
      for (const t of topics) byName.set(t.name.toLowerCase(), { name: t.name, max_id: t.max_id });
      set({ ...state, topics: { ...state.topics, [stream_id]: { byName, complete: true } } });
    },

    receivePresence(answer) {
      const state = get();
      const idOfEmail = (email: string) =>
        Object.values(state.users).find((u) => u.email === email)?.user_id;
      set({ ...state, presence: receivePresence(state.presence, answer, idOfEmail) });
    },

    receivePeople(people, channels, gen) {
      const state = get();
      if (gen !== state.generation || !state.awaitingPeople) return;
      set(withPeople(state, people, channels, now()));
    },

    receiveSubscribers(stream_id, user_ids) {
      fetchingSubscribers(stream_id).land(user_ids);
    },

    fetchingSubscribers,

    applyMatchesNarrow(key, checked, matching, highlights = {}) {
      const state = get();
      if (!state.messages.windows[key]) return;
      // The server decided: place those that match, trusting it over the local predicate, and
      // take out the others (an edit may have ended a match the window held).
      const ctx = { draft: new Draft(), now: now(), state, matchChecks: [] };
      const matched = new Set(matching);
      let windows = removeFromWindows(
        state.messages.windows,
        new Set(checked.filter((id) => !matched.has(id))),
        ctx,
        [key],
      );
      for (const id of matching) {
        const message = state.messages.byId.get(id);
        if (message) windows = placeMessage(windows, message, ctx, [key], true);
      }
      const searchMatches = addSearchMatches(
        state,
        key,
        Object.entries(highlights).map(([id, fields]) => [Number(id), fields] as const),
      );
      if (windows !== state.messages.windows || searchMatches !== state.searchMatches) {
        set({ ...state, messages: { ...state.messages, windows }, searchMatches });
      }
    },

    addLocalEcho(input) {
      const result = addLocalEcho(get(), input, now());
      set(result.state);
      return result.echo;
    },
    markLocalEchoFailed: (local_id) => set(setLocalEchoStatus(get(), local_id, 'failed')),
    markLocalEchoSending: (local_id) => set(setLocalEchoStatus(get(), local_id, 'sending')),
    removeLocalEcho: (local_id) => set(removeLocalEcho(get(), local_id)),
    rerenderLocalEchoes(render) {
      const state = get();
      const next = rerenderLocalEchoes(state, render);
      if (next !== state) set(next);
    },
    pruneTyping() {
      const state = get();
      const typing = pruneTyping(state.typing, now());
      if (typing !== state.typing) set({ ...state, typing });
    },

    applyOptimistic(change) {
      const token = ++lastToken;
      changes.set(token, change);
      const state = get();
      const next = applyOptimistic(state, pending, change, token, optimisticContext());
      if (next !== state) set(next);
      return token;
    },
    settleOptimistic(token) {
      const change = changes.get(token);
      changes.delete(token);
      if (change) settleOptimistic(pending, change, token);
    },
    rollbackOptimistic(token) {
      const change = changes.get(token);
      changes.delete(token);
      if (!change) return;
      const state = get();
      const next = rollbackOptimistic(state, pending, change, token, optimisticContext());
      if (next !== state) set(next);
    },
    subscribeEvents(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** React hook: a slice of the store through a selector. */
export function useParley<T>(parley: ParleyStore, selector: (state: ParleyState) => T): T {
  return useStore(parley.store, selector);
}
