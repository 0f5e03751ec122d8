import { describe, expect, it } from 'vitest';
import {
  addSubscribersVerdict,
  archiveVerdict,
  type ChannelPrivacy,
  channelPrivacyVerdict,
  channelSettingsVerdict,
  createChannelVerdict,
  defaultChannelVerdict,
  removeSubscriberVerdict,
  retentionVerdict,
  sendToChannelVerdict,
  subscribeSelfVerdict,
  unarchiveVerdict,
  type Verdict,
  webPublicVerdict,
} from './channel-permissions';
import {
  ADMIN,
  ANNOUNCE,
  ARCHIVED,
  asUser,
  CHANNEL_ADMIN,
  GUEST,
  LEGACY_MODERATED,
  MEMBER,
  MODERATOR,
  OWNER,
  PRIVATE,
  PUBLIC,
  WEB_PUBLIC,
} from './permission-fixture';

/** `true`, or a piece of the reason given. */
type Expected = true | string;

function check(verdict: Verdict, expected: Expected) {
  if (expected === true) expect(verdict).toEqual({ allowed: true });
  else {
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).toContain(expected);
  }
}

describe('channel settings', () => {
  it.each<[string, number, number, Expected]>([
    ['an organization administrator', ADMIN, PUBLIC, true],
    ['an owner', OWNER, PUBLIC, true],
    ['a member of can_administer_channel_group', CHANNEL_ADMIN, PUBLIC, true],
    ['a moderator', MODERATOR, PUBLIC, 'channel administrators can change this'],
    ['a member', MEMBER, PUBLIC, 'channel administrators can change this'],
    ['anyone, on an archived channel', ADMIN, ARCHIVED, 'archived'],
  ])('%s', (_name, user, channel, expected) => {
    check(channelSettingsVerdict(asUser(user), channel), expected);
  });
});

describe('privacy', () => {
  it.each<[string, number, number, Expected]>([
    ['an administrator, public channel', ADMIN, PUBLIC, true],
    ['a subscribed owner, private channel', OWNER, PRIVATE, true],
    ['an unsubscribed administrator, private channel', ADMIN, PRIVATE, 'must be subscribed'],
    ['a subscribed member who is no channel administrator', MEMBER, PRIVATE, 'administrators'],
  ])('%s', (_name, user, channel, expected) => {
    check(channelPrivacyVerdict(asUser(user), channel), expected);
  });

  it.each<[string, number, boolean, Expected]>([
    ['an owner (in can_create_web_public_channel_group)', OWNER, true, true],
    ['an administrator (not in it)', ADMIN, true, 'Only Owners can make channels web-public'],
    ['an owner when spectators are off', OWNER, false, 'not enabled'],
  ])('web-public: %s', (_name, user, spectators, expected) => {
    const state = asUser(user);
    state.realm.enable_spectator_access = spectators;
    check(webPublicVerdict(state), expected);
  });
});

describe('organization-level channel settings', () => {
  it.each<[string, () => Verdict, Expected]>([
    ['default channel: administrator', () => defaultChannelVerdict(asUser(ADMIN), PUBLIC), true],
    [
      'default channel: a channel administrator who is a member',
      () => defaultChannelVerdict(asUser(CHANNEL_ADMIN), PUBLIC),
      'Only organization administrators',
    ],
    [
      'default channel: never a private channel',
      () => defaultChannelVerdict(asUser(OWNER), PRIVATE),
      'cannot be a default channel',
    ],
    ['retention: owner', () => retentionVerdict(asUser(OWNER)), true],
    ['retention: administrator', () => retentionVerdict(asUser(ADMIN)), 'owners'],
    ['archive: channel administrator', () => archiveVerdict(asUser(CHANNEL_ADMIN), PUBLIC), true],
    ['archive: member', () => archiveVerdict(asUser(MEMBER), PUBLIC), 'administrators'],
    ['unarchive: administrator', () => unarchiveVerdict(asUser(ADMIN)), true],
    ['unarchive: channel administrator', () => unarchiveVerdict(asUser(CHANNEL_ADMIN)), 'Only'],
  ])('%s', (_name, verdict, expected) => check(verdict(), expected));
});

describe('posting', () => {
  it.each<[string, number, number, Expected]>([
    ['a member, everyone may post', MEMBER, PUBLIC, true],
    ['a guest, public channel not subscribed', GUEST, PUBLIC, 'subscribed'],
    ['a member, administrators only', MEMBER, ANNOUNCE, 'permission to post'],
    ['an administrator, administrators only', ADMIN, ANNOUNCE, true],
    ['an owner (administrators include owners)', OWNER, ANNOUNCE, true],
    ['an unsubscribed moderator, private channel', MODERATOR, PRIVATE, 'subscribed'],
    ['a subscribed member, private channel', MEMBER, PRIVATE, true],
    ['anyone, archived channel', OWNER, ARCHIVED, 'archived'],
    ['legacy stream_post_policy 4: a moderator', MODERATOR, LEGACY_MODERATED, true],
    ['legacy stream_post_policy 4: a member', MEMBER, LEGACY_MODERATED, 'permission to post'],
    ['an unknown channel', MEMBER, 999, 'does not exist'],
  ])('%s', (_name, user, channel, expected) => {
    check(sendToChannelVerdict(asUser(user), channel), expected);
  });
});

describe('subscribers', () => {
  it.each<[string, number, number, Expected]>([
    ['a member, public channel (realm can_add_subscribers_group)', MEMBER, PUBLIC, true],
    ['a guest', GUEST, PUBLIC, 'permission to add subscribers'],
    ['a subscribed member, private channel', MEMBER, PRIVATE, true],
    ['an unsubscribed moderator, private channel', MODERATOR, PRIVATE, 'permission'],
    ['an unsubscribed administrator, private channel', ADMIN, PRIVATE, true],
    ['anyone, archived channel', OWNER, ARCHIVED, 'archived'],
  ])('adding: %s', (_name, user, channel, expected) => {
    check(addSubscribersVerdict(asUser(user), channel), expected);
  });

  it.each<[string, number, number, Expected]>([
    ['oneself, always', MEMBER, MEMBER, true],
    ['someone else, as an administrator (channel administrators)', ADMIN, MEMBER, true],
    ['someone else, as a channel administrator', CHANNEL_ADMIN, MEMBER, true],
    [
      'someone else, as a member',
      MEMBER,
      OWNER,
      'Only channel administrators and Administrators can unsubscribe others',
    ],
  ])('removing: %s', (_name, user, target, expected) => {
    check(removeSubscriberVerdict(asUser(user), PUBLIC, target), expected);
  });

  it.each<[string, number, number, Expected]>([
    ['a member, public channel', MEMBER, PUBLIC, true],
    ['a guest, public channel', GUEST, PUBLIC, 'permission to subscribe'],
    ['a guest, web-public channel', GUEST, WEB_PUBLIC, true],
    ['a moderator, private channel (nobody may subscribe)', MODERATOR, PRIVATE, 'permission'],
    ['an administrator, private channel (channel administrators add anyone)', ADMIN, PRIVATE, true],
    ['anyone, archived channel', OWNER, ARCHIVED, 'archived'],
  ])('subscribing oneself: %s', (_name, user, channel, expected) => {
    check(subscribeSelfVerdict(asUser(user), channel), expected);
  });
});

describe('creating channels', () => {
  it.each<[string, number, ChannelPrivacy, Expected]>([
    ['public, a member', MEMBER, 'public', true],
    ['public, a guest', GUEST, 'public', 'Only Everyone except guests can create public channels'],
    ['private, a moderator', MODERATOR, 'private', true],
    ['private, a member', MEMBER, 'private', 'Only Moderators can create private channels'],
    ['web-public, an owner', OWNER, 'web-public', true],
    ['web-public, an administrator', ADMIN, 'web-public', 'web-public'],
  ])('%s', (_name, user, privacy, expected) => {
    check(createChannelVerdict(asUser(user), privacy), expected);
  });
});
