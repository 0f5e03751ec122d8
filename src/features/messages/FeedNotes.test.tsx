// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedState } from '../../model/feed';
import { emptyFeedState } from '../../model/feed-state';
import { FeedNotes } from './FeedNotes';

afterEach(cleanup);

const mw = (over: Partial<FeedState>): FeedState => ({ ...emptyFeedState('[]'), ...over });

const show = (state: FeedState, empty = 'No messages here yet.') =>
  render(<FeedNotes state={state} retry={vi.fn()} atBottom onJump={vi.fn()} empty={empty} />);

describe('FeedNotes', () => {
  it('a failed load that may work next time offers Retry', () => {
    show(mw({ error: 'Failed to fetch', canRetry: true }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not load messages: Failed to fetch Retry',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a search the server refuses says so, without a Retry that cannot work', () => {
    show(
      mw({ error: 'This search names a channel or person that does not exist.', canRetry: false }),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'This search names a channel or person that does not exist.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('Loading messages…')).toBeNull();
  });

  it('an empty narrow says what it was given', () => {
    show(
      mw({ window: { narrow: [], ids: [], found_oldest: true, found_newest: true } as never }),
      'No search results.',
    );
    expect(screen.getByText('No search results.')).toBeTruthy();
  });
});
