import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FICHE_CATEGORIES, FICHES, findFiche } from '#shared/fiches.ts';
import { FICHE_DOCUMENTS } from '../content/fiche-documents.ts';
import { buildFiches } from './build-fiches.ts';
import { defineFicheDocument, frenchTypography } from './fiche-document.ts';
import type { FicheDocument } from './fiche-document.ts';
import { FICHE_FOOTER_TEXT, Typesetter, renderFichePdf } from './render-fiche.ts';

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
let files: string[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'psyscribe-fiches-'));
  files = await buildFiches(outDir);
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

describe('line breaking', () => {
  async function typesetter(): Promise<Typesetter> {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    const dir = path.join(PROJECT_ROOT, 'node_modules/dejavu-fonts-ttf/ttf');
    const regular = await pdf.embedFont(readFileSync(path.join(dir, 'DejaVuSans.ttf')), { subset: true });
    const bold = await pdf.embedFont(readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf')), { subset: true });
    return new Typesetter({ regular, bold });
  }

  it('wraps within the width, keeps non-breaking spaces and splits over-long words', async () => {
    const ts = await typesetter();
    const text = frenchTypography('Une phrase assez longue pour être coupée : « vraiment » ; ' + 'x'.repeat(120));
    const lines = ts.wrap(text, 120, 10);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(120.001);
    const joined = lines.map((line) => line.pieces.map((piece) => piece.text).join('')).join(' ');
    expect(joined.replace(/x /g, 'x')).toBe(text);
    // A colon is never separated from the word before it.
    for (const line of lines) expect(line.pieces[0]?.text.startsWith('\u00A0')).toBe(false);
    expect(lines.some((line) => line.pieces.some((piece) => piece.text.includes('coupée\u00A0:')))).toBe(true);
  });

  it('handles **bold** runs and forced line breaks', async () => {
    const ts = await typesetter();
    const lines = ts.wrap('un **mot gras** ici\nsuite', 500, 10);
    expect(lines).toHaveLength(2);
    // A space between words takes the style of the word before it.
    expect(lines[0]?.pieces).toEqual([
      { text: 'un ', style: 'regular' },
      { text: 'mot gras ', style: 'bold' },
      { text: 'ici', style: 'regular' },
    ]);
    expect(lines[1]?.pieces).toEqual([{ text: 'suite', style: 'regular' }]);
  });
});

describe('renderFichePdf', () => {
  it('writes one PDF per fiche', () => {
    expect(files.map((file) => path.basename(file))).toEqual(FICHES.map((fiche) => `${fiche.id}.pdf`));
  });

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

  it('is reproducible across processes (CLI build)', () => {
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'psyscribe-fiches-cli-'));
    try {
      const output = execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/build-fiches.ts'), otherDir],
        { cwd: PROJECT_ROOT, encoding: 'utf8' },
      );
      expect(output.trim().split('\n')).toHaveLength(FICHES.length);
      for (const fiche of FICHES) {
        const cli = readFileSync(path.join(otherDir, `${fiche.id}.pdf`));
        const built = readFileSync(path.join(outDir, `${fiche.id}.pdf`));
        expect(cli.equals(built), fiche.id).toBe(true);
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
      expect(pdf.getCreationDate()?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
      expect(pdf.getModificationDate()?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
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
