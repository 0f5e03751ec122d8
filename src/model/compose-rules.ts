/**
 * What the register data already says about a message before it is sent: the same rules the
 * server applies (its wording too), so a refusal is shown at once, in the box, with the text
 * kept. Anything the client cannot know is left to the server's answer.
 */

import { SystemGroup } from '../api/constants';
import { LEGACY_NO_TOPIC } from '../api/feature-level';
import type { GroupSettingValue } from '../api/types/models';
import { dmKey } from '../store/keys';
import type { ParleyState } from '../store/state';
import { type ComposeTarget, normalizeContent, normalizeTopic } from './compose-target';
import { isUserInGroupSetting } from './permissions';

export type RulesState = Pick<
  ParleyState,
  | 'channels'
  | 'subscriptions'
  | 'users'
  | 'groups'
  | 'current_user_id'
  | 'realm'
  | 'server'
  | 'dmConversations'
  | 'awaitingPeople'
>;

/** Code points, as the server counts them. */
export const contentLength = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};

const NOBODY = SystemGroup.nobody;

function groupIsNobody(value: GroupSettingValue | undefined, state: RulesState): boolean {
  if (value === undefined) return false;
  if (typeof value === 'number') return state.groups[value]?.name === NOBODY;
  return value.direct_members.length === 0 && value.direct_subgroups.length === 0;
}

/** Zulip's legacy stream_post_policy, for servers without can_send_message_group (FL < 333). */
function mayPostByPolicy(policy: number, state: RulesState): boolean {
  const self = state.users[state.current_user_id];
  if (!self) return false;
  switch (policy) {
    case 2:
      return self.role <= 200;
    case 4:
      return self.role <= 300;
    case 3:
      return isUserInGroupSetting(
        Object.values(state.groups).find((g) => g.name === SystemGroup.fullMembers)?.id,
        { ...state, realm: state.realm },
      );
    default:
      return true;
  }
}

/** Why the user may not post in a channel, or undefined if they may. */
export function channelRefusal(state: RulesState, stream_id: number): string | undefined {
  const channel = state.channels[stream_id];
  if (!channel) return 'This channel does not exist, or you cannot see it.';
  const self = state.users[state.current_user_id];
  if (self?.is_bot) return undefined;
  const posters = (channel as { can_send_message_group?: GroupSettingValue })
    .can_send_message_group;
  const mayPost =
    posters === undefined
      ? mayPostByPolicy(channel.stream_post_policy, state)
      : isUserInGroupSetting(posters, { ...state, realm: state.realm });
  if (!mayPost) return 'You do not have permission to post in this channel.';
  const subscribed = stream_id in state.subscriptions;
  if (channel.is_archived || ((channel.invite_only || self?.is_guest) && !subscribed)) {
    return `Not authorized to send to channel '${channel.name}'`;
  }
  return undefined;
}

/** Why the user may not send to these people, or undefined if they may (canSendDirectMessage). */
export function directMessageRefusal(state: RulesState, to: readonly number[]): string | undefined {
  const selfId = state.current_user_id;
  const self = state.users[selfId];
  if (to.length === 0) return 'Please specify at least one valid recipient.';
  for (const id of to) {
    const u = state.users[id];
    // Everyone is still to come after the register: the server decides.
    if (!u && state.awaitingPeople) continue;
    if (!u) return 'Please specify at least one valid recipient.';
    if (!u.is_active) return `'${u.email}' is no longer using Zulip.`;
  }
  if (!self || self.is_bot) return undefined;
  if (to.every((id) => id === selfId || state.users[id]?.is_bot)) return undefined;
  const permission = state.realm.direct_message_permission_group;
  const ctx = { ...state, realm: state.realm };
  if (permission !== undefined) {
    const anyone = [selfId, ...to].some((id) => isUserInGroupSetting(permission, ctx, id));
    if (!anyone) {
      return groupIsNobody(permission, state)
        ? 'Direct messages are disabled in this organization.'
        : 'This conversation does not include any users who can authorize it.';
    }
  }
  const initiators = state.realm.direct_message_initiator_group;
  if (initiators !== undefined && !isUserInGroupSetting(initiators, ctx)) {
    if (!(dmKey(to, selfId) in state.dmConversations)) {
      return 'You are not allowed to start direct message conversations.';
    }
  }
  return undefined;
}

/** The topic the server stores as the empty one ("(no topic)" and the display name mean it). */
export function isEmptyTopic(state: Pick<RulesState, 'realm'>, topic: string): boolean {
  const t = normalizeTopic(topic);
  return t === '' || t === LEGACY_NO_TOPIC || t === state.realm.empty_topic_display_name;
}

/**
 * Why this message cannot be sent, as the server would say it, or undefined. An empty message
 * is refused too (the Send button is disabled for it anyway).
 */
export function sendRefusal(
  state: RulesState,
  target: ComposeTarget,
  content: string,
): string | undefined {
  const text = normalizeContent(content);
  if (text.trim() === '') return 'You have nothing to send!';
  const max = state.server.max_message_length;
  if (contentLength(text) > max) {
    return `Message length shouldn't be greater than ${max} characters.`;
  }
  if (target.type === 'stream') {
    if (target.stream_id === undefined) return 'Please specify a channel.';
    const refusal = channelRefusal(state, target.stream_id);
    if (refusal) return refusal;
    if (isEmptyTopic(state, target.topic) && state.realm.mandatory_topics) {
      return 'Topics are required in this organization.';
    }
    return undefined;
  }
  return directMessageRefusal(state, target.to);
}
