/** Editing and moving messages: PATCH /messages/{message_id}. */
import { createHash } from 'node:crypto';
import { topicLinks } from '../../../src/markdown';
import type { Db } from '../../db/database';
import { bitsToFlags } from '../../db/flags';
import { listLinkifiers } from '../../db/linkifiers';
import {
  getMessage,
  type MessageRow,
  prependEditHistory,
  topicMessages,
  updateMessageContent,
} from '../../db/messages';
import { getStreamById, type StreamRow } from '../../db/streams';
import { messageUserFlags, setFlagBits } from '../../db/user-messages';
import { badRequest } from '../errors';
import { type EventBody, type Notice, type Outcome, outcome } from '../notices';
import { isExemptFromMoveTimeLimits } from '../permissions';
import { loadRealm } from '../realm';
import { accessMessage } from './access';
import { attachmentToApi, claimAttachments } from './attachments';
import type { Actor } from './context';
import {
  accessibleTopicMessages,
  checkCanEditContent,
  checkCanEditTopic,
  checkCanMoveToStream,
  checkChangeAllTimeLimit,
  resolveAction,
} from './edit-rules';
import { firstMessageIdNotices, firstMessageIds } from './first-message';
import { normalizeContent, normalizeTopic } from './limits';
import { CONTENT_FLAGS, checkWildcardMentions, contentFlags, topicParticipants } from './mentions';
import { applyMove, moveNotices } from './move';
import { moveUserTopics } from './move-user-topics';
import { audienceOf } from './recipients';
import { type RenderedMessage, renderMessage } from './render';

export type PropagateMode = 'change_one' | 'change_later' | 'change_all';

export interface EditRequest {
  topic?: string;
  propagate_mode: PropagateMode;
  send_notification_to_old_thread: boolean;
  send_notification_to_new_thread: boolean;
  content?: string;
  stream_id?: number;
  /** SHA-256 (hex) of the content the editor started from (feature level 379). */
  prev_content_sha256?: string;
}

/** The messages a move takes along, among those the editor may access. */
function movedIds(db: Db, actor: Actor, m: MessageRow, stream: StreamRow, mode: PropagateMode) {
  if (mode === 'change_one') return [m.id];
  const all = accessibleTopicMessages(db, actor.user, stream, m.topic).map((r) => r.id);
  const ids = mode === 'change_later' ? all.filter((id) => id >= m.id) : all;
  return ids.includes(m.id) ? ids : [...ids, m.id].sort((a, b) => a - b);
}

/** New content: rendered, flags of everyone who has the message recomputed, uploads relinked. */
function applyContent(db: Db, actor: Actor, m: MessageRow, content: string, r: RenderedMessage) {
  updateMessageContent(
    db,
    m.id,
    {
      content,
      rendered_content: r.html,
      is_me_message: r.isMeMessage ? 1 : 0,
      has_link: r.hasLink ? 1 : 0,
      has_image: r.hasImage ? 1 : 0,
      has_attachment: m.has_attachment,
    },
    r.text,
  );
  const holders = messageUserFlags(db, m.id);
  const participants =
    m.stream_id === null || !r.topicWildcardMentioned
      ? new Set([m.sender_id])
      : topicParticipants(db, m.stream_id, m.topic);
  const bits = contentFlags(db, r, [...holders.keys()], participants, m.sender_id);
  for (const [u, b] of bits) setFlagBits(db, u, m.id, CONTENT_FLAGS, b);
  const dropped = claimAttachments(db, actor.user, m.id, r.uploads);
  // Only the editor's own uploads that no message refers to any more are reported.
  return dropped
    .filter((a) => a.owner_id === actor.user.id)
    .map((a) => attachmentToApi(db, a))
    .filter((a) => a.messages.length === 0);
}

/** PATCH /messages/{message_id}. */
export function editMessage(
  actor: Actor,
  messageId: number,
  req: EditRequest,
): Outcome<{ detached_uploads: ReturnType<typeof attachmentToApi>[] }> {
  const { services, user } = actor;
  const db = services.db;
  const now = services.now();
  const realm = loadRealm(db).settings;
  const { message: m } = accessMessage(db, user, messageId);

  if (req.topic === undefined && req.content === undefined && req.stream_id === undefined) {
    throw badRequest('Nothing to change');
  }
  if (m.stream_id === null) {
    if (req.stream_id !== undefined)
      throw badRequest('Direct messages cannot be moved to channels.');
    if (req.topic !== undefined) throw badRequest('Direct messages cannot have topics.');
  }
  if (
    req.propagate_mode !== 'change_one' &&
    req.topic === undefined &&
    req.stream_id === undefined
  ) {
    throw badRequest('Invalid propagate_mode without topic edit');
  }
  if (req.stream_id !== undefined && req.content !== undefined) {
    throw badRequest('Unable to edit content and change channel at the same time');
  }
  let newTopic = req.topic === undefined ? undefined : normalizeTopic(req.topic, realm);
  if (newTopic === m.topic) newTopic = undefined;
  const oldStream = m.stream_id === null ? undefined : getStreamById(db, m.stream_id);
  const content = req.content === undefined ? undefined : normalizeContent(req.content);

  if (content !== undefined) checkCanEditContent(user, m, realm, now);
  if (
    req.prev_content_sha256 !== undefined &&
    req.prev_content_sha256.toLowerCase() !== createHash('sha256').update(m.content).digest('hex')
  ) {
    throw badRequest('The message was edited by someone else since you started editing it.');
  }
  const wholeTopic = req.propagate_mode === 'change_all';
  if (newTopic !== undefined) checkCanEditTopic(db, user, m, newTopic, realm, now, wholeTopic);
  const newStream =
    req.stream_id !== undefined && req.stream_id !== m.stream_id
      ? checkCanMoveToStream(db, user, m, req.stream_id, realm, now, wholeTopic)
      : undefined;
  const moving = newTopic !== undefined || newStream !== undefined;
  if (!moving && content === undefined) throw badRequest('Nothing to change');
  if (
    moving &&
    oldStream &&
    req.propagate_mode === 'change_all' &&
    !isExemptFromMoveTimeLimits(user)
  ) {
    checkChangeAllTimeLimit(
      db,
      user,
      oldStream,
      m,
      { topic: newTopic !== undefined, stream: newStream !== undefined },
      realm,
      now,
    );
  }
  const rendered =
    content === undefined ? undefined : renderMessage(db, content, actor.realmUrl, actor.user);
  if (rendered && oldStream) checkWildcardMentions(db, user, oldStream, m.topic, rendered);

  return db.transaction(() => {
    const ids =
      moving && oldStream ? movedIds(db, actor, m, oldStream, req.propagate_mode) : [m.id];
    const entry: Record<string, unknown> = { user_id: user.id, timestamp: now };
    if (newTopic !== undefined) Object.assign(entry, { prev_topic: m.topic, topic: newTopic });
    if (newStream && oldStream)
      Object.assign(entry, { prev_stream: oldStream.id, stream: newStream.id });
    const moveEntry = { ...entry };
    let detached: ReturnType<typeof attachmentToApi>[] = [];
    if (content !== undefined && rendered) {
      Object.assign(entry, { prev_content: m.content, prev_rendered_content: m.rendered_content });
      detached = applyContent(db, actor, m, content, rendered);
    }
    const notices: Notice[] = [];
    const firstBefore = firstMessageIds(db, [oldStream?.id ?? null, newStream?.id ?? null]);
    let audience: number[];
    // Whether the mover took the whole topic: per-topic settings and the notices' wording.
    let movedAll = false;
    const topicNotices: Notice[] = [];
    if (moving && oldStream) {
      const target = { stream: newStream ?? oldStream, topic: newTopic ?? m.topic };
      const movedIds = new Set(ids);
      const destinationHadMessages = topicMessages(db, target.stream.id, target.topic).some(
        (r) => !movedIds.has(r.id),
      );
      const moved = applyMove(db, {
        ids,
        oldStream,
        newStream: target.stream,
        oldTopic: m.topic,
        topic: target.topic,
      });
      notices.push(...moved.notices);
      audience = moved.audience;
      // As in Zulip: change_all always counts as the whole topic; other modes when nothing
      // the mover may see is left behind.
      movedAll =
        req.propagate_mode === 'change_all' ||
        accessibleTopicMessages(db, user, oldStream, m.topic).length === 0;
      if (movedAll) {
        topicNotices.push(
          ...moveUserTopics(db, {
            oldStream,
            oldTopic: m.topic,
            newStream: target.stream,
            newTopic: target.topic,
            destinationHadMessages,
            now,
          }),
        );
      }
    } else {
      audience = audienceOf(db, [m.id], oldStream);
    }
    for (const id of ids) prependEditHistory(db, id, id === m.id ? entry : moveEntry, now);

    const event: EventBody = {
      type: 'update_message',
      user_id: user.id,
      edit_timestamp: now,
      message_id: m.id,
      message_ids: ids,
      rendering_only: false,
      flags: [],
      ...(oldStream ? { stream_name: oldStream.name, stream_id: oldStream.id } : {}),
      ...(newStream ? { new_stream_id: newStream.id } : {}),
      ...(moving ? { propagate_mode: req.propagate_mode, orig_subject: m.topic } : {}),
      ...(newTopic !== undefined
        ? { subject: newTopic, topic_links: topicLinks(newTopic, listLinkifiers(db)) }
        : {}),
      ...(content !== undefined && rendered
        ? {
            orig_content: m.content,
            orig_rendered_content: m.rendered_content,
            content,
            rendered_content: rendered.html,
            is_me_message: rendered.isMeMessage,
          }
        : {}),
    };
    const flags = messageUserFlags(db, m.id);
    const perUser = new Map(audience.map((u) => [u, { flags: bitsToFlags(flags.get(u) ?? 0) }]));
    notices.unshift({ event, users: audience.sort((a, b) => a - b), perUser });
    // Zulip sends the settings' user_topic events before the update_message.
    notices.unshift(...topicNotices);

    if (moving && oldStream) {
      const after = getMessage(db, m.id) as MessageRow;
      notices.push(
        ...moveNotices(db, actor, {
          oldStream,
          oldTopic: m.topic,
          newStream: newStream ?? oldStream,
          newTopic: after.topic,
          count: ids.length,
          movedAll,
          resolve: newStream ? null : resolveAction(m.topic, after.topic),
          toOld: req.send_notification_to_old_thread,
          toNew: req.send_notification_to_new_thread,
          now,
        }),
      );
    }
    notices.push(...firstMessageIdNotices(db, firstBefore));
    return outcome({ detached_uploads: detached }, notices);
  })();
}
