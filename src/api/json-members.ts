/**
 * Reading an answer's JSON object as it arrives. Chromium's `response.json()` decodes and
 * parses the whole at the end, and slowly (a large organization's 7 MB POST /register in a
 * worker: 50 to 140 ms, against 27 to 38 decoding each chunk as it comes and parsing once).
 * A server that puts each member of the object on a line of its own, and says so
 * (MEMBER_LINES_HEADER; Parley's own server does for POST /register), lets each member be
 * parsed, and used, as soon as it has come: the organization's people while the server still
 * reads the unread messages. Any other answer is parsed whole at the end.
 */

import { MEMBER_LINES_HEADER } from './constants';

/** A body's text, chunk by chunk as it arrives (a character split between chunks kept whole). */
async function* textOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    yield decoder.decode(value, { stream: true });
  }
  yield decoder.decode();
}

/** A response's JSON, its text decoded chunk by chunk as it arrives, parsed at the end. */
export async function readJson(response: Response): Promise<unknown> {
  if (!response.body) return response.json();
  const parts: string[] = [];
  for await (const text of textOf(response.body)) parts.push(text);
  return JSON.parse(parts.join(''));
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** A line of a member-lines answer: where its member's text starts and ends. */
function memberSpan(line: string, first: boolean, last: boolean): { from: number; to: number } {
  let from = 0;
  let to = line.length;
  while (from < to && isSpace(line.charCodeAt(from))) from++;
  while (to > from && isSpace(line.charCodeAt(to - 1))) to--;
  if (first) {
    if (line[from] !== '{') throw new SyntaxError('The answer is not a JSON object');
    from++;
  }
  if (to === from || line[to - 1] !== (last ? '}' : ',')) {
    throw new SyntaxError('A line of the answer does not end as a member of its object');
  }
  return { from, to: to - 1 };
}

/**
 * The key of the member that starts `line.slice(from, to)` and where its value's text starts
 * (JSON.stringify writes no space around `:`), or undefined when the line does not start with
 * a key. That the rest is that one value is the server's word (MEMBER_LINES_HEADER): the
 * reader of the text finds out if it is not.
 */
function keyOf(line: string, from: number, to: number): { key: string; value: number } | undefined {
  if (line[from] !== '"') return undefined;
  let end = from + 1;
  while (end < to && line[end] !== '"') end += line[end] === '\\' ? 2 : 1;
  if (line[end + 1] !== ':') return undefined;
  return { key: JSON.parse(line.slice(from, end + 1)) as string, value: end + 2 };
}

/**
 * The JSON object a response carries, member by member: each goes to `take` once parsed, as
 * soon as it has come when the server sent member lines, else once the whole has; what `take`
 * takes (returns true for) is left out of the object returned. With member lines, a member
 * whose key `takeText` takes goes to it as its value's JSON text, unparsed (for a reader that
 * only passes it on, to be parsed where it is used).
 */
export async function readMembers(
  response: Response,
  take: (key: string, value: unknown) => boolean,
  takeText?: (key: string, json: string) => boolean,
): Promise<Record<string, unknown>> {
  const rest: Record<string, unknown> = {};
  const give = (members: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(members)) {
      if (take(key, value)) continue;
      // As JSON.parse would keep it: "__proto__" is a member like any other.
      Object.defineProperty(rest, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  };
  if (response.headers.get(MEMBER_LINES_HEADER) !== 'lines' || !response.body) {
    const whole = await readJson(response);
    if (typeof whole !== 'object' || whole === null || Array.isArray(whole)) {
      throw new SyntaxError('The answer is not a JSON object');
    }
    give(whole as Record<string, unknown>);
    return rest;
  }
  const giveLine = (line: string, first: boolean, last: boolean) => {
    const { from, to } = memberSpan(line, first, last);
    // A middle line is one member: the first starts with the envelope's, the last may end with
    // members the server adds after the object's own (server/http/envelope.ts).
    const member = takeText && !first && !last && keyOf(line, from, to);
    if (member && takeText?.(member.key, line.slice(member.value, to))) return;
    give(JSON.parse(`{${line.slice(from, to)}}`) as Record<string, unknown>);
  };
  let line: string[] = [];
  let first = true;
  for await (const text of textOf(response.body)) {
    let from = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', from)) {
      line.push(text.slice(from, end));
      giveLine(line.join(''), first, false);
      first = false;
      line = [];
      from = end + 1;
    }
    line.push(text.slice(from));
  }
  giveLine(line.join(''), first, true);
  return rest;
}
