// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { Subscription } from '../../api/types/models';
import { ChannelList } from './ChannelList';

afterEach(cleanup);

const sub = (stream_id: number, name: string, extra: Partial<Subscription> = {}) =>
  ({
    stream_id,
    name,
    color: '#76ce90',
    is_muted: false,
    pin_to_top: false,
    invite_only: false,
    is_web_public: false,
    ...extra,
  }) as Subscription;

it('lists pinned channels first, then by name ignoring case, with their privacy', () => {
  render(
    <ChannelList
      subscriptions={[
        sub(1, 'Verona'),
        sub(2, 'announce'),
        sub(3, 'Scotland', { invite_only: true }),
        sub(4, 'Rome', { is_web_public: true, pin_to_top: true }),
      ]}
    />,
  );
  const items = within(screen.getByRole('navigation', { name: 'Channels' })).getAllByRole(
    'listitem',
  );
  expect(items.map((li) => li.textContent?.replace('#', '').trim())).toEqual([
    'Rome',
    'announce',
    'Scotland',
    'Verona',
  ]);
  expect(within(items[2]!).getByRole('img', { name: 'private' })).toBeTruthy();
  expect(within(items[0]!).getByRole('img', { name: 'web-public' })).toBeTruthy();
});

it('says so when there are no subscriptions', () => {
  render(<ChannelList subscriptions={[]} />);
  expect(screen.getByText('You are not subscribed to any channels yet.')).toBeTruthy();
});
