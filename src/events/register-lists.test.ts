import { describe, expect, it, vi } from 'vitest';
import { streamedResponse } from '../api/test-support';
import type { QueueListener } from './queue-options';
import { listReader, TEXT_MAX, TEXT_MIN } from './register-lists';

/** A member-lines answer whose lines are pushed one by one with `next()`. */
const answer = (lines: string[]) => streamedResponse(lines);

const listener = () =>
  ({ snapshot: vi.fn(), events: vi.fn(), connection: vi.fn(), list: vi.fn() }) as QueueListener & {
    list: ReturnType<typeof vi.fn>;
  };

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('listReader', () => {
  it('hands each long list on as soon as its line has come; short ones stay', async () => {
    const l = listener();
    const read = listReader({ longLists: { people: 2, groups: 2 }, listener: l }, () => true, 7)!;
    const { response, next } = answer([
      '{"queue_id":"q",\n',
      '"people":[1,2,3],\n',
      '"groups":[1],\n',
      '"more":[4,5,6]}',
    ]);
    const reading = read(response);
    next();
    next();
    await settle();
    expect(l.list.mock.calls).toEqual([['people', [1, 2, 3], 7, true]]);
    next();
    next();
    expect(await reading).toEqual({ queue_id: 'q', groups: [1], more: [4, 5, 6] });
    expect(l.list).toHaveBeenCalledTimes(1);
  });

  it('each answer starts its own lists (`first`), and a loop no longer live takes none', async () => {
    const l = listener();
    let live = true;
    const read = listReader({ longLists: { a: 1, b: 1 }, listener: l }, () => live, 1)!;
    const lines = ['{"a":[1,2],\n', '"b":[3,4]}'];
    for (const _ of [1, 2]) {
      const { response, next } = answer(lines);
      const reading = read(response);
      next();
      next();
      await reading;
    }
    expect(l.list.mock.calls.map((c) => [c[0], c[3]])).toEqual([
      ['a', true],
      ['b', false],
      ['a', true],
      ['b', false],
    ]);
    live = false;
    const { response, next } = answer(lines);
    const reading = read(response);
    next();
    next();
    expect(await reading).toEqual({ a: [1, 2], b: [3, 4] });
    expect(l.list).toHaveBeenCalledTimes(4);
  });

  it('a long list goes on as the JSON text it came as; shorter and much longer ones as items', async () => {
    const l = listener();
    const people = Array.from({ length: TEXT_MIN / 20 }, (_, i) => ({ user_id: i, n: 'Person' }));
    const groups = [1, 2, 3];
    const huge = Array.from({ length: TEXT_MAX / 7 }, (_, i) => 1_000_000 + i);
    const read = listReader(
      { longLists: { people: 2, groups: 2, huge: 2 }, listener: l },
      () => true,
      1,
    )!;
    const { response, next } = answer([
      '{"queue_id":"q",\n',
      `"people":${JSON.stringify(people)},\n`,
      `"groups":${JSON.stringify(groups)},\n`,
      `"huge":${JSON.stringify(huge)},\n`,
      '"more":1}',
    ]);
    const reading = read(response);
    for (let i = 0; i < 5; i++) next();
    expect(await reading).toEqual({ queue_id: 'q', more: 1 });
    const [peopleCall, groupsCall, hugeCall] = l.list.mock.calls;
    expect(peopleCall).toEqual(['people', JSON.stringify(people), 1, true]);
    expect(groupsCall).toEqual(['groups', groups, 1, false]);
    expect(hugeCall![0]).toBe('huge');
    expect(hugeCall![1]).toEqual(huge);
  });

  it('a list on the first or the last line is parsed (other members may share those lines)', async () => {
    const l = listener();
    const long = JSON.stringify(Array.from({ length: TEXT_MIN / 4 }, (_, i) => i));
    const read = listReader({ longLists: { a: 2, b: 2 }, listener: l }, () => true, 1)!;
    const { response, next } = answer([`{"a":${long},\n`, `"b":${long}}`]);
    const reading = read(response);
    next();
    next();
    await reading;
    expect(l.list.mock.calls.map(([key, items]) => [key, Array.isArray(items)])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });

  it('without lists to hand on, there is no reader', () => {
    expect(listReader({ listener: listener() }, () => true, 1)).toBeUndefined();
  });
});
