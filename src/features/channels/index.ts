/** The face of channels/: what other features and the shell may import of it (features/README.md). */
export { ChannelMenu } from './ChannelMenu';
export { channelActions } from './channel-actions';
