import { defineFicheDocument } from '../pdf/fiche-document.ts';
import type { TableColumn } from '../pdf/fiche-document.ts';

const columns: readonly TableColumn[] = [
  { header: 'Situation', hint: 'Où, quand, avec qui, que s’est-il passé ?', width: 1 },
  { header: 'Émotion', hint: 'Émotions (0 à 100) et sensations physiques', width: 1 },
  { header: 'Cognition', hint: 'Pensées, images, ce que je me suis dit', width: 1.05 },
  { header: 'Comportement', hint: 'Ce que j’ai fait, dit ou évité de faire', width: 1.05 },
  { header: 'Anticipation', hint: 'Ce que je redoutais ou prévoyais qu’il arrive', width: 1 },
];

export const grilleSecca = defineFicheDocument({
  id: 'grille-secca',
  title: 'Grille SECCA',
  subtitle: 'Situation, émotion, cognition, comportement, anticipation',
  eyebrow: 'Outils · Analyse fonctionnelle',
  keywords: ['grille SECCA', 'Cottraux', 'analyse fonctionnelle', 'TCC'],
  intro: [
    'La grille SECCA, proposée par Jean Cottraux, décrit une difficulté comme un ensemble d’éléments qui s’influencent les uns les autres. Elle permet de comprendre ce qui se passe, concrètement, lorsque le problème survient, et ce qui contribue à le maintenir.',
  ],
  sections: [
    {
      heading: 'Deux façons de regarder une difficulté',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'L’analyse synchronique',
              text: 'observe le problème **ici et maintenant**, dans une situation précise et récente : ce qui s’est passé, ce qui a été ressenti, pensé, fait et anticipé. C’est l’objet de cette grille.',
            },
            {
              term: 'L’analyse diachronique',
              text: 'retrace **l’histoire** du problème : facteurs de vulnérabilité, événements qui ont pu le déclencher, évolution au fil du temps, ce qui l’entretient. Elle se construit au fil des séances avec votre psychologue.',
            },
          ],
        },
        { kind: 'subheading', text: 'Les cinq éléments de la grille' },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Situation',
              text: 'le contexte, décrit de façon factuelle : lieu, moment, personnes présentes, événement déclencheur.',
            },
            {
              term: 'Émotion',
              text: 'ce que vous avez ressenti (peur, tristesse, colère, honte…) et son intensité de 0 à 100, ainsi que les sensations physiques.',
            },
            {
              term: 'Cognition',
              text: 'les pensées et images qui vous sont venues à l’esprit pendant la situation.',
            },
            {
              term: 'Comportement',
              text: 'ce que vous avez fait, dit ou évité de faire, y compris les comportements discrets (vérifier, se rassurer, partir plus tôt).',
            },
            {
              term: 'Anticipation',
              text: 'ce que vous redoutiez ou prévoyiez qu’il allait se passer, avant et pendant la situation. L’anticipation peut à elle seule déclencher l’émotion et orienter le comportement.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ces éléments ne se succèdent pas toujours dans cet ordre : ils interagissent et se renforcent mutuellement. La réaction de l’entourage peut aussi jouer un rôle ; notez-la si elle vous semble importante.',
        },
      ],
    },
    {
      heading: 'Consignes',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Choisissez une situation récente et précise, où la difficulté s’est manifestée.',
            'Remplissez une ligne par situation, le plus tôt possible après l’avoir vécue, en commençant par la colonne qui vous vient le plus facilement.',
            'Soyez concret et bref : quelques mots ou phrases suffisent dans chaque case. La première ligne de la grille, grisée, est un exemple rempli.',
            'Apportez la grille à votre séance : plusieurs lignes remplies permettent de repérer ce qui se répète d’une situation à l’autre.',
          ],
        },
      ],
    },
    {
      heading: 'Ma grille SECCA',
      orientation: 'landscape',
      startOnNewPage: true,
      blocks: [
        { kind: 'fields', labels: ['Nom', 'Semaine du'] },
        {
          kind: 'table',
          columns,
          exampleRows: [
            [
              'Samedi, 11 h. Je dois aller seul(e) au supermarché, très fréquenté ce jour-là.',
              'Peur (75), malaise croissant.\nCœur rapide, mains moites, jambes « en coton ».',
              '« Je vais faire un malaise devant tout le monde. »\n« Personne ne pourra m’aider. »',
              'Je fais les courses en dix minutes en restant près des sorties, puis je rentre vite. Je demande à mon conjoint de m’accompagner la prochaine fois.',
              'Avant de partir : « Ça va encore mal se passer. »\nPour la suite : « Je ne pourrai plus y aller seul(e). »',
            ],
          ],
          emptyRows: 6,
          emptyRowHeight: 104,
        },
      ],
    },
  ],
});
