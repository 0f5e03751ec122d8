import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { saveError } from './saving';

describe('saveError', () => {
  it.each([
    [
      'changed meanwhile',
      new ApiError("'old' value does not match", 'EXPECTATION_MISMATCH', 400),
      true,
      'Someone else changed this setting',
    ],
    [
      'another refusal, in the server’s words',
      new ApiError('Nope.', 'BAD_REQUEST', 400),
      false,
      'Nope.',
    ],
    ['a network failure', new Error('Failed to fetch'), false, 'Failed to fetch'],
  ])('%s', (_name, error, meanwhile, text) => {
    const state = saveError(error);
    expect(state.changedMeanwhile).toBe(meanwhile);
    expect(state.message).toContain(text);
  });
});
