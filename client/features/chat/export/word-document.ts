/**
 * Builds a Word (.docx) document from an answer, in the browser (docs/documents.md): names
 * restored from placeholders never leave the device. Loaded on demand (dynamic import), never
 * part of the first bundle: `docx` is large.
 * Markdown → real Word structure: headings, bulleted and numbered lists, bold and italics,
 * tables; A4, the practitioner's letterhead, a date and place line, page numbers and the
 * footer "Document confidentiel".
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { Lexer, type Token, type Tokens } from 'marked';
import type { Letterhead } from './letterhead-store.ts';

export interface WordProfile {
  name: string;
  profession: string;
  rppsNumber: string;
  companyName: string;
}

export interface WordInput {
  /** The answer's Markdown, with placeholders already restored (in this browser). */
  markdown: string;
  profile: WordProfile;
  letterhead: Letterhead;
  date: Date;
}

const CONFIDENTIAL_FOOTER = 'Document confidentiel';
const FONT = 'Arial';
const A4 = { width: 11906, height: 16838 };
const MARGIN = 1134; // 2 cm
const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4, HeadingLevel.HEADING_5, HeadingLevel.HEADING_6] as const;

interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  strike?: boolean;
  code?: boolean;
}

/** « Metz, le 23 novembre 2026 » (Europe/Paris). */
export function dateLine(place: string, date: Date): string {
  const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(date);
  return place.trim() ? `${place.trim()}, le ${day}` : `Le ${day}`;
}

function inlineRuns(tokens: readonly Token[] | undefined, style: RunStyle = {}): TextRun[] {
  const runs: TextRun[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        runs.push(...inlineRuns((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...inlineRuns((token as Tokens.Em).tokens, { ...style, italics: true }));
        break;
      case 'del':
        runs.push(...inlineRuns((token as Tokens.Del).tokens, { ...style, strike: true }));
        break;
      case 'codespan':
        runs.push(textRun((token as Tokens.Codespan).text, { ...style, code: true }));
        break;
      case 'br':
        runs.push(new TextRun({ break: 1 }));
        break;
      case 'link':
        runs.push(...inlineRuns((token as Tokens.Link).tokens, style));
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens && text.tokens.length > 0) runs.push(...inlineRuns(text.tokens, style));
        else runs.push(...textWithBreaks(text.text, style));
        break;
      }
      default:
        // escape, html (shown as text, never interpreted), image (its alt text)…
        runs.push(...textWithBreaks('text' in token && typeof token.text === 'string' ? token.text : token.raw, style));
    }
  }
  return runs;
}

function textRun(text: string, style: RunStyle): TextRun {
  return new TextRun({
    text,
    bold: style.bold,
    italics: style.italics,
    strike: style.strike,
    ...(style.code ? { font: 'Courier New' } : {}),
  });
}

function textWithBreaks(text: string, style: RunStyle): TextRun[] {
  return text.split('\n').flatMap((line, i) => (i === 0 ? [textRun(line, style)] : [new TextRun({ break: 1 }), textRun(line, style)]));
}

class BodyBuilder {
  readonly blocks: (Paragraph | Table)[] = [];
  private orderedLists = 0;

  add(tokens: readonly Token[], quoteDepth = 0): void {
    for (const token of tokens) this.block(token, quoteDepth);
  }

  private quoteProps(depth: number) {
    return depth > 0 ? { indent: { left: 360 * depth }, border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'BFBFBF', space: 8 } } } : {};
  }

  private block(token: Token, quoteDepth: number): void {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        this.blocks.push(new Paragraph({ heading: HEADINGS[Math.min(heading.depth, 6) - 1], children: inlineRuns(heading.tokens), keepNext: true }));
        break;
      }
      case 'paragraph':
        this.blocks.push(new Paragraph({ children: inlineRuns((token as Tokens.Paragraph).tokens, quoteDepth > 0 ? { italics: true } : {}), ...this.quoteProps(quoteDepth) }));
        break;
      case 'text':
        this.blocks.push(new Paragraph({ children: inlineRuns((token as Tokens.Text).tokens ?? [token]) }));
        break;
      case 'blockquote':
        this.add((token as Tokens.Blockquote).tokens, quoteDepth + 1);
        break;
      case 'list':
        this.list(token as Tokens.List, 0);
        break;
      case 'table':
        this.table(token as Tokens.Table);
        break;
      case 'code':
        this.blocks.push(new Paragraph({ children: textWithBreaks((token as Tokens.Code).text, { code: true }) }));
        break;
      case 'hr':
        this.blocks.push(new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'BFBFBF', space: 1 } }, children: [] }));
        break;
      case 'space':
        break;
      default:
        if (token.raw.trim()) this.blocks.push(new Paragraph({ children: textWithBreaks(token.raw.trim(), {}) }));
    }
  }

  private list(list: Tokens.List, level: number): void {
    const instance = list.ordered ? ++this.orderedLists : 0;
    for (const item of list.items) {
      let first = true;
      for (const child of item.tokens) {
        if (child.type === 'list') {
          this.list(child as Tokens.List, Math.min(level + 1, 8));
          continue;
        }
        const runs = child.type === 'text' || child.type === 'paragraph' ? inlineRuns((child as Tokens.Text).tokens ?? [child]) : textWithBreaks(child.raw.trim(), {});
        if (runs.length === 0) continue;
        this.blocks.push(
          new Paragraph({
            children: runs,
            ...(first
              ? list.ordered
                ? { numbering: { reference: 'ordered', level, instance } }
                : { bullet: { level } }
              : { indent: { left: 720 * (level + 1) } }),
          }),
        );
        first = false;
      }
    }
  }

  private table(table: Tokens.Table): void {
    const cell = (cellToken: Tokens.TableCell, header: boolean) =>
      new TableCell({
        children: [new Paragraph({ children: inlineRuns(cellToken.tokens, header ? { bold: true } : {}) })],
        ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F2F2F2' } } : {}),
        margins: { top: 60, bottom: 60, left: 100, right: 100 },
      });
    this.blocks.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({ tableHeader: true, children: table.header.map((c) => cell(c, true)) }),
          ...table.rows.map((row) => new TableRow({ children: row.map((c) => cell(c, false)) })),
        ],
      }),
      new Paragraph({ children: [] }),
    );
  }
}

/** The Word body of an answer (exported for tests). */
function markdownToDocx(markdown: string): (Paragraph | Table)[] {
  const builder = new BodyBuilder();
  builder.add(new Lexer({ gfm: true, breaks: true }).lex(markdown));
  return builder.blocks;
}

function letterheadBlocks(profile: WordProfile, letterhead: Letterhead): Paragraph[] {
  const blocks: Paragraph[] = [];
  if (letterhead.logo) {
    const scale = Math.min(1, 70 / letterhead.logo.height, 200 / letterhead.logo.width);
    blocks.push(
      new Paragraph({
        children: [
          new ImageRun({
            type: letterhead.logo.dataUrl.startsWith('data:image/png') ? 'png' : 'jpg',
            data: letterhead.logo.dataUrl,
            transformation: { width: Math.round(letterhead.logo.width * scale), height: Math.round(letterhead.logo.height * scale) },
            altText: { name: 'Logo', description: 'Logo du cabinet', title: 'Logo' },
          }),
        ],
        spacing: { after: 120 },
      }),
    );
  }
  const lines: { text: string; bold?: boolean }[] = [
    { text: profile.name.trim(), bold: true },
    { text: profile.profession.trim() },
    { text: profile.rppsNumber.trim() ? `N° RPPS\u00a0: ${profile.rppsNumber.trim()}` : '' },
    { text: profile.companyName.trim() },
    ...letterhead.address.split('\n').map((line) => ({ text: line.trim() })),
  ].filter((line) => line.text !== '');
  lines.forEach((line, i) => {
    blocks.push(
      new Paragraph({
        children: [new TextRun({ text: line.text, bold: line.bold, size: line.bold ? 24 : 20, color: line.bold ? '000000' : '404040' })],
        spacing: { after: 0 },
        ...(i === lines.length - 1 ? { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '1F4E79', space: 6 } } } : {}),
      }),
    );
  });
  return blocks;
}

export function createWordDocument(input: WordInput): Document {
  return new Document({
    creator: input.profile.name.trim() || 'PsyScribe',
    title: 'Document',
    styles: {
      default: { document: { run: { font: FONT, size: 22 }, paragraph: { spacing: { after: 120, line: 276 } } } },
      paragraphStyles: [
        { id: 'Heading1', name: 'Heading 1', basedOn: 'Normal', next: 'Normal', quickFormat: true, run: { size: 32, bold: true, color: '1F4E79' }, paragraph: { spacing: { before: 240, after: 120 } } },
        { id: 'Heading2', name: 'Heading 2', basedOn: 'Normal', next: 'Normal', quickFormat: true, run: { size: 26, bold: true, color: '1F4E79' }, paragraph: { spacing: { before: 240, after: 80 } } },
        { id: 'Heading3', name: 'Heading 3', basedOn: 'Normal', next: 'Normal', quickFormat: true, run: { size: 23, bold: true }, paragraph: { spacing: { before: 160, after: 60 } } },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'ordered',
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: level % 2 === 0 ? LevelFormat.DECIMAL : LevelFormat.LOWER_LETTER,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: A4, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({ text: `${CONFIDENTIAL_FOOTER} — page `, size: 18, color: '595959' }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 18, color: '595959' }),
                  new TextRun({ text: ' sur ', size: 18, color: '595959' }),
                  new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 18, color: '595959' }),
                ],
              }),
            ],
          }),
        },
        children: [
          ...letterheadBlocks(input.profile, input.letterhead),
          new Paragraph({ alignment: AlignmentType.RIGHT, spacing: { before: 240, after: 360 }, children: [new TextRun(dateLine(input.letterhead.place, input.date))] }),
          ...markdownToDocx(input.markdown),
        ],
      },
    ],
  });
}

/** `document-2026-11-23.docx` (Paris date). */
export function wordFileName(date: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  return `document-${day}.docx`;
}

/** Builds the file (a Blob, for the browser's download). */
export function wordDocumentBlob(input: WordInput): Promise<Blob> {
  return Packer.toBlob(createWordDocument(input));
}
