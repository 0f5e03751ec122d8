/**
 * Direct-message conversations by recency, as the sidebar lists them: register's
 * `recent_private_conversations`, kept current by `message` events. Zulip keeps the list the
 * same way (a deleted message does not reorder it until the next register).
 */
import type { MessageEvent } from '../api/types/event';
import type { RecentPrivateConversation } from '../api/types/models';
import { dmKey } from './keys';
import type { DmConversation, ReduceContext } from './state';

type Conversations = Record<string, DmConversation>;

/** Keyed by dmKey; `user_ids` are the other participants (empty for the self-DM). */
export function dmConversationsFromRegister(
  list: readonly RecentPrivateConversation[] | undefined,
  selfId: number,
): Conversations {
  const out: Conversations = {};
  for (const c of list ?? []) {
    const others = c.user_ids.filter((id) => id !== selfId).sort((a, b) => a - b);
    const key = dmKey(others, selfId);
    const known = out[key];
    if (!known || known.max_message_id < c.max_message_id) {
      out[key] = { user_ids: others, max_message_id: c.max_message_id };
    }
  }
  return out;
}

export function reduceDmConversations(
  conversations: Conversations,
  event: MessageEvent,
  ctx: ReduceContext,
): Conversations {
  const m = event.message;
  // Local echoes (negative IDs) never reach here: they are not events.
  if (m.type !== 'private') return conversations;
  const selfId = ctx.state.current_user_id;
  const others = [...new Set(m.display_recipient.map((r) => r.id))]
    .filter((id) => id !== selfId)
    .sort((a, b) => a - b);
  const key = dmKey(others, selfId);
  const known = conversations[key];
  if (known && known.max_message_id >= m.id) return conversations;
  const next = ctx.draft.copy(conversations);
  next[key] = { user_ids: others, max_message_id: m.id };
  return next;
}

/** Conversations newest first. */
export const dmConversationsByRecency = (conversations: Conversations) =>
  Object.entries(conversations)
    .map(([key, c]) => ({ key, ...c }))
    .sort((a, b) => b.max_message_id - a.max_message_id);
