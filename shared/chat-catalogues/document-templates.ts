/**
 * The French document templates (docs/documents.md): catalogue entries of the "Notes de
 * séances" and "Comptes-rendus" panels. The browser only knows ids and labels; the
 * structure each template imposes is written into the system prompt by the server
 * (server/features/chat/content/document-templates.ts). One template at a time.
 */
import type { CatalogueCategory, CatalogueItem } from './catalogue-types.ts';

const TEMPLATE_CATEGORY_ID = 'modele';
const TEMPLATE_CATEGORY_LABEL = 'Modèle de document';

export const DOCUMENT_TEMPLATES = [
  { id: 'modele.note-suivi', chatType: 'notes', label: 'Note de suivi de séance' },
  { id: 'modele.synthese-suivi', chatType: 'notes', label: 'Synthèse de suivi (plusieurs séances)' },
  { id: 'modele.attestation-suivi', chatType: 'notes', label: 'Attestation de suivi' },
  { id: 'modele.cr-bilan-neuropsychologique', chatType: 'documents', label: 'Compte rendu de bilan neuropsychologique' },
  { id: 'modele.cr-efficience-intellectuelle', chatType: 'documents', label: 'Compte rendu de bilan d’efficience intellectuelle' },
  { id: 'modele.courrier-medecin', chatType: 'documents', label: 'Courrier au médecin adresseur' },
  { id: 'modele.famille-ecole', chatType: 'documents', label: 'Version pour la famille et l’école' },
] as const satisfies readonly (CatalogueItem & { chatType: 'notes' | 'documents' })[];

export type DocumentTemplateId = (typeof DOCUMENT_TEMPLATES)[number]['id'];

export function isTemplateId(id: string): id is DocumentTemplateId {
  return DOCUMENT_TEMPLATES.some((template) => template.id === id);
}

/** The panel category listing the templates of one assistant. */
export function templateCategory(chatType: 'notes' | 'documents'): CatalogueCategory {
  return {
    id: TEMPLATE_CATEGORY_ID,
    label: TEMPLATE_CATEGORY_LABEL,
    sections: [{ items: DOCUMENT_TEMPLATES.filter((template) => template.chatType === chatType).map(({ id, label }) => ({ id, label })) }],
  };
}

/** Toggles an item of the panel; choosing a template replaces any other template. */
export function toggleSelection(current: readonly string[], id: string): string[] {
  if (current.includes(id)) return current.filter((item) => item !== id);
  return [...(isTemplateId(id) ? current.filter((item) => !isTemplateId(item)) : current), id];
}

/** The template among the selected items (the server refuses more than one). */
export function selectedTemplate(selectedItems: readonly string[]): DocumentTemplateId | undefined {
  return selectedItems.find(isTemplateId);
}
