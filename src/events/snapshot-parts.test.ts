import { describe, expect, it } from 'vitest';
import type { RegisterResponse } from '../api/types/register';
import { joinSnapshot, readSlice, SLICES, splitSnapshot } from './snapshot-parts';

const SLICE = SLICES.realm_users!;
const CHANNELS = SLICES.subscriptions!;

const snapshot = (people: number, channels: number) =>
  ({
    queue_id: 'q',
    last_event_id: 1,
    realm_users: Array.from({ length: people }, (_, i) => ({ user_id: i })),
    subscriptions: Array.from({ length: channels }, (_, i) => ({ stream_id: i })),
    realm_name: 'Parley',
  }) as unknown as RegisterResponse;

describe('a snapshot in slices', () => {
  it.each([
    ['nine people: nothing sliced', 9, 3, 0],
    ['exactly one slice of people: not sliced', SLICE, 3, 0],
    ['one person more: two slices', SLICE + 1, 3, 2],
    ['one channel more than a slice: two slices', 9, CHANNELS + 1, 2],
    ['10,000 people and 1,000 channels', 10_000, 1_000, 5 + 5],
  ])('%s, and joined back as it was', (_, people, channels, slices) => {
    const whole = snapshot(people, channels);
    const split = splitSnapshot(whole);
    expect(split.slices).toHaveLength(slices);
    const read = structuredClone(split.slices).map(readSlice);
    for (const s of read) expect(s.items.length).toBeLessThanOrEqual(SLICES[s.key]!);
    expect(joinSnapshot(read, structuredClone(split.rest))).toEqual(whole);
  });

  it('what is left carries no sliced list', () => {
    const { rest } = splitSnapshot(snapshot(SLICE * 2, 1));
    expect(rest).not.toHaveProperty('realm_users');
    expect(rest.subscriptions).toHaveLength(1);
  });
});
