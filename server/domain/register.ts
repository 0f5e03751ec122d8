import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { listUsers, type UserRow } from '../db/users';
import { subscriptionState } from './channels';
import { loadRealm, SERVER_CONSTANTS } from './realm';
import { ROLE } from './system-groups';
import { isAdmin, userToApi } from './users';

export interface RegisterOptions {
  includeSubscribers: boolean;
  realmUrl: string;
  development: boolean;
}

/** The realm_* keys: every realm setting with the prefix, group settings included. */
export function realmState(db: Db, realmUrl: string) {
  const realm = loadRealm(db);
  const prefixed: Record<string, unknown> = {};
  for (const [k, v] of Object.entries({ ...realm.settings, ...realm.groupSettings })) {
    prefixed[`realm_${k}`] = v;
  }
  return {
    ...prefixed,
    realm_name: realm.name,
    realm_description: realm.description,
    realm_url: realmUrl,
    realm_uri: realmUrl,
    realm_date_created: realm.date_created,
    realm_icon_url: '/static/images/logo.svg',
    realm_logo_url: '',
    realm_authentication_methods: {},
  };
}

/** The state POST /register returns before the event-queue keys are added. */
export function registerState(db: Db, user: UserRow, options: RegisterOptions) {
  const users = listUsers(db).filter((u) => u.is_bot === 0 || u.is_active === 1);
  const me = userToApi(user, user);
  return {
    queue_id: randomUUID(),
    last_event_id: -1,
    ...SERVER_CONSTANTS,
    development_environment: options.development,
    ...realmState(db, options.realmUrl),
    realm_users: users.filter((u) => u.is_active).map((u) => omitIsActive(userToApi(u, user))),
    realm_non_active_users: users
      .filter((u) => !u.is_active)
      .map((u) => omitIsActive(userToApi(u, user))),
    cross_realm_bots: [],
    user_id: user.id,
    email: user.email,
    delivery_email: user.delivery_email,
    full_name: user.full_name,
    avatar_url: me.avatar_url,
    avatar_url_medium: me.avatar_url,
    avatar_source: 'G',
    is_admin: isAdmin(user),
    is_owner: user.role === ROLE.owner,
    is_moderator: user.role === ROLE.moderator,
    is_guest: user.role === ROLE.guest,
    is_billing_admin: user.is_billing_admin === 1,
    ...subscriptionState(db, user, options.includeSubscribers),
  };
}

function omitIsActive<T extends { is_active: boolean }>(u: T): Omit<T, 'is_active'> {
  const { is_active: _ignored, ...rest } = u;
  return rest;
}
