/**
 * Whether a new or edited message belongs to a search window only the server can say (full-text
 * terms): GET /messages/matches_narrow, and the answer goes into the store. A failed check leaves
 * the window as it was; the next fetch of that narrow sets it right.
 */
import { getMatchesNarrow } from '../api/endpoints/messages';
import type { Connection } from '../api/http';
import type { MatchCheck } from '../store/state';
import type { ParleyStore } from '../store/store';

export async function checkMatches(store: ParleyStore, conn: Connection, check: MatchCheck) {
  try {
    const fl = store.getState().server.zulip_feature_level;
    const res = await getMatchesNarrow(conn, check.message_ids, check.narrow, fl);
    const matching = Object.keys(res.messages).map(Number);
    store.applyMatchesNarrow(check.narrowKey, check.message_ids, matching, res.messages);
  } catch (e) {
    console.warn('matches_narrow failed', e);
  }
}
