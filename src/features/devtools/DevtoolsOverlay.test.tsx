// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createClientStore } from '../../model/client-store';
import { GENERAL, OTHELLO, registerFixture } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import DevtoolsOverlay from './DevtoolsOverlay';
import { clearRecorder, recorded } from './recorder';
import { receiving } from './test-support';

afterEach(() => {
  cleanup();
  clearRecorder();
});

const reaction = {
  type: 'reaction',
  op: 'add',
  user_id: OTHELLO,
  emoji_name: 'tada',
  message_id: 4711,
};
const typing = {
  type: 'typing',
  op: 'start',
  message_type: 'stream',
  sender: { user_id: OTHELLO },
  stream_id: GENERAL,
  topic: 'lunch',
};

it('lists events with their summaries; filters, pauses, clears; stops recording when closed', () => {
  const receive = receiving();
  const parley = createClientStore(registerFixture());
  const view = renderWithApp(<DevtoolsOverlay path={['events']} onClose={() => {}} />, parley);
  act(() => receive([reaction, typing]));
  const list = screen.getByRole('list', { name: 'Events' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    expect.stringContaining('typing/startOthello is typing in #general > lunch'),
    expect.stringContaining('reaction/addOthello reacted :tada: to 4711'),
  ]);
  expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('q-1');

  // By type.
  fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), {
    target: { value: 'reaction/add' },
  });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: '' } });

  // Paused, the list stands still and counts what waits.
  fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
  act(() => receive([{ ...reaction, emoji_name: 'heart' }]));
  expect(screen.queryByText('Othello reacted :heart: to 4711')).toBeNull();
  expect(screen.getByText(/2 events, paused \(1 new\)/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
  expect(screen.getByText('Othello reacted :heart: to 4711')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(screen.getByText(/No events yet/)).toBeTruthy();

  expect(recorded().recording).toBe(true);
  view.unmount();
  expect(recorded().recording).toBe(false);
});
