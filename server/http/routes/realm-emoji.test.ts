/** POST and DELETE /realm/emoji/{emoji_name}: Zulip's rules, images, events and answers. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEvent, checkResponse } from '../../../tests/openapi-validator';
import { type Listener, listen } from '../../testing/events';
import { type OrgHarness, startOrgHarness } from '../../testing/org-harness';
import type { TestClient, TestServer } from '../../testing/test-server';

let t: TestServer;
let h: OrgHarness;
let atOthello: Listener;
let png: Buffer;
let gif: Buffer;
beforeAll(async () => {
  ({ t, h } = await startOrgHarness());
  atOthello = await listen(h.clients.outsider, { fetch_event_types: ['realm_emoji'] });
  const square = (r: number) =>
    sharp({
      create: { width: 200, height: 100, channels: 4, background: { r, g: 80, b: 40, alpha: 1 } },
    })
      .png()
      .toBuffer();
  png = await square(200);
  gif = await sharp([await square(10), await square(250)], { join: { animated: true } })
    .gif()
    .toBuffer();
});
afterAll(() => t.close());

const upload = (c: TestClient, name: string, data: Buffer, type = 'image/png') =>
  c.postFile(`/realm/emoji/${encodeURIComponent(name)}`, { name: 'emoji', type, data });

const emojiNamed = async (name: string) => {
  const r = await h.clients.member.get('/realm/emoji');
  expect(checkResponse('GET', '/realm/emoji', r.status, r.body)).toBeNull();
  const all = Object.values(r.body.emoji) as Record<string, unknown>[];
  return all.filter((e) => e.name === name).at(-1);
};

const image = async (url: string) => {
  const res = await fetch(`${t.url}${url}`);
  expect(res.status).toBe(200);
  const data = Buffer.from(await res.arrayBuffer());
  return {
    type: res.headers.get('content-type'),
    meta: await sharp(data, { animated: true }).metadata(),
  };
};

describe('POST /realm/emoji/{emoji_name}', () => {
  it('adds an image, resized into 64×64, and tells everyone the whole set', async () => {
    await atOthello.events();
    const r = await upload(h.clients.member, 'Party Parrot', png);
    expect(r.status).toBe(200);
    expect(checkResponse('POST', '/realm/emoji/{emoji_name}', r.status, r.body)).toBeNull();
    const added = await emojiNamed('party_parrot');
    expect(added).toMatchObject({
      deactivated: false,
      author_id: h.userId('hamlet@example.com'),
      still_url: null,
    });
    const { type, meta } = await image(added?.source_url as string);
    expect([type, meta.width, meta.height]).toEqual(['image/png', 64, 32]);
    const events = await atOthello.events();
    expect(events.map((e) => [e.type, e.op])).toEqual([['realm_emoji', 'update']]);
    expect(checkEvent(events[0]!)).toBeNull();
    expect(events[0]?.realm_emoji[added?.id as string]).toEqual(added);
    expect(Object.keys(events[0]?.realm_emoji)).toEqual(
      Object.keys(atOthello.state.realm_emoji).concat(added?.id as string),
    );
  });

  it('keeps an animated image animated, with a still PNG of its first frame', async () => {
    const r = await upload(h.clients.member, 'blink', gif, 'image/gif');
    expect(r.status).toBe(200);
    const added = await emojiNamed('blink');
    const animated = await image(added?.source_url as string);
    expect([animated.type, animated.meta.pages, animated.meta.width]).toEqual(['image/gif', 2, 64]);
    expect(added?.still_url).toMatch(/^\/user_avatars\/1\/emoji\/images\/still\/\d+\.png$/);
    const still = await image(added?.still_url as string);
    expect([still.type, still.meta.pages ?? 1, still.meta.width]).toEqual(['image/png', 1, 64]);
  });

  it.each([
    [
      'a name with other characters',
      'member',
      'bad!name',
      'Emoji names must contain only lowercase alphanumeric characters, dashes, and underscores.',
    ],
    [
      'a name ending in a dash',
      'member',
      'nope-',
      'Emoji names must end with either a letter or digit.',
    ],
    ['a name in use', 'admin', 'green_tick', 'A custom emoji with this name already exists.'],
    [
      'a guest (outside can_add_custom_emoji_group)',
      'guest',
      'guest_emoji',
      'Insufficient permission',
    ],
    [
      'a default emoji, by a member',
      'member',
      'smile',
      'Only administrators can override default emoji.',
    ],
  ] as const)('refuses %s', async (_what, who, name, msg) => {
    const r = await upload(h.clients[who], name, png);
    expect([r.status, r.body.msg, r.body.code]).toEqual([400, msg, 'BAD_REQUEST']);
  });

  it.each([
    [
      'text',
      Buffer.from('not an image'),
      'Invalid image format: use a PNG, JPEG, GIF or WebP image.',
    ],
    [
      'a broken PNG',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(40, 7)]),
      'Could not decode image; did you upload an image file?',
    ],
    [
      'over 5 MiB',
      Buffer.alloc(5 * 1024 * 1024 + 1, 1),
      'Uploaded file is larger than the allowed limit of 5 MiB',
    ],
  ])('refuses %s as the file', async (_what, data, msg) => {
    const r = await upload(h.clients.member, 'file_check', data);
    expect([r.status, r.body.msg]).toEqual([400, msg]);
    expect(await emojiNamed('file_check')).toBeUndefined();
  });

  it('follows can_add_custom_emoji_group', async () => {
    const admins = h.systemGroupId('role:administrators');
    const members = h.systemGroupId('role:members');
    const set = (group: number) =>
      h.clients.owner.patch('/realm', { can_add_custom_emoji_group: { new: group } });
    expect((await set(admins)).status).toBe(200);
    expect((await upload(h.clients.member, 'only_admins', png)).body.msg).toBe(
      'Insufficient permission',
    );
    expect((await upload(h.clients.admin, 'only_admins', png)).status).toBe(200);
    expect((await set(members)).status).toBe(200);
  });
});

describe('DELETE /realm/emoji/{emoji_name}', () => {
  it('lets only the author or an administrator deactivate, as Zulip', async () => {
    await upload(h.clients.member, 'hamlets', png);
    const other = await h.clients.moderator.delete('/realm/emoji/hamlets');
    expect([other.status, other.body.msg]).toEqual([
      400,
      'Must be an organization administrator or emoji author',
    ]);
    await atOthello.events();
    expect((await h.clients.member.delete('/realm/emoji/hamlets')).status).toBe(200);
    const [event] = await atOthello.events();
    expect(checkEvent(event!)).toBeNull();
    const gone = await emojiNamed('hamlets');
    expect(gone?.deactivated).toBe(true);
    expect(event?.realm_emoji[gone?.id as string]).toEqual(gone);
    expect((await h.clients.admin.delete('/realm/emoji/blink')).status).toBe(200);
  });

  it('answers 404 for a name no active emoji has, and the name can be used again', async () => {
    const r = await h.clients.admin.delete('/realm/emoji/hamlets');
    expect([r.status, r.body.msg]).toEqual([404, "Emoji 'hamlets' does not exist"]);
    expect(checkResponse('DELETE', '/realm/emoji/{emoji_name}', r.status, r.body)).toBeNull();
    expect((await upload(h.clients.member, 'hamlets', png)).status).toBe(200);
    expect((await emojiNamed('hamlets'))?.deactivated).toBe(false);
  });
});

describe('an uploaded emoji in use', () => {
  it('renders in messages and is a reaction', async () => {
    const sent = await h.clients.member.post('/messages', {
      type: 'stream',
      to: 'Verona',
      topic: 'emoji',
      content: 'Look :party_parrot:',
    });
    const parrot = await emojiNamed('party_parrot');
    const m = await h.clients.member.get(`/messages/${sent.body.id}`);
    expect(m.body.message.content).toBe(
      `<p>Look <img alt=":party_parrot:" class="emoji" src="${parrot?.source_url}" title="party parrot"></p>`,
    );
    const react = await h.clients.outsider.post(`/messages/${sent.body.id}/reactions`, {
      emoji_name: 'party_parrot',
    });
    expect(react.status).toBe(200);
  });
});
