import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBER_LINES_HEADER } from './constants';
import { readMembers } from './json-members';
import { streamedResponse } from './test-support';

const encoder = new TextEncoder();

const streamed = (pieces: string[], lines = true) => streamedResponse(pieces, { lines });

/** Member-lines text of an object, as the server writes it. */
const asLines = (object: Record<string, unknown>) =>
  `{${Object.entries(object)
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
    .join(',\n')}}`;

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('readMembers', () => {
  it('hands on each member as its line ends, before the rest has come', async () => {
    const taken: string[] = [];
    const { response, next } = streamed([
      '{"result":"success","msg":"","realm_users":[{"user_id":1},',
      '{"user_id":2}],\n"unread_msgs":{"co',
      'unt":3}}',
    ]);
    const reading = readMembers(response, (key) => {
      taken.push(key);
      return key === 'realm_users';
    });
    next();
    next();
    await settle();
    expect(taken).toEqual(['result', 'msg', 'realm_users']);
    next();
    expect(await reading).toEqual({ result: 'success', msg: '', unread_msgs: { count: 3 } });
    expect(taken).toEqual(['result', 'msg', 'realm_users', 'unread_msgs']);
  });

  it('without the header, parses the whole at the end', async () => {
    const taken: string[] = [];
    const { response, next } = streamed(['{"a":1,\n"b":', '[2]}'], false);
    const reading = readMembers(response, (key) => taken.push(key) === 1);
    next();
    await settle();
    expect(taken).toEqual([]);
    next();
    expect(await reading).toEqual({ b: [2] });
  });

  it('reads any object as JSON.parse does, whatever the chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (object, cuts) => {
          const text = asLines(object);
          const bytes = encoder.encode(text);
          // Cut the bytes, not the text: a character may straddle two chunks.
          const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
          const chunks = [0, ...at].map((from, i) => bytes.slice(from, at[i] ?? bytes.length));
          const body = new ReadableStream<Uint8Array>({
            start(c) {
              for (const chunk of chunks) c.enqueue(chunk);
              c.close();
            },
          });
          const response = new Response(body, { headers: { [MEMBER_LINES_HEADER]: 'lines' } });
          const taken = new Map<string, unknown>();
          const rest = await readMembers(response, (k, v) => {
            taken.set(k, v);
            return k.length % 2 === 0;
          });
          const whole = JSON.parse(text) as Record<string, unknown>;
          expect(taken).toEqual(new Map(Object.entries(whole)));
          for (const k of Object.keys(whole))
            expect(Object.hasOwn(rest, k)).toBe(k.length % 2 !== 0);
        },
      ),
    );
  });

  it("hands a middle line's member to takeText as its value's text, unparsed", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1, maxKeys: 8 }),
        async (object) => {
          const { response, next } = streamed([asLines(object)]);
          const texts = new Map<string, string>();
          const parsed = new Map<string, unknown>();
          const reading = readMembers(
            response,
            (k, v) => parsed.set(k, v) && false,
            (k, json) => k.length % 2 === 0 && texts.set(k, json) !== undefined,
          );
          next();
          const rest = await reading;
          const keys = Object.keys(object);
          // The first line starts with the object's brace, the last ends with it: never as text.
          const middle = keys.slice(1, -1);
          for (const k of keys) {
            const asText = middle.includes(k) && k.length % 2 === 0;
            expect(texts.has(k)).toBe(asText);
            expect(parsed.has(k)).toBe(!asText);
            expect(Object.hasOwn(rest, k)).toBe(!asText);
            // As the value's JSON says it (JSON has no -0, which fc.jsonValue may make).
            const sent = JSON.parse(JSON.stringify(object[k]));
            if (asText) expect(JSON.parse(texts.get(k)!)).toEqual(sent);
          }
        },
      ),
    );
  });

  it('a member takeText declines is parsed as any other', async () => {
    const { response, next } = streamed(['{"a":1,\n"list":[1,2],\n"b":2}']);
    const reading = readMembers(
      response,
      () => false,
      () => false,
    );
    next();
    expect(await reading).toEqual({ a: 1, list: [1, 2], b: 2 });
  });

  it.each([
    ['a line that does not end a member', '{"a":1\n,"b":2}'],
    ['an answer cut short', '{"a":1,\n"b":2'],
    ['not an object', '[1,\n2]'],
  ])('refuses %s', async (_, text) => {
    const { response, next } = streamed([text]);
    const reading = readMembers(response, () => false);
    next();
    await expect(reading).rejects.toThrow(SyntaxError);
  });

  it('refuses an answer that is not an object, without the header too', async () => {
    const { response, next } = streamed(['[1, 2]'], false);
    const reading = readMembers(response, () => false);
    next();
    await expect(reading).rejects.toThrow(SyntaxError);
  });
});
