/**
 * Personal settings (`user_settings` in /register, PATCH /settings) and organization settings
 * (the `realm_*` keys of /register without their prefix, as `realm/update_dict` sends them).
 */
import type { GroupSettingValue } from './models';

export interface UserSettings {
  twenty_four_hour_time: boolean;
  dense_mode: boolean;
  web_mark_read_on_scroll_policy: number;
  web_channel_default_view: number;
  starred_message_counts: boolean;
  receives_typing_notifications: boolean;
  web_suggest_update_timezone: boolean;
  fluid_layout_width: boolean;
  high_contrast_mode: boolean;
  web_font_size_px: number;
  web_line_height_percent: number;
  color_scheme: number;
  translate_emoticons: boolean;
  display_emoji_reaction_users: boolean;
  default_language: string;
  web_home_view: string;
  web_escape_navigates_to_home_view: boolean;
  left_side_userlist: boolean;
  emojiset: string;
  demote_inactive_streams: number;
  user_list_style: number;
  web_animate_image_previews: string;
  web_stream_unreads_count_display_policy: number;
  timezone: string;
  enter_sends: boolean;
  enable_drafts_synchronization: boolean;
  enable_stream_desktop_notifications: boolean;
  enable_stream_email_notifications: boolean;
  enable_stream_push_notifications: boolean;
  enable_stream_audible_notifications: boolean;
  notification_sound: string;
  enable_desktop_notifications: boolean;
  enable_sounds: boolean;
  enable_followed_topic_desktop_notifications: boolean;
  enable_followed_topic_email_notifications: boolean;
  enable_followed_topic_push_notifications: boolean;
  enable_followed_topic_audible_notifications: boolean;
  enable_offline_email_notifications: boolean;
  enable_offline_push_notifications: boolean;
  enable_online_push_notifications: boolean;
  enable_digest_emails: boolean;
  wildcard_mentions_notify: boolean;
  enable_followed_topic_wildcard_mentions_notify: boolean;
  automatically_follow_topics_policy: number;
  automatically_unmute_topics_in_muted_streams_policy: number;
  automatically_follow_topics_where_mentioned: boolean;
  presence_enabled: boolean;
  send_private_typing_notifications: boolean;
  send_stream_typing_notifications: boolean;
  send_read_receipts: boolean;
  email_address_visibility: number;
  web_navigate_to_sent_message: boolean;
  /** Settings this client does not know yet still arrive; keep them. */
  [setting: string]: unknown;
}

/** Organization settings, keyed without `realm_` (the form realm/update_dict uses). */
export interface RealmSettings {
  name: string;
  description: string;
  url: string;
  icon_url: string;
  logo_url: string;
  date_created: number;
  default_language: string;
  mandatory_topics: boolean;
  allow_message_editing: boolean;
  /** Deprecated at FL 358; this client keeps it in step with the visibility policy. */
  allow_edit_history: boolean;
  /** FL 358: "all", "moves" (only moves) or "none". */
  message_edit_history_visibility_policy?: 'all' | 'moves' | 'none';
  message_content_edit_limit_seconds: number | null;
  message_content_delete_limit_seconds: number | null;
  move_messages_within_stream_limit_seconds: number | null;
  move_messages_between_streams_limit_seconds: number | null;
  enable_read_receipts: boolean;
  waiting_period_threshold: number;
  inline_image_preview: boolean;
  inline_url_embed_preview: boolean;
  video_chat_provider: number;
  default_code_block_language: string;
  enable_spectator_access: boolean;
  enable_guest_user_indicator: boolean;
  new_stream_announcements_stream_id: number;
  signup_announcements_stream_id: number;
  zulip_update_announcements_stream_id: number;
  message_retention_days: number;
  plan_type: number;
  org_type: number;
  authentication_methods: Record<string, unknown>;
  can_access_all_users_group: GroupSettingValue;
  can_add_custom_emoji_group: GroupSettingValue;
  can_create_groups: GroupSettingValue;
  can_create_public_channel_group: GroupSettingValue;
  can_create_private_channel_group: GroupSettingValue;
  can_create_web_public_channel_group: GroupSettingValue;
  can_delete_any_message_group: GroupSettingValue;
  can_delete_own_message_group: GroupSettingValue;
  can_invite_users_group: GroupSettingValue;
  can_manage_all_groups: GroupSettingValue;
  can_move_messages_between_channels_group: GroupSettingValue;
  can_move_messages_between_topics_group: GroupSettingValue;
  create_multiuse_invite_group: GroupSettingValue;
  direct_message_initiator_group: GroupSettingValue;
  direct_message_permission_group: GroupSettingValue;
  [setting: string]: unknown;
}

/** Server limits and protocol timings from /register (no `realm_` prefix on the wire either). */
export interface ServerLimits {
  max_message_length: number;
  max_topic_length: number;
  max_stream_name_length: number;
  max_stream_description_length: number;
  max_file_upload_size_mib: number;
  event_queue_longpoll_timeout_seconds: number;
  server_typing_started_expiry_period_milliseconds: number;
  server_typing_stopped_wait_period_milliseconds: number;
  server_typing_started_wait_period_milliseconds: number;
  server_presence_ping_interval_seconds: number;
  server_presence_offline_threshold_seconds: number;
}
