/**
 * The PII guard: finds French personal identifiers in a message before it
 * leaves the browser, and swaps them for placeholders that only this browser can map back.
 * Neither our server nor the AI provider ever receives the real values.
 */
import { luhnIsValid } from '#shared/rpps.ts';

export type PiiKind = 'nir' | 'phone' | 'email' | 'birthDate' | 'address' | 'postcode' | 'iban' | 'rpps' | 'name';

export interface PiiMatch {
  kind: PiiKind;
  start: number;
  end: number;
  value: string;
}

/** Placeholder → real value; kept with the conversation in this browser only. */
export type PlaceholderMap = Record<string, string>;

const PLACEHOLDER_LABELS: Record<PiiKind, string> = {
  nir: 'NIR',
  phone: 'TÉLÉPHONE',
  email: 'EMAIL',
  birthDate: 'DATE',
  address: 'ADRESSE',
  postcode: 'CODE_POSTAL',
  iban: 'IBAN',
  rpps: 'RPPS',
  name: 'PATIENT',
};

const MONTHS = 'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre';
const UPPER = 'A-ZÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸ';
const LOWER = 'a-zàâäçéèêëîïôöùûüÿœæ';
const NAME_WORD = `(?:[${UPPER}][${LOWER}]+(?:[-'’][${UPPER}]?[${LOWER}]+)*|[${UPPER}]{2,}(?:-[${UPPER}]{2,})?)`;
const STREET_TYPES =
  'rue|avenue|av\\.|boulevard|bd|place|allée|allee|impasse|chemin|route|quai|cours|square|passage|résidence|residence|lotissement|faubourg|sentier|voie|hameau|lieu-dit|cité|cite|villa|promenade|esplanade|rond-point';

/** NIR key: 97 − (13 digits mod 97), with Corsica's 2A/2B counted as 19/18. */
export function nirKeyIsValid(digits13: string, key: string): boolean {
  const numeric = digits13.replace(/2A/i, '19').replace(/2B/i, '18');
  if (!/^\d{13}$/.test(numeric)) return false;
  return 97 - Number(BigInt(numeric) % 97n) === Number(key);
}

/** IBAN: letters to numbers, first four characters moved to the end, mod 97 = 1. */
export function ibanIsValid(raw: string): boolean {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

interface Rule {
  kind: PiiKind;
  pattern: RegExp;
  /** Returns the span to flag (or null to ignore this match). */
  accept?: (match: RegExpExecArray, text: string, now: Date) => { start: number; end: number } | null;
}

const BIRTH_CONTEXT = /(né|née|nee|naissance|ddn|d\.d\.n\.?|âgée?\s+de\s+\d+\s+ans\s+le)\s*(le|:|en|du)?\s*$/i;

function dateYear(match: RegExpExecArray): number | null {
  const year = match.groups?.year;
  if (!year) return null;
  const value = Number(year);
  return year.length === 2 ? (value > 30 ? 1900 + value : 2000 + value) : value;
}

/** A full date is a birth date when said so, or when it is far enough in the past to be one. */
function acceptDate(match: RegExpExecArray, text: string, now: Date): { start: number; end: number } | null {
  const before = text.slice(Math.max(0, match.index - 30), match.index);
  if (BIRTH_CONTEXT.test(before)) return { start: match.index, end: match.index + match[0].length };
  const year = dateYear(match);
  if (year !== null && year <= now.getFullYear() - 3 && year >= 1900) return { start: match.index, end: match.index + match[0].length };
  return null;
}

const RULES: Rule[] = [
  {
    kind: 'email',
    pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi,
  },
  {
    kind: 'iban',
    pattern: /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?\b/g,
    accept: (match) => (ibanIsValid(match[0]) ? { start: match.index, end: match.index + match[0].length } : null),
  },
  {
    kind: 'nir',
    pattern: /\b([12])[ .]?(\d{2})[ .]?(\d{2})[ .]?(\d{2}|2[AB])[ .]?(\d{3})[ .]?(\d{3})[ .]?(\d{2})\b/gi,
    accept: (match) => {
      const [, sex, year, month, department, commune, order, key] = match;
      return nirKeyIsValid(`${sex}${year}${month}${department}${commune}${order}`, key ?? '') ? { start: match.index, end: match.index + match[0].length } : null;
    },
  },
  {
    kind: 'phone',
    pattern: /(?:(?:\+|00)33[ .-]?(?:\(0\)[ .-]?)?|\b0)[1-9](?:[ .-]?\d{2}){4}\b/g,
  },
  {
    kind: 'rpps',
    pattern: /\b\d{11}\b/g,
    accept: (match, text) => {
      const context = /rpps/i.test(text.slice(Math.max(0, match.index - 25), match.index));
      return context || luhnIsValid(match[0]) ? { start: match.index, end: match.index + match[0].length } : null;
    },
  },
  {
    kind: 'birthDate',
    pattern: /\b(?:0?[1-9]|[12]\d|3[01])[/.-](?:0?[1-9]|1[0-2])[/.-](?<year>(?:19|20)\d{2}|\d{2})\b/g,
    accept: acceptDate,
  },
  {
    kind: 'birthDate',
    pattern: new RegExp(`\\b(?:1er|0?[1-9]|[12]\\d|3[01])\\s+(?:${MONTHS})\\s+(?<year>(?:19|20)\\d{2})\\b`, 'gi'),
    accept: acceptDate,
  },
  {
    kind: 'address',
    pattern: new RegExp(
      `\\b\\d{1,4}(?:\\s?(?:bis|ter|b|t))?,?\\s+(?:${STREET_TYPES})\\s+(?:(?:de|du|des|la|le|l'|l’|d'|d’|les|aux|au|à|saint|sainte|st|ste)\\s*)*[${UPPER}\\d][^\\n,;.()]{1,40}(?:,?\\s+(?:0[1-9]|[1-8]\\d|9[0-8])\\d{3}(?:\\s+[${UPPER}][${LOWER}${UPPER}' -]+)?)?`,
      'gi',
    ),
  },
  {
    kind: 'postcode',
    pattern: new RegExp(`\\b(?:0[1-9]|[1-8]\\d|9[0-8])\\d{3}\\s+(?:${NAME_WORD})(?:[- ](?:sur|sous|en|lès|les|le|la|de|du|d'|Saint|Sainte|${NAME_WORD}))*`, 'g'),
  },
  {
    kind: 'name',
    pattern: new RegExp(
      `\\b(?:M\\.|Mr\\.?|MM\\.|Mme\\.?|Mmes|Mlle\\.?|[Mm]adame|[Mm]onsieur|[Mm]ademoiselle|Dr\\.?|[Dd]octeur|Pr\\.?|[Pp]rofesseur)\\s+(?<name>${NAME_WORD}(?:\\s+${NAME_WORD})?)`,
      'g',
    ),
    accept: (match) => {
      const name = match.groups?.name ?? '';
      const start = match.index + match[0].length - name.length;
      return { start, end: start + name.length };
    },
  },
  {
    kind: 'name',
    pattern: new RegExp(`\\b(?:[Nn]om(?: de famille| d'usage| de naissance)?|[Pp]rénom|[Pp]atient(?:e)?\\s+nommée?)\\s*:\\s*(?<name>${NAME_WORD}(?:\\s+${NAME_WORD}){0,2})`, 'g'),
    accept: (match) => {
      const name = match.groups?.name ?? '';
      const start = match.index + match[0].length - name.length;
      return { start, end: start + name.length };
    },
  },
];

/** Words after a title that are not names ("Madame Le Maire" is rare; "Monsieur X" is an initial). */
const NOT_NAMES = new Set(['Le', 'La', 'Les', 'X', 'Y', 'Z', 'Patient', 'Patiente']);

export function detectPii(text: string, options: { now?: Date } = {}): PiiMatch[] {
  const now = options.now ?? new Date();
  const found: PiiMatch[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (let match = rule.pattern.exec(text); match !== null; match = rule.pattern.exec(text)) {
      const span = rule.accept ? rule.accept(match, text, now) : { start: match.index, end: match.index + match[0].length };
      if (!span) continue;
      let value = text.slice(span.start, span.end).replace(/[\s,]+$/, '');
      if (rule.kind === 'name') {
        const words = value.split(/\s+/);
        if (NOT_NAMES.has(words[0] ?? '')) continue;
        value = words.filter((word) => !NOT_NAMES.has(word)).join(' ');
      }
      if (value.length < 2 || /^\[[A-ZÉ_]+_\d+\]$/.test(value)) continue;
      found.push({ kind: rule.kind, start: span.start, end: span.start + value.length, value });
    }
  }
  // Earlier rules win an overlap (an IBAN's digits are not also a phone number), then the longer span.
  const kept: PiiMatch[] = [];
  for (const candidate of found) {
    if (kept.some((other) => candidate.start < other.end && other.start < candidate.end)) continue;
    kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Replaces each match with a placeholder, reusing the one already given to the same value. */
export function replacePii(text: string, matches: PiiMatch[], mapping: PlaceholderMap): { text: string; mapping: PlaceholderMap } {
  const next: PlaceholderMap = { ...mapping };
  const byValue = new Map(Object.entries(next).map(([placeholder, value]) => [value, placeholder]));
  let result = '';
  let cursor = 0;
  for (const match of [...matches].sort((a, b) => a.start - b.start)) {
    let placeholder = byValue.get(match.value);
    if (!placeholder) {
      const label = PLACEHOLDER_LABELS[match.kind];
      const count = Object.keys(next).filter((key) => key.startsWith(`[${label}_`)).length;
      placeholder = `[${label}_${count + 1}]`;
      next[placeholder] = match.value;
      byValue.set(match.value, placeholder);
    }
    result += text.slice(cursor, match.start) + placeholder;
    cursor = match.end;
  }
  return { text: result + text.slice(cursor), mapping: next };
}

/** Puts the real values back (for display and copy, in this browser only). */
export function restorePlaceholders(text: string, mapping: PlaceholderMap): string {
  if (Object.keys(mapping).length === 0) return text;
  return text.replace(/\[[A-ZÉ_]+_\d+\]/g, (placeholder) => mapping[placeholder] ?? placeholder);
}
