/** The channel's five group-setting permissions (see GroupPermissionsSection). */
import { updateStreamPermissions } from '../../api/endpoints/channels';
import type { GroupSettingUpdate, GroupSettingValue } from '../../api/types/models';
import { channelSettingsVerdict } from '../../model/channel-permissions';
import type { ParleyState } from '../../store/state';
import { featureLevel, useApp, useStoreValue } from '../common/app-context';
import { GroupPermissionsSection, useVerdict } from '../overlay';

export const CHANNEL_PERMISSIONS = [
  ['can_send_message_group', 'Who can post to this channel'],
  ['can_administer_channel_group', 'Who can administer this channel'],
  ['can_add_subscribers_group', 'Who can subscribe anyone to this channel'],
  ['can_subscribe_group', 'Who can subscribe to this channel'],
  ['can_remove_subscribers_group', 'Who can unsubscribe anyone from this channel'],
] as const;

/** On a public channel, who may subscribe is everyone who can see it, and this group besides. */
const PUBLIC_EXTRA = {
  can_subscribe_group: {
    hint: 'Everyone who can see the channel can subscribe; the choice here adds to them.',
    nobody: 'Everyone who can see the channel',
  },
};

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

export function ChannelPermissions({ stream_id }: { stream_id: number }) {
  const app = useApp();
  const verdict = useVerdict((s) => channelSettingsVerdict(s, stream_id));
  const current = useCurrentPermissions(stream_id);
  const isPublic = useStoreValue((s) => s.channels[stream_id]?.invite_only === false);
  const save = (params: Partial<Record<PermissionName, GroupSettingUpdate>>) => {
    // Older servers take who may post as stream_post_policy: name system groups for it.
    const { groups } = app.parley.getState();
    const systemName = (gid: number) =>
      groups[gid]?.is_system_group ? groups[gid].name : undefined;
    const fl = featureLevel(app.parley);
    return updateStreamPermissions(app.conn, stream_id, fl, params, systemName);
  };
  return (
    <GroupPermissionsSection
      settings={CHANNEL_PERMISSIONS}
      current={current}
      kind="stream"
      verdict={verdict}
      save={save}
      extra={isPublic ? PUBLIC_EXTRA : undefined}
    />
  );
}
