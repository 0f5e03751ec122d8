/** Where a user group is used as a setting value, before it may be deactivated. */
import type { Db } from '../db/database';
import { listGroups } from '../db/groups';
import { listStreams } from '../db/streams';
import { STREAM_GROUP_SETTINGS, streamGroupSetting } from './channels';
import { USER_GROUP_SETTINGS, userGroupSettings } from './group-setting-values';
import { type GroupSettingValue, loadRealm } from './realm';

const refersTo = (v: GroupSettingValue, id: number) =>
  typeof v === 'number' ? v === id : v.direct_subgroups.includes(id);

/** Where group `id` is a setting value: active channels, the realm, other active groups. */
export function groupUsage(db: Db, id: number): string[] {
  const uses: string[] = [];
  for (const s of listStreams(db)) {
    if (s.is_archived) continue;
    const keys = STREAM_GROUP_SETTINGS.filter((k) => refersTo(streamGroupSetting(s, k), id));
    if (keys.length) uses.push(`channel #${s.name} (${keys.join(', ')})`);
  }
  const realm = loadRealm(db).groupSettings;
  const realmKeys = Object.keys(realm).filter((k) => refersTo(realm[k]!, id));
  if (realmKeys.length) uses.push(`organization settings (${realmKeys.join(', ')})`);
  for (const g of listGroups(db)) {
    if (g.id === id || g.deactivated) continue;
    const settings = userGroupSettings(db, g);
    const keys = USER_GROUP_SETTINGS.filter((k) => refersTo(settings[k], id));
    if (keys.length) uses.push(`group ${g.name} (${keys.join(', ')})`);
  }
  return uses;
}
