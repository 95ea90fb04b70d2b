/** Texts of the score sheet and of the number check (docs/clinical/wechsler-scores.md, docs/clinical/number-check.md). */
const NBSP = '\u00a0';

export const SCORE_UI = {
  toggle: 'Feuille de scores',
  toggleHint: (count: number) => (count === 0 ? 'vide' : `${count} score${count > 1 ? 's' : ''} saisi${count > 1 ? 's' : ''}`),
  title: 'Feuille de scores Wechsler',
  intro: `Recopiez les scores du cahier de passation. Les zones et comparaisons sont calculées par l’application et transmises au modèle${NBSP}; aucun nom ni texte libre n’est envoyé.`,
  battery: 'Batterie',
  primary: 'Indices principaux et QIT',
  complementary: 'Indices complémentaires',
  subtests: 'Notes standard des subtests',
  critical: 'Valeurs critiques (facultatif)',
  criticalIntro: `Recopiez les valeurs critiques du manuel pour juger une différence significative. Sans elles, aucune différence n’est dite significative et l’écart à la moyenne est jugé à un écart-type (15 points).`,
  criticalPair: (a: string, b: string) => `${a} − ${b}`,
  criticalMean: (id: string) => `${id} / moyenne`,
  score: 'Indice',
  percentile: 'Percentile',
  ciLow: 'IC min.',
  ciHigh: 'IC max.',
  fieldLabel: (name: string, part: string) => `${name}${NBSP}: ${part}`,
  results: 'Calculs',
  noResults: 'Saisissez au moins deux indices principaux pour voir les comparaisons.',
  mean: (value: string) => `Moyenne des indices principaux${NBSP}: ${value}`,
  spread: (high: string, low: string, points: number) => `Écart le plus élevé – le plus faible (${high} – ${low})${NBSP}: ${points}${NBSP}points`,
  qitCaution: `QIT à interpréter avec prudence (écart ≥ 23${NBSP}points)`,
  qitOk: 'Écart inférieur à 23 points',
  incomplete: 'indices principaux incomplets',
  pairSignificant: 'significative',
  pairNotSignificant: 'non significative',
  clear: 'Vider la feuille',
  close: 'Replier la feuille',
} as const;

export const CHECK_UI = {
  count: (n: number) => `${n} nombre${n > 1 ? 's' : ''} à vérifier`,
  intro: 'Ces éléments de la réponse ne correspondent pas à la feuille de scores ni à vos messages.',
  dismiss: 'J’ai vérifié',
  details: 'Voir le détail',
} as const;
