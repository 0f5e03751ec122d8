/** The face of scheduled/: what other features and the shell may import of it (features/README.md). */
export { ScheduledView } from './ScheduledView';
