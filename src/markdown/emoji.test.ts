import { describe, expect, it } from 'vitest';
import { emojiCodeOfText, unicodeEmojiByName, unicodeEmojiNameByCode } from './emoji-data';
import { render } from './test-helpers';

const span = (code: string, name: string) => {
  const title = name.replace(/_/g, ' ');
  return `<span aria-label="${title}" class="emoji emoji-${code}" role="img" title="${title}">:${name}:</span>`;
};

describe('emoji name table', () => {
  it.each([
    ['smile', '1f642'],
    ['slight_smile', '1f642'],
    ['big_smile', '1f604'],
    ['poop', '1f4a9'],
    ['+1', '1f44d'],
    ['thumbs_up', '1f44d'],
    ['cat', '1f408'],
    ['kitten', '1f431'],
    ['heart', '2764'],
    ['tada', '1f389'],
    ['hash', '0023-20e3'],
    ['woman_shrugging', '1f937-200d-2640'],
    ['working_on_it', '1f6e0'],
  ])('%s is %s', (name, code) => {
    expect(unicodeEmojiByName(name)).toBe(code);
  });

  it.each([
    ['1f642', 'smile'],
    ['1f604', 'big_smile'],
    ['1f4a9', 'poop'],
    ['1f44d', '+1'],
    ['2764', 'heart'],
    ['1f384', 'holiday_tree'],
  ])('%s is called %s', (code, name) => {
    expect(unicodeEmojiNameByCode(code)).toBe(name);
  });

  it.each(['skin-tone-2', 'man-girl-girl', 'hankey', 'fried_egg', 'not_an_emoji'])(
    '%s is not a Zulip emoji name',
    (name) => {
      expect(unicodeEmojiByName(name)).toBeUndefined();
    },
  );

  it('every canonical name leads back to its code', () => {
    for (const name of ['smile', 'grinning', 'joy', 'rocket', 'eyes', 'octopus', 'check']) {
      const code = unicodeEmojiByName(name);
      if (code) expect(unicodeEmojiByName(unicodeEmojiNameByCode(code)!)).toBe(code);
    }
  });

  it('codes of literal emoji drop U+FE0F', () => {
    expect(emojiCodeOfText('💩')).toBe('1f4a9');
    expect(emojiCodeOfText('❤️')).toBe('2764');
    expect(emojiCodeOfText('#️⃣')).toBe('0023-20e3');
  });
});

describe('emoji in messages', () => {
  it.each([
    ['by name', ':smile:', span('1f642', 'smile')],
    ['alias keeps the typed name', ':thumbs_up:', span('1f44d', 'thumbs_up')],
    ['with + in the name', ':+1:', span('1f44d', '+1')],
    [
      'realm emoji',
      ':green_tick:',
      '<img alt=":green_tick:" class="emoji" src="/user_avatars/1/emoji/images/1.png" title="green tick">',
    ],
    ['deactivated realm emoji stays text', ':old_tick:', ':old_tick:'],
    [
      'the zulip emoji',
      ':zulip:',
      '<img alt=":zulip:" class="emoji" src="/static/generated/emoji/images/emoji/unicode/zulip.png" title="zulip">',
    ],
    ['unknown name stays text', ':nonexistent:', ':nonexistent:'],
    ['no spaces needed', ':cat:hello:dog:', `${span('1f408', 'cat')}hello${span('1f415', 'dog')}`],
    ['not in code', '`:smile:`', '<code>:smile:</code>'],
    ['inside bold', '**:smile:**', `<strong>${span('1f642', 'smile')}</strong>`],
    ['literal emoji', '💩', span('1f4a9', 'poop')],
    ['literal emoji with FE0F', '❤️', span('2764', 'heart')],
    ['text-presentation character stays', '❤ © ↔', '❤ © ↔'],
    ['keycap sequence', '#️⃣', span('0023-20e3', 'hash')],
    ['flag', '🇺🇸', span('1f1fa-1f1f8', 'us')],
    ['ZWJ sequence Zulip names', '🤷‍♀️', span('1f937-200d-2640', 'woman_shrugging')],
    ['skin tones are not Zulip emoji', '👍🏽', '👍🏽'],
    [
      'literal emoji inside a word',
      'Extra👽Terrestrial',
      `Extra${span('1f47d', 'alien')}Terrestrial`,
    ],
  ])('%s', (_name, input, inner) => {
    expect(render(input).html).toBe(`<p>${inner}</p>`);
  });

  it('literal emoji in link text stay as written', () => {
    expect(render('[go 🚀](https://x.com)').html).toBe('<p><a href="https://x.com">go 🚀</a></p>');
  });
});
