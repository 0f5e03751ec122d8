/**
 * Personal settings that clients without the user_settings_object capability also learn of
 * through the deprecated events, and find as top-level /register keys (Zulip's
 * UserProfile.display_settings_legacy and notification_settings_legacy).
 */
export const LEGACY_DISPLAY_SETTINGS: ReadonlySet<string> = new Set([
  'color_scheme',
  'default_language',
  'demote_inactive_streams',
  'emojiset',
  'enable_drafts_synchronization',
  'enter_sends',
  'fluid_layout_width',
  'high_contrast_mode',
  'left_side_userlist',
  'starred_message_counts',
  'timezone',
  'translate_emoticons',
  'twenty_four_hour_time',
  'web_home_view',
]);

export const LEGACY_NOTIFICATION_SETTINGS: ReadonlySet<string> = new Set([
  'desktop_icon_count_display',
  'email_notifications_batching_period_seconds',
  'enable_desktop_notifications',
  'enable_digest_emails',
  'enable_login_emails',
  'enable_marketing_emails',
  'enable_offline_email_notifications',
  'enable_offline_push_notifications',
  'enable_online_push_notifications',
  'enable_sounds',
  'enable_stream_audible_notifications',
  'enable_stream_desktop_notifications',
  'enable_stream_email_notifications',
  'enable_stream_push_notifications',
  'message_content_in_email_notifications',
  'notification_sound',
  'pm_content_in_desktop_notifications',
  'presence_enabled',
  'realm_name_in_email_notifications_policy',
  'wildcard_mentions_notify',
]);

/** A subscription's notification setting and the user-level default a null one inherits. */
export const SUBSCRIPTION_NOTIFICATION_DEFAULTS = {
  desktop_notifications: 'enable_stream_desktop_notifications',
  audible_notifications: 'enable_stream_audible_notifications',
  push_notifications: 'enable_stream_push_notifications',
  email_notifications: 'enable_stream_email_notifications',
  wildcard_mentions_notify: 'wildcard_mentions_notify',
} as const;

/** Zulip's defaults for those user-level settings. */
export const NOTIFICATION_SETTING_DEFAULTS: Readonly<Record<string, boolean>> = {
  enable_stream_desktop_notifications: false,
  enable_stream_audible_notifications: false,
  enable_stream_push_notifications: false,
  enable_stream_email_notifications: false,
  wildcard_mentions_notify: true,
};

/** Fills a subscription's null notification settings from the user's settings. */
export function resolveNotificationSettings<T extends Record<string, unknown>>(
  sub: T,
  settings: Readonly<Record<string, unknown>>,
): T {
  const out: Record<string, unknown> = { ...sub };
  for (const [key, userKey] of Object.entries(SUBSCRIPTION_NOTIFICATION_DEFAULTS)) {
    if (key in out && out[key] === null) {
      out[key] = settings[userKey] ?? NOTIFICATION_SETTING_DEFAULTS[userKey];
    }
  }
  return out as T;
}
