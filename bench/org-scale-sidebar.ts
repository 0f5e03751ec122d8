/**
 * The left sidebar on the demo organization and on a large one (Iago in 200 channels with
 * thousands of unread messages; see org-scale-setup) in the same run: filtering the channels
 * letter by letter, scrolling the sidebar from top to bottom a viewport per frame, and unread
 * counts changing (batches of messages marked read elsewhere, arriving as events). Budget: no
 * task over 50 ms in any of them (Long Tasks API), on the large organization; the demo's figures
 * beside.
 * `npm run bench -- org-scale-sidebar`
 */
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
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

const SCROLL_DOWN = `(async () => {
  const nav = document.querySelector('nav[aria-label="Left sidebar"]');
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  nav.scrollTop = 0;
  await frame();
  let frames = 0;
  while (nav.scrollTop + nav.clientHeight < nav.scrollHeight - 1 && frames < 1000) {
    nav.scrollTop += nav.clientHeight;
    await frame();
    frames++;
  }
  return frames;
})()`;

const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>;
const longestSince = async (page: Page, t: number) =>
  Math.max(
    0,
    ...((await page.evaluate(
      `window.__longTasks.filter((x) => x.start >= ${t}).map((x) => x.duration)`,
    )) as number[]),
  );

/** Iago's unread messages in his channels, in batches of `size` spread over many channels. */
function unreadBatches(org: Organization, batches: number, size: number): number[][] {
  const ids = (
    org.server.db
      .prepare(
        `SELECT um.message_id AS id FROM user_messages um
         JOIN messages m ON m.id = um.message_id AND m.stream_id IS NOT NULL
         WHERE um.user_id = 2 AND (um.flags & 1) = 0
         ORDER BY m.stream_id, um.message_id LIMIT 5000`,
      )
      .all() as { id: number }[]
  ).map((r) => r.id);
  const step = Math.max(1, Math.floor(ids.length / (batches * size)));
  const out: number[][] = [];
  for (let b = 0; b < batches; b++) {
    out.push(
      Array.from({ length: size }, (_, i) => ids[(b * size + i) * step]).filter(
        (x): x is number => x !== undefined,
      ),
    );
  }
  return out.filter((b) => b.length > 0);
}

async function exercise(browser: Browser, org: Organization) {
  const login = await devLogin(org.server.url);
  const page = await signedInPage(browser, login, markWhen({ message: SEEN.message }));
  try {
    const { stream_id, name } = org.biggest;
    await page.goto(`${org.server.url}/#narrow/channel/${stream_id}-${encodeURIComponent(name)}`);
    await waitForMarks(page, ['message']);
    await page.waitForTimeout(2000);
    const channels = (await page.evaluate(
      `document.querySelectorAll('nav[aria-label="Left sidebar"] a.channel-row').length`,
    )) as number;

    let t = await now(page);
    const filter = page.getByRole('searchbox', { name: 'Filter channels' });
    await filter.focus();
    await page.keyboard.type('loc-ma', { delay: 125 });
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace', { delay: 125 });
    await page.waitForTimeout(300);
    const filtering = await longestSince(page, t);

    t = await now(page);
    const frames = (await page.evaluate(SCROLL_DOWN)) as number;
    await page.waitForTimeout(300);
    const scrolling = await longestSince(page, t);

    t = await now(page);
    const auth = `Basic ${Buffer.from(`${login.email}:${login.apiKey}`).toString('base64')}`;
    for (const batch of unreadBatches(org, 5, 40)) {
      await fetch(`${org.server.url}/api/v1/messages/flags`, {
        method: 'POST',
        headers: { authorization: auth },
        body: new URLSearchParams({ messages: JSON.stringify(batch), op: 'add', flag: 'read' }),
      });
      await page.waitForTimeout(700);
    }
    const counting = await longestSince(page, t);
    return { channels, frames, filtering, scrolling, counting };
  } finally {
    await page.context().close();
  }
}

export async function run(): Promise<BenchRow[]> {
  const { orgs, browser, close } = await startOrganizations();
  try {
    const r: Record<string, Awaited<ReturnType<typeof exercise>>> = {};
    for (const org of orgs) {
      r[org.name] = await exercise(browser, org);
      console.log(org.name, r[org.name]);
    }
    const demo = r.demo!;
    const large = r.large!;
    const row = (what: string, key: 'filtering' | 'scrolling' | 'counting'): BenchRow => ({
      name: `large (${large.channels} channels): longest task ${what} (demo, ${demo.channels} channels: ${demo[key].toFixed(0)} ms)`,
      value: large[key],
      unit: 'ms',
      baseline: 50,
      ratio: large[key] / 50,
      budget: 1,
    });
    return report('org-scale-sidebar', [
      row('filtering the channels', 'filtering'),
      row('scrolling the sidebar', 'scrolling'),
      row('while unread counts change', 'counting'),
    ]);
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
