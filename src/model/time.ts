/**
 * Times as the reader sees them: in their own time zone (the browser's), 12- or 24-hour by
 * the `twenty_four_hour_time` setting. `timeZone` is a parameter so tests are deterministic.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = JSON.stringify([options, timeZone]);
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

const toDate = (seconds: number) => new Date(seconds * 1000);

/** "10:32 AM" or "10:32". */
export const formatTime = (seconds: number, twentyFour: boolean, timeZone?: string) =>
  formatter(
    { hour: 'numeric', minute: '2-digit', hourCycle: twentyFour ? 'h23' : 'h12' },
    timeZone,
  ).format(toDate(seconds));

/** "Monday, November 23, 2026 at 10:32:15 AM": for tooltips. */
export const formatFullTime = (seconds: number, twentyFour: boolean, timeZone?: string) =>
  formatter(
    {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: twentyFour ? 'h23' : 'h12',
    },
    timeZone,
  ).format(toDate(seconds));

const days = new Map<string, string>();

/**
 * The calendar day in the reader's zone, as "2026-11-23". Remembered per minute (days begin on
 * a minute in every zone): the feed asks for two days per row it draws.
 */
export function dayOf(seconds: number, timeZone?: string): string {
  const key = `${timeZone ?? ''}|${Math.floor(seconds / 60)}`;
  let day = days.get(key);
  if (day === undefined) {
    day = computeDay(seconds, timeZone);
    if (days.size > 20_000) days.clear();
    days.set(key, day);
  }
  return day;
}

function computeDay(seconds: number, timeZone?: string): string {
  const parts = formatter(
    { year: 'numeric', month: '2-digit', day: '2-digit' },
    timeZone,
  ).formatToParts(toDate(seconds));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "Today", "Yesterday", "Nov 16", or "Nov 16, 2025" in another year. */
export function formatDay(seconds: number, nowSeconds: number, timeZone?: string): string {
  const day = dayOf(seconds, timeZone);
  if (day === dayOf(nowSeconds, timeZone)) return 'Today';
  if (day === dayOf(nowSeconds - 86_400, timeZone)) return 'Yesterday';
  const sameYear = day.slice(0, 4) === dayOf(nowSeconds, timeZone).slice(0, 4);
  return formatter(
    sameYear
      ? { month: 'short', day: 'numeric' }
      : { month: 'short', day: 'numeric', year: 'numeric' },
    timeZone,
  ).format(toDate(seconds));
}

/** For lists of conversations: "just now", "5 min ago", "3 hours ago", then the day. */
export function formatAgo(seconds: number, nowSeconds: number, timeZone?: string): string {
  const ago = nowSeconds - seconds;
  if (ago < 60) return 'just now';
  if (ago < 3600) return `${Math.floor(ago / 60)} min ago`;
  if (ago < 86_400) {
    const hours = Math.floor(ago / 3600);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  return formatDay(seconds, nowSeconds, timeZone);
}

/** A `<time datetime>` from a message, as Zulip's web app shows it: "Mon, Jun 5, 2017, 10:30 PM". */
export const formatTimestamp = (iso: string, twentyFour: boolean, timeZone?: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return formatter(
    {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: twentyFour ? 'h23' : 'h12',
    },
    timeZone,
  ).format(date);
};
