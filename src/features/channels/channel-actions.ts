/** What can be done to a subscribed channel from its menu in the sidebar. */
import { updateSubscriptionProperties } from '../../api/endpoints/channels';
import type { NarrowTerm } from '../../api/types/narrow';
import { narrowToHash } from '../../model/narrow-url';
import { unreadInChannel } from '../../model/unread';
import { selectUnreadCounts } from '../../store/unread-counts';
import { channelHash } from '../channel-settings';
import type { MenuAction } from '../common/ActionMenu';
import type { AppServices } from '../common/app-context';
import { copyLink } from '../common/copy';
import { attempt } from '../common/notices';
import { markAsReadWithProgress } from '../unread';

export const channelNarrow = (stream_id: number): NarrowTerm[] => [
  { operator: 'channel', operand: stream_id },
];

export const setSubscriptionProperty = (
  app: AppServices,
  stream_id: number,
  property: 'is_muted' | 'pin_to_top' | 'color',
  value: boolean | string,
) => updateSubscriptionProperties(app.conn, [{ stream_id, property, value }]);

export function channelActions(
  app: AppServices,
  stream_id: number,
  openColorPicker: () => void,
): MenuAction[] {
  const state = app.parley.getState();
  const sub = state.subscriptions[stream_id];
  const name = state.channels[stream_id]?.name ?? '';
  if (!sub) return [];
  const unread = unreadInChannel(selectUnreadCounts(state), stream_id);
  const toggle = (property: 'is_muted' | 'pin_to_top', value: boolean, what: string) => () =>
    void attempt(what, () => setSubscriptionProperty(app, stream_id, property, value));
  return [
    sub.pin_to_top
      ? {
          label: 'Unpin channel from top',
          onSelect: toggle('pin_to_top', false, 'unpin the channel'),
        }
      : { label: 'Pin channel to top', onSelect: toggle('pin_to_top', true, 'pin the channel') },
    sub.is_muted
      ? { label: 'Unmute channel', onSelect: toggle('is_muted', false, 'unmute the channel') }
      : { label: 'Mute channel', onSelect: toggle('is_muted', true, 'mute the channel') },
    {
      label: 'Mark all messages as read',
      disabled: unread === 0,
      onSelect: () => void markAsReadWithProgress(app, channelNarrow(stream_id), unread),
    },
    {
      label: 'Copy link to channel',
      onSelect: () =>
        void copyLink(narrowToHash(channelNarrow(stream_id), { channelName: () => name })),
    },
    { label: 'Change colour', onSelect: openColorPicker },
    {
      label: 'Channel settings',
      onSelect: () => app.navigate(channelHash(stream_id, name)),
    },
  ];
}
