/**
 * Parts of answers already serialized, for data that many answers share (the organization's
 * people in POST /register): each request then copies their text instead of serializing the
 * same objects again, and the HTTP layer keeps their compressed bytes with them.
 */

/** JSON text shared between answers: the same object for as long as its text is the same. */
export class JsonBlock {
  constructor(readonly json: string) {}
}

/** A value's serialization: JSON text and shared blocks, in order. */
export type JsonPieces = readonly (string | JsonBlock)[];

const serialized = new WeakMap<object, JsonPieces>();

/** Records that JSON.stringify(value) is `pieces` joined; the value must not change afterwards. */
export function serializedAs<T extends object>(value: T, pieces: JsonPieces): T {
  serialized.set(value, pieces);
  return value;
}

/** The pieces recorded for `value`, if any. */
export const piecesOf = (value: unknown): JsonPieces | undefined =>
  typeof value === 'object' && value !== null ? serialized.get(value) : undefined;

/** `items` serialized as a JSON array of blocks of `size` items, reusing `previous` blocks of the same text. */
export function arrayBlocks(
  items: readonly unknown[],
  size: number,
  previous: readonly JsonBlock[] = [],
): JsonBlock[] {
  const blocks: JsonBlock[] = [];
  for (let i = 0; i < items.length; i += size) {
    const json = JSON.stringify(items.slice(i, i + size)).slice(1, -1);
    const old = previous[blocks.length];
    blocks.push(old?.json === json ? old : new JsonBlock(json));
  }
  return blocks;
}

/** The pieces of a JSON array made of `blocks`, with block `i` replaced where `replace` says. */
export function arrayPieces(
  blocks: readonly JsonBlock[],
  replace?: { index: number; json: string },
): JsonPieces {
  const pieces: (string | JsonBlock)[] = ['['];
  blocks.forEach((block, i) => {
    if (i > 0) pieces.push(',');
    pieces.push(i === replace?.index ? replace.json : block);
  });
  pieces.push(']');
  return pieces;
}
