/**
 * Authentication state: loaded once at start from the server's
 * session, refreshed after login, logout and payment. The server decides; this only shows it.
 * A small store of its own rather than the query cache, so that the first JavaScript of the public
 * pages does not carry the query library (docs/performance.md).
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { MeResponse } from '#shared/auth.schemas.ts';
import { SIGNED_OUT } from '#shared/auth-state.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { forgetUserData, onForgetUserData } from '#client/lib/user-data.ts';

interface AuthContextValue extends MeResponse {
  loading: boolean;
  /** Re-reads the session from the server (after login, payment, …). */
  refresh: () => Promise<MeResponse>;
  /** Replaces the state at once (e.g. with a login response). */
  setMe: (me: MeResponse) => void;
}

interface AuthSnapshot {
  me: MeResponse | undefined;
  pending: boolean;
}

const INITIAL: AuthSnapshot = { me: undefined, pending: true };
let snapshot: AuthSnapshot = INITIAL;
/** Bumped by every local change: a request started before it must not overwrite it. */
let version = 0;
let started = false;
const listeners = new Set<() => void>();

function publish(next: AuthSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function fetchMe(): Promise<MeResponse> {
  return apiRequest('/api/auth/me', { schema: async () => (await import('#shared/auth.schemas.ts')).MeResponseSchema });
}

/** One retry after a second, like the other reads of the application. */
async function fetchMeWithRetry(): Promise<MeResponse> {
  try {
    return await fetchMe();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return fetchMe();
  }
}

function load(): Promise<MeResponse> {
  const startedAt = version;
  return fetchMeWithRetry().then(
    (me) => {
      if (version === startedAt) publish({ me, pending: false });
      return me;
    },
    (error: unknown) => {
      if (version === startedAt) publish({ me: snapshot.me, pending: false });
      throw error;
    },
  );
}

function setMe(me: MeResponse): void {
  version += 1;
  publish({ me, pending: false });
}

const refresh = (): Promise<MeResponse> => load();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    load().catch(() => undefined);
  }
  return () => listeners.delete(listener);
}

onForgetUserData(() => setMe(SIGNED_OUT));

/** After logout or account deletion: no cached datum of the former user survives (public config aside). */
export function forgetSignedInUser(): void {
  forgetUserData();
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(subscribe, () => snapshot, () => INITIAL);
  const value = useMemo<AuthContextValue>(
    () => ({ ...(current.me ?? SIGNED_OUT), loading: current.pending, refresh, setMe }),
    [current],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
