/** Test support: answers whose body comes piece by piece, as the test says. */
import { MEMBER_LINES_HEADER } from './constants';

const encoder = new TextEncoder();

/**
 * A response whose body comes in the given pieces of text, each pushed when `next()` says (the
 * body ends with the last); `lines`: it says its members start lines (MEMBER_LINES_HEADER).
 */
export function streamedResponse(pieces: readonly string[], { lines = true } = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  let at = 0;
  const next = () => {
    if (at < pieces.length) controller.enqueue(encoder.encode(pieces[at++]));
    if (at === pieces.length) controller.close();
  };
  const headers = lines ? { [MEMBER_LINES_HEADER]: 'lines' } : undefined;
  return { response: new Response(body, { headers }), next };
}
