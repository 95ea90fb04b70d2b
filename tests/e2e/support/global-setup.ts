/**
 * Runs once per end-to-end run: starts the built server on a new data folder, lets it migrate its
 * embedded database, stops it cleanly, and offers that folder as the template every test server
 * copies (tests/e2e/support/server.ts). Each server still gets its own copy: no state is shared.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDataDirTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  const dir = server.dataDir;
  // A clean stop releases the folder's lock before anything copies it.
  await server.stop({ keepDataDir: true });
  project.provide('e2eDataDirTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
