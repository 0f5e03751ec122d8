import { describe, expect, it } from 'vitest';
import type { TypingRecipient } from '../api/endpoints/typing';
import { TypingNotifier, type TypingTimers } from './typing';

/** Fake time: timers fire in order as advance() moves the clock. */
class FakeTime implements TypingTimers {
  t = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private seq = 0;
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    this.timers.set(++this.seq, { at: this.t + ms, fn });
    return this.seq;
  };
  clearTimeout = (handle: unknown) => {
    this.timers.delete(handle as number);
  };
  async advance(ms: number) {
    const end = this.t + ms;
    for (;;) {
      const due = [...this.timers]
        .filter(([, x]) => x.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.t = due[1].at;
      due[1].fn();
    }
    this.t = end;
  }
}

const hamlet: TypingRecipient = { type: 'direct', to: [2] };
const lunch: TypingRecipient = { type: 'channel', stream_id: 10, topic: 'lunch' };

function setup(config = {}) {
  const time = new FakeTime();
  const sent: [string, TypingRecipient][] = [];
  const notifier = new TypingNotifier((op, r) => sent.push([op, r]), time, config);
  return { time, sent, notifier };
}

describe('TypingNotifier', () => {
  it('starts on the first keystroke, not on every one', async () => {
    const { time, sent, notifier } = setup();
    notifier.keystroke(hamlet);
    await time.advance(1000);
    notifier.keystroke(hamlet);
    expect(sent).toEqual([['start', hamlet]]);
  });

  it('renews start every 30 s of continued typing (the default)', async () => {
    const { time, sent, notifier } = setup();
    for (let i = 0; i <= 35; i++) {
      notifier.keystroke(lunch);
      await time.advance(1000);
    }
    expect(sent).toEqual([
      ['start', lunch],
      ['start', lunch],
    ]);
  });

  it('stops after 12 s idle (the default)', async () => {
    const { time, sent, notifier } = setup();
    notifier.keystroke(lunch);
    await time.advance(11_999);
    expect(sent).toHaveLength(1);
    await time.advance(1);
    expect(sent).toEqual([
      ['start', lunch],
      ['stop', lunch],
    ]);
    expect(notifier.isTyping).toBe(false);
  });

  it('each keystroke pushes the idle stop back', async () => {
    const { time, sent, notifier } = setup({ stoppedWaitMs: 5000 });
    notifier.keystroke(lunch);
    await time.advance(4000);
    notifier.keystroke(lunch);
    await time.advance(4000);
    expect(sent).toHaveLength(1);
    await time.advance(1000);
    expect(sent.at(-1)).toEqual(['stop', lunch]);
  });

  it('stops at once on send or cancel, and only once', () => {
    const { sent, notifier } = setup();
    notifier.keystroke(hamlet);
    notifier.stop();
    notifier.stop();
    expect(sent).toEqual([
      ['start', hamlet],
      ['stop', hamlet],
    ]);
  });

  it('a change of recipient stops the old conversation and starts the new one', () => {
    const { sent, notifier } = setup();
    notifier.keystroke(lunch);
    notifier.keystroke({ type: 'channel', stream_id: 10, topic: 'LUNCH' }); // same topic
    notifier.keystroke(hamlet);
    notifier.recipientChanged(hamlet);
    notifier.recipientChanged(undefined);
    expect(sent).toEqual([
      ['start', lunch],
      ['stop', lunch],
      ['start', hamlet],
      ['stop', hamlet],
    ]);
  });

  it('uses the server’s periods when given', async () => {
    const { time, sent, notifier } = setup({ startedWaitMs: 2000, stoppedWaitMs: 10_000 });
    notifier.keystroke(hamlet);
    await time.advance(2000);
    notifier.keystroke(hamlet);
    expect(sent).toEqual([
      ['start', hamlet],
      ['start', hamlet],
    ]);
  });
});
