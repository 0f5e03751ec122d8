/**
 * Who sees a message's edit history: the organization's
 * `message_edit_history_visibility_policy` (FL 358: everything, moves only, or nothing), or
 * before it the boolean allow_edit_history (api/feature-level.ts reads either).
 */
import { type EditHistoryVisibility, editHistoryVisibility } from '../api/feature-level';
import type { ParleyState, StoredMessage } from '../store/state';
import { editState } from './message-list';
import type { ActionPermission } from './message-permissions';

export type { EditHistoryVisibility };

/** The organization's visibility policy, for this state's server. */
export const historyVisibility = (state: Pick<ParleyState, 'server' | 'realm'>) =>
  editHistoryVisibility(state.server.zulip_feature_level, state.realm);

/** Whether a message was ever moved, by its edit history or (newer servers) its timestamp. */
export function wasMoved(m: StoredMessage): boolean {
  if (m.last_moved_timestamp !== undefined) return true;
  return (m.edit_history ?? []).some(
    (e) => e.prev_stream !== undefined || e.prev_topic !== undefined,
  );
}

const refused = (reason: string): ActionPermission => ({ offered: true, allowed: false, reason });

/** "View edit history": for edited or moved messages, as far as the realm shows history. */
export function canViewEditHistory(state: ParleyState, m: StoredMessage): ActionPermission {
  const changed = editState(m) !== undefined || m.last_edit_timestamp !== undefined;
  if (m.id <= 0 || !changed) return { offered: false, allowed: false };
  switch (historyVisibility(state)) {
    case 'none':
      return refused('Your organization has turned off edit history');
    case 'moves':
      return wasMoved(m)
        ? { offered: true, allowed: true }
        : refused('Your organization shows only the history of moves, and this was not moved');
    case 'all':
      return { offered: true, allowed: true };
  }
}
