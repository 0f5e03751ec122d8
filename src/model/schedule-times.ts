/**
 * When to send later or be reminded: the choices Zulip offers by the current time, and the
 * `datetime-local` input's value, all in the browser's time zone (the user's).
 */

export interface TimeChoice {
  label: string;
  /** Seconds since the epoch. */
  timestamp: number;
}

const at = (day: Date, hour: number, addDays = 0) => {
  const d = new Date(day.getFullYear(), day.getMonth(), day.getDate() + addDays, hour, 0, 0, 0);
  return Math.floor(d.getTime() / 1000);
};

const clock = (hour: number, twentyFour: boolean) =>
  twentyFour
    ? `${String(hour).padStart(2, '0')}:00`
    : `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;

/**
 * Zulip's send-later choices: today at 9 AM while it is still before 9, today at 4 PM while
 * before 4, tomorrow at 9 AM, and Monday at 9 AM when Monday is neither today's nor
 * tomorrow's choice.
 */
export function scheduleChoices(now: Date, twentyFour = false): TimeChoice[] {
  const nine = clock(9, twentyFour);
  const four = clock(16, twentyFour);
  const seconds = now.getTime() / 1000;
  const out: TimeChoice[] = [];
  if (at(now, 9) > seconds) out.push({ label: `Today at ${nine}`, timestamp: at(now, 9) });
  if (at(now, 16) > seconds) out.push({ label: `Today at ${four}`, timestamp: at(now, 16) });
  out.push({ label: `Tomorrow at ${nine}`, timestamp: at(now, 9, 1) });
  const toMonday = (8 - now.getDay()) % 7 || 7;
  const mondayIsToday = now.getDay() === 1 && at(now, 9) > seconds;
  if (toMonday !== 1 && !mondayIsToday) {
    out.push({ label: `Monday at ${nine}`, timestamp: at(now, 9, toMonday) });
  }
  return out;
}

/** Zulip's reminder choices: in 20 minutes, 1 hour, 3 hours, tomorrow and next week at 9 AM. */
export function reminderChoices(now: Date, twentyFour = false): TimeChoice[] {
  const seconds = Math.floor(now.getTime() / 1000);
  const nine = clock(9, twentyFour);
  return [
    { label: 'In 20 minutes', timestamp: seconds + 20 * 60 },
    { label: 'In 1 hour', timestamp: seconds + 3600 },
    { label: 'In 3 hours', timestamp: seconds + 3 * 3600 },
    { label: `Tomorrow at ${nine}`, timestamp: at(now, 9, 1) },
    { label: `Next week at ${nine}`, timestamp: at(now, 9, 7) },
  ];
}

const two = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value (local time, minutes) for a timestamp in seconds. */
export function toLocalInput(timestamp: number): string {
  const d = new Date(timestamp * 1000);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Seconds since the epoch for a `datetime-local` value, or undefined when it is not one. */
export function fromLocalInput(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as number[];
  return Math.floor(new Date(y!, mo! - 1, d!, h!, mi!).getTime() / 1000);
}

/** A time as the lists say it: "Tomorrow at 9:00 AM", "Mon, Dec 1 at 4:00 PM". */
export function describeTime(timestamp: number, now: Date, twentyFour = false): string {
  const d = new Date(timestamp * 1000);
  const time = d.toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: !twentyFour,
  });
  const day = (offset: number) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset).toDateString();
  if (d.toDateString() === day(0)) return `Today at ${time}`;
  if (d.toDateString() === day(1)) return `Tomorrow at ${time}`;
  const date = d.toLocaleDateString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(d.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${date} at ${time}`;
}
