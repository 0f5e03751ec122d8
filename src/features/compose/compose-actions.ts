/**
 * Starting to write: where `r`, `c` and `x` (and the buttons of the same names) open the box,
 * worked out from the view and the message the user is on.
 */
import type { NarrowTerm } from '../../api/types/narrow';
import { type ComposeTarget, targetOfMessage, targetOfNarrow } from '../../model/compose-target';
import type { View } from '../../model/route';
import { narrowKey } from '../../store/keys';
import type { ParleyState, StoredMessage } from '../../store/state';
import { composeStore, openCompose } from './compose-state';

/** The conversation a view shows, if it is one conversation (a topic or a DM). */
export function conversationOfView(
  view: View,
  state: Pick<ParleyState, 'channels' | 'current_user_id'>,
): ComposeTarget | undefined {
  if (view.kind !== 'narrow') return undefined;
  const target = targetOfNarrow(view.narrow, state);
  if (target?.type === 'stream' && !hasTopic(view.narrow)) return undefined;
  return target;
}

const hasTopic = (narrow: readonly NarrowTerm[]) =>
  narrow.some((t) => t.operator === 'topic' || t.operator === 'subject');

/** The channel a view is in (a channel or a topic of it). */
export function channelOfView(
  view: View,
  state: Pick<ParleyState, 'channels' | 'current_user_id'>,
): number | undefined {
  if (view.kind !== 'narrow') return undefined;
  const target = targetOfNarrow(view.narrow, state);
  return target?.type === 'stream' ? target.stream_id : undefined;
}

/** The message that has focus (or holds it), if any. */
function focusedMessage(state: ParleyState): StoredMessage | undefined {
  const el = document.activeElement?.closest<HTMLElement>('[data-message-id]');
  const id = Number(el?.dataset.messageId);
  return id > 0 ? state.messages.byId.get(id) : undefined;
}

/** The newest message the view holds. */
function newestInView(state: ParleyState, view: View): StoredMessage | undefined {
  if (view.kind !== 'narrow') return undefined;
  const ids = state.messages.windows[narrowKey(view.narrow)]?.ids ?? [];
  for (let i = ids.length - 1; i >= 0; i--) {
    if (ids[i]! > 0) return state.messages.byId.get(ids[i]!);
  }
  return undefined;
}

/**
 * `r` / Reply: to the given message's conversation; else the focused message's, the view's
 * (a topic or DM view), or the newest message's in the view.
 */
export function reply(state: ParleyState, view: View, message?: StoredMessage): void {
  const self = state.current_user_id;
  const m = message ?? focusedMessage(state);
  const target = m
    ? targetOfMessage(m, self)
    : (conversationOfView(view, state) ??
      (() => {
        const newest = newestInView(state, view);
        return newest && targetOfMessage(newest, self);
      })());
  openCompose(target, { focus: 'content' });
}

/** `c` / "Start new conversation": a new topic in the channel of the view (or of the box). */
export function newTopic(state: ParleyState, view: View): void {
  const box = composeStore.getState().target;
  const stream_id =
    channelOfView(view, state) ?? (box.type === 'stream' ? box.stream_id : undefined);
  openCompose(
    { type: 'stream', stream_id, topic: '' },
    { focus: stream_id === undefined ? 'channel' : 'topic' },
  );
}

/** `x` / "New direct message": to the people of the DM view, else to someone to choose. */
export function newDirectMessage(state: ParleyState, view: View): void {
  const here = conversationOfView(view, state);
  const to = here?.type === 'private' ? here.to : [];
  openCompose({ type: 'private', to }, { focus: to.length ? 'content' : 'to' });
}
