/**
 * Imported by every module that defines schemas (and by each entry point): zod's default messages
 * in French. In the browser, no code generation: zod's fast path compiles parsers with
 * `new Function`, which the Content-Security-Policy forbids (no 'unsafe-eval'), and even its probe
 * for it was reported as a violation. The server keeps the fast path.
 */
import { z } from 'zod';

z.config({ ...z.locales.fr(), jitless: 'document' in globalThis });
