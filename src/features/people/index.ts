/** The face of people/: what other features and the shell may import of it (features/README.md). */
export { RightSidebar } from './RightSidebar';
