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

const indexes = new Map<ChatType, ReadonlyMap<string, CatalogueItem & { category: string }>>();

/**
 * Every item of a catalogue by id, with the label of its category (and section, if any); built once
 * per chat type (the server reads it twice per chat turn), read-only.
 */
export function catalogueIndex(type: ChatType): ReadonlyMap<string, CatalogueItem & { category: string }> {
  const built = indexes.get(type);
  if (built) return built;
  const index = new Map<string, CatalogueItem & { category: string }>();
  for (const category of CATALOGUES[type].categories) {
    for (const section of category.sections) {
      const where = section.title ? `${category.label} — ${section.title}` : category.label;
      for (const item of section.items) index.set(item.id, { ...item, category: where });
    }
  }
  indexes.set(type, index);
  return index;
}
