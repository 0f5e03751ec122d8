import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { LoginPage } from '../features/login/LoginPage';
import { clearSession, loadSession, type Session, saveSession } from './session';

// The signed-in app is its own chunk: the login page loads only what it needs.
const Home = lazy(() => import('./Home'));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  const [session, setSession] = useState<Session | null>(() => loadSession());

  const login = (s: Session) => {
    saveSession(s);
    setSession(s);
  };
  const logout = () => {
    clearSession();
    queryClient.clear();
    setSession(null);
  };

  return (
    <QueryClientProvider client={queryClient}>
      {session ? (
        <Suspense fallback={<p className="loading-page">Loading…</p>}>
          <Home session={session} onLogout={logout} />
        </Suspense>
      ) : (
        <LoginPage realm="" onLogin={login} />
      )}
    </QueryClientProvider>
  );
}
