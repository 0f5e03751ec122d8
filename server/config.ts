/** The server's configuration, parsed from the command line. */
import path from 'node:path';
import { DEFAULT_DIST } from './paths';

/** How one server process is configured; every value comes from the command line. */
export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  heartbeatSeconds: number;
  queueLifespanSeconds: number;
  /** Production turns development login (`/dev_fetch_api_key`) off. */
  production: boolean;
  /** The built SPA, served at `/` when it exists. */
  distDir: string;
  /** API requests per minute per user (Zulip's default: 200); 0: no limit. */
  rateLimitPerMinute: number;
  /** Unauthenticated requests (sign-ins among them) per minute per address (Zulip: 100); 0: none. */
  addressRateLimitPerMinute: number;
  /** Failed sign-ins per username per 30 minutes (Zulip: 5); 0: no limit. */
  loginFailureLimit: number;
  /**
   * Only the most recent N messages are readable, like a Zulip plan's
   * message_visibility_limit (GET /messages then says history_limited); 0: all of them.
   */
  messageVisibilityLimit: number;
  /**
   * When a "typing" notice expires (Zulip: 45 s); the client's other typing periods keep Zulip's
   * proportions to it. Tests shorten it so that none waits 45 s for a typist to stop.
   */
  typingExpirySeconds: number;
  /**
   * When a silent user counts as offline (Zulip: 140 s); the client's presence heartbeat keeps
   * Zulip's proportion to it (60 s). Tests shorten it so that none waits minutes to see idle.
   */
  presenceOfflineSeconds: number;
  /**
   * From how many unread messages POST /register reads them on the database's read thread,
   * beside the rest of the state (db/read-worker.ts); fewer cost less than its round trip.
   * Tests set 0 to take that path with a few.
   */
  unreadElsewhereFrom: number;
  /**
   * `--testing-clock`: `POST /testing/clock` moves the server's time forward (end-to-end tests
   * of scheduled messages); never for a server people use.
   */
  testingClock: boolean;
  /** `--reset`: delete the data directory first (after a confirmation unless `--yes`). */
  reset: boolean;
  /** `--yes`: no confirmation for `--reset`. */
  yes: boolean;
  /** `--zulip URL`: serve the SPA for that Zulip server instead of running one (server/proxy.ts). */
  zulip?: string;
}

export const DEFAULT_CONFIG: ServerConfig = {
  host: '127.0.0.1',
  port: 9991,
  dataDir: 'data',
  heartbeatSeconds: 50,
  queueLifespanSeconds: 600,
  production: false,
  distDir: DEFAULT_DIST,
  rateLimitPerMinute: 200,
  addressRateLimitPerMinute: 100,
  loginFailureLimit: 5,
  messageVisibilityLimit: 0,
  typingExpirySeconds: 45,
  presenceOfflineSeconds: 140,
  unreadElsewhereFrom: 2000,
  testingClock: false,
  reset: false,
  yes: false,
};

/** Every rate limit off: for tests and benchmarks that are not about them. */
export const NO_RATE_LIMITS = {
  rateLimitPerMinute: 0,
  addressRateLimitPerMinute: 0,
  loginFailureLimit: 0,
} satisfies Partial<ServerConfig>;

export class UsageError extends Error {}

const NUMBER_FLAGS = {
  '--port': 'port',
  '--heartbeat-seconds': 'heartbeatSeconds',
  '--queue-lifespan-seconds': 'queueLifespanSeconds',
  '--rate-limit': 'rateLimitPerMinute',
  '--address-rate-limit': 'addressRateLimitPerMinute',
  '--login-failure-limit': 'loginFailureLimit',
  '--message-visibility-limit': 'messageVisibilityLimit',
  '--typing-expiry-seconds': 'typingExpirySeconds',
  '--presence-offline-seconds': 'presenceOfflineSeconds',
} as const;

const STRING_FLAGS = {
  '--host': 'host',
  '--data-dir': 'dataDir',
  '--dist-dir': 'distDir',
  '--zulip': 'zulip',
} as const;

/** Parses `--port N --data-dir DIR ...`; throws UsageError with a message a person can act on. */
export function parseArgs(argv: readonly string[]): ServerConfig {
  const config: ServerConfig = { ...DEFAULT_CONFIG };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    if (flag === '--production') {
      config.production = true;
      continue;
    }
    if (flag === '--testing-clock') {
      config.testingClock = true;
      continue;
    }
    if (flag === '--reset' || flag === '--yes') {
      config[flag === '--reset' ? 'reset' : 'yes'] = true;
      continue;
    }
    const value = argv[i + 1];
    if (flag in NUMBER_FLAGS) {
      const n = Number(value);
      if (value === undefined || !Number.isFinite(n) || n < 0) {
        throw new UsageError(`${flag} needs a non-negative number`);
      }
      config[NUMBER_FLAGS[flag as keyof typeof NUMBER_FLAGS]] = n;
    } else if (flag in STRING_FLAGS) {
      if (value === undefined || value.startsWith('--'))
        throw new UsageError(`${flag} needs a value`);
      config[STRING_FLAGS[flag as keyof typeof STRING_FLAGS]] = value;
    } else {
      throw new UsageError(
        `Unknown option ${flag}. Options: --port N --data-dir DIR --host H --heartbeat-seconds S --queue-lifespan-seconds S --rate-limit N --address-rate-limit N --login-failure-limit N --message-visibility-limit N --typing-expiry-seconds S --presence-offline-seconds S --testing-clock --production --reset --yes --zulip URL`,
      );
    }
    i++;
  }
  if (config.zulip !== undefined) config.zulip = zulipUrl(config.zulip);
  config.dataDir = path.resolve(config.dataDir);
  config.distDir = path.resolve(config.distDir);
  return config;
}

/** `--zulip`'s value: an http(s) URL; a bare host name means https. */
function zulipUrl(raw: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new UsageError(`--zulip needs the URL of a Zulip server, not ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError('--zulip needs an http:// or https:// URL');
  }
  return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
}
