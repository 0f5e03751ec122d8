/**
 * A text setting (an input, or a textarea when given rows) in a `Setting`, and what is wrong with
 * its value under it once the user has changed it; the field is then marked aria-invalid.
 */
import { type ReactNode, useState } from 'react';
import type { Verdict } from '../../model/channel-permissions';
import { Setting } from './Setting';

/** The value, and whether the user has changed it (an `EditedField` is one). */
export interface TextField {
  value: string;
  dirty: boolean;
  set(value: string): void;
}

/** A new form's text field: empty at first, changed (and so checked) once something is typed. */
export function useTextField(): TextField {
  const [value, set] = useState('');
  return { value, set, dirty: value !== '' };
}

interface Props {
  label: string;
  hint?: ReactNode;
  verdict?: Verdict;
  rows?: number;
  field: TextField;
  /** Called after each change (say, to drop a preview of the old text). */
  onEdit?(): void;
  /** What is wrong with the value, or null; left out for a value that cannot be wrong. */
  problem?: string | null;
}

export function TextSetting({ label, hint, verdict, rows, field, onEdit, problem }: Props) {
  const shown = field.dirty && problem ? problem : null;
  const onChange = (value: string) => {
    field.set(value);
    onEdit?.();
  };
  return (
    <>
      <Setting label={label} hint={hint} verdict={verdict}>
        {(ids) => {
          const attributes = {
            id: ids.id,
            'aria-describedby': ids.describedBy,
            'aria-invalid': problem === undefined ? undefined : shown !== null,
            disabled: ids.disabled,
            value: field.value,
          };
          return rows ? (
            <textarea {...attributes} rows={rows} onChange={(e) => onChange(e.target.value)} />
          ) : (
            <input type="text" {...attributes} onChange={(e) => onChange(e.target.value)} />
          );
        }}
      </Setting>
      {shown && <p className="field-error">{shown}</p>}
    </>
  );
}
