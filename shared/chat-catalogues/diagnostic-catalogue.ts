/** Panel of "Aide au Diagnostic" (docs/product/specification.md §2): profile, symptom families and specific-symptom groups. */
import { items, type ChatCatalogue } from './catalogue-types.ts';

export const DIAGNOSTIC_CATALOGUE: ChatCatalogue = {
  categories: [
    {
      id: 'profil',
      label: 'Profil patient',
      sections: [
        {
          items: items('profil', [
            ['enfant', 'Enfant (moins de 12 ans)'],
            ['adolescent', 'Adolescent (12 à 17 ans)'],
            ['adulte', 'Adulte'],
            ['senior', 'Senior (65 ans et plus)'],
          ]),
        },
      ],
    },
    {
      id: 'cognitifs',
      label: 'Cognitifs',
      sections: [
        {
          items: items('cognitifs', [
            ['attention', 'Difficultés d’attention soutenue'],
            ['concentration', 'Difficultés de concentration'],
            ['memoire', 'Plaintes mnésiques'],
            ['ralentissement', 'Ralentissement de la pensée'],
            ['executif', 'Difficultés de planification et d’organisation'],
            ['flexibilite', 'Manque de flexibilité mentale'],
            ['desorientation', 'Désorientation temporo-spatiale'],
            ['ruminations', 'Ruminations'],
            ['pensees-intrusives', 'Pensées intrusives'],
            ['indecision', 'Indécision marquée'],
            ['distorsions', 'Distorsions cognitives (catastrophisme, généralisation)'],
            ['idees-suicidaires', 'Idées de mort ou idées suicidaires'],
          ]),
        },
      ],
    },
    {
      id: 'affectifs',
      label: 'Affectifs',
      sections: [
        {
          items: items('affectifs', [
            ['humeur-depressive', 'Humeur dépressive'],
            ['anhedonie', 'Anhédonie (perte d’intérêt ou de plaisir)'],
            ['tristesse', 'Tristesse persistante'],
            ['irritabilite', 'Irritabilité'],
            ['anxiete', 'Anxiété diffuse'],
            ['labilite', 'Labilité émotionnelle'],
            ['culpabilite', 'Culpabilité excessive'],
            ['devalorisation', 'Sentiment de dévalorisation'],
            ['desespoir', 'Désespoir'],
            ['exaltation', 'Humeur exaltée ou expansive'],
            ['emoussement', 'Émoussement affectif'],
            ['colere', 'Colère intense ou difficile à contrôler'],
            ['vide', 'Sentiment chronique de vide'],
          ]),
        },
      ],
    },
    {
      id: 'comportementaux',
      label: 'Comportementaux',
      sections: [
        {
          items: items('comportementaux', [
            ['retrait-social', 'Retrait social'],
            ['evitement', 'Conduites d’évitement'],
            ['agitation', 'Agitation psychomotrice'],
            ['ralentissement-moteur', 'Ralentissement psychomoteur'],
            ['impulsivite', 'Impulsivité'],
            ['rituels', 'Rituels ou compulsions'],
            ['auto-agressivite', 'Conduites auto-agressives'],
            ['conduites-risque', 'Conduites à risque'],
            ['substances', 'Consommation de substances'],
            ['hyperactivite', 'Hyperactivité motrice'],
            ['crises-colere', 'Crises de colère'],
            ['verification', 'Vérifications répétées'],
            ['baisse-fonctionnement', 'Baisse du fonctionnement scolaire ou professionnel'],
          ]),
        },
      ],
    },
    {
      id: 'somatiques',
      label: 'Somatiques/neurovégétatifs',
      sections: [
        {
          items: items('somatiques', [
            ['insomnie', 'Insomnie (endormissement, réveils nocturnes ou précoces)'],
            ['hypersomnie', 'Hypersomnie'],
            ['appetit', 'Modification de l’appétit'],
            ['poids', 'Variation de poids significative'],
            ['fatigue', 'Fatigue ou perte d’énergie'],
            ['plaintes-somatiques', 'Plaintes somatiques (douleurs, maux de tête)'],
            ['palpitations', 'Palpitations, oppression thoracique'],
            ['tensions', 'Tensions musculaires'],
            ['digestifs', 'Troubles digestifs'],
            ['libido', 'Baisse de la libido'],
            ['vertiges', 'Vertiges, sensations d’étourdissement'],
          ]),
        },
      ],
    },
    {
      id: 'specifiques',
      label: 'Symptômes spécifiques',
      sections: [
        {
          title: 'TDAH',
          items: items('tdah', [
            ['inattention', 'Inattention (oublis, erreurs d’étourderie)'],
            ['distractibilite', 'Distractibilité'],
            ['agitation', 'Agitation, difficulté à rester assis'],
            ['impulsivite', 'Impulsivité (interrompt, ne peut attendre son tour)'],
            ['debut-precoce', 'Début des symptômes avant 12 ans'],
            ['plusieurs-contextes', 'Symptômes présents dans plusieurs contextes'],
          ]),
        },
        {
          title: 'Anxiété',
          items: items('anxiete', [
            ['inquietudes', 'Inquiétudes excessives et difficiles à contrôler'],
            ['attaques-panique', 'Attaques de panique'],
            ['anticipation', 'Anxiété anticipatoire'],
            ['anxiete-sociale', 'Peur du jugement d’autrui'],
            ['separation', 'Anxiété de séparation'],
            ['hypervigilance', 'Hypervigilance'],
          ]),
        },
        {
          title: 'Dépression',
          items: items('depression', [
            ['deux-semaines', 'Symptômes présents depuis au moins deux semaines'],
            ['perte-interet', 'Perte d’intérêt pour la plupart des activités'],
            ['troubles-sommeil', 'Troubles du sommeil quasi quotidiens'],
            ['idees-mort', 'Pensées de mort récurrentes'],
            ['saisonnier', 'Caractère saisonnier'],
            ['episodes-anterieurs', 'Épisodes dépressifs antérieurs'],
          ]),
        },
        {
          title: 'TOC',
          items: items('toc', [
            ['obsessions-contamination', 'Obsessions de contamination'],
            ['obsessions-agressives', 'Obsessions à thème agressif'],
            ['symetrie', 'Besoin d’ordre ou de symétrie'],
            ['lavages', 'Lavages répétés'],
            ['verifications', 'Vérifications compulsives'],
            ['temps-rituels', 'Plus d’une heure par jour consacrée aux rituels'],
            ['insight', 'Conscience du caractère excessif (insight)'],
          ]),
        },
        {
          title: 'Phobies',
          items: items('phobies', [
            ['specifique', 'Peur intense d’un objet ou d’une situation précise'],
            ['agoraphobie', 'Peur des lieux dont il est difficile de s’échapper'],
            ['phobie-sociale', 'Peur des situations sociales ou de performance'],
            ['evitement-phobique', 'Évitement phobique'],
            ['reaction-immediate', 'Réaction anxieuse immédiate à l’exposition'],
          ]),
        },
        {
          title: 'Trouble borderline',
          items: items('borderline', [
            ['abandon', 'Efforts effrénés pour éviter l’abandon'],
            ['relations-instables', 'Relations interpersonnelles instables et intenses'],
            ['identite', 'Perturbation de l’identité'],
            ['automutilations', 'Automutilations ou gestes suicidaires répétés'],
            ['instabilite-affective', 'Instabilité affective'],
            ['dissociation', 'Symptômes dissociatifs transitoires liés au stress'],
          ]),
        },
        {
          title: 'Trouble bipolaire',
          items: items('bipolaire', [
            ['episode-maniaque', 'Épisode d’exaltation d’au moins une semaine'],
            ['hypomanie', 'Épisode hypomaniaque (au moins quatre jours)'],
            ['besoin-sommeil', 'Réduction du besoin de sommeil'],
            ['fuite-idees', 'Fuite des idées, tachypsychie'],
            ['megalomanie', 'Augmentation de l’estime de soi ou idées de grandeur'],
            ['depenses', 'Dépenses ou engagements inconsidérés'],
            ['alternance', 'Alternance d’épisodes dépressifs et d’exaltation'],
          ]),
        },
        {
          title: 'Psychose',
          items: items('psychose', [
            ['hallucinations', 'Hallucinations'],
            ['idees-delirantes', 'Idées délirantes'],
            ['desorganisation', 'Discours ou comportement désorganisé'],
            ['symptomes-negatifs', 'Symptômes négatifs (aboulie, alogie, retrait)'],
            ['duree', 'Durée des symptômes supérieure à un mois'],
            ['declin-fonctionnel', 'Déclin du fonctionnement'],
          ]),
        },
      ],
    },
  ],
};
