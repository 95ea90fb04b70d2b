/**
 * Chat texts (docs/product/specification.md §2 Chat screens, §8 Chat errors, docs/product/decisions.md, §5). The spec's exact strings
 * are kept as written; ours use French typography (non-breaking spaces before : ; ! ?).
 */
export const CHAT_MESSAGES = {
  titles: {
    diagnostic: 'Aide au Diagnostic',
    notes: 'Notes de Séances',
    documents: 'Rédaction de Comptes-rendus',
  },
  subtitles: {
    diagnostic: 'Hypothèses diagnostiques et critères DSM-5 à explorer, à partir de vos observations cliniques.',
    notes: 'Structurez vos notes de séance, sans rien y ajouter.',
    documents: 'Rédigez un compte-rendu de bilan à partir de vos résultats et observations.',
  },
  greetings: {
    diagnostic:
      'Bonjour\u00a0! Décrivez les symptômes observés, leur durée et leur retentissement, et sélectionnez si besoin des éléments dans le panneau. Je vous proposerai des hypothèses diagnostiques et des critères du DSM-5 à explorer. Les décisions cliniques restent les vôtres.',
    notes:
      'Bonjour\u00a0! Collez ou dictez vos notes brutes de séance. Je les organiserai selon le format choisi, sans rien inventer\u00a0: ce qui n’a pas été évalué sera noté «\u00a0non évalué\u00a0».',
    documents:
      'Bonjour\u00a0! Indiquez le type de bilan, les épreuves passées, les scores et vos observations. Je rédigerai un compte-rendu structuré à partir de ces seuls éléments.',
  },
  placeholder: {
    diagnostic: 'Décrivez la situation clinique (sans nom ni donnée identifiante)…',
    notes: 'Vos notes de séance (anonymisées)…',
    documents: 'Résultats, scores et observations du bilan (anonymisés)…',
  },
  inputLabel: 'Votre message',
  inputHint: 'Entrée pour envoyer, Maj + Entrée pour aller à la ligne.',
  send: 'Envoyer',
  stop: 'Arrêter la génération',
  stopShort: 'Arrêter',
  stopped: '(Génération interrompue.)',
  copy: 'Copier',
  copied: 'Copié\u00a0!',
  copyFailed: 'Copie impossible',
  copyLabel: 'Copier la réponse',
  typing: 'L’assistant rédige sa réponse…',
  you: 'Vous',
  assistant: 'Assistant',
  /** docs/product/specification.md §2 and §8, exact. */
  newConversation: 'Nouvelle conversation',
  clearConfirm: "Êtes-vous sûr de vouloir effacer tout l'historique de cette conversation ?",
  clearConfirmYes: 'Effacer',
  cancel: 'Annuler',
  anonymiseBanner:
    'Anonymisez les données avant envoi\u00a0: ni nom, ni date de naissance, ni adresse, ni numéro de sécurité sociale. Désignez le patient par ses initiales ou par «\u00a0le patient\u00a0».',
  anonymiseShort: 'Données anonymisées uniquement\u00a0: ni nom, ni date de naissance, ni adresse.',
  retentionNote: 'Vos conversations sont conservées 1\u00a0heure, uniquement dans ce navigateur, puis effacées automatiquement.',
  /** docs/product/specification.md §2 / docs/product/decisions.md, §1, exact. */
  demoMode: "Mode démonstration : aucun modèle d'IA n'est configuré",
  conversationLabel: 'Conversation',
  panel: {
    title: 'Éléments cliniques',
    intro: 'Facultatif\u00a0: sélectionnez des éléments pour orienter la réponse.',
    optionsTitle: 'Options du compte-rendu',
    selected: 'Sélection',
    selectedCount: (count: number) => (count === 0 ? 'Aucun élément sélectionné' : count === 1 ? '1 élément sélectionné' : `${count} éléments sélectionnés`),
    remove: (label: string) => `Retirer «\u00a0${label}\u00a0»`,
    clearSelection: 'Tout retirer',
    show: 'Afficher le panneau',
    hide: 'Masquer le panneau',
    openDrawer: 'Éléments cliniques',
    closeDrawer: 'Fermer le panneau',
  },
  /** docs/product/specification.md §8, exact (the {message} and {provider} parts are filled in). */
  errorPrefix: (message: string) => `Erreur : ${message}`,
  failed: 'Échec de la réponse. Veuillez réessayer.',
  emptyReply: (provider: string) => `Réponse invalide de l'API ${provider} (aucun texte reçu).`,
  aiErrors: {
    rateLimited: 'le service d’IA est momentanément saturé. Réessayez dans un instant.',
    unavailable: 'le service d’IA est momentanément indisponible. Réessayez dans un instant.',
    timeout: 'le service d’IA n’a pas répondu à temps.',
    refused: 'le service d’IA a refusé la requête.',
    interrupted: 'la réponse a été interrompue. Veuillez réessayer.',
    network: 'connexion au service d’IA impossible.',
    shutdown: 'le serveur redémarre et la réponse a été interrompue. Veuillez réessayer dans un instant.',
  },
  pii: {
    title: 'Données personnelles détectées',
    intro: 'Votre message semble contenir des données identifiantes. Elles ne doivent pas quitter votre poste.',
    replace: 'Remplacer par des repères',
    sendAnyway: 'Envoyer quand même',
    cancel: 'Modifier le message',
    mappingNote: 'Les repères (ex. [PATIENT_1]) sont remplacés par les vraies valeurs uniquement dans ce navigateur.',
    kinds: {
      nir: 'Numéro de sécurité sociale',
      phone: 'Téléphone',
      email: 'Adresse e-mail',
      birthDate: 'Date de naissance',
      address: 'Adresse postale',
      postcode: 'Code postal',
      iban: 'IBAN',
      rpps: 'Numéro RPPS',
      record: 'Numéro de dossier',
      name: 'Nom',
    },
  },
} as const;
