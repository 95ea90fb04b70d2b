import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, registerSpa } from './spa.ts';

describe('acceptedEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR, GZIP', 'br'],
    ['identity', undefined],
    ['deflate', undefined],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('pages served by the SPA handler', () => {
  let app: FastifyInstance;
  let dir: string;
  const page = `<!doctype html><html lang="fr"><head><title>x</title><meta name="description" content="" /></head><body><div id="root">${'<p>Bonjour</p>'.repeat(200)}</div></body></html>`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'spa-'));
    writeFileSync(path.join(dir, 'index.html'), page);
    mkdirSync(path.join(dir, 'assets'));
    app = Fastify();
    await registerSpa(app, dir, 'PsyScribe');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the HTML compressed with brotli or gzip as the browser accepts, and as is otherwise', async () => {
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(html).toContain('<p>Bonjour</p>');
    expect(br.rawPayload.length).toBeLessThan(html.length / 5);

    const gzip = await app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain('<p>Bonjour</p>');

    const plain = await app.inject({ method: 'GET', url: '/pricing' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<p>Bonjour</p>');
  });

  it('compresses the 404 page too, with its status', async () => {
    const response = await app.inject({ method: 'GET', url: '/nope', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
  });
});
