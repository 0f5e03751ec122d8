// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiKeyLogin } from './ApiKeyLogin';

const KEY = 'abcdefghijklmnopqrstuvwxyz012345';

/** A server that knows one account: hamlet@example.com with KEY. */
function serve() {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const auth = new Headers(init?.headers).get('authorization') ?? '';
    const ok = auth === `Basic ${btoa(`hamlet@example.com:${KEY}`)}`;
    const body = ok
      ? {
          result: 'success',
          msg: '',
          email: 'hamlet@example.com',
          user_id: 10,
          full_name: 'Hamlet',
        }
      : { result: 'error', msg: 'Invalid API key', code: 'INVALID_API_KEY' };
    return new Response(JSON.stringify(body), { status: ok ? 200 : 401 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const onLogin = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiKeyLogin conn={{ realm: '' }} onLogin={onLogin} open />
    </QueryClientProvider>,
  );
  return { fetchMock, onLogin };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Log in with an API key', () => {
  it('checks the key with GET /users/me and logs in as that user', async () => {
    const { fetchMock, onLogin } = serve();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Log in with an API key' });
    expect(form).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' hamlet@example.com ');
    await user.type(screen.getByLabelText('API key'), KEY);
    await user.click(screen.getByRole('button', { name: 'Log in with API key' }));
    await vi.waitFor(() => expect(onLogin).toHaveBeenCalled());
    expect(onLogin.mock.calls[0]?.[0]).toEqual({
      api_key: KEY,
      email: 'hamlet@example.com',
      user_id: 10,
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/users/me');
  });

  it('says so when the key is wrong and keeps what was typed', async () => {
    const { onLogin } = serve();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'hamlet@example.com');
    await user.type(screen.getByLabelText('API key'), 'not-the-key');
    await user.click(screen.getByRole('button', { name: 'Log in with API key' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or API key.');
    expect(onLogin).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'hamlet@example.com',
    );
  });
});
