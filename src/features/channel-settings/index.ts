/** The face of channel-settings/: what other features and the shell may import of it (features/README.md). */
export { channelHash } from './path';

/** Loads the channel settings overlay: a chunk of its own (import its loader, never its module). */
export const loadChannelsOverlay = () => import('./ChannelsOverlay');
