/** The face of groups/: what other features and the shell may import of it (features/README.md). */

/** Loads the user groups overlay: a chunk of its own (import its loader, never its module). */
export const loadGroupsOverlay = () => import('./GroupsOverlay');
