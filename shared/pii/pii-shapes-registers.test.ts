/**
 * The seventeenth part's round (docs/privacy/pii-guard.md, "Rounds"): registers, logs and exports — file codes written
 * without their label, address exports, flats, a town before its street, surnames that are days or months, initials
 * signing a log, and the false alarms of neurology and addiction care. Examples written for these tests, not copied from
 * the corpus; each failed before the round.
 */
import { describe, expect, it } from 'vitest';
import { masked, namesIn as names, withRoles } from './pii-test-support.ts';

describe('record numbers without their label', () => {
  it('masks a file code of letters and two or three groups of figures', () => {
    expect(masked('10:20  RC-69-2024-0788  rappel J30, répond, va mieux')).toEqual(['record:RC-69-2024-0788']);
    expect(masked('Dossier : FAM-2026-0147')).toEqual(['record:FAM-2026-0147']);
    expect(masked('numéro client MUT-13-551290, merci de le rappeler')).toEqual(['record:MUT-13-551290']);
  });

  it('leaves classification codes, versions and short references alone', () => {
    expect(masked('Épisode dépressif caractérisé (CIM-10 F32.1), COVID-19 en 2021, DSM-5-TR.')).toEqual([]);
    expect(masked('Norme ISO-9001, formulaire CERFA-15692, salle B-12-4.')).toEqual([]);
  });
});

describe('addresses', () => {
  it('keeps "apt" with the address, as "appt" was', () => {
    expect(masked('Adresse : Résidence Les Mimosas, bât. C, apt 21, 13008 Marseille')).toEqual(['postcode:Résidence Les Mimosas, bât. C, apt 21, 13008 Marseille']);
    expect(masked('Courrier à : Résidence du Port, apt 9, 3 rue des Sternes, 29200 Brest.')).toEqual(['address:Résidence du Port, apt 9, 3 rue des Sternes, 29200 Brest']);
  });

  it('masks the town written before the street after "à"', () => {
    expect(masked('Elle dort chez sa tante à Villeneuve-sur-Lot, 8 impasse des Tilleuls, depuis lundi.')).toEqual(['address:Villeneuve-sur-Lot, 8 impasse des Tilleuls']);
  });

  it('masks the postcode and town columns of an address export', () => {
    expect(masked('Nom;Prénom;Adresse;CP;Ville\nMARCHAND;Élise;4 rue Bayard;31000;Toulouse')).toEqual([
      'name:MARCHAND',
      'name:Élise',
      'address:4 rue Bayard',
      'address:31000',
      'address:Toulouse',
    ]);
  });
});

describe('tables', () => {
  it('masks nothing in a Markdown rule and goes on with the rows under it', () => {
    expect(masked('| Nom | Prénom | Présent |\n|---|---|---|\n| Renaud | Clément | oui |')).toEqual(['name:Renaud', 'name:Clément']);
  });

  it('masks a relative’s column and leaves the link in brackets out of the name', () => {
    expect(withRoles('| Nom | Prénom | Proche (lien) |\n|---|---|---|\n| Fabre | Odile | Gérald (époux) |')).toEqual(['patient:Fabre', 'patient:Odile', 'relative:Gérald']);
  });
});

describe('birth dates', () => {
  it('reads a month in Roman numerals', () => {
    expect(masked('Monsieur : ROUSSEL Paul, né le 17/XI/1969')).toContain('birthDate:17/XI/1969');
  });

  it('reads a month’s name and a year of two figures after a birth label only', () => {
    expect(masked('Date de naissance : le 9 mars 84')).toEqual(['birthDate:9 mars 84']);
    expect(masked('Séance du 9 mars 24 : reprise du travail.')).toEqual([]);
  });
});

describe('names', () => {
  it('masks an initial and a surname opening an agenda line before a colon or a bracket', () => {
    expect(names('10h — R. Pradel : absent, pas prévenu.')).toEqual(['R. Pradel']);
    expect(names('14h — S. Mai (s.3) : reprise des exercices.')).toEqual(['S. Mai']);
    expect(names('B. Résultats : voir tableau')).toEqual([]);
  });

  it('masks the practitioner’s initial and surname after "Cabinet"', () => {
    expect(withRoles('Cabinet L. Ferracci, psychologue')).toEqual(['professional:L. Ferracci']);
  });

  it('takes a day or a month in capitals before a given name for the surname, then finds it again alone', () => {
    expect(names('16h — JUIN Mathilde (s.4). Avance bien.')).toEqual(['JUIN Mathilde']);
    expect(names('Vu LUNDI Bastien ce matin. Lundi reviendra le 12. Lundi soir il dormait mal.')).toEqual(['LUNDI Bastien', 'Lundi']);
    expect(names('12/03  CHQ 0007711  SAMEDI CORINNE  70,00\nSamedi C. a redemandé une facture.')).toEqual(['SAMEDI CORINNE', 'Samedi C']);
    expect(names('rendez-vous le 3 JUIN Mathilde')).toEqual(['Mathilde']);
  });

  it('masks an initial alone after "le petit", "la petite"', () => {
    expect(names('je voudrais vous parler de la petite J. (5 ans) en supervision')).toEqual(['J.']);
  });

  it('masks two or three capitals signing a log’s line after a dash, not a note’s word', () => {
    expect(withRoles('Rappel fait, répond. — GM')).toEqual(['professional:GM']);
    expect(names('Pas de nouvelle crise. — RAS')).toEqual([]);
    expect(names('Orientée vers une thérapie. — TCC')).toEqual([]);
  });

  it('does not take a note’s "NV" (new patient) for part of the name', () => {
    expect(names('9h — NV Jonathan Ferrand, 22 ans')).toEqual(['Jonathan Ferrand']);
  });
});

describe('false alarms of neurology and addiction care', () => {
  it('leaves the drugs of multiple sclerosis, opioid overdose kits and imaging alone', () => {
    expect(names('Sous Kesimpta depuis 2023, auparavant Copaxone ; Nyxoid remis à la sortie ; DaTscan normal.')).toEqual([]);
  });

  it('leaves eponyms of neurology and life-event scales alone', () => {
    expect(names('Critères de McDonald remplis, phénomène d’Uhthoff, signe de Lhermitte ; échelle de Holmes et Rahe : 250.')).toEqual([]);
  });

  it('leaves a hospital’s site, a bank and an agency alone', () => {
    expect(names('Sortie des urgences de Tondu hier, suivi par le site Pellegrin.')).toEqual([]);
    expect(names('Relevé Crédit Mutuel, virement reçu.')).toEqual([]);
    expect(names('Adressé par : Mission locale')).toEqual([]);
  });
});
