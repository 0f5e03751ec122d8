/** The face of topics/: what other features and the shell may import of it (features/README.md). */
export { TopicMenu } from './TopicMenu';
export {
  renameTopic,
  toggleResolved,
  toggleTopicMute,
  topicActions,
  topicHash,
} from './topic-actions';
