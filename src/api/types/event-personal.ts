/**
 * The members of the GET /events union about a user's own things, seen only by them: saved
 * snippets, drafts, scheduled messages (see event.ts).
 */
import type { EventBase } from './event-messages';
import type { Draft, SavedSnippet, ScheduledMessage } from './models';

export interface SavedSnippetsAddEvent extends EventBase {
  type: 'saved_snippets';
  op: 'add';
  saved_snippet: SavedSnippet;
}

/** FL 368: a snippet edited. */
export interface SavedSnippetsUpdateEvent extends EventBase {
  type: 'saved_snippets';
  op: 'update';
  saved_snippet: SavedSnippet;
}

export interface SavedSnippetsRemoveEvent extends EventBase {
  type: 'saved_snippets';
  op: 'remove';
  saved_snippet_id: number;
}

export interface DraftsAddEvent extends EventBase {
  type: 'drafts';
  op: 'add';
  drafts: Draft[];
}

export interface DraftsUpdateEvent extends EventBase {
  type: 'drafts';
  op: 'update';
  draft: Draft;
}

export interface DraftsRemoveEvent extends EventBase {
  type: 'drafts';
  op: 'remove';
  draft_id: number;
}

export type DraftsEvent = DraftsAddEvent | DraftsUpdateEvent | DraftsRemoveEvent;

export interface ScheduledMessagesAddEvent extends EventBase {
  type: 'scheduled_messages';
  op: 'add';
  scheduled_messages: ScheduledMessage[];
}

export interface ScheduledMessagesUpdateEvent extends EventBase {
  type: 'scheduled_messages';
  op: 'update';
  scheduled_message: ScheduledMessage;
}

export interface ScheduledMessagesRemoveEvent extends EventBase {
  type: 'scheduled_messages';
  op: 'remove';
  scheduled_message_id: number;
}

/** FL 179: the user's scheduled messages changed (a sent one is removed). */
export type ScheduledMessagesEvent =
  | ScheduledMessagesAddEvent
  | ScheduledMessagesUpdateEvent
  | ScheduledMessagesRemoveEvent;

export type SavedSnippetsEvent =
  | SavedSnippetsAddEvent
  | SavedSnippetsUpdateEvent
  | SavedSnippetsRemoveEvent;
