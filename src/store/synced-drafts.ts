/**
 * The user's drafts kept on the server (draft synchronization), by ID: from the register's
 * `drafts` and `drafts` events. Turning synchronization off deletes them on the server, which
 * sends no drafts event for it, so the setting's own event empties the slice.
 */
import type { DraftsEvent, UserSettingsUpdateEvent } from '../api/types/event';
import type { Draft } from '../api/types/models';
import type { ReduceContext } from './state';

export type SyncedDrafts = Record<number, Draft>;

export function syncedDraftsFromRegister(drafts: readonly Draft[] | undefined): SyncedDrafts {
  const out: SyncedDrafts = {};
  for (const d of drafts ?? []) if (d.id !== undefined) out[d.id] = d;
  return out;
}

export function reduceDrafts(
  drafts: SyncedDrafts,
  event: DraftsEvent | UserSettingsUpdateEvent,
  ctx: ReduceContext,
): SyncedDrafts {
  if (event.type === 'user_settings') {
    const off = event.property === 'enable_drafts_synchronization' && event.value === false;
    return off && Object.keys(drafts).length > 0 ? {} : drafts;
  }
  if (event.op === 'remove') {
    if (!(event.draft_id in drafts)) return drafts;
    const next = ctx.draft.copy(drafts);
    delete next[event.draft_id];
    return next;
  }
  const changed = event.op === 'add' ? event.drafts : [event.draft];
  const next = ctx.draft.copy(drafts);
  for (const d of changed) if (d.id !== undefined) next[d.id] = d;
  return next;
}
