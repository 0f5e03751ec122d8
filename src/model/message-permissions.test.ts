import { describe, expect, it } from 'vitest';
import type { UserGroup } from '../api/types/models';
import type { ParleyState, StoredMessage } from '../store/state';
import { baseState, channel, dmMessage, stored, streamMessage, user } from '../store/test-support';
import { canViewEditHistory } from './history-visibility';
import {
  canDeleteMessage,
  canEditContent,
  canMoveBetweenChannels,
  canMoveMessage,
  canMoveWithinChannel,
  canPostInChannel,
  formatDuration,
  formatRemaining,
  moveDestinations,
} from './message-permissions';
import { canResolveTopic } from './permissions';

// One user per role; the message's author is chosen per case.
const OWNER = 1;
const ADMIN = 2;
const MODERATOR = 3;
const MEMBER = 4;
const GUEST = 5;
const OTHER_MEMBER = 6;
const ROLES = { owner: OWNER, admin: ADMIN, moderator: MODERATOR, member: MEMBER, guest: GUEST };
type RoleName = keyof typeof ROLES;

const SYSTEM = {
  'role:everyone': 10,
  'role:members': 11,
  'role:fullmembers': 12,
  'role:moderators': 13,
  'role:administrators': 14,
  'role:owners': 15,
  'role:nobody': 16,
} as const;

const systemGroup = (name: keyof typeof SYSTEM): UserGroup => ({
  id: SYSTEM[name],
  name,
  description: '',
  members: [], // roles decide (permissions.ts)
  direct_subgroup_ids: [],
  is_system_group: true,
  can_mention_group: SYSTEM['role:nobody'],
});

const NOW = 1_700_000_000;
const GENERAL = 10;
const DENMARK = 11;
const SECRET = 12;
const ARCHIVED = 13;
const ADMINS_ONLY = 14;

/** An organization with Zulip's default settings, seen by `as`. */
function org(as: number, realm: Record<string, unknown> = {}, fl = 380): ParleyState {
  const s = baseState();
  s.server = { ...s.server, zulip_feature_level: fl };
  s.current_user_id = as;
  s.users = Object.fromEntries(
    [
      user(OWNER, 'Owner', { role: 100 }),
      user(ADMIN, 'Admin', { role: 200 }),
      user(MODERATOR, 'Moderator', { role: 300 }),
      user(MEMBER, 'Member', { role: 400 }),
      user(GUEST, 'Guest', { role: 600 }),
      user(OTHER_MEMBER, 'Other', { role: 400 }),
      user(7, 'Bot', { role: 400, is_bot: true, bot_owner_id: MEMBER }),
    ].map((u) => [u.user_id, { ...u, is_active: true }]),
  );
  s.groups = Object.fromEntries(
    (Object.keys(SYSTEM) as (keyof typeof SYSTEM)[]).map((n) => [SYSTEM[n], systemGroup(n)]),
  );
  s.realm = {
    ...s.realm,
    allow_message_editing: true,
    message_content_edit_limit_seconds: 600,
    message_content_delete_limit_seconds: null,
    move_messages_within_stream_limit_seconds: 604_800,
    move_messages_between_streams_limit_seconds: 604_800,
    can_delete_any_message_group: SYSTEM['role:administrators'],
    can_delete_own_message_group: SYSTEM['role:everyone'],
    can_move_messages_between_topics_group: SYSTEM['role:members'],
    can_move_messages_between_channels_group: SYSTEM['role:members'],
    can_resolve_topics_group: SYSTEM['role:everyone'],
    ...realm,
  };
  s.channels = {
    [GENERAL]: channel(GENERAL, 'general'),
    [DENMARK]: channel(DENMARK, 'Denmark'),
    [SECRET]: { ...channel(SECRET, 'secret'), invite_only: true },
    [ARCHIVED]: { ...channel(ARCHIVED, 'old'), is_archived: true },
    [ADMINS_ONLY]: { ...channel(ADMINS_ONLY, 'announce'), stream_post_policy: 2 },
  };
  s.subscriptions = { [GENERAL]: s.subscriptions[10]! };
  return s;
}

/** A channel message by `sender`, `age` seconds old. */
const msg = (sender: number, age = 60, stream_id = GENERAL): StoredMessage =>
  stored(streamMessage(100, stream_id, 'lunch', { sender_id: sender, timestamp: NOW - age }));

type Check = (
  s: ParleyState,
  m: StoredMessage,
  now: number,
) => { offered: boolean; allowed: boolean };
const verdict = (check: Check, s: ParleyState, m: StoredMessage) => {
  const p = check(s, m, NOW);
  return p.allowed ? 'allowed' : p.offered ? 'refused' : 'hidden';
};

/** Runs one check for every role against the same message and realm. */
function byRole(check: Check, author: number | 'self', age: number, realm = {}, stream = GENERAL) {
  return Object.fromEntries(
    (Object.keys(ROLES) as RoleName[]).map((r) => {
      const s = org(ROLES[r], realm);
      const m = msg(author === 'self' ? ROLES[r] : author, age, stream);
      return [r, verdict(check, s, m)];
    }),
  );
}

describe('editing content', () => {
  it.each([
    ['own recent message', 'self', 60, {}, 'allowed'],
    ['own message past the 10-minute limit', 'self', 700, {}, 'refused'],
    [
      'own old message with no limit',
      'self',
      10 ** 7,
      { message_content_edit_limit_seconds: null },
      'allowed',
    ],
    [
      'own message with editing turned off',
      'self',
      60,
      { allow_message_editing: false },
      'refused',
    ],
  ] as const)('%s: every role alike', (_name, author, age, realm, expected) => {
    const all = byRole(canEditContent, author, age, realm);
    expect(all).toEqual({
      owner: expected,
      admin: expected,
      moderator: expected,
      member: expected,
      guest: expected,
    });
  });

  it("nobody edits someone else's message, not even the owner", () => {
    expect(byRole(canEditContent, OTHER_MEMBER, 60)).toEqual({
      owner: 'hidden',
      admin: 'hidden',
      moderator: 'hidden',
      member: 'hidden',
      guest: 'hidden',
    });
  });

  it('says why and until when', () => {
    const s = org(MEMBER);
    expect(canEditContent(s, msg(MEMBER, 60), NOW)).toEqual({
      offered: true,
      allowed: true,
      deadline: NOW - 60 + 600,
    });
    expect(canEditContent(s, msg(MEMBER, 700), NOW).reason).toBe(
      'Messages can be edited only within 10 minutes of sending',
    );
    const archived = canEditContent(s, msg(MEMBER, 60, ARCHIVED), NOW);
    expect(archived).toMatchObject({ allowed: false, offered: true });
  });

  it('local echoes cannot be edited yet', () => {
    const s = org(MEMBER);
    expect(canEditContent(s, { ...msg(MEMBER), id: -1 }, NOW).offered).toBe(false);
  });
});

describe('moving', () => {
  const week = 604_800;
  it.each([
    // name, check, author, age, realm, expected per role (owner, admin, moderator, member, guest)
    [
      'topic, recent',
      canMoveWithinChannel,
      OTHER_MEMBER,
      60,
      {},
      ['allowed', 'allowed', 'allowed', 'allowed', 'hidden'],
    ],
    [
      'topic, past the limit',
      canMoveWithinChannel,
      OTHER_MEMBER,
      week + 1,
      {},
      ['allowed', 'allowed', 'allowed', 'refused', 'hidden'],
    ],
    [
      'topic, no limit',
      canMoveWithinChannel,
      OTHER_MEMBER,
      week + 1,
      { move_messages_within_stream_limit_seconds: null },
      ['allowed', 'allowed', 'allowed', 'allowed', 'hidden'],
    ],
    [
      'topic, moderators only',
      canMoveWithinChannel,
      OTHER_MEMBER,
      60,
      { can_move_messages_between_topics_group: SYSTEM['role:moderators'] },
      ['allowed', 'allowed', 'allowed', 'hidden', 'hidden'],
    ],
    [
      'topic, everyone',
      canMoveWithinChannel,
      OTHER_MEMBER,
      60,
      { can_move_messages_between_topics_group: SYSTEM['role:everyone'] },
      ['allowed', 'allowed', 'allowed', 'allowed', 'allowed'],
    ],
    [
      'channel, recent',
      canMoveBetweenChannels,
      OTHER_MEMBER,
      60,
      {},
      ['allowed', 'allowed', 'allowed', 'allowed', 'hidden'],
    ],
    [
      'channel, past its own limit',
      canMoveBetweenChannels,
      OTHER_MEMBER,
      3_601,
      { move_messages_between_streams_limit_seconds: 3_600 },
      ['allowed', 'allowed', 'allowed', 'refused', 'hidden'],
    ],
    [
      'channel, nobody',
      canMoveBetweenChannels,
      OTHER_MEMBER,
      60,
      { can_move_messages_between_channels_group: SYSTEM['role:nobody'] },
      ['hidden', 'hidden', 'hidden', 'hidden', 'hidden'],
    ],
    [
      'either kind: channel moves off, topic moves on',
      canMoveMessage,
      OTHER_MEMBER,
      60,
      { can_move_messages_between_channels_group: SYSTEM['role:nobody'] },
      ['allowed', 'allowed', 'allowed', 'allowed', 'hidden'],
    ],
    [
      'either kind: topic past limit, channel unlimited',
      canMoveMessage,
      OTHER_MEMBER,
      week + 1,
      { move_messages_between_streams_limit_seconds: null },
      ['allowed', 'allowed', 'allowed', 'allowed', 'hidden'],
    ],
    [
      'either kind: both past their limits',
      canMoveMessage,
      OTHER_MEMBER,
      week + 1,
      {},
      ['allowed', 'allowed', 'allowed', 'refused', 'hidden'],
    ],
  ] as const)('%s', (_name, check, author, age, realm, expected) => {
    const all = byRole(check, author, age, realm);
    expect(Object.values(all)).toEqual(expected);
  });

  it('direct messages never move', () => {
    const s = org(OWNER);
    const dm = stored(dmMessage(5, [OWNER, MEMBER], MEMBER));
    expect(canMoveMessage(s, dm, NOW).offered).toBe(false);
  });

  it('says why a member may not move an old message', () => {
    const p = canMoveMessage(org(MEMBER), msg(OTHER_MEMBER, week + 1), NOW);
    expect(p.reason).toBe('Only moderators and administrators can move messages after 7 days');
  });

  it('the deadline is the later of the two kinds', () => {
    const s = org(MEMBER, { move_messages_between_streams_limit_seconds: 3_600 });
    expect(canMoveMessage(s, msg(OTHER_MEMBER, 60), NOW).deadline).toBe(NOW - 60 + week);
  });

  it('destinations: channels the user may post in, or only the own channel', () => {
    const names = (s: ParleyState) =>
      moveDestinations(s, msg(OTHER_MEMBER) as StoredMessage & { type: 'stream' }).map(
        (id) => s.channels[id]!.name,
      );
    // Not the private channel they are not in, not the archived one, not admins-only.
    expect(names(org(MEMBER))).toEqual(['Denmark', 'general']);
    expect(names(org(ADMIN))).toEqual(['announce', 'Denmark', 'general']);
    const noChannelMoves = org(MEMBER, {
      can_move_messages_between_channels_group: SYSTEM['role:nobody'],
    });
    expect(names(noChannelMoves)).toEqual(['general']);
  });

  it.each([
    ['a public channel, a member', MEMBER, DENMARK, true],
    ['a public channel, a guest not subscribed', GUEST, DENMARK, false],
    ['a subscribed channel, a guest', GUEST, GENERAL, true],
    ['a private channel, not subscribed', OWNER, SECRET, false],
    ['an archived channel', OWNER, ARCHIVED, false],
    ['admins only, a moderator', MODERATOR, ADMINS_ONLY, false],
    ['admins only, an admin', ADMIN, ADMINS_ONLY, true],
  ] as const)('posting in %s', (_name, as, stream, expected) => {
    expect(canPostInChannel(org(as), stream)).toBe(expected);
  });

  it('posting follows can_send_message_group where the server sends it', () => {
    const s = org(MEMBER);
    s.channels[DENMARK] = {
      ...s.channels[DENMARK]!,
      can_send_message_group: SYSTEM['role:moderators'],
    } as never;
    expect(canPostInChannel(s, DENMARK)).toBe(false);
    s.current_user_id = MODERATOR;
    expect(canPostInChannel(s, DENMARK)).toBe(true);
  });
});

describe('deleting', () => {
  it.each([
    [
      "someone else's message",
      OTHER_MEMBER,
      60,
      {},
      ['allowed', 'allowed', 'hidden', 'hidden', 'hidden'],
    ],
    ['own message', 'self', 60, {}, ['allowed', 'allowed', 'allowed', 'allowed', 'allowed']],
    [
      'own message past a one-hour limit',
      'self',
      3_601,
      { message_content_delete_limit_seconds: 3_600 },
      ['allowed', 'allowed', 'refused', 'refused', 'refused'],
    ],
    [
      'own message, only admins delete their own',
      'self',
      60,
      { can_delete_own_message_group: SYSTEM['role:administrators'] },
      ['allowed', 'allowed', 'refused', 'refused', 'refused'],
    ],
    [
      'anyone deletes anything',
      OTHER_MEMBER,
      60,
      { can_delete_any_message_group: SYSTEM['role:everyone'] },
      ['allowed', 'allowed', 'allowed', 'allowed', 'allowed'],
    ],
  ] as const)('%s', (_name, author, age, realm, expected) => {
    expect(Object.values(byRole(canDeleteMessage, author, age, realm))).toEqual(expected);
  });

  it("a bot's owner deletes the bot's messages", () => {
    expect(canDeleteMessage(org(MEMBER), msg(7), NOW).allowed).toBe(true);
    expect(canDeleteMessage(org(OTHER_MEMBER), msg(7), NOW).offered).toBe(false);
  });
});

describe('resolving', () => {
  it.each([
    ['everyone, a guest', GUEST, {}, 'lunch', true],
    [
      'members only, a guest',
      GUEST,
      { can_resolve_topics_group: SYSTEM['role:members'] },
      'lunch',
      false,
    ],
    [
      'members only, a member',
      MEMBER,
      { can_resolve_topics_group: SYSTEM['role:members'] },
      'lunch',
      true,
    ],
    [
      'nobody, the owner',
      OWNER,
      { can_resolve_topics_group: SYSTEM['role:nobody'] },
      'lunch',
      false,
    ],
    ['the empty topic', OWNER, {}, '', false],
    ['a resolved topic (to unresolve)', MEMBER, {}, '✔ lunch', true],
  ] as const)('%s', (_name, as, realm, topic, expected) => {
    expect(canResolveTopic(org(as, realm), GENERAL, topic)).toBe(expected);
  });

  it('not in an archived channel', () => {
    expect(canResolveTopic(org(OWNER), ARCHIVED, 'lunch')).toBe(false);
  });
});

describe('edit history', () => {
  const edited = { ...msg(MEMBER), last_edit_timestamp: NOW - 10 };
  const moved = {
    ...msg(MEMBER),
    last_moved_timestamp: NOW - 10,
    edit_history: [{ user_id: MEMBER, timestamp: NOW - 10, prev_topic: 'old', topic: 'lunch' }],
  };
  it.each([
    [
      'all: an edited message',
      { message_edit_history_visibility_policy: 'all' },
      380,
      edited,
      'allowed',
    ],
    [
      'moves: an edited message',
      { message_edit_history_visibility_policy: 'moves' },
      380,
      edited,
      'refused',
    ],
    [
      'moves: a moved message',
      { message_edit_history_visibility_policy: 'moves' },
      380,
      moved,
      'allowed',
    ],
    [
      'none: a moved message',
      { message_edit_history_visibility_policy: 'none' },
      380,
      moved,
      'refused',
    ],
    [
      'before FL 358: allow_edit_history off',
      { allow_edit_history: false },
      330,
      edited,
      'refused',
    ],
    ['before FL 358: allow_edit_history on', { allow_edit_history: true }, 330, edited, 'allowed'],
    ['a message never changed', {}, 380, msg(MEMBER), 'hidden'],
  ] as const)('%s', (_name, realm, fl, m, expected) => {
    const s = org(GUEST, realm, fl);
    const check: Check = (st, mm) => canViewEditHistory(st, mm);
    expect(verdict(check, s, m)).toBe(expected);
  });
});

describe('words for time', () => {
  it.each([
    [604_800, '7 days'],
    [86_400, '1 day'],
    [3_600, '1 hour'],
    [600, '10 minutes'],
    [60, '1 minute'],
    [45, '45 seconds'],
    [5_400, '90 minutes'],
    [100_000, '28 hours'],
  ])('%i seconds: %s', (seconds, words) => {
    expect(formatDuration(seconds)).toBe(words);
  });

  it.each([
    [0, '0:00'],
    [-5, '0:00'],
    [65, '1:05'],
    [599.4, '9:59'],
    [3_723, '1:02:03'],
    [3 * 86_400, '3 days'],
  ])('%d seconds left: %s', (seconds, words) => {
    expect(formatRemaining(seconds)).toBe(words);
  });
});
