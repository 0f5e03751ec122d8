import { expect, it } from 'vitest';
import { ApiError, NetworkError, TimeoutError } from '../../api/http';
import { errorText } from './error-text';

it.each([
  [
    new NetworkError('Failed to fetch'),
    'the server could not be reached. Check your connection and try again.',
  ],
  [
    new NetworkError('Unexpected answer from the server (HTTP 502)', 502),
    'Unexpected answer from the server (HTTP 502)',
  ],
  [new ApiError('Your message is too long', 'BAD_REQUEST', 400), 'Your message is too long'],
  [new TimeoutError(10_000), 'No answer within 10 s'],
  ['plain', 'plain'],
])('%s → %s', (error, text) => {
  expect(errorText(error)).toBe(text);
});
