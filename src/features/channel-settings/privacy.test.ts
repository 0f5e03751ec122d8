import { describe, expect, it } from 'vitest';
import { type Privacy, privacyOf, privacyParams, retentionOf, retentionParam } from './privacy';

describe('privacy', () => {
  it.each<[Privacy, boolean, boolean, boolean]>([
    ['web-public', false, true, true],
    ['public', false, false, true],
    ['private-shared', true, false, true],
    ['private-protected', true, false, false],
  ])('%s round-trips', (privacy, invite_only, is_web_public, history) => {
    const params = privacyParams(privacy);
    expect(params).toEqual({
      is_private: invite_only,
      is_web_public,
      history_public_to_subscribers: history,
    });
    expect(privacyOf({ invite_only, is_web_public, history_public_to_subscribers: history })).toBe(
      privacy,
    );
  });
});

describe('retention', () => {
  it.each<[number | null, string | number]>([
    [null, 'realm_default'],
    [-1, 'unlimited'],
    [30, 30],
  ])('%j is sent as %j', (days, param) => {
    expect(retentionParam(retentionOf(days))).toBe(param);
  });
});
