import type { Page } from '@playwright/test';
import { apiAs, expect, signIn, test } from './support';
import { newChannel } from './views';

const run = Date.now().toString(36).toUpperCase();

async function open(page: Page, hash: string) {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
  await expect(page.getByRole('dialog').first()).toBeVisible();
}

/** The link a message's text became, in the feed of `channel` (sent through the API). */
async function linkIn(page: Page, stream_id: number, name: string, text: string) {
  await page.evaluate(
    (h) => {
      window.location.hash = h;
    },
    `#narrow/channel/${stream_id}-${encodeURIComponent(name).replace(/%/g, '.')}`,
  );
  const link = page.getByRole('log').getByRole('link', { name: text, exact: true });
  await expect(link).toBeVisible();
  return link.getAttribute('href');
}

test('a linkifier added in the settings turns matching text in a new message into a link', async ({
  browser,
}) => {
  const iago = await apiAs('iago');
  const { stream_id, name } = await newChannel(iago, 'linkified', ['iago@example.com']);
  const page = await signIn(browser, 'iago');
  await open(page, '#organization/linkifier-settings');
  const dialog = page.getByRole('dialog', { name: 'Organization settings' });
  await dialog.getByRole('button', { name: 'Add a new linkifier' }).click();
  const form = dialog.getByRole('form', { name: 'Add a new linkifier' });
  const patternBox = form.getByRole('textbox', { name: 'Pattern' });
  const templateBox = form.getByRole('textbox', { name: 'URL template' });
  const add = form.getByRole('button', { name: 'Add linkifier' });
  // Checked as typed, in the server's words: a broken pattern, then a template that does not fit.
  await patternBox.fill(`ADD${run}-(?P<id>[0-9]+`);
  await templateBox.fill('https://tracker.example.com/issues/{id}');
  await expect(form.getByRole('status').first()).toContainText('Bad regular expression');
  await expect(add).toBeDisabled();
  await patternBox.fill(`ADD${run}-(?P<id>[0-9]+)`);
  await templateBox.fill('https://tracker.example.com/issues/{number}');
  await expect(form.getByRole('status').first()).toContainText("Group 'number' in URL template");
  await templateBox.fill('https://tracker.example.com/issues/{id}');
  await expect(form.getByRole('status').first()).toContainText('fit together');
  // The preview renders a sample with the one renderer, as the message will be.
  await form.getByRole('textbox', { name: 'Sample text' }).fill(`Fixed in ADD${run}-7.`);
  await expect(form.getByRole('link', { name: `ADD${run}-7` })).toHaveAttribute(
    'href',
    'https://tracker.example.com/issues/7',
  );
  await add.click();
  await expect(
    dialog
      .getByRole('list', { name: /Linkifiers, in the order/ })
      .getByText(`ADD${run}-(?P<id>[0-9]+)`),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await iago.call('POST', 'messages', {
    type: 'channel',
    to: name,
    topic: 'links',
    content: `See ADD${run}-42 please`,
  });
  expect(await linkIn(page, stream_id, name, `ADD${run}-42`)).toBe(
    'https://tracker.example.com/issues/42',
  );
});

test('reordering two linkifiers changes which one wins on an overlapping text', async ({
  browser,
}) => {
  const iago = await apiAs('iago');
  const { stream_id, name } = await newChannel(iago, 'overlap', ['iago@example.com']);
  const pattern = (group: string) => `OV${run}-(?P<${group}>[0-9]+)`;
  await iago.call('POST', 'realm/filters', {
    pattern: pattern('first'),
    url_template: 'https://first.example.com/{first}',
  });
  await iago.call('POST', 'realm/filters', {
    pattern: pattern('second'),
    url_template: 'https://second.example.com/{second}',
  });
  const send = (n: number) =>
    iago.call('POST', 'messages', {
      type: 'channel',
      to: name,
      topic: 'o',
      content: `OV${run}-${n}`,
    });
  const page = await signIn(browser, 'iago');
  await send(1);
  expect(await linkIn(page, stream_id, name, `OV${run}-1`)).toBe('https://first.example.com/1');

  // By keyboard: the second one's handle, arrow up.
  await open(page, '#organization/linkifier-settings');
  const list = page.getByRole('list', { name: /Linkifiers, in the order/ });
  const second = list.getByRole('button', {
    name: new RegExp(`^Reorder OV${run}-\\(\\?P<second>`),
  });
  await second.focus();
  await page.keyboard.press('ArrowUp');
  await expect(second).toBeFocused();
  const rows = list.getByRole('listitem');
  const position = async (group: string) =>
    (await rows.allTextContents()).findIndex((t) => t.includes(`<${group}>`));
  // The list moves at once; a message sent before the server has saved the order is linked by
  // the old one, so each send waits for the order the server holds.
  const saved = async (group: string) => {
    const { linkifiers } = (await iago.call('GET', 'realm/linkifiers')) as {
      linkifiers: { pattern: string }[];
    };
    return linkifiers.findIndex((l) => l.pattern.includes(`<${group}>`));
  };
  await expect.poll(() => position('second')).toBeLessThan(await position('first'));
  await expect.poll(async () => (await saved('second')) < (await saved('first'))).toBe(true);
  await page.keyboard.press('Escape');
  await send(2);
  expect(await linkIn(page, stream_id, name, `OV${run}-2`)).toBe('https://second.example.com/2');

  // By dragging: the first one back above the second.
  await open(page, '#organization/linkifier-settings');
  const firstRow = rows.filter({ hasText: `<first>` });
  const secondRow = rows.filter({ hasText: `<second>` });
  await firstRow.dragTo(secondRow);
  await expect.poll(() => position('first')).toBeLessThan(await position('second'));
  await expect.poll(async () => (await saved('first')) < (await saved('second'))).toBe(true);
  await page.keyboard.press('Escape');
  await send(3);
  expect(await linkIn(page, stream_id, name, `OV${run}-3`)).toBe('https://first.example.com/3');
});

test('a user created in the settings can log in with their password', async ({ browser }) => {
  const email = `new-${run.toLowerCase()}@example.com`;
  const page = await signIn(browser, 'desdemona');
  await open(page, '#organization/users');
  const dialog = page.getByRole('dialog', { name: 'Organization settings' });
  await dialog.getByRole('button', { name: 'Add a new user' }).click();
  const form = dialog.getByRole('form', { name: 'Add a new user' });
  // A refusal shows at the field it is about.
  await form.getByRole('textbox', { name: 'Email' }).fill('othello@example.com');
  await form.getByRole('textbox', { name: 'Full name' }).fill('Viola');
  await form.getByLabel('Password').fill('twelfth-night');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    /already in use/,
  );
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByRole('status')).toHaveText('Viola can now log in.');
  const users = dialog.getByRole('list', { name: 'Users' });
  await expect(users.getByText('Viola')).toBeVisible();

  // A new role, confirmed.
  await users.getByRole('combobox', { name: 'Role of Viola' }).selectOption({ label: 'Moderator' });
  await page
    .getByRole('alertdialog', { name: 'Make Viola a moderator?' })
    .getByRole('button', { name: 'Change role' })
    .click();
  await expect(users.getByRole('combobox', { name: 'Role of Viola' })).toHaveValue('300');
  // Deactivated (confirmed), she is listed apart; reactivated, she is back.
  await users.getByRole('button', { name: 'Deactivate Viola' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deactivate Viola?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(users.getByText('Viola')).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Deactivated users' }).click();
  const gone = dialog.getByRole('list', { name: 'Deactivated users' });
  await gone.getByRole('button', { name: 'Reactivate Viola' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reactivate Viola?' })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(gone.getByText('Viola')).toHaveCount(0);
  // The confirmation closes after the list changes: Esc is for the settings, not for it.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Personal menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('twelfth-night');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await page.getByRole('button', { name: 'Personal menu' }).click();
  await page.getByRole('menuitem', { name: 'Personal settings' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Personal settings' })
      .getByRole('textbox', { name: 'Full name' }),
  ).toHaveValue('Viola');
});

test('adding a member to a group shows in the group, for another member too', async ({
  browser,
}) => {
  const desdemona = await apiAs('desdemona');
  const groupName = `crew ${run}`;
  const { user_id } = (await desdemona.call('GET', 'users/me')) as { user_id: number };
  const { group_id } = (await desdemona.call('POST', 'user_groups/create', {
    name: groupName,
    description: 'A test group',
    members: JSON.stringify([user_id]),
  })) as { group_id: number };
  const hamlet = await signIn(browser, 'hamlet');
  await open(hamlet, `#groups/${group_id}/x/members`);
  const hamletList = hamlet.getByRole('list', { name: 'Members of this group' });

  const page = await signIn(browser, 'desdemona');
  await page.getByRole('button', { name: 'Personal menu' }).click();
  await page.getByRole('menuitem', { name: 'User groups' }).click();
  const dialog = page.getByRole('dialog', { name: 'User groups' });
  await dialog.getByRole('link', { name: 'All groups' }).click();
  await dialog.getByRole('link', { name: groupName }).click();
  await dialog.getByRole('link', { name: 'Members' }).click();
  const picker = dialog.getByRole('combobox', { name: 'Add users or groups to this group' });
  await picker.fill('Othe');
  await dialog.getByRole('option', { name: /Othello/ }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    dialog
      .getByRole('list', { name: 'Members of this group' })
      .getByText('Othello', { exact: true }),
  ).toBeVisible();
  // Live for Hamlet, who only reads.
  await expect(hamletList.getByText('Othello', { exact: true })).toBeVisible();
});

test('an organization setting changed by an administrator shows for everyone at once', async ({
  browser,
}) => {
  const othello = await signIn(browser, 'othello');
  await open(othello, '#organization/organization-settings');
  const theirs = othello
    .getByRole('dialog')
    .getByRole('textbox', { name: 'Name shown for messages without a topic' });
  await expect(theirs).toBeDisabled();
  const before = await theirs.inputValue();

  const page = await signIn(browser, 'iago');
  await open(page, '#organization/organization-settings');
  const mine = page
    .getByRole('dialog')
    .getByRole('textbox', { name: 'Name shown for messages without a topic' });
  const topics = page.getByRole('dialog').getByRole('region', { name: 'Topics' });
  await mine.fill(`chatter ${run}`);
  await topics.getByRole('button', { name: 'Save changes' }).click();
  await expect(topics.getByText('Saved')).toBeVisible();
  await expect(theirs).toHaveValue(`chatter ${run}`);

  await mine.fill(before);
  await topics.getByRole('button', { name: 'Save changes' }).click();
  await expect(theirs).toHaveValue(before);
});

test('About this server says its version, feature level and login methods', async ({
  browser,
  request,
}) => {
  const settings = (await (await request.get('/api/v1/server_settings')).json()) as {
    zulip_version: string;
    zulip_feature_level: number;
  };
  const page = await signIn(browser, 'othello');
  await page.getByRole('button', { name: 'Personal menu' }).click();
  await page.getByRole('menuitem', { name: 'About this server' }).click();
  const dialog = page.getByRole('dialog', { name: 'About this server' });
  await expect(dialog.getByText(settings.zulip_version, { exact: true })).toBeVisible();
  await expect(
    dialog.getByText(String(settings.zulip_feature_level), { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByText('Email and password')).toBeVisible();
});
