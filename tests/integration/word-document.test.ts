import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Packer } from 'docx';
import { restorePlaceholders } from '#shared/pii/pii-guard.ts';
import { createWordDocument, dateLine, wordFileName, type WordInput } from '#client/features/chat/export/word-document.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'psyscribe-docx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Unzips one part of the .docx with Debian's unzip. */
async function partsOf(input: WordInput): Promise<{ document: string; footer: string; numbering: string }> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.docx`);
  writeFileSync(file, await Packer.toBuffer(createWordDocument(input)));
  const part = (name: string) => execFileSync('unzip', ['-p', file, name], { encoding: 'utf8' });
  const list = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n');
  const footer = list.find((name) => /^word\/footer\d*\.xml$/.test(name));
  return { document: part('word/document.xml'), footer: footer ? part(footer) : '', numbering: part('word/numbering.xml') };
}
const textOf = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');

const PROFILE = { name: 'Claire Dubois', profession: 'Psychologue clinicienne', rppsNumber: '10001234567', companyName: 'Cabinet des Tilleuls' };
const ANSWER = `## Objet

Compte rendu du bilan de [PATIENT_1].

## Principaux résultats

- **Attention** : fragile
- Mémoire : non évalué
  - sous-point

1. Premier
2. Second

| Indice | Note |
|---|---|
| ICV | 102 |
`;

describe('Word document built in the browser', () => {
  it('has the letterhead, the date line, real headings, lists, bold and a table, with the restored name', async () => {
    const markdown = restorePlaceholders(ANSWER, { '[PATIENT_1]': 'Léa Martin' });
    const { document, footer, numbering } = await partsOf({
      markdown,
      profile: PROFILE,
      letterhead: { address: '12 rue des Lilas\n57000 Metz', place: 'Metz', logo: null },
      date: new Date('2026-11-23T10:00:00Z'),
    });
    const text = textOf(document);
    for (const expected of ['Claire Dubois', 'Psychologue clinicienne', 'N° RPPS\u00a0: 10001234567', 'Cabinet des Tilleuls', '12 rue des Lilas', '57000 Metz', 'Metz, le 23 novembre 2026', 'Léa Martin']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('[PATIENT_1]');
    expect(document).toMatch(/<w:pStyle w:val="Heading2"\/>[\s\S]*?Objet/);
    expect(document.match(/w:val="Heading2"/g)).toHaveLength(2);
    expect(document).toMatch(/<w:b\/>[\s\S]{0,200}Attention/);
    expect(document).toContain('<w:numPr>');
    expect(document).toContain('<w:tbl>');
    expect(textOf(document)).toContain('ICV102');
    // A4 portrait, in twentieths of a point.
    expect(document).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(textOf(footer)).toContain('Document confidentiel');
    expect(footer).toContain('PAGE');
    expect(footer).toContain('NUMPAGES');
    expect(numbering).toContain('w:val="decimal"');
  });

  it('writes raw HTML from the model as text, and a date line without a place', async () => {
    const { document } = await partsOf({ markdown: '<b>gras</b> <script>x</script>', profile: PROFILE, letterhead: { address: '', place: '', logo: null }, date: new Date('2026-01-05T10:00:00Z') });
    expect(textOf(document)).toContain('Le 5 janvier 2026');
    expect(textOf(document)).toContain('&lt;script&gt;');
  });

  it('names the file with the Paris date', () => {
    expect(wordFileName(new Date('2026-11-23T23:30:00Z'))).toBe('document-2026-11-24.docx');
    expect(dateLine(' ', new Date('2026-11-23T10:00:00Z'))).toBe('Le 23 novembre 2026');
  });
});
