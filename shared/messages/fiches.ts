/** Fiches et Ressources page (docs/product/specification.md §2 Resources, §8). Spec strings are copied exactly. */
export const FICHES_MESSAGES = {
  title: 'Fiches et Ressources',
  intro:
    'Des documents PDF rédigés pour votre pratique : psychoéducation, exercices et grilles d’analyse fonctionnelle à remettre à vos patients ou à utiliser en séance.',
  filterLabel: 'Filtrer les fiches par catégorie',
  all: 'Tous',
  typeLabel: 'Format',
  open: 'Accéder au document',
  opening: 'Ouverture...', // docs/product/specification.md §2
  opened: 'Document ouvert avec succès !', // docs/product/specification.md §2
  openError: "Erreur lors de l'ouverture du document. Veuillez réessayer.", // docs/product/specification.md §8
  empty: 'Aucune fiche dans cette catégorie', // docs/product/specification.md §2
  retry: 'Réessayer',
  newTab: '(s’ouvre dans un nouvel onglet)',
  count: (n: number) => (n > 1 ? `${n} fiches` : `${n} fiche`),
  usageNote:
    'Ces fiches sont réservées à votre usage professionnel : vous pouvez les imprimer et les remettre à vos patients, mais pas les diffuser publiquement.',
} as const;
