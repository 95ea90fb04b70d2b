/**
 * Generates the "Fiches et Ressources" PDFs.
 *
 * Usage: npx tsx scripts/build-fiches.ts [outDir]   (default: dist/fiches)
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { buildFiches } from '../server/features/fiches/pdf/build-fiches.ts';

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} o` : `${(bytes / 1024).toFixed(1)} Kio`;
}

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? 'dist/fiches');
  const files = await buildFiches(outDir);
  for (const file of files) {
    const { size } = await stat(file);
    const relative = path.relative(process.cwd(), file);
    const shown = relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
    console.log(`${shown}  ${formatSize(size)} (${size} bytes)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
