// Gzip assembled from pieces: shared blocks compressed once, the rest per request.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { arrayBlocks, arrayPieces, JsonBlock, serializedAs } from '../domain/json-blocks';
import { compressingEarly, EarlyText, gzipPieces, gzipStream } from './gzip-pieces';
import { bodyPieces, memberPieces, piecedBody } from './json-pieces';

const gunzip = (b: Buffer) => zlib.gunzipSync(b).toString('utf8');

/** A browser's decoder, which reads the stream as it comes. */
async function decompressStream(b: Buffer): Promise<string> {
  const stream = new Blob([new Uint8Array(b)])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

async function gzipOf(pieces: readonly (string | JsonBlock)[]) {
  const body = piecedBody(pieces);
  if (typeof body === 'string') throw new Error('expected a pieced body');
  const pieced = bodyPieces(body);
  if (!pieced) throw new Error('the body forgot its pieces');
  const streamed = Buffer.concat(await body.toArray());
  expect(streamed.length).toBe(pieced.length);
  return { body: streamed, gzip: await gzipPieces(pieced) };
}

describe('gzipPieces', () => {
  const people = Array.from({ length: 1200 }, (_, i) => ({
    user_id: i,
    full_name: `Persön ${i} 🙂`,
    email: `user${i}@example.com`,
  }));
  const blocks = arrayBlocks(people, 250);

  it.each([
    ['blocks only', () => arrayPieces(blocks)],
    ['own text between blocks', () => arrayPieces(blocks, { index: 2, json: '{"own":"ñ"}' })],
    [
      'a long own text (several slices)',
      () => ['"x":', new JsonBlock('1'), `,"y":"${'ab€'.repeat(200_000)}"`],
    ],
    ['a block first and last', () => [new JsonBlock('["é"'), ',', new JsonBlock('"z"]')]],
    [
      'text compressing early, between blocks and before text made later',
      () => [
        ...compressingEarly(['"a":', new JsonBlock('1'), `,"b":"${'ab€'.repeat(100_000)}"`]),
        ',"late":"é"',
      ],
    ],
  ])('%s: gunzips to the body, for zlib and for a streaming decoder', async (_, make) => {
    const pieces = make();
    const { body, gzip } = await gzipOf(pieces);
    const text = pieces.map((p) => (typeof p === 'string' ? p : p.json)).join('');
    expect(body.toString('utf8')).toBe(text);
    expect(gunzip(gzip)).toBe(text);
    expect(await decompressStream(gzip)).toBe(text);
  });

  it('compresses early only text long enough to be worth a job of its own', () => {
    const long = 'x'.repeat(5000);
    const early = compressingEarly(['"a":', new JsonBlock('1'), `,"b":"${long}"`]);
    expect(early.map((p) => (p instanceof EarlyText ? 'early' : typeof p))).toEqual([
      'string',
      'object',
      'early',
    ]);
  });

  it('compresses about as well as gzip of the whole', async () => {
    const { body, gzip } = await gzipOf(arrayPieces(blocks));
    expect(gzip.length).toBeLessThan(zlib.gzipSync(body, { level: 4 }).length * 1.1);
  });

  it('a block of the same text is reused; a changed one is new', () => {
    const changed = people.map((p, i) => (i === 600 ? { ...p, full_name: 'Renamed' } : p));
    const again = arrayBlocks(changed, 250, blocks);
    expect(again.map((b, i) => b === blocks[i])).toEqual([true, true, false, true, true]);
    expect(
      arrayPieces(again)
        .map((p) => (typeof p === 'string' ? p : p.json))
        .join(''),
    ).toBe(JSON.stringify(changed));
  });
});

describe('a body whose end comes later', () => {
  const head = ['{"a":', new JsonBlock('[1,"é"]'), `,"b":"${'ab€'.repeat(100_000)}"`];
  const later = () => {
    let end!: (pieces: string[]) => void;
    const promise = new Promise<string[]>((resolve) => (end = resolve));
    return { promise, end };
  };
  const whole = `{"a":[1,"é"],"b":"${'ab€'.repeat(100_000)}","c":2}`;

  it('streams its start before its end is known, then the end', async () => {
    const tail = later();
    const body = piecedBody(head, tail.promise);
    if (typeof body === 'string') throw new Error('expected a stream');
    expect(bodyPieces(body)?.later).toBeDefined();
    const chunks: Buffer[] = [];
    const reading = (async () => {
      for await (const chunk of body) chunks.push(chunk as Buffer);
    })();
    await new Promise((r) => setTimeout(r, 20));
    expect(Buffer.concat(chunks).toString('utf8')).toBe(whole.slice(0, -7));
    tail.end([',"c":2', '}']);
    await reading;
    expect(Buffer.concat(chunks).toString('utf8')).toBe(whole);
  });

  it('as gzip: a browser decodes its start while its end is not yet known', async () => {
    const tail = later();
    const body = piecedBody(head, tail.promise);
    if (typeof body === 'string') throw new Error('expected a stream');
    const gzip = gzipStream(bodyPieces(body)!);
    const decoded: string[] = [];
    const decoder = new TextDecoder();
    const reader = (Readable.toWeb(gzip) as ReadableStream<Uint8Array<ArrayBuffer>>)
      .pipeThrough(new DecompressionStream('gzip'))
      .getReader();
    const reading = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        decoded.push(decoder.decode(value, { stream: true }));
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    expect(decoded.join('')).toBe(whole.slice(0, -7));
    tail.end([',"c":2', '}']);
    await reading;
    expect(decoded.join('')).toBe(whole);
  });

  it('a failed end fails the stream', async () => {
    const body = piecedBody(head, Promise.reject(new Error('the read thread stopped')));
    if (typeof body === 'string') throw new Error('expected a stream');
    await expect(gzipStream(bodyPieces(body)!).toArray()).rejects.toThrow('read thread stopped');
  });
});

describe('memberPieces', () => {
  it('serializes members as JSON.stringify does, recorded values by their pieces', () => {
    const shared = serializedAs(
      [{ a: 1 }, { b: 'ü' }],
      arrayPieces(arrayBlocks([{ a: 1 }, { b: 'ü' }], 1)),
    );
    const fields = { first: 'x"y', shared, skipped: undefined, fn: () => 1, last: [1, null] };
    const pieces = memberPieces(fields);
    expect(pieces.some((p) => p instanceof JsonBlock)).toBe(true);
    const text = pieces.map((p) => (typeof p === 'string' ? p : p.json)).join('');
    expect(`{${text}}`).toBe(JSON.stringify(fields));
  });

  it('without recorded values the body is plain text', () => {
    expect(piecedBody(memberPieces({ a: 1, b: [2] }))).toBe('"a":1,"b":[2]');
  });
});
