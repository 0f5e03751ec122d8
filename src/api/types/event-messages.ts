/** The message-related members of the GET /events union (see event.ts). */
import type { Message, ReactionType } from './models';

export interface EventBase {
  id: number;
}

export interface MessageEvent extends EventBase {
  type: 'message';
  message: Message;
  flags: string[];
  /** Only on the sender's own queue, echoing the `local_id` it sent. */
  local_message_id?: string;
}

export interface UpdateMessageEvent extends EventBase {
  type: 'update_message';
  /** null for rendering-only updates. */
  user_id: number | null;
  message_id: number;
  message_ids: number[];
  flags: string[];
  edit_timestamp: number;
  rendering_only: boolean;
  stream_name?: string;
  /** The channel before the edit. */
  stream_id?: number;
  new_stream_id?: number;
  propagate_mode?: 'change_one' | 'change_later' | 'change_all';
  orig_subject?: string;
  subject?: string;
  topic_links?: { text: string; url: string }[];
  orig_content?: string;
  orig_rendered_content?: string;
  content?: string;
  rendered_content?: string;
  is_me_message?: boolean;
}

export interface DeleteMessageEvent extends EventBase {
  type: 'delete_message';
  /** With bulk_message_deletion; `message_id` without. */
  message_ids?: number[];
  message_id?: number;
  message_type: 'private' | 'stream';
  stream_id?: number;
  topic?: string;
}

export interface ReactionEvent extends EventBase {
  type: 'reaction';
  op: 'add' | 'remove';
  message_id: number;
  user_id: number;
  emoji_name: string;
  emoji_code: string;
  reaction_type: ReactionType;
}

export interface MessageDetails {
  type: 'private' | 'stream';
  mentioned?: boolean;
  user_ids?: number[];
  stream_id?: number;
  topic?: string;
  unmuted_stream_msg?: boolean;
}

export interface UpdateMessageFlagsAddEvent extends EventBase {
  type: 'update_message_flags';
  op: 'add';
  operation?: 'add';
  flag: string;
  messages: number[];
  all?: boolean;
}

export interface UpdateMessageFlagsRemoveEvent extends EventBase {
  type: 'update_message_flags';
  op: 'remove';
  operation?: 'remove';
  flag: string;
  messages: number[];
  all?: boolean;
  /** Present when `flag` is `read`: enough to put the messages back into unread counts. */
  message_details?: Record<string, MessageDetails>;
}

export interface SubmessageEvent extends EventBase {
  type: 'submessage';
  msg_type: string;
  content: string;
  message_id: number;
  sender_id: number;
  submessage_id: number;
}

export interface TypingUser {
  user_id: number;
  email: string;
}

export interface TypingEvent extends EventBase {
  type: 'typing';
  op: 'start' | 'stop';
  message_type: 'direct' | 'stream';
  sender: TypingUser;
  recipients?: TypingUser[];
  stream_id?: number;
  topic?: string;
}
