/**
 * The one picker for every group-setting permission: a system group (a role), a user group,
 * or a custom set of users and groups. Offers only what the setting may be set to.
 */
import { useMemo, useState } from 'react';
import { SystemGroup } from '../../api/constants';
import type { GroupSettingValue } from '../../api/types/models';
import {
  groupLabel,
  type PermissionSettingKind,
  permissionRule,
  systemGroupChoices,
  userGroupChoices,
} from '../../model/group-settings';
import type { Principal } from '../../model/principals';
import { useApp, useStoreValue } from '../common/app-context';
import { PrincipalPicker } from './PrincipalPicker';

interface Props {
  id: string;
  label: string;
  kind: PermissionSettingKind;
  setting: string;
  value: GroupSettingValue;
  onChange(value: GroupSettingValue): void;
  disabled?: boolean;
  describedBy?: string;
  /** What "Nobody" means here, when the setting only adds to others (see GroupPermissionsSection). */
  nobodyLabel?: string;
}

const CUSTOM = 'custom';
const asCustom = (v: GroupSettingValue) =>
  typeof v === 'number' ? { direct_members: [], direct_subgroups: [v] } : v;

export function GroupSettingPicker(props: Props) {
  const { id, label, kind, setting, value, onChange, disabled, describedBy, nobodyLabel } = props;
  const app = useApp();
  const groups = useStoreValue((s) => s.groups);
  const users = useStoreValue((s) => s.users);
  const rule = useMemo(
    () => permissionRule(app.parley.getState(), kind, setting),
    [app, kind, setting],
  );
  const system = useMemo(() => systemGroupChoices(groups, rule), [groups, rule]);
  const named = useMemo(() => userGroupChoices(groups, rule), [groups, rule]);
  // An empty anonymous group is "Nobody", unless the user has just chosen to build one.
  const [customMode, setCustomMode] = useState(false);
  // Discarded (the value is a group again): back to showing that group.
  if (customMode && typeof value === 'number') setCustomMode(false);
  const nobody = system.find((g) => g.name === SystemGroup.nobody);
  const empty =
    typeof value !== 'number' &&
    value.direct_members.length === 0 &&
    value.direct_subgroups.length === 0;
  const custom = customMode || (typeof value !== 'number' && !(empty && nobody));
  const selected = custom ? CUSTOM : String(empty && nobody ? nobody.id : value);
  const offered = [...system, ...named];
  // A current value the rules no longer offer is still shown as it is.
  const stray =
    typeof value === 'number' && !offered.some((g) => g.id === value) ? groups[value] : undefined;
  const choose = (v: string) => {
    setCustomMode(v === CUSTOM);
    onChange(v === CUSTOM ? asCustom(value) : Number(v));
  };
  const anon = asCustom(value);
  const allowedSubgroup = (gid: number) => offered.some((g) => g.id === gid);
  const exclude = (p: Principal) =>
    p.kind === 'user'
      ? anon.direct_members.includes(p.id)
      : !allowedSubgroup(p.id) || anon.direct_subgroups.includes(p.id);
  const remove = (kind: 'user' | 'group', rid: number) =>
    onChange({
      direct_members: anon.direct_members.filter((m) => kind !== 'user' || m !== rid),
      direct_subgroups: anon.direct_subgroups.filter((g) => kind !== 'group' || g !== rid),
    });
  const entries = [
    ...anon.direct_subgroups.map((g) => ({
      kind: 'group' as const,
      id: g,
      name: groups[g] ? groupLabel(groups[g]) : `group ${g}`,
    })),
    ...anon.direct_members.map((u) => ({
      kind: 'user' as const,
      id: u,
      name: users[u]?.full_name ?? `user ${u}`,
    })),
  ];
  return (
    <div className="group-setting-picker">
      <select
        id={id}
        value={selected}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => choose(e.target.value)}
      >
        <optgroup label="Roles">
          {system.map((g) => (
            <option key={g.id} value={g.id}>
              {g.id === nobody?.id && nobodyLabel ? nobodyLabel : groupLabel(g)}
            </option>
          ))}
        </optgroup>
        {named.length > 0 && (
          <optgroup label="User groups">
            {named.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </optgroup>
        )}
        {stray && <option value={stray.id}>{groupLabel(stray)}</option>}
        {!rule.require_system_group && (
          <option value={CUSTOM}>Custom: chosen users and groups</option>
        )}
      </select>
      {custom && (
        <div className="custom-group">
          {entries.length === 0 ? (
            <p className="setting-hint">Nobody yet: add users or groups.</p>
          ) : (
            <ul className="pills" aria-label={`Who is in "${label}"`}>
              {entries.map((e) => (
                <li key={`${e.kind}:${e.id}`} className="pill">
                  {e.name}
                  {!disabled && (
                    <button
                      type="button"
                      className="quiet pill-remove"
                      aria-label={`Remove ${e.name}`}
                      onClick={() => remove(e.kind, e.id)}
                    >
                      ×
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {!disabled && (
            <PrincipalPicker
              label={`Add users or groups to "${label}"`}
              placeholder="Add users or groups"
              kinds={['user', 'group']}
              exclude={exclude}
              onPick={(p) =>
                onChange(
                  p.kind === 'user'
                    ? { ...anon, direct_members: [...anon.direct_members, p.id] }
                    : { ...anon, direct_subgroups: [...anon.direct_subgroups, p.id] },
                )
              }
            />
          )}
        </div>
      )}
    </div>
  );
}
