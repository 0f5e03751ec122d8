import { directMessageType, messageEditTypingRequest, topicForServer } from '../feature-level';
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
        {
          type: 'stream',
          op,
          stream_id: recipient.stream_id,
          topic: topicForServer(recipient.topic, fl),
        };
  return apiRequest<object>(conn, 'POST', 'typing', params);
}

/**
 * POST /messages/{message_id}/typing (FL 361; `POST /message_edit_typing` from FL 351):
 * the user is editing the message. Resolves to null where the server has no such notice.
 */
export function setEditTypingStatus(
  conn: Connection,
  messageId: number,
  op: 'start' | 'stop',
  fl: number,
): Promise<object | null> {
  const request = messageEditTypingRequest(fl, messageId);
  if (!request) return Promise.resolve(null);
  return apiRequest<object>(conn, 'POST', request.path, { ...request.params, op });
}
