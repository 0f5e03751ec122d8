/**
 * The channel's five group-setting permissions, each with the one picker. Saving sends
 * `{new, old}`; if someone changed a value meanwhile the server refuses (EXPECTATION_MISMATCH)
 * and the section shows the current values and says so, instead of overwriting.
 */
import { useId } from 'react';
import { updateStreamPermissions } from '../../api/endpoints/channels';
import type { GroupSettingUpdate, GroupSettingValue } from '../../api/types/models';
import { channelSettingsVerdict } from '../../model/channel-permissions';
import { sameGroupSetting } from '../../model/group-settings';
import type { ParleyState } from '../../store/state';
import { featureLevel, useApp, useStoreValue } from '../common/app-context';
import { useDraftMap, useSave } from '../overlay/drafts';
import { GroupSettingPicker } from '../overlay/GroupSettingPicker';
import { SaveBar, Setting } from '../overlay/Setting';
import { useVerdict } from '../overlay/useVerdict';

export const CHANNEL_PERMISSIONS = [
  ['can_send_message_group', 'Who can post to this channel'],
  ['can_administer_channel_group', 'Who can administer this channel'],
  ['can_add_subscribers_group', 'Who can subscribe anyone to this channel'],
  ['can_subscribe_group', 'Who can subscribe to this channel'],
  ['can_remove_subscribers_group', 'Who can unsubscribe anyone from this channel'],
] as const;

type PermissionName = (typeof CHANNEL_PERMISSIONS)[number][0];

/** The five values as the store has them (undefined: a server too old for that setting). */
function useCurrentPermissions(stream_id: number) {
  const pick = (name: PermissionName) => (s: ParleyState) => s.channels[stream_id]?.[name];
  return {
    can_send_message_group: useStoreValue(pick('can_send_message_group')),
    can_administer_channel_group: useStoreValue(pick('can_administer_channel_group')),
    can_add_subscribers_group: useStoreValue(pick('can_add_subscribers_group')),
    can_subscribe_group: useStoreValue(pick('can_subscribe_group')),
    can_remove_subscribers_group: useStoreValue(pick('can_remove_subscribers_group')),
  } satisfies Record<PermissionName, GroupSettingValue | undefined>;
}

const sameValue = (a: GroupSettingValue | undefined, b: GroupSettingValue | undefined) =>
  sameGroupSetting(a, b);

export function ChannelPermissions({ stream_id }: { stream_id: number }) {
  const app = useApp();
  const id = useId();
  const verdict = useVerdict((s) => channelSettingsVerdict(s, stream_id));
  const save = useSave();
  const current = useCurrentPermissions(stream_id);
  const drafts = useDraftMap<PermissionName, GroupSettingValue | undefined>(current, sameValue);
  const changed = CHANNEL_PERMISSIONS.filter(([name]) => drafts[name].dirty);
  const onSave = () => {
    const params: Partial<Record<PermissionName, GroupSettingUpdate>> = {};
    for (const [name] of changed) {
      const { value, base } = drafts[name];
      if (value !== undefined)
        params[name] = base === undefined ? { new: value } : { new: value, old: base };
    }
    // Older servers take who may post as stream_post_policy: name system groups for it.
    const { groups } = app.parley.getState();
    const systemName = (gid: number) =>
      groups[gid]?.is_system_group ? groups[gid].name : undefined;
    const fl = featureLevel(app.parley);
    void save.run(() => updateStreamPermissions(app.conn, stream_id, fl, params, systemName), {
      onDone: () => {
        for (const [name] of changed) drafts[name].commit();
      },
      onConflict: () => {
        for (const [name] of CHANNEL_PERMISSIONS) drafts[name].reset();
      },
    });
  };
  return (
    <section className="settings-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Permissions</h3>
      {CHANNEL_PERMISSIONS.filter(([name]) => current[name] !== undefined).map(([name, label]) => (
        <Setting key={name} label={label} verdict={verdict}>
          {(ids) => (
            <GroupSettingPicker
              id={ids.id}
              label={label}
              kind="stream"
              setting={name}
              value={drafts[name].value ?? current[name]!}
              onChange={drafts[name].set}
              disabled={ids.disabled}
              describedBy={ids.describedBy}
            />
          )}
        </Setting>
      ))}
      <SaveBar
        dirty={changed.length > 0}
        state={save.state}
        onSave={onSave}
        onDiscard={() => {
          for (const [name] of CHANNEL_PERMISSIONS) drafts[name].reset();
          save.clear();
        }}
      />
    </section>
  );
}
