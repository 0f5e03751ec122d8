/** The face of login/: what other features and the shell may import of it (features/README.md). */
export { DevLoginHandoff } from './DevLoginHandoff';
export { parseDevLoginHash, takeDevLoginRequest } from './dev-login-handoff';
export { LoginPage } from './LoginPage';
