// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClientStore } from '../../model/client-store';
import { narrowKey } from '../../store/keys';
import { registerFixture } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { usePrefetchFeed } from './usePrefetchFeed';

afterEach(cleanup);

function Links() {
  const prefetch = usePrefetchFeed();
  return (
    <nav onPointerDown={prefetch.onPointerDown} onClickCapture={prefetch.onClickCapture}>
      <a href="#narrow/channel/10-general">general</a>
      <a href="#inbox">Inbox</a>
    </nav>
  );
}

function setup() {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(
      JSON.stringify({
        result: 'success',
        msg: '',
        messages: [],
        found_oldest: true,
        found_newest: true,
        found_anchor: false,
        anchor: 0,
      }),
      { headers: { 'content-type': 'application/json' } },
    );
  });
  const parley = createClientStore(registerFixture(), 0, { now: () => 0 });
  renderWithApp(<Links />, parley, { fetch: fetch as typeof globalThis.fetch });
  const messages = () => asked.filter((url) => url.includes('/messages'));
  return { parley, messages };
}

// A click keeps the page where it is (jsdom would otherwise follow the link).
const click = (name: string, init: MouseEventInit = {}) => {
  const link = screen.getByRole('link', { name });
  link.addEventListener('click', (e) => e.preventDefault(), { once: true });
  fireEvent.click(link, init);
};

describe('a feed link asks for its first page before the view is drawn', () => {
  it('on a click with no press before it (Enter on the link), once, into the store', async () => {
    const t = setup();
    click('general');
    click('general');
    const key = narrowKey([{ operator: 'channel', operand: 10 }]);
    await waitFor(() => expect(t.parley.getState().messages.windows[key]).toBeDefined());
    expect(t.messages()).toHaveLength(1);
    expect(decodeURIComponent(t.messages()[0]!)).toContain('"operand":10');
  });

  it('not for a click that opens a tab, nor for a link to another view', () => {
    const t = setup();
    click('general', { ctrlKey: true });
    click('general', { metaKey: true });
    click('Inbox');
    expect(t.messages()).toHaveLength(0);
  });
});
