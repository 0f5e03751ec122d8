import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as users from '../db/users';
import { startTestServer, type TestServer } from '../testing/test-server';
import { renderMessageWith } from './messages/render';
import { renderContext } from './render-context';

vi.mock('../db/users', async (original) => {
  const actual = await original<typeof import('../db/users')>();
  return { ...actual, listUsers: vi.fn(actual.listUsers) };
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the render context', () => {
  it('reads what a message needs once per context, and nothing it does not need', () => {
    const listUsers = vi.mocked(users.listUsers);
    listUsers.mockClear();
    const ctx = renderContext(t.server.services.db, '', null);
    expect(renderMessageWith(ctx, 'plain words, **bold**').html).toBe(
      '<p>plain words, <strong>bold</strong></p>',
    );
    expect(listUsers).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i++) {
      expect(renderMessageWith(ctx, `hi @**King Hamlet** ${i}`).mentionedUserIds.size).toBe(1);
    }
    expect(listUsers).toHaveBeenCalledTimes(1);
  });
});
