/** Creating a user (POST /users): the server's refusals appear at the field they are about. */
import { type FormEvent, useState } from 'react';
import { createUser } from '../../api/endpoints/users';
import { ApiError } from '../../api/http';
import { useApp } from '../common/app-context';
import { fieldOfError, type UserField } from './user-form';

const FIELDS: readonly [Exclude<UserField, 'form'>, string, string][] = [
  ['email', 'Email', 'email'],
  ['full_name', 'Full name', 'text'],
  ['password', 'Password', 'password'],
];

export function CreateUserForm({ onDone }: { onDone(): void }) {
  const app = useApp();
  const [values, setValues] = useState({ email: '', full_name: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<UserField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setCreated(null);
    try {
      await createUser(app.conn, values.email.trim(), values.password, values.full_name.trim());
      setCreated(values.full_name.trim());
      setValues({ email: '', full_name: '', password: '' });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      setErrors({ [err instanceof ApiError ? fieldOfError(message) : 'form']: message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="create-user" aria-label="Add a new user" onSubmit={(e) => void submit(e)}>
      {FIELDS.map(([field, label, type]) => (
        <div key={field} className="setting">
          <label htmlFor={`new-user-${field}`}>{label}</label>
          <input
            id={`new-user-${field}`}
            type={type}
            required
            autoComplete={type === 'password' ? 'new-password' : 'off'}
            aria-invalid={errors[field] !== undefined}
            aria-describedby={errors[field] ? `new-user-${field}-error` : undefined}
            value={values[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
          {errors[field] && (
            <p id={`new-user-${field}-error`} className="field-error" role="alert">
              {errors[field]}
            </p>
          )}
        </div>
      ))}
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="save-bar">
        <button type="submit" className="primary" disabled={busy}>
          Create user
        </button>
        <button type="button" onClick={onDone}>
          Close
        </button>
        <span role="status" className="save-status">
          {created ? `${created} can now log in.` : ''}
        </span>
      </div>
    </form>
  );
}
