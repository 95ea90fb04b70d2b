import { describe, expect, it } from 'vitest';
import { bandOf, BANDS } from './bands.ts';
import { BATTERIES } from './batteries.ts';
import { interpretSheet, SPREAD_CAUTION_POINTS } from './interpret.ts';
import { renderScoreBlock } from './prompt-block.ts';
import { emptyDraft, parseDraft, ScoreSheetSchema, SCORE_MESSAGES, type ScoreSheet, type ScoreSheetDraft } from './score-sheet.ts';

const sheet = (partial: Partial<ScoreSheet> & Pick<ScoreSheet, 'battery'>): ScoreSheet => ScoreSheetSchema.parse(partial);
const draft = (fields: Record<string, string>, battery: ScoreSheetDraft['battery'] = 'wisc-v'): ScoreSheetDraft => ({ ...emptyDraft(battery, 0), fields });

describe('band table (French manual labels)', () => {
  it.each([
    [40, 'Très faible'],
    [69, 'Très faible'],
    [70, 'Limite'],
    [79, 'Limite'],
    [80, 'Moyenne faible'],
    [89, 'Moyenne faible'],
    [90, 'Moyenne'],
    [109, 'Moyenne'],
    [110, 'Moyenne forte'],
    [119, 'Moyenne forte'],
    [120, 'Supérieur'],
    [129, 'Supérieur'],
    [130, 'Très supérieur'],
    [160, 'Très supérieur'],
  ])('%i → %s', (score, label) => {
    expect(bandOf(score).label).toBe(label);
  });

  it('covers 40–160 without gap or overlap', () => {
    for (let score = 40; score <= 160; score++) {
      expect(BANDS.filter((band) => (band.min === null || score >= band.min) && (band.max === null || score <= band.max))).toHaveLength(1);
    }
  });

  it('gives the computed band of each entered index, at each boundary', () => {
    const result = interpretSheet(sheet({ battery: 'wisc-v', indices: { ICV: { score: 69 }, IVS: { score: 70 }, IRF: { score: 89 }, IMT: { score: 110 }, IVT: { score: 130 }, QIT: { score: 129 } } }));
    expect(result.indices.map((index) => [index.id, index.band.label])).toEqual([
      ['ICV', 'Très faible'],
      ['IVS', 'Limite'],
      ['IRF', 'Moyenne faible'],
      ['IMT', 'Moyenne forte'],
      ['IVT', 'Très supérieur'],
      ['QIT', 'Supérieur'],
    ]);
  });
});

describe('batteries', () => {
  it('lists the French indices of WISC-V and WAIS-IV', () => {
    expect(BATTERIES['wisc-v'].indices.map((index) => index.id)).toEqual(['ICV', 'IVS', 'IRF', 'IMT', 'IVT', 'QIT', 'IAG', 'ICC', 'INV', 'IRQ']);
    expect(BATTERIES['wais-iv'].indices.map((index) => index.id)).toEqual(['ICV', 'IRP', 'IMT', 'IVT', 'QIT', 'IAG']);
  });
});

describe('spread and QIT caution', () => {
  const primaries = (scores: number[]) => sheet({ battery: 'wisc-v', indices: Object.fromEntries(['ICV', 'IVS', 'IRF', 'IMT', 'IVT'].map((id, i) => [id, { score: scores[i]! }])) });

  it(`flags the QIT from a spread of ${SPREAD_CAUTION_POINTS} points, not at 22`, () => {
    const at22 = interpretSheet(primaries([100, 110, 95, 88, 104]));
    expect(at22.spread).toMatchObject({ highest: { id: 'IVS', score: 110 }, lowest: { id: 'IMT', score: 88 }, points: 22, qitCaution: false, complete: true });
    const at23 = interpretSheet(primaries([100, 111, 95, 88, 104]));
    expect(at23.spread).toMatchObject({ points: 23, qitCaution: true });
  });

  it('uses primary indices only (QIT and complementary indices do not count)', () => {
    const result = interpretSheet(sheet({ battery: 'wisc-v', indices: { ICV: { score: 100 }, IVS: { score: 104 }, QIT: { score: 60 }, IAG: { score: 150 } } }));
    expect(result.spread).toMatchObject({ points: 4, qitCaution: false, complete: false });
  });

  it('is not computed with fewer than two primary indices', () => {
    expect(interpretSheet(sheet({ battery: 'wais-iv', indices: { ICV: { score: 100 } } })).spread).toBeNull();
  });
});

describe('strengths and weaknesses against the examinee’s own mean', () => {
  it('uses one standard deviation (15) without critical values, at the boundary', () => {
    // Mean of 130, 100, 100, 100, 100 is 106: +24 and −6.
    const result = interpretSheet(sheet({ battery: 'wisc-v', indices: { ICV: { score: 130 }, IVS: { score: 100 }, IRF: { score: 100 }, IMT: { score: 100 }, IVT: { score: 100 } } }));
    expect(result.primaryMean).toBe(106);
    expect(result.indexDeviations.map((d) => [d.id, d.difference, d.status])).toEqual([
      ['ICV', 24, 'point fort'],
      ['IVS', -6, 'sans écart notable'],
      ['IRF', -6, 'sans écart notable'],
      ['IMT', -6, 'sans écart notable'],
      ['IVT', -6, 'sans écart notable'],
    ]);
    // Exactly 15 below the mean is a weakness; 14 is not.
    const four = interpretSheet(sheet({ battery: 'wais-iv', indices: { ICV: { score: 110 }, IRP: { score: 110 }, IMT: { score: 110 }, IVT: { score: 90 } } }));
    expect(four.indexDeviations.find((d) => d.id === 'IVT')).toMatchObject({ difference: -15, status: 'point faible' });
    const fourteen = interpretSheet(sheet({ battery: 'wais-iv', indices: { ICV: { score: 110 }, IRP: { score: 110 }, IMT: { score: 109 }, IVT: { score: 91 } } }));
    expect(fourteen.indexDeviations.find((d) => d.id === 'IVT')?.status).toBe('sans écart notable');
  });

  it('uses the critical value the practitioner entered instead', () => {
    const result = interpretSheet(sheet({ battery: 'wisc-v', indices: { ICV: { score: 112 }, IVS: { score: 100 }, IRF: { score: 100 } }, criticalMean: { ICV: 8 } }));
    expect(result.indexDeviations[0]).toMatchObject({ id: 'ICV', difference: 8, threshold: 8, thresholdSource: 'valeur critique saisie', status: 'point fort' });
    expect(result.indexDeviations[1]).toMatchObject({ thresholdSource: 'un écart-type', threshold: 15 });
  });

  it('compares subtests with their own mean (3 points)', () => {
    const result = interpretSheet(sheet({ battery: 'wisc-v', subtests: { SIM: 14, VOC: 10, COD: 6 } }));
    expect(result.subtestMean).toBe(10);
    expect(result.subtestDeviations.map((d) => d.status)).toEqual(['point fort', 'sans écart notable', 'point faible']);
  });
});

describe('pairwise differences', () => {
  it('are judged only when a critical value was entered', () => {
    const noCritical = interpretSheet(sheet({ battery: 'wisc-v', indices: { ICV: { score: 121 }, IVS: { score: 95 } } }));
    expect(noCritical.pairs).toEqual([]);
    const result = interpretSheet(sheet({ battery: 'wisc-v', indices: { ICV: { score: 121 }, IVS: { score: 110 }, IVT: { score: 100 } }, criticalPairs: { 'ICV-IVS': 11.5, 'ICV-IVT': 12 } }));
    expect(result.pairs).toEqual([
      { a: 'ICV', b: 'IVS', difference: 11, critical: 11.5, significant: false },
      { a: 'ICV', b: 'IVT', difference: 21, critical: 12, significant: true },
    ]);
  });
});

describe('entry validation (French messages)', () => {
  it.each([
    ['index.ICV.score', '39', SCORE_MESSAGES.index],
    ['index.ICV.score', '161', SCORE_MESSAGES.index],
    ['index.ICV.score', '104,5', SCORE_MESSAGES.index],
    ['index.ICV.score', 'cent', SCORE_MESSAGES.notANumber],
    ['subtest.SIM', '0', SCORE_MESSAGES.scaled],
    ['subtest.SIM', '20', SCORE_MESSAGES.scaled],
    ['pair.ICV-IVS', '0', SCORE_MESSAGES.critical],
  ])('%s = %s → %s', (key, raw, message) => {
    const parsed = parseDraft(draft({ 'index.ICV.score': '100', [key]: raw }));
    expect(parsed.errors[key]).toBe(message);
  });

  it('accepts the bounds of every range', () => {
    const parsed = parseDraft(draft({ 'index.ICV.score': '40', 'index.ICV.percentile': '0,1', 'index.IVS.score': '160', 'index.IVS.percentile': '99.9', 'subtest.SIM': '1', 'subtest.VOC': '19' }));
    expect(parsed.errors).toEqual({});
    expect(parsed.sheet.indices).toEqual({ ICV: { score: 40, percentile: 0.1 }, IVS: { score: 160, percentile: 99.9 } });
    expect(parsed.sheet.subtests).toEqual({ SIM: 1, VOC: 19 });
  });

  it.each([
    ['0', SCORE_MESSAGES.percentile],
    ['0,05', SCORE_MESSAGES.percentile],
    ['100', SCORE_MESSAGES.percentile],
  ])('percentile %s → %s', (raw, message) => {
    expect(parseDraft(draft({ 'index.ICV.score': '100', 'index.ICV.percentile': raw })).errors['index.ICV.percentile']).toBe(message);
  });

  it('requires the interval to lie around the score, with both bounds', () => {
    expect(parseDraft(draft({ 'index.ICV.score': '100', 'index.ICV.ciLow': '102', 'index.ICV.ciHigh': '110' })).errors).toEqual({ 'index.ICV.ciLow': SCORE_MESSAGES.lowAboveScore });
    expect(parseDraft(draft({ 'index.ICV.score': '100', 'index.ICV.ciLow': '92', 'index.ICV.ciHigh': '99' })).errors).toEqual({ 'index.ICV.ciHigh': SCORE_MESSAGES.highBelowScore });
    expect(parseDraft(draft({ 'index.ICV.score': '100', 'index.ICV.ciLow': '92' })).errors).toEqual({ 'index.ICV.ciHigh': SCORE_MESSAGES.bothBounds });
    const ok = parseDraft(draft({ 'index.ICV.score': '100', 'index.ICV.ciLow': '92', 'index.ICV.ciHigh': '108' }));
    expect(ok.errors).toEqual({});
    expect(ok.sheet.indices.ICV).toEqual({ score: 100, ciLow: 92, ciHigh: 108 });
  });

  it('keeps a valid score out of a faulty interval, and asks for the score before its percentile', () => {
    const parsed = parseDraft(draft({ 'index.ICV.score': '100', 'index.ICV.ciLow': '102', 'index.ICV.ciHigh': '110', 'index.IVS.percentile': '50' }));
    expect(parsed.sheet.indices).toEqual({ ICV: { score: 100 } });
    expect(parsed.errors['index.IVS.percentile']).toBe(SCORE_MESSAGES.scoreFirst);
  });

  it('refuses, on the server side, an index that is not in the battery and a score out of range', () => {
    const result = ScoreSheetSchema.safeParse({ battery: 'wais-iv', indices: { IVS: { score: 100 }, ICV: { score: 200 } } });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain(SCORE_MESSAGES.index);
    expect(result.error?.issues.some((issue) => issue.path.join('.') === 'indices.ICV.score')).toBe(true);
    const unknown = ScoreSheetSchema.safeParse({ battery: 'wais-iv', indices: { IVS: { score: 100 } } });
    expect(unknown.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['indices.IVS', SCORE_MESSAGES.unknown]]);
  });
});

describe('prompt block', () => {
  it('lists each score with its computed band, the comparisons and the indices not entered', () => {
    const block = renderScoreBlock(sheet({ battery: 'wisc-v', indices: { ICV: { score: 121, percentile: 92, ciLow: 112, ciHigh: 127 }, IVS: { score: 95 }, QIT: { score: 108 } }, subtests: { SIM: 14 } }));
    expect(block).toContain('Batterie\u00a0: WISC-V');
    expect(block).toContain('ICV (Compréhension verbale)\u00a0: 121 ; zone «\u00a0Supérieur\u00a0» (120–129) ; percentile 92 ; intervalle de confiance [112-127]');
    expect(block).toContain('IVS (Visuospatial)\u00a0: 95 ; zone «\u00a0Moyenne\u00a0» (90–109)');
    expect(block).toContain('QIT (Quotient intellectuel total)\u00a0: 108 ; zone «\u00a0Moyenne\u00a0»');
    expect(block).toContain('Indices non saisis (à écrire «\u00a0non évalué\u00a0» s’ils sont évoqués)\u00a0: IRF, IMT, IVT, IAG, ICC, INV, IRQ');
    expect(block).toContain('- Similitudes\u00a0: 14');
    expect(block).toContain('(ICV 121) et le plus faible (IVS 95)\u00a0: 26 points (indices principaux incomplets)');
    expect(block).toContain('QIT à interpréter avec prudence');
    expect(block).toContain('significativité non évaluée');
  });
});
