/** `#groups/new`: a group with its first members (the creator by default). */
import { type FormEvent, useState } from 'react';
import { createUserGroup } from '../../api/endpoints/groups';
import { problemWithName } from '../../model/name-problems';
import { createGroupVerdict } from '../../model/permissions-admin';
import { useApp, useStoreValue } from '../common/app-context';
import {
  CreateForm,
  PeopleField,
  TextSetting,
  useSave,
  useTextField,
  useVerdict,
} from '../overlay';
import { groupHash } from './path';

export function CreateGroup() {
  const app = useApp();
  const self = useStoreValue((s) => s.current_user_id);
  const groups = useStoreValue((s) => s.groups);
  const verdict = useVerdict((s) => createGroupVerdict(s));
  const name = useTextField();
  const description = useTextField();
  const [members, setMembers] = useState<number[]>([self]);
  const save = useSave();
  const trimmed = name.value.trim();
  const problem = problemWithName(name.value, 'A group', {
    taken: Object.values(groups).map((g) => g.name),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem || !verdict.allowed) return;
    void save.run(async () => {
      const { group_id } = await createUserGroup(app.conn, {
        name: trimmed,
        description: description.value,
        members,
      });
      app.navigate(groupHash(group_id, trimmed, 'members'), { replace: true });
    });
  };
  return (
    <CreateForm
      heading="Create a user group"
      createLabel="Create group"
      ready={problem === null && verdict.allowed}
      state={save.state}
      onSubmit={submit}
    >
      {!verdict.allowed && <p className="setting-reason">{verdict.reason}</p>}
      <TextSetting label="Group name" field={name} problem={problem} />
      <TextSetting label="Group description" rows={2} field={description} />
      <PeopleField
        label="Members"
        pickerLabel="Add members"
        user_ids={members}
        onChange={setMembers}
      />
    </CreateForm>
  );
}
