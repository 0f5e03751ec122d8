/**
 * The reference reducer's presence and status part (test code): a presence event folded into
 * the modern shape as Zulip's web app does (each timestamp only moves forward), a user_status
 * event merged field by field (an empty field is unset, an entry without fields goes).
 */
// biome-ignore lint/suspicious/noExplicitAny: register state and events are read field by field
type Any = any;

export function applyPresence(s: Any, e: Any): void {
  const entry = { ...(s.presences[e.user_id] ?? {}) };
  for (const p of Object.values(e.presence) as Any[]) {
    if (p.status === 'active' && p.timestamp > (entry.active_timestamp ?? 0)) {
      entry.active_timestamp = p.timestamp;
    }
    if (p.timestamp > (entry.idle_timestamp ?? 0)) entry.idle_timestamp = p.timestamp;
  }
  s.presences[e.user_id] = entry;
}

const STATUS_FIELDS = ['status_text', 'emoji_name', 'emoji_code', 'reaction_type'];

export function applyUserStatus(s: Any, e: Any): void {
  const entry = { ...(s.user_status[e.user_id] ?? {}) };
  if (e.away === true) entry.away = true;
  if (e.away === false) delete entry.away;
  for (const k of STATUS_FIELDS) if (k in e) entry[k] = e[k];
  // No emoji: none of its fields are listed.
  if (entry.emoji_name === '') {
    delete entry.emoji_code;
    delete entry.reaction_type;
  }
  for (const k of STATUS_FIELDS) if (entry[k] === '') delete entry[k];
  if (Object.keys(entry).length) s.user_status[e.user_id] = entry;
  else delete s.user_status[e.user_id];
}
