/**
 * Families of French clinical writing the third held-out part showed the guard missing
 * (docs/privacy/pii-guard.md): record-number labels, spreadsheet exports, birth dates written
 * other ways, dictated numbers, foreign addresses, initials, greetings, lists and lower-case
 * dictation. Examples are written for these tests, not copied from the corpus; each failed before
 * its rule.
 */
import { describe, expect, it } from 'vitest';
import { masked, namesIn as names } from './pii-test-support.ts';
import { isGivenName } from './names.ts';

const expectMasked = (cases: [string, string[]][]) => {
  for (const [text, expected] of cases) expect(masked(text), text).toEqual(expect.arrayContaining(expected));
};
const expectClean = (lines: string[]) => {
  for (const line of lines) expect(masked(line), line).toEqual([]);
};

describe('record numbers after every kind of label', () => {
  it('masks the number after abbreviations, software names in brackets and admission or stay labels', () => {
    expectMasked([
      ['doss 2024-0931 à classer', ['record:2024-0931']],
      ['Doss. n° A-55102 transmis', ['record:A-55102']],
      ['N° patient (Doctolib) : X-771204', ['record:X-771204']],
      ['Réf. patient : 88-4410', ['record:88-4410']],
      ['Matricule : 4410982', ['record:4410982']],
      ["n° d'admission 2026/00417", ['record:2026/00417']],
      ['Numéro de séjour : 915503', ['record:915503']],
      ['N° MDPH : 069-2024-55120', ['record:069-2024-55120']],
    ]);
  });
});

describe('spreadsheet exports with a header row', () => {
  it('reads each column by its header, separated by semicolons or tabs', () => {
    const csv = 'Nom;Prénom;Date de naissance;N° dossier;Mail\nKERBRAT;Maëlys;2016-04-21;R-2025-088;kerbrat@free.fr\nOUATTARA-LEMAIRE;Issa;1987-11-03;R-2025-089;issa@free.fr';
    const found = masked(csv);
    expect(found).toEqual(expect.arrayContaining(['name:KERBRAT', 'name:Maëlys', 'birthDate:2016-04-21', 'record:R-2025-088', 'name:OUATTARA-LEMAIRE', 'name:Issa', 'birthDate:1987-11-03', 'record:R-2025-089']));
    const tabs = 'Nom\tPrénom\tNaissance\tDossier\nMOREL\tAnaïs\t03/02/2014\tP-11820';
    expect(masked(tabs)).toEqual(expect.arrayContaining(['name:MOREL', 'name:Anaïs', 'birthDate:03/02/2014', 'record:P-11820']));
  });
  it('leaves the header row and rows of other tables alone', () => {
    expectClean(['Nom;Prénom;Naissance;Dossier', 'Épreuve;Note brute;Note standard\nCubes;32;11\nSimilitudes;25;12']);
  });
});

describe('birth dates written other ways', () => {
  it('masks ISO dates, month and year, a year alone and dates in words after a birth label', () => {
    expectMasked([
      ['date de naissance : 2011-07-30', ['birthDate:2011-07-30']],
      ['DDN 11/2019, scolarisé en GS', ['birthDate:11/2019']],
      ['Né(e) le : 03.2015', ['birthDate:03.2015']],
      ['année de naissance : 1978', ['birthDate:1978']],
      ['il est né le vingt et un mars deux mille quatorze', ['birthDate:vingt et un mars deux mille quatorze']],
      ['née le premier juin mille neuf cent soixante-dix-sept', ['birthDate:premier juin mille neuf cent soixante-dix-sept']],
    ]);
  });
  it('masks a date written just after the patient’s name in a heading, when it is years old', () => {
    expectMasked([
      ['Objet : M. Gaspard Leclerc, 14/02/1979', ['birthDate:14/02/1979']],
      ['Concerne : Mme Yasmina Belkacem (22/10/1985)', ['birthDate:22/10/1985']],
    ]);
  });
  it('leaves consultation dates and years that are not birth dates alone', () => {
    expectClean(['Séance du 12/03/2026 : bilan rendu.', 'Suivi depuis 11/2019 au CMP.', 'Réévaluation en 2018 puis en 2021.', 'Le test a été passé le 2023-05-14.']);
  });
});

describe('phone numbers dictated in words', () => {
  it('masks a number read out pair by pair', () => {
    expectMasked([
      ['joignable au zéro six douze trente-quatre cinquante-six soixante-dix-huit point', ['phone:zéro six douze trente-quatre cinquante-six soixante-dix-huit']],
      ['rappeler au zéro deux, quarante, quatre-vingt-onze, zéro cinq, vingt et un', ['phone:zéro deux, quarante, quatre-vingt-onze, zéro cinq, vingt et un']],
    ]);
  });
  it('leaves counts in words alone', () => {
    expectClean(['zéro faute sur vingt et un items, puis douze sur quarante']);
  });
});

describe('addresses abroad', () => {
  it('masks a street with its number after the name, a foreign postcode, the town and the country', () => {
    expectMasked([
      ['Adresse : Chaussée de Wavre 214, 1050 Ixelles, Belgique', ['address:Chaussée de Wavre 214, 1050 Ixelles, Belgique']],
      ['vit avenue de la Gare 15, 1003 Lausanne, Suisse', ['address:avenue de la Gare 15, 1003 Lausanne, Suisse']],
      ['Rua Augusta 120, 1100-053 Lisboa', ['address:Rua Augusta 120, 1100-053 Lisboa']],
      ['Calle de los Reyes 4, 28015 Madrid, Espagne', ['address:Calle de los Reyes 4, 28015 Madrid, Espagne']],
      ['Avenida dos Aliados 30, 4000-064 Porto', ['address:Avenida dos Aliados 30, 4000-064 Porto']],
      ['père : 7 rue des Tanneurs, 4000 Liège (Belgique)', ['address:7 rue des Tanneurs, 4000 Liège (Belgique)']],
    ]);
  });
  it('leaves a street that only says where an institution stands alone', () => {
    expectClean(['Le groupe se réunit au CMP de la rue Victor-Hugo.', 'La permanence du boulevard Gambetta est fermée en août.']);
  });
});

const expectNames = (cases: [string, string[]][]) => {
  for (const [text, expected] of cases) expect(names(text), text).toEqual(expect.arrayContaining(expected));
};

describe('initials and hyphenated surnames', () => {
  it('masks an initial with the surname, in signatures and after a title', () => {
    expectNames([
      ['Cordialement,\nR. Kerjean-Morvan', ['R. Kerjean-Morvan']],
      ['Bien à vous.\n\nJ.-P. Lemarchand', ['J.-P. Lemarchand']],
      ['Vu avec le Dr S. Bouaziz ce matin.', ['S. Bouaziz']],
      ['Mme Solène Quéré, psychologue. Contact : S. Quéré', ['Solène Quéré', 'S. Quéré']],
    ]);
  });
  it('keeps a double surname whose first part is also a given name after a given name or a title', () => {
    expectNames([
      ['Dr Mariama Diop-Faye', ['Mariama Diop-Faye']],
      ['adressée par Paul Martin-Lavigne', ['Paul Martin-Lavigne']],
    ]);
  });
  it('still leaves schools and hospitals named after people alone', () => {
    expectClean(['Scolarisé à l’école élémentaire Jules-Ferry.', 'Hospitalisé à Robert-Debré en 2019.', 'Collège public Simone-Veil, classe de 5e.']);
  });
});

describe('particles', () => {
  it('masks "de La …" after a title and a surname with an elided particle', () => {
    expectNames([
      ['Vu Mme Blanche de La Tour-Vidal ; Mme de La Tour-Vidal reviendra.', ['de La Tour-Vidal']],
      ['M. du Pontavice signe le contrat.', ['du Pontavice']],
      ['sa sœur, Marie-Claire d’Aubigny, viendra', ['Marie-Claire d’Aubigny']],
    ]);
  });
});

describe('greetings, signatures and lists of people', () => {
  it('masks the name a message greets or is signed with', () => {
    expectNames([
      ['Bonjour Thảo-Vy,\nmerci pour votre retour.', ['Thảo-Vy']],
      ['Chère Oyelaran,', ['Oyelaran']],
      ['Bien à vous,\nNdeye Sokhna Mbaye', ['Ndeye Sokhna Mbaye']],
    ]);
  });
  it('masks every person of a list with roles in brackets, and the first name met again alone', () => {
    expectNames([
      ['Présents : Dr Anne Roux (psychiatre), Chidinma Okafor (orthophoniste), Loïc Le Bras (éducateur)\nChidinma propose un bilan.', ['Chidinma Okafor', 'Loïc Le Bras', 'Chidinma']],
      ['Fratrie : Yanis, Malo et Inaya.', ['Yanis', 'Malo', 'Inaya']],
    ]);
  });
  it('masks a surname in capitals before a given name at the start of a line, even an unlisted one', () => {
    expectNames([['RAKOTOMALALA Voahangy – tél. 06 12 34 56 78', ['RAKOTOMALALA Voahangy']], ['KOUROUMA Fodéba\t06 12 34 56 78', ['KOUROUMA Fodéba']]]);
  });
  it('keeps a given name and a particle surname apart from a residence name before an address', () => {
    expectNames([['médecin : Dr Gaëlle Le Men, 4 rue du Port, 29200 Brest', ['Gaëlle Le Men']]]);
  });
  it('leaves schools with an adjective and tasks named after characters alone', () => {
    expectClean(['Inscrit à l’école maternelle Louise-Michel.', 'Réussite à la tâche de Sally et Anne.']);
  });
});

describe('names dictated or noted in lower case', () => {
  it('masks a given name and surname after a lower-case title or kinship word', () => {
    expectNames([
      ['adressée par le docteur martine kessler pour bilan', ['martine kessler']],
      ['elle vit avec monsieur olivier garnier', ['olivier garnier']],
      ['rdv mr benali karim mardi', ['benali karim']],
      ['rappeler pere youssef pour le rdv', ['youssef']],
      ['ses deux fils noah et timéo vont bien', ['noah', 'timéo']],
    ]);
  });
  it('masks a known given name opening a line of quick notes', () => {
    expectNames([['RDV\nlucas absent sans prévenir\nmaelle a progressé', ['lucas', 'maelle']]]);
  });
});

describe('capital headings are not names', () => {
  it('leaves a heading in capitals followed by a capitalised word alone', () => {
    expectClean(['ANTÉCÉDENTS Médicaux – aucun', 'OBSERVATIONS Cliniques', 'RÉSULTATS Détaillés']);
  });
});

describe('an initial and a particle surname after "par"', () => {
  it('masks "rédigé par Y. Le Gac"', () => {
    expectNames([['Compte rendu rédigé par G. Le Bihan.', ['G. Le Bihan']], ['Présents : Gwenn Le Dantec. Relu par G. Le Dantec.', ['G. Le Dantec']]]);
  });
});

describe('signatures after a closing formula', () => {
  it('masks the name that signs a letter or an e-mail, even when neither part is in the lexicon', () => {
    expectNames([
      ['Cordialement,\nChinonso ADEBAYO', ['Chinonso ADEBAYO']],
      ['Bien confraternellement,\n\nTsiory Rabenandrasana\nOrthophoniste', ['Tsiory Rabenandrasana']],
      ['Merci, bien à vous, Oluwaseun Bakare', ['Oluwaseun Bakare']],
      ['Ngoc Lan Trinh\nPsychomotricienne – CMPP', ['Ngoc Lan Trinh']],
    ]);
  });
  it('leaves a closing formula followed by an institution or a role alone', () => {
    expectClean(['Cordialement,\nLe secrétariat du CMPP', 'Bien à vous,\nL’équipe pédagogique', 'Cordialement,\nService de pédopsychiatrie']);
  });
});

// The families the fourth held-out part showed (docs/privacy/pii-guard.md); examples written for these tests.
describe('addresses written the ways the fourth held-out part wrote them', () => {
  it('keeps the whole value after "Adresse :" when a street, a residence or a room follows a comma, and any few words before the colon', () => {
    expectMasked([
      ['Adresse : Mas Etchegaray, chemin des Crêtes, 64310 Ascain', ['address:Mas Etchegaray, chemin des Crêtes, 64310 Ascain']],
      ['Adresse :\tfoyer Les Cèdres, chambre 12, 76600 Le Havre', ['address:foyer Les Cèdres, chambre 12, 76600 Le Havre']],
      ['Adresse après la sortie : Foyer Les Mouettes, 12 rue du Port, 29200 Brest', ['address:Foyer Les Mouettes, 12 rue du Port, 29200 Brest']],
    ]);
  });
  it('takes a building, staircase or room between the street and the postcode', () => {
    expectMasked([['Elle vit au 7 ter rue des Lilas, escalier B, 69003 Lyon.', ['address:7 ter rue des Lilas, escalier B, 69003 Lyon']]]);
  });
  it("takes an institution's name written before its address", () => {
    expectMasked([
      ['CMP Jean-Moulin, 4 avenue Foch, 42000 Saint-Étienne', ['address:CMP Jean-Moulin, 4 avenue Foch, 42000 Saint-Étienne']],
      ['Lieu de consultation : Centre médico-social, 9 rue Pasteur, 21000 Dijon', ['address:Centre médico-social, 9 rue Pasteur, 21000 Dijon']],
    ]);
  });
  it('masks a street written in lower case when a postcode follows it', () => {
    expectMasked([['nouvelle adresse 18 allée des tilleuls 31400 toulouse', ['address:18 allée des tilleuls 31400 toulouse']]]);
  });
  it("leaves a street without number after an institution's name alone: it says where the place stands", () => {
    expectClean(['Rendez-vous au Centre de planification, boulevard Voltaire.']);
  });
});

describe('record numbers and birth dates the fourth held-out part wrote', () => {
  it("masks a record number after a hospital's name and a colon, or said aloud", () => {
    expectMasked([
      ['IPP Pitié-Salpêtrière : 44120987', ['record:44120987']],
      ['NIP CHU Nantes (pré-admission) : N-2231907', ['record:N-2231907']],
      ["bon, son numéro de dossier c'est le B-2025-1174", ['record:B-2025-1174']],
    ]);
  });
  it('masks a birth date in a table written with "|"', () => {
    expectMasked([['| Date de naissance | 03.11.1988 |', ['birthDate:03.11.1988']]]);
  });
});

describe('names written the ways the fourth held-out part wrote them', () => {
  it('reads a form whose fields are separated by a run of spaces', () => {
    expectNames([["Nom d'usage : BERGOUGNOUX          Nom de naissance : ITURRALDE", ['BERGOUGNOUX', 'ITURRALDE']]]);
  });
  it('masks an unknown given name followed by a surname in capitals', () => {
    expect(isGivenName('Kaïssa')).toBe(false);
    expectNames([['- Kaïssa MORVILLIERS, née le 4 mars 2015 à Bondy,', ['Kaïssa MORVILLIERS']]]);
  });
  it('keeps a "Saint-…" surname after a particle after a given name', () => {
    expectNames([["Maître Aymeric de Saint-Priest d'Aubigny", ["Aymeric de Saint-Priest d'Aubigny"]]]);
  });
  it('masks the name after a kinship word opening an item of a list, and a Vietnamese "Lê" or "Tôn" that is not an article', () => {
    expectNames([
      ['Entourage : épouse Lê Hạnh, fils Đào Quang.', ['Lê Hạnh', 'Đào Quang']],
      ['Son oncle, Tôn Văn Minh, vient le chercher.', ['Tôn Văn Minh']],
    ]);
  });
  it('masks a nickname in quotation marks after "dite", "qu\'il appelle" or a kinship word, not a word quoted after "dit"', () => {
    expectNames([
      ['Patiente : Romane Girardot dite « Roro », 9 ans.', ['Romane Girardot', 'Roro']],
      ["Présente : la grand-mère maternelle, « Mamie Jo » comme l'appellent les enfants.", ['Mamie Jo']],
      ["Il parle à son doudou, qu'il appelle « Titou ».", ['Titou']],
    ]);
    expect(names('Il dit « Bonjour » à tout le monde.')).toEqual([]);
  });
  it("takes a compound given name the lexicon lacks in a person's field", () => {
    expect(isGivenName('Kettly')).toBe(false);
    expectNames([['Grands-parents paternels : Marie-Kettly Jean-Baptiste', ['Marie-Kettly Jean-Baptiste']]]);
  });
  it('masks an initial and a surname after "chez"', () => {
    expectNames([['Supervision chez F. Morvan-Lebris demain.', ['F. Morvan-Lebris']]]);
  });
  it('masks lower-case names in quick notes: before an age, again later, after "pote", "m.", a particle or "ainee"', () => {
    expectNames([
      ["notes 12/01 - kevin trouillard (14a)\nrien sans l'accord de kevin", ['kevin trouillard', 'kevin']],
      ['parle de son pote maxime qui ne vient plus', ['maxime']],
      ['appeler le cpe, m. lagarrigue, demain', ['lagarrigue']],
      ['seance 2 - mme leila ben salem\nfatiguee', ['leila ben salem']],
      ['soeur cadette ines tres presente', ['ines']],
    ]);
    expect(names('il a couru 10 m. plus loin')).toEqual([]);
  });
  it('masks a user name after "par" and the people of a bank transfer, not an institution', () => {
    expectNames([
      ['Export généré par ab.kervella (accueil)', ['ab.kervella']],
      ['14/02 VIR SEPA DIALLO AMADOU POUR DIALLO AWA  + 60,00', ['DIALLO AMADOU', 'DIALLO AWA']],
    ]);
    expectClean(['15/02 PRLV URSSAF  - 612,00', 'Voir par ex.dupont']);
  });
});

describe('numbers that identify a person outside the health record (the fifth held-out part)', () => {
  it('masks court docket, prisoner, pupil and child-protection file numbers', () => {
    expectMasked([
      ['N° RG : 24/01877 — audience du 3 juin', ['record:24/01877']],
      ['Réf. : RG 22/10345, chambre de la famille', ['record:22/10345']],
      ["écroué sous le n° d'écrou 30914 au centre pénitentiaire", ['record:30914']],
      ['Numéro INE : 1203447815K', ['record:1203447815K']],
      ['Dossier AED n° AD-2022-1140 suivi par le service', ['record:AD-2022-1140']],
      ['Mesure AEMO n° 2021-0456 ordonnée par le juge', ['record:2021-0456']],
      // The heldout7 round: "écrou" alone, "écroué sous le numéro".
      ['M. X, 35 ans, écrou 51208, arrivé lundi.', ['record:51208']],
      ['atteste que la personne, écrouée sous le numéro 77031, est suivie', ['record:77031']],
    ]);
  });
  it('masks a birth date with an abbreviated month, or after a comma following its label', () => {
    expectMasked([
      ['Née le 12 févr. 2009 à Saint-Nazaire', ['birthDate:12 févr. 2009']],
      ['sa date de naissance, le 21/07/2012, figure sur la carte', ['birthDate:21/07/2012']],
    ]);
  });
});

describe('addresses written the ways the fifth held-out part showed', () => {
  it('masks a street in capitals, a town with its arrondissement, and a street after "chez …," and before a district', () => {
    expectMasked([
      ['8 AVENUE DU GENERAL LECLERC 35000 RENNES', ['address:8 AVENUE DU GENERAL LECLERC 35000 RENNES']],
      ['RDV au 12 rue Duguesclin, Lyon 3e, interphone 4', ['address:12 rue Duguesclin, Lyon 3e']],
      ['Adresse de vacances : chez sa tante, chemin des Hauts, quartier Bellevue, 97400 Saint-Denis', ['address:chemin des Hauts, quartier Bellevue, 97400 Saint-Denis']],
    ]);
  });
});

describe('names the fifth held-out part showed missed, second pass (examples written for these tests)', () => {
  it('finds the parties of a court case after "Aff." or "Affaire :", on both sides of "c/" or "/"', () => {
    expect(names('Objet : Aff. KERBRAT c/ MOALLIC — audience du 4 mai')).toEqual(expect.arrayContaining(['KERBRAT', 'MOALLIC']));
    expect(names('Affaire : Quéméneur / Riou — pièces jointes')).toEqual(expect.arrayContaining(['Quéméneur', 'Riou']));
  });
  it('finds a lower-case given name in brackets after a kinship word, a compound one opening a line, and one written with letters French does not use', () => {
    expect(names('le frère (youssef) vient le mardi')).toContain('youssef');
    expect(names('anne-sophie : ne sait plus comment poser le cadre')).toContain('anne-sophie');
    expect(names('la séance a été difficile, ayşe pleure beaucoup')).toContain('ayşe');
  });
});

describe('shapes the eighth held-out part showed missed (examples written for these tests)', () => {
  it('masks an address whose parts are set apart by dashes, an adjective before the street type, a "montée", and a residence or institution before the street', () => {
    expectMasked([
      ['vit au 7, rue Pasteur — appartement 12 — 42000 Saint-Étienne, seul', ['address:7, rue Pasteur — appartement 12 — 42000 Saint-Étienne']],
      ['cabinet au 9 petite rue des Forges, 21000 Dijon.', ['address:9 petite rue des Forges, 21000 Dijon']],
      ['Adresse : 3 montée des Tanneurs, 73000 Chambéry.', ['address:3 montée des Tanneurs, 73000 Chambéry']],
      ['hébergée au CCAS, 2 place du Marché, 63000 Clermont-Ferrand.', ['address:CCAS, 2 place du Marché, 63000 Clermont-Ferrand']],
      ['vit à l\'Ehpad Les Genêts, 5 allée des Pins, 44000 Nantes.', ['address:Ehpad Les Genêts, 5 allée des Pins, 44000 Nantes']],
      ['étudiant, résidence CROUS Jean-Zay, 6 avenue Foch, 54000 Nancy.', ['address:résidence CROUS Jean-Zay, 6 avenue Foch, 54000 Nancy']],
    ]);
  });
  it('masks a residence written short or in lower case, with several complements, before a postcode', () => {
    expectMasked([
      ['habite rés. des Lilas, appt 3, 59000 Lille.', ['address:rés. des Lilas, appt 3, 59000 Lille']],
      ['Adresse : Cité des Lauriers, bât. 2, esc. C, 13015 Marseille', ['address:Cité des Lauriers, bât. 2, esc. C, 13015 Marseille']],
    ]);
  });
  it('masks a record number after "séjour n°", after a file type in capitals, and one that starts with its agency', () => {
    expectMasked([
      ['Séjour n° 23098811, sortie prévue', ['record:23098811']],
      ['dossier CMP CMP-118230 ouvert en mai', ['record:CMP-118230']],
      ['dossier ASE n° ASE-69-2021-1187.', ['record:ASE-69-2021-1187']],
    ]);
  });
  it('masks a birth date after a possessive ("de sa mère"), after the genealogical sign "°", and in a "Né(e)" column', () => {
    expectMasked([
      ['la date de naissance de son père : 2 mars 1938', ['birthDate:2 mars 1938']],
      ['M. Paul Roy, °04/07/1979, artisan', ['name:Paul Roy', 'birthDate:04/07/1979']],
      ['Lien | Nom | Né(e)\nFrère | Tom Roux | 11/2004', ['name:Tom Roux', 'birthDate:11/2004']],
    ]);
    expectClean(['au n°12/03/1985 de la revue', 'le dossier ouvert en 2019 est clos']);
  });
});

describe('false alarms the eighth held-out part showed, by class (examples written for these tests)', () => {
  it('leaves alone an interrogative opening a question, a test eponym (the family drawing of Corman), a shop named in a note, and "ici" after a title in a typed message', () => {
    expectClean(['Comment s’est passé le week-end ?', 'Pourquoi s’est-il énervé ?', 'Dessin de la famille (Corman) réalisé en fin de séance.', 'Jeux achetés chez Decathlon pour la salle.', 'Commande Ikea livrée mardi.', 'bonjour madame ici le secretariat du college']);
  });
});

describe('heldout9 round: shapes and false alarms by class (invented examples)', () => {
  it('masks a file number after "dossier <agency> n°", and a record number with a leading zero group after its label', () => {
    expectMasked([
      ['Synthèse — dossier MDPH n° 075-2025-044120', ['record:075-2025-044120']],
      ['dossier CAF n° 8842107', ['record:8842107']],
      ['compte rendu pour Mme Léonie Bastard, IPP 13-00451987', ['record:13-00451987']],
    ]);
    // Not a foreign phone number any more: "00…" inside a number joined by a hyphen.
    expect(masked('IPP 21-00734512')).toEqual(['record:21-00734512']);
  });

  it('masks a shortened residence after a number, and a town closing an address without postcode', () => {
    expectMasked([
      ['mon adresse c 4 rés. des Tilleuls, bat C, 91000 Évry', ['address:4 rés. des Tilleuls, bat C, 91000 Évry']],
      ['cabinet 12 cours Lafayette, Toulon.', ['address:12 cours Lafayette, Toulon']],
    ]);
    // A given name after the comma is no town, and it is a name: a street before the comma is no institution whose
    // name it would continue (the bug noted on 2026-11-25: "Marie" went out as written).
    expect(masked('au 8 rue des Acacias, Marie est là')).toEqual(['address:8 rue des Acacias', 'name:Marie']);
    expect(masked('Elle habite 14 rue des Lilas, Marie est venue avec elle.')).toEqual(['address:14 rue des Lilas', 'name:Marie']);
  });

  it('leaves a court’s seat, a company after "usine", an insurer named like a given name and "Maman" as addressee alone', () => {
    expectClean([
      'Le juge des enfants de Créteil a prolongé la mesure.',
      'Le procureur de la République de Meaux a été avisé.',
      "Il travaille à l'usine Michelin depuis dix ans.",
      'Le remboursement passe par Harmonie Mutuelle.',
      'À : Maman',
    ]);
  });
});

describe('heldout10 round: shapes and false alarms by class (invented examples)', () => {
  it('masks a birth date after a birth name ("née MARTÍNEZ le …"), a resident’s number and a court procedure number', () => {
    expectMasked([
      ['Mme Carmen ORTEGA, née SALINAS le 14/09/1938 à Tlemcen', ['birthDate:14/09/1938']],
      ['N° de résident : E-2025-0117', ['record:E-2025-0117']],
      ['dans la procédure n° 2024/00912/JE, ai procédé à l’examen', ['record:2024/00912/JE']],
    ]);
    // A consultation date is still no birth date.
    expect(masked('consultation le 02/04/2019')).toEqual([]);
  });

  it('takes the surname’s initial after a name ("Solène B.", "Thomas L:")', () => {
    expect(names('présentes : Maëlle, Nadia, Solène B., moi')).toEqual(['Maëlle', 'Nadia', 'Solène B']);
    expect(names('Thomas L: dispo jeudi')).toEqual(['Thomas L']);
  });

  it('never takes an elided word for a lower-case surname ("madame c’est la maman")', () => {
    expect(names('Bonjour madame c’est la maman de Kenzo')).toEqual(['Kenzo']);
  });

  it('leaves scales, reading tests and writers alone', () => {
    expectClean(['Hoehn et Yahr : stade 3.', 'Test de l’Alouette : âge lexique 7 ans 2 mois.', 'Il lit Nietzsche le soir.']);
  });
});

describe('heldout11 round: shapes and false alarms by class (invented examples)', () => {
  it('masks a surname written as its initial after a title ("Mme K.", "M. T.")', () => {
    expect(names('J’ai proposé à Mme R. de rappeler jeudi')).toEqual(['R.']);
    expect(names('un patient (M. V., il tient la boulangerie) a appelé')).toEqual(['V.']);
    // An initial before a surname is still the given name's.
    expect(names('vu M. J. Lemoine ce matin')).toEqual(['J. Lemoine']);
  });

  it('masks initials after a field’s colon and a signature of initials alone', () => {
    expect(names('Saisi par : F. Marchetti, accueil')).toEqual(['F. Marchetti']);
    expect(names('Elle reviendra en janvier.\n— M. A.-L.')).toEqual(['M. A.-L.']);
  });

  it('joins a name and the birth name after it into one person ("… née …", "… épouse …")', () => {
    expect(names('Requérante : Mme Ilona Berthier née Kowalczyk, demeurant à Metz')).toEqual(['Ilona Berthier née Kowalczyk']);
    expect(names('M. Karim Dahmani et Mme Laure Dahmani épouse Vidal')).toEqual(['Karim Dahmani', 'Laure Dahmani épouse Vidal']);
  });

  it('reads the parties of bank lines in capitals: particles, an initial, no country code nor purpose', () => {
    expect(names('VIR RECU NOWAK AGNIESZKA FR76 3000 4000')).toEqual(['NOWAK AGNIESZKA']);
    expect(names('VIR RECU DE RAJARATNAM S. IBAN FR76 1234')).toEqual(['RAJARATNAM S']);
    expect(names('VIR RECU VAN DER MEULEN JOOST BE IBAN BE71 0961')).toEqual(['VAN DER MEULEN JOOST']);
    expect(names('VIR SEPA RECU /MOTIF CONSULT ELOANE /IBAN FR76')).toEqual(['ELOANE']);
  });

  it('takes a given name after "à" when a verb of speaking comes before it, and after the place a person has ("la mutuelle de …")', () => {
    expect(names('Rappel : demander à Vaishnavi de signer le devis.')).toEqual(['Vaishnavi']);
    expect(names('envoyer la facture à la mutuelle de Léna Sarfati')).toEqual(['Léna Sarfati']);
    expect(names('Il aime l’école de Timéo.')).toEqual(['Timéo']);
  });

  it('masks a lower-case given name that is also a word when it is a verb’s subject without an article', () => {
    expect(names('bonne séance. maya parle de sa sœur')).toEqual(['maya']);
    expect(names('la maya dit rien')).toEqual([]);
  });

  it('masks a second nickname after a first one ("« Trang » ou « Tintin »")', () => {
    expect(names('Quynh (ses frères disent « Quynh » ou « Titou ») joue seule.')).toEqual(expect.arrayContaining(['Titou']));
  });

  it('masks record numbers after "Portalis" and after a qualifier ("IPP clinique")', () => {
    expectMasked([
      ['N° Portalis DBY7-X-C4K-QR2M', ['record:DBY7-X-C4K-QR2M']],
      ['IPP clinique ST-0081234 à noter', ['record:ST-0081234']],
    ]);
  });

  it('masks dictated e-mail addresses, phone numbers with pairs in figures and birth dates in words with a two-figure year', () => {
    expectMasked([
      ['son mail c’est paul.renaud arobase orange point fr voilà', ['email:paul.renaud arobase orange point fr']],
      ['le numéro c’est zéro sept trente-deux 14 soixante et onze zéro neuf merci', ['phone:zéro sept trente-deux 14 soixante et onze zéro neuf']],
      ['sa date de naissance c’est le douze mars soixante-dix', ['birthDate:douze mars soixante-dix']],
      ['Date de naissance : le 3 du 11 2012', ['birthDate:le 3 du 11 2012']],
    ]);
    // Not a birth date without a birth label.
    expect(masked('rendez-vous le douze mars soixante-dix minutes')).toEqual([]);
  });

  it('masks a foreign street with its number after the name, and the whole value after "Adresse⇥"', () => {
    expectMasked([
      ['il vit à Calle Mayor 14, Zaragoza, España maintenant', ['address:Calle Mayor 14, Zaragoza, España']],
      ['Adresse\tCHRS Les Mouettes, 8 rue du Port, 29200 Brest', ['address:CHRS Les Mouettes, 8 rue du Port, 29200 Brest']],
    ]);
  });

  it('leaves places alone: after "terrain de", "antenne de", "secteur", "vient … de", a birth place, and a place of several words', () => {
    expectClean([
      'Sa cousine vit sur le terrain de Trappes.',
      'Service de santé au travail — antenne de Saintes',
      'Cherche une place pour un ado, secteur Voiron ?',
      'Sa mère vient une fois par mois de Vierzon.',
    ]);
    // The birth date is masked, the birth place is not.
    expect(masked('Née le 2 mai 2019 à Đà Nẵng, adoptée en 2021.')).toEqual(['birthDate:2 mai 2019']);
  });

  it('leaves forms, spreadsheet headers and totals, note abbreviations, test names and characters alone', () => {
    expect(names('NOM\tKERBRAT\tPrénom\tYann\nNé le\t04/1981\tLieu\tQuimper\nN° SS\t1 81 04 29 232 005 51\tMutuelle\tMGEN')).toEqual(['KERBRAT', 'Yann']);
    expect(masked('NOM\tKERBRAT\tPrénom\tYann\nNé le\t04/1981\tLieu\tQuimper\nN° SS\t1 81 04 29 232 005 51\tMutuelle\tMGEN').filter((found) => found.startsWith('name:'))).toEqual(['name:KERBRAT', 'name:Yann']);
    expect(names('Nom\tPrénom\tSéances\tMontant\nGUERIN\tMaxime\t2\t100,00\nTOTAL\t\t2\t100,00')).toEqual(['GUERIN', 'Maxime']);
    expectClean([
      'Date;Libellé;Débit;Crédit;Pointé',
      'Qqn a le numéro du CMP ?',
      'Le foyer d’accueil médicalisé Les Tamaris ouvre une place.',
      'ESAT Les Ateliers — Foyer La Pinède',
      'Le test de la dame de Fay est fait.',
      'Il se voit en Don Juan.',
      'Je lui ai proposé le Karasek.',
    ]);
  });
});

describe('heldout12 round: shapes and false alarms by class (invented examples)', () => {
  it('masks a surname that is a month or a day after a title, a given name or an initial, not before a figure', () => {
    expect(names('adressé par le Dr Janvier pour bilan')).toEqual(['Janvier']);
    expect(names('Bonjour M. Samedi, votre rendez-vous est confirmé.')).toEqual(['Samedi']);
    expect(names('sa sœur Hélène Mars viendra')).toEqual(['Hélène Mars']);
    expect(names('Bien à vous. R. Mercredi')).toEqual(['R. Mercredi']);
    expect(names('vu Mme Roux, Lundi 3 mars')).toEqual(['Roux']);
  });

  it('masks initials written together before an age or after a patient’s label, and a lower-case initial after a lower-case name', () => {
    expect(names('3. L.D., 41 ans, épisode dépressif.')).toEqual(['L.D.']);
    expect(names('Patient : J.R., 9 ans')).toEqual(['J.R.']);
    expect(names('- ines b. : absente')).toEqual(['ines b']);
    expect(names('T.S. en 2019, 3 ans de suivi')).toEqual([]);
  });

  it('reads bank lines: a surname that is a French word beside an initial, a cheque’s drawer after its number', () => {
    expect(names('VIR SEPA BERGER C. REF 2026-0102')).toEqual(['BERGER C']);
    expect(names('REMISE CHQ 5521907 OUEDRAOGO;60,00')).toEqual(['OUEDRAOGO']);
    expect(names('VIR SEPA FACTURE CONSULTATION')).toEqual([]);
  });

  it('masks an ambiguous lower-case given name with a surname after it, a nickname in brackets after a name, and a name after "Interprète :"', () => {
    expect(names('- claire vautrin : annulé')).toEqual(['claire vautrin']);
    expect(names('M. Bastien Morel (« Bast ») va mieux')).toEqual(expect.arrayContaining(['Bastien Morel', 'Bast']));
    expect(names('Interprète : Oksana')).toEqual(['Oksana']);
    expect(names('elle est claire dans ses propos')).toEqual([]);
  });

  it('masks numbers after "dossier <word> n°", "contrat n°", "adhérent n°"', () => {
    expectMasked([
      ['Dossier cabinet n° 2025-118', ['record:2025-118']],
      ['contrat n° GX-7730142', ['record:GX-7730142']],
      ['adhérent n° 44-812093-01', ['record:44-812093-01']],
    ]);
  });

  it('leaves alone "pr" for "pour", companies named like people, long-acting drugs, places after "restée à" or "via", associations after "la", a capitalised word before a noun, a street as a thing', () => {
    expectClean([
      'rdv jeudi pr parler de lui',
      'Il travaille chez Leroy Merlin.',
      'Passage à Abilify Maintena 400 mg.',
      'Sa femme est restée à Batticaloa.',
      'Arrivé via Melilla il y a deux ans.',
      'Suivie par la juriste de la Cimade.',
      '4. Nouvelle demande : à voir en binôme.',
      'Il a gagné la rue de la Paix au Monopoly.',
      'Normes de Cardebat ; Alouette-R (Lefavrais).',
    ]);
  });
});

describe('heldout13 round: shapes and false alarms by class (invented examples)', () => {
  it('masks the user names of a chat copied with its times, everywhere they are written', () => {
    expect(names('[09:14] julie.marchand : bonjour\n[09:15] tom.riviere42 : je suis là\nmerci tom.riviere42')).toEqual(['julie.marchand', 'tom.riviere42', 'tom.riviere42']);
    // A login that holds no known given name is left to the other rules.
    expect(names('[09:14] admin.salle : ouverture')).toEqual([]);
  });

  it('masks spaced initials after "cas", after a line announcing initials, before an age; "P. S." of a letter is left alone', () => {
    expect(names('- cas R. V. : reprendre le génogramme')).toEqual(['R. V.']);
    expect(names('Enfants vus (initiales) : L. M., S. D. K.')).toEqual(['L. M.', 'S. D. K.']);
    expect(names('H. B., 52 ans, vu en urgence')).toEqual(['H. B.']);
    expect(names('P. S. : je joins le compte rendu')).toEqual([]);
  });

  it('masks an initial and a surname with a role in brackets or in brackets after a name, a married name in capitals, a Portuguese "do"', () => {
    expect(names('Présents : B. Le Goas (psychomotricienne), M. Roux')).toEqual(expect.arrayContaining(['B. Le Goas']));
    expect(names('mar. Inès (I. Moreira Costa), 15 a.')).toEqual(['Inès', 'I. Moreira Costa']);
    expect(names('Patiente : Mme Priya RAMAN épouse THEVARAJAH')).toEqual(['Priya RAMAN épouse THEVARAJAH']);
    expect(names('Sa tante, Maria do Carmo, arrive demain.')).toEqual(['Maria do Carmo']);
  });

  it('masks a friend after "Amie proche :", a name after "marié à" or "répond mieux à", a month as a sister’s name with her age, a compound given name half known', () => {
    expect(names('Amie proche : Capucine')).toEqual(['Capucine']);
    expect(names('marié à Itziar depuis 2010')).toEqual(['Itziar']);
    expect(names('il répond mieux à Loulou qu’à son prénom')).toEqual(['Loulou']);
    expect(names('Sa sœur, Avril, 7 ans, est en CE1.')).toEqual(['Avril']);
    expect(names('son oncle, Per-Gwen Le Bihan, vient le chercher')).toEqual(['Per-Gwen Le Bihan']);
  });

  it('masks student, procedure, prosecutor, investigation and association file numbers', () => {
    expectMasked([
      ['n° étudiant 21807744', ['record:21807744']],
      ['N° de procédure (PV) : 01187/2026', ['record:01187/2026']],
      ['n° de parquet 26.118.00431', ['record:26.118.00431']],
      ['Affaire X — instruction JI 26/042', ['record:JI 26/042']],
      ['Dossier association : VI-33-2026-0012', ['record:VI-33-2026-0012']],
      ["Dossier d'assistance éducative n° A25/00771", ['record:A25/00771']],
    ]);
    expect(masked('Dossier suivi par : Mme Roux')).not.toEqual(expect.arrayContaining([expect.stringMatching(/^record:/)]));
  });

  it('masks a square with its postcode and the building before it, a "BP" and "cedex", and a birth date after "ma date de naissance … :"', () => {
    expectMasked([
      ['bâtiment B, 1er étage, place de la Mairie, 22300 Lannion', ['address:bâtiment B, 1er étage, place de la Mairie, 22300 Lannion']],
      ['Les Alizés, bâtiment C, 3e étage, 4 rue du Port, BP 20117, 29200 Brest cedex 2', ['address:Les Alizés, bâtiment C, 3e étage, 4 rue du Port, BP 20117, 29200 Brest cedex 2']],
      ['ma date de naissance au cas où : 04/11/02', ['birthDate:04/11/02']],
    ]);
    expect(masked('Date du bilan de naissance du projet : 02/02/2024')).toEqual([]);
  });

  it('leaves theorists and associations alone', () => {
    expectClean(['Stern parle de la constellation maternelle.', 'Typologie de Holland (RIASEC).', 'Association France Alzheimer, antenne locale.']);
  });
});

describe('heldout14 round: shapes and false alarms by class (invented examples)', () => {
  it('reads bank lines after "/DE" with a surname that opens with "DE", and an initial before a lower-case particle', () => {
    expect(names('VIR SEPA RECU /DE DE LATTRE BLANDINE;60,00')).toEqual(['DE LATTRE BLANDINE']);
    expect(names('60,00;FR76;B. de Lattre')).toEqual(['B. de Lattre']);
  });

  it('masks initials alone in a cell, two initials joined by a hyphen after a name, an initial after a role or "titulaire", a surname in capitals after an initial', () => {
    expect(names('T. G. | M. Costa | suivi')).toEqual(expect.arrayContaining(['T. G.']));
    expect(names('Objet : Inès B.-K. (4e2)')).toEqual(['Inès B.-K.']);
    expect(names('La secrétaire, F. Adamski')).toEqual(['F. Adamski']);
    expect(names('RIB (titulaire J. KOWALSKI).')).toEqual(['J. KOWALSKI']);
  });

  it('masks a surname after "veuve", "Nom de l’élève :", a month that is a given name before a surname, a run of capitals in running text', () => {
    expect(names('Mme LEBRUN Odette, veuve Martin')).toEqual(['LEBRUN Odette, veuve Martin']);
    expect(names('Nom de l’élève : KOUASSI-NGUESSAN — Prénom : Awa')).toEqual(['KOUASSI-NGUESSAN', 'Awa']);
    expect(names('14h Avril Kerdoncuff 15h')).toEqual(['Avril Kerdoncuff']);
    expect(names('le virement est au nom de ANDRIAMASY RAHARISON.')).toEqual(['ANDRIAMASY RAHARISON']);
    expect(names('BILAN PSYCHOLOGIQUE DE SUIVI')).toEqual([]);
    expect(names('IBAN FR76 3000 4000 BIC AGRIFRPPXXX')).toEqual([]);
  });

  it('reads a name after an institution’s name set apart by a dash, or in quotation marks after a group word', () => {
    expect(names('Lycée Jean-Moulin — Vie scolaire — Karine Oudard, CPE')).toEqual(['Karine Oudard']);
    expect(names('Groupe « Suivi Timéo » créé')).toEqual(['Timéo']);
  });

  it('reads a table with one column of names headed first, a numbered file after an agency and a comma, a house name before an address', () => {
    expect(masked('Patiente | IMC | évolution\nGARAT L. | 17,2 | +0,4')).toEqual(expect.arrayContaining(['name:GARAT L.']));
    expectMasked([
      ['dossier SMPR, SMPR-2026-0042 à jour', ['record:SMPR-2026-0042']],
      ['chez nous, maison Iriarte, 12 chemin des Crêtes, 64250 Espelette', ['address:maison Iriarte, 12 chemin des Crêtes, 64250 Espelette']],
    ]);
  });

  it('leaves alone a service after "De :", a verb after a lower-case title, scales and authors', () => {
    expectClean(['De : Greffe JAF — Tribunal judiciaire', 'le docteur souhaiterait un retour', 'Rankin modifié à 2 ; protocole de Kearney ; Hanus.']);
  });
});

describe('heldout15 round: shapes and false alarms by class (invented examples)', () => {
  it('masks a user name built from a name, whole, and a name spelled letter by letter after it', () => {
    expect(names('De : sandrine.v29 <s.vigouroux@exemple.fr>')).toEqual(['sandrine.v29']);
    expect(names('réponse de Mathilde_R et de karim.b.psy')).toEqual(['Mathilde_R', 'karim.b.psy']);
    expect(names('monsieur Pham je répète P H A M')).toEqual(expect.arrayContaining(['P H A M']));
    expect(names('voir rapport.final.pdf sur www.ameli.fr')).toEqual([]);
  });

  it('masks an initial and a surname in brackets after a role or a kinship word', () => {
    expect(names('Présents : père (R. Okonkwo), enseignante (C. Ibarra)')).toEqual(['R. Okonkwo', 'C. Ibarra']);
  });

  it('masks a surname that is a month in capitals, also in a field, not before a date; one person around a quoted nickname', () => {
    expect(names('Patiente : Mme Louise JUIN')).toEqual(['Louise JUIN']);
    expect(names('Roger Février 81 ans, veuf')).toEqual(['Roger Février']);
    expect(names('Son ami, Maxime « Max » Le Duff, vient.')).toEqual(['Maxime « Max » Le Duff']);
  });

  it('reads bank lines in a "|" table with an initial without its full stop, particles in capitals opening a row', () => {
    expect(names('18/03 | VIR SEPA SOUVANNAVONG K REF FEVRIER | 65,00')).toEqual(['SOUVANNAVONG K']);
    expect(names('VAN DEN BERG Anouk | Lille | 4')).toEqual(['VAN DEN BERG Anouk']);
  });

  it('masks a file number after a word and an agency ("n° provisoire PASS …"), "n° de licence", a complaint’s number; not a company’s four-figure contract', () => {
    expectMasked([
      ['n° provisoire PASS PASS-XY-26-00042', ['record:PASS-XY-26-00042']],
      ['licence n° 13-JU-0077120', ['record:13-JU-0077120']],
      ['plainte déposée le 2 mars, n° 2026/004512', ['record:2026/004512']],
      ['DN : 04.06.2015', ['birthDate:04.06.2015']],
    ]);
    expect(masked('client : groupe logistique (contrat n° 4471)')).toEqual([]);
  });

  it('masks a numberless estate with its town, a "cour" street, a numberless street in an arrondissement, and a year said "mil neuf cent"', () => {
    expectMasked([
      ['vit lotissement les Chênes à Riom', ['address:lotissement les Chênes à Riom']],
      ['3 cour Saint-Michel, 59000 Lille', ['address:3 cour Saint-Michel, 59000 Lille']],
      ['hébergé rue Myrha, Paris 18e', ['address:rue Myrha, Paris 18e']],
      ['née le deux juin mil neuf cent trente-neuf', ['birthDate:deux juin mil neuf cent trente-neuf']],
    ]);
  });

  it('leaves alone towns after a site or a unit, a status in an export, drugs, tests, diseases and associations', () => {
    expectClean([
      'Cellule de soutien sur le site de Moissy.',
      'Unité mère-bébé de Bischheim, avec interprète.',
      '16/03;09:00;Suivi;Honoré',
      'Stimulation par Gonal-f puis Ovitrelle ; Utrogestan ensuite.',
      'Beery VMI et Hamilton-Snaith ; lymphome de Hodgkin ; LAM.',
      'Orientée vers France Victimes et le Comede.',
      'Tableau Excel à jour.',
    ]);
  });
});

describe('heldout16 round: shapes and false alarms by class (invented examples)', () => {
  it('reads a table of pupils with a birth-date column, whose cells may hold a ";", and a table whose only column of people is its birth dates', () => {
    expect(masked('Date\tÉlève\tClasse\tNé(e) le\tSuite\n04/09\tBRUN Léo\t6e3\t12/03/2014\tok\n05/09\tYuna KIM\t5e1\t30/11/2012\tvu ; revu\n06/09\tMilo Petit\t4e2\t02/02/2012\tok')).toEqual(
      expect.arrayContaining(['name:Yuna KIM', 'birthDate:30/11/2012', 'name:Milo Petit', 'birthDate:02/02/2012']),
    );
    expect(masked('Code patient | Date inclusion | Mois/année naiss. | Bras\n04-002-KT | 14/10/2025 | 07/2011 | B')).toEqual(expect.arrayContaining(['birthDate:07/2011']));
  });

  it('masks an overseas NIR, a residence and its building before a numberless street with a postcode, a "section" before a postcode', () => {
    expectMasked([
      ['NIR 2 11 03 972 09 118 05 joint', ['nir:2 11 03 972 09 118 05']],
      ['Adresse : résidence Les Hibiscus, bât. C, appt 4, rue Lamartine, 97200 Fort-de-France', ['address:résidence Les Hibiscus, bât. C, appt 4, rue Lamartine, 97200 Fort-de-France']],
      ['vit section Grand-Fond, 97116 Pointe-Noire', ['address:section Grand-Fond, 97116 Pointe-Noire']],
    ]);
  });

  it('masks a double surname in capitals in running text and the next initials of a list', () => {
    expect(names('Théo, 15 ans, LACAZE-DUTHIERS, vu ce soir')).toEqual(expect.arrayContaining(['LACAZE-DUTHIERS']));
    expect(names('Présents : A. Morel, B. Kessler-Vidal, C. Nguyen.')).toEqual(['A. Morel', 'B. Kessler-Vidal', 'C. Nguyen']);
  });

  it('leaves alone authors cited with their given name, a shared phone’s role, a saint, a holiday after "la", a cyclone', () => {
    expectClean(['Selon Tony Attwood et Serge Lebovici.', 'Astreinte : je vous rappelle.', 'envoyé par saint Michel', 'décédée à la Toussaint', 'après le cyclone Chido']);
  });
});
