import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORE_MESSAGES } from '#shared/scores/score-sheet.ts';
import { SCORE_BLOCK_START } from '#shared/scores/prompt-block.ts';
import { createSubscriber, parseSse, textOf } from '#tests/factories/subscriber-factory.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { buildPrompt, fullInstructions } from './chat-prompt.ts';
import { SYSTEM_PROMPTS } from './content/system-prompts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sheet = { battery: 'wisc-v', indices: { ICV: { score: 121, percentile: 92 }, IVS: { score: 95 }, IVT: { score: 85 } }, subtests: { SIM: 14 } };
const ask = (cookie: string, type: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/chat/${type}`, headers: { cookie }, payload });
const body = (extra: object) => ({ messages: [{ role: 'user', content: 'Rédige le compte-rendu.' }], ...extra });

describe('score sheet in the chat request', () => {
  it('reaches the model as a structured block with the computed bands', () => {
    const prompt = buildPrompt('documents', { messages: [{ role: 'user', content: 'x' }], selectedItems: [], options: [], scoreSheet: { ...sheet, battery: 'wisc-v', criticalPairs: {}, criticalMean: {} } });
    const instructions = fullInstructions(prompt);
    expect(instructions).toContain(SCORE_BLOCK_START);
    expect(instructions).toContain('ICV (Compréhension verbale)\u00a0: 121 ; zone «\u00a0Supérieur\u00a0» (120–129) ; percentile 92');
    expect(instructions).toContain('IVT (Vitesse de traitement)\u00a0: 85 ; zone «\u00a0Moyenne faible\u00a0» (80–89)');
    expect(SYSTEM_PROMPTS.documents).toContain('s’écrit «\u00a0non évalué\u00a0»');
    expect(SYSTEM_PROMPTS.documents).toContain('n’écris aucun score, aucune zone, aucun percentile');
  });

  it('makes the demonstration report write from the sheet', async () => {
    const { cookie } = await createSubscriber(t);
    const response = await ask(cookie, 'documents', body({ scoreSheet: sheet }));
    expect(response.statusCode).toBe(200);
    const text = textOf(parseSse(response.body));
    expect(text).toContain('## Efficience intellectuelle (WISC-V)');
    expect(text).toContain('**Compréhension verbale (ICV)**\u00a0: 121 (percentile 92), zone «\u00a0Supérieur\u00a0» (120–129).');
    expect(text).toContain('**Vitesse de traitement (IVT)**\u00a0: 85, zone «\u00a0Moyenne faible\u00a0» (80–89).');
    expect(text).toContain('Raisonnement fluide (IRF), Mémoire de travail (IMT)');
    expect(text).toContain('non évalué');
    expect(text).toContain('est de 36 points\u00a0: au-delà de 23 points, le QIT est à interpréter avec prudence.');
    // Without a sheet, the generic demonstration text.
    const plain = textOf(parseSse((await ask(cookie, 'documents', body({}))).body));
    expect(plain).not.toContain('(WISC-V)');
  });

  it('refuses an invalid sheet with a French message, and a sheet on the diagnostic assistant', async () => {
    const { cookie } = await createSubscriber(t);
    const invalid = await ask(cookie, 'documents', body({ scoreSheet: { battery: 'wisc-v', indices: { ICV: { score: 200 } } } }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(invalid.json())).toContain(SCORE_MESSAGES.index);
    const free = await ask(cookie, 'documents', body({ scoreSheet: { battery: 'wisc-v', indices: {}, note: 'Léo Martin' } }));
    expect(free.statusCode).toBe(400);
    const diagnostic = await ask(cookie, 'diagnostic', body({ scoreSheet: sheet }));
    expect(diagnostic.statusCode).toBe(400);
    expect(diagnostic.json().code).toBe('VALIDATION_FAILED');
  });
});
