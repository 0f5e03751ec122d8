/**
 * A Member (domain/permissions.ts) read once: the user's subscriptions and every group they
 * belong to, so that checking a thousand channels for POST /register costs two queries.
 * Only for reading within one request: it does not see changes made after it was taken.
 */
import type { Db } from '../db/database';
import { groupsContaining } from '../db/groups';
import type { SubscriptionRow } from '../db/streams';
import type { UserRow } from '../db/users';
import type { Member } from './permissions';
import { loadRealm } from './realm';

export interface MemberSnapshot extends Member {
  /** A realm-wide group permission such as `can_create_public_channel_group`. */
  hasRealmPermission(setting: string): boolean;
}

export function memberSnapshot(
  db: Db,
  user: UserRow,
  subscriptions: readonly SubscriptionRow[],
): MemberSnapshot {
  const subscribed = new Set(subscriptions.filter((s) => s.active === 1).map((s) => s.stream_id));
  const groups = groupsContaining(db, user.id);
  const active = user.is_active === 1;
  const member: MemberSnapshot = {
    user,
    isSubscribed: (streamId) => subscribed.has(streamId),
    inGroupSetting: (value) =>
      typeof value === 'number'
        ? groups.has(value)
        : (active && value.direct_members.includes(user.id)) ||
          value.direct_subgroups.some((g) => groups.has(g)),
    hasRealmPermission(setting) {
      const value = loadRealm(db).groupSettings[setting];
      if (value === undefined) throw new Error(`Unknown realm group setting ${setting}`);
      return member.inGroupSetting(value);
    },
  };
  return member;
}
