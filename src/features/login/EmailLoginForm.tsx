/**
 * A login form of an email and a secret (a password, an API key): checked by `check`, whose
 * refusal with one of the `refused` codes says the two do not match; what was typed stays.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../api/http';
import type { ApiKeyResponse } from '../../api/types/server-settings';

interface Props {
  /** The form's accessible name. */
  name: string;
  className?: string;
  secret: { label: string; autoComplete: string; spellCheck?: boolean };
  /** The button's text, and while checking. */
  submit: { label: string; pending: string };
  /** The email (trimmed) and the secret as typed. */
  check(email: string, secret: string): Promise<ApiKeyResponse>;
  refused: { codes: readonly string[]; text: string };
  onLogin(r: ApiKeyResponse): void;
}

export function EmailLoginForm({
  name,
  className,
  secret,
  submit,
  check,
  refused,
  onLogin,
}: Props) {
  const [email, setEmail] = useState('');
  const [value, setValue] = useState('');
  const id = useId();
  const login = useMutation({
    mutationFn: () => check(email.trim(), value),
    onSuccess: onLogin,
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate();
  };
  const error =
    login.error instanceof ApiError && refused.codes.includes(login.error.code)
      ? refused.text
      : login.error?.message;

  return (
    <form className={className} onSubmit={onSubmit} aria-label={name}>
      <label htmlFor={`${id}-email`}>Email</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor={`${id}-secret`}>{secret.label}</label>
      <input
        id={`${id}-secret`}
        type="password"
        autoComplete={secret.autoComplete}
        spellCheck={secret.spellCheck}
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={login.isPending}>
        {login.isPending ? submit.pending : submit.label}
      </button>
    </form>
  );
}
