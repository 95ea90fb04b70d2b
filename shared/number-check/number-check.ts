/**
 * The number check and the band check (docs/clinical/number-check.md): every clinical number
 * of an answer — index and scaled scores, percentiles, confidence intervals, with the name they
 * are attached to — is compared with what the practitioner entered (score sheet and their own
 * messages); a sentence that gives an index a band other than the computed one is flagged too.
 * Ages, dates, years, durations, list numbering and DSM/CIM codes are not clinical numbers.
 * Pure: text in, flagged ranges out.
 */
import { BANDS, bandOf, type BandId } from '../scores/bands.ts';
import { DEFAULT_INDEX_THRESHOLD, DEFAULT_SUBTEST_THRESHOLD, interpretSheet, round1, SPREAD_CAUTION_POINTS } from '../scores/interpret.ts';
import type { ScoreSheet } from '../scores/score-sheet.ts';
import { findNames, type NameMention } from './clinical-names.ts';

export const CHECK_MESSAGES = {
  number: 'Ce score ne figure pas dans vos données',
  band: (name: string, score: number, label: string) => `Zone incohérente avec le score saisi (${name} ${score}\u00a0: ${label})`,
} as const;

export type ClinicalKind = 'score' | 'percentile' | 'interval' | 'difference' | 'mean';

export interface ClinicalNumber {
  start: number;
  end: number;
  text: string;
  kind: ClinicalKind;
  /** Canonical name (ICV, QIT, SIM…) or null when the number is attached to none. */
  name: string | null;
  value: number;
  /** Upper bound of an interval. */
  high?: number;
}

export interface CheckFlag {
  start: number;
  end: number;
  text: string;
  kind: 'number' | 'band';
  name: string | null;
  message: string;
}

export interface CheckInput {
  answer: string;
  sheet?: ScoreSheet | null;
  /** The practitioner's own messages of the conversation. */
  conversation?: readonly string[];
}

/* ------------------------------------------------------------------ text helpers */

const NUMBER = /\d+(?:[.,]\d+)?/g;
const MONTHS = 'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|janv|févr|sept|oct|nov|déc';
const UNITS_AFTER = new RegExp(
  `^[\\s\\u00a0]*(?:ans?|années?|mois|semaines?|sem\\.|jours?|j\\b|heures?|h\\b|minutes?|min\\b|mn\\b|secondes?|s\\b|séances?|fois|kg|cm|mg|ml|€|euros?|enfants?|adultes?|élèves?|items?|subtests?|épreuves?|indices|sessions?|${MONTHS})(?![A-Za-zÀ-ÿ])`,
  'i',
);
const ORDINAL_AFTER = /^(?:e|è|ème|eme|er|ère|re|nd|nde|ᵉ)(?![A-Za-zÀ-ÿ])/;
const PERCENTILE_AFTER_ORDINAL = /^(?:e|è|ème|eme|er|ère|re|ᵉ)[\s\u00a0]*(?:percentile|centile|rang\s+percentile)/i;
const PERCENTILE_BEFORE = /(?:percentile|centile|rang\s+(?:percentile|centile)|\bPR|\bPc)[\s\u00a0]*(?:de|d['’]|:|=|est\s+de|égal\s+à|au|à|estimé\s+à|situé\s+à)?[\s\u00a0]*$/i;
const DIFFERENCE_BEFORE = /(?:écarts?|différences?|diff\.|points?\s+d['’]écart|décalage)[\s\u00a0]*(?:de|d['’]|:|=|est\s+de|atteint|significatif\s+de|d['’]environ)?[\s\u00a0]*(?:[+−-][\s\u00a0]*)?$/i;
const MEAN_BEFORE = /moyenne[\s\u00a0]+(?:des[\s\u00a0]+(?:indices|notes|scores|subtests)|de[\s\u00a0]+ses[\s\u00a0]+(?:indices|notes|scores)|personnelle|individuelle|propre|du[\s\u00a0]+profil|de[\s\u00a0]+l['’](?:enfant|examiné|examinée|adulte))[^.\d]{0,30}$/i;
const NORM_BEFORE = /(?:moyenne|écart[-\s]type|\bET|σ|\bm)[\s\u00a0]*(?:de|=|:|est\s+de|égale?\s+à|fixée?\s+à)?[\s\u00a0]*$/i;
const CONFIDENCE_BEFORE = /(?:confiance|seuil|risque|probabilité|\bp[\s\u00a0]*[<=])[^.\n]{0,25}$/i;
const IC_BEFORE = /\bIC\b[^.\n]{0,25}$/;
const THRESHOLD_BEFORE = /(?:seuil|valeur\s+critique|critique|au-delà\s+d[eu]s?|en\s+deçà\s+d[eu]s?|d?['’]?au\s+moins|≥|>=)[^.\d]{0,15}$/i;
const ELLIPTIC_ORDINAL = /^(?:e|è|ème|eme|ᵉ)[\s\u00a0]*(?:[.,;)]|$)/;
const SCORE_WORD_BEFORE = /(?:note\s+(?:standard|composite|pondérée|échelonnée)|notes?|scores?|indice|\bQI|\bNS|\bNC|résultat|obtient|obtenu|=|:)[\s\u00a0]*(?:de|d['’]|:|=|est\s+de|égale?\s+à|à|obtenu|obtenue)?[\s\u00a0]*$/i;
const BAND_RANGES: [number, number][] = BANDS.filter((band) => band.min !== null && band.max !== null).map((band) => [band.min!, band.max!]);
const SCALE_RANGES: [number, number][] = [
  [1, 19],
  [40, 160],
  [45, 155],
  [50, 150],
  [0.1, 99.9],
];
const BAND_EDGES = new Set([69, 70, 130]);

const toNumber = (raw: string) => Number(raw.replace(',', '.'));

interface Segment {
  start: number;
  end: number;
}

/** Sentences: split after . ! ? ; (not inside a decimal) and at every line break. */
function sentences(text: string): Segment[] {
  const out: Segment[] = [];
  let start = 0;
  const boundary = /[.!?;](?=[\s\u00a0]|$)|\n/g;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].length;
    out.push({ start, end });
    start = end;
  }
  if (start < text.length) out.push({ start, end: text.length });
  return out;
}

const segmentOf = (segments: Segment[], position: number): Segment => segments.find((segment) => position >= segment.start && position < segment.end) ?? { start: 0, end: 0 };

function lineStart(text: string, position: number): number {
  return text.lastIndexOf('\n', position - 1) + 1;
}

/* ------------------------------------------------------------------ extraction */

interface RawNumber {
  start: number;
  end: number;
  raw: string;
  value: number;
}

function rawNumbers(text: string): RawNumber[] {
  return [...text.matchAll(NUMBER)].map((match) => ({ start: match.index, end: match.index + match[0].length, raw: match[0], value: toNumber(match[0]) }));
}

/** The name a number is attached to: the nearest before it in its sentence, else one just after. */
function attachName(names: NameMention[], segment: Segment, start: number, end: number, text: string): string | null {
  const before = names.filter((name) => name.end <= start && name.start >= segment.start);
  if (before.length > 0) return before.at(-1)!.id;
  const after = names.find((name) => name.start >= end && name.end <= segment.end);
  if (after && after.start - end <= 30 && !/\d/.test(text.slice(end, after.start))) return after.id;
  return null;
}

/** "l’IRF au 37e percentile et l’IVS au 58e.": an ordinal standing alone after a percentile in its sentence. */
function ellipticPercentile(text: string, n: RawNumber): boolean {
  if (!ELLIPTIC_ORDINAL.test(text.slice(n.end, n.end + 8))) return false;
  const sentenceStart = Math.max(text.lastIndexOf('\n', n.start - 1), text.slice(0, n.start).search(/[.!?;][\s\u00a0][^.!?;]*$/));
  return /percentile|centile/i.test(text.slice(Math.max(0, sentenceStart), n.start));
}

function isSkipped(text: string, n: RawNumber, all: RawNumber[], i: number): boolean {
  const before = text.slice(Math.max(0, n.start - 40), n.start);
  const after = text.slice(n.end, n.end + 40);
  const prev = text[n.start - 1] ?? '';
  const prev2 = text[n.start - 2] ?? '';
  // Codes and test names: DSM-5, CIM-11, F90.0, 6A05, BDI-II, WISC-V pages, "n° 343", "p. 24".
  if (/[A-Za-zÀ-ÿ]/.test(prev) && !/^P$/.test(prev)) return true;
  if (prev === 'P' && /[A-Za-zÀ-ÿ]/.test(prev2)) return true;
  if (prev === '-' && /[A-Za-zÀ-ÿ]/.test(prev2)) return true;
  if (/^[A-Za-z]\d/.test(after) || /^[A-Z]/.test(after)) return true;
  if (/(?:n°|no\.|p\.|pp\.|art\.|page|§)[\s\u00a0]*$/i.test(before)) return true;
  if (/^\d{3}\.\d{2}$/.test(n.raw)) return true; // DSM-IV codes (314.01)
  if (/^\d{4,}$/.test(n.raw)) return true; // years and other long numbers
  // Dates: 12/03/2024, 12.03.24, 3 mars.
  if (/^[/.-]\d{1,2}[/.-]\d{2,4}(?!\d)/.test(after)) return true; // day of a full date
  if (/(?:^|[^\d])\d{1,2}[/.-]$/.test(before) && /^[/.-]\d{2,4}(?!\d)/.test(after)) return true; // month of a full date
  if (/(?:^|[^\d])\d{1,2}[/.-]\d{1,2}[/.-]$/.test(before)) return true; // year of a full date
  const slashAfter = /^\/(\d{1,2})(?![\d/])/.exec(after);
  if (slashAfter && Number(slashAfter[1]) <= 12 && n.value <= 31) return true; // 12/03: a day and a month
  if (/(?:^|[^\d])\d{1,2}\/$/.test(before)) return true; // 12/03: the month; 12/19, 24/30: the denominator of a score
  if (new RegExp(`(?:${MONTHS})[\\s\\u00a0]*$`, 'i').test(before)) return true;
  // Ages, durations, counts.
  if (UNITS_AFTER.test(after)) return true;
  if (/(?:âgée?|âge)[\s\u00a0]+(?:de)?[\s\u00a0]*$/i.test(before)) return true;
  // Ordinals that are not percentiles: "2e séance".
  if (ORDINAL_AFTER.test(after) && !PERCENTILE_AFTER_ORDINAL.test(after) && !ellipticPercentile(text, n)) return true;
  // List numbering at the start of a line (headings included).
  const ls = lineStart(text, n.start);
  if (/^[\s>]*(?:#+[\s\u00a0]*)?$/.test(text.slice(ls, n.start)) && /^[.)](?:\s|$)/.test(after)) return true;
  // Percentages of a confidence level or a threshold.
  if (/^[\s\u00a0]*%/.test(after) && (CONFIDENCE_BEFORE.test(before) || IC_BEFORE.test(before))) return true;
  // Norm parameters: moyenne 100, écart-type 15 (and 10, 3 for scaled scores).
  if ([100, 15, 10, 3].includes(n.value) && NORM_BEFORE.test(before) && !MEAN_BEFORE.test(before)) return true;
  if (/sur[\s\u00a0]*$/i.test(before) && n.value === 19) return true;
  // Band ranges (90–109), scale ranges (1 à 19, 40–160), band edges (≤ 69, 130 et plus).
  const next = all[i + 1];
  const prevNumber = all[i - 1];
  const joined = (a: RawNumber, b: RawNumber) => /^[\s\u00a0]*(?:[-–—]|à|a|et)[\s\u00a0]*$/.test(text.slice(a.end, b.start));
  const isRange = (a: RawNumber, b: RawNumber) => [...BAND_RANGES, ...SCALE_RANGES].some(([low, high]) => a.value === low && b.value === high) && joined(a, b);
  if (next && isRange(n, next)) return true;
  if (prevNumber && isRange(prevNumber, n)) return true;
  if (BAND_EDGES.has(n.value) && (/(?:≤|≥|<|>|inférieurs?\s+ou\s+égale?s?\s+à|supérieurs?\s+ou\s+égale?s?\s+à|à\s+partir\s+de|au-delà\s+de|dès)[\s\u00a0]*$/i.test(before) || /^[\s\u00a0]*(?:et\s+(?:plus|moins|au-delà|en\s+dessous)|ou\s+(?:plus|moins))/i.test(after))) return true;
  return false;
}

/** Clinical numbers of a text, each with its kind and the name it is attached to. */
function extractClinicalNumbers(text: string): ClinicalNumber[] {
  const names = findNames(text);
  const segments = sentences(text);
  const all = rawNumbers(text);
  const out: ClinicalNumber[] = [];
  const tables = tableKinds(text);
  for (let i = 0; i < all.length; i++) {
    const n = all[i]!;
    if (isSkipped(text, n, all, i)) continue;
    const segment = segmentOf(segments, n.start);
    const before = text.slice(Math.max(segment.start, n.start - 60), n.start);
    const after = text.slice(n.end, Math.min(segment.end, n.end + 40));
    const name = () => attachName(names, segment, n.start, n.end, text);

    // Intervals: [88-104], (88 ; 104), IC 95 % : 88–104.
    const next = all[i + 1];
    if (next) {
      const between = text.slice(n.end, next.start);
      const open = text.slice(Math.max(0, n.start - 2), n.start);
      const close = text.slice(next.end, next.end + 2);
      const bracketed = /[[(][\s\u00a0]*$/.test(open) && /^[\s\u00a0]*[\])]/.test(close) && /^[\s\u00a0]*(?:[-–—;,]|à)[\s\u00a0]*$/.test(between);
      const afterConfidence = /(?:\bIC|intervalle|confiance)[^.\n]{0,30}$/i.test(before) && /^[\s\u00a0]*(?:[-–—;]|à|et)[\s\u00a0]*$/.test(between);
      if ((bracketed || afterConfidence) && !isSkipped(text, next, all, i + 1)) {
        const from = bracketed ? text.lastIndexOf(open.trim().slice(-1), n.start) : n.start;
        const to = bracketed ? text.indexOf(close.trim().slice(0, 1), next.end) + 1 : next.end;
        out.push({ start: from, end: to, text: text.slice(from, to), kind: 'interval', name: name(), value: n.value, high: next.value });
        i++;
        continue;
      }
    }

    const tableKind = tables.get(n.start);
    let kind: ClinicalKind | null = null;
    if (tableKind) kind = tableKind.kind;
    else if (THRESHOLD_BEFORE.test(before)) kind = 'difference';
    else if (ellipticPercentile(text, n) || PERCENTILE_BEFORE.test(before) || PERCENTILE_AFTER_ORDINAL.test(text.slice(n.end, n.end + 20)) || /^[\s\u00a0]*%/.test(after) || /(?<![A-Za-z])P$/.test(before)) kind = 'percentile';
    else if (MEAN_BEFORE.test(before)) kind = 'mean';
    else if (DIFFERENCE_BEFORE.test(before) || /^[\s\u00a0]*points?(?![A-Za-zÀ-ÿ])/i.test(after) || /[+−][\s\u00a0]*$/.test(before.slice(-2))) kind = 'difference';
    else if (/^[\s\u00a0]*\/[\s\u00a0]*19(?!\d)/.test(after)) kind = 'score';
    else if (name() !== null || SCORE_WORD_BEFORE.test(before)) kind = 'score';
    if (!kind) continue;
    const attached = tableKind ? tableKind.name : THRESHOLD_BEFORE.test(before) ? null : name();
    out.push({ start: n.start, end: n.end, text: n.raw, kind, name: attached, value: n.value });
  }
  return out;
}

/** Markdown tables: the kind of each numeric cell from its column header, the name from the row's first cell. */
function tableKinds(text: string): Map<number, { kind: ClinicalKind; name: string | null }> {
  const result = new Map<number, { kind: ClinicalKind; name: string | null }>();
  const lines: { start: number; text: string }[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    lines.push({ start: offset, text: line });
    offset += line.length + 1;
  }
  let header: ClinicalKind[] | null = null;
  for (const line of lines) {
    if (!/^\s*\|/.test(line.text)) {
      header = null;
      continue;
    }
    const cells: { start: number; text: string }[] = [];
    let cellStart = line.start + line.text.indexOf('|') + 1;
    for (const part of line.text.slice(line.text.indexOf('|') + 1).split('|')) {
      cells.push({ start: cellStart, text: part });
      cellStart += part.length + 1;
    }
    if (/^\s*\|[\s:|-]+\|?\s*$/.test(line.text)) continue;
    if (!header) {
      header = cells.map((cell) =>
        /percentile|centile|rang/i.test(cell.text) ? 'percentile' : /intervalle|\bIC\b|confiance/i.test(cell.text) ? 'interval' : /écart|différence/i.test(cell.text) ? 'difference' : 'score',
      );
      continue;
    }
    const rowName = findNames(cells[0]?.text ?? '')[0]?.id ?? null;
    cells.forEach((cell, column) => {
      const kind = header?.[column] ?? 'score';
      if (kind === 'interval') return; // brackets or dashes are read as intervals by the main pass
      for (const match of cell.text.matchAll(NUMBER)) result.set(cell.start + match.index, { kind, name: rowName });
    });
  }
  return result;
}

/* ------------------------------------------------------------------ facts and matching */

interface Fact {
  name: string | null;
  kind: ClinicalKind;
  value: number;
  high?: number;
  /** From the practitioner's free text: its kind may be a guess. */
  loose: boolean;
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

function factsOf(input: CheckInput): Fact[] {
  const facts: Fact[] = [];
  if (input.sheet) {
    const sheet = input.sheet;
    for (const [id, entry] of Object.entries(sheet.indices)) {
      facts.push({ name: id, kind: 'score', value: entry.score, loose: false });
      if (entry.percentile !== undefined) facts.push({ name: id, kind: 'percentile', value: entry.percentile, loose: false });
      if (entry.ciLow !== undefined && entry.ciHigh !== undefined) facts.push({ name: id, kind: 'interval', value: entry.ciLow, high: entry.ciHigh, loose: false });
    }
    for (const [id, score] of Object.entries(sheet.subtests)) facts.push({ name: id, kind: 'score', value: score, loose: false });
    const result = interpretSheet(sheet);
    const difference = (name: string | null, value: number) => facts.push({ name, kind: 'difference', value: Math.abs(value), loose: false });
    for (const value of [SPREAD_CAUTION_POINTS, DEFAULT_INDEX_THRESHOLD, DEFAULT_SUBTEST_THRESHOLD]) difference(null, value);
    for (const deviation of [...result.indexDeviations, ...result.subtestDeviations]) {
      difference(deviation.id, deviation.difference);
      difference(deviation.id, deviation.threshold);
    }
    if (result.spread) {
      difference(result.spread.highest.id, result.spread.points);
      difference(result.spread.lowest.id, result.spread.points);
    }
    // Every difference between two entered primary indices is arithmetic on the practitioner's data.
    const primary = result.indices.filter((index) => index.role === 'primary');
    for (const a of primary) for (const b of primary) if (a.id !== b.id) difference(b.id, a.score - b.score);
    for (const pair of result.pairs) {
      difference(pair.a, pair.critical);
      difference(pair.b, pair.critical);
    }
    for (const mean of [result.primaryMean, result.subtestMean]) {
      if (mean !== null) facts.push({ name: null, kind: 'mean', value: mean, loose: false }, { name: null, kind: 'mean', value: Math.round(mean), loose: false });
    }
  }
  for (const message of input.conversation ?? []) {
    for (const number of extractClinicalNumbers(message)) {
      facts.push({ name: number.name, kind: number.kind, value: number.value, ...(number.high !== undefined ? { high: number.high } : {}), loose: true });
    }
    // Any number the practitioner wrote may be quoted as a difference or a mean.
    for (const match of message.matchAll(NUMBER)) {
      const value = toNumber(match[0]);
      facts.push({ name: null, kind: 'difference', value, loose: true }, { name: null, kind: 'mean', value, loose: true });
    }
  }
  return facts;
}

function matches(number: ClinicalNumber, facts: Fact[]): boolean {
  if (number.kind === 'mean') return facts.some((fact) => fact.kind === 'mean' && same(fact.value, number.value));
  if (number.kind === 'difference') {
    return facts.some((fact) => fact.kind === 'difference' && (number.name === null || fact.name === number.name || fact.loose) && same(fact.value, number.value));
  }
  if (number.kind === 'interval') {
    return facts.some((fact) => fact.kind === 'interval' && (number.name === null || fact.name === number.name) && same(fact.value, number.value) && same(fact.high ?? Number.NaN, number.high ?? Number.NaN));
  }
  const sameName = (fact: Fact) => number.name === null || fact.name === number.name;
  if (facts.some((fact) => fact.kind === number.kind && sameName(fact) && same(fact.value, number.value))) return true;
  // A number typed in a message may have been read as a score when it was a percentile, or the reverse:
  // accept it under that name unless the practitioner gave that name a number of this kind explicitly.
  if (number.name !== null) {
    const explicit = facts.some((fact) => fact.name === number.name && fact.kind === number.kind);
    if (!explicit) return facts.some((fact) => fact.loose && fact.name === number.name && (fact.kind === 'score' || fact.kind === 'percentile') && same(fact.value, number.value));
  }
  return false;
}

/* ------------------------------------------------------------------ bands */

const BAND_PHRASES: [RegExp, BandId][] = [
  [/très\s+supérieure?s?/giu, 'tres-superieur'],
  [/très\s+faibles?/giu, 'tres-faible'],
  [/moyenne?s?\s+(?:forte|fort|haute|supérieure)s?/giu, 'moyenne-forte'],
  [/moyenne?s?\s+(?:faible|basse|inférieure)s?/giu, 'moyenne-faible'],
  [/(?<=(?:zone|niveau|registre|catégorie|classe|plage|efficience)\s+)limite(?!s)/giu, 'limite'],
  [/(?<=(?:dans\s+la|en)\s+(?:zone\s+)?)limite(?!s)/giu, 'limite'],
  [/(?<=(?:[:(«|]|\*\*|—|–)[\s\u00a0]*)limite(?!s)/giu, 'limite'],
  [/(?<=(?:zone|niveau|registre|catégorie|classe|plage|efficience|dans\s+la|dans\s+le)\s+)(?:supérieure?|supérieur)(?!s)/giu, 'superieur'],
  [/(?<=(?:[:(«|]|\*\*|—|–)[\s\u00a0]*)supérieure?(?!s)/giu, 'superieur'],
  [/(?<=(?:zone|niveau|registre|catégorie|classe|plage|efficience|dans\s+la|dans\s+le)\s+)moyen(?:ne)?(?!s)/giu, 'moyenne'],
  [/(?<=(?:[:(«|]|\*\*|—|–)[\s\u00a0]*)moyen(?:ne)?(?!s)/giu, 'moyenne'],
  [/dans\s+la\s+norme/giu, 'moyenne'],
];
/** What may follow a band word and makes it something else: a comparison, the examinee's own mean. */
const NOT_A_BAND_AFTER = /^[\s\u00a0]*(?:à|au|aux|de\s+(?:ses|l['’]|la|sa|son|\d)|des\s+(?:indices|notes|scores|subtests)|d['’]|personnelle|individuelle|du\s+profil|propre|générale|globale|inférieure|supérieure)(?![A-Za-zÀ-ÿ])/i;

interface BandMention {
  start: number;
  end: number;
  band: BandId;
}

function bandMentions(text: string): BandMention[] {
  const found: BandMention[] = [];
  for (const [pattern, band] of BAND_PHRASES) {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (band !== 'moyenne-forte' && band !== 'moyenne-faible' && band !== 'tres-faible' && NOT_A_BAND_AFTER.test(text.slice(end, end + 30))) continue;
      if ((band === 'tres-superieur' || band === 'tres-faible') && NOT_A_BAND_AFTER.test(text.slice(end, end + 30)) && /^[\s\u00a0]*(?:à|au|aux)\b/i.test(text.slice(end, end + 5))) continue;
      found.push({ start: match.index, end, band });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: BandMention[] = [];
  for (const mention of found) {
    const last = kept.at(-1);
    if (last && mention.start < last.end) continue;
    kept.push(mention);
  }
  return kept;
}

function knownScores(input: CheckInput): Map<string, number> {
  const known = new Map<string, number>();
  const fromText = new Map<string, Set<number>>();
  for (const message of input.conversation ?? []) {
    for (const number of extractClinicalNumbers(message)) {
      if (number.kind !== 'score' || number.name === null) continue;
      const set = fromText.get(number.name) ?? new Set<number>();
      set.add(number.value);
      fromText.set(number.name, set);
    }
  }
  for (const [name, values] of fromText) if (values.size === 1) known.set(name, [...values][0]!);
  for (const [id, entry] of Object.entries(input.sheet?.indices ?? {})) known.set(id, entry.score);
  return known;
}

function checkBands(input: CheckInput): CheckFlag[] {
  const text = input.answer;
  const known = knownScores(input);
  const names = findNames(text).filter((name) => name.index);
  const flags: CheckFlag[] = [];
  for (const segment of sentences(text)) {
    const inside = names.filter((name) => name.start >= segment.start && name.end <= segment.end);
    if (inside.length === 0) continue;
    const sentence = text.slice(segment.start, segment.end);
    for (const mention of bandMentions(sentence)) {
      const start = segment.start + mention.start;
      const preceding = inside.filter((name) => name.end <= start);
      const owner = preceding.at(-1) ?? inside.find((name) => name.start >= start + (mention.end - mention.start));
      if (!owner) continue;
      const score = known.get(owner.id);
      if (score === undefined) continue;
      const computed = bandOf(score);
      if (computed.id === mention.band) continue;
      flags.push({ start, end: segment.start + mention.end, text: sentence.slice(mention.start, mention.end), kind: 'band', name: owner.id, message: CHECK_MESSAGES.band(owner.id, score, computed.label) });
    }
  }
  return flags;
}

/* ------------------------------------------------------------------ entry point */

export function checkAnswer(input: CheckInput): CheckFlag[] {
  const facts = factsOf(input);
  const numberFlags = extractClinicalNumbers(input.answer)
    .filter((number) => !matches(number, facts))
    .map((number): CheckFlag => ({ start: number.start, end: number.end, text: number.text, kind: 'number', name: number.name, message: CHECK_MESSAGES.number }));
  const flags = [...numberFlags, ...checkBands(input)].sort((a, b) => a.start - b.start);
  // Never two overlapping highlights.
  return flags.filter((flag, i) => i === 0 || flag.start >= flags[i - 1]!.end);
}

export { round1 };
