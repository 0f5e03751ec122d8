/** Objects as the store keeps them: what the API may leave out, filled in with what its absence means. */
import type { MessageEvent } from '../api/types/event';
import type { Message, UserGroup } from '../api/types/models';

/** A user group; members or subgroups not listed (older servers send no subgroups) are none. */
export function wholeGroup(group: UserGroup): UserGroup {
  if (group.members !== undefined && group.direct_subgroup_ids !== undefined) return group;
  return {
    ...group,
    members: group.members ?? [],
    direct_subgroup_ids: group.direct_subgroup_ids ?? [],
  };
}

/** A message (the same object when nothing is missing, as from any server that sends it all). */
export function wholeMessage<M extends Message>(message: M): M {
  const m = message as Partial<Message> & { stream_id?: number };
  if (
    m.reactions !== undefined &&
    m.submessages !== undefined &&
    m.subject !== undefined &&
    m.type !== undefined
  ) {
    return message;
  }
  return {
    ...message,
    reactions: m.reactions ?? [],
    submessages: m.submessages ?? [],
    subject: m.subject ?? '',
    // Only channel messages have a stream_id.
    type: m.type ?? (m.stream_id === undefined ? 'private' : 'stream'),
  };
}

/** A message event: its message whole, and no flags listed meaning none set. */
export function wholeMessageEvent(event: MessageEvent): MessageEvent {
  const message = wholeMessage(event.message);
  if (message === event.message && event.flags !== undefined) return event;
  return { ...event, message, flags: event.flags ?? [] };
}

/** A fetched message, which carries the user's flags itself. */
export function wholeFetchedMessage<M extends Message>(message: M): M & { flags: string[] } {
  const m = wholeMessage(message);
  return m.flags === undefined ? { ...m, flags: [] } : (m as M & { flags: string[] });
}
