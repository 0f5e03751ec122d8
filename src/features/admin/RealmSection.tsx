/**
 * A section of organization settings saved together with PATCH /realm: plain values as they
 * are, group settings as `{new, old}` (a value changed meanwhile is refused, then shown as it
 * is now). Every change reaches everyone through the realm events.
 */
import { useId } from 'react';
import { updateRealm } from '../../api/endpoints/settings';
import type { GroupSettingValue } from '../../api/types/models';
import { sameGroupSetting } from '../../model/group-settings';
import { realmSettingVerdict } from '../../model/permissions-admin';
import { useApp, useStoreValue } from '../common/app-context';
import { SaveBar, useEditedFields, useSave } from '../overlay';
import { RealmFieldControl } from './RealmFieldControl';
import type { RealmField, RealmSectionSpec } from './realm-fields';

const same = (a: unknown, b: unknown) =>
  typeof a === 'object' || typeof b === 'object'
    ? sameGroupSetting(a as GroupSettingValue, b as GroupSettingValue)
    : Object.is(a, b);

/** The fields this server has (the edit-history policy replaced the older flag at FL 358). */
export function presentFields(spec: RealmSectionSpec, realm: Record<string, unknown>) {
  return spec.fields.filter(
    (f) =>
      f.key in realm &&
      !(f.key === 'allow_edit_history' && 'message_edit_history_visibility_policy' in realm),
  );
}

function requestValue(field: RealmField, value: unknown, base: unknown) {
  if (field.kind === 'group') return { new: value, old: base };
  if (field.kind === 'time-limit' && value === null) return 'unlimited';
  if (field.kind === 'text') return String(value).trim();
  return value;
}

export function RealmSection({ spec }: { spec: RealmSectionSpec }) {
  const app = useApp();
  const id = useId();
  const realm = useStoreValue((s) => s.realm);
  // Roles change what one may change: follow them.
  useStoreValue((s) => s.users[s.current_user_id]?.role);
  const fields = presentFields(spec, realm);
  const current = Object.fromEntries(fields.map((f) => [f.key, realm[f.key]]));
  const edited = useEditedFields<string, unknown>(current, same);
  const save = useSave();
  const state = app.parley.getState();
  const changed = fields.filter((f) => edited[f.key]?.dirty);
  const invalid = changed.some(
    (f) => f.kind === 'text' && String(edited[f.key]!.value).trim() === '',
  );
  const onSave = () => {
    const sent = Object.fromEntries(
      changed.map((f) => [f.key, requestValue(f, edited[f.key]!.value, edited[f.key]!.base)]),
    );
    void save.run(
      async () => {
        const answer = (await updateRealm(app.conn, sent)) as {
          ignored_parameters_unsupported?: string[];
        };
        const ignored = answer.ignored_parameters_unsupported ?? [];
        if (ignored.length)
          throw new Error(`This server does not support changing ${ignored.join(', ')}.`);
      },
      {
        onDone: () => {
          for (const f of changed) edited[f.key]!.commit();
        },
        onConflict: () => {
          for (const f of fields) edited[f.key]!.reset();
        },
      },
    );
  };
  if (fields.length === 0) return null;
  return (
    <section className="settings-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{spec.title}</h3>
      {fields.map((f) => (
        <RealmFieldControl
          key={f.key}
          field={f}
          value={edited[f.key]!.value}
          onChange={edited[f.key]!.set}
          verdict={realmSettingVerdict(state, f.key)}
        />
      ))}
      <SaveBar
        dirty={changed.length > 0 && !invalid}
        state={save.state}
        onSave={onSave}
        onDiscard={() => {
          for (const f of fields) edited[f.key]!.reset();
          save.clear();
        }}
      />
    </section>
  );
}
