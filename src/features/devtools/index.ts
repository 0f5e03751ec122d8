/** The face of devtools/: what other features and the shell may import of it (features/README.md). */

export { useBackgroundRecording } from './background';
export { RECORDER_CAPACITY_TEXT } from './capacity';
export { setDevtoolsPreference, useDevtoolsPreference } from './preferences';

/** Loads the developer tools overlay: a chunk of its own (import its loader, never its module). */
export const loadDevtoolsOverlay = () => import('./DevtoolsOverlay');
