/**
 * The register's later part. A large organization's people were over half of its register
 * (10,000 people: 3.9 of 7.1 MB) and none of its first view's, which waited for them to be
 * sent, read and handed to the page. So the web app registers without `realm_user` (the queue
 * still gets its events): the user's own comes with the register (GET /users/me, at the same
 * time), and everyone else (GET /users) once the page's main view has shown its content.
 * The page holds the people's events meanwhile and plays them over the list when it comes
 * (store/people-to-come.ts).
 */
import { getStreams, getSubscriptions } from '../api/endpoints/channels';
import { deleteQueue } from '../api/endpoints/queue';
import { getOwnUser, getUser, getUsers, type OwnUser } from '../api/endpoints/users';
import type { Connection } from '../api/http';
import type { User } from '../api/types/models';
import type { LaterChannels, RegisterParams, RegisterResponse } from '../api/types/register';
import { backoffMs, isRefusal } from './queue-policy';
import type { Timers } from './types';

/**
 * The feature level from which the subscription lists hold every channel one may see
 * (`archived_channels`): an older server's `streams` had channels they left out.
 */
const LISTS_HOLD_EVERY_CHANNEL = 315;

/** Whether a register with these parameters leaves the people for later. */
export const registersPeopleLater = (params: RegisterParams): boolean =>
  Array.isArray(params.fetch_event_types) && !params.fetch_event_types.includes('realm_user');

/** GET /users/me, made while a register that leaves the people for later is on its way. */
export function ownUserIfLater(
  params: RegisterParams,
  conn: Connection,
): Promise<OwnUser> | undefined {
  if (!registersPeopleLater(params)) return undefined;
  const own = getOwnUser(conn);
  // Awaited only once the register has answered: a failure meanwhile is not unhandled.
  own.catch(() => {});
  return own;
}

/**
 * The register's answer with the user's own keys, as a register with `realm_user` has them.
 * Without them the register is of no use: their failure is the register's (its queue deleted).
 */
export async function withOwnUser(
  conn: Connection,
  snapshot: RegisterResponse,
  own: Promise<OwnUser>,
): Promise<RegisterResponse> {
  let answer: OwnUser & { result?: string; msg?: string };
  try {
    answer = await own;
  } catch (error) {
    if (snapshot.queue_id) void deleteQueue(conn, snapshot.queue_id).catch(() => {});
    throw error;
  }
  const { result: _result, msg: _msg, ...user } = answer;
  return Object.assign(snapshot, {
    user_id: user.user_id,
    email: user.email,
    delivery_email: user.delivery_email,
    full_name: user.full_name,
    avatar_url: user.avatar_url,
    is_admin: user.is_admin,
    is_owner: user.is_owner,
    is_guest: user.is_guest,
    realm_users: [{ ...user, is_active: true }],
    realm_non_active_users: [],
    cross_realm_bots: [],
    people_to_come: true as const,
  });
}

export interface LaterParts extends LaterChannels {
  /** Everyone, active or not (`is_active` says which). */
  members: User[];
}

/**
 * A server before `subscriber_count` (Zulip 11): the lists of one's own channels, which the
 * register no longer brings (queue-policy.ts), so that their counts show and `@all` is offered
 * as before. Other channels' lists are fetched when a screen shows them.
 */
async function ownChannelsLists(
  conn: Connection,
  snapshot: RegisterResponse,
): Promise<Record<number, number[]> | undefined> {
  const channels = [...(snapshot.subscriptions ?? []), ...(snapshot.never_subscribed ?? [])];
  if (channels.length === 0 || channels.every((c) => c.subscriber_count !== undefined)) {
    return undefined;
  }
  const { subscriptions } = await getSubscriptions(conn, true);
  const lists: Record<number, number[]> = {};
  for (const sub of subscriptions) if (sub.subscribers) lists[sub.stream_id] = sub.subscribers;
  return lists;
}

/** At most this many people of the DM conversations are fetched one by one (othersInDms). */
const OTHERS_AT_MOST = 20;

/**
 * The people of the user's DM conversations that GET /users does not list: a Zulip server's
 * own bots (Welcome Bot, Notification Bot), which a register has in `cross_realm_bots`.
 */
async function othersInDms(
  conn: Connection,
  snapshot: RegisterResponse,
  members: readonly User[],
): Promise<User[]> {
  const known = new Set(members.map((u) => u.user_id));
  const ids = new Set<number>();
  for (const c of snapshot.recent_private_conversations ?? [])
    for (const id of c.user_ids) ids.add(id);
  for (const pm of snapshot.unread_msgs?.pms ?? []) ids.add(pm.other_user_id);
  for (const h of snapshot.unread_msgs?.huddles ?? [])
    for (const id of h.user_ids_string.split(',')) ids.add(Number(id));
  const missing = [...ids].filter((id) => !known.has(id)).slice(0, OTHERS_AT_MOST);
  const found = await Promise.all(
    missing.map((id) =>
      getUser(conn, id).then(
        ({ user }) => user,
        () => undefined,
      ),
    ),
  );
  return found.filter((u): u is User => u !== undefined);
}

/**
 * Opened once the page's main view has shown its content (the page says `drawn`): everyone is
 * fetched after that, so that the answer (10,000 people: 3.9 MB to read) does not compete with
 * drawing it.
 */
export class FirstViewDrawn {
  private opened = false;
  private waiting: (() => void)[] = [];

  open() {
    this.opened = true;
    for (const go of this.waiting.splice(0)) go();
  }

  wait(): Promise<void> {
    return this.opened ? Promise.resolve() : new Promise((go) => this.waiting.push(go));
  }
}

/**
 * GET /users (and an older server's channels and lists), tried again after failures while
 * `live`.
 */
export async function fetchLaterParts(
  conn: Connection,
  snapshot: RegisterResponse,
  { timers, random, live }: { timers: Timers; random: () => number; live: () => boolean },
): Promise<LaterParts | undefined> {
  const admin = snapshot.is_admin === true;
  for (let failures = 0; live(); failures++) {
    try {
      // Without the channels' parts, what the register brought: not a reason to fetch the
      // people again.
      const [users, channels, subscribers] = await Promise.all([
        getUsers(conn, true),
        snapshot.zulip_feature_level < LISTS_HOLD_EVERY_CHANNEL
          ? getStreams(conn, { include_web_public: true, include_all_active: admin }).catch(
              () => undefined,
            )
          : undefined,
        ownChannelsLists(conn, snapshot).catch(() => undefined),
      ]);
      return {
        members: [...users.members, ...(await othersInDms(conn, snapshot, users.members))],
        streams: channels?.streams,
        subscribers,
      };
    } catch (error) {
      // Refused (a 4xx, the session gone): asking again would be refused again.
      if (!live() || isRefusal(error)) return undefined;
      await new Promise((resolve) =>
        timers.setTimeout(() => resolve(undefined), backoffMs(Math.min(failures, 8), random())),
      );
    }
  }
  return undefined;
}
