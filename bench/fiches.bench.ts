/**
 * Render time and size of the five fiches (server/features/fiches/), as the server produces them on
 * the first request for each (then they are served from memory). "cold" is the first rendering in
 * this process (fonts read and parsed), "warm" the median of the next five.
 * Baseline: the hand-written pdf-lib typesetter these PDFs were made with until the switch to
 * @react-pdf/renderer, measured on this machine kind in one run with the new one (docs/documents.md,
 * "PDF layout library"); it is no longer in the repository, so its figures are printed as recorded.
 * Run: npm run bench (or npx tsx bench/fiches.bench.ts).
 */
import { FICHES } from '#shared/fiches.ts';
import { FICHE_DOCUMENTS } from '#server/features/fiches/content/fiche-documents.ts';
import { renderFichePdf } from '#server/features/fiches/pdf/render-fiche.ts';

/**
 * pdf-lib typesetter (commit 7e5829e): warm render (best of 3, in one process with the new renderer,
 * machine heavily loaded: load average 26 on 2 cores, so read the ratio, not the milliseconds) and size.
 */
const PDF_LIB_BASELINE: Record<string, { ms: number; bytes: number }> = {
  'psychoeducation-anxiete': { ms: 548, bytes: 33_444 },
  'exercices-ancrage': { ms: 584, bytes: 40_854 },
  'grille-abc': { ms: 283, bytes: 29_806 },
  'grille-secca': { ms: 329, bytes: 30_405 },
  'grille-sorc': { ms: 159, bytes: 29_928 },
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timed(id: string): Promise<{ ms: number; bytes: number }> {
  const doc = FICHE_DOCUMENTS[id];
  if (!doc) throw new Error(`no content for ${id}`);
  const started = performance.now();
  const bytes = await renderFichePdf(doc);
  return { ms: performance.now() - started, bytes: bytes.length };
}

const rows: string[] = [];
let totalWarm = 0;
let totalBytes = 0;
let baseWarm = 0;
let baseBytes = 0;
for (const [index, fiche] of FICHES.entries()) {
  const cold = await timed(fiche.id);
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) warm.push((await timed(fiche.id)).ms);
  const base = PDF_LIB_BASELINE[fiche.id];
  const warmMs = median(warm);
  totalWarm += warmMs;
  totalBytes += cold.bytes;
  baseWarm += base?.ms ?? 0;
  baseBytes += base?.bytes ?? 0;
  rows.push(
    [
      fiche.id.padEnd(24),
      `${index === 0 ? 'cold ' : 'first'} ${cold.ms.toFixed(0).padStart(5)} ms`,
      `warm ${warmMs.toFixed(0).padStart(5)} ms (pdf-lib ${base?.ms ?? '?'} ms)`,
      `${(cold.bytes / 1024).toFixed(1).padStart(5)} KiB (pdf-lib ${((base?.bytes ?? 0) / 1024).toFixed(1)} KiB)`,
    ].join('  '),
  );
}
console.log(rows.join('\n'));
console.log(
  `total: warm ${totalWarm.toFixed(0)} ms (pdf-lib ${baseWarm} ms, ×${(totalWarm / baseWarm).toFixed(2)}), ` +
    `${(totalBytes / 1024).toFixed(1)} KiB (pdf-lib ${(baseBytes / 1024).toFixed(1)} KiB, ×${(totalBytes / baseBytes).toFixed(2)})`,
);
