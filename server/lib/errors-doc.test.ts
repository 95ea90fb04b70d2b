/** docs/errors.md lists exactly the codes of shared/errors.ts, each with its status. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '#shared/errors.ts';
import { findProjectRoot } from './project-root.ts';

describe('docs/errors.md', () => {
  it('has one row per error code, in the catalogue order, with its HTTP status', () => {
    const doc = readFileSync(path.join(findProjectRoot(), 'docs', 'errors.md'), 'utf8');
    const rows = [...doc.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)].map((match) => [match[1], Number(match[2])]);
    expect(rows).toEqual(Object.entries(ERRORS).map(([code, { status }]) => [code, status]));
  });
});
