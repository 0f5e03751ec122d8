import { describe, expect, it } from 'vitest';
import { fromLocalInput, reminderChoices, scheduleChoices, toLocalInput } from './schedule-times';

// Local times (the test runs in any time zone): 2026-11-23 is a Monday.
const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
const labels = (now: Date) => scheduleChoices(now).map((c) => c.label);

describe('scheduleChoices', () => {
  it.each([
    ['Monday 8:00', local(23, 8), ['Today at 9:00 AM', 'Today at 4:00 PM', 'Tomorrow at 9:00 AM']],
    [
      'Monday 10:00',
      local(23, 10),
      ['Today at 4:00 PM', 'Tomorrow at 9:00 AM', 'Monday at 9:00 AM'],
    ],
    ['Wednesday 17:00', local(25, 17), ['Tomorrow at 9:00 AM', 'Monday at 9:00 AM']],
    ['Sunday 20:00 (tomorrow is Monday)', local(29, 20), ['Tomorrow at 9:00 AM']],
    [
      'Saturday 9:00 sharp',
      local(28, 9),
      ['Today at 4:00 PM', 'Tomorrow at 9:00 AM', 'Monday at 9:00 AM'],
    ],
  ])('%s', (_, now, expected) => {
    expect(labels(now)).toEqual(expected);
  });

  it('names the times they stand for', () => {
    const [tomorrow, monday] = scheduleChoices(local(25, 17));
    expect(tomorrow?.timestamp).toBe(local(26, 9).getTime() / 1000);
    expect(monday?.timestamp).toBe(local(30, 9).getTime() / 1000);
  });

  it('says the hours in 24-hour time when the user prefers it', () => {
    expect(scheduleChoices(local(23, 8), true)[1]?.label).toBe('Today at 16:00');
  });
});

describe('reminderChoices', () => {
  it('counts from now, and tomorrow means 9 AM', () => {
    const now = local(25, 17, 30);
    const s = now.getTime() / 1000;
    expect(reminderChoices(now).map((c) => [c.label, c.timestamp])).toEqual([
      ['In 20 minutes', s + 1200],
      ['In 1 hour', s + 3600],
      ['In 3 hours', s + 10800],
      ['Tomorrow at 9:00 AM', local(26, 9).getTime() / 1000],
      ['Next week at 9:00 AM', local(32, 9).getTime() / 1000],
    ]);
  });
});

describe('the datetime-local value', () => {
  it('goes both ways in local time', () => {
    const t = local(25, 17, 45).getTime() / 1000;
    expect(toLocalInput(t)).toBe('2026-11-25T17:45');
    expect(fromLocalInput('2026-11-25T17:45')).toBe(t);
  });
  it.each([[''], ['tomorrow'], ['2026-11-25']])('refuses %j', (value) => {
    expect(fromLocalInput(value)).toBeUndefined();
  });
});
