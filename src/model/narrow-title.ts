/** What a narrow is called in the top bar, the feed's accessible name and the page title. */
import type { NarrowTerm } from '../api/types/narrow';
import { canonicalTerm } from '../store/keys';
import { personName } from '../store/people-to-come';
import type { ParleyState } from '../store/state';
import type { ComposeTarget } from './compose-target';

type Names = Pick<ParleyState, 'channels' | 'users' | 'current_user_id' | 'awaitingPeople'>;

const IS_TITLES: Record<string, string> = {
  dm: 'Direct message feed',
  starred: 'Starred messages',
  mentioned: 'Mentions',
  alerted: 'Alerted messages',
  unread: 'Unread messages',
  resolved: 'Resolved topics',
  followed: 'Followed topics',
};

/** The title of a search that is not one of the named views; its empty feed says so. */
export const SEARCH_RESULTS = 'Search results';

/** "You and Othello", "You and Cordelia, Othello", "Messages with yourself". */
export function dmTitle(state: Names, user_ids: readonly number[]): string {
  const others = user_ids.filter((id) => id !== state.current_user_id);
  if (others.length === 0) return 'Messages with yourself';
  const names = others.map((id) => personName(state, id)).sort((a, b) => a.localeCompare(b));
  return `You and ${names.join(', ')}`;
}

export const channelName = (state: Names, operand: NarrowTerm['operand']): string =>
  typeof operand === 'number'
    ? (state.channels[operand]?.name ?? 'Unknown channel')
    : String(operand);

export function narrowTitle(state: Names, narrow: readonly NarrowTerm[]): string {
  const terms = narrow.map(canonicalTerm).filter((t) => !t.negated);
  const get = (op: string) => terms.find((t) => t.operator === op);
  if (narrow.length === 0 || (terms.length === 1 && get('in'))) return 'Combined feed';
  const channel = get('channel');
  const topic = get('topic');
  // The raw topic keeps its case (canonicalTerm lower-cases it).
  const rawTopic = narrow.find((t) => t.operator === 'topic' || t.operator === 'subject');
  if (get('search')) return SEARCH_RESULTS;
  if (channel && topic && terms.length === 2) {
    return `${channelName(state, channel.operand)} > ${String(rawTopic?.operand ?? topic.operand)}`;
  }
  if (channel && terms.length === 1) return channelName(state, channel.operand);
  const dm = get('dm');
  if (dm && terms.length === 1) {
    return dmTitle(state, [dm.operand].flat().map(Number));
  }
  const sender = get('sender');
  if (sender && terms.length === 1 && typeof sender.operand === 'number') {
    return `Messages sent by ${personName(state, sender.operand)}`;
  }
  const is = get('is');
  if (is && terms.length === 1) return IS_TITLES[String(is.operand)] ?? SEARCH_RESULTS;
  return SEARCH_RESULTS;
}

/** A topic as people read it: the empty topic under the organization's name for it. */
export const topicDisplayName = (realm: Record<string, unknown>, topic: string): string =>
  topic === ''
    ? typeof realm.empty_topic_display_name === 'string'
      ? realm.empty_topic_display_name
      : 'general chat'
    : topic;

/** A conversation as a person names it: "#Verona > lunch", or the DM's people. */
export function conversationTitle(
  state: Names & Pick<ParleyState, 'realm'>,
  target: ComposeTarget,
): string {
  if (target.type === 'private') return dmTitle(state, target.to);
  const channel = target.stream_id === undefined ? undefined : state.channels[target.stream_id];
  return `#${channel?.name ?? 'unknown channel'} > ${topicDisplayName(state.realm, target.topic.trim())}`;
}
