/**
 * The worker's side, written against a minimal scope so tests can run it without a Worker:
 * one EventQueue per `start`, its output posted to the page.
 */

import type { RegisterResponse } from '../api/types/register';
import { FirstViewDrawn } from './people-later';
import { PEOPLE_COLLATION, peopleByName } from './people-order';
import type { PageToWorker, WorkerToPage } from './protocol';
import { EventQueue, type QueueOptions } from './queue';
import { listSlices, SLICES } from './snapshot-parts';

export interface WorkerScope {
  postMessage(message: WorkerToPage): void;
  addEventListener(type: 'message', listener: (e: { data: PageToWorker }) => void): void;
  addEventListener(type: 'online', listener: () => void): void;
}

/** Fake time and fetch for tests; the real worker passes none. */
export type HostOptions = Omit<Partial<QueueOptions>, 'conn' | 'listener'> & {
  fetch?: typeof fetch;
};

export function hostEventQueue(scope: WorkerScope, options: HostOptions = {}) {
  const { fetch, ...extra } = options;
  let queue: EventQueue | undefined;
  // The people of the snapshot on its way, handed over ahead of it.
  let people: RegisterResponse['realm_users'] | string | undefined;
  // Lists go to the page as the text they came as until the page could not parse one.
  let textLists = true;
  // Once for the worker's life: a later queue (a new start) registers for a page drawn already.
  const firstViewDrawn = new FirstViewDrawn();
  const post = (message: WorkerToPage) => scope.postMessage(message);
  // Sorting 10,000 names here spares the page a long task as its People list shows.
  const postOrder = (generation: number, people: Parameters<typeof peopleByName>[0]) =>
    post({ type: 'people-order', generation, userIds: peopleByName(people) });

  scope.addEventListener('message', async ({ data }) => {
    switch (data.type) {
      case 'start':
        await queue?.stop();
        queue = new EventQueue({
          conn: { ...data.conn, fetch },
          registerParams: data.registerParams,
          acknowledgeApplied: true,
          isOnline: () =>
            (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine !== false,
          ...extra,
          longLists: SLICES,
          firstViewDrawn,
          textLists: () => textLists,
          listener: {
            list: (key, items, generation, first) => {
              if (first) people = undefined;
              if (key === 'realm_users') people = items as RegisterResponse['realm_users'] | string;
              // A list that came as text goes on as it came, in one piece.
              const slices =
                typeof items === 'string'
                  ? [{ key, json: items }]
                  : listSlices(key, items, SLICES[key] ?? Math.max(1, items.length));
              slices.forEach((slice, i) => {
                post({ type: 'snapshot-slice', generation, slice, first: first && i === 0 });
              });
            },
            snapshot: (snapshot, generation, reason) => {
              post({ type: 'snapshot', snapshot, generation, reason });
              const realm_users = peopleOf(people, snapshot);
              people = undefined;
              if (realm_users && !snapshot.people_to_come) {
                postOrder(generation, { realm_users, cross_realm_bots: snapshot.cross_realm_bots });
              }
            },
            people: ({ members, streams, subscribers }, generation) => {
              for (const { json } of listSlices('realm_users', members, SLICES.realm_users!)) {
                post({ type: 'people-slice', generation, json });
              }
              const active = members.filter((u) => u.is_active !== false);
              const userIds = peopleByName({ realm_users: active, cross_realm_bots: [] });
              post({
                type: 'people',
                generation,
                channels: { streams, subscribers },
                userIds,
                collation: PEOPLE_COLLATION,
              });
            },
            events: (events, generation) => post({ type: 'events', events, generation }),
            resumed: (queueId, generation) => post({ type: 'resumed', queueId, generation }),
            connection: (state) => post({ type: 'connection', state }),
          },
        });
        queue.start(data.resume);
        return;
      case 'resync':
        if (data.parseLists) textLists = false;
        queue?.resync();
        return;
      case 'wake':
        queue?.wake();
        return;
      case 'drawn':
        firstViewDrawn.open();
        return;
      case 'applied':
        queue?.applied(data.generation, data.lastEventId);
        return;
      case 'closing':
        queue?.close();
        return;
      case 'stop':
        await queue?.stop();
        queue = undefined;
        post({ type: 'stopped' });
        return;
    }
  });
  // Workers get `online` too: after a network change, poll at once rather than after a backoff.
  scope.addEventListener('online', () => queue?.wake());
}

/**
 * The snapshot's people, as handed over ahead of it or as it has them; undefined when their
 * text is no JSON (the page, which parses it too, says the answer could not be read).
 */
function peopleOf(
  people: RegisterResponse['realm_users'] | string | undefined,
  snapshot: RegisterResponse,
): RegisterResponse['realm_users'] | undefined {
  if (typeof people !== 'string') return people ?? snapshot.realm_users;
  try {
    return JSON.parse(people) as RegisterResponse['realm_users'];
  } catch {
    return undefined;
  }
}
