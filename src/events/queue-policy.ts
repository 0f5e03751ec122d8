/**
 * What the event-queue machine (queue.ts) asks and how it waits: the register's parameters,
 * the backoff between failures, and which errors mean what.
 */
import { ApiError, RateLimitError } from '../api/http';
import { HANDLED_EVENT_TYPES } from '../api/types/event';
import {
  ALL_CLIENT_CAPABILITIES,
  FETCH_EVENT_TYPES,
  type RegisterParams,
} from '../api/types/register';

/**
 * What every register asks for: rendered HTML, every capability, and no subscriber lists. A
 * large organization's lists, even "partial" ones, were over half of its register and no part
 * of the first view: channels carry `subscriber_count` (Zulip 11), a screen that lists a
 * channel's subscribers fetches them, and an older server's come later (people-later.ts).
 */
export const DEFAULT_REGISTER_PARAMS: RegisterParams = {
  apply_markdown: true,
  client_gravatar: false,
  include_subscribers: false,
  slim_presence: true,
  event_types: [...HANDLED_EVENT_TYPES],
  fetch_event_types: [...FETCH_EVENT_TYPES],
  client_capabilities: ALL_CLIENT_CAPABILITIES,
};

/** api-notes §6: scale = min(2^((failures+1)/2), 90) s; delay = scale·(1+rand)/2. */
export function backoffMs(failures: number, random: number): number {
  const scale = Math.min(2 ** ((failures + 1) / 2), 90);
  return (scale * (1 + random) * 1000) / 2;
}

export const isAuthError = (e: unknown) => e instanceof ApiError && e.status === 401;
/** The server refused the request itself (not a failure to retry as it is). */
export const isRefusal = (e: unknown): e is ApiError =>
  e instanceof ApiError && !(e instanceof RateLimitError) && e.status < 500;
