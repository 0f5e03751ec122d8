import { describe, expect, it } from 'vitest';
import type { RealmEmoji } from '../../api/types/models';
import { emojiNames } from './emoji-names';

const emoji = (id: number, name: string, deactivated = false): RealmEmoji => ({
  id: String(id),
  name,
  source_url: `/user_avatars/1/emoji/images/${id}.png`,
  deactivated,
  author_id: 1,
});

describe('the : typeahead before the unicode table loads', () => {
  it.each<[string, RealmEmoji[], string[]]>([
    ['no custom emoji: only :zulip:', [], ['zulip']],
    [
      'active custom emoji first, with their images',
      [emoji(1, 'parrot'), emoji(2, 'ship_it')],
      ['parrot', 'ship_it', 'zulip'],
    ],
    [
      'deactivated ones are not offered',
      [emoji(1, 'parrot'), emoji(2, 'old', true)],
      ['parrot', 'zulip'],
    ],
  ])('%s', (_name, list, names) => {
    const realmEmoji = Object.fromEntries(list.map((e) => [e.id, e]));
    const found = emojiNames({ realmEmoji });
    expect(found.map((e) => e.name)).toEqual(names);
    for (const e of list.filter((x) => !x.deactivated)) {
      expect(found.find((f) => f.name === e.name)).toEqual({ name: e.name, url: e.source_url });
    }
  });
});
