/** Panel of "Notes de Séances" (docs/product/specification.md §2). */
import { items, type ChatCatalogue } from './catalogue-types.ts';
import { templateCategory } from './document-templates.ts';

export const NOTES_CATALOGUE: ChatCatalogue = {
  categories: [
    templateCategory('notes'),
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
            ['couple', 'Couple'],
            ['famille', 'Famille'],
          ]),
        },
      ],
    },
    {
      id: 'informations',
      label: 'Informations générales',
      sections: [
        {
          items: items('informations', [
            ['premiere-seance', 'Première séance'],
            ['suivi', 'Séance de suivi'],
            ['bilan', 'Séance de bilan intermédiaire'],
            ['fin-suivi', 'Dernière séance (fin de suivi)'],
            ['teleconsultation', 'Téléconsultation'],
            ['tiers-present', 'Séance en présence d’un tiers (parent, proche)'],
            ['duree', 'Durée de la séance'],
          ]),
        },
      ],
    },
    {
      id: 'format',
      label: 'Format',
      sections: [
        {
          items: items('format', [
            ['rubriques', 'Notes structurées par rubriques'],
            ['soap', 'Format SOAP (subjectif, objectif, analyse, plan)'],
            ['synthese', 'Résumé synthétique en quelques lignes'],
            ['chronologique', 'Déroulé chronologique de la séance'],
            ['puces', 'Listes à puces concises'],
            ['paragraphes', 'Rédaction en paragraphes'],
          ]),
        },
      ],
    },
    {
      id: 'contenu',
      label: 'Contenu de la séance',
      sections: [
        {
          items: items('contenu', [
            ['motif', 'Motif et plainte actuelle'],
            ['evenements', 'Événements marquants depuis la dernière séance'],
            ['themes', 'Thèmes abordés'],
            ['emotions', 'Émotions exprimées'],
            ['observations', 'Observations cliniques (présentation, comportement)'],
            ['interventions', 'Techniques et interventions utilisées'],
            ['exercices', 'Exercices réalisés en séance'],
            ['alliance', 'Alliance thérapeutique'],
            ['risque', 'Évaluation du risque (idées suicidaires, mise en danger)'],
          ]),
        },
      ],
    },
    {
      id: 'evaluation',
      label: 'Évaluation et progression',
      sections: [
        {
          items: items('evaluation', [
            ['evolution', 'Évolution des symptômes'],
            ['objectifs', 'Progrès vers les objectifs thérapeutiques'],
            ['obstacles', 'Obstacles et résistances'],
            ['echelles', 'Échelles et questionnaires passés'],
            ['hypotheses', 'Hypothèses de travail'],
            ['reevaluation', 'Réévaluation des objectifs'],
          ]),
        },
      ],
    },
    {
      id: 'plan',
      label: 'Plan d’action',
      sections: [
        {
          items: items('plan', [
            ['taches', 'Tâches à réaliser entre les séances'],
            ['prochaine-seance', 'Objectifs de la prochaine séance'],
            ['orientation', 'Orientation ou adressage'],
            ['coordination', 'Coordination avec d’autres professionnels'],
            ['frequence', 'Fréquence des séances'],
            ['vigilance', 'Points de vigilance'],
          ]),
        },
      ],
    },
  ],
};
