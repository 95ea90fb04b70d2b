/**
 * Structured content of a "Fiche" PDF document.
 *
 * Content files (`../content/*.ts`) describe each document with these types;
 * `render-fiche.ts` turns a `FicheDocument` into a PDF (see docs/documents.md,
 * "Fiches et Ressources"). Inline text may use `**bold**` markup; `\n` forces a
 * line break inside a table cell (elsewhere, write separate items or paragraphs).
 */

export type PageOrientation = 'portrait' | 'landscape';

export interface ParagraphBlock {
  kind: 'paragraph';
  text: string;
}

export interface BulletsBlock {
  kind: 'bullets';
  items: readonly string[];
}

/** Numbered list (steps of an exercise, instructions). */
export interface StepsBlock {
  kind: 'steps';
  items: readonly string[];
}

/** Term / explanation pairs, e.g. "Quand l’utiliser" or the letters of a grid. */
export interface DefinitionsBlock {
  kind: 'definitions';
  items: readonly { term: string; text: string }[];
}

/** Boxed, tinted block (key points, cautions). */
export interface CalloutBlock {
  kind: 'callout';
  title: string;
  items: readonly string[];
}

/** Minor heading inside a section. */
export interface SubheadingBlock {
  kind: 'subheading';
  text: string;
}

/** Short fill-in fields on one line, e.g. "Nom : ______   Date : ______". */
export interface FieldsBlock {
  kind: 'fields';
  labels: readonly string[];
}

/** Sequence of short labelled steps joined by arrows (e.g. the anxiety cycle). */
export interface FlowBlock {
  kind: 'flow';
  steps: readonly { label: string; text: string }[];
}

export interface TableColumn {
  header: string;
  /** Short guidance printed under the header in a smaller font. */
  hint?: string;
  /** Relative width of the column. */
  width: number;
  /** Horizontal alignment of the column's text (default: left). */
  align?: 'left' | 'center';
}

export interface TableBlock {
  kind: 'table';
  columns: readonly TableColumn[];
  /** Filled content rows (one cell per column), printed first. */
  rows?: readonly (readonly string[])[];
  /** Filled example rows, shaded and marked "Exemple", printed after `rows`. */
  exampleRows: readonly (readonly string[])[];
  /** Number of empty rows to write in by hand. */
  emptyRows: number;
  /** Height of each empty row, in points. */
  emptyRowHeight: number;
}

export type FicheBlock =
  | ParagraphBlock
  | BulletsBlock
  | StepsBlock
  | DefinitionsBlock
  | CalloutBlock
  | SubheadingBlock
  | FieldsBlock
  | FlowBlock
  | TableBlock;

export interface FicheSection {
  heading: string;
  blocks: readonly FicheBlock[];
  /** Start the section at the top of a new page. */
  startOnNewPage?: boolean;
  /**
   * Page orientation of the section (defaults to portrait). A change of
   * orientation always starts a new page.
   */
  orientation?: PageOrientation;
}

export interface FicheDocument {
  /** Same identifier as in the shared catalogue (`#shared/fiches.ts`). */
  id: string;
  title: string;
  subtitle: string;
  /** Small label printed above the title, e.g. "Outils · Analyse fonctionnelle". */
  eyebrow: string;
  intro: readonly string[];
  sections: readonly FicheSection[];
  keywords: readonly string[];
}

const NBSP = '\u00A0';
const NARROW_NBSP = '\u202F';

/**
 * Applies French typographic rules to a string written with ordinary spaces:
 * non-breaking space before ":", narrow non-breaking space before ";", "!",
 * "?" and inside « guillemets », typographic apostrophe.
 */
export function frenchTypography(text: string): string {
  return (
    text
      .replace(/'/g, '’')
      // « ; ! ? » take a narrow non-breaking space.
      .replace(/[ \u00A0\u202F]+([;!?])/g, `${NARROW_NBSP}$1`)
      .replace(/([\p{L}\p{N})»%]|\*\*)([;!?])/gu, `$1${NARROW_NBSP}$2`)
      // « : » takes a non-breaking space (but not "10:30" or "https://").
      .replace(/[ \u00A0\u202F]+:/g, `${NBSP}:`)
      .replace(/([\p{L}\p{N})»%]|\*\*):(?=[\s*]|$)/gu, `$1${NBSP}:`)
      // « guillemets » with inner non-breaking spaces.
      .replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`)
      .replace(/[ \u00A0\u202F]*»/g, `${NBSP}»`)
  );
}

function typesetBlock(block: FicheBlock): FicheBlock {
  const t = frenchTypography;
  switch (block.kind) {
    case 'paragraph':
      return { ...block, text: t(block.text) };
    case 'subheading':
      return { ...block, text: t(block.text) };
    case 'bullets':
    case 'steps':
      return { ...block, items: block.items.map(t) };
    case 'callout':
      return { ...block, title: t(block.title), items: block.items.map(t) };
    case 'definitions':
      return {
        ...block,
        items: block.items.map((item) => ({ term: t(item.term), text: t(item.text) })),
      };
    case 'fields':
      return { ...block, labels: block.labels.map(t) };
    case 'flow':
      return {
        ...block,
        steps: block.steps.map((step) => ({ label: t(step.label), text: t(step.text) })),
      };
    case 'table':
      return {
        ...block,
        columns: block.columns.map((column) => ({
          ...column,
          header: t(column.header),
          ...(column.hint === undefined ? {} : { hint: t(column.hint) }),
        })),
        ...(block.rows === undefined ? {} : { rows: block.rows.map((row) => row.map(t)) }),
        exampleRows: block.exampleRows.map((row) => row.map(t)),
      };
  }
}

/**
 * Declares a document: content is written with ordinary spaces and straight
 * apostrophes; this applies French typography to every piece of text.
 */
export function defineFicheDocument(doc: FicheDocument): FicheDocument {
  const t = frenchTypography;
  return {
    ...doc,
    title: t(doc.title),
    subtitle: t(doc.subtitle),
    eyebrow: t(doc.eyebrow),
    intro: doc.intro.map(t),
    sections: doc.sections.map((section) => ({
      ...section,
      heading: t(section.heading),
      blocks: section.blocks.map(typesetBlock),
    })),
  };
}
