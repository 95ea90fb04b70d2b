import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { AuthProvider } from '#client/features/auth/auth-context.tsx';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { AppConfigProvider } from './app-config.tsx';
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

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
}

/**
 * The whole application inside a router given by the caller: BrowserRouter in the browser,
 * StaticRouter when the public pages are prerendered at build time (entry-server.tsx).
 */
export function AppTree({ queryClient, router: Router }: { queryClient: QueryClient; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Router>
          <AppConfigProvider>
            <AuthProvider>
              <Shell />
            </AuthProvider>
          </AppConfigProvider>
        </Router>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return <AppTree queryClient={queryClient} router={BrowserRouter} />;
}
