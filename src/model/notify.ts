/**
 * Whether a newly arrived message deserves a desktop notification (or a sound), by Zulip's
 * rules: never for one's own or already-read messages; DMs and direct mentions always pass
 * muting; otherwise a muted topic (or a muted channel, unless the topic is unmuted or
 * followed) stays quiet; then the user's settings and the channel's overrides decide.
 */
import type { SubscriptionProperties } from '../api/types/models';
import type { UserSettings } from '../api/types/settings';

/** Which notification: the desktop one or the sound (Zulip's "audible" settings). */
export type NotifyKind = 'desktop' | 'audible';

/** Why a message notifies, most specific first. */
export type NotifyReason = 'dm' | 'mention' | 'alert_word' | 'wildcard' | 'followed' | 'channel';

export interface NotifyInput {
  message: { type: 'stream' | 'private'; sender_id: number };
  flags: readonly string[];
  self_id: number;
  settings: Partial<UserSettings>;
  /** The channel's subscription (stream messages); absent if not subscribed. */
  subscription?: Pick<SubscriptionProperties, 'is_muted'> &
    Partial<
      Pick<
        SubscriptionProperties,
        'desktop_notifications' | 'audible_notifications' | 'wildcard_mentions_notify'
      >
    >;
  /** The topic's visibility policy: 0 inherit, 1 muted, 2 unmuted, 3 followed. */
  topic_policy?: number;
}

const SETTINGS = {
  desktop: {
    global: 'enable_desktop_notifications',
    channel: 'enable_stream_desktop_notifications',
    followed: 'enable_followed_topic_desktop_notifications',
    override: 'desktop_notifications',
  },
  audible: {
    global: 'enable_sounds',
    channel: 'enable_stream_audible_notifications',
    followed: 'enable_followed_topic_audible_notifications',
    override: 'audible_notifications',
  },
} as const;

const WILDCARD_FLAGS = [
  'wildcard_mentioned',
  'stream_wildcard_mentioned',
  'topic_wildcard_mentioned',
];

/** Whether muting (or authorship, or having read it) rules the message out altogether. */
function isNotifiable(input: NotifyInput, directMention: boolean): boolean {
  const { message, flags, self_id, subscription, topic_policy = 0 } = input;
  if (message.sender_id === self_id || flags.includes('read')) return false;
  if (message.type === 'private' || directMention) return true;
  if (!subscription || topic_policy === 1) return false;
  return !subscription.is_muted || topic_policy === 2 || topic_policy === 3;
}

/** The reason to notify of this message, or null for none. */
export function notifyReason(
  input: NotifyInput,
  kind: NotifyKind = 'desktop',
): NotifyReason | null {
  const { message, flags, settings, subscription, topic_policy = 0 } = input;
  const names = SETTINGS[kind];
  const wildcard = WILDCARD_FLAGS.some((f) => flags.includes(f));
  // Before FL 224 `mentioned` also stood for wildcard mentions; a wildcard flag says which.
  const directMention = flags.includes('mentioned') && !wildcard;
  if (!isNotifiable(input, directMention)) return null;
  const global = settings[names.global] === true;
  if (message.type === 'private') return global ? 'dm' : null;
  if (directMention && global) return 'mention';
  if (flags.includes('has_alert_word') && global) return 'alert_word';
  const followed = topic_policy === 3;
  if (wildcard && global) {
    const channelWildcard =
      subscription?.wildcard_mentions_notify ?? settings.wildcard_mentions_notify === true;
    const followedWildcard = followed && settings.enable_followed_topic_wildcard_mentions_notify;
    if (channelWildcard || followedWildcard) return 'wildcard';
  }
  if (followed && settings[names.followed] === true) return 'followed';
  // The channel's own setting; null means "as the user's default for channels".
  const channel = subscription?.[names.override] ?? settings[names.channel] === true;
  return channel ? 'channel' : null;
}
