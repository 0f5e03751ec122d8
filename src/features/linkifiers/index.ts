/** The face of linkifiers/: what other features and the shell may import of it (features/README.md). */

/** Loads the organization's linkifiers page: a chunk of its own (import its loader, never its module). */
export const loadLinkifiersPage = () => import('./LinkifiersPage');
