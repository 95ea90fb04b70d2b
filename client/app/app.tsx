import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { AuthProvider, useAuth } from '#client/features/auth/auth-context.tsx';
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

function Shell() {
  const { loading } = useAuth();
  // Spec §2: the whole application waits for the authentication state.
  if (loading) return <FullPageSpinner />;
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <SiteHeader />
      <main id="contenu" className="flex-1" tabIndex={-1}>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppConfigProvider>
            <AuthProvider>
              <Shell />
            </AuthProvider>
          </AppConfigProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
