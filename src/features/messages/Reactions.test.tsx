// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Reaction } from '../../api/types/models';
import { createClientStore } from '../../model/client-store';
import { HAMLET, registerFixture, SELF, stored, streamMessage } from '../../store/test-support';
import { renderWithApp } from '../common/test-support';
import { Reactions } from './Reactions';

afterEach(cleanup);

const realm_emoji = {
  '7': { id: '7', name: 'parrot', source_url: '/e/parrot.gif', deactivated: false, author_id: 1 },
  '8': {
    id: '8',
    name: 'old_logo',
    source_url: '/e/old.png',
    still_url: '/e/old-still.png',
    deactivated: true,
    author_id: 1,
  },
};

function show(reactions: Omit<Reaction, 'user_id'>[], users: number[][]) {
  const parley = createClientStore({ ...registerFixture(), realm_emoji });
  const message = stored(
    streamMessage(40, 10, 'lunch', {
      reactions: reactions.flatMap((r, i) => users[i]!.map((user_id) => ({ ...r, user_id }))),
    }),
  );
  renderWithApp(<Reactions message={message} />, parley);
}

describe('reaction chips', () => {
  it('show each kind of emoji: Unicode, custom, deactivated custom, and :zulip:', () => {
    show(
      [
        { emoji_name: 'thumbs_up', emoji_code: '1f44d', reaction_type: 'unicode_emoji' },
        { emoji_name: 'parrot', emoji_code: '7', reaction_type: 'realm_emoji' },
        { emoji_name: 'old_logo', emoji_code: '8', reaction_type: 'realm_emoji' },
        { emoji_name: 'zulip', emoji_code: 'zulip', reaction_type: 'zulip_extra_emoji' },
        { emoji_name: 'gone', emoji_code: '99', reaction_type: 'realm_emoji' },
      ],
      [[SELF, HAMLET], [HAMLET], [HAMLET], [SELF], [HAMLET]],
    );
    const chip = (name: RegExp) => screen.getByRole('button', { name });
    expect(chip(/^thumbs up, 2/).textContent).toBe('👍2');
    expect(
      chip(/^parrot, 1/)
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/e/parrot.gif');
    // Deactivated: still shown as its image (the still one where there is one).
    expect(
      chip(/^old logo, 1/)
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/e/old-still.png');
    expect(
      chip(/^zulip, 1/)
        .querySelector('img')
        ?.getAttribute('src'),
    ).toContain('zulip.png');
    // An emoji the organization no longer has at all: its name.
    expect(chip(/^gone, 1/).textContent).toBe(':gone:1');
  });

  it('name who reacted, and press the user’s own', () => {
    show(
      [{ emoji_name: 'tada', emoji_code: '1f389', reaction_type: 'unicode_emoji' }],
      [[HAMLET, SELF]],
    );
    const chip = screen.getByRole('button', { name: /^tada/ });
    expect(chip.getAttribute('aria-label')).toBe(
      'tada, 2: King Hamlet and you reacted with :tada:',
    );
    expect(chip.getAttribute('title')).toBe('King Hamlet and you reacted with :tada:');
    expect(chip.getAttribute('aria-pressed')).toBe('true');
  });
});
