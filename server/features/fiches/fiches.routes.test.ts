import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterInput } from '#shared/auth.schemas.ts';
import { ERRORS } from '#shared/errors.ts';
import { FICHES } from '#shared/fiches.ts';
import { FicheListSchema, ficheDownloadUrl } from '#shared/fiches.schemas.ts';
import { luhnIsValid } from '#shared/rpps.ts';
import { users } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { contentDisposition } from './fiches.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The first 11-digit RPPS number after `start` whose last digit is a valid Luhn key. */
function validRpps(start: number): string {
  for (let n = start; ; n++) {
    const digits = String(n).padStart(11, '0');
    if (luhnIsValid(digits)) return digits;
  }
}

let rppsSeed = 10_000_000_000;

/** Registers a practitioner and returns the session cookie (`name=value`) and the user's id. */
async function registerUser(email: string): Promise<{ cookie: string; email: string }> {
  const rppsNumber = validRpps(rppsSeed);
  rppsSeed = Number(rppsNumber) + 1;
  const body: RegisterInput = {
    name: 'Claire Martin',
    email,
    password: 'Clinique-Metz-2026',
    profession: 'Psychologue',
    companyName: 'Cabinet Martin',
    billingAddress: '12 rue Serpenoise, 57000 Metz',
    personalAddress: '12 rue Serpenoise, 57000 Metz',
    rppsNumber,
    acceptTerms: true,
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(response.statusCode).toBe(201);
  const setCookie = response.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  expect(first).toBeDefined();
  return { cookie: first!.split(';')[0]!, email };
}

async function makeSubscriber(email: string): Promise<void> {
  // Payments are a separate feature: set the state its webhook would set.
  await t.deps.database.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.email, email));
}

const [firstFiche] = FICHES;
const pdfUrl = ficheDownloadUrl(firstFiche!.id);

describe('GET /api/fiches', () => {
  it('lists the five fiches with their download URL', async () => {
    const response = await t.app.inject('/api/fiches');
    expect(response.statusCode).toBe(200);
    const { fiches } = FicheListSchema.parse(response.json());
    expect(fiches.map((f) => f.id)).toEqual(FICHES.map((f) => f.id));
    expect(fiches[0]!.downloadUrl).toBe(`/api/fiches/${firstFiche!.id}/pdf`);
  });
});

describe('GET /api/fiches/:id/pdf', () => {
  it('refuses a visitor with 401 AUTH_REQUIRED', async () => {
    const response = await t.app.inject(pdfUrl);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'AUTH_REQUIRED', message: ERRORS.AUTH_REQUIRED.message });
  });

  it('refuses a visitor with 401 even for an unknown id (no catalogue probing)', async () => {
    const response = await t.app.inject('/api/fiches/inconnue/pdf');
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed-in user without subscription with 403 SUBSCRIPTION_REQUIRED', async () => {
    const { cookie } = await registerUser('sans-abonnement@example.fr');
    const response = await t.app.inject({ url: pdfUrl, headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'SUBSCRIPTION_REQUIRED', message: ERRORS.SUBSCRIPTION_REQUIRED.message });
  });

  describe('for a subscriber', () => {
    let cookie: string;
    beforeAll(async () => {
      ({ cookie } = await registerUser('abonnee@example.fr'));
      await makeSubscriber('abonnee@example.fr');
    });

    it.each(FICHES.map((fiche) => [fiche.id, fiche.fileName]))('serves %s as an inline, uncached PDF', async (id, fileName) => {
      const response = await t.app.inject({ url: ficheDownloadUrl(id), headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toBe(`inline; filename="${fileName}"; filename*=UTF-8''${fileName}`);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    });

    it('serves the same bytes twice (rendered once, then cached)', async () => {
      const first = await t.app.inject({ url: pdfUrl, headers: { cookie } });
      const second = await t.app.inject({ url: pdfUrl, headers: { cookie } });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it('answers 404 NOT_FOUND for an unknown id', async () => {
      for (const id of ['inconnue', '__proto__', 'constructor']) {
        const response = await t.app.inject({ url: `/api/fiches/${id}/pdf`, headers: { cookie } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    });
  });
});

describe('contentDisposition', () => {
  it('keeps an ASCII name and adds its RFC 5987 form', () => {
    expect(contentDisposition('grille-abc.pdf')).toBe(`inline; filename="grille-abc.pdf"; filename*=UTF-8''grille-abc.pdf`);
  });

  it('replaces non-ASCII and quotes in the fallback and percent-encodes the UTF-8 form', () => {
    expect(contentDisposition('fiche "anxiété".pdf')).toBe(
      `inline; filename="fiche _anxi_t__.pdf"; filename*=UTF-8''fiche%20%22anxi%C3%A9t%C3%A9%22.pdf`,
    );
  });
});
