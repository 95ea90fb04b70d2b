import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { forgetSignedInUser } from './auth-context.tsx';

/** Signs out on the server, clears every cached user datum, and goes home (docs/product/specification.md §2 Account). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiRequest('/api/auth/logout', { method: 'POST', body: {}, schema: async () => (await import('#shared/common.schemas.ts')).OkResponseSchema });
    } finally {
      forgetSignedInUser();
      void navigate(ROUTES.home);
    }
  }, [navigate]);
}
