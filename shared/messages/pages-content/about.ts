/**
 * About page (docs/product/specification.md §2 About). The team members are placeholders THE OPERATOR REPLACES with
 * the real people (name, role, short presentation): we do not invent biographies.
 */
export const ABOUT_MESSAGES = {
  title: 'Qui sommes-nous',
  lead: '{appName} est né d’un constat simple : les psychologues et neuropsychologues passent une part croissante de leur temps à écrire. Nous construisons un outil sobre, qui allège ces écrits sans rien céder sur la confidentialité ni sur la rigueur clinique.',
  missionTitle: 'Notre mission',
  mission:
    'Mettre l’intelligence artificielle au service de la pratique clinique, comme une aide à la rédaction et à la réflexion, jamais comme un substitut au jugement du praticien.',
  teamTitle: 'L’équipe',
  teamLead: 'Une équipe réduite, basée à Metz, qui associe expertise clinique et exigence technique.',
  team: [
    {
      id: 'clinique',
      name: 'Prénom Nom',
      role: 'Direction clinique',
      bio: 'Présentation à compléter par l’éditeur du site. Ce rôle veille à la pertinence clinique des assistants et rédige le contenu des fiches.',
    },
    {
      id: 'technique',
      name: 'Prénom Nom',
      role: 'Direction technique',
      bio: 'Présentation à compléter par l’éditeur du site. Ce rôle conçoit la plateforme et répond de la sécurité et de l’hébergement des données.',
    },
  ],
  commitmentsTitle: 'Nos engagements éthiques et de confidentialité',
  commitments: [
    'Hébergement de vos données dans l’Union européenne, chez un hébergeur certifié pour les données de santé (HDS).',
    'Aucune conversation enregistrée sur nos serveurs : l’historique reste dans votre navigateur pendant une heure.',
    'Un rappel constant de l’obligation d’anonymiser les données des patients, et un outil qui repère les identifiants avant l’envoi.',
    'Une IA présentée comme une aide, jamais comme un diagnostic : la décision clinique vous appartient.',
    'Aucun traceur publicitaire ni script tiers : le site ne charge aucune ressource extérieure.',
    'Vos droits RGPD en libre-service : export de vos données et suppression de votre compte depuis votre espace.',
  ],
  contactTitle: 'Parlons de votre pratique',
  contactBody: 'Une question, une suggestion, un besoin particulier pour votre cabinet ou votre service ? Écrivez-nous directement.',
  contactCta: 'Nous écrire',
  contactSubject: 'Prise de contact',
} as const;
