import {
  channelMessageType,
  directMessageType,
  emptyTopicParams,
  narrowForServer,
  topicForServer,
} from '../feature-level';
import { apiRequest, type Connection } from '../http';
import type { Attachment, Message, ReactionType } from '../types/models';
import type { NarrowTerm } from '../types/narrow';

export type Anchor = number | 'newest' | 'oldest' | 'first_unread';

export interface GetMessagesParams {
  anchor?: Anchor;
  include_anchor?: boolean;
  num_before?: number;
  num_after?: number;
  narrow?: NarrowTerm[];
  client_gravatar?: boolean;
  apply_markdown?: boolean;
  message_ids?: number[];
}

export interface GetMessagesResponse {
  anchor?: number;
  found_newest: boolean;
  found_oldest: boolean;
  found_anchor: boolean;
  history_limited: boolean;
  messages: (Message & { flags: string[] })[];
}

/** A message to send; `to` is a channel ID/name or the recipients' user IDs. */
export type SendMessageParams =
  | { type: 'channel'; to: number | string; topic: string; content: string }
  | { type: 'direct'; to: number[]; content: string };

export interface SendOptions {
  queue_id?: string;
  local_id?: string;
  read_by_sender?: boolean;
}

export interface UpdateMessageParams {
  topic?: string;
  propagate_mode?: 'change_one' | 'change_later' | 'change_all';
  send_notification_to_old_thread?: boolean;
  send_notification_to_new_thread?: boolean;
  content?: string;
  stream_id?: number;
  /** SHA-256 (hex) of the content the edit started from (FL 379; older servers ignore it). */
  prev_content_sha256?: string;
}

export interface MessageHistoryEntry {
  topic: string;
  content: string;
  rendered_content: string;
  user_id: number | null;
  timestamp: number;
  prev_topic?: string;
  stream?: number;
  prev_stream?: number;
  prev_content?: string;
  prev_rendered_content?: string;
  content_html_diff?: string;
}

export interface ReactionParams {
  emoji_name: string;
  emoji_code?: string;
  reaction_type?: ReactionType;
}

export interface FlagsNarrowParams {
  anchor: Anchor;
  include_anchor?: boolean;
  num_before: number;
  num_after: number;
  narrow: NarrowTerm[];
  op: 'add' | 'remove';
  flag: string;
}

export interface FlagsNarrowResponse {
  processed_count: number;
  updated_count: number;
  first_processed_id: number | null;
  last_processed_id: number | null;
  found_oldest: boolean;
  found_newest: boolean;
}

/** GET /messages (the narrow in the server's words for `fl`; empty topics as "") */
export const getMessages = (conn: Connection, params: GetMessagesParams, fl: number) =>
  apiRequest<GetMessagesResponse>(conn, 'GET', 'messages', {
    ...params,
    ...emptyTopicParams(fl),
    narrow: params.narrow && narrowForServer(params.narrow, fl),
  });

/** GET /messages/{message_id} */
export const getMessage = (conn: Connection, messageId: number, fl: number) =>
  apiRequest<{ message: Message & { flags: string[] }; raw_content?: string }>(
    conn,
    'GET',
    `messages/${messageId}`,
    emptyTopicParams(fl),
  );

/** GET /messages/{message_id} with apply_markdown=false: the Markdown source, for editing */
export const getMessageSource = (conn: Connection, messageId: number, fl: number) =>
  apiRequest<{ message: Message; raw_content?: string }>(conn, 'GET', `messages/${messageId}`, {
    apply_markdown: false,
    ...emptyTopicParams(fl),
  });

/** GET /messages/matches_narrow: which of these messages match; only matches are keys */
export const getMatchesNarrow = (
  conn: Connection,
  msg_ids: number[],
  narrow: NarrowTerm[],
  fl: number,
) =>
  apiRequest<{ messages: Record<string, { match_content: string; match_subject: string }> }>(
    conn,
    'GET',
    'messages/matches_narrow',
    { msg_ids, narrow: narrowForServer(narrow, fl) },
  );

/** POST /messages */
export function sendMessage(
  conn: Connection,
  message: SendMessageParams,
  fl: number,
  options: SendOptions = {},
) {
  const wire =
    message.type === 'direct'
      ? { ...message, type: directMessageType(fl) }
      : { ...message, type: channelMessageType(fl), topic: topicForServer(message.topic, fl) };
  return apiRequest<{ id: number; automatic_new_visibility_policy?: number }>(
    conn,
    'POST',
    'messages',
    { ...wire, ...options },
  );
}

/** PATCH /messages/{message_id} */
export const updateMessage = (conn: Connection, messageId: number, params: UpdateMessageParams) =>
  apiRequest<{ detached_uploads?: Attachment[] }>(conn, 'PATCH', `messages/${messageId}`, {
    ...params,
  });

/** DELETE /messages/{message_id} */
export const deleteMessage = (conn: Connection, messageId: number) =>
  apiRequest<object>(conn, 'DELETE', `messages/${messageId}`);

/** GET /messages/{message_id}/history */
export const getMessageHistory = (conn: Connection, messageId: number, fl: number) =>
  apiRequest<{ message_history: MessageHistoryEntry[] }>(
    conn,
    'GET',
    `messages/${messageId}/history`,
    emptyTopicParams(fl),
  );

/** POST /messages/render */
export const renderMessage = (conn: Connection, content: string) =>
  apiRequest<{ rendered: string }>(conn, 'POST', 'messages/render', { content });

/** POST /messages/{message_id}/reactions */
export const addReaction = (conn: Connection, messageId: number, reaction: ReactionParams) =>
  apiRequest<object>(conn, 'POST', `messages/${messageId}/reactions`, { ...reaction });

/** DELETE /messages/{message_id}/reactions */
export const removeReaction = (conn: Connection, messageId: number, reaction: ReactionParams) =>
  apiRequest<object>(conn, 'DELETE', `messages/${messageId}/reactions`, { ...reaction });

/** POST /submessage: a change to a message's widget (a vote, a task checked), as JSON in `content` */
export const sendSubmessage = (
  conn: Connection,
  params: { message_id: number; msg_type: string; content: string },
) => apiRequest<object>(conn, 'POST', 'submessage', { ...params });

/** GET /messages/{message_id}/read_receipts */
export const getReadReceipts = (conn: Connection, messageId: number) =>
  apiRequest<{ user_ids: number[] }>(conn, 'GET', `messages/${messageId}/read_receipts`);

/** POST /messages/flags: returns the IDs actually changed */
export const updateMessageFlags = (
  conn: Connection,
  messages: number[],
  op: 'add' | 'remove',
  flag: string,
) => apiRequest<{ messages: number[] }>(conn, 'POST', 'messages/flags', { messages, op, flag });

/** POST /messages/flags/narrow (FL 155) */
export const updateMessageFlagsForNarrow = (
  conn: Connection,
  params: FlagsNarrowParams,
  fl: number,
) =>
  apiRequest<FlagsNarrowResponse>(conn, 'POST', 'messages/flags/narrow', {
    ...params,
    anchor: String(params.anchor),
    narrow: narrowForServer(params.narrow, fl),
  });

/** POST /mark_all_as_read */
export const markAllAsRead = (conn: Connection) =>
  apiRequest<{ complete?: boolean }>(conn, 'POST', 'mark_all_as_read');

/** POST /mark_stream_as_read */
export const markStreamAsRead = (conn: Connection, stream_id: number) =>
  apiRequest<object>(conn, 'POST', 'mark_stream_as_read', { stream_id });

/** POST /mark_topic_as_read */
export const markTopicAsRead = (conn: Connection, stream_id: number, topic_name: string) =>
  apiRequest<object>(conn, 'POST', 'mark_topic_as_read', { stream_id, topic_name });
