import type {
  DisplayRecipientUser,
  EditHistoryEntry,
  Message,
  Reaction,
} from '../../../src/api/types/models';
import type { Db } from '../../db/database';
import { bitsToFlags } from '../../db/flags';
import { directRecipientUsers, type MessageRow } from '../../db/messages';
import { listLinkifiers } from '../../db/misc';
import { reactionsOf } from '../../db/reactions';
import { getStreamById } from '../../db/streams';
import { getUserById, type UserRow } from '../../db/users';
import { topicLinks } from '../../markdown';
import { loadRealm } from '../realm';
import { avatarUrl } from '../users';

export interface ToApiOptions {
  /** False: `content` is the Markdown source (content_type text/x-markdown). */
  applyMarkdown?: boolean;
  /** Per-message flag bits of the viewer (undefined: no flags field). */
  flags?: ReadonlyMap<number, number>;
}

/** Looks users and channels up once per batch. */
function cache<T>(load: (id: number) => T | undefined) {
  const m = new Map<number, T | undefined>();
  return (id: number) => {
    if (!m.has(id)) m.set(id, load(id));
    return m.get(id);
  };
}

/** The API's Message objects for stored messages, in the given order. */
export function messagesToApi(
  db: Db,
  rows: readonly MessageRow[],
  options: ToApiOptions = {},
): Message[] {
  if (!rows.length) return [];
  const user = cache((id) => getUserById(db, id));
  const stream = cache((id) => getStreamById(db, id));
  const dmUsers = directRecipientUsers(
    db,
    rows.filter((r) => r.stream_id === null).map((r) => r.recipient_id),
  );
  const reactions = new Map<number, Reaction[]>();
  for (const r of reactionsOf(
    db,
    rows.map((m) => m.id),
  )) {
    const list = reactions.get(r.message_id) ?? [];
    list.push({
      emoji_name: r.emoji_name,
      emoji_code: r.emoji_code,
      reaction_type: r.reaction_type as Reaction['reaction_type'],
      user_id: r.user_id,
    });
    reactions.set(r.message_id, list);
  }
  const linkifiers = listLinkifiers(db);
  const showHistory = loadRealm(db).settings.allow_edit_history;
  const applyMarkdown = options.applyMarkdown ?? true;

  return rows.map((m) => {
    const sender = user(m.sender_id) as UserRow;
    const base = {
      id: m.id,
      sender_id: m.sender_id,
      sender_full_name: sender.full_name,
      sender_email: sender.email,
      sender_realm_str: '',
      avatar_url: avatarUrl(sender),
      client: m.client,
      content: applyMarkdown ? m.rendered_content : m.content,
      content_type: applyMarkdown ? ('text/html' as const) : ('text/x-markdown' as const),
      subject: m.topic,
      topic_links: m.stream_id === null ? [] : topicLinks(m.topic, linkifiers),
      recipient_id: m.recipient_id,
      timestamp: m.date_sent,
      is_me_message: m.is_me_message === 1,
      reactions: reactions.get(m.id) ?? [],
      submessages: [],
      ...(m.last_edit_timestamp !== null ? { last_edit_timestamp: m.last_edit_timestamp } : {}),
      ...(showHistory && m.edit_history
        ? { edit_history: JSON.parse(m.edit_history) as EditHistoryEntry[] }
        : {}),
      ...(options.flags ? { flags: bitsToFlags(options.flags.get(m.id) ?? 0) } : {}),
    };
    if (m.stream_id !== null) {
      return {
        ...base,
        type: 'stream',
        stream_id: m.stream_id,
        display_recipient: stream(m.stream_id)?.name ?? '',
      };
    }
    const participants: DisplayRecipientUser[] = (dmUsers.get(m.recipient_id) ?? [m.sender_id])
      .map((id) => user(id))
      .filter((u): u is UserRow => u !== undefined)
      .map((u) => ({ id: u.id, email: u.email, full_name: u.full_name, is_mirror_dummy: false }));
    return { ...base, type: 'private', display_recipient: participants };
  });
}
