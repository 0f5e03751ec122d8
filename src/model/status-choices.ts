/**
 * Setting a status: Zulip's quick choices, and when a status clears itself (the client clears
 * it then; the API has no expiry). Pure.
 */
import type { UserStatus } from '../api/types/presence';

export interface StatusChoice {
  status_text: string;
  emoji_name: string;
  emoji_code: string;
}

/** Zulip's quick choices, with their emoji. */
export const QUICK_STATUSES: readonly StatusChoice[] = [
  { status_text: 'In a meeting', emoji_name: 'calendar', emoji_code: '1f4c6' },
  { status_text: 'Commuting', emoji_name: 'bus', emoji_code: '1f68c' },
  { status_text: 'Out sick', emoji_name: 'sick', emoji_code: '1f912' },
  { status_text: 'Vacationing', emoji_name: 'palm_tree', emoji_code: '1f334' },
  { status_text: 'Working remotely', emoji_name: 'house', emoji_code: '1f3e0' },
];

export type ClearAfter = 'never' | '30m' | '1h' | '4h' | 'today' | 'week';

export const CLEAR_AFTER: readonly { value: ClearAfter; label: string }[] = [
  { value: 'never', label: "Don't clear" },
  { value: '30m', label: '30 minutes' },
  { value: '1h', label: '1 hour' },
  { value: '4h', label: '4 hours' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This week' },
];

/** When a status set at `now` clears (ms), in local time; null: never. */
export function clearAt(choice: ClearAfter, now: Date): number | null {
  const t = now.getTime();
  switch (choice) {
    case 'never':
      return null;
    case '30m':
      return t + 30 * 60_000;
    case '1h':
      return t + 3_600_000;
    case '4h':
      return t + 4 * 3_600_000;
    case 'today':
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
    case 'week': {
      // Until Monday 00:00 after this week's Sunday.
      const days = (8 - now.getDay()) % 7 || 7;
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days).getTime();
    }
  }
}

/** The request that sets a status: both fields always, as the API advises; "" clears. */
export function statusRequest(text: string, emoji: StatusChoice | null) {
  return {
    status_text: text.trim(),
    emoji_name: emoji?.emoji_name ?? '',
    emoji_code: emoji?.emoji_code ?? '',
    reaction_type: 'unicode_emoji' as const,
  };
}

/** The quick choice a status is, if it is one (its emoji then shows as chosen). */
export const emojiOf = (s: UserStatus | undefined): StatusChoice | null =>
  s?.emoji_name
    ? { status_text: s.status_text ?? '', emoji_name: s.emoji_name, emoji_code: s.emoji_code ?? '' }
    : null;
