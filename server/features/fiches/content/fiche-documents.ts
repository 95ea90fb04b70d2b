import type { FicheDocument } from '../pdf/fiche-document.ts';
import { exercicesAncrage } from './exercices-ancrage.ts';
import { grilleAbc } from './grille-abc.ts';
import { grilleSecca } from './grille-secca.ts';
import { grilleSorc } from './grille-sorc.ts';
import { psychoeducationAnxiete } from './psychoeducation-anxiete.ts';

/** Content of every fiche, keyed by the catalogue id (`#shared/fiches.ts`). */
export const FICHE_DOCUMENTS: Record<string, FicheDocument> = {
  [psychoeducationAnxiete.id]: psychoeducationAnxiete,
  [exercicesAncrage.id]: exercicesAncrage,
  [grilleAbc.id]: grilleAbc,
  [grilleSecca.id]: grilleSecca,
  [grilleSorc.id]: grilleSorc,
};
