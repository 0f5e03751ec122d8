/** The face of sidebar/: what other features and the shell may import of it (features/README.md). */
export { unreadLabel } from './ChannelRow';
export { LeftSidebar } from './LeftSidebar';
export { selectionOf } from './selection';
