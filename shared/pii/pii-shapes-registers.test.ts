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
    expect(masked('Adresse : Résidence Les Mimosas, bât. C, apt 21, 13008 Marseille')).toEqual(['address:Résidence Les Mimosas, bât. C, apt 21, 13008 Marseille']);
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

/**
 * The eighteenth part's round: insurers' and lawyers' references, dictated speech in lower case, forms typed from
 * tablets, lists of initials with their roles, names written in Chinese characters. Examples written for these tests.
 */
describe('references of insurers, lawyers and cards', () => {
  it('masks a claim or file code mixing letters and figures, not a phone’s photo', () => {
    expect(masked('Objet : sinistre 2025-IARD-0044182, victime blessée')).toEqual(['record:2025-IARD-0044182']);
    expect(masked('référence interne GMF-CORP-771203')).toEqual(['record:GMF-CORP-771203']);
    expect(masked('<pièce jointe : IMG-20250301-WA0012.jpg>')).toEqual([]);
  });

  it('masks the value after "Nos réf. :", "n° de sinistre", a card’s number and a dictated file number', () => {
    expect(masked('Nos réf. : LGR/2026/118 — Vos réf. : 55-B-1907')).toEqual(['record:LGR/2026/118', 'record:55-B-1907']);
    expect(masked('n° de sinistre Macif : 48 551 209 C')).toEqual(['record:48 551 209 C']);
    expect(masked('CMI invalidité n° CMI-I 075 4410932')).toEqual(['record:CMI-I 075 4410932']);
    expect(masked('dossier du cabinet numéro 2026 0117 ouvrir la parenthèse')).toEqual(['record:2026 0117']);
  });
});

describe('dictated and typed speech', () => {
  it('reads a phone said pair by pair with commas, and "plus trente-trois"', () => {
    expect(masked('rappeler au zéro sept, 61, 20, 44, 98 ce soir')).toEqual(['phone:zéro sept, 61, 20, 44, 98']);
    expect(masked('mon numéro plus trente-trois sept 55 10 28 64 voilà')).toEqual(['phone:plus trente-trois sept 55 10 28 64']);
  });

  it('reads a birth date with spaces after a birth label, and a day and month said after "née le"', () => {
    expect(masked('Date de naissance : 03 09 1961')).toEqual(['birthDate:03 09 1961']);
    expect(masked('leur fille née le 9 juillet pèse trois kilos')).toEqual(['birthDate:9 juillet']);
    expect(masked('séance le 9 juillet à dix heures')).toEqual([]);
  });

  it('reads "DDN" with words before its colon', () => {
    expect(masked('DDN vérifiée sur la carte : 22.02.2003')).toEqual(['birthDate:22.02.2003']);
  });

  it('reads a dictated address in lower case, and a lieu-dit with its postcode', () => {
    expect(masked('ils habitent dix-sept rue des peupliers à saint-priest maintenant')).toEqual(['address:dix-sept rue des peupliers à saint-priest']);
    expect(masked('elle vit au lieu-dit la grange neuve 24200 sarlat avec sa fille')).toEqual(['address:lieu-dit la grange neuve 24200 sarlat']);
  });

  it('masks a name in lower case after a word that introduces a person, known or not', () => {
    expect(names('bonjour moi c’est kwame asante le papa')).toEqual(['kwame asante']);
    expect(names('et voici tenzin qui traduit')).toEqual(['tenzin']);
    expect(names('c’est attachant, je suis joignable demain, c’est relou')).toEqual([]);
  });

  it('masks a relative’s name in lower case that the lexicon does not hold, not an adjective or a verb', () => {
    expect(names('il parle de sa femme shirin et de son frère dawit')).toEqual(['shirin', 'dawit']);
    expect(names('la mère hyperalgique, le père injoignable, sa femme touchera l’argent')).toEqual([]);
  });

  it('finds again alone the words of a lower-case name the lexicon does not hold', () => {
    expect(names('voici tenzin dorje qui traduit … merci tenzin')).toEqual(['tenzin dorje', 'tenzin']);
  });

  it('ends a lower-case name before a dictation word', () => {
    expect(names('adressée par madame le corre point à la ligne')).toEqual(['le corre']);
  });

  it('never takes a word of grammar joined by a hyphen or an apostrophe for a name', () => {
    expect(names('bonjour monsieur est-ce que vous m’entendez, pourra-t-il venir jusqu’à nous')).toEqual([]);
    expect(names("L'épilepsie est stabilisée. L'insomnie persiste.")).toEqual([]);
  });
});

describe('names in lists, logs and letters', () => {
  it('masks initials and surnames before a role acronym in brackets, and after a role and a comma', () => {
    expect(withRoles('Présents : K. Le Bras (IDE), P. Mével (SF).')).toEqual(['professional:K. Le Bras', 'professional:P. Mével']);
    expect(withRoles('La proviseure, N. Gaillard')).toEqual(['professional:N. Gaillard']);
  });

  it('masks initials in capitals before a role in brackets, not a Roman numeral', () => {
    expect(withRoles('VAD du 03/02 — RB + CTL (IDE) ; accueil par JFM (dir.)')).toEqual(['professional:RB', 'professional:CTL', 'professional:JFM']);
    expect(names('WAIS-IV (version française), Stroop (IV)')).toEqual([]);
  });

  it('masks dotted initials signing a log line, and initials after a title', () => {
    expect(withRoles('Rappel noté. — D.M.')).toEqual(['professional:D.M.']);
    expect(names('1. M. R. T. (dossier suivi) — reprise')).toEqual(['R. T.']);
  });

  it('masks initials in capitals quoted as a nickname after the name', () => {
    expect(names('Appel de Pierre-Louis, dit « PL », 47 ans')).toEqual(['Pierre-Louis', 'PL']);
  });

  it('keeps a Vietnamese middle name with the surname, and an accented "Lê" before a given name', () => {
    expect(names('- Minh Tran Van, psychologue EDA')).toEqual(['Minh Tran Van']);
    expect(names('Avec mes sentiments confraternels,\nLê Thi Mai, psychologue')).toEqual(['Lê Thi Mai']);
  });

  it('masks a name in Chinese characters', () => {
    expect(names('Courriel à 王芳, la cousine')).toEqual(['王芳']);
  });

  it('masks a surname in capitals after "Victime", "Défunt", "Assurée"', () => {
    expect(names('Objet : Victime ETCHEGARAY / Expertise')).toEqual(['ETCHEGARAY']);
  });

  it('masks a month as a baby’s name after "la petite"', () => {
    expect(names('Nous pensons à vous et à la petite Juin.')).toEqual(['Juin']);
  });

  it('masks the residence, the building and the site of an address', () => {
    expect(masked('Aire d’accueil des gens du voyage, emplacement 3, route de Gap, 05000 Gap')).toEqual(['address:Aire d’accueil des gens du voyage, emplacement 3, route de Gap, 05000 Gap']);
    expect(masked('bâtiment Érable, 6 rue Jean-Jaurès, 38400 Saint-Martin-d’Hères')).toEqual(['address:bâtiment Érable, 6 rue Jean-Jaurès, 38400 Saint-Martin-d’Hères']);
    expect(masked('12 allées Marines, 64100 Bayonne ; 9 rue Haute, 2e étage droite, 67000 Strasbourg')).toEqual(['address:12 allées Marines, 64100 Bayonne', 'address:9 rue Haute, 2e étage droite, 67000 Strasbourg']);
  });
});

/**
 * The nineteenth part's round: software exports with English headers, sign-in sheets, stays and tax references,
 * overseas phones and addresses, headings in Title Case. Examples written for these tests.
 */
describe('exports and sheets', () => {
  it('reads the English headers of a software export, a relative’s link before a dash, and leaves a status alone', () => {
    expect(masked('id;first_name;last_name;dob;emergency_contact;status\nCL-2210;Anaïs;Combe;1994-06-18;Dad — Gérard Combe;archived')).toEqual([
      'name:Anaïs',
      'name:Combe',
      'birthDate:1994-06-18',
      'name:Gérard Combe',
    ]);
  });

  it('masks the initials of a signature column, not its "OK"', () => {
    expect(masked('Nom\tPrénom\tSignature\nBERTIN\tLéna\tL.B.\nOSMAN\tHodan\tOK')).toEqual(['name:BERTIN', 'name:Léna', 'name:L.B.', 'name:OSMAN', 'name:Hodan']);
  });
});

describe('references and numbers of the nineteenth part’s shapes', () => {
  it('masks a stay, a contributor’s account and a request’s number, a docket after "Dossier :"', () => {
    expect(masked('IPP : 6900112233   Séjour : 26-004417')).toEqual(['record:6900112233', 'record:26-004417']);
    expect(masked('Compte cotisant n° 117 000 845 226')).toEqual(['record:117 000 845 226']);
    expect(masked('Numéro de la demande : 2026/02/220871')).toEqual(['record:2026/02/220871']);
    expect(masked('Dossier : JAP 25/01177 — aménagement de peine')).toEqual(['record:JAP 25/01177']);
  });

  it('leaves an invoice’s number alone', () => {
    expect(masked('FACTURE HON-2026-07 — séance du 12/02')).toEqual([]);
  });

  it('reads a foreign number after "00 " and an overseas number with its code in brackets', () => {
    expect(masked('son numéro c’est le 00 216 98 44 17 26 le soir')).toEqual(['phone:00 216 98 44 17 26']);
    expect(masked('joignable au (+689) 87 21 40 55')).toEqual(['phone:(+689) 87 21 40 55']);
  });

  it('keeps a room, a tower and a lot with the address, and the town after the floor', () => {
    expect(masked('Adresse : Résidence Camus, bâtiment A, chambre 112, 2 rue Pasteur, 59000 Lille')).toEqual(['address:Résidence Camus, bâtiment A, chambre 112, 2 rue Pasteur, 59000 Lille']);
    expect(masked('Elle vit au 8 rue des Tanneurs, appartement 4, tour B, 67000 Strasbourg.')).toEqual(['address:8 rue des Tanneurs, appartement 4, tour B, 67000 Strasbourg']);
    expect(masked('chez lui, 12 bis rue Judaïque, 3e étage droite, Bordeaux.')).toEqual(['address:12 bis rue Judaïque, 3e étage droite, Bordeaux']);
  });

  it('reads a full date right after a patient’s name and a dash', () => {
    expect(masked('Objet : M. Henri PASQUIER, 02.11.1951 — bilan préopératoire')).toContain('birthDate:02.11.1951');
  });
});

describe('names of the nineteenth part’s shapes', () => {
  it('masks a compound given name in lower case after a kinship word, with its surname', () => {
    expect(names('vue avec la maman marie-josé payet et la grand-mère')).toEqual(['marie-josé payet']);
  });

  it('masks a nickname in brackets after a grandparent, and a second nickname chained to a first', () => {
    expect(withRoles('dort chez sa grand-mère le samedi (« Mamita »), va mieux')).toEqual(['relative:Mamita']);
    expect(names('connus sous les surnoms de « Ti Jo » et « Bibou » à la crèche')).toEqual(['Ti Jo', 'Bibou']);
  });

  it('masks initials after "Signature :", a subject that is a surname alone, a lower-case bank party', () => {
    expect(names('Date : 13/11/2025    Signature : L. B.')).toEqual(['L. B.']);
    expect(names('Objet : BERNHEIM — éléments pour la commission')).toEqual(['BERNHEIM']);
    expect(names('VIR SEPA RECU /DE lucie bonnet /IBAN FR76…')).toEqual(['lucie bonnet']);
  });

  it('does not take "le monsieur de Toulouse" for a title and a name, nor a Title Case heading', () => {
    expect(names('appelant connu (« le monsieur de Toulouse »)')).toEqual([]);
    expect(names('Compte Rendu De Synthèse Pluridisciplinaire')).toEqual([]);
    expect(names('Madame Le Floch,\nJe vous écris')).toEqual(['Le Floch']);
  });

  it('leaves English kinship words and a hospital named after a person alone', () => {
    expect(names('Contact : Mum, sinon Dad.')).toEqual([]);
    expect(names('Dolto consultait à Trousseau ; dans la lignée de Milton Erickson.')).toEqual([]);
  });
});

/**
 * The twentieth part's round: a French school abroad writing in English, overseas addresses, members' numbers, logs
 * signed by initials and surnames that are words or eponyms. Examples written for these tests.
 */
describe('the twentieth part’s shapes', () => {
  it('masks an Irish or British address, with its district and its postcode', () => {
    expect(masked('We live at 9 Cowper Road, Rathmines, Dublin 6, D06 K2P4 since June.')).toEqual(['address:9 Cowper Road, Rathmines, Dublin 6, D06 K2P4']);
    expect(masked('Clinic: Suite 2, 40 Upper Mount Street, Dublin 2')).toEqual(['address:Suite 2, 40 Upper Mount Street, Dublin 2']);
  });

  it('leaves the English words of a mixed-language e-mail alone', () => {
    expect(names('Hello, Thanks for Wednesday. His English teacher says I’ll see him on Mondays in October.')).toEqual([]);
  });

  it('masks a member’s number after its insurer’s name, with the name', () => {
    expect(masked('n° d’adhérente MGEN 2204817-01')).toEqual(['record:MGEN 2204817-01']);
    expect(masked('N° d’assuré CAFAT : 0319022')).toEqual(['record:0319022']);
    expect(masked('dossier MDPH envoyé (réf. 31-2025-004471) hier')).toEqual(['record:31-2025-004471']);
  });

  it('masks an initial and a surname alone in brackets, or closing a log’s heading after a dash, even a word or an eponym', () => {
    expect(names('12/02 — Visite (P. Mardi). Accueil chaleureux.')).toEqual(['P. Mardi']);
    expect(names('Samedi 14/12 — R. Soleil\nArrivée du père à 14 h')).toEqual(['R. Soleil']);
    expect(names('Intervenants : C. Charcot (10 jours), D. Morin (4 jours)')).toEqual(['C. Charcot', 'D. Morin']);
    expect(names('selon J. Piaget, la conservation du nombre')).toEqual([]);
  });

  it('keeps a lotissement, a lot, a BP and a quarter with the address', () => {
    expect(masked('Lotissement Les Manguiers, lot 8, 97351 Matoury')).toEqual(['address:Lotissement Les Manguiers, lot 8, 97351 Matoury']);
    expect(masked('tribu de Wagap, BP 12, 98822 Poindimié')).toEqual(['address:tribu de Wagap, BP 12, 98822 Poindimié']);
    expect(masked('Immeuble Le Récif, 3e étage, 8 rue de Sébastopol, Quartier Latin, 98800 Nouméa')).toEqual(['address:Immeuble Le Récif, 3e étage, 8 rue de Sébastopol, Quartier Latin, 98800 Nouméa']);
    expect(masked('ZI des Pins, 12 rue des Forges, 45100 Orléans')).toEqual(['address:ZI des Pins, 12 rue des Forges, 45100 Orléans']);
  });

  it('leaves the authors of questionnaires and models alone', () => {
    expect(names('Le questionnaire de Horne et Östberg ; le modèle de Stroebe et Schut ; le rapport Gollac.')).toEqual([]);
  });
});

/** The twenty-first part's round: what practitioners paste to be rewritten. Examples written for these tests. */
describe('the twenty-first part’s shapes', () => {
  it('masks a given name and a surname alone in brackets after an activity, even an author’s surname', () => {
    expect(names('10h\tGroupe Parole (Hélène Wallon)\tRemédiation (H. Wallon)')).toEqual(['Hélène Wallon', 'H. Wallon']);
  });

  it('masks a month or a day after a lower-case title, not before a year', () => {
    expect(names('- mr juillet 06 14 27 83 90 (pas venu)')).toEqual(['juillet']);
    expect(names('bonjour c’est madame dimanche la maman de lou')).toContain('dimanche');
    expect(names('rappeler mme janvier 2025 pour le bilan')).toEqual([]);
  });

  it('keeps a surname’s initial after a given name before a word of grammar', () => {
    expect(names('Bonjour, c’est Mathieu L. Je voulais vous dire merci.')).toEqual(['Mathieu L']);
  });

  it('masks two or three capitals closing a message after its last sentence, not an acronym', () => {
    expect(names('Je la reverrai le 5 mai. GD\n')).toEqual(['GD']);
    expect(names('Bilan à refaire dans un an. TCC\n')).toEqual([]);
  });

  it('masks a Swiss or Belgian number, a file after "mon dossier … c’est", and a birth date said after a colon', () => {
    expect(masked('Cabinet à Genève, tél. 022 310 44 18.')).toEqual(['phone:022 310 44 18']);
    expect(masked('mon dossier là-bas c’est CHU-NT 5520193, merci')).toEqual(['record:CHU-NT 5520193']);
    expect(masked('Elle dit que sa date de naissance est fausse sur le planning des bilans : c’est le 2 mars 1969.')).toEqual(['birthDate:2 mars 1969']);
  });

  it('keeps a practice’s name before its street', () => {
    expect(masked('Signature : psychologue, cabinet Les Acacias, 4 rue Gambetta, 64100 Bayonne')).toEqual(['address:cabinet Les Acacias, 4 rue Gambetta, 64100 Bayonne']);
  });

  it('leaves a heading word and the authors of models and scales alone', () => {
    expect(names('Sevrage fait en janvier. Tampa 47, PCS 38. Triangle de Karpman.')).toEqual([]);
  });
});

/** The twenty-second part's round: numbered call lists, payers' columns, a dictated file number. Examples written for these tests. */
describe('the twenty-second part’s shapes', () => {
  it('masks a lower-case name opening a numbered list item, the surname first or last', () => {
    expect(names('1 inès morel 06 11 22 33 44 → fait\n3 lambert noémie : rappeler la maman')).toEqual(['inès morel', 'lambert noémie']);
  });

  it('masks a payer’s column, not the payer’s role', () => {
    expect(masked('Bénéficiaire;Payeur;Jours\nROUX Émile;Roux-Marchal Chantal;2\nPETIT Lucien;patient;1')).toEqual(['name:ROUX Émile', 'name:Roux-Marchal Chantal', 'name:PETIT Lucien']);
  });

  it('masks the number after "le dossier c’est le numéro"', () => {
    expect(masked('le dossier c’est le numéro 069-2025-004417, rappelez-moi')).toEqual(['record:069-2025-004417']);
  });

  it('leaves the authors and tests of this part alone', () => {
    expect(names('Critères de Rascovsky ; test de Brixton ; méthode Montessori ; ASIA A ; Searles ; validation de Naomi Feil.')).toEqual([]);
  });
});

/** The twenty-third part's round: nicknames after a fellow's word, bank lines, record labels with words between. Examples written for these tests. */
describe('the twenty-third part’s shapes', () => {
  it('masks a nickname in quotation marks after a cellmate’s or a roommate’s word, and a half-known compound after a kinship word', () => {
    expect(withRoles('Il parle de son codétenu « Zizou » qui le protège.')).toEqual(['relative:Zizou']);
    expect(withRoles('Sa voisine de chambre, "Mémé Lili", lui rend visite.')).toEqual(['relative:Mémé Lili']);
    expect(withRoles('son frère Jean-Kerlann viendra jeudi')).toEqual(['relative:Jean-Kerlann']);
    expect(names('Elle est scolarisée au collège Jules-Ferry.')).toEqual([]);
  });

  it('masks a transfer’s party closed by one or two initials, after its purpose', () => {
    expect(names('12/02/2026;VIR DE ROCHEMONT PA;60,00;FR76\n13/02/2026;VIR SUPERVISION MARCHETTI-BRUN S;-80,00;FR76')).toEqual(['ROCHEMONT PA', 'MARCHETTI-BRUN S']);
  });

  it('masks an initial and a surname opening a list item before a dash, not a heading', () => {
    expect(names('- J. Castagnède — relancer pour le bilan\n- B. Résultats — voir plus bas')).toEqual(['J. Castagnède']);
  });

  it('masks a lower-case given name whose word sense is rare, not a word a note uses', () => {
    expect(names('clés rendues par sylvain hier soir')).toEqual(['sylvain']);
    expect(names('elle veut que je lise son carnet ; manuel WAIS-IV acheté')).toEqual([]);
  });

  it('masks a record number after "dossier" and words, and a birth date whose label names "M." with a note in brackets', () => {
    expect(masked('Mme Kervella (dossier résident RSD-0871) chante.')).toEqual(['name:Kervella', 'record:RSD-0871']);
    expect(masked('Dossier CMP enfants n° C25-01442 ouvert.')).toEqual(['record:C25-01442']);
    expect(masked('Date de naissance de Mme (pour le dossier APA) : avril 1949.')).toEqual(['birthDate:avril 1949']);
  });

  it('leaves singers and places this part writes alone', () => {
    expect(names('Atelier chant : Tino Rossi, Édith Piaf, puis « La Mer » de Charles Trenet. Le CMP est près du Tonkin.')).toEqual([]);
  });
});

/** The place list (shared/pii/lexicon/places.ts): towns, départements and countries without a word that says "place". */
describe('the place list', () => {
  it('leaves a town, a département or a country alone where no word before it says it is a place', () => {
    expect(names('Souvenirs du marché de Figeac le samedi. Elle a quitté Aurillac l’an dernier pour Oyonnax.')).toEqual([]);
    expect(names('Le club de rugby de Castres, puis Millau. Il travaille entre Mamoudzou et Papeete, parfois l’Érythrée.')).toEqual([]);
  });

  it('still masks a surname that is a town after a title or a given name', () => {
    expect(names('M. Millau est venu seul. Le dossier de Paul Castres est complet.')).toEqual(['Millau', 'Paul Castres']);
  });
});

/** The twenty-fourth part's round: insurers' addresses, numbers after an agency's name, logs, institutions before a role. Examples written for these tests. */
describe('the twenty-fourth part’s shapes', () => {
  it('masks the office’s number after "Cedex", and a postcode in brackets after the town of a labelled address', () => {
    expect(masked('Courrier à envoyer : CS 20017, 69441 Lyon Cedex 3')).toEqual(['address:CS 20017, 69441 Lyon Cedex 3']);
    expect(masked('Il est domicilié à Lacanau (33680), lieu-dit le Moutchic')).toEqual(['address:Lacanau (33680), lieu-dit le Moutchic']);
  });

  it('masks a long number after "n°" and an agency’s name, not a company’s', () => {
    expect(masked('Attestation jointe (n° CAF 4412098731), avis du médecin conseil.')).toEqual(['record:4412098731']);
    expect(masked('N° OFII : 7712045398 ; n° SIRET 12345678900012')).toEqual(['record:7712045398']);
  });

  it('masks an initial and a surname between a log line’s dashes, not a heading', () => {
    expect(names('12/05/2026 — P. Kerbrat — interprète présent\n9h30 — B. Résultats — à relire')).toEqual(['P. Kerbrat']);
  });

  it('masks a name after an institution’s word when a role or a comma says it is a person', () => {
    expect(names('Il va au groupe de l’éducateur Yannick Le Moal le mardi.')).toEqual(['Yannick Le Moal']);
    expect(names('L’infirmière du CMP, Sandrine Poulain, a rappelé.')).toEqual(['Sandrine Poulain']);
    expect(names('Elle est scolarisée au groupe scolaire Marie Curie, Brest.')).toEqual([]);
  });

  it('leaves a town column alone when the export has no street or postcode column', () => {
    expect(masked('nom;prenom;ville;decision\nDURAND;Léa;Quimperlé;suivi')).toEqual(['name:DURAND', 'name:Léa']);
  });

  it('leaves tests, protocols, authors, software, acronyms, places abroad and a day’s abbreviation alone', () => {
    expect(names('Fagerström 6, protocole de Stupp, classification d’Engel ; le Zareki-R selon Dehaene ; IRMf et EEGs prévus.')).toEqual([]);
    expect(names('Je ne le trouve pas dans Orbis. Sam. 21/03 — 08:15 : appel. Le site des Transports Delorme ferme.')).toEqual([]);
    expect(names('Il est passé par Tripoli, Lesbos puis Vintimille avant Calais.')).toEqual([]);
  });
});

/** The twenty-fifth part's round: a foyer's name before its street, Belgian addresses, initials, birth names in brackets. Examples written for these tests. */
describe('the twenty-fifth part’s shapes', () => {
  it('keeps a hostel’s name with its street, and a building named with an article', () => {
    expect(masked('Dernière adresse : foyer Les Oliviers, 9 rue Pasteur, 13003 Marseille')).toEqual(['address:foyer Les Oliviers, 9 rue Pasteur, 13003 Marseille']);
    expect(masked('Permanence : 5 allée des Pins, bâtiment Le Ponant, 56100 Lorient')).toEqual(['address:5 allée des Pins, bâtiment Le Ponant, 56100 Lorient']);
  });

  it('masks a Belgian or Dutch address, its number after the street', () => {
    expect(masked('Cabinet : Avenue Louise 231 bte 4, 1050 Ixelles, Belgique')).toEqual(['address:Avenue Louise 231 bte 4, 1050 Ixelles, Belgique']);
    expect(masked('Le père habite Molenstraat 7, 9000 Gent.')).toEqual(['address:Molenstraat 7, 9000 Gent']);
  });

  it('masks a phone dictated with a pair split into its figures and "trente et un"', () => {
    expect(masked('rappeler au zéro sept huit un vingt et un trente-trois quarante et un douze')).toEqual(['phone:zéro sept huit un vingt et un trente-trois quarante et un douze']);
  });

  it('masks an initial before a surname that is no word, a birth name in brackets, an old friend and a day after "madame"', () => {
    expect(names('Objet : dossier B. Kerhervé — suite')).toEqual(['B. Kerhervé']);
    expect(names('Sophie Marrec (née Le Bihan) a appelé. Son vieux copain Loïc Le Gall est passé.')).toEqual(['Sophie Marrec', 'Le Bihan', 'Loïc Le Gall']);
    expect(names('oui bonjour c’est madame Samedi, la voisine')).toEqual(['Samedi']);
    expect(names('Code de l’immeuble : 4721B. Interphone en panne.')).toEqual([]);
  });

  it('leaves payment words, Parkinson drugs, singers, writers, games and a Belgian athénée alone', () => {
    expect(names('Règlement\nVirement\nChèque\nSous Sifrol et Mantadix. Elle écoute Aznavour et lit Les Misérables de Victor Hugo.')).toEqual([]);
    expect(names('Il joue à Valorant. Scolarisé à l’athénée Adolphe Max, il vit près d’Anjouan.')).toEqual([]);
  });
});

/** The twenty-sixth part's round: Irish names and English letters, taxpayers' numbers, a birth name that is a word. Examples written for these tests. */
describe('the twenty-sixth part’s shapes', () => {
  it('masks Irish given names and the surname after "Mac", a surname after "Ms" or "Mrs", and "Jordan" after "de"', () => {
    expect(names('Le père, Ciarán Mac Namara, appelle ce soir.')).toEqual(['Ciarán Mac Namara']);
    expect(names('Dear Ms Avril, dear Mrs Doyle,')).toEqual(['Avril', 'Doyle']);
    expect(names('La mère de Jordan a rappelé.')).toEqual(['Jordan']);
  });

  it('masks a birth name that is a French word right after the person’s name', () => {
    expect(names('Mme Claire Dumas, née Marchand, est la donneuse.')).toEqual(['Claire Dumas, née Marchand']);
  });

  it('masks a contributor’s and a taxpayer’s number, and a request’s number with a phone’s shape', () => {
    expect(masked('Votre demande n° 2025-0412-339871 ; compte cotisant 527 0000001234567 ; Numéro fiscal : 12 34 567 890 123')).toEqual([
      'record:2025-0412-339871',
      'record:527 0000001234567',
      'record:12 34 567 890 123',
    ]);
  });

  it('keeps a stadium’s name and a ground floor with their address', () => {
    expect(masked('Rendez-vous : Stade Jean-Dauger, 2 rue du Trinquet, 64100 Bayonne')).toEqual(['address:Stade Jean-Dauger, 2 rue du Trinquet, 64100 Bayonne']);
    expect(masked('Local : Le Patio, bâtiment B, rez-de-chaussée, 8 rue Nationale, 37000 Tours')).toEqual(['address:Le Patio, bâtiment B, rez-de-chaussée, 8 rue Nationale, 37000 Tours']);
  });

  it('leaves English words, a verb’s future, an eponym, a myth, a beer and a school’s abbreviation alone', () => {
    expect(names('My mother said she can call you and can keep his file.')).toEqual([]);
    expect(names('Je ne signerai rien. Chorée de Sydenham, épée de Damoclès, une Leffe ; élèves de Tle CGEA ; IPP CH Côte Basque.')).toEqual([]);
  });
});

/** The twenty-seventh part's round: police reports' numbers, a residents' list, chalets, signatures. Examples written for these tests. */
describe('the twenty-seventh part’s shapes', () => {
  it('masks a police report’s number, a transplant list’s code and an asylum seeker’s number under its column', () => {
    expect(masked('Procès-verbal n° 2025/018842 ; réquisition PV 2025/018842 ; inscription (n° T-75-2025-01234)')).toEqual(['record:2025/018842', 'record:2025/018842', 'record:T-75-2025-01234']);
    expect(masked('Ch.\tNOM\tPrénom\tN° AGDREF\n8\tRAHIMI\tNadia\t7501122334')).toEqual(['name:RAHIMI', 'name:Nadia', 'record:7501122334']);
  });

  it('keeps a chalet’s name with its address, and masks an initial and a surname before a nurse’s role', () => {
    expect(masked('Hébergés : Chalet Les Marmottes, 73150 Val-d’Isère')).toEqual(['address:Chalet Les Marmottes, 73150 Val-d’Isère']);
    expect(names('Compte rendu : J. Bergeron, psychologue — L. Marin, IDE')).toEqual(['J. Bergeron', 'L. Marin']);
  });

  it('leaves a signature column’s "signé", an airline, writers and a charity house alone', () => {
    expect(masked('Aidant\tLien\tSignature\nROUX Paulette\tépouse\tsigné')).toEqual(['name:ROUX Paulette']);
    expect(names('Service médical Air Opaline. Il a lu Annie Ernaux et Lionel Duroy ; la Maison Ronald McDonald accueille la famille.')).toEqual([]);
  });
});

/** The twenty-eighth part's round: sorting offices' boxes, pension numbers, codes with a département's figures, medical and musical eponyms. Examples written for these tests. */
describe('the twenty-eighth part’s shapes', () => {
  it('keeps a sorting office’s box with the address, an association’s name before its street, and a square before its box', () => {
    expect(masked('Écrire à : TSA 50012, 75998 Paris Cedex 14')).toEqual(['address:TSA 50012, 75998 Paris Cedex 14']);
    expect(masked('Domiciliation : association Les Amis du Rhône, BP 18, 4 rue Neuve, 69002 Lyon')).toEqual(['address:association Les Amis du Rhône, BP 18, 4 rue Neuve, 69002 Lyon']);
    expect(masked('Service : Place du Professeur-Combal, TSA 10022, 34295 Montpellier Cedex 5')).toEqual(['address:Place du Professeur-Combal, TSA 10022, 34295 Montpellier Cedex 5']);
  });

  it('masks a pension’s number and a code whose capitals end with a département’s figures', () => {
    expect(masked('N° de pension : PMI 75 2024 012345 ; code CG13-B-25-0871')).toEqual(['record:PMI 75 2024 012345', 'record:CG13-B-25-0871']);
  });

  it('leaves medical eponyms, therapy programmes, composers, drugs, apps, operations and subtests alone', () => {
    expect(names('Tétralogie de Fallot, shunt de Blalock-Taussig, sarcome de Kaposi ; programme Lidcombe puis Camperdown.')).toEqual([]);
    expect(names('Il joue le Boléro de Ravel et du Berlioz. Sous Truvada ; il a lu Doctissimo et utilise Grindr ; opération Serval puis Sangaris.')).toEqual([]);
    expect(names('Similitudes 12, Matrices 9, Balances 11 ; appel au SAMU ; consultation au CeGIDD.')).toEqual([]);
  });
});

/** The twenty-ninth part's round: English birth labels, a file number with its year, Polish and Catalan names, exports in English. Examples written for these tests. */
describe('the twenty-ninth part’s shapes', () => {
  it('masks a birth date after "DOB", a file number holding its year after "n°", and a month given name before a surname in capitals', () => {
    expect(masked('DOB:\t1990-07-21')).toEqual(['birthDate:1990-07-21']);
    expect(masked('Le dossier porte le n° 33-2025-004512, merci.')).toEqual(['record:33-2025-004512']);
    expect(names('Je vous adresse Mme Juin MORVAN pour un bilan.')).toEqual(['Juin MORVAN']);
  });

  it('masks Polish and Catalan given names', () => {
    expect(names('La petite joue avec Kacper ; merci à Gosia pour la traduction. Le père, Jordi, a appelé.')).toEqual(['Kacper', 'Gosia', 'Jordi']);
  });

  it('leaves an export’s English days and words, burn and dementia eponyms, writers, cartoons and towns abroad alone', () => {
    expect(names('Mon Tue Wed Thu Fri : TST 6h10, Day 2, Algorithm v3.')).toEqual([]);
    expect(names('Critères de McKeith, table de Lund et Browder, score de Baux ; il relit Montaigne et Balzac ; Bolek et Lolek ; euh.')).toEqual([]);
    expect(names('Famille installée à Katowice puis à Dortmund ; poèmes de Wisława Szymborska.')).toEqual([]);
  });
});

/** The thirtieth part's round: call sheets' and beneficiaries' codes, a prosecutor's reference, a booking export's practitioner. Examples written for these tests. */
describe('the thirtieth part’s shapes', () => {
  it('masks a call sheet’s number, a beneficiary’s code and a reference after words and a colon', () => {
    expect(masked('Fiche n° 3977-25-200417-R2 ; rappel sur la fiche 3977-25-200417')).toEqual(['record:3977-25-200417-R2', 'record:3977-25-200417']);
    expect(masked('Une mère (code bénéficiaire KLM-0418) ; Réf. parquet mineurs : 25/1102/PM')).toEqual(['record:KLM-0418', 'record:25/1102/PM']);
    expect(masked('Fiche n° 3 : exercices de respiration')).toEqual([]);
  });

  it('masks the practitioner’s column of a booking export', () => {
    expect(masked('date;heure;nom;intervenant\n02/10/2026;09:00;ROUSSEL;KERGOAT')).toEqual(['name:ROUSSEL', 'name:KERGOAT']);
  });

  it('leaves cardiac drugs, farm brands, writers, a rapper, the EMDR’s author and islands alone', () => {
    expect(names('Sous Tahor et Coversyl ; robot Lely et logiciel Isagri ; il lit Albert Cohen et Jules Vallès, écoute Soolking.')).toEqual([]);
    expect(names('Méthode de Francine Shapiro ; née à Ouessant, mission à Toamasina.')).toEqual([]);
  });
});

/** The thirty-first part's round: months as given names, nicknames without quotes, ranks, a NIR's birth month, slashed references, lists of towns and titles of works. Examples written for these tests. */
describe('the thirty-first part’s shapes', () => {
  it('masks a month given name after a surname in capitals with an age, a nickname without quotes and a surname with its particle after a rank', () => {
    expect(names('LORIENT Avril, 31 ans, aide-soignante de nuit.')).toEqual(['LORIENT Avril']);
    expect(names('Au lycée, tout le monde l’appelle Fév, dit-elle.')).toEqual(['Fév']);
    expect(names('Entretien mené par le brigadier Le Blanc.')).toEqual(['Le Blanc']);
  });

  it('masks a month surname after an initial before its verb, and a surname in capitals after the pupil’s word in a subject', () => {
    expect(names('Le technicien G. Mars a signé la note.')).toEqual(['G. Mars']);
    expect(names('Objet : élève KERDRAON — aménagements')).toEqual(['KERDRAON']);
  });

  it('masks a date of the month and year a NIR holds, and a month and year between dashes after the name', () => {
    expect(masked('Assurée : Odile Le Guen — NIR 2 48 11 29 019 004 53 — 14/11/1948 — dossier ouvert le 03/02/2026')).toEqual([
      'name:Odile Le Guen',
      'nir:2 48 11 29 019 004 53',
      'birthDate:14/11/1948',
    ]);
    expect(masked('M. KERBRAT Loïc — 07/1981 — vu pour la première fois')).toEqual(['name:KERBRAT Loïc', 'birthDate:07/1981']);
  });

  it('masks a reference of services joined by slashes, a home’s street with its town and an office before its address', () => {
    expect(masked('Réf. : DAS/PSY/2026-114')).toEqual(['record:DAS/PSY/2026-114']);
    expect(masked('suite au courrier (dossier SG/RH/2025-33)')).toEqual(['record:SG/RH/2025-33']);
    expect(masked('Elle garde la maison du chemin des Ajoncs à Plouézec.')).toEqual(['address:chemin des Ajoncs à Plouézec']);
    expect(masked('Écrire à la permanence, bureau 4, 12 rue Pasteur, 22000 Saint-Brieuc')).toEqual(['address:bureau 4, 12 rue Pasteur, 22000 Saint-Brieuc']);
  });

  it('leaves a day’s abbreviation before its number, a subject taught, a negation, a town’s body and questionnaires alone', () => {
    expect(names('Sam. 14 : visite de la famille.')).toEqual([]);
    expect(names('Le professeur de chant trouve sa voix plus posée.')).toEqual([]);
    expect(masked('Fixe : 02 98 11 22 33 (ne capte pas le portable)')).toEqual(['phone:02 98 11 22 33']);
    expect(names('Destinataire : Ville de Quimperlé, service social')).toEqual([]);
    expect(names('Questionnaires : SDQ parents 21, PHQ-9 à 12, HADS anxiété 9.')).toEqual([]);
  });

  it('leaves cooks and dishes, dialysis drugs, barracks, works’ titles, lists of towns and places after the article alone', () => {
    expect(names('Il cite Bocuse et le guide Michelin ; tarte Tatin au dessert.')).toEqual([]);
    expect(names('Sous Renagel et Fosrenol ; la caserne Vauban ; le film Intouchables ; « Les Enfants du Paradis ».')).toEqual([]);
    expect(names('Tournée à Gourin, Langonnet, Plouray et Mellionnec ; Gourin, Mellionnec et Plouray ensuite.')).toEqual([]);
    expect(names('Les brebis de l’Aubrac partent à la foire de Chaudes-Aigues.')).toEqual([]);
  });

  it('leaves streets that are landmarks or a hall’s address alone', () => {
    expect(masked('La rue Paul-Bert et le quai Duguay-Trouin sont en travaux.')).toEqual([]);
    expect(masked('La salle des fêtes, rue Ernest-Renan, est réservée.')).toEqual([]);
  });
});

/** The thirty-second part's round: declared birth dates, INE columns, month surnames in capitals and in lower case, authors after their works, gambling and ALS vocabulary. Examples written for these tests. */
describe('the thirty-second part’s shapes', () => {
  it('masks a declared birth date, a pupils’ table’s INE column and a postcode closing an address whose town came first', () => {
    expect(masked('Date de naissance présumée : 01/01/2009 (acte perdu)')).toEqual(['birthDate:01/01/2009']);
    expect(masked('Élève\tINE\tClasse\nDIALLO Mamadou\t0801234567A\t4e')).toEqual(['name:DIALLO Mamadou', 'record:0801234567A']);
    expect(masked('Il dort chez un ami à Annemasse, 3 allée des Tilleuls, 74100.')).toEqual(['address:Annemasse, 3 allée des Tilleuls, 74100']);
    expect(masked('Ses parents vivent à Bondy, avenue Gallieni, depuis 2010.')).toEqual(['address:Bondy, avenue Gallieni']);
  });

  it('masks a month surname in capitals after a label, a nickname after "on l’appelait", and names in lower case with a month, a day or two initials', () => {
    expect(names('Patient : FÉVRIER née LAMBERT Odette')).toEqual(['FÉVRIER née LAMBERT Odette']);
    expect(names('Chez les scouts on l’appelait « Zaza ».')).toEqual(['Zaza']);
    expect(names('09/02 marie-claude mardi : fatigue ; 10/02 ewa k.-m. : MoCA 27')).toEqual(['marie-claude mardi', 'ewa k.-m.']);
    expect(names('jean-luc avril 21:05 : je serai là demain')).toEqual(['jean-luc avril']);
    expect(names('groupe du jeudi : assitan, nguyet, shanti')).toEqual(['assitan', 'nguyet', 'shanti']);
  });

  it('leaves a scale’s acronyms, an invoice’s code, authors after their works and a given name that is an adjective after a noun alone', () => {
    expect(names('Score CUI-RCT à 12 ; facture n° AK-2026-031.')).toEqual([]);
    expect(names('Lecture proposée : Hassan (« Combattre l’emprise mentale »). Les travaux de Marie Rose Moro ; « Vol de nuit » de Joseph Kessel.')).toEqual([]);
    expect(names('L’association de la Source Claire ; sa tante Rose est venue.')).toEqual(['Rose']);
    expect(names('Mme Luce Valence ; Valence, le 4 mars ; parquet de Valence.')).toEqual(['Luce Valence']);
  });

  it('leaves places after "le" and "base", a participle before an age, devices, credit and gambling brands, ALS drugs and a birthplace field alone', () => {
    expect(names('« il connaissait le Raz mieux que personne ». Scolarisé 2 ans à Herat.')).toEqual([]);
    expect(names('Synthèse vocale Tobii Dynavox ; PRLV SEPA COFIDIS ECH 3/24 ; Epworth 14.')).toEqual([]);
    expect(names('Paris sur Betclic et Winamax ; Riluzole et Edaravone ; American Heart Association.')).toEqual([]);
    expect(names('Hélicoptère de la base de Lanvéoc ; le tabac-presse Le Marignan ; Banque de France de Lille ; thérapie cognitive de Ladouceur.')).toEqual([]);
    expect(masked('Nom : ARSLAN    Né le : 18.09.1990    à : Gaziantep (Turquie)')).toEqual(['name:ARSLAN', 'birthDate:18.09.1990']);
  });
});

/** The thirty-third part's round: students' and job seekers' numbers, Portuguese, Belgian and Canadian addresses, spaced phones, initials before a class, nicknames by apposition. Examples written for these tests. */
describe('the thirty-third part’s shapes', () => {
  it('masks a birth date after "ma date de naissance, c’est le", a student’s number column and an agency’s identifier', () => {
    expect(masked('Pour le dossier, ma date de naissance, c’est le 4 mars 1971.')).toEqual(['birthDate:4 mars 1971']);
    expect(masked('Date\tÉtudiant(e)\tN° étudiant\tMotif\n12/03\tROUX Léna\t22104567\tstress')).toEqual(['name:ROUX Léna', 'record:22104567']);
    expect(masked('Identifiant : 5093318L')).toEqual(['record:5093318L']);
    expect(masked('Nom;Prénom;Maître d’apprentissage\nLEROUX;Théo;M. Castaing')).toEqual(['name:LEROUX', 'name:Théo', 'name:M. Castaing']);
  });

  it('masks Portuguese floors, a country closing a labelled address, Canadian addresses, spaced dots and North American phones', () => {
    expect(masked('Contact : Rua das Flores 8, 3º esq., 1200-195 Lisboa, Portugal')).toEqual(['address:Rua das Flores 8, 3º esq., 1200-195 Lisboa, Portugal']);
    expect(masked('Adresse : Korenmarkt 12, 9000 Gent, België')).toEqual(['address:Korenmarkt 12, 9000 Gent, België']);
    expect(masked('Écrire au 45, rue Saint-Jean, app. 2, Lévis (Québec) G6V 1A1, Canada.')).toEqual(['address:45, rue Saint-Jean, app. 2, Lévis (Québec) G6V 1A1, Canada']);
    expect(masked('rappeler au 07 . 61 . 22 . 40 . 18 ; cell. 514 555-2211')).toEqual(['phone:07 . 61 . 22 . 40 . 18', 'phone:514 555-2211']);
    expect(masked('il dort chez un cousin à Koungou, rue du Stade, 97690 Koungou.')).toEqual(['address:Koungou, rue du Stade, 97690 Koungou']);
  });

  it('masks initials before a class’s code or after "à" before a colon, nicknames by apposition or with their article, a month given name after a kinship word', () => {
    expect(names('Situation de C. D. (A2) : suivi ; soutien à F. G. : bourse')).toEqual(['C. D.', 'F. G.']);
    expect(names('Mme Odile Fernandes, « Dida », arrive lundi ; les autres l’appellent « la Petite ».')).toEqual(['Odile Fernandes', 'Dida', 'Petite']);
    expect(names('Son fils Juin vient chaque soir.')).toEqual(['Juin']);
    expect(names('groupe : dhoimrati, anzilati ; son fils jameson')).toEqual(['dhoimrati', 'anzilati', 'jameson']);
  });

  it('leaves haematology eponyms, works’ titles and authors, wines, animals, islands and a school’s column alone', () => {
    expect(names('Classification de Glucksberg, indice de Karnofsky, lymphome de Burkitt.')).toEqual([]);
    expect(names('Il a lu « Le Scaphandre et le papillon » puis « Invisible Loyalties ».')).toEqual([]);
    expect(names('« Si c’est un homme » de Primo Levi et « Maus » d’Art Spiegelman.')).toEqual([]);
    expect(names('La cuvée Nicolas Rolin, les parcelles de Volnay et le clos de Vougeot.')).toEqual([]);
    expect(names('La jument Tornade et le hongre Rubis ; la chienne Praline ; l’île Marion ; le district de Crozet.')).toEqual([]);
    expect(masked('Nom\tPrénom\tÉcole\nMADI\tAnzilati\tKangani')).toEqual(['name:MADI', 'name:Anzilati']);
  });

  it('leaves brands, bodies, a revised test and a memorial’s street alone', () => {
    expect(names('Amphithéâtre Bourgelat ; croquettes Royal Canin ; certificat CléA ; Cap emploi ; Equidia ; France Galop ; NEO PI-R.')).toEqual([]);
    expect(masked('Visite du Mémorial de la Shoah, rue Geoffroy-l’Asnier.')).toEqual([]);
  });
});

/** The thirty-fourth part's round: registers' people and place columns, foreign addresses and birth labels, letters NFD does not split. Examples written for these tests. */
describe('the thirty-fourth part’s shapes', () => {
  it('masks a register’s row number, its people’s column and a whole cell a given name stood in', () => {
    expect(masked('n°\tnom\tqualité\nCE-0310\tFontaine Colombe\tvoisine')).toEqual(['record:CE-0310', 'name:Fontaine Colombe']);
    expect(names('date\tnavire\tmarin rencontré\n02/02\tAtlantic Star\tIvan Petrenko')).toEqual(['Ivan Petrenko']);
  });

  it('masks a month surname in lower case after "M." before a given name, and a nickname after "se faire appeler"', () => {
    expect(names('14h - M. février paul, dossier 12')).toEqual(['février paul']);
    expect(names('Il a voulu se faire appeler « Kiko » au collège.')).toEqual(['Kiko']);
  });

  it('masks Spanish and Portuguese birth labels, Polish, Ukrainian and Spanish addresses, a mobile home, a studio and "c/o"', () => {
    expect(masked('fecha de nacimiento: 03/05/1990 ; data de nascimento 04/06/1991')).toEqual(['birthDate:03/05/1990', 'birthDate:04/06/1991']);
    expect(masked('Domicile : ul. Długa 5/2, 80-827 Gdańsk')).toEqual(['address:ul. Długa 5/2, 80-827 Gdańsk']);
    expect(masked('vul. Khreshchatyk 22, kv. 5, 01001 Kyiv')).toEqual(['address:vul. Khreshchatyk 22, kv. 5, 01001 Kyiv']);
    expect(masked('Calle Real 9, 1º dcha., 28013 Madrid')).toEqual(['address:Calle Real 9, 1º dcha., 28013 Madrid']);
    expect(masked('Logé au camping Les Pins, mobil-home 7, 40150 Hossegor.')).toEqual(['address:camping Les Pins, mobil-home 7, 40150 Hossegor']);
    expect(masked('Adresse : c/o Secours populaire, 9 rue Pasteur, 59000 Lille')).toEqual(['address:c/o Secours populaire, 9 rue Pasteur, 59000 Lille']);
  });

  it('knows given names written with letters NFD does not split, and keeps the poets it knew', () => {
    expect(names('Paweł, DOB 14.02.1986, soudeur.')).toEqual(['Paweł']);
    expect(names('Poèmes de Wisława Szymborska et de Czesław Miłosz.')).toEqual([]);
  });

  it('leaves a list of streets, a ship, the office’s hours, peoples, a film and its director and brands alone', () => {
    expect(masked('Place de la Concorde, avenue de France, boulevard Gambetta : défilé.')).toEqual([]);
    expect(names('Entretien à bord du Nordic Star ; Laudes à 7 h ; Gitans et Roms.')).toEqual([]);
    expect(names('La Haine de Mathieu Kassovitz ; stylos Bic et cahiers Clairefontaine ; Club Med.')).toEqual([]);
  });
});

/** The thirty-fifth part's round: a victim's label, a month given name after a kinship word in a cell, Belgian boxes, French postcodes written from abroad, Spanish floors, complaint receipts. Examples written for these tests. */
describe('the thirty-fifth part’s shapes', () => {
  it('masks a surname in capitals after "Victime :", and a month given name right after a kinship word in a table’s cell', () => {
    expect(names('Victime : CHARPENTIER, Louis-Marie')).toEqual(['CHARPENTIER, Louis-Marie']); // One person since the fifty-sixth round (surnameCommaGivenRule, shared/pii/names.ts).
    expect(names('vu x2\tfils Juillet très présent')).toEqual(['Juillet']);
    expect(names('Tonton Kéké dit que ça ira.')).toEqual(['Kéké']);
  });

  it('masks a Belgian box after a comma, a French postcode with its country’s letter, a Spanish floor’s letter, an incubator’s office and a complaint’s receipt', () => {
    expect(masked('Hébergement : rue Haute 12, boîte 3, 1000 Bruxelles, Belgique')).toEqual(['address:rue Haute 12, boîte 3, 1000 Bruxelles, Belgique']);
    expect(masked('Anschrift: Le Moulin, F-46100 Figeac')).toEqual(['address:Le Moulin, F-46100 Figeac']);
    expect(masked('Calle Mayor 7, 2.º C, 28013 Madrid, España')).toEqual(['address:Calle Mayor 7, 2.º C, 28013 Madrid, España']);
    expect(masked('Cabinet : Pépinière d’entreprises, bureau 12, 5 rue Volta, 75003 Paris')).toEqual(['address:Pépinière d’entreprises, bureau 12, 5 rue Volta, 75003 Paris']);
    expect(masked('Plainte déposée (récépissé n° 2026/017733).')).toEqual(['record:2026/017733']);
  });

  it('leaves hand-surgery and eye eponyms, a singer, a pet after a comma, prosthetics, hormones, an esports team and a small town alone', () => {
    expect(names('Syndrome de Volkmann, amaurose de Leber, ténosynovite de De Quervain ; pas la chanson de Goldman.')).toEqual([]);
    expect(names('Son chat, Pierrot, dort sur le lit ; prothèse Ottobock ; Sustanon arrêté ; fan de Karmine Corp ; signalement sur Pharos.')).toEqual([]);
    expect(names('Le centre de rétention du Mesnil-Amelot.')).toEqual([]);
  });
});

/** The thirty-sixth part's round: month given names before a particle surname or after a label, German addresses, Ukrainian given names, titles and authors, lighthouses and churches. Examples written for these tests. */
describe('the thirty-sixth part’s shapes', () => {
  it('masks a month given name before a particle surname, a month surname before a given name after a label, and Ukrainian given names', () => {
    expect(names('Avril Le Gall, 31 ans, infirmière.')).toEqual(['Avril Le Gall']);
    expect(names('Élève : Mars Théo, 8 ans')).toEqual(['Mars Théo']);
    expect(names('vu dmytro et iryna ce matin')).toEqual(['dmytro', 'iryna']);
  });

  it('masks a German address with its country', () => {
    expect(masked('Il loge Lindenstraße 7, 10115 Berlin, Allemagne.')).toEqual(['address:Lindenstraße 7, 10115 Berlin, Allemagne']);
  });

  it('leaves cystic fibrosis drugs and eponyms, lighthouses, churches, companies, brands, books and their authors, and a landmark street alone', () => {
    expect(names('Sous Kaftrio et Pulmozyme ; Zophren en secours ; score de Shwachman-Kulczycki ; sarcome d’Ewing ; tumeur de Wilms ; Burkholderia.')).toEqual([]);
    expect(names('Le phare de Kéréon ; obsèques en l’église de Lampaul ; la SAS Atlantique Chaudronnerie ; pâtes Panzani, lait Guigoz ; dépêche Reuters.')).toEqual([]);
    expect(names('« Heidi » de Johanna Spyri ; « Armen », le récit de Jean-Pierre Abraham.')).toEqual([]);
    expect(masked('L’avenue du Maréchal-Juin longe le parc.')).toEqual([]);
  });
});

/** The thirty-seventh part's round: visits' and trainees' exports, headers with a word in brackets or a day's date, horses' columns, Romanian addresses. Examples written for these tests. */
describe('the thirty-seventh part’s shapes', () => {
  it('masks a prison visits export’s visitors, prisoners and numbers, and a trainees’ sheet headed by days', () => {
    expect(masked('Date;Visiteur;Lien;Personne détenue;N° écrou\n02/04/2025;MARTIN Léa;fille;MARTIN Paul;52310')).toEqual(['name:MARTIN Léa', 'name:MARTIN Paul', 'record:52310']);
    expect(masked('N° stagiaire\tNOM\tPrénom\tOrigine\tLun 06/10\nPO26-011\tDURAND\tLéo\tCDAPH Oise\tP')).toEqual(['record:PO26-011', 'name:DURAND', 'name:Léo']);
  });

  it('reads a header with a word in brackets, and leaves a horse’s and a trade’s column alone', () => {
    expect(names('Heure\tNom\tPrénom\tPoste\tTél. (si rappel souhaité)\n08:05\tPETIT\tMarc\tCariste\t')).toEqual(['PETIT', 'Marc']);
    expect(names('Jour\tEnfant\tCheval\nlundi\tLéna\tUlysse')).toEqual(['Léna']);
  });

  it('masks a Romanian address with its block, staircase and flat', () => {
    expect(masked('chez son frère, Strada Unirii nr. 5, bl. 2, sc. A, ap. 4, 700017 Iași, România.')).toEqual(['address:Strada Unirii nr. 5, bl. 2, sc. A, ap. 4, 700017 Iași, România']);
  });

  it('leaves neuropsychology and myopathy eponyms, an inspection body, a car, a supermarket, a sports federation and a commission alone', () => {
    expect(names('Lettres de Navon, figures de Poppelreuter, myopathie de Duchenne, maladie de Steinert, guide d’Astley.')).toEqual([]);
    expect(names('Bureau Veritas ; sa Clio au parking de l’Intermarché ; club Handisport ; avis de la CDAPH Somme.')).toEqual([]);
  });
});

/** The thirty-eighth part's round: badges and professionals' columns, Norwegian and Scottish addresses, licences and files said in a sentence. Examples written for these tests. */
describe('the thirty-eighth part’s shapes', () => {
  it('masks a crew list’s badges and a visits export’s professional', () => {
    expect(masked('Nom\tPoste\tBadge\tPortable\nROUX Yann\tforeur\tFA-30112\t06 11 22 33 44')).toEqual(['name:ROUX Yann', 'record:FA-30112', 'phone:06 11 22 33 44']);
    expect(masked('date;enfant;visiteur;professionnel\n03/10/2023;PERRIN Lou;PERRIN Marc;GARNIER S.')).toEqual(['name:PERRIN Lou', 'name:PERRIN Marc', 'name:GARNIER S.']);
  });

  it('masks Norwegian and Scottish addresses with their country, a sports licence and a file said in a sentence', () => {
    expect(masked('Adresse : Storgata 5, 0155 Oslo, Norvège')).toEqual(['address:Storgata 5, 0155 Oslo, Norvège']);
    expect(masked('Adresse : 9 Union Street, Aberdeen AB11 5BP, Royaume-Uni')).toEqual(['address:9 Union Street, Aberdeen AB11 5BP, Royaume-Uni']);
    expect(masked('N° de licence : 1187-55031 ; son dossier microcrédit est le MC-0422.')).toEqual(['record:1187-55031', 'record:MC-0422']);
  });

  it('knows Scottish and Norwegian given names in lower case', () => {
    expect(names('vu callum et sigrid à l’hôtel')).toEqual(['callum', 'sigrid']);
  });

  it('leaves boxing and offshore eponyms, German greetings, infant milk, silverware and a game alone', () => {
    expect(names('Critères de Montenigro, démence décrite par Martland, plateforme Kielland, hôpital Avicenne.')).toEqual([]);
    expect(names('Liebe Grüße ; Gott sei Dank ; lait Gallia ; une ménagère Christofle ; League of Legends.')).toEqual([]);
  });
});

/** The thirty-ninth part’s round: foreign numbers kept whole, Italian and Brazilian addresses, couples in a fee note, initials and nicknames. Examples written for these tests. */
describe('the thirty-ninth part’s shapes', () => {
  it('keeps an Italian number whole after its country code, and France’s code before a leading zero', () => {
    expect(masked('Joignable au 0039 0165 84 12 77 ou au +39 0184 53 17 62.')).toEqual(['phone:0039 0165 84 12 77', 'phone:+39 0184 53 17 62']);
    expect(masked('tél. +33 06 12 34 56 78')).toEqual(['phone:+33 06 12 34 56 78']);
  });

  it('masks a file number after its agency’s name at the end of a sentence', () => {
    expect(masked('Titre en cours : n° AGDREF 5903124698.')).toEqual(['record:5903124698']);
  });

  it('masks Italian and Brazilian addresses with their province, state and country, and a domiciliation', () => {
    expect(masked('Famille Bianchi — Via Aprosio 22, 18039 Ventimiglia (IM), Italia — virement reçu')).toContain('address:Via Aprosio 22, 18039 Ventimiglia (IM), Italia');
    expect(masked('Adresse au Brésil : Rua Chile 41, apto 802, Centro, Salvador - BA, 40020-000, Brasil.')).toEqual(['address:Rua Chile 41, apto 802, Centro, Salvador - BA, 40020-000, Brasil']);
    expect(masked('Domiciliation postale : Point Accueil Solidarité, 42 rue Solférino, 59000 Lille')).toEqual(['address:Point Accueil Solidarité, 42 rue Solférino, 59000 Lille']);
  });

  it('keeps a building’s abbreviation inside a labelled address, and a town ending in “res.” out of the next one', () => {
    expect(masked('Adresse : Bât. C1, Résidence Les Pins, 4 rue Haute, 13014 Marseille')).toEqual(['address:Bât. C1, Résidence Les Pins, 4 rue Haute, 13014 Marseille']);
    expect(masked('Maison : 12 route de Luglon, 40630 Sabres. Dorment chez des amis, 5 allée des Pins, 40210 Labouheyre.')).toEqual(['address:12 route de Luglon, 40630 Sabres', 'address:5 allée des Pins, 40210 Labouheyre']);
  });

  it('masks couples listed with a slash in a fee note, not two words or two towns', () => {
    expect(names('- Oliveira da Costa T. / Avril M. : 3 séances\n- Kowalczyk / Blanc : tarif associatif')).toEqual(['Oliveira da Costa T.', 'Avril M.', 'Kowalczyk', 'Blanc']);
    expect(names('- Entrées / Sorties : 3\n- Paris / Lyon : 2 trajets\n- CAF / CPAM : accord')).toEqual([]);
  });

  it('masks a nickname after an unknown name or a friend’s word, a family’s side and a double surname’s initials', () => {
    expect(names('Wanida Srisuk, dite « Pim », arrivée en 2019.')).toEqual(['Wanida Srisuk', 'Pim']);
    expect(names('Sa meilleure amie, « Titou », est au courant.')).toEqual(['Titou']);
    expect(names('Génogramme. Côté Benhaddou, sept frères et sœurs.')).toEqual(['Benhaddou']);
    expect(names('bilan Mme L.-R. — séances du 22/09')).toEqual(['L.-R.']);
  });

  it('masks a month or initials as a sentence’s subject, initials before a lower-case surname, and a gendarme’s lower-case surname', () => {
    expect(names('Bonsoir ?? Mai dit que sa prof veut qu’elle se repose.')).toEqual(['Mai']);
    expect(names('14/10 — HB pleure pendant la séance.')).toEqual(['HB']);
    expect(names('c est kevin mollaret le fils de jp mollaret. je sais pas')).toEqual(['kevin mollaret', 'jp mollaret']);
    expect(names('il revoit le visage du gendarme vuillermoz sous le treuil')).toEqual(['vuillermoz']);
  });

  it('stops a lower-case name before a date said in words', () => {
    expect(names('entretien avec yannick mollard le vingt-cinq juillet il revoit')).toEqual(['yannick mollard']);
  });

  it('leaves transplant drugs, transport passes, dancers, authors and the Mont-Blanc’s summits alone', () => {
    expect(names('Plaquenil, Imurel arrêté ; Prograf puis Advagraf ; carte Navigo et abonnement Ilévia.')).toEqual([]);
    expect(names('Les captations de Rudolf Noureev ; technique Balanchine ; le modèle d’Elisabeth Kübler-Ross ; les travaux de Tobie Nathan.')).toEqual([]);
    expect(names('Face nord des Grandes Jorasses, couloir Couturier, Mont Blanc du Tacul.')).toEqual([]);
  });
});

/** The fortieth part’s round: North American and island numbers, staff and court numbers, addresses ending on a town, nicknames that shorten a name, a parent’s child in lower case. Examples written for these tests. */
describe('the fortieth part’s shapes', () => {
  it('keeps a North American number’s country code and extension, and reads six figures after a phone’s word', () => {
    expect(masked('Sa tante à Montréal (+1 514 289-4406) ; l’équipe au 514 345-4931, poste 2207.')).toEqual(['phone:+1 514 289-4406', 'phone:514 345-4931, poste 2207']);
    expect(masked('Fini au téléphone fixe (41 02 37). Appeler la voisine (Mme Hélie, 41.03.18).')).toEqual(['phone:41 02 37', 'name:Hélie', 'phone:41.03.18']);
    expect(masked('rappelez moi au 55 31 08 cest mon portable')).toEqual(['phone:55 31 08']);
    expect(masked('Scores 12 14 16 aux subtests, empans 06 05 04.')).toEqual([]);
  });

  it('masks a staff number of four figures, a prosecutor’s file after “n°” and a file number after “chez nous”', () => {
    expect(masked('Soigneuse, matricule 0218 ; contrat n° 4471.')).toEqual(['record:0218']);
    expect(masked('Objet : parquet n° 25/318/0047')).toEqual(['record:25/318/0047']);
    expect(masked('Son n° de dossier chez nous 3 412 887.')).toEqual(['record:3 412 887']);
  });

  it('masks an address whose number is said in words, or whose town ends before a question mark, a comma or “mais”', () => {
    expect(masked('j’habite au sept impasse des Lilas à Aureilhan, voilà')).toEqual(['address:sept impasse des Lilas à Aureilhan']);
    expect(masked('au cabinet de 7 place Drouet-d’Erlon, Reims ? → oui')).toEqual(['address:7 place Drouet-d’Erlon, Reims']);
    expect(masked('il habite 12 rue du Gros-Horloge, Rouen mais dort chez sa sœur')).toEqual(['address:12 rue du Gros-Horloge, Rouen']);
    expect(masked('Elle a deux places de parking.')).toEqual([]);
  });

  it('masks a relative’s birth date in brackets, and leaves a test’s acronym before its score or in a header alone', () => {
    expect(masked('Ayants droit : Enzo GARNIER (2010-05-03)')).toEqual(['name:Enzo GARNIER', 'birthDate:2010-05-03']);
    expect(names('THI 58, HAD-A 9 ; (THI 90) ; THI à 72.')).toEqual([]);
    expect(names('Liste\nN° dossier\tNom\tPrénom\tDDN\tTHI\tTél\n2025-118\tMARTIN\tPaul\t03/04/1960\t58\t06 12 34 56 78')).toEqual(['MARTIN', 'Paul']);
  });

  it('masks a nickname that shortens the name before it, a child after “la maman de” and a word-name after “rappeler”', () => {
    expect(names('son entraîneur, Patrice Lavigne (« Pat »), qui l’entraîne')).toEqual(['Patrice Lavigne', 'Pat']);
    expect(names('cest sandrine la maman de cassou. elle a pas mangé')).toEqual(['sandrine', 'cassou']);
    expect(names('rappeler capucine svp, elle s’inquiète ; rappeler rose et bleu')).toEqual(['capucine']);
    expect(names('kylian m’a dit que tonton régis avait appelé')).toEqual(['kylian', 'régis']);
  });

  it('leaves a country in a sports body’s name, a town’s people, a brand, an animal in apposition and nationalities alone', () => {
    expect(names('Au pôle France de Font-Romeu ; Championnats de France Élite ; tout Hénin le saura.')).toEqual([]);
    expect(names('Complément de marque Nutrisport Recovery ; Kira, tigresse de Sibérie ; une amie kényane.')).toEqual([]);
    expect(names('Relaxation de Jacobson, horloge de Shulman, classification de Newman, seuil de Fairburn.')).toEqual([]);
  });
});

/** The forty-first part’s round: crew and driver-card columns, inclusion numbers, licences, birth dates in words or in English, labelled addresses with a room, names in apposition, nationalities. Examples written for these tests. */
describe('the forty-first part’s shapes', () => {
  it('keeps a postcode out of a tab-separated row, and reads crew, driver-card and inclusion columns', () => {
    expect(masked('Crew ID\tNOM\tPrénom\tPoste\nXLT-40217\tSARI\tDewi\tSpa therapist')).toEqual(['record:XLT-40217', 'name:SARI', 'name:Dewi']);
    expect(masked('nom;prenom;n_carte_conducteur\nBLANC;Alain;F000012873440001')).toEqual(['name:BLANC', 'name:Alain', 'record:F000012873440001']);
  });

  it('masks an inclusion number, a licence after its federation, a foreigner’s number after three words and an extension abroad', () => {
    expect(masked('Candidat, n° d’inclusion provisoire BR26-C-031 ; licence FFP 0419827.')).toEqual(['record:BR26-C-031', 'record:0419827']);
    expect(masked('n° de ressortissant étranger 7512049836.')).toEqual(['record:7512049836']);
    expect(masked('I can be reached at +1 721 542 3310 ext. 214.')).toEqual(['phone:+1 721 542 3310 ext. 214']);
  });

  it('reads a birth date after a birth name and a comma, a day in words, and an English one after “born”', () => {
    expect(masked('Mme Josette Vidal née Fabre, le 2 août 1954 à Millau.')).toEqual(['name:Josette Vidal née Fabre', 'birthDate:2 août 1954']);
    expect(masked('Patiente : Mme Germaine Roche, née le douze mars 1937 ; revue le douze mars 2026.')).toEqual(['name:Germaine Roche', 'birthDate:douze mars 1937']);
    expect(masked('I’m referring Keanu, 15, born April 3rd, 2011, who lives')).toEqual(['name:Keanu', 'birthDate:April 3rd, 2011']);
  });

  it('no longer reads "née" at the end of Hélène as a birth’s cue', () => {
    expect(masked('Rencontre avec la psychologue, Claire-Hélène Montagnac le 15/01/2026.')).toEqual(['name:Claire-Hélène Montagnac']);
  });

  it('keeps a room and a dash inside a labelled address, and a residence with its room', () => {
    expect(masked('Adresse : 28, rue Louis-Blanc – foyer ADOMA, ch. 305 – 93100 MONTREUIL')).toEqual(['address:28, rue Louis-Blanc – foyer ADOMA, ch. 305 – 93100 MONTREUIL']);
    expect(masked('Elle habite Résidence universitaire du Bouguen, bât. D, ch. 207, 29200 Brest.')).toEqual(['address:Résidence universitaire du Bouguen, bât. D, ch. 207, 29200 Brest']);
  });

  it('masks two unknown words in apposition after a role, and leaves nationalities, rockets and English words alone', () => {
    expect(names('Massage par le thérapeute de service, Wayan Sudarta, puis par nous.')).toEqual(['Wayan Sudarta']);
    expect(names('Merci « au jeune Indonésien » ; un Malien, une Haïtienne ; la fusée Ariane 6.')).toEqual([]);
    expect(names('The Ship’s Medical Center, Deck 2 ; Clinical notes.')).toEqual([]);
  });
});

/** The forty-second part’s round: initials alone, headers with "(s)" or "déclarée", an IBAN before a short word, Japanese addresses and mobiles, files after "résident" or "locataire". Examples written for these tests. */
describe('the forty-second part’s shapes', () => {
  it('masks two or three initials written alone, not an abbreviation, and reads "M." first as a title', () => {
    expect(names('Présents : K. R. (IDE), Dr A.-L. G. ; famille : Mme A. L., M. S. L. (visio).')).toEqual(['K. R.', 'A.-L. G.', 'A. L.', 'S. L.']);
    expect(names('1. B. B. — progression lente ; N. B. : penser au dossier.')).toEqual(['B. B.']);
  });

  it('reads a header’s "Prénom(s)" and "DDN déclarée", and a birth date’s cell without its source in brackets', () => {
    expect(masked('N° dossier\tNOM\tPrénom(s)\tDDN déclarée\tPays\nMNA-31-2025-0426\tNOORI\tSamiullah\t10/05/1387 (tazkira)\tAfghanistan')).toEqual(['record:MNA-31-2025-0426', 'name:NOORI', 'name:Samiullah', 'birthDate:10/05/1387']);
  });

  it('masks an IBAN whose last group ran into the word after it, and files after "procédure", "résident", "locataire" and in a "PACAGE" column', () => {
    expect(masked('virée sur son compte ES73 2085 2067 4103 3012 7745 le 4/12.')).toEqual(['iban:ES73 2085 2067 4103 3012 7745']);
    expect(masked('Plainte déposée : oui — n° de procédure 2025/031772/0418, commissariat')).toEqual(['record:2025/031772/0418']);
    expect(masked('n° de dossier résident R-2023-0158 ; n° de locataire 0048213-F112')).toEqual(['record:R-2023-0158', 'record:0048213-F112']);
    expect(masked('NOM;Prénom;N° PACAGE;Téléphone\nDUBOS;Jean;032104587;06 89 14 25 73')).toEqual(['name:DUBOS', 'name:Jean', 'record:032104587', 'phone:06 89 14 25 73']);
  });

  it('masks a Japanese address and mobile number', () => {
    expect(masked('Notre adresse : 2-11-5 Minami-Azabu, Minato-ku, Tokyo 106-0047, Japon.')).toEqual(['address:2-11-5 Minami-Azabu, Minato-ku, Tokyo 106-0047, Japon']);
    expect(masked('mon numéro ici c est le 080 6321 9954')).toEqual(['phone:080 6321 9954']);
  });

  it('leaves a town after a role and a comma, authors, test words and an avian-flu acronym alone', () => {
    expect(names('adressée par le Dr Mathurin (médecin traitant, Montreuil).')).toEqual(['Mathurin']);
    expect(names('Dans la tradition de Marie Rose Moro ; M-CHAT-R/F de Robins ; Saving Inventory-Revised ; Go/No-Go 2/3.')).toEqual([]);
    expect(names('Objet : IAHP — zone réglementée ; Affaire : RG 24/03187.')).toEqual([]);
  });
});

/** The forty-third part’s round: a companion’s cell, addresses with a courtyard building or a hotel, an apposed given name, a doctor in brackets, authors joined by "et". Examples written for these tests. */
describe('the forty-third part’s shapes', () => {
  it('takes the name in brackets from a companion’s cell, and nothing from "seul"', () => {
    expect(masked('heure\tpatient\tcommune\taccompagnant\n09:00\tSANTONI Paul\tCorte\tfille (Letizia)\n14:00\tMATTEI Jean\tMoïta\tseul (neveu prévenu)')).toEqual(['name:SANTONI Paul', 'name:Letizia', 'name:MATTEI Jean']);
  });

  it('masks an address with a building on the courtyard and a floor’s door, and a hotel before its street', () => {
    expect(masked('Logement : 23 rue Myrha, bâtiment sur cour, 4e étage porte droite, 75018 Paris')).toEqual(['address:23 rue Myrha, bâtiment sur cour, 4e étage porte droite, 75018 Paris']);
    expect(masked('(adresse : hôtel Le Relais, chambre 12, 117 avenue Victor-Hugo, 93300 Aubervilliers)')).toEqual(['address:hôtel Le Relais, chambre 12, 117 avenue Victor-Hugo, 93300 Aubervilliers']);
  });

  it('masks a given name apposed after a group, and a doctor’s surname in brackets in lower case', () => {
    expect(names('L’animatrice du groupe, Maëlys, est très choquée.')).toEqual(['Maëlys']);
    expect(names('le medecin (simonin) veut la ritaline')).toEqual(['simonin']);
  });

  it('leaves agent nouns, header words, a town after "club de", authors joined by "et" and test names alone', () => {
    expect(names('le médecin coordonnateur ; le médecin examinateur ; maître-nageur sauveteur.')).toEqual([]);
    expect(names('Indice\tNote composite\tPercentile\nAdhérente n° 12 ; footballeur (club de Corbeil).')).toEqual([]);
    expect(names('BREF de Dubois et Pillon ; Binet et Simon ; histoires de Sally et Anne ; Pyramids and Palm Trees Test.')).toEqual([]);
  });
});

/** The forty-fourth part’s round: licences and driving permits, a gendarmerie report, a rank’s abbreviation, a German town. Examples written for these tests. */
describe('the forty-fourth part’s shapes', () => {
  it('masks a licence without its federation, a driving permit’s column and a gendarmerie report of five figures', () => {
    expect(masked('Arbitre central : HOFFMANN Enzo — licence 2545871302')).toEqual(['name:HOFFMANN Enzo', 'record:2545871302']);
    expect(masked('NOM\tPrénom\tN° permis\tTéléphone\nROSE\tJean\t610235100417\t06 84 20 71 36')).toEqual(['name:ROSE', 'name:Jean', 'record:610235100417', 'phone:06 84 20 71 36']);
    expect(masked('Objet : Audition mineure — PV 02489/2026/0317 — demande')).toEqual(['record:02489/2026/0317']);
  });

  it('masks a surname after a rank’s abbreviation, whose full stop ends no sentence', () => {
    expect(names('Présents derrière la glace : adj. Roussel (audition), adj. Lecoq, moi.')).toEqual(['Roussel', 'Lecoq']);
  });

  it('keeps a German town’s "im" inside an address', () => {
    expect(masked('Fiche remise en allemand. Leur adresse : Wiesenweg 12, 79104 Freiburg im Breisgau.')).toEqual(['address:Wiesenweg 12, 79104 Freiburg im Breisgau']);
  });

  it('leaves a test’s acronym, authors, a hotel chain, a river and a holiday alone', () => {
    expect(names('La BDD-YBOCS ; consignes de Lamb ; décrit par Weinstein ; score de Gleason ; hôtel Campanile ; le Gardon ; le Têt.')).toEqual([]);
  });
});

/** The forty-fifth part’s round: an MSA column and who saw the person, Portuguese towns, a street "au" a town, a town with its postcode in brackets, IBANs before a word, birth dates said in a sentence. Examples written for these tests. */
describe('the forty-fifth part’s shapes', () => {
  it('reads an MSA number’s column and who saw the person, and initials joined by a hyphen before a chat’s colon', () => {
    expect(masked('Date\tNom\tPrénom\tN° MSA\tVu par\n08/01\tDUBERN\tNathalie\t33 0698 1127 41\tJT')).toEqual(['name:DUBERN', 'name:Nathalie', 'record:33 0698 1127 41', 'name:JT']);
    expect(names('[09/01/2026 07:03] Maylis C-L: on fait une caisse commune ?')).toEqual(['Maylis C-L']);
  });

  it('masks a Portuguese town with "da", a street "au" a town, a town with its postcode in brackets and a farmhouse in lower case', () => {
    expect(masked('repartie au pays (Rua da Praia 22, 3830-565 Gafanha da Nazaré).')).toEqual(['address:Rua da Praia 22, 3830-565 Gafanha da Nazaré']);
    expect(masked('elle habite rue Saint-Julien au Petit-Quevilly, allez')).toEqual(['address:rue Saint-Julien au Petit-Quevilly']);
    expect(masked('Adresse : 11 rue du Moulin, Cresserons (14440). Elle préfère')).toEqual(['address:11 rue du Moulin, Cresserons (14440)']);
    expect(masked('chez mes parents au mas des Saladelles, route d’Arles, 13460 Saintes-Maries-de-la-Mer')).toEqual(['address:mas des Saladelles, route d’Arles, 13460 Saintes-Maries-de-la-Mer']);
  });

  it('masks an IBAN before an English word, a federal licence, an identifier without its colon', () => {
    expect(masked('to account of ES70 0929 4514 9312 6348 8210 same like before')).toEqual(['iban:ES70 0929 4514 9312 6348 8210']);
    expect(masked('Sa licence fédérale n° 13-0457-R doit être renouvelée ; identifiant France Travail 4581237H.')).toEqual(['record:13-0457-R', 'record:4581237H']);
  });

  it('reads a birth date said after "date de naissance" with a bracket or another person’s name between', () => {
    expect(masked('donne sa date de naissance juste (12 avril 1951), pas le jour')).toEqual(['birthDate:12 avril 1951']);
    expect(masked('date de naissance du mari donnée spontanément : 3 septembre 1947.')).toEqual(['birthDate:3 septembre 1947']);
  });

  it('leaves "cousine germaine", acronyms, a dating site and eponyms alone', () => {
    expect(names('- cousine germaine : partie au Québec ; l’ARM de garde ; le PSE ; lambeau DIEP ; site Meetic ; score de Kessler.')).toEqual([]);
  });
});

/** The forty-sixth part’s round: a call centre’s register, a member’s number after a few words, Canadian numbers with dashes, compact initials after "M.", cells that say who comes. Examples written for these tests. */
describe('the forty-sixth part’s shapes', () => {
  it('reads an adviser’s, a staff number’s and a contract’s columns', () => {
    expect(masked('date;heure;conseiller;matricule;n° contrat client;motif\n27/02/2026;10:42;JOSEPH Priscilla;LE-004518;CTR-7710284455;insultes')).toEqual(['name:JOSEPH Priscilla', 'record:LE-004518', 'record:CTR-7710284455']);
  });

  it('masks a member’s number after a few words and a colon, a Canadian number with dashes and compact initials after "M."', () => {
    expect(masked('Numéro d’adhérent communiqué par la patiente : MGP-0047719230.')).toEqual(['record:MGP-0047719230']);
    expect(masked('My cell if anything: 519-878-3316')).toEqual(['phone:519-878-3316']);
    expect(names('M. K.M. (matricule LE-005033) ne souhaite pas.')).toEqual(['K.M.']);
  });

  it('takes nothing from a cell saying who comes or who is in charge, and leaves "Marié à", a nationality in lower case and eponyms alone', () => {
    expect(names('NOM\tPrénom\tDDN\tAccompagnant\nLABARTHE\tGermaine\t19/08/1946\ttaxi\nMATHIEU\tBernard\t06/1949\ttutelle UDAF\nFERRAND\tInès\t22.06.2011\tgrand-mère')).toEqual(['LABARTHE', 'Germaine', 'MATHIEU', 'Bernard', 'FERRAND', 'Inès']);
    expect(names('M. LE BIHAN Yannick, 47 ans. Marié à Gwenola ; les enfants tyroliens ; score de Finnegan ; grille d’Amsler.')).toEqual(['LE BIHAN Yannick', 'Gwenola']);
  });
});

/** The forty-seventh part’s round: a candidate’s and a "n_dossier" column, labels of an insured person and a pupil, a family after "chez les", a site, a stable and a pitch, a given name’s abbreviation, a summit. Examples written for these tests. */
describe('the forty-seventh part’s shapes', () => {
  it('reads a candidate’s column and an export’s "n_dossier"', () => {
    expect(masked('N° candidat\tNom\tPrénom\tPoste\nHIV27-014\tHIVERT\tMargaux\tcuisinière')).toEqual(['record:HIV27-014', 'name:HIVERT', 'name:Margaux']);
    expect(masked('nom;prenom;date_naissance;n_dossier\nLEFORT;Océane;1987-04-11;DERM-0312784')).toEqual(['name:LEFORT', 'name:Océane', 'birthDate:1987-04-11', 'record:DERM-0312784']);
  });

  it('masks the value after "Nom de l’assuré" and "Nom et prénom de l’élève", and a family after "chez les"', () => {
    expect(names('Nom de l’assuré : VACHER\nNom et prénom de l’élève : WINTERSTEIN Django')).toEqual(['VACHER', 'WINTERSTEIN Django']);
    expect(names('les bêtes se sont retrouvées chez les Lacombe d’à côté ; la résidence Les Glycines.')).toEqual(['Lacombe']);
  });

  it('masks a Traveller site, a stable and a pitch with their postcode, and a surname after "Ph."', () => {
    expect(masked('N° élève\tNom\tAdresse\n0712\tMARTIN Léo\tterrain Le Bourgailh, 33600 Pessac')).toEqual(['record:0712', 'name:MARTIN Léo', 'address:terrain Le Bourgailh, 33600 Pessac']);
    expect(masked('Entraîneur : FLEURY Patrice, écurie des Aigles, route de l’Aigle, 60500 Chantilly')).toEqual(['name:FLEURY Patrice', 'address:écurie des Aigles, route de l’Aigle, 60500 Chantilly']);
    expect(masked('Adresse : Les Peupliers, empl. 32, 38150 Salaise-sur-Sanne')).toEqual(['address:Les Peupliers, empl. 32, 38150 Salaise-sur-Sanne']);
    expect(names('Ph. Grosjean — RPPS 10655765609')).toEqual(['Ph. Grosjean']);
  });

  it('leaves a summit named like a person, a musician, the Antarctic base and eponyms alone', () => {
    expect(names('L’orage montait du Puy Mary ; la musique de Django Reinhardt ; figures de Lichtenberg ; phénomène de Koebner.')).toEqual([]);
  });
});

/** The forty-eighth part’s round: Argentine and Bulgarian addresses and numbers, a port, a building before a residence, a lieu-dit after "habite", a licence after its federation, a customer’s, a tenant’s, an insurer’s and a police log’s numbers, the deceased, nicknames explained or given, clipped compound given names, the past tense, readings and things named like people. Examples written for these tests. */
describe('the forty-eighth part’s shapes', () => {
  it('masks an Argentine mobile with its 9, and Argentine and Bulgarian addresses with a floor or an entrance', () => {
    expect(masked('Su celular: +54 9 351 487-2204, gracias')).toEqual(['phone:+54 9 351 487-2204']);
    expect(masked('Llamame al 418 555-0193 o al +1 514 289-4406')).toEqual(['phone:418 555-0193', 'phone:+1 514 289-4406']);
    expect(masked('Dirección : Bv. Illia 740, piso 2, X5000 Córdoba, Argentina')).toEqual(['address:Bv. Illia 740, piso 2, X5000 Córdoba, Argentina']);
    expect(masked('Adresse : ul. Hristo Botev 17, vh. A, 4000 Plovdiv, Bulgarie')).toEqual(['address:ul. Hristo Botev 17, vh. A, 4000 Plovdiv, Bulgarie']);
  });

  it('takes a port before its postcode, a building and a flat before a residence, and a lieu-dit after "habite"', () => {
    expect(masked('Rendez-vous au local, port du Diben, 29630 Plougasnou.')).toEqual(['address:port du Diben, 29630 Plougasnou']);
    expect(masked('M. Roux, locataire du bât. D, appt 12, résidence Les Tilleuls, 6 rue des Forges, 41000 Blois.')).toEqual(['name:Roux', 'address:bât. D, appt 12, résidence Les Tilleuls, 6 rue des Forges, 41000 Blois']);
    expect(masked('ils habitent Kerampont, Lannion depuis 2019')).toEqual(['address:Kerampont, Lannion']);
    expect(masked('Il habite Nantes, comme sa sœur.')).toEqual([]);
  });

  it('masks a licence after its federation, a customer’s, a tenant’s contract, an insurer’s file and a police log’s number', () => {
    expect(masked('N° de licence FFCAM : A74-112-0931')).toEqual(['record:A74-112-0931']);
    expect(masked('merci de rappeler le numéro client LB-770431.')).toEqual(['record:LB-770431']);
    expect(masked('(n° de contrat locataire OPH-0041872)')).toEqual(['record:OPH-0041872']);
    expect(masked('en rappelant le numéro de dossier assurance MMA-5521907.')).toEqual(['record:MMA-5521907']);
    expect(masked('une main courante a été déposée (n° 2026/004512).')).toEqual(['record:2026/004512']);
    expect(masked('contrat n° 4471 signé ; la main courante n° 12 du registre')).toEqual([]);
  });

  it('masks the deceased’s name on a form, a nickname explained in brackets or given by "on l’appelait", and "Marie-Do"', () => {
    expect(names('Défunt : IVANOV Plamen, né le 3 mars 1979')).toEqual(['IVANOV Plamen']);
    expect(names('Au téléphone : Julien Marec et « Fanchon » (Françoise Le Bris), qui tient la buvette.')).toEqual(['Julien Marec', 'Fanchon', 'Françoise Le Bris']);
    expect(names('Dans la communauté on l’appelait « Aurore ». Elle en parle peu.')).toEqual(['Aurore']);
    expect(names('sa femme l’appelle « Papa » le soir')).toEqual([]);
    expect(names('Épouse Marie-Do présente.')).toEqual(['Marie-Do']);
    expect(names('rdv avec veerle jeudi, puis wouter')).toEqual(['veerle', 'wouter']);
    expect(names('le lycée Jean-Zay')).toEqual([]);
  });

  it('masks a given name that is a word before a past tense, and an eponym after a given name that introduces a speaker', () => {
    expect(names('Rose a pleuré toute la soirée.')).toEqual(['Rose']);
    expect(names('bonjour c’est thierry rey du garage, je rappelle')).toEqual(['thierry rey']);
  });

  it('leaves readings, firms, physicians of history, things named like people, Spanish words and a trade alone', () => {
    expect(names('Relecture de Festinger sur la dissonance ; lecture de Zimbardo sur la situation.')).toEqual([]);
    expect(names('Travaux de Margaret Mahler et de Daniel Stern sur le nourrisson.')).toEqual([]);
    expect(names('Rapatriement via l’aéroport de Sofia ; Molière et Racine au programme ; VetAgro Sup forme les vétérinaires.')).toEqual([]);
    expect(names('La maison Moët & Chandon recrute ; le Pr Charcot à la Salpêtrière.')).toEqual([]);
    expect(names('Printemps, Constance et Prudence sont les noms des trois canots.')).toEqual([]);
    expect(names('No sabe nada todavía ; erwan est marin pêcheur retraité.')).toEqual(['erwan']);
    expect(names('Dirección : Bv. Illia 740, X5000 Florencia ; vive en Florencia.')).toEqual([]);
    expect(names('La Miviludes et la Mildeca publient leurs rapports.')).toEqual([]);
  });
});

/** The forty-ninth part’s round: another country’s code said in words, American and Egyptian addresses, a tab that is no space, an affiliate’s, a procedure’s, a federation’s and a family’s file numbers, codes alone in a cell, ISO birth dates after names, nicknames explained or aged, a grandmother’s short name, English greetings, names joined by "et" in lower case, a sender’s initials, a clause after "et", and chess, music, places and months. Examples written for these tests. */
describe('the forty-ninth part’s shapes', () => {
  it('masks a foreign number said in words with its hundreds, and American and Egyptian addresses; a tab is no space', () => {
    expect(masked('rappelez le plus trente-deux, quatre cent soixante-dix, douze, trente-quatre, cinquante-six merci')).toEqual(['phone:plus trente-deux, quatre cent soixante-dix, douze, trente-quatre, cinquante-six']);
    expect(masked('She lives at 12 Maple Avenue, Newton, MA 02458, USA.')).toEqual(['address:12 Maple Avenue, Newton, MA 02458, USA']);
    expect(masked('il a donné 8 rue Talaat Harb, Garden City, Le Caire, Égypte.')).toEqual(['address:8 rue Talaat Harb, Garden City, Le Caire, Égypte']);
    expect(masked('09:30\tSo-yeon Park\talto')).not.toContainEqual(expect.stringMatching(/^address:/));
  });

  it('masks an affiliate’s, a procedure’s, a federation’s and a family’s file numbers, and a code alone in a cell', () => {
    expect(masked('Assuré : ROCHE Léon   N° affilié : CPA-44-0193377')).toEqual(['name:ROCHE Léon', 'record:CPA-44-0193377']);
    expect(masked('la procédure (n° 01172/2025/BRI-33) reste ouverte')).toEqual(['record:01172/2025/BRI-33']);
    expect(masked('son id ffe c’est 4471233 pour les tournois')).toEqual(['record:4471233']);
    expect(masked('Dossiers famille : Amina FAM-0412, Tuan FAM-0419.')).toEqual(['name:Amina', 'record:FAM-0412', 'name:Tuan', 'record:FAM-0419']);
    expect(masked('DUPRE\tLéon (tuteur), seul\tCM2\tEVA-PRS-0093')).toEqual(['name:DUPRE', 'name:Léon', 'record:EVA-PRS-0093']);
    expect(masked('Dossier : ARIPA-33-2025-001872 ; n° ARIPA-33-2025-001873')).toEqual(['record:ARIPA-33-2025-001872', 'record:ARIPA-33-2025-001873']);
  });

  it('masks birth dates written in ISO after names in brackets', () => {
    expect(masked('Ayants droit : Hugo (2012-06-30), Lina (2015-01-09)')).toEqual(['name:Hugo', 'birthDate:2012-06-30', 'name:Lina', 'birthDate:2015-01-09']);
  });

  it('masks nicknames explained or aged, a grandmother’s short name, a name after "Dear", names joined by "et" and a sender’s initials', () => {
    expect(names('Il cite « Pitchoun » (le goal Maxime Roussel) comme un appui.')).toEqual(['Pitchoun', 'Maxime Roussel']);
    expect(names('02:40\t« Zouzou » (n’a pas donné son nom), ~15 ans\tperdu')).toEqual(['Zouzou']);
    expect(names('un surnom (« Caramel ») qu’elle déteste')).toEqual(['Caramel']);
    expect(names('Elle parle souvent de mamie Jo.')).toEqual(['Jo']);
    expect(names('Dear Florence,\nthanks for the call.')).toEqual(['Florence']);
    expect(names('la maman de lucas et jade a appelé')).toEqual(['lucas', 'jade']);
    expect(names('vadim k — 03/02 19:20 : bonsoir madame')).toEqual(['vadim k']);
    expect(names('Louane ne veut plus aller à l’école et Timéo dort mal.')).toEqual(['Louane', 'Timéo']);
    expect(names('Ji-woo Park, 34 ans, seconde violoniste ; le chauffeur est resté chez Abdelrahman.')).toEqual(['Ji-woo Park', 'Abdelrahman']);
  });

  it('leaves a month in an English date, chess, music, barges, camps, places of several words and an author after a concept alone', () => {
    expect(names('Date: Wed, 14 Jan 2026 23:51 ; classement Elo 2140 ; variante Najdorf ; Kasparov contre Topalov à Wijk aan Zee.')).toEqual([]);
    expect(names('Les Jeux de Los Angeles ; l’automoteur Odyssée ; le camp de Mailly ; le Sacre du printemps de Stravinsky ; le pic du Midi d’Ossau.')).toEqual([]);
    expect(names('Repères : perte ambiguë (P. Boss) ; le modèle de Pauline Boss.')).toEqual([]);
    expect(names('Elle dit : « Je ne sais pas. » Ambivalence entre espoir et colère ; prune et olive.')).toEqual([]);
  });
});

/** The fiftieth part’s round: a crew’s, a register’s and a night log’s columns, a trade’s and a federation’s licences, a member’s and a Luxembourg number, phones said with their international prefix, Breton, Spanish and Philippine addresses, a lieu-dit after "habite" with its postcode, chat senders, nicknames whole, and firms, places and authors. Examples written for these tests. */
describe('the fiftieth part’s shapes', () => {
  it('reads a record column named "N° …", a declared birth date’s column and a quarter’s column; a register’s row number and an invoice’s are no file', () => {
    expect(masked('Nom\tPrénom\tNé le (déclaré)\tN° marin / SIRB\nKERGOAT\tYves\t02/03/1975\t1975 29 33081')).toEqual(['name:KERGOAT', 'name:Yves', 'birthDate:02/03/1975', 'record:1975 29 33081']);
    expect(masked('N°\tNom\tPrénom\tQuartier / adresse\n12\tPAYET\tLouis\tBras-Panon\n13\tPAYET\tMarie\tidem')).toEqual(['name:PAYET', 'name:Louis', 'address:Bras-Panon', 'name:PAYET', 'name:Marie']);
    expect(masked('Date\tNom\tN° facture\tMontant\n03/11\tLEROY Anne\t2025-11-031\t60')).toEqual(['name:LEROY Anne']);
  });

  it('masks a trade’s and a federation’s licences, a member’s number and a Luxembourg staff number', () => {
    expect(masked('Licence de pilote n° FR.FCL.0023.')).toEqual(['record:FR.FCL.0023']);
    expect(masked('Mme Lucie Hamon (licence FR.ATCO.00912) demande un avis.')).toEqual(['name:Lucie Hamon', 'record:FR.ATCO.00912']);
    expect(masked('Adhérente : HAMON Lucie, n° adhérente MPAC-771 204 55')).toEqual(['name:HAMON Lucie', 'record:MPAC-771 204 55']);
    expect(masked('Votre matricule CNS est le 1990 0412 118 07 ; merci')).toEqual(['record:1990 0412 118 07']);
    expect(masked('Coureur : HAMON Paul   Licence FFVoile n° 2231187K')).toEqual(['name:HAMON Paul', 'record:2231187K']);
  });

  it('masks phones said with their international prefix or their country code figure by figure', () => {
    expect(masked('mon numéro : zéro zéro quatre quatre, sept neuf un un, quatre zéro deux, six trois huit. merci')).toEqual(['phone:zéro zéro quatre quatre, sept neuf un un, quatre zéro deux, six trois huit']);
    expect(masked('son portable : plus trois cinq deux, six vingt et un, quatre cent douze, zéro deux, trente. Merci')).toEqual(['phone:plus trois cinq deux, six vingt et un, quatre cent douze, zéro deux, trente']);
  });

  it('masks Breton, Spanish, Philippine and Cedex addresses, a base and a block, and a lieu-dit after "habite" with its postcode', () => {
    expect(masked('on habite 12 hent ar Vilin, 29830 Ploudalmézeau depuis')).toEqual(['address:12 hent ar Vilin, 29830 Ploudalmézeau']);
    expect(masked('mi dirección: calle del Dr. Fleming 12, 2.º A, 28036 Madrid.')).toEqual(['address:calle del Dr. Fleming 12, 2.º A, 28036 Madrid']);
    expect(masked('I live in Purok 5, Barangay San Isidro, Jaro, Iloilo City 5000, Philippines.')).toEqual(['address:Purok 5, Barangay San Isidro, Jaro, Iloilo City 5000, Philippines']);
    expect(masked('Cellule MNA, rue Ferdinand-Buisson, 62018 Arras Cedex 9')).toEqual(['address:rue Ferdinand-Buisson, 62018 Arras Cedex 9']);
    expect(masked('Base des sous-marins, bloc K2, 56100 Lorient')).toEqual(['address:Base des sous-marins, bloc K2, 56100 Lorient']);
    expect(masked('Elle habite Kerlaouen, 29810 Plouarzel, loin du bourg.')).toEqual(['address:Kerlaouen, 29810 Plouarzel']);
  });

  it('masks a chat’s senders wherever written, a nickname whole, clipped compounds in lower case and names of Eritrea and Germany', () => {
    expect(names('[21:02] tatav: demain 7h\n[21:04] la puce: ok\n[21:05] aiko: @la puce ta veste\n[21:06] chef roux: non')).toEqual(['tatav', 'la puce', 'aiko', 'la puce', 'roux']);
    expect(names('[10:02] Astreinte : rappel\n[10:03] Moi : ok')).toEqual([]);
    expect(names('que tout le quartier appelle « Ti Jean » ; la voisine de Ti Jean.')).toEqual(['Ti Jean', 'Ti Jean']);
    expect(names('que tout le monde ici appelle Mamm Jo.')).toEqual(['Mamm Jo']);
    expect(names('Mamm ne sort plus.')).toEqual([]);
    expect(names('le petit-fils de Marie-Jo ; la discussion avec jeanne-so')).toEqual(['Marie-Jo', 'jeanne-so']);
    expect(names('Yonas et Semhar sont arrivés ; Jens Hoffmann dirige l’équipe.')).toEqual(['Yonas', 'Semhar', 'Jens Hoffmann']);
  });

  it('leaves towns after "venir de", a slipway’s place, a doctor’s town, firms, schools, grants, authors and sailors alone', () => {
    expect(names('Il dit venir de Ranya ; mort sur la cale de Porz Arlan ; « pour le docteur de Brest ».')).toEqual([]);
    expect(names('Compagnie Armoricaine de Navigation ; la marine togolaise ; licence FFVoile ; I am in Cowes.')).toEqual([]);
    expect(names('Deux ans de cours Florent ; sa bourse Erasmus ; Lazarus et Folkman ; Éric Tabarly et Florence Arthaud ; le camp du Puythouck ; LARS à -22.')).toEqual([]);
  });
});

/** The fifty-first part’s round: headers in two languages or with a software’s name, an agenda’s people column, codes alone in a cell, Wallis-et-Futuna numbers, Brazilian, Catalan, English and Dutch addresses, a signature after "Signé", companies by their legal form, Portuguese and German words, dishes and authors. Examples written for these tests. */
describe('the fifty-first part’s shapes', () => {
  it('reads headers in two languages or with a software’s name, an agenda’s column of people, and a code alone in a cell', () => {
    expect(masked('Nom;Prénom;Geburtsdatum / DDN;N° élève (ONDE)\nBrandt;Mia;21.06.2016;0672231XM03')).toEqual(['name:Brandt', 'name:Mia', 'birthDate:21.06.2016', 'record:0672231XM03']);
    expect(masked('date;heure;salarié;société\n07/03/2025;09:30;PEREIRA DOS SANTOS M.;Marée du Sud\n08/03/2025;05:00;groupe de parole;toutes')).toEqual(['name:PEREIRA DOS SANTOS M.']);
    expect(masked('RIBES Anne\tagente de constatation\tDGDDI-552014\t—')).toEqual(['name:RIBES Anne', 'record:DGDDI-552014']);
    expect(masked('Facture;Montant\nFAC-2025;60')).toEqual([]);
  });

  it('masks Wallis-et-Futuna numbers, and Brazilian, Catalan, English and Dutch addresses', () => {
    expect(masked('Tél. : (681) 72 14 09, sinon +687 27 31 90')).toEqual(['phone:(681) 72 14 09', 'phone:+687 27 31 90']);
    expect(masked('Rua São Bento, 88, bairro Centro Velho, Macapá - AP, 68900-010')).toEqual(['address:Rua São Bento, 88, bairro Centro Velho, Macapá - AP, 68900-010']);
    expect(masked('Carrer Major, 12, 3r 2a, 17700 La Jonquera')).toEqual(['address:Carrer Major, 12, 3r 2a, 17700 La Jonquera']);
    expect(masked('She lives at 9 Redland Vale, Bristol BS6 7AB.')).toEqual(['address:9 Redland Vale, Bristol BS6 7AB']);
    expect(masked('Adres: Van Goghstraat 12bis, 3581 AB Utrecht')).toEqual(['address:Van Goghstraat 12bis, 3581 AB Utrecht']);
  });

  it('masks a name signed after "Signé", and leaves a company before its legal form, Portuguese and German words, dishes, authors and places alone', () => {
    expect(names('Signé Florian, AED.')).toEqual(['Florian']);
    expect(names('Signe de Gowers franc ; le mareyeur Océane SAS ; mein Sohn, Montag um 9 Uhr, im Büro.')).toEqual([]);
    expect(names('ela nao atende')).toEqual([]);
    expect(names('Bœuf Stroganoff, pêche Melba ; l’EPDS de Cox, Holden et Sagovsky ; le vol Aircalin vers Wallis ; les dispensaires de Hahake et Hihifo.')).toEqual([]);
  });
});

/** The fifty-second part’s round: a Dutch number with a letter after a dash, a section’s name, authors and eponyms, places of a border, a shipyard and the Causses, short forms of given names. Examples written for these tests. */
describe('the fifty-second part’s shapes', () => {
  it('masks a Dutch address whose number has a letter after a dash, and a short form of a given name in a cell', () => {
    expect(masked('Adres: Mathenesserweg 88-C, 3026 HB Rotterdam, Pays-Bas')).toEqual(['address:Mathenesserweg 88-C, 3026 HB Rotterdam, Pays-Bas']);
    expect(names('Manu\tcariste\tquai 4')).toEqual(['Manu']);
  });

  it('leaves a section’s name, Pythagoras, Grimm, Vidal de La Blache and the places of a border, a shipyard and the Causses alone', () => {
    expect(names('La section Puma arrive lundi ; le théorème de Pythagore ; les contes de Grimm ; la carte de Vidal de La Blache.')).toEqual([]);
    expect(names('La douane de Moillesulaz ; les chantiers de Penhoët ; le Causse du Larzac ; la nécropole de Douaumont.')).toEqual([]);
  });
});

/** The fifty-third part’s round: a trade after a lower-case name, a head of a room, initials in a list and before a full stop, ranks, greetings and words of respect of other languages, nicknames found on their own, Danish and Polish addresses, a workers’ hostel, a postcode dictated in words, Danish given names, and places, eponyms, painters and authors. Examples written for these tests. */
describe('the fifty-third part’s shapes', () => {
  it('ends a lower-case name before a trade, and reads a room’s head as a role', () => {
    expect(names('appel de karine jaouen animatrice au centre social')).toEqual(['karine jaouen']);
    expect(names('La cheffe de salle Sandrine Kervella a donné l’alerte.')).toEqual(['Sandrine Kervella']);
  });

  it('masks initials in a list and before a sentence’s full stop, without a rank or a word of respect', () => {
    expect(masked('Vus ce jour : M. T., J. P., A. K.')).toEqual(['name:M. T.', 'name:J. P.', 'name:A. K.']);
    expect(names('Relais pour Paolo B. et Sara G.. Paolo préfère le matin.')).toEqual(['Paolo B', 'Sara G', 'Paolo']);
    expect(names('De : Cne Marie-Ange Lucciardi')).toEqual(['Marie-Ange Lucciardi']);
    expect(withRoles('Sa grand-mère, Dona Amélia, vient le dimanche.')).toEqual(['relative:Amélia']);
    expect(names('Cara Giulia,\nti scrivo per il colloquio.')).toEqual(['Giulia']);
  });

  it('keeps a nickname found on its own with the name around it, and a Danish given name before an unknown surname', () => {
    expect(names('Son ami d’enfance, Julien « Juju » Perrot, est passé.')).toEqual(['Julien « Juju » Perrot']);
    expect(names('Elle consulte une psychologue, Pernille Kjærgaard, depuis mars.')).toEqual(['Pernille Kjærgaard']);
  });

  it('masks Danish and Polish addresses, a workers’ hostel before its street, and a postcode dictated in words', () => {
    expect(masked('Adresse : Søndergade 14, 8000 Aarhus, Danmark')).toEqual(['address:Søndergade 14, 8000 Aarhus, Danmark']);
    expect(masked('Havnevej 7, 6700 Ribe, Denmark')).toEqual(['address:Havnevej 7, 6700 Ribe, Denmark']);
    expect(masked('Adres: ul. Długa 12 m. 7, 80-831 Gdańsk')).toEqual(['address:ul. Długa 12 m. 7, 80-831 Gdańsk']);
    expect(masked('Hébergé au foyer de jeunes travailleurs, 4 rue des Tanneurs, 67000 Strasbourg.')).toEqual(['address:foyer de jeunes travailleurs, 4 rue des Tanneurs, 67000 Strasbourg']);
    expect(masked('elle habite douze chemin des Vignes trente-huit deux cents Vienne depuis mai')).toEqual(['address:douze chemin des Vignes trente-huit deux cents Vienne']);
  });

  it('leaves a turn at sea, an adaptation’s author, a painter, nationalities in English and places of the Alps, Denmark and the Tarn alone', () => {
    expect(names('Manœuvre de Williamson réussie ; échelle en version française de Brunet ; un panneau de Fra Angelico.')).toEqual([]);
    expect(names('She is Danish and flies back to Esbjerg on Monday.')).toEqual([]);
    expect(names('La plateforme de Bardonecchia ; la sucrerie de Bazancourt ; les collines du Ségala ; le parc de Hangest.')).toEqual([]);
  });
});

/** The fifty-fourth part’s round: compagnons’ names, nicknames said to be names after them, a register’s "NOM, Prénom", a given name that is also a place found again as a subject, a name found with a capital found again on a line typed in lower case, senders of a phone’s message export, Spanish and Tagalog words around names, a former host family’s surnames, record numbers of a drug trial, a staff register and an interpreting mission, an American birth date, and addresses of Romania, Colombia and Iran, a residence typed in lower case and a lieu-dit with its article. Examples written for these tests. */
describe('the fifty-fourth part’s shapes', () => {
  it('masks a compagnon’s name, a nickname said to be one after it, and a register’s "NOM, Prénom"', () => {
    expect(names('Le pays de Théo, « Tourangeau la Fidélité » chez les compagnons, l’accompagne.')).toEqual(['Théo', 'Tourangeau la Fidélité']);
    expect(names('« Nounours » (c’est ainsi qu’on l’appelle au dépôt) ne dort plus.')).toEqual(['Nounours']);
    expect(names('FERRAND, Odile\t2e étage\nVoir la CAF, Josiane s’en charge.')).toEqual(['FERRAND, Odile', 'Josiane']);
    expect(names('Ancienne famille : LEGRIS / DE MONTBRUN, Le Chesnay')).toEqual(['LEGRIS', 'DE MONTBRUN']);
  });

  it('finds a given name that is also a place again only as a subject, and a capitalised nickname again on a line typed in lower case', () => {
    expect(names('Une collégienne, Florence Marty, a chuté. Florence est au bloc. Sa tante vit près de Florence, en Italie.')).toEqual(['Florence Marty', 'Florence']);
    expect(names('M. Rajesh Doolun, dit « Raju », est rentré.\nsam 4/5 10:02 lise : raju dort enfin\nsam 4/5 10:05 lise : à demain')).toEqual(['Rajesh Doolun', 'Raju', 'lise', 'raju', 'lise']);
    expect(names('M. Couvreur, couvreur depuis vingt ans, a chuté.')).toEqual(['Couvreur']);
  });

  it('reads Spanish and Tagalog words around names, English nationalities and a country in brackets as words', () => {
    expect(names('[3/2 22:10] mamá: si la señora no contesta, hablo con la tia rosario de envigado')).toEqual(['rosario']);
    expect(withRoles('Sa cousine, Ate Marites, garde des enfants à Neuilly.')).toEqual(['relative:Marites']);
    expect(names('Please send it to his Polish address. Né à Curepipe (Maurice), il est à Maurice pour un mois.')).toEqual([]);
  });

  it('masks record numbers of a trial’s subjects, a staff register and an interpreting mission, and an American birth date', () => {
    expect(masked('Regarding subject B2-114 and volontaire B2-117.')).toEqual(['record:B2-114', 'record:B2-117']);
    expect(masked('Identifiant RH de M. Nguyen : RH-0073318 ; mission n° 2026-02-0417.')).toEqual(['name:Nguyen', 'record:RH-0073318', 'record:2026-02-0417']);
    expect(masked('Date of birth : 03/27/1999')).toEqual(['birthDate:03/27/1999']);
    expect(masked('Meeting on 03/27/2026')).toEqual([]);
  });

  it('masks Romanian, Colombian and Iranian addresses, a residence typed in lower case and a lieu-dit with its article', () => {
    expect(masked('chez ses parents, strada Mihai Viteazu 8, Cluj-Napoca 400001.')).toEqual(['address:strada Mihai Viteazu 8, Cluj-Napoca 400001']);
    expect(masked('Calle 10 # 43-25, Cali, Valle del Cauca')).toEqual(['address:Calle 10 # 43-25, Cali, Valle del Cauca']);
    expect(masked('Khiaban-e Enghelab 22, Tehran 1315734811')).toEqual(['address:Khiaban-e Enghelab 22, Tehran 1315734811']);
    expect(masked('passe à la résidence les lilas bat b 13014 marseille ce soir')).toEqual(['address:résidence les lilas bat b 13014 marseille']);
    expect(masked('Elle habite le Bourg, 23200 Aubusson.')).toEqual(['address:le Bourg, 23200 Aubusson']);
    expect(masked('la grange du Pech, 46500 Gramat : accès par le chemin')).toEqual(['address:la grange du Pech, 46500 Gramat']);
  });
});

/** The fifty-fifth part’s round: Catalan double surnames, senders written before the time, Andean, Ethiopian and Turkish names and places, Spanish words and "doña", relations and illnesses in a table’s cells, companies after their legal form, a foreigner’s AGDREF number, a hostel’s name before its street, and addresses of Peru, Vienna, Ethiopia and Turkey. Examples written for these tests. */
describe('the fifty-fifth part’s shapes', () => {
  it('masks Catalan double surnames, senders written before the time, and Andean and Ethiopian given names', () => {
    expect(names('Vu M. Arnau Vidal i Ferrer ; M. Vidal i Ferrer reviendra.')).toEqual(['Arnau Vidal i Ferrer', 'Vidal i Ferrer']);
    expect(names('[nuria, 20:02] il dort\n[nuria, 20:05] merci')).toEqual(['nuria', 'nuria']);
    expect(names('Le petit Inti est rentré ; sa tante, Yesenia, appelle. Dawit est revenu.')).toEqual(['Inti', 'Yesenia', 'Dawit']);
  });

  it('leaves Turkish provinces, "doña", Spanish words, relations and illnesses in cells, and companies after their legal form alone', () => {
    expect(names('Les provinces de Malatya et d’Osmaniye ; la familia de doña Elvira.')).toEqual(['Elvira']);
    expect(names('[2/3/24 09:00] Elvira Quispe: el niño está bien, come bien\n[2/3/24 09:02] Elvira Quispe: gracias')).toEqual(['Elvira Quispe', 'Elvira Quispe']);
    expect(names('Lien\tNom\tDDN\nCousine\tMOREL Anaïs\t2014-03-02\nGrand-oncle mat.\tMOREL Jean\t1950')).toEqual(['MOREL Anaïs', 'MOREL Jean']);
    expect(masked('Nom\tPrénom\tProche aidé\nROUX\tLéna\tmère (SEP)\nPIC\tNoé\tgrand-père (Parkinson)')).toEqual(['name:ROUX', 'name:Léna', 'name:PIC', 'name:Noé']);
    expect(names('Affaire : SARL Le Grand Large – RG 2025J00041')).toEqual([]);
  });

  it('masks a foreigner’s AGDREF number and a hostel’s name with its street', () => {
    expect(masked('Son numéro AGDREF est le 9301234567.')).toEqual(['record:9301234567']);
    expect(masked('Hébergé au CHRS Le Relais, 5 rue des Postes, 59000 Lille.')).toEqual(['address:CHRS Le Relais, 5 rue des Postes, 59000 Lille']);
    expect(masked('venir à la maison ? Nous sommes au 8 rue Neuve, 42000 Saint-Étienne.')).toEqual(['address:8 rue Neuve, 42000 Saint-Étienne']);
  });

  it('masks addresses of Peru, Vienna, Ethiopia and Turkey', () => {
    expect(masked('Jr. Ica 455, Cercado, Lima 15001')).toEqual(['address:Jr. Ica 455, Cercado, Lima 15001']);
    expect(masked('Ottakringer Straße 12/4, 1160 Wien')).toEqual(['address:Ottakringer Straße 12/4, 1160 Wien']);
    expect(masked('Yeka Sub-City, Woreda 08, House No. 412, Addis Ababa')).toEqual(['address:Yeka Sub-City, Woreda 08, House No. 412, Addis Ababa']);
    expect(masked('Cumhuriyet Mah., Atatürk Cad. No: 12 D: 3, 44100 Malatya')).toEqual(['address:Cumhuriyet Mah., Atatürk Cad. No: 12 D: 3, 44100 Malatya']);
  });
});

/** The fifty-sixth part’s round: a signature’s "M." and two given names’ initials, a register’s surname found twice, a compound given name’s short form, nicknames with a Spanish article, titles and words of other languages, chat senders with the day in brackets, authors described with a year, Norwegian, Japanese and Filipino given names, record numbers of a cycling licence and a foreign hospital, foreign dates of birth, and addresses of Barcelona, Colombia, Dakar and the Emirates, a table’s hamlet column. Examples written for these tests. */
describe('the fifty-sixth part’s shapes', () => {
  it('masks a signature’s "M." as an initial, two initials before a surname, and a compound given name’s short form', () => {
    expect(names('Bien cordialement,\nM. Kerouredan, psychologue scolaire')).toEqual(['M. Kerouredan']);
    expect(names('M. Kerouredan, 47 ans, est venu seul.')).toEqual(['Kerouredan']);
    expect(names('Règlement de l’interprète (L. F. Moreira).')).toEqual(['L. F. Moreira']);
    expect(names('Marie-Lou Perrin, 9 ans. Sa mère dit que Marie a changé.')).toEqual(['Marie-Lou Perrin', 'Marie']);
    expect(names('Patient: DUVERNOY, Ambre\tMRN: X')).toEqual(['DUVERNOY, Ambre']);
  });

  it('reads a nickname after a Spanish article, "Ma’am", chat senders with the day in brackets, and Norwegian, Japanese and Filipino names', () => {
    expect(names('Chez lui on l’appelle « el Gordo ».')).toEqual(['Gordo']);
    expect(names('Ma’am Joanna, the boy slept well.')).toEqual(['Joanna']);
    expect(names('[ven. 09/10, 22:01] kiki : je dors pas\n[ven. 09/10, 22:03] kiki : bonne nuit')).toEqual(['kiki', 'kiki']);
    expect(names('Eirik et Haruto sont arrivés ; Maricel garde les enfants.')).toEqual(['Eirik', 'Haruto', 'Maricel']);
  });

  it('leaves authors described with a year, eponyms, German and English words of mixed messages and a house of care alone', () => {
    expect(names('Le syndrome décrit par Simon Baron en 1998 ; le fromage suisse de Reason ; un tableau de Van Gogh.')).toEqual([]);
    expect(names('Il a dit « nur einmal », danke. Discharge: 09-Jan-2027. Attending: Pediatrics. He is home again.')).toEqual([]);
    expect(names('Courrier à la Maison de Solenn, à Paris.')).toEqual([]);
  });

  it('masks a cycling licence’s and a foreign hospital’s numbers, an English date of birth, and a hamlet in its column', () => {
    expect(masked('NOM\tPrénom\tUCI ID\nBRUN\tLéo\t10012345678')).toEqual(['name:BRUN', 'name:Léo', 'record:10012345678']);
    expect(masked('MRN: AUH-5512034 ; DOB: 14-Mar-2009')).toEqual(['record:AUH-5512034', 'birthDate:14-Mar-2009']);
    expect(masked('NOM\tAdresse au hameau\nGROS Paul\t4 place du Four, Le Villaret')).toEqual(['name:GROS Paul', 'address:4 place du Four, Le Villaret']);
    expect(masked('Adresse au hameau\tRelogé(e)')).toEqual([]);
  });

  it('masks addresses of Barcelona in lower case, Colombia with its barrio, Dakar and the Emirates', () => {
    expect(masked('chez sa mère, carrer de Sants 45, 2n 1a, 08014 Barcelona')).toEqual(['address:carrer de Sants 45, 2n 1a, 08014 Barcelona']);
    expect(masked('Calle 8 # 12-30, barrio El Prado, Neiva, Huila')).toEqual(['address:Calle 8 # 12-30, barrio El Prado, Neiva, Huila']);
    expect(masked('villa 88, Cité Keur Gorgui, Dakar')).toEqual(['address:villa 88, Cité Keur Gorgui, Dakar']);
    expect(masked('villa 5, street 21, Khalifa City, Abu Dhabi, UAE')).toEqual(['address:villa 5, street 21, Khalifa City, Abu Dhabi, UAE']);
  });
});

/** The fifty-seventh part’s round: a name spelled with hyphens, a signature with an eponym’s surname, passengers, a chat’s senders without times, words of another language, authors who described or founded something with a year, eponyms, two record numbers after one label, and addresses of Québec, Czechia and Greece. Examples written for these tests. */
describe('the fifty-seventh part’s shapes', () => {
  it('masks a name spelled with hyphens, a signature with an eponym’s surname, a passenger, and a chat’s senders without times', () => {
    expect(names('Il épelle : M-A-E-L-Y-S, puis S-O-I-F. Plan A-B-A.')).toEqual(['M-A-E-L-Y-S']);
    expect(names('Cordialement,\nJ. Wernicke')).toEqual(['J. Wernicke']);
    expect(names('Passager : KOVÁŘ Tomáš')).toEqual(['KOVÁŘ Tomáš']);
    expect(names('lulu: t’es rentré ?\nmoi: oui\nlulu: ok dors bien')).toEqual(['lulu', 'lulu']);
    expect(names('note: appeler\nrdv: jeudi\nnote: bilan')).toEqual([]);
  });

  it('leaves "mãe", authors who described or founded something with a year, and eponyms alone', () => {
    expect(names('il veut que quelqu’un aille voir sa mãe')).toEqual([]);
    expect(names('Décrit par Hunt et Hess en 1968 ; l’association fondée par Anne Vidalie en 1995 ; la périmétrie de Goldmann ; le syndrome d’Usher.')).toEqual([]);
  });

  it('masks two record numbers after one label, and addresses of Québec, Czechia and Greece', () => {
    expect(masked('IPP : 44-0071231 / 44-0071232')).toEqual(['record:44-0071231', 'record:44-0071232']);
    expect(masked('1100 rue Sherbrooke, app. 12, Montréal (Québec) H3A 1K3')).toEqual(['address:1100 rue Sherbrooke, app. 12, Montréal (Québec) H3A 1K3']);
    expect(masked('Vinohradská 112/5, 130 00 Praha 3, République tchèque')).toEqual(['address:Vinohradská 112/5, 130 00 Praha 3, République tchèque']);
    expect(masked('Odos Ermou 20, 105 63 Athens, Greece')).toEqual(['address:Odos Ermou 20, 105 63 Athens, Greece']);
  });
});

/** The fifty-eighth part’s round: a signature’s "M." before a dash, a family’s referent column and a title in a cell, a birth date in a column with a remark, a date in brackets after a titled name, a year first with dots, record numbers of a pupil, a probation measure and the AME, eponyms, Mongolian and Finnish given names, and addresses of Australia, Finland, Hungary, Moldova and Mongolia. Examples written for these tests. */
describe('the fifty-eighth part’s shapes', () => {
  it('masks a signature’s "M." before a dash, a family’s referent without its title, and a birth date with a remark in its column', () => {
    expect(names('Bien à vous,\nM. Kervella — RPPS à venir')).toEqual(['M. Kervella']);
    expect(masked('Nom\tPrénom\tNé(e) le\tRéférent famille\nROUX\tAnne\t03/04/1950\tDr MEUNIER (neveu)')).toEqual(['name:ROUX', 'name:Anne', 'birthDate:03/04/1950', 'name:MEUNIER']);
    expect(masked('Nom\tPrénom\tDate de naissance\tLien\nSHERPA\tPemba\t01/01/1985 (estimée)\tami')).toEqual(['name:SHERPA', 'name:Pemba', 'birthDate:01/01/1985']);
    expect(masked('Nom\tPrénom\tDate de naissance\tLien\nSHERPA\tPemba\tné vers 1985 (selon lui)\tami')).toEqual(['name:SHERPA', 'name:Pemba']);
  });

  it('masks a date in brackets after a titled name, a year first with dots, and a pupil’s, a probation measure’s and the AME’s numbers', () => {
    expect(masked('Mme Odile Ferrand (03/11/81) est sortie hier.')).toEqual(['name:Odile Ferrand', 'birthDate:03/11/81']);
    expect(masked('Réunion du 12/03 (03/11/81 au planning).')).toEqual([]);
    expect(masked('Né le 1988.02.14 à Darkhan.')).toEqual(['birthDate:1988.02.14']);
    expect(masked('Son INE est le 081234567AB ; n° de mesure APPI 33-2026-00412 ; n° AME 751 2026 0099 12.')).toEqual(['record:081234567AB', 'record:33-2026-00412', 'record:751 2026 0099 12']);
  });

  it('leaves eponyms and authors after "travaux de" alone, and knows Mongolian and Finnish given names', () => {
    expect(names('Les travaux de Duchaine et Nakayama ; le bacille de Koch ; la coloration de Ziehl-Neelsen.')).toEqual([]);
    expect(names('Batbayar est venu avec Aleksi.')).toEqual(['Batbayar', 'Aleksi']);
  });

  it('masks addresses of Australia, Finland, Hungary, Moldova and Mongolia', () => {
    expect(masked('12 Ocean Street, Bondi NSW 2026, Australia')).toEqual(['address:12 Ocean Street, Bondi NSW 2026, Australia']);
    expect(masked('Mannerheimintie 20 A 5, 00100 Helsinki, Finlande')).toEqual(['address:Mannerheimintie 20 A 5, 00100 Helsinki, Finlande']);
    expect(masked('Kossuth Lajos utca 7, 1053 Budapest, Hongrie')).toEqual(['address:Kossuth Lajos utca 7, 1053 Budapest, Hongrie']);
    expect(masked('str. Independenței 12, ap. 4, MD-2001 Chișinău')).toEqual(['address:str. Independenței 12, ap. 4, MD-2001 Chișinău']);
    expect(masked('Khan-Uul district, 3e khoroo, bâtiment 12, Oulan-Bator 17000, Mongolie')).toEqual(['address:Khan-Uul district, 3e khoroo, bâtiment 12, Oulan-Bator 17000, Mongolie']);
  });
});

/** The fifty-ninth part’s round: authors described further in a sentence or cited, a child’s date after its label, the members and second parents of forms, a candidate’s number, words of the Antilles’ Creole, English and Spanish words, eponyms, and addresses of Estonia, India, Chile and Nouakchott. Examples written for these tests. */
describe('the fifty-ninth part’s shapes', () => {
  it('leaves authors described further in the sentence, cited or read, eponyms and Creole words alone', () => {
    expect(names('Décrite par Paul Gaultier à Lyon en 1952, puis par Jan Broek en 1971.')).toEqual([]);
    expect(names('Ils citent Oliver Sacks ; selon les normes de Hummel ; la cécité de Borges.')).toEqual([]);
    expect(names('mwen malad aswè, pa ka dòmi')).toEqual([]);
    expect(names('the rose season can come early')).toEqual([]);
  });

  it('masks a child’s birth date after its label, a member, a second parent and a candidate’s number', () => {
    expect(masked('Enfant concerné : Noam Beaulieu — 3 mars 2019')).toEqual(['name:Noam Beaulieu', 'birthDate:3 mars 2019']);
    expect(names('Adhérent : DIALLO Mamadou Saliou\nParent 2 : PEREZ LUNA Camila')).toEqual(['DIALLO Mamadou Saliou', 'PEREZ LUNA Camila']);
    expect(names('Enfant\tParent 2\tJours\nLéo\tSarah\tlundi')).not.toContain('Jours');
    expect(masked('N° de candidat : 27-0311-55120')).toEqual(['record:27-0311-55120']);
  });

  it('masks addresses of Estonia, India, Chile and Nouakchott', () => {
    expect(masked('Pärnu mnt 31-4, 10119 Tallinn')).toEqual(['address:Pärnu mnt 31-4, 10119 Tallinn']);
    expect(masked('45 Chandni Chowk, Delhi 110006, India')).toEqual(['address:45 Chandni Chowk, Delhi 110006, India']);
    expect(masked('pasaje Templeman 12, Cerro Concepción, Valparaíso')).toEqual(['address:pasaje Templeman 12, Cerro Concepción, Valparaíso']);
    expect(masked('îlot C, lot 88, Ksar, Nouakchott')).toEqual(['address:îlot C, lot 88, Ksar, Nouakchott']);
  });
});

/** The sixtieth part’s round: a birth month after "né et décédé en", record numbers of the CPS and after a named prosecutor’s office, a name after "Nom actuel", Comorian and Dutch given names, an address given by its kilometre point, eponyms, a singer and places. Examples written for these tests. */
describe('the sixtieth part’s shapes', () => {
  it('masks a birth month after "né et décédé en", a CPS number, a prosecutor’s number and a name after "Nom actuel"', () => {
    expect(masked('un frère (Yannick, né et décédé en juin 1979)')).toEqual(['name:Yannick', 'birthDate:juin 1979']);
    expect(masked('N° CPS : 3 041 118\nParquet de Grenoble, n° : 25-113-0072')).toEqual(['record:3 041 118', 'record:25-113-0072']);
    expect(names('Nom actuel : TERRIER\nNom d’usage : Lemaire')).toEqual(['TERRIER', 'Lemaire']);
    expect(names('Hendrik et Femke sont venus ; Nourainya aussi.')).toEqual(['Hendrik', 'Femke', 'Nourainya']);
  });

  it('masks an address given by its kilometre point, and leaves eponyms, a singer and regions alone', () => {
    expect(masked('Adresse : PK 12,5 côté mer, Faaa, 98704 Faa’a')).toEqual(['address:PK 12,5 côté mer, Faaa, 98704 Faa’a']);
    expect(names('Choc de grade II selon Ring et Messmer ; un fado d’Amália Rodrigues ; évacué de Polynésie ; les monts du Vivarais ; la descente de Laffrey.')).toEqual([]);
  });
});

describe('the sixty-first part’s shapes', () => {
  it('masks a staff number in a sentence, an accident’s declaration, a licence with its federation’s letters and a phone said with a one-figure country code', () => {
    expect(masked('Le matricule de Mme Ricard chez nous est BLX-20931.')).toEqual(['name:Ricard', 'record:BLX-20931']);
    expect(masked('N° de déclaration d’accident du travail : AT 33 2026 104577')).toEqual(['record:AT 33 2026 104577']);
    expect(masked('N° de licence fédérale : FFN 2014-552018.')).toEqual(['record:FFN 2014-552018']);
    expect(masked('Rappelez au plus sept, sept zéro sept, quatre cinq un, trente-deux, dix-huit.')).toEqual(['phone:plus sept, sept zéro sept, quatre cinq un, trente-deux, dix-huit']);
  });

  it('masks addresses of Iceland, Lithuania, Serbia, Rome and a lock-keeper’s house', () => {
    expect(masked('Vesturgata 12, 101 Reykjavík')).toEqual(['address:Vesturgata 12, 101 Reykjavík']);
    expect(masked('Laisvės al. 44-7, LT-44240 Kaunas')).toEqual(['address:Laisvės al. 44-7, LT-44240 Kaunas']);
    expect(masked('Bulevar kralja Aleksandra 73, 11000 Beograd')).toEqual(['address:Bulevar kralja Aleksandra 73, 11000 Beograd']);
    expect(masked('Via dei Volsci 18, 00185 Roma')).toEqual(['address:Via dei Volsci 18, 00185 Roma']);
    expect(masked('logé à la maison éclusière (écluse du Moulin, 21320 Pouilly-en-Auxois)')).toEqual(['address:écluse du Moulin, 21320 Pouilly-en-Auxois']);
  });

  it('finds an initial and a particle signing a letter, a partner’s name after "le compagnon de" and names of Central Asia, the Balkans and Czechia', () => {
    expect(names('Bien cordialement,\nR. Le Quéré')).toEqual(['R. Le Quéré']);
    expect(names('salut c yanis, le compagnon de dadou. il arrive')).toEqual(['yanis', 'dadou']);
    expect(names('Dinara et Nurlan sont venus avec Zdeněk.')).toEqual(['Dinara', 'Nurlan', 'Zdeněk']);
  });

  it('leaves a country closing an address, a list of scents, a skating jump, an author after particles, a protocol’s author, a land and English words alone', () => {
    expect(names('Adresse : Royal Road, Quatre Bornes, Maurice\nVirement depuis son compte à Maurice.')).toEqual([]);
    expect(names('Lavande, jasmin, rose damascena : les odeurs qu’il reconnaît. Fleur d’oranger et menthe aussi.')).toEqual([]);
    expect(names('Un triple axel et un double lutz.')).toEqual([]);
    expect(names('lire « Ce que je sais de lui » de Willem van der Berg')).toEqual([]);
    expect(names('le protocole de Lemerle sur le deuil ; une mission en Terre Adélie ; la patinoire Polesud')).toEqual([]);
    expect(names('We come back in June for the Geneva fair.')).toEqual([]);
  });
});

describe('the sixty-second part’s shapes', () => {
  it('finds names of Latvia, Wales, Togo, Bosnia and Cyprus, chat senders with an emoji or of three words, a given name signing a message, a form’s rows pasted with tabs', () => {
    expect(names('Andris et Gwenllian sont venus ; Kossi appelle de Lomé ; Senad et Yiota aussi.')).toEqual(['Andris', 'Gwenllian', 'Kossi', 'Senad', 'Yiota']);
    expect(names('lou 🌼 : t ou\nnina : ok\nlou 🌼 : jarrive\nmarie de lourdes: coucou\nmarie de lourdes: ça va')).toEqual(['lou', 'nina', 'lou', 'marie de lourdes', 'marie de lourdes']);
    expect(names('ok pour jeudi, il sera là. aurore')).toEqual(['aurore']);
    expect(names('ange m’a appelé hier soir')).toEqual(['ange']);
    expect(names('Elle cite Lucas R. et Timéo.')).toEqual(['Lucas R', 'Timéo']);
    expect(names('Nom\tPAPADOPOULOS\tNom de naissance\tGEORGIOU')).toEqual(['PAPADOPOULOS', 'GEORGIOU']);
    expect(names('Victime\tMENSAH\tKofi')).toEqual(['MENSAH', 'Kofi']);
    expect(names('Agente : NYIRAMANA\tPrénom : Alice')).toEqual(['NYIRAMANA', 'Alice']);
  });

  it('masks a staff number in a cell, phones said with a hyphenated country code or in English, and addresses of Latvia, Wales, Togo, Malta, Venezuela, Mexico, Rwanda and Cyprus', () => {
    expect(masked('Matricule salarié\tRT-4471')).toEqual(['record:RT-4471']);
    expect(masked('rappelez au plus deux-trois-sept, six, quatre-vingt-dix-neuf, douze, trente-quatre, cinquante-six')).toEqual(['phone:plus deux-trois-sept, six, quatre-vingt-dix-neuf, douze, trente-quatre, cinquante-six']);
    expect(masked('my number is double zero four four, seven seven zero zero, nine zero zero, one two three')).toEqual(['phone:double zero four four, seven seven zero zero, nine zero zero, one two three']);
    for (const address of [
      'Elizabetes iela 45-12, Rīga, LV-1010',
      '14 Heol y Nant, Whitchurch, Cardiff CF14 1AB',
      'Quartier Tokoin, rue 118, maison Agbeko, BP 812, Lomé',
      '17, Triq San Pawl, Mosta MST 1010, Malta',
      'Urb. La Florida, Av. Los Jabillos, Edif. Sorocaima, piso 3, apto 3-A, Caracas 1050',
      'Avenida Juárez 215, Col. Centro, C.P. 06000, Ciudad de México',
      'KN 5 Rd, n° 12, Remera, Kigali',
      'Leoforos Makariou 48, 1065 Nicosie, Chypre',
    ])
      expect(masked(address)).toEqual([`address:${address}`]);
  });

  it('leaves authors read or taught, an inventory’s author, an animal, a director, English words, greetings, a participle and kinship words of other languages alone', () => {
    expect(names('Il lit Imants Ziedonis et Vizma Belševica ; elle enseignait Thomas Hardy.')).toEqual([]);
    expect(names('l’inventaire apathie de Marcel ; le cheval s’appelait Ulysse ; un film de Kelly Reichardt')).toEqual([]);
    expect(names('Mam is ill. I don’t know if I can leave him.')).toEqual([]);
    expect(names('dobar dan madame, c’est amra')).toEqual(['amra']);
    expect(names('Marié, trois enfants.')).toEqual([]);
    expect(names('Kwibuka 30 au parc ; l’étang du Bagnas ; les autoportraits de Rembrandt ; son amidža est mort ; sa nanna aussi.')).toEqual([]);
  });
});

describe('the sixty-third part’s shapes', () => {
  it('finds names a legend explains, names said to be how someone is called, a dictation’s session line, labels of a form’s row and an eponym used as a given name', () => {
    expect(names('zora: t es ou\nkoffi: j arrive\nNote : zora = l’épouse ; koffi = le patient.')).toEqual(['zora', 'koffi', 'zora', 'koffi']);
    expect(names('Note : « tino » est le patient ; lila, timéo : les enfants.')).toEqual(['tino', 'lila', 'timéo']);
    expect(names('Se fait appeler Boubou depuis le lycée ; au travail on m’appelle Tito.')).toEqual(['Boubou', 'Tito']);
    expect(names('dictée séance ndiaye moussa euh il arrive')).toEqual(['ndiaye moussa']);
    expect(names('Requérant\tBERISHA Valon')).toEqual(['BERISHA Valon']);
    expect(names('Affaire : Ministère public c/ DURAND Paul')).toEqual(['DURAND Paul']);
    expect(names('Je voulais parler au docteur. Rappelez-moi demain.')).toEqual([]);
    expect(names('sans que Wilson le sache ; Kagan décrit un tempérament ; la maladie de Wilson')).toEqual(['Wilson']);
  });

  it('masks a stay number with letters, phones of Paraguay in figures and in hundreds, in Spanish and in Creole, and addresses of Kosovo, Belarus, Uzbekistan, Angola, the Seychelles, Paraguay and Ecuador', () => {
    expect(masked('IPP : 31-0044721\tSéjour : S26-118840')).toEqual(['record:31-0044721', 'record:S26-118840']);
    expect(masked('Numéro : 0983 411 527.')).toEqual(['phone:0983 411 527']);
    expect(masked('es cero nueve nueve uno, dos tres cuatro, cinco seis siete.')).toEqual(['phone:cero nueve nueve uno, dos tres cuatro, cinco seis siete']);
    expect(masked('le zéro neuf cent douze, trois cent quarante, cinq cent six.')).toEqual(['phone:zéro neuf cent douze, trois cent quarante, cinq cent six']);
    expect(masked('Mon nimero i sis sink trwa kat de en set.')).toEqual(['phone:sis sink trwa kat de en set']);
    for (const address of [
      'Rruga Nënë Tereza nr. 8, 10000 Prishtinë',
      'vulica Lienina 12, kv. 4, 220030 Minsk',
      'Chilonzor tumani, Bunyodkor ko‘chasi 15-uy, 8-xonadon, Toshkent',
      'Rua Amílcar Cabral n.º 45, Bairro Maculusso, Luanda',
      'Bel Ombre, Beau Vallon, Mahé, Seychelles',
      'Mcal. López 3340 c/ Boggiani, barrio Villa Morra, Asunción',
      'Av. Amazonas N34-120 y Av. Colón, sector La Mariscal, Quito',
    ])
      expect(masked(address)).toEqual([`address:${address}`]);
  });

  it('leaves acronyms, brands, a medication, places named after saints, Spanish words, kinship words, authors and places abroad alone', () => {
    expect(names('Plan : THI la prochaine fois ; deux Steinway ; formulaire Cerfa 14463*03 ; Viperfav.')).toEqual([]);
    expect(names('Le quartier São Paulo ; Santa Maria ; Verrerie d’art du Midi.')).toEqual([]);
    expect(names('ñañito como estas?? ; mamita Rosa')).toEqual(['Rosa']);
    expect(names('RL/RI-16 de Van der Linden ; par Glenn Gould.')).toEqual([]);
    expect(names('Hautepierre, Otavalo, Samarcande, Luang Prabang.')).toEqual([]);
  });
});

describe('the sixty-fourth part’s shapes', () => {
  it('finds names after kinship words of other languages, in a legend with "désignent", after a rank and an initial, after a form’s labels, after "nom d’usage", a short name before its full one, a chat sender after a year-first date', () => {
    expect(names('Famille : hooyo Faadumo et ayeeyo Khadra ; mère apa Saltanat.')).toEqual(['Faadumo', 'Khadra', 'Saltanat']);
    expect(names('(Dans ces messages, « tino » et « bea » désignent le patient et sa compagne.)')).toEqual(['tino', 'bea']);
    expect(names('Officier : capitaine R. Lemoine\nCompagne : Océane\nPlaignant : KARIMOV Jamshed')).toEqual(['R. Lemoine', 'Océane', 'KARIMOV Jamshed']);
    expect(names('Patiente : Mme CHEN Li (nom d’usage MOREAU)')).toEqual(['CHEN Li', 'MOREAU']);
    expect(names('Abdi (« Abdirahman c’est pour les papiers ») raconte')).toEqual(['Abdi', 'Abdirahman']);
    expect(names('ok. grace a demandé si papi bernardin savait')).toEqual(['grace', 'bernardin']);
    expect(names('[2025/12/20 07:15] lin : coucou\n[2025/12/20 07:16] lin : ça va ?\n[2025/12/20 07:20] lin : mon numéro a changé')).toEqual(['lin', 'lin', 'lin']);
  });

  it('masks phones said in Portuguese, Serbo-Croatian and Russian, records after a hearing’s report, a procedure, a contract, and addresses of Kyrgyzstan, Burundi, Bolivia and Taiwan', () => {
    expect(masked('não no antigo : mais nove um dois, três quatro, cinco seis, sete oito')).toEqual(['phone:mais nove um dois, três quatro, cinco seis, sete oito']);
    expect(masked('novi broj : plus tri osam jedan, šezdeset dva, sto dvadeset, četiri')).toEqual(['phone:plus tri osam jedan, šezdeset dva, sto dvadeset, četiri']);
    expect(masked('nomer: devyat’sot devyanosto pyat’, sorok dva, sem’desyat odin, nol’ tri')).toEqual(['phone:devyat’sot devyanosto pyat’, sorok dva, sem’desyat odin, nol’ tri']);
    expect(masked('Procès-verbal d’audition de témoin n° 2026/001187')).toEqual(['record:2026/001187']);
    expect(masked('Objet : Procédure 03311/2025')).toEqual(['record:03311/2025']);
    expect(masked('Contrat multirisque habitation n° 8841207733C')).toEqual(['record:8841207733C']);
    expect(masked('numéro de contrat chez votre assureur RC professionnelle : RCP-4410933')).toEqual(['record:RCP-4410933']);
    expect(masked('le procès-verbal porte le n° 00877/2026/BRI')).toEqual(['record:00877/2026/BRI']);
    for (const address of ['ulitsa Manasa 40, kv. 12, Bishkek', 'quartier Rohero, 7e avenue, n° 12, Bujumbura', 'calle Sagárnaga 215, zona Central, La Paz', 'No. 45, Zhongshan Rd., East Dist., Tainan City 701'])
      expect(masked(address)).toEqual([`address:${address}`]);
  });

  it('leaves Russian and Serbo-Croatian words, authors read, a poet, composers played, a company after its employer’s label, eponyms of care and of crafts alone', () => {
    expect(names('mama ne znaet eshche ; Zovi me na novi broj')).toEqual([]);
    expect(names('Il a lu Tchinguiz Aïtmatov ; les poèmes de Hadraawi ; elle joue Bach, Buxtehude et Messiaen')).toEqual([]);
    expect(names('Employeur\tÉlagage du Bocage, 33500 Libourne')).toEqual([]);
    expect(names('la formule de Parkland ; le fonds Barnier ; une horloge Lepaute ; les orgues Cavaillé-Coll ; pendant Navrouz ; un enfant bilingue')).toEqual([]);
  });
});

describe('the sixty-fifth part’s shapes', () => {
  it('finds a chat’s sender with a capital and an emoji, a log’s cells signed with a surname and an initial, and names of Zimbabwe and Sierra Leone', () => {
    expect(names('Leyla 🌸: salam\nLeyla 🌸: ok')).toEqual(['Leyla', 'Leyla']);
    expect(names('23:05\tPrise de poste\tBENALI R.\n04:17\tRelève\tMOREAU-DIOP S.')).toEqual(['BENALI R', 'MOREAU-DIOP S']);
    expect(names('Tinashe et Rufaro sont venus avec Fatmata.')).toEqual(['Tinashe', 'Rufaro', 'Fatmata']);
  });

  it('leaves a chat’s time stamp with a dotted date, and masks an intervention’s and a file’s numbers, phones said in Arabic and Krio, addresses of North Macedonia, Azerbaijan, Guatemala, Cuba and a Grande-Rue', () => {
    expect(masked('[05.02.2026 21:14] Goran: brat')).toEqual(['name:Goran']);
    expect(masked('Date de l’accident\t28/11/2025, rue Tronchet, 69006 Lyon')).toEqual(['address:rue Tronchet, 69006 Lyon']);
    expect(masked('Intervention n° 2026-067-00431 — SDIS')).toEqual(['record:2026-067-00431']);
    expect(masked('N° de dossier AT\t73-2026-004412')).toEqual(['record:73-2026-004412']);
    expect(masked('sifr sifr tisa sitta sab’a, wahid thalatha, khamsa sitta')).toEqual(['phone:sifr sifr tisa sitta sab’a, wahid thalatha, khamsa sitta']);
    expect(masked('plus tu tri tu, siks siks, fo fo wan et')).toEqual(['phone:plus tu tri tu, siks siks, fo fo wan et']);
    for (const address of ['ul. Partizanska br. 12, 6000 Ohrid', 'Istiglaliyyat kucesi 12, menzil 4, Baki AZ1001', '4a. Avenida 9-27, Zona 10, Guatemala', 'calle 17 nº 214 e/ J y K, Vedado, La Habana', '18 Grande-Rue, 25000 Besançon'])
      expect(masked(address)).toEqual([`address:${address}`]);
  });

  it('leaves rooms named like people, a street named after one, places abroad, test words, an eponym, a festival, a brand and words of other languages alone', () => {
    expect(names('Rose, Colombe et Violette sont les trois salles du service.')).toEqual([]);
    expect(names('un salon du cours Julien ; Suva, Harare, Rangoun, Bitola')).toEqual([]);
    expect(names('Yale Global Tic Severity Scale ; le questionnaire de Goodman ; la fête de Thingyan ; Audiens')).toEqual([]);
    expect(names('my line is changed ; son dayı ; les enfants, indemnes')).toEqual([]);
  });
});

describe('the sixty-sixth part’s shapes', () => {
  it('finds a name introduced after "c" in a message, a partner’s name after "la femme de", a nickname after "on l’appelle le", and names of the Basque Country and Liberia', () => {
    expect(names('bonjour marcia c clemence la maman de timéo. je sais pas')).toEqual(['marcia', 'clemence', 'timéo']);
    expect(names('c gbessay la femme de joe. il est tombé')).toEqual(['gbessay', 'joe']);
    expect(names('À l’atelier on l’appelle le Chele (« le blond »).')).toEqual(['Chele']);
    expect(names('la madrina dice que va a rezar por xabi ; o a donde maialen')).toEqual(['xabi', 'maialen']);
  });

  it('masks a month shortened and a year after a birth label, a postcode dictated with hyphenated tens, numbers after "sous le n°" and "sous la référence", an English local phone, and addresses of Malaysia and Liberia', () => {
    expect(masked('Né(e) le\tmars 1971 ; Né(e) le\tsept. 1971')).toEqual(['birthDate:mars 1971', 'birthDate:sept. 1971']);
    expect(masked('au quatre rue des tanneurs quatre-vingt-sept mille limoges et')).toEqual(['address:quatre rue des tanneurs quatre-vingt-sept mille limoges']);
    expect(masked('La déclaration a été faite sous le n° 751285264110.')).toEqual(['record:751285264110']);
    expect(masked('sous la référence DV/2026/0087.')).toEqual(['record:DV/2026/0087']);
    expect(masked('My number is seven seven two, one four zero eight.')).toEqual(['phone:seven seven two, one four zero eight']);
    expect(masked('No. 8, Jalan Ampang 2, Kampung Baru, 50300 Kuala Lumpur')).toEqual(['address:No. 8, Jalan Ampang 2, Kampung Baru, 50300 Kuala Lumpur']);
    expect(masked('Adresse : 24th Street, Sinkor, Monrovia, Liberia.')).toEqual(['address:24th Street, Sinkor, Monrovia, Liberia']);
  });
});

describe('the sixty-sixth part’s false alarms', () => {
  it('reads "Témoin" as a label, and leaves kinship words of Samoa and Malaysia and places of Tanzania, Nicaragua and the Jura alone', () => {
    expect(names('Témoin\tKOMBA Joseph')).toEqual(['KOMBA Joseph']);
    expect(names('adik Hafiz ; sa tinā Malia')).toEqual(['Hafiz', 'Malia']);
    expect(names('Il appelle de Dar es Salaam ; le cacao de Matagalpa ; la gare de Morez.')).toEqual([]);
  });
});

describe('the sixty-seventh part’s shapes', () => {
  it('finds a name after "la psychologue scolaire de", "la place de" someone, the last of a list with ages after a school, a Vietnamese surname that is a French word after a title, a compound given name in lower case after a kinship word, a nickname after "Surnom de … :", and given names of Somalia and Kabylia', () => {
    expect(names('Elle cite la psychologue scolaire de Nolan, Mme Armelle Guégan.')).toEqual(['Nolan', 'Armelle Guégan']);
    expect(names('Nous n’avons jamais voulu prendre la place de Sonia.')).toEqual(['Sonia']);
    expect(names('Fratrie : Issa, 16 ans, au lycée Saint-Exupéry, et Zaharia, 8 ans.')).toEqual(['Issa', 'Zaharia']);
    expect(names('Le Dr Vu Minh Chau pense qu’un retour à domicile sera difficile.')).toEqual(['Vu Minh Chau']);
    expect(names('mon frere jean marc vous a laissé un message')).toEqual(['jean marc']);
    expect(names('Surnom de Moussa au club : « Mouss », ou « le Kanté ».')).toContain('Mouss');
    expect(names('yanis: c nasra ou un gorille ; il m’a appelé arezki deux fois')).toEqual(['yanis', 'nasra', 'arezki']);
  });

  it('masks a record number after "n° de procès-verbal" and a birth month and year with a dash after "Date de naissance allocataire"', () => {
    expect(masked('Plainte déposée au commissariat Nord, n° de procès-verbal 2025/013877.')).toEqual(['record:2025/013877']);
    expect(masked('Date de naissance allocataire\t05-1979')).toEqual(['birthDate:05-1979']);
  });
});

describe('the sixty-seventh part’s false alarms', () => {
  it('reads "Allocataire" as a label, leaves abbreviations in a table row, a dog’s name, a Vietnamese kinship word, a Portuguese sentence and places of Lorient, Portugal and the Essonne alone', () => {
    expect(names('Allocataire\tCOULIBALY Aminata')).toEqual(['COULIBALY Aminata']);
    expect(names('415\tMOREL Gilbert\t79\tPTG\tRAS')).toEqual(['MOREL Gilbert']);
    expect(names('Elle connaît « le chien de mamie, Biniou ».')).toEqual([]);
    expect(names('les EHPAD près de chez anh Phong, mon cousin')).toEqual(['Phong']);
    expect(names('Elle rit : « Ela era igual. » En arrivant de Braga ; la criée de Keroman ; Évry-Courcouronnes.')).toEqual([]);
  });
});

describe('the sixty-eighth part’s shapes', () => {
  it('reads the columns of an agenda aligned with spaces and of a CSV file with quoted cells, and a bank export’s party and reference', () => {
    const agenda = ['Heure  Intervenant        Patient (NOM Prénom)         Né(e) le      N° dossier    Tél. responsable       Observations', '14:15  M. KONATÉ        ANDRIAMASY Hery          30/01/2011    2020-0719     06 98 31 27 60         non venu'].join('\n');
    expect(masked(agenda)).toEqual(['name:M. KONATÉ', 'name:ANDRIAMASY Hery', 'birthDate:30/01/2011', 'record:2020-0719', 'phone:06 98 31 27 60']);
    const csv = ['"N° dossier";"NOM";"Prénom";"Né(e) le";"Responsable légal";"Adresse"', '"CMPP-24-203";"PETROV";"Nikolaï";"11/04/2013";"Olga Petrova";"4 rue de la Gare; appt 12; 94000 Créteil"'].join('\n');
    expect(masked(csv)).toEqual(['record:CMPP-24-203', 'name:PETROV', 'name:Nikolaï', 'birthDate:11/04/2013', 'name:Olga Petrova', 'address:4 rue de la Gare; appt 12; 94000 Créteil']);
    expect(names('06/11/2026;"VIR SEPA LE GUENNEC TRISTAN";55,00;;"CONSULT 1"')).toEqual(['LE GUENNEC TRISTAN']);
    expect(names('16/11/2026;"REMISE CHEQUE N° 0081422";55,00;;"BOUCHARD L."')).toEqual(['BOUCHARD L']);
    expect(names('"250377";"NGO Thi Hoa";"210";"NGO Van Tuan";"fils"')).toEqual(['NGO Thi Hoa', 'NGO Van Tuan']);
  });

  it('reads a form’s text taken out of a PDF, its labels glued to their values', () => {
    expect(masked('Téléphone :04 78 60 12 39Portable :06 27 81 45 90')).toEqual(['phone:04 78 60 12 39', 'phone:06 27 81 45 90']);
    expect(masked('Date de naissance22/01/2017Classe :CE2')).toEqual(['birthDate:22/01/2017']);
    expect(masked('Nom PrénomTRAN Van Hieu')).toEqual(['name:TRAN Van Hieu']);
    expect(masked('NomSarah KaddouriQualité : ☒ Psychologue')).toEqual(['name:Sarah Kaddouri']);
    expect(masked('Adresse22 allée Marcel-Cachin, 94200 Ivry-sur-Seine')).toEqual(['address:22 allée Marcel-Cachin, 94200 Ivry-sur-Seine']);
    expect(masked('IBAN :FR76 1820 6000 4406 7688 4376 817BIC :AGRIFRPP882')).toEqual(['iban:FR76 1820 6000 4406 7688 4376 817']);
  });

  it('reads a dictation: a surname ending like a participle, "virgule" closing a name, a birth month and year in words, a phone begun in figures and said in words; and a mail box before a postcode', () => {
    expect(names('il s’agit de moussa-ali traoré virgule quatre ans')).toEqual(['moussa-ali traoré']);
    expect(names('la naissance de leur fille rose virgule née le 2 février')).toEqual(['rose']);
    expect(masked('virgule né en février deux mille vingt-deux point')).toEqual(['birthDate:février deux mille vingt-deux']);
    expect(masked('rappeler au 06 58 trente-deux quarante et un zéro neuf non attends')).toEqual(['phone:06 58 trente-deux quarante et un zéro neuf']);
    expect(masked('CS 90001 - 93018 Bobigny Cedex')).toEqual(['address:CS 90001 - 93018 Bobigny Cedex']);
  });

  it('leaves a header "Intervenant" and "Adressage" in a subject alone', () => {
    expect(names('Heure  Intervenant        Patient (NOM Prénom)         Né(e) le      N° dossier')).toEqual([]);
    expect(names('Objet : [MSSanté] Adressage – BARRY Fatoumata Binta – souffrance au travail')).toEqual(['BARRY Fatoumata Binta']);
  });
});

describe('the sixty-ninth part’s shapes', () => {
  it('finds an initial before a Vietnamese surname and given name, a record number after a mutual’s name and a dash, and reads "Examinateur" and "Examinée" as labels', () => {
    expect(names('administré par J. Benyamina et É. Vo Thanh, filmé avec accord')).toEqual(['J. Benyamina', 'É. Vo Thanh']);
    expect(masked('Mutuelle / n° d’adhérent\tMGEN – 1 872 440 19')).toEqual(['record:1 872 440 19']);
    expect(names('Examinateur\tPauline Chevrier-Amrani\nExaminée\tLACROIX-NDOYE Mireille')).toEqual(['Pauline Chevrier-Amrani', 'LACROIX-NDOYE Mireille']);
  });
});

describe('the sixty-ninth part’s false alarms', () => {
  it('leaves lists of a test’s authors, publishers, "Le" opening a quoted e-mail after the surname "Lê", a town with its arrondissement, test acronyms and scoring words alone', () => {
    expect(names('BRIEF-2 de Gioia, Isquith, Guy et Kenworthy : indice de régulation comportementale T = 68.')).toEqual([]);
    expect(names('ADOS-2, module 3 (Lord, Rutter, DiLavore et Risi) ; ADI-R (Rutter, Le Couteur et Lord) ; Vineland-II (Sparrow, Cicchetti et Balla)')).toEqual([]);
    expect(names('Profil sensoriel de Dunn ; étalonnages publiés par Hogrefe ; la MEM-IV est éditée par Pearson-ECPA.')).toEqual([]);
    expect(names('Avis du Dr Lê.\n\nLe lun. 9 mars 2026 à 21:37, Aminata Coulibaly a écrit :')).toEqual(['Lê', 'Aminata Coulibaly']);
    expect(names('les trajets ont été faits par la mère (Lyon 1er – Bron, 2 × 12 km par jour).')).toEqual([]);
    expect(names('Épreuves : BHK (écriture)\nINS (matricule)\nLatéralité\tDroitière\nOmissions\t11\t66\t95\tAtypique')).toEqual([]);
  });

  it('still finds persons listed beside an eponym when no test’s name or bracket opens the list', () => {
    expect(names('Sont venus Jade, Rayan, Beck.')).toEqual(['Jade', 'Rayan']);
  });
});

describe('the seventieth part’s shapes', () => {
  it('reads notes typed in a hurry: a given name and a surname before an age shortened, a given name in brackets after a title and a surname, initials in lower case after a title, initials explained after "=", an initial and a surname in lower case', () => {
    expect(names('10h rose marchand 34a 1ère consult')).toEqual(['rose marchand']);
    expect(names('- mdph enzo petit (9a) : certif + bilan wisc')).toEqual(['enzo petit']);
    expect(names('mme lefèvre (germaine) ch 12 ; m. gomes (manuel) ipp 40018842')).toEqual(['lefèvre', 'germaine', 'gomes', 'manuel']);
    expect(names('- urgences : retour sur m. p. (ts médicamenteuse) ; mme g. lefèvre ch 12')).toEqual(['p.', 'g. lefèvre']);
    expect(names('JB (= jean-baptiste roux) 31a ; 1) mme d. (= dupuis) : je me sens')).toEqual(['JB', 'jean-baptiste roux', 'd.', 'dupuis']);
    expect(names('jeu 12/03, h. vasseur psy (lun + jeu)')).toEqual(['h. vasseur']);
  });

  it('reads a greeting, a given name and an initial, an attendance list, a signature alone on its line, a mention and "maître" after a lawyer’s word', () => {
    expect(names('> chère claire, pour avril ce sera le 7')).toEqual(['claire']);
    expect(names('4) ange s. : « un enfant qui tape »\nmarine ✔')).toEqual(['ange s', 'marine']);
    expect(names('merci, je te tiens au courant\nclaire')).toEqual(['claire']);
    expect(names('@nadège merci de me dire')).toEqual(['nadège']);
    expect(names('l’avocate maître fabre demande un certificat')).toEqual(['fabre']);
  });

  it('masks addresses typed in a hurry, a flat before an address, and a record after "allocataire caf n°"', () => {
    expect(masked('vit seul 14 r. des lilas 69003 lyon, a')).toEqual(['address:14 r. des lilas 69003 lyon']);
    expect(masked('fiche : 9 imp. du stade 69680 chassieu, 06 72 30 84 15')).toEqual(['address:9 imp. du stade 69680 chassieu', 'phone:06 72 30 84 15']);
    expect(masked('visite chez monsieur x au 14 rue des lilas troisième étage')).toContain('address:14 rue des lilas');
    expect(masked('Il vit chez 5 av Marcel Cachin bât D 69200 Vénissieux, c’est')).toEqual(['address:5 av Marcel Cachin bât D 69200 Vénissieux']);
    expect(masked('retour chez sa mère bat c appt 24 résidence les pins 69200 vénissieux')).toEqual(['address:bat c appt 24 résidence les pins 69200 vénissieux']);
    expect(masked('allocataire caf n° 2871564 si besoin')).toEqual(['record:2871564']);
  });
});

describe('the seventieth part’s false alarms', () => {
  it('leaves "maître" before a trade or an acronym, and a list, a rose and a length alone', () => {
    expect(names('le maître mot ; maître tisserand à l’usine ; norme de maître FIDE ; FIDE (= fédération internationale)')).toEqual([]);
    expect(names('ingrédients\nrose\npomme')).toEqual([]);
    expect(names('il fait 3 m. de haut ; les 3 r. de suite')).toEqual([]);
  });
});

describe('the seventy-first part’s shapes', () => {
  it('finds user names after the word that says so or in brackets after their owner, a practice named after its practitioner, a name in a file’s name, and the people of a session export', () => {
    expect(names('Praticien : VASSEUR-NDIAYE Claire (compte cvasseur) ; votre identifiant bcamara95.')).toEqual(['VASSEUR-NDIAYE Claire', 'cvasseur', 'bcamara95']);
    expect(names('Envoyé depuis le compte @samira.by ; Ouvert par : Sylvie Amrouche-Blanc (s.amrouche)')).toEqual(['samira.by', 'Sylvie Amrouche-Blanc', 's.amrouche']);
    expect(names('Créancier : Cabinet Rabemananjara — ICS ; L’équipe du cabinet Vasseur-Ndiaye & associés')).toEqual(['Rabemananjara', 'Vasseur-Ndiaye']);
    expect(names('Document : Bilan_neuropsychologique_ROCHA_Diogo_2026.pdf')).toEqual(['ROCHA_Diogo']);
    expect(masked('Session;Hôte;Participants;Début\n610 2773 3490;m.orsoni;Viktor Kovalenko / Oksana Melnyk;24/04/2026 10:02')).toEqual(['name:m.orsoni', 'name:Viktor Kovalenko', 'name:Oksana Melnyk']);
    expect(names('Date;Libellé;Montant;Émetteur;IBAN émetteur\n03/04/2026;VIR INST PSY;60,00;NOVAK PETRA;FR76 1820 6398 9194 2330 9299 332')).toEqual(['NOVAK PETRA']);
  });

  it('masks a member number after "contrat (n° adhérent" and an address opening on "lot."', () => {
    expect(masked('Il est bien sur mon contrat (n° adhérent 0071 5530 2).')).toEqual(['record:0071 5530 2']);
    expect(masked('Adresse de la patiente : lot. Les Badamiers, rue du Stade, 97600 Mamoudzou')).toEqual(['address:lot. Les Badamiers, rue du Stade, 97600 Mamoudzou']);
  });
});

describe('the seventy-first part’s false alarms', () => {
  it('leaves a code’s last figures and a number closing its line before the next line, card brands, "Agenda", "Créneau", "Export CSV" and words after "compte" alone', () => {
    expect(masked('Choisir : https://agenda.fr/reprogrammer/QX84-11207\nAucun frais ; Code d’accès : 55120\nNoms affichés')).toEqual([]);
    expect(names('De : Agenda du cabinet ; 11:30  Créneau bloqué ; Mastercard •••• 0356 ; Apple Pay ; 3-D Secure ; Export CSV généré')).toEqual([]);
    expect(names('le compte ci-dessous ; compte cotisant ; compte CARPA ; identifiant nominatif ; Compte praticien : ACHOUR Laurent')).toEqual(['ACHOUR Laurent']);
  });
});

describe('the seventy-second part’s shapes', () => {
  it('masks a record number in brackets after its label, a birth’s day and month after "née le", and reads "Sage-femme :" as a label', () => {
    expect(masked('la famille m’a donné son n° allocataire CAF (4471093) pour la demande')).toEqual(['record:4471093']);
    expect(masked('la maman de sofia-maria (nee le 3/1 a port-royal)')).toContain('birthDate:3/1');
    expect(names('Sage-femme : Anlia Ben Saïd, RPPS 10100455624')).toEqual(['Anlia Ben Saïd']);
  });
});

describe('the seventy-second part’s false alarms', () => {
  it('leaves perinatal authors, weeks of amenorrhoea, a donor’s code and a SEPA mandate’s reference alone', () => {
    expect(names('les écrits de Bydlowski et de Delaisi de Parseval ; pédagogie de Pikler et de Lóczy')).toEqual([]);
    expect(names('césarienne programmée à 38 SA (siège) ; grossesse arrêtée à 9 SA')).toEqual([]);
    expect(masked('avec don de spermatozoïdes (donneur code DS-14-0722) ; RUM LPM-2024-0917 et ICS FR12ZZZ456789')).toEqual([]);
  });
});

describe('the seventy-third part’s shapes', () => {
  it('masks a free number with its first figure apart, an address opening on a business park, and a file number after "dossier" with four letters and figures', () => {
    expect(masked('ligne d’écoute 24 h/24 au 0 800 94 12 30 (appel gratuit)')).toEqual(['phone:0 800 94 12 30']);
    expect(masked('Berthier Emballages SAS — site de Saint-Priest, parc d’activités de la Vallée, 3 allée des Frênes, 69800 Saint-Priest')).toContain('address:parc d’activités de la Vallée, 3 allée des Frênes, 69800 Saint-Priest');
    expect(masked('jsuis au nom de ROUSSEAU Kévin dossier SPST76-104332')).toContain('record:SPST76-104332');
  });
});

describe('the seventy-third part’s false alarms', () => {
  it('leaves firms named after their founders, brands and authors of occupational psychology alone', () => {
    expect(names('vingt-sept ans chez Dupont & Fils ; Fonderies Mercier SA ; Maison Vidal Traiteur ; la Maroquinerie Dubreuil ; Cabinet Morel Avocats')).toEqual([]);
    expect(names('le salon Michelin du 20 et le gala Hermès du 21 (le traiteur Lenôtre) ; une perceuse Bosch ; Leroy Merlin France')).toEqual([]);
    expect(names('Marie-France Hirigoyen a popularisé la notion ; la grille de Leymann ; l’aire du Layon ; B. Aidant familial')).toEqual([]);
  });
});

describe('the seventy-fourth part’s shapes', () => {
  it('finds nicknames explained in brackets or after a partner’s word, a minor’s initials after "l’enfant", a person’s residence, and a file named by its parties', () => {
    expect(names('elle représente sa mère, son frère et « Tom » (le compagnon), puis')).toEqual(['Tom']);
    expect(names('il veut rester avec sa mère et « Kéké » (M. Morel).')).toEqual(['Kéké', 'Morel']);
    expect(names('compagnon de la mère, dit « Dydy ».')).toEqual(['Dydy']);
    expect(names('l’enfant M. P. a pu différencier vrai et faux')).toEqual(['M. P.']);
    expect(names('Désaccord persistant sur la résidence de Maëva ; l’adolescente')).toEqual(['Maëva']);
    expect(names('Objet : Dossier RAKOTOMALALA c/ DUBOIS — RG 24/05512')).toEqual(['RAKOTOMALALA', 'DUBOIS']);
  });
});

describe('the seventy-fourth part’s false alarms', () => {
  it('leaves "Parquet" before its number, "Viet Nam" and Gardner alone, and a French word after "dit"', () => {
    expect(names('PV n° 01872/2025 — n° Parquet 25.114.000.87 ; à Hô Chi Minh-Ville (Viet Nam) ; décrit par Gardner')).toEqual([]);
    expect(names('son compagnon, dit « Bonjour ».')).toEqual([]);
  });
});

describe('the seventy-fifth part’s shapes', () => {
  it('masks a particle surname after an initial, "M." as an initial in a list of initials, and "Sainte" closing a name', () => {
    expect(names('Certificat signé par le Dr B.-M. de La Tour-Fondue, psychiatre.')).toEqual(['B.-M. de La Tour-Fondue']);
    expect(names('Vu avec le Dr A. de Villiers ce matin.')).toEqual(['A. de Villiers']);
    expect(names('Relève de nuit. Signé : C. Hamon, M. Traoré.')).toEqual(['C. Hamon', 'M. Traoré']);
    expect(names('virement au nom de Jean Claude Marie Sainte')).toEqual(['Jean Claude Marie Sainte']);
  });

  it('masks a crisis line’s call number, a birth date after "c le" in a text message, and a nickname before "(sa meilleure amie)"', () => {
    expect(masked('Écoute de nuit — n° d’appel 3114-69-2026-204117 — appel de 22 h 40')).toEqual(['record:3114-69-2026-204117']);
    expect(masked('ok merci, sa date de naissance c le 04/09/07 si besoin')).toEqual(['birthDate:04/09/07']);
    expect(names('elle voudrait appeler « Titi » (sa meilleure amie) avant de dormir')).toEqual(['Titi']);
  });
});

describe('the seventy-fifth part’s false alarms', () => {
  it('leaves scores, grids and nomograms named after their authors, a town after "départ pour … en Turquie", Portuguese kin words, "Maison des …" before an address and a free bed alone', () => {
    expect(names('score de Cushman à 4 ; grille de Shea ; nomogramme de Rumack-Matthew ; protocole de Shapiro')).toEqual([]);
    expect(names('Le score de Lina au WISC-V est faible.')).toEqual(['Lina']);
    expect(names('Départ prévu pour Erzurum, en Turquie, après l’été.')).toEqual([]);
    expect(names('il parle de rejoindre Avô et Vovó au pays')).toEqual([]);
    expect(names('À : Maison des adolescents <mda@exemple.fr>')).toEqual([]);
    expect(names('Lit\tPatient\tÂge\tIPP\n7\tlibre\t\t\n8\tMARCHAL Inès\t30 a\t44K0012345')).toEqual(['MARCHAL Inès']);
  });
});

describe('the seventy-sixth part’s shapes', () => {
  it('masks a court file’s Portalis number, two record numbers joined by "et" after a label and a bracket, and a phone said pair by pair with "zéro zéro"', () => {
    expect(masked('Jugement du juge des contentieux — N° de portalis : CBXY-Z-C4K-DL7P')).toEqual(['record:CBXY-Z-C4K-DL7P']);
    expect(masked('ch. 207 : IPP en double (KR-0041127 et KR-0043390), fusion demandée')).toEqual(['record:KR-0041127', 'record:KR-0043390']);
    expect(masked('le fils laisse son numéro : zéro sept, douze, zéro zéro, trente et un, dix-huit.')).toEqual(['phone:zéro sept, douze, zéro zéro, trente et un, dix-huit']);
  });

  it('finds a relative after "Petite-fille :", a helpline listener’s initials closing a log line, and a hurried note’s names in lower case', () => {
    expect(names('- Petit-fils : Nell, lycéen à Vichy, passe le samedi')).toEqual(['Nell']);
    expect(names('Appel n° 3 — 14 h 20 — 12 min — JPB puis LK\nAppel n° 4 — 15 h — RAS')).toEqual(['JPB', 'LK']);
    expect(names('23h10 mme kowalczyk réclame « stanisław » (son mari décédé), calme ensuite')).toEqual(['kowalczyk', 'stanisław']);
    expect(names('04h mme de la ferrière-vasseur veut appeler maître quéré avant le petit-déjeuner')).toEqual(['de la ferrière-vasseur', 'quéré']);
    expect(names('ras pour le reste de la nuit — j.m.')).toEqual(['j.m.']);
  });
});

describe('the seventy-sixth part’s false alarms', () => {
  it('leaves an author cited with "et al." though a relative bears the surname, eponyms of neurology, acronyms of elderly care, a band, a town in a relative’s brackets, a platform and a shared account alone', () => {
    expect(names('Zarit de la fille (Mme Laurent) : 41/88. Échelle (Laurent et al.) : 12/18.')).toEqual(['Laurent']);
    expect(names('cube de Necker échoué ; maladie de Binswanger ; NPI (épouse) : 12 ; suivi à domicile par le SAAD et la MAIA (aidant épuisé)')).toEqual([]);
    expect(names('il aime les chansons de Tri Yann et la mer')).toEqual([]);
    expect(names('M. Tanguy Le Bihan (fils, Quimper) — joignable le soir')).toEqual(['Tanguy Le Bihan']);
    expect(names('À : Plateforme de répit du Pays basque <repit@exemple.fr>\nExport du 03/02 — utilisateur : ide02')).toEqual([]);
  });
});

describe('the seventy-seventh part’s shapes', () => {
  it('masks an ADELI number as an RPPS, a birth date boxed figure by figure or under its label’s line, and a file number after "à la MDPH (…)"', () => {
    expect(masked('Psychologue — N° ADELI : 759312846 — séances du 3 et du 10 mars')).toEqual(['rpps:759312846']);
    expect(masked('Date de naissance : 1 4 / 0 6 / 2 0 1 5     Sexe : F')).toEqual(['birthDate:1 4 / 0 6 / 2 0 1 5']);
    expect(masked('Nom de l’enfant :                 Date de naissance :\nGARNIER Lou                        07/02/2016\nClasse : CE2')).toContain('birthDate:07/02/2016');
    expect(masked('Numéro de dossier à la MDPH (si connu) : 440-2025-0031277')).toEqual(['record:440-2025-0031277']);
  });

  it('finds the name after "L’élève :", a form’s field after a dash, an initial after "l’enseignant référent,", a surname and its initial in an aligned column, and the child after "faire lire"', () => {
    expect(names('L’élève : Prune')).toEqual(['Prune']);
    expect(names('Parent 2 — Nom : KOVALENKO   Prénom : Oksana')).toEqual(['KOVALENKO', 'Oksana']);
    expect(names('Fait à Nantes le 02/04/2026 — l’enseignante référente, S. DIALLO')).toEqual(['S. DIALLO']);
    expect(names('GUILLOU T.                   ER                 [signé]')).toEqual(['GUILLOU T']);
    expect(names('éviter de faire lire Naël à voix haute devant la classe')).toEqual(['Naël']);
    expect(names('Adressé par : ortho (Kerjean, Vertou)')).toEqual(['Kerjean']);
  });
});

describe('the seventy-seventh part’s false alarms', () => {
  it('leaves a test’s authors in brackets, Coltheart, "allophone", a payment application, a form’s boxes and a nationality thrown as an insult alone', () => {
    expect(names('BHK (Charles, Soppelsa et Albaret) ; modèle de Coltheart ; un enfant allophone')).toEqual([]);
    expect(names('le lien Lydia pour la cagnotte ; ☒ Photocopies agrandies ; ☐ Calculatrice')).toEqual([]);
    expect(names('des élèves l’appellent « la Chinoise » dans la cour')).toEqual([]);
    expect(names('BILAN S.   fait le 12/03')).toEqual([]);
  });
});

describe('the seventy-eighth part’s shapes', () => {
  it('masks a harm-reduction centre’s anonymous code, a street typed in lower case after where someone sleeps, and a software operator in capitals', () => {
    expect(masked('10h05 — Nono (code NOBE84) passe pour du matériel')).toContain('record:NOBE84');
    expect(masked('jsuis chez ma tante maintenant 7 rue de la fontaine c pas loin')).toEqual(['address:7 rue de la fontaine']);
    expect(names('Édition du 02/03/2026 — opérateur : PLEGRAND ; utilisateur : ADMIN')).toEqual(['PLEGRAND']);
  });

  it('finds nicknames after "un certain" or a dash, a given name before its age behind a nationality, a given name and a role in brackets after an institution, a relative in brackets after where they live, and two capitals closing a display name', () => {
    expect(names('il achète à un certain « Titi » près du lycée')).toEqual(['Titi']);
    expect(names('chez son ami Kevin Delattre — « Kéké », décédé depuis')).toEqual(['Kevin Delattre', 'Kéké']);
    expect(names('14h10 — Wahid (afghan, 19 ans) : demande un duvet')).toEqual(['Wahid']);
    expect(names('Prévenu le CSAPA (Nadia, IDE) à 11 h.')).toEqual(['Nadia']);
    expect(names('Ne pas contacter : son père en Arménie (Vardan), à la demande du résident.')).toEqual(['Vardan']);
    expect(names('De : "Corinne M-P" <corinne.mp@exemple.fr>')).toEqual(['Corinne M-P']);
  });
});

describe('the seventy-eighth part’s false alarms', () => {
  it('leaves harm-reduction kits, an addiction team’s acronym where the text speaks of addiction (not a child in a bank line), desks as addressees, a cut word and Cushman alone', () => {
    expect(names('Remis 12 Stéribox et des filtres Stérifilt ; Lyrica hors prescription ; Cushman à 6')).toEqual([]);
    expect(names('adressé par l’ELSA de Roubaix pour un sevrage.\nIntervenants ELSA : Dr Paul Girard')).toEqual(['Paul Girard']);
    expect(names('VIR SEPA RECU /MOTIF SEANCES ELSA DEC')).toEqual(['SEANCES ELSA DEC']);
    expect(names('À : Accueil CSAPA Lyon <accueil@exemple.fr>\nÀ : PEJ Rennes <pej@exemple.fr>')).toEqual([]);
    expect(names('C004172\tBELKACEM Kader\t7 j\tDélivr. le mercredi')).toEqual(['BELKACEM Kader']);
  });
});

describe('the seventy-ninth part’s shapes', () => {
  it('masks a clinical trial’s inclusion number after "patient" or "n°", initials after a form’s "Initiales :", two practitioners of one practice joined by a slash, and an initial after a title and a given name', () => {
    expect(masked('Q-201 : la patiente 07-032 était hospitalisée ; Participant : LEROUX Anne (n° 07-031)')).toEqual(['record:07-032', 'name:LEROUX Anne', 'record:07-031']);
    expect(names('Centre n° : 07        Initiales (Nom-Prénom) : L-A')).toEqual(['L-A']);
    expect(names('IDE : cabinet Bensaïd/Da Silva, passage matin et soir')).toEqual(['Bensaïd', 'Da Silva']);
    expect(names('Mar. 11/11 — USP ch. 2 — Mme Odile T.')).toEqual(['Odile T.']);
  });
});

describe('the seventy-ninth part’s false alarms', () => {
  it('leaves oncology’s eponyms, scales and drugs, a palliative-care house and a hospital named after people, a home hospitalisation’s name, a lieu-dit in quotes and a funeral home alone', () => {
    expect(names('intervention de Whipple ; tumeur de Klatskin ; Algoplus 1/5 ; Carboplatine AUC 5')).toEqual([]);
    expect(names('séjour de répit à la maison médicale Jeanne-Garnier ; la chimio a gustave roussy')).toEqual([]);
    expect(names('HAD Domi-Volcans — Fiche d’entrée')).toEqual([]);
    expect(names('Adresse : lieu-dit Le Cheix, 63410 Manzat — prendre la D 19 puis « Le Cheix » à droite.')).toEqual([]);
    expect(names('De : Pompes Funèbres du Vieux-Port — Sylvie Parmentier <s.parmentier@exemple.fr>\nDevis n° D-25-4418 : 4 860,00 €')).toEqual(['Sylvie Parmentier']);
  });
});

describe('the eightieth part’s shapes', () => {
  it('masks asylum file numbers, an interpreter’s mission number, a row whose remark holds the separator, a surname in capitals opening a tab cell, interpreters after their label, and a street called "galerie"', () => {
    expect(masked('Recours CNDA n° 26017788 contre la décision de l’OFPRA (n° OFPRA 2501-00412377) ; N° étranger (AGDREF), si connu : 7503318842')).toEqual(['record:26017788', 'record:2501-00412377', 'record:7503318842']);
    expect(masked('Mission M26-140512 du 02/12/2026 — dari — 60 min')).toEqual(['record:M26-140512']);
    expect(names('NOM;Prénom;DDN;Droits;Remarque\nKAKAR;Gulalai;01/01/1994;PUMa;fils Omid ; tél plus tard\nNOORI;Shabnam;01/01/1996;AME;—')).toEqual(['KAKAR', 'Gulalai', 'Omid', 'NOORI', 'Shabnam']);
    expect(names('10h15\tBARAKZAI Wahid\tIPP 800431207\tinterprète pachto')).toEqual(['BARAKZAI Wahid']);
    expect(names('Interprètes présentes : Senait (tigrinya), Tenzin (tibétain)')).toEqual(['Senait', 'Tenzin']);
    expect(masked('domiciliation : CCAS, 12 galerie des Baladins, 38100 Grenoble')).toContain('address:CCAS, 12 galerie des Baladins, 38100 Grenoble');
  });
});

describe('the eightieth part’s false alarms', () => {
  it('leaves a regulation’s number, ANA and ADA where the text speaks of exile, a planning desk, a prison, "excusez", authors of trauma, a province and a subtest in a table alone', () => {
    expect(masked('Le règlement (UE) n° 604/2013 fixe l’État responsable.')).toEqual([]);
    expect(names('ancien soldat de l’ANA ; ADA versée par l’OFII jusqu’à la décision sur l’asile')).toEqual([]);
    expect(names('De : Planning téléphone ISM <planning@exemple.fr>\nla prison de Drapchi ; madame excusez moi')).toEqual([]);
    expect(names('Relire Herman sur le trauma complexe ; le travail de Françoise Sironi ; province du Nangarhar')).toEqual([]);
    expect(names('Visuo-spatial\tNEPSY-II Flèches\tNS 3')).toEqual([]);
  });
});

describe('the eighty-first part’s shapes', () => {
  it('reads a billing export whose header is in capitals, an agenda aligned with spaces, a nickname right after a name, a text message’s signature, a Belgian number said in words and a notebook’s bullets in lower case', () => {
    expect(names('NIR;NOM;PRENOM;DDN;MED ADRESSEUR;DATE;MONTANT;STATUT\n291022901904787;LE GALL;MAËLLE;14/02/1991;CORRE B;02/03/2026;50,00;PAYE')).toEqual(['LE GALL', 'MAËLLE', 'CORRE B']);
    expect(names('14:00-14:50  MARCHETTI Ilaria  06 72 14 95 01  Suivi\n15:00-15:50  KOWALSKA Joanna « Asia »  06 98 14 72 03  1re consultation')).toEqual(['MARCHETTI Ilaria', 'KOWALSKA Joanna', 'Asia']);
    expect(names('[09/03 18:14] ← 06 51 09 66 38 : Bonjour, on sera là tous les deux. Solène B.\n[10/03 10:02] ← 06 90 55 21 78 : je suis coincée au travail, 16h30 ? Nadège J-M')).toEqual(['Solène B.', 'Nadège J-M']);
    expect(masked('joignable au plus trente-deux, quatre cent septante, cinquante-huit, vingt et un, trente-six')).toEqual(['phone:plus trente-deux, quatre cent septante, cinquante-huit, vingt et un, trente-six']);
    expect(names('Séance de Siranouch lundi.\n- siranouch : deuil, parle du grand-père\n- dari : interprète ok')).toEqual(['Siranouch', 'siranouch']);
  });
});

describe('the eighty-first part’s false alarms', () => {
  it('leaves a lease’s parties by their role, an estate agency, "Dra" and a form’s row beside a capitals header alone', () => {
    expect(names('Le Bailleur donne à bail au Preneur un local ; l’agence Anjou Immo Conseil ; obrigado Dra')).toEqual([]);
    expect(names('Conjoint\tKALNIŅŠ née PERRIN\tAurore\nConjoint NIR\t284065439511811\tNée en : juin 1984')).toEqual(['KALNIŅŠ née PERRIN', 'Aurore']);
  });
});

describe('the eighty-second part’s shapes', () => {
  it('masks a birthday with its year in a family’s calendar and families named after "fam." in a notebook typed in lower case', () => {
    expect(masked('Enfants : Lys (anniv. 03/04/2015) · Hugo (anniv. 21/09/2018)')).toEqual(['name:Lys', 'birthDate:03/04/2015', 'name:Hugo', 'birthDate:21/09/2018']);
    expect(names('- facture fam. nguyen/kowalski à relancer ; fam. le goff absente ; fam. nombreuse')).toEqual(['nguyen', 'kowalski', 'le goff']);
  });
});

describe('the eighty-second part’s false alarms', () => {
  it('leaves a death’s anniversary, authors of couple therapy and a school’s desk as a sender alone', () => {
    expect(masked('— Anniversaire (02/03/2026) : carte à envoyer.')).toEqual([]);
    expect(names('DAS de Spanier ; thérapie brève de de Shazer\nDe : Vie scolaire collège Jean-Jaurès <vs@exemple.fr>')).toEqual([]);
  });
});

describe('the eighty-third part’s shapes', () => {
  it('masks capitals that spell a named person’s initials, given names after a surname in capitals, a lower-case initial, a professional in a lower-case notebook and a birth date after "ddn" and a name', () => {
    expect(names('Veilleuse : Nathalie Bourhis (NB)\n03 h 40 — Zalifa réveillée. Les deux recouchés. NB')).toEqual(['Nathalie Bourhis', 'NB', 'Zalifa', 'NB']);
    expect(names('Lundi — moniteur : Thierry Le Bihan\nBilan de la semaine avec l’équipe.\n— TLB')).toEqual(['Thierry Le Bihan', 'TLB']);
    expect(names('- k. benali : conflit chorale, pleurs. KB dit que la chorale l’ennuie')).toEqual(['k. benali', 'KB']);
    expect(names('Personne protégée : Mme SAÏD AHMED Anziza\nObjet : RE: lettre de Mme SA')).toEqual(['SAÏD AHMED Anziza', 'SA']);
    expect(names('Personne accompagnée : Mme LE GOFF-RAOUL Capucine\nBudget. Le compte courant de Capucine est géré par la curatrice.')).toEqual(['LE GOFF-RAOUL Capucine', 'Capucine']);
    expect(names('EI-2024-032 | 11/09 | DELATTRE Fleur | sortie non accompagnée\n01 h 15 — Fleur déambule dans le couloir.')).toEqual(['DELATTRE Fleur', 'Fleur']);
    expect(names('- réunion projet v. ndiaye demain → angoisse ++')).toEqual(['v. ndiaye']);
    expect(names('- supervision avec f. nicolaï (psychiatre) : cas difficile\n- mail tuteur : jm.barbier@udaf-exemple.fr (M. barbier) pour le budget')).toEqual(['f. nicolaï', 'barbier']);
    expect(masked('- ddn farid 03/02/78, dossier à renvoyer')).toEqual(['name:farid', 'birthDate:03/02/78']);
  });
});

describe('the eighty-third part’s false alarms', () => {
  it('leaves invoice prefixes, a device’s letters, a line in capitals, a payer that is an institution, a cheque in an IBAN column, a protection measure, a drug and authors of autism alone', () => {
    expect(names('Hélène Fabre est venue. Le micro HF est cassé.\nFacture n° HF-2026-009\nCENTRE DE HF GIRONDE')).toEqual(['Hélène Fabre']);
    expect(masked('Résident\tPayeur\tMontant\tDate\tIBAN du payeur\nGUILLOU Désiré\tUDAF (compte de la mesure)\t250,00\t05/04\tFR76 3000 4089 0073 1319 7507 224\nDIOP Awa\tDIOP Ndèye\t120,00\t08/04\tchèque n° 4471025')).toEqual(['name:GUILLOU Désiré', 'iban:FR76 3000 4089 0073 1319 7507 224', 'name:DIOP Awa', 'name:DIOP Ndèye']);
    expect(names('Mesure de protection : [X] Curatelle simple\nN° Portalis : DBW3-W-B7G-ZK4P\npas de Buccolam nécessaire')).toEqual([]);
    expect(names('Rapport Piveteau « Zéro sans solution ». Temple Grandin et Donna Williams ont publié des récits.\nElle cueille une fleur de capucine.')).toEqual([]);
  });
});

describe('the eighty-fourth part’s shapes', () => {
  it('masks a family’s particle surname shared in a lower-case notebook, a given name before a surname found alone, a Vietnamese surname, initials with a particle, professionals before their role in brackets, a town in lower case after its postcode, handles, chat contacts and names a message addresses', () => {
    expect(names('- 11h colombe de vassal, 16 a. père hubert de vassal à bruxelles\n- facture c. de vassal 60 €')).toEqual(['colombe de vassal', 'hubert de vassal', 'c. de vassal']);
    expect(names('- tél. mme kouassi : annule jeudi\n- désiré kouassi, 17 a, rdv reporté')).toEqual(['kouassi', 'désiré kouassi']);
    expect(names('→ courbe à demander au médecin traitant, dr lê quang')).toEqual(['lê quang']);
    expect(names('T. F. da S.\t47,3\t—\t48,1')).toEqual(['T. F. da S.']);
    expect(names('suivie aussi : n. fournier-b. (diét.) + tchakaloff (psy) ; rééducation logico-mathématique (orthophoniste)')).toEqual(['n. fournier-b.', 'tchakaloff']);
    expect(masked('adresse 4 chemin de la Houssais 44120 vertou. père absent')).toEqual(['address:4 chemin de la Houssais 44120 vertou']);
    expect(names('abonnez vs à mon nouveau compte @lisarose.dlm ; écrire à contact@cmp.fr')).toEqual(['lisarose.dlm']);
    expect(names('[07/02/2026 21:16] Cece 🦋: jai encore été pesée\n[07/02/2026 21:16] Kenza B.: cece arrête')).toEqual(['Cece', 'Kenza B.', 'cece']);
    expect(names('noah: jade jsuis en bas\nnoah: jtm jade')).toEqual(['noah', 'jade', 'noah', 'jade']);
    expect(names('de 06 71 20 84 39 : bjr prudence c capucine jai perdu ma carte')).toEqual(['prudence', 'capucine']);
    expect(names('Animation : Éloïse Carré (infirmière)\nNotes des animateurs (EC) : groupe calme')).toEqual(['Éloïse Carré', 'EC']);
  });
});

describe('the eighty-fourth part’s false alarms', () => {
  it('leaves a referring doctor’s word, a table’s column, a role signing, a helpline, a saint’s day, a trade, text-message verbs, Creole kinship, authors of eating disorders and a score’s unit alone', () => {
    expect(names('Le Dr Sébastien Roux (médecin adresseur) a appelé.\nPatient\tEntrée\tS-1\tS\tContrat\n> Diététicienne — Unité adolescents TCA')).toEqual(['Sébastien Roux']);
    expect(names('La ligne nationale Anorexie Boulimie Info Écoute est ouverte. elle est née la st valentin. père marin-pêcheur. jsuis en privé. Granmoun a appelé')).toEqual([]);
    expect(names('Références : Jeammet, Corcos ; silhouettes de Stunkard ; le tableau de Marfan')).toEqual([]);
    expect(names('Psychomotricité (É. Tran) : le BHK donne une vitesse à -2 ET.')).toEqual(['É. Tran']);
    expect(names('léa de retour. hugo de retour.')).toEqual(['léa', 'hugo']);
  });
});

describe('the eighty-fifth part’s shapes', () => {
  it('masks names after military ranks, abbreviated or in words, in capitals or typed in lower case, a given name in brackets after them, defence identification and gendarmerie numbers, a veteran’s card, a family named after "famille" and a nickname before a full name in brackets', () => {
    expect(names('Lun. — SCH Le Roux (Gwendal), chef de groupe. Parle de l’ADJ Carvalho. Voir le 1CL Ravelojaona (Fidèle), 22 ans.')).toEqual(['Le Roux', 'Gwendal', 'Carvalho', 'Ravelojaona', 'Fidèle']);
    expect(names('Point avec le CNE Moreau-Santoni, commandant d’unité, et le LTN de Kerhoas ; copie au MC Lestrade, médecin-chef')).toEqual(['Moreau-Santoni', 'de Kerhoas', 'Lestrade']);
    expect(names('la mort du caporal Sébastien Riou ; revoir avec le commandant Briac Le Roux ; capitaine Delphine Roche')).toEqual(['Sébastien Riou', 'Briac Le Roux', 'Delphine Roche']);
    expect(names('- 10h30 1cl diabaté : va mieux\n- sch (er) le bihan (erwan), 43 ans\n- le capitaine le guen refuse la perm')).toEqual(['diabaté', 'le bihan', 'erwan', 'le guen']);
    expect(masked('CCH Benhamou (Karim), NID 1107283945.\nNuméro d’identification défense (NID)\n8406290137\n— GND Ramos, NIGEND 251 903 : première sur les lieux')).toEqual(['name:Benhamou', 'name:Karim', 'record:1107283945', 'record:8406290137', 'name:Ramos', 'record:251 903']);
    expect(masked('Ma carte du combattant porte le n° 31/ACC/048216. Orienté cmp, n° dossier cmp 22/04417')).toEqual(['record:31/ACC/048216', 'record:22/04417']);
    expect(names('projet de collecte pour la famille VASSEUR ; famille d’accueil')).toEqual(['VASSEUR']);
    expect(names('Excusés : « Tintin » (travail de nuit).\nTintin (Thierry Lopez-Bachelard) a écrit.')).toEqual(['Tintin', 'Tintin', 'Thierry Lopez-Bachelard']);
  });
});

describe('the eighty-fifth part’s false alarms', () => {
  it('leaves streets named after officers, ranks before words, acronyms after a rank, activities before a name in brackets, authors of war trauma and military names alone', () => {
    expect(names('avenue du Colonel Fabien ; le capitaine de l’équipe ; le col du fémur ; un sergent recruteur ; brigadier-chef PM ; le capitaine de corvette')).toEqual([]);
    expect(names('Orthophonie (Julien Okafor) ; Marche Bastille (Pauline Vidal, ergo)')).toEqual(['Julien Okafor', 'Pauline Vidal']);
    expect(names('Crocq et Lebigot ; Grinker et Spiegel ; Camerone est célébré ; hélicoptère Caracal ; HIA Sainte-Anne')).toEqual([]);
  });
});

describe('the eighty-sixth part’s shapes', () => {
  it('masks a federation licence number and a foreign surname in lower case with the given name before it', () => {
    expect(masked('JOVANOVIĆ Luka, licence FFJDA M21069-0744812 : très irritable')).toContain('record:M21069-0744812');
    expect(names('- staff basket : ousmane k., nemanja. nemanja stojković veut partir en ncaa')).toEqual(['ousmane k', 'nemanja', 'nemanja stojković']);
  });
});

describe('the eighty-sixth part’s false alarms', () => {
  it('leaves authors of sport psychology and a licence without its number alone', () => {
    expect(names('Le flow décrit par Csikszentmihalyi ; la courbe de Yerkes et Dodson ; échelle de Borg')).toEqual([]);
    expect(masked('la licence 2026 du club coûte 120 €')).toEqual([]);
  });
});

describe('the eighty-seventh part’s shapes', () => {
  it('masks a chat contact saved with an initial or an island’s number, a surname in capitals before a given name written again the other way round, a relative after "l’oncle", given names under "Prénoms", ADELI numbers on a notebook’s line and the names of a hurried notebook', () => {
    expect(names('[12/02/2026 07:44] Johnny 974: Mi monte ce soir.\n[12/02/2026 08:11] Johnny 974: ok\n[03/03/2026 12:25] Ravi P.: Petite info\n[03/03/2026 12:26] Ravi P.: merci')).toEqual(['Johnny 974', 'Johnny 974', 'Ravi P.', 'Ravi P.']);
    expect(names('Objet : RE: accueil BELLANCE Laïssa — évasan du 12/03. Nous confirmons l’admission de Laïssa Bellance.')).toContain('BELLANCE Laïssa');
    expect(names('la pirogue de l’oncle Roy s’est retournée')).toEqual(['Roy']);
    expect(names('Prénoms\nRaymond, Élie, Fidèle\nDate de naissance')).toEqual(['Raymond', 'Élie', 'Fidèle']);
    expect(masked('mon adeli pour le formulaire ars : 973935521? non, le mien 973935539')).toEqual(['rpps:973935521', 'rpps:973935539']);
    // Up to 80 characters after the word on its line, as the rule always read; not on the next line, not further, not inside a word.
    expect(masked(`adeli ${'x'.repeat(78)} 973935539`)).toEqual(['rpps:973935539']);
    expect(masked(`adeli ${'x'.repeat(79)} 973935539`)).toEqual([]);
    expect(masked('mon adeli :\n973935539')).toEqual([]);
    expect(masked('cadeline 973935539')).toEqual([]);
    expect(names('  > tasikale opoya, 16 a., se scarifie\n  > ipeu k., 14 a., ne dort plus\n- mme adjako (sylvana), 34 a.')).toEqual(['tasikale opoya', 'ipeu k.', 'adjako', 'sylvana']);
    expect(names('- ado k. tojo : refus scolaire, revoir avec i. amoedang (médiatrice) ; rappeler p. vang à cacao ; visio dr s. bertrand-aimé (psy)')).toEqual(['k. tojo', 'i. amoedang', 'p. vang', 's. bertrand-aimé']);
  });
});

describe('the eighty-seventh part’s false alarms', () => {
  it('leaves authors of the Antilles, an office in a mail header, peoples after "famille" and an acronym opening a sentence', () => {
    expect(names('Fanon a exercé à Blida ; Glissant parle de la créolisation ; Chamoiseau et Confiant')).toEqual([]);
    expect(names('De : Cabinet A. Bernabé <aurelie.bernabe.psy@orange.fr>')).toEqual(['A. Bernabé']);
    expect(names('Maïly Thao, CE1, famille hmong installée à Javouhey')).toEqual(['Maïly Thao']);
    expect(names('La Cadema a voté le budget ; RASED Koungou')).toEqual([]);
  });
});

describe('a given name before a surname found in the same text', () => {
  it('takes a capitalised word no French text writes, or one the text already holds inside another name, with the surname after it', () => {
    expect(names('Djaimy Sabajo (3 ans, liste d’attente), Zaïnaba Sabajo (9 mois, vaccinations à jour).')).toEqual(['Djaimy Sabajo', 'Zaïnaba Sabajo']);
    expect(names('Objet : accueil BELLANCE Laïssa — évasan du 12/03. Nous confirmons l’admission de Laïssa Bellance.')).toEqual(['BELLANCE Laïssa', 'Laïssa Bellance']);
    expect(names('Kenza Sabajo est venue ; Lundi Sabajo a rappelé')).toEqual(['Kenza Sabajo', 'Sabajo']);
    expect(names('Sa grand-mère, Dona Amélia, vient. Cara Giulia, Amélia Gomes aussi.')).toEqual(['Amélia', 'Giulia', 'Amélia Gomes']);
  });
});

describe('the eighty-eighth part’s false alarms', () => {
  it('leaves a children’s home’s name after "MECS", a conurbation’s short name and an author of the war nurseries', () => {
    expect(names('Évolution d’Enzo (11 ans), accueilli à la MECS Ker Avel depuis mars ; Pôle ASE Clermont Agglo')).toEqual(['Enzo']);
    expect(names('Anna Freud et Dorothy Burlingham ont observé les enfants des pouponnières')).toEqual([]);
  });
});

describe('the eighty-ninth part’s shapes', () => {
  it('masks the login that printed a page of the hospital’s software, a given name in brackets after a title and a surname (not a town the text names as one), a stay number after "séjour" and the unit, a Breton street with its article and a surname of two letters after a given name', () => {
    expect(names('CHU DE BORDEAUX — Groupe hospitalier Pellegrin     Imprimé le 03/03/2026 à 09:14 par etcheverryc')).toEqual(['etcheverryc']);
    expect(names('ma lettre concernant M. Petrossian (Davit, ipp 8005530218) ; M. Dupont (Paris) ; Mme Durand (Alzheimer)')).toEqual(['Petrossian', 'Davit', 'Dupont', 'Durand']);
    expect(masked('IPP 8002219874 — séjour SMR S26-004417')).toEqual(['record:8002219874', 'record:S26-004417']);
    expect(masked('adresse 11 hent Penn ar Bed, 29770 Plogoff (pas celle du logiciel)')).toEqual(['address:11 hent Penn ar Bed, 29770 Plogoff']);
    expect(names('M. V. (Manzat) — infos. Adresse : 63410 Manzat.')).toEqual(['V.']);
    expect(names('Excusée : remplacée par Pauline Vu.\nP. Vu, psychologue ; le Do dièse ; Vu ce jour')).toEqual(['Pauline Vu', 'P. Vu']);
  });
});

describe('the eighty-ninth part’s false alarms', () => {
  it('leaves a form’s label, a unit’s acronym before a comma, a specialty’s short name, a liver score and a verb or a graft after a given name that is a word', () => {
    expect(names('Priorité : 2 (dans les 48 h)    Demandeur : Dr ACHARD Sophie')).toEqual(['ACHARD Sophie']);
    expect(names('transmis au collègue de l’USC, Hugo Ndiaye, par messagerie ; Néphro – bilan prégreffe')).toEqual(['Hugo Ndiaye']);
    expect(names('MELD à 19 et Child-Pugh B8 ; teinte rose des greffons à J+10')).toEqual([]);
    expect(names('la brise océane entrait par la fenêtre')).not.toContain('océane entrait');
  });
});

describe('the ninetieth part’s shapes', () => {
  it('masks a chosen first name after "prénom d’usage", names after an inclusive "Présent·es" with a bracket before the colon, a particle of Portugal after a title, a birth date after "né·e" and a Discord tag', () => {
    expect(names('Patient·e : HOVSEPIAN Gaspard — prénom d’usage : Phoenix')).toEqual(['HOVSEPIAN Gaspard', 'Phoenix']);
    expect(names('Présent·es (prénoms d’usage, accord de chacun·e) : Ambre, Milo, Ciel, Tiago')).toEqual(['Ambre', 'Milo', 'Ciel', 'Tiago']);
    expect(names('sa mère, Mme da Costa, a fait encadrer le faire-part')).toEqual(['da Costa']);
    expect(masked('il dit « alex tout court ». né·e le 3.4.2009. et mon discord c raindrop#0471')).toEqual(['name:alex', 'birthDate:3.4.2009', 'name:raindrop#0471']);
  });
});

describe('the ninetieth part’s false alarms', () => {
  it('leaves a table header after a role’s cell, a town hall’s service in a mail header, authors of gender studies alone and the Pride', () => {
    expect(names('N° RCP\tNom d’usage / prénom d’usage\tRéférent\tAvis')).toEqual([]);
    expect(names('De : Etat civil — Montpellier <etat-civil@ville-montpellier.fr>')).toEqual([]);
    expect(names('Stoller distinguait sexe et genre ; selon Chiland ; Espineira ; Preciado ; La Pride de Marseille')).toEqual([]);
  });
});

describe('the ninety-first part’s shapes', () => {
  it('masks prisoners’ numbers of four figures, with the prison’s letters, on a form’s next line or said in a sentence, a visiting permit’s, a judge’s and a housing request’s numbers, and not a date after the label', () => {
    expect(masked('- 9h agostini (écrou 9287) : va mieux ; (écrou CD 9318)\nÉcrou\t9104')).toEqual(['name:agostini', 'record:9287', 'record:CD 9318', 'record:9104']);
    expect(masked('Numéro d’écrou\nCD 9402\nson numéro d’écrou c’est 51902. écroué le 2 septembre dernier (n° 48140).')).toEqual(['record:CD 9402', 'record:51902', 'record:48140']);
    expect(masked('Visiteuse : permis n° P-2024-0318. Objet : TR: rapport LSC - JAP 25/00981')).toEqual(['record:P-2024-0318', 'record:25/00981']);
    expect(masked('une demande de logement social (numéro unique départemental : 037-2025-11-04812)')).toEqual(['record:037-2025-11-04812']);
    expect(masked('N° d’écrou : 48213      Date d’écrou : 09/10/2025')).toEqual(['record:48213']);
  });
  it('masks a notebook’s people after the hour, a surname found in lower case again, a surname after a nickname, an account’s holder after "au nom de" and a colleague before a service in brackets', () => {
    expect(names('- 10h15 sékou diakité — absent.\n- 10h issouf ouedraogo : note\n- 9h groupe parole (6) : rachid\n- 14h réunion : x')).toEqual(['sékou diakité', 'issouf ouedraogo', 'rachid']);
    expect(names('- 11h mr traoré : sa femme aminata enceinte de 7 mois.\n- 16h30 tél de la sœur de traoré, mariam')).toEqual(['traoré', 'aminata', 'traoré', 'mariam']);
    expect(names('- 9h yannick « papy » morvan (79 ans) : fatigue.\n- relire rapport morvan')).toEqual(['yannick « papy » morvan', 'morvan']);
    expect(names('rib de sa sœur, au nom de kaboré awa). dossier à voir avec lemaire (spip) avant la cpu')).toEqual(['kaboré awa', 'lemaire']);
  });
  it('masks a residence’s line above a form’s address and a software’s user after "édité par"', () => {
    expect(masked('Adresse\nRésidence Les Tilleuls, bât. F, appt 32\n41 avenue Jean-Jaurès, 93300 Aubervilliers')).toEqual(['address:Résidence Les Tilleuls, bât. F, appt 32', 'address:41 avenue Jean-Jaurès, 93300 Aubervilliers']);
    expect(names('GENESIS · Édition des parloirs · CD Bréval · édité par ngoma.c')).toEqual(['ngoma.c']);
  });
  it('masks a given name in brackets after a title and a surname when it starts as a role’s abbreviation does, not the abbreviation itself', () => {
    expect(names('rappeler mme adjako (aslanbek) demain ; mme adjako (idelsa) ; mme roux (as)')).toEqual(['adjako', 'aslanbek', 'adjako', 'idelsa', 'roux']);
  });
});

describe('the ninety-first part’s false alarms', () => {
  it('leaves a service’s acronym in a mail header or in brackets, a remark in a table’s number column, a word of respect before a name, a scale and authors of criminology', () => {
    expect(names('Cc : SPIP 41 - antenne milieu fermé <spip41.mf@justice.fr>\nrdv avec mme lemaire (spip)')).toEqual(['lemaire']);
    expect(masked('Mineur\tNé le\tÉcrou\tÉducateur\nSAÏDI Ilyès\t11/10/2008\ttransféré au CD le 3/11\tM. Aït-Kaci')).not.toContain('record:transféré au CD le 3/11');
    expect(names('joão raconte que sa mère dona fernanda lui apporte des photos')).toEqual(['joão', 'fernanda']);
    expect(names('La Static-99R et la SAPROF ; Goffman décrit dans « Asiles » ; le modèle d’Andrews et Bonta')).toEqual([]);
  });
});

describe('the ninety-second part’s shapes', () => {
  it('masks a record number after a label in brackets and a practitioner after "Cabinet" in a table’s cell', () => {
    expect(masked('Dossier hospitalier (IPP) : 59-0047813')).toEqual(['record:59-0047813']);
    expect(names('\t24/11/2026\t10:00-11:00\tCabinet Ducastel\tM. Cazenave\t1 h')).toEqual(['Ducastel', 'Cazenave']);
  });
});

describe('the ninety-second part’s false alarms', () => {
  it('leaves sign languages’ acronyms, a desk in a mail header, a role in brackets after another person, a travellers’ people, authors of deaf studies and words the vocabulary lacked', () => {
    expect(names('Langue : LSF. Besoin d’interprète LSF ; bilingue lsc/lsf')).toEqual([]);
    expect(names('Cc : Comptabilité <compta@signes-et-sens-interpretes.fr>')).toEqual([]);
    expect(names('Présents : Fatoumata Camara (AS), Karim Benyahia.\nAYDIN Selin')).toEqual(['Fatoumata Camara', 'Karim Benyahia', 'AYDIN Selin']);
    expect(names('voyageuse (famille manouche), sourde ; Le livre d’Oliver Sacks ; Stokoe a montré')).toEqual([]);
    expect(names('Une lumière violette clignote ; mari wang jun entendant, ne signe pas')).not.toContain('jun entendant');
  });
});

describe('the ninety-third part’s shapes', () => {
  it('masks a colleague after a rank’s abbreviation even when a famous person bears the name, a practitioner’s number in an ADELI column, files named in the plural, a hotline’s listener in its column and a saint’s town in lower case', () => {
    expect(names('Le GND Ravel a pratiqué le massage ; Ravel (26 ans) : le plus marqué')).toEqual(['Ravel', 'Ravel']);
    expect(names('le général Ravel')).toEqual([]);
    expect(masked('Nom et prénom\tProfession\tADELI / RPPS\tHeures\nFAURIEL Claire\tpsychologue libérale\t429301773\t8 h')).toEqual(['name:FAURIEL Claire', 'rpps:429301773']);
    expect(masked('penser à la liste des appels (dossiers 26-067-00412 et suivants)')).toEqual(['record:26-067-00412']);
    expect(names('Date\tHeure\tAppelant\tLien\tRappel au\tÉcoutant\tSuite\n16/03\t08:14\tMireille Jacquemond\tgrand-mère de Tom\t04 77 54 09 81\tJNE\tparents rentrés')).toEqual(['Mireille Jacquemond', 'Tom', 'JNE']);
    expect(masked('le bailleur propose un t4 14 rue des aciéries 42100 st etienne, ils hésitent')).toEqual(['address:14 rue des aciéries 42100 st etienne']);
  });
  it('masks a given name and two initials in a notebook and a colleague before the medical service’s acronym', () => {
    expect(names('- penser : attestation pour fatouma s.a., née 2.2.1970 ; débriefing fait par orcel (sssm)')).toEqual(['fatouma s.a', 'orcel']);
  });
});

describe('the ninety-third part’s false alarms', () => {
  it('leaves a people’s short name before a title and an author of victimology', () => {
    expect(names('- interprete viet pour mme nguyen')).toEqual(['nguyen']);
    expect(names('Lecture conseillée : Lebigot, et les articles de Damiani sur l’aide aux victimes.')).toEqual([]);
  });
});

describe('the ninety-fourth part’s shapes', () => {
  it('masks a login or initials after "par" with a colon or a date after them, a member’s and a farm’s numbers, a notebook’s people after the hour and a dash, a given name in brackets after a particle surname and an address after "adresse" in lower case', () => {
    expect(names('Édité par       : hbortolotti le 14/01/2025 à 09:12\nFICHE DE SYNTHÈSE - préparée par JMP le 28/03/2025')).toEqual(['hbortolotti', 'JMP']);
    expect(masked('N° d’adhérent MSA\n71 0077 1903\nfiche msa poulain : adhérent 58 0211 6730. Numéro PACAGE : 003118742')).toEqual(['record:71 0077 1903', 'record:58 0211 6730', 'record:003118742']);
    expect(names('9h - jos : mieux\n10h15 route de dompierre - mr van der berg (jos), laitier')).toEqual(['jos', 'van der berg', 'jos']);
    expect(masked('adresse les bruyères, 58170 millay. adresse cité des acacias bât c, 58300 decize. adresse pas changé')).toEqual(['address:les bruyères, 58170 millay', 'address:cité des acacias bât c, 58300 decize']);
  });
});

describe('the ninety-fourth part’s false alarms', () => {
  it('leaves a loan’s number after a bank’s label, machines’ and services’ brands, a trade after "docteur", a Polish thanks, an author of work psychology and a material or a flower', () => {
    expect(masked('15/01\tECH PRET 00412877 ROBOT TRAITE\timpayé ; +48 601 284 573 ; client 0045128866')).toEqual(['phone:+48 601 284 573', 'record:0045128866']);
    expect(names('bonsoir monsieur breton elle a tout écrit')).toEqual(['breton']);
    expect(names('Il vient d’acheter un John Deere d’occasion, un vieux Massey Ferguson, une faucheuse Claas ; Fendt ; Telepac ; numéro d’Agri’écoute')).toEqual([]);
    expect(names('Dr Nguyen, docteur vétérinaire ; merci pour la dame polonaise ewa. dziękuję')).toEqual(['Nguyen', 'ewa']);
    expect(names('Lecture conseillée : Christophe Dejours, Souffrance en France ; une rose trémière pousse contre le mur en pierre de la laiterie')).toEqual([]);
  });
});

describe('the ninety-fifth part’s false alarms', () => {
  it('leaves a place’s description in a "lieu de vie" column, "chez nous" after "domicilié", the services of precarity’s acronyms, a supermarket and authors and figures of exclusion', () => {
    expect(masked('Nom Prénom\tN° SIAO\tLieu de vie\tRéf.\nDHAINAUT Lucien\tSI-59-2019-017745\true, centre-ville (chiens)\tCV\nKONÉ Aïssata\tSI-59-2024-104512\thôtel 115, Lomme\tYB\nDUPONT Marc\tSI-59-2024-104513\t12 rue des Lilas, 59000 Lille\tYB')).toEqual([
      'name:DHAINAUT Lucien',
      'record:SI-59-2019-017745',
      'name:KONÉ Aïssata',
      'record:SI-59-2024-104512',
      'name:DUPONT Marc',
      'record:SI-59-2024-104513',
      'address:12 rue des Lilas, 59000 Lille',
    ]);
    expect(masked('M. Maurice Lefebvre, domicilié chez nous depuis 2023.')).toEqual(['name:Maurice Lefebvre']);
    expect(names('À : EMPP <empp.lille@epsm.fr> ; tél à mme bocquillon (ccas) ; devant le Carrefour Market')).toEqual(['bocquillon']);
    expect(names('décrit par Jean Furtos ; Patrick Declerck, dans Les Naufragés ; l’appel de l’abbé Pierre ; conçue par Le Corbusier ; halte de nuit Louise-Michel ; L’enquête Samenta')).toEqual([]);
  });
});

describe('the ninety-sixth part’s shapes', () => {
  it('masks a chat’s sender written as a handle of words after the time or before a Discord export’s date, a handle after "Pseudo sur le tchat", a birth date after "born", a notebook’s three words after the hour and a presenter’s initials in their column', () => {
    expect(names('[22:33] lune_noire_06 : jsp pourquoi\nPseudo sur le tchat : lune_noire_06\n[09:14] admin.salle : ouverture')).toEqual(['lune_noire_06', 'lune_noire_06']);
    expect(names('kyky_972 — 03/02/2026 02:14\nfrr jsuis pas bien\nmathou.rsl — 03/02/2026 02:16\nt ou')).toEqual(['kyky_972', 'mathou.rsl']);
    expect(masked('Subject: Erasmus student Jonas Becker (born 03.11.2003)')).toEqual(['name:Jonas Becker', 'birthDate:03.11.2003']);
    expect(names('9h nadjma saïd mohamed (comorienne, l2 aes), née à marseille')).toEqual(['nadjma saïd mohamed']);
    expect(names('N° DSE\tÉtudiant(e)\tINE\tMontant proposé\tPrésenté par\nDSE-2025-38-014827\tMELNYK Oksana\t2803047156K\t1 200 €\tSV')).toEqual(['MELNYK Oksana', 'SV']);
  });
});

describe('the ninety-sixth part’s false alarms', () => {
  it('leaves a listener’s label, an office’s English words, a desk of psychologists in a mail header and authors of student psychology', () => {
    expect(names('Écoutante : Yasmine (bénévole) ; International Office, Faculty of Economics ; À : Psychologues SSE <psy-sse@univ.fr>')).toEqual(['Yasmine']);
    expect(names('Arnett parle d’âge adulte émergent ; décrit par Clance et Imes')).toEqual([]);
  });
});

describe('the ninety-seventh part’s shapes', () => {
  it('masks a forum’s byline and a quoted pseudonym, a staff number after "mat.", a file’s code in lower case and a login after "modif."', () => {
    expect(names('Posté par selinalune » jeu. 20 mars 2025, 22:41\nelle a écrit sous le pseudo « selinalune », cf. capture')).toEqual(['selinalune', 'selinalune']);
    expect(masked('Objet : RE: Aménagement poste (mat. MA-0047715) ; 22a, dossier cra-a-2025-0477. parents')).toEqual(['record:MA-0047715', 'record:cra-a-2025-0477']);
    expect(names('Dernière modif. : 18/03/2025 16:52 par fkeita')).toEqual(['fkeita']);
  });
});

describe('the ninety-seventh part’s false alarms', () => {
  it('leaves an acronym after a rank’s word, a legal term after the hour, authors of autism and a film', () => {
    expect(names('adressée par le centre expert tdah. diva fait\n15h — kafala : m. et mme belaïd, enfant')).toEqual(['belaïd']);
    expect(names('Leo Kanner en 1943 ; Lorna Wing a popularisé ; de Laurent Mottron ; de Julie Dachez ; « Rain Man » ; Reading the Mind in the Eyes')).toEqual([]);
  });
});

describe('the ninety-eighth part’s shapes', () => {
  it('masks a child’s birth date after "accouché" and a family’s surname in a notebook’s lower case', () => {
    expect(masked('J’ai accouché le 14 mars 2019 à l’hôpital de la Croix-Rousse')).toEqual(['birthDate:14 mars 2019']);
    expect(names('14h — famille demeter (adoption simple intrafamiliale) ; famille d’accueil (relais)')).toEqual(['demeter']);
  });
});

describe('the ninety-eighth part’s false alarms', () => {
  it('leaves a region’s adjective after "famille" and an author of adoption', () => {
    expect(names('issue d’une famille savoyarde ; Pierre Lévy-Soussan insiste sur la filiation psychique')).toEqual([]);
    expect(names('la famille paternelle, au Maroc ; famille élargie, famille recomposée :')).toEqual([]);
  });
});

describe('the ninety-ninth part’s shapes', () => {
  it('masks a login before a dash or a tab, a patient’s identifier in a programme, a reference in groups, a colleague before "(drh)" and a lieu-dit in lower case', () => {
    expect(names('Imprimé le 03/03/2025 à 16:42 par skerherve – poste CETD-PSY-02\nSaisie le 12/03/2025 11:58 par grouxel\tValidée le 12/03/2025')).toEqual(['skerherve', 'grouxel']);
    expect(masked('Identifiant patient ETP : ETP-25-031 ; Référence à rappeler : MP 249 0317 552')).toEqual(['record:ETP-25-031', 'record:MP 249 0317 552']);
    expect(masked('un peu peur de vautrin (drh). veuf, lieu-dit kerbastard, 22300 ploubezre. nir')).toEqual(['name:vautrin', 'address:lieu-dit kerbastard, 22300 ploubezre']);
  });
});

describe('the ninety-ninth part’s false alarms', () => {
  it('leaves a desk in a mail header, a specialist’s trade opening a signature line, and the pain scales’ and eponyms’ names', () => {
    expect(names('À : Psychologie CETD\n> Rhumatologue – Cabinet du Mail')).toEqual([]);
    expect(names('Tampa Scale of Kinesiophobia à 47. McGill Pain Questionnaire de Melzack, validée par Boureau. Le modèle de Vlaeyen et Linton. Phénomène de Raynaud.')).toEqual([]);
  });
});

describe('the hundredth part’s shapes', () => {
  it('masks a forum’s "Message de" byline, a software’s user in lower case after "utilisateur :" and an application’s number', () => {
    expect(names('Re: Message de Le_Gros_Ours_76 » mar. 3 mars 2026 09:30\nimpression du 02/02/2026 09:14 — utilisateur : aduhamel\nutilisateur : psychologue')).toEqual(['Le_Gros_Ours_76', 'aduhamel']);
    expect(masked('Objet : Votre demande d’adhésion n° ADH-5587421 — questionnaire')).toEqual(['record:ADH-5587421']);
  });
});

describe('the hundredth part’s false alarms', () => {
  it('leaves desks in mail headers, diets and their authors, and a growth chart’s acronym', () => {
    expect(names('À : Consultation psychologie CSO <psy.cso@chu.fr>\nDe : Assurances Horizon Prêt <souscription@horizon.fr>')).toEqual([]);
    expect(names('Elle a suivi Weight Watchers. Le régime Dukan et la méthode Montignac. Hilde Bruch a décrit. Gérard Apfeldorfer et Jean-Philippe Zermati ont fondé le GROS.')).toEqual([]);
  });
});

describe('the hundred-and-first part’s shapes', () => {
  it('masks a surname a form puts on the line under "Nom :", initials signing a note on their own line, a street without number typed in lower case before its postcode, and a staff number in lower case', () => {
    expect(names('Nom :\nETCHEVERRY\nNom de naissance :\nHARAMBOURE\nPrénoms :\nMarie-Thérèse')).toEqual(['ETCHEVERRY', 'HARAMBOURE', 'Marie-Thérèse']);
    expect(names('Nom :\nAntécédents\nSans particularité')).toEqual([]);
    expect(names('Vu ce jour avec sa fille.\nM. L.-I.')).toEqual(['M. L.-I.']);
    expect(names('M. R. T. est venu')).toEqual(['R. T.']);
    expect(masked('terrain familial chemin de la sablière, 33270 bouliac, caravane du fond')).toEqual(['address:chemin de la sablière, 33270 bouliac']);
    expect(masked('ddn 22.09.1991. matricule ts-003318. rappeler mardi')).toEqual(['birthDate:22.09.1991', 'record:ts-003318']);
  });
});

describe('the hundred-and-first part’s false alarms', () => {
  it('leaves a verb after a clitic pronoun, a town closing a signature, a birthplace under "à :", an HAD’s name and palliative care’s eponyms', () => {
    expect(names('puis a demandé qu’on lui lise le psaume 23 ; elle marie sa fille en juin')).toEqual([]);
    expect(names('Dr Mathieu Sabatier, médecin généraliste, Cambes')).toEqual(['Mathieu Sabatier']);
    expect(names('5/02 : zeynep, hawa, nguyet, oumou')).toEqual(['zeynep', 'hawa', 'nguyet', 'oumou']);
    expect(names('Née le :\n9 avril 1944\nà : Bayonne (Pyrénées-Atlantiques)')).toEqual([]);
    expect(names('HAD ENTRE-DEUX-MERS – DPI – imprimé le 27/01/2026')).toEqual([]);
    expect(names('Respiration de Cheyne-Stokes. Cicely Saunders a parlé de « douleur totale ». Il plaisante sur Lou Gehrig. Fiche Urgence Pallia transmise.')).toEqual([]);
  });
});

describe('the hundred-and-second part’s shapes', () => {
  it('masks a Vietnamese family name before "Thi", Comorian and Basque given names, and a compound given name before a particle surname', () => {
    expect(names('Contact compta : Vo Thi Hanh, compta@terres-solidaires.org')).toEqual(['Vo Thi Hanh']);
    expect(names('Iñaki: je serai là\nAnrifa: je peux amener ma sœur ?')).toEqual(['Iñaki', 'Anrifa']);
    expect(names('compter sur un ami d’enfance, Yann-Ber Le Gall, lui-même ancien militaire')).toEqual(['Yann-Ber Le Gall']);
  });
});

describe('the hundred-and-second part’s false alarms', () => {
  it('leaves missions’ places, a country’s acronym in a table, a desk in a mail header, an NGO’s and a software’s names, and authors of trauma', () => {
    expect(names('Mission à Goma puis Rutshuru, entre Kiwanja et Rutshuru. Vol jusqu’à Bunia, retour par Entebbe. Transit par Rzeszów.')).toEqual([]);
    expect(names('TS-004127\tKERBRAT\tThomas\t14/06/1985\tRDC Goma\t06 72 41 18 93')).toEqual(['KERBRAT', 'Thomas']);
    expect(names('À : Soutien Staff <soutien.staff@terres-solidaires.org>\nHRNet Solidaire 4.2 — Terres Solidaires — attestation Vitale')).toEqual([]);
    expect(names('Référence à Judith Herman. Boris Cyrulnik, et Louis Crocq sur le traumatisme. Au sens d’Antonovsky. (McCann et Pearlman). Défendu par Henri Dunant.')).toEqual([]);
  });
});

describe('the hundred-and-third part’s shapes', () => {
  it('masks a surname in capitals in brackets after a given name, a pavilion before an address, a Portuguese particle surname in lower case, compact initials signing a note and a handle of a given name and initials', () => {
    expect(names('Entretien du 10/02/2026 avec Aurore (LE GUENNEC), 22 ans.')).toEqual(['Aurore', 'LE GUENNEC']);
    expect(names('Léa (TDAH) vient ; Dr Sauvage (CECOS) ; Hervé (BAFM)')).toEqual(['Léa', 'Sauvage', 'Hervé']);
    expect(masked('Pavillon K, 27 rue des Chartreux, 69001 Lyon')).toEqual(['address:Pavillon K, 27 rue des Chartreux, 69001 Lyon']);
    expect(names('- 16h30 rosa pereira dos santos, 54 a., jambes sans repos')).toEqual(['rosa pereira dos santos']);
    expect(names('Bonne journée\nS.M.-R.\nN.B.')).toEqual(['S.M.-R.']);
    expect(names('fil créé par aurore_lg, 11 février ; fichier rose_v2')).toEqual(['aurore_lg']);
  });
});

describe('the hundred-and-third part’s false alarms', () => {
  it('leaves a virtue opening a line before a preposition, a table’s header, a home-care provider, acronyms and the authors of sleep research', () => {
    expect(names('Prudence avec la conduite automobile.\nConstance dans le suivi.')).toEqual([]);
    expect(names('Date\tCoucher\tLever\tLatence (min)\tÉveils\tTemps de sommeil')).toEqual([]);
    expect(names('mise en place par Somnéo Santé. SPSTI Rhône-Sud — service de santé au travail. PSG sous PPC (titration).')).toEqual([]);
    expect(names('Le modèle de Borbély, les consignes de Bootzin, Aserinsky et Kleitman, William Dement, Michel Jouvet, le syndrome de Kleine-Levin. Morphée ne veut plus de moi. Entre la Part-Dieu, Perrache et le quai.')).toEqual([]);
  });
});

describe('the hundred-and-fourth part’s shapes', () => {
  it('masks an export’s columns named in snake case for whom they hold, a record number after "IPP enfant", a given name under "Prénom :", initials around a particle, a midwife’s surname and an address in lower case after "adresse :"', () => {
    expect(masked('ipp_enfant;nom_enfant;prenoms_enfant;date_naissance;terme_sa;poids_g\n690041903;RAMDANE;Céleste Leïla;2027-03-12;36+3;2480')).toEqual(['record:690041903', 'name:RAMDANE', 'name:Céleste Leïla', 'birthDate:2027-03-12']);
    expect(masked('IPP enfant 690041903 ; IPP mère 974-1102457')).toEqual(['record:690041903', 'record:974-1102457']);
    expect(names('Nom :\nMADI\nPrénom :\nNourianti')).toEqual(['MADI', 'Nourianti']);
    expect(names('26/11/2026 — H. du P., 13 SA. Revient')).toEqual(['H. du P.']);
    expect(names('- staff périnat : dr chambon, sf haddouche')).toEqual(['chambon', 'sf haddouche']);
    expect(masked('veut un acte. adresse : camp de la rue du docteur-bouchut, 69003 lyon ?? à vérifier')).toEqual(['address:camp de la rue du docteur-bouchut, 69003 lyon']);
    expect(names('l’oncle, M. Éric Payet dit « Rico », parrain désigné')).toEqual(['Éric Payet', 'Rico']);
  });
});

describe('the hundred-and-fourth part’s false alarms', () => {
  it('leaves a place after "j’habite", a desk and a trade in headers, a ravine’s name, a service’s abbreviation after the hour, and perinatal eponyms and authors', () => {
    expect(names('Je m’appelle Noémie Carrier-Ndiaye, j’habite Caluire.')).toEqual(['Noémie Carrier-Ndiaye']);
    expect(names('De : Bureau des naissances GHRS <bureau.naissances@ghrs-lyon.fr>\nPompes funèbres musulmanes Al-Rahma, 7 rue du Repos\nau funérarium de la Ravine Blanche')).toEqual([]);
    expect(names('Néonatologiste : Dr Cédric Tran-Van    Puéricultrice : Océane Lefort\n- 10h30 urg gyn : mme tuncer ayşe, 37 a')).toEqual(['Cédric Tran-Van', 'Océane Lefort', 'tuncer ayşe']);
    expect(names('Séquence de Potter. Doppler ombilical. Stéthoscope de Pinard. Rhophylac, Coombs indirect. L’article de Selma Fraiberg. Marie-José Soubieux, Le berceau vide.')).toEqual([]);
  });
});

describe('the hundred-and-fifth part’s shapes', () => {
  it('masks an investigator’s column, a login after "imprimé par :" or "exporté par" before a bracket, surnames with an initial in a list, and nicknames given as names', () => {
    expect(names('Code\tNOM\tPrénom\tDDN\tIPP\tInvestigateur\nCSA-001\tKHATCHADOURIAN\tSébastien\t02/04/1988\t8002964410\tLe Quéré')).toEqual(['KHATCHADOURIAN', 'Sébastien', 'Le Quéré']);
    expect(names('NeuroDoc 5.3 — imprimé par : fndiayebarret (service social) le 17/03/2025\nTotal lignes : 6 — exporté par cbardet (bureau des entrées)')).toEqual(['fndiayebarret', 'cbardet']);
    expect(names('inscrits : tissandier a., essaidi k., mabiala d., n’guessan p. ; voir p. 12 ; rdv : bilan a.')).toEqual(['tissandier a.', 'essaidi k.', 'mabiala d.', 'n’guessan p.']);
    expect(names('Groupe en ligne : Rico Lamothe, modérateur. django winterstein, 29 a, ne vient plus')).toEqual(['Rico Lamothe', 'django winterstein']);
  });
});

describe('the hundred-and-fifth part’s false alarms', () => {
  it('leaves multiple sclerosis’ drugs, signs, scales’ authors, a desk, a reference centre and an association', () => {
    expect(names('Prémédication par Solumédrol et Polaramine. Bolus Solumédrol J2/3. APF France handicap propose des groupes.')).toEqual([]);
    expect(names('Babinski bilatéral, Hoffmann positif, Romberg instable, Mingazzini tenu, pupille de Marcus Gunn. Binois et Pichot. Benedict, Langdon et Chiaravalloti. Confavreux et Vukusic.')).toEqual([]);
    expect(names('De : Coordination SEP CHU <coordination.sep@chu.fr>\nCRC-SEP Auvergne — Hôpital de jour')).toEqual([]);
  });
});

describe('the hundred-and-sixth part’s shapes', () => {
  it('masks gamers’ tags quoted or sending in a chat, a forum’s byline in mixed case, and a pupil’s number after a remark in brackets', () => {
    expect(names('Pseudos : « NoxBens » sur Discord, « Sk4rFace », « KenzoNM_2012 », « DragonDoré », « JC971_Kaiser », « ocea.nyx », « Mirabelle_ »')).toEqual(['NoxBens', 'Sk4rFace', 'KenzoNM_2012', 'DragonDoré', 'JC971_Kaiser', 'ocea.nyx', 'Mirabelle_']);
    expect(names('« FIFA23 », « PS5 », « COVID-19 », « Welkin », « rapport.pdf », « 3-6-9-12 », « iPhone », (« ur. » pour « urodzona »)')).toEqual([]);
    expect(names('[01:12] Kraken69 : bon on relance\n[01:12] NoxBens : ouais\n[01:14] BigMac_du_13 : t’as payé ?\nMamanDe3Loulous — 12/11/2025 23:48')).toEqual(['Kraken69', 'NoxBens', 'BigMac_du_13', 'MamanDe3Loulous']);
    expect(masked('Son INE (pour mémoire, à ne pas diffuser) : 080954718BJ.')).toEqual(['record:080954718BJ']);
  });
});

describe('the hundred-and-sixth part’s false alarms', () => {
  it('leaves games, their characters, streamers and esports players, a card payment’s merchant, and the authors of gaming addiction', () => {
    expect(names('Il admire ZywOo et Faker, regarde Squeezie, Gotaga et Kameto. Call of Duty, compte Riot, Rocket League, The Witcher 3, Elden Ring, Hollow Knight, Kratos et Master Chief, Geralt de Riv, Kirby, Sonic, Tails et Knuckles, Mario Kart, Tomb Raider, Ready Player One.')).toEqual([]);
    expect(names('02/10\tCB ROBLOX CORPORATION SAN MATEO\t99,99\nObjet : o cartão do Rui')).toEqual(['Rui']);
    expect(names('Le livre de Serge Tisseron, les conseils de Marmottan. Marc Valleur et Jean-Claude Matysiak. La Game Addiction Scale de Lemmens, le Problem Video Game Playing de Tejeiro, l’Internet Gaming Disorder. Family Link, le Z Event, le Welkin Moon. On habite à côté de Bourgoin.')).toEqual([]);
  });
});

describe('the hundred-and-seventh part’s shapes', () => {
  it('masks software logins after "Saisie :", "Créé par", "Mis à jour par", "Dernière modification :", "Utilisateur connecté :" and in a list of identifiers, double initials anywhere, a "Déclarante" field, a flat’s number and a building in lower case before an address', () => {
    expect(names('Saisie : lbenali — 09/02/2026 10:42\nMis à jour par : aroussel le 13/02/2026\nDernière modification : aroussel — 16/03/2026\nRéférent social : DIABATÉ Fatoumata\tCréé par : lbenali')).toEqual(['lbenali', 'aroussel', 'aroussel', 'DIABATÉ Fatoumata', 'lbenali']);
    expect(names('Utilisateur connecté : smarchetti (psychologue)\nIdentifiants du logiciel : bfouquet, mltran, asy, jleroux')).toEqual(['smarchetti', 'bfouquet', 'mltran', 'asy', 'jleroux']);
    expect(names('Note CESF (A.R.-N.) : Mme Ben Salah paie d’abord sa sœur. N.B. : voir.')).toEqual(['A.R.-N.', 'Ben Salah']);
    expect(names('Déclarante\tPEREIRA née RODRIGUES Maria de Fátima\tnée le 11/09/1968')).toEqual(['PEREIRA née RODRIGUES Maria de Fátima']);
    expect(masked('Adresse : Résidence autonomie Les Tilleuls, logement 17, 31 rue Pasteur, 94400 Vitry-sur-Seine')).toEqual(['address:Résidence autonomie Les Tilleuls, logement 17, 31 rue Pasteur, 94400 Vitry-sur-Seine']);
    expect(masked('vit chez sa tante bât. c, 4 allée henri-matisse, 94400 vitry. portable')).toEqual(['address:bât. c, 4 allée henri-matisse, 94400 vitry']);
  });
});

describe('the hundred-and-seventh part’s false alarms', () => {
  it('leaves credit brands, a social landlord, a bank, a tax scheme, amounts under a misnamed column, and the sociologists of money and debt', () => {
    expect(names('deux crédits renouvelables (Cofidis, Floa), Younited, Sofinco, Valophis Habitat, Bouygues Telecom, Caixa Geral de Depósitos. BANQUE DE FRANCE — Commission. Le dispositif Scellier.')).toEqual([]);
    expect(masked('# export — dossier;titulaire;VANHOUTTE Jean-Claude;né le;03/12/1956\ncreancier;type;montant;mensualite\nCofidis;renouvelable;7 902,33;260,00')).toEqual(['name:VANHOUTTE Jean-Claude', 'birthDate:03/12/1956']);
    expect(names('Vincent de Gaulejac et la honte. Georg Simmel. Marcel Mauss. Viviana Zelizer. Il se compare à Jean Valjean. Harpagon. Le film Moi, Daniel Blake.')).toEqual([]);
  });
});

describe('the hundred-and-eighth part’s shapes', () => {
  it('masks a transfer’s payers after "/DE" without their title, a forum reply’s author, and handles in a pseudonym’s column', () => {
    expect(names('18/01\tVIR SEPA RECU /DE M OU MME LE GALL ERWAN /MOTIF CONSULT\n22/01;VIR SEPA RECU /DE BELLANGER CAMILLE ET OU SOPHIE /IBAN FR76;x\n05/01\tPRLV SEPA /DE CAF DU MAINE ET LOIRE /MOTIF')).toEqual(['LE GALL ERWAN', 'BELLANGER CAMILLE', 'SOPHIE']);
    expect(names('[réponse de Tortue_zen, 12/01/2027 21:40]')).toEqual(['Tortue_zen']);
    expect(names('Nom\tPrénom\tPseudo forum\tTéléphone\nLE BRIS\tGwenaëlle\tTortue_zen\t06 83 20 19 64')).toEqual(['LE BRIS', 'Gwenaëlle', 'Tortue_zen']);
  });
});

describe('the hundred-and-eighth part’s false alarms', () => {
  it('leaves famous people who stutter, the authors and methods of fluency therapy, a practice’s name, a school grade and a desk', () => {
    expect(names('Joe Biden, Ed Sheeran, Winston Churchill, Marilyn Monroe, Lionel Logue, Lewis Carroll, Charles Darwin et Emily Blunt. The King’s Speech.')).toEqual([]);
    expect(names('Le manuel de Barry Guitar. Bloodstein. Le Huche. Van Riper. Onslow et Packman. Yaruss et Quesal. Marie-Claude Monfrais-Pfauwadel. Cabinet Parole & Fluence. Enseignante GS.\nÀ : Relais handicap <relais@univ.fr>')).toEqual([]);
  });
});

describe('the hundred-and-ninth part’s shapes', () => {
  it('masks a login after "Dernière modification :" before "le" and a date', () => {
    expect(names('Note créée par : hmarchetti le 19/11/2025 15:02 | Dernière modification : nfontaine le 20/11/2025 12:20')).toEqual(['hmarchetti', 'nfontaine']);
  });
});

describe('the hundred-and-ninth part’s false alarms', () => {
  it('leaves builders, equipment brands, a company after its legal form or before "et Fils", a block named after a person, a noun after "l’", Portuguese words, a Turkish kinship word and the eponyms of hand surgery', () => {
    expect(names('Eiffage Construction, Lafarge, Kubota, Layher, chariot Fenwick, Haulotte, Hilti, Makita, Soprema, Spie Batignolles, Adecco, Manpower. SMR Val Fleuri. Coffrage Est Lyonnais.')).toEqual([]);
    expect(names('Entreprise utilisatrice : SAS Rhône Gros Œuvre ; Maçonnerie Perrin et Fils ; l’opération « Îlot Gambetta » ; l’îlot Gambetta est à l’arrêt ; DREETS Auvergne-Rhône-Alpes.')).toEqual([]);
    expect(names('Il aime la rose de son père et l’olivier qu’il a planté. Son grand frère (« Hasan abi ») l’a fait embaucher. « ela tem noventa anos ».\nla mère d’inès est venue')).toEqual(['Hasan', 'inès']);
    expect(names('Classification de Gustilo, dynamomètre de Jamar, émotions d’Ekman, Zoo Map. Gustave Eiffel et Auguste Perret.')).toEqual([]);
  });
});

describe('the hundred-and-tenth part’s shapes', () => {
  it('masks a forum’s byline ending in capitals, a session’s login, a proband after "Cas index :" and a Jewish given name', () => {
    expect(names('KatellLF — 11/03/2026 22:14\nbonsoir\nHUNT-DPI v2 | Session : arivoal\nSession : mardi')).toEqual(['KatellLF', 'arivoal']);
    expect(names('Famille : ONCO-F-2025-0298 — Cas index : BENAÏM née ZYLBERSTEIN Déborah (dossier externe)')).toEqual(['BENAÏM née ZYLBERSTEIN Déborah']);
    expect(names('Noémie Kaminski-Abitbol, 47 ans, fille de Ruth : porteuse')).toEqual(['Noémie Kaminski-Abitbol', 'Ruth']);
  });
});

describe('the hundred-and-tenth part’s false alarms', () => {
  it('leaves genes, syndromes and their discoverers, a public figure, an organ before an age, a label’s number and a sequencer’s run', () => {
    expect(names('Prédispositions (BRCA1, BRCA2, PALB2). Côlon 48 ans + frère côlon 52 ans, pas de Lynch. Cowden non retenu. La théorie de Knudson. Henry Lynch a décrit. George Huntington a décrit. Mary-Claire King. Nancy Wexler. Le gène d’Angelina Jolie.')).toEqual([]);
    expect(masked('ABIVEN Solène\tpsychologue\tADELI 299304519\n[Onglet Résultats] Run 2026-004 — plaque P12')).toEqual(['name:ABIVEN Solène', 'rpps:299304519']);
  });
});

describe('the hundred-and-eleventh part’s shapes', () => {
  it('masks a nun, a friar, a priest or an imam after the religious title, which stays outside, and not a relative, a word or a public figure', () => {
    expect(names('Sœur Marie-Fidèle, 43 ans. Séances : Sr M.-Bernadette (2), Sr Th.-Emmanuel (2). Mardi 10:00 Sr ROUSSELOT.')).toEqual(['Marie-Fidèle', 'M.-Bernadette', 'Th.-Emmanuel', 'ROUSSELOT']);
    expect(names('- rappeler sr jeanne-françoise, abbé kermarrec, imam benhaddou ; mon rib (fr. kaboré)')).toEqual(['jeanne-françoise', 'kermarrec', 'benhaddou', 'kaboré']);
    expect(names('son frère va revenir. La sœur s’est installée. Dom Pérignon. Un frère abstinent. Sa sœur tourière. Sa sœur Marie-Josée Hoarau est tutrice.')).toEqual(['Marie-Josée Hoarau']);
  });
});

describe('the hundred-and-eleventh part’s false alarms', () => {
  it('leaves prophets, suras, popes and the Magi after their word, saints and theologians, Jewish feasts, religious offices, and bodies in capitals on a statement', () => {
    expect(names('La patience du prophète Ayyoub et la sourate Yusuf. Le pape François a reçu. Les rois mages Gaspard. Le livre de Lena est arrivé.')).toEqual(['Lena']);
    expect(names('Le Cantique des créatures de François d’Assise. Thérèse d’Avila. Lévinas. Jean-Marc Sauvé. Jean-Paul II. Martin Buber. Vincent de Paul et Louise de Marillac. Évagre et Jean Cassien. Nostradamus. Roch Hachana, Yom Kippour et Soukkot.')).toEqual([]);
    expect(names('Cher Rav, sa sœur tourière, l’abbesse, notre économe, le noviciat, le prêche. Crédit Coopératif.')).toEqual([]);
    expect(names('10/02/2026;VIR SEPA NOTES;ASSOCIATION DIOCESAINE;FR76;420,00\n15/02/2026;VIR AN NOUR CONVENTION IMAM;ASS CULT AN NOUR;FR76;240,00')).toEqual([]);
  });
});

describe('the hundred-and-twelfth part’s shapes', () => {
  it('masks an audit log’s users and patients, a login after "Connecté :" and after "modification … par", and a unit’s psychiatrist and nurse columns', () => {
    expect(names('2025-02-03 14:12:05 | mkhelifi | consultation | dossier 330024571 (CASTAING-MERCADIER J.) | onglet\n2025-02-04 09:15:02 | interne.htessier | consultation | dossier 330022981 (FONTAINE T.) | accès ; bilan (TDAH A.)')).toEqual(['mkhelifi', 'CASTAING-MERCADIER J.', 'interne.htessier', 'FONTAINE T.']);
    expect(names('Connecté : mkhelifi (KHELIFI Mohamed — IDE)\nDernière modification : 13/01/2025 17:55 par tlarrieu')).toEqual(['mkhelifi', 'KHELIFI Mohamed', 'tlarrieu']);
    expect(names('Ch.\tNom\tPrénom\tNé(e) le\tIPP\tMode\tPsychiatre\tRéférent IDE\n03\tPEREIRA DA COSTA\tJosé Manuel\t11/02/1984\t330017736\tSDRE\tHARRIAGUE\tKHELIFI')).toEqual(['PEREIRA DA COSTA', 'José Manuel', 'HARRIAGUE', 'KHELIFI']);
  });
});

describe('the hundred-and-twelfth part’s false alarms', () => {
  it('still masks a patient who bears the full name of a criminal case that is also a common French name', () => {
    expect(names('Romain Dupuy, 34 ans, et Pierre Rivière sont reçus ; Charles Morin aussi.')).toEqual(['Romain Dupuy', 'Pierre Rivière', 'Charles Morin']);
  });
  it('leaves forensic psychiatry’s authors, cases and scales, hospitals named after people, and a heading with its numeral', () => {
    expect(names('CHD La Candélie. L’UMD Henri-Colin. Zagury et Bénézech. Webster et Belfrage. Le président Schreber. Les sœurs Papin. M’Naghten. Cleckley, The Mask of Sanity. Bob Marley et Kassav’. Chorus Pro. John Hinckley. Jean-Louis Senon. Assessment of Risk and Treatability.\nI. BIOGRAPHIE')).toEqual([]);
  });
});

describe('the hundred-and-thirteenth part’s shapes', () => {
  it('masks an audit log’s users between tabs, and a nephrologist’s and a referent nurse’s columns', () => {
    expect(names('08/04 07:52\tsabergel\tconsultation\tdossier 40 20 03 845\n08/04 08:14\tinterne.qmorvan\tlecture\tdossier')).toEqual(['sabergel', 'interne.qmorvan']);
    expect(names('Nom\tPrénom\tNé(e) le\tIPP\tNéphro\tIDE réf.\nRAKOTONDRABE\tHaja\t09/04/1988\t40 18 77 201\tCASTELLANI\tTECHER M.')).toEqual(['RAKOTONDRABE', 'Haja', 'CASTELLANI', 'TECHER M.']);
  });
});

describe('the hundred-and-thirteenth part’s false alarms', () => {
  it('leaves nephrology’s eponyms, a dialysis brand, a patients’ association, a taxi company and the sociologists of organ donation', () => {
    expect(names('Fistule de Cimino, Brescia-Cimino, cathéter de Canaud, capsule de Bowman, Henoch-Schönlein, Gitelman, Tamm-Horsfall, incision de Gibson. Renée Fox et Judith Swazey. France Rein PACA. Taxis Phocéens. Typage HLA A2. Générateur Fresenius, capteur Freestyle.')).toEqual([]);
  });
});

describe('the hundred-and-fourteenth part’s shapes', () => {
  it('masks badges’, agents’ and logins’ columns, a supervisor’s login, a badge’s holder and a login after "Identifiant CRM :"', () => {
    expect(masked('id_agent;login;nom;prenom;skill;lundi;superviseur\nTCA-10582;o.lefebvre;LEFEBVRE;Océane;N2-Facturation;ABS;khoarau_sup')).toEqual(['record:TCA-10582', 'name:o.lefebvre', 'name:LEFEBVRE', 'name:Océane', 'name:khoarau_sup']);
    expect(masked('Horodatage\tLecteur\tBadge\tPorteur\tSens\n03/02/2027 12:51:07\tPortail 2\tB-38-20417\tPAYET L.\tentrée')).toEqual(['record:B-38-20417', 'name:PAYET L.']);
    expect(masked('Identifiant CRM : o.lefebvre — matricule TCA-10582')).toEqual(['name:o.lefebvre', 'record:TCA-10582']);
  });
});

describe('the hundred-and-fourteenth part’s false alarms', () => {
  it('leaves work psychology’s authors, software and car brands, a former telecom company and a film director', () => {
    expect(names('Christina Maslach, Herzberg, Balint. Kronos, Salesforce et Genesys, Toyota, France Télécom. Le film de Laurent Cantet. Cariste CACES.')).toEqual([]);
  });
});

describe('the hundred-and-fifteenth part’s shapes', () => {
  it('reads a birth date after its label in a spreadsheet’s cell or in snake case, not after a header row above it', () => {
    expect(masked('patient;FERREIRA DA COSTA Tiago;ddn;02/08/2011;age;14a8m\ndate_naissance: 2015-11-08')).toEqual(['name:FERREIRA DA COSTA Tiago', 'birthDate:02/08/2011', 'birthDate:2015-11-08']);
    expect(masked('date;nom;prenom;classe;ddn;motif;suite\n05/01/2026;GUERIN;Nolann;6e2;2014-05-09;bagarre')).not.toContain('birthDate:05/01/2026');
  });
});

describe('the hundred-and-sixteenth part’s false alarms', () => {
  it('leaves perinatal psychiatry’s authors, a child protection unit’s acronym and an association', () => {
    expect(names('Bertrand Cramer et Monique Bydlowski. Racamier. Au sens de Fraiberg. À la manière d’Esther Bick. Le modèle de Renzulli.\nDe : CRIP 93 <crip93@cd93.fr>\nDe : Premiers Liens 93 <contact@premiersliens93.org>')).toEqual([]);
  });
});

describe('the hundred-and-seventeenth and hundred-and-eighteenth parts’ shapes', () => {
  it('masks logins after "exécutée par", "faite par", "imprimé par … |", "agent :" and a login’s label', () => {
    expect(masked('Requête « file active » — exécutée par mzebina le 31/03/2026 18:05')).toEqual(['name:mzebina']);
    expect(masked('Déclaration d’événement indésirable faite par jmercier.')).toEqual(['name:jmercier']);
    expect(masked('Ogirys 7.2 | imprimé par sdurand | 12/03/2026')).toEqual(['name:sdurand']);
    expect(masked('IODAS — MDPH 16 — agent : tvergnaud')).toEqual(['name:tvergnaud']);
    expect(masked('login ONDE pour la circo : mchassagneo (ne pas le noter ailleurs)')).toEqual(['name:mchassagneo']);
    expect(masked('Agent : absent. Utilisateur : psy01')).toEqual([]);
  });
  it('reads a family’s column, a CAF number’s in snake case and a column of ADELI or RPPS numbers alone', () => {
    expect(masked('famille;statut;n_caf;iban;remarque\nAHMADZAI;protection subsidiaire 04/03/2026;3318527;FR76 2004 1010 0705 4321 9K03 880;RSA demandé')).toEqual(['name:AHMADZAI', 'record:3318527', 'iban:FR76 2004 1010 0705 4321 9K03 880']);
    expect(masked('rpps_ou_adeli;profession;actes_T1;lieu\n699305876;psychologue;41;CMP Gratte-Ciel')).toEqual(['rpps:699305876']);
  });
  it('masks a nickname after "l’appelle déjà", a birth announced with the child, chat speakers with an initial, a log’s initials and "fam." with a capital', () => {
    expect(masked('Toute l’équipe l’appelle déjà « Coco », c’est le prénom qu’elle signe.')).toEqual(['name:Coco']);
    expect(masked('Naissance d’une petite Maëlys à 11 h 52, 11/03/2026, 3,240 kg.')).toEqual(['name:Maëlys', 'birthDate:11/03/2026']);
    expect(masked('Abrehet K. : reunion jeudi c’est où ?\nKala S. : salle 104 je pense.\nAnnexe B. : tableau')).toEqual(['name:Abrehet K', 'name:Kala S']);
    expect(masked('02/03 — JP : passage chez la famille.\n03/03 — RAS : rien')).toEqual(['name:JP']);
    expect(masked('SUMMARY:Transculturel fam. Ahmadzai (dari)')).toEqual(['name:Ahmadzai']);
    expect(masked('Objet : Sofiia CP absence. Serhii called.')).toEqual(['name:Sofiia', 'name:Serhii']);
  });
});

describe('the hundred-and-seventeenth and hundred-and-eighteenth parts’ false alarms', () => {
  it('leaves audiology’s and ophthalmology’s eponyms, implants, the deaf world’s authors and transcultural psychiatry’s', () => {
    expect(names('Périmétrie Humphrey 24-2. Parinaud 4, échelle de Monoyer. Rinne et Weber. Listes de Lafon. Halmagyi, Fukuda. Processeur Kanso 2, Naída CI M90, Synchrony 2 et Sonnet 2. Amendement Creton.')).toEqual([]);
    expect(names('Anne Sullivan et Laura Bridgman. Ferdinand Berthier, Christian Cuxac, Louis Braille. Nafstad et Rødbroe. Marie Rose Moro, Tobie Nathan, Georges Devereux. Hafez et Rûmî, Taras Chevtchenko, Chota Roustaveli.')).toEqual([]);
  });
  it('leaves a country’s column, an initial before a verb, a coordinator’s and a service’s acronyms, a greeting and holidays', () => {
    expect(names('NOM\tPrénom\tNé(e) le\tPays\tLangue(s)\tHeures UPE2A\nYOHANNES\tSemhar\t08/11/2012\tÉrythrée\ttigrinya\t12')).toEqual(['YOHANNES', 'Semhar']);
    expect(names('casnav : positionnement refait. inès m. envoie le compte rendu.')).toEqual(['inès m']);
    expect(names('Coordonnatrice CASNAV, pôle second degré.\n699302360;psychologue EN (partenaire);1;0;Lyon 8e')).toEqual([]);
    expect(names('Abrehet K. : ሰላም selam all\nLa fête de Norouz. Le Timkat est célébré le 19 janvier. Ventoline et Flixotide.')).toEqual(['Abrehet K']);
  });
});

describe('the hundred-and-nineteenth and hundred-and-twentieth parts’ shapes', () => {
  it('masks an aviation licence or a cabin crew attestation by its shape, a login after "Identifiant :" and after "Extraction … par"', () => {
    expect(masked('Aéralis, base CDG — licence ATPL(A) n° FRA.FCL.AL.00431587\nAttestation PNC n° FRA.CC.0093317')).toEqual(['record:FRA.FCL.AL.00431587', 'record:FRA.CC.0093317']);
    expect(masked('Identifiant : hteriitahi\nExtraction du 02/05/2024 par swallart — filtre : secteur')).toEqual(['name:hteriitahi', 'name:swallart']);
  });
  it('takes no date for a file number under a header row that ends on "Dossier", and keeps a number shaped like one', () => {
    expect(masked('Date;Libellé;Donneur d’ordre;IBAN émetteur;Montant;Dossier\n18/03/2024;VIR SEPA OBSEQUES;VAN ACKER CHANTAL;BE21 0631 7452 8903;2 150,00;OB-24-0322')).not.toContain('record:18/03/2024');
    expect(masked('Dossier SPST n° 26-07-3318.')).toEqual(['record:26-07-3318']);
  });
});

describe('the hundred-and-nineteenth and hundred-and-twentieth parts’ false alarms', () => {
  it('leaves aviation’s and bereavement’s eponyms and authors, pioneers, giants, a river, a hospital and crew acronyms', () => {
    expect(names('Planches d’Ishihara, Mach 0,76. Mermoz, Guillaumet. Hélène Boucher, Maryse Bastié et Adrienne Bolland. Les quatre tâches de Worden, Michel Hanus, Marie-Frédérique Bacqué, Philippe Ariès. Les géants Gayant et Reuze. La Braderie de Lille. Le vol pour Kayseri, les familles de Mouscron. Les fêtes du Heiva.')).toEqual([]);
    expect(names('Crématorium du Val de Deûle. Sortie de Purpan hier soir.\nCc : Santé au travail PN ; chef pilote')).toEqual([]);
    expect(names('La PNC Linh Tran-Duval est sortie hier soir.')).toEqual(['Linh Tran-Duval']);
  });
});

describe('the hundred-and-twenty-first and hundred-and-twenty-second parts’ shapes', () => {
  it('masks a login after "saisie par :" before a wide gap, and the logins listed after "Rédacteurs :"', () => {
    expect(masked('Fiche saisie par : cmontagnon        Date : 08/10/2025')).toEqual(['name:cmontagnon']);
    expect(masked('Rédacteurs : khoarau, ndiallo-mbaye')).toEqual(['name:khoarau', 'name:ndiallo-mbaye']);
  });
});

describe('the hundred-and-twenty-first and hundred-and-twenty-second parts’ false alarms', () => {
  it('leaves composers, music pedagogues, instrument makers, a lower-case title’s subject or school, and a calendar event’s identifier', () => {
    expect(names('Concerto de Brahms, Sibelius, Haydn, Mahler, Mozart K. 314, Schumann, Haendel. Rythmique Jaques-Dalcroze, pédagogie Willems, Ševčík, Galamian. Leon Fleisher. Un Steinway D, un Yamaha, Selmer, Buffet Crampon, harpe Camac. Conservatoire Pauline-Viardot.')).toEqual([]);
    expect(names('Son professeur de cor, M. Thierry Alazard, et son professeur du CNR, Jean-Noël Perrichon.')).toEqual(['Thierry Alazard', 'Jean-Noël Perrichon']);
    expect(masked('UID:20251209T170000-0431@conservatoire-viardot.fr')).toEqual([]);
  });
  it('leaves paediatric oncology’s eponyms, drugs and authors, a hospital and a region’s people', () => {
    expect(names('Cathéter de Broviac au bloc de Pellegrin. Anémie de Fanconi, Epstein-Barr, Kaplan-Meier, Tinel et Phalen. Bactrim, Kidrolase, Purinéthol, Emla, Méopa, Noxafil. Ginette Raimbault, Daniel Oppenheim, Roald Dahl. Arrivée de la famille basque.')).toEqual([]);
  });
});

describe('the hundred-and-twenty-third and hundred-and-twenty-fourth parts’ shapes', () => {
  it('masks a surname and its initial alone in a table’s cell, and a login after "export par"', () => {
    expect(masked('Patient\tPCL5\tJ30\nBenhamida R.\t61\t58\nDuboc P.\tnon passée\t47')).toEqual(['name:Benhamida R', 'name:Duboc P']);
    expect(masked('X-WR-CALNAME:Psychologie AMP — export par nabikhalil')).toEqual(['name:nabikhalil']);
    expect(masked('Total\tNote\nAnnexe B.\t12')).toEqual([]);
  });
});

describe('the hundred-and-twenty-third and hundred-and-twenty-fourth parts’ false alarms', () => {
  it('leaves reproductive medicine’s eponyms, drugs and authors, a painter, an actor and port machinery', () => {
    expect(names('Cotation de Veeck. Classification Poseidon. Trompes de Fallope, cul-de-sac de Douglas. Cellules de Sertoli et de Leydig. Institut Paoli-Calmettes. Provames puis Progestan. Orientation FIV-ICSI. Geneviève Delaisi de Parseval, Irène Théry, Françoise Héritier, Georges David. Un tableau de Monet. Marlon Brando. Cavaliers Kalmar, portiques ZPMC.')).toEqual([]);
  });
});

describe('the hundred-and-twenty-fifth and hundred-and-twenty-sixth parts’ shapes', () => {
  it('masks who a session’s entry is about after its date and a dash, and a child named before "né le"', () => {
    expect(masked('séance 4 – 06/03 – J.K.\ncible : la fumée noire')).toEqual(['name:J.K.']);
    expect(masked('09/10 — m. charpentier\ntrès en colère')).toEqual(['name:m. charpentier']);
    expect(masked('10/10 — h. demir avec interprète (tél.)')).toEqual(['name:h. demir']);
    expect(names('Enfants à charge : 2 — Divine, née le 14/05/2018 ; Christ-Emmanuel, né le 02/03/2022')).toEqual(['Divine', 'Christ-Emmanuel']);
    expect(names('Rappel : Enfant, né le 3 mai 2019')).toEqual([]);
  });
  it('masks a soldier’s defence identifier and a social-housing request number as record numbers', () => {
    expect(masked('Identifiant défense :\t1793058126\nUnité :\t13e BCA')).toEqual(['record:1793058126']);
    expect(masked('Numéro unique de demande de logement social : 038102510004417')).toEqual(['record:038102510004417']);
  });
});

describe('the hundred-and-twenty-fifth and hundred-and-twenty-sixth parts’ false alarms', () => {
  it('leaves the authors and public figures of domestic violence, a vaccine, a carrier and a night watchman', () => {
    expect(names('Le contrôle coercitif décrit par Evan Stark. Judith Herman, « Trauma and Recovery », puis Muriel Salmona. Échelle de Jacqueline Campbell. Simone Veil et Gisèle Halimi. Pas de Münchhausen par procuration. Le Grenelle des violences conjugales. Vaccins Hexyon et Prevenar 13. Colis Chronopost refusé.')).toEqual([]);
    expect(masked('29/10\t23:40\tveilleur\tinterne\tvoiture suspecte')).toEqual([]);
    expect(masked('Saisie par : CESF du CHRS')).toEqual([]);
    expect(names('De : Scolarité Saint-Martin-d’Hères <scolarite@mairie-smh.fr>\nÀ : Inès Haddad')).toEqual(['Inès Haddad']);
  });
  it('leaves marshals and the officers promotions are named after, theatres of operations, aircraft and a military hospital', () => {
    expect(names('Le maréchal Leclerc, le général Bigeard et le général de Lattre cités. Promotion Général Gilles ; promotion Adjudant-chef Vandenberghe. Hommage au général Delestraint et au lieutenant Tom Morel.')).toEqual([]);
    expect(names('Embuscade d’Uzbin, Kapisa et Surobi ; bunker de Naqoura ; axe Gao–Ansongo ; Saint-Cyr Coëtquidan ; les marsouins fêtent Bazeilles ; trail du Nivolet. Caïman, Falcon, Caesar, Griffon. Mission Lynx. Psychiatre de Laveran. Complémentaire Unéo. Claude Barrois.')).toEqual([]);
  });
});

describe('the hundred-and-twenty-seventh and hundred-and-twenty-eighth parts’ shapes', () => {
  it('masks a given name in lower case with its initials after a session’s date and time, and a calendar event named after its patient', () => {
    expect(masked('lun 23/02 9h — mathis rd (3e). dort mieux')).toEqual(['name:mathis rd']);
    expect(masked('mar 24/02 18h — margaux p (1re). dort chez une amie')).toEqual(['name:margaux p']);
    expect(masked('12/03 — rdv pris (cmp)')).toEqual([]);
    expect(names('BEGIN:VEVENT\nSUMMARY:Petit Margaux (Mon soutien psy 2/12)\nSUMMARY:Roux-Delorme M. — séance 4\nSUMMARY:Réunion Équipe — salle 2')).toEqual(['Petit Margaux', 'Roux-Delorme M.']);
  });
  it('masks the senders of a chat a phone exported, a nickname after a familiar kin word, and two persons sharing a table’s cell', () => {
    expect(names('12/02/2026 07:43 - Maman: il veut pas aller a lécole\n12/02/2026 12:30 - Chico W: mémé elle sort quand ?')).toEqual(['Chico W']);
    expect(withRoles('vendredi on part a lenterement de son tonton Bambi a Saint Nazaire.')).toEqual(['relative:Bambi']);
    expect(names('Ils parlent à ma place. Même Raph il sait mieux que moi.')).toEqual(['Raph']);
    expect(names('A-12\tBENALI Inès / PETIT Margaux\tLe Yéti\nCS-7\tWOJCIK T. / OUALI H.\tLa Marmite\nStatut\tCM1 A / CE2 B\tok')).toEqual(['BENALI Inès', 'PETIT Margaux', 'WOJCIK T.', 'OUALI H.']);
  });
});

describe('the hundred-and-twenty-seventh and hundred-and-twenty-eighth parts’ false alarms', () => {
  it('leaves a ski patrol’s call signs, ski resorts, a hospital named after two towns, brands and restaurants named after animals', () => {
    expect(masked('11:52\tRadio 4\tPisteur 4\tEn route par la piste des Génépis')).toEqual([]);
    expect(names('Tignes, Méribel, Courchevel. Évacué sur Albertville-Moûtiers. Piste Killy fermée. DVA Barryvox de Mammut, skis Rossignol, lunettes Vuarnet. Couverture Bair Hugger. Le Yéti, La Marmite et Le Chamois d’Or ont fermé ; la Marmotte et le Bouquetin.')).toEqual([]);
  });
  it('leaves circus families’ public figures and circuses, caravans, a published judgment’s applicant, kings and the Virgin', () => {
    expect(names('Biréli Lagrène et Tchavolo Schmitt. Achille Zavatta et Annie Fratellini. Le Cirque Pinder et le cirque Alexis Gruss ; le Cirque d’Hiver Bouglione. Jean-Pierre Liégeois et Matéo Maximoff. Une Tabbert, une Caravelair Antarès, un Mercedes Sprinter. Infanrix Hexa, Entresto. Manouches, Gitans, Yéniches, Sintés. Liberchies.')).toEqual([]);
    expect(names('CEDH, 17 octobre 2013, Winterstein et autres c. France, n° 27013/07.')).toEqual([]);
    expect(names('Créé en 1974 par le prince Rainier III. Boulevard du roi René. La Vierge Marie et sainte Sara.')).toEqual([]);
  });
});

describe('the hundred-and-twenty-ninth and hundred-and-thirtieth parts’ shapes', () => {
  it('reads a crew list’s columns: the sailors, their seafarer numbers and their birth dates', () => {
    expect(masked('Marin\tFonction\tN° marin\tNé(e) le\tNationalité\nSARR Ousmane\tmatelot\t20180733\t02/07/1991\tSN').filter((found) => !found.startsWith('name:') || found === 'name:SARR Ousmane')).toEqual(['name:SARR Ousmane', 'record:20180733', 'birthDate:02/07/1991']);
  });
});

describe('the hundred-and-twenty-ninth and hundred-and-thirtieth parts’ false alarms', () => {
  it('leaves a vessel’s name wherever it comes back, lifeboats named after people, the navy, fish at auction, a cooperative and a crew list’s header', () => {
    expect(names('Navire : MEN GLAZ – GV 925431\nRescapé du Men Glaz, hébergé à l’Escale Marins Bigoudens. Objet : Naufrage Men Glaz.')).toEqual([]);
    expect(names('Le canot tous temps Patron Corentin Le Dour est rentré ; la vedette Président Jacques Huon aussi. Les Anciens de la Marine marchande. Stella Maris.')).toEqual([]);
    expect(masked('118\tBaudroie (lotte)\tqueue\n119\tLangoustine\tvivante\n120\tMerlu\tentier')).toEqual([]);
    expect(names('De : Coopérative maritime de Cornouaille <contact@coop-maritime.fr>')).toEqual([]);
    // A crew list's header: "Marin" is a given name too, and a day's date in a header cell is no figure of a row.
    expect(names('Marin\tFonction\tN° marin\tNé(e) le\tNationalité\tStatut au 20/10\nSARR Ousmane\tmatelot\t20180733\t02/07/1991\tSN\trescapé')).toEqual(['SARR Ousmane']);
    expect(names('Prénoms\nRose\tJade\tPierre\nLéa\tNoé\tAmbre')).toEqual(['Rose', 'Jade', 'Pierre', 'Léa', 'Noé', 'Ambre']);
  });
  it('leaves Breton writers, transplantation’s pioneers, a singer, a novelist, devices and drugs', () => {
    expect(names('Pierre Loti ; Anatole Le Braz ; Pierre-Jakez Hélias. Christiaan Barnard, Christian Cabrol, Jean Hamburger et René Küss, Thomas Starzl, Jean Dausset, Alexis Carrel. Grégory Lemarchal. Maylis de Kerangal, adapté par Katell Quillévéré. Balise Kannad, radeau Survitec, gilets Plastimo, sondeur Furuno, ciré Guy Cotten. Technique Luminex, cœur Carmat, Rovalcyte. Seuil de Weathers ; maladie de Chagas. Matosinhos, Rumengol.')).toEqual([]);
  });
});

describe('the hundred-and-thirty-first and hundred-and-thirty-second parts’ shapes', () => {
  it('reads a chat copied with long dashes, its senders with their island’s number or their initials in capitals', () => {
    expect(names('16/04/2026 02:12 — Noémie 974 : dsl il est tard\n16/04/2026 08:05 — Claire (psy du ballet) : Bonjour')).toEqual(['Noémie 974', 'Claire']);
    expect(names('[04/04/2026 01:52:40] Claire: ne bougez pas\n[04/04/2026 01:53:02] Mika JB: on est sortis')).toEqual(['Claire', 'Mika JB']);
    // A service's name in capitals is no contact's initials, nor a dash before a word.
    expect(names('[lun. 10/03 08:40] Coordination SEP : Bonjour\n[lun. 10/03 12:19] Coordination SEP : Bonsoir')).toEqual([]);
  });
  it('takes one initial before a surname, and after a title, "M." alone staying "Monsieur"', () => {
    expect(names('Adressée à G. Le Floch (EMDR, Rennes) pour la suite.')).toEqual(['G. Le Floch']);
    expect(names('Présents : Mme M. Etcheverry (travailleuse sociale).')).toEqual(['M. Etcheverry']);
    expect(names('Vu M. Dupont hier.')).toEqual(['Dupont']);
  });
  it('reads a Catalan hospital’s record and birth labels, a Spanish address, a calendar event closing on its patient and a log’s "saisi_par" column', () => {
    expect(masked('NHC: 2740318\nEpisodi: 26-0047731\nData de naixement: 03/09/1997')).toEqual(['record:2740318', 'record:26-0047731', 'birthDate:03/09/1997']);
    expect(masked('Avinguda de França, 60, 17007 Girona')).toEqual(['address:Avinguda de França, 60, 17007 Girona']);
    expect(names('BEGIN:VEVENT\nSUMMARY:Consultation TCA — Kowalczyk\nLOCATION:CHU\nSUMMARY:Bilan — Salle 3')).toEqual(['Kowalczyk']);
    expect(withRoles('date;site;nom;prenom;motif;saisi_par\n01/09/2026;Gîte;OUHADDOU;Abdelkrim;lombalgies;choarau\n02/09/2026;Gîte;DUMITRESCU;Ionut;insomnie;atraore')).toContain('professional:choarau');
  });
});

describe('the hundred-and-thirty-first and hundred-and-thirty-second parts’ false alarms', () => {
  it('leaves the tendon of Achilles, a saint, a keystone, pieces named after people or things, dance techniques, brands and places', () => {
    expect(names('Rupture du tendon d’Achille gauche ; rupture Achille G, botte. Saint Vincent, patron des vignerons. Pierre angulaire du projet.')).toEqual([]);
    expect(names('La pièce s’appelle Houle. Le duo s’intitule Rose et Marin. Le solo Aurore est dansé à l’aube.')).toEqual([]);
    expect(names('Technique Cunningham, Limón, Pilates, notation Laban, Bartenieff. Maguy Marin, Mathilde Monnier, Wim Wenders, John Cage. Chaussons Repetto, pointes Gaynor Minden. Palais Garnier.')).toEqual([]);
    expect(names('Entorse de Lisfranc, maladie de Haglund. Voltarène, Lovenox. Pacte Dutreil. GFA et SCEA Peyrebrune. Pierre Bourdieu. Girona, Gérone, Varna, Taroudant, Loupiac, Pomerol.')).toEqual([]);
  });
});

describe('the hundred-and-thirty-third and hundred-and-thirty-fourth parts’ shapes', () => {
  it('reads a railway worker’s staff number, a para-athlete’s sport identifier and a file’s number in brackets', () => {
    expect(masked('Conducteur\nMARTIN Sébastien\nN° CP\n8412763K')).toContain('record:8412763K');
    expect(masked('Je soussigné, conducteur TGV, CP 7903318B, affecté à Paris')).toEqual(['record:7903318B']);
    expect(masked('Identifiant SDMS\n418237\nClub')).toEqual(['record:418237']);
    expect(masked('Son dossier MDPH (018-2023-011937) est en cours de révision.')).toEqual(['record:018-2023-011937']);
  });
  it('takes "M." as an initial on a signature’s line quoted in a reply, with a particle, and after a rank', () => {
    expect(names('Merci pour tout.\n> M. Le Scouarnec')).toEqual(['M. Le Scouarnec']);
    expect(names('Capitaine M. Le Gall')).toEqual(['M. Le Gall']);
    expect(names('Vu M. Le Gall hier, il va mieux.')).toEqual(['Le Gall']);
  });
});

describe('the hundred-and-thirty-third and hundred-and-thirty-fourth parts’ false alarms', () => {
  it('leaves a railway’s track, the ground floor, "Qu’il", firms named by their trade, and the places, brands and eponyms of both worlds', () => {
    expect(masked('Localisation\nPK 43,850, voie 1, entre Le Mée et Melun. Quai B.')).toEqual([]);
    expect(masked('Demander la salle du rez-de-chaussée au CNEA.')).toEqual([]);
    expect(names('Je suis au dépôt à 9 h. Qu’il ne reste pas seul.')).toEqual([]);
    expect(names('Mme Roux, psychologue du travail, Espace Santé Paris Sud-Est. Orthopédie du Berry. Les Maisons Vauquelin.')).toEqual(['Roux']);
    expect(names('Montereau, Écuisses, le canal du Loing, Dammarie, Brisbane. Rame Regio 2N, TGV Duplex, Citroën Berlingo, Babar. La Bataille du rail de René Clément. Pierre de Coubertin, Ludwig Guttmann. Questions de Maddocks, maladie de Stargardt. Lame Cheetah Xcel, genou C-Leg, manchon Iceross ; Ottobock, Össur, Proteor, Invacare ; Tardyferon ; kit Berlinger ; World Para Athletics.')).toEqual([]);
  });
});

describe('the hundred-and-thirty-fifth and hundred-and-thirty-sixth parts’ shapes', () => {
  it('reads a civil registry’s and a crematorium’s registers: the act’s or the order’s number, the deceased, the birth date before the birthplace', () => {
    const registry = masked('N° acte\tDéfunt(e)\tNé(e) le, à\tDécédé(e) le\n1412\tGRONDIN Josiane\t12/11/1955, Saint-Pierre (974)\t11/10/2026\n1413\tPOPA Ioan\t21/09/1979, Iasi (Roumanie)\t13/10/2026');
    expect(registry).toEqual(expect.arrayContaining(['record:1412', 'name:GRONDIN Josiane', 'birthDate:12/11/1955', 'record:1413', 'birthDate:21/09/1979']));
    expect(masked('N° ordre;Date;Défunt;Né(e) le\n2026-0734;16/10/2026;LE BERRE Monique;08/04/1950\n2026-0735;16/10/2026;ROUQUETTE Alain;27/09/1961')).toEqual(['record:2026-0734', 'name:LE BERRE Monique', 'birthDate:08/04/1950', 'record:2026-0735', 'name:ROUQUETTE Alain', 'birthDate:27/09/1961']);
  });
});

describe('the hundred-and-thirty-fifth and hundred-and-thirty-sixth parts’ false alarms', () => {
  it('leaves a voicemail’s fillers, funeral firms and crematoria, and the words, drugs, authors and places of both worlds', () => {
    expect(names('« oui bonsoir madame euh c’est pour mon fils euh je voulais vous dire »')).toEqual([]);
    expect(names('POMPES FUNÈBRES DU SÉGALA — Rodez. Responsable d’exploitation, Crématorium du Grand Rodez.')).toEqual([]);
    expect(names('L’anneau de Fobi, la dérivation de Scopinaro ; Uvedose, Wegovy, Fortimel ; un Maigret par nuit. Pompe Portiboy, produits Frigéco, un autocar Setra. Claude Lévi-Strauss, Christophe Fauré ; Harmonie Mutuelle, Malakoff Humanis. Konya, Iasi, Burgos, Vila Verde, Vabre, Turenne.')).toEqual([]);
  });
});

describe('the hundred-and-thirty-seventh and hundred-and-thirty-eighth parts’ shapes', () => {
  it('reads a surname in capitals on the line under a person’s field, and not a heading there', () => {
    expect(names('Salarié :\nTHIÉBAUT\nRomain\nNé le : 14.02.2002')).toEqual(['THIÉBAUT', 'Romain']);
    expect(names('Patient :\nANTÉCÉDENTS\nRAS')).toEqual([]);
  });
  it('reads the tables of an insurer’s export and of a hotel’s guests: a NIR’s and a CPAM reference’s columns, a number named in brackets, "No.", "Nom, Prénom"', () => {
    expect(masked('MATRICULE|NIR|DATE_AT|DEBUT_ARRET|FIN_PREVUE|REF_CPAM|IJ_JOUR\nS26-0418|1020257463112 57|11072026|12072026|31102026|57 26 0711 3381|48,12')).toEqual(['record:S26-0418', 'nir:1020257463112 57', 'record:57 26 0711 3381']);
    expect(masked('reçu le\ttype\tsalarié (matricule)\tprescripteur (RPPS)\tdurée\n13/07/2026\tcertificat initial\tS26-0418\t10752537653\tjusqu’au 31/08')).toEqual(['record:S26-0418', 'rpps:10752537653']);
    expect(masked('No.\tNom, Prénom\tCh.\tPays\n74418823\tWHITAKER, Margaret\t614\tUSA')).toEqual(['record:74418823', 'name:WHITAKER, Margaret']);
    expect(masked('Conf. No.\tNom, Prénom\tCh.\tPays\n74420561\tYAMAMOTO, Keiko\t612\tJapon')).toEqual(['record:74420561', 'name:YAMAMOTO, Keiko']);
    expect(masked('Régime : général — AT n° 57 26 0711 3381')).toEqual(['record:57 26 0711 3381']);
    expect(masked('déclaration d’accident du travail n° 57 26 0711 3382')).toEqual(['record:57 26 0711 3382']);
  });
  it('masks a compound given name’s initials without full stops, a surname in lower case after "Dr", and a Filipino particle in lower case', () => {
    expect(names('POI niveau 2 déclenché par J-L Mangin à 16:44')).toEqual(['J-L Mangin']);
    expect(names('Plan A-B Test')).toEqual([]);
    expect(withRoles('orienté vers Dr jacquemin (SPST) + cellule lundi')).toEqual(['professional:jacquemin']);
    expect(names('le Dr est parti ; Dr absent ce jour')).toEqual([]);
    expect(names('rowena dela cruz, 46 ans, femme de chambre de nuit')).toEqual(['rowena dela cruz']);
  });
  it('masks a notebook’s line opening on a surname in lower case before its colon, and lower-case compound initials before a surname', () => {
    expect(names('- benali : facture fev non reglée, relancer\n- rdv : demain\n- observance : bonne\n- compta : 6 séances\n- tigrinya : jeudi')).toEqual(['benali']);
    expect(names('- supervision à 19h chez j.-m. aubertin, 7 rue de la fontaine')).toEqual(['j.-m. aubertin']);
    expect(names('- florence j.-b. décalée 16h30')).not.toContain('j.-b. décalée');
  });
});

describe('the hundred-and-thirty-seventh and hundred-and-thirty-eighth parts’ false alarms', () => {
  it('leaves a hotel’s rooms, a command post, a code’s letters, a contract’s number, and the rides, brands, eponyms and places of both worlds', () => {
    expect(names('Le salon Talleyrand, le salon Colette et la salle Vatel sont réservés ; trois suites de l’aile Rivoli.')).toEqual([]);
    expect(names('Rédacteur : PC sécu (poste 2). Appel 15 passé par PC, VSAV Mercy, héliSMUR CHRU Brabois, SPST Moselle-Centre.')).toEqual([]);
    expect(names('Sinistre collectif 26RC0711-MIR, contrat RC exploitant.')).toEqual([]);
    expect(masked('Contrat RC exploitant n° 0457 118 930 — Sinistre collectif').filter((value) => value.startsWith('phone:'))).toEqual([]);
    expect(names('La légende du Graoully, la Tour de Mélusine. Constructeur : Bellandi Rides, capteurs Sick et automate Siemens S7. Classée Tile B1, pas de lésion de Morel-Lavallée ; ceinture de Velpeau. Apave, Socotec ; Snowhall. IES-R (Weiss et Marmar). Plannings Kelio, paie Silae ; Nespresso, Dyson, Kärcher, une Bentley ; les gens de Nettalys.')).toEqual([]);
    expect(names('Dear Madam, > Guest Relations Manager. Le Meurice (partenaire). Palace d’Atout France. Centre de rééducation, Gorze ; orthopédie Mercy ; de Bergame ; de Mullivaikkal en mai 2009.')).toEqual([]);
  });
});

describe('the hundred-and-thirty-ninth and hundred-and-fortieth parts’ shapes', () => {
  it('reads a letter’s reference with a full stop, several references in a row, a press card’s column, and a compound given name after a surname in lower case', () => {
    expect(masked('N/Réf. : 26.0148 — Éditions de l’Estuaire c/ X')).toEqual(['record:26.0148']);
    expect(masked('V/Réf. : 2026/004517, 2026/004520 et 2026/004872')).toEqual(['record:2026/004517', 'record:2026/004520', 'record:2026/004872']);
    expect(masked('réf. : 12.5 % du total')).toEqual([]);
    expect(masked('Matricule\tNom\tPrénom\tService\tCarte de presse\tSuivi\n004127\tLE FLOC’H\tMaëlle\tInfos G\t121487\tPAE + MT + avocate')).toEqual(['record:004127', 'name:LE FLOC’H', 'name:Maëlle', 'record:121487']);
    expect(names('3) etcheverry rose-marie + tango : RAS, très bon binôme')).toEqual(['etcheverry rose-marie']);
  });
});

describe('the hundred-and-thirty-ninth and hundred-and-fortieth parts’ false alarms', () => {
  it('leaves the animals a text names, a desk named after its head, and the words, brands, eponyms and public figures of both worlds', () => {
    expect(names('Mise en situation au harnais avec Iris, chienne d’évaluation. Portée des U : Uranie (golden, F), Urbain (labrador sable, M). Urbain est très rapide ; Uranie est calme. Sa chienne guide, Tosca, dort sous la table ; Tosca ronfle. Chien : ULYSSE. Un labrador noir nommé « Vasco ». Vasco a refusé de traverser.')).toEqual([]);
    expect(names('Sur le chat, Julie a écrit ; le chien (labrador noir) dort. Julie revient lundi.')).toEqual(['Julie', 'Julie']);
    expect(names('[19/03/2026 16:21] Chef photo: casque + brassard PRESSE\n[19/03/2026 16:46] Chef photo: ok')).toEqual([]);
    expect(names('[23:02] chef boucher: celui qui est en retard demain\n[23:05] chef boucher: ok')).toEqual(['boucher', 'boucher']);
    expect(names('Adressée par : SDIS 44. PIO OG 24 mmHg, Tyndall 2+, Seidel négatif ; Tobradex. Micro Rode ; Mediapart ; passage Pommeraye. 21:05\tBouclage : une refaite. Verres de Bagolini, coordimètre de Hess-Weiss, loupe Eschenbach, livres DAISY, Frontline, Uber et Heetch, Châteaucreux, Bruegel ; Radio Taxis Stéphanois, campus Tréfilerie, le malagasy. Victor Reader Stream et Seeing AI ; Valentin Haüy ; Ray Charles et Stevie Wonder ; Helen Keller et Jacques Lusseyran.')).toEqual([]);
  });
});

describe('the hundred-and-forty-first and hundred-and-forty-second parts’ shapes', () => {
  it('reads a players’ table with their INE, and a name doubled by its pronoun after "et"', () => {
    expect(masked('Joueur\tINE\tClasse\tÉtablissement\tMoy. T1\tRemarque\nMBARGA ATEBA Kévin-Junior\t0811452206D\t1re pro MCV\tlycée Jean-Monnet\t11,2\tstage')).toEqual(['name:MBARGA ATEBA Kévin-Junior', 'record:0811452206D']);
    expect(names('Ma mère, elle est malade, l’hôpital, et Lucas il est très triste, il veut venir.')).toEqual(['Lucas']);
  });
});

describe('the hundred-and-forty-first and hundred-and-forty-second parts’ false alarms', () => {
  it('leaves a football academy’s and a dental network’s eponyms, scales, brands, acts, places and public figures', () => {
    expect(names('Pas d’aspect de Brugada ; maladie de Sever ; Jobe et Neer négatifs ; coupe Gambardella ; Luc Léger palier 13 ; GPS Catapult et Polar ; Sadio Mané, Guardiola et Klopp ; Nike Mercurial, Adidas Predator ; Hudl, Wyscout, Transfermarkt ; Youssou N’Dour ; tournoi de Sinsheim, de Montaigu ; la mosquée de Borny ; CHR Metz-Thionville. Dear Sir, PM Sports Agency.')).toEqual([]);
    expect(names('Réseau Sérénadent. MDAS de Humphris, Corah DAS 18/20, Frankl 1, Ramsay 3, Mallampati 3, Cormack non évalué, Silness et Löe, Addelston ; Time Timer ; Oraqix, Duraphat, Fluocaril, Filtek, Tetric, Invisalign, Straumann, Nobel Biocare, Sirona, Carestream, Planmeca ; promenade du Peyrou, Bofill ; le Penfret ; le Dr Nicolas Sorel du SSU.\nDate\tHeure\tPatient\tActe\n18/03/2026\t08:45\tBENHADDOU Samira\tPulpectomie 27\n18/03/2026\t10:15\tROUX Évelyne\tDétartrage')).toEqual(['Nicolas Sorel', 'BENHADDOU Samira', 'ROUX Évelyne']);
  });
});

describe('dev’s addresses and birth dates read on 2026-11-28 (sixth machine)', () => {
  it('reads a street named after a date with its year, and an address in a file’s columns separated by commas', () => {
    expect(masked('Café des mamans samedi au 7 place du 8-Mai-1945, 93200 Saint-Denis')).toEqual(['address:7 place du 8-Mai-1945, 93200 Saint-Denis']);
    expect(masked('Bureau : 27 rue du 4 Août 1789, 69100 Villeurbanne')).toEqual(['address:27 rue du 4 Août 1789, 69100 Villeurbanne']);
    expect(masked('KREMER,7 rue du Général-Fournier,57070,Metz,0387745821')).toEqual(['address:7 rue du Général-Fournier,57070,Metz', 'phone:0387745821']);
  });

  it('reads a birth month with two figures of its year after "né en" or "ddn", and the birth words of German, Polish and Portuguese papers', () => {
    expect(masked('- rdv père seul, né en novembre 89, pleure. - thi lan, née sept 83 à hanoï. - pham ddn 11/65')).toEqual(['birthDate:novembre 89', 'name:thi lan', 'birthDate:sept 83', 'birthDate:11/65']);
    expect(masked('dob océane 22/08/2006, pour le dossier.')).toEqual(['name:océane', 'birthDate:22/08/2006']);
    expect(masked('Patient: Brückner-Haas, geb. 04.11.2015 ; la page dit « ur. 03.05.2016 » ; nascido a 14/03/1979 em Matosinhos')).toEqual(['name:Brückner-Haas', 'birthDate:04.11.2015', 'birthDate:03.05.2016', 'birthDate:14/03/1979']);
    expect(masked('Séance du 12 mars 24, 45 min ; lu 11/65 pages ; CR de sept 83 lignes.')).toEqual([]);
  });

  it('reads a court’s request number, a number "sous le numéro", an emergency visit’s number and a software’s patient number', () => {
    expect(masked('Objet : Requête n° 2601873 — avis d’audience')).toEqual(['record:2601873']);
    expect(masked('inscrit sur la liste depuis le 15/10/2025, sous le numéro 0391187, à la demande de l’équipe')).toEqual(['record:0391187']);
    expect(masked('N° passage : 2026-033412')).toEqual(['record:2026-033412']);
    expect(masked('BENHADDOU Samira, n° patient logiciel 004518')).toEqual(['name:BENHADDOU Samira', 'record:004518']);
    expect(masked('Versé sous le numéro 12 de la liste ; montant inscrit sous le n° 123456,78 ; la requête n° 2 est rejetée.')).toEqual([]);
  });
});

describe('the hundred-and-forty-third and hundred-and-forty-fourth parts’ shapes', () => {
  it('reads a directory’s columns aligned with spaces when a row leaves its last cell empty, and not a remark across an agenda’s row', () => {
    const widths = [22, 20, 14];
    const row = (...cells: string[]) => cells.map((cell, i) => (i < cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell)).join('');
    const directory = [row('Nom', 'Fonction', 'RPPS / ADELI', 'Courriel'), row('Pr Étienne LE FLOCH', 'ORL, chef', '10004523196'), row('M. Jérémie BOISSEAU', 'psychologue', '859300451', 'j.b@psy.fr')].join('\n');
    expect(masked(directory).filter((value) => value.startsWith('rpps:'))).toEqual(['rpps:10004523196', 'rpps:859300451']);
    const agenda = [row('Heure', 'Intervenant', 'Patient', 'Né(e) le'), row('08:45', 'Mme FERRAND', 'HADDAD Ilyès', '12/02/2015'), '16:30  Réunion de synthèse (équipe)'].join('\n');
    expect(names(agenda)).toEqual(['FERRAND', 'HADDAD Ilyès']);
  });

  it('reads a file number after a dossier’s long words, a Belgian mutual’s affiliation number, a client’s id column, and a lower-case surname before a given name and a trade', () => {
    expect(masked('Dossier maladie professionnelle n° 251044987 — caisse primaire')).toEqual(['record:251044987']);
    expect(masked('Mutualité chrétienne, n° d’affiliation 750630-123.45.')).toEqual(['record:750630-123.45']);
    expect(masked('id_client;nom;prenom;statut\nC-004512;LE GUENNEC;Patrick;essai')).toEqual(['record:C-004512', 'name:LE GUENNEC', 'name:Patrick']);
    expect(names('- bensalah karim chef d’equipe, mutique au debut')).toEqual(['bensalah karim']);
    expect(names('Déscolarisation partielle. Claire-Marie propose une réunion ; Rose-Marie viendra.')).toEqual(['Claire-Marie', 'Rose-Marie']);
  });

  it('reads no birth date where a word only ends like "née" before "le" ("Irénée le 28 juin")', () => {
    expect(masked('La fête de saint Irénée le 28 juin ; la réunion des Acouphènes le 18 novembre.').filter((value) => value.startsWith('birthDate:'))).toEqual([]);
    expect(masked('Elle est née le 18 novembre.')).toEqual(['birthDate:18 novembre']);
  });
});

describe('the hundred-and-forty-third and hundred-and-forty-fourth parts’ false alarms', () => {
  it('leaves a tinnitus clinic’s and a port’s eponyms, brands, ships, public figures and groups paying by transfer alone', () => {
    expect(names('Organe de Corti, membrane de Reissner, trompe d’Eustache ; phénomène de Tullio ; audiométrie de Békésy ; modèle de Jastreboff ; Kabat-Zinn ; training autogène de Schultz ; Rivermead à 28. Betaserc, Tanakan, Widex Zen, Signia, Starkey, Lenire, Tinnitracks, Etymotic, Peltor, Bolle, Tractel, Motorola, Brittany Ferries. Le Hellfest et les Vieilles Charrues ; la Beaujoire ; le Belem ; le Marion Dufresne. Il écoute France Culture.')).toEqual([]);
    expect(names('"it is God’s will". Le Seamen’s Club. > Dear Captain, Jules Durand, Marie de Hennezel et Michael White.')).toEqual([]);
    expect(names('09/03\tVIR SEPA RECU /DE SECTION FO DOUANES ROUEN /MOTIF SOLIDARITE\t1 500,00\n10/03\tVIR SEPA RECU /DE CSE PORT DU HAVRE /MOTIF FAMILLE\t100,00\n12/03\tVIR INST RECU /DE LEFRANCOIS JEAN /MOTIF DON\t200,00')).toEqual(['LEFRANCOIS JEAN']);
  });
});

describe('the hundred-and-forty-fifth and hundred-and-forty-sixth parts’ shapes', () => {
  it('reads a surname in lower case before a given name after a log’s time, a nickname after "dit" even when a word, and a given name that is also a word before "est rentrée"', () => {
    expect(names('19h25 vandaele kevin 28a, amene par 2 copains\n19h55 mebarki sofiane + son fils 13a.')).toEqual(['vandaele kevin', 'mebarki sofiane']);
    expect(names('Six bénévoles inscrits, dont Paul Verstraete dit « Polo ».')).toEqual(['Paul Verstraete', 'Polo']);
    expect(names('Je vous envoie le compte rendu. Capucine est rentrée le 12 au soir. La capucine est fanée.')).toEqual(['Capucine']);
  });

  it('masks a victim’s SINUS number, a payer’s initial on a bank line, a birth date in English after its label, an ADELI column headed "rpps_adeli" and a street abbreviated "rte"', () => {
    expect(masked('Victime n° 1 – décédé – SINUS 59-2602-0047')).toEqual(['record:59-2602-0047']);
    expect(names('06/03/2026\tVIR SEPA RECU /DE F. DE VRIES /MOTIF CONSULT VIDEO\t\t60,00')).toEqual(['F. DE VRIES']);
    expect(masked('For your records: date of birth 14 August 1980. DOB: August 14, 1980.')).toEqual(['birthDate:14 August 1980', 'birthDate:August 14, 1980']);
    expect(masked('nom;fonction;rpps_adeli;heures\nDELANNOY-WATTEL;psychologue;629310590;3')).toEqual(['name:DELANNOY-WATTEL', 'rpps:629310590']);
    expect(masked('Adresse : La Petite Rivière, rte de Chantenay, 72430 Asnières-sur-Vègre')).toEqual(['address:La Petite Rivière, rte de Chantenay, 72430 Asnières-sur-Vègre']);
  });
});

describe('the hundred-and-forty-fifth and hundred-and-forty-sixth parts’ false alarms', () => {
  it('leaves horses and ponies alone: after their kind, ridden, fallen from, in their box, in a planning’s column of mounts', () => {
    expect(names('Aurèle monte en autonomie sur Ulysse ; Ulysse s’arrête. Léa tombe de Tornade. Au box de Gribouille, il se pose. Saluer la ponette Caramel ; Caramel trotte.')).toEqual(['Aurèle', 'Léa']);
    expect(names('Patient\tCréneau\tÉquidé\tIntervenant\nRAKOTOMALALA Ethan\tlun 10 h\tGribouille\tS. Marquet-Aubry\nVERVAECKE Noah\tmar 17 h\tTornade → Pacha\tS. Marquet-Aubry')).toEqual(['RAKOTOMALALA Ethan', 'S. Marquet-Aubry', 'VERVAECKE Noah', 'S. Marquet-Aubry']);
  });

  it('leaves an equestrian centre’s and a carnival’s eponyms, breeds, brands, stables, statues, ships and authors alone', () => {
    expect(names('Ashworth modifié à 1+ ; reprise Galop 4 ; un Connemara gris, un Haflinger et un Shetland ; mors Baucher ; Parelli et Xénophon ; casque Antarès, gilet Equithème, selle Devoucoux, couvertures Horseware ; le trophée Pégase et la coupe Bucéphale. De : Écuries de la Vègre. Renée de Lubersac et Nuno Oliveira.')).toEqual([]);
    expect(names('La statue de Jean Bart ; Gustave Le Bon et Elias Canetti ; Keith Still ; Odile Jacob ; asphyxie de Perthes ; défibrillateur Zoll ; Kétoprofène ; la Visschersbende ; le Leughenaer ; le Sandettie et le Princess Elizabeth ; Zuydcoote ; Gaspard Malo. My GP, Dr Rhiannon Price. Atelier de construction de chars.')).toEqual(['Rhiannon Price']);
  });
});

describe('the hundred-and-forty-seventh and hundred-and-forty-eighth parts’ shapes', () => {
  it('reads a surname in lower case before a given name after a bullet and an hour, and an English birth date after "date of birth as"', () => {
    expect(names('- 9h curtet raphael 1er rdv, machines a sous depuis 2019')).toEqual(['curtet raphael']);
    expect(masked('my passport shows my date of birth as 3rd September 1996, so no problem.')).toEqual(['birthDate:3rd September 1996']);
  });
});

describe('the hundred-and-forty-seventh and hundred-and-forty-eighth parts’ false alarms', () => {
  it('leaves a tattoo studio’s and a casino’s lasers, brands, screens, authors, games, horses and places alone', () => {
    expect(names('Tattoo Art Fest ; laser Q-switched puis Pico 1064 ; Bom dia ; Cicalfate, Betadine, Dermalogica ; notre Airbnb ; machine Bishop Rotary ; Sailor Jerry, Hells Angels ; David Le Breton et Schilder ; Hokusai et Kuniyoshi.')).toEqual([]);
    expect(names('Référente Jeu Responsable. SOGS (South Oaks Gambling Screen, Lesieur et Blume) ; Ferris et Wynne ; Dostoïevski ; Valleur et Venisse ; d’Alembert et Fibonacci ; Kahneman et Tversky ; Prochaska et DiClemente ; Omaha, Gates of Olympus, Sweet Bonanza, Keno ; Bold Eagle ; Partouche, Joa ; les thermes Chevalley ; le mont Revard ; le Balto ; Stefan Zweig ; casino Évian.')).toEqual([]);
  });
});

describe('the hundred-and-forty-ninth and hundred-and-fiftieth parts’ shapes', () => {
  it('reads a mail header’s display name that its address spells, initials included, and an English kinship word', () => {
    expect(names('From: Siobhan Gallagher <siobhan.gallagher@eircom.net>\n\nWe were there with my partner, Declan, that afternoon.\nSiobhan')).toEqual(['Siobhan Gallagher', 'Declan', 'Siobhan']);
    expect(names('De : karima b <kar.belkacem88@free.fr>')).toEqual(['karima b']);
    expect(names('De : Secrétariat neurologie <secretariat.neurologie@chu-exemple.fr>')).toEqual([]);
  });

  it('takes an initial and a particle before a surname, a practice’s double surname, a nickname in brackets and initials closing a note', () => {
    expect(names('Visa du responsable :\tP. de Kerangal, conservateur')).toEqual(['P. de Kerangal']);
    expect(names('Copie : cabinet Lachaume-Terrier')).toEqual(['Lachaume-Terrier']);
    expect(names('Il reprendra avec Marc-Antoine Guérinel (les stagiaires l’appellent « MA »), le lundi.')).toEqual(['Marc-Antoine Guérinel', 'MA']);
    expect(names('Notes de Mme Odile Ferrand-Costa\nreprise lundi, plateau\nofc\n')).toEqual(['Odile Ferrand-Costa', 'ofc']);
  });

  it('reads a cheque’s drawer with an initial and an international transfer’s party on a bank line', () => {
    expect(names('02/12/2025\tREM CHQ 0007731 VALLADIER P\t60,00')).toEqual(['VALLADIER P']);
    expect(names('03/12/2025\tINTL TRF MCALLISTER J CONSULT\t80,00')).toEqual(['MCALLISTER J']);
  });

  it('keeps a flat’s line on its own, an abbreviated impasse and a numberless avenue before a mail box inside the address', () => {
    expect(masked('18, rue des Vignes\nAppartement 4\n42000 Saint-Étienne')).toEqual(['address:18, rue des Vignes\nAppartement 4\n42000 Saint-Étienne']);
    expect(masked('Adresse : 3 imp. des Glycines, 15000 Aurillac')).toEqual(['address:3 imp. des Glycines, 15000 Aurillac']);
    expect(masked('Écrire à : avenue des Thermes, BP 112, 03200 Vichy Cedex')).toEqual(['address:avenue des Thermes, BP 112, 03200 Vichy Cedex']);
  });
});

describe('the hundred-and-forty-ninth and hundred-and-fiftieth parts’ false alarms', () => {
  it('leaves a payer’s column that names a body or a way of paying alone', () => {
    expect(names('"date";"patient";"payeur";"montant"\n"04/11/2025";"MERLE Aline";"Mutuelle des Cévennes";"60,00"\n"05/11/2025";"ROSSI Ugo";"Mon soutien psy";"50,00"\n"06/11/2025";"CHEN Li";"fonds de garantie";"60,00"\n"07/11/2025";"BRUN Léo";"chèque";"55,00"')).toEqual(['MERLE Aline', 'ROSSI Ugo', 'CHEN Li', 'BRUN Léo']);
  });

  it('leaves a driving school’s and a museum’s eponyms, brands, painters, authors, films and animals alone', () => {
    expect(names('Normes de Ball et Owsley ; thérapie d’Ehlers et Clark ; métiers Jacquard et paysages de Jongkind ; la statue de Vercingétorix ; plan Vigipirate ; Waze, Aixam, Dacia Sandero, Somfy et Koha ; Patrick Modiano et Berthe Morisot.')).toEqual([]);
    expect(names('Elle dessine Spiderman et la Reine des neiges. Le chien de la voisine, Réglisse, aboie. Sa vieille voiture, « la Titine ».')).toEqual([]);
    expect(names('le gentil monsieur de la bibliotheque (karim) a rassuré ; groupe psychoeducation epilepsie (infirmiere du service)')).toEqual(['karim']);
  });
});

describe('the hundred-and-fifty-first and hundred-and-fifty-second parts’ shapes', () => {
  it('reads initials that sign or write a note, initials opening a note’s line, and an initial after a given name in lower case', () => {
    expect(names('Fin de la réunion.\nsigné PDM')).toEqual(['PDM']);
    expect(names('Orientations : suivi. Rédaction : JLR')).toEqual(['JLR']);
    expect(names('- K.M. : dort mal\nlun 12/05 - r.t. : revient sur la scène')).toEqual(['K.M.', 'r.t.']);
    expect(names('- yanis d : agité, demande à rentrer')).toEqual(['yanis d']);
  });

  it('reads an initial and a surname that French writes before a trade, Dutch particles, and a double surname in lower case after an initial', () => {
    expect(names('Relais : P. Marchand, juriste — dossier suivi')).toEqual(['P. Marchand']);
    expect(names('la famille (van der Hoeven) est partie ; Mme van den Hoek a appelé ; les forces de van der Waals')).toEqual(['van der Hoeven', 'van den Hoek']);
    expect(names('10h20 s. ferreira-gomes arrivée')).toEqual(['s. ferreira-gomes']);
  });

  it('reads a NIR with its key set apart by several spaces, and a home’s street abbreviated in lower case', () => {
    expect(masked('NIR : 1 84 07 75 112 046   21')).toEqual(['nir:1 84 07 75 112 046   21']);
    expect(masked('maison du 14 ch des oliviers brûlée')).toEqual(['address:14 ch des oliviers']);
  });
});

describe('the hundred-and-fifty-first and hundred-and-fifty-second parts’ false alarms', () => {
  it('leaves a bank’s, an insurer’s and a branch’s names alone wherever they come back, and a place named in passing', () => {
    expect(names('Crédit Vendéen, agence Cholet-Sablière. CSE Crédit Vendéen. Retour à Sablière. Dossier suivi par Orbis Assurances ; Orbis a répondu.')).toEqual([]);
    expect(names('évacuation du Pigeonnier ; Mme Roux, 4 montée du Pigeonnier, 83570 Cotignac ; la crête du Pigeonnier. Objet : après l’incendie de Carcès.')).toEqual(['Roux']);
    expect(names('bilan (Mme Léa Carrel, neuropsychologue, Angers), suivi')).toEqual(['Léa Carrel']);
  });

  it('leaves a CSV file’s quoted cells, a payer’s scheme, a row’s number and a cell saying "idem" alone', () => {
    expect(masked('n°;nom;prénom;dispositif;adresse\n014;"BRUN";"Léo";"MSP";"3 rue du Four, 83570 Carcès"\n015;"BRUN";"Inès";"MSP";"idem père"')).toEqual(['name:BRUN', 'name:Léo', 'address:3 rue du Four, 83570 Carcès', 'name:BRUN', 'name:Inès']);
  });

  it('leaves a bank robbery’s and a wildfire’s firms, films, actors, authors and aircraft alone', () => {
    expect(names('Coffre Fichet-Bauche ; convoyeurs Brink’s et Loomis ; Securitas ; Un après-midi de chien de Sidney Lumet ; le film Heat de Michael Mann ; Delon et Bourvil ; Arsène Lupin de Maurice Leblanc ; le poisson Néron.')).toEqual([]);
    expect(names('Le Dash 8 et les Canadair ; « Jean de Florette » et « Manon des Sources » ; Frédéric Mistral ; la Sainte-Victoire de Cézanne ; psychologue Agri’écoute ; un Saumur-Champigny.')).toEqual([]);
  });
});

describe('the hundred-and-fifty-third and hundred-and-fifty-fourth parts’ shapes', () => {
  it('reads a birth date after a form’s dotted leader, and initials with dots before a bracket', () => {
    expect(masked('DATE DE NAISSANCE ........ 21.04.1993')).toEqual(['birthDate:21.04.1993']);
    expect(masked('Né(e) le .............. 03.09.2001')).toEqual(['birthDate:03.09.2001']);
    expect(names('mar 18/11 10h — k.d. (1re seance) : dort peu')).toEqual(['k.d.']);
  });

  it('reads those present typed as an initial and a surname in lower case, and a patient at the end of a transfer’s purpose', () => {
    expect(names('presents : m vuillemin, a kessous, dr perrot, une ash')).toEqual(['m vuillemin', 'a kessous', 'perrot']);
    expect(names('12/09\tVIR SEPA RECU /DE MME SOPHIE MARCHETTI /MOTIF SEANCE 09 09 L MARCHETTI /IBAN FR7630004000031234567890143')).toEqual(['SOPHIE MARCHETTI', 'L MARCHETTI']);
    expect(names('14/09\tVIR SEPA RECU /DE FONDS SOLIDARITE GUIDES /MOTIF 4 SEANCES OUAHBI K /REF FS-2026-101')).toEqual(['OUAHBI K']);
  });
});

describe('the hundred-and-fifty-third and hundred-and-fifty-fourth parts’ false alarms', () => {
  it('leaves mountains, an acronym with a small letter, the Lumière brothers, a promenade and lower-case words alone', () => {
    expect(names('Courses : Mont Blanc du Tacul, Barre des Écrins, Aiguille Verte. R26-0012;MARTY Lou;guide BdG. Les frères Lumière. Promenade Micaud. À : Liste guides. seda maintenue, cagnotte, expert glaciologue, Goal Management Training.')).toEqual(['MARTY Lou']);
  });

  it('leaves mountaineers, nursing theorists, brands and a fracture’s eponym alone', () => {
    expect(names('Walter Bonatti et Gaston Rébuffat ; Edward Whymper et Michel Croz au Cervin ; la cabane Vallot ; la statue de Saussure ; Gabriel Loppé ; corde Beal, casque Black Diamond, lunettes Julbo, chaussures La Sportiva ; le Beaufort ; fracture Cauchoix II.')).toEqual([]);
    expect(names('Virginia Henderson, Florence Nightingale, Marie-Françoise Collière et Hildegard Peplau ; SOS Amitié et Nightline ; Gustave Courbet à Ornans.')).toEqual([]);
  });
});

describe('the hundred-and-fifty-fifth and hundred-and-fifty-sixth parts’ shapes', () => {
  it('reads a name after a form’s dotted leader as after its colon, and a victim’s surname label', () => {
    expect(names('Nom de la victime ............... ROBLIN\nNom d’usage .................. MAGNIN')).toEqual(['ROBLIN', 'MAGNIN']);
    expect(names('Lésions ........ contusion malaire, choc psychologique')).toEqual([]);
  });

  it('reads a professional order’s registration numbers, an occupational health file, and a record number written again', () => {
    expect(masked('inscrite au tableau sous le n° 28417. N° d’inscription ordinale .... 28417')).toEqual(['record:28417', 'record:28417']);
    expect(masked('Dr Malik Haddouche (n° ordinal 31562). DMST n° 71-20457')).toEqual(['name:Malik Haddouche', 'record:31562', 'record:71-20457']);
    expect(masked('N° d’inscription ordinale .... 28417\nle décès d’une consœur (n° 28417), lot 128417')).toEqual(['record:28417', 'record:28417']);
  });

  it('reads lower-case initials in notes: after a given name, after a date, a call or a representative’s trade', () => {
    expect(names('18h45 appel a thomas g (astreinte cadre) au 06. esat : jeremy k, oceane, lucie t + 2 autres')).toEqual(['thomas g', 'jeremy k', 'oceane', 'lucie t']);
    expect(names('1/10 y. benali. vient "pour l’equipe"\n24/09 s.d. 1re seance indiv.\n30/09 11h20 appel a.w. veto salariee\nvisite avec la mandataire n. cormier.')).toEqual(['y. benali', 's.d.', 'a.w.', 'n. cormier']);
    expect(names('12/03 p.j. envoyee\n2/10 a. faire demain')).toEqual([]);
  });

  it('reads an initial before a surname in capitals, not an exam or a body', () => {
    expect(names('Motif : obsèques S. MAGNIN facture 2026-0914')).toEqual(['S. MAGNIN']);
    expect(names('atrophie bilatérale D > G. PET-FDG programmé. Voir A. NOTE.')).toEqual([]);
  });
});

describe('the hundred-and-fifty-fifth and hundred-and-fifty-sixth parts’ false alarms', () => {
  it('leaves a firm’s legal form, brands, a series, animals and authors alone', () => {
    expect(names('"P-2026-041";"DUMOULIN Sandrine";"50,00";"SELARL"')).toEqual(['DUMOULIN Sandrine']);
    expect(names('Un Citaro hybride, un Kangoo du foyer, un Samsung Galaxy A14 ; Nexem ; Cointreau ; Dolethal et Euthasol ; le logiciel Vetup.')).toEqual([]);
    expect(names('La série « Astrid et Raphaëlle » est la préférée du salon télé. Le film Petit Paysan de Hubert Charuel. James Herriot.')).toEqual([]);
    expect(names('Les poules de l’atelier ont été baptisées Cocotte et Paprika. Le chien de médiation Tango vient au foyer.')).toEqual([]);
    expect(names('L’étude de Platt et Hawton sur le suicide des vétérinaires ; l’étude de Léa.')).toEqual(['Léa']);
  });

  it('leaves a town in brackets after a practitioner’s surname, not a given name', () => {
    expect(names('orienté vers psychiatre (Dr Abitbol, Paray). Chez sa mère (Mme Payet, Marie-Josée).')).toEqual(['Abitbol', 'Payet', 'Marie-Josée']);
  });
});

describe('the hundred-and-fifty-seventh and hundred-and-fifty-eighth parts’ shapes', () => {
  it('reads those present at a meeting by their dotted initials, and the same initials again in the minutes', () => {
    expect(names('Présents : F.A. (président), A.S. (secrétaire), P.S. (délégué syndical).\n2. F.A. rappelle l’interdiction. P.S. demande pourquoi.')).toEqual(['F.A.', 'A.S.', 'P.S.', 'F.A.', 'P.S.']);
    expect(names('P.S. : n’oubliez pas la réunion. L’A.S. est passée.')).toEqual([]);
  });

  it('reads a given name and the surname’s initials after a note’s date or time, not a French word', () => {
    expect(names('22/09 max r. 2e seance. parle\n23/09 thierry vm 3e seance.\n9h - soizic lf, 1re seance')).toEqual(['max r.', 'thierry vm', 'soizic lf']);
    expect(names('24/09 rosa et karim\n25/09 paul au tel')).toEqual(['karim', 'paul']);
  });

  it('reads a title, an initial and a surname in capitals as one name', () => {
    expect(names('le Dr B. AYMARD a vu la patiente ; Mme K. Durand aussi')).toEqual(['B. AYMARD', 'K. Durand']);
  });

  it('reads a file’s code opening a table’s row, a victim’s tracking number and a crisis unit’s file', () => {
    expect(masked('FAC5318-007;FERREIRA PINTO;Maria\nC63-26-0141\tCHEN Xiaoling\tpassagère')).toEqual(['record:FAC5318-007', 'name:FERREIRA PINTO', 'name:Maria', 'record:C63-26-0141', 'name:CHEN Xiaoling']);
    expect(masked('une passagère (SINUS 630207-011) ; fiche CUMP C63-26-0144')).toEqual(['record:630207-011', 'record:C63-26-0144']);
    expect(masked('F2026-031;02/03/2026;payé\nR26-4471;inscrit')).toEqual([]);
  });
});

describe('the hundred-and-fifty-seventh and hundred-and-fifty-eighth parts’ false alarms', () => {
  it('leaves a cooperative, an appellation, a department after “l’”, a work’s director and a canal’s builder alone', () => {
    expect(names('Directeur – Cave coopérative Les Vignerons du Caroux. Les Vignerons du Caroux ont fermé le quai.')).toEqual([]);
    expect(names('"ROUCAIROL Maxime";"60,00";"SCA Vignerons du Caroux"')).toEqual(['ROUCAIROL Maxime']);
    expect(names('AOP Languedoc, IGP Côtes de Thongue, Picpoul de Pinet. La MSA couvre l’Hérault, l’Aude et les Pyrénées-Orientales.')).toEqual([]);
    expect(names('Le film Ce qui nous lie de Cédric Klapisch ; le canal du Midi de Pierre-Paul Riquet ; le livre de Léa ; Mme L’Hostis.')).toEqual(['Léa', 'L’Hostis']);
  });

  it('leaves places, brands, a vat and field names alone', () => {
    expect(names('le mont Caroux, l’hôtel de Lacoste, les écluses de Fonseranes. Cuve n° 12 : béton. Dräger, Honeywell et Testo ; Pratt & Whitney ; le Novotel.')).toEqual([]);
    expect(names('nom;prenom;date_naiss;nir;iban_paie;obs')).toEqual([]);
  });

  it('masks no invoice’s, batch’s or policy’s reference as a person’s file', () => {
    expect(masked('réf. FACT PF-2026-0392 solde ; Réf. lot : AVX-2602-12')).toEqual([]);
  });
});

describe('the hundred-and-fifty-ninth and hundred-and-sixtieth parts’ shapes', () => {
  it('reads a given name and an initial after a day’s abbreviation and a date', () => {
    expect(names('mer 04/03 - max r. (1re) orientee par la cellule\nven 06/03 - thierry vm 3e seance')).toEqual(['max r.', 'thierry vm']);
  });
});

describe('the hundred-and-fifty-ninth and hundred-and-sixtieth parts’ false alarms', () => {
  it('leaves named reactions and glassware, a hospital named after a countess and institutions in Title Case alone', () => {
    expect(names('Réactions de Grignard et de Wittig, couplage de Suzuki, oxydation de Swern, réaction de Mitsunobu ; la fiole d’Erlenmeyer et le bec Bunsen ; voir tableau de Bretherick.')).toEqual([]);
    expect(names('Il est en réanimation à Jeanne de Flandre. Protection Maternelle et Infantile, Médecine Préventive.')).toEqual([]);
  });

  it('masks no nursery’s licence, purchase order, transfer batch or public contract as a person’s file', () => {
    expect(masked('N° d’autorisation .......... EAJE-59-0412 ; MANDAT 25-4471 BC 25-PE-0982 ; lot de virement VIR-2026-0306-14 ; marché de maintenance n° 2024-AO-118')).toEqual([]);
    expect(masked('dossier 2024-AUT-0871345')).toEqual(['record:2024-AUT-0871345']);
  });
});

describe('the hundred-and-sixty-first and hundred-and-sixty-second parts’ shapes', () => {
  it('reads an English name before a possessive and a kinship word', () => {
    expect(names('Hello, this is Geoff Hollis, Maggie’s husband. She was so gentle with Maggie.')).toEqual(['Geoff Hollis', 'Maggie', 'Maggie']);
    expect(names('Alzheimer’s disease was ruled out.')).toEqual([]);
  });

  it('reads a given name alone after a note’s date, before a bracket or a colon, and two letters with an initial', () => {
    expect(names('ven 11/12 14h — sandy (aide-soignante ssiad), 1re seance\nmar 15/12 — sandy : mieux dormi\nven 11/12 16h — jy p., a trouve la voiture')).toEqual(['sandy', 'sandy', 'jy p.']);
    expect(names('12/03 — paris : rdv\n12/03 — le p. est venu')).toEqual([]);
  });

  it('reads the surname’s initial before a word in a lower-case note, not an elided word', () => {
    expect(names('08h20 -> karim b part la voir')).toEqual(['karim b']);
    expect(names('karim l a vu, karim m appelle')).toEqual(['karim', 'karim']);
  });

  it('reads a lower-case surname after an abbreviated rank or a trade behind its article', () => {
    expect(names('gendarmerie au bureau (adj chef lagadec) demande le planning')).toEqual(['lagadec']);
    expect(names('defusing lundi avec l’infirmiere sp pedebernade ; l’infirmiere passe demain ; (infirmière santé-travail)')).toEqual(['pedebernade']);
  });

  it('reads a chat’s sender written with the given names’ initials', () => {
    expect(names('[08/02/2026 16:58] JP Lafargue: je pars\n[08/02/2026 18:42] JP Lafargue: stable')).toEqual(['JP Lafargue', 'JP Lafargue']);
  });

  it('reads the Breton surname “Le Du” and “M.” as a woman’s initial', () => {
    expect(names('Mme Le Du est venue ; née LE DU')).toEqual(['Le Du', 'LE DU']);
    expect(names('L’éducateur et la bénévole M. Castaings sont arrivés ; une fois M. Dupont parti')).toEqual(['M. Castaings', 'Dupont']);
  });

  it('masks a record number and an address after a form’s dotted leader', () => {
    expect(masked('N° de licence ............ 2403176541\nDomicile ............ Kerléon, route de Plounévézel, 29270 Carhaix-Plouguer')).toEqual(['record:2403176541', 'address:Kerléon, route de Plounévézel, 29270 Carhaix-Plouguer']);
    expect(masked('Demeurant : 12 impasse des Vignes, 69100 Villeurbanne')).toEqual(['address:12 impasse des Vignes, 69100 Villeurbanne']);
    expect(masked('Montant ........ 4 380,00 €')).toEqual([]);
  });

  it('masks a hamlet’s name before a road without number, and an IPP after its hospital’s name', () => {
    expect(masked('Kerléon, route de Plounévézel, 29270 Carhaix-Plouguer')).toEqual(['address:Kerléon, route de Plounévézel, 29270 Carhaix-Plouguer']);
    expect(masked('IPP CH Dax 2600418833 ; IPP CHU CH49-0781532')).toEqual(['record:2600418833', 'record:CHU CH49-0781532']);
  });
});

describe('the hundred-and-sixty-first and hundred-and-sixty-second parts’ false alarms', () => {
  it('leaves sports clubs, leagues, insurers in capitals and a fire station alone', () => {
    expect(names('Président de l’Entente Rugby Pouillon-Mimbaste.\nTitulaire : ENTENTE RUGBY POUILLON MIMBASTE\nVIR SEPA RECU /DE LIGUE NA RUGBY')).toEqual([]);
    expect(names('VIR SEPA RECU /DE OVALIE ASSURANCES ; MNH Prévoyance, contrat collectif')).toEqual([]);
    expect(names('Centre\tCIS Pouillon, renfort VSAV Dax')).toEqual([]);
  });

  it('leaves small towns after a round’s, a road’s or a village hall’s word alone', () => {
    expect(names('Les tournées de Glomel sont regroupées ; les routes de Glomel ; la salle polyvalente de Carhaix ; les pompes funèbres de Carhaix ; le comité des fêtes de Glomel ; le pays du Kreiz Breizh.')).toEqual([]);
  });

  it('leaves a form’s “Licencié” label, brands and eponyms alone', () => {
    expect(names('Licencié\tBERIDZE Levan\nN° de licence\t2403177025\nNé le\t17/05/2007')).toEqual(['BERIDZE Levan']);
    expect(names('Dispense d’EPS. Holter, échelle de Braden, ataxie de Friedreich, Féria de Dax, Oval-e, Laerdal, Resusci Anne, Boston Scientific, Urgotul, Mepilex, Tena, France Bleu.')).toEqual([]);
  });
});

describe('the hundred-and-sixty-third and hundred-and-sixty-fourth parts’ shapes', () => {
  it('reads “M.” as an initial in a list of initials after a remark in brackets, and a firefighter’s rank in capitals', () => {
    expect(names('Présents : T. Mazeyrie (stade nautique), M. Saïdi (conseiller de prévention), L. Tramond (RH).')).toEqual(['T. Mazeyrie', 'M. Saïdi', 'L. Tramond']);
    expect(names('Équipiers : CAP N. Tronche')).toEqual(['N. Tronche']);
  });

  it('reads two lower-case initials with a space after a note’s date, and a surname after a rank and “le”', () => {
    expect(names('16/04 18h30 s. h. emdr phase 1-2')).toEqual(['s. h.']);
    expect(names('gendarmerie 10h, adj le gall (apporter le planning) ; le médecin de crèche ; le médecin du creps')).toEqual(['le gall']);
  });

  it('masks a stay’s number after its abbreviation and a house number before a hamlet’s name', () => {
    expect(masked('TICKET MODERATEUR SEJ S26031700184')).toEqual(['record:S26031700184']);
    expect(masked('J’habite 2 La Gaudinière, 72540 Loué.')).toEqual(['address:2 La Gaudinière, 72540 Loué']);
  });
});

describe('the hundred-and-sixty-third and hundred-and-sixty-fourth parts’ false alarms', () => {
  it('leaves a horse and a pony the text names alone, and their birth dates', () => {
    expect(masked('Animal ......... hongre ELVIS DU CHESNAY, Selle Français alezan, né le 12/04/2014\nElvis boite.')).toEqual([]);
    expect(masked('Elvis du Chesnay, hongre Selle Français de 12 ans, est au repos. Né le 12 avril 2014 au haras.')).toEqual([]);
    expect(names('Le cheval de Laurine. Laurine est tombée avec Elvis sur l’oxer. Parle de Pistache, son poney de club.')).toEqual(['Laurine', 'Laurine']);
    expect(masked('Son chien Rex, né le 03/04/2019 ; Mme Martin, qui a un chien, née le 03/04/1960')).toEqual(['name:Martin', 'birthDate:03/04/1960']);
  });

  it('leaves a riding centre named with its article, a verb that looks like a street and vital signs alone', () => {
    expect(names('À : Les Écuries de la Vègre <contact@ecuries-vegre.fr>\nLa Sellerie du Maine a fait un don.')).toEqual([]);
    expect(masked('Est allée aux Écuries avec sa mère ; 12 allée des Lilas, 75012 Paris')).toEqual(['address:12 allée des Lilas, 75012 Paris']);
    expect(names('9h58 l enfant tousse. FC 128, PA 92/55. Victoire du FC Nantes.')).toEqual([]);
  });

  it('leaves brands, eponyms, diplomas and veterinary drugs alone', () => {
    expect(names('Little Anne, canules de Guedel, style d’Utstein, insufflateur BAVU, BPJEPS AAN, BNSSA, Speedo, Nabaiji, Freejump, Horse Pilot, Bugatti, Jappeloup ; le Dolorex et le Domosedan.')).toEqual([]);
  });
});

describe('the hundred-and-sixty-fifth and hundred-and-sixty-sixth parts’ shapes', () => {
  it('reads “M. V.” among those present by their initials, after a note’s time, and wherever the minutes write it again', () => {
    expect(names('13h55 — ouverture. Présents : V. L., Y. C. (CPE), M. V. (PsyEN).\n14h10 — vue par M. V..')).toEqual(['V. L.', 'Y. C.', 'M. V.', 'M. V.']);
    expect(names('Présents : P. L. (président), M. T. (secrétaire).\nSecrétaire : M. T.')).toEqual(['P. L.', 'M. T.', 'M. T.']);
  });

  it('reads a surname after a rank abbreviated in Title Case', () => {
    expect(names('Enquête gendarmerie\tAdc Couderc, brigade de Pont-de-Salars')).toEqual(['Couderc']);
    expect(names('équipe GRIMP (Cpl Thomas Bru, Sap. Élise Marcilhac) ; Col du Galibier')).toEqual(['Thomas Bru', 'Élise Marcilhac']);
  });

  it('masks an address after a long label, with “r.” for “rue”', () => {
    expect(masked('Adresse de la famille prévenue par la gendarmerie : 12 r. de l’Église MEUSSIA')).toEqual(['address:12 r. de l’Église MEUSSIA']);
  });
});

describe('the hundred-and-sixty-fifth and hundred-and-sixty-sixth parts’ false alarms', () => {
  it('leaves villages after a mayor’s, a circuit’s or a cheese dairy’s word, and bus stops named after a church, alone', () => {
    expect(names('à la demande du maire de Meussia ; le circuit de Soucia ; la fruitière de Soucia ; les cascades du Hérisson')).toEqual([]);
    expect(names('0902345671K;CRETIN;Louna;21/04/2013;Meussia Église;CRETIN Aurélie')).toEqual(['CRETIN', 'Louna', 'CRETIN Aurélie']);
  });

  it('leaves carriers, energy firms and insurers’ branches alone', () => {
    expect(names('Responsable d’exploitation, Autocars Duraffourg ; Ventalys Énergies (exploitant) ; Alliance Prévoyance Métallurgie')).toEqual([]);
  });

  it('leaves words the list lacks, a mourning formula, brands and public figures alone', () => {
    expect(names('Insomnie d’endormissement. Technicien de maintenance. Scellés n° 1 à 4. Le Trauma selon Cyrulnik. La City Birth Trauma Scale. Working at Heights.')).toEqual([]);
    expect(names('Inna lillahi wa inna ilayhi raji’un. Iveco, Mobigo, Enercon, Nordex, Söll, Facom ; Hobfoll ; Louis Pasteur.')).toEqual([]);
  });
});

describe('the hundred-and-sixty-seventh and hundred-and-sixty-eighth parts’ shapes', () => {
  it('reads a surname in capitals and its initials before an age, and a lower-case surname before an elided pronoun', () => {
    expect(names('V1 ......... PINEAU J.-Y., 63 ans, inconscient\nV2 ......... BELHADJ S., 21 ans')).toEqual(['PINEAU J.-Y.', 'BELHADJ S.']);
    expect(names('appelez madame le goff s’il vous plaît ; 16h10 sur place, lt chauvet = cos')).toEqual(['le goff', 'chauvet']);
  });

  it('masks a pharmacovigilance case’s number and an address whose town sits between dashes', () => {
    expect(masked('N° BNPV : PO2026-000318')).toEqual(['record:PO2026-000318']);
    expect(masked('Domicile ........ 14, chemin de la Brosse – Saint-Hilaire-de-Loulay – 85600 MONTAIGU-VENDÉE')).toEqual(['address:14, chemin de la Brosse – Saint-Hilaire-de-Loulay – 85600 MONTAIGU-VENDÉE']);
    expect(masked('Adresse : 3 rue Haute – Marie Dupont')).toEqual(['address:3 rue Haute', 'name:Marie Dupont']);
  });
});

describe('the hundred-and-sixty-seventh and hundred-and-sixty-eighth parts’ false alarms', () => {
  it('leaves an aircraft’s call sign, a flying club, a serious adverse event’s reference and an acronym in a note alone', () => {
    expect(names('Le Victor Québec ne répond plus ; Aéroclub du Bocage Vendéen <secretariat@acbv85.fr> a écrit ; 21h bea : rappel demain')).toEqual([]);
    expect(masked('Objet : [EIGS 2026-NA-00731] Accusé de réception')).toEqual([]);
  });

  it('leaves words the list lacks, brands, eponyms and an author alone', () => {
    expect(names('Surdosage morphine x10. Évaluateur CRPV : transmis. Lycoming, Sensenich, Aeroweb, Breitling, David Clark, Curosurf, Pédiaven, Numeta, Aguettant, Braun Perfusor ; classification de Schatzker ; mouvements généraux de Prechtl ; la coupe Bréguet ; le modèle de James Reason.')).toEqual([]);
  });
});

describe('the hundred-and-sixty-ninth and hundred-and-seventieth parts’ false alarms', () => {
  it('leaves a service’s or a body’s acronym and its place alone, and keeps the name beside it', () => {
    expect(names('À : RH Pierre-Bénite <rh.pierrebenite@chloralp-chimie.fr>\nDREAL Auvergne-Rhône-Alpes – unité départementale du Rhône')).toEqual([]);
    expect(names('[11/10/2026 14:02] Sandrine Puech RH : Bonjour ; RH Marie Dupont')).toEqual(['Sandrine Puech', 'Marie Dupont']);
  });

  it('leaves a bakery, a village after its firefighters, a broker, a bank and a work permit alone', () => {
    expect(names('> Le Fournil du Livradois – 5 place de la Halle ; les pompiers de Cunlhat ; Livradois Courtage ; RO91 BTRL 0130 1204 5867 3901 (Banca Transilvania)')).toEqual([]);
    expect(masked('Permis de travail n° PT-2026-0388 pour le remplacement d’une vanne')).toEqual([]);
  });

  it('leaves words the list lacks, brands, drugs, eponyms and acronyms alone', () => {
    expect(names('Anesthésie : bloc axillaire. IDEST : visite. Seveso seuil haut ; culture juste de Sidney Dekker ; lambeau de Hueston, de Littler ; bilan de Kapandji ; inventaire de Spielberger ; Bricanyl et Atrovent ; Rilsan, Mérand, Pavailler, Bongard ; ARI Fenzy, Tychem ; Emco Wheaton ; SOS Mains.')).toEqual([]);
  });
});

describe('the hundred-and-seventy-first and hundred-and-seventy-second parts’ shapes', () => {
  it('masks a teacher’s NUMEN, a stay’s number after the IPP and a regulation file’s number, not a date after "séjour"', () => {
    expect(masked('NUMEN ..................... 03E0207811BNC')).toEqual(['record:03E0207811BNC']);
    expect(masked('Objet : dossier — IPP 8012744396 — séjour 2604173058')).toEqual(['record:8012744396', 'record:2604173058']);
    expect(masked('Dossier de régulation : R26-0303-0588')).toEqual(['record:R26-0303-0588']);
    expect(masked('un séjour 20260312 au bord de la mer')).toEqual([]);
  });

  it('reads an ISO birth date after the age in a row with tabs', () => {
    expect(masked('Victime 1\tF\t47 ans\t1978-09-14\tplaie flanc gauche')).toEqual(['birthDate:1978-09-14']);
  });

  it('reads a given name that is also a word before its age in brackets, and surnames after a rank’s abbreviation or "Appelant"', () => {
    expect(names('elle ne prend plus le bus. lou (14a) dort dans sa chambre')).toEqual(['lou']);
    expect(names('une robe rose (14 ans) pour la fête')).toEqual([]);
    expect(names('Adc S. Maréchal, commandant le peloton ; avisée par l’Adc Maréchal à 8 h 30')).toEqual(['S. Maréchal', 'Maréchal']);
    expect(names('06:12\tAppel patrouille\tAppelant BENHAMOU K. depuis le fourgon')).toEqual(['BENHAMOU K']);
  });

  it('reads a class group’s sender named by her child as a relative', () => {
    expect(withRoles('[17/03/2026 18:02] Tharshini maman Kavya: Bonsoir, c’est vrai ?\n[17/03/2026 18:03] Valérie Kouassi: oui, merci Tharshini')).toEqual(['relative:Tharshini', 'patient:Kavya', 'patient:Valérie Kouassi', 'relative:Tharshini']);
  });
});

describe('the hundred-and-seventy-first and hundred-and-seventy-second parts’ false alarms', () => {
  it('leaves a sentence in Chinese, a negation in capitals and English words of grammar alone', () => {
    expect(names('[17/03/2026 18:09] +33 6 03 58 71 19: 老师还好吗？ [traduit : la maîtresse va bien ?]')).toEqual([]);
    expect(names('Je vous demande de ne RIEN mettre sur facebook.')).toEqual([]);
    expect(names('Our CEO asks if the family of the deceased would accept a letter from the company.')).toEqual([]);
  });

  it('leaves schools and hospitals named after public figures, unions’ acronyms and firms alone', () => {
    expect(names('Kenza Mebarki, REV Anatole-France ; EEPU Anatole-France ; Hôpital Bichat–Claude-Bernard ; De : SNUipp-FSU 93 ; Le SNUipp-FSU a appelé à un rassemblement')).toEqual(['Kenza Mebarki']);
    expect(names('Titulaire : CSE AUTOROUTES BOURGOGNE-MORVAN ; conducteur salarié de UAB Nemuno Krovinys (Kaunas)')).toEqual([]);
    expect(names('date;nature;beneficiaire;montant\n02/04/2026;frais d’obsèques;POMPES FUNEBRES DE L’OUCHE;4 312,50\n02/04/2026;capital;GAUTHEY NATHALIE;118 640,00')).toEqual(['GAUTHEY NATHALIE']);
  });

  it('leaves regions and places the list lacks, brands, eponyms, authors and public figures alone', () => {
    expect(names('France 3 Bourgogne ; tunnel de Pouilly et bassin de Panthier ; la porte de Clignancourt ; cagnotte Leetchi ; Scania R450, Schmitz Cargobull ; diagramme d’Ishikawa ; Bichat et Beaujon ; Lenore Terr et Robert Pynoos ; Inventory of Complicated Grief ; Samuel Paty et Dominique Bernard ; Jules Ferry et Condorcet.')).toEqual([]);
  });
});

describe('the hundred-and-seventy-third and hundred-and-seventy-fourth parts’ shapes', () => {
  it('masks an IBAN before a word of five letters on a bank’s line, and an address written with "r."', () => {
    expect(masked('21/04 VIR SEPA ES91 2100 0418 4502 0005 1332 MOTIF AYUDA +500,00')).toContain('iban:ES91 2100 0418 4502 0005 1332');
    expect(masked('les parents, 7 r. des Courlis 85190 Aizenay')).toEqual(['address:7 r. des Courlis 85190 Aizenay']);
    expect(names('04\tR. Okonkwo\t06 12 34 56 78')).toEqual(['R. Okonkwo']);
  });

  it('reads initials with a particle in a list of those present and again in the minutes, and a rank before an initial on a form', () => {
    expect(names('Présents : J.-F. de L. (SRA), M. Z. (SRA)\n2. J.-F. de L. rappelle que l’arrêté reste en vigueur')).toEqual(['J.-F. de L.', 'M. Z.', 'J.-F. de L.']);
    expect(names('Chef d’agrès .............. Sch PRAUD Jérôme\nRédacteur ................. Sch J. Praud\nÉquipiers ................. Cal BILLAUD A.')).toEqual(['PRAUD Jérôme', 'J. Praud', 'BILLAUD A']);
  });
});

describe('the hundred-and-seventy-third and hundred-and-seventy-fourth parts’ false alarms', () => {
  it('leaves a town of birth with its country in brackets, a Spanish word, a patron saint and an association in an export alone', () => {
    expect(names('Né le 14/03/2002 à Santiago (Chili) ; el celular no tiene señal ; que la Virgen del Carmen lo proteja')).toEqual([]);
    expect(names('date;libelle;iban;montant\n2026-05-20;ASSOC MAISON DES FAMILLES NIMES;FR7642559100000801234567812;630,00')).toEqual([]);
  });

  it('leaves an archaeological body, a university, typologies, eponyms, authors, brands and words the list lacks alone', () => {
    expect(names('Nom\tPrénom\tFonction\tEmployeur\nHAMDANI\tYacine\ttechnicien\tInrap\nVALDIVIESO\tMatias\tstagiaire M2\tAix-Marseille Univ.\nCasquette Inrap, convention avec Aix-Marseille Univ.')).toEqual(['HAMDANI', 'Yacine', 'VALDIVIESO', 'Matias']);
    expect(names('Amphores Dressel 20, sigillée Drag. 37, Lamboglia 5, Loeschcke VIII, code Munsell ; voie de Stoppa, incidences de Judet ; Strabon et Nadar ; Alphonse Daudet, Fernand Benoit et Jules Formigé ; le Museon Arlaten ; les thermes de Constantin ; la Gaule Narbonnaise ; Donald Meltzer ; blindage Krings, pelle Caterpillar ; Protonmail ; Sodikart, Birel et Tony Kart ; Matriderm ; contrat Multirisque Loisirs Motorisés ; Atlantic Kart Loisirs ; Lohéac, Noirmoutier et le passage du Gois ; les VEFA signées ; ceinture SAM Pelvic Sling ; Consorcio Seguros.')).toEqual([]);
  });
});

describe('the hundred-and-seventy-fifth and hundred-and-seventy-sixth parts’ shapes', () => {
  it('reads given names after an institution’s word and a comma, a surname after "signor" and after a lawyer’s "me"', () => {
    expect(names('Dylan au bar, Sabrina en salle, Mehmet aux machines')).toEqual(['Dylan', 'Sabrina', 'Mehmet']);
    expect(names('l’école Jules-Ferry, Montreuil')).toEqual([]);
    expect(names('il signor Hoffmann del bowling ha chiamato')).toEqual(['Hoffmann']);
    expect(names('appeler l avocate me amrani lundi ; il me dit que ça va')).toEqual(['amrani']);
  });

  it('masks an occupational health file’s number after "DMST"', () => {
    expect(masked('DMST STMM-0118402 — apprenti barman, vu le 09/02/2026.')).toEqual(['record:STMM-0118402']);
  });
});

describe('the hundred-and-seventy-fifth and hundred-and-seventy-sixth parts’ false alarms', () => {
  it('leaves Portuguese, Cape Verdean and Italian words of a family’s chat and their kinship words alone', () => {
    expect(names('[06/03/2026 06:02] Pai: Não liguem para ela hoje por favor.\n[06/03/2026 06:07] Mãe: um homem entrou na rádio de noite. ela dorme agora\n[07/03/2026 20:48] Pai: Para a advogada, se alguém quiser ajudar. Obrigado a todos.')).toEqual([]);
    expect(names('[21/01/2026 06:20] Rosaria: grazie zia Carmela, non serve. gentile. ma nessuno aveva un rilevatore')).toEqual(['Carmela']);
  });

  it('leaves a locksmith on a bank’s line, a police brigade and its town and a court’s town in capitals alone', () => {
    expect(names('09/03/2026;VIR SEPA SERRURERIE DU MONT OLYMPE FACT 2026-031;2340,00;')).toEqual([]);
    expect(names('08-26-006412\t06/03 01:36\tBAC Charleville\t03 24 59 66 00\tCARVALHO')).toEqual([]);
    expect(names('TRIBUNAL JUDICIAIRE DE CHARLEVILLE-MÉZIÈRES — Parquet')).toEqual([]);
  });

  it('leaves eponyms, singers, scientists, brands, drugs, acronyms and words the list lacks alone', () => {
    expect(names('Ma Bohème de Rimbaud ; une illusion de Frégoli ; Sodade de Cesária Évora ; la console Axia, un micro Shure, un casque Beyerdynamic ; devis Hexact ; un bouquet Interflora ; la Matinale ; Chooz et Lisboa ; Antoine Lavoisier et John Scott Haldane ; le New England Journal of Medicine ; oxymètre Masimo, boules Storm, chaudières De Dietrich, Viessmann et Saunier Duval ; aérotherme Airflex ; Kardégic et Bisoprolol ; 2,5 ATA ; ERP de type P ; OHB ; bowling d’Augny, Mosel Immo, Foggia.')).toEqual([]);
  });
});

describe('the hundred-and-seventy-seventh and hundred-and-seventy-eighth parts’ shapes', () => {
  it('reads a given name after a negation’s sentence, an adjudant-chef’s surname, a heading’s name with a lower-case particle, a lawyer’s particle in lower case, a victim’s "nom" field and two people joined by "et"', () => {
    expect(names('Julien, ne te déplace pas. Amitiés à Séverine.')).toEqual(['Julien', 'Séverine']);
    expect(names('engagement PSIG Aurillac (ADJ/C BESOMBES, GND MESTRE Clara)')).toEqual(['BESOMBES', 'MESTRE Clara']);
    expect(names('Henk van Dijk\nLe Mas del Pech, 15220 Saint-Mamet-la-Salvetat\nMonsieur le maire,')).toEqual(['Henk van Dijk']);
    expect(names('conseil : transmettre a Me van hecke). date de report')).toEqual(['van hecke']);
    expect(names('Victime : nom .......... HADJADJ')).toEqual(['HADJADJ']);
    expect(names('le pompier lui met l’oxygène. Aga et Nadia sont tombées dans les pommes')).toEqual(['Aga', 'Nadia']);
  });

  it('masks a regulation file’s number without a colon, birth dates after "est le", without separators and after a victim’s name', () => {
    expect(masked('demande de concours SAMU 15 (dossier de regulation 26-038-0412)')).toEqual(['record:26-038-0412']);
    expect(masked('ma date de naissance est le 23/09/79, pas le 29')).toEqual(['birthDate:23/09/79']);
    expect(masked('Date de naissance : 23091979')).toEqual(['birthDate:23091979']);
    expect(masked('V2 — MBUYI KABASELE Grâce, 17/09/1994 : dyspnée sifflante')).toEqual(['name:MBUYI KABASELE Grâce', 'birthDate:17/09/1994']);
    expect(masked('DUPONT Marie, 12/03/2026 : séance')).toEqual(['name:DUPONT Marie']);
  });

  it('masks addresses in capitals with "PL" and a saint’s town, a lieu-dit before its postcode, a town after a dash, a town’s postcode in brackets and a home after "à l’"', () => {
    expect(masked('LIEU : 3 PL DU FOIRAIL 15220 ST MAMET LA SALVETAT')).toEqual(['address:3 PL DU FOIRAIL 15220 ST MAMET LA SALVETAT']);
    expect(masked('affecté à votre exploitation, La Borie Haute 15220 St-Mamet, du lundi 9')).toEqual(['address:La Borie Haute 15220 St-Mamet']);
    expect(masked('La Borie Haute - 15220 St Mamet la Salvetat')).toEqual(['address:La Borie Haute - 15220 St Mamet la Salvetat']);
    expect(masked('64, rue de Lannoy – ROUBAIX')).toEqual(['address:64, rue de Lannoy – ROUBAIX']);
    expect(masked('Adresse .................. 4, impasse du Lavoir - St-Mamet')).toEqual(['address:4, impasse du Lavoir - St-Mamet']);
    expect(masked('Adresse : 3 rue Haute – Marie Dupont')).toEqual(['address:3 rue Haute', 'name:Marie Dupont']);
    expect(masked('sis 18, rue de Gand à LILLE (59800), est fermé au public')).toEqual(['address:18, rue de Gand à LILLE (59800)']);
    expect(masked('le portage des repas à son retour à l’impasse du Lavoir.')).toEqual(['address:impasse du Lavoir']);
  });
});

describe('the hundred-and-seventy-seventh and hundred-and-seventy-eighth parts’ false alarms', () => {
  it('leaves a regional directorate after "DR", a fund and a consultancy in a payer’s column, a road as a distance and a test’s author after its English title alone', () => {
    expect(names('10h40 avise DR La Poste, astreinte surete ; contrat La Poste DR Auvergne n° C-2024-0193')).toEqual([]);
    expect(names('Date;Patient;Montant;Payeur\n06/03/2026;BENSALEM Yacine;50,00;CPAM du Cantal;')).toEqual(['BENSALEM Yacine']);
    expect(names('Date;Patient;Montant;Payeur\n06/03/2026;BENSALEM Yacine;50,00;NORD EXPERTISE CONSEIL;')).toEqual(['BENSALEM Yacine']);
    expect(masked('Menen, Kortrijk, Ieper et Brugge sont à moins d’une heure de route de Lille.')).toEqual([]);
    expect(names('PDEQ de Marmar à 34/50 et Peritraumatic Distress Inventory de Brunet à 29.')).toEqual([]);
    expect(names('Le Dr de garde a repris la sédation ; Manœuvre de Heimlich faite.')).toEqual([]);
  });

  it('leaves towns, a pope, a poet, a hospital’s namesake, brands, drugs, a plan and eponyms the lists lacked alone', () => {
    expect(names('La Châtaigneraie cantalienne s’étend de Maurs à Laroquebrou ; la paroisse de Limete à Kinshasa.')).toEqual([]);
    expect(names('La statue de Gerbert, pape de l’an mil ; Arsène Vermenouze, poète auvergnat ; Henri Mondor a donné son nom à l’hôpital.')).toEqual([]);
    expect(names('Le plan Épervier a été déclenché ; un couteau Laguiole ; Salers, Aubrac et Montbéliarde.')).toEqual([]);
    expect(names('présentoir Colissimo ; machine à fumée Antari Z-1000 ; Look Solutions et Magnum ; organisé sur Doodle.')).toEqual([]);
    expect(names('traitement Symbicort 200/6 et Ventoline ; anticoagulation par Innohep 4500 UI.')).toEqual([]);
    expect(names('La classification de Weber et celle de Lauge-Hansen ; pas de fracture de Maisonneuve ; position de Trendelenburg.')).toEqual([]);
    expect(names('Vauban a fortifié la citadelle de Lille, Vidocq est né à Arras. Le Welsh et la carbonade flamande.')).toEqual([]);
    expect(names('Caisses .................. CARSAT Auvergne, Ircantec (ancien cantonnier départemental)')).toEqual([]);
    expect(names('FERNANDES\tRui\tPPDC Aurillac (facteur tournée 7)\t+351 934 127 586')).toEqual(['FERNANDES', 'Rui']);
  });
});

describe('the hundred-and-seventy-ninth and hundred-and-eightieth parts’ shapes', () => {
  it('reads a given name after a surname in capitals and a title, a child’s initials in minutes of initials, a given name before a Turkish case ending and names closing a bank transfer’s purpose', () => {
    expect(names('accompagné par Mme TRAN Mai, mère de l’enfant invitant.')).toEqual(['TRAN Mai']);
    expect(names('Présents : P. B., G. F., L. T.\nDécisions : P. B. prépare le retour de M. K. après les vacances.')).toEqual(['P. B.', 'G. F.', 'L. T.', 'P. B.', 'M. K.']);
    expect(names('Amiens-Picardie, site Sud, urgences pédiatriques. Emre’yi al, o evde yalnız')).toEqual(['Emre']);
    expect(names('je vous écris de Faa’a.')).toEqual([]);
    expect(names('03/02/2026  VIR SEPA MUTUELLE PICARDE ASSURANCES PROVISION SIN-2026-0118-03 ELIF YILMAZ   + 2 000,00')).toEqual(['ELIF YILMAZ']);
    expect(names('06/02/2026  VIR INTERNATIONAL VERS TR10 0006 2000 0011 2233 4455 66 YILMAZ HATICE YARDIM   − 300,00')).toEqual(['YILMAZ HATICE']);
    expect(names('27/02/2026;VIREMENT ETRANGER;75,00;FERREIRA DUMONT INES;BE24 0630 4187 5238;non')).toEqual(['FERREIRA DUMONT INES']);
  });
});

describe('the hundred-and-seventy-ninth and hundred-and-eightieth parts’ false alarms', () => {
  it('leaves words of Maghrebi Arabic, Turkish and Romanian in a family’s chat alone', () => {
    expect(names('[11/02/2026 20:14] +213 550 12 34 56: wach rahi benti Inès ? yemma ma nraqdech ila ma smaatch southa')).toEqual(['Inès']);
    expect(names('[18/01/2026 16:05] Ayşe: Mehmet, Elif yaralandı, elini kesti, patinoarda gaz kaçağı var.')).toEqual(['Ayşe', 'Mehmet', 'Elif']);
    expect(names('anneciğim merak etme, elini dikecekler, tendon var mı bakıyorlar.')).toEqual([]);
    expect(names('Bună ziua et mulțumesc ouvrent et ferment le courriel.')).toEqual([]);
    expect(names('appel de nemanja stojković hier ; [inaudible] şêrko … şêrko baran')).toEqual(['nemanja stojković', 'şêrko', 'şêrko', 'baran']);
  });

  it('leaves a benign sprain, eponyms of orthopaedics and hand surgery, brands, drugs, a team, public figures and words the lists lacked alone', () => {
    expect(names('Entorse bénigne du ligament collatéral médial, attelle de Zimmer et cannes anglaises.')).toEqual([]);
    expect(names('Test de Lachman négatif, McMurray douteux ; grade E de Frankel ; le corset de Cheneau ; classification de Magerl.')).toEqual([]);
    expect(names('Le protocole de Duran a été préféré à l’attelle de Kleinert ; les signes de Kanavel absents ; le référentiel Mornet.')).toEqual([]);
    expect(names('Formule anniversaire Premium, goûter Haribo et Kinder ; la passerelle Sky Walk ; Notice FSO du 12/03/2022.')).toEqual([]);
    expect(names('Ringer lactate ; Augmentin 48 h ; Dexeryl ; compresseurs Sabroe et vannes Danfoss ; surfaceuses Olympia et Engo.')).toEqual([]);
    expect(names('Alain Calmat, médaillé olympique ; la surfaceuse doit son nom à Frank Zamboni ; Choderlos de Laclos, né à Amiens.')).toEqual([]);
    expect(names('Les Gothiques d’Amiens jouent en Ligue Magnus. Constat n° 1 : le détecteur. À : liste Mammouths loisir. Alhamdoulillah ils sont vivants.')).toEqual([]);
  });
});

describe('the hundred-and-eighty-first and hundred-and-eighty-second parts’ shapes', () => {
  it('reads a name after a Maghrebi kinship word, a particle in capitals before a surname and a given name, a navy rank, an unknown subject before "was" and a victim’s column headed "pour"', () => {
    expect(withRoles('envoie moi des nouvelles de benti yass, je prie pour elle')).toEqual(['relative:yass']);
    expect(names('V1 DER SARKISSIAN Hagop, né le 03/04/1943, paraplégique')).toEqual(['DER SARKISSIAN Hagop']);
    expect(names('6\t61\tDER SARKISSIAN Hagop\tfauteuil, hospitalisé')).toEqual(['DER SARKISSIAN Hagop']);
    expect(names('LV Kerbrat (BMPM) ; frein manœuvré à la main avec le LV kerbrat')).toEqual(['Kerbrat', 'kerbrat']);
    expect(names('I am coming down. Chidi was bringing the rice to papi')).toEqual(['Chidi']);
    expect(names('"sinistre";"beneficiaire";"pour";"iban"\n"26-SC-004509";"KEVORKIAN ANAHIDE";"DER SARKISSIAN HAGOP";"FR6618306002140218745630961"')).toEqual(['KEVORKIAN ANAHIDE', 'DER SARKISSIAN HAGOP']);
  });

  it('masks a birth date after "c’est bien le" and an address with its dwelling’s number', () => {
    expect(masked('l’infirmière demande sa date de naissance pour le bracelet, je suis stressée, c’est bien le 22/09/2016 ?')).toEqual(['birthDate:22/09/2016']);
    expect(masked('domicilié 27 traverse des Arbousiers, tour B, logt 61, 13015 Marseille :')).toEqual(['address:27 traverse des Arbousiers, tour B, logt 61, 13015 Marseille']);
  });
});

describe('the hundred-and-eighty-first and hundred-and-eighty-second parts’ false alarms', () => {
  it('leaves kinship words as a chat’s sender, Portuguese and Italian words, a diploma and an illness after "MC" and "MP" and a particle’s surname after a rank alone', () => {
    expect(names('Mãe ❤️ — 22:03 : Estou a chegar com tio Zé. Mete a cabeça direita devagar, o senhor bombeiro disse')).toEqual([]);
    expect(names('Conversation avec : Khouya 🇹🇳 (Anis) +216 98 412 357\n[12/02 22:14] Khouya : khouya ommi a pas dormi\n[12/02 22:21] Khouya : et le boulot ?')).toEqual(['Anis']);
    expect(names('Servizio Assistenza Clienti — Fabbri Group')).toEqual([]);
    expect(names('diplôme MC sommellerie obtenu ; certificat AT/MP cerfa 11138*06 rempli')).toEqual([]);
    expect(names('Mer. 20/10 — LTN de Kerhoas, chef de section')).toEqual(['de Kerhoas']);
  });

  it('leaves a ride, a district, a symptom, towns, brands, drugs, a metro station and a psychiatrist the lists lacked alone', () => {
    expect(names('Le Booster a été construit en 1997 ; l’EPA du CIS La Benauge ; Contrôle Manèges Sud-Ouest.')).toEqual([]);
    expect(names('R26-041195\tPETROSSIAN\tNAREK\t2007-04-22\tM\tPétéchies, céphalées')).toEqual(['PETROSSIAN', 'NAREK']);
    expect(names('Praia, Mindelo et São Vicente ; Vientiane et Savannakhet ; Casablanca et Béni Mellal ; le péage de Lançon ; renfort de Septèmes ; le tram dessert Arenc.')).toEqual([]);
    expect(names('le sac Uber Eats ; plateformes Uber Eats et Deliveroo ; l’astreinte Ascensud ; portes Wittur ; Thyssenkrupp ; Phocéa Habitat.')).toEqual([]);
    expect(names('Tocolyse par Tractocile 48 h, maturation pulmonaire par Célestène.')).toEqual([]);
    expect(names('La sirène s’entendait jusqu’à la station Capitaine Gèze. La fenêtre de tolérance décrite par Daniel Siegel.')).toEqual([]);
  });
});

describe('the hundred-and-eighty-third and hundred-and-eighty-fourth parts’ shapes', () => {
  it('reads a given name before a pronoun elided before "avoir" after a chat’s sender', () => {
    expect(names('16/09/2025 22:53 — Papa : Pascal m’a appelé, il pleurait.')).toEqual(['Pascal']);
    expect(names('Objet : départ anticipé\nChrist-Emmanuel m’a appelée hier soir')).toEqual(['Christ-Emmanuel']);
  });
});

describe('the hundred-and-eighty-third and hundred-and-eighty-fourth parts’ false alarms', () => {
  it('leaves Polish, Portuguese and Turkish sentences, Turkish kinship words as a sender, a Portuguese mother’s sender with her country code and a negation in capitals alone', () => {
    expect(names('16/09/2025 10:58 - Tiago R.: os bombeiros estão a chegar, ouço a sirene na estrada de Damery')).toEqual(['Tiago R']);
    expect(names('16/09/2025 11:43 - Paweł N.: Bartek to mój kolega z Lublina, dzwonię do jego mamy')).toEqual(['Paweł N', 'Bartek']);
    expect(names('[14/01/2026 19:04:40] Annem: réveillée, elle parle. yarın normal servise iniyor. merci dayı')).toEqual([]);
    expect(names('[14/01/2026 19:07:55] +90 532 418 27 63: olsun. IBAN yaz, Ziraat’ten gönderirim. doğum tarihini de yaz, anneanne kurban için soruyor')).toEqual([]);
    expect(names('Mãe (+351) — 13/01 20:14 : filha, o menino está bem?')).toEqual([]);
    expect(names('[13/01/2026 07:52:03] Ayşe D.: NE BOUGE PAS ELIF. Mehmet arrive')).toEqual(['Ayşe D', 'ELIF', 'Mehmet']);
  });

  it('leaves a firm before its legal form, a harvester, a cervical collar, villages, brands, Champagne houses and acronyms alone', () => {
    expect(names('GRAPPE D’OR SERVICES SARL — prestations viticoles')).toEqual([]);
    expect(names('rapatriement à Lublin avec la mère et un ami vendangeur, M. Paweł Nowicki.')).toEqual(['Paweł Nowicki']);
    expect(names('- minerve : rendre à la pharmacie du Pont')).toEqual([]);
    expect(names('Cumières, Hautvillers, Dizy, Damery, Mardeuil, Venteuil et Reuil ; les gorges du Flumen ; entre Lajoux et Septmoncel, déviation par Lamoura.')).toEqual([]);
    expect(names('colle Dermabond, points Ethilon 4/0, Steri-Strip ; calculatrice Casio et manuel Bordas ; pressoir Coquard ; bottes, K-way.')).toEqual([]);
    expect(names('Veuve Clicquot, Pol Roger, Taittinger et Ruinart ; Bollinger et Deutz ; Louis Roederer et Charles Heidsieck.')).toEqual([]);
    expect(names('bilan par ISP ; VSAV x3, VSR, FPT ; CARPA Jura ; Michelin X Multi Winter ; La Transjurassienne a été maintenue.')).toEqual([]);
  });
});

describe('the hundred-and-eighty-fifth and hundred-and-eighty-sixth parts’ shapes', () => {
  it('masks a dictated address whose number is said in words, before a street named without an article', () => {
    expect(masked('elle habite au trente-six avenue victor hugo à alès je vous laisse mon numéro')).toEqual(['address:trente-six avenue victor hugo à alès']);
    expect(masked('on est passés par un chemin creux à travers les vignes')).toEqual([]);
  });

  it('reads a given name that is also a word after a kinship word, before a verb only a person takes', () => {
    expect(names('je dors plus trop, ma copine jade dit que je devrais voir quelqu’un')).toEqual(['jade']);
    expect(names('elle a offert à sa copine un collier de jade')).toEqual([]);
  });
});

describe('the hundred-and-eighty-fifth and hundred-and-eighty-sixth parts’ false alarms', () => {
  it('leaves darija typed in Latin letters alone: "ana", "ken", a word after "compte" written with a figure, "hamdoullah" after a kinship word', () => {
    expect(names('[03/05/2026 10:02] Baba: 3awni, ana jay ghodwa, ken ma t9derch goul l khouya')).toEqual([]);
    expect(names('[03/05/2026 10:05] Yemma: ba3thli 3al compte mte3i fi tounes')).toEqual([]);
    expect(names('[03/05/2026 10:07] Mama Samia: khouya hamdoullah labas 3lih')).toEqual(['Samia']);
    expect(names('j’ai vu ana hier avec sa mère')).toEqual(['ana']);
  });

  it('leaves English months after their day, the names a text gives to rooms and monuments of gods and emperors alone', () => {
    expect(names('We arrived on 14 August and left on 2 September 2026.')).toEqual([]);
    expect(names('Héloïse, Capucine et Rose sont les noms des trois cabines du spa.')).toEqual([]);
    expect(names('Le temple de Diane et la porte Auguste ont été fermés au public.')).toEqual([]);
    expect(names('Diane et Auguste sont venus ensemble.')).toEqual(['Diane', 'Auguste']);
    expect(names('elle entend ilyes rentrer le soir la clé dans la porte amine ne va plus au lycée')).toEqual(['ilyes', 'amine']);
  });

  it('leaves a role word after "expert", sauna words, rivers, hamlets, brands, an eponym and the Montgolfier brothers alone', () => {
    expect(names('Je sollicite la désignation d’un expert neurologue.')).toEqual([]);
    expect(names('Serviette, Peignoir, Sauna : les mots reviennent en capitales.')).toEqual([]);
    expect(names('Le bureau des guides Durance-Écrins ; de Dormillouse à Pallon, puis Vallouise et Pelvoux ; Guimarães, the Netherlands.')).toEqual([]);
    expect(names('Poêles Harvia, Tylö ou Klafs ; longes Edelrid ; corset de Boehler.')).toEqual([]);
    expect(names('Les frères Montgolfier à Annonay ; son avocate, Me de Montgolfier.')).toEqual(['de Montgolfier']);
  });

  it('leaves Dutch chat sentences, a shrine and a guide’s card number alone', () => {
    expect(names('[02-09 09:12] Femke: Nee hij leeft. De Franse psycholoog heeft met haar gepraat.')).toEqual(['Femke']);
    expect(names('Sa grand-mère est allée à Fátima ; « amanhã vou a Fátima » ; Nossa Senhora de Fátima.')).toEqual([]);
    expect(names('J’ai parlé à Fátima hier, elle pleurait.')).toEqual(['Fátima']);
    expect(masked('guide UIAGM, carte pro 05-2014-0127, avec quatre clients')).toEqual([]);
  });
});

describe('the hundred-and-eighty-seventh and hundred-and-eighty-eighth parts’ shapes', () => {
  it('masks a surname before a Turkish honorific, a child and the surname after "la maman de", and an e-mail dictated with "tiret"', () => {
    expect(names('[02/03/2026 17:40] Emine: okuldan schwartz hanim aradi, yarin gelecek')).toEqual(['Emine', 'schwartz']);
    expect(names('le bey de Tunis recevait les consuls')).toEqual([]);
    expect(names('bonjour c’est la maman de dardan krasniqi je vous rappelle pour le rendez-vous')).toEqual(['dardan krasniqi']);
    expect(masked('vous pouvez m’écrire à l point moreau arobase les tiret sapins point fr merci')).toEqual(['email:l point moreau arobase les tiret sapins point fr']);
  });
});

describe('the hundred-and-eighty-seventh and hundred-and-eighty-eighth parts’ false alarms', () => {
  it('leaves Turkish, Wolof and Alsatian chat words, and "Yàlla" opening a sentence before "na", alone', () => {
    expect(names('[02/03/2026 18:10] Emine: reanimasyonda, kanama var ameliyat gerekmez diyor. baba dedi')).toEqual(['Emine']);
    expect(names('Yàlla na wér, amiin. Ndeysaan, ñu ngi lay ñaan.')).toEqual([]);
    expect(names('Mame, Yaay et Baay : les mots de la famille ; Mame Diarra Ndiaye est venue.')).toEqual(['Mame Diarra Ndiaye']);
    expect(names('oh je, mir bete fer’s Maidele')).toEqual([]);
  });

  it('leaves a town after a hospital’s acronym in capitals, a statue, acronyms of school subjects, eponyms, brands and places alone', () => {
    expect(names('CHRU DE NANCY — Unité de neuropsychologie ; Mme Anne DE NANCY')).toEqual(['Anne DE NANCY']);
    expect(names('14/04 VIR SEPA DELVAUX MARC-ANTOINE FR76 1695 8000 0118 2654 5002 493')).toEqual(['DELVAUX MARC-ANTOINE']);
    expect(names('La statue de d’Artagnan domine l’escalier monumental.')).toEqual([]);
    expect(names('un professeur d’EPS et une professeure de SVT')).toEqual([]);
    expect(names('décrit par Bywaters ; effet Zeigarnik ; biais de Dunning-Kruger.')).toEqual([]);
    expect(names('chaussures Louboutin, console Pioneer, magasin Intersport, système Saferoller ou Clic-it ; GOS-E Peds.')).toEqual([]);
    expect(names('Le Valtin, le Hohneck et le Tanet ; Riquewihr ; Kandialang et Lyndiane, quartiers de Ziguinchor ; la Casamance ; Orage, Grêle, Toile.')).toEqual([]);
  });
});

describe('the hundred-and-eighty-ninth and hundred-and-ninetieth parts’ shapes', () => {
  it('keeps a title’s initial and a surname opening on "N’" in one span', () => {
    expect(names('Me A. N’Diaye\nAvocate au barreau de La Rochelle')).toEqual(['A. N’Diaye']);
    expect(names('Mme K. N’Guessan est passée ce matin')).toEqual(['K. N’Guessan']);
  });

  it('masks a name over its initials alone found first inside it (the surname was sent as written)', () => {
    expect(names('Fait à Lille, le 3 mars. Signature du demandeur : Y. A. N’Guessan')).toEqual(['Y. A. N’Guessan']);
  });

  it('reads a chat’s sender before the date and time in brackets, an emoji after the name left out', () => {
    expect(names('Maman 🌷 (03/05, 21:10) : tu rentres quand ?\nAnfiat (03/05, 21:12) : vers 23h\nMaman 🌷 (03/05, 21:13) : ok')).toEqual(['Anfiat']);
  });

  it('reads the given name between a surname in capitals and a date in brackets, even one the lexicon lacks or holds as a town', () => {
    expect(names('Blessés : FURTADO MONTEIRO Ailton (02/05/2003), VIDAL-PUIG Pau (17/11/2004).')).toEqual(['FURTADO MONTEIRO Ailton', 'VIDAL-PUIG Pau']);
    expect(masked('Blessés : FURTADO MONTEIRO Ailton (02/05/2003).')).toEqual(['name:FURTADO MONTEIRO Ailton', 'birthDate:02/05/2003']);
  });
});

describe('the hundred-and-eighty-ninth and hundred-and-ninetieth parts’ false alarms', () => {
  it('leaves Portuguese, Polish, Malagasy and Comorian words and places of the Cévennes and Cape Verde alone', () => {
    expect(names('Graças a Deus, ele está bem.')).toEqual([]);
    expect(names('Jezus Maria! Gdzie jest Kasia?')).toEqual(['Kasia']);
    expect(names('Salama tsara ve izy ? Nisy afo tao amin’ny sekoly.')).toEqual([]);
    expect(names('marahaba Mungu, on envoie le sadaka.')).toEqual([]);
    expect(names('De Florac à Meyrueis par le Tarnon, le Causse Méjean, Valleraugue ; le Lez et la Mosson ; les gorges du Tapoul ; Praia et Achada Santo António ; le bus Yélo.')).toEqual([]);
  });
});

describe('the hundred-and-ninety-first and hundred-and-ninety-second parts’ shapes', () => {
  it('masks a compound given name whose second half is a word, and a surname in "N’" typed without its apostrophe', () => {
    expect(names('bonsoir c est jean marc lasserre je vous rappelle demain')).toEqual(['jean marc lasserre']);
    expect(names('j’ai vu pierre rose hier')).toEqual(['pierre']);
    expect(names('la docteur n goran a dit que ça cicatrise bien')).toEqual(['n goran']);
    expect(names('le docteur n est pas là cet après-midi')).toEqual([]);
  });

  it('masks an e-mail dictated with a number in words after a part of it', () => {
    expect(masked('écrivez à lea point darrigade quarante arobase orange point fr merci')).toEqual(['email:lea point darrigade quarante arobase orange point fr']);
  });

  it('masks a file number in an English letter and an address in the United States', () => {
    expect(masked('Re: our CUMP file T40-26-0133')).toEqual(['record:T40-26-0133']);
    expect(masked('Please write to 77 NW Glisan St, Suite 12, Portland, OR 97209, USA.')).toEqual(['address:77 NW Glisan St, Suite 12, Portland, OR 97209, USA']);
  });

  it('reads a Japanese name before its title or after a relative’s word, a signature alone on its line, and an address after 住所', () => {
    expect(names('ルフェーヴル様\nいつもありがとうございます。息子の健太が元気になりました。\n山本誠')).toEqual(['ルフェーヴル', '健太', '山本誠']);
    expect(masked('住所：京都府京都市左京区岡崎2-5-1')).toEqual(['address:京都府京都市左京区岡崎2-5-1']);
  });
});

describe('the hundred-and-ninety-first and hundred-and-ninety-second parts’ false alarms', () => {
  it('leaves Japanese words split by kana, and a form’s labels, alone', () => {
    expect(names('お父さん、大丈夫？病院はどこですか。気球が怖かった。')).toEqual([]);
    expect(names('電話：075-000-0000')).toEqual([]);
  });

  it('leaves Basque, Pulaar and darija chat words, Basque kinship words as senders, and a list of kinship words alone', () => {
    expect(names('[17/10/2026 18:02] Aita: ondo dago, bihar arte. maite zaitut')).toEqual([]);
    expect(names('Jam tan, Alla hokku jam, a jaraama.')).toEqual([]);
    expect(names('ana jay daba m3a khoya, sifti liya la localisation')).toEqual([]);
    expect(names('Mère, Père, Beau-père, Fratrie, Médecin traitant : à compléter.')).toEqual([]);
  });

  it('leaves an intervention’s number, an English weekday in a date, a mountain and the end of a public figure’s name alone', () => {
    expect(masked('FICHE D’INTERVENTION N° CUMP64-2026-017')).toEqual([]);
    expect(names('Sent: Fri, Nov 6, 2026 at 9:40 AM')).toEqual([]);
    expect(names('They hiked up Mount Rainier last summer.')).toEqual([]);
    expect(names('La Rozière doit son nom à Pilâtre de Rozier ; le marquis d’Arlandes volait avec lui.')).toEqual([]);
    expect(names('Les masques Dye et Tippmann, les enveloppes Ultramagic ; Tlemcen et Mostaganem ; Hondarribia.')).toEqual([]);
  });
});

describe('the hundred-and-ninety-third and hundred-and-ninety-fourth parts’ shapes', () => {
  it('masks a surname in capitals after "NOM" written without a colon, before the given name’s field', () => {
    expect(names('Déclarant : NOM GARCIN    Prénom Loïc    Né le 03/02/1990')).toEqual(['GARCIN', 'Loïc']);
    expect(names('NOM ET PRÉNOM DU DÉCLARANT')).toEqual([]);
  });

  it('masks an e-mail dictated with a Dutch or German domain', () => {
    expect(masked('son mail c’est lotte point jansen arobase kpn point nl merci')).toEqual(['email:lotte point jansen arobase kpn point nl']);
  });
});

describe('the hundred-and-ninety-third and hundred-and-ninety-fourth parts’ false alarms', () => {
  it('leaves the words of a Turkish line alone, and Turkish, Alsatian, Armenian and Italian kinship words', () => {
    expect(names('[13/08/2026, 17:00] Ben: yaşlı bir adama çarptı, adam virajda durmuş. bacağı kötü')).toEqual([]);
    expect(names('Kızım: anne ben arkadaydım, dede yerde yatıyor kalkmıyor')).toEqual([]);
    expect(names('Çocuklar okula dönünce her şey düzelir.')).toEqual([]);
    // A French line naming Turkish people is no Turkish line.
    expect(names('- appeler mme yıldız avec l’interprète (gül aydın) pour la restitution d’aylin.')).toEqual(['yıldız', 'gül aydın', 'aylin']);
    expect(names('[14/08/2026, 12:40] Oma: Gott sei Dànk. Dr Opa isch e Dickkopf.')).toEqual([]);
    expect(names('la grand-mère (medzmama) l’emmène à l’église le dimanche')).toEqual([]);
    expect(names('[16/07 20:32] Mamma: Madonna santa, sta tranquillo.')).toEqual([]);
  });

  it('leaves an intervention’s or an incident report’s number, a verb in the future after a kinship word, rivers, tracks and brands alone', () => {
    expect(masked('Fiche d’intervention n° 65-2026-0042 ; RAPPORT D’INCIDENT N° RI-2026-077')).toEqual([]);
    expect(names('Son épouse conduira ; sa fille écrira au juge.')).toEqual([]);
    expect(names('Le Guil, le rapide du Rabioux, Ceillac ; la luge n° 27 de Wiegand ; un raft Hiko, un gilet Peak UK ; Marie-Rose Moro.')).toEqual([]);
  });
});

describe('the hundred-and-ninety-fifth and hundred-and-ninety-sixth parts’ shapes', () => {
  it('masks two surnames no French text writes after a lower-case title, and a dictated town ending on "d’…"', () => {
    expect(names('on essaie de joindre madame vandenbussche coustenoble au sujet de la patiente')).toEqual(['vandenbussche coustenoble']);
    expect(masked('on habite douze rue des tilleuls à villeneuve d’ascq merci')).toEqual(['address:douze rue des tilleuls à villeneuve d’ascq']);
  });
});

describe('the hundred-and-ninety-fifth and hundred-and-ninety-sixth parts’ false alarms', () => {
  it('leaves Polish, Dutch, Lingala, Bambara and darija words, a Turkish word beside one other, and a Spanish question’s first word alone', () => {
    expect(names('Kochanie 17:02 : co się dzieje? Nie odbierasz')).toEqual([]);
    expect(names('Ik ben heel blij dat niemand zwaar gewond is.')).toEqual([]);
    expect(names('Nzoto na ye ezali malamu, azali kopema na ndako.')).toEqual([]);
    expect(names('Rah m3aya daba, kayt9allaq bzaf')).toEqual([]);
    expect(names('İyi anneanne, korkmuş sadece. Arkadaşı gitti, kolu kırık')).toEqual([]);
    expect(names('[14/2/26 16:16] Pilar: ¿Cuánto tiempo? ¿Tenéis frío?')).toEqual(['Pilar']);
  });

  it('leaves kinship words as senders after a phone number, "Maite zaitut", a town with a Turkish ending, insurers and a hospital named after a person', () => {
    expect(names('Mãe +351 916 000 031 — 08/02 09:12 : Rui meu filho\nMãe — 08/02 09:41 : Não foi culpa tua.')).toEqual(['Rui']);
    expect(names('Ama — 17:43\nama je peux pas respirer.\npardon ama')).toEqual([]);
    expect(names('Ez eskatu barkamenik. Maite zaitut.')).toEqual([]);
    expect(names('kuzenin karısı Lille’de çalışıyor ; Queres que eu vá para França?')).toEqual([]);
    expect(names('AXELLE ASSURANCES — Direction des sinistres corporels')).toEqual([]);
    expect(names('les urgences pédiatriques de jeanne de flandre ont appelé')).toEqual([]);
    expect(names('Saint-Lary, Espiaube, Arreau, Cauterets, Huesca ; casque Poma, gants Quechua ; onde J d’Osborn.')).toEqual([]);
  });
});

describe('the hundred-and-ninety-seventh and hundred-and-ninety-eighth parts’ shapes', () => {
  it('masks a surname behind an elided particle after a title, a rank in words before a lower-case surname and a police rank', () => {
    expect(names('si le compte rendu peut être envoyé à Me d’Ornano et au Dr D’Souza')).toEqual(['d’Ornano', 'D’Souza']);
    expect(names('rappeler le maréchal des logis-chef etcheverry pour savoir si une enquête est ouverte')).toEqual(['etcheverry']);
    expect(names('un sergent recruteur passe ; le capitaine arrive')).toEqual([]);
    expect(names('Adjoint : Gardien de la paix LABORDE')).toEqual(['LABORDE']);
    expect(names('prévenir maître lacoste pour l’assurance de la commune')).toEqual(['lacoste']);
  });
});

describe('the hundred-and-ninety-seventh and hundred-and-ninety-eighth parts’ false alarms', () => {
  it('leaves Italian, Armenian, Vietnamese and darija words, an English month before a time and a rank’s bracketed service alone', () => {
    expect(names('[Sun 21 Jun, 17:48] Tom: In A&E in Auch.')).toEqual(['Tom']);
    expect(names('Mamma : Vieni a Sanremo domenica, ti faccio le trofie al pesto.')).toEqual([]);
    expect(names('Tatik : Lav e, khosum e.')).toEqual([]);
    expect(names('Má : Con được một ông đi thuyền buồm cứu.')).toEqual([]);
    expect(names('Youssef: khti ana f tri9, je pose maman chez toi')).toEqual(['Youssef']);
    expect(names('dr vasseur et le capitaine lemire (commissariat) ont vu la famille')).toEqual(['vasseur', 'lemire']);
    expect(names('Plage d’Agay, cap du Dramont, Boulouris ; un gonfleur Intex, une planche Itiwit, l’appli Windy.')).toEqual([]);
  });
});

describe('the hundred-and-ninety-ninth and two-hundredth parts’ shapes', () => {
  it('masks dictated addresses with a street’s article or a town’s, a domain spelled letter by letter and a file number said figure by figure', () => {
    expect(masked('le cabinet est au sept quai de la charente à angoulême merci')).toEqual(['address:sept quai de la charente à angoulême']);
    expect(masked('elle loge trois rue des vignes à la roche-sur-yon depuis mai')).toEqual(['address:trois rue des vignes à la roche-sur-yon']);
    expect(masked('écrire à m point rinaldi arobase tiscali point i t svp')).toEqual(['email:m point rinaldi arobase tiscali point i t']);
    expect(masked('le numéro de dossier c’est le six deux zéro neuf un un quatre merci')).toEqual(['record:six deux zéro neuf un un quatre']);
    expect(masked('on attend sur un quai de la gare à lyon')).toEqual([]);
  });

  it('masks a nickname in brackets after the name, a surname after a rank with a particle in capitals, and a lawyer after her assistant', () => {
    expect(names('Son collègue Maxence Le Roux (dit « Bibi ») était au poste.')).toEqual(['Maxence Le Roux', 'Bibi']);
    expect(names('Chef d’agrès : Sgt. LE BIHAN')).toEqual(['LE BIHAN']);
    expect(names('bonjour ici chloé assistante de maître kerjean pour le dossier')).toEqual(['chloé', 'kerjean']);
    expect(names('rendez-vous pris avec maître pellerin jeudi')).toEqual(['pellerin']);
  });
});

describe('the hundred-and-ninety-ninth and two-hundredth parts’ false alarms', () => {
  it('leaves Portuguese, Turkish, Wolof, Lingala and Italian chat words, a word quoted as another language’s and an acronym with a Turkish ending alone', () => {
    expect(names('Tia: Ainda nada da médica.\nEu: Ok')).toEqual([]);
    expect(names('Avó: Beijinhos ao meu neto, ela vai ver amanhã.')).toEqual([]);
    expect(names('Abla: Kolunda yanık var ama derin değil, pansuman yapılıyor.')).toEqual([]);
    expect(names('Abim: SMS’i aldım, teşekkürler. Gerek yok, yaşıyor mu?')).toEqual([]);
    expect(names('Awa: yaay dafa jaaxle.')).toEqual(['Awa']);
    expect(names('Nzambe azali na biso, matondo mingi. Mbote na bino nyonso.')).toEqual([]);
    expect(names('Giulia: siamo con voi. Forza a tutti.')).toEqual(['Giulia']);
    expect(names('En turc, la tante se dit teyze, et la mère se dit anne.')).toEqual([]);
  });

  it('leaves a hospital named after a person in a heading, a payer’s column, eyes’ eponyms, drinks and fireworks makers alone', () => {
    expect(names('CENTRE HOSPITALIER JEAN-JAURÈS — SERVICE DE PÉDIATRIE')).toEqual([]);
    expect(names('Date;Acte;Montant;Payeur\n02/09;séance;50,00;AMO\n03/09;séance;50,00;les deux parents')).toEqual([]);
    expect(names('Membrane de Descemet intacte, capsule de Tenon normale ; échelle de Rossano ; classification de Conn et Modell.')).toEqual([]);
    expect(names('Orangina et Ruggieri ; un public italophone ; le Ponton ; La Baule.')).toEqual([]);
    expect(names('22:15\tfinal\tRAS')).toEqual([]);
  });
});

describe('the two-hundred-and-first and two-hundred-and-second parts’ shapes', () => {
  it('masks a birth date and a file number after a form’s dotted leaders, and both said in words', () => {
    expect(masked('Date de naissance ........ : 04.11.2016')).toEqual(['birthDate:04.11.2016']);
    expect(masked('IPP ................... : 7702814455')).toEqual(['record:7702814455']);
    expect(masked('patient théo bernard né le douze zéro trois deux mille dix-huit')).toEqual(['name:théo bernard', 'birthDate:douze zéro trois deux mille dix-huit']);
    expect(masked('ipp six six zéro un deux neuf quatre merci')).toEqual(['record:six six zéro un deux neuf quatre']);
    expect(masked('la réunion du vingt-trois zéro six deux mille quinze')).toEqual([]);
    expect(masked('Cheval .................. jument PRUNE DES AULNES, née le 03/05/2015')).toEqual([]);
  });

  it('masks a Vietnamese name dictated in lower case and a lawyer’s particle surname after a lower-case "maître"', () => {
    expect(names('ici pham thi hoa assistante du docteur')).toEqual(['pham thi hoa']);
    expect(names('contacter maître du plessis pour le dossier')).toEqual(['du plessis']);
  });
});

describe('the two-hundred-and-first and two-hundred-and-second parts’ false alarms', () => {
  it('leaves lines of Polish and Vietnamese alone, their kinship words as senders, a weekday and a birth order, but not a name opening one', () => {
    expect(names('Ja: Siostra, dzwoń jak tylko coś wiesz, mąż zostanie z dziećmi.')).toEqual([]);
    expect(names('Mama: Biedactwo. Może przyjdę w środę, ciocia się ucieszy.')).toEqual([]);
    expect(names('12/02/2026 18:01 - Tata: Jedź ostrożnie, na górze ślisko.\n12/02/2026 18:05 - Ja: Dobrze.\n12/02/2026 18:07 - Tata: Dobranoc.')).toEqual([]);
    expect(names('Chị Hai : Em đừng lo, anh ấy đang về.')).toEqual([]);
    expect(names('Nhắc lịch hẹn: thứ Hai lúc 9:00.')).toEqual([]);
    expect(names('Trời ơi. Đừng nói với bà ngoại là gãy tay nha.')).toEqual([]);
    expect(names('Dũng đang ở đâu?')).toEqual(['Dũng']);
  });

  it('leaves "Mãe", a grandmother’s word once seen before a short name, painters, a novel, a boat named after a writer and a mixed-economy firm alone', () => {
    expect(names('Conversa com « Mãe »')).toEqual([]);
    expect(names('La petite est chez Mamie Jo ce soir.\nMamie a appelé ce matin.')).toEqual(['Mamie Jo']);
    expect(names('Un exposé sur Caillebotte, Géricault et Albert Marquet ; Typhon de Joseph Conrad.')).toEqual([]);
    expect(names('Le « Comtesse de Ségur » a heurté la pile du pont.')).toEqual([]);
    expect(names('Assuré : SEM Chamrousse Domaine ; CELLULE D’URGENCE MÉDICO-PSYCHOLOGIQUE DE LYON')).toEqual([]);
  });
});

describe('the two-hundred-and-third and two-hundred-and-fourth parts’ shapes', () => {
  it('masks a lawyer greeted in lower case, an abbreviated "chemin" before a postcode after a dash, and a name greeted in Swiss German', () => {
    expect(names('bonjour maître lacaze-duthiers c’est le papa de la petite')).toEqual(['lacaze-duthiers']);
    expect(masked('7, chem. des Écureuils – 25000 Besançon')).toEqual(['address:7, chem. des Écureuils – 25000 Besançon']);
    expect(names('Mi: Grüezi Vreni, wie goht’s? Ich bi no im Spital.')).toEqual(['Grüezi Vreni']);
    expect(names('Mein Sohn ist in Kehl. Meine Mutter Hiltrud Wendling kümmert sich um ihn am Montag.')).toEqual(['Mutter Hiltrud Wendling']);
  });

  it('masks a relative named after a kinship word as a chat’s sender, a Dutch mail header’s name and a lower-case surname behind an elision', () => {
    expect(names('[12/03/2026 17:25] Oma Liesbeth : Bel mij als jullie thuis zijn.\n[12/03/2026 17:26] Moi : ja\n[12/03/2026 17:30] Oma Liesbeth : Slaap lekker.')).toEqual(['Liesbeth', 'Liesbeth']);
    expect(names('Van : Karel Peeters <k.peeters@skynet.be>')).toEqual(['Karel Peeters']);
    expect(names('le rapport de madame d’hulst point à la ligne')).toEqual(['d’hulst']);
    expect(names('chez madame d’abord, puis voir avec monsieur d’accord ; le maître d’internat et le maître d’œuvre')).toEqual([]);
  });
});

describe('the two-hundred-and-third and two-hundred-and-fourth parts’ false alarms', () => {
  it('leaves the nouns of a line of German or Swiss German, its words of endearment and "Ich" as a sender alone', () => {
    expect(names('Mi: Es isch öppis Schlimms passiert. Dr Chirurg het gseit, dr Wirbel isch broche, aber kei Lähmig.')).toEqual([]);
    expect(names('Termin am Dienstag um 19 Uhr. Bei Verhinderung bitte anrufen.')).toEqual([]);
    expect(names('Pas ce soir Schätzli, tu dors chez mamie.')).toEqual([]);
    expect(names('[18.05.25, 16:02] Ich: Sie läbt.\n[18.05.25, 16:03] Ich: Ich ha kei Kraft meh.\n[18.05.25, 16:04] Ich: Ich chumm morn.')).toEqual([]);
  });

  it('leaves an insurer named with "IARD", a radiological eponym, a flight recorder, a darija aunt and a language in Vietnamese alone', () => {
    expect(names('Assureur : Corvalis IARD, service sinistres')).toEqual([]);
    expect(names('Radiographie avec incidences de Schneck ; enregistrements du Flarm.')).toEqual([]);
    expect(names('Le numéro de Khalti si elle veut l’appeler')).toEqual([]);
    expect(names('Mẹ sợ lắm vì không hiểu tiếng Pháp.')).toEqual([]);
    expect(names('Le père Noël passe à l’école ; le marché de Noël ouvre ; Noël Favre est venu.')).toEqual(['Noël Favre']);
    expect(names('Anvers se dit Antwerpen en néerlandais ; Opa zegt dat het allemaal goed komt.')).toEqual([]);
    expect(names('Onderwerp / Objet : ongeval roltrap')).toEqual([]);
  });
});

describe('the two-hundred-and-fifth and two-hundred-and-sixth parts’ shapes', () => {
  it('masks two unknown surnames and a given name after a lower-case title, as a roll call says them', () => {
    expect(names('virgule monsieur mbarga owona thierry né le deux mai')).toEqual(['mbarga owona thierry']);
  });
});

describe('the two-hundred-and-fifth and two-hundred-and-sixth parts’ false alarms', () => {
  it('leaves Luxembourgish words, Creole’s and Ewondo’s words for God, hospitals, newspapers, ride makers and an individual firm’s acronym alone', () => {
    expect(names('Ech: Moien Mamm, mir sinn doheem, mee hien huet alles gesinn. Eng Kette vum Karussell ass gerappt.')).toEqual([]);
    expect(names('[22/06/2026 18:05] Papa: Merci Bondié\n[24/06/2026 20:13] Moi: Akiba Zamba, il va mieux')).toEqual([]);
    expect(names('Transféré à Lapeyronie, déchocage ; fracture classée Duparc III, angle de Böhler à 8°.')).toEqual([]);
    expect(names('Le Républicain Lorrain en parle ; manège de Zierer ou de Bertazzon, contrôlé par Apave ; la chanson de Zaz.')).toEqual([]);
    expect(names('Titulaire : EI psychologue ; Cc : DGS ; défusing à 23 h.')).toEqual([]);
  });
});

describe('the two-hundred-and-seventh and two-hundred-and-eighth parts’ shapes', () => {
  it('masks a file number dictated after "i p p" and a doctor’s surname after "Frau Dr." in a line of German', () => {
    expect(masked('monsieur petit i p p trois un zéro neuf quatre quatre deux merci')).toContain('record:trois un zéro neuf quatre quatre deux');
    expect(names('Ruf Frau Dr. Brandtner an, wenn du zurück bist, sie ist gut für so was.')).toEqual(['Brandtner']);
  });
});

describe('the two-hundred-and-seventh and two-hundred-and-eighth parts’ false alarms', () => {
  it('leaves German nouns, Dutch and Malagasy chat words, an insurer ending in "IARD" and trades in a column of who saw the pupil alone', () => {
    expect(names('Ich ruf Mama nicht an, bevor du es sagst. Brauchst du Geld? Ausweis?')).toEqual([]);
    expect(names('Moi : De brandweer heeft hem gevonden onder de modder.')).toEqual([]);
    expect(names('AXA France IARD — Service Indemnisation')).toEqual([]);
    expect(names('Nom\tClasse\tVu par\nLAFON Chloé\t5e B\tPsyEN\nROUX Nathan\t6e C\tinfirmière')).toEqual(['LAFON Chloé', 'ROUX Nathan']);
    expect(names('Zoky : Efa niantso an’i Neny aho any Antsirabe. Mivavaka izy.')).toEqual([]);
  });
});
