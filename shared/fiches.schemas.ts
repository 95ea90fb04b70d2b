/** What the API says about the fiches catalogue (the documents themselves are PDFs). */
import { z } from 'zod';
import './validation.ts';
import { FICHE_CATEGORIES, type Fiche } from './fiches.ts';

const FicheSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(FICHE_CATEGORIES),
  description: z.string(),
  type: z.literal('PDF'),
  downloadUrl: z.string(),
});
export type FicheSummary = z.infer<typeof FicheSummarySchema>;

export const FicheListSchema = z.object({ fiches: z.array(FicheSummarySchema) });
export type FicheList = z.infer<typeof FicheListSchema>;

/** The only way to a fiche's PDF: through the server, which checks the subscription. */
export function ficheDownloadUrl(id: string): string {
  return `/api/fiches/${encodeURIComponent(id)}/pdf`;
}

export function toFicheSummary(fiche: Fiche): FicheSummary {
  return {
    id: fiche.id,
    title: fiche.title,
    category: fiche.category,
    description: fiche.description,
    type: fiche.type,
    downloadUrl: ficheDownloadUrl(fiche.id),
  };
}
