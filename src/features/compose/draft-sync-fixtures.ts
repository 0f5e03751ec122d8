/** What the DraftSync tests share: a conversation, and its draft as the server lists it. */
import type { ComposeTarget } from '../../model/compose-target';
import { GENERAL } from '../../store/test-support';

export const lunch: ComposeTarget = { type: 'stream', stream_id: GENERAL, topic: 'lunch' };

export const serverLunch = (id: number, content: string) => ({
  id,
  type: 'stream' as const,
  to: [GENERAL],
  topic: 'lunch',
  content,
  timestamp: 1_700_000_000,
});
