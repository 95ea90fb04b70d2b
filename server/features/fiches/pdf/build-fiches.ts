import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FICHES } from '#shared/fiches.ts';
import { FICHE_DOCUMENTS } from '../content/fiche-documents.ts';
import { renderFichePdf } from './render-fiche.ts';

/**
 * Renders every fiche of the catalogue to `<outDir>/<id>.pdf` (creating the
 * directory if needed) and returns the paths written, in catalogue order.
 */
export async function buildFiches(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const fiche of FICHES) {
    const doc = FICHE_DOCUMENTS[fiche.id];
    if (!doc) throw new Error(`No document content for fiche "${fiche.id}"`);
    const bytes = await renderFichePdf(doc);
    const file = path.join(outDir, `${fiche.id}.pdf`);
    await writeFile(file, bytes);
    written.push(file);
  }
  return written;
}
