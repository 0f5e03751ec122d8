/** The face of custom-emoji/: what other features and the shell may import of it (features/README.md). */

/** Loads the organization's custom emoji page: a chunk of its own (import its loader, never its module). */
export const loadCustomEmojiPage = () => import('./CustomEmojiPage');
