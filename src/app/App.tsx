import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LoginPage } from '../features/login/LoginPage';
import { Home } from './Home';
import { clearSession, loadSession, type Session, saveSession } from './session';

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
        <Home session={session} onLogout={logout} />
      ) : (
        <LoginPage realm="" onLogin={login} />
      )}
    </QueryClientProvider>
  );
}
