import { defineFicheDocument } from '../pdf/fiche-document.ts';
import type { TableColumn } from '../pdf/fiche-document.ts';

const columns: readonly TableColumn[] = [
  {
    header: 'A — Antécédent',
    hint: 'Situation déclenchante : où, quand, avec qui, que s’est-il passé ?',
    width: 1,
  },
  {
    header: 'B — Pensées, croyances',
    hint: 'Ce que je me suis dit, ce que cela signifiait pour moi',
    width: 1.1,
  },
  {
    header: 'C — Conséquences',
    hint: 'Émotions (0 à 100), sensations, ce que j’ai fait ou évité',
    width: 1.1,
  },
];

export const grilleAbc = defineFicheDocument({
  id: 'grille-abc',
  title: 'Grille ABC',
  subtitle: 'Relier une situation, les pensées qu’elle déclenche et leurs conséquences',
  eyebrow: 'Outils · Restructuration cognitive',
  keywords: ['grille ABC', 'Ellis', 'pensées automatiques', 'TCC'],
  intro: [
    'Le modèle ABC, proposé par Albert Ellis, repose sur une idée simple : ce n’est pas seulement la situation qui détermine nos émotions et nos comportements, mais aussi la façon dont nous l’interprétons. Cette grille aide à repérer ces interprétations, souvent automatiques, afin de pouvoir ensuite les examiner avec votre psychologue.',
  ],
  sections: [
    {
      heading: 'Les trois colonnes',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'A — Antécédent',
              text: 'la situation déclenchante, décrite de façon factuelle, comme le ferait une caméra : où, quand, avec qui, ce qui s’est passé. Il peut aussi s’agir d’un événement intérieur : une pensée, un souvenir, une sensation.',
            },
            {
              term: 'B — Belief (pensées, croyances)',
              text: 'ce que vous vous êtes dit à ce moment-là, les images qui vous sont venues, ce que la situation signifiait pour vous. Notez les pensées telles qu’elles sont venues, sans chercher à les corriger.',
            },
            {
              term: 'C — Conséquences',
              text: 'les conséquences émotionnelles (émotions ressenties et leur intensité, de 0 à 100, et sensations physiques) et comportementales (ce que vous avez fait, dit ou évité de faire).',
            },
          ],
        },
      ],
    },
    {
      heading: 'Consignes',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Remplissez la grille le plus tôt possible après une situation où vous avez ressenti une émotion forte, ou agi d’une manière qui vous a posé problème.',
            'Il est souvent plus facile de commencer par la colonne **C** : l’émotion est généralement ce que l’on repère en premier. Décrivez ensuite la situation (**A**), puis les pensées (**B**).',
            'Dans la colonne A, restez factuel : « Mon collègue ne m’a pas dit bonjour » plutôt que « Mon collègue m’a ignoré », qui est déjà une interprétation.',
            'Dans la colonne B, cherchez la pensée qui explique l’émotion : « Qu’est-ce que cela voulait dire pour moi ? Qu’est-ce que je craignais ? »',
            'La première ligne de la grille, grisée, est un exemple rempli. Quelques mots par case suffisent.',
            'Apportez la grille à votre séance : elle servira de point de départ pour examiner ces pensées et envisager d’autres façons de voir la situation.',
          ],
        },
      ],
    },
    {
      heading: 'Ma grille ABC',
      startOnNewPage: true,
      blocks: [
        { kind: 'fields', labels: ['Nom', 'Semaine du'] },
        {
          kind: 'table',
          columns,
          exampleRows: [
            [
              'Lundi, 9 h, réunion d’équipe. Ma responsable dit devant tout le monde que le dossier que j’ai rendu « doit être repris ».',
              '« Elle me trouve incompétente. »\n« Tout le monde l’a remarqué. »\n« Je n’y arriverai jamais. »',
              'Honte (80), tristesse (60), gorge serrée, visage chaud.\nJe ne prends plus la parole jusqu’à la fin de la réunion ; le soir, je reste tard pour tout refaire seule.',
            ],
          ],
          emptyRows: 9,
          emptyRowHeight: 122,
        },
      ],
    },
  ],
});
