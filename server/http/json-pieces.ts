/**
 * Answers assembled from JSON pieces (json-blocks): text made for this request and blocks
 * shared between requests. The body goes out as a stream of its parts, which remembers its
 * pieces so the compression can reuse each shared block's compressed bytes (gzip-pieces).
 */
import { Readable } from 'node:stream';
import { JsonBlock, type JsonPieces, piecesOf } from '../domain/json-blocks';

/**
 * Recorded text this long stays a piece of its own: appended to other text it would be copied
 * once more when the whole is encoded.
 */
const OWN_PIECE = 64 * 1024;

/**
 * An object's members (`"key":value,...`, no braces), with recorded pieces where values have
 * them. `separator` goes between members: `MEMBER_LINES` puts each on a line of its own.
 */
export function memberPieces(
  fields: Readonly<Record<string, unknown>>,
  separator = ',',
): JsonPieces {
  const pieces: (string | JsonBlock)[] = [];
  let text = '';
  for (const [key, value] of Object.entries(fields)) {
    const recorded = piecesOf(value);
    // What JSON.stringify leaves out of an object (undefined, functions) is left out here too.
    const json = recorded ? '' : JSON.stringify(value);
    if (!recorded && json === undefined) continue;
    text += `${text || pieces.length ? separator : ''}${JSON.stringify(key)}:`;
    if (!recorded) {
      text += json;
      continue;
    }
    for (const piece of recorded) {
      if (typeof piece === 'string' && piece.length < OWN_PIECE) text += piece;
      else {
        if (text) pieces.push(text);
        text = '';
        pieces.push(piece);
      }
    }
  }
  if (text) pieces.push(text);
  return pieces;
}

/**
 * The separator of an answer whose members each start a line: JSON.stringify writes no line
 * breaks, so every one in such an answer is between two members, and a client that knows it
 * (MEMBER_LINES_HEADER) parses each member as it arrives instead of the whole at the end.
 */
export const MEMBER_LINES = ',\n';

const encoder = new TextEncoder();

/** UTF-8 of a string; TextEncoder, as Buffer.from is an order of magnitude slower on megabytes. */
export function utf8(text: string): Buffer {
  const bytes = encoder.encode(text);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const blockBytes = new WeakMap<JsonBlock, Buffer>();

/** A shared block's UTF-8, kept with it. */
export function bytesOf(block: JsonBlock): Buffer {
  let bytes = blockBytes.get(block);
  if (!bytes) {
    bytes = utf8(block.json);
    blockBytes.set(block, bytes);
  }
  return bytes;
}

/** A body's pieces, each with its UTF-8 bytes (a block's own, shared), and its length in bytes. */
export interface PiecedBody {
  pieces: JsonPieces;
  parts: Buffer[];
  length: number;
  /** The pieces that follow, once they are known (a body that streams). */
  later?: Promise<PiecedBody>;
}

const piecedOf = (pieces: JsonPieces): PiecedBody => {
  const parts = pieces.map((p) => (p instanceof JsonBlock ? bytesOf(p) : utf8(p)));
  return { pieces, parts, length: parts.reduce((n, part) => n + part.length, 0) };
};

const bodies = new WeakMap<Readable, PiecedBody>();

/**
 * The body for `pieces`: text when all of it is, else a stream of its parts that remembers
 * them, so that the whole (megabytes for a large register) is never copied into one buffer:
 * the compression reads the parts (gzip-pieces), and an uncompressed answer streams them.
 * With `later`, the pieces that follow once known: the stream sends `pieces` meanwhile.
 */
export function piecedBody(pieces: JsonPieces, later?: Promise<JsonPieces>): string | Readable {
  if (!later && pieces.every((p) => typeof p === 'string')) return pieces.join('');
  const head = piecedOf(pieces);
  if (!later) {
    const body = Readable.from(head.parts, { objectMode: false });
    bodies.set(body, head);
    return body;
  }
  const tail = later.then(piecedOf);
  // Whoever sends the body waits for it; a body never sent must not fail the process.
  tail.catch(() => undefined);
  async function* parts() {
    yield* head.parts;
    yield* (await tail).parts;
  }
  const body = Readable.from(parts(), { objectMode: false });
  bodies.set(body, { ...head, later: tail });
  return body;
}

/** How a body was assembled, if it was. */
export const bodyPieces = (payload: unknown): PiecedBody | undefined =>
  payload instanceof Readable ? bodies.get(payload) : undefined;
