/** Where a feed opens (see MessageFeed). */
import type { MessageWindow, StoredMessage } from '../../store/state';
import type { Position } from './reading-positions';
import type { Opening } from './useFeedScroll';

/**
 * Where a feed opens: a link's target, else the place remembered for this history entry, else
 * the first unread message (in views that mark read), else the newest.
 */
export function opening(
  w: MessageWindow,
  near: number | undefined,
  saved: Position | undefined,
  byId: ReadonlyMap<number, StoredMessage>,
  unreadFirst: boolean,
): Opening {
  if (near !== undefined) return { kind: 'message', id: near, align: 'center' };
  if (saved === 'bottom') return { kind: 'bottom' };
  if (saved) return { kind: 'exact', ...saved };
  if (unreadFirst) {
    const first = w.ids.find((id) => id > 0 && byId.get(id)?.flags.includes('read') === false);
    if (first !== undefined) return { kind: 'message', id: first, align: 'start' };
  }
  return { kind: 'bottom' };
}
