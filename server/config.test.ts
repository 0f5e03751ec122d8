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

describe('--typing-expiry-seconds', () => {
  it("is Zulip's 45 s unless given", () => {
    expect(parseArgs([]).typingExpirySeconds).toBe(45);
    expect(parseArgs(['--typing-expiry-seconds', '20']).typingExpirySeconds).toBe(20);
  });

  it('refuses what is not a number', () => {
    expect(() => parseArgs(['--typing-expiry-seconds', 'soon'])).toThrow(UsageError);
  });
});

describe('--presence-offline-seconds', () => {
  it("is Zulip's 140 s unless given", () => {
    expect(parseArgs([]).presenceOfflineSeconds).toBe(140);
    expect(parseArgs(['--presence-offline-seconds', '14']).presenceOfflineSeconds).toBe(14);
  });
});
