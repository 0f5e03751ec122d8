/** The face of status/: what other features and the shell may import of it (features/README.md). */
export { useStatusExpiry } from './expiry';
export { usePersonalMenuStatus } from './menu';
export { StatusDialogHost } from './StatusDialogHost';
