import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api/http';
import { type LoadFailure, loadFailure } from './load-failure';

const badNarrow = (desc: string) =>
  new ApiError(`Invalid narrow operator: ${desc}`, 'BAD_NARROW', 400, { desc });

const NOBODY = 'This search names a channel or person that does not exist, or that you cannot see.';

describe('loadFailure', () => {
  it.each<[string, unknown, LoadFailure]>([
    ['an unknown person', badNarrow('unknown user King'), { message: NOBODY, canRetry: false }],
    [
      'an unknown channel',
      badNarrow('unknown channel nowhere'),
      { message: NOBODY, canRetry: false },
    ],
    [
      'an unknown stream (older servers)',
      badNarrow('unknown stream x'),
      { message: NOBODY, canRetry: false },
    ],
    [
      'an operand the server does not take',
      badNarrow("unknown 'is' operand sparkly"),
      { message: "Zulip cannot run this search: unknown 'is' operand sparkly.", canRetry: false },
    ],
    [
      'a server error',
      new ApiError('Internal server error', 'INTERNAL', 500),
      { message: 'Internal server error', canRetry: true },
    ],
    [
      'another refusal',
      new ApiError('Not logged in', 'UNAUTHORIZED', 401),
      { message: 'Not logged in', canRetry: true },
    ],
    [
      'no answer',
      new NetworkError('Failed to fetch'),
      { message: 'Failed to fetch', canRetry: true },
    ],
    ['anything else', 'boom', { message: 'boom', canRetry: true }],
  ])('%s', (_what, error, expected) => {
    expect(loadFailure(error)).toEqual(expected);
  });

  it("a failure that may pass is told in the screen's words; a refused search is not", () => {
    const words = () => 'the server could not be reached.';
    expect(loadFailure(new NetworkError('Failed to fetch'), words).message).toBe(words());
    expect(loadFailure(badNarrow('unknown user King'), words).message).toBe(NOBODY);
  });
});
