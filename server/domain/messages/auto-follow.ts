/** Topics followed or unmuted automatically when a user sends or is mentioned. */
import type { Db } from '../../db/database';
import { getSubscription } from '../../db/streams';
import { getUserTopic, setUserTopic } from '../../db/user-topics';
import type { UserRow } from '../../db/users';
import type { Notice } from '../notices';

/** automatically_*_policy values. */
const ON_PARTICIPATION = 1;
const ON_SEND = 2;
const ON_INITIATION = 3;
const FOLLOWED = 3;
const UNMUTED = 2;
const INHERIT = 0;

/** Zulip's defaults for the three settings, when the user never changed them. */
const DEFAULTS = {
  automatically_follow_topics_policy: ON_INITIATION,
  automatically_unmute_topics_in_muted_streams_policy: ON_SEND,
  automatically_follow_topics_where_mentioned: true,
};

function setting<K extends keyof typeof DEFAULTS>(user: UserRow, key: K): (typeof DEFAULTS)[K] {
  try {
    const v = (JSON.parse(user.settings) as Record<string, unknown>)[key];
    return (v ?? DEFAULTS[key]) as (typeof DEFAULTS)[K];
  } catch {
    return DEFAULTS[key];
  }
}

/**
 * Zulip's visibility_policy_for_send_message: sending can only raise a topic's visibility
 * (inherit → unmuted → followed), per the sender's automatic policies.
 */
export function policyForSend(
  sender: UserRow,
  current: number,
  streamMuted: boolean,
  startsTopic: boolean,
): number | null {
  if (current === FOLLOWED) return null;
  const follow = setting(sender, 'automatically_follow_topics_policy');
  const unmute = setting(sender, 'automatically_unmute_topics_in_muted_streams_policy');
  const applies = (p: number) =>
    p === ON_PARTICIPATION || p === ON_SEND || (p === ON_INITIATION && startsTopic);
  if (applies(follow)) return FOLLOWED;
  if (streamMuted && applies(unmute) && current !== UNMUTED) return UNMUTED;
  return null;
}

/** A `user_topic` event for one user: their setting for a topic is now `policy`. */
export function userTopicNotice(
  userId: number,
  streamId: number,
  topic: string,
  policy: number,
  now: number,
): Notice {
  return {
    event: {
      type: 'user_topic',
      stream_id: streamId,
      topic_name: topic,
      last_updated: now,
      visibility_policy: policy,
    },
    users: [userId],
  };
}

export interface AutoFollowResult {
  /** The sender's new policy, if sending changed it. */
  senderPolicy?: number;
  notices: Notice[];
}

/** Applies the sender's and mentioned users' automatic follow/unmute policies after a send. */
export function applyAutomaticVisibility(
  db: Db,
  p: {
    sender: UserRow;
    streamId: number;
    topic: string;
    startsTopic: boolean;
    mentioned: readonly UserRow[];
    now: number;
  },
): AutoFollowResult {
  const notices: Notice[] = [];
  const set = (userId: number, policy: number) => {
    setUserTopic(db, {
      user_id: userId,
      stream_id: p.streamId,
      topic: p.topic,
      visibility_policy: policy,
      last_updated: p.now,
    });
    notices.push(userTopicNotice(userId, p.streamId, p.topic, policy, p.now));
  };
  const current = (userId: number) =>
    getUserTopic(db, userId, p.streamId, p.topic)?.visibility_policy ?? INHERIT;
  const muted = getSubscription(db, p.sender.id, p.streamId)?.is_muted === 1;
  const senderPolicy =
    policyForSend(p.sender, current(p.sender.id), muted, p.startsTopic) ?? undefined;
  if (senderPolicy !== undefined) set(p.sender.id, senderPolicy);
  for (const u of p.mentioned) {
    if (u.id === p.sender.id || !setting(u, 'automatically_follow_topics_where_mentioned'))
      continue;
    if (current(u.id) !== FOLLOWED) set(u.id, FOLLOWED);
  }
  return { senderPolicy, notices };
}
