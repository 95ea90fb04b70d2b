/**
 * The data cache of the screens that read the API (TanStack Query). It is not part of the first
 * JavaScript: the router loads it with those screens only (client/app/router.tsx,
 * docs/performance.md). One client for the whole tab, so data survives navigation.
 */
import { QueryClient } from '@tanstack/react-query';
import { onForgetUserData } from './user-data.ts';

export const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

onForgetUserData(() => queryClient.clear());
