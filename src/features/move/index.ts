/** The face of move/: what other features and the shell may import of it (features/README.md). */
export { TopicBarTools, TopicEditorSlot, useTopicEditing } from './TopicBarTools';

/** Loads the "Move messages" dialog: a chunk of its own (import its loader, never its module). */
export const loadMoveDialog = () => import('./MoveDialog');
