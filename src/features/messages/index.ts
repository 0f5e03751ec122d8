/** The face of messages/: what other features and the shell may import of it (features/README.md). */
export type { MessageKeyAction } from './actions/message-keys';
export { loadedMessageFeed, loadMessageFeed } from './lazy-feed';
export { useFeed } from './useFeed';
export { usePrefetchFeed } from './usePrefetchFeed';

/** Loads what the message hotkeys do (with the first one pressed): a chunk of its own. */
export const loadHotkeyActions = () => import('./actions/hotkey-actions');
export { TopicMoveHost } from './actions/TopicMoveHost';
