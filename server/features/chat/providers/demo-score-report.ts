/**
 * The demonstration answer's "Efficience intellectuelle" section when a score sheet is filled:
 * written in code from the computed interpretation (shared/scores), so that a newcomer sees the
 * sheet at work with no AI key. Every number comes from the sheet.
 */
import { bandRange } from '#shared/scores/bands.ts';
import { formatNumber, interpretSheet, SPREAD_CAUTION_POINTS } from '#shared/scores/interpret.ts';
import type { ScoreSheet } from '#shared/scores/score-sheet.ts';

const NBSP = '\u00a0';

export function demoScoreSection(sheet: ScoreSheet): string {
  const result = interpretSheet(sheet);
  const lines: string[] = [`## Efficience intellectuelle (${result.battery.label})`, ''];
  if (result.indices.length === 0) {
    lines.push(`Aucun indice composite saisi${NBSP}: non évalué.`);
  } else {
    for (const index of result.indices) {
      const extra = [
        index.percentile !== undefined ? `percentile ${formatNumber(index.percentile)}` : null,
        index.ciLow !== undefined && index.ciHigh !== undefined ? `intervalle de confiance [${index.ciLow}-${index.ciHigh}]` : null,
      ].filter(Boolean);
      lines.push(`- **${index.name} (${index.id})**${NBSP}: ${index.score}${extra.length > 0 ? ` (${extra.join(', ')})` : ''}, zone «${NBSP}${index.band.label}${NBSP}» (${bandRange(index.band)}).`);
    }
  }
  const missing = result.battery.indices.filter((index) => !result.indices.some((entered) => entered.id === index.id));
  if (missing.length > 0) lines.push(`- ${missing.map((index) => `${index.name} (${index.id})`).join(', ')}${NBSP}: non évalué.`);
  if (result.subtests.length > 0) {
    lines.push('', `Notes standard${NBSP}: ${result.subtests.map((subtest) => `${subtest.name} ${subtest.score}`).join(', ')}.`);
  }
  lines.push('', '### Profil');
  if (result.primaryMean !== null) {
    const strengths = result.indexDeviations.filter((deviation) => deviation.status === 'point fort');
    const weaknesses = result.indexDeviations.filter((deviation) => deviation.status === 'point faible');
    lines.push(
      '',
      `La moyenne des indices principaux saisis est de ${formatNumber(result.primaryMean)}. ` +
        (strengths.length > 0 ? `Point fort${strengths.length > 1 ? 's' : ''}${NBSP}: ${strengths.map((d) => `${d.id} (${formatNumber(d.difference, true)})`).join(', ')}. ` : 'Aucun point fort relatif. ') +
        (weaknesses.length > 0 ? `Point faible${weaknesses.length > 1 ? 's' : ''}${NBSP}: ${weaknesses.map((d) => `${d.id} (${formatNumber(d.difference, true)})`).join(', ')}.` : 'Aucun point faible relatif.'),
    );
  } else {
    lines.push('', `Comparaison des indices${NBSP}: non évalué (moins de deux indices principaux saisis).`);
  }
  if (result.spread) {
    lines.push(
      '',
      `L’écart entre l’indice principal le plus élevé (${result.spread.highest.id}) et le plus faible (${result.spread.lowest.id}) est de ${result.spread.points} points${
        result.spread.qitCaution ? `${NBSP}: au-delà de ${SPREAD_CAUTION_POINTS} points, le QIT est à interpréter avec prudence.` : `, en deçà de ${SPREAD_CAUTION_POINTS} points.`
      }`,
    );
  }
  for (const pair of result.pairs) {
    lines.push('', `Différence ${pair.a} − ${pair.b}${NBSP}: ${formatNumber(pair.difference, true)} (valeur critique ${formatNumber(pair.critical)})${NBSP}: ${pair.significant ? 'significative' : 'non significative'}.`);
  }
  return lines.join('\n');
}
