/**
 * The fiches' PDFs, rendered on first request and then kept in memory: five small,
 * reproducible documents (a few dozen kB each) that never change while the server runs.
 */
import { findFiche } from '#shared/fiches.ts';
import { FICHE_DOCUMENTS } from './content/fiche-documents.ts';
import type { FicheDocument } from './pdf/fiche-document.ts';
import { renderFichePdf } from './pdf/render-fiche.ts';

export interface FichePdf {
  fileName: string;
  bytes: Uint8Array;
}

export interface FichePdfStore {
  /** The rendered PDF, or undefined when the id is not in the catalogue. */
  get(id: string): Promise<FichePdf | undefined>;
}

export function createFichePdfStore(
  render: (doc: FicheDocument) => Promise<Uint8Array> = renderFichePdf,
  documents: Readonly<Record<string, FicheDocument>> = FICHE_DOCUMENTS,
): FichePdfStore {
  const cache = new Map<string, Promise<Uint8Array>>();
  return {
    async get(id) {
      const fiche = findFiche(id);
      const doc = Object.hasOwn(documents, id) ? documents[id] : undefined;
      if (!fiche || !doc) return undefined;
      let pending = cache.get(id);
      if (!pending) {
        // One rendering even when several requests arrive together; a failure is not cached.
        pending = render(doc);
        cache.set(id, pending);
        pending.catch(() => cache.delete(id));
      }
      return { fileName: fiche.fileName, bytes: await pending };
    },
  };
}
