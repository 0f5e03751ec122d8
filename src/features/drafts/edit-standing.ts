/**
 * What stands in the way of an edit kept as a draft: its message deleted (or out of the user's
 * sight), or no longer editable (the organization's time limit, an archived channel). A message
 * the store does not hold is asked for, once.
 */
import { useQuery } from '@tanstack/react-query';
import { getMessageSource } from '../../api/endpoints/messages';
import { ApiError } from '../../api/http';
import { canEditContent } from '../../model/message-permissions';
import type { StoredMessage } from '../../store/state';
import { featureLevel, useApp, useStoreValue } from '../common/app-context';
import { errorText } from '../common/error-text';

export interface EditStanding {
  /** The message as the store or the server has it, once known. */
  message?: StoredMessage;
  /** Why the edit cannot be saved, in words for the screen. */
  problem?: string;
}

export function useEditStanding(message_id: number): EditStanding {
  const app = useApp();
  const held = useStoreValue((s) => s.messages.byId.get(message_id));
  const fetched = useQuery({
    queryKey: ['message-source', message_id],
    queryFn: () => getMessageSource(app.conn, message_id, featureLevel(app.parley)),
    enabled: held === undefined,
    retry: false,
    gcTime: 0,
  });
  const message = held ?? (fetched.data && { ...fetched.data.message, flags: [] });
  if (!message) {
    if (!fetched.isError) return {};
    if (fetched.error instanceof ApiError && fetched.error.code === 'BAD_REQUEST') {
      return { problem: 'This message was deleted, or you can no longer see it.' };
    }
    return { problem: `Could not find the message: ${errorText(fetched.error)}` };
  }
  const verdict = canEditContent(app.parley.getState(), message, Date.now() / 1000);
  if (verdict.allowed) return { message };
  return { message, problem: `This message can no longer be edited: ${verdict.reason ?? ''}` };
}
