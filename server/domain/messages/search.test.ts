import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTo } from '../../testing/message-helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let t: TestServer;
let iago: TestClient;
let othello: TestClient;
let other: number;
beforeAll(async () => {
  t = await startTestServer();
  iago = await t.as('iago@example.com');
  othello = await t.as('othello@example.com');
  other = await sendTo(iago, 'Verona', 'paging', 'unrelated words');
});
afterAll(() => t.close());

const ids = (body: { messages: { id: number }[] }) => body.messages.map((m) => m.id);

async function get(c: TestClient, params: Record<string, unknown>) {
  const r = await c.get('/messages', params);
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body;
}

describe('search', () => {
  let hit: number;
  beforeAll(async () => {
    hit = await sendTo(
      iago,
      'Verona',
      'Bridges of Venice',
      'The gondoliers were singing near the Rialto bridge',
    );
    await sendTo(iago, 'Verona', 'other', 'Nothing to see in this one');
  });

  const search = (c: TestClient, operand: string, extra: unknown[] = []) =>
    get(c, {
      anchor: 'newest',
      num_before: 100,
      num_after: 0,
      narrow: [...extra, { operator: 'search', operand }],
    });

  it('finds words with stemming and highlights them', async () => {
    const body = await search(iago, 'sing gondolier');
    expect(ids(body)).toEqual([hit]);
    expect(body.messages[0].match_content).toContain('<span class="highlight">singing</span>');
    expect(body.messages[0].match_content).toContain('<span class="highlight">gondoliers</span>');
    expect(body.messages[0].match_subject).toBe('Bridges of Venice');
  });

  it('matches and highlights the topic', async () => {
    const body = await search(iago, 'venice');
    expect(ids(body)).toEqual([hit]);
    expect(body.messages[0].match_subject).toBe('Bridges of <span class="highlight">Venice</span>');
  });

  it('phrases must match in order', async () => {
    expect(ids(await search(iago, '"Rialto bridge"'))).toEqual([hit]);
    expect(ids(await search(iago, '"bridge Rialto"'))).toEqual([]);
  });

  it('negated search excludes', async () => {
    const body = await get(iago, {
      anchor: 'newest',
      num_before: 100,
      num_after: 0,
      narrow: [
        { operator: 'channel', operand: 'Verona' },
        { operator: 'search', operand: 'gondoliers', negated: true },
      ],
    });
    expect(ids(body)).not.toContain(hit);
    expect(body.messages.length).toBeGreaterThan(0);
  });

  it('search respects access', async () => {
    const secret = await sendTo(iago, 'Scotland', 'plans', 'zanzibar expedition');
    expect(ids(await search(iago, 'zanzibar'))).toEqual([secret]);
    expect(ids(await search(othello, 'zanzibar'))).toEqual([]);
    expect(
      ids(await search(othello, 'zanzibar', [{ operator: 'channel', operand: 'Scotland' }])),
    ).toEqual([]);
  });

  it('punctuation-only and FTS syntax are harmless', async () => {
    expect(
      (
        await iago.get('/messages', {
          anchor: 'newest',
          num_before: 5,
          num_after: 0,
          narrow: [{ operator: 'search', operand: '"' }],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await iago.get('/messages', {
          anchor: 'newest',
          num_before: 5,
          num_after: 0,
          narrow: [{ operator: 'search', operand: 'NEAR( AND * OR' }],
        })
      ).status,
    ).toBe(200);
  });

  it('GET /messages/matches_narrow reports matching IDs with highlights', async () => {
    const r = await iago.get('/messages/matches_narrow', {
      msg_ids: [hit, other],
      narrow: [{ operator: 'search', operand: 'rialto' }],
    });
    expect(Object.keys(r.body.messages)).toEqual([String(hit)]);
    expect(r.body.messages[String(hit)].match_content).toContain(
      '<span class="highlight">Rialto</span>',
    );
    const byTopic = await iago.get('/messages/matches_narrow', {
      msg_ids: [hit, other],
      narrow: [{ operator: 'topic', operand: 'paging' }],
    });
    expect(Object.keys(byTopic.body.messages)).toEqual([String(other)]);
  });
});

describe('highlight escaping (escapeAttr from the markdown module)', () => {
  it.each([
    ['<b>&"quotes"', 'lagoonone', '&lt;b&gt;&amp;&quot;quotes&quot;'],
    ["it's fine", 'lagoontwo', "it's fine"],
    [
      '"Venice" & <lagoonthree>',
      'lagoonthree',
      '&quot;Venice&quot; &amp; &lt;<span class="highlight">lagoonthree</span>&gt;',
    ],
  ])('topic %j searched for %s: match_subject %j', async (topic, word, subject) => {
    await sendTo(iago, 'Verona', topic, `the ${word} & <more>`);
    const r = await iago.get('/messages', {
      anchor: 'newest',
      num_before: 1,
      num_after: 0,
      narrow: [{ operator: 'search', operand: word }],
    });
    expect(r.body.messages[0].match_subject).toBe(subject);
    expect(r.body.messages[0].match_content).toBe(
      `<p>the <span class="highlight">${word}</span> &amp; &lt;more&gt;</p>`,
    );
  });
});
