/**
 * "Quote and reply" opens compose with the message quoted. Compose (src/features/compose/) is
 * being built alongside; until it offers a way in, the item is not shown.
 */
import type { StoredMessage } from '../../store/state';

export function useQuote(): ((m: StoredMessage) => void) | null {
  return null;
}
