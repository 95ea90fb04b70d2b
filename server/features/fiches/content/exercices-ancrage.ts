import { defineFicheDocument } from '../pdf/fiche-document.ts';
import type { TableBlock } from '../pdf/fiche-document.ts';

/** Practice log printed after each exercise (row count fills the page). */
function practiceLog(emptyRows: number): TableBlock {
  return {
    kind: 'table',
    columns: [
      { header: 'Date', width: 1.1 },
      { header: 'Moment, situation', width: 2.6 },
      { header: 'Tension avant', hint: 'de 0 à 10', width: 1.05 },
      { header: 'Tension après', hint: 'de 0 à 10', width: 1.05 },
      { header: 'Ce que j’ai remarqué', width: 3.2 },
    ],
    exampleRows: [],
    emptyRows,
    emptyRowHeight: 30,
  };
}

export const exercicesAncrage = defineFicheDocument({
  id: 'exercices-ancrage',
  title: 'Exercices d’ancrage',
  subtitle: 'Revenir au moment présent quand l’émotion monte',
  eyebrow: 'Exercices · Régulation émotionnelle',
  keywords: ['ancrage', '5-4-3-2-1', 'cohérence cardiaque', 'respiration', 'lieu sûr'],
  intro: [
    'Les exercices d’ancrage aident à reprendre contact avec le moment présent lorsque l’anxiété, un souvenir envahissant ou une émotion intense prennent le dessus. Ils ne suppriment pas l’émotion : ils permettent de la traverser en restant en lien avec son corps et son environnement.',
  ],
  sections: [
    {
      heading: 'Avant de commencer',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Entraînez-vous d’abord **à un moment calme**, idéalement chaque jour : un exercice bien connu est plus facile à utiliser dans un moment difficile.',
            'Choisissez un ou deux exercices qui vous conviennent ; il n’est pas nécessaire de tous les pratiquer.',
            'Avant et après chaque exercice, notez votre **niveau de tension** dans le carnet de pratique, à l’aide de l’échelle ci-dessous.',
            'Si un exercice augmente votre malaise, arrêtez-le, passez à un autre et parlez-en lors de votre prochaine séance.',
          ],
        },
      ],
    },
    {
      heading: 'Les quatre exercices en bref',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: 'Exercice', width: 1.35 },
            { header: 'Particulièrement utile…', width: 3.1 },
            { header: 'Durée', width: 1 },
          ],
          rows: [
            ['**1. 5-4-3-2-1**', 'quand les pensées s’emballent, lors d’une montée d’angoisse ou d’un souvenir envahissant', '2 à 5 min'],
            ['**2. Respiration**', 'quand les sensations physiques dominent (cœur rapide, souffle court) ; en prévention', '1 à 5 min'],
            ['**3. Pieds sur terre**', 'en cas de sentiment d’irréalité, de « tête ailleurs » ou de forte agitation', '3 à 5 min'],
            ['**4. Lieu sûr**', 'pour s’apaiser après une journée chargée ou avant de dormir', '5 à 10 min'],
          ],
          exampleRows: [],
          emptyRows: 0,
          emptyRowHeight: 0,
        },
      ],
    },
    {
      heading: 'L’échelle de tension',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Évaluez votre tension de 0 à 10. Le but n’est pas d’atteindre 0 : une baisse de quelques points est déjà un bon résultat, et la pratique régulière rend les exercices plus efficaces.',
        },
        {
          kind: 'table',
          columns: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((value) => ({ header: value, width: 1, align: 'center' })),
          exampleRows: [],
          emptyRows: 0,
          emptyRowHeight: 0,
        },
        {
          kind: 'paragraph',
          text: '**0** : calme · **5** : tension moyenne, gênante mais supportable · **10** : tension maximale',
        },
      ],
    },
    {
      heading: '1. La technique 5-4-3-2-1',
      startOnNewPage: true,
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Quand l’utiliser',
              text: 'lorsque les pensées s’emballent, lors d’une montée d’angoisse ou d’un souvenir envahissant. Il peut se pratiquer partout, discrètement.',
            },
            { term: 'Durée', text: '2 à 5 minutes.' },
          ],
        },
        { kind: 'subheading', text: 'Étapes' },
        {
          kind: 'steps',
          items: [
            'Gardez les yeux ouverts. Nommez mentalement ou à voix basse **5 choses que vous voyez** : la couleur d’un mur, un objet, un reflet de lumière…',
            'Repérez **4 choses que vous pouvez toucher** et sentez leur texture : vos vêtements, le siège, une table, vos mains.',
            'Écoutez **3 sons** autour de vous, proches ou lointains.',
            'Identifiez **2 odeurs** ; si aucune n’est perceptible, pensez à deux odeurs que vous aimez.',
            'Remarquez **1 goût** dans votre bouche, ou prenez une gorgée d’eau.',
            'Terminez par une respiration lente et observez ce qui a changé.',
          ],
        },
        { kind: 'subheading', text: 'Carnet de pratique' },
        practiceLog(12),
      ],
    },
    {
      heading: '2. La respiration : cohérence cardiaque et respiration carrée',
      startOnNewPage: true,
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Quand l’utiliser',
              text: 'pour apaiser les sensations physiques (cœur rapide, souffle court, tension) ; en prévention, à heures régulières dans la journée.',
            },
            {
              term: 'Durée',
              text: 'cohérence cardiaque : 5 minutes, idéalement 3 fois par jour ; respiration carrée : 1 à 3 minutes.',
            },
          ],
        },
        { kind: 'subheading', text: 'Cohérence cardiaque' },
        {
          kind: 'steps',
          items: [
            'Asseyez-vous le dos droit, les pieds à plat au sol, les épaules relâchées.',
            'Inspirez doucement par le nez pendant **5 secondes**, en laissant le ventre se gonfler.',
            'Expirez lentement par la bouche pendant **5 secondes**.',
            'Poursuivez ce rythme (6 respirations par minute) pendant 5 minutes. Un minuteur ou une application de respiration peut aider à garder le tempo.',
          ],
        },
        { kind: 'subheading', text: 'Respiration carrée' },
        {
          kind: 'steps',
          items: [
            'Inspirez par le nez en comptant jusqu’à 4.',
            'Retenez doucement votre souffle en comptant jusqu’à 4.',
            'Expirez par la bouche en comptant jusqu’à 4.',
            'Restez poumons vides en comptant jusqu’à 4, puis recommencez le cycle 4 à 6 fois.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'En cas de vertiges ou d’inconfort, raccourcissez les temps ou supprimez les pauses : la respiration doit rester confortable, sans forcer.',
        },
        { kind: 'subheading', text: 'Carnet de pratique' },
        practiceLog(8),
      ],
    },
    {
      heading: '3. Les pieds sur terre : l’ancrage corporel',
      startOnNewPage: true,
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Quand l’utiliser',
              text: 'en cas de sentiment d’irréalité ou de « tête ailleurs », de détachement, ou quand l’agitation est forte.',
            },
            { term: 'Durée', text: '3 à 5 minutes.' },
          ],
        },
        { kind: 'subheading', text: 'Étapes' },
        {
          kind: 'steps',
          items: [
            'Asseyez-vous ou restez debout, les deux pieds bien à plat au sol.',
            'Appuyez volontairement vos pieds dans le sol pendant quelques secondes, puis relâchez. Sentez le contact des talons, de la plante des pieds, des orteils.',
            'Portez attention au poids de votre corps sur le siège, au contact du dossier dans votre dos, de vos mains posées sur vos cuisses.',
            'Décrivez-vous mentalement la scène : « Je suis assis(e) dans ma cuisine, nous sommes mardi, il est 18 heures, mes pieds sont sur le carrelage. »',
            'Si besoin, ajoutez une sensation nette : tenir un objet froid, frotter doucement les paumes de vos mains l’une contre l’autre.',
          ],
        },
        { kind: 'subheading', text: 'Carnet de pratique' },
        practiceLog(11),
      ],
    },
    {
      heading: '4. La visualisation du lieu sûr',
      startOnNewPage: true,
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Quand l’utiliser',
              text: 'pour s’apaiser après une journée chargée, avant de dormir, ou en complément des autres exercices. Ce lieu se construit d’abord au calme, si possible accompagné par votre psychologue.',
            },
            { term: 'Durée', text: '5 à 10 minutes.' },
          ],
        },
        { kind: 'subheading', text: 'Étapes' },
        {
          kind: 'steps',
          items: [
            'Installez-vous confortablement et, si vous le souhaitez, fermez les yeux. Prenez quelques respirations lentes.',
            'Imaginez un lieu, réel ou imaginaire, où vous vous sentez en sécurité et apaisé(e) : une plage, une pièce, un jardin…',
            'Explorez-le avec tous vos sens : ce que vous voyez, les sons, la température, les odeurs, ce que vous touchez.',
            'Remarquez les sensations de calme dans votre corps et laissez-les s’installer quelques instants.',
            'Associez à ce lieu un mot ou un geste discret (par exemple « plage »), qui vous aidera à le retrouver plus tard.',
            'Revenez doucement : bougez les doigts, ouvrez les yeux, regardez autour de vous.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Si des images désagréables apparaissent, ouvrez les yeux, revenez à la pièce où vous êtes et parlez-en lors de votre prochaine séance.',
        },
        { kind: 'subheading', text: 'Carnet de pratique' },
        practiceLog(8),
      ],
    },
  ],
});
