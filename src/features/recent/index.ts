/** The face of recent/: what other features and the shell may import of it (features/README.md). */
export { RecentView } from './RecentView';
