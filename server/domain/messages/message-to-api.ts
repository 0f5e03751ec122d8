/** Stored messages as the API's Message objects. */
import type {
  DisplayRecipientUser,
  EditHistoryEntry,
  Message,
  Reaction,
  Submessage,
} from '../../../src/api/types/models';
import { topicLinks } from '../../../src/markdown';
import type { Db } from '../../db/database';
import { bitsToFlags } from '../../db/flags';
import { listLinkifiers } from '../../db/linkifiers';
import { directRecipientUsers, type MessageRow } from '../../db/messages';
import { reactionsOf } from '../../db/reactions';
import { getStreamById } from '../../db/streams';
import { submessagesOf } from '../../db/submessages';
import { getUserById, type UserRow } from '../../db/users';
import { apiEmail } from '../emails';
import { loadRealm } from '../realm';
import { avatarUrl } from '../users';
import { editTimestamps, visibleEditHistory } from './edit-visibility';

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
  const submessages = new Map<number, Submessage[]>();
  for (const s of submessagesOf(
    db,
    rows.map((m) => m.id),
  )) {
    const list = submessages.get(s.message_id) ?? [];
    list.push({ ...s });
    submessages.set(s.message_id, list);
  }
  const linkifiers = listLinkifiers(db);
  const links = new Map<string, ReturnType<typeof topicLinks>>();
  const linksOf = (topic: string) => {
    let l = links.get(topic);
    if (!l) {
      l = topicLinks(topic, linkifiers);
      links.set(topic, l);
    }
    return l;
  };
  const historyPolicy = loadRealm(db).settings.message_edit_history_visibility_policy;
  const applyMarkdown = options.applyMarkdown ?? true;

  const flagLists = new Map<number, string[]>();
  const flagsOf = (bits: number) => {
    let l = flagLists.get(bits);
    if (!l) {
      l = bitsToFlags(bits);
      flagLists.set(bits, l);
    }
    return [...l];
  };
  const contentType = applyMarkdown ? ('text/html' as const) : ('text/x-markdown' as const);

  // One object literal per message, fields assigned in place: this runs for every message
  // of every page.
  return rows.map((m) => {
    const sender = user(m.sender_id) as UserRow;
    const isStream = m.stream_id !== null;
    const api: Record<string, unknown> = {
      id: m.id,
      sender_id: m.sender_id,
      sender_full_name: sender.full_name,
      sender_email: apiEmail(sender),
      sender_realm_str: '',
      avatar_url: avatarUrl(sender),
      client: m.client,
      content: applyMarkdown ? m.rendered_content : m.content,
      content_type: contentType,
      type: isStream ? 'stream' : 'private',
      subject: m.topic,
      topic_links: isStream ? linksOf(m.topic) : [],
      display_recipient: isStream
        ? (stream(m.stream_id as number)?.name ?? '')
        : directRecipient(m),
      recipient_id: m.recipient_id,
      timestamp: m.date_sent,
      is_me_message: m.is_me_message === 1,
      reactions: reactions.get(m.id) ?? [],
      submessages: submessages.get(m.id) ?? [],
    };
    if (isStream) api.stream_id = m.stream_id;
    if (m.edit_history) {
      const history = JSON.parse(m.edit_history) as EditHistoryEntry[];
      Object.assign(api, editTimestamps(history));
      const visible = visibleEditHistory(historyPolicy, history);
      if (visible) api.edit_history = visible;
    }
    if (options.flags) api.flags = flagsOf(options.flags.get(m.id) ?? 0);
    return api as unknown as Message;
  });

  function directRecipient(m: MessageRow): DisplayRecipientUser[] {
    return (dmUsers.get(m.recipient_id) ?? [m.sender_id])
      .map((id) => user(id))
      .filter((u): u is UserRow => u !== undefined)
      .map((u) => ({
        id: u.id,
        email: apiEmail(u),
        full_name: u.full_name,
        is_mirror_dummy: false,
      }));
  }
}
