/**
 * The shape of the store: one slice per kind of thing, each normalized by ID.
 * Records keyed by ID (not Maps) so that selectors, equality checks and devtools see plain data,
 * except for the indexes that grow with history (messages, unreads, topics, window ID lists):
 * those are shared containers written in place (see draft.ts), so a batch costs what its events
 * touch.
 * Select an entity (`byId.get(id)`) or the slice holding the container, never the container.
 */
import type { RealmUserEvent, SubscriptionPeerEvent } from '../api/types/event';
import type {
  BasicChannel,
  CustomProfileField,
  Linkifier,
  Message,
  RealmEmoji,
  SavedSnippet,
  SubscriptionProperties,
  User,
  UserGroup,
  UserTopic,
} from '../api/types/models';
import type { NarrowTerm } from '../api/types/narrow';
import type { SupportedPermissionSettings } from '../api/types/register';
import type { RealmSettings, UserSettings } from '../api/types/settings';
import type { Draft } from './draft';
import type { PresenceSlice } from './presence';
import type { ScheduledMessages } from './scheduled';
import type { SyncedDrafts } from './synced-drafts';
import type { UserStatuses } from './user-status';

/** A message as stored: the wire message with the current user's flags beside it. */
export type StoredMessage = Message & {
  flags: string[];
  /** Set on local echoes only. */
  local?: { local_id: string; status: 'sending' | 'failed' };
};

/** A contiguous run of a narrow's messages, as far as they have been fetched. */
export interface MessageWindow {
  narrow: NarrowTerm[];
  /**
   * Ascending (local echoes, with negative IDs, last: see compareIds); no gaps within this
   * narrow. Shared with older versions of the window and appended in place (draft.ts): the
   * window object changes identity on every change, this array does not.
   */
  ids: readonly number[];
  found_oldest: boolean;
  found_newest: boolean;
  /**
   * Kept from before the server last answered (the local copy, or the state before a resync):
   * shown, but fetched again before it is trusted, and replaced by the first page that comes.
   */
  stale?: true;
}

/** What addLocalEcho needs to show a message before the server has it. */
export interface LocalEchoInput {
  type: 'stream' | 'private';
  stream_id?: number;
  topic?: string;
  /** For DMs: every recipient's user ID (the sender is added). */
  to?: number[];
  /** The Markdown the user typed, kept for a retry. */
  raw_content: string;
  /** Shown until the server renders it. */
  rendered_content: string;
}

export interface LocalEcho {
  local_id: string;
  /** The (negative) ID under which the echo is stored; windows sort it after real messages. */
  id: number;
  status: 'sending' | 'failed';
  input: LocalEchoInput;
}

export interface MessagesSlice {
  /** Shared and written in place: a new slice object, and a new message object, per change. */
  byId: ReadonlyMap<number, StoredMessage>;
  /** Keyed by the narrow's canonical string (see narrowKey). */
  windows: Record<string, MessageWindow>;
  /** Keyed by local_id. */
  echoes: Record<string, LocalEcho>;
  /** The last echo number used; never reused, so a late server answer can't match a new echo. */
  lastEcho: number;
}

/** Where an unread message lives, so counts exist for messages never fetched. */
export type UnreadLocation =
  | { type: 'stream'; stream_id: number; topic: string }
  | { type: 'private'; key: string };

export interface UnreadSlice {
  /** Shared and written in place, like messages.byId: the slice object changes per change. */
  byId: ReadonlyMap<number, UnreadLocation>;
  /** Unread messages that mention the user (personally or by wildcard/group). */
  mentions: ReadonlySet<number>;
  /** The server capped the list; counts may be low. */
  old_unreads_missing: boolean;
}

export interface TopicSummary {
  name: string;
  max_id: number;
}

export interface ChannelTopics {
  /** Keyed by the lower-cased topic name (topics are case-insensitive). Shared, like byId. */
  byName: ReadonlyMap<string, TopicSummary>;
  /** True once GET /users/me/{stream_id}/topics has filled it and nothing made it doubtful. */
  complete: boolean;
}

export interface ServerInfo {
  zulip_feature_level: number;
  zulip_version: string;
  zulip_merge_base?: string;
  max_message_length: number;
  max_topic_length: number;
  max_stream_name_length: number;
  max_stream_description_length: number;
  max_file_upload_size_mib: number;
  event_queue_longpoll_timeout_seconds: number;
  server_typing_started_expiry_period_milliseconds: number;
  server_typing_stopped_wait_period_milliseconds: number;
  server_typing_started_wait_period_milliseconds: number;
  /** What each group-setting permission may be set to, when the server says. */
  permission_settings?: SupportedPermissionSettings;
  /** A development server: the event inspector is offered in the personal menu. */
  development_environment?: boolean;
}

export type TypingSlice = Record<string, Record<number, number>>;

/** A direct-message conversation: the other participants and its newest message. */
export interface DmConversation {
  /** Sorted; empty for the conversation with oneself. */
  user_ids: number[];
  max_message_id: number;
}

/**
 * The server's highlighting of one search result (`match_content`, `match_subject`), with the
 * content and topic it was computed from: after an edit it no longer applies.
 */
export interface SearchMatch {
  match_content: string;
  match_subject: string;
  content: string;
  subject: string;
}

export interface ParleyState {
  /** Which register this state came from; batches of another generation are ignored. */
  generation: number;
  /**
   * Set while the state is the local copy of an earlier visit (app/local-copy.ts), until the
   * server answers (a register replaces it, or the copy's queue resumes): the screens say they
   * are catching up, feeds fetch nothing. `queue_id`: the queue the copy was written under.
   */
  copy?: { savedAt: number; queue_id: string | null };
  /**
   * Set while everyone but the user is still to come after a register made without them
   * (store/people-to-come.ts): the realm_user and peer events applied meanwhile, to play over
   * the people and the lists that come with them.
   */
  awaitingPeople?: (RealmUserEvent | SubscriptionPeerEvent)[];
  queue_id: string | null;
  last_event_id: number;
  current_user_id: number;
  server: ServerInfo;
  realm: RealmSettings;
  realmEmoji: Record<string, RealmEmoji>;
  customProfileFields: CustomProfileField[];
  userSettings: UserSettings;
  alertWords: string[];
  linkifiers: Linkifier[];
  /** The channels new users are subscribed to, by stream_id (ascending). */
  defaultChannels: number[];
  savedSnippets: Record<number, SavedSnippet>;
  /** The drafts kept on the server, by ID (empty while the user does not synchronize them). */
  drafts: SyncedDrafts;
  /** The user's scheduled messages and reminders not yet sent, by scheduled_message_id. */
  scheduledMessages: ScheduledMessages;
  users: Record<number, User & { is_active: boolean }>;
  /** Who is around (presence.ts) and what they say they are up to, by user ID. */
  presence: PresenceSlice;
  userStatus: UserStatuses;
  groups: Record<number, UserGroup>;
  channels: Record<number, BasicChannel>;
  /** The current user's subscriptions: their personal settings, by stream_id. */
  subscriptions: Record<number, SubscriptionProperties>;
  /** Sorted subscriber IDs by stream_id, for channels the user may see them. */
  subscribers: Record<number, number[]>;
  /** Keyed by topicKey(stream_id, topic); only non-default visibility policies. */
  userTopics: Record<string, UserTopic>;
  unread: UnreadSlice;
  messages: MessagesSlice;
  topics: Record<number, ChannelTopics>;
  /** The user's starred message IDs, ascending (whether loaded or not). */
  starred: readonly number[];
  /** Direct-message conversations by dmKey, for the sidebar's list by recency. */
  dmConversations: Record<string, DmConversation>;
  /** Conversation key → typist user ID → time (ms) the indicator expires. */
  typing: TypingSlice;
  /** Search highlights by narrow key (of search windows), then message ID. */
  searchMatches: Record<string, ReadonlyMap<number, SearchMatch>>;
}

/** A message whose membership in a search narrow only the server can decide. */
export interface MatchCheck {
  narrowKey: string;
  narrow: NarrowTerm[];
  message_ids: number[];
}

/** Everything a reducer may need besides its slice and the event. */
export interface ReduceContext {
  draft: Draft;
  now: number;
  /** The whole state as it stands before this event (read-only lookups). */
  state: ParleyState;
  /** Reducers add search-narrow checks here; applyEvents returns them. */
  matchChecks: MatchCheck[];
}
