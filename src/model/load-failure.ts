/**
 * What a feed says when its messages cannot be loaded, and whether trying again can help: a
 * dropped connection or a failing server may answer the next time, a search the server refuses
 * (BAD_NARROW: a person or channel it does not know, an operand it does not take) never will.
 */

export interface LoadFailure {
  /** What the reader is told, in words a Zulip user knows. */
  message: string;
  /** Offer Retry: the same request may succeed later. */
  canRetry: boolean;
}

const codeOf = (e: unknown) =>
  e instanceof Error && 'code' in e && typeof e.code === 'string' ? e.code : undefined;

/** The server's words after its "Invalid narrow operator: " prefix. */
const narrowProblem = (message: string) => message.replace(/^Invalid narrow operator:\s*/i, '');

const plain = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** `wordsFor`: the words for a failure that may pass (the screens' own errorText). */
export function loadFailure(e: unknown, wordsFor: (e: unknown) => string = plain): LoadFailure {
  if (codeOf(e) !== 'BAD_NARROW') return { message: wordsFor(e), canRetry: true };
  const problem = narrowProblem(plain(e));
  if (/^unknown (user|channel|stream)\b/i.test(problem) || /^empty user list/i.test(problem)) {
    return {
      message: 'This search names a channel or person that does not exist, or that you cannot see.',
      canRetry: false,
    };
  }
  return { message: `Zulip cannot run this search: ${problem}.`, canRetry: false };
}
