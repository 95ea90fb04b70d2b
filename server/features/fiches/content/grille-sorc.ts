import { defineFicheDocument } from '../pdf/fiche-document.ts';
import type { TableColumn } from '../pdf/fiche-document.ts';

const columns: readonly TableColumn[] = [
  {
    header: 'S — Stimulus',
    hint: 'Situation ou événement déclencheur, extérieur ou intérieur',
    width: 1,
  },
  {
    header: 'O — Organisme',
    hint: 'Mon état à ce moment, mes croyances, mon histoire',
    width: 1,
  },
  {
    header: 'R — Réponse',
    hint: 'Émotions, pensées, sensations, comportements',
    width: 1.1,
  },
  {
    header: 'C — Conséquences',
    hint: 'À court terme et à long terme',
    width: 1.1,
  },
];

export const grilleSorc = defineFicheDocument({
  id: 'grille-sorc',
  title: 'Grille SORC',
  subtitle: 'Stimulus, organisme, réponse, conséquences',
  eyebrow: 'Outils · Analyse fonctionnelle',
  keywords: ['grille SORC', 'Kanfer', 'Saslow', 'analyse fonctionnelle', 'TCC'],
  intro: [
    'La grille SORC, issue des travaux de Frederick Kanfer et George Saslow, aide à comprendre un comportement problématique en le replaçant dans son contexte : ce qui le déclenche, l’état de la personne à ce moment-là, la réponse elle-même et ce qui se passe ensuite. Elle met en évidence ce qui entretient le comportement, pour choisir ensuite, avec votre psychologue, sur quoi agir.',
  ],
  sections: [
    {
      heading: 'Les quatre éléments de la grille',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'S — Stimulus',
              text: 'la situation ou l’événement qui précède le comportement. Il peut être extérieur (un lieu, une personne, un moment de la journée, une remarque) ou intérieur (une pensée, une sensation, un souvenir).',
            },
            {
              term: 'O — Organisme',
              text: 'l’état de la personne au moment de la situation : fatigue, faim, douleur, consommation d’alcool ou de médicaments, humeur. Mais aussi ce qu’elle apporte avec elle : croyances, expériences passées, habitudes apprises, qui rendent la situation plus ou moins difficile.',
            },
            {
              term: 'R — Réponse',
              text: 'ce qui se produit en réponse au stimulus, sur quatre plans : émotionnel (ce que je ressens, de 0 à 100), cognitif (ce que je pense), physiologique (ce que je sens dans mon corps) et comportemental (ce que je fais ou dis).',
            },
            {
              term: 'C — Conséquences',
              text: 'ce qui suit la réponse, **à court terme** (soulagement, attention reçue, difficulté évitée) et **à long terme** (maintien du problème, culpabilité, isolement, conflits).',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Les conséquences immédiates influencent fortement la répétition d’un comportement, davantage que ses conséquences à long terme. Un comportement qui soulage tout de suite a donc tendance à se reproduire, même lorsqu’il est coûteux à plus long terme.',
        },
      ],
    },
    {
      heading: 'Consignes',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Choisissez un comportement précis que vous souhaitez comprendre (par exemple : repousser une tâche, grignoter le soir, s’emporter).',
            'Remplissez une ligne chaque fois qu’il se produit, le plus tôt possible après coup. La première ligne de la grille, grisée, en donne un exemple.',
            'Dans la colonne R, distinguez ce que vous avez ressenti, pensé et fait.',
            'Dans la colonne C, notez séparément ce qui s’est passé tout de suite après et ce que cela a entraîné plus tard.',
            'Apportez la grille à votre séance : plusieurs lignes remplies permettent de repérer ce qui se répète et ce qui maintient le comportement.',
          ],
        },
      ],
    },
    {
      heading: 'Ma grille SORC',
      orientation: 'landscape',
      startOnNewPage: true,
      blocks: [
        { kind: 'fields', labels: ['Nom', 'Comportement étudié', 'Semaine du'] },
        {
          kind: 'table',
          columns,
          exampleRows: [
            [
              'Mardi soir, 20 h. Je dois remplir un dossier administratif important, à rendre vendredi.',
              'Fatigué(e) après le travail, j’ai mal dormi la veille.\nCroyance : « Je suis nul(le) avec les papiers. »\nDes reproches pour des retards dans le passé.',
              'Tension (60), découragement.\n« Je n’y comprends rien, je ferai ça demain. »\nJe range le dossier et passe deux heures sur mon téléphone.',
              'Court terme : soulagement immédiat, la tension baisse.\nLong terme : le dossier n’avance pas, anxiété plus forte jeudi, sentiment d’incompétence renforcé.',
            ],
          ],
          emptyRows: 6,
          emptyRowHeight: 104,
        },
      ],
    },
  ],
});
