/** Pricing, payment, subscription and top-up texts. Strings of docs/product/specification.md §5 and §8 are copied exactly. */
export const BILLING_MESSAGES = {
  // docs/product/specification.md §5 Payment
  serviceUnavailable: 'Service de paiement non disponible ou utilisateur non connecté',
  // docs/product/specification.md §8 Subscription payment
  badResponse: 'Erreur de communication avec le serveur. Veuillez réessayer.',
  // the messages of CARD_DECLINED and INVALID_PAYMENT_METHOD (shared/errors.ts)
  cardError: 'Un problème est survenu avec votre carte. Vérifiez les informations saisies ou utilisez une autre carte.',
  invalidRequest: 'Les informations de paiement sont invalides. Veuillez vérifier et réessayer.',
  paymentFailed: 'Une erreur est survenue lors du traitement du paiement',
  confirmationFailed: 'L’authentification de votre carte a échoué. Votre carte n’a pas été débitée.',
  activationTimeout: 'Votre paiement est enregistré, l’activation prend plus de temps que prévu. Rafraîchissez la page dans un instant.',
  // docs/product/specification.md §8 Credit purchase
  topUpSessionFailed: 'Erreur lors de la création de la session de paiement',
  providerInitFailed: '{provider} n\'a pas pu être initialisé',
  topUpFailed: 'Une erreur est survenue lors de l\'achat',
  // docs/product/specification.md §8 Cancellation
  cancelErrorPrefix: 'Erreur lors de l\'annulation : ',
  cancelUnknown: 'Erreur inconnue',
  cancelException: 'Une erreur est survenue lors de l\'annulation de votre abonnement.',
  // server refusals
  alreadySubscribed: 'Vous avez déjà un abonnement actif.',
  subscriptionInProgress: 'Une souscription est déjà en cours pour ce compte. Patientez quelques instants, puis rechargez la page.',
  noSubscription: 'Aucun abonnement actif à annuler.',
  forbiddenUser: 'Cette opération ne concerne pas votre compte.',
  invalidPlan: 'Formule ou prix inconnu.',
  invalidAmount: 'Le montant ou la quantité ne correspond pas à l’offre.',
  invalidSignature: 'Signature de webhook invalide.',
  checkoutNotFound: 'Session de paiement introuvable ou expirée.',
} as const;

export const PRICING_MESSAGES = {
  title: 'Des tarifs simples, sans engagement',
  intro: 'Choisissez la formule adaptée à votre pratique. Résiliable à tout moment, prix TTC.',
  launchOffer: 'Offre de lancement à partir de 30\u00a0€ par mois, pour une durée limitée.',
  perMonth: '€ TTC / mois',
  tokensLine: '{input} jetons en entrée + {output} jetons en sortie par mois',
  billedMonthly: 'Facturé mensuellement',
  recommended: 'Le plus complet',
  toggleLabel: 'Formule',
  common: ['Les trois assistants\u00a0: aide au diagnostic, notes de séances, comptes-rendus', 'Options et éléments cliniques personnalisables', 'Fiches et ressources PDF à télécharger', 'Hébergement des données de santé en Europe', 'Résiliation à tout moment'],
  alreadySubscribed: 'Vous êtes déjà abonné !',
  alreadySubscribedBody: 'Votre abonnement est actif. Retrouvez vos assistants ou gérez votre abonnement.',
  goToDiagnostic: 'Aide au diagnostic',
  goToAccount: 'Mon compte',
  visitorTitle: 'Créez votre compte pour vous abonner',
  visitorBody: 'L’abonnement est réservé aux psychologues et neuropsychologues.',
  createAccount: 'Créer un compte',
  login: 'Se connecter',
  payTitle: 'Paiement par carte',
  paySubmit: 'Payer {price}\u00a0€ et m’abonner',
  paying: 'Paiement en cours...',
  activating: 'Activation de votre abonnement...',
  successTitle: 'Paiement Réussi !',
  successBody: 'Votre abonnement {plan} est actif. Vos trois assistants vous attendent.',
  successCta: 'Commencer avec l’aide au diagnostic',
  testMode: 'Mode test : aucun paiement réel',
  testModeHint: 'Cartes de test\u00a0: 4242 4242 4242 4242 (acceptée), 4000 0000 0000 0002 (refusée), 4000 0025 0000 3155 (authentification demandée). Date future et CVC quelconques.',
  secureNote: 'Paiement sécurisé. Votre carte n’est jamais enregistrée sur nos serveurs.',
} as const;

export const CARD_FORM_MESSAGES = {
  number: 'Numéro de carte',
  expiry: 'Expiration (MM/AA)',
  cvc: 'Cryptogramme',
  numberIncomplete: 'Le numéro de carte est incomplet.',
  numberInvalid: 'Le numéro de carte n’est pas valide.',
  expiryIncomplete: 'La date d’expiration est incomplète.',
  expiryPast: 'La date d’expiration est dépassée.',
  cvcIncomplete: 'Le cryptogramme est incomplet.',
  threeDsTitle: 'Authentification de votre banque',
  threeDsBody: 'Simulation de 3-D Secure (mode test)\u00a0: confirmez le paiement comme vous le feriez dans l’application de votre banque.',
  threeDsConfirm: 'Confirmer le paiement',
  threeDsFail: 'Refuser',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  activeTitle: 'Abonnement {plan} actif',
  price: '{price}\u00a0€ TTC par mois',
  nextBilling: 'Prochain prélèvement le {date}',
  complimentary: 'Accès offert jusqu’au {date}, sans prélèvement.',
  cancelledTitle: 'Abonnement annulé',
  cancelledBody: 'Vous gardez l’accès jusqu’au {date}. Il ne sera pas renouvelé automatiquement.',
  pastDueTitle: 'Paiement en échec',
  pastDueBody: 'Le dernier prélèvement a échoué. Votre banque va réessayer dans les prochains jours\u00a0; vérifiez votre carte pour conserver l’accès.',
  cancel: 'Annuler mon abonnement',
  cancelConfirmText: 'Votre abonnement restera actif jusqu’à la fin de la période payée, puis ne sera pas renouvelé.',
  cancelConfirm: 'Confirmer l\'annulation',
  cancelBack: 'Annuler',
  cancelling: 'Annulation...',
  cancelSuccess: 'Votre abonnement est annulé. Vous conservez l’accès jusqu’à la fin de la période de facturation en cours.',
  topUpTitle: 'Crédits supplémentaires',
  topUpBody: '{input} jetons en entrée + {output} jetons en sortie pour {price}\u00a0€, ajoutés immédiatement à votre budget et sans date d’expiration.',
  topUpButton: 'Recharger mes crédits',
  topUpSuccess: 'Paiement reçu\u00a0: vos crédits ont été ajoutés.',
  topUpCancelled: 'Achat de crédits annulé. Aucun montant n’a été débité.',
} as const;

export const TOP_UP_MESSAGES = {
  title: 'Recharger mes crédits',
  body: '{input} jetons en entrée + {output} jetons en sortie, ajoutés immédiatement à votre budget mensuel.',
  price: '{price}\u00a0€ TTC',
  pay: 'Payer {price}\u00a0€',
  processing: 'Traitement en cours...',
  cancel: 'Annuler',
  checkoutTitle: 'Paiement des crédits',
  checkoutComplete: 'Payer {price}\u00a0€',
  checkoutCancel: 'Annuler et revenir',
} as const;
