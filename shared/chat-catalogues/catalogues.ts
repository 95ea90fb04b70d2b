/** The catalogue of each chat type: the panel renders it, the server validates ids against it. */
import type { ChatCatalogue, CatalogueItem } from './catalogue-types.ts';
import { DIAGNOSTIC_CATALOGUE } from './diagnostic-catalogue.ts';
import { DOCUMENTS_CATALOGUE } from './documents-catalogue.ts';
import { NOTES_CATALOGUE } from './notes-catalogue.ts';

export type ChatType = 'diagnostic' | 'notes' | 'documents';

export const CATALOGUES: Record<ChatType, ChatCatalogue> = {
  diagnostic: DIAGNOSTIC_CATALOGUE,
  notes: NOTES_CATALOGUE,
  documents: DOCUMENTS_CATALOGUE,
};

/** Every item of a catalogue by id, with the label of its category (and section, if any). */
export function catalogueIndex(type: ChatType): Map<string, CatalogueItem & { category: string }> {
  const index = new Map<string, CatalogueItem & { category: string }>();
  for (const category of CATALOGUES[type].categories) {
    for (const section of category.sections) {
      const where = section.title ? `${category.label} — ${section.title}` : category.label;
      for (const item of section.items) index.set(item.id, { ...item, category: where });
    }
  }
  return index;
}
