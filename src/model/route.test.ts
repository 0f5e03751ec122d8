import { describe, expect, it } from 'vitest';
import { COMBINED_FEED, homeView, parseRoute, viewToHash } from './route';

describe('parseRoute', () => {
  it.each([
    ['', { kind: 'home' }],
    ['#', { kind: 'home' }],
    ['#inbox', { kind: 'inbox' }],
    ['#recent', { kind: 'recent' }],
    ['#recent_topics', { kind: 'recent' }],
    ['#drafts', { kind: 'drafts' }],
    ['#scheduled', { kind: 'scheduled' }],
    ['#feed', { kind: 'narrow', narrow: COMBINED_FEED }],
    ['#all_messages', { kind: 'narrow', narrow: COMBINED_FEED }],
    [
      '#narrow/channel/12-Verona/topic/lunch.20plans/near/4711',
      {
        kind: 'narrow',
        narrow: [
          { operator: 'channel', operand: 12 },
          { operator: 'topic', operand: 'lunch plans' },
        ],
        near: 4711,
      },
    ],
    ['#narrow/is/starred', { kind: 'narrow', narrow: [{ operator: 'is', operand: 'starred' }] }],
    ['#narrow/dm/9,10-group', { kind: 'narrow', narrow: [{ operator: 'dm', operand: [9, 10] }] }],
    ['#channels/12/general', { kind: 'overlay', overlay: 'channels', path: ['12', 'general'] }],
    ['#settings', { kind: 'overlay', overlay: 'settings', path: [] }],
    ['#no-such-thing', { kind: 'home' }],
  ])('%s', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });
});

describe('viewToHash', () => {
  it('prints views in Zulip forms and round-trips narrows', () => {
    expect(viewToHash({ kind: 'inbox' })).toBe('#inbox');
    expect(viewToHash({ kind: 'recent' })).toBe('#recent');
    expect(viewToHash({ kind: 'narrow', narrow: COMBINED_FEED })).toBe('#feed');
    const hash = viewToHash(
      {
        kind: 'narrow',
        narrow: [
          { operator: 'channel', operand: 12 },
          { operator: 'topic', operand: 'lunch.plans' },
        ],
        near: 7,
      },
      { channelName: () => 'Verona' },
    );
    expect(hash).toBe('#narrow/channel/12-Verona/topic/lunch.2Eplans/near/7');
    expect(parseRoute(hash)).toEqual({
      kind: 'narrow',
      narrow: [
        { operator: 'channel', operand: 12 },
        { operator: 'topic', operand: 'lunch.plans' },
      ],
      near: 7,
    });
  });

  it('keeps the combined feed with a near anchor as a narrow link', () => {
    expect(viewToHash({ kind: 'narrow', narrow: COMBINED_FEED, near: 5 })).toBe(
      '#narrow/in/home/near/5',
    );
  });
});

it('the home view follows web_home_view', () => {
  expect(homeView('inbox')).toEqual({ kind: 'inbox' });
  expect(homeView('recent_topics')).toEqual({ kind: 'recent' });
  expect(homeView('all_messages')).toEqual({ kind: 'narrow', narrow: COMBINED_FEED });
  expect(homeView(undefined)).toEqual({ kind: 'recent' });
});
