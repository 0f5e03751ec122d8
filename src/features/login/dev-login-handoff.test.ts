import { describe, expect, it } from 'vitest';
import { devLoginHash, parseDevLoginHash } from './dev-login-handoff';

describe('the new-tab login hash', () => {
  it.each([
    [devLoginHash('othello@example.com'), 'othello@example.com'],
    [devLoginHash("o'neil+x@example.com"), "o'neil+x@example.com"],
    ['#dev-login/not-an-email', null],
    ['#dev-login/%E0%A4%A', null],
    ['#narrow/channel/1-general', null],
    ['', null],
  ])('%s → %s', (hash, email) => {
    expect(parseDevLoginHash(hash)).toBe(email);
  });
});
