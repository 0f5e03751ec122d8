/** What every domain operation and route can reach: database, config, notices, clock. */
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { NoticeSink } from './notices';

export type { Db };

/** What every domain operation and route can reach: one per server process. */
export interface Services {
  db: Db;
  config: ServerConfig;
  notices: NoticeSink;
  /** Seconds since the epoch; injected so tests can move time. */
  now(): number;
}
