/**
 * What each page makes the browser download before it can run (docs/performance.md): the entry
 * chunk, the page's own chunk and every chunk they import statically, gzipped (level 9), read from
 * Vite's manifest of a fresh build. Baseline, built in the same run with the same bundler
 * settings: react + react-dom + the declarative router alone, the floor any page of this stack
 * pays. Goal: the home page ≤ 100 KB, no chunk over 500 KB.
 * Run: npm run bench (or npx tsx bench/bundle-size.bench.ts).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { findProjectRoot } from '#server/lib/project-root.ts';
import { FRENCH_WORDS } from '#shared/pii/lexicon/french-words.ts';
import { GIVEN_NAMES } from '#shared/pii/lexicon/given-names.ts';
import { PLACES } from '#shared/pii/lexicon/places.ts';

interface ManifestEntry {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestEntry>;

const root = findProjectRoot();
const outDir = mkdtempSync(path.join(os.tmpdir(), 'psyscribe-bundle-'));
await build({ root: path.join(root, 'client'), configFile: path.join(root, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const gzipOf = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;

function chunksOf(key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => chunksOf(imported, seen))];
}

// The screens that read the API also load the query cache with them (client/app/router.tsx).
const WITH_QUERIES = 'app/with-queries.tsx';
const PAGES: [string, string[]][] = [
  ['/ (accueil)', ['features/pages/home-page.tsx']],
  ['/pricing', ['features/billing/pricing-page.tsx', WITH_QUERIES]],
  ['/faq', ['features/pages/faq-page.tsx']],
  ['/who-are-we', ['features/pages/about-page.tsx']],
  ['/login', ['features/auth/login-page.tsx', WITH_QUERIES]],
  ['/account', ['features/account/account-page.tsx', WITH_QUERIES]],
  ['/chat/*', ['features/chat/chat-page.tsx', WITH_QUERIES]],
  ['/fiches', ['features/fiches/fiches-page.tsx', WITH_QUERIES]],
];

// Baseline: the floor of the stack, bundled by the same Vite configuration.
const floorDir = mkdtempSync(path.join(os.tmpdir(), 'psyscribe-floor-'));
writeFileSync(path.join(floorDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>');
writeFileSync(
  path.join(floorDir, 'main.tsx'),
  `import { createRoot } from 'react-dom/client'; import { BrowserRouter, Routes, Route } from 'react-router';
   createRoot(document.getElementById('root')!).render(<BrowserRouter><Routes><Route path="/" element={<p>ok</p>} /></Routes></BrowserRouter>);`,
);
await build({ root: floorDir, configFile: false, logLevel: 'error', resolve: { alias: { react: path.join(root, 'node_modules/react'), 'react-dom': path.join(root, 'node_modules/react-dom'), 'react-router': path.join(root, 'node_modules/react-router') } }, build: { outDir: path.join(floorDir, 'dist'), emptyOutDir: true } });
const floorAssets = path.join(floorDir, 'dist/assets');
const floor = readdirSync(floorAssets).filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSync(readFileSync(path.join(floorAssets, file)), { level: 9 }).length, 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry in the manifest');
// The entry (client/boot.ts) imports the application (client/main.tsx) dynamically, after the first
// paint of a prerendered page: both are start-up JavaScript.
const startup = () => [...chunksOf(entryKey), ...chunksOf('main.tsx')];
if (!manifest['main.tsx']) throw new Error('main.tsx is not in the manifest');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`baseline: react + react-dom + router alone = ${kb(floor)} gzip`);
console.log('page                 first JavaScript (gzip)   × baseline');
for (const [label, modules] of PAGES) {
  const files = new Set([...startup(), ...modules.flatMap((module) => chunksOf(module))]);
  const total = [...files].reduce((sum, file) => sum + gzipOf(file), 0);
  console.log(`${label.padEnd(20)} ${kb(total).padStart(10)}  (${files.size} files)   ${(total / floor).toFixed(2)}×`);
}
// The PII guard's given-name lexicon, French vocabulary and place list (docs/privacy/pii-guard.md) must ship with the chat
// screens only. They are stored packed (shared/pii/lexicon/packed-words.ts): each is found by the start of its string.
const lexiconMarkers = [GIVEN_NAMES, FRENCH_WORDS, PLACES].map((packed) => packed.slice(0, 48));
const withLexicon = Object.values(manifest)
  .map((entry) => entry.file)
  .filter((file, index, all) => all.indexOf(file) === index && file.endsWith('.js') && lexiconMarkers.some((marker) => readFileSync(path.join(outDir, file), 'utf8').includes(marker)));
const homeFiles = new Set([...startup(), ...chunksOf('features/pages/home-page.tsx')]);
const chatFiles = new Set([...startup(), ...chunksOf('features/chat/chat-page.tsx')]);
console.log(
  `PII lexicons (given names, French words, places) in: ${withLexicon.join(', ') || 'no chunk'}; in the home page's JavaScript: ${withLexicon.some((file) => homeFiles.has(file)) ? 'YES (goal: no)' : 'no'}; in the chat screens': ${withLexicon.some((file) => chatFiles.has(file)) ? 'yes' : 'no'}`,
);
const assets = path.join(outDir, 'assets');
const largest = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, size: statSync(path.join(assets, file)).size }))
  .sort((a, b) => b.size - a.size)[0];
if (largest) console.log(`largest chunk: ${largest.file} ${kb(largest.size)} (limit 500 KB, before gzip)`);
rmSync(outDir, { recursive: true, force: true });
rmSync(floorDir, { recursive: true, force: true });
