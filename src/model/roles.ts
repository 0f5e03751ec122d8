/** Zulip's user roles by value, as people read them. */
export const ROLE_NAMES: Readonly<Record<number, string>> = {
  100: 'Owner',
  200: 'Administrator',
  300: 'Moderator',
  400: 'Member',
  600: 'Guest',
};
