import { describe, expect, it } from 'vitest';
import type {
  AlertWordsEvent,
  CustomProfileFieldsEvent,
  DefaultStreamsEvent,
  RealmEmojiUpdateEvent,
  RealmEvent,
  RealmLinkifiersEvent,
  RestartEvent,
  SavedSnippetsEvent,
  UserTopicEvent,
} from '../api/types/event';
import type { RealmSettings, UserSettings } from '../api/types/settings';
import { reduceDefaultChannels, reduceLinkifiers } from './linkifiers';
import { reduceCustomProfileFields, reduceRealm, reduceRealmEmoji, reduceServer } from './realm';
import { reduceAlertWords, reduceUserSettings, type UserSettingsEvent } from './settings';
import { reduceSavedSnippets } from './snippets';
import type { ServerInfo } from './state';
import { baseState, ctxFor, DESIGN, GENERAL, reducerTable } from './test-support';
import { reduceUserTopics } from './user-topics';

const realm = { name: 'Test org', allow_message_editing: true } as unknown as RealmSettings;

describe('realm', () => {
  reducerTable<RealmSettings, RealmEvent>(reduceRealm, [
    {
      name: 'update sets one property',
      before: realm,
      event: { id: 1, type: 'realm', op: 'update', property: 'name', value: 'New' },
      after: { ...realm, name: 'New' },
      idempotent: true,
    },
    {
      name: 'update carries extra_data along',
      before: realm,
      event: {
        id: 1,
        type: 'realm',
        op: 'update',
        property: 'plan_type',
        value: 2,
        extra_data: { upload_quota_mib: 5 },
      },
      after: { ...realm, plan_type: 2, upload_quota_mib: 5 },
    },
    {
      name: 'update_dict merges data, group settings included',
      before: realm,
      event: {
        id: 1,
        type: 'realm',
        op: 'update_dict',
        property: 'default',
        data: {
          allow_message_editing: false,
          can_create_groups: { direct_members: [1], direct_subgroups: [] },
        },
      },
      after: {
        ...realm,
        allow_message_editing: false,
        can_create_groups: { direct_members: [1], direct_subgroups: [] },
      },
      idempotent: true,
    },
  ]);
});

describe('server info (restart)', () => {
  const server = baseState().server;
  const restart = (fl: number): RestartEvent => ({
    id: 1,
    type: 'restart',
    zulip_version: '11.0',
    zulip_feature_level: fl,
    server_generation: 2,
  });
  reducerTable<ServerInfo, RestartEvent>(reduceServer, [
    {
      name: 'an upgrade raises the feature level',
      before: server,
      event: restart(340),
      after: { ...server, zulip_feature_level: 340, zulip_version: '11.0' },
      idempotent: true,
    },
  ]);
});

describe('user settings', () => {
  const settings = { enter_sends: true, emojiset: 'google' } as unknown as UserSettings;
  reducerTable<UserSettings, UserSettingsEvent>(reduceUserSettings, [
    {
      name: 'user_settings/update',
      before: settings,
      event: { id: 1, type: 'user_settings', op: 'update', property: 'enter_sends', value: false },
      after: { ...settings, enter_sends: false },
      idempotent: true,
    },
    {
      name: 'update_display_settings (legacy)',
      before: settings,
      event: {
        id: 1,
        type: 'update_display_settings',
        user: 'a@b',
        setting_name: 'emojiset',
        setting: 'twitter',
      },
      after: { ...settings, emojiset: 'twitter' },
    },
    {
      name: 'update_global_notifications (legacy)',
      before: settings,
      event: {
        id: 1,
        type: 'update_global_notifications',
        user: 'a@b',
        notification_name: 'enable_sounds',
        setting: false,
      },
      after: { ...settings, enable_sounds: false },
    },
  ]);
});

describe('alert words, linkifiers, emoji, profile fields (whole-list events)', () => {
  reducerTable<string[], AlertWordsEvent>(reduceAlertWords, [
    {
      name: 'alert_words replaces the list',
      before: ['lunch'],
      event: { id: 1, type: 'alert_words', alert_words: ['lunch', 'cake'] },
      after: ['lunch', 'cake'],
      idempotent: true,
    },
  ]);
  reducerTable(reduceLinkifiers, [
    {
      name: 'realm_linkifiers replaces the list in order',
      before: [{ id: 1, pattern: 'a', url_template: 'x' }],
      event: {
        id: 1,
        type: 'realm_linkifiers',
        realm_linkifiers: [
          { id: 2, pattern: 'b', url_template: 'y' },
          { id: 1, pattern: 'a', url_template: 'x' },
        ],
      } as RealmLinkifiersEvent,
      after: [
        { id: 2, pattern: 'b', url_template: 'y' },
        { id: 1, pattern: 'a', url_template: 'x' },
      ],
      idempotent: true,
    },
  ]);
  const emoji = { id: '2', name: 'parrot', source_url: '/e/2.png', deactivated: false };
  reducerTable(reduceRealmEmoji, [
    {
      name: 'realm_emoji/update replaces the set',
      before: {},
      event: {
        id: 1,
        type: 'realm_emoji',
        op: 'update',
        realm_emoji: { 2: emoji },
      } as RealmEmojiUpdateEvent,
      after: { 2: emoji },
      idempotent: true,
    },
  ]);
  const field = { id: 1, type: 1, order: 1, name: 'Phone', hint: '' };
  reducerTable(reduceCustomProfileFields, [
    {
      name: 'custom_profile_fields replaces the fields',
      before: [],
      event: { id: 1, type: 'custom_profile_fields', fields: [field] } as CustomProfileFieldsEvent,
      after: [field],
      idempotent: true,
    },
  ]);
});

describe('saved snippets', () => {
  const one = { id: 1, title: 'Hi', content: 'Hello!', date_created: 1 };
  const two = { id: 2, title: 'Bye', content: 'Bye!', date_created: 2 };
  reducerTable<Record<number, typeof one>, SavedSnippetsEvent>(reduceSavedSnippets, [
    {
      name: 'add',
      before: { 1: one },
      event: { id: 1, type: 'saved_snippets', op: 'add', saved_snippet: two },
      after: { 1: one, 2: two },
      idempotent: true,
    },
    {
      name: 'remove',
      before: { 1: one, 2: two },
      event: { id: 1, type: 'saved_snippets', op: 'remove', saved_snippet_id: 1 },
      after: { 2: two },
      idempotent: true,
    },
    {
      name: 'remove of an unknown ID changes nothing',
      before: { 1: one },
      event: { id: 1, type: 'saved_snippets', op: 'remove', saved_snippet_id: 99 },
      after: { 1: one },
    },
    {
      name: 'update (FL 368) replaces the snippet',
      before: { 1: one, 2: two },
      event: {
        id: 1,
        type: 'saved_snippets',
        op: 'update',
        saved_snippet: { ...one, title: 'Hello', content: 'Hello there!' },
      },
      after: { 1: { ...one, title: 'Hello', content: 'Hello there!' }, 2: two },
      idempotent: true,
    },
  ]);
});

describe('default channels', () => {
  reducerTable<number[], DefaultStreamsEvent>(reduceDefaultChannels, [
    {
      name: 'the event replaces the list, sorted',
      before: [GENERAL],
      event: { id: 1, type: 'default_streams', default_streams: [DESIGN, 3] },
      after: [3, DESIGN],
      idempotent: true,
    },
    {
      name: 'channel objects from older servers',
      before: [],
      event: { id: 1, type: 'default_streams', default_streams: [{ stream_id: GENERAL }] },
      after: [GENERAL],
    },
  ]);
});

describe('user topics', () => {
  const ev = (
    stream_id: number,
    topic_name: string,
    visibility_policy: 0 | 1 | 2 | 3,
  ): UserTopicEvent => ({
    id: 1,
    type: 'user_topic',
    stream_id,
    topic_name,
    last_updated: 5,
    visibility_policy,
  });
  const muted = {
    stream_id: GENERAL,
    topic_name: 'noise',
    last_updated: 1,
    visibility_policy: 1 as const,
  };
  reducerTable(reduceUserTopics, [
    {
      name: 'follow a topic',
      before: { '10:noise': muted },
      event: ev(DESIGN, 'Colors', 3),
      after: {
        '10:noise': muted,
        '11:colors': {
          stream_id: DESIGN,
          topic_name: 'Colors',
          last_updated: 5,
          visibility_policy: 3,
        },
      },
      idempotent: true,
    },
    {
      name: 'policy 0 removes the entry (case-insensitive topic)',
      before: { '10:noise': muted },
      event: ev(GENERAL, 'NOISE', 0),
      after: {},
      idempotent: true,
    },
    {
      name: 'policy 0 for an unknown topic changes nothing',
      before: {},
      event: ev(GENERAL, 'x', 0),
      after: {},
    },
  ]);
});

describe('realm edit-history policy (feature level 358)', () => {
  it('keeps the deprecated allow_edit_history in step with the policy', () => {
    const state = baseState();
    const ctx = ctxFor(state);
    const event = (policy: string) =>
      ({
        id: 1,
        type: 'realm',
        op: 'update_dict',
        property: 'default',
        data: { message_edit_history_visibility_policy: policy },
      }) as RealmEvent;
    const none = reduceRealm(state.realm, event('none'), ctx);
    expect(none.allow_edit_history).toBe(false);
    const moves = reduceRealm(none, event('moves'), ctx);
    expect([moves.allow_edit_history, moves.message_edit_history_visibility_policy]).toEqual([
      true,
      'moves',
    ]);
  });
});
