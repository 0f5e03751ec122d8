import { describe, expect, it } from 'vitest';
import {
  type PresenceReport,
  type PresenceReporter,
  startPresenceReporter,
} from './presence-reporter';

const PING = 60_000;
const IDLE = 300_000;

/** A reporter on a fake clock; `at(ms, step)` runs steps at times, `sent` lists the reports. */
function setup(start: { focused?: boolean; visible?: boolean } = {}) {
  let now = 0;
  let timer: { at: number; fn: () => void } | undefined;
  const sent: [number, PresenceReport][] = [];
  const r = startPresenceReporter({
    now: () => now,
    setTimeout: (fn, ms) => {
      timer = { at: now + ms, fn };
      return timer;
    },
    clearTimeout: (h) => {
      if (h === timer) timer = undefined;
    },
    send: (report) => sent.push([now, report]),
    pingIntervalMs: PING,
    idleAfterMs: IDLE,
    focused: start.focused ?? true,
    visible: start.visible ?? true,
  });
  const advance = (to: number) => {
    while (timer && timer.at <= to) {
      const t = timer;
      timer = undefined;
      now = t.at;
      t.fn();
    }
    now = to;
  };
  return { r, sent, advance };
}

type Step = [ms: number, act: (r: PresenceReporter) => void];
const A = (new_user_input: boolean): PresenceReport => ({ status: 'active', new_user_input });
const I = (new_user_input: boolean): PresenceReport => ({ status: 'idle', new_user_input });

describe('the presence reporter', () => {
  it.each<
    [string, { focused?: boolean; visible?: boolean }, Step[], number, [number, PresenceReport][]]
  >([
    [
      'a focused page reports active at once (a new page is input), then each heartbeat',
      {},
      [[30_000, (r) => r.input()]],
      125_000,
      [
        [0, A(true)],
        [60_000, A(true)],
        [120_000, A(false)],
      ],
    ],
    [
      'no input for the idle timeout: idle at the next heartbeat, not before',
      {},
      [],
      361_000,
      [
        [0, A(true)],
        [60_000, A(false)],
        [120_000, A(false)],
        [180_000, A(false)],
        [240_000, A(false)],
        [300_000, I(false)],
        [360_000, I(false)],
      ],
    ],
    [
      'a page opened in the background reports idle; focusing it reports active at once',
      { focused: false },
      [[70_000, (r) => r.focus()]],
      131_000,
      [
        [0, I(true)],
        [60_000, I(false)],
        [70_000, A(false)],
        [130_000, A(false)],
      ],
    ],
    [
      'a hidden tab reports idle on its heartbeats and counts no input; shown again, active at once',
      {},
      [
        [10_000, (r) => r.visibility(false)],
        [20_000, (r) => r.input()],
        [130_000, (r) => r.visibility(true)],
      ],
      131_000,
      [
        [0, A(true)],
        [60_000, I(false)],
        [120_000, I(false)],
        [130_000, A(false)],
      ],
    ],
    [
      'input after going idle reports active at once, with new_user_input',
      {},
      [[330_000, (r) => r.input()]],
      331_000,
      [
        [0, A(true)],
        [60_000, A(false)],
        [120_000, A(false)],
        [180_000, A(false)],
        [240_000, A(false)],
        [300_000, I(false)],
        [330_000, A(true)],
      ],
    ],
    [
      'losing the focus: idle at the next heartbeat',
      {},
      [[10_000, (r) => r.blur()]],
      61_000,
      [
        [0, A(true)],
        [60_000, I(false)],
      ],
    ],
  ])('%s', (_name, start, steps, until, expected) => {
    const { r, sent, advance } = setup(start);
    for (const [ms, act] of steps) {
      advance(ms);
      act(r);
    }
    advance(until);
    expect(sent).toEqual(expected);
  });

  it('stops', () => {
    const { r, sent, advance } = setup();
    r.stop();
    advance(200_000);
    r.focus();
    expect(sent).toHaveLength(1);
  });
});
