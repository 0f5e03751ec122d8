/** "Quote and reply" opens compose with the message quoted (src/features/compose/quote.ts). */
import { useCallback } from 'react';
import type { StoredMessage } from '../../store/state';
import { useApp } from '../common/app-context';
import { quoteAndReply } from '../compose/quote';

export function useQuote(): ((m: StoredMessage) => void) | null {
  const app = useApp();
  return useCallback((m: StoredMessage) => void quoteAndReply(app, m), [app]);
}
