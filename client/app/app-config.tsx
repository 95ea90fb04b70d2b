/** Public server configuration (product name, support address, offline modes). */
import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { APP_NAME, DEFAULT_SUPPORT_EMAIL } from '#shared/app.ts';
import { PublicConfigSchema, type PublicConfig } from '#shared/system.schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';

const FALLBACK: PublicConfig = {
  appName: APP_NAME,
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  paymentProvider: 'test',
  stripePublishableKey: null,
  aiProvider: 'demo',
};

const AppConfigContext = createContext<PublicConfig>(FALLBACK);

export function AppConfigProvider({ children }: { children: ReactNode }) {
  const query = useQuery({
    queryKey: ['config'],
    queryFn: () => apiRequest('/api/config', { schema: PublicConfigSchema }),
    staleTime: Infinity,
  });
  return <AppConfigContext.Provider value={query.data ?? FALLBACK}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): PublicConfig {
  return useContext(AppConfigContext);
}
