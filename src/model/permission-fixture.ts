/** A small organization for the permission tables (tests only). */
import type { BasicChannel, GroupSettingValue, UserGroup } from '../api/types/models';
import type { ParleyState } from '../store/state';
import { channel, user } from '../store/test-support';

export const OWNER = 1;
export const ADMIN = 2;
export const MODERATOR = 3;
export const MEMBER = 4;
export const GUEST = 5;
export const CHANNEL_ADMIN = 6;

export const EVERYONE = 10;
export const MEMBERS = 11;
export const FULL_MEMBERS = 12;
export const MODERATORS = 13;
export const ADMINS = 14;
export const OWNERS = 15;
export const NOBODY = 16;
export const SUPPORT = 20;
export const SYSTEM_GROUP = MODERATORS;

export const PUBLIC = 100;
export const PRIVATE = 101;
export const ARCHIVED = 102;
export const ANNOUNCE = 103;
export const WEB_PUBLIC = 104;
export const LEGACY_MODERATED = 105;

const group = (id: number, name: string, extra: Partial<UserGroup> = {}): UserGroup => ({
  id,
  name,
  description: '',
  members: [],
  direct_subgroup_ids: [],
  is_system_group: name.startsWith('role:'),
  can_mention_group: EVERYONE,
  ...extra,
});

const only = (...ids: number[]): GroupSettingValue => ({
  direct_members: ids,
  direct_subgroups: [],
});

function stream(id: number, name: string, extra: Partial<BasicChannel> = {}): BasicChannel {
  return {
    ...channel(id, name),
    can_send_message_group: EVERYONE,
    can_remove_subscribers_group: ADMINS,
    can_administer_channel_group: only(CHANNEL_ADMIN),
    can_add_subscribers_group: NOBODY,
    can_subscribe_group: NOBODY,
    ...extra,
  };
}

export function permissionState(current = OWNER): ParleyState {
  const u = (id: number, name: string, role: 100 | 200 | 300 | 400 | 600) => ({
    ...user(id, name, { role }),
    is_active: true,
  });
  return {
    current_user_id: current,
    server: { zulip_feature_level: 372 },
    users: {
      [OWNER]: u(OWNER, 'Desdemona', 100),
      [ADMIN]: u(ADMIN, 'Iago', 200),
      [MODERATOR]: u(MODERATOR, 'Shiva', 300),
      [MEMBER]: u(MEMBER, 'Othello', 400),
      [GUEST]: u(GUEST, 'Polonius', 600),
      [CHANNEL_ADMIN]: u(CHANNEL_ADMIN, 'Cordelia', 400),
    },
    groups: {
      [EVERYONE]: group(EVERYONE, 'role:everyone'),
      [MEMBERS]: group(MEMBERS, 'role:members'),
      [FULL_MEMBERS]: group(FULL_MEMBERS, 'role:fullmembers'),
      [MODERATORS]: group(MODERATORS, 'role:moderators'),
      [ADMINS]: group(ADMINS, 'role:administrators'),
      [OWNERS]: group(OWNERS, 'role:owners'),
      [NOBODY]: group(NOBODY, 'role:nobody'),
      [SUPPORT]: group(SUPPORT, 'support', {
        members: [MEMBER],
        can_manage_group: only(MEMBER),
        can_add_members_group: NOBODY,
        can_remove_members_group: NOBODY,
        can_join_group: MEMBERS,
        can_leave_group: EVERYONE,
      }),
    },
    realm: {
      enable_spectator_access: true,
      waiting_period_threshold: 0,
      can_create_web_public_channel_group: OWNERS,
      can_create_public_channel_group: MEMBERS,
      can_create_private_channel_group: MODERATORS,
      can_add_subscribers_group: MEMBERS,
      can_create_groups: MEMBERS,
      can_manage_all_groups: OWNERS,
      can_add_custom_emoji_group: MEMBERS,
    },
    channels: {
      [PUBLIC]: stream(PUBLIC, 'Verona'),
      [PRIVATE]: stream(PRIVATE, 'secret', {
        invite_only: true,
        history_public_to_subscribers: false,
      }),
      [ARCHIVED]: stream(ARCHIVED, 'old', { is_archived: true }),
      [ANNOUNCE]: stream(ANNOUNCE, 'announce', { can_send_message_group: ADMINS }),
      [WEB_PUBLIC]: stream(WEB_PUBLIC, 'public square', { is_web_public: true }),
      [LEGACY_MODERATED]: (() => {
        const { can_send_message_group: _, ...rest } = stream(LEGACY_MODERATED, 'legacy', {
          stream_post_policy: 4,
        });
        return rest;
      })(),
    },
    // The current user's subscriptions follow the subscriber lists.
    subscriptions: {},
    subscribers: {
      [PUBLIC]: [OWNER, MEMBER],
      [PRIVATE]: [OWNER, MEMBER],
      [ANNOUNCE]: [OWNER, ADMIN, MEMBER],
    },
  } as unknown as ParleyState;
}

/** The state as user `id` sees it: their subscriptions from the subscriber lists. */
export function asUser(id: number): ParleyState {
  const state = permissionState(id);
  for (const [sid, ids] of Object.entries(state.subscribers)) {
    if (ids.includes(id)) (state.subscriptions as Record<string, unknown>)[sid] = { color: '#ccc' };
  }
  return state;
}
