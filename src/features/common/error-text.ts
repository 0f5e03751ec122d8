/**
 * What went wrong, in words for the person at the screen: the server's own message when it
 * answered, and plain words (not the browser's "Failed to fetch") when it could not be reached.
 */
import { NetworkError } from '../../api/http';

export function errorText(e: unknown): string {
  if (e instanceof NetworkError && e.status === undefined) {
    return 'the server could not be reached. Check your connection and try again.';
  }
  return e instanceof Error ? e.message : String(e);
}
