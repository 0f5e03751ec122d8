/**
 * What the command palette can do besides going to a conversation: the settings pages, and the
 * common actions, each one the existing function behind the menus (topic and channel menus,
 * marking as read, the personal menu's theme items, compose), never a copy of it.
 */
import type { PaletteEntry } from '../../model/palette';
import type { View } from '../../model/route';
import type { ParleyState } from '../../store/state';
import { selectUnreadCounts } from '../../store/unread-counts';
import { ORGANIZATION_SECTIONS } from '../admin';
import { channelHash } from '../channel-settings';
import { channelActions } from '../channels';
import type { MenuAction } from '../common/ActionMenu';
import type { AppServices } from '../common/app-context';
import { newDirectMessage, newTopic } from '../compose';
import { SETTINGS_SECTIONS } from '../settings';
import { selectionOf } from '../sidebar';
import { topicActions } from '../topics';
import { markAsReadWithProgress } from '../unread';

/** A palette entry; actions carry what choosing them does. */
export interface PaletteItem extends PaletteEntry {
  run?(): void;
}

const setting = (text: string, hash: string, detail?: string): PaletteItem => ({
  key: `setting:${hash}`,
  kind: 'setting',
  text,
  hash,
  ...(detail === undefined ? {} : { detail, alt: `${detail} ${text}` }),
  recency: 0,
  unread: 0,
});

/** The settings pages the user may open; in a channel, that channel's settings too. */
export function settingEntries(state: ParleyState, view: View): PaletteItem[] {
  const out = SETTINGS_SECTIONS.map((s) =>
    setting(s.label, `#settings/${s.id}`, 'Personal settings'),
  );
  if ((state.users[state.current_user_id]?.role ?? 400) <= 200) {
    out.push(
      ...ORGANIZATION_SECTIONS.map((s) =>
        setting(s.label, `#organization/${s.id}`, 'Organization settings'),
      ),
    );
  }
  out.push(
    setting('User groups', '#groups/your'),
    setting('Channel settings', '#channels/subscribed'),
    setting('All channels', '#channels/all', 'Channel settings'),
    setting('About this server', '#about-zulip'),
  );
  const { stream_id } = selectionOf(view, state.current_user_id);
  const name = stream_id === undefined ? undefined : state.channels[stream_id]?.name;
  if (stream_id !== undefined && name !== undefined) {
    out.push(setting(`#${name} settings`, channelHash(stream_id, name), 'Channel settings'));
  }
  return out;
}

/** The topic and channel menus' items, as the palette names them ("Mute this topic"). */
const TOPIC_LABELS: Record<string, string> = {
  'Mute topic': 'Mute this topic',
  'Unmute topic': 'Unmute this topic',
  'Follow topic': 'Follow this topic',
  'Unfollow topic': 'Unfollow this topic',
  'Mark as resolved': 'Mark this topic as resolved',
  'Mark as unresolved': 'Mark this topic as unresolved',
  'Mark all messages as read': 'Mark this topic as read',
  'Copy link to topic': 'Copy link to this topic',
};
const CHANNEL_LABELS: Record<string, string> = {
  'Mute channel': 'Mute this channel',
  'Unmute channel': 'Unmute this channel',
  'Pin channel to top': 'Pin this channel to top',
  'Unpin channel from top': 'Unpin this channel from top',
  'Mark all messages as read': 'Mark this channel as read',
  'Copy link to channel': 'Copy link to this channel',
};

const action = (text: string, run: () => void, detail?: string): PaletteItem => ({
  key: `action:${text}`,
  kind: 'action',
  text,
  run,
  ...(detail === undefined ? {} : { detail }),
  recency: 0,
  unread: 0,
});

/** A menu's enabled items, renamed for the palette; those it does not name are left out. */
const fromMenu = (items: MenuAction[], labels: Record<string, string>, detail: string) =>
  items.flatMap((m) => {
    const text = labels[m.label];
    return text && !m.disabled ? [action(text, m.onSelect, detail)] : [];
  });

/**
 * The actions for where the user is: the current topic's and channel's, then those that apply
 * anywhere. `extra` are the shell's own (the personal menu's theme items, logging out).
 */
export function paletteActions(
  app: AppServices,
  view: View,
  extra: readonly MenuAction[],
): PaletteItem[] {
  const state = app.parley.getState();
  const { stream_id, topic } = selectionOf(view, state.current_user_id);
  const out: PaletteItem[] = [];
  const channel = stream_id === undefined ? undefined : state.channels[stream_id];
  if (stream_id !== undefined && channel && state.subscriptions[stream_id]) {
    if (topic !== undefined) {
      const where = `#${channel.name} > ${topic}`;
      out.push(...fromMenu(topicActions(app, stream_id, topic), TOPIC_LABELS, where));
    }
    const noColour = () => {};
    out.push(
      ...fromMenu(channelActions(app, stream_id, noColour), CHANNEL_LABELS, `#${channel.name}`),
    );
  }
  const total = selectUnreadCounts(state).total;
  if (total > 0) {
    out.push(action('Mark all as read', () => void markAsReadWithProgress(app, [], total)));
  }
  out.push(
    action('Start new conversation', () => newTopic(app.parley.getState(), view)),
    action('New direct message', () => newDirectMessage(app.parley.getState(), view)),
    ...extra.map((m) => action(m.label, m.onSelect)),
  );
  return out;
}
