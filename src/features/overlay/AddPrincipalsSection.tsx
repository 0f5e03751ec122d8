/**
 * A section that adds users, groups or channels to something (a channel's subscribers, a
 * group's members): the chosen ones as pills, a picker, the Add button and what saving did; when
 * the user may not add, the reason, which the picker names.
 */
import { type Dispatch, type SetStateAction, useId } from 'react';
import type { Verdict } from '../../model/channel-permissions';
import {
  type Principal,
  type PrincipalKind,
  type PrincipalMatch,
  principalKey,
} from '../../model/principals';
import { ChosenPills } from './ChosenPills';
import { PrincipalPicker } from './PrincipalPicker';
import { SaveStatus } from './Setting';
import type { SaveState } from './saving';

interface Props {
  heading: string;
  picker: { label: string; placeholder: string; kinds: readonly PrincipalKind[] };
  verdict: Verdict;
  /** Who cannot be added (those already chosen never can). */
  exclude(p: Principal): boolean;
  chosen: readonly PrincipalMatch[];
  onChosen: Dispatch<SetStateAction<PrincipalMatch[]>>;
  /** The Add button's text, and whether the chosen add anyone. */
  addLabel: string;
  canAdd: boolean;
  state: SaveState;
  onAdd(): void;
  /** What the Add button will leave out and why (a channel whose people cannot be read). */
  note?: string;
}

export function AddPrincipalsSection({
  heading,
  picker,
  verdict,
  exclude,
  chosen,
  onChosen,
  addLabel,
  canAdd,
  state,
  onAdd,
  note,
}: Props) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{heading}</h3>
      {chosen.length > 0 && (
        <ChosenPills
          label="To be added"
          items={chosen.map((p) => ({ key: principalKey(p), label: p.label }))}
          onRemove={(key) => onChosen((c) => c.filter((p) => principalKey(p) !== key))}
        />
      )}
      <div className="inline-form">
        <PrincipalPicker
          {...picker}
          disabled={!verdict.allowed}
          describedBy={verdict.allowed ? undefined : `${id}-why`}
          exclude={(p) => chosen.some((c) => principalKey(c) === principalKey(p)) || exclude(p)}
          onPick={(p) => onChosen((c) => [...c, p])}
        />
        <button
          type="button"
          className="primary"
          disabled={!verdict.allowed || !canAdd || state.status === 'saving'}
          onClick={onAdd}
        >
          {addLabel}
        </button>
        <SaveStatus state={state} />
      </div>
      {!verdict.allowed && (
        <p id={`${id}-why`} className="setting-reason">
          {verdict.reason}
        </p>
      )}
      {note && (
        <p className="setting-reason" role="status">
          {note}
        </p>
      )}
    </section>
  );
}
