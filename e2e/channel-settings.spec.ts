import { apiAs, expect, signIn, test } from './support';
import { newChannel, openChannelSettings } from './views';

test('channel settings open from the channel menu; Esc, Close and Back close them', async ({
  browser,
}) => {
  const page = await signIn(browser, 'iago');
  const sidebar = page.getByRole('navigation', { name: 'Left sidebar' });
  const openFromMenu = async () => {
    await sidebar.getByRole('link', { name: /^Verona/ }).hover();
    await sidebar.getByRole('button', { name: 'Channel actions for Verona' }).click();
    await page.getByRole('menuitem', { name: 'Channel settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Channel settings' });
    await expect(dialog.getByRole('heading', { name: '#Verona' })).toBeVisible();
    return dialog;
  };
  let dialog = await openFromMenu();
  expect(page.url()).toMatch(/#channels\/\d+\/Verona\/general$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Focus is back on the menu's button.
  await expect(sidebar.getByRole('button', { name: 'Channel actions for Verona' })).toBeFocused();

  dialog = await openFromMenu();
  await dialog.getByRole('link', { name: 'Subscribers' }).click();
  await expect(dialog.getByRole('list', { name: 'Subscribers of this channel' })).toBeVisible();
  // Sections replace the entry: one Back closes the overlay.
  await page.goBack();
  await expect(dialog).toHaveCount(0);

  dialog = await openFromMenu();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // In the channel's own view, the top bar has the button too.
  await sidebar.getByRole('link', { name: /^Verona/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Channel settings' }).click();
  await expect(dialog.getByRole('heading', { name: '#Verona' })).toBeVisible();
});

test('an administrator makes a channel private and an unsubscribed member no longer sees it', async ({
  browser,
}) => {
  const iago = await apiAs('iago');
  const { stream_id, name } = await newChannel(iago, 'going private', ['iago@example.com']);
  const othello = await signIn(browser, 'othello');
  await othello.evaluate(() => {
    window.location.hash = '#channels/all';
  });
  const list = othello.getByRole('list', { name: 'Channels' });
  await expect(list.getByRole('link', { name, exact: true })).toBeVisible();

  const page = await signIn(browser, 'iago');
  await openChannelSettings(page, stream_id);
  const dialog = page.getByRole('dialog', { name: 'Channel settings' });
  const privacy = dialog.getByRole('group', { name: 'Who can access this channel' });
  await privacy.getByRole('radio', { name: 'Private, shared history' }).check();
  await dialog
    .getByRole('region', { name: 'Privacy' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  await expect(privacy.getByRole('radio', { name: 'Private, shared history' })).toBeChecked();

  // Othello's list follows without a reload.
  await expect(list.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test('a member sees administrator-only controls disabled, with the reason', async ({ browser }) => {
  const page = await signIn(browser, 'othello');
  const sidebar = page.getByRole('navigation', { name: 'Left sidebar' });
  await sidebar.getByRole('link', { name: /^Verona/ }).hover();
  await sidebar.getByRole('button', { name: 'Channel actions for Verona' }).click();
  await page.getByRole('menuitem', { name: 'Channel settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Channel settings' });
  const name = dialog.getByRole('textbox', { name: 'Channel name' });
  await expect(name).toBeDisabled();
  await expect(name).toHaveAccessibleDescription(
    /Only organization administrators and channel administrators can change this/,
  );
  await expect(
    dialog.getByRole('combobox', { name: 'Who can post to this channel' }),
  ).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Archive channel' })).toBeDisabled();
  await expect(
    dialog.getByText('Only organization owners can change message retention.'),
  ).toBeVisible();
});

test('two administrators editing one permission: the second is told it changed meanwhile', async ({
  browser,
}) => {
  const iago = await apiAs('iago');
  const { stream_id } = await newChannel(iago, 'contested', [
    'iago@example.com',
    'desdemona@example.com',
  ]);
  const desdemona = await signIn(browser, 'desdemona');
  const page = await signIn(browser, 'iago');
  await openChannelSettings(page, stream_id);
  await openChannelSettings(desdemona, stream_id);
  const posters = (p: typeof page) =>
    p.getByRole('dialog').getByRole('combobox', { name: 'Who can post to this channel' });
  const saveOf = (p: typeof page) =>
    p.getByRole('dialog').getByRole('region', { name: 'Permissions' }).getByRole('button', {
      name: 'Save changes',
    });

  // Both start editing the same value.
  await posters(page).selectOption({ label: 'Moderators' });
  await posters(desdemona).selectOption({ label: 'Administrators' });
  await saveOf(desdemona).click();
  await expect(
    desdemona.getByRole('region', { name: 'Permissions' }).getByText('Saved'),
  ).toBeVisible();

  await saveOf(page).click();
  await expect(page.getByRole('alert')).toContainText(
    'changed this setting while you were editing',
  );
  // The current value is shown, not Iago's.
  await expect(posters(page)).toHaveValue(await posters(desdemona).inputValue());
  await expect(posters(page).locator('option:checked')).toHaveText('Administrators');
});

test('only administrators may post once can_send_message_group says so', async ({ browser }) => {
  const iago = await apiAs('iago');
  const { stream_id, name } = await newChannel(iago, 'admins post', [
    'iago@example.com',
    'othello@example.com',
  ]);
  // Othello has the channel open with a message started.
  const othelloPage = await signIn(browser, 'othello');
  await othelloPage.goto(`/#narrow/channel/${stream_id}-${encodeURIComponent(name)}`);
  await othelloPage.getByRole('button', { name: 'Start new conversation' }).click();
  // Into the full box (its placeholder says it is there): the plain one standing in until its
  // code arrives hands the cursor to the topic then, unless the person has begun typing, and a
  // fill (focus, then text) caught between the two wrote the topic instead.
  const message = othelloPage.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveAttribute('placeholder', /^Message/);
  await message.fill('May I?');
  const notice = othelloPage.getByRole('status').filter({
    hasText: 'You do not have permission to post in this channel.',
  });
  await expect(notice).toHaveCount(0);

  const page = await signIn(browser, 'iago');
  await openChannelSettings(page, stream_id);
  const dialog = page.getByRole('dialog', { name: 'Channel settings' });
  await dialog
    .getByRole('combobox', { name: 'Who can post to this channel' })
    .selectOption({ label: 'Administrators' });
  await dialog
    .getByRole('region', { name: 'Permissions' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  await expect(
    dialog.getByRole('region', { name: 'Permissions' }).getByText('Saved'),
  ).toBeVisible();

  // His compose box says so at once, keeping what he wrote; the server refuses too.
  await expect(notice).toBeVisible();
  await expect(message).toHaveValue('May I?');
  await othelloPage.context().close();
  const othello = await apiAs('othello');
  expect(
    await othello.raw('POST', 'messages', {
      type: 'channel',
      to: name,
      topic: 'hi',
      content: 'May I?',
    }),
  ).toMatchObject({ result: 'error', msg: 'You do not have permission to post in this channel.' });
});

test('archiving and unarchiving a channel, each after a confirmation', async ({ browser }) => {
  const iago = await apiAs('iago');
  const { stream_id, name } = await newChannel(iago, 'to archive', ['iago@example.com']);
  const page = await signIn(browser, 'iago');
  await openChannelSettings(page, stream_id);
  const dialog = page.getByRole('dialog', { name: 'Channel settings' });
  await dialog.getByRole('button', { name: 'Archive channel' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Archive #${name}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: `#${name}` })).not.toContainText('Archived');

  await dialog.getByRole('button', { name: 'Archive channel' }).click();
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog.getByRole('heading', { name: `#${name}` })).toContainText('Archived');
  // Settings cannot change while archived, and the list shows it under Archived.
  await expect(dialog.getByRole('textbox', { name: 'Channel name' })).toBeDisabled();
  await dialog.getByRole('link', { name: 'Archived' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Channels' }).getByRole('link', { name }),
  ).toBeVisible();

  await dialog.getByRole('list', { name: 'Channels' }).getByRole('link', { name }).click();
  await dialog.getByRole('button', { name: 'Unarchive channel' }).click();
  await page
    .getByRole('alertdialog', { name: `Unarchive #${name}?` })
    .getByRole('button', { name: 'Unarchive' })
    .click();
  await expect(dialog.getByRole('textbox', { name: 'Channel name' })).toBeEnabled();
});

test('subscribers: add people from a group, remove one, and a member may only remove themself', async ({
  browser,
}) => {
  const iago = await apiAs('iago');
  const { stream_id } = await newChannel(iago, 'crowd', [
    'iago@example.com',
    'othello@example.com',
  ]);
  const page = await signIn(browser, 'iago');
  await openChannelSettings(page, stream_id, 'subscribers');
  const dialog = page.getByRole('dialog', { name: 'Channel settings' });
  const picker = dialog.getByRole('combobox', { name: 'Add users, groups or channels' });
  await picker.fill('Mod');
  await picker.press('Enter');
  await dialog.getByRole('button', { name: /^Add \d+ subscribers?$/ }).click();
  const list = dialog.getByRole('list', { name: 'Subscribers of this channel' });
  await expect(list.getByText('Shiva', { exact: true })).toBeVisible();
  await list.getByRole('button', { name: 'Unsubscribe Shiva' }).click();
  await expect(list.getByText('Shiva', { exact: true })).toHaveCount(0);

  const othello = await signIn(browser, 'othello');
  await openChannelSettings(othello, stream_id, 'subscribers');
  const theirs = othello.getByRole('list', { name: 'Subscribers of this channel' });
  await expect(theirs.getByRole('button', { name: 'Unsubscribe Iago' })).toBeDisabled();
  await expect(theirs.getByRole('button', { name: 'Unsubscribe yourself' })).toBeEnabled();
});

test('subscribers: everyone in a channel one has not joined comes with it, and Browse channels counts them without their list', async ({
  browser,
}) => {
  const iago = await apiAs('iago');
  const othello = await apiAs('othello');
  const trio = await newChannel(othello, 'trio', [
    'othello@example.com',
    'hamlet@example.com',
    'prospero@example.com',
  ]);
  const { stream_id } = await newChannel(iago, 'pair', ['iago@example.com']);
  const page = await signIn(browser, 'iago');

  // The register brings counts, not lists: the row counts Trio's three.
  await page.evaluate(() => {
    window.location.hash = '#channels/notsubscribed';
  });
  const channels = page.getByRole('list', { name: 'Channels' });
  const row = channels.getByRole('listitem').filter({ hasText: trio.name });
  await expect(row).toContainText('3 subscribers');

  await openChannelSettings(page, stream_id, 'subscribers');
  const settings = page.getByRole('dialog', { name: 'Channel settings' });
  const picker = settings.getByRole('combobox', { name: 'Add users, groups or channels' });
  await picker.fill(trio.name);
  await picker.press('Enter');
  // Trio's list is fetched once chosen.
  await settings.getByRole('button', { name: 'Add 3 subscribers' }).click();
  const list = settings.getByRole('list', { name: 'Subscribers of this channel' });
  for (const name of ['Othello', 'King Hamlet', 'Prospero from The Tempest']) {
    await expect(list.getByText(name, { exact: true })).toBeVisible();
  }
});
