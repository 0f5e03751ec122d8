/** Topic visibility policies: the register key and the endpoints that set them. */

import { VisibilityPolicy } from '../../src/api/types/models';
import type { Db } from '../db/database';
import { getStreamByName } from '../db/streams';
import { listUserTopics, setUserTopic, type UserTopicRow } from '../db/user-topics';
import type { UserRow } from '../db/users';
import { accessChannelById } from './channels';
import { ApiError, badRequest } from './errors';
import type { Outcome } from './notices';
import type { OrgContext } from './org-context';
import { canAccessChannel, canSeeChannelMetadata } from './permissions';
import { SERVER_CONSTANTS } from './realm';
import { inTransaction } from './transaction';

const toApi = (r: UserTopicRow) => ({
  stream_id: r.stream_id,
  topic_name: r.topic,
  last_updated: r.last_updated,
  visibility_policy: r.visibility_policy,
});

/** The register key `user_topics`. */
export function userTopicsState(db: Db, user: UserRow) {
  return { user_topics: listUserTopics(db, user.id).map(toApi) };
}

/** POST /user_topics: sets a topic's visibility policy; always emits user_topic. */
export function setTopicVisibility(
  ctx: OrgContext,
  user: UserRow,
  streamId: number,
  topic: string,
  policy: number,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const s = accessChannelById(ctx.db, user, streamId);
    if (!canAccessChannel(ctx.db, user, s)) throw badRequest('Invalid channel ID');
    if (![0, 1, 2, 3].includes(policy)) {
      throw badRequest(
        'Invalid visibility_policy: use 0 (inherit), 1 (muted), 2 (unmuted) or 3 (followed).',
      );
    }
    const name = topic.trim();
    if ([...name].length > SERVER_CONSTANTS.max_topic_length) {
      throw badRequest(`Topic too long (limit: ${SERVER_CONSTANTS.max_topic_length} characters).`);
    }
    const row: UserTopicRow = {
      user_id: user.id,
      stream_id: s.id,
      topic: name,
      visibility_policy: policy,
      last_updated: ctx.now,
    };
    setUserTopic(ctx.db, row);
    return {
      result: {},
      notices: [{ event: { type: 'user_topic', ...toApi(row) }, users: [user.id] }],
    };
  });
}

/** PATCH /users/me/subscriptions/muted_topics (deprecated): exactly one of `stream` and `stream_id`. */
export function muteTopicLegacy(
  ctx: OrgContext,
  user: UserRow,
  p: { stream?: string; stream_id?: number; topic: string; op: string },
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    if ((p.stream === undefined) === (p.stream_id === undefined)) {
      throw new ApiError("Please choose one: 'stream' or 'stream_id'.", 'BAD_REQUEST', 400);
    }
    let streamId = p.stream_id;
    if (p.stream !== undefined) {
      const s = getStreamByName(ctx.db, p.stream);
      if (!s || !canSeeChannelMetadata(ctx.db, user, s)) {
        throw new ApiError(`Channel '${p.stream}' does not exist`, 'STREAM_DOES_NOT_EXIST', 400, {
          stream: p.stream,
        });
      }
      streamId = s.id;
    }
    if (p.op !== 'add' && p.op !== 'remove') throw badRequest("Invalid op: use 'add' or 'remove'.");
    const policy = p.op === 'add' ? VisibilityPolicy.muted : VisibilityPolicy.none;
    return setTopicVisibility(ctx, user, streamId!, p.topic, policy);
  });
}
