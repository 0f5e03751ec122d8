/**
 * "Reply" opens compose on the message's conversation; "Quote and reply" also quotes it
 * (quote-and-reply.ts).
 */
import { useCallback } from 'react';
import { targetOfMessage } from '../../../model/compose-target';
import type { StoredMessage } from '../../../store/state';
import { useApp } from '../../common/app-context';
import { openCompose } from '../../compose';
import { quoteAndReply } from './quote-and-reply';

export function useQuote(): ((m: StoredMessage) => void) | null {
  const app = useApp();
  return useCallback((m: StoredMessage) => void quoteAndReply(app, m), [app]);
}

export function useReply(): (m: StoredMessage) => void {
  const app = useApp();
  return useCallback(
    (m: StoredMessage) =>
      openCompose(targetOfMessage(m, app.parley.getState().current_user_id), { focus: 'content' }),
    [app],
  );
}
