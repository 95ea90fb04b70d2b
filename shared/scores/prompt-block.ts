/**
 * The score sheet as the model reads it: a structured, line-based block (battery, each score
 * with its computed band, the computed comparisons). Built on the server from the validated
 * sheet, so the bands always come from bands.ts. Numbers only: the sheet holds no free text.
 */
import { bandRange, BANDS } from './bands.ts';
import { formatNumber, interpretSheet, SPREAD_CAUTION_POINTS, type Interpretation } from './interpret.ts';
import type { ScoreSheet } from './score-sheet.ts';

const NBSP = '\u00a0';

export const SCORE_BLOCK_START = '<<FEUILLE_DE_SCORES';
const SCORE_BLOCK_END = 'FIN_FEUILLE_DE_SCORES>>';

function indexLine(index: Interpretation['indices'][number]): string {
  const parts = [`${index.id} (${index.name})${NBSP}: ${index.score}`, `zone «${NBSP}${index.band.label}${NBSP}» (${bandRange(index.band)})`];
  if (index.percentile !== undefined) parts.push(`percentile ${formatNumber(index.percentile)}`);
  if (index.ciLow !== undefined && index.ciHigh !== undefined) parts.push(`intervalle de confiance [${index.ciLow}-${index.ciHigh}]`);
  return `- ${parts.join(' ; ')}`;
}

export function renderScoreBlock(sheet: ScoreSheet): string {
  const result = interpretSheet(sheet);
  const { battery } = result;
  const lines: string[] = [SCORE_BLOCK_START, `Batterie${NBSP}: ${battery.label} (${battery.ages})`, '', `Indices composites saisis (moyenne 100, écart-type 15)${NBSP}:`];
  if (result.indices.length === 0) lines.push('- aucun');
  for (const index of result.indices) lines.push(indexLine(index));
  const missing = battery.indices.filter((index) => !result.indices.some((entered) => entered.id === index.id));
  if (missing.length > 0) lines.push(`Indices non saisis (à écrire «${NBSP}non évalué${NBSP}» s’ils sont évoqués)${NBSP}: ${missing.map((index) => index.id).join(', ')}`);

  lines.push('', `Notes standard des subtests (moyenne 10, écart-type 3)${NBSP}:`);
  if (result.subtests.length === 0) lines.push('- aucune saisie');
  for (const subtest of result.subtests) lines.push(`- ${subtest.name}${NBSP}: ${subtest.score}`);

  lines.push('', `Comparaisons calculées${NBSP}:`);
  if (result.primaryMean !== null) {
    lines.push(`- Moyenne des indices principaux saisis${NBSP}: ${formatNumber(result.primaryMean)}`);
    for (const deviation of result.indexDeviations) {
      lines.push(`- ${deviation.id}${NBSP}: écart à la moyenne ${formatNumber(deviation.difference, true)} (seuil ${formatNumber(deviation.threshold)}, ${deviation.thresholdSource}) → ${deviation.status}`);
    }
  } else {
    lines.push(`- Moyenne des indices principaux${NBSP}: non calculée (moins de deux indices principaux saisis)`);
  }
  if (result.spread) {
    const spread = result.spread;
    lines.push(
      `- Écart entre l’indice principal le plus élevé (${spread.highest.id} ${spread.highest.score}) et le plus faible (${spread.lowest.id} ${spread.lowest.score})${NBSP}: ${spread.points} points${spread.complete ? '' : ' (indices principaux incomplets)'}`,
      spread.qitCaution
        ? `- QIT à interpréter avec prudence${NBSP}: écart d’au moins ${SPREAD_CAUTION_POINTS} points entre indices principaux`
        : `- Écart inférieur à ${SPREAD_CAUTION_POINTS} points entre indices principaux${NBSP}: pas de réserve sur le QIT à ce titre`,
    );
  }
  for (const pair of result.pairs) {
    lines.push(`- ${pair.a} − ${pair.b}${NBSP}: ${formatNumber(pair.difference, true)} (valeur critique saisie ${formatNumber(pair.critical)}) → ${pair.significant ? 'différence significative' : 'différence non significative'}`);
  }
  if (result.pairs.length === 0) lines.push(`- Différences entre paires d’indices${NBSP}: significativité non évaluée (aucune valeur critique saisie)`);
  if (result.subtestMean !== null) {
    lines.push(`- Moyenne des notes standard saisies${NBSP}: ${formatNumber(result.subtestMean)}`);
    for (const deviation of result.subtestDeviations.filter((item) => item.status !== 'sans écart notable')) {
      lines.push(`- ${deviation.name}${NBSP}: écart ${formatNumber(deviation.difference, true)} → ${deviation.status}`);
    }
  }
  lines.push('', `Zones descriptives utilisées${NBSP}: ${BANDS.map((band) => `${band.label} ${bandRange(band)}`).join(' ; ')}`, SCORE_BLOCK_END);
  return lines.join('\n');
}
