/** A form's list of people (a new channel's first subscribers, a new group's members): pills and a picker. */
import { type Dispatch, type SetStateAction, useId } from 'react';
import { useStoreValue } from '../common/app-context';
import { ChosenPills } from './ChosenPills';
import { PrincipalPicker } from './PrincipalPicker';

interface Props {
  /** What the list is, shown above it. */
  label: string;
  /** The picker's name. */
  pickerLabel: string;
  user_ids: readonly number[];
  onChange: Dispatch<SetStateAction<number[]>>;
}

export function PeopleField({ label, pickerLabel, user_ids, onChange }: Props) {
  const id = useId();
  const users = useStoreValue((s) => s.users);
  return (
    <div className="setting">
      <span className="setting-label" id={id}>
        {label}
      </span>
      <ChosenPills
        labelledBy={id}
        items={user_ids.map((u) => ({ key: u, label: users[u]?.full_name ?? String(u) }))}
        onRemove={(key) => onChange((list) => list.filter((u) => u !== key))}
      />
      <PrincipalPicker
        label={pickerLabel}
        placeholder="Add people"
        kinds={['user']}
        exclude={(p) => user_ids.includes(p.id)}
        onPick={(p) => onChange((list) => [...list, p.id])}
      />
    </div>
  );
}
