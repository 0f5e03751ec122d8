/**
 * Scrolling a channel of 50,000 messages from the newest to the oldest in Chromium, a viewport
 * per frame, with older pages fetched as the reader nears the top: the feed's DOM size (at most
 * 3,000 nodes) and the longest main-thread task (Long Tasks API; none over 50 ms). The ratio is
 * to those budgets: nothing noisy to compare against, as the work grows with the window.
 * `npx tsx bench/ui-feed-scroll.ts`
 */
import { pathToFileURL } from 'node:url';
import { type BenchRow, report } from './lib';
import { createChannel, fillChannel, startBenchServer } from './messages-setup';
import { ensureBuilt, launchChromium, signIn } from './ui-setup';

const HELD = Number(process.env.BENCH_FEED_MESSAGES ?? 50_000);
const MAX_NODES = 3000;
const MAX_TASK_MS = 50;

interface ScrollResult {
  maxNodes: number;
  frames: number;
  seconds: number;
  messagesShown: number;
  longTasks: number;
  longestTask: number;
  reachedStart: boolean;
}

// Runs in the page, as source text (tsx would add helpers the page does not have).
const SCROLL_TO_OLDEST = `(async () => {
  const tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push(e.duration);
  }).observe({ type: 'longtask' });
  const feed = document.querySelector('[role="log"]');
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const atStart = () => feed.textContent.includes('This is the beginning of');
  const seen = new Set();
  let maxNodes = 0;
  let frames = 0;
  const started = performance.now();
  // Up a viewport per frame; at the top, wait for the next page (or the beginning).
  for (let idle = 0; idle < 600; ) {
    const before = feed.scrollTop;
    feed.scrollTop = Math.max(0, before - feed.clientHeight);
    await frame();
    frames++;
    if (frames % 5 === 0) maxNodes = Math.max(maxNodes, feed.querySelectorAll('*').length);
    for (const a of feed.querySelectorAll('article')) seen.add(a.dataset.messageId);
    if (feed.scrollTop === 0 && before === 0) {
      if (atStart()) break;
      idle++;
    } else idle = 0;
  }
  return {
    maxNodes,
    frames,
    seconds: (performance.now() - started) / 1000,
    messagesShown: seen.size,
    longTasks: tasks.length,
    longestTask: Math.max(0, ...tasks),
    reachedStart: atStart(),
  };
})()`;

export async function run(): Promise<BenchRow[]> {
  ensureBuilt();
  const bench = await startBenchServer({ spa: true });
  const browser = await launchChromium();
  try {
    const streamId = createChannel(bench.db, 'bench-feed', 4);
    fillChannel(bench.db, streamId, HELD);
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await signIn(page, bench.url, 'Iago');
    await page.goto(`${bench.url}/#narrow/channel/${streamId}-bench-feed`);
    await page.locator('[role="log"] article').first().waitFor();
    await page.waitForTimeout(1000);

    const result = (await page.evaluate(SCROLL_TO_OLDEST)) as ScrollResult;
    console.log(result);
    if (!result.reachedStart) throw new Error('the scroll never reached the oldest message');
    return report('ui-feed-scroll', [
      {
        name: `feed DOM nodes, max while scrolling ${HELD} messages`,
        value: result.maxNodes,
        unit: 'nodes',
        baseline: MAX_NODES,
        ratio: result.maxNodes / MAX_NODES,
        budget: 1,
      },
      {
        name: `longest task while scrolling (${result.longTasks} over 50 ms)`,
        value: result.longestTask,
        unit: 'ms',
        baseline: MAX_TASK_MS,
        ratio: result.longestTask / MAX_TASK_MS,
        budget: 1,
      },
    ]);
  } finally {
    await browser.close();
    await bench.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
