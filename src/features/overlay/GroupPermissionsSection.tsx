/**
 * A "Permissions" section of group settings (a channel's, a user group's): the one picker each,
 * saved together as `{new, old}`. If someone changed a value meanwhile the server refuses
 * (EXPECTATION_MISMATCH) and the section shows the current values and says so, instead of
 * overwriting them.
 */
import { useId } from 'react';
import type { GroupSettingUpdate, GroupSettingValue } from '../../api/types/models';
import type { Verdict } from '../../model/channel-permissions';
import { type PermissionSettingKind, sameGroupSetting } from '../../model/group-settings';
import { useEditedFields } from './edited-field';
import { GroupSettingPicker } from './GroupSettingPicker';
import { SaveBar, Setting } from './Setting';
import { useSave } from './saving';

type Value = GroupSettingValue | undefined;

const sameValue = (a: Value, b: Value) => sameGroupSetting(a, b);

interface Props<N extends string> {
  /** Each setting's name and label, in the order shown. */
  settings: readonly (readonly [N, string])[];
  /** The values as the store has them (undefined: a server too old for that setting). */
  current: Record<N, Value>;
  kind: PermissionSettingKind;
  verdict: Verdict;
  save(params: Partial<Record<N, GroupSettingUpdate>>): Promise<unknown>;
  /**
   * Settings that only add to who may already (a public channel's subscribers): the hint that
   * says who may, and the name of "Nobody else" in the picker.
   */
  extra?: Partial<Record<N, { hint: string; nobody: string }>>;
}

export function GroupPermissionsSection<N extends string>(props: Props<N>) {
  const { settings, current, kind, verdict, save, extra } = props;
  const id = useId();
  const saver = useSave();
  const edited = useEditedFields<N, Value>(current, sameValue);
  const changed = settings.filter(([name]) => edited[name].dirty);
  const resetAll = () => {
    for (const [name] of settings) edited[name].reset();
  };
  const onSave = () => {
    const params: Partial<Record<N, GroupSettingUpdate>> = {};
    for (const [name] of changed) {
      const { value, base } = edited[name];
      if (value !== undefined)
        params[name] = base === undefined ? { new: value } : { new: value, old: base };
    }
    void saver.run(() => save(params), {
      onDone: () => {
        for (const [name] of changed) edited[name].commit();
      },
      onConflict: resetAll,
    });
  };
  return (
    <section className="settings-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Permissions</h3>
      {settings
        .filter(([name]) => current[name] !== undefined)
        .map(([name, label]) => (
          <Setting key={name} label={label} verdict={verdict} hint={extra?.[name]?.hint}>
            {(ids) => (
              <GroupSettingPicker
                id={ids.id}
                label={label}
                kind={kind}
                setting={name}
                value={edited[name].value ?? current[name]!}
                onChange={edited[name].set}
                disabled={ids.disabled}
                describedBy={ids.describedBy}
                nobodyLabel={extra?.[name]?.nobody}
              />
            )}
          </Setting>
        ))}
      <SaveBar
        dirty={changed.length > 0}
        state={saver.state}
        onSave={onSave}
        onDiscard={() => {
          resetAll();
          saver.clear();
        }}
      />
    </section>
  );
}
