import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const count = (sql: string, ...args: unknown[]) =>
  (t.server.services.db.prepare(sql).get(...args) as { n: number }).n;
const withHtml = (fragment: string) =>
  count('SELECT COUNT(*) AS n FROM messages WHERE rendered_content LIKE ?', `%${fragment}%`);

describe('a fresh demo organization is lived-in', () => {
  it('spans several weeks across channels and topics', () => {
    const { first, last } = t.server.services.db
      .prepare('SELECT MIN(date_sent) AS first, MAX(date_sent) AS last FROM messages')
      .get() as { first: number; last: number };
    expect(last - first).toBeGreaterThanOrEqual(21 * 86400);
    expect(count('SELECT COUNT(DISTINCT stream_id) AS n FROM messages')).toBeGreaterThanOrEqual(6);
  });

  it.each([
    ['images', '<div class="message_inline_image">', 2],
    ['code', '<div class="codehilite"', 2],
    ['a table', '<table>', 1],
    ['a spoiler', '<div class="spoiler-block">', 1],
    ['math', 'class="katex', 2],
    ['mentions', 'class="user-mention"', 3],
    ['links', '<a href="http', 3],
    ['channel links', 'class="stream-topic"', 1],
  ])('has %s', (_, fragment, atLeast) => {
    expect(withHtml(fragment)).toBeGreaterThanOrEqual(atLeast);
  });

  it('has images that are uploads their messages may show', async () => {
    const iago = await t.as('iago@example.com');
    const { body } = await iago.get('/messages', {
      anchor: 'newest',
      num_before: 1000,
      num_after: 0,
      narrow: [{ operator: 'has', operand: 'image' }],
    });
    expect(body.messages.length).toBeGreaterThanOrEqual(2);
    const src = /<img src="([^"]+)"/.exec(body.messages[0].content)![1]!;
    // From the realm's root, as an upload linked from the compose box renders.
    expect(src).toMatch(/^\/user_uploads\/\d+\//);
    const image = await fetch(new URL(src, `${t.url}/`), {
      headers: {
        authorization: `Basic ${Buffer.from(`iago@example.com:${iago.apiKey}`).toString('base64')}`,
      },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('has reactions and edited messages', () => {
    expect(count('SELECT COUNT(*) AS n FROM reactions')).toBeGreaterThan(5);
    expect(
      count("SELECT COUNT(*) AS n FROM messages WHERE edit_history LIKE '%prev_content%'"),
    ).toBeGreaterThanOrEqual(2);
  });

  it('has topics that were moved, across channels and within one, with their notices', () => {
    expect(
      count("SELECT COUNT(*) AS n FROM messages WHERE edit_history LIKE '%prev_stream%'"),
    ).toBeGreaterThanOrEqual(1);
    expect(
      count(
        `SELECT COUNT(*) AS n FROM messages WHERE edit_history LIKE '%prev_topic%'
         AND edit_history NOT LIKE '%"topic":"✔ %' AND edit_history NOT LIKE '%prev_stream%'`,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      count("SELECT COUNT(*) AS n FROM messages WHERE content LIKE '%was moved here from%'"),
    ).toBeGreaterThanOrEqual(2);
  });

  it('leaves nothing old unread: the notices of moves and resolves were read long ago', () => {
    expect(
      count(
        `SELECT COUNT(*) AS n FROM user_messages um JOIN messages m ON m.id = um.message_id
         WHERE um.flags & 1 = 0 AND m.date_sent < ?`,
        Math.floor(Date.now() / 1000) - 3 * 86400,
      ),
    ).toBe(0);
  });

  it('has resolved topics', () => {
    expect(
      count("SELECT COUNT(DISTINCT topic) AS n FROM messages WHERE topic LIKE '✔ %'"),
    ).toBeGreaterThanOrEqual(2);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM messages WHERE content LIKE '%marked this topic as resolved%'",
      ),
    ).toBeGreaterThanOrEqual(2);
  });
});
