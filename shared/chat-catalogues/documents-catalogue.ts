/** Panel of "Rédaction de Comptes-rendus" (docs/product/specification.md §2): profile, objective, elements, and the seven report options. */
import { items, type ChatCatalogue, type ReportOption } from './catalogue-types.ts';
import { templateCategory } from './document-templates.ts';

export const DOCUMENTS_CATALOGUE: ChatCatalogue = {
  categories: [
    templateCategory('documents'),
    {
      id: 'profil',
      label: 'Profil patient',
      sections: [
        {
          items: items('profil', [
            ['enfant', 'Enfant'],
            ['adolescent', 'Adolescent'],
            ['adulte', 'Adulte'],
            ['senior', 'Senior'],
          ]),
        },
      ],
    },
    {
      id: 'objectifs',
      label: 'Objectifs',
      sections: [
        {
          items: items('objectifs', [
            ['bilan-neuropsychologique', 'Bilan Neuropsychologique'],
            ['bilan-qi', 'Bilan de QI seul'],
          ]),
        },
      ],
    },
    {
      id: 'elements',
      label: 'Éléments à inclure',
      sections: [
        {
          items: items('elements', [
            ['motif', 'Motif de la demande'],
            ['comportement-passation', 'Comportement pendant la passation'],
            ['efficience', 'Efficience intellectuelle (WISC-V, WAIS-IV, WPPSI-IV)'],
            ['indices', 'Indices et subtests détaillés'],
            ['attention', 'Attention'],
            ['memoire', 'Mémoire (verbale, visuelle, de travail)'],
            ['executif', 'Fonctions exécutives'],
            ['langage', 'Langage oral et écrit'],
            ['visuospatial', 'Fonctions visuo-spatiales et praxies'],
            ['vitesse', 'Vitesse de traitement'],
            ['cognition-sociale', 'Cognition sociale'],
            ['questionnaires', 'Questionnaires comportementaux et émotionnels'],
            ['epreuves', 'Liste des épreuves administrées'],
            ['conclusion', 'Conclusion et hypothèses'],
          ]),
        },
      ],
    },
  ],
};

/** The seven report options of docs/product/specification.md §2, sent as `options` and turned into instructions by the server. */
export const REPORT_OPTIONS: readonly ReportOption[] = [
  {
    id: 'anamnese',
    label: 'Anamnèse',
    instruction: 'Inclure une partie «\u00a0Anamnèse\u00a0» à partir des seuls éléments d’histoire fournis.',
  },
  {
    id: 'recommandations',
    label: 'Recommandations',
    instruction: 'Terminer par des recommandations et pistes de prise en charge, présentées comme des propositions à discuter.',
  },
  {
    id: 'points-forts',
    label: 'Commencer par les points forts',
    instruction: 'Présenter d’abord les points forts et les compétences préservées, puis les difficultés.',
  },
  {
    id: 'titres',
    label: 'Titres et sous-titres',
    instruction: 'Structurer le compte-rendu avec des titres et des sous-titres.',
  },
  {
    id: 'synthetique',
    label: 'Synthétique, sans sous-parties',
    instruction: 'Rédiger un texte synthétique et continu, sans sous-parties.',
  },
  {
    id: 'resultats-observes',
    label: 'Résultats observés',
    instruction: 'Décrire les résultats observés épreuve par épreuve (scores et interprétation qualitative).',
  },
  {
    id: 'ordre-saisie',
    label: 'Respecter l’ordre de saisie',
    instruction: 'Conserver l’ordre dans lequel les éléments ont été saisis par le praticien.',
  },
];
