import { directMessageType } from '../feature-level';
import { apiRequest, type Connection } from '../http';

/** Whom a typing notification is about: a DM conversation or a channel topic. */
export type TypingRecipient =
  | { type: 'direct'; to: number[] }
  | { type: 'channel'; stream_id: number; topic: string };

/** POST /typing */
export function setTypingStatus(
  conn: Connection,
  op: 'start' | 'stop',
  recipient: TypingRecipient,
  fl: number,
) {
  const params =
    recipient.type === 'direct'
      ? { type: directMessageType(fl), op, to: recipient.to }
      : // "stream" is understood by every level that has channel typing (FL 215+).
        { type: 'stream', op, stream_id: recipient.stream_id, topic: recipient.topic };
  return apiRequest<object>(conn, 'POST', 'typing', params);
}
