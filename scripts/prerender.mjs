// Prerenders the public pages at build time (docs/performance.md): Vite builds client/entry-server.tsx
// for Node, each page is rendered to HTML in a visitor's state and written into a copy of the built
// index.html under dist/prerender/<page key>.html. The server sends that file for the page's path
// (server/http/spa.ts) and the browser hydrates it (client/main.tsx).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';

/** Page key (as in shared/routes.ts, and 'notFound') → the path rendered for it. */
export const PRERENDERED_PAGES = {
  home: '/',
  pricing: '/pricing',
  about: '/who-are-we',
  faq: '/faq',
  contact: '/contact',
  cgv: '/cgv',
  cgu: '/cgu',
  notFound: '/__page-non-trouvee',
};

/** The page component of each prerendered page (client/app/router.tsx), preloaded with its HTML. */
const PAGE_MODULES = {
  home: ['features/pages/home-page.tsx'],
  pricing: ['features/billing/pricing-page.tsx'],
  about: ['features/pages/about-page.tsx'],
  faq: ['features/pages/faq-page.tsx'],
  contact: ['features/pages/contact-page.tsx'],
  cgv: ['features/pages/terms-page.tsx'],
  cgu: ['features/pages/terms-page.tsx'],
  notFound: ['features/pages/not-found-page.tsx'],
};

const ROOT_ELEMENT = '<div id="root"></div>';

/** A module's chunk and the chunks it imports statically, from Vite's manifest. */
export function chunksOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
}

export async function prerenderPages({ root, quiet = false }) {
  const dist = path.join(root, 'dist');
  const ssrDir = path.join(dist, 'ssr');
  await viteBuild({
    root: path.join(root, 'client'),
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
    build: { ssr: path.join(root, 'client/entry-server.tsx'), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, sourcemap: false },
  });
  const template = readFileSync(path.join(dist, 'client/index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'client/.vite/manifest.json'), 'utf8'));
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: ${ROOT_ELEMENT} not found in dist/client/index.html`);
  const { renderPage } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
  const outDir = path.join(dist, 'prerender');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [key, pathname] of Object.entries(PRERENDERED_PAGES)) {
    const html = await renderPage(pathname);
    if (html.includes('<script')) throw new Error(`prerender: ${pathname} rendered an inline script (forbidden by the CSP)`);
    const modules = [...new Set(PAGE_MODULES[key].flatMap((module) => chunksOf(manifest, module)))]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `/${file}`);
    // Fetched by client/boot.ts once the page is painted, not before (docs/performance.md).
    const page = template.replace('</head>', `<meta name="page-modules" content="${modules.join(' ')}"></head>`).replace(ROOT_ELEMENT, `<div id="root">${html}</div>`);
    writeFileSync(path.join(outDir, `${key}.html`), page);
  }
  rmSync(ssrDir, { recursive: true, force: true });
}
