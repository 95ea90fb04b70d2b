/**
 * Renders a `FicheDocument` to a PDF with `@react-pdf/renderer` (layout, line breaking, page
 * breaks and font embedding are the library's): A4, DejaVu Sans, French typography (applied to
 * the content by `defineFicheDocument`), running header and footer, PDF metadata in French.
 *
 * Every fiche is the same React component (`FichePdfDocument`) given its content file: a new fiche
 * is a content file in `../content/` and a line in `../content/fiche-documents.ts`, never code here.
 * The output is reproducible byte for byte: the dates written in the metadata are fixed.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as ReactPdf from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
// The one server use of React: the element tree @react-pdf/renderer lays out (no client code).
// eslint-disable-next-line no-restricted-imports
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import type {
  CalloutBlock,
  DefinitionsBlock,
  FicheBlock,
  FicheDocument,
  FicheSection,
  FieldsBlock,
  FlowBlock,
  PageOrientation,
  TableBlock,
} from './fiche-document.ts';

// ---------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------

/** Fixed date written in the metadata, so that builds are reproducible. */
const FICHE_PDF_DATE = new Date('2026-01-01T00:00:00Z');
const FICHE_PDF_AUTHOR = 'PsyScribe';
const FICHE_PDF_PRODUCER = 'PsyScribe fiche renderer (@react-pdf/renderer)';
const FICHE_PDF_CREATOR = 'PsyScribe — Fiches et Ressources';
export const FICHE_FOOTER_TEXT =
  'PsyScribe — Fiches et Ressources · Document à usage clinique, ne remplace pas un avis professionnel';
const RUNNING_HEADER_TEXT = 'PsyScribe · Fiches et Ressources';
const FONT_FAMILY = 'DejaVu Sans';

/** A4 in points. */
const PAGE_HEIGHT: Record<PageOrientation, number> = { portrait: 841.89, landscape: 595.28 };
const MARGIN_X = 50;
const MARGIN_TOP = 66;
const MARGIN_BOTTOM = 64;
/** The first page has no running header: its title starts higher. */
const FIRST_PAGE_LIFT = 14;

const COLORS = {
  accent: '#0f766e',
  accentDark: '#115e59',
  accentSoft: '#99cfc8',
  text: '#1f2937',
  muted: '#4b5563',
  faint: '#6b7280',
  rule: '#d1d5db',
  border: '#94a3b8',
  guide: '#e2e8f0',
  headerFill: '#e6f2f0',
  exampleFill: '#f8fafa',
  calloutFill: '#eef6f5',
  white: '#ffffff',
} as const;

/** Font size and line height (leading), in points. */
const TYPE = {
  eyebrow: [8.5, 11],
  title: [22, 27],
  subtitle: [12.5, 17],
  intro: [11, 16],
  heading: [14, 18],
  subheading: [11, 15],
  body: [10.5, 15],
  table: [9.5, 12.5],
  tableHint: [8, 10.5],
  footer: [7.5, 10],
} as const satisfies Record<string, readonly [number, number]>;

function type(name: keyof typeof TYPE): Style {
  const [fontSize, leading] = TYPE[name];
  return { fontSize, lineHeight: leading / fontSize };
}

const CELL_PAD = 6;
const GUIDE_SPACING = 20;
const EXAMPLE_LABEL = 'EXEMPLE';
/** Tables up to this fraction of the page's content height are kept on one page. */
const KEEP_TOGETHER_RATIO = 0.45;

// ---------------------------------------------------------------------------
// Fonts (DejaVu Sans, from the `dejavu-fonts-ttf` package: free licence, see its LICENSE)
// ---------------------------------------------------------------------------

/**
 * The library, loaded on the first rendering rather than when the server starts (the server
 * bundle keeps it as a dynamic import): most server processes never render a fiche.
 */
let library: typeof ReactPdf | undefined;

function pdf(): typeof ReactPdf {
  if (!library) throw new Error('@react-pdf/renderer is not loaded yet');
  return library;
}

let libraryPromise: Promise<typeof ReactPdf> | undefined;

function loadLibrary(): Promise<typeof ReactPdf> {
  libraryPromise ??= import('@react-pdf/renderer').then((loaded) => {
    registerFonts(loaded.Font);
    library = loaded;
    return loaded;
  });
  // Allow a later retry if loading failed.
  libraryPromise.catch(() => {
    libraryPromise = undefined;
  });
  return libraryPromise;
}

function registerFonts(Font: typeof ReactPdf.Font): void {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: path.join(dir, 'DejaVuSans.ttf'), fontWeight: 'normal' },
      { src: path.join(dir, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
    ],
  });
  // The library's hyphenation is English: French words are never cut, lines break between words.
  Font.registerHyphenationCallback((word) => [word]);
}

// ---------------------------------------------------------------------------
// Inline text: `**bold**` runs; `\n` is a forced line break (kept as is by the library)
// ---------------------------------------------------------------------------

export interface TextRun {
  text: string;
  bold: boolean;
}

/** Splits `**bold**` markup into runs. */
export function inlineRuns(text: string): TextRun[] {
  return text
    .split('**')
    .map((part, index) => ({ text: part, bold: index % 2 === 1 }))
    .filter((run) => run.text.length > 0);
}

/** A paragraph's text with its bold runs (in `boldColor` when given). */
function rich(text: string, boldColor?: string): ReactNode[] {
  return inlineRuns(text).map((run, index) =>
    run.bold ? h(pdf().Text, { key: index, style: { fontWeight: 'bold', ...(boldColor ? { color: boldColor } : {}) } }, run.text) : run.text,
  );
}

// ---------------------------------------------------------------------------
// Blocks
// ---------------------------------------------------------------------------

function Paragraph({ text }: { text: string }): ReactElement {
  return h(pdf().Text, { style: { ...type('body'), marginBottom: 7 }, orphans: 2, widows: 2 }, ...rich(text));
}

function Subheading({ text }: { text: string }): ReactElement {
  return h(pdf().Text, { style: { ...type('subheading'), fontWeight: 'bold', marginTop: 6, marginBottom: 3 }, minPresenceAhead: 45 }, text);
}

function List({ items, numbered }: { items: readonly string[]; numbered: boolean }): ReactElement {
  return h(pdf().View,
    { style: { marginBottom: 4 } },
    ...items.map((item, index) =>
      h(pdf().View,
        { key: index, wrap: false, style: { flexDirection: 'row', marginBottom: 3 } },
        h(pdf().Text,
          {
            style: numbered
              ? { ...type('body'), width: 14, textAlign: 'right', fontWeight: 'bold', color: COLORS.accent }
              : { ...type('body'), width: 14, paddingLeft: 6, color: COLORS.accent },
          },
          numbered ? `${index + 1}.` : '•',
        ),
        h(pdf().Text, { style: { ...type('body'), flex: 1, marginLeft: 6 }, orphans: 2, widows: 2 }, ...rich(item)),
      ),
    ),
  );
}

function Definitions({ block }: { block: DefinitionsBlock }): ReactElement {
  return h(pdf().View,
    { style: { marginBottom: 2 } },
    ...block.items.map((item, index) =>
      h(pdf().View,
        { key: index, wrap: false, style: { borderLeftWidth: 2, borderLeftColor: COLORS.accentSoft, paddingLeft: 10, marginBottom: 6, marginLeft: 1 } },
        h(pdf().Text,
          { style: type('body'), orphans: 3, widows: 2 },
          h(pdf().Text, { style: { fontWeight: 'bold', color: COLORS.accentDark } }, `${item.term}\u00A0:`),
          ' ',
          ...rich(item.text, COLORS.accentDark),
        ),
      ),
    ),
  );
}

function Callout({ block }: { block: CalloutBlock }): ReactElement {
  return h(pdf().View,
    {
      wrap: false,
      style: {
        backgroundColor: COLORS.calloutFill,
        borderLeftWidth: 3,
        borderLeftColor: COLORS.accent,
        paddingTop: 12,
        paddingBottom: 10,
        paddingLeft: 11,
        paddingRight: 14,
        marginTop: 6,
        marginBottom: 10,
      },
    },
    h(pdf().Text, { style: { ...type('subheading'), fontWeight: 'bold', color: COLORS.accentDark, marginBottom: 4 } }, block.title),
    ...block.items.map((item, index) =>
      h(pdf().View,
        { key: index, style: { flexDirection: 'row', marginBottom: 3 } },
        h(pdf().Text, { style: { ...type('body'), width: 14, paddingLeft: 2, color: COLORS.accent } }, '•'),
        h(pdf().Text, { style: { ...type('body'), flex: 1 } }, ...rich(item)),
      ),
    ),
  );
}

/** Fill-in fields on one line; the writing lines share the free width equally. */
function Fields({ block }: { block: FieldsBlock }): ReactElement {
  return h(pdf().View,
    { wrap: false, minPresenceAhead: 60, style: { flexDirection: 'row', height: 26, alignItems: 'flex-end', marginBottom: 6 } },
    ...block.labels.map((label, index) =>
      h(pdf().View,
        { key: index, style: { flexDirection: 'row', flex: 1, alignItems: 'flex-end', marginLeft: index === 0 ? 0 : 20 } },
        h(pdf().Text, { style: { ...type('body'), fontWeight: 'bold', color: COLORS.muted, marginRight: 6 } }, `${label}\u00A0:`),
        h(pdf().View, { style: { flex: 1, borderBottomWidth: 0.6, borderBottomColor: COLORS.border, marginBottom: 3 } }),
      ),
    ),
  );
}

/** Numbered steps joined by a line (e.g. the anxiety cycle). */
function Flow({ block }: { block: FlowBlock }): ReactElement {
  const connector = (visible: boolean): ReactElement =>
    h(pdf().View, { style: { flex: 1, width: 1.5, backgroundColor: visible ? COLORS.accentSoft : undefined } });
  return h(pdf().View,
    { wrap: false, style: { marginBottom: 8 } },
    ...block.steps.map((step, index) => {
      const first = index === 0;
      const last = index === block.steps.length - 1;
      return h(pdf().View,
        { key: index },
        h(pdf().View,
          { style: { flexDirection: 'row' } },
          h(pdf().View,
            { style: { width: 30, alignItems: 'center', paddingRight: 4 } },
            connector(!first),
            h(pdf().View,
              { style: { width: 18, height: 18, borderRadius: 9, backgroundColor: COLORS.accent, justifyContent: 'center', alignItems: 'center' } },
              h(pdf().Text, { style: { fontSize: 9, lineHeight: 1, fontWeight: 'bold', color: COLORS.white } }, String(index + 1)),
            ),
            connector(!last),
          ),
          h(pdf().View,
            {
              style: {
                flex: 1,
                flexDirection: 'row',
                padding: 6,
                paddingLeft: 10,
                paddingRight: 10,
                borderWidth: 0.6,
                borderColor: COLORS.rule,
                backgroundColor: last ? COLORS.calloutFill : COLORS.exampleFill,
              },
            },
            h(pdf().Text, { style: { ...type('body'), fontWeight: 'bold', color: COLORS.accentDark, width: 140, marginRight: 10 } }, step.label),
            h(pdf().Text, { style: { ...type('body'), fontSize: TYPE.body[0] - 0.5, flex: 1 } }, ...rich(step.text)),
          ),
        ),
        last ? null : h(pdf().View, { style: { height: 8, width: 30, alignItems: 'center', paddingRight: 4 } }, connector(true)),
      );
    }),
  );
}

// -- tables ------------------------------------------------------------------

type RowKind = 'content' | 'example' | 'empty';

function cellBorders(column: number): Style {
  return {
    borderRightWidth: 0.75,
    borderRightColor: COLORS.border,
    ...(column === 0 ? { borderLeftWidth: 0.75, borderLeftColor: COLORS.border } : {}),
  };
}

function TableHeader({ block, widths }: { block: TableBlock; widths: readonly number[] }): ReactElement {
  return h(pdf().View,
    {
      style: {
        flexDirection: 'row',
        backgroundColor: COLORS.headerFill,
        borderTopWidth: 0.75,
        borderBottomWidth: 0.75,
        borderColor: COLORS.border,
      },
    },
    ...block.columns.map((column, index) =>
      h(pdf().View,
        { key: index, style: { flexGrow: widths[index] ?? 1, flexBasis: 0, padding: CELL_PAD, ...cellBorders(index) } },
        h(pdf().Text,
          { style: { ...type('table'), fontWeight: 'bold', color: COLORS.accentDark, textAlign: column.align ?? 'left' } },
          column.header,
        ),
        column.hint
          ? h(pdf().Text, { style: { ...type('tableHint'), color: COLORS.muted, marginTop: 2, textAlign: column.align ?? 'left' } }, column.hint)
          : null,
      ),
    ),
  );
}

/** Faint ruled lines inside a tall empty cell, to guide handwriting. */
function WritingGuides({ height }: { height: number }): ReactElement | null {
  if (height < 2 * GUIDE_SPACING) return null;
  const guides: ReactElement[] = [];
  for (let y = GUIDE_SPACING; y < height - 8; y += GUIDE_SPACING) {
    guides.push(
      h(pdf().View, {
        key: y,
        style: { position: 'absolute', top: y, left: CELL_PAD, right: CELL_PAD, borderTopWidth: 0.5, borderTopColor: COLORS.guide },
      }),
    );
  }
  return h(pdf().View, { style: { position: 'absolute', top: 0, left: 0, right: 0, bottom: 0 } }, ...guides);
}

function TableRow({ block, widths, cells, kind }: { block: TableBlock; widths: readonly number[]; cells: readonly string[]; kind: RowKind }): ReactElement {
  return h(pdf().View,
    {
      wrap: false,
      style: {
        flexDirection: 'row',
        borderBottomWidth: 0.75,
        borderBottomColor: COLORS.border,
        ...(kind === 'empty' ? { height: block.emptyRowHeight } : { minHeight: 26 }),
        ...(kind === 'example' ? { backgroundColor: COLORS.exampleFill } : {}),
      },
    },
    ...block.columns.map((column, index) =>
      h(pdf().View,
        { key: index, style: { flexGrow: widths[index] ?? 1, flexBasis: 0, padding: CELL_PAD, ...cellBorders(index) } },
        kind === 'empty' ? h(WritingGuides, { height: block.emptyRowHeight }) : null,
        kind === 'example'
          ? h(pdf().View, { style: { height: 11 } }, index === 0 ? h(pdf().Text, { style: { fontSize: 7, lineHeight: 1, fontWeight: 'bold', color: COLORS.accent } }, EXAMPLE_LABEL) : null)
          : null,
        // One text per forced line: a "\n" inside a text would be drawn with a fallback font.
        ...(kind === 'empty' ? [] : (cells[index] ?? '').split('\n')).map((line, lineIndex) =>
          h(pdf().Text,
            { key: lineIndex, style: { ...type('table'), color: kind === 'example' ? COLORS.muted : COLORS.text, textAlign: column.align ?? 'left' } },
            ...rich(line, COLORS.text),
          ),
        ),
      ),
    ),
  );
}

/** Rough height of a table, to decide whether it must stay on one page. */
function estimatedTableHeight(block: TableBlock): number {
  const filled = (block.rows?.length ?? 0) + block.exampleRows.length;
  return 40 + filled * 45 + block.emptyRows * block.emptyRowHeight;
}

function Table({ block, orientation }: { block: TableBlock; orientation: PageOrientation }): ReactElement {
  const widths = block.columns.map((column) => column.width);
  const contentHeight = PAGE_HEIGHT[orientation] - MARGIN_TOP - MARGIN_BOTTOM;
  const keepTogether = estimatedTableHeight(block) <= contentHeight * KEEP_TOGETHER_RATIO;
  const rows: { cells: readonly string[]; kind: RowKind }[] = [
    ...(block.rows ?? []).map((cells) => ({ cells, kind: 'content' as const })),
    ...block.exampleRows.map((cells) => ({ cells, kind: 'example' as const })),
    ...Array.from({ length: block.emptyRows }, () => ({ cells: [], kind: 'empty' as const })),
  ];
  return h(pdf().View,
    { wrap: !keepTogether, style: { marginTop: 2, marginBottom: 10 } },
    // `fixed` inside a view that spans pages: the header row is repeated on each of them.
    h(pdf().View, { fixed: true }, h(TableHeader, { block, widths })),
    ...rows.map((row, index) => h(TableRow, { key: index, block, widths, cells: row.cells, kind: row.kind })),
  );
}

function Block({ block, orientation }: { block: FicheBlock; orientation: PageOrientation }): ReactElement {
  switch (block.kind) {
    case 'paragraph':
      return h(Paragraph, { text: block.text });
    case 'subheading':
      return h(Subheading, { text: block.text });
    case 'bullets':
      return h(List, { items: block.items, numbered: false });
    case 'steps':
      return h(List, { items: block.items, numbered: true });
    case 'definitions':
      return h(Definitions, { block });
    case 'callout':
      return h(Callout, { block });
    case 'fields':
      return h(Fields, { block });
    case 'flow':
      return h(Flow, { block });
    case 'table':
      return h(Table, { block, orientation });
  }
}

// ---------------------------------------------------------------------------
// Page parts
// ---------------------------------------------------------------------------

function TitleBlock({ doc }: { doc: FicheDocument }): ReactElement {
  return h(pdf().View,
    { style: { marginTop: -FIRST_PAGE_LIFT } },
    h(pdf().Text, { style: { ...type('eyebrow'), fontWeight: 'bold', color: COLORS.accent, marginBottom: 9 } }, doc.eyebrow.toLocaleUpperCase('fr-FR')),
    h(pdf().Text, { style: { ...type('title'), fontWeight: 'bold', marginBottom: 2 } }, doc.title),
    h(pdf().Text, { style: { ...type('subtitle'), color: COLORS.muted, marginBottom: 12 } }, doc.subtitle),
    // Accent rule: a short thick bar over a thin full-width line.
    h(pdf().View,
      { style: { height: 2.5, marginBottom: 16, justifyContent: 'center' } },
      h(pdf().View, { style: { borderTopWidth: 0.75, borderTopColor: COLORS.accentSoft } }),
      h(pdf().View, { style: { position: 'absolute', left: 0, top: 0, width: 64, height: 2.5, backgroundColor: COLORS.accent } }),
    ),
    ...doc.intro.map((paragraph, index) => h(pdf().Text, { key: index, style: { ...type('intro'), marginBottom: 6 } }, ...rich(paragraph))),
  );
}

/**
 * A section's heading and blocks, as direct children of the page: the library keeps an element
 * with what follows (`minPresenceAhead`) only among siblings.
 */
function sectionElements(section: FicheSection, orientation: PageOrientation, firstOfPage: boolean, key: number): ReactElement[] {
  const heading = h(pdf().Text,
    {
      key: `${key}-heading`,
      break: !firstOfPage && section.startOnNewPage === true,
      // A heading never ends a page: at least the start of what follows comes with it.
      minPresenceAhead: 45,
      style: { ...type('heading'), fontWeight: 'bold', color: COLORS.accentDark, marginTop: firstOfPage || section.startOnNewPage === true ? 4 : 16, marginBottom: 6 },
    },
    section.heading,
  );
  return [heading, ...section.blocks.map((block, index) => h(Block, { key: `${key}-${index}`, block, orientation }))];
}

function RunningHeader({ title }: { title: string }): ReactElement {
  return h(pdf().View, {
    fixed: true,
    style: { position: 'absolute', top: 25, left: MARGIN_X, right: MARGIN_X },
    render: ({ pageNumber }: { pageNumber: number }) =>
      pageNumber === 1
        ? null
        : h(pdf().View,
            { style: { flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 0.5, borderBottomColor: COLORS.rule, paddingBottom: 4 } },
            h(pdf().Text, { style: { ...type('footer'), fontWeight: 'bold', color: COLORS.accent } }, RUNNING_HEADER_TEXT),
            h(pdf().Text, { style: { ...type('footer'), color: COLORS.faint } }, title),
          ),
  });
}

function Footer(): ReactElement {
  return h(pdf().View,
    {
      fixed: true,
      style: {
        position: 'absolute',
        bottom: 30,
        left: MARGIN_X,
        right: MARGIN_X,
        flexDirection: 'row',
        borderTopWidth: 0.5,
        borderTopColor: COLORS.rule,
        paddingTop: 5,
      },
    },
    h(pdf().Text, { style: { ...type('footer'), color: COLORS.faint, flex: 1, marginRight: 16 } }, FICHE_FOOTER_TEXT),
    // No lineHeight here: @react-pdf/renderer 4.9 draws nothing for a `render` text that has one.
    h(pdf().Text, {
      style: { fontSize: TYPE.footer[0], fontWeight: 'bold', color: COLORS.muted },
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => `Page ${pageNumber} / ${totalPages}`,
    }),
  );
}

/** Consecutive sections of the same orientation share a `<Page>` (which wraps onto as many pages as needed). */
function pageGroups(doc: FicheDocument): { orientation: PageOrientation; sections: FicheSection[] }[] {
  const groups: { orientation: PageOrientation; sections: FicheSection[] }[] = [];
  for (const section of doc.sections) {
    const orientation = section.orientation ?? 'portrait';
    const last = groups.at(-1);
    if (last && last.orientation === orientation) last.sections.push(section);
    else groups.push({ orientation, sections: [section] });
  }
  return groups;
}

/** A fiche as a React element for `@react-pdf/renderer`. */
function FichePdfDocument({ doc }: { doc: FicheDocument }): ReactElement {
  const groups = pageGroups(doc);
  return h(
    pdf().Document,
    {
      title: doc.title,
      subject: doc.subtitle,
      author: FICHE_PDF_AUTHOR,
      creator: FICHE_PDF_CREATOR,
      producer: FICHE_PDF_PRODUCER,
      keywords: doc.keywords.join(', '),
      language: 'fr-FR',
      // /Lang is a PDF 1.4 entry; the library writes 1.3 by default.
      pdfVersion: '1.7',
      // Fixed, so that the bytes do not depend on the time of rendering. No modification date:
      // the library writes it under a key that is not the standard one (/ModificationDate, not /ModDate).
      creationDate: FICHE_PDF_DATE,
    },
    ...(groups.length === 0 ? [{ orientation: 'portrait' as const, sections: [] }] : groups).map((group, groupIndex) =>
      h(
        pdf().Page,
        {
          key: groupIndex,
          size: 'A4',
          orientation: group.orientation,
          style: {
            fontFamily: FONT_FAMILY,
            color: COLORS.text,
            paddingTop: MARGIN_TOP,
            paddingBottom: MARGIN_BOTTOM,
            paddingLeft: MARGIN_X,
            paddingRight: MARGIN_X,
          },
        },
        h(RunningHeader, { title: doc.title }),
        h(Footer),
        groupIndex === 0 ? h(TitleBlock, { doc }) : null,
        ...group.sections.flatMap((section, index) => sectionElements(section, group.orientation, groupIndex > 0 && index === 0, index)),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------

export async function renderFichePdf(doc: FicheDocument): Promise<Uint8Array> {
  const { renderToBuffer } = await loadLibrary();
  const buffer = await renderToBuffer(h(FichePdfDocument, { doc }) as Parameters<typeof renderToBuffer>[0]);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
