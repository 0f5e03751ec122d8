/** The face of inbox/: what other features and the shell may import of it (features/README.md). */
export { InboxView } from './InboxView';
