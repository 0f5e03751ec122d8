/** The demo's presence and statuses: who was around lately and what some are up to. */
import type { Db } from '../db/database';
import { savePresence, saveStatus } from '../db/presence';

type Uid = (key: string) => number;

const MINUTE = 60;
const HOUR = 3600;

/** Last activity, seconds before the seed; Iago and Othello start with none (the e2e's pair). */
const LAST_ACTIVE: [string, number][] = [
  ['desdemona', 25 * MINUTE],
  ['hamlet', 3 * HOUR],
  ['cordelia', 2 * HOUR],
  ['shiva', 26 * HOUR],
  ['prospero', 5 * 24 * HOUR],
];

/** Zulip's quick choices, as some demo users set them. */
const STATUSES: [string, string, string, string][] = [
  ['hamlet', 'In a meeting', 'calendar', '1f4c6'],
  ['cordelia', 'Working remotely', 'house', '1f3e0'],
  ['prospero', 'Vacationing', 'palm_tree', '1f334'],
  ['shiva', 'Out sick', 'sick', '1f912'],
];

export function seedPresence(db: Db, now: number, uid: Uid): void {
  for (const [who, ago] of LAST_ACTIVE) {
    const at = now - ago;
    savePresence(db, { user_id: uid(who), last_connected_time: at, last_active_time: at });
  }
  for (const [who, text, emoji, code] of STATUSES) {
    saveStatus(db, {
      user_id: uid(who),
      status_text: text,
      emoji_name: emoji,
      emoji_code: code,
      reaction_type: 'unicode_emoji',
    });
  }
}
