/**
 * What a store fed by events must share with one built from a fresh /register: the replay test
 * compares these. Transient and fetched-on-demand parts (messages, windows, topic lists, typing,
 * queue position) are dropped; lists the server may order freely are sorted.
 */
import type { ParleyState } from './state';

export type ComparableState = Omit<
  ParleyState,
  'generation' | 'queue_id' | 'last_event_id' | 'messages' | 'topics' | 'typing'
>;

export function snapshotForComparison(state: ParleyState): ComparableState {
  const {
    generation: _g,
    queue_id: _q,
    last_event_id: _l,
    messages: _m,
    topics: _t,
    typing: _ty,
    ...rest
  } = state;
  return {
    ...rest,
    // Where the heartbeat got to is not data: a fresh register is further along.
    presence: { ...rest.presence, server_timestamp: 0, last_update_id: 0 },
    alertWords: [...rest.alertWords].sort(),
    groups: Object.fromEntries(
      Object.entries(rest.groups).map(([id, g]) => [
        id,
        {
          ...g,
          members: [...g.members].sort((a, b) => a - b),
          direct_subgroup_ids: [...g.direct_subgroup_ids].sort((a, b) => a - b),
        },
      ]),
    ),
  };
}
