/**
 * "Mark all as read" for a narrow (a channel, a topic, a conversation, everything): POST
 * /messages/flags/narrow over the narrow's unread messages in chunks, re-anchoring after each,
 * with progress shown for large counts. The counts fall as the server's flag events arrive.
 */

import type { Anchor } from '../../api/endpoints/messages';
import { updateMessageFlags, updateMessageFlagsForNarrow } from '../../api/endpoints/messages';
import type { NarrowTerm } from '../../api/types/narrow';
import { unreadIdsInNarrow } from '../../model/unread';
import type { AppServices } from '../common/app-context';
import { featureLevel } from '../common/app-context';
import { attempt, dismissNotice, showNotice } from '../common/notices';

const CHUNK = 1000;
/** Marking more than this many at once offers Undo; fewer are quickly found again. */
export const UNDO_ABOVE = 5;
const UNDO_MS = 10_000;

/** Marks every unread message of `narrow` as read; resolves to how many changed. */
export async function markNarrowAsRead(
  app: Pick<AppServices, 'parley' | 'conn'>,
  narrow: readonly NarrowTerm[],
  onProgress?: (done: number) => void,
): Promise<number> {
  const unread: NarrowTerm[] = [...narrow, { operator: 'is', operand: 'unread' }];
  let anchor: Anchor = 'oldest';
  let includeAnchor = true;
  let done = 0;
  for (;;) {
    const res = await updateMessageFlagsForNarrow(
      app.conn,
      {
        anchor,
        include_anchor: includeAnchor,
        num_before: 0,
        num_after: CHUNK,
        narrow: unread,
        op: 'add',
        flag: 'read',
      },
      featureLevel(app.parley),
    );
    done += res.updated_count;
    onProgress?.(done);
    if (res.found_newest || res.last_processed_id === null) return done;
    anchor = res.last_processed_id;
    includeAnchor = false;
  }
}

/**
 * The menu action: marks as read, telling the user how far it got when there is much to do.
 * More than a handful changed: a notice offers Undo for a while, which marks exactly the
 * messages that were unread (by the store's record, taken before) unread again, in one request.
 */
export function markAsReadWithProgress(
  app: Pick<AppServices, 'parley' | 'conn'>,
  narrow: readonly NarrowTerm[],
  expected: number,
): Promise<boolean> {
  const id = `mark-read-${Date.now()}`;
  const total = expected.toLocaleString('en-US');
  const before = unreadIdsInNarrow(app.parley.getState(), narrow);
  return attempt('mark the messages as read', async () => {
    try {
      await markNarrowAsRead(app, narrow, (done) => {
        if (expected > CHUNK) {
          showNotice(
            {
              id,
              text: `Marking messages as read… ${done.toLocaleString('en-US')} of ${total}`,
              tone: 'info',
            },
            null,
          );
        }
      });
    } finally {
      dismissNotice(id);
    }
    if (before && before.ids.length > UNDO_ABOVE) offerUndo(app, before.ids, before.conversations);
  });
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function offerUndo(app: Pick<AppServices, 'conn'>, ids: number[], conversations: number) {
  showNotice(
    {
      text: `Marked ${plural(ids.length, 'message', 'messages')} in ${plural(conversations, 'conversation', 'conversations')} as read.`,
      tone: 'info',
      action: {
        label: 'Undo',
        run: () =>
          void attempt('mark the messages as unread again', () =>
            updateMessageFlags(app.conn, ids, 'remove', 'read'),
          ),
      },
    },
    UNDO_MS,
  );
}
