/** The face of emoji-picker/: what other features and the shell may import of it (features/README.md). */

/** Loads the emoji picker: a chunk of its own (import its loader, never its module). */
export const loadEmojiPicker = () => import('./EmojiPicker');
