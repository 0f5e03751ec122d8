/**
 * What can be done to a topic from its menus (sidebar, recipient bar, Inbox, Recent): muting
 * and following, resolving, moving, marking as read, copying its link. Each shows its effect through the
 * events that follow; a refusal becomes an error notice with a retry.
 */
import { RESOLVED_TOPIC_PREFIX } from '../../api/constants';
import { setTopicVisibility } from '../../api/endpoints/channels';
import { getMessages, updateMessage } from '../../api/endpoints/messages';
import type { NarrowTerm } from '../../api/types/narrow';
import { narrowToHash } from '../../model/narrow-url';
import { canResolveTopic, hasRealmPermission } from '../../model/permissions';
import { topicKey } from '../../store/keys';
import type { ParleyState } from '../../store/state';
import { isTopicFollowed, isTopicMuted } from '../../store/unread-counts';
import type { MenuAction } from '../common/ActionMenu';
import { type AppServices, featureLevel } from '../common/app-context';
import { copyLink } from '../common/copy';
import { openTopicMove } from '../common/message-ui';
import { attempt, showNotice } from '../common/notices';
import { markAsReadWithProgress } from '../unread';

type VisibilityPolicy = 0 | 1 | 2 | 3;

export const topicNarrow = (stream_id: number, topic: string): NarrowTerm[] => [
  { operator: 'channel', operand: stream_id },
  { operator: 'topic', operand: topic },
];

export const topicHash = (state: Pick<ParleyState, 'channels'>, stream_id: number, topic: string) =>
  narrowToHash(topicNarrow(stream_id, topic), { channelName: (id) => state.channels[id]?.name });

/** A message in the topic, to move the whole topic from: the newest one the client knows. */
async function someMessageIn(app: AppServices, stream_id: number, topic: string): Promise<number> {
  const known = app.parley.getState().topics[stream_id]?.byName.get(topic.toLowerCase())?.max_id;
  if (known !== undefined) return known;
  const res = await getMessages(
    app.conn,
    { anchor: 'newest', num_before: 1, num_after: 0, narrow: topicNarrow(stream_id, topic) },
    featureLevel(app.parley),
  );
  const id = res.messages.at(-1)?.id;
  if (id === undefined) throw new Error('the topic has no messages');
  return id;
}

export async function renameTopic(app: AppServices, stream_id: number, from: string, to: string) {
  const id = await someMessageIn(app, stream_id, from);
  await updateMessage(app.conn, id, {
    topic: to,
    propagate_mode: 'change_all',
    send_notification_to_old_thread: false,
  });
}

/** "Mark as resolved" / "Mark as unresolved": the topic renamed with or without the prefix. */
export function toggleResolved(app: AppServices, stream_id: number, topic: string) {
  const resolved = topic.startsWith(RESOLVED_TOPIC_PREFIX);
  return attempt(resolved ? 'unresolve the topic' : 'resolve the topic', () =>
    renameTopic(
      app,
      stream_id,
      topic,
      resolved ? topic.slice(RESOLVED_TOPIC_PREFIX.length) : RESOLVED_TOPIC_PREFIX + topic,
    ),
  );
}

const setVisibility = (
  app: AppServices,
  stream_id: number,
  topic: string,
  policy: VisibilityPolicy,
) => setTopicVisibility(app.conn, featureLevel(app.parley), stream_id, topic, policy);

/** Mutes a topic, or unmutes it if muted (`Shift+M`); says which, as Zulip does. */
export function toggleTopicMute(app: AppServices, stream_id: number, topic: string) {
  const state = app.parley.getState();
  const channelMuted = state.subscriptions[stream_id]?.is_muted ?? false;
  if (isTopicMuted(state, stream_id, topic)) {
    void attempt('unmute the topic', async () => {
      await setVisibility(app, stream_id, topic, channelMuted ? 2 : 0);
      showNotice({ text: `Unmuted “${topic}”.`, tone: 'info' }, 4000);
    });
  } else {
    void attempt('mute the topic', async () => {
      await setVisibility(app, stream_id, topic, 1);
      showNotice({ text: `Muted “${topic}”.`, tone: 'info' }, 4000);
    });
  }
}

/** The topic menu's items, for the user and the topic's current state. */
export function topicActions(app: AppServices, stream_id: number, topic: string): MenuAction[] {
  const state = app.parley.getState();
  const muted = isTopicMuted(state, stream_id, topic);
  const followed = isTopicFollowed(state, stream_id, topic);
  const channelMuted = state.subscriptions[stream_id]?.is_muted ?? false;
  const resolved = topic.startsWith(RESOLVED_TOPIC_PREFIX);
  const mayResolve = canResolveTopic(state, stream_id, topic);
  const unread = state.unread.byId;
  let unreadCount = 0;
  const key = topicKey(stream_id, topic);
  for (const loc of unread.values()) {
    if (loc.type === 'stream' && topicKey(loc.stream_id, loc.topic) === key) unreadCount++;
  }
  const actions: MenuAction[] = [];
  if (mayResolve) {
    actions.push({
      label: resolved ? 'Mark as unresolved' : 'Mark as resolved',
      onSelect: () => void toggleResolved(app, stream_id, topic),
    });
  }
  const mayMove =
    !state.channels[stream_id]?.is_archived &&
    (hasRealmPermission(state, 'can_move_messages_between_topics_group') ||
      hasRealmPermission(state, 'can_move_messages_between_channels_group'));
  if (mayMove) {
    actions.push({ label: 'Move topic', onSelect: () => openTopicMove(stream_id, topic) });
  }
  actions.push(
    muted
      ? {
          label: 'Unmute topic',
          // In a muted channel, showing a topic takes "unmuted"; elsewhere removing the mute.
          onSelect: () =>
            void attempt('unmute the topic', () =>
              setVisibility(app, stream_id, topic, channelMuted ? 2 : 0),
            ),
        }
      : {
          label: 'Mute topic',
          onSelect: () =>
            void attempt('mute the topic', () => setVisibility(app, stream_id, topic, 1)),
        },
    followed
      ? {
          label: 'Unfollow topic',
          onSelect: () =>
            void attempt('unfollow the topic', () => setVisibility(app, stream_id, topic, 0)),
        }
      : {
          label: 'Follow topic',
          onSelect: () =>
            void attempt('follow the topic', () => setVisibility(app, stream_id, topic, 3)),
        },
    {
      label: 'Mark all messages as read',
      disabled: unreadCount === 0,
      onSelect: () => void markAsReadWithProgress(app, topicNarrow(stream_id, topic), unreadCount),
    },
    {
      label: 'Copy link to topic',
      onSelect: () => void copyLink(topicHash(state, stream_id, topic)),
    },
  );
  return actions;
}
