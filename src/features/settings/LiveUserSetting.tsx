/** Personal settings that save the moment they change (PATCH /settings). */
import { updateSettings } from '../../api/endpoints/settings';
import { useApp, useStoreValue } from '../common/app-context';
import { CheckboxSetting, SaveStatus, Setting, useLiveSetting } from '../overlay';

export function UserCheckbox({
  setting,
  label,
  hint,
}: {
  setting: string;
  label: string;
  hint?: string;
}) {
  const app = useApp();
  const current = useStoreValue((s) => s.userSettings[setting] === true);
  const live = useLiveSetting(current, (v) => updateSettings(app.conn, { [setting]: v }));
  return (
    <div className="live-setting">
      <CheckboxSetting label={label} hint={hint} checked={live.value} onChange={live.change} />
      <SaveStatus state={live.state} />
    </div>
  );
}

export function UserSelect<T extends string | number | boolean>({
  setting,
  label,
  options,
  hint,
}: {
  setting: string;
  label: string;
  options: readonly (readonly [T, string])[];
  hint?: string;
}) {
  const app = useApp();
  const current = useStoreValue((s) => s.userSettings[setting] as T);
  const live = useLiveSetting(current, (v) => updateSettings(app.conn, { [setting]: v }));
  return (
    <div className="live-setting">
      <Setting label={label} hint={hint}>
        {(ids) => (
          <select
            id={ids.id}
            aria-describedby={ids.describedBy}
            value={String(live.value)}
            onChange={(e) => {
              const picked = options.find(([v]) => String(v) === e.target.value);
              if (picked) live.change(picked[0]);
            }}
          >
            {options.map(([value, text]) => (
              <option key={String(value)} value={String(value)}>
                {text}
              </option>
            ))}
          </select>
        )}
      </Setting>
      <SaveStatus state={live.state} />
    </div>
  );
}
