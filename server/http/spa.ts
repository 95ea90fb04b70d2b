/**
 * Serves the built single-page app. Known routes get index.html (prerendered for the public
 * pages) with 200 and their own <title> and description; unknown paths get the same shell with 404 (the app then
 * shows "Page non trouvée"); unknown /api paths get a JSON 404.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '#shared/errors.ts';
import { PAGE_META, type PageKey } from '#shared/messages/pages.ts';
import { ROUTES, isKnownRoute } from '#shared/routes.ts';

const PAGE_BY_PATH = new Map<string, PageKey>(Object.entries(ROUTES).map(([key, route]) => [route, key as PageKey]));

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function renderShell(template: string, pathname: string, appName: string): string {
  const key = pageKeyOf(pathname);
  const meta = PAGE_META[key];
  const title = key === 'home' ? meta.title : `${meta.title} · ${appName}`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
}

function pageKeyOf(pathname: string): PageKey {
  return PAGE_BY_PATH.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? 'notFound';
}

type Encoding = 'br' | 'gzip';

/** The HTML of a page, and its brotli and gzip forms, compressed once when first asked for. */
interface PageBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function compressPage(html: string): PageBody {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** The encoding the browser accepts (brotli first, then gzip); an encoding with q=0 is refused. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * The public pages prerendered at build time (scripts/prerender.mjs → dist/prerender/<key>.html);
 * other pages get the empty shell and render in the browser.
 */
function readPrerendered(clientDir: string): Map<PageKey, string> {
  const pages = new Map<PageKey, string>();
  const dir = path.join(clientDir, '..', 'prerender');
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    const key = file.replace(/\.html$/, '');
    if (key in PAGE_META) pages.set(key as PageKey, readFileSync(path.join(dir, file), 'utf8'));
  }
  return pages;
}

export async function registerSpa(app: FastifyInstance, clientDir: string | undefined, appName: string): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const prerendered = clientDir && template ? readPrerendered(clientDir) : new Map<PageKey, string>();
  // Each page's HTML (title and description filled in) is computed and compressed once, not per
  // request. The pages are sent by the not-found handler, which @fastify/compress does not reach
  // (it compresses the routes it sees registered), so the HTML carries its own encodings.
  const pageBodies = new Map<PageKey, PageBody>();
  const bodyFor = (pathname: string, shell: string): PageBody => {
    const key = pageKeyOf(pathname);
    let body = pageBodies.get(key);
    if (body === undefined) {
      body = compressPage(renderShell(prerendered.get(key) ?? shell, pathname, appName));
      pageBodies.set(key, body);
    }
    return body;
  };

  if (clientDir && template) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && pathname !== '/api';
    if (!wantsPage || !template) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message });
    }
    const body = bodyFor(pathname, template);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding) void reply.header('Content-Encoding', encoding);
    return reply
      .status(isKnownRoute(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(encoding ? body[encoding] : body.identity);
  });
}
