/** Public server configuration (product name, support address, offline modes). */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { APP_NAME, DEFAULT_SUPPORT_EMAIL } from '#shared/app.ts';
import type { PublicConfig } from '#shared/system.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';

const FALLBACK: PublicConfig = {
  appName: APP_NAME,
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  paymentProvider: 'test',
  stripePublishableKey: null,
  aiProvider: 'demo',
};

/** `loaded` is false while the fallback is shown: anything mode-dependent (payment form, demo label) waits for it. */
export type AppConfig = PublicConfig & { loaded: boolean };

const AppConfigContext = createContext<AppConfig>({ ...FALLBACK, loaded: false });

export function AppConfigProvider({ children }: { children: ReactNode }) {
  const query = useQuery({
    queryKey: ['config'],
    queryFn: () => apiRequest('/api/config', { schema: async () => (await import('#shared/system.schemas.ts')).PublicConfigSchema }),
    staleTime: Infinity,
  });
  const value = useMemo<AppConfig>(() => (query.data ? { ...query.data, loaded: true } : { ...FALLBACK, loaded: false }), [query.data]);
  return <AppConfigContext.Provider value={value}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext);
}
