/** One placeholder per person across a conversation, and restoring what the model does with them. */
import { describe, expect, it } from 'vitest';
import { anonymise, detectPii, emptyPiiState, knownNames, restorePlaceholders, restoreValues, type PiiState } from './pii-guard.ts';

const NOW = new Date('2026-03-15T10:00:00Z');

function conversation(messages: string[]): { sent: string[]; state: PiiState; restored: string[] } {
  let state = emptyPiiState();
  const sent: string[] = [];
  const restored: string[] = [];
  for (const message of messages) {
    const result = anonymise(message, detectPii(message, { now: NOW, known: knownNames(state) }), state);
    state = result.state;
    sent.push(result.text);
    restored.push(restoreValues(result.text, result.values));
  }
  return { sent, state, restored };
}

describe('one placeholder per person', () => {
  it('gives "Mme Le Goff", "Le Goff" and "Marie Le Goff" the same placeholder across messages', () => {
    const messages = ['Je reçois Mme Le Goff demain.', 'Marie Le Goff, 52 ans, vient pour un deuil.', 'Le Goff est un nom breton ; sa fille Nolwenn l’accompagne.', 'Marie pleure souvent.'];
    const { sent, state, restored } = conversation(messages);
    expect(sent).toEqual([
      'Je reçois Mme [PATIENT_1] demain.',
      '[PATIENT_1], 52 ans, vient pour un deuil.',
      '[PATIENT_1] est un nom breton ; sa fille [PROCHE_1] l’accompagne.',
      '[PATIENT_1] pleure souvent.',
    ]);
    expect(restored).toEqual(messages);
    // The model's answers show the fullest form.
    expect(state.placeholders['[PATIENT_1]']).toBe('Marie Le Goff');
  });

  it('keeps relatives sharing a surname apart, and professionals in their own series', () => {
    const { sent } = conversation(['Erwan Le Goff vit avec sa mère, Soazig Le Goff.', 'Le Dr Queffélec suit Erwan ; Soazig viendra seule.']);
    expect(sent).toEqual(['[PATIENT_1] vit avec sa mère, [PROCHE_1].', 'Le Dr [PRO_1] suit [PATIENT_1] ; [PROCHE_1] viendra seule.']);
  });

  it('finds a surname seen in an earlier message even without a title or given name', () => {
    const { sent } = conversation(['Patient : Mamadou Keïta', 'Keïta dort mal avant les examens.']);
    expect(sent[1]).toBe('[PATIENT_1] dort mal avant les examens.');
  });

  it('gives the same phone written two ways the same placeholder', () => {
    const { sent } = conversation(['Tél. 06 12 34 56 78', 'ou 0612345678']);
    expect(sent).toEqual(['Tél. [TÉLÉPHONE_1]', 'ou [TÉLÉPHONE_1]']);
  });
});

describe('restoring model answers', () => {
  const { state } = conversation(['Noé Kerhervé, 9 ans, vit avec sa mère Gwenaëlle. Dr Le Bihan, IPP 2019004512.']);

  it('restores placeholders the model reordered', () => {
    expect(restorePlaceholders('[PRO_1] a adressé [PATIENT_1] ; [PROCHE_1] est informée ([DOSSIER_1]).', state.placeholders)).toBe(
      'Le Bihan a adressé Noé Kerhervé ; Gwenaëlle est informée (2019004512).',
    );
  });

  it('restores placeholders written without brackets, in another case or with a space', () => {
    expect(restorePlaceholders('PATIENT_1 va mieux. [Proche 1] aussi. [patient_1].', state.placeholders)).toBe('Noé Kerhervé va mieux. Gwenaëlle aussi. Noé Kerhervé.');
  });

  it('leaves an answer that declines, or a placeholder it does not know, as written', () => {
    const declined = 'Je ne peux pas identifier la personne désignée par [PATIENT_7] ; je parlerai du patient.';
    expect(restorePlaceholders(declined, state.placeholders)).toBe(declined);
    expect(restorePlaceholders('Pas de nom ici.', state.placeholders)).toBe('Pas de nom ici.');
  });
});
