/**
 * The IDs of the user's starred messages (register's `starred_messages`), for the Starred
 * messages count: kept current by flag changes and deletions, loaded or not.
 */
import type { DeleteMessageEvent, UpdateMessageFlagsEvent } from '../api/types/event';
import type { ReduceContext } from './state';
import { deletedIds } from './unread';

export function reduceStarred(
  starred: readonly number[],
  event: UpdateMessageFlagsEvent | DeleteMessageEvent,
  _ctx: ReduceContext,
): readonly number[] {
  if (event.type === 'delete_message') {
    const gone = new Set(deletedIds(event));
    return starred.some((id) => gone.has(id)) ? starred.filter((id) => !gone.has(id)) : starred;
  }
  if (event.flag !== 'starred') return starred;
  const ids = new Set(starred);
  const before = ids.size;
  for (const id of event.messages) {
    if (event.op === 'add') ids.add(id);
    else ids.delete(id);
  }
  return ids.size === before ? starred : [...ids].sort((a, b) => a - b);
}
