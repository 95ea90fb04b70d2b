/** The shape of a chat panel's catalogue: categories of selectable items (docs/product/decisions.md, §5). */
export interface CatalogueItem {
  /** Stable id sent to the server; never shown. */
  id: string;
  /** French label, shown in the panel and written into the prompt. */
  label: string;
}

export interface CatalogueSection {
  /** A sub-heading inside a category (e.g. "TDAH" under "Symptômes spécifiques"). */
  title?: string;
  items: readonly CatalogueItem[];
}

export interface CatalogueCategory {
  id: string;
  label: string;
  sections: readonly CatalogueSection[];
}

export interface ReportOption {
  id: string;
  label: string;
  /** The instruction the server adds to the prompt when the option is chosen. */
  instruction: string;
}

export interface ChatCatalogue {
  categories: readonly CatalogueCategory[];
}

/** Builds items whose ids are `prefix.slug`, from [slug, label] pairs. */
export function items(prefix: string, pairs: readonly (readonly [string, string])[]): CatalogueItem[] {
  return pairs.map(([slug, label]) => ({ id: `${prefix}.${slug}`, label }));
}
