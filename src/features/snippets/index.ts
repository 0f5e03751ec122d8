/** The face of snippets/: what other features and the shell may import of it (features/README.md). */
export { SnippetsSettings } from './SnippetsSettings';
