import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './config';

describe('--zulip URL', () => {
  it.each([
    ['https://chat.example.org', 'https://chat.example.org'],
    ['https://chat.example.org/', 'https://chat.example.org'],
    ['chat.example.org', 'https://chat.example.org'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['https://example.org/zulip/', 'https://example.org/zulip'],
  ])('%s is the server %s', (raw, url) => {
    expect(parseArgs(['--zulip', raw]).zulip).toBe(url);
  });

  it.each([['ftp://example.org'], ['https://']])('refuses %s', (raw) => {
    expect(() => parseArgs(['--zulip', raw])).toThrow(UsageError);
  });

  it('is off unless given', () => {
    expect(parseArgs([]).zulip).toBeUndefined();
  });
});
