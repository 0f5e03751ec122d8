/**
 * `#organization/users` and `#organization/deactivated`: everyone in the organization, searchable
 * and filtered by role, in a virtualized list (10,000 people scroll like 10).
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { createUsersVerdict } from '../../model/permissions-admin';
import { matchRank } from '../../model/principals';
import { useStoreValue } from '../common/app-context';
import { useVerdict } from '../overlay';
import { CreateUserForm } from './CreateUserForm';
import { UserRow } from './UserRow';
import { ROLES } from './user-form';

const ROW_HEIGHT = 48;

export function UsersPage({ deactivated }: { deactivated: boolean }) {
  const users = useStoreValue((s) => s.users);
  const [query, setQuery] = useState('');
  const [role, setRole] = useState<number | 'all'>('all');
  const [creating, setCreating] = useState(false);
  const createVerdict = useVerdict((s) => createUsersVerdict(s));
  const list = useMemo(
    () =>
      Object.values(users)
        .filter((u) => !u.is_bot && u.is_active !== deactivated)
        .filter((u) => role === 'all' || u.role === role)
        .filter((u) => matchRank(u.full_name, query) >= 0 || matchRank(u.email, query) >= 0)
        .sort((a, b) => a.full_name.localeCompare(b.full_name)),
    [users, deactivated, role, query],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: list.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  return (
    <div className="users-page">
      <div className="list-toolbar">
        <input
          type="search"
          aria-label="Search users"
          placeholder="Search by name or email"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <select
          aria-label="Filter by role"
          value={String(role)}
          onChange={(e) => setRole(e.target.value === 'all' ? 'all' : Number(e.target.value))}
        >
          <option value="all">All roles</option>
          {ROLES.map(([r, name]) => (
            <option key={r} value={r}>
              {name}s
            </option>
          ))}
        </select>
        {!deactivated && (
          <button
            type="button"
            className="primary"
            disabled={!createVerdict.allowed}
            aria-describedby={createVerdict.allowed ? undefined : 'create-user-why'}
            aria-expanded={creating}
            onClick={() => setCreating((c) => !c)}
          >
            Add a new user
          </button>
        )}
        {!deactivated && !createVerdict.allowed && (
          <span id="create-user-why" className="setting-reason">
            {createVerdict.reason}
          </span>
        )}
      </div>
      {creating && <CreateUserForm onDone={() => setCreating(false)} />}
      <p className="setting-hint" aria-live="polite">
        {list.length} {list.length === 1 ? 'user' : 'users'}
      </p>
      <div ref={scroller} className="user-list-scroller">
        <ul
          className="user-list"
          aria-label={deactivated ? 'Deactivated users' : 'Users'}
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((item) => (
            <UserRow
              key={list[item.index]!.user_id}
              user_id={list[item.index]!.user_id}
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
              position={item.index + 1}
              size={list.length}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
