/**
 * The shapes of identifiers the guard used to miss (docs/privacy/pii-guard.md): each example
 * names what must be masked, whole, and what must stay. These failed before the
 * title-independent name detection.
 */
import { describe, expect, it } from 'vitest';
import { detectPii, replacePii, restorePlaceholders, type PiiKind } from './pii-guard.ts';
import { masked, NOW } from './pii-test-support.ts';

/** [text, identifiers that must be masked exactly (kind:value)] */
const SHAPES: [string, string[]][] = [
  // Labels, untitled names at the start of a note, capitals first.
  ['Patient : Julien Castagnet, 38 ans', ['name:Julien Castagnet']],
  ['Patiente : Sandrine Moreau-Lachaud', ['name:Sandrine Moreau-Lachaud']],
  ['Enfant : Noé Kerhervé', ['name:Noé Kerhervé']],
  ['Mère : Gwenaëlle Kerhervé (aide-soignante)', ['name:Gwenaëlle Kerhervé']],
  ['Inès Haddad, 34 ans, vue ce matin.', ['name:Inès Haddad']],
  ['Élève : TRAORÉ Fatoumata, 4e C', ['name:TRAORÉ Fatoumata']],
  ['DUPONT Marie, 34 ans, adressée pour bilan', ['name:DUPONT Marie']],
  // Particles and compound surnames.
  ['Nom : Jean La Fontaine', ['name:Jean La Fontaine']],
  ['Représentante : Cécile de La Fontaine', ['name:Cécile de La Fontaine']],
  ['Tiago Da Silva (frère) rappellera', ['name:Tiago Da Silva']],
  ['Responsable légal : Ousmane N’Diaye', ['name:Ousmane N’Diaye']],
  ['Fatima Zahra El Idrissi se plaint d’un manque du mot', ['name:Fatima Zahra El Idrissi']],
  ['vu avec Marc-Antoine Vidal-Roussel', ['name:Marc-Antoine Vidal-Roussel']],
  ['Mme Marie Le Gall accepte le groupe', ['name:Marie Le Gall']],
  ['M. Le Roux et sa fille', ['name:Le Roux']],
  // A first name alone after a kinship or role word, or as the subject of a sentence.
  ['Elle vit avec sa fille Léa.', ['name:Léa']],
  ['son frère Karim est venu', ['name:Karim']],
  ['Séance avec le petit Noé, 5 ans.', ['name:Noé']],
  ['Inès rapporte une semaine difficile.', ['name:Inès']],
  ['Baptiste dit qu’il ne veut plus aller au lycée.', ['name:Baptiste']],
  ['La maîtresse, Mme Le Floc’h, le trouve rêveur.', ['name:Le Floc’h']],
  // Phones and e-mails.
  ['Rappeler au 6 28 41 93 05 après 18 h', ['phone:6 28 41 93 05']],
  ['portable +33 (0)6 62 17 48 93', ['phone:+33 (0)6 62 17 48 93']],
  ['le fils appelle du +221 77 654 32 10', ['phone:+221 77 654 32 10']],
  ['mon adresse : hélène.fournier@orange.fr', ['email:hélène.fournier@orange.fr']],
  // An IBAN copied by hand in lower case: the check digits decide, whatever the case of its letters.
  ['virement de fr14 2004 1010 0505 0001 3m02 606 reçu', ['iban:fr14 2004 1010 0505 0001 3m02 606']],
  ['écrire à anaïs.lebrun@icloud.com ou zoé-anaïs@free.fr', ['email:anaïs.lebrun@icloud.com', 'email:zoé-anaïs@free.fr']],
  // Record numbers.
  ['IPP : 2019004512', ['record:2019004512']],
  ['NIP B-556 201, chambre 12', ['record:B-556 201']],
  ['N° de dossier : HJ-2024-00387', ['record:HJ-2024-00387']],
  ['numéro de dossier ASE : 59-2025-11782', ['record:59-2025-11782']],
  // Forms on separate lines or separated by tabs: the name stops at the end of its field.
  ['Nom : Dupont\nPrénom : Léa\nDate de naissance : 04/07/2015', ['name:Dupont', 'name:Léa', 'birthDate:04/07/2015']],
  ['Nom\tN’DIAYE\nPrénom\tAminata\nClasse\t5e B', ['name:N’DIAYE', 'name:Aminata']],
  ['Nom : ROCHA\tPrénom : Conceição', ['name:ROCHA', 'name:Conceição']],
  ['Patient\nMarc Vidal\nDate de naissance\n19/01/1984', ['name:Marc Vidal', 'birthDate:19/01/1984']],
  // Birth dates by context; addresses without a number keep their town masked.
  ['née en mars 1987, professeure de lettres', ['birthDate:mars 1987']],
  ['né en 1949, 76 ans', ['birthDate:1949']],
  ['33 ans (11/11/1992)', ['birthDate:11/11/1992']],
  ['Elle vit rue des Écoles à Douarnenez.', ['address:rue des Écoles à Douarnenez']],
  ['Domicile : Cité des Fleurs, bâtiment B, 59100 Roubaix', ['address:Cité des Fleurs, bâtiment B, 59100 Roubaix']],
];

/** Lines that name no one and hold no identifier. */
const NEGATIVES = [
  'Séance du 12/02/2023 : exposition graduée.',
  'Précédent bilan le 18/06/2021 (WISC-IV).',
  'Consultation du 28 février 2022 au CMP.',
  'Figure de Rey copiée en 3 minutes ; Stroop et Corsi dans la norme.',
  'RL/RI-16 de Grober et Buschke, MMSE de Folstein à 24/30.',
  'Échelle de Conners, test de Benton, WISC-V de Wechsler.',
  'Tableau évocateur d’une maladie d’Alzheimer ; syndrome d’Asperger évoqué.',
  'Adressé aux urgences de l’hôpital Robert-Debré en 2022.',
  'Lecture : Winnicott, Freud, Piaget et Bowlby.',
  'La théorie de l’esprit (test de Sally et Anne) est acquise.',
  'Scolarisé au collège Jean-Moulin, puis au lycée Louis-Pasteur.',
  'Vacances prévues en Normandie, à Deauville ; vit à Metz.',
  'Monsieur le Juge, Madame la Directrice,',
  'Mme présente une humeur plus stable.',
];

describe('shapes the guard must mask', () => {
  it.each(SHAPES)('%s', (text, expected) => {
    expect(masked(text)).toEqual(expected);
  });
  it.each(NEGATIVES)('leaves alone: %s', (text) => {
    expect(masked(text)).toEqual([]);
  });
});

describe('the particle bug', () => {
  it('sends "Nom : Jean La Fontaine" as one placeholder and restores it exactly', () => {
    const text = 'Nom : Jean La Fontaine';
    const replaced = replacePii(text, detectPii(text, { now: NOW }), {});
    expect(replaced.text).toBe('Nom : [PATIENT_1]');
    expect(restorePlaceholders(replaced.text, replaced.mapping)).toBe(text);
  });
});

describe('kinds', () => {
  it('tells patients, relatives and professionals apart', () => {
    const text = 'Adressé par le Dr Annaïg Le Bihan pour Noé Kerhervé ; sa mère Gwenaëlle est présente.';
    const roles = detectPii(text, { now: NOW }).map((match) => [match.value, match.role] as [string, string | undefined]);
    expect(roles).toEqual([
      ['Annaïg Le Bihan', 'professional'],
      ['Noé Kerhervé', 'patient'],
      ['Gwenaëlle', 'relative'],
    ]);
    const kinds: PiiKind[] = detectPii('IPP 4471203', { now: NOW }).map((match) => match.kind);
    expect(kinds).toEqual(['record']);
  });
});
