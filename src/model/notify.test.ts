import { describe, expect, it } from 'vitest';
import { type NotifyInput, type NotifyReason, notifyReason } from './notify';

const SELF = 1;
const OTHER = 2;

/** Zulip's defaults: DMs, mentions and followed topics notify; plain channel messages do not. */
const DEFAULTS = {
  enable_desktop_notifications: true,
  enable_stream_desktop_notifications: false,
  enable_followed_topic_desktop_notifications: true,
  enable_sounds: true,
  enable_stream_audible_notifications: false,
  enable_followed_topic_audible_notifications: true,
  wildcard_mentions_notify: true,
  enable_followed_topic_wildcard_mentions_notify: true,
};

const SUB: {
  is_muted: boolean;
  desktop_notifications: boolean | null;
  audible_notifications: boolean | null;
  wildcard_mentions_notify: boolean | null;
} = {
  is_muted: false,
  desktop_notifications: null,
  audible_notifications: null,
  wildcard_mentions_notify: null,
};

type Case = [
  name: string,
  change: {
    type?: 'stream' | 'private';
    sender_id?: number;
    flags?: string[];
    settings?: Partial<typeof DEFAULTS>;
    subscription?: Partial<typeof SUB> | null;
    topic_policy?: number;
  },
  expected: NotifyReason | null,
];

const input = (c: Case[1]): NotifyInput => ({
  message: { type: c.type ?? 'stream', sender_id: c.sender_id ?? OTHER },
  flags: c.flags ?? [],
  self_id: SELF,
  settings: { ...DEFAULTS, ...c.settings },
  subscription: c.subscription === null ? undefined : { ...SUB, ...c.subscription },
  topic_policy: c.topic_policy,
});

describe('notifyReason (desktop)', () => {
  const cases: Case[] = [
    ['a DM', { type: 'private' }, 'dm'],
    [
      'a DM with desktop notifications off',
      { type: 'private', settings: { enable_desktop_notifications: false } },
      null,
    ],
    ['my own DM', { type: 'private', sender_id: SELF }, null],
    ['a DM already read', { type: 'private', flags: ['read'] }, null],
    ['a plain channel message', {}, null],
    ['a direct mention', { flags: ['mentioned'] }, 'mention'],
    ['my own mention of myself', { flags: ['mentioned'], sender_id: SELF }, null],
    [
      'a mention with desktop notifications off',
      { flags: ['mentioned'], settings: { enable_desktop_notifications: false } },
      null,
    ],
    ['a mention in a muted topic', { flags: ['mentioned'], topic_policy: 1 }, 'mention'],
    [
      'a mention in a muted channel',
      { flags: ['mentioned'], subscription: { is_muted: true } },
      'mention',
    ],
    ['an alert word', { flags: ['has_alert_word'] }, 'alert_word'],
    ['an alert word in a muted topic', { flags: ['has_alert_word'], topic_policy: 1 }, null],
    ['a wildcard mention', { flags: ['mentioned', 'wildcard_mentioned'] }, 'wildcard'],
    ['a channel wildcard mention (FL 224)', { flags: ['stream_wildcard_mentioned'] }, 'wildcard'],
    ['a topic wildcard mention', { flags: ['topic_wildcard_mentioned'] }, 'wildcard'],
    [
      'a wildcard mention, wildcards off',
      { flags: ['wildcard_mentioned'], settings: { wildcard_mentions_notify: false } },
      null,
    ],
    [
      'a wildcard mention, off but on for the channel',
      {
        flags: ['wildcard_mentioned'],
        settings: { wildcard_mentions_notify: false },
        subscription: { wildcard_mentions_notify: true },
      },
      'wildcard',
    ],
    [
      'a wildcard mention, on but off for the channel',
      { flags: ['wildcard_mentioned'], subscription: { wildcard_mentions_notify: false } },
      null,
    ],
    [
      'a wildcard mention, off but in a followed topic',
      {
        flags: ['wildcard_mentioned'],
        settings: { wildcard_mentions_notify: false },
        topic_policy: 3,
      },
      'wildcard',
    ],
    [
      'a wildcard mention in a muted topic',
      { flags: ['wildcard_mentioned'], topic_policy: 1 },
      null,
    ],
    ['a followed topic', { topic_policy: 3 }, 'followed'],
    [
      'a followed topic, its setting off',
      { topic_policy: 3, settings: { enable_followed_topic_desktop_notifications: false } },
      null,
    ],
    [
      'a followed topic in a muted channel',
      { topic_policy: 3, subscription: { is_muted: true } },
      'followed',
    ],
    [
      'channel messages on by default',
      { settings: { enable_stream_desktop_notifications: true } },
      'channel',
    ],
    [
      'channel default on, the channel says off',
      {
        settings: { enable_stream_desktop_notifications: true },
        subscription: { desktop_notifications: false },
      },
      null,
    ],
    [
      'channel default off, the channel says on',
      { subscription: { desktop_notifications: true } },
      'channel',
    ],
    [
      'the channel on, but muted',
      { subscription: { desktop_notifications: true, is_muted: true } },
      null,
    ],
    [
      'the channel on, muted, the topic unmuted',
      { subscription: { desktop_notifications: true, is_muted: true }, topic_policy: 2 },
      'channel',
    ],
    [
      'the channel on, the topic muted',
      { subscription: { desktop_notifications: true }, topic_policy: 1 },
      null,
    ],
    [
      'a channel not subscribed to',
      { subscription: null, settings: { enable_stream_desktop_notifications: true } },
      null,
    ],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    expect(notifyReason(input(change))).toBe(expected);
  });
});

describe('notifyReason (audible)', () => {
  const cases: Case[] = [
    ['a DM', { type: 'private' }, 'dm'],
    ['a DM with sounds off', { type: 'private', settings: { enable_sounds: false } }, null],
    [
      'a mention, sounds on but desktop off',
      { flags: ['mentioned'], settings: { enable_desktop_notifications: false } },
      'mention',
    ],
    [
      'a followed topic, its sound off',
      { topic_policy: 3, settings: { enable_followed_topic_audible_notifications: false } },
      null,
    ],
    ['the channel audible', { subscription: { audible_notifications: true } }, 'channel'],
    ['the channel desktop only', { subscription: { desktop_notifications: true } }, null],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    expect(notifyReason(input(change), 'audible')).toBe(expected);
  });
});
