/** Sending a message: POST /messages. */
import type { Db } from '../../db/database';
import { queryMessageIds } from '../../db/message-query';
import { findDirectRecipient, topicMessages } from '../../db/messages';
import { userHasTopic } from '../../db/user-messages';
import { getUserById, type UserRow } from '../../db/users';
import { badRequest } from '../errors';
import { type Notice, type Outcome, outcome } from '../notices';
import { canAccessStreamHistory, canSendDirectMessage } from '../permissions';
import { loadRealm } from '../realm';
import { applyAutomaticVisibility } from './auto-follow';
import type { Actor } from './context';
import { firstMessageIdNotices, firstMessageIds } from './first-message';
import { normalizeContent, normalizeTopic } from './limits';
import { checkWildcardMentions, mentionedUsers } from './mentions';
import { renderMessage } from './render';
import {
  checkCanSendToChannel,
  type RawTo,
  resolveChannel,
  resolveDirectRecipients,
} from './send-target';
import { messageNotice, storeMessage } from './store';

export interface SendRequest {
  type: 'direct' | 'private' | 'channel' | 'stream';
  to: RawTo;
  content: string;
  topic?: string;
  queue_id?: string;
  local_id?: string;
  read_by_sender?: boolean;
  client: string;
}

export interface SendResult {
  id: number;
  automatic_new_visibility_policy?: number;
}

/** POST /messages. */
export function sendMessage(actor: Actor, req: SendRequest): Outcome<SendResult> {
  const { services, user: sender } = actor;
  const db = services.db;
  const realm = loadRealm(db).settings;
  const content = normalizeContent(req.content);
  const local =
    req.queue_id !== undefined && req.local_id !== undefined
      ? { queue_id: req.queue_id, local_id: req.local_id }
      : undefined;
  const readBySender = req.read_by_sender ?? true;
  const isReadFor = (u: number) => readBySender && u === sender.id;

  if (req.type === 'direct' || req.type === 'private') {
    const recipients = resolveDirectRecipients(db, req.to, sender);
    checkCanSendDirectMessage(db, sender, recipients);
    const rendered = renderMessage(db, content, actor.realmUrl, sender);
    return db.transaction(() => {
      const stored = storeMessage(db, {
        sender,
        dmUserIds: [sender.id, ...recipients.map((u) => u.id)],
        content,
        rendered,
        dateSent: services.now(),
        client: req.client,
        isReadFor,
      });
      return outcome({ id: stored.message.id }, [messageNotice(db, stored, local)]);
    })();
  }

  const stream = resolveChannel(db, req.to);
  checkCanSendToChannel(db, sender, stream);
  const topic = normalizeTopic(req.topic ?? '', realm);
  const rendered = renderMessage(db, content, actor.realmUrl, sender);
  checkWildcardMentions(db, sender, stream, topic, rendered);
  return db.transaction(() => {
    const firstBefore = firstMessageIds(db, [stream.id]);
    // Whether the sender starts the topic, judged only on messages they may see.
    const startsTopic = canAccessStreamHistory(db, sender, stream)
      ? topicMessages(db, stream.id, topic).length === 0
      : !userHasTopic(db, sender.id, stream.id, topic);
    const stored = storeMessage(db, {
      sender,
      stream,
      topic,
      content,
      rendered,
      dateSent: services.now(),
      client: req.client,
      isReadFor,
    });
    const mentioned = [...mentionedUsers(db, rendered, sender.id)]
      .filter((u) => stored.flags.has(u))
      .map((u) => getUserById(db, u))
      .filter((u): u is UserRow => u !== undefined);
    const follow = applyAutomaticVisibility(db, {
      sender,
      streamId: stream.id,
      topic,
      startsTopic,
      mentioned,
      now: services.now(),
    });
    const notices: Notice[] = [
      messageNotice(db, stored, local),
      ...follow.notices,
      ...firstMessageIdNotices(db, firstBefore),
    ];
    const result: SendResult = { id: stored.message.id };
    if (follow.senderPolicy !== undefined) {
      result.automatic_new_visibility_policy = follow.senderPolicy;
    }
    return outcome(result, notices);
  })();
}

/** Refuses an empty request type early with Zulip's wording. */
export function checkMessageType(type: string): SendRequest['type'] {
  if (type === 'direct' || type === 'private' || type === 'channel' || type === 'stream')
    return type;
  throw badRequest('Invalid message type');
}

const DIRECT_MESSAGE_REFUSALS = {
  disabled: 'Direct messages are disabled in this organization.',
  unauthorized: 'This conversation does not include any users who can authorize it.',
  cannot_initiate: 'You are not allowed to start direct message conversations.',
} as const;

/** Refuses a direct message the realm's direct-message permissions do not allow. */
function checkCanSendDirectMessage(db: Db, sender: UserRow, recipients: readonly UserRow[]) {
  const hasMessages = () => {
    const recipientId = findDirectRecipient(db, [sender.id, ...recipients.map((u) => u.id)]);
    if (recipientId === undefined) return false;
    const query = {
      userId: sender.id,
      includeHistory: true,
      filters: [{ kind: 'recipient' as const, recipientId }],
    };
    return queryMessageIds(db, query, { side: 'before', maxId: null, limit: 1 }).length > 0;
  };
  const verdict = canSendDirectMessage(db, sender, recipients, hasMessages);
  if (verdict !== 'allowed') throw badRequest(DIRECT_MESSAGE_REFUSALS[verdict]);
}
