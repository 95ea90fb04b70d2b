/**
 * Precision and recall of the number check (shared/number-check/) over the table of French
 * answer excerpts written for it (shared/number-check/number-check.cases.ts). A flag counts as a
 * true positive when the same text at the same place is expected. Baseline: the naive check
 * "every number of the answer that the practitioner did not type somewhere", same cases.
 * Run: npm run bench (or npx tsx bench/number-check.bench.ts).
 */
import { checkAnswer } from '#shared/number-check/number-check.ts';
import { NUMBER_CHECK_CASES, type NumberCheckCase } from '#shared/number-check/number-check.cases.ts';

interface Tally {
  tp: number;
  fp: number;
  fn: number;
}

function naive(testCase: NumberCheckCase): { start: number; text: string }[] {
  const entered = new Set<string>();
  for (const entry of Object.values(testCase.sheet?.indices ?? {})) {
    for (const value of [entry.score, entry.percentile, entry.ciLow, entry.ciHigh]) if (value !== undefined) entered.add(String(value));
  }
  for (const value of Object.values(testCase.sheet?.subtests ?? {})) entered.add(String(value));
  for (const message of testCase.conversation ?? []) for (const match of message.matchAll(/\d+(?:[.,]\d+)?/g)) entered.add(match[0].replace(',', '.'));
  return [...testCase.answer.matchAll(/\d+(?:[.,]\d+)?/g)].filter((match) => !entered.has(match[0].replace(',', '.'))).map((match) => ({ start: match.index, text: match[0] }));
}

function score(found: { start: number; text: string }[], testCase: NumberCheckCase, tally: Tally): boolean {
  const expected = testCase.flagged.map((text) => text);
  let exact = found.length === expected.length;
  const remaining = [...expected];
  for (const flag of found) {
    const at = remaining.indexOf(flag.text);
    if (at >= 0) {
      tally.tp++;
      remaining.splice(at, 1);
    } else {
      tally.fp++;
      exact = false;
    }
  }
  tally.fn += remaining.length;
  return exact && remaining.length === 0;
}

const ours: Tally = { tp: 0, fp: 0, fn: 0 };
const base: Tally = { tp: 0, fp: 0, fn: 0 };
const byCategory = new Map<string, { cases: number; exact: number }>();
const misses: string[] = [];
for (const testCase of NUMBER_CHECK_CASES) {
  const flags = checkAnswer({ answer: testCase.answer, sheet: testCase.sheet ?? null, conversation: testCase.conversation ?? [] });
  const exact = score(flags, testCase, ours);
  score(naive(testCase), testCase, base);
  const category = byCategory.get(testCase.category) ?? { cases: 0, exact: 0 };
  category.cases++;
  if (exact) category.exact++;
  else misses.push(`  ✗ [${testCase.category}] ${testCase.answer.replace(/\n/g, ' ⏎ ')} → ${JSON.stringify(flags.map((flag) => flag.text))}, attendu ${JSON.stringify(testCase.flagged)}`);
  byCategory.set(testCase.category, category);
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const report = (label: string, t: Tally) => {
  const precision = t.tp + t.fp === 0 ? 1 : t.tp / (t.tp + t.fp);
  const recall = t.tp + t.fn === 0 ? 1 : t.tp / (t.tp + t.fn);
  console.log(`  ${label.padEnd(26)} precision ${pct(precision).padStart(7)}   recall ${pct(recall).padStart(7)}   (vrais ${t.tp}, faux positifs ${t.fp}, manqués ${t.fn})`);
};

const expectedFlags = NUMBER_CHECK_CASES.reduce((sum, testCase) => sum + testCase.flagged.length, 0);
console.log(`number check, ${NUMBER_CHECK_CASES.length} French excerpts, ${expectedFlags} expected flags`);
report('number + band check', ours);
report('baseline (naive numbers)', base);
for (const [category, { cases, exact }] of byCategory) console.log(`    ${category.padEnd(22)} ${exact}/${cases} excerpts exactly right`);
if (misses.length > 0) console.log(misses.join('\n'));

const started = performance.now();
const rounds = 50;
for (let round = 0; round < rounds; round++) {
  for (const testCase of NUMBER_CHECK_CASES) checkAnswer({ answer: testCase.answer, sheet: testCase.sheet ?? null, conversation: testCase.conversation ?? [] });
}
console.log(`  time per excerpt: ${((performance.now() - started) / (rounds * NUMBER_CHECK_CASES.length)).toFixed(3)} ms`);
