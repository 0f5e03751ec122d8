/** One person on the users page: role (changeable by administrators) and (de)activation. */
import { type CSSProperties, useState } from 'react';
import { deactivateUser, reactivateUser, updateUser } from '../../api/endpoints/users';
import { changeRoleVerdict, deactivateUserVerdict } from '../../model/permissions-admin';
import { Avatar } from '../common/Avatar';
import { useApp, useStoreValue } from '../common/app-context';
import { ConfirmDialog, useVerdict } from '../overlay';
import { ROLES, roleName } from './user-form';

interface Props {
  user_id: number;
  style: CSSProperties;
  position: number;
  size: number;
}

type Pending = { kind: 'role'; role: number } | { kind: 'activation' };

export function UserRow({ user_id, style, position, size }: Props) {
  const app = useApp();
  const user = useStoreValue((s) => s.users[user_id]);
  const roleVerdict = useVerdict((s) => changeRoleVerdict(s, user_id));
  const activeVerdict = useVerdict((s) => deactivateUserVerdict(s, user_id));
  const isOwner = useStoreValue((s) => s.users[s.current_user_id]?.role === 100);
  const [pending, setPending] = useState<Pending | null>(null);
  if (!user) return null;
  const name = user.full_name;
  const reasonId = `user-why-${user_id}`;
  const reason = !roleVerdict.allowed
    ? roleVerdict.reason
    : !activeVerdict.allowed
      ? activeVerdict.reason
      : undefined;
  return (
    <li aria-posinset={position} aria-setsize={size} className="user-row" style={style}>
      <Avatar user_id={user_id} size={32} />
      <span className="user-name">
        {name}
        <span className="user-email">{user.email}</span>
      </span>
      {user.is_active ? (
        <select
          aria-label={`Role of ${name}`}
          value={user.role}
          disabled={!roleVerdict.allowed}
          aria-describedby={roleVerdict.allowed ? undefined : reasonId}
          title={roleVerdict.allowed ? undefined : roleVerdict.reason}
          onChange={(e) => setPending({ kind: 'role', role: Number(e.target.value) })}
        >
          {ROLES.filter(([r]) => r !== 100 || isOwner || user.role === 100).map(([r, label]) => (
            <option key={r} value={r}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <span className="user-role">{roleName(user.role)}</span>
      )}
      <button
        type="button"
        className={user.is_active ? 'danger' : ''}
        disabled={!activeVerdict.allowed}
        aria-label={`${user.is_active ? 'Deactivate' : 'Reactivate'} ${name}`}
        aria-describedby={activeVerdict.allowed ? undefined : reasonId}
        title={activeVerdict.allowed ? undefined : activeVerdict.reason}
        onClick={() => setPending({ kind: 'activation' })}
      >
        {user.is_active ? 'Deactivate' : 'Reactivate'}
      </button>
      {reason && (
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      )}
      {pending?.kind === 'role' && (
        <ConfirmDialog
          title={`Make ${name} ${/^[AEIOU]/.test(roleName(pending.role)) ? 'an' : 'a'} ${roleName(pending.role).toLowerCase()}?`}
          confirmLabel="Change role"
          onConfirm={() => updateUser(app.conn, user_id, { role: pending.role })}
          onClose={() => setPending(null)}
        >
          <p>
            {name} is {roleName(user.role).toLowerCase()} now. What they may do changes at once.
          </p>
        </ConfirmDialog>
      )}
      {pending?.kind === 'activation' && (
        <ConfirmDialog
          title={`${user.is_active ? 'Deactivate' : 'Reactivate'} ${name}?`}
          confirmLabel={user.is_active ? 'Deactivate' : 'Reactivate'}
          danger={user.is_active}
          onConfirm={() =>
            user.is_active ? deactivateUser(app.conn, user_id) : reactivateUser(app.conn, user_id)
          }
          onClose={() => setPending(null)}
        >
          <p>
            {user.is_active
              ? `${name} will be logged out at once and can no longer log in. Their messages stay.`
              : `${name} can log in again, with the channels and groups they had.`}
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}
