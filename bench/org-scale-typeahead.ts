/**
 * The compose box's typeaheads on the demo organization and on a large one (10,000 people, 1,000
 * channels; see org-scale-setup) in the same run: replying in the biggest channel, `@` then a
 * name letter by letter, and `#` then a channel name, at 8 keys a second. Budget: no task over
 * 50 ms while typing (Long Tasks API, wall clock), on the large organization; the CPU time of
 * the longest task (Chromium's trace, as compose-typing judges it) and the time from the first
 * `@` to its suggestions are reported beside it, with the demo's.
 * `npm run bench -- org-scale-typeahead`
 */
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { mainThreadTasks } from './compose-typing';
import { type BenchRow, report } from './lib';
import {
  devLogin,
  markWhen,
  type Organization,
  SEEN,
  signedInPage,
  startOrganizations,
  waitForMarks,
} from './org-scale-setup';

// In the page: when the next `@` or `#` is typed, and when its first suggestion shows.
const WATCH_SUGGESTIONS = `(() => {
  const w = (window.__suggest = { typed: undefined, shown: undefined });
  document.addEventListener('keydown', (e) => {
    if ((e.key === '@' || e.key === '#') && w.typed === undefined) w.typed = performance.now();
  }, true);
  new MutationObserver(() => {
    if (w.typed !== undefined && w.shown === undefined && document.querySelector('[role="listbox"] [role="option"]')) {
      w.shown = performance.now();
    }
  }).observe(document.body, { subtree: true, childList: true });
})()`;

const since = (page: Page, t: number) =>
  page.evaluate(
    `window.__longTasks.filter((x) => x.start >= ${t}).map((x) => x.duration)`,
  ) as Promise<number[]>;

async function typeIn(browser: Browser, org: Organization) {
  const page = await signedInPage(
    browser,
    await devLogin(org.server.url),
    markWhen({ message: SEEN.message }),
  );
  try {
    const { stream_id, name } = org.biggest;
    await page.goto(`${org.server.url}/#narrow/channel/${stream_id}-${encodeURIComponent(name)}`);
    await waitForMarks(page, ['message']);
    await page.locator('body').press('r');
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.waitFor();
    // What compose loads when it opens is not typing.
    await page.waitForTimeout(3000);
    await box.focus();
    await page.evaluate(WATCH_SUGGESTIONS);
    const type = (text: string) => page.keyboard.type(text, { delay: 125 });
    const backspace = async (n: number) => {
      for (let i = 0; i < n; i++) await page.keyboard.press('Backspace', { delay: 125 });
    };
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
    });
    const t0 = (await page.evaluate('performance.now()')) as number;
    await type('Hello @');
    await page.getByRole('option').first().waitFor();
    const firstAt = (await page.evaluate(
      'window.__suggest.shown - window.__suggest.typed',
    )) as number;
    await type('ia');
    await backspace(2);
    await type('cam');
    await backspace(3);
    await type('ol');
    await page.keyboard.press('Escape');
    const mentionTasks = await since(page, t0);
    const t1 = (await page.evaluate('performance.now()')) as number;
    await type(' see #');
    await page.getByRole('option').first().waitFor();
    await type('loc');
    await backspace(2);
    await type('ve');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    const channelTasks = await since(page, t1);
    const cpu = mainThreadTasks(await browser.stopTracing());
    return {
      firstAt,
      mention: Math.max(0, ...mentionTasks),
      channel: Math.max(0, ...channelTasks),
      cpu,
    };
  } finally {
    await page.context().close();
  }
}

export async function run(): Promise<BenchRow[]> {
  const { orgs, browser, close } = await startOrganizations();
  try {
    const r: Record<string, Awaited<ReturnType<typeof typeIn>>> = {};
    for (const org of orgs) {
      r[org.name] = await typeIn(browser, org);
      console.log(org.name, r[org.name]);
    }
    const demo = r.demo!;
    const large = r.large!;
    const budget = (name: string, value: number, judged = true): BenchRow => ({
      name,
      value,
      unit: 'ms',
      baseline: 50,
      ratio: value / 50,
      budget: judged ? 1 : Number.POSITIVE_INFINITY,
    });
    return report('org-scale-typeahead', [
      budget(
        `large: longest task typing @ and a name (demo: ${demo.mention.toFixed(0)} ms)`,
        large.mention,
      ),
      budget(
        `large: longest task typing # and a channel (demo: ${demo.channel.toFixed(0)} ms)`,
        large.channel,
      ),
      budget(
        `large: longest main-thread task, CPU (trace; demo: ${demo.cpu.longest.toFixed(0)} ms)`,
        large.cpu.longest,
        false,
      ),
      {
        name: `first @ to its suggestions: large ${large.firstAt.toFixed(0)} ms ÷ demo ${demo.firstAt.toFixed(0)} ms`,
        value: large.firstAt,
        unit: 'ms',
        baseline: demo.firstAt,
        ratio: large.firstAt / demo.firstAt,
        budget: Number.POSITIVE_INFINITY,
      },
    ]);
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
