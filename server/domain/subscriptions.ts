/** Subscribing: the colour palette, creating channels on the way, the events. */
import { SUBSCRIPTION_COLORS } from '../../src/api/constants';
import type { Db } from '../db/database';
import {
  activeSubscriberIds,
  getStreamById,
  getStreamByName,
  getSubscription,
  insertStream,
  type StreamRow,
  subscriberCounts,
  subscriptionsOfUser,
  upsertSubscription,
} from '../db/streams';
import type { UserRow } from '../db/users';
import {
  checkChannelDescription,
  checkChannelName,
  defaultStreamsNotice,
  parseRetentionDays,
} from './channel-settings';
import {
  channelMetadataAudience,
  channelToApi,
  STREAM_GROUP_SETTINGS,
  type StreamGroupSetting,
  subscriberAudience,
  subscriptionToApi,
} from './channels';
import { badRequest } from './errors';
import {
  defaultGroupSetting,
  STREAM_SETTING_RULES,
  validateGroupSetting,
} from './group-setting-values';
import type { Notice, Outcome } from './notices';
import { type OrgContext, renderOrgMarkdown } from './org-context';
import {
  canAddSubscribers,
  canCreateChannel,
  canCreateWebPublicChannel,
  canManageDefaultChannels,
  canSeeChannelMetadata,
  canSetMessageRetention,
  canSubscribeSelf,
} from './permissions';
import { type Principals, resolvePrincipals } from './principals';
import { type GroupSettingValue, loadRealm } from './realm';
import { inTransaction } from './transaction';

/** The colours new subscriptions (and avatars, by user ID) are given in turn: the API's first ten. */
export const COLORS_IN_TURN = SUBSCRIPTION_COLORS.slice(0, 10);

/** Settings for channels this request creates (ignored for existing channels). */
export interface CreationSettings {
  invite_only: boolean;
  is_web_public: boolean;
  is_default_stream: boolean;
  history_public_to_subscribers?: boolean;
  message_retention_days?: string | number;
  groups: Partial<Record<StreamGroupSetting, GroupSettingValue>>;
}

export interface SubscribeRequest {
  subscriptions: ReadonlyArray<{ name: string; description?: string; color?: string }>;
  principals?: Principals;
  authorization_errors_fatal: boolean;
  creation: CreationSettings;
}

export type SubscribeResult = {
  subscribed: Record<string, string[]>;
  already_subscribed: Record<string, string[]>;
  unauthorized?: string[];
};

function pushTo(map: Record<string, string[]>, key: string, name: string) {
  map[key] = [...(map[key] ?? []), name];
}

/** The colour of a user's next subscription: the palette in turn. */
export const nextSubscriptionColor = (db: Db, userId: number): string =>
  COLORS_IN_TURN[subscriptionsOfUser(db, userId).length % COLORS_IN_TURN.length]!;

/** Checks the creation settings and inserts a new channel created by `user`. */
function createChannel(
  ctx: OrgContext,
  user: UserRow,
  name: string,
  description: string,
  c: CreationSettings,
): StreamRow {
  const { db } = ctx;
  const inviteOnly = c.invite_only && !c.is_web_public;
  if (c.invite_only && c.is_web_public) {
    throw badRequest('Invalid parameters: a channel cannot be both private and web-public.');
  }
  if (c.is_web_public) {
    if (!loadRealm(db).settings.enable_spectator_access) {
      throw badRequest('Web-public channels are not enabled in this organization.');
    }
    if (!canCreateWebPublicChannel(db, user)) {
      throw badRequest('Insufficient permission: you may not create web-public channels.');
    }
  } else if (!canCreateChannel(db, user, { invite_only: inviteOnly, is_web_public: false })) {
    throw badRequest(
      `Insufficient permission: you may not create ${inviteOnly ? 'private' : 'public'} channels.`,
    );
  }
  if (!inviteOnly && c.history_public_to_subscribers === false) {
    throw badRequest(
      'Invalid parameters: public and web-public channels must keep their history visible to subscribers.',
    );
  }
  if (c.is_default_stream) {
    if (!canManageDefaultChannels(user)) {
      throw badRequest('Must be an organization administrator to create default channels.');
    }
    if (inviteOnly) throw badRequest('A default channel cannot be private.');
  }
  let retention: number | null = null;
  if (c.message_retention_days !== undefined) {
    retention = parseRetentionDays(c.message_retention_days);
    if (retention !== null && !canSetMessageRetention(user)) {
      throw badRequest('Must be an organization owner to set message retention.');
    }
  }
  const groups = {} as Record<StreamGroupSetting, string>;
  for (const key of STREAM_GROUP_SETTINGS) {
    const rule = STREAM_SETTING_RULES[key];
    const given = c.groups[key];
    const value =
      given === undefined
        ? defaultGroupSetting(db, rule, user.id)
        : validateGroupSetting(db, key, rule, given);
    groups[key] = JSON.stringify(value);
  }
  const desc = checkChannelDescription(description);
  const id = insertStream(db, {
    name,
    description: desc,
    rendered_description: renderOrgMarkdown(ctx, desc, user),
    date_created: ctx.now,
    creator_id: user.id,
    invite_only: inviteOnly ? 1 : 0,
    is_web_public: c.is_web_public ? 1 : 0,
    history_public_to_subscribers: inviteOnly ? (c.history_public_to_subscribers ? 1 : 0) : 1,
    message_retention_days: retention,
    is_default_stream: c.is_default_stream ? 1 : 0,
    ...groups,
  });
  return getStreamById(db, id)!;
}

/** POST /users/me/subscriptions: subscribes principals, creating channels that do not exist. */
export function subscribe(
  ctx: OrgContext,
  user: UserRow,
  req: SubscribeRequest,
): Outcome<SubscribeResult> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    const targets = req.principals ? resolvePrincipals(db, req.principals, user) : [user];
    const othersIncluded = targets.some((t) => t.id !== user.id);
    const channels: Array<{ stream: StreamRow; created: boolean; color?: string }> = [];
    const unauthorized: string[] = [];
    for (const item of req.subscriptions) {
      const name = checkChannelName(db, item.name, getStreamByName(db, item.name.trim()));
      const existing = getStreamByName(db, name);
      if (!existing) {
        channels.push({
          stream: createChannel(ctx, user, name, item.description ?? '', req.creation),
          created: true,
          color: item.color,
        });
        continue;
      }
      const allowed = othersIncluded
        ? canAddSubscribers(db, user, existing)
        : canSubscribeSelf(db, user, existing);
      if (allowed) {
        channels.push({ stream: existing, created: false, color: item.color });
      } else if (othersIncluded && canSeeChannelMetadata(db, user, existing)) {
        throw badRequest(
          `Insufficient permission: you may not subscribe other users to '${existing.name}'.`,
        );
      } else if (req.authorization_errors_fatal) {
        throw badRequest(`Unable to access channel (${name}).`);
      } else {
        unauthorized.push(name);
      }
    }

    const result: SubscribeResult = { subscribed: {}, already_subscribed: {} };
    if (!req.authorization_errors_fatal) result.unauthorized = unauthorized;
    const notices: Notice[] = [];
    const peerNotices: Notice[] = [];
    const newSubsByUser = new Map<number, StreamRow[]>();
    // A stream create event carries the count before this request's subscriptions, as Zulip
    // announces a channel before subscribing anyone to it: the peer_add events that follow it
    // bring the count up to date, and those subscribed get it in their subscription add.
    const countsBefore = subscriberCounts(
      db,
      channels.map((c) => c.stream.id),
    );
    for (const { stream, created, color } of channels) {
      const audienceBefore = created ? [] : channelMetadataAudience(db, stream);
      const added: number[] = [];
      for (const t of targets) {
        const key = String(t.id);
        if (getSubscription(db, t.id, stream.id)?.active) {
          pushTo(result.already_subscribed, key, stream.name);
          continue;
        }
        upsertSubscription(db, t.id, stream.id, color ?? nextSubscriptionColor(db, t.id));
        pushTo(result.subscribed, key, stream.name);
        added.push(t.id);
        newSubsByUser.set(t.id, [...(newSubsByUser.get(t.id) ?? []), stream]);
      }
      const audience = channelMetadataAudience(db, stream);
      const newlyVisible = audience.filter((u) => !audienceBefore.includes(u));
      if (newlyVisible.length) {
        notices.push({
          event: {
            type: 'stream',
            op: 'create',
            streams: [channelToApi(db, stream, ctx.now, countsBefore.get(stream.id) ?? 0)],
          },
          users: newlyVisible,
        });
      }
      if (created && stream.is_default_stream) notices.push(defaultStreamsNotice(ctx));
      const peers = subscriberAudience(db, stream).filter((u) => !added.includes(u));
      if (added.length && peers.length) {
        peerNotices.push({
          event: { type: 'subscription', op: 'peer_add', stream_ids: [stream.id], user_ids: added },
          users: peers,
        });
      }
    }
    for (const [userId, streams] of newSubsByUser) {
      const subscriptions = streams.map((s) =>
        subscriptionToApi(
          db,
          s,
          getSubscription(db, userId, s.id)!,
          ctx.now,
          activeSubscriberIds(db, s.id),
        ),
      );
      notices.push({ event: { type: 'subscription', op: 'add', subscriptions }, users: [userId] });
    }
    return { result, notices: [...notices, ...peerNotices] };
  });
}
