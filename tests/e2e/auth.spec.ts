import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES, AUTH_UI } from '#shared/messages/auth.ts';
import { LAYOUT_MESSAGES } from '#shared/messages/layout.ts';
import { ROUTES } from '#shared/routes.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { createUserContext } from './support/accounts.ts';
import { newPage, VIEWPORTS } from './support/browser.ts';
import { useE2EApp } from './support/e2e-app.ts';
import { describeE2E } from './support/e2e-suite.ts';
import { fillRegistrationForm } from './support/forms.ts';
import { startSmtp, type TestSmtp } from './support/smtp.ts';

const R = AUTH_UI.register;
const L = AUTH_UI.login;

describeE2E('accounts', () => {
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
  });
  const app = useE2EApp(() => ({ SMTP_URL: smtp.url, MAIL_FROM: 'PsyScribe <no-reply@psyscribe.test>' }));
  afterAll(async () => {
    await smtp?.close();
  });

  it('registers, signs out, recovers the password by e-mail and signs in with the new one only', async () => {
    const input = buildRegisterInput();
    const context = await app.browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await newPage(context);
    await page.goto(`${app.server.url}${ROUTES.register}`);
    await fillRegistrationForm(page, input);
    await page.getByRole('button', { name: R.submit }).click();
    await page.getByRole('heading', { name: R.stepTwoTitle }).waitFor();

    // A second device signed in before the reset: it must be signed out by the reset.
    const other = await app.browser.newContext({ baseURL: app.server.url });
    expect((await other.request.post('/api/auth/login', { data: { email: input.email, password: input.password } })).status()).toBe(200);

    await page.getByRole('button', { name: LAYOUT_MESSAGES.nav.openMenu }).click();
    await page.getByRole('button', { name: LAYOUT_MESSAGES.nav.logout }).click();
    await page.waitForURL(`${app.server.url}/`);

    await page.goto(`${app.server.url}${ROUTES.login}`);
    await page.getByLabel(L.email).fill(input.email);
    await page.getByLabel(L.password).fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: L.submit }).click();
    await page.getByRole('alert').getByText('Adresse email ou mot de passe incorrect...').waitFor();

    await page.getByRole('link', { name: L.forgot }).click();
    // The login page stays on screen while the forgot-password screen's code loads, and both have an
    // "Adresse email" field: wait for the new screen before typing, or the login form gets the text.
    await page.getByRole('heading', { level: 1, name: AUTH_UI.forgot.title }).waitFor();
    await page.getByLabel(AUTH_UI.forgot.email).fill(input.email);
    await page.getByRole('button', { name: AUTH_UI.forgot.submit }).click();
    await page.getByText(input.email, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: AUTH_UI.forgot.backToLogin }).count()).toBe(1);
    expect(await page.getByRole('link', { name: AUTH_UI.forgot.backHome }).count()).toBe(1);

    const mail = await smtp.waitFor((m) => m.to.includes(input.email));
    expect(mail.subject).toContain('Réinitialisation');
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, app.server.url));
    await page.getByLabel(AUTH_UI.reset.password, { exact: true }).fill('Nouveau-Cabinet-2027');
    await page.getByLabel(AUTH_UI.reset.confirmPassword).fill('Nouveau-Cabinet-2027');
    await page.getByRole('button', { name: AUTH_UI.reset.submit }).click();
    await page.waitForURL(`${app.server.url}${ROUTES.login}`);
    await page.getByText(AUTH_MESSAGES.resetSuccess).waitFor();

    await page.getByLabel(L.email).fill(input.email);
    await page.getByLabel(L.password).fill(input.password);
    await page.getByRole('button', { name: L.submit }).click();
    await page.getByRole('alert').getByText(AUTH_MESSAGES.invalidCredentials).waitFor();
    await page.getByLabel(L.password).fill('Nouveau-Cabinet-2027');
    await page.getByRole('button', { name: L.submit }).click();
    await page.waitForURL(`${app.server.url}/`);

    const otherMe = (await (await other.request.get('/api/auth/me')).json()) as { user: unknown };
    expect(otherMe.user).toBeNull();
    await smtp.waitFor((m) => m.to.includes(input.email) && m.subject.includes('modifié'));
    expect(page.consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await other.close();
    await context.close();
  });

  it('shows each validation message of docs/product/specification.md §5 exactly', async () => {
    const context = await app.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await newPage(context);
    await page.goto(`${app.server.url}${ROUTES.login}`);
    await page.getByRole('button', { name: L.submit }).click();
    await page.getByRole('alert').getByText('Veuillez remplir tous les champs', { exact: true }).waitFor();

    await page.goto(`${app.server.url}${ROUTES.forgotPassword}`);
    await page.getByRole('button', { name: AUTH_UI.forgot.submit }).click();
    await page.getByRole('alert').getByText('Veuillez entrer votre adresse email').waitFor();

    const input = buildRegisterInput();
    await page.goto(`${app.server.url}${ROUTES.register}`);
    const submit = () => page.getByRole('button', { name: R.submit }).click();
    const expectAlert = (text: string) => page.getByRole('alert').getByText(text, { exact: true }).waitFor();
    await submit();
    await expectAlert('Veuillez remplir tous les champs obligatoires');
    await page.getByLabel(R.name).fill(input.name);
    await page.getByLabel(R.email).fill(input.email);
    await page.getByLabel(R.password, { exact: true }).fill('abcde');
    await page.getByLabel(R.confirmPassword).fill('abcdX');
    await page.getByLabel(R.profession, { exact: true }).selectOption(input.profession);
    await page.getByLabel(R.rppsNumber).fill(input.rppsNumber);
    await page.getByLabel(R.companyName).fill(input.companyName);
    await page.getByLabel(R.billingAddress).fill(input.billingAddress);
    await page.getByLabel(R.personalAddress).fill(input.personalAddress);
    await submit();
    await expectAlert('Les mots de passe ne correspondent pas');
    await page.getByLabel(R.confirmPassword).fill('abcde');
    await submit();
    await expectAlert('Le mot de passe doit comporter au moins 6 caractères');
    await page.getByLabel(R.password, { exact: true }).fill(input.password);
    await page.getByLabel(R.confirmPassword).fill(input.password);
    await submit();
    await expectAlert("Vous devez accepter les conditions d'utilisation");
    await context.close();
  });

  it('sends a registration with an existing e-mail to /login with the e-mail filled in', async () => {
    const existing = await createUserContext(app.browser, app.server.url);
    await existing.context.close();
    const input = buildRegisterInput({ email: existing.input.email });
    const context = await app.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await newPage(context);
    await page.goto(`${app.server.url}${ROUTES.register}`);
    await fillRegistrationForm(page, input);
    await page.getByRole('button', { name: R.submit }).click();
    await page.waitForURL(`${app.server.url}${ROUTES.login}`);
    expect(await page.getByLabel(L.email).inputValue()).toBe(input.email);
    await page.getByText(AUTH_MESSAGES.emailInUse).waitFor();
    await context.close();
  });

  it('refuses a weak password in the browser, loading the French dictionary only on /register, never with the home page', async () => {
    const context = await app.browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await newPage(context);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    const dictionaryLoaded = async () => {
      const bodies = await Promise.all(scripts.map((url) => context.request.get(url).then((r) => r.text())));
      return bodies.some((body) => body.includes('zxcvbn') || body.includes('motdepasse'));
    };
    await page.goto(`${app.server.url}/`);
    await page.waitForLoadState('networkidle');
    expect(await dictionaryLoaded()).toBe(false);
    const input = buildRegisterInput({ password: 'Summer2024!' });
    await page.goto(`${app.server.url}${ROUTES.register}`);
    await fillRegistrationForm(page, input);
    await page.getByRole('button', { name: R.submit }).click();
    await page.getByRole('alert').getByText(AUTH_MESSAGES.weakPassword).waitFor();
    expect(await dictionaryLoaded()).toBe(true);
    expect(((await (await context.request.get(`${app.server.url}/api/auth/me`)).json()) as { user: unknown }).user).toBeNull();
    await context.close();
  });

  it('guards: visitors go to /login, signed-in non-subscribers to /pricing', async () => {
    const context = await app.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await newPage(context);
    for (const path of [ROUTES.account, ROUTES.fiches, ROUTES.chatNotes]) {
      await page.goto(`${app.server.url}${path}`);
      await page.waitForURL(`${app.server.url}${ROUTES.login}`);
    }
    await context.close();

    const user = await createUserContext(app.browser, app.server.url);
    const userPage = await newPage(user.context);
    await userPage.goto(`${app.server.url}${ROUTES.chatDocuments}`);
    await userPage.waitForURL(`${app.server.url}${ROUTES.pricing}`);
    await userPage.goto(`${app.server.url}${ROUTES.login}`);
    await userPage.waitForURL(`${app.server.url}/`);
    await userPage.goto(`${app.server.url}${ROUTES.register}`);
    await userPage.waitForURL(`${app.server.url}${ROUTES.pricing}`);
    await userPage.goto(`${app.server.url}${ROUTES.account}`);
    await userPage.getByRole('heading', { name: 'Paramètres du Compte' }).waitFor();
    await userPage.getByText(user.input.rppsNumber).waitFor();
    await userPage.getByText('Aucun Abonnement Actif').waitFor();
    await user.context.close();
  });
});
