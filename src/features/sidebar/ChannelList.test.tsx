// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { WireEvent } from '../../api/types/event';
import type { RegisterResponse } from '../../api/types/register';
import { createClientStore } from '../../model/client-store';
import { registerFixture, subscription } from '../../store/test-support';
import { ChannelList } from './ChannelList';

afterEach(cleanup);

const snapshot = (subscriptions: RegisterResponse['subscriptions']): RegisterResponse => ({
  ...registerFixture(),
  subscriptions,
  never_subscribed: [],
});

const names = () =>
  within(screen.getByRole('navigation', { name: 'Channels' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('#', '').trim());

it('lists pinned channels first, then by name ignoring case, with their privacy', () => {
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
  render(<ChannelList parley={parley} />);
  expect(names()).toEqual(['Rome', 'announce', 'quiet', 'Scotland', 'Verona']);
  const items = within(screen.getByRole('navigation', { name: 'Channels' })).getAllByRole(
    'listitem',
  );
  expect(within(items[3]!).getByRole('img', { name: 'private' })).toBeTruthy();
  expect(within(items[0]!).getByRole('img', { name: 'web-public' })).toBeTruthy();
  expect(items[2]!.className).toBe('muted');
  expect(items[1]!.className).toBe('');
});

it('follows events: a new subscription, a rename, a pin and an unsubscribe', () => {
  const parley = createClientStore(snapshot([subscription(1, 'Verona')]), 1);
  render(<ChannelList parley={parley} />);
  const apply = (...events: object[]) =>
    act(() => {
      parley.applyEvents(events as WireEvent[], 1);
    });

  apply({ id: 1, type: 'subscription', op: 'add', subscriptions: [subscription(7, 'atlas')] });
  expect(names()).toEqual(['atlas', 'Verona']);
  apply({
    id: 2,
    type: 'stream',
    op: 'update',
    stream_id: 1,
    name: 'Verona',
    property: 'name',
    value: 'Zion',
  });
  expect(names()).toEqual(['atlas', 'Zion']);
  apply({
    id: 3,
    type: 'subscription',
    op: 'update',
    stream_id: 1,
    property: 'pin_to_top',
    value: true,
  });
  expect(names()).toEqual(['Zion', 'atlas']);
  apply({
    id: 4,
    type: 'subscription',
    op: 'remove',
    subscriptions: [{ stream_id: 7, name: 'atlas' }],
  });
  expect(names()).toEqual(['Zion']);
});

it('says so when there are no subscriptions', () => {
  render(<ChannelList parley={createClientStore(snapshot([]))} />);
  expect(screen.getByText('You are not subscribed to any channels yet.')).toBeTruthy();
});
