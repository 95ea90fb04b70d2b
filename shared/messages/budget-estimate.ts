/** Texts of the budget told in reports (docs/budget.md). */
export const BUDGET_ESTIMATE_MESSAGES = {
  remainingTitle: 'Ce qu’il vous reste ce mois-ci',
  basisDefault: 'Estimation par défaut, affinée dès vos premières réponses.',
  basisHistory: 'D’après le coût moyen de vos réponses de ce mois-ci.',
  warningTitle: (percent: number) => `Budget du mois utilisé à ${percent}\u00a0%`,
  warningBody: 'Vous approchez de votre limite mensuelle. Rechargez vos crédits ou passez à Premium pour continuer sans interruption.',
  criticalBody: 'Votre budget mensuel est presque épuisé. Rechargez vos crédits ou passez à Premium pour finir vos documents.',
  longMessage: (percent: string) =>
    `Message long\u00a0: cette réponse utiliserait environ ${percent}\u00a0% de ce qu’il vous reste ce mois-ci.`,
  longMessageOver: 'Message long\u00a0: cette réponse dépasserait probablement ce qu’il vous reste ce mois-ci.',
} as const;
