/** One organization setting's control, by its kind. */
import type { GroupSettingValue } from '../../api/types/models';
import type { Verdict } from '../../model/channel-permissions';
import { CheckboxSetting, GroupSettingPicker, Setting } from '../overlay';
import { type RealmField, TIME_LIMITS } from './realm-fields';

interface Props {
  field: RealmField;
  value: unknown;
  onChange(value: unknown): void;
  verdict: Verdict;
}

const CUSTOM = 'custom';

export function RealmFieldControl({ field, value, onChange, verdict }: Props) {
  switch (field.kind) {
    case 'bool':
      return (
        <CheckboxSetting
          label={field.label}
          hint={field.hint}
          verdict={verdict}
          checked={value === true}
          onChange={onChange}
        />
      );
    case 'text':
      return (
        <Setting label={field.label} hint={field.hint} verdict={verdict}>
          {(ids) => (
            <input
              type="text"
              id={ids.id}
              aria-describedby={ids.describedBy}
              disabled={ids.disabled}
              maxLength={field.max}
              aria-invalid={String(value ?? '').trim() === ''}
              value={String(value ?? '')}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </Setting>
      );
    case 'select':
      return (
        <Setting label={field.label} verdict={verdict}>
          {(ids) => (
            <select
              id={ids.id}
              aria-describedby={ids.describedBy}
              disabled={ids.disabled}
              value={String(value)}
              onChange={(e) => onChange(e.target.value)}
            >
              {field.options.map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Setting>
      );
    case 'time-limit':
      return (
        <TimeLimit
          field={field}
          value={value as number | null}
          onChange={onChange}
          verdict={verdict}
        />
      );
    case 'group':
      return (
        <Setting label={field.label} verdict={verdict}>
          {(ids) => (
            <GroupSettingPicker
              id={ids.id}
              label={field.label}
              kind="realm"
              setting={field.key}
              value={value as GroupSettingValue}
              onChange={onChange}
              disabled={ids.disabled}
              describedBy={ids.describedBy}
            />
          )}
        </Setting>
      );
  }
}

function TimeLimit({
  field,
  value,
  onChange,
  verdict,
}: {
  field: Extract<RealmField, { kind: 'time-limit' }>;
  value: number | null;
  onChange(value: number | null): void;
  verdict: Verdict;
}) {
  const preset = TIME_LIMITS.some(([seconds]) => seconds === value);
  return (
    <Setting label={field.label} hint={field.hint} verdict={verdict}>
      {(ids) => (
        <div className="time-limit">
          <select
            id={ids.id}
            aria-describedby={ids.describedBy}
            disabled={ids.disabled}
            value={preset ? String(value) : CUSTOM}
            onChange={(e) =>
              onChange(
                e.target.value === CUSTOM
                  ? (value ?? 900)
                  : e.target.value === 'null'
                    ? null
                    : Number(e.target.value),
              )
            }
          >
            {TIME_LIMITS.map(([seconds, label]) => (
              <option key={String(seconds)} value={String(seconds)}>
                {label}
              </option>
            ))}
            <option value={CUSTOM}>Custom</option>
          </select>
          {!preset && value !== null && (
            <label className="inline-label">
              <input
                type="number"
                min={1}
                disabled={ids.disabled}
                value={Math.round(value / 60)}
                onChange={(e) =>
                  onChange(Math.max(1, Math.floor(Number(e.target.value) || 1)) * 60)
                }
              />
              minutes
            </label>
          )}
        </div>
      )}
    </Setting>
  );
}
