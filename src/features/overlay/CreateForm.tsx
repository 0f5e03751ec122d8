/** A form that creates something (`#channels/new`, `#groups/new`): its heading, fields, and the button that creates. */
import { type FormEvent, type ReactNode, useId } from 'react';
import { SaveStatus } from './Setting';
import type { SaveState } from './saving';

interface Props {
  heading: string;
  /** The button's text ("Create channel"). */
  createLabel: string;
  /** Whether the fields are fit to send (while saving, the button is disabled anyway). */
  ready: boolean;
  state: SaveState;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}

export function CreateForm({ heading, createLabel, ready, state, onSubmit, children }: Props) {
  const id = useId();
  return (
    <form className="create-form" onSubmit={onSubmit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{heading}</h2>
      {children}
      <div className="save-bar">
        <button type="submit" className="primary" disabled={!ready || state.status === 'saving'}>
          {createLabel}
        </button>
        <SaveStatus state={state} />
      </div>
    </form>
  );
}
