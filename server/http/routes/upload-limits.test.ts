import fs from 'node:fs';
import http from 'node:http';
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
