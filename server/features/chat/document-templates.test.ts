import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueIndex } from '#shared/chat-catalogues/catalogues.ts';
import { DOCUMENT_TEMPLATES, toggleSelection } from '#shared/chat-catalogues/document-templates.ts';
import { createSubscriber, parseSse, textOf } from '#tests/factories/subscriber-factory.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { buildPrompt, fullInstructions } from './chat-prompt.ts';
import { TEMPLATE_STRUCTURES } from './content/document-templates.ts';

const ask = (id: string, content = 'Éléments du bilan.') =>
  buildPrompt(DOCUMENT_TEMPLATES.find((template) => template.id === id)!.chatType, { messages: [{ role: 'user', content }], selectedItems: [id], options: [] });

describe('document templates in the catalogues and the prompt', () => {
  it('offers each template in its own assistant only, with the labels of the issue', () => {
    expect(DOCUMENT_TEMPLATES.filter((t) => t.chatType === 'notes').map((t) => t.label)).toEqual([
      'Note de suivi de séance',
      'Synthèse de suivi (plusieurs séances)',
      'Attestation de suivi',
    ]);
    expect(DOCUMENT_TEMPLATES.filter((t) => t.chatType === 'documents').map((t) => t.label)).toEqual([
      'Compte rendu de bilan neuropsychologique',
      'Compte rendu de bilan d’efficience intellectuelle',
      'Courrier au médecin adresseur',
      'Version pour la famille et l’école',
    ]);
    for (const template of DOCUMENT_TEMPLATES) {
      expect(catalogueIndex(template.chatType).get(template.id)?.category).toBe('Modèle de document');
      expect(catalogueIndex('diagnostic').has(template.id)).toBe(false);
      expect(TEMPLATE_STRUCTURES[template.id].headings.length).toBeGreaterThan(0);
    }
  });

  it('writes the chosen template, its headings in order and the "non évalué" rule into the system prompt', () => {
    const prompt = ask('modele.courrier-medecin');
    const instructions = fullInstructions(prompt);
    expect(instructions).toContain('« Courrier au médecin adresseur »');
    const positions = ['Objet', 'Question posée', 'Principaux résultats', 'Recommandations'].map((heading) => instructions.indexOf(`\n- ${heading}\n`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(instructions).toContain('« non évalué »');
    expect(instructions).toContain('une page au plus');
    expect(prompt.templateId).toBe('modele.courrier-medecin');
    // The template is an instruction, not a clinical element "to be taken into account".
    expect(prompt.context).not.toContain('Éléments sélectionnés');
    // Without a template the prompt has none of it.
    const plain = buildPrompt('documents', { messages: [{ role: 'user', content: 'x' }], selectedItems: ['profil.enfant'], options: [] });
    expect(plain.context).not.toContain('Modèle de document');
    expect(plain.templateId).toBeUndefined();
  });

  it('keeps the attestation free of anything clinical and the family version free of scores', () => {
    const attestation = ask('modele.attestation-suivi').context;
    expect(attestation).toContain('Rien de clinique');
    expect(attestation).toContain('nombre de séances');
    const family = ask('modele.famille-ecole').context;
    expect(family).toContain('Aucun score, QI, percentile');
    for (const word of ['PAP', 'PPS', 'MDPH', 'langage simple']) expect(family).toContain(word);
    const neuro = ask('modele.cr-bilan-neuropsychologique').context;
    expect(neuro).toContain('jamais « dans la norme »');
  });

  it('replaces a chosen template when another is chosen, and toggles other items as before', () => {
    expect(toggleSelection(['profil.enfant', 'modele.courrier-medecin'], 'modele.famille-ecole')).toEqual(['profil.enfant', 'modele.famille-ecole']);
    expect(toggleSelection(['modele.famille-ecole'], 'modele.famille-ecole')).toEqual([]);
    expect(toggleSelection(['modele.famille-ecole'], 'profil.enfant')).toEqual(['modele.famille-ecole', 'profil.enfant']);
  });
});

describe('POST /api/chat/:type with a template', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const post = (cookie: string, type: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/chat/${type}`, headers: { cookie }, payload });

  it('answers in the template’s headings (demo) and keeps placeholders as they are', async () => {
    const { cookie } = await createSubscriber(t);
    const response = await post(cookie, 'documents', { messages: [{ role: 'user', content: 'Bilan de [PATIENT_1], adressé par son médecin.' }], selectedItems: ['modele.courrier-medecin'] });
    expect(response.statusCode).toBe(200);
    const text = textOf(parseSse(response.body));
    for (const heading of TEMPLATE_STRUCTURES['modele.courrier-medecin'].headings) expect(text).toContain(`## ${heading}`);
    expect(text).toContain('[PATIENT_1]');
    expect(text).not.toContain('adressé par son médecin');
  });

  it('refuses two templates at once and a template of another assistant', async () => {
    const { cookie } = await createSubscriber(t);
    const two = await post(cookie, 'documents', { messages: [{ role: 'user', content: 'x' }], selectedItems: ['modele.courrier-medecin', 'modele.famille-ecole'] });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'selectedItems.1' }] });
    const elsewhere = await post(cookie, 'diagnostic', { messages: [{ role: 'user', content: 'x' }], selectedItems: ['modele.note-suivi'] });
    expect(elsewhere.statusCode).toBe(400);
    const wrongMode = await post(cookie, 'notes', { messages: [{ role: 'user', content: 'x' }], selectedItems: ['modele.courrier-medecin'] });
    expect(wrongMode.statusCode).toBe(400);
  });
});
