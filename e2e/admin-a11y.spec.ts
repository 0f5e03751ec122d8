import { apiAs, expect, seriousViolationsInBothThemes, signIn, test } from './support';

/** Every settings screen, by its hash; `{channel}` and `{group}` are filled in below. */
const SCREENS = [
  '#channels/subscribed',
  '#channels/all',
  '#channels/new',
  '#channels/{channel}/Verona/general',
  '#channels/{channel}/Verona/personal',
  '#channels/{channel}/Verona/subscribers',
  '#settings/profile',
  '#settings/account-and-privacy',
  '#settings/preferences',
  '#settings/notifications',
  '#settings/alert-words',
  '#settings/saved-snippets',
  '#organization/organization-profile',
  '#organization/organization-settings',
  '#organization/organization-permissions',
  '#organization/users',
  '#organization/deactivated',
  '#organization/linkifier-settings',
  '#groups/all',
  '#groups/new',
  '#groups/{group}/x/general',
  '#groups/{group}/x/members',
  '#groups/{group}/x/permissions',
  '#about-zulip',
];

/**
 * Screens that show the same controls to everyone: checked as the administrator only. The rest a
 * member sees read-only or not at all, so they are checked as Othello too.
 */
const SAME_FOR_EVERYONE = new Set([
  '#settings/preferences',
  '#settings/notifications',
  '#settings/alert-words',
  '#settings/saved-snippets',
  '#about-zulip',
]);

for (const who of ['iago', 'othello'] as const) {
  test(`every settings screen passes axe as ${who}, in both themes`, async ({ browser }) => {
    test.setTimeout(120_000);
    const api = await apiAs(who);
    const { stream_id } = (await api.call('GET', 'get_stream_id', { stream: 'Verona' })) as {
      stream_id: number;
    };
    const { user_groups } = (await api.call('GET', 'user_groups')) as {
      user_groups: { id: number; is_system_group: boolean }[];
    };
    const group = user_groups.find((g) => !g.is_system_group)!.id;
    // The demo users follow the system's theme (color_scheme 1): the browser's decides.
    const page = await signIn(browser, who, { colorScheme: 'light' });
    const found: string[] = [];
    for (const screen of SCREENS) {
      if (who !== 'iago' && SAME_FOR_EVERYONE.has(screen)) continue;
      const hash = screen.replace('{channel}', String(stream_id)).replace('{group}', String(group));
      await page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
      const dialog = page.getByRole('dialog').first();
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      for (const v of await seriousViolationsInBothThemes(page)) found.push(`${hash}: ${v}`);
    }
    expect(found).toEqual([]);
  });
}
