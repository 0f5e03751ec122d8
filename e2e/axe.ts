/** The accessibility check every browser test uses (re-exported by support.ts): axe-core's serious and critical findings. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe-core itself, put into a page once and run there: @axe-core/playwright's builder injects it
// again for every check and finishes each run in a page of its own, which took seconds a check.
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/** The rules whose outcome depends on the theme's colours; the others read only the DOM. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious and critical accessibility violations on the page as it is now. `coloursOnly` is for
 * a screen already checked in another theme: the DOM is the same, so only its colours are new.
 */
export async function seriousViolations(
  page: Page,
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
): Promise<string[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const options = {
    resultTypes: ['violations'],
    ...(coloursOnly ? { runOnly: { type: 'rule', values: COLOUR_RULES } } : {}),
  };
  const violations = await page.evaluate(async (o) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, o)) as { violations: unknown[] };
    return results.violations;
  }, options);
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/**
 * The serious violations of the page in the light theme, then (switching the browser's scheme,
 * which the demo users follow) the colour violations of the dark one, marked "dark:"; the page is
 * light again afterwards. One pass over a screen checks both themes.
 */
export async function seriousViolationsInBothThemes(page: Page): Promise<string[]> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const light = await seriousViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const dark = await seriousViolations(page, { coloursOnly: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  return [...light, ...dark.map((v) => `dark: ${v}`)];
}
