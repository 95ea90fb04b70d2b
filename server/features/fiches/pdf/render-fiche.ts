/**
 * Renders a `FicheDocument` to a PDF (A4, DejaVu Sans, French typography).
 *
 * The output is reproducible byte for byte: metadata and dates are fixed, the
 * font subset names are fixed, and nothing depends on time or randomness.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import type {
  CalloutBlock,
  DefinitionsBlock,
  FicheBlock,
  FicheDocument,
  FieldsBlock,
  FlowBlock,
  PageOrientation,
  TableBlock,
} from './fiche-document.ts';

// ---------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------

/** Fixed date written in the metadata, so that builds are reproducible. */
export const FICHE_PDF_DATE = new Date('2026-01-01T00:00:00Z');
export const FICHE_PDF_AUTHOR = 'PsyScribe';
export const FICHE_PDF_PRODUCER = 'PsyScribe fiche renderer (pdf-lib)';
export const FICHE_PDF_CREATOR = 'PsyScribe — Fiches et Ressources';
export const FICHE_FOOTER_TEXT =
  'PsyScribe — Fiches et Ressources · Document à usage clinique, ne remplace pas un avis professionnel';
const RUNNING_HEADER_TEXT = 'PsyScribe · Fiches et Ressources';

const PAGE_SIZES: Record<PageOrientation, readonly [number, number]> = {
  portrait: [595.28, 841.89],
  landscape: [841.89, 595.28],
};

const MARGIN_X = 50;
const MARGIN_TOP_FIRST = 52;
const MARGIN_TOP_RUNNING = 66;
const RUNNING_HEADER_BASELINE = 32;
const MARGIN_BOTTOM = 64;
const FOOTER_RULE_Y = 46;
const FOOTER_BASELINE = 33;

/** DejaVu Sans vertical metrics (units per em = 2048). */
const ASCENT = 1901 / 2048;
const DESCENT = 483 / 2048;

function hex(value: string): RGB {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return rgb(((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255);
}

const COLORS = {
  accent: hex('#0f766e'),
  accentDark: hex('#115e59'),
  accentSoft: hex('#99cfc8'),
  text: hex('#1f2937'),
  muted: hex('#4b5563'),
  faint: hex('#6b7280'),
  rule: hex('#d1d5db'),
  border: hex('#94a3b8'),
  guide: hex('#e2e8f0'),
  headerFill: hex('#e6f2f0'),
  exampleFill: hex('#f8fafa'),
  calloutFill: hex('#eef6f5'),
  white: rgb(1, 1, 1),
} as const;

const SIZE = {
  eyebrow: 8.5,
  title: 22,
  subtitle: 12.5,
  intro: 11,
  heading: 14,
  subheading: 11,
  body: 10.5,
  table: 9.5,
  tableHint: 8,
  footer: 7.5,
} as const;

const LEADING = {
  title: 27,
  subtitle: 17,
  intro: 16,
  heading: 18,
  subheading: 15,
  body: 15,
  table: 12.5,
  tableHint: 10.5,
  footer: 10,
} as const;

// ---------------------------------------------------------------------------
// Fonts
// ---------------------------------------------------------------------------

type FontStyle = 'regular' | 'bold';

interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

let fontFilesPromise: Promise<FontFiles> | undefined;

function dejavuDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

function loadFontFiles(): Promise<FontFiles> {
  if (!fontFilesPromise) {
    const dir = dejavuDirectory();
    fontFilesPromise = Promise.all([
      readFile(path.join(dir, 'DejaVuSans.ttf')),
      readFile(path.join(dir, 'DejaVuSans-Bold.ttf')),
    ]).then(([regular, bold]) => ({ regular, bold }));
    // Allow a later retry if reading failed.
    fontFilesPromise.catch(() => {
      fontFilesPromise = undefined;
    });
  }
  return fontFilesPromise;
}

// ---------------------------------------------------------------------------
// Text measuring and line breaking
// ---------------------------------------------------------------------------

/** A run of text in a single style. */
export interface TextPiece {
  text: string;
  style: FontStyle;
}

export interface TextLine {
  pieces: TextPiece[];
  width: number;
}

type Token = { kind: 'word'; pieces: TextPiece[] } | { kind: 'break' };

/** Splits `**bold**` markup into styled pieces. */
export function parseInline(text: string, baseStyle: FontStyle = 'regular'): TextPiece[] {
  const pieces: TextPiece[] = [];
  text.split('**').forEach((part, index) => {
    if (part.length === 0) return;
    const style: FontStyle = baseStyle === 'bold' || index % 2 === 1 ? 'bold' : 'regular';
    pieces.push({ text: part, style });
  });
  return pieces;
}

/** Only ordinary spaces are break opportunities (never U+00A0 / U+202F). */
function tokenize(pieces: readonly TextPiece[]): Token[] {
  const tokens: Token[] = [];
  let current: TextPiece[] = [];
  const flush = (): void => {
    if (current.length > 0) tokens.push({ kind: 'word', pieces: current });
    current = [];
  };
  for (const piece of pieces) {
    for (const part of piece.text.split(/( +|\n)/)) {
      if (part.length === 0) continue;
      if (part === '\n') {
        flush();
        tokens.push({ kind: 'break' });
      } else if (part.trim().length === 0 && !/[\u00A0\u202F]/.test(part)) {
        flush();
      } else {
        current.push({ text: part, style: piece.style });
      }
    }
  }
  flush();
  return tokens;
}

function appendPiece(target: TextPiece[], piece: TextPiece): void {
  const last = target.at(-1);
  if (last && last.style === piece.style) last.text += piece.text;
  else target.push({ ...piece });
}

export class Typesetter {
  private readonly widths = new Map<string, number>();

  constructor(private readonly fonts: Record<FontStyle, PDFFont>) {}

  font(style: FontStyle): PDFFont {
    return this.fonts[style];
  }

  width(text: string, style: FontStyle, size: number): number {
    const key = `${style}|${size}|${text}`;
    let value = this.widths.get(key);
    if (value === undefined) {
      value = this.fonts[style].widthOfTextAtSize(text, size);
      this.widths.set(key, value);
    }
    return value;
  }

  piecesWidth(pieces: readonly TextPiece[], size: number): number {
    return pieces.reduce((sum, piece) => sum + this.width(piece.text, piece.style, size), 0);
  }

  /**
   * Greedy line breaking measured with the actual fonts. Words wider than the
   * line are split between characters.
   */
  wrap(input: string | readonly TextPiece[], maxWidth: number, size: number): TextLine[] {
    const pieces = typeof input === 'string' ? parseInline(input) : input;
    const lines: TextLine[] = [];
    let line: TextPiece[] = [];
    let lineWidth = 0;

    const pushLine = (): void => {
      lines.push({ pieces: line, width: lineWidth });
      line = [];
      lineWidth = 0;
    };

    for (const token of tokenize(pieces)) {
      if (token.kind === 'break') {
        pushLine();
        continue;
      }
      const wordWidth = this.piecesWidth(token.pieces, size);
      const last = line.at(-1);
      const spaceWidth = last ? this.width(' ', last.style, size) : 0;
      if (line.length > 0 && lineWidth + spaceWidth + wordWidth <= maxWidth) {
        appendPiece(line, { text: ' ', style: last?.style ?? 'regular' });
        for (const piece of token.pieces) appendPiece(line, piece);
        lineWidth += spaceWidth + wordWidth;
        continue;
      }
      if (line.length > 0) pushLine();
      if (wordWidth <= maxWidth) {
        for (const piece of token.pieces) appendPiece(line, piece);
        lineWidth = wordWidth;
        continue;
      }
      // Word longer than a whole line: break it between characters.
      for (const piece of token.pieces) {
        for (const char of piece.text) {
          const charWidth = this.width(char, piece.style, size);
          if (line.length > 0 && lineWidth + charWidth > maxWidth) pushLine();
          appendPiece(line, { text: char, style: piece.style });
          lineWidth += charWidth;
        }
      }
      // Re-measure the tail precisely (shaping may differ from char sums).
      lineWidth = this.piecesWidth(line, size);
    }
    if (line.length > 0 || lines.length === 0) pushLine();
    return lines;
  }
}

/** Distance from the top of a line box to the baseline. */
function baselineOffset(size: number, leading: number): number {
  return (leading - size * (ASCENT + DESCENT)) / 2 + size * ASCENT;
}

// ---------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------

type RowKind = 'content' | 'example' | 'empty';

interface TableGeometry {
  widths: number[];
  centered: boolean[];
  headerLines: { header: TextLine[]; hint: TextLine[] }[];
  headerHeight: number;
  rows: { cells: TextLine[][]; height: number; kind: RowKind }[];
  totalHeight: number;
  /** Small tables are never split across pages. */
  keepTogether: boolean;
}

const CELL_PAD_X = 6;
const CELL_PAD_Y = 6;
const GUIDE_SPACING = 20;
const EXAMPLE_LABEL = 'EXEMPLE';
const EXAMPLE_LABEL_SIZE = 7;
const EXAMPLE_LABEL_HEIGHT = 11;
/** Tables up to this fraction of the page height are kept on one page. */
const KEEP_TOGETHER_RATIO = 0.45;

class FicheLayout {
  private page!: PDFPage;
  private orientation: PageOrientation = 'portrait';
  private y = 0;
  private pageIsEmpty = true;
  private readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly ts: Typesetter,
    private readonly doc: FicheDocument,
  ) {}

  // -- pages ---------------------------------------------------------------

  private get pageWidth(): number {
    return PAGE_SIZES[this.orientation][0];
  }

  private get pageHeight(): number {
    return PAGE_SIZES[this.orientation][1];
  }

  private get contentWidth(): number {
    return this.pageWidth - 2 * MARGIN_X;
  }

  private get contentHeight(): number {
    return this.pageHeight - MARGIN_TOP_RUNNING - MARGIN_BOTTOM;
  }

  private newPage(orientation: PageOrientation): void {
    this.orientation = orientation;
    const [width, height] = PAGE_SIZES[orientation];
    this.page = this.pdf.addPage([width, height]);
    this.pages.push(this.page);
    this.pageIsEmpty = true;
    if (this.pages.length === 1) {
      this.y = height - MARGIN_TOP_FIRST;
      return;
    }
    // Running header on continuation pages.
    const baseline = height - RUNNING_HEADER_BASELINE;
    this.text(RUNNING_HEADER_TEXT, MARGIN_X, baseline, SIZE.footer, 'bold', COLORS.accent);
    const titleWidth = this.ts.width(this.doc.title, 'regular', SIZE.footer);
    this.text(this.doc.title, width - MARGIN_X - titleWidth, baseline, SIZE.footer, 'regular', COLORS.faint);
    this.page.drawLine({
      start: { x: MARGIN_X, y: baseline - 7 },
      end: { x: width - MARGIN_X, y: baseline - 7 },
      thickness: 0.5,
      color: COLORS.rule,
    });
    this.y = height - MARGIN_TOP_RUNNING;
  }

  /** Starts a new page if `height` does not fit in the remaining space. */
  private ensure(height: number): void {
    if (this.y - height < MARGIN_BOTTOM && !this.pageIsEmpty) this.newPage(this.orientation);
  }

  private advance(height: number): void {
    this.y -= height;
    this.pageIsEmpty = false;
  }

  private gap(height: number): void {
    if (!this.pageIsEmpty) this.y -= height;
  }

  // -- primitives ----------------------------------------------------------

  private text(
    value: string,
    x: number,
    baseline: number,
    size: number,
    style: FontStyle,
    color: RGB,
  ): void {
    this.page.drawText(value, { x, y: baseline, size, font: this.ts.font(style), color });
  }

  private drawLine(line: TextLine, x: number, baseline: number, size: number, color: RGB, boldColor = color): void {
    let cursor = x;
    for (const piece of line.pieces) {
      if (piece.text.trim().length > 0) {
        this.text(piece.text, cursor, baseline, size, piece.style, piece.style === 'bold' ? boldColor : color);
      }
      cursor += this.ts.width(piece.text, piece.style, size);
    }
  }

  /** Draws wrapped lines, breaking pages between lines. */
  private flowLines(
    lines: readonly TextLine[],
    x: number,
    size: number,
    leading: number,
    color: RGB,
    boldColor: RGB = color,
  ): void {
    for (const line of lines) {
      this.ensure(leading);
      this.drawLine(line, x, this.y - baselineOffset(size, leading), size, color, boldColor);
      this.advance(leading);
    }
  }

  // -- document parts --------------------------------------------------------

  render(): PDFPage[] {
    this.newPage(this.doc.sections[0]?.orientation ?? 'portrait');
    this.renderTitle();
    for (const section of this.doc.sections) {
      const orientation = section.orientation ?? 'portrait';
      if (orientation !== this.orientation) this.newPage(orientation);
      else if (section.startOnNewPage && !this.pageIsEmpty) this.newPage(orientation);
      this.renderHeading(section.heading, this.leadHeight(section.blocks, 0));
      section.blocks.forEach((block, index) => {
        this.renderBlock(block, this.leadHeight(section.blocks, index + 1));
      });
    }
    this.renderFooters();
    return this.pages;
  }

  private renderTitle(): void {
    const width = this.contentWidth;
    const eyebrow = this.doc.eyebrow.toLocaleUpperCase('fr-FR');
    this.text(eyebrow, MARGIN_X, this.y - SIZE.eyebrow, SIZE.eyebrow, 'bold', COLORS.accent);
    this.advance(SIZE.eyebrow + 12);
    const titleLines = this.ts.wrap([{ text: this.doc.title, style: 'bold' }], width, SIZE.title);
    this.flowLines(titleLines, MARGIN_X, SIZE.title, LEADING.title, COLORS.text);
    this.advance(2);
    const subtitleLines = this.ts.wrap(this.doc.subtitle, width, SIZE.subtitle);
    this.flowLines(subtitleLines, MARGIN_X, SIZE.subtitle, LEADING.subtitle, COLORS.muted);
    this.advance(12);
    // Accent rule: a short thick bar over a thin full-width line.
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: MARGIN_X + width, y: this.y },
      thickness: 0.75,
      color: COLORS.accentSoft,
    });
    this.page.drawRectangle({ x: MARGIN_X, y: this.y - 1.25, width: 64, height: 2.5, color: COLORS.accent });
    this.advance(18);
    for (const paragraph of this.doc.intro) {
      const lines = this.ts.wrap(paragraph, width, SIZE.intro);
      this.flowLines(lines, MARGIN_X, SIZE.intro, LEADING.intro, COLORS.text);
      this.advance(6);
    }
  }

  private headingHeight(text: string, size: number, leading: number): number {
    return this.ts.wrap([{ text, style: 'bold' }], this.contentWidth, size).length * leading;
  }

  private renderHeading(text: string, lead: number): void {
    this.gap(16);
    const lines = this.ts.wrap([{ text, style: 'bold' }], this.contentWidth, SIZE.heading);
    this.ensure(lines.length * LEADING.heading + 8 + lead);
    if (this.pageIsEmpty && this.pages.length > 1) this.y -= 4;
    this.flowLines(lines, MARGIN_X, SIZE.heading, LEADING.heading, COLORS.accentDark);
    this.advance(6);
  }

  /** A paragraph of at most this many lines stays with the block after it. */
  private static readonly SHORT_PARAGRAPH_LINES = 3;

  private paragraphLines(text: string): TextLine[] {
    return this.ts.wrap(text, this.contentWidth, SIZE.body);
  }

  /**
   * Height that must fit on the current page for `blocks[index]` to start
   * there without being split awkwardly (used to keep headings, and short
   * introductory paragraphs, together with what follows).
   */
  private leadHeight(blocks: readonly FicheBlock[], index: number): number {
    const block = blocks[index];
    if (!block) return 0;
    const width = this.contentWidth;
    switch (block.kind) {
      case 'paragraph': {
        const lines = this.paragraphLines(block.text).length;
        const next = blocks[index + 1];
        if (lines <= FicheLayout.SHORT_PARAGRAPH_LINES && next && next.kind !== 'paragraph') {
          return lines * LEADING.body + 7 + this.leadHeight(blocks, index + 1);
        }
        return Math.min(lines, 2) * LEADING.body;
      }
      case 'bullets':
      case 'steps':
      case 'definitions':
        return 2 * LEADING.body;
      case 'subheading':
        return (
          6 +
          this.headingHeight(block.text, SIZE.subheading, LEADING.subheading) +
          3 +
          this.leadHeight(blocks, index + 1)
        );
      case 'fields':
        return 32 + this.leadHeight(blocks, index + 1);
      case 'callout':
        return this.calloutHeight(block, width) + 6;
      case 'flow': {
        const total = this.flowHeight(block, width);
        return total <= this.contentHeight ? total : 2 * LEADING.body;
      }
      case 'table': {
        const geometry = this.tableGeometry(block);
        return geometry.keepTogether
          ? geometry.totalHeight
          : geometry.headerHeight + (geometry.rows[0]?.height ?? 0);
      }
    }
  }

  private renderBlock(block: FicheBlock, nextLead: number): void {
    switch (block.kind) {
      case 'paragraph': {
        const lines = this.paragraphLines(block.text);
        if (lines.length <= FicheLayout.SHORT_PARAGRAPH_LINES) {
          this.ensure(lines.length * LEADING.body + (nextLead > 0 ? 7 + nextLead : 0));
        } else {
          this.ensure(2 * LEADING.body);
        }
        this.flowLines(lines, MARGIN_X, SIZE.body, LEADING.body, COLORS.text);
        this.advance(7);
        return;
      }
      case 'subheading': {
        this.gap(6);
        const lines = this.ts.wrap([{ text: block.text, style: 'bold' }], this.contentWidth, SIZE.subheading);
        this.ensure(lines.length * LEADING.subheading + 3 + nextLead);
        this.flowLines(lines, MARGIN_X, SIZE.subheading, LEADING.subheading, COLORS.text);
        this.advance(3);
        return;
      }
      case 'bullets':
        this.renderList(
          block.items.map(() => '•'),
          block.items,
        );
        return;
      case 'steps':
        this.renderList(
          block.items.map((_, index) => `${index + 1}.`),
          block.items,
        );
        return;
      case 'definitions':
        this.renderDefinitions(block);
        return;
      case 'callout':
        this.renderCallout(block);
        return;
      case 'fields':
        this.renderFields(block, nextLead);
        return;
      case 'flow':
        this.renderFlow(block);
        return;
      case 'table':
        this.renderTable(block);
        return;
    }
  }

  private renderList(markers: readonly string[], items: readonly string[]): void {
    const indent = 20;
    const width = this.contentWidth - indent;
    items.forEach((item, index) => {
      const lines = this.ts.wrap(item, width, SIZE.body);
      this.ensure(Math.min(lines.length, 2) * LEADING.body);
      const marker = markers[index] ?? '•';
      const markerStyle: FontStyle = marker === '•' ? 'regular' : 'bold';
      const markerWidth = this.ts.width(marker, markerStyle, SIZE.body);
      const markerX = marker === '•' ? MARGIN_X + 6 : MARGIN_X + indent - 6 - markerWidth;
      this.text(marker, markerX, this.y - baselineOffset(SIZE.body, LEADING.body), SIZE.body, markerStyle, COLORS.accent);
      this.flowLines(lines, MARGIN_X + indent, SIZE.body, LEADING.body, COLORS.text);
      this.advance(3);
    });
    this.advance(4);
  }

  private definitionPieces(term: string, text: string): TextPiece[] {
    return [{ text: `${term}\u00A0:`, style: 'bold' }, { text: ' ', style: 'regular' }, ...parseInline(text)];
  }

  private renderDefinitions(block: DefinitionsBlock): void {
    const barX = MARGIN_X + 1;
    const indent = 12;
    for (const item of block.items) {
      const lines = this.ts.wrap(this.definitionPieces(item.term, item.text), this.contentWidth - indent, SIZE.body);
      this.ensure(Math.min(lines.length, 3) * LEADING.body);
      const top = this.y;
      const startPage = this.page;
      this.flowLines(lines, MARGIN_X + indent, SIZE.body, LEADING.body, COLORS.text, COLORS.accentDark);
      if (this.page === startPage) {
        this.page.drawLine({
          start: { x: barX, y: top - 3 },
          end: { x: barX, y: this.y + 3 },
          thickness: 2,
          color: COLORS.accentSoft,
        });
      }
      this.advance(6);
    }
    this.advance(2);
  }

  private calloutLayout(block: CalloutBlock, width: number): { title: TextLine[]; items: TextLine[][] } {
    const inner = width - 2 * 14 - 14;
    return {
      title: this.ts.wrap([{ text: block.title, style: 'bold' }], width - 28, SIZE.subheading),
      items: block.items.map((item) => this.ts.wrap(item, inner, SIZE.body)),
    };
  }

  private calloutHeight(block: CalloutBlock, width: number): number {
    const layout = this.calloutLayout(block, width);
    const itemLines = layout.items.reduce((sum, lines) => sum + lines.length, 0);
    return 12 + layout.title.length * LEADING.subheading + 4 + itemLines * LEADING.body + layout.items.length * 3 + 10;
  }

  private renderCallout(block: CalloutBlock): void {
    this.gap(6);
    const width = this.contentWidth;
    const height = this.calloutHeight(block, width);
    this.ensure(height);
    const layout = this.calloutLayout(block, width);
    const top = this.y;
    this.page.drawRectangle({ x: MARGIN_X, y: top - height, width, height, color: COLORS.calloutFill });
    this.page.drawRectangle({ x: MARGIN_X, y: top - height, width: 3, height, color: COLORS.accent });
    this.advance(12);
    this.flowLines(layout.title, MARGIN_X + 14, SIZE.subheading, LEADING.subheading, COLORS.accentDark);
    this.advance(4);
    for (const lines of layout.items) {
      this.text('•', MARGIN_X + 16, this.y - baselineOffset(SIZE.body, LEADING.body), SIZE.body, 'regular', COLORS.accent);
      this.flowLines(lines, MARGIN_X + 28, SIZE.body, LEADING.body, COLORS.text);
      this.advance(3);
    }
    this.y = top - height;
    this.advance(10);
  }

  /** Fill-in fields on one line; the writing lines share the free width equally. */
  private renderFields(block: FieldsBlock, nextLead: number): void {
    const height = 26;
    this.ensure(height + 6 + nextLead);
    const labels = block.labels.map((label) => `${label}\u00A0:`);
    const labelGap = 6;
    const fieldGap = 20;
    const labelsWidth = labels.reduce((sum, label) => sum + this.ts.width(label, 'bold', SIZE.body) + labelGap, 0);
    const lineWidth = (this.contentWidth - labelsWidth - fieldGap * (labels.length - 1)) / Math.max(labels.length, 1);
    const baseline = this.y - 16;
    let x = MARGIN_X;
    for (const label of labels) {
      this.text(label, x, baseline, SIZE.body, 'bold', COLORS.muted);
      x += this.ts.width(label, 'bold', SIZE.body) + labelGap;
      this.page.drawLine({
        start: { x, y: baseline - 2 },
        end: { x: x + lineWidth, y: baseline - 2 },
        thickness: 0.6,
        color: COLORS.border,
      });
      x += lineWidth + fieldGap;
    }
    this.advance(height + 6);
  }

  // -- flow (cycle diagram) --------------------------------------------------

  private flowGeometry(block: FlowBlock, width: number): { label: TextLine[]; text: TextLine[]; height: number }[] {
    const labelWidth = Math.min(170, width * 0.3);
    const textWidth = width - 34 - labelWidth - 10 - 10;
    return block.steps.map((step) => {
      const label = this.ts.wrap([{ text: step.label, style: 'bold' }], labelWidth, SIZE.body);
      const text = this.ts.wrap(step.text, textWidth, SIZE.body - 0.5);
      const lines = Math.max(label.length, text.length);
      return { label, text, height: lines * LEADING.body + 12 };
    });
  }

  private flowHeight(block: FlowBlock, width: number): number {
    const spacing = 8;
    return this.flowGeometry(block, width).reduce((sum, step) => sum + step.height + spacing, 0);
  }

  private renderFlow(block: FlowBlock): void {
    const width = this.contentWidth;
    const spacing = 8;
    const steps = this.flowGeometry(block, width);
    const total = this.flowHeight(block, width);
    if (total <= this.contentHeight) this.ensure(total);
    const labelWidth = Math.min(170, width * 0.3);
    const circleX = MARGIN_X + 13;
    const radius = 9;
    steps.forEach((step, index) => {
      this.ensure(step.height + spacing);
      const top = this.y;
      const boxX = MARGIN_X + 30;
      const boxWidth = width - 30;
      this.page.drawRectangle({
        x: boxX,
        y: top - step.height,
        width: boxWidth,
        height: step.height,
        color: index === steps.length - 1 ? COLORS.calloutFill : COLORS.exampleFill,
        borderColor: COLORS.rule,
        borderWidth: 0.6,
      });
      const centerY = top - step.height / 2;
      const next = steps[index + 1];
      if (next && top - step.height - spacing - next.height >= MARGIN_BOTTOM) {
        this.page.drawLine({
          start: { x: circleX, y: centerY },
          end: { x: circleX, y: top - step.height - spacing - next.height / 2 },
          thickness: 1.5,
          color: COLORS.accentSoft,
        });
      }
      this.page.drawCircle({ x: circleX, y: centerY, size: radius, color: COLORS.accent });
      const number = String(index + 1);
      const numberWidth = this.ts.width(number, 'bold', 9);
      this.text(number, circleX - numberWidth / 2, centerY - 3.2, 9, 'bold', COLORS.white);
      const contentTop = top - 6;
      step.label.forEach((line, lineIndex) => {
        const baseline = contentTop - lineIndex * LEADING.body - baselineOffset(SIZE.body, LEADING.body);
        this.drawLine(line, boxX + 10, baseline, SIZE.body, COLORS.accentDark);
      });
      step.text.forEach((line, lineIndex) => {
        const baseline = contentTop - lineIndex * LEADING.body - baselineOffset(SIZE.body - 0.5, LEADING.body);
        this.drawLine(line, boxX + 10 + labelWidth + 10, baseline, SIZE.body - 0.5, COLORS.text);
      });
      this.advance(step.height + spacing);
    });
    this.advance(4);
  }

  // -- tables ----------------------------------------------------------------

  private tableGeometry(block: TableBlock): TableGeometry {
    const totalWeight = block.columns.reduce((sum, column) => sum + column.width, 0);
    const widths = block.columns.map((column) => (this.contentWidth * column.width) / totalWeight);
    const innerWidth = (index: number): number => (widths[index] ?? 0) - 2 * CELL_PAD_X;
    const headerLines = block.columns.map((column, index) => ({
      header: this.ts.wrap([{ text: column.header, style: 'bold' }], innerWidth(index), SIZE.table),
      hint: column.hint ? this.ts.wrap(column.hint, innerWidth(index), SIZE.tableHint) : [],
    }));
    const headerHeight =
      2 * CELL_PAD_Y +
      Math.max(
        ...headerLines.map(
          (cell) =>
            cell.header.length * LEADING.table +
            (cell.hint.length > 0 ? 2 + cell.hint.length * LEADING.tableHint : 0),
        ),
      );
    const filledRow = (row: readonly string[], kind: RowKind): TableGeometry['rows'][number] => {
      const cells = block.columns.map((_, index) => this.ts.wrap(row[index] ?? '', innerWidth(index), SIZE.table));
      const lines = Math.max(...cells.map((cell) => cell.length));
      const label = kind === 'example' ? EXAMPLE_LABEL_HEIGHT : 0;
      return { cells, height: Math.max(2 * CELL_PAD_Y + label + lines * LEADING.table, 26), kind };
    };
    const rows: TableGeometry['rows'] = [
      ...(block.rows ?? []).map((row) => filledRow(row, 'content')),
      ...block.exampleRows.map((row) => filledRow(row, 'example')),
    ];
    for (let i = 0; i < block.emptyRows; i += 1) {
      rows.push({ cells: block.columns.map(() => []), height: block.emptyRowHeight, kind: 'empty' });
    }
    const totalHeight = headerHeight + rows.reduce((sum, row) => sum + row.height, 0);
    return {
      widths,
      centered: block.columns.map((column) => column.align === 'center'),
      headerLines,
      headerHeight,
      rows,
      totalHeight,
      keepTogether: totalHeight <= this.contentHeight * KEEP_TOGETHER_RATIO,
    };
  }

  private drawRowFrame(widths: readonly number[], top: number, height: number, fill: RGB | undefined): void {
    const width = widths.reduce((sum, w) => sum + w, 0);
    if (fill) this.page.drawRectangle({ x: MARGIN_X, y: top - height, width, height, color: fill });
    const line = (x1: number, y1: number, x2: number, y2: number): void => {
      this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.75, color: COLORS.border });
    };
    line(MARGIN_X, top, MARGIN_X + width, top);
    line(MARGIN_X, top - height, MARGIN_X + width, top - height);
    let x = MARGIN_X;
    line(x, top, x, top - height);
    for (const w of widths) {
      x += w;
      line(x, top, x, top - height);
    }
  }

  private drawTableHeader(geometry: TableGeometry): void {
    const top = this.y;
    this.drawRowFrame(geometry.widths, top, geometry.headerHeight, COLORS.headerFill);
    let x = MARGIN_X;
    geometry.headerLines.forEach((cell, index) => {
      const lineX = (line: TextLine): number => this.cellTextX(geometry, index, x, line);
      let lineTop = top - CELL_PAD_Y;
      for (const line of cell.header) {
        this.drawLine(line, lineX(line), lineTop - baselineOffset(SIZE.table, LEADING.table), SIZE.table, COLORS.accentDark);
        lineTop -= LEADING.table;
      }
      lineTop -= 2;
      for (const line of cell.hint) {
        this.drawLine(line, lineX(line), lineTop - baselineOffset(SIZE.tableHint, LEADING.tableHint), SIZE.tableHint, COLORS.muted);
        lineTop -= LEADING.tableHint;
      }
      x += geometry.widths[index] ?? 0;
    });
    this.advance(geometry.headerHeight);
  }

  private renderTable(block: TableBlock): void {
    const geometry = this.tableGeometry(block);
    this.gap(2);
    this.ensure(geometry.keepTogether ? geometry.totalHeight : geometry.headerHeight + (geometry.rows[0]?.height ?? 0));
    this.drawTableHeader(geometry);
    for (const row of geometry.rows) {
      if (this.y - row.height < MARGIN_BOTTOM) {
        // Split: continue on a new page and repeat the header row.
        this.newPage(this.orientation);
        this.drawTableHeader(geometry);
      }
      const top = this.y;
      this.drawRowFrame(geometry.widths, top, row.height, row.kind === 'example' ? COLORS.exampleFill : undefined);
      let x = MARGIN_X;
      row.cells.forEach((lines, index) => {
        const cellWidth = geometry.widths[index] ?? 0;
        if (row.kind === 'empty') {
          if (row.height >= 2 * GUIDE_SPACING) this.drawWritingGuides(x, cellWidth, top, row.height);
        } else {
          let lineTop = top - CELL_PAD_Y;
          if (row.kind === 'example') {
            if (index === 0) {
              this.text(EXAMPLE_LABEL, x + CELL_PAD_X, lineTop - EXAMPLE_LABEL_SIZE, EXAMPLE_LABEL_SIZE, 'bold', COLORS.accent);
            }
            lineTop -= EXAMPLE_LABEL_HEIGHT;
          }
          const color = row.kind === 'example' ? COLORS.muted : COLORS.text;
          for (const line of lines) {
            this.drawLine(line, this.cellTextX(geometry, index, x, line), lineTop - baselineOffset(SIZE.table, LEADING.table), SIZE.table, color, COLORS.text);
            lineTop -= LEADING.table;
          }
        }
        x += cellWidth;
      });
      this.advance(row.height);
    }
    this.advance(10);
  }

  private cellTextX(geometry: TableGeometry, column: number, cellX: number, line: TextLine): number {
    if (!geometry.centered[column]) return cellX + CELL_PAD_X;
    return cellX + ((geometry.widths[column] ?? 0) - line.width) / 2;
  }

  /** Faint ruled lines inside a tall empty cell, to guide handwriting. */
  private drawWritingGuides(x: number, cellWidth: number, top: number, height: number): void {
    for (let guideY = top - GUIDE_SPACING; guideY > top - height + 8; guideY -= GUIDE_SPACING) {
      this.page.drawLine({
        start: { x: x + CELL_PAD_X, y: guideY },
        end: { x: x + cellWidth - CELL_PAD_X, y: guideY },
        thickness: 0.5,
        color: COLORS.guide,
      });
    }
  }

  // -- footers ---------------------------------------------------------------

  private renderFooters(): void {
    const total = this.pages.length;
    this.pages.forEach((page, index) => {
      const { width } = page.getSize();
      const label = `Page ${index + 1} / ${total}`;
      const labelWidth = this.ts.width(label, 'bold', SIZE.footer);
      const footerWidth = width - 2 * MARGIN_X - labelWidth - 16;
      const lines = this.ts.wrap(FICHE_FOOTER_TEXT, footerWidth, SIZE.footer);
      page.drawLine({
        start: { x: MARGIN_X, y: FOOTER_RULE_Y },
        end: { x: width - MARGIN_X, y: FOOTER_RULE_Y },
        thickness: 0.5,
        color: COLORS.rule,
      });
      lines.forEach((line, lineIndex) => {
        let x = MARGIN_X;
        for (const piece of line.pieces) {
          page.drawText(piece.text, {
            x,
            y: FOOTER_BASELINE - lineIndex * LEADING.footer,
            size: SIZE.footer,
            font: this.ts.font(piece.style),
            color: COLORS.faint,
          });
          x += this.ts.width(piece.text, piece.style, SIZE.footer);
        }
      });
      page.drawText(label, {
        x: width - MARGIN_X - labelWidth,
        y: FOOTER_BASELINE,
        size: SIZE.footer,
        font: this.ts.font('bold'),
        color: COLORS.muted,
      });
    });
  }
}

// ---------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------

export async function renderFichePdf(doc: FicheDocument): Promise<Uint8Array> {
  const files = await loadFontFiles();
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  // Fixed subset tags (6 capital letters + "+") keep the output reproducible.
  const regular = await pdf.embedFont(files.regular, { subset: true, customName: 'PSYSCA+DejaVuSans' });
  const bold = await pdf.embedFont(files.bold, { subset: true, customName: 'PSYSCB+DejaVuSans-Bold' });

  const layout = new FicheLayout(pdf, new Typesetter({ regular, bold }), doc);
  layout.render();

  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setSubject(doc.subtitle);
  pdf.setAuthor(FICHE_PDF_AUTHOR);
  pdf.setCreator(FICHE_PDF_CREATOR);
  pdf.setProducer(FICHE_PDF_PRODUCER);
  pdf.setKeywords([doc.keywords.join(', ')]);
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(FICHE_PDF_DATE);
  pdf.setModificationDate(FICHE_PDF_DATE);

  return pdf.save({ useObjectStreams: true });
}
