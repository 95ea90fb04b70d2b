import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product/specification.md §9: the document opens after 500 ms; the success note lasts 3 s. */
const FICHE_OPEN_DELAY_MS = 500;
const FICHE_SUCCESS_MS = 3000;

export type FicheOpenPhase = 'opening' | 'opened' | 'error';

export interface FicheOpenState {
  id: string;
  phase: FicheOpenPhase;
}

/**
 * Opens a fiche's PDF in a new tab: "Ouverture..." → after 500 ms the tab opens →
 * "Document ouvert avec succès !" for 3 s; a blocked pop-up shows the error instead.
 */
export function useOpenFiche(): {
  state: FicheOpenState | null;
  open: (id: string, url: string) => void;
} {
  const [state, setState] = useState<FicheOpenState | null>(null);
  const timers = useRef<number[]>([]);

  const clearTimers = useCallback(() => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const open = useCallback(
    (id: string, url: string) => {
      clearTimers();
      setState({ id, phase: 'opening' });
      timers.current.push(
        window.setTimeout(() => {
          // Not the 'noopener' feature: with it, window.open always returns null, so a blocked
          // pop-up could not be told apart. The document is ours (same origin); the opener
          // link is cut right after.
          const tab = window.open(url, '_blank');
          if (!tab) {
            setState({ id, phase: 'error' });
            return;
          }
          tab.opener = null;
          setState({ id, phase: 'opened' });
          timers.current.push(window.setTimeout(() => setState(null), FICHE_SUCCESS_MS));
        }, FICHE_OPEN_DELAY_MS),
      );
    },
    [clearTimers],
  );

  return { state, open };
}
