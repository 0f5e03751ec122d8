/** The face of drafts/: what other features and the shell may import of it (features/README.md). */
export { DraftsView } from './DraftsView';
export { useDrafts } from './useDrafts';
