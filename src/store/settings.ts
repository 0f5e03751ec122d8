/** Personal settings and alert words. */
import type {
  AlertWordsEvent,
  UpdateDisplaySettingsEvent,
  UpdateGlobalNotificationsEvent,
  UserSettingsUpdateEvent,
} from '../api/types/event';
import type { UserSettings } from '../api/types/settings';
import type { ReduceContext } from './state';

export type UserSettingsEvent =
  | UserSettingsUpdateEvent
  | UpdateDisplaySettingsEvent
  | UpdateGlobalNotificationsEvent;

export function reduceUserSettings(
  settings: UserSettings,
  event: UserSettingsEvent,
  ctx: ReduceContext,
): UserSettings {
  // The two legacy events name the same settings under other field names.
  const [name, value] =
    event.type === 'user_settings'
      ? [event.property, event.value]
      : event.type === 'update_display_settings'
        ? [event.setting_name, event.setting]
        : [event.notification_name, event.setting];
  if (settings[name] === value) return settings;
  const next = ctx.draft.copy(settings);
  next[name] = value;
  return next;
}

export const reduceAlertWords = (_words: string[], event: AlertWordsEvent): string[] =>
  event.alert_words;
