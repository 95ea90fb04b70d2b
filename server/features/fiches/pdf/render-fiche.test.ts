import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FICHE_CATEGORIES, FICHES, findFiche } from '#shared/fiches.ts';
import { FICHE_DOCUMENTS } from '../content/fiche-documents.ts';
import { defineFicheDocument, frenchTypography } from './fiche-document.ts';
import type { FicheDocument } from './fiche-document.ts';
import { FICHE_FOOTER_TEXT, inlineRuns, renderFichePdf } from './render-fiche.ts';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Headings and accented words each PDF must contain (checked on `pdftotext` output). */
const EXPECTED_TEXT: Record<string, readonly string[]> = {
  'psychoeducation-anxiete': [
    'Comprendre l’anxiété',
    'Qu’est-ce que l’anxiété',
    'Le cercle de l’anxiété',
    'Évitement et comportements de sécurité',
    'évitement',
    'Ce qui aide',
    'exposition progressive',
    'Quand consulter',
    'À retenir',
    'efficaces',
  ],
  'exercices-ancrage': [
    'Exercices d’ancrage',
    'Avant de commencer',
    '5-4-3-2-1',
    'Cohérence cardiaque',
    'Respiration carrée',
    'Les pieds sur terre',
    'La visualisation du lieu sûr',
    'Carnet de pratique',
    'Tension',
  ],
  'grille-abc': ['Grille ABC', 'Ellis', 'A — Antécédent', 'Conséquences', 'Consignes', 'EXEMPLE', 'Ma grille ABC'],
  'grille-secca': [
    'Grille SECCA',
    'Cottraux',
    'synchronique',
    'diachronique',
    'Situation',
    'Émotion',
    'Cognition',
    'Comportement',
    'Anticipation',
    'Ma grille SECCA',
  ],
  'grille-sorc': [
    'Grille SORC',
    'Kanfer',
    'Saslow',
    'S — Stimulus',
    'O — Organisme',
    'R — Réponse',
    'C — Conséquences',
    'Ma grille SORC',
  ],
};

function commandWorks(command: string): boolean {
  const result = spawnSync(command, ['-v'], { stdio: 'ignore' });
  return result.error === undefined && result.status === 0;
}

const popplerAvailable = commandWorks('pdftotext') && commandWorks('pdftoppm');
const popplerRequired = Boolean(
  (process.env.CI && process.env.CI !== 'false') || process.env.REQUIRE_E2E,
);
if (!popplerAvailable && !popplerRequired) {
  console.warn(
    [
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '!! Fiches PDF: pdftotext/pdftoppm (poppler-utils) not found.',
      '!! The text-extraction and rasterisation checks are SKIPPED.',
      '!! Install with `apt-get install poppler-utils`; set REQUIRE_E2E=1 to make',
      '!! their absence a failure (it already is when CI is set).',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '',
    ].join('\n'),
  );
}

/** Text as extracted by `pdftotext -layout`, with spaces normalised. */
function extractText(file: string): string {
  const raw = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return raw.replace(/[\u00A0\u202F\t ]+/g, ' ');
}

/** Every piece of text of a document, for typography checks. */
function allStrings(doc: FicheDocument): string[] {
  const strings = [doc.title, doc.subtitle, doc.eyebrow, ...doc.intro];
  for (const section of doc.sections) {
    strings.push(section.heading);
    for (const block of section.blocks) {
      switch (block.kind) {
        case 'paragraph':
        case 'subheading':
          strings.push(block.text);
          break;
        case 'bullets':
        case 'steps':
          strings.push(...block.items);
          break;
        case 'callout':
          strings.push(block.title, ...block.items);
          break;
        case 'definitions':
          for (const item of block.items) strings.push(item.term, item.text);
          break;
        case 'fields':
          strings.push(...block.labels);
          break;
        case 'flow':
          for (const step of block.steps) strings.push(step.label, step.text);
          break;
        case 'table':
          for (const column of block.columns) strings.push(column.header, column.hint ?? '');
          for (const row of [...(block.rows ?? []), ...block.exampleRows]) strings.push(...row);
          break;
      }
    }
  }
  return strings;
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

let outDir = '';

/** Renders every fiche of the catalogue to `<outDir>/<id>.pdf`. */
async function renderAll(dir: string): Promise<void> {
  for (const fiche of FICHES) {
    const doc = FICHE_DOCUMENTS[fiche.id];
    if (!doc) throw new Error(`No document content for fiche "${fiche.id}"`);
    writeFileSync(path.join(dir, `${fiche.id}.pdf`), await renderFichePdf(doc));
  }
}

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'psyscribe-fiches-'));
  await renderAll(outDir);
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('fiches catalogue', () => {
  it('has one document per catalogue entry, with consistent ids, titles and file names', () => {
    expect(FICHES).toHaveLength(5);
    expect(new Set(FICHES.map((fiche) => fiche.id)).size).toBe(FICHES.length);
    expect(Object.keys(FICHE_DOCUMENTS).sort()).toEqual(FICHES.map((fiche) => fiche.id).sort());
    for (const fiche of FICHES) {
      expect(FICHE_CATEGORIES).toContain(fiche.category);
      expect(fiche.fileName).toBe(`psyscribe-${fiche.id}.pdf`);
      expect(fiche.type).toBe('PDF');
      expect(FICHE_DOCUMENTS[fiche.id]?.title).toBe(fiche.title);
      expect(findFiche(fiche.id)).toBe(fiche);
    }
    expect(findFiche('inconnue')).toBeUndefined();
    expect(new Set(FICHES.map((fiche) => fiche.category))).toEqual(new Set(FICHE_CATEGORIES));
  });

  it('uses French typography everywhere (non-breaking spaces, typographic apostrophes)', () => {
    const texts = [
      ...Object.values(FICHE_DOCUMENTS).flatMap(allStrings),
      ...FICHES.flatMap((fiche) => [fiche.title, fiche.description]),
    ];
    for (const text of texts) {
      expect(text, text).not.toMatch(/ [:;!?»]/);
      expect(text, text).not.toMatch(/« /);
      expect(text, text).not.toMatch(/\p{L}[:;!?]/u);
      expect(text, text).not.toContain("'");
    }
    expect(frenchTypography("Quand l'utiliser : « vite » ; oui ! non ? 10:30")).toBe(
      'Quand l’utiliser\u00A0: «\u00A0vite\u00A0»\u202F; oui\u202F! non\u202F? 10:30',
    );
  });
});

describe('inline markup', () => {
  it('splits **bold** runs and keeps forced line breaks in the text', () => {
    expect(inlineRuns('un **mot gras** ici\nsuite')).toEqual([
      { text: 'un ', bold: false },
      { text: 'mot gras', bold: true },
      { text: ' ici\nsuite', bold: false },
    ]);
    expect(inlineRuns('**tout en gras**')).toEqual([{ text: 'tout en gras', bold: true }]);
    expect(inlineRuns('')).toEqual([]);
  });
});

describe('renderFichePdf', () => {
  it('is reproducible byte for byte', async () => {
    for (const fiche of FICHES) {
      const doc = FICHE_DOCUMENTS[fiche.id];
      if (!doc) throw new Error(`missing document ${fiche.id}`);
      const first = await renderFichePdf(doc);
      const second = await renderFichePdf(doc);
      expect(Buffer.from(first).equals(Buffer.from(second)), fiche.id).toBe(true);
      const built = readFileSync(path.join(outDir, `${fiche.id}.pdf`));
      expect(built.equals(Buffer.from(first)), fiche.id).toBe(true);
    }
  }, 120_000);

  it('is reproducible across processes', () => {
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'psyscribe-fiches-other-'));
    try {
      // Another Node process renders every fiche with the same code.
      const script = [
        `import { writeFileSync } from 'node:fs';`,
        `import { FICHE_DOCUMENTS } from './server/features/fiches/content/fiche-documents.ts';`,
        `import { renderFichePdf } from './server/features/fiches/pdf/render-fiche.ts';`,
        `for (const [id, doc] of Object.entries(FICHE_DOCUMENTS)) writeFileSync(${JSON.stringify(otherDir)} + '/' + id + '.pdf', await renderFichePdf(doc));`,
      ].join('\n');
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { cwd: PROJECT_ROOT });
      for (const fiche of FICHES) {
        const other = readFileSync(path.join(otherDir, `${fiche.id}.pdf`));
        const built = readFileSync(path.join(outDir, `${fiche.id}.pdf`));
        expect(other.equals(built), fiche.id).toBe(true);
      }
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('writes fixed metadata, A4 pages and landscape grids', async () => {
    for (const fiche of FICHES) {
      const doc = FICHE_DOCUMENTS[fiche.id];
      const pdf = await PDFDocument.load(readFileSync(path.join(outDir, `${fiche.id}.pdf`)), { updateMetadata: false });
      expect(pdf.getTitle()).toBe(doc?.title);
      expect(pdf.getAuthor()).toBe('PsyScribe');
      const lang = pdf.catalog.lookup(PDFName.of('Lang'));
      expect(lang instanceof PDFString || lang instanceof PDFHexString ? lang.decodeText() : lang).toBe('fr-FR');
      expect(pdf.getCreationDate()?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
      const sizes = pdf.getPages().map((page) => page.getSize());
      expect(sizes.length).toBeGreaterThanOrEqual(2);
      for (const { width, height } of sizes) {
        expect([Math.round(Math.min(width, height)), Math.round(Math.max(width, height))]).toEqual([595, 842]);
      }
      const landscape = sizes.some(({ width, height }) => width > height);
      expect(landscape, fiche.id).toBe(fiche.id === 'grille-secca' || fiche.id === 'grille-sorc');
    }
  });

  it('splits long tables across pages', async () => {
    const doc = defineFicheDocument({
      id: 'test-table',
      title: 'Test',
      subtitle: 'Tableau long',
      eyebrow: 'Test',
      keywords: [],
      intro: [],
      sections: [
        {
          heading: 'Tableau',
          blocks: [
            {
              kind: 'table',
              columns: [
                { header: 'Colonne Antécédent', width: 1 },
                { header: 'Colonne B', width: 2 },
              ],
              exampleRows: [['Un exemple', 'Avec du texte']],
              emptyRows: 20,
              emptyRowHeight: 100,
            },
          ],
        },
      ],
    });
    const bytes = await renderFichePdf(doc);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    if (popplerAvailable) {
      const file = path.join(outDir, 'test-table.pdf');
      writeFileSync(file, bytes);
      const pages = extractText(file).split('\f').filter((page) => page.trim().length > 0);
      expect(pages.length).toBe(pdf.getPageCount());
      for (const page of pages) expect(page).toContain('Colonne Antécédent');
    }
  });
});

describe('PDF text and rendering (poppler-utils)', () => {
  it('has poppler-utils when CI or REQUIRE_E2E is set', () => {
    if (popplerRequired) {
      expect(popplerAvailable, 'pdftotext/pdftoppm (poppler-utils) are required when CI or REQUIRE_E2E is set').toBe(
        true,
      );
    }
  });

  it.skipIf(!popplerAvailable)('extracts the expected French text from every PDF', () => {
    for (const fiche of FICHES) {
      const text = extractText(path.join(outDir, `${fiche.id}.pdf`));
      const pages = text.split('\f').filter((page) => page.trim().length > 0);
      for (const expected of EXPECTED_TEXT[fiche.id] ?? []) {
        expect(text, `${fiche.id}: "${expected}"`).toContain(expected);
      }
      pages.forEach((page, index) => {
        expect(page, `${fiche.id} page ${index + 1}`).toContain(FICHE_FOOTER_TEXT);
        expect(page, `${fiche.id} page ${index + 1}`).toContain(`Page ${index + 1} / ${pages.length}`);
      });
    }
  });

  it.skipIf(!popplerAvailable)('never starts a line with « : ; ! ? » » nor ends one with « « » (non-breaking spaces hold)', async () => {
    // The fiches, and narrow table cells full of French punctuation, where lines break often.
    const sentence = 'Qu’en pensez-vous ? Oui ! Enfin : « peut-être » ; disons « oui ». ';
    const narrow = defineFicheDocument({
      id: 'test-typographie',
      title: 'Test',
      subtitle: 'Typographie',
      eyebrow: 'Test',
      keywords: [],
      intro: [sentence.repeat(6)],
      sections: [
        {
          heading: 'Colonnes étroites',
          blocks: [
            {
              kind: 'table',
              columns: [1, 2, 3, 4, 5, 6].map((n) => ({ header: `Colonne ${n}`, width: 1 })),
              rows: [[1, 2, 3, 4, 5, 6].map(() => sentence.repeat(2))],
              exampleRows: [],
              emptyRows: 0,
              emptyRowHeight: 0,
            },
          ],
        },
      ],
    });
    const narrowFile = path.join(outDir, 'test-typographie.pdf');
    writeFileSync(narrowFile, await renderFichePdf(narrow));
    const narrowText = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', narrowFile, '-'], { encoding: 'utf8' });
    // Six narrow columns: the sentence is broken over many lines.
    expect(narrowText.split('\n').filter((line) => line.includes('peut-être')).length).toBeGreaterThan(6);
    for (const file of [narrowFile, ...FICHES.map((fiche) => path.join(outDir, `${fiche.id}.pdf`))]) {
      // -raw: one output line per line of the PDF, in reading order.
      const lines = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\n');
      for (const line of lines) {
        expect(line, `${path.basename(file)}: "${line}"`).not.toMatch(/^[\s\u00A0\u202F]*[:;!?»]/);
        expect(line, `${path.basename(file)}: "${line}"`).not.toMatch(/«[\s\u00A0\u202F]*$/);
      }
    }
  });

  it.skipIf(!popplerAvailable)('embeds DejaVu Sans and no other font', () => {
    for (const fiche of FICHES) {
      const rows = execFileSync('pdffonts', [path.join(outDir, `${fiche.id}.pdf`)], { encoding: 'utf8' }).trim().split('\n').slice(2);
      expect(rows.length, fiche.id).toBe(2);
      for (const row of rows) {
        // name, type…, then "emb sub uni" columns: yes yes yes.
        expect(row, fiche.id).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold)?\s.*\byes\s+yes\s+yes\b/);
      }
    }
  });

  it.skipIf(!popplerAvailable)('rasterises the first page of every PDF', () => {
    for (const fiche of FICHES) {
      const prefix = path.join(outDir, `${fiche.id}-page`);
      execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', path.join(outDir, `${fiche.id}.pdf`), prefix]);
      const png = readFileSync(`${prefix}.png`);
      const { width, height } = pngSize(png);
      // A4 portrait at 50 dpi is about 413 × 585 px.
      expect(width).toBeGreaterThan(400);
      expect(height).toBeGreaterThan(400);
      expect(png.length, fiche.id).toBeGreaterThan(8_000);
    }
  });
});
