import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writingStyles } from '#server/db/schema.ts';
import { WRITING_STYLE_MESSAGES } from '#shared/messages/writing-style.ts';
import { createSubscriber, parseSse } from '#tests/factories/subscriber-factory.ts';
import { startFakeOpenAi, type FakeOpenAi } from '#tests/support/fake-openai.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createOpenAiCompatibleProvider } from '#server/features/chat/providers/openai-compatible-provider.ts';

let t: TestApp;
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await buildTestApp({ deps: { ai: createOpenAiCompatibleProvider({ baseUrl: fake.url, apiKey: 'k', model: 'm' }) } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const STYLE = 'Rédiger à la troisième personne, au présent ; éviter le mot « déficitaire ».';
const put = (cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/account/writing-style', headers: { cookie }, payload });
const get = (cookie: string) => t.app.inject({ url: '/api/account/writing-style', headers: { cookie } });

describe('Mon style de rédaction', () => {
  it('is empty at first, saved and read back, and needs a signed-in user', async () => {
    const { cookie } = await createSubscriber(t);
    expect((await get(cookie)).json()).toEqual({ text: '', toggles: [], updatedAt: null });
    const saved = await put(cookie, { text: `  ${STYLE}  `, toggles: ['termes-expliques', 'phrases-courtes', 'phrases-courtes'] });
    expect(saved.statusCode).toBe(200);
    expect((await get(cookie)).json()).toMatchObject({ text: STYLE, toggles: ['phrases-courtes', 'termes-expliques'] });
    expect((await t.app.inject({ url: '/api/account/writing-style' })).json().code).toBe('AUTH_REQUIRED');
    expect((await t.app.inject({ method: 'PUT', url: '/api/account/writing-style', payload: { text: '', toggles: [] } })).statusCode).toBe(401);
  });

  it('refuses more than 800 characters, unknown toggles and extra fields', async () => {
    const { cookie } = await createSubscriber(t);
    for (const payload of [{ text: 'a'.repeat(801), toggles: [] }, { text: 'x', toggles: ['autre'] }, { text: 'x', toggles: [], userId: 'x' }]) {
      const response = await put(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await put(cookie, { text: 'a'.repeat(800), toggles: [] })).statusCode).toBe(200);
  });

  it('refuses an identifier with a stable code and a French message, and stores nothing', async () => {
    const { cookie, userId } = await createSubscriber(t);
    for (const text of ['Toujours citer Mme Martin en exemple.', 'Me joindre au 06 12 34 56 78.', 'Écrire à jean.dupont@example.fr']) {
      const response = await put(cookie, { text, toggles: [] });
      expect(response.statusCode, text).toBe(400);
      expect(response.json()).toMatchObject({ code: 'WRITING_STYLE_PII', message: WRITING_STYLE_MESSAGES.piiRefused });
      expect(response.json().issues[0].path).toBe('text');
    }
    expect(await t.deps.database.db.select().from(writingStyles).where(eq(writingStyles.userId, userId))).toEqual([]);
  });

  it('reaches the system prompt the AI server receives, and only this user’s', async () => {
    const alice = await createSubscriber(t);
    const bob = await createSubscriber(t);
    await put(alice.cookie, { text: STYLE, toggles: ['sans-abreviations'] });
    const ask = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/chat/notes', headers: { cookie }, payload: { messages: [{ role: 'user', content: 'Notes.' }] } });
    expect(parseSse((await ask(alice.cookie)).body).at(-1)?.type).toBe('done');
    const system = (fake.requests.at(-1)?.body.messages as { role: string; content: string }[])[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Style de rédaction du praticien');
    expect(system.content).toContain(`« ${STYLE} »`);
    expect(system.content).toContain('aucune abréviation');
    await ask(bob.cookie);
    expect(fake.requests.at(-1)?.raw).not.toContain('Style de rédaction du praticien');
  });

  it('is in the RGPD export and gone with the account', async () => {
    const { cookie, userId } = await createSubscriber(t);
    await put(cookie, { text: STYLE, toggles: ['phrases-courtes'] });
    const exported = (await t.app.inject({ url: '/api/account/export', headers: { cookie } })).json();
    expect(exported.writingStyle).toMatchObject({ text: STYLE, toggles: ['phrases-courtes'] });
    const deleted = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie }, payload: { password: 'Clinique-Metz-2026' } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.deps.database.db.select().from(writingStyles).where(eq(writingStyles.userId, userId))).toEqual([]);
  });
});
