/**
 * Every client route of the product (docs/product/specification.md §2). The client router and the server's
 * 404 handling both read this list, so an unknown path is a 404 on both sides.
 */
export const ROUTES = {
  home: '/',
  pricing: '/pricing',
  about: '/who-are-we',
  faq: '/faq',
  contact: '/contact',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
  chatDiagnostic: '/chat/psychologist',
  chatNotes: '/chat/general',
  chatDocuments: '/chat/document',
  fiches: '/fiches',
  cgv: '/cgv',
  cgu: '/cgu',
  testCheckout: '/paiement-test',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(ROUTES));

/** True when the path (without query string) is a page of the app. */
export function isKnownRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_PATHS.has(path);
}
