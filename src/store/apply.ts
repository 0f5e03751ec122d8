/**
 * applyEvents: one batch of events in, one new state out. Each event goes to the slices it
 * touches through an exhaustive switch; unknown events are logged and skipped; a reducer that
 * throws abandons the batch and asks for a resync (the old state is left untouched: writes into
 * shared containers are rolled back, see draft.ts).
 */
import type { ServerEvent, WireEvent } from '../api/types/event';
import { reduceChannels } from './channels';
import { reduceDmConversations } from './dm-conversations';
import { Draft } from './draft';
import { reduceGroups } from './groups';
import { reduceDefaultChannels, reduceLinkifiers } from './linkifiers';
import { reduceMessages } from './messages';
import { heldForPeople } from './people-to-come';
import { reducePresence } from './presence';
import { reduceCustomProfileFields, reduceRealm, reduceRealmEmoji, reduceServer } from './realm';
import { reduceScheduledMessages } from './scheduled';
import { reduceAlertWords, reduceUserSettings } from './settings';
import { reduceSavedSnippets } from './snippets';
import { reduceStarred } from './starred';
import type { MatchCheck, ParleyState, ReduceContext } from './state';
import { reduceSubscriberCounts, reduceSubscribers, reduceSubscriptions } from './subscriptions';
import { reduceDrafts } from './synced-drafts';
import { reduceTopics } from './topics';
import { reduceTyping } from './typing';
import { reduceUnread } from './unread';
import { reduceUserStatus } from './user-status';
import { reduceUserTopics } from './user-topics';
import { reduceUsers } from './users';
import { recheckVisibility } from './visibility-windows';
import { wholeMessageEvent } from './whole';

/** Event types and the ops this client knows for each (null: the type has no op). */
const KNOWN: Record<ServerEvent['type'], readonly string[] | null> = {
  message: null,
  update_message: null,
  delete_message: null,
  reaction: ['add', 'remove'],
  update_message_flags: ['add', 'remove'],
  submessage: null,
  typing: ['start', 'stop'],
  subscription: ['add', 'remove', 'update', 'peer_add', 'peer_remove'],
  stream: ['create', 'update', 'delete'],
  realm_user: ['add', 'update', 'remove'],
  user_group: [
    'add',
    'update',
    'add_members',
    'remove_members',
    'add_subgroups',
    'remove_subgroups',
    'remove',
  ],
  user_topic: null,
  saved_snippets: ['add', 'update', 'remove'],
  drafts: ['add', 'update', 'remove'],
  scheduled_messages: ['add', 'update', 'remove'],
  default_streams: null,
  realm_linkifiers: null,
  alert_words: null,
  user_settings: ['update'],
  update_display_settings: null,
  update_global_notifications: null,
  realm: ['update', 'update_dict'],
  heartbeat: null,
  restart: null,
  custom_profile_fields: null,
  realm_emoji: ['update'],
  presence: null,
  user_status: null,
};

export function isKnownEvent(event: WireEvent): event is ServerEvent {
  if (!Object.hasOwn(KNOWN, event.type)) return false;
  const ops = KNOWN[event.type as ServerEvent['type']];
  return ops === null || ops.includes((event as { op?: string }).op ?? '');
}

function assertNever(event: never): never {
  throw new Error(`Unhandled event ${JSON.stringify(event)}`);
}

/** Applies one event to a writable root `s` (owned by ctx.draft). */
export function reduceEvent(s: ParleyState, event: ServerEvent, ctx: ReduceContext): void {
  ctx.state = s;
  switch (event.type) {
    case 'message':
      // Every reducer below reads the message: each gets it whole.
      event = wholeMessageEvent(event);
      s.messages = reduceMessages(s.messages, event, ctx);
      s.unread = reduceUnread(s.unread, event, ctx);
      s.topics = reduceTopics(s.topics, event, ctx);
      s.dmConversations = reduceDmConversations(s.dmConversations, event, ctx);
      s.typing = reduceTyping(s.typing, event, ctx);
      return;
    case 'update_message':
      s.messages = reduceMessages(s.messages, event, ctx);
      s.unread = reduceUnread(s.unread, event, ctx);
      s.topics = reduceTopics(s.topics, event, ctx);
      return;
    case 'delete_message':
      s.messages = reduceMessages(s.messages, event, ctx);
      s.unread = reduceUnread(s.unread, event, ctx);
      s.topics = reduceTopics(s.topics, event, ctx);
      s.starred = reduceStarred(s.starred, event, ctx);
      return;
    case 'update_message_flags':
      s.messages = reduceMessages(s.messages, event, ctx);
      s.unread = reduceUnread(s.unread, event, ctx);
      s.starred = reduceStarred(s.starred, event, ctx);
      return;
    case 'reaction':
    case 'submessage':
      s.messages = reduceMessages(s.messages, event, ctx);
      return;
    case 'typing':
      s.typing = reduceTyping(s.typing, event, ctx);
      return;
    case 'subscription': {
      const before = { ...s };
      if (event.op === 'add') s.channels = reduceChannels(s.channels, event, ctx);
      else s.channels = reduceSubscriberCounts(s.channels, s.subscribers, event, ctx);
      s.subscriptions = reduceSubscriptions(s.subscriptions, event, ctx);
      s.subscribers = reduceSubscribers(s.subscribers, event, ctx);
      if (s.awaitingPeople && (event.op === 'peer_add' || event.op === 'peer_remove')) {
        s.awaitingPeople = heldForPeople(s.awaitingPeople, event);
      }
      if (
        event.op === 'update' &&
        (event.property === 'is_muted' || event.property === 'in_home_view')
      ) {
        s.messages = recheckVisibility(s.messages, ctx, before, event.stream_id);
      }
      return;
    }
    case 'stream':
      s.channels = reduceChannels(s.channels, event, ctx);
      if (event.op === 'delete') {
        s.subscriptions = reduceSubscriptions(s.subscriptions, event, ctx);
        s.subscribers = reduceSubscribers(s.subscribers, event, ctx);
      } else if (event.op === 'create') {
        s.subscribers = reduceSubscribers(s.subscribers, event, ctx);
      }
      return;
    case 'realm_user':
      s.users = reduceUsers(s.users, event, ctx);
      if (s.awaitingPeople) s.awaitingPeople = heldForPeople(s.awaitingPeople, event);
      return;
    case 'user_group':
      s.groups = reduceGroups(s.groups, event, ctx);
      return;
    case 'user_topic': {
      const before = { ...s };
      s.userTopics = reduceUserTopics(s.userTopics, event, ctx);
      s.messages = recheckVisibility(s.messages, ctx, before, event.stream_id, event.topic_name);
      return;
    }
    case 'saved_snippets':
      s.savedSnippets = reduceSavedSnippets(s.savedSnippets, event, ctx);
      return;
    case 'drafts':
      s.drafts = reduceDrafts(s.drafts, event, ctx);
      return;
    case 'scheduled_messages':
      s.scheduledMessages = reduceScheduledMessages(s.scheduledMessages, event, ctx);
      return;
    case 'realm_linkifiers':
      s.linkifiers = reduceLinkifiers(s.linkifiers, event);
      return;
    case 'default_streams':
      s.defaultChannels = reduceDefaultChannels(s.defaultChannels, event);
      return;
    case 'alert_words':
      s.alertWords = reduceAlertWords(s.alertWords, event);
      return;
    case 'user_settings':
    case 'update_display_settings':
    case 'update_global_notifications':
      s.userSettings = reduceUserSettings(s.userSettings, event, ctx);
      if (event.type === 'user_settings') s.drafts = reduceDrafts(s.drafts, event, ctx);
      return;
    case 'realm':
      s.realm = reduceRealm(s.realm, event, ctx);
      return;
    case 'restart':
      s.server = reduceServer(s.server, event, ctx);
      return;
    case 'custom_profile_fields':
      s.customProfileFields = reduceCustomProfileFields(s.customProfileFields, event);
      return;
    case 'realm_emoji':
      s.realmEmoji = reduceRealmEmoji(s.realmEmoji, event);
      return;
    case 'presence':
      s.presence = reducePresence(s.presence, event, ctx);
      return;
    case 'user_status':
      s.userStatus = reduceUserStatus(s.userStatus, event, ctx);
      return;
    case 'heartbeat':
      return;
    default:
      assertNever(event);
  }
}

export interface ApplyOptions {
  now: number;
  /** Where skipped events are reported; console.warn by default. */
  log?: (message: string, event: WireEvent) => void;
}

export interface ApplyResult {
  state: ParleyState;
  /** A reducer threw: the state is the one before the batch and only a resync can help. */
  needsResync: boolean;
  error?: unknown;
  /** Messages whose place in a search narrow needs GET /messages/matches_narrow. */
  matchChecks: MatchCheck[];
  applied: number;
  skipped: number;
}

export function applyEvents(
  state: ParleyState,
  events: readonly WireEvent[],
  options: ApplyOptions,
): ApplyResult {
  const log = options.log ?? ((message, event) => console.warn(message, event));
  const ctx: ReduceContext = { draft: new Draft(), now: options.now, state, matchChecks: [] };
  const s = ctx.draft.copy(state);
  let applied = 0;
  let skipped = 0;
  for (const event of events) {
    if (event.id <= s.last_event_id) {
      skipped++; // Delivered twice (a retried poll): already applied.
      continue;
    }
    s.last_event_id = event.id;
    if (!isKnownEvent(event)) {
      log(`Skipping unknown event ${event.type}${event.op ? `/${event.op}` : ''}`, event);
      skipped++;
      continue;
    }
    try {
      reduceEvent(s, event, ctx);
      applied++;
    } catch (error) {
      ctx.draft.rollback();
      log(`Event ${event.type} could not be applied; resync needed`, event);
      return { state, needsResync: true, error, matchChecks: [], applied, skipped };
    }
  }
  if (applied === 0 && skipped === events.length && s.last_event_id === state.last_event_id) {
    return { state, needsResync: false, matchChecks: [], applied, skipped };
  }
  return { state: s, needsResync: false, matchChecks: ctx.matchChecks, applied, skipped };
}
