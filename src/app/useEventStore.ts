/**
 * The signed-in shell's live data: starts the event worker for a session, builds the store from
 * its first snapshot, applies each batch as one store update, resyncs when asked, and reports
 * the connection. Stopping (logout, another session, unmount) deletes the server's queue; so
 * does the page going away (installPageLifecycle).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { deleteQueue } from '../api/endpoints/queue';
import type { ResumePoint } from '../events/queue';
import type { ConnectionState } from '../events/types';
import {
  createEventWorkerClient,
  type EventWorkerClient,
  installPageLifecycle,
  type WorkerLike,
} from '../events/worker-client';
import { whenMainViewShown } from '../features/common/main-view-shown';
import { createClientStore } from '../model/client-store';
import { keepNameOrder } from '../model/people-order';
import type { ParleyState } from '../store/state';
import { createParleyStoreFrom, type ParleyStore } from '../store/store';
import { selectUnreadCounts } from '../store/unread-counts';
import { checkMatches } from './match-checks';
import { connectionOf, type Session } from './session';

export interface EventStore {
  /** Null until the first snapshot arrives. */
  parley: ParleyStore | null;
  connection: ConnectionState;
  /** Poll (or register) now instead of waiting out a backoff. */
  retryNow(): void;
}

export interface EventStoreOptions {
  /** The credentials stopped working (401): only logging in again helps. */
  onFatal(state: ConnectionState & { status: 'fatal' }): void;
  /** A fake in tests; by default the module worker (src/events/worker.ts). */
  createWorker?: () => WorkerLike;
  /** The local copy to open with while the server is asked (app/local-copy.ts). */
  readCopy?(): Promise<ParleyState | null>;
  /** Keeps the local copy of the live store until the returned function is called. */
  keepCopy?(parley: ParleyStore): () => void;
  /** The queue an earlier page left with its copy, to resume instead of registering. */
  claimQueue?(): Promise<ResumePoint | null>;
  /** Whether the page leaving now leaves its queue to the next (so does not delete it). */
  leavesQueue?(parley: ParleyStore): boolean;
  /**
   * Runs the first render of a new store: by default in a task of its own, so that building the
   * store from a large register and rendering the whole shell from it are two tasks, not one
   * (the page paints and takes input between them); tests run it at once.
   */
  renderLater?(render: () => void): void;
  /** Where pagehide / online / visibilitychange come from (tests pass fakes). */
  lifecycle?: {
    window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
    document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  };
}

const nextTask = (fn: () => void) => void setTimeout(fn, 0);

/** Should no view say it has shown its content, the people come this long after the store. */
const PEOPLE_AT_LATEST_MS = 1500;

export function useEventStore(session: Session, options: EventStoreOptions): EventStore {
  const queryClient = useQueryClient();
  const [parley, setParley] = useState<ParleyStore | null>(null);
  const [connection, setConnection] = useState<ConnectionState>({ status: 'connecting' });
  const clientRef = useRef<EventWorkerClient | null>(null);
  // The latest callbacks, without restarting the worker when they change identity.
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const { realm, email, apiKey } = session;

  useEffect(() => {
    let store: ParleyStore | null = null;
    // The users a snapshot made, which the worker's People order that follows it is for.
    let snapshotUsers: { users: object; generation: number } | undefined;
    let stopped = false;
    let stopCopy = () => {};
    const begin = (s: ParleyStore) => {
      store = s;
      // The unread counts, which the shell reads first (the title, the sidebar), are counted in
      // a task before its first render (timers run in the order they were set): 20,000 unread
      // messages were a fifth of that render.
      nextTask(() => {
        if (!stopped) selectUnreadCounts(s.getState());
      });
      (optionsRef.current.renderLater ?? nextTask)(() => {
        if (!stopped) setParley(s);
      });
      // Written from when the server has answered (the copy itself is not written back).
      stopCopy = optionsRef.current.keepCopy?.(s) ?? (() => {});
    };
    const conn = connectionOf({ realm, email, apiKey });
    const client = createEventWorkerClient(
      {
        onSnapshot(snapshot, generation) {
          if (!store) {
            const created = createClientStore(snapshot, generation);
            snapshotUsers = { users: created.getState().users, generation };
            begin(created);
            return;
          }
          // The old queue is gone: new state, but the user's unsent messages stay (store.resync),
          // as do drafts, the narrow and the scroll position, which live outside the store.
          // What no event keeps current may have changed unseen meanwhile: fetch it again.
          store.resync(snapshot, generation);
          snapshotUsers = { users: store.getState().users, generation };
          void queryClient.invalidateQueries();
        },
        onPeople(people, channels, generation, { userIds, collation }) {
          if (!store) return;
          const before = store.getState().users;
          store.receivePeople(people, channels, generation);
          // In this task, before the People list renders: it takes the order, not a sort.
          const { users } = store.getState();
          if (users !== before) keepNameOrder(users, userIds, collation);
        },
        onPeopleOrder(userIds, generation) {
          const made = snapshotUsers;
          // Only if no event has changed the users since.
          if (made?.generation === generation && store?.getState().users === made.users) {
            keepNameOrder(made.users, userIds);
          }
        },
        onResumed(queueId, generation) {
          store?.resumed(queueId, generation);
        },
        onEvents(events, generation) {
          const outcome = store?.applyEvents(events, generation);
          if (outcome?.needsResync) client.resync();
          // Search windows ask the server whether new or changed messages match.
          for (const check of outcome?.matchChecks ?? []) {
            if (store) void checkMatches(store, connectionOf({ realm, email, apiKey }), check);
          }
        },
        onConnection(state) {
          setConnection(state);
          if (state.status === 'fatal') optionsRef.current.onFatal(state);
        },
      },
      optionsRef.current.createWorker,
    );
    clientRef.current = client;
    const { lifecycle } = optionsRef.current;
    const uninstall = installPageLifecycle(
      client,
      conn,
      lifecycle?.window,
      lifecycle?.document,
      () => store !== null && (optionsRef.current.leavesQueue?.(store) ?? false),
    );
    const claim = optionsRef.current.claimQueue;
    if (claim) void resume(claim);
    else register();
    /** Registers, while the local copy (if it is there first) opens the app. */
    function register() {
      client.start({ realm, email, apiKey });
      void optionsRef.current.readCopy?.().then((copy) => {
        if (copy && !store && !stopped) begin(createParleyStoreFrom(copy));
      });
    }

    /**
     * A queue kept with the copy, and the copy written under it at the same event, open the
     * app with no register at all: the queue's events since then bring it up to date.
     */
    async function resume(claim: () => Promise<ResumePoint | null>) {
      const kept = await claim().catch(() => null);
      if (stopped) return;
      if (!kept) return register();
      const copy = await optionsRef.current.readCopy?.();
      if (stopped) return;
      const same = copy?.copy?.queue_id === kept.queue_id;
      if (copy && same && copy.last_event_id === kept.last_event_id) {
        begin(createParleyStoreFrom(copy));
        client.start({ realm, email, apiKey }, undefined, kept);
        return;
      }
      // Not the copy's queue (another tab wrote the copy since): nobody will poll it.
      void deleteQueue(conn, kept.queue_id).catch(() => {});
      register();
    }

    return () => {
      stopped = true;
      stopCopy();
      uninstall();
      void client.stop();
      clientRef.current = null;
      setParley(null);
      setConnection({ status: 'connecting' });
    };
  }, [realm, email, apiKey, queryClient]);

  // Once the main view has shown its content (a feed's first rows, the Inbox's), everyone may
  // come: a register made without the people (events/people-later.ts) fetches them then, so
  // that reading 10,000 people does not compete with drawing what the reader came for.
  useEffect(() => {
    if (!parley) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = whenMainViewShown(() => {
      timer = setTimeout(() => clientRef.current?.drawn());
    }, PEOPLE_AT_LATEST_MS);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [parley]);

  return { parley, connection, retryNow: () => clientRef.current?.wake() };
}
