/** The sections of `#organization/...`, in order: the overlay's navigation and the command palette. */
export const ORGANIZATION_SECTIONS = [
  { id: 'organization-profile', label: 'Organization profile' },
  { id: 'organization-settings', label: 'Organization settings' },
  { id: 'organization-permissions', label: 'Organization permissions' },
  { id: 'users', label: 'Users' },
  { id: 'deactivated', label: 'Deactivated users' },
  { id: 'emoji-settings', label: 'Custom emoji' },
  { id: 'linkifier-settings', label: 'Linkifiers' },
] as const;
