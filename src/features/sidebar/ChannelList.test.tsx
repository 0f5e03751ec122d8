// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { WireEvent } from '../../api/types/event';
import type { RegisterResponse } from '../../api/types/register';
import { createClientStore } from '../../model/client-store';
import { registerFixture, subscription } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { ChannelList, firstRows } from './ChannelList';

afterEach(cleanup);

const snapshot = (subscriptions: RegisterResponse['subscriptions']): RegisterResponse => ({
  ...registerFixture(),
  subscriptions,
  never_subscribed: [],
  unread_msgs: {
    count: 3,
    pms: [],
    streams: [{ stream_id: 1, topic: 'lunch', unread_message_ids: [3, 4, 5] }],
    huddles: [],
    mentions: [4],
    old_unreads_missing: false,
  },
});

const section = () => screen.getByRole('region', { name: 'Channels' });
const names = () =>
  within(section())
    .getAllByRole('link')
    .map((a) => a.getAttribute('aria-label'));

it('lists pinned channels first, then by name ignoring case, with privacy and counts', () => {
  const parley = createClientStore(
    snapshot([
      subscription(1, 'Verona'),
      subscription(2, 'announce'),
      subscription(3, 'Scotland', { invite_only: true }),
      subscription(4, 'Rome', { is_web_public: true, pin_to_top: true }),
      subscription(5, 'Old', { is_archived: true }),
      subscription(6, 'quiet', { is_muted: true }),
    ]),
  );
  renderWithApp(<ChannelList selection={{}} />, parley);
  expect(names()).toEqual([
    'Rome',
    'announce',
    'quiet',
    'Scotland',
    'Verona, 3 unread, mentions you',
  ]);
  const items = within(section()).getAllByRole('listitem');
  expect(within(items[3]!).getByRole('img', { name: 'private' })).toBeTruthy();
  expect(within(items[0]!).getByRole('img', { name: 'web-public' })).toBeTruthy();
  expect(items[2]!.className).toContain('muted');
  expect(items[1]!.className).not.toContain('muted');
});

it('follows events: a new subscription, a rename, a pin and an unsubscribe', () => {
  const parley = createClientStore(snapshot([subscription(1, 'Verona')]), 1);
  renderWithApp(<ChannelList selection={{}} />, parley);
  const apply = (...events: object[]) =>
    act(() => {
      parley.applyEvents(events as WireEvent[], 1);
    });
  const plain = () => names().map((n) => n?.split(',')[0]);

  apply({ id: 1, type: 'subscription', op: 'add', subscriptions: [subscription(7, 'atlas')] });
  expect(plain()).toEqual(['atlas', 'Verona']);
  apply({
    id: 2,
    type: 'stream',
    op: 'update',
    stream_id: 1,
    name: 'Verona',
    property: 'name',
    value: 'Zion',
  });
  expect(plain()).toEqual(['atlas', 'Zion']);
  apply({
    id: 3,
    type: 'subscription',
    op: 'update',
    stream_id: 1,
    property: 'pin_to_top',
    value: true,
  });
  expect(plain()).toEqual(['Zion', 'atlas']);
  apply({
    id: 4,
    type: 'subscription',
    op: 'remove',
    subscriptions: [{ stream_id: 7, name: 'atlas' }],
  });
  expect(plain()).toEqual(['Zion']);
  apply({
    id: 5,
    type: 'update_message_flags',
    op: 'add',
    flag: 'read',
    messages: [3, 4],
    all: false,
  });
  expect(names()).toEqual(['Zion, 1 unread']);
});

it('filters by name, and says so when nothing matches', () => {
  const parley = createClientStore(
    snapshot([subscription(1, 'Verona'), subscription(2, 'Venice')]),
  );
  renderWithApp(<ChannelList selection={{}} />, parley);
  const filter = screen.getByRole('searchbox', { name: 'Filter channels' });
  fireEvent.input(filter, { target: { value: 'VEN' } });
  expect(names()).toEqual(['Venice']);
  fireEvent.input(filter, { target: { value: 'zzz' } });
  expect(screen.getByText('No channels match “zzz”.')).toBeTruthy();
});

it('says so when there are no subscriptions', () => {
  renderWithApp(<ChannelList selection={{}} />, createClientStore(snapshot([])));
  expect(screen.getByText('You are not subscribed to any channels yet.')).toBeTruthy();
});

it.each([
  [400, 12],
  [800, 20],
  [1440, 36],
])('a window %i px high shows %i rows in the first frame', (height, rows) => {
  expect(firstRows(height)).toBe(rows);
});

it('someone in many channels gets a screenful in the first frame and every row just after', async () => {
  const FIRST_ROWS = firstRows();
  const many = Array.from({ length: FIRST_ROWS + 50 }, (_, i) =>
    subscription(100 + i, `channel ${String(i).padStart(3, '0')}`, { pin_to_top: i === 60 }),
  );
  const parley = createClientStore(snapshot(many));
  renderWithApp(<ChannelList selection={{}} />, parley);
  const first = names();
  expect(first).toHaveLength(FIRST_ROWS);
  // The pinned one (last by name) still leads.
  expect(first[0]).toBe('channel 060');
  expect(first[1]).toBe('channel 000');
  await act(() => new Promise((r) => setTimeout(r, 0)));
  expect(names()).toHaveLength(FIRST_ROWS + 50);
  expect(names().at(-1)).toBe(`channel ${String(FIRST_ROWS + 49).padStart(3, '0')}`);
});
