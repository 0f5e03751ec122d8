import { describe, expect, it } from 'vitest';
import { dayOf, formatAgo, formatDay, formatFullTime, formatTime, formatTimestamp } from './time';

// 2026-11-23 10:32:15 UTC
const T = Date.UTC(2026, 10, 23, 10, 32, 15) / 1000;

describe('times in the reader zone', () => {
  it('formats hours by the 24-hour setting and the zone', () => {
    expect(formatTime(T, false, 'UTC')).toBe('10:32 AM');
    expect(formatTime(T, true, 'UTC')).toBe('10:32');
    expect(formatTime(T, true, 'America/New_York')).toBe('05:32');
    expect(formatFullTime(T, false, 'UTC')).toBe('Monday, November 23, 2026 at 10:32:15 AM');
  });

  it('names days relative to now, in the zone', () => {
    expect(dayOf(T, 'UTC')).toBe('2026-11-23');
    expect(formatDay(T, T + 3600, 'UTC')).toBe('Today');
    expect(formatDay(T, T + 86_400, 'UTC')).toBe('Yesterday');
    expect(formatDay(T, T + 5 * 86_400, 'UTC')).toBe('Nov 23');
    expect(formatDay(T, T + 60 * 86_400, 'UTC')).toBe('Nov 23, 2026');
    // 23:30 in UTC is already the next day in Tokyo.
    const late = Date.UTC(2026, 10, 23, 23, 30) / 1000;
    expect(formatDay(late, late, 'Asia/Tokyo')).toBe('Today');
    expect(formatDay(late, late + 3600, 'UTC')).toBe('Yesterday');
  });

  it('says how long ago', () => {
    expect(formatAgo(T, T + 10, 'UTC')).toBe('just now');
    expect(formatAgo(T, T + 300, 'UTC')).toBe('5 min ago');
    expect(formatAgo(T, T + 3600, 'UTC')).toBe('1 hour ago');
    expect(formatAgo(T, T + 7300, 'UTC')).toBe('2 hours ago');
    expect(formatAgo(T, T + 3 * 86_400, 'UTC')).toBe('Nov 23');
  });

  it('shows a message <time> in the reader zone', () => {
    expect(formatTimestamp('2017-06-05T22:30:00Z', false, 'UTC')).toBe(
      'Mon, Jun 5, 2017, 10:30 PM',
    );
    expect(formatTimestamp('2017-06-05T22:30:00Z', true, 'Europe/Berlin')).toBe(
      'Tue, Jun 6, 2017, 00:30',
    );
    expect(formatTimestamp('not a date', true)).toBeUndefined();
  });
});
