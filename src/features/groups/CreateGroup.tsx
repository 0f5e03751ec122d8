/** `#groups/new`: a group with its first members (the creator by default). */
import { type FormEvent, useId, useState } from 'react';
import { createUserGroup } from '../../api/endpoints/groups';
import { createGroupVerdict } from '../../model/permissions-admin';
import { useApp, useStoreValue } from '../common/app-context';
import { PrincipalPicker, SaveStatus, Setting, useSave, useVerdict } from '../overlay';
import { groupHash } from './path';

export function CreateGroup() {
  const app = useApp();
  const id = useId();
  const self = useStoreValue((s) => s.current_user_id);
  const users = useStoreValue((s) => s.users);
  const groups = useStoreValue((s) => s.groups);
  const verdict = useVerdict((s) => createGroupVerdict(s));
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [members, setMembers] = useState<number[]>([self]);
  const save = useSave();
  const trimmed = name.trim();
  const problem =
    trimmed === ''
      ? 'A group needs a name.'
      : Object.values(groups).some((g) => g.name.toLowerCase() === trimmed.toLowerCase())
        ? 'A group with this name already exists.'
        : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem || !verdict.allowed) return;
    void save.run(async () => {
      const { group_id } = await createUserGroup(app.conn, { name: trimmed, description, members });
      app.navigate(groupHash(group_id, trimmed, 'members'), { replace: true });
    });
  };
  return (
    <form className="create-form" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Create a user group</h2>
      {!verdict.allowed && <p className="setting-reason">{verdict.reason}</p>}
      <Setting label="Group name">
        {(ids) => (
          <input
            type="text"
            id={ids.id}
            aria-invalid={name !== '' && problem !== null}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Setting>
      {name !== '' && problem && <p className="field-error">{problem}</p>}
      <Setting label="Group description">
        {(ids) => (
          <textarea
            id={ids.id}
            rows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Setting>
      <div className="setting">
        <span className="setting-label" id={`${id}-m`}>
          Members
        </span>
        <ul className="pills" aria-labelledby={`${id}-m`}>
          {members.map((m) => (
            <li key={m} className="pill">
              {users[m]?.full_name ?? m}
              <button
                type="button"
                className="quiet pill-remove"
                aria-label={`Remove ${users[m]?.full_name ?? m}`}
                onClick={() => setMembers((l) => l.filter((x) => x !== m))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <PrincipalPicker
          label="Add members"
          placeholder="Add people"
          kinds={['user']}
          exclude={(p) => members.includes(p.id)}
          onPick={(p) => setMembers((l) => [...l, p.id])}
        />
      </div>
      <div className="save-bar">
        <button
          type="submit"
          className="primary"
          disabled={problem !== null || !verdict.allowed || save.state.status === 'saving'}
        >
          Create group
        </button>
        <SaveStatus state={save.state} />
      </div>
    </form>
  );
}
