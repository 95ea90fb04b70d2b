/** Token budget texts (docs/product/specification.md §8 Chat, §2 Account token-usage block, docs/product/decisions.md, §4). */
export const BUDGET_MESSAGES = {
  /** docs/product/specification.md §8, exact. */
  exhausted: 'Budget épuisé: Vous avez atteint votre limite de budget mensuel. Rechargez vos crédits ou passez à Premium pour continuer.',
  exhaustedTitle: 'Budget épuisé',
  exhaustedBody: 'Vous avez atteint votre limite de budget mensuel. Rechargez vos crédits ou passez à Premium pour continuer.',
  topUp: 'Recharger mes crédits - 15€',
  goPremium: 'Passer à Premium',
  usage: {
    title: 'Consommation du mois',
    loading: 'Chargement de la consommation...',
    /** docs/product/specification.md §2, exact. */
    empty: "Aucune donnée d'utilisation disponible",
    percentLabel: 'Budget mensuel utilisé',
    input: 'Jetons d’entrée',
    output: 'Jetons de sortie',
    of: 'sur',
    purchasedNote: 'Dont crédits achetés\u00a0:',
    resetNote: 'Le compteur repart à zéro le 1er de chaque mois (heure de Paris).',
    chartTitle: 'Consommation par jour',
    chartEmpty: 'Aucune consommation ce mois-ci.',
    chartDayLabel: (day: number, tokens: string) => `${day}\u00a0: ${tokens} jetons`,
    premiumHint: 'Vous approchez de votre limite mensuelle. Passez à Premium pour disposer de 5 millions de jetons par mois.',
    premiumLink: 'Voir les formules',
    topUpButton: 'Recharger mes crédits',
  },
} as const;
