/**
 * Catalogue of the "Fiches et Ressources" downloadable documents.
 *
 * Shared by the client (listing, filters, download links) and the server
 * (PDF generation and delivery). Keep this file free of Node and DOM APIs:
 * it is compiled for both environments.
 */

export const FICHE_CATEGORIES = ['theorie', 'exercices', 'outils'] as const;

export type FicheCategory = (typeof FICHE_CATEGORIES)[number];

export const FICHE_CATEGORY_LABELS: Record<FicheCategory, string> = {
  theorie: 'Théorie',
  exercices: 'Exercices',
  outils: 'Outils',
};

export interface Fiche {
  /** Stable identifier, also the base name of the generated file (`<id>.pdf`). */
  id: string;
  title: string;
  category: FicheCategory;
  description: string;
  type: 'PDF';
  /** Suggested file name for the download (`Content-Disposition`). */
  fileName: string;
}

export const FICHES: readonly Fiche[] = [
  {
    id: 'psychoeducation-anxiete',
    title: 'Comprendre l’anxiété',
    category: 'theorie',
    description:
      'Fiche de psychoéducation sur l’anxiété\u00A0: son rôle d’alarme, le cercle anxieux, l’évitement et les comportements de sécurité, et ce qui aide à en sortir.',
    type: 'PDF',
    fileName: 'psyscribe-psychoeducation-anxiete.pdf',
  },
  {
    id: 'exercices-ancrage',
    title: 'Exercices d’ancrage',
    category: 'exercices',
    description:
      'Quatre exercices d’ancrage pour revenir au moment présent (5-4-3-2-1, respiration, ancrage corporel, lieu sûr), avec un carnet de pratique à compléter.',
    type: 'PDF',
    fileName: 'psyscribe-exercices-ancrage.pdf',
  },
  {
    id: 'grille-abc',
    title: 'Grille ABC',
    category: 'outils',
    description:
      'Grille d’analyse des situations selon le modèle ABC d’Ellis\u00A0: antécédent, pensées et croyances, conséquences. Consignes, exemple rempli et grille vierge.',
    type: 'PDF',
    fileName: 'psyscribe-grille-abc.pdf',
  },
  {
    id: 'grille-secca',
    title: 'Grille SECCA',
    category: 'outils',
    description:
      'Grille d’analyse fonctionnelle de Cottraux\u00A0: situation, émotion, cognition, comportement, anticipation. Consignes, exemple rempli et grille vierge.',
    type: 'PDF',
    fileName: 'psyscribe-grille-secca.pdf',
  },
  {
    id: 'grille-sorc',
    title: 'Grille SORC',
    category: 'outils',
    description:
      'Grille d’analyse fonctionnelle de Kanfer et Saslow\u00A0: stimulus, organisme, réponse, conséquences. Consignes, exemple rempli et grille vierge.',
    type: 'PDF',
    fileName: 'psyscribe-grille-sorc.pdf',
  },
];

export function findFiche(id: string): Fiche | undefined {
  return FICHES.find((fiche) => fiche.id === id);
}
