/** A message's own link: its conversation, near it (what "Copy link to message" copies). */
import type { StoredMessage } from '../store/state';
import { narrowToHash } from './narrow-url';

export function messageHash(
  m: StoredMessage,
  channelName: string | undefined,
  selfId: number,
): string {
  if (m.type === 'stream') {
    return narrowToHash(
      [
        { operator: 'channel', operand: m.stream_id },
        { operator: 'topic', operand: m.subject },
      ],
      { channelName: () => channelName },
      m.id,
    );
  }
  const others = m.display_recipient.map((r) => r.id).filter((id) => id !== selfId);
  return narrowToHash([{ operator: 'dm', operand: others.length ? others : [selfId] }], {}, m.id);
}
