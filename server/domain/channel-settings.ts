/** Changing a channel: PATCH /streams/{stream_id} and what it checks. */
import { rawRealmSettings } from '../db/realm';
import {
  activeSubscriberIds,
  getStreamByName,
  listStreams,
  type StreamPatch,
  type StreamRow,
  updateStream,
} from '../db/streams';
import type { UserRow } from '../db/users';
import {
  accessChannelById,
  channelMetadataAudience,
  channelToApi,
  legacyStreamPostPolicy,
  STREAM_GROUP_SETTINGS,
  type StreamGroupSetting,
  streamGroupSetting,
  subscriberAudience,
} from './channels';
import { badRequest } from './errors';
import {
  applyGroupSettingUpdate,
  type GroupSettingUpdate,
  STREAM_SETTING_RULES,
} from './group-setting-values';
import { type Notice, type Outcome, outcome } from './notices';
import type { OrgContext } from './org-context';
import { renderOrgMarkdown } from './org-context';
import {
  canAdministerChannel,
  canArchiveChannel,
  canCreateWebPublicChannel,
  canManageDefaultChannels,
  canSetMessageRetention,
  canUnarchiveChannel,
  isSubscribed,
} from './permissions';
import { loadRealm, SERVER_CONSTANTS } from './realm';
import { inTransaction } from './transaction';
import { activeNonGuestIds } from './user-audience';

/** PATCH /streams/{stream_id} parameters, already parsed. */
export interface ChannelPatch {
  new_name?: string;
  description?: string;
  is_private?: boolean;
  is_web_public?: boolean;
  history_public_to_subscribers?: boolean;
  is_default_stream?: boolean;
  is_archived?: boolean;
  message_retention_days?: string | number;
  groups: Partial<Record<StreamGroupSetting, GroupSettingUpdate>>;
}

const cannotAdminister = () => badRequest('You do not have permission to administer this channel.');

/** A channel name, checked as Zulip checks it; `except` may keep its own name in another case. */
export function checkChannelName(db: OrgContext['db'], raw: string, except?: StreamRow): string {
  const name = raw.trim();
  if (name === '') throw badRequest("Channel name can't be empty.");
  if ([...name].length > SERVER_CONSTANTS.max_stream_name_length) {
    throw badRequest(
      `Channel name too long (limit: ${SERVER_CONSTANTS.max_stream_name_length} characters).`,
    );
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  const bad = name.search(/[\u0000-\u001f\u007f]/);
  if (bad >= 0) throw badRequest(`Invalid character in channel name, at position ${bad + 1}.`);
  const existing = getStreamByName(db, name);
  if (existing && existing.id !== except?.id) {
    throw badRequest(`Channel name '${name}' is already taken.`);
  }
  return name;
}

export function checkChannelDescription(raw: string): string {
  // Zulip keeps descriptions on one line.
  const description = raw.replace(/\r?\n/g, ' ');
  if ([...description].length > SERVER_CONSTANTS.max_stream_description_length) {
    throw badRequest(
      `Channel description too long (limit: ${SERVER_CONSTANTS.max_stream_description_length} characters).`,
    );
  }
  return description;
}

/** "realm_default" → null, "unlimited" → -1, a positive number of days as it is. */
export function parseRetentionDays(v: string | number): number | null {
  if (v === 'realm_default') return null;
  if (v === 'unlimited') return -1;
  const n = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) {
    throw badRequest(
      `Bad value for 'message_retention_days': ${v} (use a positive number of days, "unlimited" or "realm_default").`,
    );
  }
  return n;
}

const moderationRequestChannelId = (db: OrgContext['db']) =>
  Number(rawRealmSettings(db).moderation_request_channel_id ?? -1);

/** PATCH /streams/{stream_id} */
export function updateChannel(
  ctx: OrgContext,
  user: UserRow,
  streamId: number,
  p: ChannelPatch,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    const s = accessChannelById(db, user, streamId);
    if (p.is_archived === false) return unarchiveChannel(ctx, user, s);
    if (p.is_archived === true) return archiveChannel(ctx, user, streamId);
    if (!canAdministerChannel(db, user, s)) throw cannotAdminister();
    // An archived channel may still change between public and private (feature level 362).
    const privacyOnly =
      p.new_name === undefined &&
      p.description === undefined &&
      p.is_default_stream === undefined &&
      p.message_retention_days === undefined &&
      Object.keys(p.groups).length === 0;
    if (s.is_archived && !privacyOnly)
      throw badRequest('This channel is archived; unarchive it before changing it.');

    const patch: StreamPatch = {};
    const events: Array<Record<string, unknown>> = [];
    const update = (property: string, value: unknown, extra: Record<string, unknown> = {}) =>
      events.push({
        type: 'stream',
        op: 'update',
        stream_id: s.id,
        name: s.name,
        property,
        value,
        ...extra,
      });

    if (p.message_retention_days !== undefined) {
      if (!canSetMessageRetention(user)) {
        throw badRequest('Must be an organization owner to change message retention.');
      }
      patch.message_retention_days = parseRetentionDays(p.message_retention_days);
    }
    let defaultChanged = false;
    if (p.is_default_stream !== undefined && p.is_default_stream !== (s.is_default_stream === 1)) {
      if (!canManageDefaultChannels(user)) {
        throw badRequest('Must be an organization administrator to change default channels.');
      }
      patch.is_default_stream = p.is_default_stream ? 1 : 0;
      defaultChanged = true;
    }
    applyPrivacy(ctx, user, s, p, patch);
    if (
      (patch.is_default_stream ?? s.is_default_stream) === 1 &&
      (patch.invite_only ?? s.invite_only) === 1
    ) {
      throw badRequest('A default channel cannot be private.');
    }
    if (p.new_name !== undefined) {
      const name = checkChannelName(db, p.new_name, s);
      if (name !== s.name) patch.name = name;
    }
    if (p.description !== undefined) {
      patch.description = checkChannelDescription(p.description);
      patch.rendered_description = renderOrgMarkdown(ctx, patch.description, user);
    }
    for (const key of STREAM_GROUP_SETTINGS) {
      const u = p.groups[key];
      if (!u) continue;
      const value = applyGroupSettingUpdate(
        db,
        key,
        STREAM_SETTING_RULES[key],
        streamGroupSetting(s, key),
        u,
      );
      patch[key] = JSON.stringify(value);
    }

    // Events, in Zulip's order (update_stream_backend changes the description before the
    // name), each naming the channel by its name before this change.
    if (patch.description !== undefined && patch.description !== s.description) {
      update('description', patch.description, {
        rendered_description: patch.rendered_description,
      });
    }
    if (patch.name !== undefined) update('name', patch.name);
    const after = { ...s, ...patch } as StreamRow;
    if (after.invite_only !== s.invite_only) {
      update('invite_only', after.invite_only === 1, {
        history_public_to_subscribers: after.history_public_to_subscribers === 1,
        is_web_public: after.is_web_public === 1,
      });
    }
    if (after.history_public_to_subscribers !== s.history_public_to_subscribers) {
      update('history_public_to_subscribers', after.history_public_to_subscribers === 1);
    }
    if (after.is_web_public !== s.is_web_public) update('is_web_public', after.is_web_public === 1);
    if (after.message_retention_days !== s.message_retention_days) {
      update('message_retention_days', after.message_retention_days);
    }
    for (const key of STREAM_GROUP_SETTINGS) {
      if (patch[key] !== undefined && patch[key] !== s[key]) update(key, JSON.parse(patch[key]));
    }
    // Older clients read who may post from the legacy policy (zerver/actions/streams.py).
    if (patch.can_send_message_group !== undefined) {
      const policy = (row: StreamRow) =>
        legacyStreamPostPolicy(db, streamGroupSetting(row, 'can_send_message_group'));
      if (policy(after) !== policy(s)) {
        update('stream_post_policy', policy(after));
        update('is_announcement_only', policy(after) === 2);
      }
    }

    const before = channelMetadataAudience(db, s);
    const peersBefore = subscriberAudience(db, s);
    updateStream(db, s.id, patch);
    const now = { ...after };
    const audience = channelMetadataAudience(db, now);
    const gained = audience.filter((u) => !before.includes(u));
    const lost = before.filter((u) => !audience.includes(u));
    const apiStream = channelToApi(db, now, ctx.now);
    // As Zulip's do_change_stream_permission: those who newly see the channel get it (and,
    // when they may now see its subscribers, a peer_add naming them) before its updates.
    const notices: Notice[] = [];
    const newPeers = subscriberAudience(db, now).filter((u) => !peersBefore.includes(u));
    const subscribers = activeSubscriberIds(db, s.id);
    const named = new Set(subscribers.length ? newPeers : []);
    // The count before the peer_add that follows, as for a new channel (subscriptions.ts): a
    // client that counts without the list adds those it names.
    for (const [users, stream] of [
      [gained.filter((u) => named.has(u)), { ...apiStream, subscriber_count: 0 }],
      [gained.filter((u) => !named.has(u)), apiStream],
    ] as const) {
      if (users.length)
        notices.push({ event: { type: 'stream', op: 'create', streams: [stream] }, users });
    }
    if (lost.length)
      notices.push({
        event: { type: 'stream', op: 'delete', streams: [apiStream], stream_ids: [s.id] },
        users: lost,
      });
    if (named.size) {
      notices.push({
        event: { type: 'subscription', op: 'peer_add', stream_ids: [s.id], user_ids: subscribers },
        users: newPeers,
      });
    }
    for (const event of events) notices.push({ event: event as Notice['event'], users: audience });
    if (defaultChanged) notices.push(defaultStreamsNotice(ctx));
    return outcome({}, notices);
  });
}

/** Privacy changes: is_private, is_web_public and history_public_to_subscribers together. */
function applyPrivacy(
  ctx: OrgContext,
  user: UserRow,
  s: StreamRow,
  p: ChannelPatch,
  patch: StreamPatch,
) {
  const { db } = ctx;
  if (
    p.is_private === undefined &&
    p.is_web_public === undefined &&
    p.history_public_to_subscribers === undefined
  ) {
    return;
  }
  if (p.is_private !== undefined && s.invite_only === 1 && !isSubscribed(db, user, s)) {
    throw badRequest('You must be subscribed to this private channel to change its privacy.');
  }
  if (p.is_private === true && p.is_web_public === true) {
    throw badRequest('Invalid parameters: a channel cannot be both private and web-public.');
  }
  let inviteOnly = p.is_private ?? s.invite_only === 1;
  let webPublic = p.is_web_public ?? s.is_web_public === 1;
  if (p.is_private === true) webPublic = false;
  if (p.is_web_public === true) inviteOnly = false;
  if (webPublic && s.is_web_public === 0) {
    if (!loadRealm(db).settings.enable_spectator_access) {
      throw badRequest('Web-public channels are not enabled in this organization.');
    }
    if (!canCreateWebPublicChannel(db, user)) {
      throw badRequest('Insufficient permission: you may not make channels web-public.');
    }
  }
  let history = p.history_public_to_subscribers ?? s.history_public_to_subscribers === 1;
  if (!inviteOnly) {
    if (p.history_public_to_subscribers === false) {
      throw badRequest(
        'Invalid parameters: public and web-public channels must keep their history visible to subscribers.',
      );
    }
    history = true;
  }
  if (!inviteOnly && s.id === moderationRequestChannelId(db)) {
    throw badRequest('Moderation request channel must be private.');
  }
  patch.invite_only = inviteOnly ? 1 : 0;
  patch.is_web_public = webPublic ? 1 : 0;
  patch.history_public_to_subscribers = history ? 1 : 0;
}

/** `default_streams` to every non-guest: the IDs of the default channels. */
export function defaultStreamsNotice(ctx: OrgContext): Notice {
  const ids = listStreams(ctx.db)
    .filter((s) => s.is_default_stream && !s.is_archived)
    .map((s) => s.id);
  return {
    event: { type: 'default_streams', default_streams: ids },
    users: activeNonGuestIds(ctx.db),
  };
}

/** DELETE /streams/{stream_id}: archives the channel; it stays readable with is_archived. */
export function archiveChannel(
  ctx: OrgContext,
  user: UserRow,
  streamId: number,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    const s = accessChannelById(db, user, streamId);
    if (!canArchiveChannel(db, user, s)) throw cannotAdminister();
    if (s.is_archived) throw badRequest(`Channel '${s.name}' is already archived.`);
    const audience = channelMetadataAudience(db, s);
    const wasDefault = s.is_default_stream === 1;
    updateStream(db, s.id, { is_archived: 1, is_default_stream: 0 });
    const archived = { ...s, is_archived: 1 as const, is_default_stream: 0 as const };
    const notices = archiveNotices(db, archived, ctx.now, audience, true);
    if (wasDefault) notices.push(defaultStreamsNotice(ctx));
    return outcome({}, notices);
  });
}

function unarchiveChannel(
  ctx: OrgContext,
  user: UserRow,
  s: StreamRow,
): Outcome<Record<string, never>> {
  if (!canUnarchiveChannel(user)) {
    throw badRequest('Must be an organization administrator to unarchive a channel.');
  }
  if (!s.is_archived) throw badRequest(`Channel '${s.name}' is not archived.`);
  updateStream(ctx.db, s.id, { is_archived: 0 });
  const restored = { ...s, is_archived: 0 as const };
  const audience = channelMetadataAudience(ctx.db, restored);
  return outcome({}, archiveNotices(ctx.db, restored, ctx.now, audience, false));
}

/**
 * Clients with archived_channels learn of archiving as an is_archived update; older clients
 * see the channel deleted (and created again when it is unarchived).
 */
function archiveNotices(
  db: OrgContext['db'],
  s: StreamRow,
  now: number,
  users: number[],
  archived: boolean,
): Notice[] {
  const streams = [channelToApi(db, s, now)];
  return [
    {
      event: {
        type: 'stream',
        op: 'update',
        stream_id: s.id,
        name: s.name,
        property: 'is_archived',
        value: archived,
      },
      users,
      capability: 'archived_channels',
    },
    {
      event: archived
        ? { type: 'stream', op: 'delete', streams, stream_ids: streams.map((c) => c.stream_id) }
        : { type: 'stream', op: 'create', streams },
      users,
      withoutCapability: 'archived_channels',
    },
  ];
}
