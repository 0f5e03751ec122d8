import { describe, expect, it } from 'vitest';
import type { User } from '../api/types/models';
import { PEOPLE_COLLATION, peopleByName } from '../events/people-order';
import { TEXT_COLLATION } from '../model/collate';
import { activeByName, keepNameOrder } from '../model/people-order';

const user = (user_id: number, full_name: string) =>
  ({ user_id, full_name, is_active: true }) as unknown as User;

describe("the worker's People order", () => {
  it("is the order the page's People list takes, bots included", () => {
    const realm_users = [user(5, 'Zoë'), user(2, 'émile'), user(9, 'Anna'), user(3, 'Anna')];
    const cross_realm_bots = [user(7, 'Notification Bot')];
    const ids = peopleByName({ realm_users, cross_realm_bots });
    expect(ids).toEqual([3, 9, 2, 7, 5]);
    const users = Object.fromEntries(
      [...realm_users, ...cross_realm_bots].map((u) => [u.user_id, u]),
    );
    keepNameOrder(users, ids);
    expect(activeByName(users).map((u) => u.user_id)).toEqual(ids);
  });

  it("is sorted by the page's own comparison: the page may take it as it is", () => {
    expect(PEOPLE_COLLATION).toBe(TEXT_COLLATION);
  });
});
