/**
 * A section of one action that is hard to undo (archiving a channel, deactivating a group): what
 * it does, its button (or why the user may not), and the confirmation it asks first.
 */
import { type ReactNode, useId, useState } from 'react';
import type { Verdict } from '../../model/channel-permissions';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  heading: string;
  hint: ReactNode;
  verdict: Verdict;
  /** The button's text. */
  label: string;
  danger: boolean;
  confirm: { title: string; label: string; body: ReactNode; run(): Promise<unknown> };
}

export function ConfirmedActionSection({ heading, hint, verdict, label, danger, confirm }: Props) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="settings-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{heading}</h3>
      <p className="setting-hint">{hint}</p>
      <button
        type="button"
        className={danger ? 'danger' : ''}
        disabled={!verdict.allowed}
        aria-describedby={verdict.allowed ? undefined : `${id}-why`}
        onClick={() => setConfirming(true)}
      >
        {label}
      </button>
      {!verdict.allowed && (
        <p id={`${id}-why`} className="setting-reason">
          {verdict.reason}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={confirm.title}
          confirmLabel={confirm.label}
          danger={danger}
          onConfirm={confirm.run}
          onClose={() => setConfirming(false)}
        >
          {confirm.body}
        </ConfirmDialog>
      )}
    </section>
  );
}
