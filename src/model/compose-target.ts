/**
 * Where the compose box sends: a channel topic or a direct-message conversation. The box
 * follows the view (a topic narrow sets its channel and topic, a DM narrow its recipients), a
 * reply takes the message's conversation, and drafts are kept per conversation under
 * `conversationKey`.
 */
import type { NarrowTerm } from '../api/types/narrow';
import { canonicalTerm, dmKey, topicKey } from '../store/keys';
import type { ParleyState, StoredMessage } from '../store/state';
import { narrowToHash } from './narrow-url';

export type ComposeTarget =
  /** `stream_id` undefined until a channel is chosen. */
  | { type: 'stream'; stream_id: number | undefined; topic: string }
  /** The recipients other than the sender (empty until someone is chosen). */
  | { type: 'private'; to: number[] };

const channelOf = (term: NarrowTerm, state: Pick<ParleyState, 'channels'>) => {
  if (typeof term.operand === 'number') return term.operand;
  const text = String(term.operand);
  if (/^\d+$/.test(text)) return Number(text);
  const name = text.toLowerCase();
  return Object.values(state.channels).find((c) => c.name.toLowerCase() === name)?.stream_id;
};

/**
 * The conversation a narrow is, if it is one (a topic, a channel, a DM conversation); the
 * compose box opens there. A channel alone gives an empty topic for the user to fill.
 */
export function targetOfNarrow(
  narrow: readonly NarrowTerm[],
  state: Pick<ParleyState, 'channels' | 'current_user_id'>,
): ComposeTarget | undefined {
  const terms = narrow.map(canonicalTerm).filter((t) => !t.negated);
  if (terms.length !== narrow.length) return undefined;
  const channel = terms.find((t) => t.operator === 'channel');
  const topic = narrow.find((t) => ['topic', 'subject'].includes(t.operator));
  const dm = terms.find((t) => t.operator === 'dm');
  const other = terms.filter(
    (t) => !['channel', 'topic', 'dm', 'near', 'with'].includes(t.operator),
  );
  if (other.length > 0) return undefined;
  if (channel && !dm) {
    const stream_id = channelOf(channel, state);
    if (stream_id === undefined) return undefined;
    return { type: 'stream', stream_id, topic: topic ? String(topic.operand) : '' };
  }
  if (dm && !channel && !topic) {
    const ids = [dm.operand]
      .flat()
      .flatMap((x) => String(x).split(','))
      .map(Number);
    if (ids.some((id) => !Number.isInteger(id))) return undefined;
    const to = [...new Set(ids)].filter((id) => id !== state.current_user_id);
    // A self-DM is sent to oneself.
    return { type: 'private', to: to.length ? to.sort((a, b) => a - b) : [state.current_user_id] };
  }
  return undefined;
}

/** The conversation a message belongs to, for a reply. */
export function targetOfMessage(m: StoredMessage, selfId: number): ComposeTarget {
  if (m.type === 'stream') return { type: 'stream', stream_id: m.stream_id, topic: m.subject };
  const others = m.display_recipient.map((r) => r.id).filter((id) => id !== selfId);
  return { type: 'private', to: others.length ? others.sort((a, b) => a - b) : [selfId] };
}

/** One key per conversation: topics compare case-insensitively, DMs by their participants. */
export function conversationKey(target: ComposeTarget, selfId: number): string {
  if (target.type === 'stream')
    return `stream:${topicKey(target.stream_id ?? 0, target.topic.trim())}`;
  return `dm:${dmKey(target.to, selfId)}`;
}

export function sameConversation(a: ComposeTarget, b: ComposeTarget, selfId: number): boolean {
  return conversationKey(a, selfId) === conversationKey(b, selfId);
}

/** The narrow showing a conversation (where "go to conversation" and a sent message lead). */
export function narrowOfTarget(target: ComposeTarget, selfId: number): NarrowTerm[] | undefined {
  if (target.type === 'stream') {
    if (target.stream_id === undefined) return undefined;
    const narrow: NarrowTerm[] = [{ operator: 'channel', operand: target.stream_id }];
    if (target.topic.trim() !== '')
      narrow.push({ operator: 'topic', operand: target.topic.trim() });
    return narrow;
  }
  if (target.to.length === 0) return undefined;
  const others = target.to.filter((id) => id !== selfId);
  return [{ operator: 'dm', operand: others.length ? others : [selfId] }];
}

export function hashOfTarget(
  target: ComposeTarget,
  state: Pick<ParleyState, 'channels' | 'current_user_id'>,
): string | undefined {
  const narrow = narrowOfTarget(target, state.current_user_id);
  return narrow && narrowToHash(narrow, { channelName: (id) => state.channels[id]?.name });
}

/**
 * The content as the server stores it (Zulip's normalize_body): trailing whitespace and
 * leading blank lines dropped. Sent this way so the outbox can recognize it on the server.
 */
export const normalizeContent = (content: string): string => content.trimEnd().replace(/^\n+/, '');

/** A topic as the server stores it: trimmed, runs of line breaks and tabs made one space. */
export const normalizeTopic = (topic: string): string => topic.trim().replace(/[\r\n\t]+/g, ' ');
