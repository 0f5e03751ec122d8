import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTo } from '../../testing/message-helpers';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * A `#**channel**` link carries the channel's ID, so it is rendered only for channels the
 * author may know exist (canSeeChannelMetadata); others stay plain text, exactly like an
 * unknown channel name. Both POST /messages/render and sending follow the author's view.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const channelId = (name: string) => t.streamId(name);

const CASES = [
  { who: 'othello', channel: 'Scotland', why: 'private, not subscribed', linked: false },
  { who: 'prospero', channel: 'Scotland', why: 'private, not subscribed', linked: false },
  { who: 'hamlet', channel: 'Scotland', why: 'private, subscribed', linked: true },
  { who: 'iago', channel: 'Scotland', why: 'private, administrator', linked: true },
  { who: 'othello', channel: 'Denmark', why: 'public', linked: true },
  { who: 'polonius', channel: 'announce', why: 'public, guest not subscribed', linked: false },
  { who: 'polonius', channel: 'Rome', why: 'web-public, guest', linked: true },
  { who: 'polonius', channel: 'Verona', why: 'public, guest subscribed', linked: true },
];

describe('channel links follow what the author may see', () => {
  it.each(CASES)('$who linking $channel ($why): linked $linked', async (c) => {
    const author = await t.as(`${c.who}@example.com`);
    const content = `see #**${c.channel}** and #**${c.channel}>plans**`;
    const idAttr = `data-stream-id="${channelId(c.channel)}"`;

    const preview = await author.post('/messages/render', { content });
    expect(preview.status).toBe(200);
    const id = await sendTo(author, 'general', 'links', content);
    const sent = (await author.get(`/messages/${id}`)).body.message.content as string;

    for (const html of [preview.body.rendered as string, sent]) {
      if (c.linked) {
        expect(html).toContain(idAttr);
      } else {
        expect(html).not.toContain(idAttr);
        expect(html).not.toContain('stream-topic');
        expect(html).toContain(`#<strong>${c.channel}</strong>`);
      }
    }
  });

  it('an unknown channel renders the same as a hidden one', async () => {
    const othello = await t.as('othello@example.com');
    const hidden = await othello.post('/messages/render', { content: '#**Scotland**' });
    const unknown = await othello.post('/messages/render', { content: '#**Nowhere**' });
    expect(hidden.body.rendered).toBe(unknown.body.rendered.replace('Nowhere', 'Scotland'));
  });
});

describe('POST /messages/render', () => {
  it('cuts content at max_message_length exactly as sending stores it', async () => {
    const othello = await t.as('othello@example.com');
    const content = `${'word '.repeat(2500)}tail`;
    const preview = await othello.post('/messages/render', { content });
    expect(preview.status).toBe(200);
    const id = await sendTo(othello, 'general', 'long', content);
    const sent = (await othello.get(`/messages/${id}`)).body.message.content as string;
    expect(preview.body.rendered).toBe(sent);
    expect(sent).toContain('[message truncated]');
    expect(sent).not.toContain('tail');
  });
});
