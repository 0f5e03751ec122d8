/** Unsubscribing, the bulk PATCH of subscriptions, and subscription properties. */
import {
  deactivateSubscription,
  getStreamByName,
  getSubscription,
  type StreamRow,
  type SubscriptionProperty,
  setSubscriptionProperty,
} from '../db/streams';
import type { UserRow } from '../db/users';
import {
  accessChannelById,
  channelMetadataAudience,
  channelToApi,
  subscriberAudience,
} from './channels';
import { ApiError, badRequest } from './errors';
import type { Notice, Outcome } from './notices';
import type { OrgContext } from './org-context';
import { canRemoveSubscribers, canSeeChannelMetadata } from './permissions';
import { type Principals, resolvePrincipals } from './principals';
import { type SubscribeResult, subscribe } from './subscriptions';
import { inTransaction } from './transaction';

export type UnsubscribeResult = {
  removed: string[];
  not_removed: string[];
};

const streamDoesNotExist = (name: string) =>
  new ApiError(`Channel '${name}' does not exist`, 'STREAM_DOES_NOT_EXIST', 400, { stream: name });

/**
 * DELETE /users/me/subscriptions. Anyone may unsubscribe themself; unsubscribing others takes
 * can_remove_subscribers_group or being a channel administrator.
 */
export function unsubscribe(
  ctx: OrgContext,
  user: UserRow,
  names: readonly string[],
  principals?: Principals,
): Outcome<UnsubscribeResult> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    const targets = principals ? resolvePrincipals(db, principals, user) : [user];
    const othersIncluded = targets.some((t) => t.id !== user.id);
    const streams: StreamRow[] = [];
    for (const raw of names) {
      const s = getStreamByName(db, raw.trim());
      if (!s || !canSeeChannelMetadata(db, user, s)) throw streamDoesNotExist(raw);
      if (othersIncluded && !canRemoveSubscribers(db, user, s)) {
        throw badRequest(
          `Insufficient permission: you may not unsubscribe other users from '${s.name}'.`,
        );
      }
      streams.push(s);
    }
    const result: UnsubscribeResult = { removed: [], not_removed: [] };
    const notices: Notice[] = [];
    const peerNotices: Notice[] = [];
    const removedByUser = new Map<number, StreamRow[]>();
    for (const s of streams) {
      const audienceBefore = channelMetadataAudience(db, s);
      const removed: number[] = [];
      for (const t of targets) {
        if (!getSubscription(db, t.id, s.id)?.active) {
          result.not_removed.push(s.name);
          continue;
        }
        deactivateSubscription(db, t.id, s.id);
        result.removed.push(s.name);
        removed.push(t.id);
        removedByUser.set(t.id, [...(removedByUser.get(t.id) ?? []), s]);
      }
      if (!removed.length) continue;
      const audience = channelMetadataAudience(db, s);
      const lost = audienceBefore.filter((u) => !audience.includes(u));
      if (lost.length) {
        peerNotices.push({
          event: {
            type: 'stream',
            op: 'delete',
            streams: [channelToApi(db, s, ctx.now)],
            stream_ids: [s.id],
          },
          users: lost,
        });
      }
      const peers = subscriberAudience(db, s).filter((u) => !removed.includes(u));
      if (peers.length) {
        peerNotices.push({
          event: { type: 'subscription', op: 'peer_remove', stream_ids: [s.id], user_ids: removed },
          users: peers,
        });
      }
    }
    for (const [userId, ss] of removedByUser) {
      notices.push({
        event: {
          type: 'subscription',
          op: 'remove',
          subscriptions: ss.map((s) => ({ stream_id: s.id, name: s.name })),
        },
        users: [userId],
      });
    }
    return { result, notices: [...notices, ...peerNotices] };
  });
}

/** PATCH /users/me/subscriptions: the caller's own bulk add and delete. */
export function updateSubscriptions(
  ctx: OrgContext,
  user: UserRow,
  add: ReadonlyArray<{ name: string; color?: string; description?: string }>,
  del: readonly string[],
): Outcome<SubscribeResult & UnsubscribeResult> {
  return inTransaction(ctx.db, () => {
    const added = add.length
      ? subscribe(ctx, user, {
          subscriptions: add,
          authorization_errors_fatal: true,
          creation: {
            invite_only: false,
            is_web_public: false,
            is_default_stream: false,
            groups: {},
          },
        })
      : { result: { subscribed: {}, already_subscribed: {} }, notices: [] };
    const removed = del.length
      ? unsubscribe(ctx, user, del)
      : { result: { removed: [], not_removed: [] }, notices: [] };
    return {
      result: { ...added.result, ...removed.result },
      notices: [...added.notices, ...removed.notices],
    };
  });
}

export interface PropertyChange {
  stream_id: number;
  property: string;
  value: unknown;
}

const BOOL_PROPERTIES = new Set([
  'is_muted',
  'in_home_view',
  'pin_to_top',
  'desktop_notifications',
  'audible_notifications',
  'push_notifications',
  'email_notifications',
  'wildcard_mentions_notify',
]);
const NULLABLE = new Set([
  'desktop_notifications',
  'audible_notifications',
  'push_notifications',
  'email_notifications',
  'wildcard_mentions_notify',
]);

/** POST /users/me/subscriptions/properties: personal settings of channels the user is subscribed to. */
export function changeSubscriptionProperties(
  ctx: OrgContext,
  user: UserRow,
  changes: readonly PropertyChange[],
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    const planned: Array<{
      streamId: number;
      column: SubscriptionProperty;
      stored: string | number | null;
      events: Array<[string, unknown]>;
    }> = [];
    for (const c of changes) {
      const s = accessChannelById(db, user, c.stream_id);
      if (!getSubscription(db, user.id, s.id)?.active) {
        throw badRequest(`Not subscribed to channel ID ${c.stream_id}`);
      }
      if (c.property === 'color') {
        if (typeof c.value !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(c.value)) {
          throw badRequest('color is not a valid hex color code (e.g. "#c2c2c2").');
        }
        planned.push({
          streamId: s.id,
          column: 'color',
          stored: c.value,
          events: [['color', c.value]],
        });
        continue;
      }
      if (!BOOL_PROPERTIES.has(c.property)) {
        throw badRequest(`Unknown subscription property: ${c.property}`);
      }
      if (c.value === null && NULLABLE.has(c.property)) {
        planned.push({
          streamId: s.id,
          column: c.property as SubscriptionProperty,
          stored: null,
          events: [[c.property, null]],
        });
        continue;
      }
      if (typeof c.value !== 'boolean') throw badRequest(`${c.property} is not a boolean`);
      if (c.property === 'is_muted' || c.property === 'in_home_view') {
        const muted = c.property === 'is_muted' ? c.value : !c.value;
        planned.push({
          streamId: s.id,
          column: 'is_muted',
          stored: muted ? 1 : 0,
          events: [
            ['is_muted', muted],
            ['in_home_view', !muted],
          ],
        });
        continue;
      }
      planned.push({
        streamId: s.id,
        column: c.property as SubscriptionProperty,
        stored: c.value ? 1 : 0,
        events: [[c.property, c.value]],
      });
    }
    const notices: Notice[] = [];
    for (const p of planned) {
      setSubscriptionProperty(db, user.id, p.streamId, p.column, p.stored);
      for (const [property, value] of p.events) {
        notices.push({
          event: { type: 'subscription', op: 'update', stream_id: p.streamId, property, value },
          users: [user.id],
        });
      }
    }
    return { result: {}, notices };
  });
}
