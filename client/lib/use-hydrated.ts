import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true once the page runs in the browser
 * (docs/performance.md, "Paint first"). A prerendered form is painted before its JavaScript
 * arrives: until then it must not be filled or sent, or the browser would submit it natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
