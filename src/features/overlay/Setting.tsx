/**
 * One setting: its label, the control, a hint, and — when the user may not change it — the
 * reason, which the control names through aria-describedby.
 */
import { type ReactNode, useId } from 'react';
import type { Verdict } from '../../model/channel-permissions';
import type { EditedField } from './edited-field';
import type { Saver, SaveState } from './saving';

export interface ControlIds {
  id: string;
  describedBy: string | undefined;
  disabled: boolean;
}

interface Props {
  label: string;
  hint?: ReactNode;
  /** Whether the user may change it; the reason shows when not. */
  verdict?: Verdict;
  children(ids: ControlIds): ReactNode;
}

/** The control's ID, and the hint and the reason it may not be changed, which it names. */
function useNotes(hint: ReactNode, verdict: Verdict | undefined) {
  const id = useId();
  const reason = verdict && !verdict.allowed ? verdict.reason : undefined;
  const describedBy =
    [reason && `${id}-reason`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  const notes = (
    <>
      {hint && (
        <p id={`${id}-hint`} className="setting-hint">
          {hint}
        </p>
      )}
      {reason && (
        <p id={`${id}-reason`} className="setting-reason">
          {reason}
        </p>
      )}
    </>
  );
  return { id, describedBy, disabled: reason !== undefined, notes };
}

export function Setting({ label, hint, verdict, children }: Props) {
  const { notes, ...ids } = useNotes(hint, verdict);
  return (
    <div className="setting">
      <label htmlFor={ids.id}>{label}</label>
      {children(ids)}
      {notes}
    </div>
  );
}

export function CheckboxSetting({
  label,
  hint,
  verdict,
  checked,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  verdict?: Verdict;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { id, describedBy, disabled, notes } = useNotes(hint, verdict);
  return (
    <div className="setting setting-checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {notes}
    </div>
  );
}

/** "Save changes" and "Discard" for a section, with what saving did. */
export function SaveBar({
  dirty,
  state,
  onSave,
  onDiscard,
  label = 'Save changes',
}: {
  dirty: boolean;
  state: SaveState;
  onSave(): void;
  onDiscard(): void;
  label?: string;
}) {
  const saving = state.status === 'saving';
  return (
    <div className="save-bar">
      <button type="button" className="primary" disabled={!dirty || saving} onClick={onSave}>
        {saving ? 'Saving…' : label}
      </button>
      <button type="button" disabled={!dirty || saving} onClick={onDiscard}>
        Discard
      </button>
      <SaveStatus state={state} />
    </div>
  );
}

/**
 * The SaveBar of fields one request saves together (a name and a description): Save sends it
 * and marks them saved, Discard resets them.
 */
export function SaveFieldsBar({
  fields,
  valid,
  save,
  request,
  onSaved,
  onDiscard,
}: {
  fields: readonly EditedField<unknown>[];
  /** Whether the edited values may be sent. */
  valid: boolean;
  save: Saver;
  request(): Promise<unknown>;
  onSaved?(): void;
  onDiscard?(): void;
}) {
  return (
    <SaveBar
      dirty={fields.some((f) => f.dirty) && valid}
      state={save.state}
      onSave={() =>
        void save.run(request, {
          onDone: () => {
            for (const f of fields) f.commit();
            onSaved?.();
          },
        })
      }
      onDiscard={() => {
        for (const f of fields) f.reset();
        onDiscard?.();
      }}
    />
  );
}

export function SaveStatus({ state }: { state: SaveState }) {
  if (state.status === 'error') {
    return (
      <p role="alert" className="save-error">
        {state.message}
      </p>
    );
  }
  return (
    <span role="status" className="save-status">
      {state.status === 'saved' ? 'Saved' : ''}
    </span>
  );
}
