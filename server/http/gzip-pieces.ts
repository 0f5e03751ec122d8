/**
 * Gzip of a body assembled from JSON pieces, reusing each shared block's compressed bytes.
 * Deflate allows it: data compressed on its own and ended with a sync flush is a run of
 * complete blocks that refers to nothing before it, so such runs can follow one another,
 * closed by one final empty block (RFC 1951 §3.2.3). The gzip wrapper adds the CRC-32 and the
 * length of the whole (RFC 1952). What the request made itself is compressed in parallel
 * slices on libuv's threads; each slice starts with an empty window and a table of its own,
 * so slices are large (a few per answer are enough to keep the cores busy).
 */
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { JsonBlock, type JsonPieces } from '../domain/json-blocks';
import { bytesOf, type PiecedBody } from './json-pieces';

const deflateRaw = promisify(zlib.deflateRaw);

/** A block shared by many answers is compressed once, so as well as deflate can. */
const SHARED_LEVEL = 9;
/**
 * What each request compresses anew: level 4 is a third faster than 6 on a large register's
 * channels and unread messages, for 6% more bytes (as compression.ts's level for other bodies).
 */
const OWN_LEVEL = 4;
const SLICE_BYTES = 1024 * 1024;

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block of fixed Huffman codes. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

const run = (bytes: Buffer, level: number) =>
  deflateRaw(bytes, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH });

const compressedBlocks = new WeakMap<JsonBlock, Promise<Buffer>>();

/**
 * Text of one answer that is ready before the rest of it: its compression starts at once, on
 * libuv's threads, while the request still waits for the rest (POST /register's unread
 * messages, read on another thread).
 */
export class EarlyText extends JsonBlock {
  readonly compressed: Promise<Buffer>;
  constructor(json: string) {
    super(json);
    this.compressed = Promise.all(compressedSlices(bytesOf(this))).then((runs) =>
      Buffer.concat(runs),
    );
    // Handled here too: an answer started over (and so never sent) must not crash the server.
    this.compressed.catch(() => undefined);
  }
}

/** Text shorter than this is not worth a job of its own before the answer is sent. */
const EARLY_MIN = 4096;

/** `pieces` with their longer text compressing already (EarlyText); shared blocks as they are. */
export const compressingEarly = (pieces: JsonPieces): JsonPieces =>
  pieces.map((p) => (typeof p === 'string' && p.length >= EARLY_MIN ? new EarlyText(p) : p));

function compressedBlock(block: JsonBlock): Promise<Buffer> {
  if (block instanceof EarlyText) return block.compressed;
  let compressed = compressedBlocks.get(block);
  if (!compressed) {
    compressed = run(bytesOf(block), SHARED_LEVEL);
    compressedBlocks.set(block, compressed);
    // A failure is not kept: the next answer tries again.
    compressed.catch(() => compressedBlocks.delete(block));
  }
  return compressed;
}

function compressedSlices(bytes: Buffer): Promise<Buffer>[] {
  const slices: Promise<Buffer>[] = [];
  for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
    slices.push(run(bytes.subarray(at, at + SLICE_BYTES), OWN_LEVEL));
  }
  return slices;
}

/** The compressed runs of a body's pieces, in order, all started at once. */
const compressedRuns = ({ pieces, parts }: PiecedBody): Promise<Buffer>[] =>
  pieces.flatMap((p, i) =>
    p instanceof JsonBlock ? [compressedBlock(p)] : compressedSlices(parts[i]!),
  );

/** The last block and the gzip trailer: the CRC-32 and the length of the whole. */
function ending(crc: number, length: number): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([FINAL_BLOCK, trailer]);
}

/** The gzip of a body assembled as `pieced` says. */
export async function gzipPieces(pieced: PiecedBody): Promise<Buffer> {
  const compressed = compressedRuns(pieced);
  let crc = 0;
  for (const part of pieced.parts) crc = zlib.crc32(part, crc);
  return Buffer.concat([HEADER, ...(await Promise.all(compressed)), ending(crc, pieced.length)]);
}

/**
 * The gzip of a body that streams (`pieced.later`), as a stream: each compressed run goes out
 * as soon as it and those before it are ready, the pieces that come later after them.
 */
export function gzipStream(pieced: PiecedBody): Readable {
  async function* runs() {
    yield HEADER;
    let crc = 0;
    let length = 0;
    for (let body: PiecedBody | undefined = pieced; body; body = await body.later) {
      const compressed = compressedRuns(body);
      for (const part of body.parts) crc = zlib.crc32(part, crc);
      length += body.length;
      for (const run of compressed) yield await run;
    }
    yield ending(crc, length);
  }
  return Readable.from(runs(), { objectMode: false });
}
