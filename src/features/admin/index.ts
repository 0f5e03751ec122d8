/** The face of admin/: what other features and the shell may import of it (features/README.md). */
export { ORGANIZATION_SECTIONS } from './sections';

/** Loads the organization settings overlay: a chunk of its own (import its loader, never its module). */
export const loadOrganizationOverlay = () => import('./OrganizationOverlay');
