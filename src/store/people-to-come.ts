/**
 * The people that come after a register made without them (events/people-later.ts). Until
 * they do, the state has only the user's own, and `awaitingPeople` holds the realm_user events
 * applied since the register: the list may have been read before some of them, so they are
 * played over it again (each sets what it says, so playing one twice changes nothing).
 */
import type { RealmUserEvent, SubscriptionPeerEvent } from '../api/types/event';
import type { User } from '../api/types/models';
import type { LaterChannels } from '../api/types/register';
import { Draft } from './draft';
import { channelOnly, sortedIds } from './from-register';
import type { ParleyState } from './state';
import { reduceSubscribers } from './subscriptions';
import { reduceUsers } from './users';

/**
 * A person's name; while everyone is still to come after the register (a moment, on opening),
 * an ellipsis rather than "Unknown user" for those not here yet.
 */
export const personName = (state: Pick<ParleyState, 'users' | 'awaitingPeople'>, id: number) =>
  state.users[id]?.full_name ?? (state.awaitingPeople ? '…' : 'Unknown user');

/**
 * Holds a realm_user event while the people are still to come, and a peer event (for the
 * lists an older server's people bring, store/people-to-come.ts withPeople).
 */
export const heldForPeople = (
  held: readonly (RealmUserEvent | SubscriptionPeerEvent)[],
  event: RealmUserEvent | SubscriptionPeerEvent,
) => [...held, event];

/**
 * The state with everyone (GET /users: active or not, `is_active` says which), and an older
 * server's channels its subscription lists left out and lists of one's channels.
 */
export function withPeople(
  state: ParleyState,
  people: readonly User[],
  { streams = [], subscribers: lists = {} }: LaterChannels = {},
  now = Date.now(),
): ParleyState {
  const { awaitingPeople: held = [], ...rest } = state;
  let users: ParleyState['users'] = {};
  for (const u of people) {
    users[u.user_id] =
      u.is_active === undefined ? { ...u, is_active: true } : (u as User & { is_active: boolean });
  }
  // The user's own, and a Zulip server's own bots (a register's `cross_realm_bots`), which
  // GET /users does not list.
  for (const u of Object.values(state.users)) {
    if ((u.user_id === state.current_user_id || u.is_bot) && !(u.user_id in users))
      users[u.user_id] = u;
  }
  const ctx = { draft: new Draft(), now, state, matchChecks: [] };
  for (const event of held) if (event.type === 'realm_user') users = reduceUsers(users, event, ctx);
  let channels = state.channels;
  for (const stream of streams) {
    if (stream.stream_id in channels) continue;
    if (channels === state.channels) channels = { ...channels };
    channels[stream.stream_id] = channelOnly(stream);
  }
  let subscribers = state.subscribers;
  for (const [id, list] of Object.entries(lists)) {
    // A list fetched since (a screen showed the channel) has been kept current by events.
    if (!(id in channels) || id in subscribers) continue;
    if (subscribers === state.subscribers) subscribers = { ...subscribers };
    subscribers[Number(id)] = sortedIds(list);
  }
  // Those lists may have been read before some peer events: played again, in order (each
  // adds or takes out whom it names, so a list that had them already ends the same).
  if (subscribers !== state.subscribers) {
    for (const event of held)
      if (event.type === 'subscription') subscribers = reduceSubscribers(subscribers, event, ctx);
  }
  return { ...rest, users, channels, subscribers };
}
