/** Storing a message with every recipient's flags, and its message event. */
import type { Db } from '../../db/database';
import { bitsToFlags, FLAG_BITS } from '../../db/flags';
import {
  getMessage,
  insertMessage,
  type MessageRow,
  recipientOfDirect,
  recipientOfStream,
} from '../../db/messages';
import type { StreamRow } from '../../db/streams';
import { activeSubscriberIds } from '../../db/streams';
import type { UserRow } from '../../db/users';
import { countSentMessage } from '../channel-activity';
import type { Notice } from '../notices';
import { claimAttachments } from './attachments';
import { contentFlags, topicParticipants } from './mentions';
import { messagesToApi } from './message-to-api';
import type { RenderedMessage } from './render';
import { storeWidgetOf } from './submessages';

export interface StoreRequest {
  sender: UserRow;
  /** A channel message: the channel and (normalized) topic. */
  stream?: StreamRow;
  topic?: string;
  /** A direct message: every participant, the sender included. */
  dmUserIds?: readonly number[];
  content: string;
  rendered: RenderedMessage;
  dateSent: number;
  client: string;
  /** Who starts with the message read (default: the sender). */
  isReadFor?: (userId: number) => boolean;
}

export interface Stored {
  message: MessageRow;
  /** Recipient user ID → flag bits. */
  flags: Map<number, number>;
}

/** Inserts a message with every recipient's flags and its attachment links; no checks. */
export function storeMessage(db: Db, req: StoreRequest): Stored {
  const { sender, rendered } = req;
  const topic = req.stream ? (req.topic ?? '') : '';
  const recipients = req.stream
    ? activeSubscriberIds(db, req.stream.id)
    : [...new Set(req.dmUserIds ?? [sender.id])].sort((a, b) => a - b);
  // Participants matter only to a topic wildcard mention; finding them scans the topic.
  const participants =
    req.stream && rendered.topicWildcardMentioned
      ? topicParticipants(db, req.stream.id, topic)
      : new Set<number>();
  participants.add(sender.id);
  const flags = contentFlags(db, rendered, recipients, participants, sender.id);
  const isRead = req.isReadFor ?? ((u: number) => u === sender.id);
  for (const [u, bits] of flags) if (isRead(u)) flags.set(u, bits | FLAG_BITS.read);
  const id = insertMessage(
    db,
    {
      sender_id: sender.id,
      recipient_id: req.stream
        ? recipientOfStream(db, req.stream.id)
        : recipientOfDirect(db, recipients),
      stream_id: req.stream?.id ?? null,
      topic,
      content: req.content,
      rendered_content: rendered.html,
      date_sent: req.dateSent,
      client: req.client,
      is_me_message: rendered.isMeMessage ? 1 : 0,
      has_link: rendered.hasLink ? 1 : 0,
      has_image: rendered.hasImage ? 1 : 0,
      has_attachment: 0,
    },
    flags,
    rendered.text,
  );
  claimAttachments(db, sender, id, rendered.uploads);
  // From any client, the API included, as Zulip's server does.
  storeWidgetOf(db, { id, sender_id: sender.id, content: req.content });
  if (req.stream) countSentMessage(db, { stream_id: req.stream.id, date_sent: req.dateSent });
  return { message: getMessage(db, id) as MessageRow, flags };
}

/** The `message` event for a stored message: to every recipient, with their own flags. */
export function messageNotice(
  db: Db,
  stored: Stored,
  local?: { queue_id: string; local_id: string },
): Notice {
  const [message] = messagesToApi(db, [stored.message]);
  const perUser = new Map<number, Record<string, unknown>>();
  for (const [u, bits] of stored.flags) perUser.set(u, { flags: bitsToFlags(bits) });
  return {
    event: { type: 'message', message, flags: [] },
    users: [...stored.flags.keys()],
    perUser,
    rawContent: stored.message.content,
    ...(local
      ? { forQueue: { queue_id: local.queue_id, fields: { local_message_id: local.local_id } } }
      : {}),
  };
}
