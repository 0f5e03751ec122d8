/** The face of notifications/: what other features and the shell may import of it (features/README.md). */
export { Notifications } from './Notifications';
