import type { FastifyInstance } from 'fastify';
import { FICHES } from '#shared/fiches.ts';
import { toFicheSummary, type FicheList } from '#shared/fiches.schemas.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireSubscriber } from '#server/features/auth/session.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createFichePdfStore, type FichePdfStore } from './fiche-pdf-store.ts';

/** `inline` so the browser's viewer shows it; `filename*` (RFC 5987) carries any non-ASCII name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function fichesRoutes(app: FastifyInstance, { clock, pdfs = createFichePdfStore() }: { clock: Clock; pdfs?: FichePdfStore }): Promise<void> {
  // The catalogue is not secret (the home page advertises it); the documents are.
  app.get('/api/fiches', async (): Promise<FicheList> => ({ fiches: FICHES.map(toFicheSummary) }));

  app.get<{ Params: { id: string } }>('/api/fiches/:id/pdf', async (request, reply) => {
    // Identity first: a visitor learns nothing about which ids exist.
    requireSubscriber(request, clock);
    const pdf = await pdfs.get(request.params.id);
    if (!pdf) throw new AppError('NOT_FOUND');
    return reply
      .type('application/pdf')
      .header('Content-Disposition', contentDisposition(pdf.fileName))
      // Subscriber-only content: no shared or browser cache keeps it after the session ends.
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(pdf.bytes));
  });
}
