import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ibanIsValid, nirKeyIsValid } from '#shared/pii/pii-guard.ts';
import { luhnIsValid } from '#shared/rpps.ts';
import { CORPUS_DIR, CORPUS_PARTS, GOLD_CATEGORIES, loadCorpus, MOVED_PARTS, parseAnnotated } from './load-corpus.ts';

const parts = { dev: loadCorpus('dev'), heldout2: loadCorpus('heldout2') };
// Every part, a new heldoutN/ included: well formed before it is measured.
const spans = CORPUS_PARTS.map((part) => (part === 'dev' ? parts.dev : part === 'heldout2' ? parts.heldout2 : loadCorpus(part))).flatMap((corpus) => corpus.documents.flatMap((document) => document.spans));

describe('PII corpus', () => {
  it('parses annotations into plain text and spans', () => {
    const parsed = parseAnnotated('Mme {PAT:Le Goff} au {TEL:06 12 34 56 78}.');
    expect(parsed.text).toBe('Mme Le Goff au 06 12 34 56 78.');
    expect(parsed.spans.map((span) => parsed.text.slice(span.start, span.end))).toEqual(['Le Goff', '06 12 34 56 78']);
    expect(() => parseAnnotated('{XYZ:a}')).toThrow(/unknown category/);
  });

  it('holds at least 600 identifiers covering every category and 100 hard negative lines, in two parts', () => {
    expect(spans.length).toBeGreaterThanOrEqual(600);
    for (const category of GOLD_CATEGORIES) expect(spans.filter((span) => span.category === category).length, category).toBeGreaterThanOrEqual(10);
    expect(parts.dev.negatives.length + parts.heldout2.negatives.length).toBeGreaterThanOrEqual(100);
  });

  it('keeps a held-out part of at least 150 identifiers in every category and 50 hard negative lines', () => {
    const heldout = parts.heldout2.documents.flatMap((document) => document.spans);
    expect(heldout.length).toBeGreaterThanOrEqual(150);
    for (const category of GOLD_CATEGORIES) expect(heldout.some((span) => span.category === category), category).toBe(true);
    expect(parts.heldout2.negatives.length).toBeGreaterThanOrEqual(50);
  });

  it('keeps the third held-out part, now in dev (files 31-39, negatives-31-39.txt), at least 200 identifiers, at least 5 in every category, and 60 hard negative lines', () => {
    const heldout = parts.dev.documents.filter((document) => /^dev\/3[1-9]-/.test(document.file)).flatMap((document) => document.spans);
    expect(heldout.length).toBeGreaterThanOrEqual(200);
    for (const category of GOLD_CATEGORIES) expect(heldout.filter((span) => span.category === category).length, category).toBeGreaterThanOrEqual(5);
    const negatives = readFileSync(path.join(CORPUS_DIR, 'dev/negatives-31-39.txt'), 'utf8').split('\n').filter((line) => line.trim() !== '');
    expect(negatives.length).toBeGreaterThanOrEqual(60);
  });

  it('keeps the fourth held-out part, now in dev (files 41-53, negatives-41-53.txt), at least 220 identifiers, 8 in every category, and 70 hard negative lines', () => {
    const heldout = parts.dev.documents.filter((document) => /^dev\/(?:4[1-9]|5[0-3])-/.test(document.file)).flatMap((document) => document.spans);
    expect(heldout.length).toBeGreaterThanOrEqual(220);
    for (const category of GOLD_CATEGORIES) expect(heldout.filter((span) => span.category === category).length, category).toBeGreaterThanOrEqual(8);
    const negatives = readFileSync(path.join(CORPUS_DIR, 'dev/negatives-41-53.txt'), 'utf8').split('\n').filter((line) => line.trim() !== '');
    expect(negatives.length).toBeGreaterThanOrEqual(70);
  });

  it('finds every heldoutN/ directory, and each moved part has its files and its negatives file in dev', () => {
    expect(CORPUS_PARTS[0]).toBe('dev');
    expect(CORPUS_PARTS).toContain('heldout2');
    for (const part of CORPUS_PARTS.slice(1)) expect(part).toMatch(/^heldout\d+$/);
    for (const moved of MOVED_PARTS) {
      expect(parts.dev.documents.some((document) => moved.files.test(document.file)), moved.name).toBe(true);
      expect(readFileSync(path.join(CORPUS_DIR, 'dev', moved.negatives), 'utf8').trim().length, moved.name).toBeGreaterThan(0);
    }
  });

  it('keeps the fifth held-out part, now in dev (written as files 51-59, renamed 61-69; negatives-61-69.txt), at least 280 identifiers, 170 names, 8 in every category, and 70 hard negative lines', () => {
    const heldout = parts.dev.documents.filter((document) => /^dev\/6[1-9]-/.test(document.file)).flatMap((document) => document.spans);
    expect(heldout.length).toBeGreaterThanOrEqual(280);
    expect(heldout.filter((span) => ['PAT', 'PROCHE', 'PRO'].includes(span.category)).length).toBeGreaterThanOrEqual(170);
    for (const category of GOLD_CATEGORIES) expect(heldout.filter((span) => span.category === category).length, category).toBeGreaterThanOrEqual(8);
    const negatives = readFileSync(path.join(CORPUS_DIR, 'dev/negatives-61-69.txt'), 'utf8').split('\n').filter((line) => line.trim() !== '');
    expect(negatives.length).toBeGreaterThanOrEqual(70);
  });

  it('keeps a sixth held-out part, written blind (files 71-79), of at least 280 identifiers, 170 names, 8 in every category, and 70 hard negative lines', () => {
    const heldout6 = loadCorpus('heldout6');
    const heldout = heldout6.documents.flatMap((document) => document.spans);
    expect(heldout.length).toBeGreaterThanOrEqual(280);
    expect(heldout.filter((span) => ['PAT', 'PROCHE', 'PRO'].includes(span.category)).length).toBeGreaterThanOrEqual(170);
    for (const category of GOLD_CATEGORIES) expect(heldout.filter((span) => span.category === category).length, category).toBeGreaterThanOrEqual(8);
    expect(heldout6.negatives.length).toBeGreaterThanOrEqual(70);
  });

  it('keeps a seventh held-out part, written blind (files 81-89), of at least 280 identifiers, 170 names, 8 in every category, and 70 hard negative lines', () => {
    const heldout7 = loadCorpus('heldout7');
    const heldout = heldout7.documents.flatMap((document) => document.spans);
    expect(heldout.length).toBeGreaterThanOrEqual(280);
    expect(heldout.filter((span) => ['PAT', 'PROCHE', 'PRO'].includes(span.category)).length).toBeGreaterThanOrEqual(170);
    for (const category of GOLD_CATEGORIES) expect(heldout.filter((span) => span.category === category).length, category).toBeGreaterThanOrEqual(8);
    expect(heldout7.negatives.length).toBeGreaterThanOrEqual(70);
  });

  it('has well-formed numbers (NIR key, IBAN check digits, RPPS Luhn digit)', () => {
    for (const span of spans.filter((item) => item.category === 'NIR')) {
      const digits = span.value.replace(/[ .]/g, '');
      expect(nirKeyIsValid(digits.slice(0, 13), digits.slice(13)), span.value).toBe(true);
    }
    for (const span of spans.filter((item) => item.category === 'IBAN')) expect(ibanIsValid(span.value), span.value).toBe(true);
    for (const span of spans.filter((item) => item.category === 'RPPS')) expect(luhnIsValid(span.value), span.value).toBe(true);
  });
});
