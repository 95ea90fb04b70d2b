import { describe, expect, it } from 'vitest';
import { detectPii, ibanIsValid, nirKeyIsValid, replacePii, restorePlaceholders, type PiiKind } from './pii-guard.ts';

const NOW = new Date('2026-03-15T10:00:00Z');

/** French examples: the text and the identifiers a careful reader would flag (none for clean clinical text). */
const EXAMPLES: [string, PiiKind[]][] = [
  // NIR, valid keys (with and without spaces, Corsica)
  ['NIR : 1 85 05 75 123 456 73', ['nir']],
  ['numéro de sécu 185057512345673', ['nir']],
  ['Sécurité sociale 2 90 02 57 012 345 68', ['nir']],
  ['1 78 08 69 001 023 63 est son numéro', ['nir']],
  ['NIR 2 85 10 99 120 034 64', ['nir']],
  ['n° 1 92 02 13 345 678 03', ['nir']],
  ['Corse : 1 75 11 2B 055 123 12', ['nir']],
  ['2 66 01 33 047 011 93', ['nir']],
  ['assurée 2.99.06.75.333.222.77', ['nir']],
  ['1 70 04 57 463 100 67 (patient)', ['nir']],
  ['2 88 09 12 345 021 72', ['nir']],
  // NIR-shaped numbers with a wrong key
  ['1 85 05 75 123 456 74', []],
  ['Dossier 185057512345600', ['record']],
  ['2 90 02 57 012 345 11', []],
  ['1 75 11 2B 055 123 13', []],
  ['référence 1 92 02 13 345 678 99', []],
  // Phones
  ['Tél : 06 12 34 56 78', ['phone']],
  ['joignable au 0612345678', ['phone']],
  ['portable 06.12.34.56.78', ['phone']],
  ['fixe 03-87-12-34-56', ['phone']],
  ['+33 6 12 34 56 78', ['phone']],
  ['+33612345678', ['phone']],
  ['0033 6 12 34 56 78', ['phone']],
  ['+33 (0)6 12 34 56 78', ['phone']],
  ['rappeler la mère au 07 98 76 54 32 demain', ['phone']],
  ['cabinet : 01 23 45 67 89', ['phone']],
  ['score total 06 sur 12', []],
  ['code 0 12 3', []],
  // E-mails
  ['écrire à jean.dupont@gmail.com', ['email']],
  ['mail : lea_martin+psy@orange.fr', ['email']],
  ['contact famille: parents.durand@wanadoo.fr.', ['email']],
  ['l.bernard@chu-metz.fr a transmis le dossier', ['email']],
  ['adresse électronique : a@b.co', ['email']],
  // Dates of birth
  ['né le 12/03/1985', ['birthDate']],
  ['née le 3 mars 1990', ['birthDate']],
  ['Date de naissance : 04/07/2015', ['birthDate']],
  ['DDN 21.11.1978', ['birthDate']],
  ['naissance le 1er janvier 2012', ['birthDate']],
  ['né le 05-06-2019', ['birthDate']],
  ['patient de 45 ans (14/02/1981)', ['birthDate']],
  ['enfant né le 30/09/24', ['birthDate']],
  ['née le 12 décembre 1954 à Nancy', ['birthDate']],
  ['Séance du 12/03/2026', []],
  ['prochain rendez-vous le 20/03/2026', []],
  ['bilan réalisé le 2 mars 2026', []],
  ['début des troubles en 2019', []],
  ['passation le 10/01/2025', []],
  ['score 12/15 au subtest', []],
  // Postal addresses and postcodes
  ['habite 12 rue des Lilas, 57000 Metz', ['address']],
  ['domicile : 4 allée des Tilleuls', ['address']],
  ['3 bis avenue Foch', ['address']],
  ['vit au 27 boulevard Saint-Michel', ['address']],
  ['15, place de la République 75003 Paris', ['address']],
  ['8 impasse du Moulin', ['address']],
  ['120 route de Thionville', ['address']],
  ['2 chemin des Vignes à Plappeville', ['address']],
  ['déménagement à 54000 Nancy', ['postcode']],
  ['réside à 57070 Metz depuis 2 ans', ['postcode']],
  ['originaire de 13001 Marseille', ['postcode']],
  ['habite en Moselle', []],
  ['vit seul en appartement en centre-ville', []],
  ['QI total 85 (IC 95 % : 80-91)', []],
  ['indice 12000 de la grille', []],
  ['3 rue', []],
  ['traverse la rue seul', []],
  // IBAN
  ['IBAN FR14 2004 1010 0505 0001 3M02 606', ['iban']],
  ['RIB : FR7630006000011234567890189', ['iban']],
  ['FR68 1010 7001 1800 0123 4567 869 pour le remboursement', ['iban']],
  ['FR14 2004 1010 0505 0001 3M02 607', []],
  // RPPS
  ['RPPS 10001234565', ['rpps']],
  ['adressé par le Dr (RPPS : 10009876540)', ['rpps']],
  ['n° 81000456780', ['rpps']],
  ['dossier 12345678901', ['record']],
  // Names with titles
  ['M. Dupont est venu seul', ['name']],
  ['Mme Martin rapporte une fatigue', ['name']],
  ['Madame Léa Bernard, 34 ans', ['name']],
  ['Monsieur Jean-Pierre Lefèvre', ['name']],
  ['reçu Mlle Durand', ['name']],
  ['adressée par le Dr Moreau', ['name']],
  ['courrier du Docteur Petit', ['name']],
  ['Mme DUPONT-MARTIN', ['name']],
  ['monsieur Girard se plaint de maux de tête', ['name']],
  ['vu avec Madame Ngoc Anh Tran', ['name']],
  ['Pr Lambert, neurologue', ['name']],
  ['M. X, 40 ans', []],
  ['Mme D. décrit une humeur triste', []],
  ['madame est venue accompagnée', []],
  ['le patient, monsieur, 52 ans', []],
  ['Madame [PATIENT_1] décrit', []],
  // Names after "Nom :" / "Prénom :"
  ['Nom : Dupont', ['name']],
  ['Prénom : Léa', ['name']],
  ['Nom: Jean Moreau', ['name']],
  ['Nom de famille : Rousseau', ['name']],
  ['Nom : [PATIENT_1]', []],
  ['nom : non communiqué', []],
  // Several identifiers in one message
  ['Mme Martin, née le 12/03/1985, tél 06 12 34 56 78', ['name', 'birthDate', 'phone']],
  ['M. Durand, 12 rue Serpenoise 57000 Metz, jean.durand@free.fr', ['name', 'address', 'email']],
  ['NIR 1 85 05 75 123 456 73 et IBAN FR7630006000011234567890189', ['nir', 'iban']],
  ['Nom : Petit ; Prénom : Hugo ; DDN 02/05/2014', ['name', 'name', 'birthDate']],
  // Clean clinical text (anonymised)
  ['Patient de 35 ans, humeur dépressive depuis 3 semaines, insomnie d’endormissement.', []],
  ['WISC-V : ICV 112, IVS 98, IRF 105, IMT 88, IVT 79. QIT 97.', []],
  ['Enfant de 8 ans scolarisé en CE2, difficultés attentionnelles en classe.', []],
  ['Score BDI-II = 29, STAI-Y état 58, trait 61.', []],
  ['Le patient [PATIENT_1] rapporte des ruminations le soir.', []],
  ['Séance 4 : exposition graduée, SUD initial 80, final 35.', []],
  ['MoCA 22/30, rappel différé 1/5.', []],
  ['Traitement par sertraline 50 mg depuis 2 mois.', []],
  ['Adolescente de 15 ans, scarifications, idées suicidaires passives.', []],
  ['Rendez-vous hebdomadaire le mardi à 18 h.', []],
  ['Y-BOCS 26 : TOC modéré à sévère.', []],
  ['Vit avec sa compagne et deux enfants de 4 et 7 ans.', []],
  ['Le Dr a prescrit un bilan orthophonique.', []],
];

function score(): { tp: number; fp: number; fn: number; failures: string[] } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const failures: string[] = [];
  for (const [text, expected] of EXAMPLES) {
    const detected = detectPii(text, { now: NOW }).map((match) => match.kind);
    const remaining = [...expected];
    let exampleFp = 0;
    for (const kind of detected) {
      const index = remaining.indexOf(kind);
      if (index >= 0) {
        remaining.splice(index, 1);
        tp++;
      } else {
        exampleFp++;
      }
    }
    fp += exampleFp;
    fn += remaining.length;
    if (exampleFp > 0 || remaining.length > 0) failures.push(`${JSON.stringify(text)} expected ${JSON.stringify(expected)} got ${JSON.stringify(detected)}`);
  }
  return { tp, fp, fn, failures };
}

describe('PII guard over French examples', () => {
  it(`has at least 100 examples and high precision and recall`, () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(100);
    const { tp, fp, fn, failures } = score();
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    console.log(
      `[pii-guard] ${EXAMPLES.length} examples, ${tp + fn} identifiers: precision ${(100 * precision).toFixed(1)} % (${fp} false positives), recall ${(100 * recall).toFixed(1)} % (${fn} missed)` +
        (failures.length ? `\n  ${failures.join('\n  ')}` : ''),
    );
    expect(precision).toBeGreaterThanOrEqual(0.97);
    expect(recall).toBeGreaterThanOrEqual(0.97);
  });
});

describe('checksums', () => {
  it('checks NIR keys, Corsica included', () => {
    expect(nirKeyIsValid('1850575123456', '73')).toBe(true);
    expect(nirKeyIsValid('1850575123456', '74')).toBe(false);
    expect(nirKeyIsValid('175112B055123', '12')).toBe(true);
  });
  it('checks IBANs', () => {
    expect(ibanIsValid('FR14 2004 1010 0505 0001 3M02 606')).toBe(true);
    expect(ibanIsValid('FR14 2004 1010 0505 0001 3M02 607')).toBe(false);
  });
});

describe('placeholders', () => {
  it('replaces each value with a numbered placeholder, reuses it, and restores it', () => {
    const text = 'Mme Martin, tél 06 12 34 56 78. Mme Martin rappellera.';
    const first = replacePii(text, detectPii(text, { now: NOW }), {});
    expect(first.text).toBe('Mme [PATIENT_1], tél [TÉLÉPHONE_1]. Mme [PATIENT_1] rappellera.');
    expect(first.mapping).toEqual({ '[PATIENT_1]': 'Martin', '[TÉLÉPHONE_1]': '06 12 34 56 78' });
    const second = replacePii('M. Dupont et Mme Martin', detectPii('M. Dupont et Mme Martin', { now: NOW }), first.mapping);
    expect(second.text).toBe('M. [PATIENT_2] et Mme [PATIENT_1]');
    expect(restorePlaceholders('**[PATIENT_2]** et [PATIENT_1] ; [INCONNU_9]', second.mapping)).toBe('**Dupont** et Martin ; [INCONNU_9]');
  });
});
