import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTo, U } from '../../testing/message-helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let t: TestServer;
let iago: TestClient;
let hamlet: TestClient;
let othello: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  iago = await t.as('iago@example.com');
  hamlet = await t.as('hamlet@example.com');
  othello = await t.as('othello@example.com');
});
afterAll(() => t.close());

const auth = (c: TestClient) => ({
  authorization: `Basic ${Buffer.from(`${c.email}:${c.apiKey}`).toString('base64')}`,
});

async function upload(
  c: TestClient,
  name: string,
  body: string | Uint8Array<ArrayBuffer>,
  field = 'filename',
) {
  const form = new FormData();
  form.append(field, new Blob([body]), name);
  const res = await fetch(`${t.url}/api/v1/user_uploads`, {
    method: 'POST',
    headers: auth(c),
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const download = async (c: TestClient | null, url: string) => {
  const res = await fetch(`${t.url}${url}`, { headers: c ? auth(c) : {} });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
};

describe('uploads', () => {
  it('POST /user_uploads stores a file and returns url, uri and filename', async () => {
    const r = await upload(hamlet, 'notes for you.txt', 'hello file');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ result: 'success', filename: 'notes for you.txt' });
    expect(r.body.url).toMatch(
      /^\/user_uploads\/1\/[0-9a-f]{2}\/[A-Za-z0-9_-]+\/notes-for-you\.txt$/,
    );
    expect(r.body.uri).toBe(r.body.url);
    const got = await download(hamlet, r.body.url);
    expect(got).toMatchObject({ status: 200, text: 'hello file' });
    expect(got.type).toContain('text/plain');
  });

  it('only the uploader may fetch an unshared file; sharing it in a message opens it to readers', async () => {
    const { body } = await upload(hamlet, 'plan.txt', 'the plan');
    expect((await download(othello, body.url)).status).toBe(403);
    expect((await download(null, body.url)).status).toBe(401);
    await sendTo(hamlet, 'Verona', 'files', `see [plan.txt](${body.url})`);
    expect((await download(othello, body.url)).text).toBe('the plan');
  });

  it('a file shared only in a private channel stays hidden from non-subscribers', async () => {
    const { body } = await upload(iago, 'secret.txt', 'classified');
    const id = await sendTo(iago, 'Scotland', 'files', `[secret.txt](${body.url})`);
    expect((await download(othello, body.url)).status).toBe(403);
    expect((await download(hamlet, body.url)).status).toBe(200);
    expect((await iago.get(`/messages/${id}`)).body.message.content).toBeDefined();
  });

  // Zulip claims an upload for a message only if the sender could already open it, so
  // posting a URL one has learned never opens the file to anyone.
  it.each([
    { poster: 'othello', why: 'cannot open it', othelloAfter: 403, cordeliaAfter: 403 },
    { poster: 'iago', why: 'received it in a DM', othelloAfter: 200, cordeliaAfter: 200 },
    { poster: 'hamlet', why: 'uploaded it', othelloAfter: 200, cordeliaAfter: 200 },
  ])('a link posted in Denmark by $poster, who $why, is claimed only if readable', async (row) => {
    const { body } = await upload(hamlet, `private-${row.poster}.txt`, 'for iago only');
    const dm = await hamlet.post('/messages', {
      type: 'direct',
      to: [U.iago],
      content: `[file](${body.url})`,
    });
    expect(dm.status).toBe(200);
    const cordelia = await t.as('cordelia@example.com');
    expect((await download(othello, body.url)).status).toBe(403);
    expect((await download(iago, body.url)).status).toBe(200);
    const poster = await t.as(`${row.poster}@example.com`);
    const id = await sendTo(poster, 'Denmark', 'leak', `look [file](${body.url})`);
    expect((await download(othello, body.url)).status).toBe(row.othelloAfter);
    expect((await download(cordelia, body.url)).status).toBe(row.cordeliaAfter);
    // An edit re-claiming the same link must not grant access either.
    await poster.patch(`/messages/${id}`, { content: `again [file](${body.url})` });
    expect((await download(cordelia, body.url)).status).toBe(row.cordeliaAfter);
  });

  it('unknown files are 404 with the error envelope', async () => {
    const r = await download(hamlet, '/user_uploads/1/aa/nothing/here.txt');
    expect(r.status).toBe(404);
    expect(JSON.parse(r.text)).toMatchObject({ result: 'error' });
  });

  it('refuses a request without a file, and a file over the size limit', async () => {
    const none = await hamlet.post('/user_uploads', { x: '1' });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('You must specify a file to upload');
    const big = await upload(hamlet, 'big.bin', new Uint8Array(25 * 1024 * 1024 + 10));
    expect(big.status).toBe(400);
    expect(big.body.msg).toContain('maximum upload size');
  });

  it('an edit that removes the last reference reports detached_uploads', async () => {
    const { body } = await upload(hamlet, 'draft.txt', 'v1');
    const id = await sendTo(hamlet, 'Verona', 'files', `attached [draft.txt](${body.url})`);
    const m = (await hamlet.get(`/messages/${id}`, { narrow: [] })).body.message;
    expect(m.id).toBe(id);
    const r = await hamlet.patch(`/messages/${id}`, { content: 'no attachment any more' });
    expect(r.status).toBe(200);
    expect(r.body.detached_uploads).toHaveLength(1);
    expect(r.body.detached_uploads[0]).toMatchObject({
      name: 'draft.txt',
      path_id: body.url.slice('/user_uploads/'.length),
      size: 2,
      messages: [],
    });
    // Still referenced elsewhere: not detached.
    const shared = await upload(hamlet, 'shared.txt', 'v2');
    const a = await sendTo(hamlet, 'Verona', 'files', `[shared.txt](${shared.body.url})`);
    await sendTo(hamlet, 'Verona', 'files', `again [shared.txt](${shared.body.url})`);
    const r2 = await hamlet.patch(`/messages/${a}`, { content: 'dropped it here' });
    expect(r2.body.detached_uploads).toEqual([]);
  });

  it('has:attachment finds messages with uploads', async () => {
    const { body } = await upload(othello, 'photo.txt', 'x');
    const id = await sendTo(othello, 'Verona', 'files', `[photo](${body.url})`);
    const r = await othello.get('/messages', {
      anchor: 'newest',
      num_before: 10,
      num_after: 0,
      narrow: [{ operator: 'has', operand: 'attachment' }],
    });
    expect(r.body.messages.map((m: { id: number }) => m.id)).toContain(id);
    expect(U.othello).toBe(5);
  });
});

describe('GET /users/me/{stream_id}/topics', () => {
  it('lists topics most recent first with max_id', async () => {
    const a = await sendTo(iago, 'Denmark', 'topic A', 'x');
    const b = await sendTo(iago, 'Denmark', 'topic B', 'x');
    const a2 = await sendTo(iago, 'Denmark', 'topic A', 'y');
    const r = await othello.get('/users/me/3/topics');
    expect(r.status).toBe(200);
    expect(r.body.topics.slice(0, 2)).toEqual([
      { max_id: a2, name: 'topic A' },
      { max_id: b, name: 'topic B' },
    ]);
    expect(a).toBeLessThan(b);
  });

  it('shows the empty topic as the display name unless allow_empty_topic_name', async () => {
    const id = (
      await iago.post('/messages', { type: 'stream', to: 'Denmark', topic: '', content: 'x' })
    ).body.id;
    expect((await iago.get('/users/me/3/topics')).body.topics[0]).toEqual({
      max_id: id,
      name: 'general chat',
    });
    expect(
      (await iago.get('/users/me/3/topics', { allow_empty_topic_name: true })).body.topics[0],
    ).toEqual({ max_id: id, name: '' });
  });

  it('protected history shows only topics with messages the user has', async () => {
    const db = t.server.services.db;
    await sendTo(iago, 'Scotland', 'old business', 'x');
    db.prepare("INSERT INTO subscriptions (user_id, stream_id, color) VALUES (?, 4, '#fff')").run(
      U.cordelia,
    );
    const id = await sendTo(iago, 'Scotland', 'new business', 'x');
    const cordelia = await t.as('cordelia@example.com');
    expect((await cordelia.get('/users/me/4/topics')).body.topics).toEqual([
      { max_id: id, name: 'new business' },
    ]);
  });

  it.each([
    ['a private channel the user is not in', 4],
    ['an unknown channel', 999],
  ])('refuses %s', async (_n, streamId) => {
    const r = await othello.get(`/users/me/${streamId}/topics`);
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Invalid channel ID' });
  });
});

describe('temporary URLs (GET /user_uploads/{realm_id}/{filename})', () => {
  const temporary = async (c: TestClient, url: string) =>
    (await c.get(url)).body as {
      result: string;
      url?: string;
      code?: string;
    };

  it('gives a reader a URL that serves the file without credentials', async () => {
    const { body } = await upload(hamlet, 'picture.png', 'not really a png');
    await sendTo(hamlet, 'Verona', 'pictures', `[picture.png](${body.url})`);
    const answer = await temporary(othello, body.url);
    expect(answer.result).toBe('success');
    expect(answer.url).toMatch(/^\/user_uploads\/temporary\/[^/]+\/picture\.png$/);
    const got = await download(null, answer.url!);
    expect(got).toMatchObject({ status: 200, text: 'not really a png', type: 'image/png' });
    // The same file asked again soon gets the same URL, so browsers can cache it.
    expect((await temporary(othello, body.url)).url).toBe(answer.url);
  });

  it('refuses readers who may not see the file, and forged or altered tokens', async () => {
    const { body } = await upload(hamlet, 'mine.txt', 'only mine');
    const refused = await temporary(othello, body.url);
    expect(refused).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
    const mine = (await temporary(hamlet, body.url)).url!;
    const [, , , token] = mine.split('/');
    const [payload, signature] = token!.split('.');
    const other = Buffer.from(`${body.url.slice('/user_uploads/'.length)}x\n9999999999`).toString(
      'base64url',
    );
    for (const forged of [`${other}.${signature}`, `${payload}.${signature}x`, `${payload}`]) {
      const res = await download(null, `/user_uploads/temporary/${forged}/mine.txt`);
      expect(res.status).toBe(403);
      expect(JSON.parse(res.text)).toMatchObject({ result: 'error' });
    }
  });
});
