import { describe, expect, it } from 'vitest';
import type { NarrowTerm } from '../api/types/narrow';
import { channelLocationMatches, messageMatchesNarrow } from './narrow-match';
import {
  baseState,
  DESIGN,
  dmMessage,
  GENERAL,
  HAMLET,
  OTHELLO,
  SELF,
  stored,
  streamMessage,
} from './test-support';

const state = baseState();
const lunch = stored(streamMessage(3, GENERAL, 'Lunch'), ['starred']);
const resolved = stored(
  streamMessage(4, GENERAL, '✔ done', { content: '<p><a href="x">x</a></p>' }),
  ['read'],
);
const muted = stored(streamMessage(5, GENERAL, 'noise'));
const dm = stored(dmMessage(6, [SELF, HAMLET]), ['mentioned']);
const group = stored(dmMessage(7, [SELF, HAMLET, OTHELLO], OTHELLO), ['read']);
const all = [lunch, resolved, muted, dm, group];

const t = (operator: string, operand: NarrowTerm['operand'], negated = false): NarrowTerm =>
  negated ? { operator, operand, negated } : { operator, operand };

describe('messageMatchesNarrow', () => {
  it.each<[string, NarrowTerm[], number[]]>([
    ['combined feed', [], [3, 4, 5, 6, 7]],
    ['channel by ID', [t('channel', GENERAL)], [3, 4, 5]],
    ['channel by name (legacy stream)', [t('stream', 'General')], [3, 4, 5]],
    ['topic, case-insensitive', [t('channel', GENERAL), t('topic', 'LUNCH')], [3]],
    ['dm with one user', [t('dm', [HAMLET])], [6]],
    ['dm by emails', [t('pm-with', 'user3@example.com,user2@example.com')], [7]],
    ['dm-including', [t('dm-including', HAMLET)], [6, 7]],
    ['sender', [t('sender', OTHELLO)], [7]],
    ['sender by email', [t('sender', 'user3@example.com')], [7]],
    ['is:dm', [t('is', 'dm')], [6, 7]],
    ['is:private (legacy)', [t('is', 'private')], [6, 7]],
    ['is:starred', [t('is', 'starred')], [3]],
    ['is:mentioned', [t('is', 'mentioned')], [6]],
    ['is:unread', [t('is', 'unread')], [3, 5, 6]],
    ['-is:unread', [t('is', 'unread', true)], [4, 7]],
    ['is:resolved', [t('is', 'resolved')], [4]],
    ['has:link', [t('has', 'link')], [4]],
    ['in:home leaves out muted topics', [t('in', 'home')], [3, 4, 6, 7]],
    ['channels:public', [t('channels', 'public')], [3, 4, 5]],
    ['id', [t('id', 6)], [6]],
    ['unknown operator matches nothing', [t('frobnicate', 'x')], []],
  ])('%s', (_name, narrow, ids) => {
    expect(
      all.filter((m) => messageMatchesNarrow(m, narrow, state) === true).map((m) => m.id),
    ).toEqual(ids);
  });

  it('search and with can only be decided by the server', () => {
    expect(messageMatchesNarrow(lunch, [t('search', 'lunch')], state)).toBe('unknown');
    expect(messageMatchesNarrow(lunch, [t('channel', GENERAL), t('search', 'x')], state)).toBe(
      'unknown',
    );
    expect(messageMatchesNarrow(lunch, [t('channel', DESIGN), t('search', 'x')], state)).toBe(
      false,
    );
    expect(messageMatchesNarrow(lunch, [t('search', 'x', true)], state)).toBe('unknown');
  });

  it('people by email, while everyone is still to come after the register: the server decides', () => {
    const waiting = { ...state, users: { [SELF]: state.users[SELF]! }, awaitingPeople: [] };
    for (const term of [
      t('sender', 'user3@example.com'),
      t('dm', 'user2@example.com'),
      t('dm-including', 'user2@example.com'),
    ]) {
      expect(messageMatchesNarrow(group, [term], waiting)).toBe('unknown');
      // Once they have come, someone still not found matches nothing.
      expect(messageMatchesNarrow(group, [term], { ...waiting, awaitingPeople: undefined })).toBe(
        false,
      );
    }
    // By ID it is known at once.
    expect(messageMatchesNarrow(group, [t('sender', OTHELLO)], waiting)).toBe(true);
  });

  it('followed topics', () => {
    const s = baseState();
    s.userTopics['10:lunch'] = {
      stream_id: GENERAL,
      topic_name: 'lunch',
      last_updated: 1,
      visibility_policy: 3,
    };
    expect(messageMatchesNarrow(lunch, [t('is', 'followed')], s)).toBe(true);
    expect(messageMatchesNarrow(muted, [t('is', 'followed')], s)).toBe(false);
  });
});

describe('channelLocationMatches (a message known only by its place)', () => {
  const lunchPlace = { stream_id: GENERAL, topic: 'Lunch' };
  it.each<[string, NarrowTerm[], boolean | 'unknown']>([
    ['combined feed', [], true],
    ['its channel', [t('channel', GENERAL)], true],
    ['its channel by name', [t('stream', 'general')], true],
    ['another channel', [t('channel', DESIGN)], false],
    ['its topic', [t('channel', GENERAL), t('topic', 'lunch')], true],
    ['another topic', [t('channel', GENERAL), t('topic', 'dinner')], false],
    ['not its channel (negated)', [t('channel', GENERAL, true)], false],
    ['DMs', [t('is', 'dm')], false],
    ['a DM conversation', [t('dm', [HAMLET])], false],
    ['flags are not looked at', [t('is', 'starred')], true],
    ['sender is not looked at', [t('channel', GENERAL), t('sender', OTHELLO)], true],
    ['a search may match the topic', [t('channel', GENERAL), t('search', 'x')], 'unknown'],
    ['a place term decides before a search', [t('channel', DESIGN), t('search', 'x')], false],
    ['in:home leaves out a muted topic', [t('in', 'home')], true],
  ])('%s', (_name, narrow, expected) => {
    expect(channelLocationMatches(lunchPlace, narrow, state)).toBe(expected);
  });

  it('in:home and is:followed read the user’s topic policies', () => {
    const s = baseState();
    s.userTopics['10:lunch'] = {
      stream_id: GENERAL,
      topic_name: 'lunch',
      last_updated: 1,
      visibility_policy: 1,
    };
    expect(channelLocationMatches(lunchPlace, [t('in', 'home')], s)).toBe(false);
    expect(channelLocationMatches(lunchPlace, [t('is', 'followed')], s)).toBe(false);
  });
});
