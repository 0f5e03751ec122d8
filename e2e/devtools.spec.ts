import { apiAs, expect, seriousViolations, signIn, test } from './support';

/** Issue 15: the event inspector, `#devtools/events`. */

test('the event inspector shows events as they arrive and stops recording when closed', async ({
  browser,
}) => {
  const page = await signIn(browser, 'iago');
  const openInspector = async () => {
    await page.getByRole('button', { name: 'Personal menu' }).click();
    await page.getByRole('menuitem', { name: 'Event inspector' }).click();
    const dialog = page.getByRole('dialog', { name: 'Event inspector' });
    // Recording starts once the screen (a chunk of its own) is there.
    await expect(dialog.getByRole('toolbar', { name: 'Events tools' })).toBeVisible();
    return dialog;
  };
  let inspector = await openInspector();
  await expect(page).toHaveURL(/#devtools\/events$/);

  // Another user sends a message: its event appears with its summary, the JSON on expand.
  const othello = await apiAs('othello');
  const seen = `inspected ${Date.now()}`;
  const id = await othello.send('general', seen, 'Watch this arrive.');
  const events = inspector.getByRole('list', { name: 'Events' });
  const row = events.getByText(`Othello sent a message to #general > ${seen}`);
  await expect(row).toBeVisible();
  await row.click();
  await expect(events.getByText(`"id": ${id},`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Closed, it records nothing: a message that arrives meanwhile is not there on reopening.
  await inspector.getByRole('button', { name: 'Close' }).click();
  await expect(inspector).toBeHidden();
  const unseen = `not inspected ${Date.now()}`;
  // Its event, not only the message: a view may show the message from a fetch before the
  // event reaches the page, which would then come while the inspector is open again.
  const delivered = page.waitForResponse(
    async (r) =>
      new URL(r.url()).pathname === '/api/v1/events' && (await r.text()).includes(unseen),
  );
  await othello.send('general', unseen, 'Nobody is recording this.');
  await delivered;
  await expect(page.getByText(unseen).first()).toBeVisible();
  inspector = await openInspector();
  await expect(inspector.getByText(`Othello sent a message to #general > ${seen}`)).toBeVisible();
  await expect(inspector.getByText(unseen)).toHaveCount(0);
});
