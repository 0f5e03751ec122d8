/** Every schema migration, in the order they are applied. */
import { sql as initial } from './001_initial';
import { sql as messages } from './100_messages';
import { sql as messagesByDate } from './101_messages_by_date';
import { sql as submessages } from './130_submessages';
import { sql as organization } from './200_organization';
import { sql as subscribersVersion } from './201_subscribers_version';
import { sql as usersVersion } from './202_users_version';
import { sql as streamsVersion } from './203_streams_version';
import { sql as settingsScreens } from './250_settings_screens';
import { sql as presence } from './260_presence';
import { sql as presenceOff } from './261_presence_off';
import { sql as scheduledMessages } from './270_scheduled_messages';
import { sql as customEmoji } from './280_custom_emoji';
import { sql as drafts } from './290_drafts';
import { sql as messageConversations } from './300_message_conversations';
import { sql as groupsVersion } from './310_groups_version';

export interface Migration {
  /** Applied in increasing order; each version once per database. */
  version: number;
  name: string;
  sql: string;
}

// Versions are grouped by area so that parallel work never picks the same number:
// 1–99 foundation, 100–199 messages, 200–299 organization, 300–399 events.
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 100, name: 'messages', sql: messages },
  { version: 101, name: 'messages by date', sql: messagesByDate },
  { version: 130, name: 'submessages', sql: submessages },
  { version: 200, name: 'organization', sql: organization },
  { version: 201, name: 'subscribers version', sql: subscribersVersion },
  { version: 202, name: 'users version', sql: usersVersion },
  { version: 203, name: 'streams version', sql: streamsVersion },
  { version: 250, name: 'settings screens', sql: settingsScreens },
  { version: 260, name: 'presence', sql: presence },
  { version: 261, name: 'presence off', sql: presenceOff },
  { version: 270, name: 'scheduled messages', sql: scheduledMessages },
  { version: 280, name: 'custom emoji', sql: customEmoji },
  { version: 290, name: 'drafts', sql: drafts },
  { version: 300, name: 'message conversations', sql: messageConversations },
  { version: 310, name: 'groups version', sql: groupsVersion },
];
