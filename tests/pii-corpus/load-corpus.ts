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

/**
 * The parts measured on their own: `dev` and every `heldoutN/` directory (a new blind part is picked up as soon as its
 * directory exists), in the order of N.
 */
export const CORPUS_PARTS: readonly string[] = [
  'dev',
  ...readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^heldout\d+$/.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => Number(a.slice('heldout'.length)) - Number(b.slice('heldout'.length))),
];
export type CorpusPart = string;

/**
 * Held-out parts that moved into `dev/` once their misses had been read (README.md): their document files and their own
 * negatives file, so that each can still be measured alone — or left out of dev (`PII_BENCH_SKIP`).
 */
export interface MovedPart {
  name: string;
  title: string;
  /** Matches `CorpusDocument.file` ("dev/31-bilan-wisc.txt"). */
  files: RegExp;
  negatives: string;
  /** Its figures before its misses were read (docs/privacy). */
  firstRun: string;
}
export const MOVED_PARTS: readonly MovedPart[] = [
  { name: 'dev 11-17', title: 'dev, files 11-17 only (the first held-out part, looked at since)', files: /^dev\/1[1-7]-/, negatives: 'negatives-11-17.txt', firstRun: 'docs/privacy/pii-bench-heldout2-first-run.txt ("held-out")' },
  { name: 'heldout3', title: 'heldout3 (now in dev): files 31-39 only (the third held-out part, looked at since)', files: /^dev\/3[1-9]-/, negatives: 'negatives-31-39.txt', firstRun: 'docs/privacy/pii-bench-heldout3-first-run.txt' },
  { name: 'heldout4', title: 'heldout4 (now in dev): files 41-53 only (the fourth held-out part, looked at since)', files: /^dev\/(?:4[1-9]|5[0-3])-/, negatives: 'negatives-41-53.txt', firstRun: 'docs/privacy/pii-bench-heldout4-first-run.txt' },
  { name: 'heldout5', title: 'heldout5 (now in dev): files 61-69 only (the fifth held-out part, written as files 51-59 and renamed, looked at since)', files: /^dev\/6[1-9]-/, negatives: 'negatives-61-69.txt', firstRun: 'docs/privacy/pii-bench-heldout5-first-run.txt' },
  { name: 'heldout6', title: 'heldout6 (now in dev): files 71-79 only (the sixth held-out part, looked at since)', files: /^dev\/7[1-9]-/, negatives: 'negatives-71-79.txt', firstRun: 'docs/privacy/pii-bench-heldout6-first-run.txt' },
  { name: 'heldout7', title: 'heldout7 (now in dev): files 81-89 only (the seventh held-out part, looked at since)', files: /^dev\/8[1-9]-/, negatives: 'negatives-81-89.txt', firstRun: 'docs/privacy/pii-bench-heldout7-first-run.txt' },
  { name: 'heldout8', title: 'heldout8 (now in dev): files 91-99 only (the eighth held-out part, looked at since)', files: /^dev\/9[1-9]-/, negatives: 'negatives-91-99.txt', firstRun: 'docs/privacy/pii-bench-heldout8-first-run.txt' },
  { name: 'heldout9', title: 'heldout9 (now in dev): files a1-a8 only (the ninth held-out part, looked at since)', files: /^dev\/a[1-8]-/, negatives: 'negatives-a1-a8.txt', firstRun: 'docs/privacy/pii-bench-heldout9-first-run.txt' },
  { name: 'heldout10', title: 'heldout10 (now in dev): files b1-b9 only (the tenth held-out part, looked at since)', files: /^dev\/b[1-9]-/, negatives: 'negatives-b1-b9.txt', firstRun: 'docs/privacy/pii-bench-heldout10-first-run.txt' },
  { name: 'heldout11', title: 'heldout11 (now in dev): files c1-c9 only (the eleventh held-out part, looked at since)', files: /^dev\/c[1-9]-/, negatives: 'negatives-c1-c9.txt', firstRun: 'docs/privacy/pii-bench-heldout11-first-run.txt, then docs/privacy/pii-bench-before-heldout11-round.txt' },
  { name: 'heldout12', title: 'heldout12 (now in dev): files d1-d9 only (the twelfth held-out part, looked at since)', files: /^dev\/d[1-9]-/, negatives: 'negatives-d1-d9.txt', firstRun: 'docs/privacy/pii-bench-heldout12-first-run.txt, then docs/privacy/pii-bench-heldout12-13-after-heldout11-round.txt' },
  { name: 'heldout13', title: 'heldout13 (now in dev): files e1-e9 only (the thirteenth held-out part, looked at since)', files: /^dev\/e[1-9]-/, negatives: 'negatives-e1-e9.txt', firstRun: 'docs/privacy/pii-bench-heldout13-first-run.txt, then docs/privacy/pii-bench-before-heldout13-round.txt' },
  { name: 'heldout14', title: 'heldout14 (now in dev): files f1-f9 only (the fourteenth held-out part, looked at since)', files: /^dev\/f[1-9]-/, negatives: 'negatives-f1-f9.txt', firstRun: 'docs/privacy/pii-bench-heldout14-first-run.txt, then docs/privacy/pii-bench-before-heldout14-round.txt' },
  { name: 'heldout15', title: 'heldout15 (now in dev): files g1-g9 only (the fifteenth held-out part, looked at since)', files: /^dev\/g[1-9]-/, negatives: 'negatives-g1-g9.txt', firstRun: 'docs/privacy/pii-bench-heldout15-first-run.txt, then docs/privacy/pii-bench-before-heldout15-round.txt' },
  { name: 'heldout16', title: 'heldout16 (now in dev): files h1-h9 only (the sixteenth held-out part, looked at since)', files: /^dev\/h[1-9]-/, negatives: 'negatives-h1-h9.txt', firstRun: 'docs/privacy/pii-bench-heldout16-first-run.txt, then docs/privacy/pii-bench-before-heldout16-round.txt' },
  { name: 'heldout17', title: 'heldout17 (now in dev): files i1-i9 only (the seventeenth held-out part, looked at since)', files: /^dev\/i[1-9]-/, negatives: 'negatives-i1-i9.txt', firstRun: 'docs/privacy/pii-bench-heldout17-first-run.txt, then docs/privacy/pii-bench-before-heldout17-round.txt' },
  { name: 'heldout18', title: 'heldout18 (now in dev): files j1-j9 only (the eighteenth held-out part, looked at since)', files: /^dev\/j[1-9]-/, negatives: 'negatives-j1-j9.txt', firstRun: 'docs/privacy/pii-bench-heldout18-first-run.txt, then docs/privacy/pii-bench-before-heldout18-round.txt' },
  { name: 'heldout19', title: 'heldout19 (now in dev): files k1-k9 only (the nineteenth held-out part, looked at since)', files: /^dev\/k[1-9]-/, negatives: 'negatives-k1-k9.txt', firstRun: 'docs/privacy/pii-bench-heldout19-first-run.txt, then docs/privacy/pii-bench-before-heldout19-round.txt' },
  { name: 'heldout20', title: 'heldout20 (now in dev): files l1-l9 only (the twentieth held-out part, looked at since)', files: /^dev\/l[1-9]-/, negatives: 'negatives-l1-l9.txt', firstRun: 'docs/privacy/pii-bench-heldout20-first-run.txt, then docs/privacy/pii-bench-before-heldout20-round.txt' },
  { name: 'heldout21', title: 'heldout21 (now in dev): files m1-m9 only (the twenty-first held-out part, looked at since)', files: /^dev\/m[1-9]-/, negatives: 'negatives-m1-m9.txt', firstRun: 'docs/privacy/pii-bench-heldout21-first-run.txt, then docs/privacy/pii-bench-before-heldout21-round.txt' },
  { name: 'heldout22', title: 'heldout22 (now in dev): files n1-n9 only (the twenty-second held-out part, looked at since)', files: /^dev\/n[1-9]-/, negatives: 'negatives-n1-n9.txt', firstRun: 'docs/privacy/pii-bench-heldout22-first-run.txt, then docs/privacy/pii-bench-before-heldout22-round.txt' },
  { name: 'heldout23', title: 'heldout23 (now in dev): files o1-o9 only (the twenty-third held-out part, looked at since)', files: /^dev\/o[1-9]-/, negatives: 'negatives-o1-o9.txt', firstRun: 'docs/privacy/pii-bench-heldout23-first-run.txt, then docs/privacy/pii-bench-before-heldout23-round.txt' },
  { name: 'heldout24', title: 'heldout24 (now in dev): files p1-p9 only (the twenty-fourth held-out part, looked at since)', files: /^dev\/p[1-9]-/, negatives: 'negatives-p1-p9.txt', firstRun: 'docs/privacy/pii-bench-heldout24-first-run.txt, then docs/privacy/pii-bench-before-heldout24-round.txt' },
  { name: 'heldout25', title: 'heldout25 (now in dev): files q1-q9 only (the twenty-fifth held-out part, looked at since)', files: /^dev\/q[1-9]-/, negatives: 'negatives-q1-q9.txt', firstRun: 'docs/privacy/pii-bench-heldout25-first-run.txt, then docs/privacy/pii-bench-before-heldout25-round.txt' },
  { name: 'heldout26', title: 'heldout26 (now in dev): files r1-r9 only (the twenty-sixth held-out part, looked at since)', files: /^dev\/r[1-9]-/, negatives: 'negatives-r1-r9.txt', firstRun: 'docs/privacy/pii-bench-heldout26-first-run.txt, then docs/privacy/pii-bench-before-heldout26-round.txt' },
  { name: 'heldout27', title: 'heldout27 (now in dev): files s1-s9 only (the twenty-seventh held-out part, looked at since)', files: /^dev\/s[1-9]-/, negatives: 'negatives-s1-s9.txt', firstRun: 'docs/privacy/pii-bench-heldout27-first-run.txt, then docs/privacy/pii-bench-before-heldout27-round.txt' },
  { name: 'heldout28', title: 'heldout28 (now in dev): files t1-t9 only (the twenty-eighth held-out part, looked at since)', files: /^dev\/t[1-9]-/, negatives: 'negatives-t1-t9.txt', firstRun: 'docs/privacy/pii-bench-heldout28-first-run.txt, then docs/privacy/pii-bench-before-heldout28-round.txt' },
  { name: 'heldout29', title: 'heldout29 (now in dev): files u1-u9 only (the twenty-ninth held-out part, looked at since)', files: /^dev\/u[1-9]-/, negatives: 'negatives-u1-u9.txt', firstRun: 'docs/privacy/pii-bench-heldout29-first-run.txt, then docs/privacy/pii-bench-before-heldout29-round.txt' },
  { name: 'heldout30', title: 'heldout30 (now in dev): files v1-v9 only (the thirtieth held-out part, looked at since)', files: /^dev\/v[1-9]-/, negatives: 'negatives-v1-v9.txt', firstRun: 'docs/privacy/pii-bench-heldout30-first-run.txt, then docs/privacy/pii-bench-before-heldout30-round.txt' },
  { name: 'heldout31', title: 'heldout31 (now in dev): files w1-w9 only (the thirty-first held-out part, looked at since)', files: /^dev\/w[1-9]-/, negatives: 'negatives-w1-w9.txt', firstRun: 'docs/privacy/pii-bench-heldout31-first-run.txt, then docs/privacy/pii-bench-before-heldout31-round.txt' },
  { name: 'heldout32', title: 'heldout32 (now in dev): files x1-x9 only (the thirty-second held-out part, looked at since)', files: /^dev\/x[1-9]-/, negatives: 'negatives-x1-x9.txt', firstRun: 'docs/privacy/pii-bench-heldout32-first-run.txt, then docs/privacy/pii-bench-before-heldout32-round.txt' },
  { name: 'heldout33', title: 'heldout33 (now in dev): files y1-y9 only (the thirty-third held-out part, looked at since)', files: /^dev\/y[1-9]-/, negatives: 'negatives-y1-y9.txt', firstRun: 'docs/privacy/pii-bench-heldout33-first-run.txt, then docs/privacy/pii-bench-before-heldout33-round.txt' },
  { name: 'heldout34', title: 'heldout34 (now in dev): files z1-z9 only (the thirty-fourth held-out part, looked at since)', files: /^dev\/z[1-9]-/, negatives: 'negatives-z1-z9.txt', firstRun: 'docs/privacy/pii-bench-heldout34-first-run.txt, then docs/privacy/pii-bench-before-heldout34-round.txt' },
  { name: 'heldout35', title: 'heldout35 (now in dev): files ab1-ab9 only (the thirty-fifth held-out part, looked at since)', files: /^dev\/ab[1-9]-/, negatives: 'negatives-ab1-ab9.txt', firstRun: 'docs/privacy/pii-bench-heldout35-first-run.txt, then docs/privacy/pii-bench-before-heldout35-round.txt' },
  { name: 'heldout36', title: 'heldout36 (now in dev): files ac1-ac9 only (the thirty-sixth held-out part, looked at since)', files: /^dev\/ac[1-9]-/, negatives: 'negatives-ac1-ac9.txt', firstRun: 'docs/privacy/pii-bench-heldout36-first-run.txt, then docs/privacy/pii-bench-before-heldout36-round.txt' },
  { name: 'heldout37', title: 'heldout37 (now in dev): files ad1-ad9 only (the thirty-seventh held-out part, looked at since)', files: /^dev\/ad[1-9]-/, negatives: 'negatives-ad1-ad9.txt', firstRun: 'docs/privacy/pii-bench-heldout37-first-run.txt, then docs/privacy/pii-bench-before-heldout37-round.txt' },
  { name: 'heldout38', title: 'heldout38 (now in dev): files ae1-ae9 only (the thirty-eighth held-out part, looked at since)', files: /^dev\/ae[1-9]-/, negatives: 'negatives-ae1-ae9.txt', firstRun: 'docs/privacy/pii-bench-heldout38-first-run.txt, then docs/privacy/pii-bench-before-heldout38-round.txt' },
  { name: 'heldout39', title: 'heldout39 (now in dev): files af1-af9 only (the thirty-ninth held-out part, looked at since)', files: /^dev\/af[1-9]-/, negatives: 'negatives-af1-af9.txt', firstRun: 'docs/privacy/pii-bench-heldout39-first-run.txt, then docs/privacy/pii-bench-before-heldout39-round.txt' },
  { name: 'heldout40', title: 'heldout40 (now in dev): files ag1-ag9 only (the fortieth held-out part, looked at since)', files: /^dev\/ag[1-9]-/, negatives: 'negatives-ag1-ag9.txt', firstRun: 'docs/privacy/pii-bench-heldout40-first-run.txt, then docs/privacy/pii-bench-before-heldout40-round.txt' },
  { name: 'heldout41', title: 'heldout41 (now in dev): files ah1-ah9 only (the forty-first held-out part, looked at since)', files: /^dev\/ah[1-9]-/, negatives: 'negatives-ah1-ah9.txt', firstRun: 'docs/privacy/pii-bench-heldout41-first-run.txt, then docs/privacy/pii-bench-before-heldout41-round.txt' },
  { name: 'heldout42', title: 'heldout42 (now in dev): files ai1-ai9 only (the forty-second held-out part, looked at since)', files: /^dev\/ai[1-9]-/, negatives: 'negatives-ai1-ai9.txt', firstRun: 'docs/privacy/pii-bench-heldout42-first-run.txt, then docs/privacy/pii-bench-before-heldout42-round.txt' },
  { name: 'heldout43', title: 'heldout43 (now in dev): files aj1-aj9 only (the forty-third held-out part, looked at since)', files: /^dev\/aj[1-9]-/, negatives: 'negatives-aj1-aj9.txt', firstRun: 'docs/privacy/pii-bench-heldout43-first-run.txt, then docs/privacy/pii-bench-before-heldout43-round.txt' },
  { name: 'heldout44', title: 'heldout44 (now in dev): files ak1-ak9 only (the forty-fourth held-out part, looked at since)', files: /^dev\/ak[1-9]-/, negatives: 'negatives-ak1-ak9.txt', firstRun: 'docs/privacy/pii-bench-heldout44-first-run.txt, then docs/privacy/pii-bench-before-heldout44-round.txt' },
  { name: 'heldout45', title: 'heldout45 (now in dev): files al1-al9 only (the forty-fifth held-out part, looked at since)', files: /^dev\/al[1-9]-/, negatives: 'negatives-al1-al9.txt', firstRun: 'docs/privacy/pii-bench-heldout45-first-run.txt, then docs/privacy/pii-bench-before-heldout45-round.txt' },
  { name: 'heldout46', title: 'heldout46 (now in dev): files am1-am9 only (the forty-sixth held-out part, looked at since)', files: /^dev\/am[1-9]-/, negatives: 'negatives-am1-am9.txt', firstRun: 'docs/privacy/pii-bench-heldout46-first-run.txt, then docs/privacy/pii-bench-before-heldout46-round.txt' },
  { name: 'heldout47', title: 'heldout47 (now in dev): files an1-an9 only (the forty-seventh held-out part, looked at since)', files: /^dev\/an[1-9]-/, negatives: 'negatives-an1-an9.txt', firstRun: 'docs/privacy/pii-bench-heldout47-first-run.txt, then docs/privacy/pii-bench-before-heldout47-round.txt' },
  { name: 'heldout48', title: 'heldout48 (now in dev): files ao1-ao9 only (the forty-eighth held-out part, looked at since)', files: /^dev\/ao[1-9]-/, negatives: 'negatives-ao1-ao9.txt', firstRun: 'docs/privacy/pii-bench-heldout48-first-run.txt, then docs/privacy/pii-bench-before-heldout48-round.txt' },
  { name: 'heldout49', title: 'heldout49 (now in dev): files ap1-ap9 only (the forty-ninth held-out part, looked at since)', files: /^dev\/ap[1-9]-/, negatives: 'negatives-ap1-ap9.txt', firstRun: 'docs/privacy/pii-bench-heldout49-first-run.txt, then docs/privacy/pii-bench-before-heldout49-round.txt' },
  { name: 'heldout50', title: 'heldout50 (now in dev): files aq1-aq9 only (the fiftieth held-out part, looked at since)', files: /^dev\/aq[1-9]-/, negatives: 'negatives-aq1-aq9.txt', firstRun: 'docs/privacy/pii-bench-heldout50-first-run.txt, then docs/privacy/pii-bench-before-heldout50-round.txt' },
  { name: 'heldout51', title: 'heldout51 (now in dev): files ar1-ar9 only (the fifty-first held-out part, looked at since)', files: /^dev\/ar[1-9]-/, negatives: 'negatives-ar1-ar9.txt', firstRun: 'docs/privacy/pii-bench-heldout51-first-run.txt, then docs/privacy/pii-bench-before-heldout51-round.txt' },
  { name: 'heldout52', title: 'heldout52 (now in dev): files as1-as9 only (the fifty-second held-out part, looked at since)', files: /^dev\/as[1-9]-/, negatives: 'negatives-as1-as9.txt', firstRun: 'docs/privacy/pii-bench-heldout52-first-run.txt, then docs/privacy/pii-bench-before-heldout52-round.txt' },  { name: 'heldout53', title: 'heldout53 (now in dev): files at1-at9 only (the fifty-third held-out part, looked at since)', files: /^dev\/at[1-9]-/, negatives: 'negatives-at1-at9.txt', firstRun: 'docs/privacy/pii-bench-heldout53-first-run.txt, then docs/privacy/pii-bench-before-heldout53-round.txt' },  { name: 'heldout54', title: 'heldout54 (now in dev): files au1-au9 only (the fifty-fourth held-out part, looked at since)', files: /^dev\/au[1-9]-/, negatives: 'negatives-au1-au9.txt', firstRun: 'docs/privacy/pii-bench-heldout54-first-run.txt, then docs/privacy/pii-bench-before-heldout54-round.txt' },  { name: 'heldout55', title: 'heldout55 (now in dev): files av1-av9 only (the fifty-fifth held-out part, looked at since)', files: /^dev\/av[1-9]-/, negatives: 'negatives-av1-av9.txt', firstRun: 'docs/privacy/pii-bench-heldout55-first-run.txt, then docs/privacy/pii-bench-before-heldout55-round.txt' },  { name: 'heldout56', title: 'heldout56 (now in dev): files aw1-aw9 only (the fifty-sixth held-out part, looked at since)', files: /^dev\/aw[1-9]-/, negatives: 'negatives-aw1-aw9.txt', firstRun: 'docs/privacy/pii-bench-heldout56-first-run.txt, then docs/privacy/pii-bench-before-heldout56-round.txt' },  { name: 'heldout57', title: 'heldout57 (now in dev): files ax1-ax9 only (the fifty-seventh held-out part, looked at since)', files: /^dev\/ax[1-9]-/, negatives: 'negatives-ax1-ax9.txt', firstRun: 'docs/privacy/pii-bench-heldout57-first-run.txt, then docs/privacy/pii-bench-before-heldout57-round.txt' },  { name: 'heldout58', title: 'heldout58 (now in dev): files ay1-ay9 only (the fifty-eighth held-out part, looked at since)', files: /^dev\/ay[1-9]-/, negatives: 'negatives-ay1-ay9.txt', firstRun: 'docs/privacy/pii-bench-heldout58-first-run.txt, then docs/privacy/pii-bench-before-heldout58-round.txt' },  { name: 'heldout59', title: 'heldout59 (now in dev): files az1-az9 only (the fifty-ninth held-out part, looked at since)', files: /^dev\/az[1-9]-/, negatives: 'negatives-az1-az9.txt', firstRun: 'docs/privacy/pii-bench-heldout59-first-run.txt, then docs/privacy/pii-bench-before-heldout59-round.txt' },  { name: 'heldout60', title: 'heldout60 (now in dev): files ba1-ba9 only (the sixtieth held-out part, looked at since)', files: /^dev\/ba[1-9]-/, negatives: 'negatives-ba1-ba9.txt', firstRun: 'docs/privacy/pii-bench-heldout60-first-run.txt, then docs/privacy/pii-bench-before-heldout60-round.txt' },  { name: 'heldout61', title: 'heldout61 (now in dev): files bb1-bb9 only (the sixty-first held-out part, looked at since)', files: /^dev\/bb[1-9]-/, negatives: 'negatives-bb1-bb9.txt', firstRun: 'docs/privacy/pii-bench-heldout61-first-run.txt, then docs/privacy/pii-bench-before-heldout61-round.txt' },  { name: 'heldout62', title: 'heldout62 (now in dev): files bc1-bc9 only (the sixty-second held-out part, looked at since)', files: /^dev\/bc[1-9]-/, negatives: 'negatives-bc1-bc9.txt', firstRun: 'docs/privacy/pii-bench-heldout62-first-run.txt, then docs/privacy/pii-bench-before-heldout62-round.txt' },  { name: 'heldout63', title: 'heldout63 (now in dev): files bd1-bd9 only (the sixty-third held-out part, looked at since)', files: /^dev\/bd[1-9]-/, negatives: 'negatives-bd1-bd9.txt', firstRun: 'docs/privacy/pii-bench-heldout63-first-run.txt, then docs/privacy/pii-bench-before-heldout63-round.txt' },  { name: 'heldout64', title: 'heldout64 (now in dev): files be1-be9 only (the sixty-fourth held-out part, looked at since)', files: /^dev\/be[1-9]-/, negatives: 'negatives-be1-be9.txt', firstRun: 'docs/privacy/pii-bench-heldout64-first-run.txt, then docs/privacy/pii-bench-before-heldout64-round.txt' },  { name: 'heldout65', title: 'heldout65 (now in dev): files bf1-bf9 only (the sixty-fifth held-out part, looked at since)', files: /^dev\/bf[1-9]-/, negatives: 'negatives-bf1-bf9.txt', firstRun: 'docs/privacy/pii-bench-heldout65-first-run.txt, then docs/privacy/pii-bench-before-heldout65-round.txt' },  { name: 'heldout66', title: 'heldout66 (now in dev): files bg1-bg9 only (the sixty-sixth held-out part, looked at since)', files: /^dev\/bg[1-9]-/, negatives: 'negatives-bg1-bg9.txt', firstRun: 'docs/privacy/pii-bench-heldout66-first-run.txt, then docs/privacy/pii-bench-before-heldout66-round.txt' },  { name: 'heldout67', title: 'heldout67 (now in dev): files bh1-bh9 only (the sixty-seventh held-out part, looked at since)', files: /^dev\/bh[1-9]-/, negatives: 'negatives-bh1-bh9.txt', firstRun: 'docs/privacy/pii-bench-heldout67-first-run.txt, then docs/privacy/pii-bench-before-heldout67-round.txt' },  { name: 'heldout68', title: 'heldout68 (now in dev): files bi1-bi9 only (the sixty-eighth held-out part, looked at since)', files: /^dev\/bi[1-9]-/, negatives: 'negatives-bi1-bi9.txt', firstRun: 'docs/privacy/pii-bench-heldout68-first-run.txt, then docs/privacy/pii-bench-before-heldout68-round.txt' },  { name: 'heldout69', title: 'heldout69 (now in dev): files bj1-bj9 only (the sixty-ninth held-out part, looked at since)', files: /^dev\/bj[1-9]-/, negatives: 'negatives-bj1-bj9.txt', firstRun: 'docs/privacy/pii-bench-heldout69-first-run.txt, then docs/privacy/pii-bench-before-heldout69-round.txt' },  { name: 'heldout70', title: 'heldout70 (now in dev): files bk1-bk9 only (the seventieth held-out part, looked at since)', files: /^dev\/bk[1-9]-/, negatives: 'negatives-bk1-bk9.txt', firstRun: 'docs/privacy/pii-bench-heldout70-first-run.txt, then docs/privacy/pii-bench-before-heldout70-round.txt' },  { name: 'heldout71', title: 'heldout71 (now in dev): files bl1-bl9 only (the seventy-first held-out part, looked at since)', files: /^dev\/bl[1-9]-/, negatives: 'negatives-bl1-bl9.txt', firstRun: 'docs/privacy/pii-bench-heldout71-first-run.txt, then docs/privacy/pii-bench-before-heldout71-round.txt' },  { name: 'heldout72', title: 'heldout72 (now in dev): files bm1-bm9 only (the seventy-second held-out part, looked at since)', files: /^dev\/bm[1-9]-/, negatives: 'negatives-bm1-bm9.txt', firstRun: 'docs/privacy/pii-bench-heldout72-first-run.txt, then docs/privacy/pii-bench-before-heldout72-round.txt' },  { name: 'heldout73', title: 'heldout73 (now in dev): files bn1-bn9 only (the seventy-third held-out part, looked at since)', files: /^dev\/bn[1-9]-/, negatives: 'negatives-bn1-bn9.txt', firstRun: 'docs/privacy/pii-bench-heldout73-first-run.txt, then docs/privacy/pii-bench-before-heldout73-round.txt' },  { name: 'heldout74', title: 'heldout74 (now in dev): files bo1-bo9 only (the seventy-fourth held-out part, looked at since)', files: /^dev\/bo[1-9]-/, negatives: 'negatives-bo1-bo9.txt', firstRun: 'docs/privacy/pii-bench-heldout74-first-run.txt, then docs/privacy/pii-bench-before-heldout74-round.txt' },  { name: 'heldout75', title: 'heldout75 (now in dev): files bp1-bp9 only (the seventy-fifth held-out part, looked at since)', files: /^dev\/bp[1-9]-/, negatives: 'negatives-bp1-bp9.txt', firstRun: 'docs/privacy/pii-bench-heldout75-first-run.txt, then docs/privacy/pii-bench-before-heldout75-round.txt' },  { name: 'heldout76', title: 'heldout76 (now in dev): files bq1-bq9 only (the seventy-sixth held-out part, looked at since)', files: /^dev\/bq[1-9]-/, negatives: 'negatives-bq1-bq9.txt', firstRun: 'docs/privacy/pii-bench-heldout76-first-run.txt, then docs/privacy/pii-bench-before-heldout76-round.txt' },  { name: 'heldout77', title: 'heldout77 (now in dev): files br1-br9 only (the seventy-seventh held-out part, looked at since)', files: /^dev\/br[1-9]-/, negatives: 'negatives-br1-br9.txt', firstRun: 'docs/privacy/pii-bench-heldout77-first-run.txt, then docs/privacy/pii-bench-before-heldout77-round.txt' },  { name: 'heldout78', title: 'heldout78 (now in dev): files bs1-bs9 only (the seventy-eighth held-out part, looked at since)', files: /^dev\/bs[1-9]-/, negatives: 'negatives-bs1-bs9.txt', firstRun: 'docs/privacy/pii-bench-heldout78-first-run.txt, then docs/privacy/pii-bench-before-heldout78-round.txt' },  { name: 'heldout79', title: 'heldout79 (now in dev): files bt1-bt9 only (the seventy-ninth held-out part, looked at since)', files: /^dev\/bt[1-9]-/, negatives: 'negatives-bt1-bt9.txt', firstRun: 'docs/privacy/pii-bench-heldout79-first-run.txt, then docs/privacy/pii-bench-before-heldout79-round.txt' },  { name: 'heldout80', title: 'heldout80 (now in dev): files bu1-bu9 only (the eightieth held-out part, looked at since)', files: /^dev\/bu[1-9]-/, negatives: 'negatives-bu1-bu9.txt', firstRun: 'docs/privacy/pii-bench-heldout80-first-run.txt, then docs/privacy/pii-bench-before-heldout80-round.txt' },  { name: 'heldout81', title: 'heldout81 (now in dev): files bv1-bv9 only (the eighty-first held-out part, looked at since)', files: /^dev\/bv[1-9]-/, negatives: 'negatives-bv1-bv9.txt', firstRun: 'docs/privacy/pii-bench-heldout81-first-run.txt, then docs/privacy/pii-bench-before-heldout81-round.txt' },  { name: 'heldout82', title: 'heldout82 (now in dev): files bw1-bw9 only (the eighty-second held-out part, looked at since)', files: /^dev\/bw[1-9]-/, negatives: 'negatives-bw1-bw9.txt', firstRun: 'docs/privacy/pii-bench-heldout82-first-run.txt, then docs/privacy/pii-bench-before-heldout82-round.txt' },  { name: 'heldout83', title: 'heldout83 (now in dev): files bx1-bx9 only (the eighty-third held-out part, looked at since)', files: /^dev\/bx[1-9]-/, negatives: 'negatives-bx1-bx9.txt', firstRun: 'docs/privacy/pii-bench-heldout83-first-run.txt, then docs/privacy/pii-bench-before-heldout83-round.txt' },  { name: 'heldout84', title: 'heldout84 (now in dev): files by1-by9 only (the eighty-fourth held-out part, looked at since)', files: /^dev\/by[1-9]-/, negatives: 'negatives-by1-by9.txt', firstRun: 'docs/privacy/pii-bench-heldout84-first-run.txt, then docs/privacy/pii-bench-heldout84-after-heldout83-round.txt' },  { name: 'heldout85', title: 'heldout85 (now in dev): files bz1-bz9 only (the eighty-fifth held-out part, looked at since)', files: /^dev\/bz[1-9]-/, negatives: 'negatives-bz1-bz9.txt', firstRun: 'docs/privacy/pii-bench-heldout85-first-run.txt, then docs/privacy/pii-bench-heldout85-after-heldout84-round.txt' },  { name: 'heldout86', title: 'heldout86 (now in dev): files ca1-ca9 only (the eighty-sixth held-out part, looked at since)', files: /^dev\/ca[1-9]-/, negatives: 'negatives-ca1-ca9.txt', firstRun: 'docs/privacy/pii-bench-heldout86-first-run.txt, then docs/privacy/pii-bench-before-heldout86-round.txt' },  { name: 'heldout87', title: 'heldout87 (now in dev): files cb1-cb9 only (the eighty-seventh held-out part, looked at since)', files: /^dev\/cb[1-9]-/, negatives: 'negatives-cb1-cb9.txt', firstRun: 'docs/privacy/pii-bench-heldout87-first-run.txt, then docs/privacy/pii-bench-before-heldout87-round.txt' },  { name: 'heldout88', title: 'heldout88 (now in dev): files cc1-cc9 only (the eighty-eighth held-out part, looked at since)', files: /^dev\/cc[1-9]-/, negatives: 'negatives-cc1-cc9.txt', firstRun: 'docs/privacy/pii-bench-heldout88-first-run.txt, then docs/privacy/pii-bench-before-heldout88-round.txt' },  { name: 'heldout89', title: 'heldout89 (now in dev): files cd1-cd9 only (the eighty-ninth held-out part, looked at since)', files: /^dev\/cd[1-9]-/, negatives: 'negatives-cd1-cd9.txt', firstRun: 'docs/privacy/pii-bench-heldout89-first-run.txt, then docs/privacy/pii-bench-before-heldout89-round.txt' },
];

/** Reads one part; `skipFile` (a file name inside the part) leaves files out, e.g. a moved part's files out of dev. */
export function loadCorpus(part: CorpusPart, skipFile: (file: string) => boolean = () => false): Corpus {
  const dir = path.join(CORPUS_DIR, part);
  const documents: CorpusDocument[] = [];
  let negatives: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.txt') && !skipFile(name)).sort()) {
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
