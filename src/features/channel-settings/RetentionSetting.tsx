/** Message retention: the organization's default, forever, or a number of days (owners only). */
import { useId } from 'react';
import type { Verdict } from '../../model/channel-permissions';
import type { Retention } from './privacy';

interface Props {
  value: Retention;
  onChange(value: Retention): void;
  verdict: Verdict;
  realmDefault: string;
}

export function RetentionSetting({ value, onChange, verdict, realmDefault }: Props) {
  const id = useId();
  const disabled = !verdict.allowed;
  return (
    <fieldset className="retention" aria-describedby={disabled ? `${id}-why` : undefined}>
      <legend>Message retention</legend>
      <label>
        <input
          type="radio"
          name={`${id}-r`}
          checked={value.kind === 'realm_default'}
          disabled={disabled}
          onChange={() => onChange({ kind: 'realm_default' })}
        />
        Organization default ({realmDefault})
      </label>
      <label>
        <input
          type="radio"
          name={`${id}-r`}
          checked={value.kind === 'unlimited'}
          disabled={disabled}
          onChange={() => onChange({ kind: 'unlimited' })}
        />
        Keep messages forever
      </label>
      <label>
        <input
          type="radio"
          name={`${id}-r`}
          checked={value.kind === 'days'}
          disabled={disabled}
          onChange={() => onChange({ kind: 'days', days: value.kind === 'days' ? value.days : 30 })}
        />
        Delete messages after
        <input
          type="number"
          min={1}
          aria-label="Days to keep messages"
          disabled={disabled || value.kind !== 'days'}
          value={value.kind === 'days' ? value.days : ''}
          onChange={(e) => {
            const days = Math.max(1, Math.floor(Number(e.target.value) || 1));
            onChange({ kind: 'days', days });
          }}
        />
        days
      </label>
      {disabled && (
        <p id={`${id}-why`} className="setting-reason">
          {verdict.reason}
        </p>
      )}
    </fieldset>
  );
}
