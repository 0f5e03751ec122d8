/** Messages between the page and the event worker. */
import type { WireEvent } from '../api/types/event';
import type { LaterChannels, RegisterParams, RegisterResponse } from '../api/types/register';
import type { ResumePoint } from './queue';
import type { SnapshotSlice } from './snapshot-parts';
import type { ConnectionState } from './types';

/** Credentials travel as plain data (a Connection's fetch cannot be posted). */
export interface WorkerConnection {
  realm: string;
  email: string;
  apiKey: string;
}

export type PageToWorker =
  /** `resume`: poll the queue an earlier page kept instead of registering (queue.ts start). */
  | {
      type: 'start';
      conn: WorkerConnection;
      registerParams?: RegisterParams;
      resume?: ResumePoint;
    }
  /**
   * The page could not apply a batch: start over from a new snapshot. `parseLists`: it could
   * not parse a list the worker passed on as text, so the worker parses them from now on.
   */
  | { type: 'resync'; parseLists?: boolean }
  /** The page has applied `generation`'s events up to `lastEventId`: the next poll may say so. */
  | { type: 'applied'; generation: number; lastEventId: number }
  /** The page's main view has shown its content: everyone may come now (people-later.ts). */
  | { type: 'drawn' }
  /** The page became visible or came back online: poll now. */
  | { type: 'wake' }
  /** The page is going away and deletes the queue itself: stop without registering again. */
  | { type: 'closing' }
  | { type: 'stop' };

export type WorkerToPage =
  /**
   * A fresh snapshot. On `resync` the page replaces its store with it but keeps what is its
   * own (compose drafts, the current narrow, the scroll anchor message ID, local echoes), then
   * refetches its message windows; batches of older generations are dropped.
   */
  | {
      type: 'snapshot';
      generation: number;
      reason: 'initial' | 'resync';
      snapshot: RegisterResponse;
    }
  /**
   * A slice of one of the next snapshot's long lists, posted ahead of it as the register's
   * answer brings it (snapshot-parts.ts). `first`: a register's first (an earlier one's are void).
   */
  | { type: 'snapshot-slice'; generation: number; slice: SnapshotSlice; first?: boolean }
  /**
   * After a snapshot that has `people_to_come`: everyone, in slices posted ahead (each read in
   * a task of its own), then `people` with an older server's channels (people-later.ts) and
   * the active ones' IDs by name: the People list shows in the task that takes them.
   */
  | { type: 'people-slice'; generation: number; json: string }
  | {
      type: 'people';
      generation: number;
      channels: LaterChannels;
      userIds: number[];
      /** What `userIds` was sorted by (people-order.ts). */
      collation: string;
    }
  /** After a snapshot: its active people's IDs by name, for the People list (people-order.ts). */
  | { type: 'people-order'; generation: number; userIds: number[] }
  /** The resumed queue answered: it is `generation`'s, and its events follow. */
  | { type: 'resumed'; generation: number; queueId: string }
  | { type: 'events'; generation: number; events: WireEvent[] }
  | { type: 'connection'; state: ConnectionState }
  /** Answer to `stop`: the server's queue is deleted (or could not be). */
  | { type: 'stopped' };
