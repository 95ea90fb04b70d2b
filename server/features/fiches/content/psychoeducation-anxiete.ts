import { defineFicheDocument } from '../pdf/fiche-document.ts';

export const psychoeducationAnxiete = defineFicheDocument({
  id: 'psychoeducation-anxiete',
  title: 'Comprendre l’anxiété',
  subtitle: 'Psychoéducation : comment fonctionne l’anxiété, et ce qui aide',
  eyebrow: 'Théorie · Psychoéducation',
  keywords: ['anxiété', 'psychoéducation', 'évitement', 'TCC'],
  intro: [
    'L’anxiété est une réaction humaine normale. Elle devient une difficulté lorsqu’elle est trop intense, trop fréquente, ou lorsqu’elle conduit à éviter de plus en plus de situations. Cette fiche explique comment elle fonctionne et pourquoi certaines stratégies, efficaces sur le moment, l’entretiennent à long terme. Elle est destinée à être lue et discutée avec votre psychologue.',
  ],
  sections: [
    {
      heading: 'Qu’est-ce que l’anxiété ?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’anxiété est le **système d’alarme** de l’organisme. Face à un danger, réel ou perçu, le cerveau déclenche en quelques instants une réaction de « combat ou fuite » : il prépare le corps à agir. Ce mécanisme est utile et protecteur ; il nous aide par exemple à réagir vite face à une voiture qui approche, ou à nous mobiliser avant un examen.',
        },
        {
          kind: 'paragraph',
          text: 'Comme une alarme trop sensible, il peut cependant se déclencher en l’absence de danger réel, ou de façon disproportionnée. Les sensations sont alors bien réelles et désagréables, mais **elles ne sont pas dangereuses** : la réaction anxieuse monte, atteint un plateau, puis redescend d’elle-même si on lui en laisse le temps.',
        },
        { kind: 'subheading', text: 'Les trois composantes de l’anxiété' },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Physique',
              text: 'cœur qui s’accélère, respiration rapide ou sensation de manquer d’air, tensions musculaires, transpiration, tremblements, nœud à l’estomac, vertiges, bouffées de chaleur.',
            },
            {
              term: 'Cognitive (les pensées)',
              text: 'inquiétudes, anticipation du pire (« Et si… ? »), surestimation du danger, sous-estimation de sa propre capacité à faire face, difficultés de concentration.',
            },
            {
              term: 'Comportementale',
              text: 'fuir ou éviter la situation, chercher à être rassuré, vérifier, rester sur ses gardes ; agitation ou, au contraire, sensation d’être figé.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ces trois composantes s’influencent mutuellement : une pensée inquiétante augmente les sensations physiques, qui à leur tour semblent confirmer qu’il y a un danger.',
        },
        { kind: 'subheading', text: 'Et chez moi ?' },
        {
          kind: 'table',
          columns: [
            { header: 'Dans mon corps', width: 1 },
            { header: 'Dans mes pensées', width: 1 },
            { header: 'Dans mes comportements', width: 1 },
          ],
          exampleRows: [],
          emptyRows: 1,
          emptyRowHeight: 90,
        },
      ],
    },
    {
      heading: 'Le cercle de l’anxiété',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’anxiété s’entretient souvent selon un cercle qui se répète d’une situation à l’autre :',
        },
        {
          kind: 'flow',
          steps: [
            {
              label: 'Déclencheur',
              text: 'une situation, une sensation ou une pensée : prendre la parole, un battement de cœur inhabituel, un souvenir.',
            },
            {
              label: 'Pensées',
              text: 'une interprétation menaçante : « Je vais perdre mes moyens », « Il va m’arriver quelque chose ».',
            },
            {
              label: 'Sensations',
              text: 'le corps réagit à la menace perçue : cœur rapide, souffle court, tension, chaleur.',
            },
            {
              label: 'Évitement',
              text: 'fuir, éviter, ou se protéger par un comportement de sécurité.',
            },
            {
              label: 'Soulagement à court terme',
              text: 'l’anxiété baisse rapidement : l’évitement semble avoir « marché ».',
            },
            {
              label: 'Maintien à long terme',
              text: 'le cerveau n’a pas pu vérifier que la situation était supportable. La peur est confirmée et revient, souvent plus forte, au prochain déclencheur.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'C’est le soulagement immédiat qui rend l’évitement si tentant, et c’est précisément lui qui entretient la difficulté : à chaque tour du cercle, l’éventail des situations redoutées peut s’élargir.',
        },
      ],
    },
    {
      heading: 'Évitement et comportements de sécurité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’**évitement** consiste à ne pas affronter ce qui fait peur : refuser une invitation, prendre l’escalier plutôt que l’ascenseur, repousser un appel. Il peut aussi être plus discret : penser à autre chose, se distraire en permanence, ne jamais rester seul.',
        },
        {
          kind: 'paragraph',
          text: 'Les **comportements de sécurité** sont des précautions prises pour traverser une situation redoutée en « limitant les risques » :',
        },
        {
          kind: 'bullets',
          items: [
            'avoir toujours sur soi un médicament, une bouteille d’eau ou son téléphone ;',
            'ne sortir qu’accompagné, s’asseoir près de la sortie ;',
            'préparer mot pour mot ce que l’on va dire, éviter le regard des autres ;',
            'demander à être rassuré, vérifier, ou chercher des informations sur Internet de façon répétée.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ces stratégies apportent un apaisement passager, mais elles empêchent de découvrir que l’on peut faire face sans elles : la personne attribue le fait que « rien de grave ne soit arrivé » à sa précaution, et non à l’absence réelle de danger.',
        },
      ],
    },
    {
      heading: 'Ce qui aide',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'L’exposition progressive',
              text: 'affronter les situations redoutées par étapes, de la moins difficile à la plus difficile, en restant suffisamment longtemps pour constater que l’anxiété diminue d’elle-même, et sans recourir aux comportements de sécurité. C’est l’un des leviers les plus efficaces ; elle se prépare avec votre psychologue (liste graduée des situations, rythme, objectifs).',
            },
            {
              term: 'La respiration',
              text: 'une respiration lente et régulière (par exemple 5 secondes d’inspiration et 5 secondes d’expiration, pendant quelques minutes) aide à apaiser les sensations physiques. Elle ne sert pas à « fuir » l’anxiété, mais à la traverser.',
            },
            {
              term: 'La restructuration cognitive',
              text: 'repérer les pensées anxieuses, les considérer comme des hypothèses plutôt que comme des faits, puis les examiner : quels éléments les confirment ou les contredisent ? Existe-t-il une autre façon de voir la situation ? Que dirais-je à un proche ? Les grilles ABC, SECCA ou SORC peuvent y aider.',
            },
            {
              term: 'L’hygiène de vie',
              text: 'sommeil régulier, activité physique, limitation de la caféine, de l’alcool et des autres substances, moments de détente et de plaisir, maintien des liens sociaux.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Quand consulter ?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Il est recommandé d’en parler à un professionnel (médecin traitant, psychologue, psychiatre) lorsque l’anxiété :',
        },
        {
          kind: 'bullets',
          items: [
            'dure depuis plusieurs semaines ou s’intensifie ;',
            'entraîne une souffrance importante ou gêne la vie professionnelle, familiale ou sociale ;',
            'conduit à éviter de plus en plus de situations ;',
            's’accompagne d’une consommation accrue d’alcool, de médicaments ou d’autres substances ;',
            's’accompagne d’idées noires ou d’idées suicidaires : il faut alors en parler sans attendre. En France, le **3114** (numéro national de prévention du suicide) répond 24 h/24 et 7 j/7 ; en cas d’urgence, appelez le **15**.',
          ],
        },
        {
          kind: 'callout',
          title: 'À retenir',
          items: [
            'L’anxiété est une alarme normale et utile ; ses sensations sont désagréables, mais pas dangereuses.',
            'Elle finit toujours par redescendre si on lui en laisse le temps.',
            'L’évitement et les comportements de sécurité soulagent sur le moment, mais entretiennent la peur.',
            'Affronter progressivement ce qui fait peur permet au cerveau d’apprendre que la situation est supportable.',
            'Le changement se construit pas à pas, avec l’aide de votre psychologue.',
          ],
        },
      ],
    },
  ],
});
