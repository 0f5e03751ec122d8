/** Domain logic with no React: narrows, typing, permissions, unread counting. */
export { createClientStore } from './client-store';
export { messageMatchesNarrow, type NarrowContext, narrowKey } from './narrow';
export {
  decodeHashComponent,
  encodeHashComponent,
  narrowToHash,
  type ParsedNarrow,
  parseNarrowHash,
  type SlugLookup,
} from './narrow-url';
export {
  canAdministerChannel,
  hasRealmPermission,
  isUserInGroupSetting,
  type PermissionContext,
} from './permissions';
export { TYPING_DEFAULTS, TypingNotifier, type TypingSend, type TypingTimers } from './typing';
export * from './unread';
