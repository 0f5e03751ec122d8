// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WireEvent } from '../../api/types/event';
import { createClientStore } from '../../model/client-store';
import type { TypingTimers } from '../../model/typing';
import { typingKeyForDm, typingKeyForStream } from '../../store/keys';
import { GENERAL, HAMLET, OTHELLO, registerFixture, SELF } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { TypingLine, typingText } from './TypingLine';

afterEach(cleanup);

/** One clock for the store and the line: the test moves it. */
function fakeTime() {
  let now = 1_000_000;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let next = 1;
  const clock: TypingTimers = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.push({ at: now + ms, fn, id: next });
      return next++;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) =>
    act(() => {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.fn();
    });
  return { clock, advance };
}

let eventId = 0;
const typing = (op: 'start' | 'stop', user_id: number, topic = 'lunch'): WireEvent =>
  ({
    id: ++eventId,
    type: 'typing',
    op,
    message_type: 'stream',
    sender: { user_id, email: `user${user_id}@example.com` },
    stream_id: GENERAL,
    topic,
  }) as WireEvent;

describe('typingText', () => {
  it.each([
    [[], ''],
    [['Othello'], 'Othello is typing…'],
    [['Othello', 'Iago'], 'Othello and Iago are typing…'],
    [['Othello', 'Iago', 'Cordelia'], 'Several people are typing…'],
  ])('%j', (names, text) => expect(typingText(names)).toBe(text));
});

describe('TypingLine', () => {
  it('shows who types in this conversation only, until stop or expiry', () => {
    const { clock, advance } = fakeTime();
    const parley = createClientStore(registerFixture(), 0, { now: clock.now });
    renderWithApp(
      <TypingLine conversation={typingKeyForStream(GENERAL, 'Lunch')} clock={clock} />,
      parley,
    );
    const line = screen.getByRole('status');
    expect(line.textContent).toBe('');

    act(() => void parley.applyEvents([typing('start', HAMLET)]));
    expect(line.textContent).toBe('King Hamlet is typing…');
    act(() => void parley.applyEvents([typing('start', OTHELLO, 'dinner')]));
    expect(line.textContent).toBe('King Hamlet is typing…');
    advance(5000);
    act(() => void parley.applyEvents([typing('start', OTHELLO)]));
    expect(line.textContent).toBe('King Hamlet and Othello are typing…');

    act(() => void parley.applyEvents([typing('stop', HAMLET)]));
    expect(line.textContent).toBe('Othello is typing…');
    // The fixture's server_typing_started_expiry_period_milliseconds is 15 s.
    advance(14_000);
    expect(line.textContent).toBe('Othello is typing…');
    advance(1_000);
    expect(line.textContent).toBe('');
  });

  it('a DM conversation', () => {
    const { clock } = fakeTime();
    const parley = createClientStore(registerFixture(), 0, { now: clock.now });
    renderWithApp(
      <TypingLine conversation={typingKeyForDm([HAMLET], SELF)} clock={clock} />,
      parley,
    );
    act(
      () =>
        void parley.applyEvents([
          {
            id: ++eventId,
            type: 'typing',
            op: 'start',
            message_type: 'direct',
            sender: { user_id: HAMLET, email: 'user2@example.com' },
            recipients: [
              { user_id: HAMLET, email: 'user2@example.com' },
              { user_id: SELF, email: 'user1@example.com' },
            ],
          } as WireEvent,
        ]),
    );
    expect(screen.getByRole('status').textContent).toBe('King Hamlet is typing…');
  });
});
