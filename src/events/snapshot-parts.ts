/**
 * A snapshot crosses from the worker to the page in parts: the page reads each posted message
 * in a task of its own, and a 10,000-person organization's snapshot read whole held the page
 * for one long task. The long lists go first, in slices, each as soon as the register's answer
 * has brought it (api/json-members.ts); the rest last, with them put back in.
 * A slice travels as JSON text: Chromium parses JSON several times faster than it
 * deserializes the same objects from a structured clone (10,000 people: 5 ms against 30).
 * A list the server sent on a line of its own crosses whole, as the text it came as
 * (register-lists.ts); one the worker had to parse crosses in slices of SLICES items.
 */
import type { RegisterResponse } from '../api/types/register';

/**
 * The lists that grow with the organization, and items per slice: a few milliseconds to read.
 * A channel carries its subscriber list (up to thousands of IDs), a group its members.
 */
export const SLICES: Readonly<Record<string, number>> = {
  realm_users: 2000,
  realm_non_active_users: 2000,
  never_subscribed: 200,
  streams: 200,
  subscriptions: 200,
  unsubscribed: 200,
  realm_user_groups: 200,
};

/** A slice as posted: one list's items, as JSON text. */
export interface SnapshotSlice {
  key: string;
  json: string;
}

/** A slice as read on the page. */
export interface ReadSlice {
  key: string;
  items: unknown[];
}

export const readSlice = ({ key, json }: SnapshotSlice): ReadSlice => ({
  key,
  items: JSON.parse(json) as unknown[],
});

/** A long list's slices, as posted: `size` items each. */
export function listSlices(key: string, list: readonly unknown[], size: number): SnapshotSlice[] {
  const slices: SnapshotSlice[] = [];
  for (let at = 0; at < list.length; at += size) {
    slices.push({ key, json: JSON.stringify(list.slice(at, at + size)) });
  }
  return slices;
}

/** Puts the slices (in the order they came) back into what is left of the snapshot. */
export function joinSnapshot(slices: readonly ReadSlice[], rest: RegisterResponse) {
  if (slices.length === 0) return rest;
  const lists = new Map<string, unknown[][]>();
  for (const { key, items } of slices) {
    const parts = lists.get(key);
    if (parts) parts.push(items);
    else lists.set(key, [items]);
  }
  const whole: Record<string, unknown> = { ...rest };
  for (const [key, parts] of lists) whole[key] = parts.flat();
  return whole as unknown as RegisterResponse;
}
