/**
 * Authentication state (spec §4): loaded once at start from the server's session,
 * refreshed after login, logout and payment. The server decides; this only shows it.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '#shared/auth.schemas.ts';
import { SIGNED_OUT } from '#shared/auth-state.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

interface AuthContextValue extends MeResponse {
  loading: boolean;
  /** Re-reads the session from the server (after login, payment, …). */
  refresh: () => Promise<MeResponse>;
  /** Replaces the cached state at once (e.g. with a login response). */
  setMe: (me: MeResponse) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** After logout or account deletion: no cached datum of the former user survives (public config aside). */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
  queryClient.setQueryData(ME_QUERY_KEY, SIGNED_OUT);
}

export function fetchMe(): Promise<MeResponse> {
  return apiRequest('/api/auth/me', { schema: async () => (await import('#shared/auth.schemas.ts')).MeResponseSchema });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000, retry: 1 });
  const refresh = useCallback(() => queryClient.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 0 }), [queryClient]);
  const setMe = useCallback((me: MeResponse) => queryClient.setQueryData(ME_QUERY_KEY, me), [queryClient]);
  const value = useMemo<AuthContextValue>(
    () => ({ ...(query.data ?? SIGNED_OUT), loading: query.isPending, refresh, setMe }),
    [query.data, query.isPending, refresh, setMe],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
