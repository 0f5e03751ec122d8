import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagNames, sendTo, U } from '../testing/message-helpers';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';
import { MAX_ALERT_WORDS, WORD_MAX } from './alert-words';

let t: TestServer;
let hamlet: TestClient;
let iago: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  hamlet = await t.as('hamlet@example.com');
  iago = await t.as('iago@example.com');
});
afterAll(() => t.close());

const alerted = async (content: string) =>
  (flagNames(t, U.hamlet, await sendTo(iago, 'Verona', 'alerts', content)) ?? []).includes(
    'has_alert_word',
  );

describe('alert words', () => {
  it('take effect on the next message when added and when removed', async () => {
    expect(await alerted('a gondola passes')).toBe(false);
    await hamlet.post('/users/me/alert_words', { alert_words: ['gondola'] });
    expect(await alerted('a gondola passes')).toBe(true);
    await hamlet.delete('/users/me/alert_words', { alert_words: ['gondola'] });
    expect(await alerted('a gondola passes')).toBe(false);
  });

  it(`refuse a word over ${WORD_MAX} characters`, async () => {
    const res = await hamlet.post('/users/me/alert_words', {
      alert_words: ['x'.repeat(WORD_MAX + 1)],
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/too long/);
  });

  it(`are at most ${MAX_ALERT_WORDS} per user; a refused addition leaves nothing behind`, async () => {
    const words = Array.from({ length: MAX_ALERT_WORDS }, (_, i) => `w${i}`);
    expect((await hamlet.post('/users/me/alert_words', { alert_words: words })).status).toBe(200);
    // The same words again, in another case, are not new.
    const again = await hamlet.post('/users/me/alert_words', {
      alert_words: words.slice(0, 10).map((w) => w.toUpperCase()),
    });
    expect(again.status).toBe(200);
    const over = await hamlet.post('/users/me/alert_words', { alert_words: ['lagoon'] });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe(`You can have at most ${MAX_ALERT_WORDS} alert words.`);
    expect((await hamlet.get('/users/me/alert_words')).body.alert_words).toHaveLength(
      MAX_ALERT_WORDS,
    );
    expect(await alerted('the lagoon at dawn')).toBe(false);
    expect(await alerted('see W999 here')).toBe(true);
  });
});
