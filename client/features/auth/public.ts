/**
 * What other features may use of auth (docs/client-architecture.md, "Public files"): the session
 * store and the sign-out. Everything else in this folder is auth's own; the router (client/app/)
 * loads the screens themselves.
 */
export { forgetSignedInUser, useAuth } from './auth-context.tsx';
export type { LoginLocationState } from './login-page.tsx';
export { useLogout } from './use-logout.ts';
