/**
 * Texts of the PII guard's controls on the chat screens (docs/privacy/pii-guard.md), in French
 * typography (non-breaking spaces before : ; ! ? and inside « »).
 */
const quote = (value: string) => `«\u00a0${value}\u00a0»`;

export const PII_MESSAGES = {
  roles: {
    patient: 'Nom (patient)',
    relative: 'Nom (proche)',
    professional: 'Nom (professionnel)',
  },
  untickHint: 'Décochez ce qui n’est pas une donnée personnelle\u00a0: ce choix vaut pour la suite de la conversation.',
  listLabel: 'Données détectées',
  mask: (value: string) => `Masquer ${quote(value.length > 30 ? `${value.slice(0, 29)}…` : value)}`,
  maskHint: 'Un nom oublié\u00a0? Sélectionnez-le dans votre message puis choisissez «\u00a0Masquer\u00a0».',
  masked: (value: string) => `${quote(value)} sera masqué dans toute la conversation.`,
  alwaysMasked: 'Toujours masqués dans cette conversation\u00a0:',
  unmask: (value: string) => `Ne plus masquer ${quote(value)}`,
} as const;
