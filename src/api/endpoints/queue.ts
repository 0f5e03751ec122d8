import { apiRequest, type Connection, type RequestOptions } from '../http';
import type { WireEvent } from '../types/event';
import type { RegisterParams, RegisterResponse } from '../types/register';

export interface GetEventsParams {
  queue_id: string;
  last_event_id: number;
  dont_block?: boolean;
}

export interface GetEventsResponse {
  events: WireEvent[];
  queue_id?: string;
}

/** POST /register */
export const registerQueue = (conn: Connection, params: RegisterParams, options?: RequestOptions) =>
  apiRequest<RegisterResponse>(conn, 'POST', 'register', { ...params }, options);

/** GET /events */
export const getEvents = (conn: Connection, params: GetEventsParams, options?: RequestOptions) =>
  apiRequest<GetEventsResponse>(conn, 'GET', 'events', { ...params }, options);

/** DELETE /events */
export const deleteQueue = (conn: Connection, queue_id: string, options?: RequestOptions) =>
  apiRequest<object>(conn, 'DELETE', 'events', { queue_id }, options);
