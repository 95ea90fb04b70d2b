/** Page titles (for <title>) and meta descriptions, one per route. */
export const PAGE_META = {
  home: {
    title: 'PsyScribe — L’assistant IA des psychologues',
    description:
      'Aide au diagnostic DSM-5, notes de séances et comptes-rendus de bilans : l’espace de travail IA des psychologues et neuropsychologues, hébergé en Europe sur des serveurs certifiés HDS.',
  },
  pricing: { title: 'Tarifs', description: 'Abonnements Basic et Premium de PsyScribe : prix, budgets mensuels et fonctionnalités.' },
  about: { title: 'Qui sommes-nous', description: 'L’équipe PsyScribe et ses engagements éthiques et de confidentialité.' },
  faq: { title: 'Questions fréquentes', description: 'Réponses aux questions fréquentes sur PsyScribe : fonctionnalités, sécurité, paiement, support.' },
  contact: { title: 'Contact', description: 'Contactez l’équipe PsyScribe : support, démonstration, partenariat, facturation.' },
  login: { title: 'Connexion', description: 'Connectez-vous à votre espace PsyScribe.' },
  register: { title: 'Inscription', description: 'Créez votre compte professionnel PsyScribe.' },
  forgotPassword: { title: 'Mot de passe oublié', description: 'Recevez un lien pour réinitialiser votre mot de passe PsyScribe.' },
  resetPassword: { title: 'Nouveau mot de passe', description: 'Choisissez un nouveau mot de passe PsyScribe.' },
  account: { title: 'Paramètres du Compte', description: 'Profil, consommation et abonnement PsyScribe.' },
  chatDiagnostic: { title: 'Aide au Diagnostic', description: 'Assistant d’aide au diagnostic fondé sur le DSM-5.' },
  chatNotes: { title: 'Notes de Séances', description: 'Assistant de structuration des notes de séances.' },
  chatDocuments: { title: 'Rédaction de Comptes-rendus', description: 'Assistant de rédaction de comptes-rendus de bilans neuropsychologiques et de QI.' },
  fiches: { title: 'Fiches et Ressources', description: 'Fiches PDF pour vos patients et votre pratique.' },
  cgv: { title: 'Conditions générales de vente', description: 'Conditions générales de vente des abonnements PsyScribe.' },
  cgu: { title: 'Conditions générales d’utilisation', description: 'Conditions générales d’utilisation du service PsyScribe.' },
  testCheckout: { title: 'Paiement de test', description: 'Page de paiement du mode test.' },
  notFound: { title: 'Page non trouvée', description: 'Cette page n’existe pas.' },
} as const;

export type PageKey = keyof typeof PAGE_META;

export const PLACEHOLDER_MESSAGES = {
  comingSoon: 'Cette page est en cours de préparation et sera disponible très prochainement.',
} as const;
