/** The store's public surface. */
export {
  type ApplyOptions,
  type ApplyResult,
  applyEvents,
  isKnownEvent,
  reduceEvent,
} from './apply';
export { type BenchOptions, runEventBatches } from './bench';
export { type ComparableState, snapshotForComparison } from './compare';
export { dmConversationsByRecency } from './dm-conversations';
export { fromRegister, SERVER_DEFAULTS } from './from-register';
export {
  canonicalOperator,
  canonicalTerm,
  dmKey,
  narrowKey,
  topicKey,
  typingKeyForDm,
  typingKeyForStream,
} from './keys';
export {
  channelLocationMatches,
  type Match,
  messageMatchesNarrow,
  type NarrowContext,
} from './narrow-match';
export type { OptimisticChange } from './optimistic';
export type * from './state';
export {
  type BatchOutcome,
  createParleyStore,
  type MessagesPage,
  type ParleyStore,
  type StoreOptions,
  useParley,
} from './store';
export { typistsIn } from './typing';
export {
  countUnreads,
  isTopicFollowed,
  isTopicMuted,
  selectUnreadCounts,
  type TopicUnread,
  type UnreadCounts,
} from './unread-counts';
export { compareIds, sortedIndex } from './windows';
