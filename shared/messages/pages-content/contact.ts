/** Contact page (docs/product/specification.md §2 Contact, §4, §5, §8). Spec strings are copied exactly. */
export const CONTACT_SUBJECTS = [
  'Question générale',
  'Support technique',
  'Demande de démonstration',
  'Partenariat',
  'Facturation',
  "Suggestion d'amélioration",
  'Autre',
] as const; // docs/product/specification.md §5, exactly
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_MESSAGES = {
  title: 'Contactez-nous',
  intro: 'Une question sur {appName}, une démonstration pour votre cabinet, une suggestion ? Écrivez-nous, nous lisons chaque message.',
  formTitle: 'Votre message',
  requiredNote: 'Tous les champs sont obligatoires.',
  name: 'Nom',
  email: 'E-mail',
  subject: 'Sujet',
  subjectPlaceholder: 'Choisissez un sujet',
  message: 'Message',
  send: 'Envoyer le message',
  sending: 'Ouverture de votre messagerie…',
  howItWorks: 'Le bouton ouvre votre logiciel de messagerie avec un message prêt à envoyer : rien n’est transmis tant que vous ne l’avez pas envoyé.',
  required: 'Veuillez remplir tous les champs obligatoires', // docs/product/specification.md §5
  successTitle: 'Message envoyé avec succès !', // docs/product/specification.md §8
  successBody: "Votre client de messagerie s'est ouvert. Nous vous répondrons rapidement.", // docs/product/specification.md §8
  error: 'Une erreur est survenue. Veuillez réessayer ou nous contacter directement.', // docs/product/specification.md §8
  infoTitle: 'Nos coordonnées',
  infoEmail: 'E-mail',
  infoDelay: 'Délai de réponse',
  infoDelayValue: 'En général sous 24 heures',
  infoLocation: 'Localisation',
  privacy: 'Ne mentionnez aucune information permettant d’identifier un patient dans votre message.',
  /** Body of the e-mail the mail client opens (one field per line). */
  mailBody: {
    name: 'Nom',
    email: 'E-mail',
    subject: 'Sujet',
    message: 'Message',
  },
  /** One line of that body, e.g. `Nom : Claire Martin` (non-breaking space before the colon). */
  mailLine: '{label} : {value}',
} as const;
