/**
 * Sales terms (CGV) and usage terms (CGU): complete texts carrying every business constant
 * of docs/product/specification.md §9 and the professional-only rules of docs/product/specification.md §5. Placeholders in braces are filled at
 * display time: `{appName}`, `{supportEmail}` from the configuration, the company fields from
 * ./company.ts. "Dernière mise à jour" shows TERMS_VERSION_DATE (docs/product/decisions.md, §6): change it
 * whenever a text below changes.
 */
export const TERMS_VERSION_DATE = '2026-11-21';

/** A paragraph, or a bulleted list. */
export type TermsBlock = string | { readonly list: readonly string[] };

export interface TermsSection {
  id: string;
  title: string;
  body: readonly TermsBlock[];
}

export interface TermsDocument {
  title: string;
  intro: string;
  sections: readonly TermsSection[];
}

export const TERMS_MESSAGES = {
  lastUpdated: 'Dernière mise à jour :',
  tocLabel: 'Sommaire',
  otherTermsCgv: 'Consulter les conditions générales d’utilisation',
  otherTermsCgu: 'Consulter les conditions générales de vente',
  questions: 'Une question sur ces conditions ? Écrivez-nous à {supportEmail}.',
  backToTop: 'Revenir au sommaire',
} as const;

const PUBLISHER =
  'Le service {appName} est édité par {companyName}, {legalForm} au capital de {shareCapital}, immatriculée au {registration} (SIRET {siret}, TVA {vatNumber}), dont le siège est situé {address} (ci-après « l’Éditeur »). Directeur de la publication : {publicationDirector}. Hébergement : {host}.';

export const CGV: TermsDocument = {
  title: 'Conditions générales de vente',
  intro:
    'Les présentes conditions générales de vente (CGV) régissent la souscription et le paiement des abonnements au service {appName} et des recharges de jetons. Elles s’appliquent avec les conditions générales d’utilisation (CGU), que le Client accepte en créant son compte.',
  sections: [
    {
      id: 'editeur',
      title: 'Article 1 — Éditeur',
      body: [PUBLISHER, 'Le Client peut joindre l’Éditeur à l’adresse {supportEmail}.'],
    },
    {
      id: 'clientele',
      title: 'Article 2 — Clientèle professionnelle',
      body: [
        'Le service est réservé aux psychologues et aux neuropsychologues agissant dans le cadre de leur activité professionnelle (ci-après « le Client »). Le Client déclare remplir cette condition lors de la souscription et fournit son numéro RPPS.',
        'L’Éditeur peut à tout moment demander au Client des justificatifs de sa qualité professionnelle (diplôme, attestation d’enregistrement au RPPS ou tout document équivalent). Si ces justificatifs ne sont pas transmis dans un délai de 20 jours après une première relance, l’Éditeur peut résilier l’abonnement de plein droit.',
        'Le Client informe l’Éditeur de toute modification des informations fournies (identité, profession, adresses, numéro RPPS) dans un délai de 20 jours à compter de ce changement, en les mettant à jour depuis son espace.',
        'Le service étant exclusivement destiné à des professionnels agissant dans le cadre de leur activité, les dispositions du Code de la consommation relatives au droit de rétractation ne s’appliquent pas.',
      ],
    },
    {
      id: 'offres',
      title: 'Article 3 — Offres et prix',
      body: [
        'Deux offres d’abonnement sont proposées. Tous les prix sont exprimés en euros, toutes taxes comprises (TTC).',
        {
          list: [
            'Basic : 30 € TTC par mois, comprenant un budget mensuel de 2 000 000 jetons en entrée et 2 000 000 jetons en sortie.',
            'Premium : 40 € TTC par mois, comprenant un budget mensuel de 5 000 000 jetons en entrée et 5 000 000 jetons en sortie.',
          ],
        },
        'Les deux offres donnent accès aux trois assistants (Aide au diagnostic, Notes de séances, Comptes-rendus), à leurs options personnalisées et aux Fiches et Ressources. Elles sont résiliables à tout moment dans les conditions de l’article 7.',
        'Une offre de lancement, à partir de 30 € TTC par mois, est proposée pour une durée limitée. Le prix applicable est celui affiché au moment de la souscription.',
        'Recharge de jetons : une recharge de 800 000 jetons en entrée et 800 000 jetons en sortie est proposée au prix de 15 € TTC. Les jetons achetés sont ajoutés immédiatement au budget du Client ; ils ne sont pas remis à zéro au début du mois et sont consommés après le budget mensuel de l’offre.',
        'Le budget mensuel de l’offre est renouvelé au début de chaque mois civil (heure de Paris) ; la part non consommée n’est pas reportée sur le mois suivant.',
      ],
    },
    {
      id: 'duree',
      title: 'Article 4 — Souscription et durée',
      body: [
        'La souscription s’effectue en ligne, après création d’un compte, en choisissant une offre et en réglant la première échéance. L’accès aux assistants et aux fiches est ouvert dès la confirmation du premier paiement.',
        'L’abonnement est conclu pour une durée mensuelle ou annuelle, selon l’option retenue lors de la souscription, et se renouvelle tacitement pour des périodes de même durée, sauf résiliation.',
      ],
    },
    {
      id: 'paiement',
      title: 'Article 5 — Modalités de paiement',
      body: [
        'Le prix est payable d’avance, au début de chaque période de facturation, par carte bancaire ou par mandat de prélèvement SEPA. Les paiements sont traités par un prestataire de paiement sécurisé ; l’Éditeur ne conserve aucune donnée de carte bancaire.',
        'Une facture est mise à disposition du Client à chaque échéance.',
      ],
    },
    {
      id: 'retard',
      title: 'Article 6 — Retard ou défaut de paiement',
      body: [
        'Toute somme non réglée à son échéance entraîne de plein droit, sans mise en demeure préalable, l’application de pénalités de retard calculées au taux de trois fois le taux d’intérêt légal, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (article L. 441-10 du Code de commerce).',
        'En cas d’échec d’un paiement, l’accès est maintenu pendant les nouvelles tentatives du prestataire de paiement. À défaut de régularisation, l’Éditeur peut suspendre l’accès au service puis résilier l’abonnement.',
      ],
    },
    {
      id: 'resiliation',
      title: 'Article 7 — Résiliation',
      body: [
        'Le Client peut résilier son abonnement à tout moment, sans frais ni justification, depuis la page Paramètres du compte. La résiliation prend effet à la fin de la période de facturation en cours : l’accès est maintenu jusqu’à cette date, puis l’abonnement n’est pas renouvelé. Aucun remboursement au prorata n’est dû pour la période entamée.',
        'En cas de manquement du Client à l’une de ses obligations (notamment de paiement, d’anonymisation des données ou d’usage professionnel du service), l’Éditeur peut résilier l’abonnement si ce manquement n’a pas été corrigé dans un délai de 15 jours suivant une mise en demeure adressée par e-mail.',
        'L’Éditeur peut également résilier l’abonnement dans le cas prévu à l’article 2 (justificatifs non transmis 20 jours après une première relance).',
      ],
    },
    {
      id: 'responsabilite',
      title: 'Article 8 — Responsabilité',
      body: [
        'L’Éditeur est tenu d’une obligation de moyens. Les textes produits par les assistants sont générés par intelligence artificielle : ils constituent une aide et non un diagnostic, peuvent contenir des erreurs et doivent être vérifiés par le Client, seul responsable de leur usage clinique.',
        'Toutes causes confondues, la responsabilité de l’Éditeur est limitée aux dommages directs et plafonnée au montant des sommes payées par le Client au titre de 12 mois d’abonnement précédant le fait générateur.',
      ],
    },
    {
      id: 'donnees',
      title: 'Article 9 — Données personnelles et hébergement',
      body: [
        'Les données du compte et de facturation sont hébergées dans l’Union européenne, chez un hébergeur certifié pour l’hébergement de données de santé (HDS). Elles sont conservées pendant toute la durée de l’abonnement, puis pendant 1 an après sa fin, sauf obligation légale de conservation plus longue (notamment comptable).',
        'Le contenu des conversations avec les assistants n’est pas conservé sur les serveurs de l’Éditeur : il est conservé dans le navigateur du Client pendant 1 heure. Le détail des traitements et des droits du Client figure dans les CGU.',
      ],
    },
    {
      id: 'modification',
      title: 'Article 10 — Modification des CGV',
      body: [
        'L’Éditeur peut modifier les présentes CGV. Le Client est informé par e-mail de toute modification dans un délai raisonnable avant son entrée en vigueur ; s’il la refuse, il peut résilier son abonnement avant cette date. La date de la version en vigueur figure en tête de cette page.',
      ],
    },
    {
      id: 'droit',
      title: 'Article 11 — Droit applicable et litiges',
      body: [
        'Les présentes CGV sont soumises au droit français. En cas de litige, les parties recherchent d’abord une solution amiable. À défaut, le litige est porté devant les tribunaux compétents du ressort de la cour d’appel de Metz.',
      ],
    },
  ],
};

export const CGU: TermsDocument = {
  title: 'Conditions générales d’utilisation',
  intro:
    'Les présentes conditions générales d’utilisation (CGU) fixent les règles d’accès et d’usage du service {appName}. Toute création de compte vaut acceptation des CGU. La souscription d’un abonnement est régie par les conditions générales de vente (CGV).',
  sections: [
    {
      id: 'editeur',
      title: 'Article 1 — Éditeur et hébergement',
      body: [PUBLISHER, 'Contact : {supportEmail}.'],
    },
    {
      id: 'acces',
      title: 'Article 2 — Accès au service',
      body: [
        'Le service est réservé aux psychologues et aux neuropsychologues (ci-après « l’Utilisateur »). La création d’un compte exige des informations exactes, dont le numéro RPPS. Un compte correspond à une seule personne physique : il ne peut être ni partagé ni cédé.',
        'L’Utilisateur fournit, sur simple demande, les justificatifs de sa qualité professionnelle. À défaut de transmission dans un délai de 20 jours après une première relance, l’Éditeur peut résilier l’abonnement et clôturer le compte.',
        'L’Utilisateur met à jour ses informations dans un délai de 20 jours à compter de tout changement (profession, adresses, coordonnées de facturation).',
        'L’Utilisateur garde son mot de passe confidentiel et signale sans délai tout usage non autorisé de son compte. La page de son compte liste les sessions ouvertes et permet de déconnecter les autres appareils.',
        'Les assistants et les fiches sont accessibles aux seuls abonnés ; les autres pages du site sont publiques.',
      ],
    },
    {
      id: 'services',
      title: 'Article 3 — Description du service',
      body: [
        'Le service comprend :',
        {
          list: [
            'Aide au diagnostic : une aide à l’organisation des observations cliniques au regard du DSM-5, sous forme d’hypothèses et de critères à explorer ;',
            'Notes de séances : la structuration de notes de séances fournies par l’Utilisateur ;',
            'Comptes-rendus : une aide à la rédaction de comptes-rendus de bilans neuropsychologiques ou de QI ;',
            'Fiches et Ressources : des documents PDF de psychoéducation, d’exercices et d’analyse fonctionnelle.',
          ],
        },
        'Les textes produits sont destinés à être relus puis copiés par l’Utilisateur dans son propre traitement de texte. Aucun téléchargement au format .doc n’est proposé.',
      ],
    },
    {
      id: 'ia',
      title: 'Article 4 — Limites de l’intelligence artificielle',
      body: [
        'Les assistants reposent sur un modèle d’intelligence artificielle. Ils constituent une aide à la réflexion et à la rédaction, et non un diagnostic ni un avis médical ou psychologique. Leurs réponses peuvent être incomplètes, inexactes ou inadaptées à la situation.',
        'L’Utilisateur exerce son propre jugement clinique : il vérifie chaque contenu, reste seul responsable des évaluations, diagnostics, comptes-rendus et décisions qu’il établit, et respecte le code de déontologie de sa profession.',
      ],
    },
    {
      id: 'anonymisation',
      title: 'Article 5 — Obligation d’anonymisation',
      body: [
        'L’Utilisateur s’engage à anonymiser toute information relative à un patient avant de l’envoyer aux assistants. Il retire notamment :',
        {
          list: [
            'les noms, prénoms et initiales reconnaissables ;',
            'les dates de naissance, adresses, numéros de téléphone et adresses e-mail ;',
            'le numéro de sécurité sociale (NIR), les coordonnées bancaires et tout identifiant administratif ;',
            'tout détail qui, seul ou combiné, permettrait de reconnaître la personne.',
          ],
        },
        'Avant chaque envoi, le service repère les identifiants les plus courants et propose de les remplacer par un repère neutre (par exemple [NOM]). Cet outil est une aide : il ne dispense pas l’Utilisateur de son obligation. Un manquement répété peut entraîner la suspension du compte dans les conditions de l’article 11.',
      ],
    },
    {
      id: 'confidentialite',
      title: 'Article 6 — Confidentialité des conversations et hébergement',
      body: [
        'Le contenu des conversations avec les assistants n’est ni enregistré dans la base de données ni écrit dans les journaux des serveurs de l’Éditeur. L’historique est conservé uniquement dans le navigateur de l’Utilisateur, pendant 1 heure après le dernier message, puis effacé automatiquement. L’Utilisateur peut l’effacer à tout moment avec le bouton « Nouvelle conversation ».',
        'Pour produire une réponse, le texte envoyé est transmis, de manière chiffrée, au fournisseur du modèle d’intelligence artificielle retenu par l’Éditeur, pour le seul traitement de la requête.',
        'Les données du compte sont hébergées dans l’Union européenne, chez un hébergeur certifié pour l’hébergement de données de santé (HDS). Toutes les communications avec le service sont chiffrées.',
      ],
    },
    {
      id: 'budget',
      title: 'Article 7 — Budget de jetons',
      body: [
        'L’usage des assistants est décompté en jetons (fragments de texte d’environ quatre caractères), en entrée (texte envoyé) et en sortie (texte généré). Le budget mensuel dépend de l’offre : 2 000 000 + 2 000 000 jetons pour Basic, 5 000 000 + 5 000 000 jetons pour Premium. Il est renouvelé au début de chaque mois civil.',
        'Lorsque le budget est épuisé, les assistants sont indisponibles jusqu’au mois suivant, sauf achat d’une recharge de 800 000 + 800 000 jetons (15 € TTC) ou passage à l’offre Premium. La consommation est consultable à tout moment sur la page du compte.',
      ],
    },
    {
      id: 'fiches',
      title: 'Article 8 — Fiches et Ressources',
      body: [
        'Les fiches peuvent être imprimées et remises aux patients de l’Utilisateur dans le cadre de sa pratique. Elles ne peuvent être ni revendues, ni publiées, ni diffusées en dehors de ce cadre. Elles ne remplacent pas un accompagnement professionnel.',
      ],
    },
    {
      id: 'donnees',
      title: 'Article 9 — Données personnelles',
      body: [
        'L’Éditeur traite, en qualité de responsable de traitement, les données du compte (identité, profession, numéro RPPS, adresses, e-mail), les données de facturation et les compteurs de consommation, pour fournir le service, le facturer et en assurer la sécurité (base légale : exécution du contrat et obligations légales).',
        'Ces données sont conservées pendant la durée de l’abonnement, puis pendant 1 an après sa fin, sauf obligation légale de conservation plus longue. Les journaux techniques ne contiennent jamais le contenu des conversations.',
        'L’Utilisateur dispose de droits d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité. Il peut télécharger ses données et supprimer son compte depuis la page de son compte, ou écrire à {dpoContact}. Il peut introduire une réclamation auprès de la CNIL.',
        'Le site ne dépose aucun cookie publicitaire ni traceur : seul un cookie de session, nécessaire à la connexion, est utilisé.',
      ],
    },
    {
      id: 'propriete',
      title: 'Article 10 — Propriété intellectuelle',
      body: [
        'Le service, ses textes, ses fiches et ses éléments graphiques sont protégés par le droit de la propriété intellectuelle et restent la propriété de l’Éditeur. Les textes produits à partir des contenus de l’Utilisateur lui appartiennent et peuvent être librement utilisés par lui.',
      ],
    },
    {
      id: 'suspension',
      title: 'Article 11 — Suspension et clôture du compte',
      body: [
        'En cas de manquement aux présentes CGU, l’Éditeur adresse à l’Utilisateur une mise en demeure par e-mail. S’il n’y est pas remédié dans un délai de 15 jours, l’Éditeur peut suspendre l’accès puis clôturer le compte. En cas de risque grave pour la sécurité du service ou des données, la suspension peut être immédiate.',
        'L’Utilisateur peut clôturer son compte à tout moment depuis la page de son compte ; tout abonnement en cours est alors résilié.',
      ],
    },
    {
      id: 'responsabilite',
      title: 'Article 12 — Responsabilité et disponibilité',
      body: [
        'L’Éditeur met en œuvre les moyens raisonnables pour assurer l’accès au service, sans garantir une disponibilité ininterrompue. Des interruptions pour maintenance peuvent avoir lieu.',
        'Dans les limites prévues par la loi, la responsabilité de l’Éditeur est plafonnée au montant des sommes payées par l’Utilisateur au titre de 12 mois d’abonnement, comme prévu aux CGV.',
      ],
    },
    {
      id: 'droit',
      title: 'Article 13 — Modification des CGU et droit applicable',
      body: [
        'L’Éditeur peut modifier les présentes CGU ; l’Utilisateur en est informé par e-mail dans un délai raisonnable avant leur entrée en vigueur. La date de la version en vigueur figure en tête de cette page.',
        'Les présentes CGU sont soumises au droit français. Tout litige relève des tribunaux compétents du ressort de la cour d’appel de Metz, après recherche d’une solution amiable.',
      ],
    },
  ],
};
