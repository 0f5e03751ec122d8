/**
 * One setting: its label, the control, a hint, and — when the user may not change it — the
 * reason, which the control names through aria-describedby.
 */
import { type ReactNode, useId } from 'react';
import type { Verdict } from '../../model/channel-permissions';
import type { SaveState } from './saving';

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

const reasonOf = (verdict: Verdict | undefined) =>
  verdict && !verdict.allowed ? verdict.reason : undefined;

export function Setting({ label, hint, verdict, children }: Props) {
  const id = useId();
  const reason = reasonOf(verdict);
  const describedBy =
    [reason && `${id}-reason`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="setting">
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy, disabled: reason !== undefined })}
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
  const id = useId();
  const reason = reasonOf(verdict);
  const describedBy =
    [reason && `${id}-reason`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="setting setting-checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={reason !== undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
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
