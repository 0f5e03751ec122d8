import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTypeOf } from '../../domain/avatars';
import { type OrgHarness, startOrgHarness } from '../../testing/org-harness';
import type { TestClient, TestServer } from '../../testing/test-server';

let t: TestServer;
let h: OrgHarness;
beforeAll(async () => {
  ({ t, h } = await startOrgHarness());
});
afterAll(() => t.close());

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(client: TestClient, body: Buffer, name = 'me.png', type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(body)], { type }), name);
  const res = await fetch(`${t.url}/api/v1/users/me/avatar`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.email}:${client.apiKey}`).toString('base64')}`,
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('avatars', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['GIF', Buffer.from('GIF89a\x01\x00', 'latin1'), 'image/gif'],
    ['WebP', Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'],
    [
      'SVG (scripts could run in it)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      null,
    ],
    ['HTML', Buffer.from('<html><script>alert(1)</script>'), null],
  ])('recognises %s by its bytes', (_name, bytes, type) => {
    expect(imageTypeOf(bytes)).toBe(type);
  });

  it('an upload replaces the picture for everyone, with a new version', async () => {
    const me = h.clients.member;
    const before = h.notices.length;
    const res = await upload(me, PNG);
    expect(res.status).toBe(200);
    const url = res.body.avatar_url as string;
    expect(url).toMatch(/^\/avatar\/\d+\?v=\d+$/);
    const event = h.notices.slice(before).find((n) => n.event.type === 'realm_user')!;
    expect(event.event.person).toMatchObject({
      user_id: me.userId,
      avatar_url: url,
      avatar_source: 'U',
    });
    expect(event.users).toContain(h.clients.guest.userId);

    const served = await fetch(`${t.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const { body } = await me.get(`/users/${me.userId}`);
    expect(body.user.avatar_url).toBe(url);
  });

  it('refuses what is not an image, whatever the browser says it is', async () => {
    const res = await upload(h.clients.member, Buffer.from('<svg/>'), 'x.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: 'error', code: 'BAD_REQUEST' });
    expect(res.body.msg).toContain('Invalid image format');
  });

  it('refuses an image over 5 MiB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(h.clients.member, big);
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('larger than the allowed limit');
  });

  it('deleting goes back to the initials, again with a new version', async () => {
    const me = h.clients.moderator;
    await upload(me, PNG);
    const before = h.notices.length;
    expect((await me.delete('/users/me/avatar')).status).toBe(200);
    const person = h.notices.slice(before).find((n) => n.event.type === 'realm_user')!.event
      .person as { avatar_url: string; avatar_source: string };
    expect(person.avatar_source).toBe('G');
    const served = await fetch(`${t.url}${person.avatar_url}`);
    expect(served.headers.get('content-type')).toContain('image/svg+xml');
    // Nothing to delete: nothing happens.
    const again = h.notices.length;
    expect((await me.delete('/users/me/avatar')).status).toBe(200);
    expect(h.notices.length).toBe(again);
  });
});
