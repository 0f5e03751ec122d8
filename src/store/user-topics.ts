/** Per-topic visibility (muted, unmuted, followed); the default policy is not stored. */
import type { UserTopicEvent } from '../api/types/event';
import type { UserTopic } from '../api/types/models';
import { topicKey } from './keys';
import type { ReduceContext } from './state';

export function reduceUserTopics(
  topics: Record<string, UserTopic>,
  event: UserTopicEvent,
  ctx: ReduceContext,
): Record<string, UserTopic> {
  const key = topicKey(event.stream_id, event.topic_name);
  if (event.visibility_policy === 0 && !(key in topics)) return topics;
  const next = ctx.draft.copy(topics);
  if (event.visibility_policy === 0) delete next[key];
  else {
    const { stream_id, topic_name, last_updated, visibility_policy } = event;
    next[key] = { stream_id, topic_name, last_updated, visibility_policy };
  }
  return next;
}
