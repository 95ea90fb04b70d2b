import { Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { AuthProvider } from '#client/features/auth/auth-context.tsx';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { AppConfigProvider } from '#client/lib/app-config.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { SiteFooter } from './layout/site-footer.tsx';
import { SiteHeader } from './layout/site-header.tsx';
import { AppRoutes } from './router.tsx';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Public pages render at once (they are prerendered: docs/performance.md); pages that depend on
 * the signed-in user wait for the authentication state behind their guards (route-guards.tsx),
 * and screens loaded on demand show the same calm "Chargement..." state.
 */
function Shell() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <SiteHeader />
      <main id="contenu" className="flex-1" tabIndex={-1}>
        <ErrorBoundary>
          <Suspense fallback={<FullPageSpinner />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * The whole application inside a router given by the caller: BrowserRouter in the browser,
 * StaticRouter when the public pages are prerendered at build time (entry-server.tsx).
 */
export function AppTree({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <ErrorBoundary>
      <Router>
        <AppConfigProvider>
          <AuthProvider>
            <Shell />
          </AuthProvider>
        </AppConfigProvider>
      </Router>
    </ErrorBoundary>
  );
}

export function App() {
  return <AppTree router={BrowserRouter} />;
}
