/** Rendering a screen in tests: the store and fake services in the app context. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Connection } from '../../api/http';
import type { ParleyStore } from '../../store/store';
import { AppContext, type AppServices } from './app-context';

export function renderWithApp(
  ui: ReactNode,
  parley: ParleyStore,
  services: Partial<Omit<AppServices, 'parley'>> & { fetch?: typeof fetch } = {},
) {
  const conn: Connection = {
    realm: '',
    email: 'me@example.com',
    apiKey: 'k',
    fetch: services.fetch,
  };
  const app: AppServices = {
    parley,
    conn: services.conn ?? conn,
    navigate: services.navigate ?? (() => {}),
    markRead: services.markRead ?? (() => {}),
    forgetRead: services.forgetRead ?? (() => {}),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AppContext.Provider value={app}>{ui}</AppContext.Provider>
    </QueryClientProvider>,
  );
}
