/** The face of dms/: what other features and the shell may import of it (features/README.md). */
export { DmMenu } from './DmMenu';
