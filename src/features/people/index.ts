/** The face of people/: what other features and the shell may import of it (features/README.md). */

export { usePresenceHeartbeat } from './heartbeat';
export { RightSidebar } from './RightSidebar';
