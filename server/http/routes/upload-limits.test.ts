import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../domain/messages/uploads';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let t: TestServer;
let hamlet: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  hamlet = await t.as('hamlet@example.com');
});
afterAll(() => t.close());

const MiB = 1024 * 1024;
const BOUNDARY = 'parley-test-boundary';
const HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n',
);
const TAIL = `\r\n--${BOUNDARY}--\r\n`;

interface Outcome {
  status: number;
  body: { result: string; msg: string };
  /** Bytes of the file sent when the answer came. */
  sentWhenAnswered: number;
}

/**
 * Streams a file of `total` bytes in 1 MiB chunks, as fast as the server reads them, and
 * stops as soon as the answer arrives (as a browser does).
 */
function streamUpload(
  total: number,
  declareLength: boolean,
  to = '/api/v1/user_uploads',
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      authorization: `Basic ${btoa(`${hamlet.email}:${hamlet.apiKey}`)}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    };
    if (declareLength) headers['content-length'] = HEAD.length + total + TAIL.length;
    const { port } = new URL(t.url);
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: to,
      headers,
    });
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), sentWhenAnswered }),
      );
    });
    // Writing after the server closed the connection fails; the answer is what counts.
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    req.write(HEAD);
    const chunk = Buffer.alloc(MiB, 120);
    const pump = () => {
      while (sent < total && !answered) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end(TAIL);
    };
    pump();
  });
}

const incoming = () => {
  const dir = path.join(t.server.services.config.dataDir, 'uploads', '.incoming');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('the upload size limit (max_file_upload_size_mib) is enforced while the file streams', () => {
  it('a file sent without a length is refused once it passes the limit, not at its end', async () => {
    const r = await streamUpload(200 * MiB, false);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('maximum upload size (25 MiB)');
    expect(r.sentWhenAnswered).toBeGreaterThanOrEqual(MAX_UPLOAD_BYTES);
    expect(r.sentWhenAnswered).toBeLessThan(100 * MiB);
    expect(incoming()).toEqual([]);
  });

  it('a body declared larger than the limit is refused before it is read', async () => {
    const r = await streamUpload(200 * MiB, true);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('maximum upload size');
    expect(r.sentWhenAnswered).toBeLessThan(MAX_UPLOAD_BYTES);
  });

  it('a file within the limit is stored whole, and the server goes on', async () => {
    const r = await streamUpload(5 * MiB, false);
    expect(r.status).toBe(200);
    const url = (r.body as unknown as { url: string }).url;
    const file = path.join(
      t.server.services.config.dataDir,
      'uploads',
      url.slice('/user_uploads/'.length),
    );
    expect(fs.statSync(file).size).toBe(5 * MiB);
    expect(incoming()).toEqual([]);
    expect((await hamlet.get('/users/me')).status).toBe(200);
  });
});

describe('the connection of a refused upload', () => {
  it('ends with the answer and closes within seconds, even if the client never does', async () => {
    const { port } = new URL(t.url);
    // A client that stops sending once answered but neither ends nor closes its side.
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true });
    const auth = btoa(`${hamlet.email}:${hamlet.apiKey}`);
    socket.write(
      `POST /api/v1/user_uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Basic ${auth}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = (data: Buffer) =>
      socket.write(
        Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]),
      );
    let answer = '';
    const ended = new Promise<void>((resolve) => socket.once('end', resolve));
    socket.on('data', (d) => {
      answer += d;
    });
    chunk(HEAD);
    const block = Buffer.alloc(MiB, 120);
    for (let sent = 0; sent < MAX_UPLOAD_BYTES + 2 * MiB && !answer; sent += MiB) {
      if (!chunk(block)) await new Promise((r) => socket.once('drain', r));
    }
    // The server's half ends right after its answer, which says why.
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('maximum upload size (25 MiB)');
    // Then it closes the connection itself (a write fails once it has) instead of reading what
    // comes for as long as the client sends it.
    const closed = new Promise<number>((resolve) => {
      const answered = Date.now();
      socket.on('error', () => resolve(Date.now() - answered));
      socket.on('close', () => resolve(Date.now() - answered));
    });
    const ticker = setInterval(() => socket.destroyed || chunk(Buffer.from('more')), 100);
    const after = await closed;
    clearInterval(ticker);
    // (Not at once: what the client sent meanwhile is taken, so no reset races the answer.)
    expect(after).toBeGreaterThanOrEqual(1_000);
    expect(after).toBeLessThan(5_000);
    socket.destroy();
  });
});

describe('a custom emoji over its 5 MiB limit is refused while it streams', () => {
  const EMOJI = '/api/v1/realm/emoji/big_one';
  it.each([
    ['without a length, once it passes the limit', false],
    ['declared larger, before it is read', true],
  ])('%s', async (_what, declareLength) => {
    const r = await streamUpload(200 * MiB, declareLength, EMOJI);
    expect([r.status, r.body.msg]).toEqual([
      400,
      'Uploaded file is larger than the allowed limit of 5 MiB',
    ]);
    expect(r.sentWhenAnswered).toBeLessThan(100 * MiB);
  });
});
