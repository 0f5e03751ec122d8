/**
 * The outgoing typing protocol (api-notes §1 Typing): "start" on the first keystroke and again
 * every server_typing_started_wait_period_milliseconds while typing goes on; "stop" after
 * server_typing_stopped_wait_period_milliseconds without a keystroke, and at once on send,
 * cancel or a change of recipient. Time comes from the injected clock and timers.
 */
import type { TypingRecipient } from '../api/endpoints/typing';

export interface TypingTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface TypingConfig {
  /** Resend "start" this often while typing (server default 30000). */
  startedWaitMs?: number;
  /** Send "stop" after this long without a keystroke (server default 12000). */
  stoppedWaitMs?: number;
}

export const TYPING_DEFAULTS = { startedWaitMs: 30_000, stoppedWaitMs: 12_000, expiryMs: 45_000 };

export type TypingSend = (op: 'start' | 'stop', recipient: TypingRecipient) => void;

const sameRecipient = (a: TypingRecipient, b: TypingRecipient) =>
  a.type === 'direct' && b.type === 'direct'
    ? [...a.to].sort().join(',') === [...b.to].sort().join(',')
    : a.type === 'channel' &&
      b.type === 'channel' &&
      a.stream_id === b.stream_id &&
      a.topic.toLowerCase() === b.topic.toLowerCase();

export class TypingNotifier {
  private current?: { recipient: TypingRecipient; lastStart: number; idle: unknown };
  private readonly startedWaitMs: number;
  private readonly stoppedWaitMs: number;

  constructor(
    private readonly send: TypingSend,
    private readonly timers: TypingTimers,
    config: TypingConfig = {},
  ) {
    this.startedWaitMs = config.startedWaitMs ?? TYPING_DEFAULTS.startedWaitMs;
    this.stoppedWaitMs = config.stoppedWaitMs ?? TYPING_DEFAULTS.stoppedWaitMs;
  }

  /** The user typed into a compose box addressed to `recipient`. */
  keystroke(recipient: TypingRecipient): void {
    const now = this.timers.now();
    if (this.current && !sameRecipient(this.current.recipient, recipient)) this.stop();
    if (!this.current) {
      this.send('start', recipient);
      this.current = { recipient, lastStart: now, idle: undefined };
    } else if (now - this.current.lastStart >= this.startedWaitMs) {
      this.send('start', recipient);
      this.current.lastStart = now;
    }
    this.timers.clearTimeout(this.current.idle);
    this.current.idle = this.timers.setTimeout(() => this.stop(), this.stoppedWaitMs);
  }

  /** The recipient changed (or the box was emptied or closed): stop if typing elsewhere. */
  recipientChanged(recipient: TypingRecipient | undefined): void {
    if (this.current && (!recipient || !sameRecipient(this.current.recipient, recipient)))
      this.stop();
  }

  /** Sent or cancelled: stop at once. */
  stop(): void {
    if (!this.current) return;
    const { recipient, idle } = this.current;
    this.timers.clearTimeout(idle);
    this.current = undefined;
    this.send('stop', recipient);
  }

  get isTyping(): boolean {
    return this.current !== undefined;
  }
}
