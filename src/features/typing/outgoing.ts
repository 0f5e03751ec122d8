/**
 * Outgoing typing notifications: the compose box's keystrokes drive the protocol machine of
 * src/model/typing.ts, within what the user's settings and the server allow — direct messages
 * unless `send_private_typing_notifications` is off, channel topics unless
 * `send_stream_typing_notifications` is off and only on servers that have them (FL 215) —
 * with the server's periods.
 */
import type { TypingRecipient } from '../../api/endpoints/typing';
import { type ComposeTarget, normalizeTopic } from '../../model/compose-target';
import { TypingNotifier, type TypingTimers } from '../../model/typing';
import type { ParleyState } from '../../store/state';

/** The feature level that added typing notifications for channel topics. */
export const CHANNEL_TYPING_FL = 215;

export type TypingState = Pick<ParleyState, 'userSettings' | 'server' | 'current_user_id'>;

/** Whom to tell about typing in this box, or undefined when nobody should be told. */
export function typingRecipient(
  target: ComposeTarget,
  state: TypingState,
): TypingRecipient | undefined {
  const settings = state.userSettings;
  if (target.type === 'private') {
    if (settings.send_private_typing_notifications === false || target.to.length === 0) {
      return undefined;
    }
    const to = target.to.filter((id) => id !== state.current_user_id);
    // Nobody is told about typing to oneself.
    return to.length ? { type: 'direct', to } : undefined;
  }
  if (settings.send_stream_typing_notifications === false) return undefined;
  if (state.server.zulip_feature_level < CHANNEL_TYPING_FL) return undefined;
  if (target.stream_id === undefined) return undefined;
  return { type: 'channel', stream_id: target.stream_id, topic: normalizeTopic(target.topic) };
}

export interface OutgoingTypingDeps {
  state(): TypingState;
  send(op: 'start' | 'stop', recipient: TypingRecipient): void;
  timers: TypingTimers;
}

export class OutgoingTyping {
  private notifier?: TypingNotifier;

  constructor(private readonly deps: OutgoingTypingDeps) {}

  /** The text in the box changed (the user typed, pasted, or picked from a typeahead). */
  input(target: ComposeTarget, content: string): void {
    const recipient =
      content.trim() === '' ? undefined : typingRecipient(target, this.deps.state());
    if (!recipient) {
      this.notifier?.recipientChanged(undefined);
      return;
    }
    this.machine().keystroke(recipient);
  }

  /** The box was sent, closed or moved elsewhere: stop at once. */
  stop(): void {
    this.notifier?.stop();
  }

  private machine(): TypingNotifier {
    if (!this.notifier) {
      const server = this.deps.state().server;
      this.notifier = new TypingNotifier(this.deps.send, this.deps.timers, {
        startedWaitMs: server.server_typing_started_wait_period_milliseconds,
        stoppedWaitMs: server.server_typing_stopped_wait_period_milliseconds,
      });
    }
    return this.notifier;
  }
}
