/** The face of unread/: what other features and the shell may import of it (features/README.md). */
export { markAsReadWithProgress } from './mark-read';
