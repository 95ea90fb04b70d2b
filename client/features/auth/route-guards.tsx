/** Route guards of docs/product/specification.md §2. They only steer the browser: the API enforces the same rules. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from './auth-context.tsx';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
  return children;
}

export function RequireSubscription({ children }: { children: ReactNode }) {
  const { loading, user, hasActiveSubscription } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
  if (!hasActiveSubscription) return <Navigate to={ROUTES.pricing} replace />;
  return children;
}
