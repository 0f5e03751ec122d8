/**
 * A register's long lists handed to the queue's listener as the answer brings them
 * (api/json-members.ts): with a server that sends its members on lines of their own, the
 * organization's people reach the page while the rest of the answer is still on its way.
 * Such a list goes on as the JSON text it came as: the worker does not parse it only to
 * serialize it again for the page (a 10,000-person organization's lists: 45 ms of the worker's
 * time while the server was still answering, on a machine of two cores). The page parses it.
 */
import { readMembers } from '../api/json-members';
import type { QueueOptions } from './queue-options';

/**
 * Lists shorter than this as text stay in the snapshot. Those longer than TEXT_MAX are parsed
 * here and handed on as items, which the worker posts in slices: the page would parse them in
 * one task of more than 50 ms (10,000 people are 3.9 MB: 11 to 31 ms to parse on the page,
 * measured over five cold opens).
 */
export const TEXT_MIN = 64 * 1024;
export const TEXT_MAX = 4 * 1024 * 1024;

/** The register's `readBody`, or undefined when the listener takes no lists. */
export function listReader(
  { longLists, listener, textLists }: Pick<QueueOptions, 'longLists' | 'listener' | 'textLists'>,
  live: () => boolean,
  generation: number,
): ((response: Response) => Promise<Record<string, unknown>>) | undefined {
  if (!longLists || !listener.list) return undefined;
  return (response) => {
    let first = true;
    const hand = (key: string, list: readonly unknown[] | string) => {
      listener.list?.(key, list, generation, first);
      first = false;
      return true;
    };
    const asText = textLists?.() ?? true;
    return readMembers(
      response,
      (key, value) => {
        const size = Object.hasOwn(longLists, key) ? longLists[key] : undefined;
        if (!size || !Array.isArray(value) || value.length <= size || !live()) return false;
        return hand(key, value);
      },
      (key, json) =>
        asText &&
        Object.hasOwn(longLists, key) &&
        json.length >= TEXT_MIN &&
        json.length <= TEXT_MAX &&
        json.startsWith('[') &&
        live() &&
        hand(key, json),
    );
  };
}
