/** Group-setting values compared as Zulip reports them; the client and the server both use this. */
import type { GroupSettingValue } from './types/models';

/** One subgroup and no members is that group itself, as Zulip reports it. */
export function normalizeGroupSetting(v: GroupSettingValue): GroupSettingValue {
  if (typeof v === 'number') return v;
  const members = [...new Set(v.direct_members)].sort((a, b) => a - b);
  const subgroups = [...new Set(v.direct_subgroups)].sort((a, b) => a - b);
  if (members.length === 0 && subgroups.length === 1) return subgroups[0]!;
  return { direct_members: members, direct_subgroups: subgroups };
}

/** Whether two values name the same people (an absent value is the same only as another). */
export function sameGroupSetting(
  a: GroupSettingValue | undefined,
  b: GroupSettingValue | undefined,
): boolean {
  if (a === undefined || b === undefined) return a === b;
  return JSON.stringify(normalizeGroupSetting(a)) === JSON.stringify(normalizeGroupSetting(b));
}
