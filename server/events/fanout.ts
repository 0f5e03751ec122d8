/** Fan-out: one domain notice turned into what each queue receives. */
import {
  LEGACY_DISPLAY_SETTINGS,
  LEGACY_NOTIFICATION_SETTINGS,
  resolveNotificationSettings,
} from '../domain/legacy-settings';
import type { EventBody, Notice } from '../domain/notices';
import { hasCapability } from './capabilities';
import { withoutEmptyTopic } from './empty-topic';
import type { EventQueue } from './queue';

/** What fan-out needs to know about users beyond the notice itself. */
export interface UserLookup {
  emailOf(userId: number): string | undefined;
  /** The user's personal settings (users.settings), for resolving null notification settings. */
  settingsOf(userId: number): Readonly<Record<string, unknown>>;
  /** The realm's name for the empty topic, for clients that cannot show "". */
  emptyTopicDisplayName(): string;
}

/** One event for one queue: the shared body and the queue's own fields. */
export interface Delivery {
  event: EventBody;
  extra?: Record<string, unknown>;
}

/**
 * Turns one notice into what one queue receives, following Zulip's ClientDescriptor
 * accepts_event and the process_*_event adaptations. Variants that many queues share (raw
 * Markdown, one-per-message deletions) are built once per notice in `shared`.
 */
export function deliveriesFor(
  q: EventQueue,
  notice: Notice,
  shared: Map<string, EventBody>,
  users: UserLookup,
): Delivery[] {
  const { event } = notice;
  const caps = q.options.capabilities;
  if (notice.capability && !hasCapability(caps, notice.capability)) return [];
  if (notice.withoutCapability && hasCapability(caps, notice.withoutCapability)) return [];
  const extra = queueFields(q, notice);
  const out: Delivery[] = [];
  if (accepts(q, event, extra)) {
    const emptyTopicOk = hasCapability(caps, 'empty_topic_name');
    for (const e of adapt(q, event, notice, shared, users)) {
      const shown = emptyTopicOk ? e : withoutEmptyTopic(e, users.emptyTopicDisplayName());
      out.push({ event: shown, extra });
    }
  }
  const legacy = legacySettingsEvent(q, event, shared, users);
  if (legacy) out.push({ event: legacy });
  return out;
}

function queueFields(q: EventQueue, notice: Notice): Record<string, unknown> | undefined {
  const perUser = notice.perUser?.get(q.userId);
  const forQueue = notice.forQueue?.queue_id === q.id ? notice.forQueue.fields : undefined;
  if (perUser && forQueue) return { ...perUser, ...forQueue };
  return perUser ?? forQueue;
}

const wants = (q: EventQueue, type: string) => {
  const types = q.options.eventTypes;
  return types === null || types.has(type);
};

function accepts(q: EventQueue, event: EventBody, extra?: Record<string, unknown>): boolean {
  const caps = q.options.capabilities;
  const has = (c: string) => hasCapability(caps, c);
  if (event.type === 'heartbeat') return true;
  if (!wants(q, event.type)) return false;
  switch (event.type) {
    case 'muted_topics':
      return q.options.eventTypes === null || !q.options.eventTypes.has('user_topic');
    case 'message': {
      if (!q.options.narrow) return true;
      const flags = (extra?.flags ?? event.flags ?? []) as string[];
      return q.options.narrow(event.message as Record<string, unknown>, flags);
    }
    case 'typing':
      return !('stream_id' in event) || has('stream_typing_notifications');
    case 'update_display_settings':
    case 'update_global_notifications':
      return !has('user_settings_object');
    case 'user_group':
      if (event.op === 'remove') return !has('include_deactivated_groups');
      if (event.op === 'update' && 'deactivated' in (event.data as object)) {
        return has('include_deactivated_groups');
      }
      return true;
    case 'realm_linkifiers':
      return has('linkifier_url_template');
    case 'stream':
      return event.op !== 'update' || event.property !== 'is_archived' || has('archived_channels');
    default:
      return true;
  }
}

function cached(shared: Map<string, EventBody>, key: string, make: () => EventBody): EventBody {
  let e = shared.get(key);
  if (!e) {
    e = make();
    shared.set(key, e);
  }
  return e;
}

function adapt(
  q: EventQueue,
  event: EventBody,
  notice: Notice,
  shared: Map<string, EventBody>,
  users: UserLookup,
): EventBody[] {
  const caps = q.options.capabilities;
  if (event.type === 'message' && !q.options.applyMarkdown && notice.rawContent !== undefined) {
    const raw = notice.rawContent;
    return [
      cached(shared, 'raw', () => ({
        ...event,
        message: {
          ...(event.message as object),
          content: raw,
          content_type: 'text/x-markdown',
        },
      })),
    ];
  }
  if (
    event.type === 'delete_message' &&
    Array.isArray(event.message_ids) &&
    !hasCapability(caps, 'bulk_message_deletion')
  ) {
    const { message_ids, ...rest } = event;
    return (message_ids as number[]).map((id) =>
      cached(shared, `delete:${id}`, () => ({ ...rest, message_id: id })),
    );
  }
  if (
    event.type === 'subscription' &&
    event.op === 'add' &&
    !hasCapability(caps, 'notification_settings_null')
  ) {
    return [
      cached(shared, `subs:${q.userId}`, () => {
        const settings = users.settingsOf(q.userId);
        const subs = event.subscriptions as Record<string, unknown>[];
        return {
          ...event,
          subscriptions: subs.map((s) => resolveNotificationSettings(s, settings)),
        };
      }),
    ];
  }
  return [event];
}

/**
 * Clients without user_settings_object also get update_display_settings or
 * update_global_notifications for a user_settings change (zerver/actions/user_settings.py).
 */
function legacySettingsEvent(
  q: EventQueue,
  event: EventBody,
  shared: Map<string, EventBody>,
  users: UserLookup,
): EventBody | null {
  if (event.type !== 'user_settings' || event.op !== 'update') return null;
  if (hasCapability(q.options.capabilities, 'user_settings_object')) return null;
  const property = String(event.property);
  const user = users.emailOf(q.userId) ?? '';
  if (LEGACY_DISPLAY_SETTINGS.has(property) && wants(q, 'update_display_settings')) {
    return cached(shared, `display:${q.userId}`, () => ({
      type: 'update_display_settings',
      user,
      setting_name: property,
      setting: event.value,
      ...(event.language_name !== undefined ? { language_name: event.language_name } : {}),
    }));
  }
  if (LEGACY_NOTIFICATION_SETTINGS.has(property) && wants(q, 'update_global_notifications')) {
    return cached(shared, `notifications:${q.userId}`, () => ({
      type: 'update_global_notifications',
      user,
      notification_name: property,
      setting: event.value,
    }));
  }
  return null;
}
