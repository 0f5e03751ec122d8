import { describe, expect, it } from 'vitest';
import type { ParleyState } from '../store/state';
import {
  baseState,
  DESIGN,
  GENERAL,
  GONE,
  HAMLET,
  OTHELLO,
  RANDOM,
  SELF,
} from '../store/test-support';
import { sendRefusal } from './compose-rules';
import type { ComposeTarget } from './compose-target';

const MEMBERS = 40;
const NOBODY = 41;
const FULL = 42;

/** The fixture organization with the system groups the rules look up. */
function state(edit: (s: ParleyState) => void = () => {}): ParleyState {
  const s = baseState();
  s.groups = {
    ...s.groups,
    [MEMBERS]: group(MEMBERS, 'role:members'),
    [NOBODY]: group(NOBODY, 'role:nobody'),
    [FULL]: group(FULL, 'role:fullmembers'),
  };
  s.realm = {
    ...s.realm,
    direct_message_permission_group: MEMBERS,
    direct_message_initiator_group: MEMBERS,
    mandatory_topics: false,
    empty_topic_display_name: 'general chat',
  };
  s.server = { ...s.server, max_message_length: 20 };
  edit(s);
  return s;
}

function group(id: number, name: string) {
  return {
    id,
    name,
    description: '',
    members: [],
    direct_subgroup_ids: [],
    is_system_group: true,
    can_mention_group: NOBODY,
  } as unknown as ParleyState['groups'][number];
}

const topic = (stream_id: number | undefined, t = 'lunch'): ComposeTarget => ({
  type: 'stream',
  stream_id,
  topic: t,
});
const dm = (...to: number[]): ComposeTarget => ({ type: 'private', to });

const asGuest = (s: ParleyState) => {
  s.users = { ...s.users, [SELF]: { ...s.users[SELF]!, role: 600, is_guest: true } };
};
const asMember = (s: ParleyState) => {
  s.users = { ...s.users, [SELF]: { ...s.users[SELF]!, role: 400, is_admin: false } };
};

describe('sendRefusal', () => {
  const cases: [string, ComposeTarget, string, (s: ParleyState) => void, string | undefined][] = [
    ['a channel message', topic(GENERAL), 'hello', () => {}, undefined],
    ['blank content', topic(GENERAL), ' \n\n ', () => {}, 'You have nothing to send!'],
    [
      'longer than max_message_length (code points)',
      topic(GENERAL),
      'x'.repeat(21),
      () => {},
      "Message length shouldn't be greater than 20 characters.",
    ],
    ['exactly the limit, emoji counted once', topic(GENERAL), '😀'.repeat(20), () => {}, undefined],
    [
      'trailing space does not count',
      topic(GENERAL),
      `${'x'.repeat(20)}   \n`,
      () => {},
      undefined,
    ],
    ['no channel chosen', topic(undefined), 'hi', () => {}, 'Please specify a channel.'],
    [
      'unknown channel',
      topic(999),
      'hi',
      () => {},
      'This channel does not exist, or you cannot see it.',
    ],
    ['empty topic allowed', topic(GENERAL, '  '), 'hi', () => {}, undefined],
    [
      'empty topic when topics are required',
      topic(GENERAL, '  '),
      'hi',
      (s) => {
        s.realm = { ...s.realm, mandatory_topics: true };
      },
      'Topics are required in this organization.',
    ],
    [
      'the empty-topic display name is the empty topic',
      topic(GENERAL, 'general chat'),
      'hi',
      (s) => {
        s.realm = { ...s.realm, mandatory_topics: true };
      },
      'Topics are required in this organization.',
    ],
    [
      'can_send_message_group excludes the user',
      topic(GENERAL),
      'hi',
      (s) => {
        s.channels = {
          ...s.channels,
          [GENERAL]: { ...s.channels[GENERAL]!, can_send_message_group: NOBODY } as never,
        };
      },
      'You do not have permission to post in this channel.',
    ],
    [
      'can_send_message_group names the user directly',
      topic(GENERAL),
      'hi',
      (s) => {
        s.channels = {
          ...s.channels,
          [GENERAL]: {
            ...s.channels[GENERAL]!,
            can_send_message_group: { direct_members: [SELF], direct_subgroups: [] },
          } as never,
        };
      },
      undefined,
    ],
    [
      'legacy stream_post_policy: admins only, as a member',
      topic(GENERAL),
      'hi',
      (s) => {
        asMember(s);
        s.channels = {
          ...s.channels,
          [GENERAL]: { ...s.channels[GENERAL]!, stream_post_policy: 2 },
        };
      },
      'You do not have permission to post in this channel.',
    ],
    [
      'a private channel the user is not subscribed to',
      topic(RANDOM),
      'hi',
      (s) => {
        s.channels = { ...s.channels, [RANDOM]: { ...s.channels[RANDOM]!, invite_only: true } };
      },
      "Not authorized to send to channel 'random'",
    ],
    ['a public channel the user is not subscribed to', topic(RANDOM), 'hi', () => {}, undefined],
    [
      'a guest, a public channel not subscribed to',
      topic(RANDOM),
      'hi',
      asGuest,
      "Not authorized to send to channel 'random'",
    ],
    ['a guest in a subscribed channel', topic(DESIGN), 'hi', asGuest, undefined],
    ['a DM', dm(HAMLET), 'hi', () => {}, undefined],
    ['a DM with nobody', dm(), 'hi', () => {}, 'Please specify at least one valid recipient.'],
    [
      'a DM to a deactivated user',
      dm(GONE),
      'hi',
      () => {},
      "'user4@example.com' is no longer using Zulip.",
    ],
    [
      'DMs disabled (role:nobody)',
      dm(HAMLET),
      'hi',
      (s) => {
        s.realm = { ...s.realm, direct_message_permission_group: NOBODY };
      },
      'Direct messages are disabled in this organization.',
    ],
    [
      'nobody in the conversation may authorize it',
      dm(OTHELLO),
      'hi',
      (s) => {
        asGuest(s);
        s.realm = { ...s.realm, direct_message_permission_group: MEMBERS };
      },
      'This conversation does not include any users who can authorize it.',
    ],
    [
      'a DM to oneself is always allowed',
      dm(SELF),
      'hi',
      (s) => {
        s.realm = { ...s.realm, direct_message_permission_group: NOBODY };
      },
      undefined,
    ],
    [
      'may not start a conversation',
      dm(HAMLET, OTHELLO),
      'hi',
      (s) => {
        s.realm = { ...s.realm, direct_message_initiator_group: NOBODY };
      },
      'You are not allowed to start direct message conversations.',
    ],
    [
      'someone not here yet, while everyone is still to come after the register: the server decides',
      dm(99),
      'hi',
      (s) => {
        s.awaitingPeople = [];
      },
      undefined,
    ],
    [
      'someone unknown once everyone has come',
      dm(99),
      'hi',
      () => {},
      'Please specify at least one valid recipient.',
    ],
    [
      'may continue one that exists',
      dm(HAMLET),
      'hi',
      (s) => {
        s.realm = { ...s.realm, direct_message_initiator_group: NOBODY };
        s.dmConversations = { [String(HAMLET)]: { user_ids: [HAMLET], max_message_id: 5 } };
      },
      undefined,
    ],
  ];
  it.each(cases)('%s', (_name, target, content, edit, expected) => {
    expect(sendRefusal(state(edit), target, content)).toBe(expected);
  });
});
