/**
 * FAQ page (docs/product/specification.md §2 FAQ, §3 FAQ item). `{appName}` and `{supportEmail}` are filled at
 * display time from the server's configuration. French typography: U+00A0 before « : » and
 * inside « », U+202F before « ; ! ? ».
 */
export const FAQ_CATEGORIES = ['general', 'fonctionnalites', 'securite', 'paiement', 'technique', 'support'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_ICONS = ['info', 'sparkles', 'shield', 'card', 'cog', 'lifebuoy'] as const;
export type FaqIcon = (typeof FAQ_ICONS)[number];

export const FAQ_CATEGORY_META: Record<FaqCategory, { label: string; icon: FaqIcon }> = {
  general: { label: 'Général', icon: 'info' },
  fonctionnalites: { label: 'Fonctionnalités', icon: 'sparkles' },
  securite: { label: 'Sécurité', icon: 'shield' },
  paiement: { label: 'Paiement', icon: 'card' },
  technique: { label: 'Technique', icon: 'cog' },
  support: { label: 'Support', icon: 'lifebuoy' },
};

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
  icon: FaqIcon;
}

export const FAQ_MESSAGES = {
  title: 'Questions fréquentes',
  intro: 'Tout ce qu’il faut savoir sur {appName} avant de vous lancer. Vous ne trouvez pas votre réponse ? Écrivez-nous.',
  searchLabel: 'Rechercher dans les questions et les réponses',
  searchPlaceholder: 'Ex. : anonymisation, résiliation, jetons…',
  filterLabel: 'Filtrer par catégorie',
  all: 'Toutes',
  noResults: 'Aucun résultat trouvé', // docs/product/specification.md §8
  noResultsHint: 'Essayez un autre mot ou affichez toutes les catégories.',
  resetFilters: 'Effacer la recherche',
  resultCount: (n: number) => (n > 1 ? `${n} questions affichées` : `${n} question affichée`),
  contactTitle: 'Une autre question ?',
  contactBody: 'Notre équipe vous répond en général sous 24 heures.',
  contactCta: 'Nous contacter',
} as const;

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'pour-qui',
    category: 'general',
    icon: 'info',
    question: 'À qui s’adresse {appName} ?',
    answer:
      '{appName} est réservé aux psychologues et neuropsychologues, qui exercent auprès d’adultes comme d’enfants. Votre numéro RPPS est demandé à l’inscription et des justificatifs professionnels peuvent vous être demandés ensuite. Un compte correspond à une seule personne.',
  },
  {
    id: 'remplace-jugement',
    category: 'general',
    icon: 'info',
    question: 'L’intelligence artificielle remplace-t-elle mon jugement clinique ?',
    answer:
      'Non. Les assistants sont une aide à la réflexion et à la rédaction, jamais un outil de diagnostic. L’aide au diagnostic propose des hypothèses et des critères du DSM-5 à explorer ; c’est toujours vous qui évaluez, concluez et signez. Relisez chaque texte produit avant de l’utiliser.',
  },
  {
    id: 'trois-assistants',
    category: 'fonctionnalites',
    icon: 'sparkles',
    question: 'Que proposent les trois assistants ?',
    answer:
      'L’Aide au diagnostic vous aide à organiser vos observations au regard du DSM-5. Les Notes de séances transforment vos notes brutes en un compte rendu structuré. Les Comptes-rendus vous accompagnent dans la rédaction de bilans neuropsychologiques ou de QI. Chaque assistant dispose d’un panneau d’options (profil du patient, éléments à inclure, format) pour préciser votre demande.',
  },
  {
    id: 'copier-texte',
    category: 'fonctionnalites',
    icon: 'sparkles',
    question: 'Comment récupérer un texte dans mon traitement de texte ?',
    answer:
      'Chaque réponse dispose d’un bouton « Copier ». Collez ensuite le texte dans Word ou LibreOffice : les titres et les listes sont conservés. Aucun téléchargement au format .doc n’est proposé, afin que le document final reste sur votre poste.',
  },
  {
    id: 'donnees-protegees',
    category: 'securite',
    icon: 'shield',
    question: 'Où sont hébergées mes données et que deviennent mes conversations ?',
    answer:
      'Votre compte est hébergé dans l’Union européenne, chez un hébergeur certifié pour les données de santé (HDS). Le contenu de vos conversations n’est jamais enregistré sur nos serveurs : l’historique reste dans votre navigateur et s’efface automatiquement au bout d’une heure.',
  },
  {
    id: 'anonymiser',
    category: 'securite',
    icon: 'shield',
    question: 'Dois-je anonymiser les informations sur mes patients ?',
    answer:
      'Oui, c’est une obligation. Retirez les noms, dates de naissance, adresses, numéros de téléphone et de sécurité sociale avant tout envoi, et utilisez des initiales ou des mentions neutres. Avant chaque envoi, {appName} repère les identifiants courants et vous propose de les remplacer par un repère comme [NOM].',
  },
  {
    id: 'tarifs',
    category: 'paiement',
    icon: 'card',
    question: 'Combien coûte l’abonnement ?',
    answer:
      'L’offre Basic coûte 30 € TTC par mois et comprend 2 000 000 jetons en entrée et 2 000 000 jetons en sortie chaque mois. L’offre Premium coûte 40 € TTC par mois pour 5 000 000 + 5 000 000 jetons. Les deux donnent accès aux trois assistants et aux fiches. Une recharge de 800 000 + 800 000 jetons est disponible pour 15 €.',
  },
  {
    id: 'resiliation',
    category: 'paiement',
    icon: 'card',
    question: 'Puis-je résilier mon abonnement à tout moment ?',
    answer:
      'Oui, sans frais ni justification, depuis la page Paramètres du compte (« Annuler mon abonnement »). Vous gardez l’accès jusqu’à la fin de la période déjà payée, puis l’abonnement n’est pas renouvelé. Le paiement se fait par carte bancaire ou par mandat de prélèvement SEPA.',
  },
  {
    id: 'jetons',
    category: 'technique',
    icon: 'cog',
    question: 'Qu’est-ce qu’un jeton, et que se passe-t-il si j’atteins mon budget ?',
    answer:
      'Un jeton est un fragment de texte d’environ quatre caractères : votre budget mensuel compte les jetons envoyés (entrée) et générés (sortie). Votre consommation est visible sur la page de votre compte. Si le budget est épuisé, vous pouvez acheter une recharge ou passer à Premium ; le compteur repart à zéro au début de chaque mois.',
  },
  {
    id: 'contacter',
    category: 'support',
    icon: 'lifebuoy',
    question: 'Comment contacter l’équipe ?',
    answer:
      'Par le formulaire de la page Contact ou directement à l’adresse {supportEmail}. Nous répondons en général sous 24 heures. L’équipe est basée à Metz, en France.',
  },
];
