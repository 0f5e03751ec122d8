/**
 * Local echo: the user's message shown at once until the server's arrives. Echoes are stored
 * under negative IDs (-1, -2, …, never reused): server IDs are positive, so the two can never
 * collide however many echoes are pending, and windows sort echoes after every real message
 * (windows.ts, idBefore). The local_id sent with the message is the echo's number.
 */
import type { Message } from '../api/types/models';
import { Draft } from './draft';
import { forgetMessages } from './messages';
import type { LocalEcho, LocalEchoInput, MessagesSlice, ParleyState, ReduceContext } from './state';
import { placeMessage } from './windows';

function context(state: ParleyState, now: number): ReduceContext {
  return { draft: new Draft(), now, state, matchChecks: [] };
}

export function addLocalEcho(
  state: ParleyState,
  input: LocalEchoInput,
  now: number,
): { state: ParleyState; echo: LocalEcho } {
  const number = state.messages.lastEcho + 1;
  const id = -number;
  const local_id = String(number);
  const self = state.users[state.current_user_id];
  const base = {
    id,
    sender_id: state.current_user_id,
    sender_full_name: self?.full_name ?? '',
    sender_email: self?.email ?? '',
    sender_realm_str: '',
    avatar_url: self?.avatar_url ?? null,
    client: 'Parley',
    content: input.rendered_content,
    content_type: 'text/html' as const,
    topic_links: [],
    recipient_id: 0,
    timestamp: Math.floor(now / 1000),
    is_me_message: false,
    reactions: [],
    submessages: [],
  };
  const message: Message =
    input.type === 'stream'
      ? {
          ...base,
          type: 'stream',
          stream_id: input.stream_id ?? 0,
          subject: input.topic ?? '',
          display_recipient: state.channels[input.stream_id ?? 0]?.name ?? '',
        }
      : {
          ...base,
          type: 'private',
          subject: '',
          display_recipient: [...new Set([...(input.to ?? []), state.current_user_id])].map(
            (uid) => ({
              id: uid,
              email: state.users[uid]?.email ?? '',
              full_name: state.users[uid]?.full_name ?? '',
            }),
          ),
        };
  const echo: LocalEcho = { local_id, id, status: 'sending', input };
  const stored = { ...message, flags: ['read'], local: { local_id, status: 'sending' as const } };
  const ctx = context(state, now);
  ctx.draft.set(state.messages.byId, id, stored);
  const messages: MessagesSlice = {
    byId: state.messages.byId,
    windows: placeMessage(state.messages.windows, stored, ctx),
    echoes: { ...state.messages.echoes, [local_id]: echo },
    lastEcho: number,
  };
  return { state: { ...state, messages }, echo };
}

/** Marks an echo failed or sending again; its text stays for a retry. */
export function setLocalEchoStatus(
  state: ParleyState,
  local_id: string,
  status: LocalEcho['status'],
): ParleyState {
  const echo = state.messages.echoes[local_id];
  const message = echo && state.messages.byId.get(echo.id);
  if (!echo || !message || echo.status === status) return state;
  new Draft().set(state.messages.byId, echo.id, { ...message, local: { local_id, status } });
  return {
    ...state,
    messages: {
      ...state.messages,
      echoes: { ...state.messages.echoes, [local_id]: { ...echo, status } },
    },
  };
}

/**
 * Renders every echo again with `render` (the raw text it was sent with): those sent before the
 * renderer had loaded show their text plainly until then.
 */
export function rerenderLocalEchoes(
  state: ParleyState,
  render: (raw_content: string) => string,
): ParleyState {
  let next = state;
  for (const echo of Object.values(state.messages.echoes)) {
    const message = next.messages.byId.get(echo.id);
    if (!message) continue;
    const content = render(echo.input.raw_content);
    if (content === message.content) continue;
    new Draft().set(next.messages.byId, echo.id, { ...message, content });
    const input = { ...echo.input, rendered_content: content };
    next = {
      ...next,
      messages: {
        ...next.messages,
        echoes: { ...next.messages.echoes, [echo.local_id]: { ...echo, input } },
      },
    };
  }
  return next;
}

/** Drops an echo (the user gave up on it). */
export function removeLocalEcho(state: ParleyState, local_id: string): ParleyState {
  const echo = state.messages.echoes[local_id];
  if (!echo) return state;
  const ctx = context(state, 0);
  const messages = { ...forgetMessages(state.messages, [echo.id], ctx) };
  messages.echoes = { ...messages.echoes };
  delete messages.echoes[local_id];
  return { ...state, messages };
}
