/**
 * A register's long lists handed to the queue's listener as the answer brings them
 * (api/json-members.ts): with a server that sends its members on lines of their own, the
 * organization's people reach the page while the rest of the answer is still on its way.
 */
import { readMembers } from '../api/json-members';
import type { QueueOptions } from './queue-options';

/** The register's `readBody`, or undefined when the listener takes no lists. */
export function listReader(
  { longLists, listener }: Pick<QueueOptions, 'longLists' | 'listener'>,
  live: () => boolean,
  generation: number,
): ((response: Response) => Promise<Record<string, unknown>>) | undefined {
  if (!longLists || !listener.list) return undefined;
  return (response) => {
    let first = true;
    return readMembers(response, (key, value) => {
      const size = Object.hasOwn(longLists, key) ? longLists[key] : undefined;
      if (!size || !Array.isArray(value) || value.length <= size || !live()) return false;
      listener.list?.(key, value, generation, first);
      first = false;
      return true;
    });
  };
}
