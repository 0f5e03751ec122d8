import { describe, expect, it } from 'vitest';
import type { RegisterResponse } from '../api/types/register';
import { joinSnapshot, listSlices, readSlice, SLICES } from './snapshot-parts';

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

/** The long lists in slices, as the worker posts them, and the rest of the snapshot. */
function splitSnapshot(whole: RegisterResponse) {
  const rest: Record<string, unknown> = { ...whole };
  const slices = [];
  for (const [key, size] of Object.entries(SLICES)) {
    const list = rest[key];
    if (!Array.isArray(list) || list.length <= size) continue;
    slices.push(...listSlices(key, list, size));
    delete rest[key];
  }
  return { slices, rest: rest as unknown as RegisterResponse };
}

describe('a snapshot in slices', () => {
  it('a list in slices of the given size, in order', () => {
    expect(listSlices('x', [1, 2, 3, 4, 5], 2).map((s) => s.json)).toEqual([
      '[1,2]',
      '[3,4]',
      '[5]',
    ]);
  });

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
