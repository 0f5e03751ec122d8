/** What every domain operation and route can reach: database, config, notices, clock. */
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { ReadWorker } from '../db/read-worker';
import type { NoticeSink } from './notices';

export type { Db };

/** What every domain operation and route can reach: one per server process. */
export interface Services {
  db: Db;
  /** The database's read thread (db/read-worker.ts); none for an in-memory database. */
  reads?: ReadWorker;
  config: ServerConfig;
  notices: NoticeSink;
  /** Seconds since the epoch; injected so tests can move time. */
  now(): number;
}
