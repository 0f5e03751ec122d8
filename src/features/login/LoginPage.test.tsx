// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage';

const baseSettings = {
  result: 'success',
  msg: '',
  zulip_feature_level: 330,
  zulip_version: '10.0',
  push_notifications_enabled: false,
  is_incompatible: false,
  email_auth_enabled: true,
  require_email_format_usernames: true,
  realm_name: 'Test Realm',
  realm_description: '<p>Hello <img src=x onerror="alert(1)"></p>',
  external_authentication_methods: [] as unknown[],
};

function serve(settings: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = String(url).includes('/dev_list_users')
      ? {
          result: 'success',
          msg: '',
          direct_admins: [
            { email: 'iago@example.com', full_name: 'Iago', role: 200, realm_uri: '' },
          ],
          direct_users: [
            { email: 'hamlet@example.com', full_name: 'King Hamlet', role: 400, realm_uri: '' },
          ],
        }
      : { ...baseSettings, ...settings };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginPage realm="" onLogin={() => {}} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login page offers exactly what /server_settings lists', () => {
  it('password only: a form, no development login', async () => {
    serve({ authentication_methods: { password: true, dev: false } });
    expect(
      await screen.findByRole('form', { name: 'Log in with email and password' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Development login' })).toBeNull();
  });

  it('dev only: the demo users by name and role, no password form', async () => {
    serve({ authentication_methods: { password: false, dev: true } });
    expect(await screen.findByRole('button', { name: 'Log in as Iago' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in as King Hamlet' }).textContent).toContain(
      'Member',
    );
    expect(screen.queryByRole('form', { name: 'Log in with email and password' })).toBeNull();
  });

  it('external methods: one link each', async () => {
    serve({
      authentication_methods: { password: false, dev: false, github: true },
      external_authentication_methods: [
        {
          name: 'github',
          display_name: 'GitHub',
          display_icon: null,
          login_url: '/accounts/login/social/github',
          signup_url: '',
        },
      ],
    });
    const link = await screen.findByRole('link', { name: 'Log in with GitHub' });
    expect(link.getAttribute('href')).toContain('/accounts/login/social/github');
  });

  it('nothing usable but an API key: says so, and offers the API key form open', async () => {
    serve({ authentication_methods: { password: false, dev: false, ldap: true } });
    expect(
      await screen.findByText(
        'This server offers no login method that Parley supports but an API key.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Log in with an API key' })).toBeTruthy();
    expect(document.querySelector('details.api-key-login')?.hasAttribute('open')).toBe(true);
  });

  it("shows the server's icon", async () => {
    serve({ authentication_methods: { password: true }, realm_icon: '/static/images/logo.svg' });
    await screen.findByRole('heading', { name: 'Log in to Test Realm' });
    expect(document.querySelector('img.realm-icon')?.getAttribute('src')).toBe(
      '/static/images/logo.svg',
    );
  });

  it('sanitizes the realm description', async () => {
    serve({ authentication_methods: { password: true } });
    await screen.findByRole('heading', { name: 'Log in to Test Realm' });
    expect(document.querySelector('.realm-description img')?.getAttribute('onerror')).toBeFalsy();
  });
});
