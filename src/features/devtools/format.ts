/** Small formatting helpers the inspector's lists share. */

import type { SummaryNames } from '../../model/event-summary';
import type { ParleyState } from '../../store/state';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Local wall-clock time with milliseconds: 14:03:07.215. */
export function clockTime(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

export function namesFrom(state: ParleyState): SummaryNames {
  return {
    user: (id) => (id == null ? 'Someone' : (state.users[id]?.full_name ?? `user ${id}`)),
    channel: (id) => (id === undefined ? '?' : (state.channels[id]?.name ?? `channel ${id}`)),
  };
}
