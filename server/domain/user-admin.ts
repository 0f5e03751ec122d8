/** Administering users: creating, changing roles and names, deactivating. */
import type { Db } from '../db/database';
import { addGroupMembers, groupsOfUser, removeGroupMembers } from '../db/groups';
import { listStreams, subscribedStreamIds, upsertSubscription } from '../db/streams';
import {
  activeHumanCount,
  activeOwnerIds,
  getUserByEmail,
  getUserById,
  insertUser,
  setUserActive,
  setUserFullName,
  setUserRole,
  type UserRow,
} from '../db/users';
import { subscriberAudience } from './channels';
import { ApiError, badRequest } from './errors';
import type { Notice, Outcome } from './notices';
import type { OrgContext } from './org-context';
import { hashPassword, newApiKey } from './passwords';
import {
  canAdministerUsers,
  canChangeRole,
  canCreateUsers,
  canDeactivateUser,
  isRealmAdmin,
  systemGroupId,
} from './permissions';
import { updateProfileData } from './profile-fields';
import { SERVER_CONSTANTS } from './realm';
import { nextSubscriptionColor } from './subscriptions';
import { ROLE, systemGroupOfRole } from './system-groups';
import { inTransaction } from './transaction';
import { activeUserIds } from './user-audience';
import { type ApiUser, findUser, userToApi } from './users';

const ROLES: readonly number[] = Object.values(ROLE);

/** A full name as Zulip accepts it. */
export function checkFullName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw badRequest('Name too short!');
  if ([...name].length > 100) throw badRequest('Name too long!');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
  if (/[\u0000-\u001f\u007f*`\\>"@]/.test(name)) throw badRequest('Invalid characters in name!');
  return name;
}

const userGroupEvent = (op: string, groupId: number, userIds: number[], users: number[]) => ({
  event: { type: 'user_group', op, group_id: groupId, user_ids: userIds },
  users,
});

const personUpdate = (db: Db, person: Record<string, unknown>): Notice => ({
  event: { type: 'realm_user', op: 'update', person },
  users: activeUserIds(db),
});

/** POST /users */
export async function createUser(
  ctx: OrgContext,
  actor: UserRow,
  p: { email: string; password: string; full_name: string },
): Promise<Outcome<{ user_id: number }>> {
  const { db } = ctx;
  if (!canCreateUsers(db, actor)) {
    throw badRequest(
      'User not authorized to create users (needs the can_create_users permission).',
    );
  }
  const email = p.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(`Invalid email '${email}'`);
  if (getUserByEmail(db, email)) throw badRequest(`Email '${email}' already in use`);
  if (p.password.length < SERVER_CONSTANTS.password_min_length) {
    throw badRequest(
      `The password is too weak (at least ${SERVER_CONSTANTS.password_min_length} characters).`,
    );
  }
  if (p.password.length > SERVER_CONSTANTS.password_max_length) {
    throw badRequest(
      `The password is too long (at most ${SERVER_CONSTANTS.password_max_length} characters).`,
    );
  }
  const fullName = checkFullName(p.full_name);
  const passwordHash = await hashPassword(p.password);
  // Hashing waits; the checks that another request could invalidate meanwhile are made again
  // with the writes, in one transaction.
  return inTransaction(db, () => {
    if (getUserByEmail(db, email)) throw badRequest(`Email '${email}' already in use`);
    const id = insertUser(db, {
      email,
      full_name: fullName,
      role: ROLE.member,
      api_key: newApiKey(),
      password_hash: passwordHash,
      date_joined: ctx.now,
    });
    const roleGroup = systemGroupId(db, systemGroupOfRole(ROLE.member));
    addGroupMembers(db, roleGroup, [id]);
    const user = getUserById(db, id)!;
    // Everyone learns of the new user; the real address only those its visibility allows.
    const byView = new Map<string, { person: ApiUser; users: number[] }>();
    for (const viewerId of activeUserIds(db)) {
      const viewer = getUserById(db, viewerId);
      if (!viewer) continue;
      const person = userToApi(user, viewer);
      const key = String(person.delivery_email);
      const group = byView.get(key) ?? { person, users: [] };
      group.users.push(viewerId);
      byView.set(key, group);
    }
    const notices: Notice[] = [
      ...[...byView.values()].map(({ person, users }) => ({
        event: { type: 'realm_user', op: 'add', person },
        users,
      })),
      userGroupEvent('add_members', roleGroup, [id], activeUserIds(db)),
    ];
    // New users join the default channels.
    for (const s of listStreams(db).filter((s) => s.is_default_stream && !s.is_archived)) {
      upsertSubscription(db, id, s.id, nextSubscriptionColor(db, id));
      const peers = subscriberAudience(db, s).filter((u) => u !== id);
      notices.push({
        event: { type: 'subscription', op: 'peer_add', stream_ids: [s.id], user_ids: [id] },
        users: peers,
      });
    }
    return { result: { user_id: id }, notices };
  });
}

/** Moves a user between role system groups, with the user_group events that causes. */
function moveRoleGroup(db: Db, userId: number, from: number | null, to: number | null): Notice[] {
  const notices: Notice[] = [];
  const everyone = activeUserIds(db);
  if (from !== null) {
    const g = systemGroupId(db, systemGroupOfRole(from));
    removeGroupMembers(db, g, [userId]);
    notices.push(userGroupEvent('remove_members', g, [userId], everyone));
  }
  if (to !== null) {
    const g = systemGroupId(db, systemGroupOfRole(to));
    addGroupMembers(db, g, [userId]);
    notices.push(userGroupEvent('add_members', g, [userId], everyone));
  }
  return notices;
}

const isLastOwner = (db: Db, u: UserRow) =>
  u.role === ROLE.owner && activeOwnerIds(db).every((id) => id === u.id);

/** PATCH /users/{user_id}: full_name, role and profile_data, by administrators. */
export function updateUser(
  ctx: OrgContext,
  actor: UserRow,
  targetId: number,
  p: { full_name?: string; role?: number; profile_data?: Array<{ id: number; value: unknown }> },
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    const target = findUser(db, targetId, actor);
    if (!canAdministerUsers(actor)) throw badRequest('Insufficient permission');
    const notices: Notice[] = [];
    let fullName: string | undefined;
    if (p.full_name !== undefined) fullName = checkFullName(p.full_name);
    if (p.role !== undefined && p.role !== target.role) {
      if (!ROLES.includes(p.role)) throw badRequest(`Invalid role ${p.role}`);
      if (!canChangeRole(actor, target, p.role)) {
        throw badRequest('Must be an organization owner to grant or take away the owner role.');
      }
      if (isLastOwner(db, target)) {
        throw badRequest(
          'The owner permission cannot be removed from the only organization owner.',
        );
      }
    }
    const profile = p.profile_data?.length
      ? updateProfileData(ctx, actor, target, p.profile_data)
      : null;
    if (fullName !== undefined && fullName !== target.full_name) {
      setUserFullName(db, target.id, fullName);
      notices.push(personUpdate(db, { user_id: target.id, full_name: fullName }));
    }
    if (p.role !== undefined && p.role !== target.role) {
      setUserRole(db, target.id, p.role);
      notices.push(personUpdate(db, { user_id: target.id, role: p.role }));
      if (target.is_active) notices.push(...moveRoleGroup(db, target.id, target.role, p.role));
    }
    if (profile) notices.push(...profile.notices);
    return { result: {}, notices };
  });
}

/** DELETE /users/{user_id} and DELETE /users/me: the user leaves every group and channel roster. */
export function deactivateUser(
  ctx: OrgContext,
  actor: UserRow,
  targetId: number,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    const target = findUser(db, targetId, actor);
    if (!canDeactivateUser(actor, target)) {
      throw badRequest(
        isRealmAdmin(actor)
          ? 'Must be an organization owner to deactivate an owner.'
          : 'Insufficient permission',
      );
    }
    if (!target.is_active) throw badRequest('User is already deactivated.');
    if (isLastOwner(db, target)) {
      throw new ApiError(
        'Cannot deactivate the only organization owner',
        'CANNOT_DEACTIVATE_LAST_USER',
        400,
        {
          is_last_owner: true,
          entity: 'organization owner',
        },
      );
    }
    if (!target.is_bot && activeHumanCount(db) <= 1) {
      throw new ApiError('Cannot deactivate the only user.', 'CANNOT_DEACTIVATE_LAST_USER', 400, {
        is_last_owner: false,
        entity: 'user',
      });
    }
    const streams = listStreams(db).filter((s) => subscribedStreamIds(db, target.id).has(s.id));
    const groups = groupsOfUser(db, target.id);
    setUserActive(db, target.id, false);
    const everyone = activeUserIds(db);
    const notices: Notice[] = [personUpdate(db, { user_id: target.id, is_active: false })];
    for (const g of groups) {
      removeGroupMembers(db, g, [target.id]);
      notices.push(userGroupEvent('remove_members', g, [target.id], everyone));
    }
    for (const s of streams) {
      notices.push({
        event: {
          type: 'subscription',
          op: 'peer_remove',
          stream_ids: [s.id],
          user_ids: [target.id],
        },
        users: subscriberAudience(db, s),
      });
    }
    return { result: {}, notices };
  });
}

/** POST /users/{user_id}/reactivate: back in the role group and on the channel rosters. */
export function reactivateUser(
  ctx: OrgContext,
  actor: UserRow,
  targetId: number,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const { db } = ctx;
    const target = findUser(db, targetId, actor);
    if (!canAdministerUsers(actor) || !canDeactivateUser(actor, target)) {
      throw badRequest('Insufficient permission');
    }
    if (target.is_active) throw badRequest('User is already active.');
    setUserActive(db, target.id, true);
    const notices: Notice[] = [personUpdate(db, { user_id: target.id, is_active: true })];
    notices.push(...moveRoleGroup(db, target.id, null, target.role));
    for (const s of listStreams(db).filter((s) => subscribedStreamIds(db, target.id).has(s.id))) {
      notices.push({
        event: { type: 'subscription', op: 'peer_add', stream_ids: [s.id], user_ids: [target.id] },
        users: subscriberAudience(db, s).filter((u) => u !== target.id),
      });
    }
    return { result: {}, notices };
  });
}
