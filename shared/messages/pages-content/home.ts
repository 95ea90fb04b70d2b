/** Home page (docs/product/specification.md §1, §2 Home). `{appName}` is filled from the configuration. */
export const HOME_MESSAGES = {
  hero: {
    eyebrow: 'Pour les psychologues et neuropsychologues',
    title: 'Moins de temps à rédiger, plus de temps pour vos patients.',
    lead: '{appName} vous aide à structurer vos notes de séances, à rédiger vos comptes-rendus de bilans et à explorer vos hypothèses cliniques au regard du DSM-5. Vous gardez la main sur chaque mot.',
    primaryCta: 'Créer mon compte',
    secondaryCta: 'Voir les tarifs',
    reassurance: 'Réservé aux professionnels · Résiliable à tout moment · Données hébergées dans l’UE (HDS)',
  },
  offer: {
    badge: 'Offre de lancement',
    text: 'Accès complet dès 30 € TTC par mois, pour une durée limitée.',
    link: 'Découvrir les offres',
  },
  features: {
    title: 'Trois assistants et une bibliothèque de fiches',
    lead: 'Chaque outil est pensé pour une étape précise de votre pratique.',
    items: [
      {
        id: 'diagnostic',
        icon: 'compass',
        title: 'Aide au diagnostic',
        body: 'Organisez vos observations, explorez les critères du DSM-5 et les diagnostics différentiels à envisager. Des hypothèses, jamais des conclusions.',
      },
      {
        id: 'notes',
        icon: 'notebook',
        title: 'Notes de séances',
        body: 'Transformez vos notes prises sur le vif en un compte rendu clair : contenu de séance, évolution, plan d’action.',
      },
      {
        id: 'documents',
        icon: 'document',
        title: 'Comptes-rendus',
        body: 'Rédigez vos bilans neuropsychologiques ou de QI à partir de vos résultats, avec la structure et le ton que vous choisissez.',
      },
      {
        id: 'fiches',
        icon: 'folder',
        title: 'Fiches et ressources',
        body: 'Psychoéducation sur l’anxiété, exercices d’ancrage, grilles ABC, SECCA et SORC : des PDF prêts à imprimer pour vos patients.',
      },
    ],
  },
  steps: {
    title: 'Comment ça marche',
    items: [
      {
        title: 'Créez votre compte',
        body: 'Inscription réservée aux professionnels, avec votre numéro RPPS. Choisissez ensuite l’offre qui vous convient.',
      },
      {
        title: 'Décrivez la situation',
        body: 'Choisissez un assistant, précisez vos options et saisissez vos notes, anonymisées.',
      },
      {
        title: 'Relisez et copiez',
        body: 'Ajustez le texte proposé, puis collez-le dans votre traitement de texte : titres et listes sont conservés.',
      },
    ],
  },
  commitments: {
    title: 'La confidentialité au cœur de l’outil',
    lead: 'Vos patients vous confient leur histoire. Nous avons conçu {appName} pour qu’elle reste entre vous.',
    items: [
      {
        icon: 'server',
        title: 'Hébergement de données de santé',
        body: 'Serveurs situés dans l’Union européenne, chez un hébergeur certifié HDS.',
      },
      {
        icon: 'eye-off',
        title: 'Anonymisation avant envoi',
        body: 'Les identifiants courants (noms, téléphones, numéros de sécurité sociale…) sont repérés et peuvent être remplacés avant chaque envoi.',
      },
      {
        icon: 'clock',
        title: 'Aucune conversation sur nos serveurs',
        body: 'L’historique reste dans votre navigateur et s’efface au bout d’une heure.',
      },
    ],
  },
  finalCta: {
    title: 'Prêt à gagner du temps sur vos écrits ?',
    body: 'Créez votre compte en quelques minutes. Vous pourrez résilier à tout moment depuis votre espace.',
    primary: 'Créer mon compte',
    secondary: 'Poser une question',
  },
} as const;

export type HomeIcon = (typeof HOME_MESSAGES.features.items)[number]['icon'] | (typeof HOME_MESSAGES.commitments.items)[number]['icon'];
