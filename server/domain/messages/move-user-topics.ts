/** Users' topic settings when a topic moves, merging into an existing topic. */
import type { Db } from '../../db/database';
import type { StreamRow } from '../../db/streams';
import { sameTopicKey, setUserTopic, topicPolicies } from '../../db/user-topics';
import { getUserById } from '../../db/users';
import type { Notice } from '../notices';
import { canAccessChannel } from '../permissions';
import { userTopicNotice } from './auto-follow';

const INHERIT = 0;

/**
 * How visible each policy leaves a topic, least first: muted (1), none (0), unmuted (2),
 * followed (3).
 */
const VISIBILITY_RANK: Record<number, number> = { 1: 0, 0: 1, 2: 2, 3: 3 };

/**
 * A user's policy when a topic moves into a topic that already has messages and either has a
 * setting for them. The api notes say nothing about this case; we keep what a Zulip server
 * keeps (its message_edit.get_visibility_policy_after_merge): the more visible of the two, so
 * that merging never hides messages someone chose to see. Muting one side and not the other
 * leaves no setting; following either side follows the merged topic.
 */
export function mergedPolicy(moved: number, destination: number): number {
  return (VISIBILITY_RANK[moved] ?? 1) >= (VISIBILITY_RANK[destination] ?? 1) ? moved : destination;
}

export interface WholeTopicMove {
  oldStream: StreamRow;
  oldTopic: string;
  newStream: StreamRow;
  newTopic: string;
  /** Whether the destination topic held messages other than the moved ones before the move. */
  destinationHadMessages: boolean;
  now: number;
}

/**
 * When all of a topic's messages move (a rename, a resolve, a move to another channel), each
 * user's mute/unmute/follow setting moves with it, as on a Zulip server. Every affected user
 * gets a user_topic event clearing the old topic (policy 0) and one with the new topic's
 * policy when it changed. Someone who cannot read the new channel only loses the old row:
 * a setting must not reveal a channel they have no access to.
 */
export function moveUserTopics(db: Db, m: WholeTopicMove): Notice[] {
  const moved = new Map(
    topicPolicies(db, m.oldStream.id, m.oldTopic).map((r) => [r.user_id, r.visibility_policy]),
  );
  // A rename that changes only letter case keeps the same row: nothing to merge with.
  const sameRow = m.oldStream.id === m.newStream.id && sameTopicKey(db, m.oldTopic, m.newTopic);
  const destination = new Map(
    sameRow
      ? []
      : topicPolicies(db, m.newStream.id, m.newTopic).map((r) => [r.user_id, r.visibility_policy]),
  );
  const merging = m.destinationHadMessages && !sameRow;
  const notices: Notice[] = [];
  const set = (userId: number, stream: StreamRow, topic: string, policy: number) => {
    setUserTopic(db, {
      user_id: userId,
      stream_id: stream.id,
      topic,
      visibility_policy: policy,
      last_updated: m.now,
    });
    notices.push(userTopicNotice(userId, stream.id, topic, policy, m.now));
  };
  const users = [...new Set([...moved.keys(), ...destination.keys()])].sort((a, b) => a - b);
  for (const userId of users) {
    const from = moved.get(userId) ?? INHERIT;
    const to = destination.get(userId) ?? INHERIT;
    if (from !== INHERIT) set(userId, m.oldStream, m.oldTopic, INHERIT);
    if (from !== INHERIT && m.newStream.id !== m.oldStream.id) {
      const user = getUserById(db, userId);
      if (!user || !canAccessChannel(db, user, m.newStream)) continue;
    }
    // Into a topic without messages, the moved topic's setting replaces any left-over one.
    const next = merging ? mergedPolicy(from, to) : from;
    if (next !== to) set(userId, m.newStream, m.newTopic, next);
  }
  return notices;
}
