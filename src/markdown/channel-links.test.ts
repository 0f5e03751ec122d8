import { describe, expect, it } from 'vitest';
import { encodeChannel, hashUtilEncode } from './channel-links';
import { render } from './test-helpers';

describe('narrow URL encoding', () => {
  it.each([
    ['some topic', 'some.20topic'],
    ['a.b', 'a.2Eb'],
    ['(c)!*', '.28c.29.21.2A'],
    ['100%', '100.25'],
    ['x/y?z', 'x.2Fy.3Fz'],
    ['ünï', '.C3.BCn.C3.AF'],
    ['a-b_c~d', 'a-b_c~d'],
  ])('%s → %s', (text, encoded) => {
    expect(hashUtilEncode(text)).toBe(encoded);
  });

  it('channel slug is id-name, spaces as dashes', () => {
    expect(encodeChannel(14, 'dev help')).toBe('14-dev-help');
    expect(encodeChannel(1, 'Denmark')).toBe('1-Denmark');
  });
});

describe('channel, topic and message links', () => {
  it.each([
    [
      'channel',
      '#**Denmark**',
      '<a class="stream" data-stream-id="1" href="/#narrow/channel/1-Denmark">#Denmark</a>',
    ],
    [
      'topic',
      '#**Denmark>some topic**',
      '<a class="stream-topic" data-stream-id="1" href="/#narrow/channel/1-Denmark/topic/some.20topic">#Denmark &gt; some topic</a>',
    ],
    [
      'message',
      '#**Denmark>t@123**',
      '<a class="message-link" href="/#narrow/channel/1-Denmark/topic/t/near/123">#Denmark &gt; t @ 💬</a>',
    ],
    [
      'channel with a space, topic with punctuation',
      '#**dev help>a.b (c)**',
      '<a class="stream-topic" data-stream-id="14" href="/#narrow/channel/14-dev-help/topic/a.2Eb.20.28c.29">#dev help &gt; a.b (c)</a>',
    ],
    [
      'topic with @ but no message id',
      '#**Denmark>a@b**',
      '<a class="stream-topic" data-stream-id="1" href="/#narrow/channel/1-Denmark/topic/a.40b">#Denmark &gt; a@b</a>',
    ],
    ['unknown channel stays text', '#**Nowhere**', '#<strong>Nowhere</strong>'],
    ['channel names are case-sensitive', '#**denmark**', '#<strong>denmark</strong>'],
    ['not after a word character', 'x#**Denmark**', 'x#<strong>Denmark</strong>'],
  ])('%s', (_name, input, inner) => {
    expect(render(input).html).toBe(`<p>${inner}</p>`);
  });

  it('counts as a link', () => {
    expect(render('#**Denmark**').hasLink).toBe(true);
    expect(render('#**Nowhere**').hasLink).toBe(false);
  });
});

describe('topic links at feature levels 346 and 347', () => {
  it('links the empty topic, shown as general chat in <em>', () => {
    expect(render('#**Denmark>**').html).toBe(
      '<p><a class="stream-topic" data-stream-id="1" href="/#narrow/channel/1-Denmark/topic/">#Denmark &gt; <em>general chat</em></a></p>',
    );
    expect(render('#**Denmark>@42**').html).toBe(
      '<p><a class="message-link" href="/#narrow/channel/1-Denmark/topic//near/42">#Denmark &gt; <em>general chat</em> @ 💬</a></p>',
    );
  });

  it('follows moves with /with/ the topic’s first message when there is one', () => {
    const topicFirstMessageId = (streamId: number, topic: string) =>
      streamId === 1 && topic === 'castle' ? 77 : undefined;
    expect(render('#**Denmark>castle** #**Denmark>empty**', { topicFirstMessageId }).html).toBe(
      '<p><a class="stream-topic" data-stream-id="1" href="/#narrow/channel/1-Denmark/topic/castle/with/77">#Denmark &gt; castle</a> <a class="stream-topic" data-stream-id="1" href="/#narrow/channel/1-Denmark/topic/empty">#Denmark &gt; empty</a></p>',
    );
  });
});
