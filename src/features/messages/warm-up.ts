/**
 * What the feed's first rows do for the first time, done at idle moments once the feed's
 * code has loaded rather than in the task that draws them: Intl builds each time format on
 * its first use, and DOMPurify sets itself up on its first call (together 5 to 10 ms there).
 * One step per idle moment: all at once they were a task of 50 to 60 ms as a page opened (the
 * first format loads the locale's data).
 */
import { sanitizeHtml } from '../../model/sanitize';
import { formatDay, formatFullTime, formatTime } from '../../model/time';

const SAMPLE =
  '<p>A <a href="https://example.com">link</a>, <strong>bold</strong> and <span class="emoji emoji-1f642" title="smile">:smile:</span></p>';

let warmed = false;

export function warmUpFeed(
  later: (run: () => void) => void = (run) =>
    window.requestIdleCallback ? void window.requestIdleCallback(run) : void setTimeout(run, 0),
): void {
  if (warmed || typeof window === 'undefined') return;
  warmed = true;
  const now = () => Date.now() / 1000;
  const steps = [
    ...[false, true].map((twentyFour) => () => {
      formatTime(now(), twentyFour);
      formatFullTime(now(), twentyFour);
    }),
    // Today, a day this year, a day of another year: each its own format.
    () => {
      for (const daysAgo of [0, 3, 400]) formatDay(now() - daysAgo * 86_400, now());
    },
    () => sanitizeHtml(SAMPLE),
  ];
  const step = (i: number) => {
    steps[i]?.();
    if (i + 1 < steps.length) later(() => step(i + 1));
  };
  later(() => step(0));
}
