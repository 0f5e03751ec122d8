import { describe, expect, it } from 'vitest';
import { type ChannelsPage, channelHash, parseChannelsPath } from './path';

describe('parseChannelsPath', () => {
  it.each<[string, ChannelsPage]>([
    ['', { kind: 'list', filter: 'subscribed' }],
    ['subscribed', { kind: 'list', filter: 'subscribed' }],
    ['all', { kind: 'list', filter: 'all' }],
    ['notsubscribed', { kind: 'list', filter: 'notsubscribed' }],
    ['archived', { kind: 'list', filter: 'archived' }],
    ['whatever', { kind: 'list', filter: 'subscribed' }],
    ['new', { kind: 'new' }],
    ['12', { kind: 'channel', stream_id: 12, tab: 'general' }],
    ['12/general', { kind: 'channel', stream_id: 12, tab: 'general' }],
    ['12/Verona/personal', { kind: 'channel', stream_id: 12, tab: 'personal' }],
    ['12/general/subscribers', { kind: 'channel', stream_id: 12, tab: 'subscribers' }],
    ['12/Verona', { kind: 'channel', stream_id: 12, tab: 'general' }],
  ])('%j', (path, page) => {
    expect(parseChannelsPath(path.split('/').filter(Boolean))).toEqual(page);
  });

  it('prints Zulip’s form, which parses back', () => {
    const hash = channelHash(12, 'Verona lunch', 'subscribers');
    expect(hash).toBe('#channels/12/Verona.20lunch/subscribers');
    expect(parseChannelsPath(hash.split('/').slice(1))).toEqual({
      kind: 'channel',
      stream_id: 12,
      tab: 'subscribers',
    });
  });
});
