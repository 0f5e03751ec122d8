import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { fetchApiKey } from '../../api/endpoints/auth';
import { ApiError, type Connection } from '../../api/http';
import type { ApiKeyResponse } from '../../api/types/server-settings';

interface Props {
  conn: Connection;
  onLogin(r: ApiKeyResponse): void;
}

export function PasswordLogin({ conn, onLogin }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const id = useId();
  const login = useMutation({
    mutationFn: () => fetchApiKey(conn, email.trim(), password),
    onSuccess: onLogin,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate();
  };
  const error =
    login.error instanceof ApiError && login.error.code === 'AUTHENTICATION_FAILED'
      ? 'Wrong email or password.'
      : login.error?.message;

  return (
    <form className="password-login" onSubmit={submit} aria-label="Log in with email and password">
      <label htmlFor={`${id}-email`}>Email</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor={`${id}-password`}>Password</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
