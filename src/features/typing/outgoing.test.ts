import { describe, expect, it } from 'vitest';
import type { TypingRecipient } from '../../api/endpoints/typing';
import type { ComposeTarget } from '../../model/compose-target';
import { OutgoingTyping, type TypingState } from './outgoing';

const SELF = 1;
const topic: ComposeTarget = { type: 'stream', stream_id: 10, topic: 'lunch' };
const dm: ComposeTarget = { type: 'private', to: [2, 3] };

/** Fake clock and timers: the test moves time; nothing sleeps. */
function harness(edit: (s: TypingState) => void = () => {}) {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const sent: string[] = [];
  const state: TypingState = {
    current_user_id: SELF,
    userSettings: {
      send_private_typing_notifications: true,
      send_stream_typing_notifications: true,
    } as TypingState['userSettings'],
    server: {
      zulip_feature_level: 330,
      server_typing_started_wait_period_milliseconds: 10_000,
      server_typing_stopped_wait_period_milliseconds: 5_000,
    } as TypingState['server'],
  };
  edit(state);
  const name = (r: TypingRecipient) =>
    r.type === 'direct' ? `dm ${r.to.join(',')}` : `${r.stream_id}>${r.topic}`;
  const typing = new OutgoingTyping({
    state: () => state,
    send: (op, r) => sent.push(`${op} ${name(r)} @${now}`),
    timers: {
      now: () => now,
      setTimeout: (fn, ms) => {
        timers.push({ at: now + ms, fn, id: nextId });
        return nextId++;
      },
      clearTimeout: (id) => {
        timers = timers.filter((t) => t.id !== id);
      },
    },
  });
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers = timers.filter((t) => t !== next);
      now = next.at;
      next.fn();
    }
    now = end;
  };
  return { typing, sent, advance };
}

describe('outgoing typing', () => {
  it('start on the first keystroke, again every started-wait period, stop when idle', () => {
    const h = harness();
    h.typing.input(topic, 'h');
    h.advance(3000);
    h.typing.input(topic, 'he');
    h.advance(4000);
    h.typing.input(topic, 'hel');
    h.advance(4000);
    h.typing.input(topic, 'hell');
    h.advance(5000);
    expect(h.sent).toEqual(['start 10>lunch @0', 'start 10>lunch @11000', 'stop 10>lunch @16000']);
  });

  it('stops at once on send, and when the box is emptied', () => {
    const h = harness();
    h.typing.input(dm, 'x');
    h.advance(1000);
    h.typing.stop();
    h.typing.input(dm, 'y');
    h.typing.input(dm, '');
    expect(h.sent).toEqual([
      'start dm 2,3 @0',
      'stop dm 2,3 @1000',
      'start dm 2,3 @1000',
      'stop dm 2,3 @1000',
    ]);
  });

  it('a new recipient stops the old conversation first', () => {
    const h = harness();
    h.typing.input(topic, 'x');
    h.typing.input({ ...topic, topic: 'dinner' }, 'x');
    expect(h.sent).toEqual(['start 10>lunch @0', 'stop 10>lunch @0', 'start 10>dinner @0']);
  });

  it.each([
    [
      'no DM notifications when send_private_typing_notifications is off',
      (s: TypingState) => {
        s.userSettings.send_private_typing_notifications = false;
      },
      dm,
    ],
    [
      'no channel notifications when send_stream_typing_notifications is off',
      (s: TypingState) => {
        s.userSettings.send_stream_typing_notifications = false;
      },
      topic,
    ],
    [
      'no channel notifications before feature level 215',
      (s: TypingState) => {
        s.server.zulip_feature_level = 214;
      },
      topic,
    ],
    [
      'none while no channel is chosen',
      () => {},
      { type: 'stream', stream_id: undefined, topic: '' },
    ],
    ['none to oneself', () => {}, { type: 'private', to: [SELF] }],
  ] as const)('%s', (_name, edit, target) => {
    const h = harness(edit);
    h.typing.input(target as ComposeTarget, 'text');
    h.advance(60_000);
    expect(h.sent).toEqual([]);
  });

  it('settings turned off while typing: the next keystroke stops', () => {
    let off = false;
    const h = harness((s) => {
      Object.defineProperty(s.userSettings, 'send_stream_typing_notifications', {
        get: () => !off,
      });
    });
    h.typing.input(topic, 'a');
    off = true;
    h.typing.input(topic, 'ab');
    expect(h.sent).toEqual(['start 10>lunch @0', 'stop 10>lunch @0']);
  });
});
