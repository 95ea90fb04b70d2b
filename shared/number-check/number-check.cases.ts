/**
 * French answer excerpts written for the number check, with what a careful reader would flag
 * (the exact highlighted text, in reading order). Shared by the unit test, which requires every
 * case, and by bench/number-check.bench.ts, which prints precision and recall.
 * Never weaken an expectation to make the checker pass.
 */
import { ScoreSheetSchema, type ScoreSheet } from '../scores/score-sheet.ts';

export type CaseCategory =
  | 'concordant'
  | 'inventé'
  | 'transposé'
  | 'arrondi'
  | 'percentile/score'
  | 'intervalle'
  | 'âge/date/durée'
  | 'numérotation'
  | 'code DSM/CIM'
  | 'repères de l’échelle'
  | 'zone'
  | 'conversation';

export interface NumberCheckCase {
  category: CaseCategory;
  answer: string;
  /** Texts that must be highlighted, in order. */
  flagged: string[];
  sheet?: ScoreSheet | null;
  conversation?: string[];
}

/** WISC-V: ICV 121 Supérieur, IVS 95, IRF 103, QIT 104 Moyenne, IMT 88, IVT 85 Moyenne faible; mean 98,4; spread 36. */
export const CASE_SHEET: ScoreSheet = ScoreSheetSchema.parse({
  battery: 'wisc-v',
  indices: {
    ICV: { score: 121, percentile: 92, ciLow: 112, ciHigh: 127 },
    IVS: { score: 95, percentile: 37, ciLow: 87, ciHigh: 104 },
    IRF: { score: 103, percentile: 58 },
    IMT: { score: 88, percentile: 21, ciLow: 81, ciHigh: 96 },
    IVT: { score: 85, percentile: 16 },
    QIT: { score: 104, percentile: 61, ciLow: 98, ciHigh: 110 },
  },
  subtests: { SIM: 14, VOC: 13, CUB: 9, PUZ: 9, MAT: 11, BAL: 10, MCH: 8, MIM: 8, COD: 7, SYM: 8 },
});

const WAIS_MESSAGE = 'WAIS-IV passée le 14/10. ICV 112, IRP 96, IMT 91, IVT 84, QIT 97. Patiente de 34 ans.';

const C = (category: CaseCategory, answer: string, flagged: string[] = [], extra: Partial<NumberCheckCase> = {}): NumberCheckCase => ({ category, answer, flagged, sheet: CASE_SHEET, ...extra });

export const NUMBER_CHECK_CASES: NumberCheckCase[] = [
  // Matching numbers: nothing to flag.
  C('concordant', 'L’ICV est de 121 (percentile 92), dans la zone supérieure.'),
  C('concordant', 'Indice de compréhension verbale\u00a0: 121 [112-127].'),
  C('concordant', 'L’IVS (95) se situe dans la moyenne.'),
  C('concordant', 'Le QIT de 104 (IC 95\u00a0%\u00a0: 98-110) se situe dans la zone moyenne.'),
  C('concordant', 'La mémoire de travail (IMT = 88, 21e percentile) est dans la zone moyenne faible.'),
  C('concordant', 'Aux Similitudes, la note standard est de 14/19.'),
  C('concordant', 'Vitesse de traitement\u00a0: 85 (percentile 16) — moyenne faible.'),
  C('concordant', 'L’IRF atteint 103, au 58e percentile.'),
  C('concordant', 'Les notes en Code (7) et en Symboles (8) sont proches.'),
  C('concordant', 'La moyenne de ses indices principaux est de 98,4\u00a0; l’ICV s’en écarte de 22,6 points.'),
  C('concordant', 'L’écart entre l’ICV et l’IVT atteint 36 points, au-delà du seuil de 23 points\u00a0: le QIT est à interpréter avec prudence.'),
  C('concordant', '| Indice | Note | Percentile | IC 95 % |\n|---|---|---|---|\n| ICV | 121 | 92 | [112-127] |\n| IMT | 88 | 21 | [81-96] |'),
  C('concordant', 'L’ICV est supérieur à 92\u00a0% des enfants de son âge.'),
  C('concordant', '1. **Compréhension verbale (ICV)**\u00a0: 121, zone «\u00a0Supérieur\u00a0».\n2. **Visuospatial (IVS)**\u00a0: 95, zone «\u00a0Moyenne\u00a0».'),

  // Invented numbers.
  C('inventé', 'L’IRP est de 98.', ['98']),
  C('inventé', 'L’indice d’aptitude générale (IAG) est de 112.', ['112']),
  C('inventé', 'En Arithmétique, la note standard est de 11.', ['11']),
  C('inventé', 'Le QIT de 104 se situe au 65e percentile.', ['65']),
  C('inventé', 'L’ICV est de 121 [110-130].', ['[110-130]']),
  C('inventé', 'L’écart entre l’ICV et l’IVS est de 30 points.', ['30']),
  C('inventé', 'Aux Matrices, il obtient 11 et aux Balances 12.', ['12']),
  C('inventé', 'L’ICV est supérieur à 95\u00a0% des enfants de son âge.', ['95']),

  // Transposed numbers.
  C('transposé', 'L’ICV est de 95 et l’IVS de 121.', ['95', '121']),
  C('transposé', 'L’IMT (85) et l’IVT (88) sont dans la moyenne faible.', ['85', '88']),
  C('transposé', 'Aux Similitudes 13, au Vocabulaire 14.', ['13', '14']),
  C('transposé', 'L’IRF est au 37e percentile et l’IVS au 58e.', ['37', '58']),

  // Rounded numbers.
  C('arrondi', 'Le QIT, d’environ 105, est dans la moyenne.', ['105']),
  C('arrondi', 'La moyenne de ses indices est de 98,5.', ['98,5']),
  C('arrondi', 'L’ICV se situe au 90e percentile.', ['90']),
  C('arrondi', 'Le QIT est de 100.', ['100']),
  C('arrondi', 'L’ICV s’écarte de 23 points de sa moyenne personnelle.', ['23']),

  // A percentile given as a score, or the reverse.
  C('percentile/score', 'L’ICV est de 92.', ['92']),
  C('percentile/score', 'L’IVT se situe au percentile 85.', ['85']),
  C('percentile/score', 'Le QIT est au 104e percentile.', ['104']),
  C('percentile/score', 'L’IMT est de 21, soit une efficience limite.', ['21', 'limite']),
  C('percentile/score', 'Aux Similitudes, la note est de 92.', ['92']),

  // Confidence intervals.
  C('intervalle', 'IMT\u00a0: 88 [81-96].'),
  C('intervalle', 'IMT\u00a0: 88 [81-97].', ['[81-97]']),
  C('intervalle', 'QIT 104 (98\u00a0; 110).'),
  C('intervalle', 'Intervalle de confiance de l’IVS\u00a0: 87 à 104.'),
  C('intervalle', 'IVS\u00a0: 95 [88-104].', ['[88-104]']),
  C('intervalle', 'L’ICV (121, IC 95\u00a0% [112–127]) est un point fort.'),
  C('intervalle', 'Le QIT est de 104, intervalle de confiance [99-109].', ['[99-109]']),

  // Ages, dates, years, durations: never flagged.
  C('âge/date/durée', 'Enfant de 9 ans et 4 mois, vu le 12/03/2025.'),
  C('âge/date/durée', 'Bilan réalisé en mars 2024, sur deux séances de 90 minutes.'),
  C('âge/date/durée', 'Enfant de 11 ans, scolarisé en CM2, vu le 3 février.'),
  C('âge/date/durée', 'Suivi depuis 2019, soit 6 ans de prise en charge.'),
  C('âge/date/durée', 'La passation a duré 1 h 45, pause comprise.'),
  C('âge/date/durée', 'Une réévaluation est conseillée dans 18 à 24 mois.'),
  C('âge/date/durée', 'Les troubles sont présents depuis au moins 6 mois et l’enfant a redoublé à 7 ans.'),

  // List numbering.
  C('numérotation', '## 2. Résultats\n\n3) Recommandations'),
  C('numérotation', '1. Évaluer l’attention.\n2. Revoir dans 12 mois.'),

  // DSM and CIM codes.
  C('code DSM/CIM', 'Ce profil peut évoquer un TDAH (CIM-11 6A05\u00a0; DSM-5 314.01), à confirmer.'),
  C('code DSM/CIM', 'Codes CIM-10 F90.0 et F81.0 à discuter.'),
  C('code DSM/CIM', 'Selon le DSM-5-TR, les critères du trouble 6A02 sont à vérifier.'),

  // The scale's own reference values.
  C('repères de l’échelle', 'Les indices ont une moyenne de 100 et un écart-type de 15.'),
  C('repères de l’échelle', 'La zone moyenne s’étend de 90 à 109\u00a0; la zone limite de 70 à 79.'),
  C('repères de l’échelle', 'Les notes standard vont de 1 à 19 (moyenne 10, écart-type 3).'),
  C('repères de l’échelle', 'Un score de 130 et plus correspond à la zone très supérieure.'),

  // Bands.
  C('zone', 'L’ICV (121) se situe dans la moyenne.', ['moyenne']),
  C('zone', 'L’ICV, à 121, est dans la zone moyenne forte.', ['moyenne forte']),
  C('zone', 'L’IMT (88) se situe dans la zone moyenne faible, l’IVT (85) également.'),
  C('zone', 'L’IVS est dans la norme.'),
  C('zone', 'L’IVT se situe dans la zone limite.', ['limite']),
  C('zone', 'L’ICV est significativement supérieur à la moyenne de ses indices.'),
  C('zone', 'Le QIT se situe dans la zone supérieure.', ['supérieure']),
  C('zone', '## Limites\n\nL’ICV est un point fort.'),
  C('zone', 'L’ICV (121, percentile 92) est supérieur\u00a0; l’IVS (96) est dans la moyenne.', ['96']),
  C('zone', 'L’IRF, à 103, est dans la moyenne, comme le QIT (104).'),
  C('zone', 'Le QIT (104) est dans la zone moyenne forte.', ['moyenne forte']),
  C('zone', 'La vitesse de traitement est au niveau moyen.', ['moyen']),

  // No sheet: the practitioner's own messages are the data.
  C('conversation', 'L’ICV de 112 contraste avec l’IVT de 84\u00a0; le QIT est de 97.', [], { sheet: null, conversation: [WAIS_MESSAGE] }),
  C('conversation', 'L’IRP est de 69 et l’IMT de 91.', ['69'], { sheet: null, conversation: [WAIS_MESSAGE] }),
  C('conversation', 'L’ICV (112) est dans la moyenne.', ['moyenne'], { sheet: null, conversation: [WAIS_MESSAGE] }),
  C('conversation', 'Le score de 29 au BDI-II évoque une symptomatologie dépressive.', [], { sheet: null, conversation: ['BDI-II\u00a0: 29. Patient de 34 ans.'] }),
  C('conversation', 'Le score de 32 au BDI-II évoque une symptomatologie dépressive.', ['32'], { sheet: null, conversation: ['BDI-II\u00a0: 29. Patient de 34 ans.'] }),
  C('conversation', 'Le MMSE de 27/30 et la MoCA à 24/30 sont à confronter à la clinique.', [], { sheet: null, conversation: ['MMSE 27/30, MoCA 24/30, 72 ans.'] }),
  C('conversation', 'La MoCA à 27/30 reste dans les limites.', ['27'], { sheet: null, conversation: ['MMSE 27/30, MoCA 24/30, 72 ans.'] }),
  C('conversation', 'Le QIT (135) est au percentile 99,6.', [], { sheet: null, conversation: ['QIT 135, percentile 99,6'] }),
  C('conversation', 'Le QIT (135) est au percentile 99.', ['99'], { sheet: null, conversation: ['QIT 135, percentile 99,6'] }),
  C('conversation', 'Critère A rempli pour 5 symptômes sur 9 depuis au moins 2 semaines.', [], { sheet: null, conversation: ['Humeur triste depuis 3 semaines.'] }),
];
