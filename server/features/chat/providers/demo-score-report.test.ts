import { describe, expect, it } from 'vitest';
import { CASE_SHEET } from '#shared/number-check/number-check.cases.ts';
import { checkAnswer } from '#shared/number-check/number-check.ts';
import { ScoreSheetSchema } from '#shared/scores/score-sheet.ts';
import { demoAnswer } from './demo-provider.ts';

const request = (scoreSheet: typeof CASE_SHEET) => ({
  chatType: 'documents' as const,
  systemPrompt: '',
  context: '',
  selections: [],
  messages: [{ role: 'user' as const, content: 'Rédige le compte-rendu.' }],
  scoreSheet,
  maxOutputTokens: 4000,
});

describe('demonstration report written from the score sheet', () => {
  it('passes its own number and band check', () => {
    const answer = demoAnswer(request(CASE_SHEET));
    expect(answer).toContain('**Compréhension verbale (ICV)**\u00a0: 121 (percentile 92, intervalle de confiance [112-127]), zone «\u00a0Supérieur\u00a0» (120–129).');
    expect(answer).toContain('Point fort\u00a0: ICV (+22,6).');
    expect(checkAnswer({ answer, sheet: CASE_SHEET, conversation: ['Rédige le compte-rendu.'] })).toEqual([]);
  });

  it('says « non évalué » when no index was entered, and names the significant pairs', () => {
    const empty = ScoreSheetSchema.parse({ battery: 'wais-iv', subtests: { SIM: 12 } });
    expect(demoAnswer(request(empty))).toContain('Aucun indice composite saisi\u00a0: non évalué.');
    const pairs = ScoreSheetSchema.parse({ battery: 'wais-iv', indices: { ICV: { score: 120 }, IRP: { score: 100 } }, criticalPairs: { 'ICV-IRP': 9.5 } });
    const answer = demoAnswer(request(pairs));
    expect(answer).toContain('Différence ICV − IRP\u00a0: +20 (valeur critique 9,5)\u00a0: significative.');
    expect(checkAnswer({ answer, sheet: pairs })).toEqual([]);
  });
});
