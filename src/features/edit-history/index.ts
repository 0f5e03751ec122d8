/** The face of edit-history/: what other features and the shell may import of it (features/README.md). */

/** Loads the "Message edit history" dialog: a chunk of its own (import its loader, never its module). */
export const loadEditHistoryDialog = () => import('./EditHistoryDialog');
