/** Public server configuration (product name, support address, offline modes). */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
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

/** Read once per tab (it does not change while the server runs); a failure is retried at the next start. */
let request: Promise<PublicConfig> | undefined;
function loadConfig(): Promise<PublicConfig> {
  request ??= apiRequest('/api/config', { schema: async () => (await import('#shared/system.schemas.ts')).PublicConfigSchema }).catch((error: unknown) => {
    request = undefined;
    throw error;
  });
  return request;
}

export function AppConfigProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState<AppConfig>({ ...FALLBACK, loaded: false });
  useEffect(() => {
    let live = true;
    loadConfig().then(
      (config) => live && setValue({ ...config, loaded: true }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return <AppConfigContext.Provider value={value}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext);
}
