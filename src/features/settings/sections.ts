/** The sections of `#settings/...`, in order: the overlay's navigation and the command palette. */
export const SETTINGS_SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'account-and-privacy', label: 'Account & privacy' },
  { id: 'preferences', label: 'Preferences' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'alert-words', label: 'Alert words' },
  { id: 'saved-snippets', label: 'Saved snippets' },
] as const;
