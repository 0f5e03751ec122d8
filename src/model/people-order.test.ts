import { describe, expect, it } from 'vitest';
import { TEXT_COLLATION } from './collate';
import { activeByName, idsByName, keepNameOrder } from './people-order';

const person = (user_id: number, full_name: string, is_active = true) => ({
  user_id,
  full_name,
  is_active,
});

const users = () => ({
  1: person(1, 'Zoë'),
  2: person(2, 'émile'),
  3: person(3, 'Anna'),
  4: person(4, 'Anna'),
  5: person(5, 'Gone', false),
});

describe('the People order', () => {
  it('is by name as people read them, equal names by ID', () => {
    const all = Object.values(users()).filter((u) => u.is_active);
    expect(idsByName(all)).toEqual([3, 4, 2, 1]);
    expect(idsByName([...all].reverse())).toEqual([3, 4, 2, 1]);
    expect(activeByName(users()).map((u) => u.user_id)).toEqual([3, 4, 2, 1]);
  });

  it('an order kept for this very users object is taken once it checks out', () => {
    const u = users();
    const ids = [3, 4, 2, 1];
    keepNameOrder(u, ids);
    const listed = activeByName(u);
    expect(listed.map((x) => x.user_id)).toEqual(ids);
    // Taken, not sorted: the same objects in the kept order, and a wrong order is refused.
    const wrong = users();
    keepNameOrder(wrong, [1, 2, 3, 4]);
    expect(activeByName(wrong).map((x) => x.user_id)).toEqual([3, 4, 2, 1]);
  });

  it('an order sorted by the same collation is taken as sorted; its people must still fit', () => {
    const u = users();
    keepNameOrder(u, [1, 2, 3, 4], TEXT_COLLATION);
    expect(activeByName(u).map((x) => x.user_id)).toEqual([1, 2, 3, 4]);
    const other = users();
    keepNameOrder(other, [1, 2, 3, 4], '{"locale":"elsewhere"}');
    expect(activeByName(other).map((x) => x.user_id)).toEqual([3, 4, 2, 1]);
    const inactive = users();
    keepNameOrder(inactive, [5, 2, 3, 4], TEXT_COLLATION);
    expect(activeByName(inactive).map((x) => x.user_id)).toEqual([3, 4, 2, 1]);
  });

  it('another users object, or an order that does not fit, is sorted anew', () => {
    const u = users();
    keepNameOrder(u, [1, 2, 3, 4]);
    const renamed = { ...u, 1: person(1, 'Aaron') };
    expect(activeByName(renamed).map((x) => x.user_id)).toEqual([1, 3, 4, 2]);
    const short = users();
    keepNameOrder(short, [1, 2, 3]);
    expect(activeByName(short).map((x) => x.user_id)).toEqual([3, 4, 2, 1]);
    const inactive = users();
    keepNameOrder(inactive, [5, 2, 3, 4]);
    expect(activeByName(inactive).map((x) => x.user_id)).toEqual([3, 4, 2, 1]);
  });
});
