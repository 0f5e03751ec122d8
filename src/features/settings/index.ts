/** The face of settings/: what other features and the shell may import of it (features/README.md). */
export { useAppearanceActions, usePersonalMenuAppearance } from './appearance-actions';
export { SETTINGS_SECTIONS } from './sections';

/** Loads the personal settings overlay: a chunk of its own (import its loader, never its module). */
export const loadSettingsOverlay = () => import('./SettingsOverlay');

/** Loads "About Zulip": a chunk of its own (import its loader, never its module). */
export const loadAboutOverlay = () => import('./AboutOverlay');
