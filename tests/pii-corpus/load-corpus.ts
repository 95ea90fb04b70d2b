/**
 * Reads the PII corpus (tests/pii-corpus/README.md): documents separated by "=== title" lines,
 * identifiers annotated inline as {CATEGORY:text}; negatives.txt holds one message per line.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const GOLD_CATEGORIES = ['PAT', 'PROCHE', 'PRO', 'TEL', 'EMAIL', 'NIR', 'IBAN', 'RPPS', 'IPP', 'DDN', 'ADR'] as const;
export type GoldCategory = (typeof GOLD_CATEGORIES)[number];

export interface GoldSpan {
  category: GoldCategory;
  start: number;
  end: number;
  value: string;
}

export interface CorpusDocument {
  file: string;
  title: string;
  text: string;
  spans: GoldSpan[];
}

export interface Corpus {
  documents: CorpusDocument[];
  /** Hard negative lines (files negatives*.txt): clinical text that names no one and holds no identifier. */
  negatives: string[];
}

export const CORPUS_DIR = path.dirname(fileURLToPath(import.meta.url));
const ANNOTATION = /\{([A-Z]+):([^{}]+)\}/g;

/** Strips the annotations of one document and records where each identifier sits in the plain text. */
export function parseAnnotated(annotated: string, where = 'corpus'): { text: string; spans: GoldSpan[] } {
  const spans: GoldSpan[] = [];
  let text = '';
  let cursor = 0;
  for (const match of annotated.matchAll(ANNOTATION)) {
    const [whole, category = '', value = ''] = match;
    if (!(GOLD_CATEGORIES as readonly string[]).includes(category)) throw new Error(`${where}: unknown category ${category}`);
    text += annotated.slice(cursor, match.index);
    spans.push({ category: category as GoldCategory, start: text.length, end: text.length + value.length, value });
    text += value;
    cursor = match.index + whole.length;
  }
  text += annotated.slice(cursor);
  if (/[{}]/.test(text)) throw new Error(`${where}: unbalanced annotation`);
  return { text, spans };
}

export const CORPUS_PARTS = ['dev', 'heldout2', 'heldout4', 'heldout5'] as const;
export type CorpusPart = (typeof CORPUS_PARTS)[number];

export function loadCorpus(part: CorpusPart): Corpus {
  const dir = path.join(CORPUS_DIR, part);
  const documents: CorpusDocument[] = [];
  let negatives: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.txt')).sort()) {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    if (file.startsWith('negatives')) {
      negatives = [...negatives, ...raw.split('\n').filter((line) => line.trim() !== '')];
      continue;
    }
    for (const block of raw.split(/^=== /m).filter((part) => part.trim() !== '')) {
      const newline = block.indexOf('\n');
      const title = block.slice(0, newline).trim();
      const { text, spans } = parseAnnotated(block.slice(newline + 1).replace(/\n+$/, ''), `${part}/${file} « ${title} »`);
      documents.push({ file: `${part}/${file}`, title, text, spans });
    }
  }
  return { documents, negatives };
}
