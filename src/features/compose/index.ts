/** The face of compose/: what other features and the shell may import of it (features/README.md). */
export { ComposeArea } from './ComposeArea';
export { newDirectMessage, newTopic, reply } from './compose-actions';
export { useComposeSession } from './compose-session';
export {
  closeCompose,
  composeStore,
  insertIntoCompose,
  openCompose,
  replaceInCompose,
  setContent,
  showComposeError,
} from './compose-state';
