/** Custom emoji: added by Iago in the organization settings, used as a reaction by Othello. */
import sharp from 'sharp';
import { apiAs, expect, seriousViolationsInBothThemes, signIn, test } from './support';
import { freshTopic, messageById, open, openTopic, screenshot, screensInThemes } from './views';

test.slow();

/** A 128×128 PNG of a face, so that the server has something to shrink into 64×64. */
const face = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128">
        <circle cx="64" cy="64" r="60" fill="#f5b400"/>
        <circle cx="44" cy="52" r="10" fill="#222"/><circle cx="84" cy="52" r="10" fill="#222"/>
        <path d="M34 80 Q64 110 94 80" stroke="#222" stroke-width="8" fill="none"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

test('an emoji Iago adds in the settings is a reaction Othello uses and both see', async ({
  browser,
}) => {
  const name = `grin_${Date.now().toString(36)}`;
  const label = name.replace(/_/g, ' ');
  const iagoApi = await apiAs('iago');
  const topic = freshTopic('custom emoji');
  const id = await iagoApi.send('Verona', topic, 'React with our own emoji');
  // Othello is reading before the emoji exists: it reaches him as an event.
  const othello = await signIn(browser, 'othello');
  await openTopic(othello, 'Verona', topic);
  const iago = await signIn(browser, 'iago');

  await open(iago, '#organization/emoji-settings');
  const section = iago.getByRole('region', { name: 'Custom emoji' });
  await section.getByRole('button', { name: 'Add a new emoji' }).click();
  const form = iago.getByRole('form', { name: 'Add a new emoji' });
  await form.getByRole('textbox', { name: 'Emoji name' }).fill(name);
  // A file that is not an image: the server's refusal, in its words.
  await form.getByLabel('Image').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await form.getByRole('button', { name: 'Add emoji' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Invalid image format: use a PNG, JPEG, GIF or WebP image.',
  );
  await screenshot(iago, { path: 'test-results/screens/custom-emoji-form-light.png' });
  await form
    .getByLabel('Image')
    .setInputFiles({ name: 'grin.png', mimeType: 'image/png', buffer: await face() });
  await form.getByRole('button', { name: 'Add emoji' }).click();
  const row = section.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Iago');
  await expect(row.getByRole('img', { name: `:${name}:` })).toHaveJSProperty('complete', true);
  expect(await seriousViolationsInBothThemes(iago)).toEqual([]);
  await screensInThemes(iago, 'custom-emoji-settings');

  // Othello finds it under Custom in the picker and reacts with it.
  const atOthello = messageById(othello, id);
  const picker = othello.getByRole('dialog', { name: 'Emoji picker' });
  const choice = picker.getByRole('button', { name: label, exact: true });
  const openCustom = async () => {
    if (await picker.isVisible()) await othello.keyboard.press('Escape');
    await atOthello.hover();
    await atOthello.getByRole('button', { name: 'Add emoji reaction' }).click();
    await picker
      .getByRole('navigation', { name: 'Emoji categories' })
      .getByRole('button', { name: 'Custom' })
      .click();
    await expect(choice.locator('img')).toHaveJSProperty('complete', true);
  };
  await openCustom();
  expect(await seriousViolationsInBothThemes(othello)).toEqual([]);
  await screensInThemes(othello, 'custom-emoji-picker', openCustom);
  await choice.click();
  const mine = atOthello.getByRole('button', { name: new RegExp(`^${label}, 1: you reacted`) });
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  expect(await mine.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  // Iago sees Othello's reaction with the same image.
  await open(iago, '');
  await openTopic(iago, 'Verona', topic);
  const atIago = messageById(iago, id).getByRole('button', {
    name: new RegExp(`^${label}, 1: Othello`),
  });
  await expect(atIago).toHaveAttribute('aria-pressed', 'false');
  await expect(atIago.locator('img')).toHaveJSProperty('complete', true);
});
