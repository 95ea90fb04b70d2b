/**
 * The PII guard: finds French personal identifiers in a message before it leaves the browser,
 * and swaps them for placeholders that only this browser can map back
 * (docs/privacy/pii-guard.md). Neither our server nor the AI provider ever receives the real
 * values. One person keeps one placeholder for the whole conversation, whatever the form of
 * their name; relatives and professionals get their own kind of placeholder.
 */
import { luhnIsValid } from '#shared/rpps.ts';
import { detectNames, EMPTY_CELL, escapeRegExp, foldName, isEponym, isGivenName, type KnownName, type NameRole, wordOccurrences } from './names.ts';

export type { NameRole } from './names.ts';

export type PiiKind = 'nir' | 'phone' | 'email' | 'birthDate' | 'address' | 'postcode' | 'iban' | 'rpps' | 'record' | 'name';

export interface PiiMatch {
  kind: PiiKind;
  start: number;
  end: number;
  value: string;
  /** For names: whose name it is (decides the placeholder: PATIENT, PROCHE or PRO). */
  role?: NameRole;
}

/** Placeholder → real value; kept with the conversation in this browser only. */
export type PlaceholderMap = Record<string, string>;

/** What the guard remembers of a conversation (in this browser only, with the 60-minute history). */
export interface PiiState {
  /** Placeholder → the value shown when the model writes it (the fullest form of a name). */
  placeholders: PlaceholderMap;
  /** Every form a name was written in → its placeholder ("Le Goff", "Marie Le Goff" → [PATIENT_1]). */
  aliases: Record<string, string>;
}

export const emptyPiiState = (): PiiState => ({ placeholders: {}, aliases: {} });

/** A value the practitioner asked to mask ("Masquer") for the rest of the conversation. */
export interface MaskedValue {
  value: string;
  kind: PiiKind;
  role?: NameRole;
}

export interface DetectOptions {
  now?: Date;
  /** Names already known in this conversation: found again in every form. */
  known?: KnownName[];
  /** Values the practitioner always masks. */
  masked?: MaskedValue[];
  /** Values the practitioner said are not identifiers (unticked false alarms). */
  ignored?: string[];
}

const KIND_LABELS: Record<Exclude<PiiKind, 'name'>, string> = {
  nir: 'NIR',
  phone: 'TÉLÉPHONE',
  email: 'EMAIL',
  birthDate: 'DATE',
  address: 'ADRESSE',
  postcode: 'CODE_POSTAL',
  iban: 'IBAN',
  rpps: 'RPPS',
  record: 'DOSSIER',
};
const ROLE_LABELS: Record<NameRole, string> = { patient: 'PATIENT', relative: 'PROCHE', professional: 'PRO' };
const LABEL_ROLES: Record<string, NameRole> = { PATIENT: 'patient', PROCHE: 'relative', PRO: 'professional' };

function placeholderLabel(match: Pick<PiiMatch, 'kind' | 'role'>): string {
  return match.kind === 'name' ? ROLE_LABELS[match.role ?? 'patient'] : KIND_LABELS[match.kind];
}

const MONTHS = 'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre';
const UP = '\\p{Lu}';
const WORDCH = "[\\p{L}\\p{M}'’-]";
/**
 * A town: one or two capitalised words, or two joined by a particle ("Boulogne-sur-Mer" written "Boulogne sur Mer"), after
 * "Saint" written apart ("St Mamet la Salvetat"), in capitals too ("ST MAMET LA SALVETAT", as a gendarmerie's form prints it).
 */
const TOWN = `(?:(?:Le|La|Les|L['’]|LE|LA|LES)[ \\u00a0]+)?(?:(?:Saint|Sainte|St|Ste|SAINT|SAINTE|ST|STE)\\.?[ \\u00a0]+)?${UP}${WORDCH}+(?:[ \\u00a0]+(?:sur|sous|en|lès|les|le|la|de|du|d['’]|im|am|an der|bei|da|do|dos|das|del|SUR|SOUS|EN|LES|LE|LA|DE|DU)[ \\u00a0]*${UP}${WORDCH}+|[ \\u00a0]+${UP}${WORDCH}+)?`;
const POSTCODE = '(?:0[1-9]|[1-8]\\d|9[0-8])\\d{3}';
/** Postcodes abroad: Belgium, Switzerland, Luxembourg ("L-1234"), Portugal ("4050-265"), Argentina ("S2000", "C1425DKF"). */
const FOREIGN_POSTCODE = '(?:(?:[A-Z]{1,2}-)?\\d{4}(?:-\\d{3})?|\\d{2}-\\d{3}|[A-Z]\\d{4}(?:[A-Z]{3})?)';
/** A floor and a side after a street's number, as Portugal and Spain write them ("2º dto", "2.º Esq.", "3º izq."). */
const FOREIGN_FLOOR = String.raw`(?:,[ \u00a0]*\d{1,2}\.?[ \u00a0]?[º°ª](?:[ \u00a0]*(?:[dD]to|[eE]sq|[iI]zq|[iI]zda|[dD]cha|[dD]ra|[fF]rente|[aA]ndar|[pP]iso|[A-H](?![\p{L}]))\b\.?)?)?`;
/** An Italian province's or a Brazilian state's two letters after the town ("18039 Ventimiglia (IM)", "Salvador - BA"). */
const PROVINCE = String.raw`(?:[ \u00a0]+(?:\([A-Z]{2}\)|-[ \u00a0]+[A-Z]{2}(?![\p{L}])))?`;
const COUNTRY = '(?:,?\\s+\\(?(?:Belgique|België|Belgium|Suisse|Schweiz|Luxembourg|Portugal|Espagne|España|Allemagne|Deutschland|Autriche|Österreich|Roumanie|România|Pologne|Polska|Ukraine|Norvège|Norge|Norway|Danemark|Denmark|Danmark|Suède|Sweden|Sverige|Andorre|Andorra|Italie|Italia|Pays-Bas|Nederland|Royaume-Uni|Monaco|Br[ée]sil|Brasil|Maroc|Alg[ée]rie|Tunisie|S[ée]n[ée]gal|Canada|Bulgarie|Bulgaria|Argentine|Argentina|[ÉE]gypte|Egypt|Soudan|Sudan|Liban|Syrie|Jordanie|Irak|Iran|Afghanistan|Pakistan|Inde|Chine|Japon|Cor[ée]e du Sud|Vi[eê]t ?[Nn]am|Tha[ïi]lande|Mali|Niger|Tchad|Cameroun|Gabon|Guin[ée]e|Madagascar|Comores|Ha[ïi]ti|Russie|G[ée]orgie|Arm[ée]nie|Isra[ëe]l|Palestine|[ÉE]tats-Unis|USA|Chili|Chile|Uruguay|Mexique|M[ée]xico|Colombie|Colombia|P[ée]rou|Per[úu]|Gr[èe]ce|Irlande|Croatie|Serbie|Hongrie|Tch[ée]quie|Slovaquie|Moldavie|Albanie|Turquie|Lituanie|Lettonie|Estonie|Finlande)\\)?)';
/** First letter in either case, the rest as written (a case-insensitive flag would also relax \\p{Lu}). */
const firstLetterEitherCase = (alternatives: string) =>
  alternatives
    .split('|')
    .map((word) => (/^\p{L}/u.test(word) ? `[${word.charAt(0).toLowerCase()}${word.charAt(0).toUpperCase()}]${word.slice(1)}` : word))
    .join('|');
/**
 * Street types. "r." ("rue" shortened) only before a particle ("7 r. des Courlis"), so that an initial before a surname
 * after a row's number stays a name ("04⇥R. Okonkwo"); "(?:r)" keeps its first letter out of firstLetterEitherCase's
 * reach (the particles inside its lookahead, split on "|" with the rest, get either case, as the other types do).
 */
const STREET_TYPES_RAW =
  'rue|(?:r)\\.(?=[ ](?:des|du|de|d[\'’]|la|le|l[\'’])[ \'’])|avenue|av\\.|av|boulevard|bd|imp\\.|place|cour|allées|allees|allée|allee|impasse|chemin|chem\\.|route|rte|quai|cours|square|passage|résidence|residence|rés\\.|res\\.|lotissement|faubourg|sentier|voie|hameau|lieu-dit|cité|cite|villa|promenade|esplanade|rond-point|parvis|mail|galerie|venelle|ruelle|traverse|montée|montee|chaussée|chaussee|drève|dreve|rua|calle|avenida|strasse|straße|steenweg|hent';
/** Street types as written, with a capital, or in capitals as a PDF or a bank's form prints them ("17 RUE DES …", "3 PL DU FOIRAIL"). */
const STREET_TYPES = `${firstLetterEitherCase(STREET_TYPES_RAW)}|${STREET_TYPES_RAW.toUpperCase()}|PL(?=[ ](?:DU|DE|DES|LA|LE|D['’])[ '’])`;
/**
 * A town with "cedex" after it, as institutions' addresses write it ("56102 Lorient cedex", "CEDEX 9"). TOWN may take
 * "Cedex" as the town's second word: the office's number is read after it either way.
 */
const TOWN_CEDEX = `${TOWN}(?:[ \\u00a0]+(?:CEDEX|Cedex|cedex))?(?:(?<=CEDEX|Cedex|cedex)[ \\u00a0]+\\d{1,2}(?!\\d))?`;
/** The three towns with arrondissements, written with one instead of a postcode ("Lyon 2e", "Paris 15ème"). */
const TOWN_ARRONDISSEMENT = String.raw`,\s+(?:Paris|Lyon|Marseille)\s+\d{1,2}(?:e|er|ème|eme)\b`;
/**
 * A town after a comma, closing the address without a postcode ("9 quai de la Fosse, Nantes."): punctuation, the end of
 * the line, a comma before a word in lower case or a conjunction after it ("12 rue du Gros-Horloge, Rouen mais qu'il dort
 * chez sa sœur"); a comma before a capital may open the town after a lieu-dit. Abroad, a district, a town and the country
 * ("17 rue Mossadak, Dokki, Gizeh, Égypte"): TOWN_ENDING_ADDRESS. A town after a dash closing the line, as a form or a letter's
 * head writes it, in capitals or in one word ("64, rue de Lannoy – ROUBAIX", "4, impasse du Lavoir - St-Mamet"); not two
 * words in Title Case, a person's name after the address ("3 rue Haute – Marie Dupont").
 */
/** A Canadian town, its province in brackets and its postal code ("Rimouski (Québec) G5L 3A1, Canada"). */
const CANADIAN_ENDING = String.raw`,[ \u00a0]+${TOWN}[ \u00a0]*\((?:Québec|Qc|QC|Ontario|Nouveau-Brunswick|Manitoba|Alberta|Colombie-Britannique|Nouvelle-[ÉE]cosse)\)[ \u00a0]+[A-Z]\d[A-Z][ \u00a0]?\d[A-Z]\d(?:,[ \u00a0]+Canada)?`;
/** The postcode alone closing an address whose town was written before the street ("à Cluses, 5 impasse des Rhododendrons, 74300."). */
const POSTCODE_ENDING_ADDRESS = String.raw`,[ \u00a0]+${POSTCODE}(?=[ \u00a0]*(?:$|[.;)\n]))`;
const TOWN_ENDING_ADDRESS = String.raw`(?:(?:,[ \u00a0]+${TOWN}){1,3}${COUNTRY}(?=[ \u00a0]*(?:$|[.;)\n?!,]))|,[ \u00a0]+${TOWN}(?:[ \u00a0]*\([ \u00a0]*${POSTCODE}[ \u00a0]*\))?(?=[ \u00a0]*(?:$|[.;)\n?!]|,[ \u00a0]*\p{Ll})|[ \u00a0]+(?:mais|o[ùu]|depuis|jusqu)(?![\p{L}]))|[ \u00a0]+[—–-][ \u00a0]+(?:\p{Lu}[\p{Lu}\p{M}'’-]+(?:[ \u00a0]+\p{Lu}[\p{Lu}\p{M}'’-]+){0,3}|(?:(?:Saint|Sainte|St|Ste)[ \u00a0]+)?\p{Lu}[\p{L}\p{M}'’-]+)(?=[ \u00a0]*(?:$|\n)))`;
/** A street's number said in words, as a voicemail's transcript writes it ("sept impasse des Lilas"); not "un", an article. */
const NUMBER_IN_WORDS = String.raw`(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent)(?:[- ](?:et[- ])?(?:un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|cent))*`;
const NUMBERLESS_STREETS_RAW = 'rue|avenue|boulevard|bd|allée|allee|impasse|chemin|route|rte|quai|faubourg|lieu-dit|hameau|ruelle|venelle|chaussée|chaussee|rua|calle|lotissement';
const NUMBERLESS_STREETS = firstLetterEitherCase(NUMBERLESS_STREETS_RAW);
/** An adjective before the street type, as old town centres name their main streets: "45 grande rue de Saint-Clair", "3 petite rue des Forges". */
const STREET_QUALIFIER = String.raw`(?:[gG]rande?|[pP]etite?|[vV]ieille|[hH]aute|[bB]asse)[ -]`;
/** What may come between a street and its postcode: "bâtiment C", "escalier 2", "appartement 14", "logt 61", "chambre 214". */
const ADDRESS_COMPLEMENT = String.raw`(?:(?:,|\s[—–-])?\s+(?:[bB][aâ]timent\s+sur\s+(?:cour|rue|jardin)|(?:[bB][aâ]t(?:iment)?\.?|[eE]scalier|[eE]sc\.|[aA]ppartement|[aA]pp?t\.?|[aA]pp\.|[lL]ogt\.?|[lL]ogement|[sS]tudio|[mM]obil-home|[pP]orte|[eE]ntr[ée]e|[cC]hambre|[cC]h\.|[ée]tage|[lL]ot|BP|CS|TSA)\s+(?:(?:(?:Le|La|Les|L['’])\s*)?\p{Lu}[\p{L}\p{M}-]{1,15}(?![\p{L}\d])|[\p{L}\d]{1,6})|\d{1,2}(?:e|er|ème)\s+[ée]tage(?:\s+(?:porte\s+)?(?:gauche|droite|face|fond))?|tour\s+\p{Lu}{1,2}\b|(?:[qQ]uartier|[cC]it[ée]|[lL]otissement)\s+\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+)?)){0,3}`;
/** A street named after a date, its year included ("place du 8-Mai-1945", "rue du 4 Août 1789", "rue du 11-Novembre-1918"). */
const DATE_STREET = `(?:1er|\\d{1,2})[- \\u00a0]\\p{L}+[- \\u00a0](?:1[5-9]|20)\\d{2}(?!\\d)`;
const STREET_NAME = `(?:(?:de|du|des|la|le|l['’]|d['’]|les|aux|au|à|saint|sainte|st|ste|da|das|do|dos|del|della|dei|degli|delle|dello|los|las|van|von|ar|an)[ \\u00a0]*)*(?:${DATE_STREET}|[${'\\p{Lu}'}\\d]${WORDCH}*)(?:[ \\u00a0]+(?:(?:de|du|des|la|le|l['’]|d['’]|les|et|cel|cea|lui|ar|an)[ \\u00a0]*)*${UP}${WORDCH}*){0,4}`;

/** French numbers from 0 to 99 written in words, as a dictation transcribes them ("quatre-vingt-dix-sept", "vingt et un"), with Belgium's and Switzerland's tens ("septante", "huitante", "nonante"). */
const UNITS = 'un|deux|trois|quatre|cinq|six|sept|huit|neuf';
const TEENS = 'dix-sept|dix-huit|dix-neuf|dix|onze|douze|treize|quatorze|quinze|seize';
const NUMBER_WORDS = `(?:(?:vingt|trente|quarante|cinquante|soixante|septante|huitante|octante|nonante)(?:[- ]et[- ](?:un|onze)|-(?:${TEENS}|${UNITS}))?|quatre-vingts?(?:-(?:${TEENS}|${UNITS}))?|${TEENS}|${UNITS})(?![\\p{L}-])`;
const DAY_WORDS = `(?:premier|1er|${NUMBER_WORDS})`;
/** A number said as a bare unit ("un", "deux"), opening a match. */
const BARE_UNIT_FIRST = new RegExp(`^(?:${UNITS})[ ]`);
const YEAR_WORDS = `(?:mill?e?[- ]neuf[- ]cents?|dix-neuf[- ]cents?|deux[- ]mille)(?:[- ]${NUMBER_WORDS})?`;
const ZERO_PAIR = `z[ée]ro[- ](?:${UNITS}|z[ée]ro)(?![\\p{L}-])`;
/** A group of three figures said in words ("quatre cent quatre-vingt-six", "cent douze"). */
/** A country's code said figure by figure with hyphens ("plus deux-deux-huit"). */
const DIGIT_CHAIN = `(?:${UNITS}|z[ée]ro)(?:-(?:${UNITS}|z[ée]ro)){1,3}(?![\\p{L}-])`;
/** Number words of Arabic transliterated, Krio, Portuguese, Serbo-Croatian and Russian in Latin letters, each language's alternation. */
const FOREIGN_NUMBER_WORDS = [
  `(?:sifr|wahid|ithnayn|thnayn|thalatha|arba['’]?a|khamsa|sitta|sab['’]?a|thamaniya|tis['’]?a)(?![\\p{L}'’-])`,
  `(?:ziro|wan|tu|tri|fo|fayv|faiv|siks|sevin|et|nayn|nain)(?![\\p{L}'’-])`,
  `(?:zero|um|uma|dois|duas|tr[eê]s|quatro|cinco|seis|sete|oito|nove)(?![\\p{L}'’-])`,
  `(?:nula|jedan|jedna|dva|dvije|tri|[čc]etiri|pet|[šs]est|sedam|osam|devet|deset|jedanaest|dvanaest|trinaest|[čc]etrnaest|petnaest|[šs]esnaest|sedamnaest|osamnaest|devetnaest|dvadeset|trideset|[čc]etrdeset|pedeset|[šs]ezdeset|sedamdeset|osamdeset|devedeset|sto|dvjesta|dvesta|tristo|[čc]etiristo|petsto|[šs]eststo|sedamsto|osamsto|devetsto)(?![\\p{L}'’-])`,
  `(?:nol['’]?|odin|odna|dva|dve|tri|chetyre|pyat['’]?|shest['’]?|sem['’]?|vosem['’]?|devyat['’]?|desyat['’]?|odinnadtsat['’]?|dvenadtsat['’]?|trinadtsat['’]?|chetyrnadtsat['’]?|pyatnadtsat['’]?|shestnadtsat['’]?|semnadtsat['’]?|vosemnadtsat['’]?|devyatnadtsat['’]?|dvadtsat['’]?|tridtsat['’]?|sorok|pyat['’]?desyat|shest['’]?desyat|sem['’]?desyat|vosem['’]?desyat|devyanosto|sto|dvesti|trista|chetyresta|pyat['’]?sot|shest['’]?sot|sem['’]?sot|vosem['’]?sot|devyat['’]?sot)(?![\\p{L}'’-])`,
];
/** A Spanish figure said; a figure in the Creole of the Seychelles or Mauritius. */
const SPANISH_DIGIT = `(?:cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)(?![\\p{L}-])`;
const CREOLE_DIGIT = `(?:zero|en|de|trwa|kat|sink|sis|set|wit|nef)(?![\\p{L}-])`;
/** An English figure said, doubled or tripled ("double zero"). */
const ENGLISH_DIGIT = `(?:(?:double|triple)[ ]+)?(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)(?![\\p{L}-])`;
const HUNDRED_WORDS = `(?:(?:${UNITS})[- ])?cents?(?:[- ]${NUMBER_WORDS})?(?![\\p{L}-])`;

/** NIR key: 97 − (13 digits mod 97), with Corsica's 2A/2B counted as 19/18. */
export function nirKeyIsValid(digits13: string, key: string): boolean {
  const numeric = digits13.replace(/2A/i, '19').replace(/2B/i, '18');
  if (!/^\d{13}$/.test(numeric)) return false;
  return 97 - Number(BigInt(numeric) % 97n) === Number(key);
}

/** IBAN: letters to numbers, first four characters moved to the end, mod 97 = 1. */
export function ibanIsValid(raw: string): boolean {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

type Span = { start: number; end: number } | null;
interface Rule {
  kind: PiiKind;
  pattern: RegExp;
  /** Returns the span to flag (or null to ignore this match). */
  accept?: (match: RegExpExecArray, text: string, now: Date) => Span;
  /** A cheap test of the whole text before the pattern runs: a rule whose pattern is costly at every position runs only where it can match. */
  when?: RegExp;
}

const whole = (match: RegExpExecArray): Span => ({ start: match.index, end: match.index + match[0].length });

/**
 * A birth date is recognised by what is written before it ("né le", "DDN", "date de naissance"), not by its age.
 * The label may name whose birth it is ("date de naissance de la patiente :", "DDN du patient :"), carry a
 * format hint ("(jj/mm/aaaa)") or a place ("né à Quimper le"); the words allowed there are the persons a form
 * asks about, so "date de naissance du projet" is not a label.
 */
const BIRTH_WHOSE = String.raw`(?:\s+(?:de|du|des|d['’])\s*(?:la\s+|le\s+|les\s+|l['’]\s*|sa\s+|son\s+|ses\s+|leurs?\s+|votre\s+|vos\s+|notre\s+|nos\s+)?(?:grand-m[eè]re|grand-p[eè]re|fils|filles?|fr[eè]res?|s[œoe]+urs?|mari|femme|compagne|compagnon|patiente?s?|enfants?|[ée]l[eè]ves?|b[ée]n[ée]ficiaires?|assur[ée]e?s?|mineure?s?|jeunes?|b[ée]b[ée]s?|m[eè]re|p[eè]re|int[ée]ress[ée]e?|demandeu(?:r|se)|titulaires?|personnes?|usag[eè]re?s?|r[ée]sidente?s?|adolescente?s?|consultante?s?|salari[ée]e?|conjointe?|[ée]poux|[ée]pouse|aidante?|ayant droit)\b)?`;
const BIRTH_PLACE = String.raw`(?:\s+[àa]\s+\p{Lu}[\p{L}\p{M}'’-]*(?:[ -](?:sur|sous|en|de|la|le|\p{Lu}[\p{L}\p{M}'’-]*)){0,3})?`;
/** A birth name between "née" and the date ("née MARTÍNEZ le 02/04/1941", "née Le Gall le …", "née Fabre, le …"). */
const BIRTH_NAME = String.raw`(?:(?:\s+(?:(?:Le|La|De|Du|Da|Van|El|Ben)\s+)?\p{Lu}[\p{L}\p{M}'’-]+){1,3}(?=,?\s+(?:[àa]\s+\p{Lu}[\p{L}\p{M}'’-]*\s+)?le\b))?`;
const BIRTH_CONTEXT = new RegExp(
  String.raw`(?:(?<![\p{L}\p{M}])n[ée](?:e|\(e\)|[·.]e)?s?(?:\s+et\s+d[ée]c[ée]d[ée](?:e|\(e\))?s?)?${BIRTH_NAME}${BIRTH_PLACE}|\bnaiss(?:ance|\.)(?:\s+(?:d[ée]clar[ée]e?|pr[ée]sum[ée]e?|suppos[ée]e?|estim[ée]e?|officielle|r[ée]elle|allocataire|assur[ée]e?|b[ée]n[ée]ficiaire|titulaire|conjointe?))?|\bDDN(?:\s+[\p{L}.]{2,12}){0,4}\s*[:：]|\bDDN(?:\s+\p{L}[\p{L}\p{M}'’-]{1,20}){1,2}(?=\s*$)|\bDDN|\bDN(?=\s*[:：])|\bDOB\b|\bDOB(?:\s+\p{L}[\p{L}\p{M}'’-]{1,20}){1,2}(?=\s*$)|\bborn\b|\bdate\s+of\s+birth\s+(?:is|as|was)\b|\bgeb\.|\bgeboren(?:\s+am)?\b|\bur\.|\bnascid[oa]s?(?:\s+(?:a|em))?\b|\baccouch[ée]e?(?![\p{L}])|\bdate\s+of\s+birth\b|\bfecha\s+de\s+nacimiento\b|\bdata\s+(?:de\s+nascimento|de\s+naixement|di\s+nascita)\b|\bgeburtsdatum\b|\bgeboortedatum\b|\bD\.D\.N\.?|(?<![nN]\s?)°)${BIRTH_WHOSE}(?:\s+(?:de|d['’])\s*(?:M\.|Mme\b|Mlle\b|Monsieur\b|Madame\b))?(?:\s*\([^()\n]{0,40}\))?\s*(?:\(e\))?\s*(?:[:：]\s*(?=le\b))?(?:\s*c['’]est)?(?:,?\s*le|en|du|:|：)?\s*(?:[:：]\s*|\t+|\|\s*)?$`,
  'iu',
);

function yearOf(value: string): number | null {
  // An ISO date gives its year first ("2017-02-25" is of 2017, not of 2025).
  const iso = /^\s*((?:19|20)\d{2})-\d{2}-\d{2}\s*$/.exec(value);
  if (iso) return Number(iso[1]);
  const long = /(?:19|20)\d{2}\s*$/.exec(value);
  if (long) return Number(long[0]);
  const short = /\d{2}$/.exec(value);
  if (!short) return null;
  const year = Number(short[0]);
  return year > 30 ? 1900 + year : 2000 + year;
}

function birthContext(match: RegExpExecArray, text: string): boolean {
  const lineStart = Math.max(text.lastIndexOf('\n', match.index - 2) + 1, match.index - 70);
  const farStart = Math.max(text.lastIndexOf('\n', match.index - 2) + 1, match.index - 110);
  // A form copied from a PDF puts its labels on one line and their values under them ("Nom et prénom :     Date de
  // naissance :" then "DUMITRESCU Olive     19/10/2014"): a date on the line under a birth date's label, alone there.
  const underLabel = (): boolean => {
    const lineBegin = text.lastIndexOf('\n', match.index - 1) + 1;
    const previousLine = lineBegin > 0 ? text.slice(text.lastIndexOf('\n', lineBegin - 2) + 1, lineBegin - 1) : '';
    return /\bdate\s+de\s+naissance\s*[:：]?\s*$/iu.test(previousLine) && !/\d/.test(text.slice(lineBegin, match.index));
  };
  // A birthday with its year, as a family's calendar shortens it ("Ambre (anniv. 12/05/2014)"); not "Anniversaire
  // (02/03/2026)", a death's anniversary in a bereavement file.
  const birthday = (): boolean => /\banniv\.[ \u00a0]*(?::[ \u00a0]*)?$/iu.test(text.slice(Math.max(0, match.index - 12), match.index));
  // A spreadsheet's label cell and its value on the same line ("ddn;02/08/2011", "né le;03/12/1956"), a software's label
  // in snake case ("date_naissance: 2015-11-08"): read as words (not a header row's last cells above the date).
  const sameLine = text.slice(Math.max(lineStart, text.lastIndexOf('\n', match.index - 1) + 1), match.index);
  // A form's dotted leader between the label and the date ("DATE DE NAISSANCE ..... 05.11.1988") reads as its colon.
  const before = text.slice(lineStart, match.index).replace(/[ \t]*[.…_]{3,}[ \t]*$/u, ' : ');
  return BIRTH_CONTEXT.test(before) || (/[;_]/.test(sameLine) && BIRTH_CONTEXT.test(sameLine.replace(/[;_]/g, ' '))) || /\b(?:(?:ma|ta|sa|votre|son|leur|notre)\s+)?date\s+de\s+naissance\b[^\n:.;!?]{0,60}(?:[:：(]\s*(?:c['’]est\s+)?|,?\s*(?:c['’]est|c|cé|est)\s+(?:bien\s+)?)(?:le\s+)?$/iu.test(text.slice(farStart, match.index)) || /naissance\s*[:：]?\s*\n\s*$|n[ée]e?\(?e?\)?\s*le\s*[:：]?\s*\t+$/iu.test(text.slice(Math.max(0, match.index - 30), match.index)) || underLabel() || birthday();
}

/**
 * An animal's word heading the clause of a birth date: the date is a horse's or a dog's ("Animal …… hongre ELVIS DU
 * CHESNAY, Selle Français alezan, né le 12/04/2014", its leader read as a colon); not when a person comes first ("Mme
 * Martin, qui a un chien, née le …").
 */
const ANIMAL_BEFORE_BIRTH = /(?:^|[.;:\n])[ \t]*([^.;:\n]{0,40}?)(?<![\p{L}])(?:hongre|jument|[ée]talon|poney|ponette|pouliche|cheval|[ée]quid[ée]|chien(?:ne)?|chiot|chatte|chaton)(?![\p{L}])([^.;\n]{0,80})$/iu;
const animalsBirth = (before: string): boolean => {
  const clause = ANIMAL_BEFORE_BIRTH.exec(before);
  return clause !== null && !/(?<![\p{L}])(?:Mme|M\.|Mlle|Madame|Monsieur|Dr|qui|dont)(?![\p{L}])/iu.test(`${clause[1] ?? ''} ${clause[2] ?? ''}`);
};
/** A full date is a birth date when said so, or when an age written next to it matches it. */
function acceptDate(match: RegExpExecArray, text: string, now: Date): Span {
  // Not a horse's or a dog's, nor one born at a stud farm ("Né le 12 avril 2014 au haras, Elvis …").
  if (animalsBirth(text.slice(Math.max(0, match.index - 130), match.index)) || /^[ \u00a0]+(?:au|dans[ \u00a0]+un)[ \u00a0]+haras\b/iu.test(text.slice(match.index + match[0].length, match.index + match[0].length + 20))) return null;
  if (birthContext(match, text)) return whole(match);
  // After a child's name on its label's line, behind a comma or a dash ("Enfant : Arev Kasparian, 1er juin 2024").
  if (/(?:^|\n)[ \t]*(?:Enfant|B[ée]b[ée]|Nourrisson)(?:[ \u00a0]+concern[ée]e?)?[ \u00a0]*:[ \u00a0]*[^\n,—–]{2,60}[,—–][ \u00a0]*$/u.test(text.slice(Math.max(0, match.index - 90), match.index))) return whole(match);
  // A birth announced in a note, with the child between the word and the date ("Naissance d'une petite Maëlys à 11 h 52,
  // 11/03/2026", "la naissance de Léo le 12/03/2026"), in the same sentence.
  // The child is named ("naissance du projet : 02/02/2024" is no birth).
  if (/(?<![\p{L}])[Nn]aissance[ \u00a0]+(?:de|d['’])[ \u00a0]*(?:(?:une?|la|le)[ \u00a0]+)?(?:(?:petite?|b[ée]b[ée])[ \u00a0]+)?\p{Lu}[\p{L}\p{M}'’-]+[^\n.;!?]{0,50}$/u.test(text.slice(Math.max(0, match.index - 90), match.index))) return whole(match);
  // Alone in brackets right after a person's title and name ("M. Stéphane Kowalczyk (22/06/79) a été hospitalisé").
  if (/(?:^|[\s(])(?:M\.|Mme|Mlle|Madame|Monsieur)[ \u00a0]+(?:\p{Lu}[\p{L}\p{M}'’-]+[ \u00a0]+){0,3}\p{Lu}[\p{L}\p{M}'’-]+[ \u00a0]*\([ \u00a0]*$/u.test(text.slice(Math.max(0, match.index - 60), match.index)) && /^[ \u00a0]*\)/.test(text.slice(match.index + match[0].length, match.index + match[0].length + 3))) return whole(match);
  const year = yearOf(match[0]);
  if (year === null) return null;
  // After a victim's or a patient's surname in capitals, the given name and a comma, opening a list's line ("V2 — MBUYI
  // KABASELE Grâce, 17/09/1994 : dyspnée"), a date three years old or more: a session's date in a practice's list is recent.
  if (now.getFullYear() - year >= 3 && /(?:^|\n|[—–:][ \u00a0])[ \t]*\p{Lu}{2,}(?:[ '’-]\p{Lu}{2,}){0,2}[ \u00a0]+\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?,[ \u00a0]*$/u.test(text.slice(Math.max(0, match.index - 60), match.index))) return whole(match);
  const before = /(\d{1,3})\s*ans(?:\s*[,(]|\t)\s*(?:n[ée]e?\s+le\s*)?$/.exec(text.slice(Math.max(0, match.index - 20), match.index));
  const after = /^\s*\)?\s*[,(]?\s*(?:soit\s+|âgée?\s+de\s+)?(\d{1,3})\s*ans/.exec(text.slice(match.index + match[0].length, match.index + match[0].length + 20));
  const age = Number((before ?? after)?.[1] ?? NaN);
  if (Number.isFinite(age) && Math.abs(now.getFullYear() - year - age) <= 1) return whole(match);
  return null;
}
const acceptInBirthContext = (match: RegExpExecArray, text: string): Span => (birthContext(match, text) ? whole(match) : null);

/**
 * Labels of a record or file number in French hospitals, practices and agencies: IPP, NIP, IEP, NDA, "n° de
 * dossier / patient / séjour / admission / allocataire / MDPH…", "dossier n°", "doss.", "réf. patient",
 * "matricule"; a software name in brackets may follow ("N° patient (logiciel) :"). Numbers that identify a person
 * outside the health record are masked too (docs/privacy/pii-guard.md, "Record numbers"): a court's docket number ("RG"),
 * a prisoner's number ("n° d'écrou"), a pupil's national number ("INE"), a file named by its agency ("dossier AEMO n°",
 * "dossier MDPH n°"), a crisis line's call ("n° d'appel 3114-44-2026-118406"), a clinical trial's inclusion number ("patient 04-017", "(n° 04-017)"),
 * a soldier's defence identification number and a gendarme's NIGEND ("NID 1107283945", "NIGEND 251 903"); a Catalan
 * hospital's history and episode numbers ("NHC: 2740318", "Episodi: 26-0047731"); a railway worker's staff number ("N° CP
 * 8412763K", "CP 7903318B": seven figures and a letter); a para-athlete's sport identifier ("Identifiant SDMS"); a
 * file named by its agency with its number in brackets ("dossier MDPH (018-2023-011937)"); an IPP with its hospital
 * between the label and the number ("IPP CH Dax 2600418833"); a stay's number after "séjour" without a colon ("séjour
 * 2604173058", not eight figures that are a date); a teacher's NUMEN ("03E0207811BNC"); an occupational health file's
 * number after "DMST" ("DMST STMM-0118402"); a SAMU regulation file's number without a colon ("dossier de regulation
 * 26-038-0412"). A form's dotted leader reads as the label's colon.
 */
const RECORD_LABEL =
  // Tried only where RECORD_LABEL_START finds one of its first words (recordLabels).
  /(?:\b(?:INE|identifiant\s+national\s+[ée]l[eè]ve)(?:\s*\(INE\))?\s+est\s+(?:le\s+)?(?=\d)|\b(?:IPP|NIP|IEP|NDA|NIS|INE|RG|Portalis|MRN|NHC|Episodi|BNPV|(?:identifiant\s+)?SDMS)\b(?:\)(?=\s*[:：])|\s+(?:enfant|m[èe]re|p[èe]re|b[ée]b[ée])(?=\s*[:：]?\s*[A-Z0-9])|\s*\([^()\n]{1,60}\)(?=\s*[:：])|\s+(?:CHU|CHRU|CHR|CHI|CH|GHU|GH)\s+\p{Lu}[\p{L}\p{M}'’-]+(?![\p{L}\p{N}])(?=\s*[:：]?\s*\d))?|\blicence(?:\s+\p{Lu}{2,6})?\s*[:：]?\s*(?=[A-Z]{0,2}\d{5,})|\b(?:n°\s*)?CP\s*[:：]?\s*(?=\d{7}[A-Z](?![\p{L}\d]))|\b(?:NID|NIGEND)(?:\)|(?:\s+\p{L}[\p{L}\p{M}'’-]{1,20}){1,2}\s*[:：])?\s*[:：]?\s*(?=\d)|\bn°\s*dossier\s+\p{L}{2,6}\s+(?=\d)|\bdossier\s+\p{Lu}{2,6}\s*\(\s*(?=\d[\d-]{7,}\))|\b(?:AGDREF|(?:n°|num[ée]ro)\s+(?:d['’])?[ée]tranger(?:\s+AGDREF|\s*\(AGDREF\))?(?:\s*,\s*si\s+connu)?)(?:\s+est(?:\s+le)?)?(?=\s*[:：]?\s*\d)|\bid(?:entifiant|\.)\s+d[ée]fense\s*[:：]?\s*(?=\d)|\bidentifiant\s+RH(?:\s+(?:de|du|d['’])\s+[^\n:：]{1,30}?)?\s*[:：]\s*(?=[A-Z]{0,4}-?\d)|\b(?:subject|sujet|volontaire)\s+(?=[A-Z]\d{1,2}-\d{2,4}(?![\p{L}\d]))|\bn°\s*d['’][ée]crou\b|(?<!\p{L})(?<!\bdates?\s+d['’])[ée]crou(?:[ée]e?\s+sous\s+le\s+(?:n°|num[ée]ro))?\b(?=[ \t]*(?:n°[ \t]*)?:?[ \t]*(?:[A-Z]{2,3}[ \t])?\d)|\b(?:dossier|mesure|contrat|recours)(?:\s+(?:\p{Lu}{2,6}|\p{Ll}{3,15})){1,3}\s+n°|\bn°\s+(?:OFPRA|CNDA|OFII)\s*[:：]?\s*(?=\d)|\bmission\s+(?=[A-Z]\d{2}-\d{5,}(?![\d-]))|\bintervention\s+n°\s*(?=\d{4}-\d)|\bsous\s+le\s+(?:n°|num[ée]ro)\s*(?=\d{6,}(?![\d/-]|[.,]\d))|\brequ[êe]te\s+n°|\bSINUS\s+(?:n°\s*)?(?=(?:\d{2}-\d{4}-\d{3,5}|\d{6}-\d{3})(?![\d-]))|\bn°\s+(?:de\s+)?passage\b|\bn°\s+patient\s+\p{Ll}{3,12}\s*[:：]?\s*(?=\d)|\bsous\s+la\s+r[ée]f[ée]rence\s+(?=[A-Z]{1,4}\/(?:19|20)\d{2}\/\d)|\bn°\s+de\s+dossier\s+\p{Lu}{2,4}\t+(?=\d)|\bdossier(?:\s+\p{Ll}{3,14}){1,2}\s+(?=[A-Z]{2,6}-\d{3,}(?![\p{L}\d]))|\bmatricule(?:\s+\p{Lu}{2,6})?\s+est\s+(?:le\s+)?(?=\d)|\bmatricule\b|(?<=\b(?:mon|ton|son|votre|notre|leur|le)\s+)dossier(?:\s+[\p{Ll}'’-]{2,12}){0,3}\s*,?\s+c['’]est\s+(?:le\s+)?(?:num[ée]ro\s+)?(?=[A-Z0-9-]*\s?\d)|\br[ée]f\.\s*[:：]?\s*(?!(?:RG|IPP|NIP|IEP|NDA|INE|FACT|FACTURE|FAC)\b)(?=(?:[A-Z]{1,6}[-/ ]?){0,3}\d{2,}[-/]\d|\d{2}\.\d{4}(?![\d.,]))|\bn°\s*d['’](?:adh[ée]rente?|assur[ée]e?)(?:\s+\p{Lu}{2,6}(?=\s*[:：]))?\s*[:：]?\s*(?:\p{Lu}{2,6}\s+[–-]\s+)?(?=(?:\p{Lu}{2,6}\s+)?\d)|\bs[ée]jour\s*[:：]\s*(?=[A-Z]?\d)|\bSEJ\.?\s+(?=[A-Z]?\d{8,}(?![\p{L}\d]))|\bs[ée]jour\s+(?=\d{8,}(?![\p{L}\d]))(?!(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:[0-2]\d|3[01])(?!\d))|\bNUMEN\s*[:：]?\s*(?=\d{2}[A-Z]\d{7}[A-Z]{3}(?![\p{L}\d]))|\bDMST\s+(?=[A-Z]{2,6}-\d{5,}(?![\p{L}\d]))|\bdossier\s+de\s+r[ée]gulation\s+(?:n°\s*)?(?=[A-Z]{0,3}\d{2}-\d)|\bs[ée]jour\s+\p{Lu}{2,6}\s+(?=[A-Z]\d{2}-\d{4,}(?![\d-]))|\bcompte(?:\s+\p{Ll}{4,12})?\s+n°|\b(?:n°|num[ée]ro)\s+de\s+(?:la\s+)?demande\b|\b(?:nos|notre|vos|votre)\s+r[ée]f(?:[ée]rences?|s|\.)?(?=\s*[:：])|\bsinistre\s+(?=[A-Z0-9-]*\d{4})|\b(?:CMI|carte)(?:[\s-]\p{L}{2,15}){0,4}\s+n°|\bdossier(?:\s+\p{Ll}{2,12}){0,3}\s+num[ée]ro\s+(?=\d)|\br[ée]f(?:[ée]rence|\.)?\s+(?:du\s+|de\s+l['’]|de\s+la\s+)?(?:patiente?|dossier|usager|b[ée]n[ée]ficiaire)\b|\b(?:n°|num[ée]ro|num\.)\s*(?:de\s+|d['’]|du\s+)?(?:dossier|patient|[ée]crou|s[ée]jour|allocataire|adh[ée]rente?|affiliation|b[ée]n[ée]ficiaire|admission|sinistre|entr[ée]e|venue|usager|r[ée]sidente?|locataire|identification|identifiant|inscription|inclusion|volontaire|participante?|mesure|AME|candidate?|CPS|MDPH|CAF|ASE|[ée]tudiante?|proc[ée]dure|parquet|instruction|plainte|PV|proc[èe]s-verbal|pension|contrat|unique(?=\s+de\s+demande))|\b(?:instruction|parquet)\s+(?:n°\s*)?(?=[A-Z]{0,3}\s?\d)|\bparquet\s+d(?:e|u)\s+\p{Lu}[\p{L}\p{M}'’-]+,?\s+n°\s*[:：]?\s*(?=\d)|\bdossier(?:\s+(?:de\s+|du\s+|d['’]\s*)?\p{Ll}{3,14}){1,2}\s*[:：]\s*(?=[A-Z]{0,4}[-/]?\d)|\bdossier\s+\p{Lu}{2,6}\s*,\s*(?=[A-Z]{2,6}-\d)|\bdossier\s+d['’][\p{L}\s'’-]{3,40}?\s+n°|\b(?:dossier|s[ée]jour|admission|venue|patient|proc[ée]dure|contrat|adh[ée]rente?|allocataire|sinistre|police|licence|appel|demande|fiche|mission)(?:\s+(?:caf|msa|cpam|mdph|CAF|MSA|CPAM|MDPH))?\s+\(?n°(?:\s+(?:d['’])?adh[ée]rente?)?|\bfiche(?:\s+\p{Lu}{2,6})?\s+(?=[A-Z]?\d{2,}-\d{2}-\d)|\bcode\s+(?:b[ée]n[ée]ficiaire|patient|usager|anonymat|dossier)\s*[:：]?\s*(?=[A-Z0-9-]*\d{3})|\bcode(?:\s+provisoire)?\s+(?=[A-Z]{4}\d{2}(?![\p{L}\d]))|\br[ée]f\.?(?:\s+(?!lot\b)\p{Ll}{3,12}){1,2}\s*[:：]\s*(?=(?:[A-Z0-9]{1,6}[-/ ]?){0,3}\d{2,}[-/]\d)|\b(?:num[ée]ro|n°)\s+(?:fiscal|de\s+cotisant|cotisant|d['’]allocataire)|\bcompte\s+cotisant|\bIP\s+(?=\d{4}\/\d)|\bproc[èe]s-verbal(?:\s+d['’]\p{Ll}+(?:\s+de\s+\p{Ll}+)?)?\s+n°|\bproc[ée]dure\s+(?=\d{3,6}\/(?:19|20)\d{2}(?![\d/]))|(?<!(?:r[èe]glement|directive|d[ée]cret|loi|arr[êe]t[ée]|circulaire|ordonnance)(?:\s*\([A-Z]{2,4}\))?\s*)\bn°\s*(?=(?:\d{3,6}\/(?:19|20)\d{2}|(?:19|20)\d{2}\/\d{4,6})(?:\/[A-Z]{2,5})?(?![\d/]))|(?<!\bintervention\s+)\bn°\s*(?=\d{2,6}-(?:19|20)\d{2}-\d{3,}(?![\d-]))|\bn°\s+d['’]appel\s*[:：]?\s*(?=\d{3,6}(?:-\d{2,6}){2,})|\b(?:patiente?|participante?)\s+(?=\d{2,3}-\d{3}(?![\d-]))|\bn°\s*(?=\d{2,3}-\d{3}\))|\bPV(?:\s+n°)?\s*(?=\d{4,6}\/\d)|\bn°(?:\s+\p{L}{2,14}){1,2}(?!\p{L})\s*[:：]?\s*(?=[A-Z]{2,6}-[A-Z0-9]+-\d)|\bn°(?:\s+(?!(?:de\s+)?(?:t[ée]l|portable|fixe|siret|siren|finess|adeli|rpps|tva|ss|s[ée]cu|fax)\b)[\p{L}'’]{2,14}){1,3}\s*[:：]?\s*(?=\d{8,}(?![\d,/-]|\.\d))|\b(?:plainte|main\s+courante)\b[^\n.;]{0,40}?\bn°(?:\s*(?:de\s+|d['’])?(?:proc[ée]dure|plainte|PV|proc[èe]s-verbal|dossier))?|\bdossier\s+(?=[A-Z]{2,6}\s+[A-Z]{0,6}[-/]?\d)[A-Z]{2,6}\s+|\bdoss(?:ier\b|\.|\b)\s*(?:n°\s*)?[:：]?\s*(?=[A-Z]{0,3}\s?[-/]?\d|[A-Z]{4,6}\d{1,3}-\d{4,}))(?:\s+(?:ASE|CAF|CPAM|MDPH|MSA|APPI|patient|administratif|unique|clinique|hospitalier|interne|local|provisoire|r[ée]sidente?|locataire|usager|assurance|pr[ée]voyance|sinistre|salari[ée]e?|agent|employ[ée]e?|chez\s+(?:nous|eux|elles|vous))(?![-/\p{L}\d]))?(?:(?:\s+(?:CHU|CHR|CHS|CH|AP-HP|HCL|\p{Lu}[\p{L}\p{M}'’-]+|association|cabinet|service|interne|mutuelle)){1,3}(?:\s*\([^()\n]{1,30}\))?\s*[:：]|(?:\s+[\p{Ll}'’]{2,14}){1,5}\s*[:：]|(?:\s+[\p{Ll}'’]{1,14}){1,4}\s+\p{Lu}{2,6}(?:\s*\([^()\n]{1,40}\))?\s*[:：]|(?:\s+[\p{Ll}'’]{2,14}){1,3}\s*\((?=[A-Z]{1,4}-\d{3,})|(?:\s*\((?!\d{5,}\))[^()\n]{1,30}\))?\s*(?:n°\s*)?[:：]?)\s*(?:,?\s*c['’]est\s+(?:le\s+)?)?(?:\((?=\d{5,}\)))?/giu;
/** A number said in words after a part of a dictated e-mail address ("maite point etxeberria soixante-quatre arobase…"). */
const SPOKEN_NUMBER = String.raw`(?:\s+(?:z[ée]ro|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingts?|trente|quarante|cinquante|soixante|cents?|mille)(?:-(?:et-)?(?:une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingts?))*)*`;
/** An e-mail address said as a dictation writes it, its domain's ending spelled letter by letter too ("libero point i t"). */
const DICTATED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}._-])[\p{L}\p{N}][\p{L}\p{N}._-]*${SPOKEN_NUMBER}(?:\s+(?:point|tiret|underscore|tiret du bas)\s+[\p{L}\p{N}][\p{L}\p{N}._-]*${SPOKEN_NUMBER})*\s+a?rr?obase\s+[\p{L}\p{N}-]+(?:\s+tiret\s+[\p{L}\p{N}-]+)*(?:(?:\s+point\s+|\.)[\p{L}\p{N}-]+(?:\s+tiret\s+[\p{L}\p{N}-]+)*)*(?:\s+point\s+|\.)(?:fr|com|net|org|eu|be|ch|lu|ca|info|io|me|re|nl|de|it|es|pt|uk|ma|dz|tn|sn|pl|tr|f\s+r|i\s+t|d\s+e|b\s+e|e\s+s|c\s+h|p\s+t|n\s+l|e\s+u|l\s+u)\b`,
  'giu',
);
const RECORD_VALUE = /[A-Z0-9](?:[A-Z0-9]|[-/. ](?=[A-Z0-9]))*/y;

const ADDRESS_LABEL =
  /(?:(?:^|\n|\t)[ \t]*(?:adresses?(?!\s+(?:[ée]lectronique|mail|e-mail|courriel|ip|web|du site))(?:\s+[\p{L}'’-]+){0,8}?|domicile(?:\s+\p{Ll}+)?|domiciliation(?:\s+\p{Ll}+)?|lieu de vie)(?:\s*[:：]\s*|\t+)|\b(?:domicili[ée]e?|demeurant|r[ée]sidant)(?:\s+(?:au|à|a))?(?:[ \t]*[:：])?\s+(?!chez\s+(?:nous|moi|eux|elles?|lui|vous)\b))/giu;

/** Words that open an institution's name ("CMPP Paul-Éluard", "Maison de santé", "EHPAD Les Tilleuls"). */
const INSTITUTION_WORDS = String.raw`Maison|Centre|Cabinet|UDAF|CADA|CHRS|HUDA|CMPP?|CMPEA|CAMSP|CATTP|CHU|CHR|CHS|CH|EHPAD|Ehpad|CCAS|CROUS|H[ôo]pital|Clinique|[ÉE]cole|Coll[eè]ge|Lyc[ée]e|IME|ITEP|SESSAD|ESAT|Foyer|Institut|P[ôo]le|MDPH|MDA|PMI|Mairie|Espace|Association|Service|Unit[ée]|Salle|Permanence|Banque|M[ée]morial|Mus[ée]e|Th[ée][âa]tre|Groupe[ \u00a0]+scolaire|Site|CAARUD|CSAPA|CJC|ELSA`;
/** A postcode and its town further on the line: the streets before it are one address's parts. */
const POSTCODE_AT = new RegExp(String.raw`(?<!\d)${POSTCODE}[ \u00a0]+\p{Lu}`, 'u');
/** A postcode anywhere in a match (an address's own, not only a street's). */
const POSTCODE_IN = new RegExp(POSTCODE);
/** Another street right after or before a street without number, in a list. */
const STREET_LIST_AFTER = new RegExp(String.raw`^[ \u00a0]*(?:,|et)[ \u00a0]+(?:${NUMBERLESS_STREETS_RAW}|place|square|cours|bassin|terminal)[ \u00a0]`, 'iu');
const STREET_LIST_BEFORE = new RegExp(String.raw`(?:^|[\s,;:])(?:${NUMBERLESS_STREETS_RAW}|place|square|cours|bassin)[ \u00a0][^,\n\d]{2,40}(?:,|[ \u00a0]et)[ \u00a0]*$`, 'iu');
/** A home's word before "de la rue …", "du chemin …": the street is where someone lives. */
const DWELLING_BEFORE = /\b(?:pavillon|maison|appartement|logement|studio|ferme|domicile|HLM)\s+(?:de la|de l['’]|du|des)\s*$/iu;
const INSTITUTION_BEFORE_STREET = new RegExp(String.raw`(?:^|[\s(])(?:${INSTITUTION_WORDS})\b[^,\n;:]{0,40},\s*$`, 'iu');
/** A building, a staircase, a flat, a door or a floor ("bâtiment A", "esc. B", "2e étage"). */
const BUILDING_PART = String.raw`(?:(?:[bB][aâ]t(?:iment)?\.?|[iI]mmeuble|[eE]scalier|[eE]sc\.|[aA]ppartement|[aA]pp?t\.?|[pP]orte|[eE]ntr[ée]e|[eE]mplacement|[cC]hambre|[cC]h\.|[eE]mpl\.|[bB]ureau|[sS]tudio|[mM]obil-home|[tT]our|[lL]ot|[bB]loc|[pP]avillon|[lL]ogement|BP|CS|TSA)[ \u00a0]+(?:[\p{L}\d]{1,6}|(?:(?:Le|La|Les|L['’])[ \u00a0]*)?\p{Lu}[\p{L}\p{M}-]{1,15})|\d{1,2}(?:e|er|ème)[ \u00a0]+[ée]tage(?:[ \u00a0]+(?:gauche|droite))?|[rR]ez-de-chauss[ée]e|RDC)`;
/**
 * The name of a residence, estate or farm written before a street or a postcode ("Le Clos Fleuri, 45 route de
 * Lyon", "Résidence Les Érables, bâtiment C, 95100 Argenteuil"), with the building and the flat that may come before
 * it ("bât. C, appt 31, résidence Les Glycines, 14 rue de l'Éventail"): it starts with an article or a word that says
 * it is a place, so a person's name before an address is not taken for it. It starts a word ("Sabres. Dorment chez
 * …" holds no "rés."). Returns where it starts.
 */
const PLACE_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\p{M}-])(?:(?:Le|La|Les|L['’])[ \u00a0]*\p{Lu}[^,\n:;()]{0,40}|(?:[rR][ée]sidence|[rR][ée]s\.|[dD]omaine|[hH]ameau|[lL]ieu-dit|[cC]it[ée]|[vV]illa|[mM]as|[fF]erme|[cC]h[aâ]teau|Clos|[pP]arc(?:[ \u00a0]+d['’]activit[ée]s|[ \u00a0]+technologique|[ \u00a0]+industriel|[ \u00a0]+tertiaire)?|[cC]amping|c\/o|[pP]épinière|[vV]illage|[lL]otissement|[lL]ot\.|maison|[sS]ection|[qQ]uartier|[aA]ire d['’]accueil|[tT]ribu|[iI]mmeuble|[sS]tade|[gG]ymnase|[pP]iscine|[hH][ôo]tel|[tT]errain|[éÉ]curie|[cC]halet|[gG][îi]te|[rR]efuge|[bB]ase|Z[AI]|ZAC|[zZ]one(?: industrielle| artisanale| d['’]activit[ée]s?)?|cabinet(?=[ \u00a0]\p{Lu})|foyer(?=[ \u00a0]\p{Lu})|PK[ \u00a0]\d{1,3}(?:[,.]\d)?(?:[ \u00a0]+c[ôo]t[ée][ \u00a0]+(?:mer|montagne))?(?:,[ \u00a0]*\p{Lu}[\p{L}\p{M}'’-]+)?|[fF]oyer (?:de jeunes travailleu(?:rs|ses)|de travailleurs(?: migrants)?|d['’]h[ée]bergement)|association(?=[ \u00a0]\p{Lu})|${INSTITUTION_WORDS})(?:[ \u00a0][^,\n:;()?!]{0,40})?|${BUILDING_PART})(?:,[ \u00a0]*${BUILDING_PART}){0,3},[ \u00a0]*$`,
  'u',
);
/** A town and a comma before a numbered street, after "à" ("chez les parents à Saint-Germain-en-Laye, 12 allée des Marronniers"). */
const TOWN_BEFORE_STREET = new RegExp(String.raw`(?:^|[\s(])(?:à|a)[ \u00a0]+(${TOWN}),[ \u00a0]*$`, 'u');
function townBefore(text: string, index: number): number | null {
  const found = TOWN_BEFORE_STREET.exec(text.slice(Math.max(0, index - 60), index));
  if (!found?.[1]) return null;
  return index - (found.input.length - found.index - found[0].indexOf(found[1]));
}
/** A building's or a flat's part and its comma, just before a residence's name ("bât. C, appt 31, "). */
/** A hamlet's name of one to three capitalised words alone before the road, after a label or at the line's start. */
const HAMLET_BEFORE = /(?:^|[:：\t][ \t]*|^[ \t]+)(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \u00a0](?:ar|an|al|er|\p{Lu}[\p{L}\p{M}'’-]+)){0,2}),[ \u00a0]+$/u;
/** A building and a flat before the flat's number opening an address ("bat c appt 24 résidence …", "bât B4 appt 112 cité …"). */
const FLAT_BEFORE = /(?<![\p{L}])b[aâ]t(?:iment)?\.?[ ]+[\p{L}\d]{1,3}[ ]+(?:au[ ]+)?app?t\.?[ ]*(?:\d{1,4}[ ]+)?$|(?<![\p{L}])app?t\.?[ ]*(?:\d{1,4}[ ]+)?$/iu;
const BUILDING_PART_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{M}-])${BUILDING_PART}(?:,|[ \u00a0][—–-])[ \u00a0]*$`, 'u');
/** Where an address starts once its building, staircase or flat written before it are counted ("bât. c, 4 allée …"). */
function buildingPartsBefore(text: string, index: number): number {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  let start = index;
  for (let parts = 0; parts < 3; parts++) {
    const part = BUILDING_PART_BEFORE.exec(text.slice(Math.max(lineStart, start - 30), start));
    if (!part) break;
    start -= part[0].length;
  }
  return start;
}
function placeBefore(text: string, index: number): number | null {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const found = PLACE_BEFORE.exec(text.slice(Math.max(lineStart, index - 70), index));
  if (!found) return null;
  const start = buildingPartsBefore(text, index - (found.input.length - found.index));
  // "Dr Gaëlle Le Men, 4 rue du Port": a particle surname after a given name or a title, not a residence.
  const before = /(\p{L}[\p{L}\p{M}'’-]*)\.?[ \u00a0]+$/u.exec(text.slice(Math.max(lineStart, start - 30), start));
  if (before?.[1] && (isGivenName(before[1].split('-')[0] ?? '') || /^(?:M|Mr|Mme|Mlle|Dr|Pr|Me|Madame|Monsieur|Docteur|Professeur)$/i.test(before[1]))) return null;
  // Nor a practice named with its practitioner's given name and surname ("Cabinet de psychologie Yannick Mirande-Rosette,
  // Lotissement …"): the address starts after the name, which the name rules mask as a person.
  for (const word of text.slice(start, index).matchAll(/(?<![\p{L}-])(\p{Lu}\p{Ll}+)[ \u00a0]+\p{Lu}\p{Ll}/gu)) if (word[1] && isGivenName(word[1])) return null;
  return start;
}

/** Necessary words of the rules below, tested once on the text before their costlier patterns (a rule's `when`). */
const MONTH_WORD = new RegExp(`(?:${MONTHS})`, 'iu');
const STREET_WORD = new RegExp(`(?:${STREET_TYPES_RAW}|\\bPL |via|strada|carrer|viale|ulica|ul\\.|stra(?:ss|ß)e|str\\.|place|square|cours|parvis|esplanade)`, 'iu');
/** What follows a street's number: the street, then its postcode and town in one of the shapes above (or in a file's
 * columns separated by commas, "7 rue des Jardins,57050,Le Ban-Saint-Martin,"), or "à" and its town, the postcode in
 * brackets after it as an order writes it ("18, rue de Gand à LILLE (59800)"). */
const NUMBERED_STREET_TAIL = `(?:\\s?(?:bis|ter|b|t))?,?\\s+(?:${STREET_QUALIFIER})?(?:${STREET_TYPES})\\s+${STREET_NAME}(?:${ADDRESS_COMPLEMENT}(?:,|\\s[—–-])?\\s+${POSTCODE}\\s+${TOWN_CEDEX}|,${POSTCODE},${TOWN}(?=,|$)|${TOWN_ARRONDISSEMENT}|,?\\s+${FOREIGN_POSTCODE}\\s+${TOWN}${COUNTRY}?|\\s+[àa]\\s+${TOWN}(?:[ \\u00a0]*\\(${POSTCODE}\\))?|${TOWN_ENDING_ADDRESS}|${ADDRESS_COMPLEMENT}${TOWN_ENDING_ADDRESS}|${POSTCODE_ENDING_ADDRESS}|${ADDRESS_COMPLEMENT}${CANADIAN_ENDING})?`;
const NUMBER_WORD_STREET = new RegExp(`\\b${NUMBER_IN_WORDS}\\s+(?:${STREET_TYPES_RAW})\\s`, 'iu');
/** A word typed after a postcode that is no town ("69003 pour", "44120 tél"): the address ends before it. */
const NOT_TOWN_WORD = /^(?:a|à|au|et|le|la|les|code|tel|tél|ch|bat|bât|appt|porte|étage|chez|pour|avec|de|du|des|vers|sa|son)$/iu;
/** A postcode and a town typed in lower case right after a street ("… 44120 vertou"). */
const LOWER_TOWN_AFTER_STREET = new RegExp(`^,?[ \\u00a0]+${POSTCODE}[ \\u00a0]+\\p{Ll}[\\p{Ll}\\p{M}'’-]+(?:[ -](?:sur|sous|en|l[eè]s|le|la|de|du)[ -]\\p{Ll}[\\p{Ll}\\p{M}'’-]+)?`, 'u');
/** "adeli" as a word, then at most 80 characters of the same line up to the end (of the 90 characters before a number). */
const ADELI_EARLIER_ON_LINE = /\badeli\b[^\n]{0,80}$/iu;
const RULES: Rule[] = [
  {
    kind: 'email',
    pattern: /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu,
    when: /@/,
    // Not a calendar event's identifier, a date and time before the "@" ("UID:20251209T170000-0431@conservatoire.fr").
    accept: (match) => (/^\d{8}T\d{6}/.test(match[0]) ? null : whole(match)),
  },
  // Dictated, as a voice memo's transcription writes it: "aurelie.tchouameni arobase yahoo point fr", "jean point
  // martin arobase orange point fr".
  { kind: 'email', pattern: DICTATED_EMAIL, when: /a?rr?obase/i },
  // An address after its label in Japanese or Chinese, up to the next space or punctuation ("住所：大阪府大阪市…3-14-7").
  { kind: 'address', pattern: /(?<=(?:住所|地址)[ \u00a0\u3000]*[：:][ \u00a0\u3000]*)[^\s\u3000、。，,]{4,60}/gu, when: /住所|地址/ },
  {
    kind: 'iban',
    // Letters in either case (an IBAN copied by hand in lower case): the check digits decide.
    pattern: /\b[A-Za-z]{2}\d{2}(?:[ ]?[A-Za-z0-9]{4}){2,7}(?:[ ]?[A-Za-z0-9]{1,3})?\b/g,
    // Its last groups may have taken the words after it ("… 3012 7745 le 4/12", "… 6348 8210 same like before", a
    // word of five letters as a group and its last letter: "… 0005 1332 MOTIF AYUDA"): they are dropped from the end,
    // one by one, until the check digits hold.
    accept: (match) => {
      for (let candidate = match[0]; ; ) {
        if (ibanIsValid(candidate)) return { start: match.index, end: match.index + candidate.length };
        const shorter = candidate.replace(/[ ][A-Za-z0-9]+$/, '');
        if (shorter === candidate || shorter.length < 15) return null;
        candidate = shorter;
      }
    },
  },
  {
    kind: 'nir',
    // The overseas departments have three figures and their communes two ("1 06 08 971 20 137 24").
    pattern: /\b([12])[ .]?(\d{2})[ .]?(\d{2})[ .]?(?:(\d{2}|2[AB])[ .]?(\d{3})|(9[78]\d)[ .]?(\d{2}))[ .]?(\d{3})(?:[ .]?|[ ]{2,3})(\d{2})\b/gi,
    accept: (match) => {
      const [, sex, year, month, department, commune, overseas, overseasCommune, order, key] = match;
      return nirKeyIsValid(`${sex}${year}${month}${department ?? overseas}${commune ?? overseasCommune}${order}`, key ?? '') ? whole(match) : null;
    },
  },
  // A number after another country's code is that country's, even when it starts with 0 as Italy's do
  // ("+39 0184 53 17 62", "0039 0165 84 12 77"): the rule for other countries below takes it whole. France's
  // code is also written before the leading zero it replaces ("+33 06 12 34 56 78").
  // Not a date and its hour, as a chat's time stamp writes them ("[05.02.2026 21:14]").
  { kind: 'phone', pattern: /(?!0\d[./-]\d{2}[./-](?:19|20)\d{2}\b)(?:(?:\+|\b00)33[ .-]?(?:\(0\)[ .-]?|0)?|(?<!(?:\+|\b00)(?!33)\d{1,3}[ .-]?)\b0)[1-9](?:[ .-]?\d{2}){4}\b/g },
  // Dots or dashes with spaces around them, as a hurried note writes them ("06 . 07 . 32 . 19 . 84").
  { kind: 'phone', pattern: /\b0[1-9](?: [.-] \d{2}){4}\b/g, when: / [.-] \d/ },
  // Wallis-et-Futuna and New Caledonia: six figures after the code, in brackets or not ("(681) 72 07 45", "+687 27 31 90").
  { kind: 'phone', when: /68[17]/, pattern: /(?:\+|\b00[ ]?|\()68[17]\)?[ .-]?\d{2}(?:[ .-]?\d{2}){2}\b(?![.,]?\d)/g },
  // North America: the area code, then three and four figures joined by a dash ("418 555-0193", "(514) 555-2211").
  // With its country code and an extension after it ("+1 514 289-4406", "514 345-4931, poste 2207").
  // Not the end of another country's number ("+54 9 341 562-8870", Argentina's mobile with its 9).
  { kind: 'phone', pattern: /(?<![\d.,/-])(?<!\+(?!1[ .-])\d{1,3}[ .-](?:\d{1,2}[ .-])?)(?:\+1[ .-]?)?(?:\(\d{3}\)|\b\d{3})[ .-]\d{3}-\d{4}\b(?![.,/-]?\d)(?:,?[ \u00a0]+(?:poste|ext\.?)[ \u00a0]*\d{1,5}\b)?/g, when: /\d{3}-\d{4}/ },
  // Without the leading zero, as dictated: "6 12 34 56 78".
  { kind: 'phone', pattern: /(?<![\d,.:/+-]\s?)\b[1-9]([ .])\d{2}(?:\1\d{2}){3}\b(?![.,]\d)/g },
  // A foreign number with its international prefix said ("zéro zéro neuf six quatre, sept cinq zéro, …").
  { kind: 'phone', when: /\bz[ée]ro[ ,]+z[ée]ro\b/iu, pattern: new RegExp(`(?<![\\p{L}-])z[ée]ro[ ,]+z[ée]ro[ ,]+${NUMBER_WORDS}(?:[ ,]+(?:${HUNDRED_WORDS}|${ZERO_PAIR}|z[ée]ro|${NUMBER_WORDS}|\\d{2,3}(?!\\d|[,.]\\d))){4,12}`, 'giu') },
  // Dictated pair by pair: "zéro six, douze, trente-quatre…" (the first pair starts with "zéro").
  // Some pairs may be said in figures, as a transcription writes them ("zéro six vingt-huit quarante et un 19 33 zéro sept").
  // A transcription may split a pair into its figures ("neuf deux" for 92): up to seven groups after the first.
  // Or in hundreds after the first pair, as Paraguay's mobiles are said ("zéro neuf cent quatre-vingt-un, six cent
  // quarante-deux, trois cent sept").
  { kind: 'phone', pattern: new RegExp(`(?<![\\p{L}-])${ZERO_PAIR}(?:[ ,]+(?:${ZERO_PAIR}|${HUNDRED_WORDS}|${NUMBER_WORDS}|\\d{2}(?!\\d|[,.]\\d))){3,7}`, 'giu') },
  // Or its first pairs in figures and the rest in words, as a dictation's transcript mixes them ("06 58 trente-deux
  // quarante et un zéro neuf").
  { kind: 'phone', when: /\b0[1-9][ ,]+(?:\d{2}[ ,]+)*(?:z[ée]ro|vingt|trente|quarante|cinquante|soixante|dix|onze|douze|treize|quatorze|quinze|seize)/iu, pattern: new RegExp(`(?<![\\p{L}\\d-])0[1-9](?:[ ,]+\\d{2}(?!\\d|[,.]\\d)){0,3}(?:[ ,]+(?:${ZERO_PAIR}|${NUMBER_WORDS})){1,4}(?:[ ,]+(?:${ZERO_PAIR}|${NUMBER_WORDS}|\\d{2}(?!\\d|[,.]\\d)))*`, 'giu'), accept: (match) => ((match[0].match(/(?:^|[ ,]+)(?:\d{2}|0[1-9])(?=[ ,]|$)|z[ée]ro[- ]\p{L}+|\p{L}+(?:[- ]et[- ]un)?/gu) ?? []).length >= 5 ? whole(match) : null) },
  // Or with its first hundreds joined to the zero's pair ("zéro neuf cent quatre-vingt-un, six cent …").
  { kind: 'phone', when: /\bz[ée]ro[ ]+(?:un|deux|trois|quatre|cinq|six|sept|huit|neuf)[ ]+cents?\b/iu, pattern: new RegExp(`(?<![\\p{L}-])z[ée]ro[ ]+${HUNDRED_WORDS}(?:[ ,]+(?:${HUNDRED_WORDS}|${NUMBER_WORDS})){2,6}`, 'giu') },
  // In Spanish, figure by figure ("cero nueve ocho uno, seis cuatro dos, tres cero siete"), eight figures at least; in the
  // Creole of the Seychelles and Mauritius ("de sink set en trwa kat sis"), seven.
  { kind: 'phone', when: /\bcero\b|\b(?:sink|trwa|kat)\b/i, pattern: new RegExp(`(?<![\\p{L}-])(?:${SPANISH_DIGIT}(?:[ ,-]+${SPANISH_DIGIT}){7,14}|${CREOLE_DIGIT}(?:[ ,]+${CREOLE_DIGIT}){6,13})`, 'giu'), accept: (match) => (/\b(?:cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)\b/iu.test(match[0]) || (match[0].match(/\b(?:sink|trwa|kat|sis|wit|nef)\b/giu)?.length ?? 0) >= 3 ? whole(match) : null) },
  // The country code said ("plus trente-trois six 84 22 90 15").
  { kind: 'phone', pattern: new RegExp(`(?<![\\p{L}-])plus[ ]+trente-trois[ ,]+(?:${UNITS}|[1-9])(?:[ ,]+(?:${NUMBER_WORDS}|\\d{2}(?!\\d|[,.]\\d))){4}`, 'giu') },
  // Another country's code said, its groups in words, hundreds too ("plus trente-deux, quatre cent quatre-vingt-six, dix-neuf,
  // cinquante-deux, zéro sept").
  { kind: 'phone', when: /\bplus[ ]+(?:un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante)(?![\p{L}])/iu, pattern: new RegExp(`(?<![\\p{L}-])plus[ ]+(?!trente-trois)(?:${NUMBER_WORDS}|${DIGIT_CHAIN})(?:[ ,]+(?:${HUNDRED_WORDS}|${ZERO_PAIR}|z[ée]ro|${NUMBER_WORDS}|\\d{2,3}(?!\\d|[,.]\\d))){4,12}`, 'giu') },
  // Said in Arabic transliterated, Krio, Portuguese, Serbo-Croatian or Russian written in Latin letters, six number
  // words at least, its "plus" or "mais" first ("sifr sifr tisa …", "plus tu tri tu, sevin siks …", "mais dois cinco
  // oito, oito quatro, …", "plus tri osam dva, šezdeset sedam, …", "devyat'sot devyanosto dva, …").
  {
    kind: 'phone',
    // Two number words of these languages in a row, whole words ("nove" alone opens "novembre").
    when: /(?<![\p{L}])(?:sifr|sitta|khamsa|thalatha|tis['’]?a|siks|sevin|ziro|dois|tr[eê]s|quatro|cinco|oito|nove|osam|devet|[šs]est|[čc]etiri|dvjesta|devyat['’]?sot|devyanosto|vosem['’]?|chetyre|pyat['’]?)[ ,]+(?:sifr|wahid|sitta|sab['’]?a|thamaniya|tis['’]?a|khamsa|tu|tri|fo|siks|sevin|wan|et|ziro|zero|um|dois|tr[eê]s|quatro|cinco|seis|sete|oito|nove|jedan|dva|tri|[čc]etiri|pet|[šs]est|sedam|osam|devet|[šs]ezdeset|sto|odin|chetyre|pyat['’]?|shest['’]?|sem['’]?|vosem['’]?|devyat['’]?|devyanosto|sorok|nol['’]?)(?![\p{L}])/iu,
    pattern: new RegExp(FOREIGN_NUMBER_WORDS.map((words) => `(?<![\\p{L}-])(?:(?:plus|mais)[ ]+)?${words}(?:[ ,]+${words}){5,20}`).join('|'), 'giu'),
  },
  // Ten figures from a leading zero in groups of four, three and three, as Paraguay and Argentina write a mobile ("0981
  // 642 307").
  { kind: 'phone', pattern: /(?<![\d.,/+-])\b0\d{3}[ ]\d{3}[ ]\d{3}\b(?![.,/-]?\d)/g },
  // Said in English, figure by figure, its prefix too ("double zero three five seven, nine nine, four one two, …"):
  // seven figures at least (a local number: "seven seven two, one four zero eight").
  {
    kind: 'phone',
    when: /\b(?:zero|oh|double|one|two|three|four|five|six|seven|eight|nine)[ ,-]+(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)[ ,-]+(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b|\bplus[ ]+(?:one|two|three|four|five|six|seven|eight|nine)\b/i,
    pattern: new RegExp(`(?<![\\p{L}-])(?:plus[ ]+)?${ENGLISH_DIGIT}(?:[ ,-]+${ENGLISH_DIGIT}){3,14}`, 'giu'),
    accept: (match) => ((match[0].match(/\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/giu)?.length ?? 0) + (match[0].match(/\bdouble\b/giu)?.length ?? 0) + 2 * (match[0].match(/\btriple\b/giu)?.length ?? 0) >= 7 ? whole(match) : null),
  },
  // Other countries: "+221 77 654 32 10", "+32 (0)4 …".
  // Nine figures at least after the international prefix: "00412877" is a loan's number, no call to Switzerland.
  { kind: 'phone', pattern: /(?:\+|(?<![\d./-])\b00 ?)(?!33)(?=(?:[ .()-]{0,3}\d){9})[1-9]\d{0,2}[ .-]?(?:\(0\)[ .-]?)?\d{1,4}(?:[ .-]?\d{2,4}){2,4}\b(?:,?[ \u00a0]+(?:ext\.?|poste)[ \u00a0]*\d{1,5}\b)?/g },
  // Six figures in three pairs, as Saint-Pierre-et-Miquelon's local numbers are written ("41 02 37"), only after a
  // phone's word or a call ("téléphone fixe (41 02 37)", "Appeler sa voisine (Mme Hélie, 41.03.18)") or before "c'est
  // mon portable": three pairs alone are as often scores.
  {
    kind: 'phone',
    pattern: /(?<![\d.:/+-]\s?|\d,\s?)\b\d{2}([ .])\d{2}\1\d{2}\b(?![.,]?\d|[ .]\d)/g,
    accept: (match, text) =>
      /(?:t[ée]l[ée]phone|\bt[ée]l\b\.?|\bfixe|\bportable|\brappel\p{L}*|\bappel\p{L}*|\bjoignable)[^\n\d]{0,45}$/iu.test(text.slice(Math.max(0, match.index - 60), match.index)) ||
      /^[ \u00a0]*(?:c['’]?[ \u00a0]*est|cest)[ \u00a0]+mon[ \u00a0]+(?:portable|num)/iu.test(text.slice(match.index + match[0].length, match.index + match[0].length + 24))
        ? whole(match)
        : null,
  },
  // A French free or shared-cost number with its first figure apart ("0 800 94 12 30").
  { kind: 'phone', pattern: /(?<![\d.,/+-])\b0[ .]8\d{2}(?:[ .]\d{2}){3}\b(?![.,/-]?\d)/g },
  // A Japanese mobile number as Japan writes it ("080 6321 9954", "090-4512-3387").
  { kind: 'phone', pattern: /(?<![\d.,/+-])\b0[789]0[ -]?\d{4}[ -]?\d{4}\b(?![.,/-]?\d)/g },
  // A Swiss or Belgian number written as its country does, three figures then three ("021 311 47 26").
  { kind: 'phone', pattern: /(?<![\d.,/-])\b0\d{2}[ .]\d{3}[ .]\d{2}[ .]\d{2}\b(?![.,/-]?\d)/g },
  // The country code in brackets, as the overseas collectivities' six-figure numbers are written ("(+687) 95 21 08").
  { kind: 'phone', pattern: /\(\+\d{2,3}\)[ .-]?\d{2}(?:[ .-]?\d{2}){2,4}\b/g },
  // A practitioner's ADELI number (nine figures) after its label: it names the practitioner as the RPPS does, and is
  // masked as one ("N° ADELI : 449305127", "ADELI 69 93 0412 7").
  { kind: 'rpps', when: /adeli/i, pattern: /(?<=\bADELI[ \u00a0]*(?:n°[ \u00a0]*)?[:：]?[ \u00a0]*)\d{2}[ \u00a0]?\d{2}[ \u00a0]?\d{4}[ \u00a0]?\d(?![\d])/giu },
  // Further on the line that names it, nine figures in one piece with a valid key, as a notebook writes them ("mon adeli
  // pour le formulaire ars : 973935521? non … le mien 973935539").
  // The label is looked for behind each nine-figure number, not by a lookbehind at every position of the text: that
  // lookbehind read up to 86 characters back at each one and cost about 1 ms per 1 000 characters of a text naming ADELI.
  {
    kind: 'rpps',
    when: /adeli/i,
    pattern: /(?<![\d.,/-])\d{9}(?![\d.,/-]?\d)/gu,
    accept: (match, text) => (ADELI_EARLIER_ON_LINE.test(text.slice(Math.max(0, match.index - 90), match.index)) && luhnIsValid(match[0]) ? whole(match) : null),
  },
  {
    kind: 'rpps',
    pattern: /\b\d{11}\b/g,
    accept: (match, text) => {
      const context = /rpps/i.test(text.slice(Math.max(0, match.index - 25), match.index));
      return context || luhnIsValid(match[0]) ? whole(match) : null;
    },
  },
  { kind: 'birthDate', pattern: /\b(?:0?[1-9]|[12]\d|3[01])[/.-](?:0?[1-9]|1[0-2])[/.-](?:(?:19|20)\d{2}|\d{2})\b/g, accept: acceptDate },
  // A day, an English month's abbreviation and a year between dashes, as a hospital abroad prints it ("DOB: 03-Feb-2011").
  { kind: 'birthDate', pattern: /\b\d{1,2}-(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(?:19|20)\d{2}\b/g, accept: acceptInBirthContext },
  // The year first with dots, as Mongolia, Korea or Hungary write it ("né le 1991.07.23").
  { kind: 'birthDate', pattern: /\b(?:19|20)\d{2}\.(?:0[1-9]|1[0-2])\.(?:0[1-9]|[12]\d|3[01])\b/g, accept: acceptInBirthContext },
  // The month first, as an American form writes it, when the day can only be the second number ("Date of birth: 08/14/2002").
  { kind: 'birthDate', pattern: /\b(?:0?[1-9]|1[0-2])\/(?:1[3-9]|2\d|3[01])\/(?:19|20)\d{2}\b/g, accept: acceptInBirthContext },
  // Spaces around the separators, as a form's boxes are copied: "14 / 11 / 1991".
  { kind: 'birthDate', pattern: /\b(?:0?[1-9]|[12]\d|3[01]) ?([/.-]) ?(?:0?[1-9]|1[0-2]) ?\1 ?(?:19|20)\d{2}\b/g, accept: (match, text, now) => (/ /.test(match[0]) ? acceptDate(match, text, now) : null) },
  // Each figure in its box, as a PDF form's copy spaces them: "0 3 / 0 3 / 2 0 1 6".
  { kind: 'birthDate', pattern: /(?<!\d ?)\b[0-3] [0-9] ?\/ ?[01] [0-9] ?\/ ?[12] [09] [0-9] [0-9]\b(?! ?\d)/g, accept: acceptInBirthContext, when: /\d \d ?\/ ?\d \d/ },
  { kind: 'birthDate', pattern: new RegExp(`\\b(?:1er|0?[1-9]|[12]\\d|3[01])\\s+(?:${MONTHS})\\s+(?:19|20)\\d{2}\\b`, 'giu'), accept: acceptDate, when: MONTH_WORD },
  // A month shortened as forms and agendas write it ("3 oct. 2003", "12 févr. 2009").
  { kind: 'birthDate', pattern: /\b(?:1er|0?[1-9]|[12]\d|3[01])\s+(?:janv|f[ée]vr?|avr|juil|sept|oct|nov|d[ée]c)\.?\s+(?:19|20)\d{2}\b/giu, accept: acceptDate },
  { kind: 'birthDate', pattern: new RegExp(`(?<!(?:\\d|1er)\\s?)\\b(?:${MONTHS})\\s+(?:19|20)\\d{2}\\b`, 'giu'), accept: acceptInBirthContext, when: MONTH_WORD },
  // A month shortened and a year alone, in a birth's context ("Né(e) le⇥sept. 1971").
  { kind: 'birthDate', pattern: /(?<!(?:\d|1er)\s?)\b(?:janv|f[ée]vr?|avr|juil|sept|oct|nov|d[ée]c)\.\s*(?:19|20)\d{2}\b/giu, accept: acceptInBirthContext },
  // Day, month and year separated by spaces only, as a form's boxes are copied, after a birth label ("Date de naissance : 11 06 1972").
  { kind: 'birthDate', pattern: /\b(?:0?[1-9]|[12]\d|3[01]) (?:0?[1-9]|1[0-2]) (?:19|20)\d{2}\b/g, accept: acceptInBirthContext },
  // Day, month and year joined without separators, after a birth label ("Date de naissance : 23091979").
  { kind: 'birthDate', pattern: /(?<![\d/.-])(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])(?:19|20)\d{2}(?![\d/.-])/g, accept: acceptInBirthContext },
  // Day and month in figures without the year, just after "né(e) le" ("sofia-maria (nee le 3/1 a port-royal)").
  { kind: 'birthDate', pattern: /(?<=(?<![\p{L}])n[ée]e?s?[ \u00a0]+le[ \u00a0]+)(?:0?[1-9]|[12]\d|3[01])\/(?:0?[1-9]|1[0-2])(?![\d/])/giu, when: /(?<![\p{L}])n[ée]e?s?[ \u00a0]+le[ \u00a0]+\d{1,2}\/\d/iu },
  // Day and month without the year, said just after "né(e) le" ("fille née le 2 février", "né le quatre avril").
  { kind: 'birthDate', pattern: new RegExp(`(?<=(?<![\\p{L}])n[ée]e?s?[ \\u00a0]+le[ \\u00a0]+)(?:1er|0?[1-9]|[12]\\d|3[01]|${DAY_WORDS})[ \\u00a0]+(?:${MONTHS})(?![ \\u00a0]*(?:\\d|${NUMBER_WORDS}|mil|deux mille))`, 'giu'), when: /(?<![\p{L}])n[ée]e?s?[ \u00a0]+le[ \u00a0]/iu },
  // The month in Roman numerals, as some hands write it ("née le 5/IX/1978", "12.XI.64").
  { kind: 'birthDate', pattern: /\b(?:0?[1-9]|[12]\d|3[01])[/.\- ](?:I{1,3}|IV|VI{0,3}|IX|XI{0,2})[/.\- ](?:(?:19|20)\d{2}|\d{2})\b/g, accept: acceptDate },
  // A month's name and a year of two figures, after a birth label ("Date de naissance : le 2 février 91").
  { kind: 'birthDate', pattern: new RegExp(`\\b(?:1er|0?[1-9]|[12]\\d|3[01])\\s+(?:${MONTHS})\\s+\\d{2}\\b(?![\\d:h,.]\\d|\\s*(?:h|ans?)\\b)`, 'giu'), accept: acceptInBirthContext, when: MONTH_WORD },
  // ISO dates ("2015-03-02"), as spreadsheets and software exports write them.
  { kind: 'birthDate', pattern: /\b(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b/g, accept: acceptDate },
  // Dates in words, as dictated ("le onze avril mille neuf cent quatre-vingt-trois"), or with the year in figures ("née le
  // douze mars 1937").
  { kind: 'birthDate', pattern: new RegExp(`(?<![\\p{L}-])${DAY_WORDS}\\s+(?:${MONTHS})\\s+(?:${YEAR_WORDS}|(?:19|20)\\d{2}\\b)`, 'giu'), accept: acceptInBirthContext, when: MONTH_WORD },
  // A month and a year said in words, after "né en" ("né en février deux mille vingt-deux").
  { kind: 'birthDate', pattern: new RegExp(`(?<![\\p{L}-])(?<!${DAY_WORDS}\\s+)(?:${MONTHS})\\s+${YEAR_WORDS}`, 'giu'), accept: acceptInBirthContext, when: MONTH_WORD },
  // The year said in two figures, as one dictates it ("le vingt-trois avril soixante-huit"), after a birth label only.
  { kind: 'birthDate', pattern: new RegExp(`(?<![\\p{L}-])${DAY_WORDS}\\s+(?:${MONTHS})\\s+${NUMBER_WORDS}`, 'giu'), accept: acceptInBirthContext, when: MONTH_WORD },
  // The month said as its number, as one reads a date aloud ("née le vingt-trois zéro six deux mille quinze"), after a
  // birth label only.
  { kind: 'birthDate', pattern: new RegExp(`(?<![\\p{L}-])${DAY_WORDS}\\s+(?:z[ée]ro\\s+(?:un|deux|trois|quatre|cinq|six|sept|huit|neuf)|dix|onze|douze)\\s+${YEAR_WORDS}`, 'giu'), accept: acceptInBirthContext, when: /\bmille\b/i },
  // Day and month joined by "du", as a hurried form is filled in ("Date de naissance : le 14 du 2 2014").
  { kind: 'birthDate', pattern: /(?:\ble\s+)?\b(?:0?[1-9]|[12]\d|3[01])\s+du\s+(?:0?[1-9]|1[0-2])\s+(?:19|20)\d{2}\b/giu, accept: acceptInBirthContext, when: /\sdu\s/i },
  // Month and year in figures after a birth label ("DDN 05/2018", "né(e) le : 03.2015", a form's "05-1979").
  { kind: 'birthDate', pattern: /(?<![\d/.-])(?:0?[1-9]|1[0-2])[/.-](?:19|20)\d{2}\b(?![/.-]\d)/g, accept: acceptInBirthContext },
  // Month and a two-figure year right after "né(e) en" or "ddn" / "dob", as a notebook shortens them ("née en sept 83",
  // "né en avril 88", "ddn 11/65").
  {
    kind: 'birthDate',
    when: /(?<![\p{L}])(?:n[ée]|ddn|dob)/iu,
    pattern: new RegExp(`(?<=(?<![\\p{L}])(?:n[ée](?:e|\\(e\\))?s?(?:[ \\u00a0]+en)?|ddn|dob)[ \\u00a0]*:?[ \\u00a0]*)(?:(?:${MONTHS}|janv|f[ée]vr?|avr|juil|sept|oct|nov|d[ée]c)\\.?[ \\u00a0]+\\d{2}|(?:0?[1-9]|1[0-2])\\/\\d{2})(?![\\d/.:h])`, 'giu'),
  },
  // In English, after "born": "born April 3rd, 2011", "born on 3 April 2011".
  {
    kind: 'birthDate',
    when: /\bborn\b/i,
    pattern: /(?<=\bborn(?:\s+on)?\s+)(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December),?\s+(?:19|20)\d{2})\b/gi,
  },
  // In English after a birth label ("date of birth 14 August 1980", "DOB: August 14, 1980").
  {
    kind: 'birthDate',
    when: /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/,
    pattern: /\b(?:(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?,?)\s+(?:19|20)\d{2}\b/g,
    accept: acceptInBirthContext,
  },
  // A year alone after "né en" or a birth label ("année de naissance : 1978", "DDN 2018").
  { kind: 'birthDate', pattern: /(?<![\d/.-])\b(?:19|20)\d{2}\b(?![/.-]\d)/g, accept: (match, text) => (/(?<![\p{L}])n[ée](?:e|\(e\))?\s+en\s*$/iu.test(text.slice(Math.max(0, match.index - 12), match.index)) || birthContext(match, text) ? whole(match) : null) },
  {
    kind: 'address',
    when: STREET_WORD,
    // Not a date's year before the street ("28/11/2025, quai Augagneur, Lyon 3e": where an accident happened).
    pattern: new RegExp(`(?<!\\d[/.]\\d{1,2}[/.])\\b\\d{1,4}${NUMBERED_STREET_TAIL}`, 'gu'),
    accept: (match, text) => {
      const end = match.index + match[0].length;
      // Its postcode and its town typed in lower case after it ("4 chemin de la Houssais 44120 vertou").
      const lowerTown = LOWER_TOWN_AFTER_STREET.exec(text.slice(end, end + 50));
      const town = lowerTown && !NOT_TOWN_WORD.test(lowerTown[0].split(/[ \u00a0]/).pop() ?? '') ? lowerTown[0].length : 0;
      return { start: placeBefore(text, match.index) ?? townBefore(text, match.index) ?? match.index, end: end + town };
    },
  },
  // Typed in a hurry, in lower case, the street's type shortened ("14 r. des lilas 69003 lyon", "9 imp. du stade 69680
  // chassieu"): with its postcode, or after a word that says where someone lives or goes ("au 14 rue des lilas").
  {
    kind: 'address',
    when: /\d[ ]+(?:r\.|rue|av\.?|avenue|bd|boulevard|imp\.?|impasse|ch\.?|chemin|all[ée]e|pl\.|place|quai|rte|route|grande[ -]rue)[ ]+\p{Ll}/u,
    pattern: new RegExp(`(?<![\\p{L}\\d.,/-])\\d{1,4}(?:[ ]?(?:bis|ter))?[ ]+(?:grande[ -]rue|r\\.|rue|av\\.?|avenue|bd|boulevard|imp\\.?|impasse|ch\\.?|chemin|all[ée]e|pl\\.|place|quai|rte|route)[ ]+(?:(?:des|du|de la|de l['’]|de|d['’]|la|le|les)[ ]*)?\\p{Ll}[\\p{Ll}\\p{M}'’-]+(?:[ ]+(?:(?:de la|de l['’]|des|du|de|d['’])[ ]*)?\\p{Ll}[\\p{Ll}\\p{M}'’-]+){0,2}?(?:[ ]+(${POSTCODE})(?:[ ]+((?:ste?[ -])?\\p{L}[\\p{L}\\p{M}'’-]+))?)?(?![\\p{L}\\d])`, 'gu'),
    accept: (match, text) => {
      // Without its postcode, only where someone lives or goes; a word after the postcode that is no town stays out
      // (collect drops the space before it).
      // "maison du 280 ch de la colle": a home's number too.
      if (!match[1] && !/(?:\bau|\bchez|\bvit|\bhabite|\bdomicile|\bmaison du|->|→|\(|\bà)[ ]*$/iu.test(text.slice(Math.max(0, match.index - 10), match.index))) return null;
      const notTown = match[2] !== undefined && NOT_TOWN_WORD.test(match[2]);
      return { start: match.index, end: match.index + match[0].length - (notTown ? (match[2]?.length ?? 0) : 0) };
    },
  },
  // After "adresse" in a notebook, a place without a number, then its postcode and its town in lower case ("adresse les
  // bruyères, 58170 millay", "adresse cité des acacias bât c, 58300 decize").
  {
    kind: 'address',
    when: /\b(?:adresse|lieu-dit)[ \u00a0]*:?[ \u00a0]+\p{Ll}/u,
    pattern: new RegExp(`(?:\\blieu-dit[ \\u00a0]+|(?<=\\badresse[ \\u00a0]*:?[ \\u00a0]+))(?!(?:e-?mail|mail|[ée]lectronique|ip|postale|de|du|des|à|au)(?![\\p{L}]))\\p{Ll}[\\p{Ll}\\p{M}'’ \\d-]{1,40}?(?:,[ \\u00a0]*[\\p{Ll}\\p{M}'’ \\d-]{1,20}?){0,2},?[ \\u00a0]+${POSTCODE}[ \\u00a0]+(?:ste?[ -])?\\p{L}[\\p{L}\\p{M}'’-]+`, 'gu'),
  },
  // A street without number typed in lower case, then its postcode and its town ("terrain familial chemin de la
  // sablière, 33270 bouliac"): the postcode says it is an address.
  {
    kind: 'address',
    when: /\b(?:chemin|route|impasse|all[ée]e|rue|avenue|hameau)[ \u00a0]+(?:de|du|des|la|le|les|d['’])[^\n]{1,50}?\d{5}[ \u00a0]+\p{Ll}/u,
    pattern: new RegExp(`(?<!\\d[ \\u00a0]?)(?<!\\d[ \\u00a0]?(?:bis|ter)[ \\u00a0])\\b(?:chemin|route|impasse|all[ée]e|rue|avenue|hameau)[ \\u00a0]+(?:(?:de la|de l['’]|des|du|de|d['’]|la|le|les)[ \\u00a0]*)\\p{Ll}[\\p{Ll}\\p{M}'’-]+(?:[ \\u00a0]+\\p{Ll}[\\p{Ll}\\p{M}'’-]+){0,2}?,?[ \\u00a0]+${POSTCODE}[ \\u00a0]+(?:ste?[ -])?\\p{Ll}[\\p{Ll}\\p{M}'’-]+`, 'gu'),
  },
  // The number said in words, as a voicemail's transcript writes it ("sept impasse des Lilas à Aureilhan").
  {
    kind: 'address',
    when: NUMBER_WORD_STREET,
    pattern: new RegExp(`\\b${NUMBER_IN_WORDS}(?=\\s+(?:${STREET_TYPES})\\s)${NUMBERED_STREET_TAIL}`, 'gu'),
  },
  // A square or a walk without number, when a postcode follows ("place du Recteur Henri Le Moal, 35000 Rennes"), with
  // the building and floor written before it, and a sorting office's box between them ("…, TSA 40031, 31059 …").
  {
    kind: 'address',
    when: STREET_WORD,
    pattern: new RegExp(`(?<![\\p{L}])(?:[pP]lace|[sS]quare|[cC]ours|[pP]arvis|[eE]splanade)\\s+${STREET_NAME},?\\s+(?:(?:BP|CS|TSA)\\s+\\d{3,6},?\\s+)?${POSTCODE}\\s+${TOWN_CEDEX}`, 'gu'),
    accept: (match, text) => ({ start: placeBefore(text, match.index) ?? match.index, end: match.index + match[0].length }),
  },
  // Belgian and Dutch order, the number after the street and a box after it ("Rue Puits-en-Sock 112 bte 2, 4020 Liège",
  // "Kerkstraat 18, 3090 Overijse"), before a postcode of four figures.
  {
    kind: 'address',
    when: /(?<!\d)\d{4}[ \u00a0]+\p{Lu}/u,
    pattern: new RegExp(`(?<![\\p{L}])(?:(?:${STREET_TYPES}|[cC]haussée|[dD]rève)[ \\u00a0]+${STREET_NAME}|(?:(?:Van|Van der|Van den|De|Den)[ \\u00a0]+)?\\p{Lu}[\\p{Ll}-]+(?:straat|laan|weg|plein|steenweg|dreef|lei|kaai|markt|gracht|singel|bakken|veien|vegen|gata|gaten|gate|vej|gade|gatan|vägen))[ \\u00a0]+\\d{1,4}(?:bis|ter|-[A-Z](?![\\p{L}])|[ \\u00a0]?[a-zA-Z](?![\\p{L}]))?(?:,?[ \\u00a0]+(?:bte|boîte|bus)[ \\u00a0]*\\d{1,4})?,?[ \\u00a0]+\\d{4}(?:[ \\u00a0]?[A-Z]{2})?[ \\u00a0]+${TOWN}${COUNTRY}?`, 'gu'),
  },
  // A street of Denmark, Norway, Sweden or the Low Countries whose name holds no street word, the number after it, a
  // postcode of four figures, the town and the country closing it ("Kokbjerg 30, 6000 Kolding, Denmark").
  {
    kind: 'address',
    when: /(?:Denmark|Danmark|Danemark|Norway|Norge|Norvège|Sweden|Sverige|Suède|Nederland|Netherlands|Pays-Bas|België|Belgium|Belgique)\b/u,
    pattern: new RegExp(`(?<![\\p{L}])\\p{Lu}[\\p{Ll}-]+(?:[ \\u00a0]\\p{Lu}[\\p{Ll}-]+)?[ \\u00a0]+\\d{1,4}[A-Za-z]?,[ \\u00a0]+\\d{4}[ \\u00a0]+${TOWN},[ \\u00a0]*(?:Denmark|Danmark|Danemark|Norway|Norge|Norvège|Sweden|Sverige|Suède|Nederland|Netherlands|Pays-Bas|België|Belgium|Belgique)(?![\\p{L}])`, 'gu'),
  },
  // Vienna and Germany with the street's word apart and a door after a slash ("Mariahilfer Straße 88/12, 1070 Wien").
  {
    kind: 'address',
    when: /(?:Straße|Strasse|Gasse|Platz|Allee)[ \u00a0]\d/u,
    pattern: new RegExp(`(?<![\\p{L}])\\p{Lu}[\\p{Ll}ßäöü-]+[ \\u00a0](?:Straße|Strasse|Gasse|Platz|Allee)[ \\u00a0]+\\d{1,4}[a-z]?(?:\\/\\d{1,3})?,?[ \\u00a0]+\\d{4,5}[ \\u00a0]+${TOWN}${COUNTRY}?`, 'gu'),
  },
  // Ethiopia: the sub-city, the woreda, the house's number and the town ("Bole Sub-City, Woreda 03, House No. 1187, Addis Ababa").
  {
    kind: 'address',
    when: /\bWoreda\b/u,
    pattern: /(?:\p{Lu}[\p{L}'’-]+[ \u00a0]+Sub-City,[ \u00a0]*)?Woreda[ \u00a0]+\d{1,2}(?:,[ \u00a0]*Kebele[ \u00a0]+\d{1,2})?(?:,[ \u00a0]*House[ \u00a0]+No\.?[ \u00a0]*\d{1,5})?(?:,[ \u00a0]*(?:Addis[ -]Ab(?:a|e)ba|\p{Lu}[\p{L}'’-]+))?/gu,
  },
  // Turkey: the quarter ("Mah."), the street ("Cad.", "Sok.") with its door and flat, the postcode, the town and its
  // province ("Ürgen Paşa Mah., Kurtuluş Cad. No: 41 D: 6, 31030 Antakya/Hatay"); a container town after the
  // earthquake with its block ("Defne Konteyner Kent, Blok C-12, Defne/Hatay").
  {
    kind: 'address',
    when: /\b(?:Mah\.|Mahallesi|Konteyner Kent)/u,
    pattern: new RegExp(`(?:(?:\\p{Lu}[\\p{L}'’-]+[ \\u00a0]+){1,3}(?:Mah\\.|Mahallesi)(?:,?[ \\u00a0]*(?:\\p{Lu}[\\p{L}'’-]+[ \\u00a0]+){1,3}(?:Cad\\.|Caddesi|Sok\\.|Sokak|Bulvarı)(?:[ \\u00a0]+No:?[ \\u00a0]*\\d{1,4}[A-Z]?)?(?:[ \\u00a0]+D:?[ \\u00a0]*\\d{1,3})?)?|\\p{Lu}[\\p{L}'’-]+[ \\u00a0]+Konteyner[ \\u00a0]+Kent(?:,[ \\u00a0]*Blok[ \\u00a0]+[A-Z]-?\\d{1,3})?)(?:,[ \\u00a0]*(?:\\d{5}[ \\u00a0]+)?${TOWN}(?:\\/${TOWN})?)?`, 'gu'),
  },
  // German and Austrian order, the street's word joined to its name, the number after it and a postcode of five or four
  // figures ("Werderstraße 14, 79379 Müllheim, Allemagne").
  {
    kind: 'address',
    when: /(?:straße|strasse|weg|platz|allee|gasse|ring|damm)[ \u00a0]\d/,
    pattern: new RegExp(`(?<![\\p{L}])\\p{Lu}[\\p{Ll}ßäöü-]+(?:stra(?:ss|ß)e|weg|platz|allee|gasse|ring|damm)[ \\u00a0]+\\d{1,4}[a-z]?,?[ \\u00a0]+\\d{4,5}[ \\u00a0]+${TOWN}${COUNTRY}?`, 'gu'),
  },
  // Written all in lower case, as in quick notes, when a postcode follows: "5 impasse des lilas 13014 marseille".
  {
    kind: 'address',
    when: STREET_WORD,
    pattern: new RegExp(`\\b\\d{1,4}(?:\\s?(?:bis|ter))?,?\\s+(?:${STREET_TYPES_RAW})(?:\\s+[\\p{Ll}\\p{M}'’-]+){1,6}?,?\\s+${POSTCODE}\\s+\\p{Ll}[\\p{Ll}\\p{M}'’-]+(?:\\s+(?:sur|sous|en|les|le|la)\\s+\\p{Ll}[\\p{Ll}\\p{M}'’-]+)?`, 'gu'),
    // With the building written before it ("bât. c, 4 allée henri-matisse, 94400 vitry").
    accept: (match, text) => ({ start: buildingPartsBefore(text, match.index), end: match.index + match[0].length }),
  },
  // Dictated, as speech recognition writes it, all in lower case: the number in figures or words, the street, "à" and the
  // town ("trente-deux rue des hirondelles à villiers-le-bel"), which may end on "d'…" after a space ("à villeneuve d'ascq")
  // or open on its article when its name is hyphenated ("à la motte-servolex"); a lieu-dit and its postcode ("lieu-dit le
  // moulin 71250 cluny").
  {
    kind: 'address',
    pattern: new RegExp(`(?<![\\p{L}-])(?:\\d{1,4}|${NUMBER_WORDS})[ ]+(?:${STREET_TYPES_RAW})(?:[ ]+[\\p{Ll}\\p{M}'’-]+){1,5}?[ ]+(?:à|a)[ ]+(?:(?:la|le|les)[ ]+(?=\\p{Ll}+-\\p{Ll}))?\\p{Ll}[\\p{Ll}\\p{M}'’-]+(?:[ ]+d['’](?!abord|accord|ailleurs|habitude|autres?\\b|une?\\b)\\p{Ll}[\\p{Ll}\\p{M}-]+)?`, 'gu'),
    // Or a number said in words that is no bare unit ("quarante-quatre avenue jean jaurès à nîmes"): "un chemin creux à
    // travers" is no address; a bare unit is one before a street's article ("neuf quai de la fosse à nantes"), but not "un"
    // before a masculine street's word ("un quai de la gare à lyon").
    accept: (match) => (/\b(?:rue|avenue|boulevard|allée|impasse|chemin|route|place)[ ]+(?:des|de|du|la|le|l['’]|d['’])/u.test(match[0]) || /^(?!une?[ ])\S+[ ]+(?:quai|cours|square|passage)[ ]+(?:des|de|du|la|le|l['’]|d['’])/u.test(match[0]) || /\d/.test(match[0]) || !BARE_UNIT_FIRST.test(match[0]) ? whole(match) : null),
    when: new RegExp(`[ ](?:${STREET_TYPES_RAW})[ ]+\\p{Ll}`, 'u'),
  },
  // Dictated with the postcode in words before the town ("quatorze rue de la Glière soixante-treize cinq cents Modane").
  {
    kind: 'address',
    pattern: new RegExp(`(?<![\\p{L}-])(?:\\d{1,4}|${NUMBER_WORDS})[ ]+(?:${STREET_TYPES_RAW})(?:[ ]+[\\p{L}\\p{M}'’-]+){1,5}?(?:[ ]+(?:${NUMBER_WORDS}|z[ée]ro|cents?|mille)(?![\\p{L}-])){2,6}[ ]+\\p{L}[\\p{Ll}\\p{M}'’-]+`, 'gu'),
    when: new RegExp(`[ ](?:${STREET_TYPES_RAW})[ ]+\\p{L}[^\\n]*[ -](?:cents?|z[ée]ro|vingt|trente|quarante|cinquante|soixante|mille)`, 'u'),
  },
  // Written in lower case without a postcode after where someone lives or sleeps, as a text message types it ("jsuis
  // heberger chez mon cousin a begles maintenant 18 rue kleber"): the number, the street's word and its name's word.
  {
    kind: 'address',
    when: /\b(?:chez|habite|h[ée]berg|dort|dors)\b[^\n.;!?]{0,60}?\d[ ]+\p{Ll}/u,
    pattern: /\b(?:chez|habite|h[ée]berg\p{Ll}*|dort|dors)\b[^\n.;!?\d]{0,60}?(?<![\p{L}\d])(\d{1,4}(?:[ ]?(?:bis|ter))?[ ]+(?:rue|avenue|av|bd|boulevard|all[ée]e|impasse|chemin|place|route|cours|quai)[ ]+(?:(?:de|du|des|la|le|l['’])[ ]*){0,2}\p{Ll}[\p{Ll}\p{M}'’-]{2,})/gu,
    accept: (match) => {
      const street = match[1] ?? '';
      const start = match.index + match[0].length - street.length;
      return { start, end: start + street.length };
    },
  },
  // A residence written in lower case, as a message types it, its building and its postcode ("résidence les glycines bat c
  // 69007 lyon").
  {
    kind: 'address',
    when: /\br[ée]sidence[ ]+\p{Ll}/u,
    pattern: new RegExp(`\\br[ée]sidence(?:[ ]+[\\p{Ll}\\p{M}'’-]+){1,4}?(?:[ ]+(?:bat|bât|batiment|bâtiment|esc|escalier)\\.?[ ]+[a-z0-9]{1,2})?[ ]+${POSTCODE}[ ]+\\p{Ll}[\\p{Ll}\\p{M}'’-]+`, 'gu'),
  },
  // Colombia: the street's kind and number, "#", the cross street and the door ("Carrera 43A # 18 Sur-135, Medellín, Antioquia").
  {
    kind: 'address',
    when: /(?:Carrera|Calle|Avenida|Transversal|Diagonal)[ \u00a0]+\d/u,
    pattern: new RegExp(`(?<![\\p{L}])(?:Carrera|Calle|Avenida|Transversal|Diagonal)[ \\u00a0]+\\d{1,3}[A-Z]?(?:[ \\u00a0]+(?:Bis|Sur))?[ \\u00a0]*(?:#|No\\.?|N°)[ \\u00a0]*\\d{1,3}[A-Z]?(?:[ \\u00a0]+(?:Bis|Sur))?[ \\u00a0]*-[ \\u00a0]*\\d{1,3}(?:,[ \\u00a0]*barrio[ \\u00a0]+${TOWN})?(?:,[ \\u00a0]*${TOWN}){0,2}`, 'gu'),
  },
  // A villa's number, its street's number or its quarter, the town and the country, as Dakar and the Emirates write
  // them ("villa 214, Sicap Liberté 6, Dakar", "villa 27, street 14, Al Bateen, Abu Dhabi, Émirats arabes unis").
  {
    kind: 'address',
    when: /\b[vV]illa[ \u00a0]+(?:n°[ \u00a0]*)?\d/u,
    pattern: new RegExp(`\\b[vV]illa[ \\u00a0]+(?:n°[ \\u00a0]*)?\\d{1,4}[A-Z]?,[ \\u00a0]+(?:(?:[sS]treet|[rR]ue)[ \\u00a0]+\\d{1,4},[ \\u00a0]+)?${UP}[\\p{L}\\p{M}'’-]+(?:[ \\u00a0]+(?:${UP}[\\p{L}\\p{M}'’-]+|\\d{1,2}(?!\\d))){0,3}(?:,[ \\u00a0]+(?:[ÉE]mirats arabes unis|UAE|United Arab Emirates|S[ée]n[ée]gal|${TOWN})){1,3}`, 'gu'),
  },
  // Québec: the number, the street, an office or a flat, the town, the province in brackets and the postcode ("2600
  // boulevard Laurier, bureau 410, Québec (Québec) G1V 4T3").
  {
    kind: 'address',
    when: /\b[A-Z]\d[A-Z][ \u00a0]?\d[A-Z]\d\b/u,
    pattern: new RegExp(`\\b\\d{1,5}[ \\u00a0]+(?:${STREET_TYPES}|[rR]ang|[cC]ôte|[mM]ontée)[ \\u00a0]+${STREET_NAME}(?:,[ \\u00a0]*(?:[bB]ureau|[aA]pp(?:artement|\\.)?|[sS]uite|[lL]ocal)[ \\u00a0]*\\d{1,5})?,[ \\u00a0]+${TOWN}(?:[ \\u00a0]+\\((?:Québec|Qc|QC|Ontario|ON|Nouveau-Brunswick|NB)\\))?,?[ \\u00a0]+[A-Z]\\d[A-Z][ \\u00a0]?\\d[A-Z]\\d\\b`, 'gu'),
  },
  // Czechia and Greece: the street and its numbers, a postcode of three and two figures, the town with its district
  // and the country ("Korunní 1208/74, 101 00 Praha 10, République tchèque", "Odos Solonos 84, 106 80 Athens, Greece").
  {
    kind: 'address',
    when: /(?<!\d)\d{3}[ \u00a0]\d{2}[ \u00a0]+\p{Lu}/u,
    pattern: new RegExp(`(?<![\\p{L}])(?:Odos[ \\u00a0]+)?${UP}[\\p{L}\\p{M}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+)?[ \\u00a0]+\\d{1,4}(?:\\/\\d{1,4})?[a-z]?,[ \\u00a0]+\\d{3}[ \\u00a0]\\d{2}[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+(?:[ \\u00a0]+\\d{1,2}(?!\\d))?(?:,[ \\u00a0]+(?:République tchèque|Tchéquie|Czech Republic|Czechia|Česká republika|Grèce|Greece|Ελλάδα|Slovaquie|Slovakia))?`, 'gu'),
  },
  // Finland and Sweden, the street's word joined to its name, the number, a staircase's letter and a flat, then the
  // postcode ("Hämeenkatu 14 B 22, 33100 Tampere, Finlande"); Hungary with the street's word apart ("Piac utca 18, 4025
  // Debrecen, Hongrie").
  {
    kind: 'address',
    when: /(?:katu|tie|kuja|gatan|vägen|utca|út|tér|körút)[ \u00a0]\d/u,
    pattern: new RegExp(`(?<![\\p{L}])(?:${UP}[\\p{Ll}äöå-]+(?:katu|tie|kuja|polku|gatan|vägen)|(?:${UP}[\\p{L}\\p{M}-]+[ \\u00a0]+){1,3}(?:utca|út|tér|körút))[ \\u00a0]+\\d{1,4}(?:[ \\u00a0]+[A-Z](?:[ \\u00a0]+\\d{1,3})?)?,?[ \\u00a0]+\\d{4,5}[ \\u00a0]+${TOWN}(?:,[ \\u00a0]+(?:Finlande|Finland|Suomi|Su[èe]de|Sweden|Sverige|Hongrie|Hungary|Magyarorsz[áa]g))?`, 'gu'),
  },
  // Mongolia: the district, the khoroo, the avenue, the building and the flat, Ulaanbaatar and its postcode ("Bayanzürkh
  // district, 13e khoroo, Peace Avenue, bâtiment 45, appartement 18, Oulan-Bator 13312, Mongolie").
  {
    kind: 'address',
    when: /\bkhoroo\b/iu,
    pattern: /\p{Lu}[\p{L}-]+[ \u00a0]+(?:district|düüreg),[ \u00a0]*\d{1,2}(?:e|th|ème)?[ \u00a0]+khoroo(?:,[ \u00a0]*[^,\n]{2,30}){0,4}?,[ \u00a0]*(?:Oulan-Bator|Ulaanbaatar|Ulan[ -]Bator)(?:[ \u00a0]+\d{5})?(?:,[ \u00a0]*(?:Mongolie|Mongolia))?/gu,
  },
  // Estonia ("Mustamäe tee 24-17, 10621 Tallinn"), India with its PIN and state ("112 Bara Bazar, Kannauj 209725, Uttar
  // Pradesh"), Chile's "pasaje" with its hill ("pasaje Gálvez 47, Cerro Alegre, Valparaíso") and Nouakchott's blocks
  // and plots ("îlot K, lot 312, Tevragh Zeina, Nouakchott").
  {
    kind: 'address',
    when: /(?:\b(?:tee|mnt|pst)[ \u00a0]\d|\d{6},|\b[pP]asaje[ \u00a0]|(?<![\p{L}])[îiÎI]lot[ \u00a0][A-Z0-9])/u,
    pattern: new RegExp(`(?<![\\p{L}])${UP}[\\p{L}\\p{M}-]+[ \\u00a0]+(?:tee|mnt|pst)[ \\u00a0]+\\d{1,4}(?:-\\d{1,3})?,[ \\u00a0]+\\d{5}[ \\u00a0]+${TOWN}|\\b\\d{1,4}[ \\u00a0]+(?:${UP}[\\p{L}\\p{M}-]+[ \\u00a0]+){0,2}(?:Bazar|Nagar|Marg|Road|Chowk|Gali),[ \\u00a0]+${TOWN}[ \\u00a0]+\\d{6}(?:,[ \\u00a0]+${TOWN})?|\\b[pP]asaje[ \\u00a0]+${UP}[\\p{L}\\p{M}-]+[ \\u00a0]+\\d{1,4}(?:,[ \\u00a0]+${TOWN}){1,2}|(?<![\\p{L}])[îiÎI]lot[ \\u00a0]+[A-Z0-9]{1,3},[ \\u00a0]+lot[ \\u00a0]+\\d{1,4}(?:,[ \\u00a0]+${TOWN}){1,2}`, 'gu'),
  },
  // Iran: the alley and the street by their Persian words, the town and its postcode ("Kuche-ye Bahar 14, Khiaban-e
  // Vali-Asr, Tehran 1968917").
  {
    kind: 'address',
    when: /\b(?:Kuche|Kucheh|Khiaban|Khiyaban|Meydan|Bolvar)\b/u,
    pattern: new RegExp(`\\b(?:Kuche(?:h|-ye)?|Khiy?aban(?:-e)?|Meydan(?:-e)?|Bolvar(?:-e)?)[ \\u00a0]+${UP}[\\p{L}\\p{M}-]+(?:[ \\u00a0]+\\d{1,4})?(?:,[ \\u00a0]*(?:Kuche(?:h|-ye)?|Khiy?aban(?:-e)?|Meydan(?:-e)?|Bolvar(?:-e)?)[ \\u00a0]+${UP}[\\p{L}\\p{M}-]+(?:[ \\u00a0]+\\d{1,4})?)*(?:,[ \\u00a0]*${TOWN}(?:[ \\u00a0]+\\d{5}-?\\d{0,5})?)?`, 'gu'),
  },
  // Iceland, the street's word joined to its name and a postcode of three figures ("Hringbraut 31, 101 Reykjavík");
  // Lithuania and Latvia, the street's word shortened after its name and the country's letters before the postcode
  // ("Gedimino pr. 22-5, LT-01103 Vilnius", "Brīvības iela 54-3, LV-1011 Rīga"); Serbia, a boulevard or a street
  // named by a word in lower case ("Bulevar oslobođenja 46, 21000 Novi Sad").
  {
    kind: 'address',
    when: /(?:(?:braut|gata|vegur|stræti|stígur)[ \u00a0]\d|(?<![\p{L}])(?:g|pr|al|pl)\.[ \u00a0]\d|\biela[ \u00a0]\d|\b(?:Bulevar|Ulica|ulica)[ \u00a0]\p{Ll})/u,
    pattern: new RegExp(
      `(?<![\\p{L}])(?:${UP}\\p{Ll}+(?:braut|gata|vegur|stræti|stígur)[ \\u00a0]+\\d{1,4}[a-z]?,?[ \\u00a0]+\\d{3}|${UP}[\\p{L}\\p{M}-]+[ \\u00a0]+(?:g\\.|pr\\.|al\\.|pl\\.|iela)[ \\u00a0]+\\d{1,4}[A-Za-z]?(?:-\\d{1,3})?(?:,?[ \\u00a0]+(?:LT|LV)-\\d{4,5})|(?:Bulevar|Ulica|ulica)[ \\u00a0]+\\p{Ll}[\\p{L}\\p{M}]{3,}(?:[ \\u00a0]+\\p{L}[\\p{L}\\p{M}]+)?[ \\u00a0]+\\d{1,4}[a-z]?,?[ \\u00a0]+\\d{5})[ \\u00a0]+${TOWN}(?:,[ \\u00a0]+(?:Islande|Iceland|Ísland|Lituanie|Lithuania|Lettonie|Latvia|Serbie|Serbia|Srbija))?`,
      'gu',
    ),
  },
  // The same in Latvia with the town before the postcode ("Brīvības iela 118-24, Rīga, LV-1012").
  {
    kind: 'address',
    when: /\b(?:LT|LV)-\d{4,5}\b/u,
    pattern: new RegExp(`(?<![\\p{L}])${UP}[\\p{L}\\p{M}-]+[ \\u00a0]+(?:g\\.|pr\\.|al\\.|pl\\.|iela)[ \\u00a0]+\\d{1,4}[A-Za-z]?(?:-\\d{1,3})?,[ \\u00a0]+${TOWN},[ \\u00a0]+(?:LT|LV)-\\d{4,5}(?!\\d)(?:,[ \\u00a0]+(?:Lettonie|Latvia|Lituanie|Lithuania))?`, 'gu'),
  },
  // North Macedonia ("ul. Marksova br. 47, 7000 Bitola"), Azerbaijan ("Nizami kucesi 84, menzil 17, Baki AZ1000"), Guatemala
  // ("7a. Calle 11-40, Zona 1, Quetzaltenango"), Cuba ("calle 19 nº 356 e/ G y H, Vedado, La Habana") and a French "Grande-Rue"
  // without a street word before it ("112 Grande-Rue, 59100 Roubaix").
  {
    kind: 'address',
    when: /\bbr\.[ \u00a0]*\d|k[uü]ç?[cç]?esi[ \u00a0]+\d|\b\d{1,2}a\.[ \u00a0]+(?:Calle|Avenida)|\be\/[ \u00a0]*\p{Lu}|\bGrande[- ]Rue\b/u,
    pattern: new RegExp(
      [
        `\\bul\\.[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+)?[ \\u00a0]+br\\.[ \\u00a0]*\\d{1,4}[a-z]?,[ \\u00a0]+(?:\\d{4}[ \\u00a0]+)?${TOWN}`,
        `(?<![\\p{L}])${UP}[\\p{L}\\p{M}'’-]+[ \\u00a0]+k[uü]ç?[cç]?esi[ \\u00a0]+\\d{1,4}(?:,[ \\u00a0]+menzil[ \\u00a0]+\\d{1,4})?,[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+(?:[ \\u00a0]+AZ[ \\u00a0]?\\d{4})?`,
        `\\b\\d{1,2}a\\.[ \\u00a0]+(?:Calle|Avenida)[ \\u00a0]+\\d{1,3}-\\d{1,3},[ \\u00a0]+[zZ]ona[ \\u00a0]+\\d{1,2},[ \\u00a0]+${TOWN}`,
        `\\b[cC]alle[ \\u00a0]+\\d{1,3}[ \\u00a0]+(?:n[º°o]\\.?[ \\u00a0]*)?\\d{1,4}[ \\u00a0]+e\\/[ \\u00a0]*\\p{Lu}{1,3}[ \\u00a0]+y[ \\u00a0]+\\p{Lu}{1,3}(?:,[ \\u00a0]+${TOWN}){1,2}`,
        `\\b\\d{1,4}(?:[ \\u00a0]?(?:bis|ter))?,?[ \\u00a0]+Grande[- ]Rue,[ \\u00a0]+${POSTCODE}[ \\u00a0]+${TOWN}`,
      ].join('|'),
      'gu',
    ),
  },
  // Malaysia ("No. 22, Jalan Tun Sambanthan 3, Brickfields, 50470 Kuala Lumpur") and a numbered street in English
  // with its quarter and town ("12th Street, Sinkor, Monrovia, Liberia").
  {
    kind: 'address',
    when: /\bJalan[ \u00a0]|\b\d{1,3}(?:st|nd|rd|th)[ \u00a0]+Street,/u,
    pattern: new RegExp(
      `(?:\\bNo\\.[ \\u00a0]*\\d{1,4}[A-Z]?,[ \\u00a0]+)?\\bJalan(?:[ \\u00a0]+[\\p{L}\\d'’-]+){1,5},(?:[ \\u00a0]+${UP}[\\p{L}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}'’-]+)?,)?[ \\u00a0]+(?:\\d{5}[ \\u00a0]+)?${TOWN}|\\b\\d{1,3}(?:st|nd|rd|th)[ \\u00a0]+Street(?:,[ \\u00a0]+${UP}[\\p{L}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}'’-]+)?){1,2}(?:,[ \\u00a0]+(?:Liberia|Libéria))?`,
      'gu',
    ),
  },
  // The United States: the number, the street and its type, a suite, the town, the state's two letters and the ZIP code
  // ("1420 SE Hawthorne Blvd, Suite 300, Portland, OR 97214, USA").
  {
    kind: 'address',
    when: /\b[A-Z]{2}[ \u00a0]+\d{5}\b/u,
    pattern: new RegExp(
      `\\b\\d{1,6}(?:[ \\u00a0]+(?:N|S|E|W|NE|NW|SE|SW)\\.?)?(?:[ \\u00a0]+${UP}[\\p{L}'’-]+){1,4}[ \\u00a0]+(?:St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Pkwy|Parkway|Hwy|Highway|Ter|Terrace)\\.?(?:,[ \\u00a0]+(?:Suite|Ste\\.?|Apt\\.?|Unit|#)[ \\u00a0]*[A-Za-z0-9-]+)?,[ \\u00a0]+${UP}[\\p{L}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}'’-]+){0,2},[ \\u00a0]+[A-Z]{2}[ \\u00a0]+\\d{5}(?:-\\d{4})?(?:,[ \\u00a0]+(?:USA|U\\.S\\.A\\.|United States))?`,
      'gu',
    ),
  },
  // Kyrgyzstan, Tajikistan and Russia in Latin letters: "ulitsa" or "khiyoboni", the street, the number, the flat after
  // "kv.", a postcode and the town ("ulitsa Toktogula 125, kv. 8, Bishkek", "khiyoboni Rudaki 84, kv. 17, 734025 Dushanbe").
  {
    kind: 'address',
    when: /\b(?:[uU]litsa|[uU]l\.|[kK]hiyoboni|[pP]rospekt|[mM]ikrorayon)[ \u00a0]/u,
    pattern: new RegExp(`\\b(?:[uU]litsa|[kK]hiyoboni|[pP]rospekt|[mM]ikrorayon)(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+){1,3}[ \\u00a0]+\\d{1,4}[A-Za-z]?(?:,[ \\u00a0]*kv\\.[ \\u00a0]*\\d{1,4})?,[ \\u00a0]+(?:\\d{5,6}[ \\u00a0]+)?${TOWN}`, 'gu'),
  },
  // Burundi and the Congo: the quarter, a numbered avenue, the house's number and the town ("quartier Kinindo, 4e avenue,
  // n° 27, Bujumbura").
  {
    kind: 'address',
    when: /\b\d{1,2}(?:e|ème|re)[ \u00a0]+avenue\b/u,
    pattern: new RegExp(`\\b[qQ]uartier[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+)?,[ \\u00a0]+\\d{1,2}(?:e|ème|re)[ \\u00a0]+avenue(?:,[ \\u00a0]+(?:n°|No\\.?)[ \\u00a0]*\\d{1,4})?,[ \\u00a0]+${TOWN}`, 'gu'),
  },
  // Bolivia and Uruguay, as a chat types it: "calle" in lower case, the number, the zone or the flat, the postcode and
  // the town ("calle Jorge Carrasco 1187, zona 12 de Octubre, El Alto", "Bulevar Artigas 1235 apto 402, 11200 Montevideo").
  {
    kind: 'address',
    when: /\b(?:calle|avenida|[bB]ulevar|pasaje)[ \u00a0]+\p{Lu}/u,
    pattern: new RegExp(`\\b(?:calle|avenida|[bB]ulevar|pasaje)(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+){1,3}[ \\u00a0]+\\d{1,5}(?:[ \\u00a0]+apto\\.?[ \\u00a0]*\\d{1,4})?(?:,[ \\u00a0]+zona(?:[ \\u00a0]+[\\p{L}\\d'’-]+){1,4}?)?,[ \\u00a0]+(?:\\d{4,5}[ \\u00a0]+)?${TOWN}`, 'gu'),
  },
  // Spain and Catalonia: the street word, its name, a comma, the number, the postcode and the town ("Avinguda de França,
  // 60, 17007 Girona", "Calle de Alcalá, 42, 28014 Madrid").
  {
    kind: 'address',
    when: /\b(?:Avinguda|Carrer|Passeig|Avenida|Calle|Paseo)[ \u00a0]+(?:d|\p{Lu})/u,
    pattern: new RegExp(`\\b(?:Avinguda|Carrer|Passeig|Avenida|Calle|Paseo)(?:[ \\u00a0]+(?:de(?:[ \\u00a0]+la)?|del|dels|d['’])?[ \\u00a0]*${UP}[\\p{L}\\p{M}'’-]+){1,3},[ \\u00a0]+\\d{1,4}[A-Za-z]?,[ \\u00a0]+\\d{5}[ \\u00a0]+${TOWN}`, 'gu'),
  },
  // Taiwan in English: the number, the road, the district and the city with its postcode ("No. 123, Minsheng Rd., West
  // Dist., Taichung City 403").
  {
    kind: 'address',
    when: /\bNo\.[ \u00a0]*\d{1,4},[ \u00a0]/u,
    pattern: new RegExp(`\\bNo\\.[ \\u00a0]*\\d{1,4}(?:-\\d{1,3})?,(?:[ \\u00a0]+(?:(?:Ln|Aly)\\.[ \\u00a0]*\\d{1,4},))?[ \\u00a0]+${UP}[\\p{L}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}'’-]+)?[ \\u00a0]+(?:Rd|St|Ave|Blvd)\\.?(?:,[ \\u00a0]+(?:Sec\\.[ \\u00a0]*\\d,[ \\u00a0]+)?${UP}[\\p{L}'’-]+[ \\u00a0]+(?:Dist|District)\\.?)?,[ \\u00a0]+${UP}[\\p{L}'’-]+(?:[ \\u00a0]+City)?(?:[ \\u00a0]+\\d{3,6})?`, 'gu'),
  },
  // Kosovo and Albania: "Rruga", the street, "nr." and the number, the postcode and the town ("Rruga Remzi Ademaj nr. 14,
  // 20000 Prizren").
  {
    kind: 'address',
    when: /\bRruga[ \u00a0]/u,
    pattern: new RegExp(`\\bRruga(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+){1,4}(?:,?[ \\u00a0]+(?:nr\\.|n°|No\\.?)[ \\u00a0]*\\d{1,4}[A-Za-z]?)?,[ \\u00a0]+(?:\\d{5}[ \\u00a0]+)?${TOWN}(?:,[ \\u00a0]+(?:Kosovo|Kosova|Albanie|Albania|Shqipëri))?`, 'gu'),
  },
  // Uzbekistan: the district ("tumani"), the street ("ko'chasi"), the house ("-uy") and the flat ("-xonadon"), the town
  // ("Mirzo Ulug'bek tumani, Buyuk Ipak Yo'li ko'chasi 47-uy, 12-xonadon, Toshkent").
  {
    kind: 'address',
    when: /ko['‘’]chasi/u,
    pattern: new RegExp(`(?:(?:${UP}[\\p{L}'‘’-]+[ \\u00a0]+){1,3}tumani,[ \\u00a0]+)?(?:${UP}[\\p{L}'‘’-]+[ \\u00a0]+){1,4}ko['‘’]chasi(?:[ \\u00a0]+\\d{1,4}(?:-uy)?)?(?:,[ \\u00a0]*\\d{1,4}-xonadon)?(?:,[ \\u00a0]+${TOWN})?`, 'gu'),
  },
  // The Seychelles: the place, the district, the island and the country ("La Retraite, Anse Royale, Mahé, Seychelles").
  {
    kind: 'address',
    when: /,[ \u00a0]+Seychelles\b/u,
    pattern: new RegExp(`(?:(?:(?:Le|La|Les|L['’])[ \\u00a0]*)?${UP}[\\p{Ll}\\p{M}'’-]+(?:[ \\u00a0]+${UP}[\\p{Ll}\\p{M}'’-]+)?,[ \\u00a0]+){1,2}(?:Mahé|Praslin|La Digue),[ \\u00a0]+Seychelles`, 'gu'),
  },
  // Paraguay and Argentina: the street, its number and the corner street after "c/" ("Tte. Fariña 1245 c/ Brasil,
  // barrio Ciudad Nueva, Asunción").
  {
    kind: 'address',
    when: /\d[ \u00a0]+c\/[ \u00a0]*\p{Lu}/u,
    pattern: new RegExp(`(?:\\b(?:Tte|Gral|Cnel|Mcal|Dr|Avda|Av|Pte)\\.[ \\u00a0]+)?${UP}[\\p{L}\\p{M}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+)?[ \\u00a0]+\\d{1,5}[ \\u00a0]+c\\/[ \\u00a0]*${UP}[\\p{L}\\p{M}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+)?(?:,[ \\u00a0]+barrio(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+){1,3})?,[ \\u00a0]+${TOWN}`, 'gu'),
  },
  // Ecuador: the street, the block's number ("N45-120"), the cross street after "y", the sector and the town ("Calle Los
  // Pinos N45-120 y Av. Eloy Alfaro, sector El Inca, Quito").
  {
    kind: 'address',
    when: /\b[NSEO]\d{1,3}-\d{1,4}\b/u,
    pattern: new RegExp(`\\b(?:Calle|Av\\.|Avenida|Pasaje|Psje\\.)(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+){1,3}[ \\u00a0]+[NSEO]\\d{1,3}-\\d{1,4}(?:[ \\u00a0]+y[ \\u00a0]+(?:(?:Calle|Av\\.|Avenida)[ \\u00a0]+)?${UP}[\\p{L}\\p{M}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+){0,2})?(?:,[ \\u00a0]+sector(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+){1,3})?,[ \\u00a0]+${TOWN}`, 'gu'),
  },
  // Wales and England, the street in Welsh or English, a district, the town and the postcode ("27 Heol y Deri, Rhiwbina,
  // Cardiff CF14 6HF").
  {
    kind: 'address',
    when: /\b[A-Z]{1,2}\d[A-Z\d]?[ \u00a0]\d[A-Z]{2}\b/u,
    pattern: new RegExp(`\\b\\d{1,4}[A-Za-z]?[ \\u00a0]+(?:${UP}[\\p{L}'’-]+|y|yr|the|of)(?:[ \\u00a0]+(?:${UP}[\\p{L}'’-]+|y|yr|the|of)){0,4},(?:[ \\u00a0]+${UP}[\\p{L}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}'’-]+)?,){0,2}[ \\u00a0]+${UP}[\\p{L}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}'’-]+)?[ \\u00a0]+[A-Z]{1,2}\\d[A-Z\\d]?[ \\u00a0]\\d[A-Z]{2}\\b(?:,[ \\u00a0]+(?:Royaume-Uni|United Kingdom|UK|Wales|Pays de Galles))?`, 'gu'),
  },
  // Togo, Benin, Burkina Faso: the quarter, a numbered street, the family's house, the post box and the town ("Quartier
  // Bè-Kpota, rue 241, maison Akakpo, BP 3462, Lomé").
  {
    kind: 'address',
    when: /\b[rR]ue[ \u00a0]\d{1,4},/u,
    pattern: new RegExp(`(?:\\b[qQ]uartier[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+)?,[ \\u00a0]+)?\\b[rR]ue[ \\u00a0]+\\d{1,4},(?:[ \\u00a0]+(?:[mM]aison|[pP]orte|[lL]ot|[pP]arcelle)[ \\u00a0]+[\\p{L}\\p{M}\\d'’-]+(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+)?,)?(?:[ \\u00a0]+BP[ \\u00a0]+\\d{1,5},)?[ \\u00a0]+${TOWN}`, 'gu'),
  },
  // Malta: "Triq" and the street, the town and its postcode of three letters and four figures ("42, Triq San Girgor,
  // Żejtun ZTN 1023, Malta").
  {
    kind: 'address',
    when: /\bTriq\b/u,
    pattern: new RegExp(`(?:\\b\\d{1,4},?[ \\u00a0]+)?\\bTriq(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+){1,4},[ \\u00a0]+${TOWN}[ \\u00a0]+[A-Z]{3}[ \\u00a0]?\\d{4}(?:,[ \\u00a0]+(?:Malta|Malte))?`, 'gu'),
  },
  // Venezuela: the "urbanización", its streets, the building, the floor, the flat, the town and its postcode ("Urb. Los
  // Palos Grandes, 3ra Transversal, Edif. Arichuna, piso 6, apto 6-B, Caracas 1060").
  {
    kind: 'address',
    when: /\b(?:Urb\.|Urbanizaci[óo]n)[ \u00a0]/u,
    pattern: new RegExp(`\\b(?:Urb\\.|Urbanizaci[óo]n)[ \\u00a0]+[^,\\n]{2,40}(?:,[ \\u00a0]+[^,\\n]{1,40}){0,6},[ \\u00a0]+${TOWN}[ \\u00a0]+\\d{4}(?!\\d)`, 'gu'),
  },
  // Mexico: the street and its number, the "colonia", the postcode after "C.P.", the town and the state ("Calle 5 Sur
  // 1907, Col. El Carmen, C.P. 72530, Puebla, Pue., México").
  {
    kind: 'address',
    when: /\bCol\.[ \u00a0]/u,
    pattern: new RegExp(`\\b(?:Calle|Avenida|Av\\.|Privada|Cerrada|Blvd\\.|Boulevard|Calzada)[ \\u00a0]+[^,\\n]{1,40}?[ \\u00a0]+\\d{1,5}(?:[ \\u00a0]+[iI]nt\\.?[ \\u00a0]*[\\dA-Z-]{1,5})?,[ \\u00a0]+Col\\.[ \\u00a0]+[^,\\n]{2,40},(?:[ \\u00a0]+C\\.?[ \\u00a0]?P\\.?[ \\u00a0]+\\d{5},)?[ \\u00a0]+${TOWN}(?:,[ \\u00a0]+\\p{Lu}\\p{Ll}{1,5}\\.)?(?:,[ \\u00a0]+(?:México|Mexique|Mexico))?`, 'gu'),
  },
  // Rwanda: Kigali's coded streets, the house's number, the quarter and the town ("KG 9 Ave, n° 34, Kacyiru, Kigali").
  {
    kind: 'address',
    when: /\b(?:KG|KN|KK)[ \u00a0]\d{1,4}[ \u00a0](?:Ave|St|Rd)\b/u,
    pattern: new RegExp(`\\b(?:KG|KN|KK)[ \\u00a0]\\d{1,4}[ \\u00a0](?:Ave|St|Rd)\\b(?:,[ \\u00a0]+(?:n°|No\\.?)[ \\u00a0]*\\d{1,4})?(?:,[ \\u00a0]+${TOWN}){1,2}`, 'gu'),
  },
  // Cyprus: the street's name in Greek transcribed, its number, a postcode of four figures, the town and the country
  // ("Agias Zonis 27, 3026 Limassol, Chypre").
  {
    kind: 'address',
    when: /\b(?:Agias|Agiou|Agion|Ayias|Ayiou|Leoforos|Odos|Archiepiskopou)[ \u00a0]/u,
    pattern: new RegExp(`\\b(?:Agias|Agiou|Agion|Ayias|Ayiou|Leoforos|Odos|Archiepiskopou)(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+){1,3}[ \\u00a0]+\\d{1,4}[A-Z]?,[ \\u00a0]+\\d{4}[ \\u00a0]+${TOWN}(?:,[ \\u00a0]+(?:Chypre|Cyprus))?`, 'gu'),
  },
  // A lock-keeper's house, by its lock, its postcode and its town ("écluse de l'Aiguille, 11800 Puichéric").
  {
    kind: 'address',
    when: /cluse/u,
    pattern: new RegExp(`(?<![\\p{L}])[éÉ]cluse[ \\u00a0]+(?:n°[ \\u00a0]*\\d{1,3}[ \\u00a0]+)?(?:de|du|des|d['’])[ \\u00a0]*(?:la[ \\u00a0]+|l['’])?${UP}[\\p{L}\\p{M}'’-]+(?:[ \\u00a0]+${UP}[\\p{L}\\p{M}'’-]+)?,[ \\u00a0]+${POSTCODE}[ \\u00a0]+${TOWN}`, 'gu'),
  },
  // Where someone lives, a lieu-dit and its town after "habite" without "à" ("on habite Kervénny, Plouguerneau").
  {
    kind: 'address',
    when: /\bhabit/iu,
    pattern: new RegExp(`\\b[hH]abit(?:e|es|ent|ons|ez|ait|aient)[ \\u00a0]+((?:(?:Le|La|Les|L['’])[ \\u00a0]*)?\\p{Lu}[\\p{Ll}\\p{M}'’-]+(?:[ \\u00a0]+\\p{Lu}[\\p{Ll}\\p{M}'’-]+)?,[ \\u00a0]*(?:${POSTCODE}[ \\u00a0]+)?${TOWN})`, 'gu'),
    accept: (match) => ({ start: match.index + match[0].length - (match[1] ?? '').length, end: match.index + match[0].length }),
  },
  { kind: 'address', pattern: new RegExp(`(?<![\\p{L}-])lieu-dit(?:[ ]+[\\p{Ll}\\p{M}'’-]+){1,6}?[ ]+${POSTCODE}[ ]+\\p{Ll}[\\p{Ll}\\p{M}'’-]+`, 'gu'), when: /lieu-dit/ },
  // In English, as Ireland and the United Kingdom write them: "14 Ranelagh Road, Dublin 6, D06 X2Y8", "Suite 4, 31 Upper
  // Fitzwilliam Street, Dublin 2"; without a number, with its district after ("Roebuck Road, Clonskeagh, Dublin 14"); in
  // the United States with the state and the ZIP code ("41 Linden Street, Brookline, MA 02445, USA"). Within a cell: a
  // tab is no space ("10:00⇥Ji-woo Park" is a time and a name).
  {
    kind: 'address',
    pattern: /(?:(?:Suite|Flat|Apartment|Apt\.?|Unit)[ \u00a0]+\d{1,4}[A-Z]?,[ \u00a0]+)?(?:\b\d{1,4}[A-Z]?[ \u00a0]+)?(?:\p{Lu}[\p{L}'’-]+[ \u00a0]+){1,3}(?:Road|Street|Avenue|Park|Lane|Drive|Terrace|Crescent|Close|Gardens|Grove|Square|Place|Way|Court|Row|Hill|Quay|Vale|Mews|Rise|Walk|Parade)\b(?:,[ \u00a0]+(?![A-Z]{2}[ \u00a0]+\d{5})\p{Lu}[\p{L}'’-]+(?:[ \u00a0]+\d{1,2}(?!\d)|[ \u00a0]+(?![A-Z]{1,2}\d|(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)[ \u00a0]+\d{4})\p{Lu}[\p{L}'’-]+)?){0,3}(?:,?[ \u00a0]+(?:[A-Z]\d{2}[ \u00a0]?[A-Z0-9]{4}|[A-Z]{1,2}\d[A-Z\d]?[ \u00a0]?\d[A-Z]{2}|[A-Z]{2}[ \u00a0]+\d{5}(?:-\d{4})?|(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)[ \u00a0]+\d{4}))?(?:,[ \u00a0]+(?:Royaume-Uni|United Kingdom|UK|Irlande|Ireland|[ÉE]cosse|Scotland|USA|U\.S\.A\.|United States|[ÉE]tats-Unis|Australi[ae]|Australie))?/gu,
    accept: (match) => (/^\d|^(?:Suite|Flat|Apartment|Apt|Unit)\b|,\s+\p{Lu}/u.test(match[0]) ? whole(match) : null),
    when: /\b(?:Road|Street|Avenue|Park|Lane|Drive|Terrace|Crescent|Close|Gardens|Grove|Square|Place|Way|Court|Row|Hill|Quay|Vale|Mews|Rise|Walk|Parade)\b/,
  },
  // A street of another country, by the word its language names streets with, the number after the name, then the town
  // and the country: "Strada Morilor 12, Craiova, Romania", "Calle Mayor 5, Zaragoza"; in Brazil the flat, the
  // district, the town, the state and the postcode ("Rua Chile 41, apto 802, Centro, Salvador - BA, 40020-000, Brasil");
  // in Argentina the floor and the province ("Bv. Oroño 1285, piso 3, S2000 Rosario, Santa Fe"), in Bulgaria the
  // entrance ("ul. Vasil Levski 42, vh. B, 5800 Pleven").
  {
    kind: 'address',
    when: /(?:[sS]trada|[cC]alle|[cC]arrer|[rR]ua|Viale|[aA]venida|Ulica|ul\.|vul\.|[vV]ulica|Stra(?:ss|ß)e|[sS]tr\.|Bv\.|Bulevar|Jr\.|Jir[óo]n)\s/u,
    pattern: new RegExp(`(?<![\\p{L}])(?:Jr\\.|Jir[óo]n|[sS]trada|[cC]alle|[cC]arrer|[rR]ua|Viale|[aA]venida|Ulica|ul\\.|vul\\.|[vV]ulica|Stra(?:ss|ß)e|[sS]tr\\.|Bv\\.|Bulevar)\\s+(?:del?\\s+)?(?:Dr\\.|Doctor|Gral\\.|General)?\\s*${STREET_NAME},?\\s+(?:nr\\.\\s*|n\\.?[º°]\\s*)?\\d{1,4}(?:\\/\\d{1,4})?(?:\\s?[a-zA-Z]\\b(?!\\.))?(?:(?:,\\s*|\\s+(?=m\\.\\s*\\d))(?:(?:kv|m|apt|bl|sc|ap|et|vh|dpto|depto)\\.|apto\\.?|sala|bloco|casa|piso)\\s*[\\dA-Z]{1,4}|,\\s*\\d{1,2}(?:n|r|t|º|°)\\s*\\d{1,2}(?:a|ª)|,\\s*[bB]airro(?:\\s+\\p{Lu}[\\p{L}'’-]*){1,4}){0,4}${FOREIGN_FLOOR}(?:,?\\s+(?:(?:${FOREIGN_POSTCODE}|\\d{5,6})\\s+)?${TOWN}(?:\\s+\\d{6}(?!\\d))?(?:,\\s+${TOWN}(?:\\s+\\d{5}(?!\\d))?)?${PROVINCE}(?:,\\s+\\d{5}-\\d{3})?${COUNTRY}?)?`, 'gu'),
  },
  // The Philippines: the purok, the barangay, the district, the city with its postcode and the country ("Purok 3, Barangay
  // Tabuc Suba, Jaro, Iloilo City 5000, Philippines").
  {
    kind: 'address',
    when: /\b(?:Barangay|Brgy)\b/u,
    pattern: /(?:\b(?:Purok|Sitio|Zone)[ \u00a0]+\d{1,3}[A-Z]?,[ \u00a0]+)?\b(?:Barangay|Brgy\.?)[ \u00a0]+\p{Lu}[\p{L}'’-]+(?:[ \u00a0]+\p{Lu}[\p{L}'’-]+){0,2}(?:,[ \u00a0]+\p{Lu}[\p{L}'’-]+(?:[ \u00a0]+\p{Lu}[\p{L}'’-]+){0,2}(?:[ \u00a0]+\d{4})?){0,3}(?:,[ \u00a0]+(?:Philippines|Pilipinas))?/gu,
  },
  // Japan: the block's numbers first, the district, the ward or city, the town and its postcode ("2-11-5 Minami-Azabu,
  // Minato-ku, Tokyo 106-0047, Japon").
  {
    kind: 'address',
    when: /\d{3}-\d{4}/,
    pattern: /\b\d{1,2}-\d{1,3}(?:-\d{1,3})?,?[ \u00a0]+\p{Lu}[\p{L}-]+,[ \u00a0]*\p{Lu}[\p{L}]+-(?:ku|shi|machi|cho|chō|gun),[ \u00a0]*\p{Lu}[\p{L}-]+[ \u00a0]+\d{3}-\d{4}(?:,[ \u00a0]*(?:Japon|Japan))?/gu,
  },
  // The number after the street, as in Belgium, Switzerland or Portugal: "Rue de la Station 12, 7700 Mouscron, Belgique".
  {
    kind: 'address',
    when: STREET_WORD,
    // Italy's postcodes of Rome and Lazio start with two zeros ("Via della Pisana 1111, 00163 Roma"), as no French one does.
    pattern: new RegExp(`(?<![\\p{L}])(?:${STREET_TYPES}|[vV]ia)\\s+${STREET_NAME}\\s+\\d{1,4}(?:\\s?[a-zA-Z]\\b)?,?\\s+(?:${POSTCODE}|${FOREIGN_POSTCODE}|00\\d{3})\\s+${TOWN}${PROVINCE}${COUNTRY}?`, 'gu'),
  },
  {
    kind: 'address',
    when: STREET_WORD,
    pattern: new RegExp(`(?<![\\p{L}])(?:${NUMBERLESS_STREETS})\\s+${STREET_NAME}(?:${ADDRESS_COMPLEMENT}(?:,|\\s[—–-])?\\s+${POSTCODE}\\s+${TOWN_CEDEX}|,?\\s+${POSTCODE}\\s+${TOWN_CEDEX}|\\s+(?:à|au|aux)\\s+${TOWN}|${TOWN_ARRONDISSEMENT})?`, 'gu'),
    accept: (match, text) => {
      // A table's header cell ("Adresse au hameau⇥Relogé(e)"): the street's word and the next cell, or the next line, are no street.
      if (/^\S+[ \u00a0]*[\t\n]/u.test(match[0])) return null;
      if (!/\p{Lu}/u.test(match[0].replace(/^\S+\s+(?:(?:de|du|des|la|le|les|aux|au)\s+|[ld]['’]\s*)*/u, '').charAt(0))) return null;
      // "le pavillon de la rue Jean-Jaurès à Fresnoy-le-Grand", "la maison du chemin des Ajoncs à Plouézec": a home's street,
      // with its town, is where someone lives.
      const home = !/\d/.test(match[0]) && /\sà\s/u.test(match[0]) && DWELLING_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index));
      // Nor a road after a distance ("à une heure de route de Lille"), not a home.
      if (/^(?:route|chemin)/i.test(match[0]) && (/\b(?:la|le|du|sur|en)\s*$/i.test(text.slice(Math.max(0, match.index - 8), match.index)) || (/\b(?:heures?|minutes?|km|kilom[èe]tres?)\s+de\s*$/i.test(text.slice(Math.max(0, match.index - 14), match.index)) && !POSTCODE_IN.test(match[0]))) && !home) return null;
      // "acheté la rue de la Paix au Monopoly": a street as a thing, after an article, not where someone lives.
      // "le quai Saint-Louis sont fermés pendant le marché" too.
      // Not after "à l'": where someone goes home to ("à son retour à l'impasse du Lavoir").
      if (!/\d/.test(match[0]) && /(?:^|[\s(])(?<!\bde\s)(?:la|le|les|une|un|cette|ce|(?<!(?:^|\s)à\s)l['’])\s*$/i.test(text.slice(Math.max(0, match.index - 11), match.index))) return null;
      // Streets in a list of streets ("Place de la Concorde, avenue de France, boulevard Gambetta :"): landmarks.
      const restOfLine = text.slice(match.index + match[0].length, match.index + match[0].length + 100).split('\n')[0] ?? '';
      if (!/\d/.test(match[0]) && !POSTCODE_AT.test(restOfLine) && (STREET_LIST_AFTER.test(restOfLine) || STREET_LIST_BEFORE.test(text.slice(Math.max(0, match.index - 60), match.index)))) return null;
      // "le CMP de la rue Victor-Hugo", "la permanence du boulevard Gambetta": a street that says where a place stands.
      if (!/\d/.test(match[0]) && /\b(?:de la|de l['’]|du|des)\s*$/i.test(text.slice(Math.max(0, match.index - 8), match.index)) && !home) return null;
      // "la Maison des adolescents, avenue de la République": the same, after the place's name and a comma.
      if (!/\d/.test(match[0]) && INSTITUTION_BEFORE_STREET.test(text.slice(Math.max(text.lastIndexOf('\n', match.index - 1) + 1, match.index - 60), match.index))) return null;
      // With a postcode, the residence and the building before it ("résidence Les Acacias, bât. B, appt 12, rue Pasteur, 59491 …").
      if (POSTCODE_IN.test(match[0])) return { start: placeBefore(text, match.index) ?? townBefore(text, match.index) ?? match.index, end: match.index + match[0].length };
      // The town written before it after "à" ("Belle-famille à Aulnay-sous-Bois, rue de Mitry").
      return { start: townBefore(text, match.index) ?? match.index, end: match.index + match[0].length };
    },
  },
  {
    kind: 'postcode',
    // A French postcode may carry the country's letter when written from abroad ("F-09120 Varilhes").
    pattern: new RegExp(`(?:\\bF-)?\\b${POSTCODE}[ \\u00a0\\n]+${TOWN_CEDEX}`, 'gu'),
    accept: (match, text) => {
      // Not a code's last figures ("…/QX84-11207", "client 000-55871"), nor a number closing its line before the next
      // line's first word ("Code d'accès : 55120⏎Noms affichés …"): a town on the next line follows a postcode alone there.
      if (/[-/]$/.test(text.slice(Math.max(0, match.index - 1), match.index)) && !match[0].startsWith('F-')) return null;
      if (/^\S+[ \u00a0]*\n/u.test(match[0]) && !/(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, match.index - 40), match.index))) return null;
      // A place name just before, on its own between commas or before a dash ("La Grande Métairie, 85110 Chantonnay"), or a port's, a
      // quay's or a beach's ("port du Korejou, 29880 Plouguerneau").
      // Or a lieu-dit with its article in lower case, after "habite" or opening the line ("habite le Bourg, 19250 Meymac",
      // "le moulin de Piquet, 19250 Meymac").
      const before = /(?:^|[\n,:(\t]\s*|\bau\s+|\bchez\s+|\bhabit(?:e|ent|ait)\s+)((?:(?:port|quai|plage|anse|cale)\s+(?:du|de\s+la|de\s+l['’]|des|de|d['’])\s*|(?:le|la|les|l['’])\s*(?:(?:moulin|mas|ferme|hameau|domaine|bois|puy|clos|ch[aâ]teau|manoir|maison|croix|grange|borie|moulins|granges)\s+(?:du|de\s+la|de\s+l['’]|des|de|d['’])\s*)?(?=\p{Lu}))?(?:\p{Lu}[\p{L}\p{M}'’-]*|de|du|des|la|le|les|d['’])(?:[ \u00a0]+(?:\p{Lu}[\p{L}\p{M}'’-]*|de|du|des|la|le|les|d['’]|\d{1,4})){0,5})(?:,|[ \u00a0]+[—–-])\s*$/u.exec(text.slice(Math.max(0, match.index - 50), match.index)) ??
        // Or a lieu-dit opening on its article, right before the postcode ("exploitation, La Borie Haute 15220 St-Mamet").
        /(?:^|[\n,:(]\s*)((?:Le|La|Les|L['’])\s*\p{Lu}[\p{L}\p{M}'’-]*(?:[ \u00a0]+(?:\p{Lu}[\p{L}\p{M}'’-]*|de|du|des|la|le|les|d['’])){0,4})[ \u00a0]+$/u.exec(text.slice(Math.max(0, match.index - 50), match.index));
      // Or a mail box alone before it, as a letterhead's line gives it ("CS 90001 - 93018 Bobigny Cedex").
      const box = /(?<![\p{L}\p{N}])(?:BP|CS|TSA)[ \u00a0]+\d{1,6}(?:,|[ \u00a0]+[—–-])[ \u00a0]*$/u.exec(text.slice(Math.max(0, match.index - 20), match.index));
      const place = placeBefore(text, match.index) ?? (box ? match.index - box[0].length : null);
      const start = place ?? (before?.[1] && /^(?:\p{Lu}|(?:port|quai|plage|anse|cale)\s|(?:le|la|les|l['’])\s*(?:\p{Lu}|\p{Ll}+\s+d))/u.test(before[1]) ? match.index - before[0].length + before[0].indexOf(before[1]) : match.index);
      return { start, end: match.index + match[0].length };
    },
  },
];

const FIRST_DATE_RULE = RULES.findIndex((rule) => rule.kind === 'birthDate');

/**
 * The first words RECORD_LABEL's alternatives can start with: the long expression is tried only where one of them
 * starts a word, with a sticky copy, instead of at every letter of the text (same matches, left to right, never
 * overlapping).
 */
const RECORD_LABEL_START = /(?<![\p{L}\p{N}_])(?:dmst|numen|bnpv|sej|nid|nigend|recours|sous|intervention|mrn|nhc|episodi|cp|sdms|agdref|identifiant|subject|sujet|volontaire|mission|ipp|nip|iep|nda|nis|ine|rg|portalis|n°|num|[ée]crou|dossier|doss|mesure|matricule|r[ée]f|s[ée]jour|compte|nos|notre|vos|votre|sinistre|cmi|carte|instruction|parquet|admission|venue|patient|proc[ée]dure|contrat|adh[ée]rent|allocataire|police|licence|appel|ip|plainte|main|demande|proc[èe]s|pv|fiche|code|requ[êe]te|sinus)/giu;
const RECORD_LABEL_AT = new RegExp(RECORD_LABEL.source, 'iuy');
function* recordLabels(text: string): Generator<RegExpExecArray> {
  let end = 0;
  for (const start of text.matchAll(RECORD_LABEL_START)) {
    if (start.index < end) continue;
    RECORD_LABEL_AT.lastIndex = start.index;
    const label = RECORD_LABEL_AT.exec(text);
    if (!label) continue;
    end = label.index + Math.max(label[0].length, 1);
    yield label;
  }
}
/** Record numbers after their labels, in the text with its dotted leaders read as colons (leadersAsColons). */
function recordMatches(text: string): PiiMatch[] {
  const found: PiiMatch[] = [];
  for (const label of recordLabels(text)) {
    RECORD_VALUE.lastIndex = label.index + label[0].length;
    const value = RECORD_VALUE.exec(text)?.[0].replace(/[-/. ]+$/, '');
    // Three figures at least, five characters at least ("contrat n° 4471" is a company's contract, not a person's file);
    // a staff number or a prisoner's may have four ("matricule 0218", "écrou 9287"). A court file's Portalis number is made of four groups of letters
    // and figures, with few figures ("N° de portalis : DBYN-W-B7J-CQ2T").
    const portalis = /portalis/i.test(label[0]) && value !== undefined && /^[A-Z0-9]{4}(?:-[A-Z0-9]{1,4}){3}$/.test(value);
    // A harm-reduction centre's anonymous code: two letters of the surname, two of the given name, the birth year's
    // last two figures ("code BOMO78").
    const anonymousCode = /^code\b/i.test(label[0]) && value !== undefined && /^[A-Z]{4}\d{2}$/.test(value);
    if (!value || (!portalis && !anonymousCode && ((value.match(/\d/g) ?? []).length < 3 || value.length < (/^matricule\b|[ée]crou\b/i.test(label[0]) ? 4 : 5)))) continue;
    // A file's number is no date: a header row ending on the label ("…;N° écrou", "…⇥Dossier⇥Motif") and the next line's
    // first cell ("02/04/2025").
    if (/^(?:0?[1-9]|[12]\d|3[01])[/.](?:0?[1-9]|1[0-2])[/.](?:\d{2}|19\d{2}|20\d{2})$/.test(value)) continue;
    const start = label.index + label[0].length;
    found.push({ kind: 'record', start, end: start + value.length, value });
    // More numbers of the same shape after a slash, "et" or a comma ("IPP : 63-0098812 / 63-0098813", two children's
    // files; "IPP en double (IL-0008812 et IL-0009147)"; "V/Réf. : 2026/004517, 2026/004520 et 2026/004872"); their
    // expression is built only when one follows.
    let end = start + value.length;
    if (!/^(?:[ \u00a0]+(?:\/|et[ \u00a0])|,[ \u00a0])/u.test(text.slice(end, end + 4))) continue;
    const next = new RegExp(`^(?:[ \\u00a0]+(?:\\/|et)|,)[ \\u00a0]+(${value.replace(/[A-Z]/g, '[A-Z]').replace(/\d/g, '\\d').replace(/[.]/g, '\\.')})(?![\\p{L}\\p{N}])`, 'u');
    for (let more = next.exec(text.slice(end, end + value.length + 8)); more?.[1]; more = next.exec(text.slice(end, end + value.length + 8))) {
      found.push({ kind: 'record', start: end + more[0].length - more[1].length, end: end + more[0].length, value: more[1] });
      end += more[0].length;
    }
  }
  for (const { word, pattern, figures } of CAPTURED_LABELS) {
    if (!word.test(text)) continue;
    for (const match of text.matchAll(pattern)) {
      const value = match[1] ?? '';
      if ((value.match(/\d/g) ?? []).length < figures) continue;
      const start = match.index + match[0].length - value.length;
      found.push({ kind: 'record', start, end: start + value.length, value });
    }
  }
  return found;
}
const LICENCE_LABEL = /\b(?:(?:n°|num[ée]ro)[ \u00a0]+(?:de[ \u00a0]+)?licence(?:[ \u00a0]+(?:f[ée]d[ée]rale|\p{Lu}{2,6}))?|licence(?:[ \u00a0]+(?:de|d['’])[ \u00a0]*\p{Ll}+)?[ \u00a0]+n°|licence[ \u00a0]+(?=[A-Z]{2,6}[.-][A-Z0-9]+[.-]\d)|licence[ \u00a0]+\p{Lu}{2,}\p{Ll}+[ \u00a0]+n°|licence(?:[ \u00a0]+(?:f[ée]d[ée]rale|\p{Lu}{2,6}))?(?:[ \u00a0]*n°)?(?=[ \u00a0]*[:：]?[ \u00a0]*\d{2}[\d-]{4}))[ \u00a0]*[:：]?[ \u00a0]*((?:[A-Z]{2,6}[ \u00a0](?=\d{2}))?[A-Z0-9](?:[A-Z0-9]|[-/.](?=[A-Z0-9])){4,20})(?![\p{L}\p{N}])/giu;
/** A contract's number after words and a colon ("numéro de contrat chez votre assureur RC professionnelle : RCP-7730912"). */
const CONTRACT_NUMBER = /\b(?:n°|num[ée]ro)[ \u00a0]+de[ \u00a0]+contrat\b[^\n:：]{0,60}[:：][ \u00a0]*([A-Z]{1,6}-?\d{5,}[A-Z]?)(?![\p{L}\p{N}])/giu;
/** A staff number said in a sentence ("Le matricule de M. Le Bras chez nous est ATK-04417"). */
const MATRICULE_IN_SENTENCE = /\bmatricule\b(?:[^\n.;:]|(?<=\bM)\.){0,40}?[ \u00a0]est[ \u00a0]+(?:le[ \u00a0]+)?((?:[A-Z]{1,6}-?)?\d{3,}(?:-\d+)?)(?![\p{L}\p{N}])/gu;
/** An accident's declaration at work, its figures in groups ("N° de déclaration d'accident du travail : AT 74 2025 061938"). */
const ACCIDENT_DECLARATION = /\b(?:n°|num[ée]ro)[ \u00a0]+(?:de[ \u00a0]+)?d[ée]claration[ \u00a0]+(?:d['’]accident(?:[ \u00a0]+du[ \u00a0]+travail)?|d['’]AT|AT)[ \u00a0]*[:：]?[ \u00a0]*((?:[A-Z]{1,4}[ \u00a0-])?\d{2,}(?:[ \u00a0-]\d{2,}){0,4})(?![\p{L}\p{N}])/giu;
/** An accident at work's number after "AT n°" or "accident du travail n°" ("Régime : général — AT n° 57 26 0711 3381"). */
const ACCIDENT_NUMBER = /\b(?:AT|[aA]ccident[ \u00a0]+du[ \u00a0]+travail)[ \u00a0]+n°[ \u00a0]*[:：]?[ \u00a0]*([A-Z0-9](?:[A-Z0-9]|[ \u00a0/-](?=[A-Z0-9]))*)(?![\p{L}\p{N}])/gu;
/**
 * A professional order's registration number (vets, doctors, midwives: "n° ordinal 12093", "N° d'inscription ordinale
 * .... 28417", "inscrite au tableau sous le n° 28417"), and an occupational health file's ("DMST n° 71-20457"): each
 * names one person as a record number does.
 */
const ORDER_REGISTRATION = /(?:\bn°[ \u00a0]+(?:d['’]inscription[ \u00a0]+)?ordinale?|\binscription[ \u00a0]+ordinale|\binscrite?s?[ \u00a0]+au[ \u00a0]+tableau(?:[ \u00a0]+de[ \u00a0]+l['’]ordre)?[ \u00a0]+sous[ \u00a0]+le[ \u00a0]+(?:n°|num[ée]ro)|\bDMST[ \u00a0]+n°)[ \u00a0]*(?:[.…_]{3,}[ \u00a0]*|[:：][ \u00a0]*)?(\d{2}(?:-?\d){3,8})(?![\p{L}\p{N}])/giu;
/** A customer's number at a bank, an insurer or a landlord ("numéro client PB-448120", "n° de client : 0047123"). */
const CLIENT_LABEL = /\b(?:n°|num[ée]ro)[ \u00a0]+(?:de[ \u00a0]+)?client(?:[ \u00a0]+n°)?[ \u00a0]*[:：]?[ \u00a0]*([A-Z0-9](?:[A-Z0-9]|[-/.](?=[A-Z0-9])){4,20})(?![\p{L}\p{N}])/giu;
/** A player's or a member's identifier at a federation, as a message writes it ("son id fide c'est 36458112"). */
const FEDERATION_ID = /\bid[ \u00a0]+[a-z]{2,6}[ \u00a0]*(?:[:：]|c['’]est)[ \u00a0]*(?:le[ \u00a0]+)?(\d{6,12})(?![\p{L}\p{N}])/giu;
const FILE_IN_SENTENCE = /\bdossier(?:[ \u00a0]+\p{Ll}{3,15})?[ \u00a0]+est[ \u00a0]+(?:le[ \u00a0]+)?(?:n°[ \u00a0]*)?([A-Z]{1,6}-\d{3,}(?:-\d+)?)(?![\p{L}\p{N}])/gu;
const RECEIPT_LABEL = /\br[ée]c[ée]piss[ée](?:[ \u00a0]+de[ \u00a0]+(?:d[ée]p[ôo]t[ \u00a0]+de[ \u00a0]+)?plainte)?[ \u00a0]*(?:n°|num[ée]ro)?[ \u00a0]*[:：]?[ \u00a0]*([A-Z0-9](?:[A-Z0-9]|[-/.](?=[A-Z0-9])){4,20})(?![\p{L}\p{N}])/giu;
const IDENTIFIER_LABEL = /\bidentifiant(?:[ \u00a0]+(?:France Travail|P[ôo]le emploi|demandeur d['’]emploi|allocataire|ENT|unique|personnel|patient(?:[ \u00a0]+[A-Z]{2,5})?))?[ \u00a0]*[:：]?[ \u00a0]*([A-Z0-9]{5,12}|[A-Z]{2,5}-\d{2}-\d{3,6})(?![\p{L}\p{N}-])/giu;
/** A prisoner's number said in a sentence ("son numéro d'écrou c'est 51902", "écroué le 2 septembre dernier (n° 48140)"). */
const ECROU_IN_SENTENCE = /(?:\b(?:n°|num[ée]ro)[ \u00a0]+d['’][ée]crou[ \u00a0]+(?:c['’]est|est)[ \u00a0]+(?:le[ \u00a0]+)?|(?<![\p{L}])[ée]crou[ée]e?s?(?![\p{L}])[^\n()]{0,50}\([ \u00a0]*n°[ \u00a0]*)(\d{4,7})(?![\p{L}\p{N}])/giu;
/** A visiting permit's number ("permis n° P-2024-0318", "permis de visite n° 2025-114"). */
const PERMIT_NUMBER = /\bpermis(?:[ \u00a0]+de[ \u00a0]+(?:visite|communiquer))?[ \u00a0]+n°[ \u00a0]*[:：]?[ \u00a0]*((?:[A-Z]{1,3}-?)?\d(?:\d|-(?=\d)){3,14})(?![\p{L}\p{N}])/gu;
/** A court's file number after its judge's initials ("JAP 25/00981", "JI 2524/00118"). */
const JUDGE_FILE = /\b(?:JAP|JI|JLD|JAF)[ \u00a0]+(?:n°[ \u00a0]*)?(\d{2,4}\/\d{3,6})(?![\d/])/gu;
/** A social-housing application's number ("numéro unique départemental : 037-2025-11-04812"). */
const UNIQUE_NUMBER = /\bnum[ée]ro[ \u00a0]+unique(?:[ \u00a0]+(?:d[ée]partemental|r[ée]gional|national))?(?:[ \u00a0]*\([^()\n]{1,20}\))?[ \u00a0]*[:：][ \u00a0]*([A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){6,24})(?![\p{L}\p{N}])/giu;
/** A member's number in groups after "adhérent", or on the line under it ("fiche msa poulain : adhérent 58 0211 6730"). */
const MEMBER_NUMBER = /\badh[ée]rente?(?:[ \u00a0]+(?:msa|MSA|n°))?(?:[ \u00a0]*[:：]?[ \u00a0]*|[ \u00a0]*\n[ \t]*)(\d{2,4}(?:[ \u00a0]\d{2,4}){1,3}|\d{8,12})(?![\p{L}\p{N}]|[ \u00a0]\d)/gu;
/** A bank's customer number after "client" in a statement's cell ("client 0045128866"). */
const CLIENT_NUMBER = /\bclient[ \u00a0]+(\d{8,12})(?![\p{L}\p{N}])/gu;
/** A staff number after "mat." ("(mat. MA-0047715)"), a file's code in lower case after "dossier" ("dossier cra-a-2025-0477"). */
const STAFF_ABBREVIATION = /\bmat\.[ \u00a0]*([A-Z]{1,4}-?\d{4,10})(?![\p{L}\p{N}])/gu;
const LOWER_FILE_CODE = /\bdossier[ \u00a0]+([a-z]{2,6}(?:-[a-z0-9]{1,6}){1,4})(?![\p{L}\p{N}-])/gu;
/** A staff number's code in lower case after "matricule", as a notebook types it ("matricule ts-003318"). */
const LOWER_STAFF_CODE = /\bmatricule[ \u00a0]+([a-z]{1,6}-?\d{4,10})(?![\p{L}\p{N}-])/gu;
/** A reference in groups after its label ("Référence à rappeler : MP 249 0317 552"), an application's number ("demande
 * d'adhésion n° ADH-5587421"). */
const GROUPED_REFERENCE = /\bR[ée]f[ée]rence(?:[ \u00a0]+[àa][ \u00a0]+rappeler)?[ \u00a0]*:[ \u00a0]*([A-Z]{2,4}[ \u00a0]\d{3}(?:[ \u00a0]\d{3,4}){1,3})(?![\p{L}\p{N}])/gu;
const APPLICATION_NUMBER = /\badh[ée]sion[ \u00a0]+n°[ \u00a0]*([A-Z]{2,5}-?\d{5,})(?![\p{L}\p{N}])/gu;
/** A farm's PAC identifier, nine figures ("Numéro PACAGE : 003118742"). */
const PACAGE_NUMBER = /\b(?:n°|num[ée]ro)[ \u00a0]+(?:de[ \u00a0]+)?pacage[ \u00a0]*[:：]?[ \u00a0]*(\d{9})(?![\p{L}\p{N}])/giu;
/** Files named in the plural before their number ("dossiers 26-067-00412 et suivants"). */
const FILES_IN_PLURAL = /\bdossiers[ \u00a0]+(?:n°[ \u00a0]*)?(\d{2,4}(?:-\d{2,6}){1,3})(?![\p{L}\p{N}-])/gu;
const SLASHED_FILE_AFTER_DOSSIER = /\bdossier[ \u00a0]+((?:[A-Z]{2,6}\/){1,3}\d{2,}(?:[-/]\d{1,6})*)(?![\p{L}\p{N}])/gu;
/**
 * A file's number said figure by figure in words, as a voicemail's transcript writes it ("le numéro de dossier c'est le
 * huit zéro quatre un cinq sept deux six", "ipp cinq quatre zéro deux…", "i p p deux six…"): six figures at least.
 */
const DIGIT_WORD = 'z[ée]ro|un|deux|trois|quatre|cinq|six|sept|huit|neuf';
const DICTATED_FILE_NUMBER = new RegExp(
  `\\b(?:(?:num[ée]ro|n°)[ \\u00a0]+(?:de[ \\u00a0]+)?(?:dossier|patient)|ipp|i[ \\u00a0]p[ \\u00a0]p|nip)(?:[ \\u00a0]+c['’]est|[ \\u00a0]+est)?(?:[ \\u00a0]+le)?[ \\u00a0]+((?:${DIGIT_WORD})(?:[ \\u00a0]+(?:${DIGIT_WORD})){5,})(?![\\p{L}-])`,
  'giu',
);
/**
 * Labels RECORD_LABEL does not hold, whose expression captures the value in its first group, with the figures it must
 * have: an agency's identifier of the person ("Identifiant : 4187229K", "Identifiant France Travail : …"), a complaint's
 * receipt ("récépissé n° 2026/004187"), a sports licence ("N° de licence : 0934-77152", "N° de licence FFS : C38-071-0412",
 * "N° de licence fédérale : FFSG 2010-338471"), a staff number in a sentence, an accident's declaration, a customer's number ("numéro client PB-448120"), a federation's identifier ("id fide c'est 36458112"), a file said in a sentence ("son
 * dossier microcrédit est le MC-0318"), an administration's reference of its services' initials joined by slashes after
 * "dossier" ("médiation (dossier DRH/MED/2026-07)"). Each expression runs only on a text holding its word (most hold none).
 */
const CAPTURED_LABELS: readonly { word: RegExp; pattern: RegExp; figures: number }[] = [
  { word: /identifiant/i, pattern: IDENTIFIER_LABEL, figures: 3 },
  { word: /c[ée]piss/i, pattern: RECEIPT_LABEL, figures: 3 },
  { word: /licence/i, pattern: LICENCE_LABEL, figures: 3 },
  // A European aviation licence or cabin crew attestation, by its shape alone ("FRA.FCL.AL.00431587", "FRA.CC.0093317").
  { word: /\.(?:FCL|CC)\./, pattern: /(?<![\p{L}\p{N}.])([A-Z]{3}\.(?:FCL|CC)(?:\.[A-Z]{1,4})?\.\d{4,10})(?![\p{L}\p{N}])/gu, figures: 4 },
  { word: /matricule/i, pattern: MATRICULE_IN_SENTENCE, figures: 3 },
  { word: /contrat/i, pattern: CONTRACT_NUMBER, figures: 5 },
  { word: /claration/i, pattern: ACCIDENT_DECLARATION, figures: 6 },
  { word: /\bAT[ \u00a0]+n°|accident[ \u00a0]+du[ \u00a0]+travail[ \u00a0]+n°/i, pattern: ACCIDENT_NUMBER, figures: 6 },
  { word: /client/i, pattern: CLIENT_LABEL, figures: 3 },
  { word: /\bid\b/i, pattern: FEDERATION_ID, figures: 6 },
  { word: /dossier/, pattern: FILE_IN_SENTENCE, figures: 3 },
  // A file number in an English letter ("CUMP file C37-26-0419", "hospital file no. 26-0042").
  { word: /\bfile\b/, pattern: /\b(?:CUMP|hospital|patient|case|medical)[ \u00a0]+file(?:[ \u00a0]+(?:no\.?|number|#))?[ \u00a0]*:?[ \u00a0]*([A-Z]{0,4}\d[A-Z0-9]*(?:[-/][A-Z0-9]+)*)(?![\p{L}\p{N}])/giu, figures: 5 },
  { word: /dossier/, pattern: SLASHED_FILE_AFTER_DOSSIER, figures: 2 },
  { word: /crou/i, pattern: ECROU_IN_SENTENCE, figures: 4 },
  { word: /adh[ée]rent/, pattern: MEMBER_NUMBER, figures: 8 },
  { word: /dossiers/, pattern: FILES_IN_PLURAL, figures: 6 },
  { word: /pacage/i, pattern: PACAGE_NUMBER, figures: 9 },
  { word: /f[ée]rence/, pattern: GROUPED_REFERENCE, figures: 9 },
  { word: /adh[ée]sion/, pattern: APPLICATION_NUMBER, figures: 5 },
  { word: /\bmat\./, pattern: STAFF_ABBREVIATION, figures: 4 },
  { word: /dossier [a-z]{2,6}-/, pattern: LOWER_FILE_CODE, figures: 4 },
  { word: /matricule [a-z]/, pattern: LOWER_STAFF_CODE, figures: 4 },
  { word: /client [0-9]/, pattern: CLIENT_NUMBER, figures: 8 },
  { word: /permis/, pattern: PERMIT_NUMBER, figures: 4 },
  { word: /\bJ(?:AP|I|LD|AF)\b/, pattern: JUDGE_FILE, figures: 5 },
  { word: /unique/i, pattern: UNIQUE_NUMBER, figures: 6 },
  { word: /ordina|tableau|DMST/i, pattern: ORDER_REGISTRATION, figures: 5 },
  { word: /dossier|patient|\b(?:ipp|nip|i p p)\b/i, pattern: DICTATED_FILE_NUMBER, figures: 0 },
];

/**
 * A file code written without its label, as registers, logs and exports write them: three to five groups of capitals
 * or figures joined by hyphens, one group of two capitals at least, one of three figures at least, six figures in all
 * ("VS-33-2025-0412", "CTF-2025-088", "2024-AUT-0871345"). A code of that shape names one person's file; the
 * classifications' codes have one or two groups ("CIM-10", "COVID-19", "DSM-5-TR" has too few figures).
 */
const FILE_CODE = /(?<![\p{L}\p{N}/.-])(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,8}){2,4}(?![\p{L}\p{N}-]|[/.]\d)/gu;
/** A list of files after its label, each code after the person it belongs to ("Dossiers famille : Mariama FAM-0388, Thi Lan FAM-0351."). */
const FILE_LIST_LABEL = /\bdossiers?\b[^:\n]{0,30}[:：]([^\n]*)/giu;
const SHORT_FILE_CODE = /(?<![\p{L}\p{N}-])[A-Z]{2,6}-\d{3,}(?![\p{L}\p{N}-])/gu;
/** A code of two groups alone in a table's cell, letters and figures ("⇥DGDDI-417822⇥", ";0672231XK04;"): a staff or a pupil's number. */
const CELL_CODE = /(?:^|[\t;])[ ]*((?:(?!(?:FAC|FACT|DEV|CMD|INV|AV)-)[A-Z]{2,8}-\d{6,}|\d{5,}[A-Z]{1,3}\d{1,3}))[ ]*(?=[\t;]|$)/gmu;
/** A file's code opening a table's row: one to four capitals, figures, then figures after one hyphen or two. */
const ROW_FILE_CODE = /^[ ]*([A-Z]{1,4}\d{2,5}-\d{2,4}(?:-\d{3,5})?)[ ]*(?=[\t;])/gmu;
/**
 * The words before a code that make it a firm's or an event's, not a person's file: an invoice's, a quote's, a credit
 * note's or an order's number ("FACTURE SUP-2026-01", "réf. FACT PF-2026-0392"), a purchase order's ("BC 25-PE-0982"),
 * an insurance policy's ("Police n° ....... RCA-0093-2024"), a serious adverse event's report ("EIGS 2026-NA-00731"),
 * a batch's, a public contract's, a licence's or a work permit's ("lot de virement VIR-2026-0306-14", "marché de
 * maintenance n° 2024-AO-118", "N° d'autorisation ...... EAJE-59-0412", "Permis de travail n° PT-2026-0388"): the
 * insured, the holder or the subject is a firm. So is a crisis team's or a fire service's intervention ("FICHE
 * D'INTERVENTION N° CUMP40-2026-031") and an operator's incident report ("RAPPORT D'INCIDENT N° RI-2026-031"): an
 * event, attended by many.
 */
const FIRM_CODE_WORDS = [String.raw`factur\p{L}*`, String.raw`fact\.?`, 'devis', 'avoir', 'commande', String.raw`bon de \p{L}+`, 'BC', 'police', 'EIGS', 'permis de travail', String.raw`(?:lot|march[ée]|autorisation)(?:\s+de\s+\p{L}+)?`, 'intervention', String.raw`rapport\s+d['’]incident`];
const FIRM_CODE_BEFORE = new RegExp(String.raw`\b(?:${FIRM_CODE_WORDS.join('|')})(?:\s+n°)?\s*(?:[.…_]{3,}\s*)?[:：]?\s*$`, 'iu');
function fileCodeMatches(text: string): PiiMatch[] {
  const found: PiiMatch[] = [];
  if (/[\t;]/.test(text)) {
    for (const match of text.matchAll(CELL_CODE)) {
      const value = match[1] ?? '';
      const start = match.index + match[0].indexOf(value);
      found.push({ kind: 'record', start, end: start + value.length, value });
    }
    // A file's code opening a table's row, letters and figures then figures after hyphens ("FAC5318-007;FERREIRA
    // PINTO;…", "C63-26-0141⇥CHEN Xiaoling⇥…"): seven figures at least, not an invoice's "F" ("F2026-031;02/03/2026;…").
    for (const match of text.matchAll(ROW_FILE_CODE)) {
      const value = match[1] ?? '';
      if ((value.match(/\d/g) ?? []).length < 7 || /^F\d/.test(value)) continue;
      const start = match.index + match[0].indexOf(value);
      found.push({ kind: 'record', start, end: start + value.length, value });
    }
  }
  if (/dossiers?\b[^:\n]{0,30}[:：]/i.test(text)) {
    for (const label of text.matchAll(FILE_LIST_LABEL)) {
      const rest = label[1] ?? '';
      const restStart = label.index + label[0].length - rest.length;
      for (const code of rest.matchAll(SHORT_FILE_CODE)) found.push({ kind: 'record', start: restStart + code.index, end: restStart + code.index + code[0].length, value: code[0] });
    }
  }
  for (const match of text.matchAll(FILE_CODE)) {
    // Letters and figures in groups of their own ("2024-AUT-0871345", "MAA-CORP-558214"), one group of figures at least
    // three long, six figures at least in all.
    const groups = match[0].split('-');
    // Or a single letter among four groups or more and nine figures ("T-59-2026-00417").
    const digits = (match[0].match(/\d/g) ?? []).length;
    // Alone in a table's cell, three figures are enough ("…⇥1er avril 2001⇥RAP-KRT-0052").
    const cell = /(?:^|[\t;])[ ]*$/.test(text.slice(Math.max(0, match.index - 3), match.index)) && /^[ ]*(?:[\t;\n]|$)/.test(text.slice(match.index + match[0].length, match.index + match[0].length + 3));
    // A group of capitals may end with the département's figures ("CG31-A-26-0412").
    if (digits < (cell ? 3 : 6) || !groups.some((group) => /^\d{3,}$/.test(group)) || !(groups.some((group) => /^[A-Z]{2,}\d{0,3}$/.test(group)) || (groups.length >= 4 && digits >= 9 && groups.some((group) => /^[A-Z]$/.test(group))))) continue;
    // Not a firm's or an event's code (FIRM_CODE_WORDS).
    if (FIRM_CODE_BEFORE.test(text.slice(Math.max(0, match.index - 50), match.index))) continue;
    // A donor's anonymous code or a SEPA mandate's reference ("Donneur DS-14-0722", "RUM LPM-2024-0917"): no one's file.
    // Not after a file's label ("N° Cristal donneur : CRI-2026-CVL-0087" is the organ donor's file).
    if (/\b(?:donneu(?:r|se)|RUM|ICS|mandat)(?:\s+code)?\s*$/iu.test(text.slice(Math.max(0, match.index - 20), match.index)) && !/n°[^\n]{0,25}$/iu.test(text.slice(Math.max(0, match.index - 30), match.index))) continue;
    // A file's name, not a person's file: a phone's photos and recordings ("IMG-20260119-WA0004", "PTT-…", "….jpg").
    if (/^(?:IMG|VID|PTT|AUD|DOC|DSC|PXL|SCAN|STK)-/.test(match[0]) || /^\.[A-Za-z0-9]{2,4}\b/.test(text.slice(match.index + match[0].length, match.index + match[0].length + 6))) continue;
    found.push({ kind: 'record', start: match.index, end: match.index + match[0].length, value: match[0] });
  }
  return found;
}

/**
 * Where the value after "Adresse :" ends; a comma before a street, a residence, a building or a room does not end it,
 * nor the full stop of an abbreviation ("Bât. B2, Résidence Les Lauriers, …").
 */
const ADDRESS_VALUE_STOP = new RegExp(
  String.raw`(?<!(?:^|[\s,])(?:b[aâ]t|esc|app?t|r[ée]s|bd|av|imm|bl|ch|r))\.\s|\.$|;|,\s*(?=\p{Ll})(?!b[aâ]t(?:iment)?\b|escalier|esc\b|appartement|app?t\b|ch\.|[ée]tage|porte|chez|lieu-dit|quartier|chambre|r[ée]sidence|foyer|(?:${STREET_TYPES_RAW})\s)|\s[—–]\s(?!(?:foyer|b[aâ]t|ch\.|chambre|esc|app?t|r[ée]sidence|\d{5}[ \u00a0]|\p{Lu}[^\n–—,;]{1,40}[ \u00a0][—–][ \u00a0]\d{5}[ \u00a0]))|\s-\s|\((?![ \u00a0]*\d{5}[ \u00a0]*\))|\t|,?\s*(?:t[ée]l\.?|portable|courriel|mail)\b`,
  'iu',
);
const COUNTRY_AT = new RegExp(`^${COUNTRY}(?![\\p{L}])`, 'u');
const ADDRESS_HOST = new RegExp(String.raw`^chez\s+[^,\d]{1,40},\s*(?=\d|(?:${STREET_TYPES})\s)`, 'u');
/**
 * A residence's line, with its building or its flat, on the line right above an address found at a line's start, as a
 * form's field writes an address on two lines ("Résidence Les Tilleuls, bât. F, appt 32⏎41 avenue Jean-Jaurès, 93300
 * Aubervilliers").
 */
const RESIDENCE_LINE = /^[ \t]*((?:R[ée]sidence|Cit[ée]|Immeuble|Villa|Domaine|Hameau|Lotissement|Tour)[ \u00a0][^\n,]{2,40},[ \u00a0]*(?:b[âa]t(?:\.|iment)|esc(?:\.|alier)|app?t\b|[ée]tage)[^\n]{0,40}?)[ \t]*$/u;
function residenceLinesBefore(text: string, found: readonly PiiMatch[]): PiiMatch[] {
  const lines: PiiMatch[] = [];
  for (const address of found) {
    if (address.kind !== 'address' && address.kind !== 'postcode') continue;
    const lineStart = text.lastIndexOf('\n', address.start - 1) + 1;
    if (lineStart === 0 || text.slice(lineStart, address.start).trim() !== '') continue;
    const previousStart = text.lastIndexOf('\n', lineStart - 2) + 1;
    const residence = RESIDENCE_LINE.exec(text.slice(previousStart, lineStart - 1));
    if (!residence?.[1]) continue;
    const start = previousStart + residence[0].indexOf(residence[1]);
    lines.push({ kind: 'address', start, end: start + residence[1].length, value: residence[1] });
  }
  return lines;
}
/** A form's dotted leader between a label and its value ("N° de licence ........ 2403176541", "Domicile ..... Kerléon, …"). */
const DOTTED_LEADER = /(?<=\S)[ \t]*\.{4,}[ \t]*(?::[ \t]*)?(?=\S)/g;
/** The text with a colon in place of each dotted leader, as the labels' expressions read it; the same length, so the same offsets. */
const leadersAsColons = (text: string): string => (text.includes('....') ? text.replace(DOTTED_LEADER, (leader) => ` :${' '.repeat(leader.length - 2)}`) : text);
/** Addresses after their labels, in the text with its dotted leaders read as colons (leadersAsColons). */
function addressLabelMatches(text: string): PiiMatch[] {
  const found: PiiMatch[] = [];
  for (const label of text.matchAll(ADDRESS_LABEL)) {
    const rest = text.slice(label.index + label[0].length).split('\n')[0] ?? '';
    const stop = rest.search(ADDRESS_VALUE_STOP);
    let value = (stop >= 0 ? rest.slice(0, stop) : rest).trimEnd();
    // The country closing it ("…, 9000 Gent, België").
    value += COUNTRY_AT.exec(rest.slice(value.length))?.[0] ?? '';
    // "chez ses parents, rue du Stade, …": whose home it is, not the address (a name there is found as a name).
    const host = ADDRESS_HOST.exec(value);
    const start = label.index + label[0].length + (host?.[0].length ?? 0);
    if (host) value = value.slice(host[0].length);
    if (!new RegExp(`\\d|(?:^|\\s)(?:${STREET_TYPES_RAW}|foyer|bâtiment|lieu-dit)(?:\\s|$)`, 'iu').test(value) || value.length < 5) continue;
    found.push({ kind: 'address', start, end: start + value.length, value });
  }
  return found;
}

// A person responsible for the patient: "responsable", "représentant légal", "parent", "mère", "tuteur".
/** A town's column in an address export ("Ville", "Commune", "City"). */
const TOWN_COLUMN = /^(?:ville|commune|localit[ée]|city|town)$/iu;
const RESPONSIBLE_COLUMN = /^(?:emergency ?contact(?: name)?|next of kin|r[ée]f[ée]rente? famil(?:le|ial)|contact famil(?:le|ial)|payeur|payeuse|d[ée]biteur|[ée]metteur|donneur d['’]ordre|titulaire du compte|responsables?(?: l[ée]ga(?:l|le|ux))?|repr[ée]sentante?s?(?: l[ée]ga(?:l|le|ux))?|parents?|m[eè]re|p[eè]re|tut(?:eur|rice)|aidante?|proches?(?: [\p{L} ()'’-]{1,30})?|personne (?:[àa] pr[ée]venir|de confiance)|contact d['’]urgence|conjointe?|[ée]poux|[ée]pouse|accompagnante?s?)$/iu;
/** A header cell as COLUMN_KINDS reads it: software exports write headers in snake or camel case ("date_naissance", "dateNaissance"). */
/** A header cell, lower case, without its plural's or feminine's mark nor a word saying the value is declared ("Prénom(s)", "DDN déclarée"). */
const headerOf = (cell: string) =>
  cell
    .trim()
    .replace(/[_]+/g, ' ')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    // Whose value it is, after the column's word ("ipp_enfant", "nom_enfant", "prenoms_mere"): the column is the same.
    .replace(/\s+(?:enfant|patiente?|m[èe]re|p[èe]re|b[ée]b[ée])$/u, '')
    .replace(/\((?:e|s|es)\)$/u, '')
    .replace(/\s+\(?(?:d[ée]clar[ée]e?|pr[ée]sum[ée]e?|estim[ée]e?|suppos[ée]e?)\)?$/u, '')
    // A software's or a list's name in brackets after the header ("N° élève (ONDE)").
    .replace(/\s+\([\p{L}\d .-]{1,20}\)$/u, '');
/** A cell of a name's column that says who someone is to the patient, not their name ("fille", "voisine", "seul"). */
const KIN_CELL = /^(?:grand-m[eè]re|grand-p[eè]re|grands-parents|tutelle\b.*|curatelle\b.*|foyer\b.*|taxi|ambulance|vsl|personne|aucune?|fille|fils|[ée]pouse|[ée]poux|mari|femme|voisine?|seule?|m[eè]re|p[eè]re|s(?:œ|oe)ur|fr[eè]re|neveu|ni[eè]ce|amie?|aidante?|petite?-(?:fille|fils)|belle-fille|gendre|compagne|compagnon|tante|oncle|cousine?|conjointe?)$/iu;
/** The professional a row is booked with ("intervenant", "praticienne", "psychologue"). */
const PRO_COLUMN = /^(?:m[ée]d(?:\.|ecin)? (?:adresseur|prescripteur|traitant)|prescripteur|saisie? par|r[ée]dig[ée]e? par|[ée]coutante?s?|pr[ée]sent[ée]e? par|vue? par|organisat(?:eur|rice)|h[ôo]te|re[çc]ue? par|conseill(?:er|[èe]re)s?|t[ée]l[ée]conseill(?:er|[èe]re)s?|intervenante?s?|praticien(?:ne)?s?|psychologue|m[ée]decin|th[ée]rapeute|soignante?|ma[iî]tre d['’]apprentissage|tut(?:eur|rice)(?: (?:de stage|en entreprise))?|r[ée]f[ée]rente?(?: ide| infirmi(?:er|[èe]re))?|psychiatre|p[ée]dopsychiatre|n[ée]phro(?:logue)?|ide r[ée]f\.?|ide|infirmi(?:er|[èe]re) r[ée]f\.?|professionnel(?:le)?s?|investigat(?:eur|rice)s?|superviseu(?:r|se)s?|chef d['’][ée]quipe|team leader)$/iu;
/** What a header cell of a pasted spreadsheet says its column holds. */
const COLUMN_KINDS: [RegExp, PiiKind][] = [
  [/^(?:d[ée]funte?s?|salari[ée]e?s?|saisonni(?:er|[èe]re)s?|joueu(?:r|se)s?|agents?|marins?|[ée]quipiers?|noms?|pr[ée]noms?|nom (?:et |\/ ?)?pr[ée]nom|pr[ée]nom (?:et |\/ ?)?nom|nom, pr[ée]noms?|pr[ée]noms?, nom|patiente?s?|enfants?|[ée]l[èe]ves?|jeunes?|usagers?|r[ée]sidente?s?|consultante?s?|b[ée]n[ée]ficiaires?|titulaires?|assur[ée]e?s?|[ée]tudiante?s?|[ée]tudiant\(e\)s?|apprentie?s?|stagiaires?|d[ée]tenue?s?|candidate?s?|visiteurs?|visiteuses?|personnes? d[ée]tenues?|participante?s?|familles?)$/iu, 'name'],
  // Software exports name their columns in English ("first_name;last_name;dob"); a sign-in sheet's signatures are initials.
  // An insurer's export names the victim a payment is made for ("sinistre;beneficiaire;pour;iban;montant").
  [/^(?:first ?name|last ?name|given ?name|family ?name|surname|full ?name|name|client ?name|patient ?name|signature|initiales|[ée]margement|logins?|porteu(?:r|se)|titulaire du badge|pour|pour le compte de|au profit de)$/iu, 'name'],
  // A badge's or an agent's number names an employee as a file number names a patient ("Badge", "id_agent").
  [/^(?:badges?|n° (?:de )?badge|id agent|matricule agent|id client|id patient|code client)$/iu, 'record'],
  // A nickname's or a call sign's column names the person too ("GRADE;NOM;PRÉNOM;SURNOM;…").
  [/^(?:surnoms?|pseudos?(?: (?:forum|discord|jeu|en ligne|tchat|chat))?|indicatifs?|nom de guerre)$/iu, 'name'],
  // The professional a row is booked with ("intervenant", "praticienne", "psychologue").
  [PRO_COLUMN, 'name'],
  [/^(?:dob|d\.o\.b\.?|date of birth|birth ?date|birthday)$/iu, 'birthDate'],
  // A practitioner's national number ("ADELI / RPPS" in a vacations' statement).
  [/^(?:n° )?(?:adeli|rpps)(?: ?(?:\/|ou)? ?(?:adeli|rpps))?$/iu, 'rpps'],
  [/^(?:geburtsdatum|geburtstag|date (?:de )?naissance|naissance|n[ée]e? le|ddn|d\.d\.n\.?|date naiss\.?|n[ée](?:e|\(e\))?(?: le)?(?:,? à)?|(?:mois\/)?ann[ée]e (?:de )?naiss(?:ance|\.)?|mois (?:de )?naiss(?:ance|\.)?)$/iu, 'birthDate'],
  [RESPONSIBLE_COLUMN, 'name'],
  // A civil registry's act and a crematorium's register number the deceased's entry ("N° acte", "N° ordre").
  [/^(?:ipp|nip|nda|iep|ine|(?:conf\.? )?no\.|(?:n[°o]? (?:de )?)?confirmation|(?:n[°o]? (?:de )?)?carte de presse|r[ée]f\.? (?:cpam|at|mdph)|n[°o]? (?:d['’])?acte|n[°o]? (?:d['’])?ordre|n[°o]? (?:de )?marin|n[°o]? d['’]identification du marin|dossier|doss\.?|n[°o]? (?:de )?dossier|n[°o]? (?:de )?patient|r[ée]f\.?(?: patient| dossier)?|matricule|n[°o]? (?:de )?s[ée]jour|n[°o]? allocataire|(?:n[°o]? )?(?:agdref|ofii|ofpra)|n[°o]? (?:d['’])?[ée]tranger|n[°o]? (?:de )?(?:s[ée]cu|ss|pv|adh[ée]rent|assur[ée]e?|sinistre|caf|cmu|ame|pension)|n[°o]? (?:d['’])?(?:[ée]tudiante?|[ée]l[eè]ve|apprentie?|[ée]crou|inscription|demandeur)|identifiant|[ée]crou|n°|n[°o]? (?:de )?(?:passage|fiche|stagiaire|badge|licence)|badge|n[°_ ]? ?(?:de )?carte[ _]conducteur|carte conducteur|crew ?id|employee ?id|staff ?id|uci ?id|id uci|mrn|n[°o]? (?:d['’])?inclusion|inclusion|n[°o]? pacage|pacage|n[°o]? (?:de )?permis|permis|n[°o]? (?:de )?licence|licence|n[°o]? msa|msa|n[°o]? (?:de )?contrat(?: client)?|n[°o]? (?:de )?candidat|n[°o]? (?:de )?candidature|n dossier|no dossier|num dossier|n° (?!(?:de )?(?:t[ée]l|t[ée]l[ée]phone|portable|fixe|chambre|lit|bureau|salle|rue|voie|poste|siret|siren|finess|adeli|rpps|tva|ordre|ligne|page|semaine|jour|facture|devis|commande|re[çc]u|ticket|bon|lot|s[ée]ance|note|ch[èe]que|transaction|virement|op[ée]ration)\b)[\p{L}'’ /.-]{2,30})$/iu, 'record'],
  [/^(?:adresse(?: (?:au|du|dans le|à) [\p{L}-]{3,20})?|domicile|adresse postale|address|street|home address|quartier ?\/ ?adresse|adresse ?\/ ?quartier|lieu de vie)$/iu, 'address'],
  // The postcode and the town of an address export ("Adresse;CP;Ville").
  [/^(?:cp|c\.p\.?|code postal|code post\.?|zip|zip code|postal code|postcode)$/iu, 'postcode'],
  [TOWN_COLUMN, 'address'],
  // A NIR's column says the table is about people; its cells are taken when they have a NIR's shape.
  [/^(?:nir|n[°o]? ?ss|nss|n[°o]? (?:de )?s[ée]curit[ée] sociale)$/iu, 'nir'],
  // A bank export's payer's IBAN ("IBAN émetteur"): it says the table is about people (the IBAN rule reads the value).
  [/^iban(?: (?:[ée]metteur|du payeur|du d[ée]biteur|client))?$/iu, 'iban'],
];

/** The kind a header cell names; a header in two languages joined by a slash ("Geburtsdatum / DDN") names it by either. */
const columnKindOf = (header: string): PiiKind | null => COLUMN_KINDS.find(([pattern]) => pattern.test(header) || (header.includes('/') && header.split(/\s*\/\s*/).some((part) => pattern.test(part))))?.[1] ?? null;

/** A cell of a pasted table and where it starts in its line. */
interface Cell {
  text: string;
  start: number;
}
/** Columns aligned with spaces, as an agenda's or a list's export prints them ("08:45  Mme FERRAND  HADDAD Ilyès  12/02/2015"). */
const ALIGNED = '  ';
/**
 * The cells of a row. A CSV file's quoted cell keeps the separators inside its quotes ("4 rue de la Gare; appt 12;
 * 94000 Créteil"); columns aligned with spaces are separated by two spaces or more.
 */
function cellsOf(line: string, separator: string): Cell[] {
  const cells: Cell[] = [];
  if (separator === ALIGNED) {
    for (const found of line.matchAll(/\S+(?: \S+)*/g)) cells.push({ text: found[0], start: found.index });
    return cells;
  }
  let start = 0;
  let quoted = false;
  for (let i = 0; i <= line.length; i++) {
    const char = line[i];
    if (char === '"' && separator === ';' && (quoted || line.slice(start, i).trim() === '')) quoted = !quoted;
    else if (i === line.length || (char === separator && !quoted)) {
      cells.push({ text: line.slice(start, i), start });
      start = i + 1;
    }
  }
  return cells;
}
/**
 * Where each cell of a row with fewer cells than its header goes, when the columns are aligned with spaces: under the
 * header cell it starts at, exactly; null when one does not, or when more than two cells are missing.
 */
function alignedSlots(cells: Cell[], starts: number[]): number[] | null {
  // Most cells must be there: a time and a remark across the row ("16:30  Réunion de synthèse (…)") are no row of values.
  if (cells.length < Math.max(3, starts.length - 2) || cells.length >= starts.length) return null;
  const slots = cells.map((cell) => starts.indexOf(cell.start));
  return slots.every((slot) => slot >= 0) ? slots : null;
}
/** A cell's value, without the spaces around it nor a CSV file's quotes. */
const cellValue = (cell: string): string => cell.trim().replace(/^"([^"]*)"$/u, '$1');

/**
 * Rows of a pasted spreadsheet (cells separated by semicolons, tabs, "|" or aligned with spaces) under a header row that
 * names a column of names, birth dates, record numbers or addresses: every cell of that column, until a blank line.
 */
/** An ADELI (nine figures) or RPPS (eleven) number in a table's cell, spaces allowed, with a valid Luhn key. */
function practitionerNumber(value: string): boolean {
  const digits = value.replace(/[ \u00a0]/g, '');
  return /^(?:\d{9}|\d{11})$/.test(digits) && luhnIsValid(digits);
}
function tableColumnMatches(text: string): PiiMatch[] {
  if (!/[;\t|]| {2}\S/.test(text)) return [];
  const found: PiiMatch[] = [];
  let offset = 0;
  let columns: { separator: string; kinds: (PiiKind | null)[]; starts: number[]; relatives: boolean[]; professionals: boolean[]; towns: boolean[]; livingPlaces: boolean[]; handles: boolean[] } | null = null;
  for (const line of text.split('\n')) {
    // A row keeps its table's separator when it holds it: a ";" inside a tab-separated cell ("ICV 131, IRF 122 ; …") does
    // not end the table.
    const separator: string | null = columns && line.includes(columns.separator) ? columns.separator : line.includes(';') ? ';' : line.includes('\t') ? '\t' : line.includes('|') ? '|' : / {2,}\S.* {2,}\S.* {2,}\S/.test(line.trim()) ? ALIGNED : null;
    let cells: Cell[] = separator ? cellsOf(line, separator) : [{ text: line, start: 0 }];
    // A row with more cells than its table's header holds its separator inside its last cell, as a remark may ("fils
    // Glody ; tél 07 …"): the cells past the header's last are that remark's.
    const width = columns?.kinds.length ?? 0;
    if (columns && separator === columns.separator && width >= 3 && cells.length > width) {
      const last = cells[width - 1];
      if (last) cells = [...cells.slice(0, width - 1), { text: line.slice(last.start), start: last.start }];
    }
    if (!separator || line.trim() === '') columns = null;
    else {
      const headers: string[] = cells.map((cell) => headerOf(cellValue(cell.text)));
      // A number's kind in brackets after the person it numbers ("salarié (matricule)", "prescripteur (RPPS)"): the column holds the number.
      const headerKinds: (PiiKind | null)[] = headers.map((header, index) => {
        const bracketed = /\(([^()]{2,20})\)$/u.exec(cellValue(cells[index]?.text ?? ''))?.[1];
        const numbered = bracketed === undefined ? null : columnKindOf(headerOf(bracketed));
        return numbered === 'record' || numbered === 'rpps' ? numbered : columnKindOf(header);
      });
      const towns = headers.map((header) => TOWN_COLUMN.test(header));
      // A town's column is part of an address only beside a street's or a postcode's column: alone ("nom;prénom;ville"),
      // a town does not say where a person lives (docs/privacy/pii-guard.md, "Limits").
      const street = headerKinds.some((kind, index) => kind === 'postcode' || (kind === 'address' && !towns[index]));
      const kinds = headerKinds.map((kind, index) => (towns[index] && !street ? null : kind));
      // Labels and their values side by side ("NOM⇥SULTANI⇥Prénom⇥Gul Ahmad") are a form's row, not a header: a value
      // there is a surname in capitals or a given name.
      // A header written all in capitals ("NIR;NOM;PRENOM;DDN;…;STATUT") is no form row.
      const capitalsHeader = cells.length >= 4 && cells.every((cell) => !/\p{Ll}/u.test(cellValue(cell.text)));
      const formRow = !capitalsHeader && cells.some((cell, index) => !kinds[index] && (/^\p{Lu}{6,}$/u.test(cellValue(cell.text)) || cellValue(cell.text).split(/\s+/).some((word) => /^\p{Lu}\p{Ll}/u.test(word) && isGivenName(word))));
      // One column of names is enough under a header of three cells or more without figures ("Patiente | IMC | évol. |
      // remarque"), when it is the first column and says so.
      // So is a column of birth dates alone, anywhere ("Code patient | Date inclusion | Mois/année naiss. | Bras").
      // And a column of practitioners' numbers alone ("rpps_ou_adeli;profession;actes_T1;…").
      const birthOnly = kinds.filter(Boolean).length === 1 && (kinds.includes('birthDate') || kinds.includes('rpps'));
      // Or a column of the people seen in an agenda's export, after its date and time ("date;heure;salarié;société;lieu").
      const agenda = kinds.filter((kind) => kind === 'name').length === 1 && kinds.filter(Boolean).length === 1 && headers.some((header) => /^(?:date|jour)$/.test(header)) && headers.some((header) => /^(?:heure|horaire)$/.test(header)) && cells.length >= 4;
      const nameFirst = ((kinds[0] === 'name' && separator !== ';' && !/\d/.test(line)) || birthOnly || agenda) && cells.length >= 3 ? 1 : 0;
      // Columns aligned with spaces only under a header of four cells or more that names two kinds.
      const header = separator === ALIGNED ? kinds.filter(Boolean).length >= 2 && cells.length >= 4 : kinds.filter(Boolean).length + nameFirst >= 2 && cells.length >= 3;
      // A row of columns aligned with spaces may leave cells empty (a directory's row without an e-mail): each cell is read
      // under the header cell it starts under.
      const slots = columns && separator === ALIGNED && columns.separator === ALIGNED && cells.length !== columns.kinds.length ? alignedSlots(cells, columns.starts) : null;
      if (header && !formRow) columns = { separator, kinds, starts: cells.map((cell) => cell.start), relatives: headers.map((header) => RESPONSIBLE_COLUMN.test(header)), professionals: headers.map((header) => PRO_COLUMN.test(header)), towns, livingPlaces: headers.map((header) => /^lieu de vie$/iu.test(header)), handles: headers.map((header) => /^(?:pseudo|surnom|login|superviseu)/iu.test(header)) };
      else if (columns && columns.separator === separator && (cells.length === columns.kinds.length || slots !== null)) {
        // A Markdown table's rule under its header ("|---|---|") holds no value.
        if (!/^[|\s:—–-]+$/u.test(line)) cells.forEach((cell, cellIndex) => {
          const index = slots?.[cellIndex] ?? cellIndex;
          const kind = columns?.kinds[index];
          const value = cellValue(cell.text);
          const start = offset + cell.start + cell.text.indexOf(value);
          if (!kind || value === '') return;
          // A cell that points at another row or column's value ("idem mère", "id.", "même adresse") holds none.
          if (/^(?:idem|id\.|m[êe]me(?:[ \u00a0]+adresse)?)(?![\p{L}])/iu.test(value)) return;
          // A relative's cell may say the link in brackets after the name ("Sami (fils, 19 ans)"): the name alone.
          // Or its link before a dash ("Mum — Hélène de Villeneuve"). A status is no name ("OK", "excusée", "archived").
          // A birth date's cell may say its source in brackets ("10/05/1387 (tazkira)"), or the birthplace after a comma
          // ("12/11/1955, Saint-Pierre (974)" under "Né(e) le, à"): the date alone.
          let named = kind === 'name' ? (/^(?:\p{L}+[ \u00a0]+[—–-][ \u00a0]+)?([^()—–]+?)(?:[ \u00a0]*\([^()]*\))?$/u.exec(value)?.[1] ?? value) : kind === 'birthDate' ? value.replace(/[ \u00a0]*\([^()]*\)$/u, '').replace(/^(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}),[ \u00a0]*\p{L}.*$/u, '$1') : value;
          // Who comes with the patient, as "fille (Letizia)", "voisine (Mme Leca)", "seul (neveu prévenu)": the name in
          // brackets, if there is one.
          if (kind === 'name' && KIN_CELL.test(named)) {
            const inner = /\((?:(?:Mme|M\.|Mlle|Dr)[ \u00a0]+)?(\p{Lu}[^()]*)\)/u.exec(value)?.[1];
            // Not an illness in brackets ("mère (SEP)", "grand-père (Alzheimer)").
            if (!inner || /^\p{Lu}{2,6}$/u.test(inner.trim()) || isEponym(inner.trim())) return;
            named = inner.trim();
          }
          // A title before the name stays outside it ("Me HOCHART (mandataire)"); "M." in a cell may be an initial.
          if (kind === 'name') named = named.replace(/^(?:Mme|Mlle|Me|Ma[iî]tre|Dr|Pr)[ \u00a0]+(?=\p{Lu})/u, '');
          // Nor a payer's role ("patient", "les deux parents", "mère", "mutuelle", "AMO", "tiers payant"), a trade in a column
          // of who saw the pupil ("PsyEN", "infirmière", "MPR pédiatrique"), a body that pays
          // named by its kind or a way of paying ("Mutuelle des Volcans", "fonds de garantie", "Mon soutien psy", "chèque"), a firm by its legal form
          // ("SELARL", "SCA Vignerons du Caroux"), a funeral director ("POMPES FUNEBRES DE L'OUCHE"), a fund by its acronym and its
          // area ("CPAM du Cantal"), a firm by its trade's last word ("NORD EXPERTISE CONSEIL"), nor an empty place's word ("libre").
          if (kind === 'name' && EMPTY_CELL.test(named)) return;
          if (kind === 'name' && /^(?:(?:mutuelle|fonds|caisse|assurances?|assureur|banque|pr[ée]voyance|pompes[ \u00a0]+fun[èe]bres|assoc(?:iation)?)[ \u00a0].*|mon[ \u00a0]+soutien[ \u00a0]+psy|msp|(?:selarl|selas|sarl|sas|sasu|eurl|scm|scp|sci|gaec|earl|sca|scea)(?:[ \u00a0].*)?|ch[eè]ques?|virement|esp[eè]ces|(?:groupe|collectif|[ée]quipe)\b.*|tous|toutes|ok|oui|non|x|nc|na|n\/a|ras|sign[ée]e?s?|absente?s?|excus[ée]e?s?|pr[ée]sente?s?|active|archived|inactive|patiente?s?|(?:les[ \u00a0]+)?(?:deux[ \u00a0]+)?parents?|m[eè]re|p[eè]re|mutuelle|amo|amc|psyen|infirmi[eè]re|psychologue|m[ée]decin(?:[ \u00a0]+scolaire)?|cpe|mpr(?:[ \u00a0].*)?|assistante?[ \u00a0]+sociale|(?:cpam|caf|msa|carsat|urssaf)(?:[ \u00a0].*)?|(?:\p{L}+[ \u00a0]+)+(?:conseils?|consulting|gestion|immobili[eè]re|ing[ée]nierie|nettoyage)|tiers(?: payant)?|famille|lui-m[eê]me|elle-m[eê]me|udaf|ccas|ase|mdph)$/iu.test(named)) return;
          const fits =
            kind === 'name'
              ? // A pseudonym's column holds handles too ("Tortue_zen", "Doudou971").
                (/^[\p{L}\p{M}'’ .-]{2,60}$/u.test(named) || /^\p{Lu}[\p{L}\p{M}'’ .-]{1,40},[ \u00a0]\p{Lu}[\p{L}\p{M}'’ .-]{1,40}$/u.test(named) || (/^[\p{L}\p{M}\p{N}_.-]{3,30}$/u.test(named) && /\p{L}{2}/u.test(named) && columns?.handles[index] === true)) && /\p{L}/u.test(named) && named.split(/\s+/).length <= 5 && !/^(?:sous-)?tota(?:l|ux)$/iu.test(named)
              : kind === 'record'
                ? // Not a remark in the number's column ("transféré au CD le 3/11"): a code holds no word in lower case.
                  // A row's number in a register of three figures ("014") numbers the row, not the person.
                  (value.match(/\d/g) ?? []).length >= (/^\d+$/.test(value) ? 4 : 3) && value.length <= 30 && !/\p{Ll}{3,}/u.test(value)
                : kind === 'rpps'
                  ? // Under its header an ADELI number is taken by its nine figures: its key is not Luhn's.
                    practitionerNumber(value) || /^\d{9}$/.test(value.replace(/[ \u00a0]/g, ''))
                : kind === 'birthDate'
                  ? // Not an amount in a column the header row above misnamed ("260,00"): a date has its separators, a year or a month.
                    /\d/.test(named) && named.length <= 20 && /[/.-]|(?:19|20)\d{2}|\p{L}{3,}/u.test(named) && !/^(?:n[ée]e?\s+)?(?:vers|env(?:\.|iron)?)\s+(?:19|20)\d{2}$/iu.test(named)
                  : kind === 'postcode'
                    ? /^\d{4,5}$/.test(value)
                    : columns?.livingPlaces[index] && !/\d/.test(value.replace(/\b115\b/g, '')) && !/\b(?:rue|avenue|av\.|bd|boulevard|chemin|impasse|all[ée]e|place|quai|route|cours|lieu-dit|hameau|r[ée]sidence|cit[ée])[ \u00a0]+\p{L}/iu.test(value)
                      ? // A place's description in a "lieu de vie" column ("rue, centre-ville (chiens)", "squat, Wazemmes",
                        // "hôtel 115, Lomme", the 115 being the emergency shelter's number): no number, no street's name.
                        false
                      : columns?.towns[index]
                      ? /^\p{Lu}[\p{L}\p{M}'’ -]{1,40}$/u.test(value)
                      : kind === 'nir'
                        ? /^[12][ \u00a0]?(?:\d[ \u00a0]?){12}(?:\d{2})?$/u.test(value)
                      : // An IBAN's column may say how else it was paid ("chèque n° 4471025"): no account there.
                        kind === 'iban'
                        ? /[A-Z]{2}[ \u00a0]?\d{2}/.test(value)
                        : value.length >= 5;
          const at = start + value.indexOf(named);
          const role = kind === 'name' ? (columns?.relatives[index] ? 'relative' : columns?.professionals[index] ? 'professional' : 'patient') : undefined;
          // Two people in one cell, joined by a slash ("Viktor Kovalenko / Oksana Melnyk"): one span each.
          const pair = kind === 'name' ? /^([^/]{2,40}?)[ \u00a0]+\/[ \u00a0]+([^/]{2,40})$/u.exec(named) : null;
          if (pair?.[1] && pair[2] && [pair[1], pair[2]].every((person) => /^[\p{L}\p{M}'’ .-]{2,40}$/u.test(person))) {
            found.push({ kind: 'name', role, start: at, end: at + pair[1].length, value: pair[1] });
            const second = at + named.length - pair[2].length;
            found.push({ kind: 'name', role, start: second, end: second + pair[2].length, value: pair[2] });
          } else if (fits) found.push({ kind: kind === 'postcode' ? 'address' : kind, role, start: at, end: at + named.length, value: named });
        });
      } else columns = null;
    }
    offset += line.length + 1;
  }
  return found;
}

const MONTH_AND_YEAR = /(?:0?[1-9]|1[0-2])[/.](?:19|20)\d{2}(?![/.-]?\d)/y;
const FULL_DATE = new RegExp(String.raw`\b(?:(?:0?[1-9]|[12]\d|3[01])[/.-](?:0?[1-9]|1[0-2])[/.-](?:19|20)\d{2}|(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])|(?:1er|0?[1-9]|[12]\d|3[01])\s+(?:${MONTHS})\s+(?:19|20)\d{2})\b`, 'giu');

/**
 * A full date written right after a patient's name, alone in its apposition ("Objet : Mme Léa Martin, 09/06/1990",
 * "M. Paul Roy (14/02/1979)") is how headings give the birth date; a date of this year or the two before may be
 * a consultation and is left alone.
 */
function datesAfterNames(text: string, names: { start: number; end: number; role: NameRole }[], now: Date): PiiMatch[] {
  const found: PiiMatch[] = [];
  for (const name of names) {
    // A patient's or a relative's ("Ayants droit : Enzo GARNIER (2010-05-03)"); a professional's date is a letter's.
    if (name.role === 'professional') continue;
    // Or between dashes, as a file's heading lines up its fields ("M. BENHAMIDA Abdelkader — 05/1979 — NIR …"); the
    // month and year alone may stand for the date.
    const gap = /^\s*(?:[,(]|[—–](?=[ \u00a0]))\s*/.exec(text.slice(name.end, name.end + 4));
    if (!gap) continue;
    FULL_DATE.lastIndex = name.end + gap[0].length;
    MONTH_AND_YEAR.lastIndex = name.end + gap[0].length;
    const date = MONTH_AND_YEAR.exec(text) ?? FULL_DATE.exec(text);
    if (!date || date.index !== name.end + gap[0].length) continue;
    const year = yearOf(date[0]);
    if (year === null || year > now.getFullYear() - 3) continue;
    // Then a bracket, a comma, a dash ("M. Bernard GUILLOUX, 17.03.1958 — candidature") or the end of the line.
    if (!/^\s*(?:\)|[,;—–]|\.?\s*(?:\n|$))/.test(text.slice(date.index + date[0].length, date.index + date[0].length + 3))) continue;
    found.push({ kind: 'birthDate', start: date.index, end: date.index + date[0].length, value: date[0] });
  }
  return found;
}

const MONTH_NUMBERS = ['janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre'];
const DATED = new RegExp(
  String.raw`(?<![\d/.-])(?:(?:0?[1-9]|[12]\d|3[01])[/.-](?<m1>0?[1-9]|1[0-2])[/.-](?<y1>(?:19|20)\d{2})|(?<y2>(?:19|20)\d{2})-(?<m2>0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])|(?<m3>0?[1-9]|1[0-2])[/.](?<y3>(?:19|20)\d{2})|(?:(?:1er|0?[1-9]|[12]\d|3[01])\s+)?(?<m4>${MONTHS})\s+(?<y4>(?:19|20)\d{2}))(?![/.-]?\d)`,
  'giu',
);
/** How near a NIR a date must be written for the NIR to say whose birth it is (a file's heading, a form's block). */
const NIR_REACH = 400;

/**
 * A NIR holds its holder's year and month of birth (its second to fifth figures): a date near it of that month and
 * year is the holder's birth date, whatever is written before it ("M. BENHAMIDA Abdelkader — 05/1979 — NIR 1 79 05 …").
 */
function datesOfNirs(text: string, found: PiiMatch[]): PiiMatch[] {
  const dates: PiiMatch[] = [];
  for (const nir of found) {
    if (nir.kind !== 'nir') continue;
    const figures = nir.value.replace(/[^\dAB]/gi, '');
    const year = figures.slice(1, 3);
    const month = Number(figures.slice(3, 5));
    const from = Math.max(0, nir.start - NIR_REACH);
    DATED.lastIndex = from;
    for (let date = DATED.exec(text); date && date.index < nir.end + NIR_REACH; date = DATED.exec(text)) {
      const groups = date.groups ?? {};
      const dateYear = groups.y1 ?? groups.y2 ?? groups.y3 ?? groups.y4 ?? '';
      const word = groups.m4 ? MONTH_NUMBERS.indexOf(foldName(groups.m4)) + 1 : 0;
      const dateMonth = word || Number(groups.m1 ?? groups.m2 ?? groups.m3);
      if (dateYear.slice(2) === year && dateMonth === month && (date.index >= nir.end || date.index + date[0].length <= nir.start)) {
        dates.push({ kind: 'birthDate', start: date.index, end: date.index + date[0].length, value: date[0] });
      }
    }
  }
  return dates;
}


export function detectPii(text: string, options: DetectOptions = {}): PiiMatch[] {
  if (!SEAM_HINT.test(text)) return detectIn(text, options);
  const seams = [...text.matchAll(SEAM)].map((seam) => seam.index);
  if (seams.length === 0) return detectIn(text, options);
  // The rules read the text with a tab at each seam; their spans are mapped back to the text as written.
  let seamed = '';
  let last = 0;
  for (const seam of seams) {
    seamed += `${text.slice(last, seam)}\t`;
    last = seam;
  }
  seamed += text.slice(last);
  const inserted = seams.map((seam, k) => seam + k);
  const original = (position: number): number => position - inserted.filter((space) => space < position).length;
  return detectIn(seamed, options).map((match) => {
    const start = original(match.start);
    const end = original(match.end);
    return { ...match, start, end, value: text.slice(start, end) };
  });
}

/**
 * Text taken out of a PDF form glues labels to their values ("Date de naissance22/01/2017Classe :", "NomSarah
 * KaddouriQualité :", "Téléphone :04 78 60 12 39Portable :", "IBAN :FR76 … 817BIC :"): a seam is where a value meets
 * the next label, or where a label meets its value. The rules read a tab there, as between a form's fields.
 */
const SEAM_HINT = /\d\p{Lu}|\p{Ll}(?:Qualit|Pr[ée]nom|Nom|Classe|Portable|T[ée]l|Courriel|Adresse|Date|Sexe|Commune|Profession|Fonction|Lien)|(?:om|oms|resse|ssance|phone|table|IBAN|rriel)[\d\p{Lu}]/u;
const SEAM = /(?<=\d)(?=\p{Lu}[\p{L}.]{1,20}[ \u00a0]?[:：])|(?<=\p{Ll}{3})(?=(?:Qualit[ée]|Pr[ée]noms?|Nom|Classe|Portable|T[ée]l[ée]phone|T[ée]l\.?|Courriel|Adresse|Date de naissance|Sexe|Commune|Profession|Fonction|Lien)[ \u00a0]?[:：])|(?<=(?:^|[\s:])(?:[Nn]om|[Pp]r[ée]noms?|[Aa]dresse|[Nn]aissance|[Tt][ée]l[ée]phone|[Pp]ortable|IBAN|[Cc]ourriel))(?=[\d\p{Lu}])/gu;

/** A name's initials and nothing else ("A.", "K. I.", "J.-P."). */
const INITIALS_ONLY = /^(?:\p{Lu}\.(?:[ \u00a0]?-?)?)+$/u;
/** A letter, a figure or a code's joining mark before a record number; a letter, a figure or a joined figure after it. */
const RECORD_JOINED = /^[\p{L}\p{N}/.-]$/u;
const RECORD_JOINED_AFTER = /^(?:[\p{L}\p{N}]|[/.-]\d)/u;
/**
 * A record number found after its label is the same person's wherever the text writes it again, even without the label
 * ("n° ordinal 28417" in a form, "(n° 28417)" in the minutes): five figures at least, as written, not inside a longer
 * number or code.
 */
function recordRepeats(text: string, found: readonly PiiMatch[]): PiiMatch[] {
  const values = new Set(found.filter((match) => match.kind === 'record' && (match.value.match(/\d/g) ?? []).length >= 5).map((match) => match.value));
  const repeats: PiiMatch[] = [];
  for (const value of values) {
    for (const start of wordOccurrences(text, value, RECORD_JOINED, RECORD_JOINED_AFTER)) {
      if (!found.some((other) => other.start < start + value.length && start < other.end)) repeats.push({ kind: 'record', start, end: start + value.length, value });
    }
  }
  return repeats;
}

function detectIn(text: string, options: DetectOptions): PiiMatch[] {
  const now = options.now ?? new Date();
  const found: PiiMatch[] = [];
  // The practitioner's own choices come first.
  for (const masked of options.masked ?? []) {
    const value = masked.value.trim();
    if (value.length < 2) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(value)}(?![\\p{L}\\p{N}])`, 'giu');
    for (const match of text.matchAll(pattern)) found.push({ kind: masked.kind, role: masked.role, start: match.index, end: match.index + match[0].length, value: match[0] });
  }
  // E-mails, IBANs, NIRs, phones and RPPS first; spreadsheet columns and record numbers; then dates and addresses.
  // Several rules share a `when` test: each is run once on this text.
  const whenResults = new Map<RegExp, boolean>();
  for (const rule of RULES.slice(0, FIRST_DATE_RULE)) collect(rule, text, now, found, whenResults);
  found.push(...tableColumnMatches(text));
  // The labels of records, dates and addresses read a form's dotted leaders as colons ("Née le ........ : 23.06.2015",
  // "IPP ....... : 5402718836"): the same length, so the same offsets.
  const labelled = leadersAsColons(text);
  found.push(...recordMatches(labelled));
  found.push(...recordRepeats(text, found));
  found.push(...fileCodeMatches(text));
  // The dates' values are taken back from the text as written.
  const beforeDates = found.length;
  for (const rule of RULES.slice(FIRST_DATE_RULE)) collect(rule, labelled, now, found, whenResults);
  if (labelled !== text) for (const match of found.slice(beforeDates)) match.value = text.slice(match.start, match.end);
  found.push(...addressLabelMatches(labelled));
  found.push(...residenceLinesBefore(text, found));
  const names = detectNames(text, options.known ?? []);
  for (const name of names) {
    found.push({ kind: 'name', role: name.role, start: name.start, end: name.end, value: text.slice(name.start, name.end) });
  }
  found.push(...datesAfterNames(text, names, now));
  found.push(...datesOfNirs(text, found));
  const ignored = new Set((options.ignored ?? []).map((value) => value.trim().toLowerCase()));
  // Earlier rules win an overlap (an IBAN's digits are not also a phone number); an address
  // written after a label wins over the parts found inside it, a labelled record over a phone inside it.
  const kept: PiiMatch[] = [];
  for (const candidate of found) {
    if (candidate.value.length < 2 || /^\[[A-ZÉ_]+_\d+\]$/.test(candidate.value)) continue;
    if (ignored.has(candidate.value.trim().toLowerCase())) continue;
    const overlapping = kept.filter((other) => candidate.start < other.end && other.start < candidate.end);
    const inside = (other: PiiMatch) => other.start >= candidate.start && other.end <= candidate.end;
    const replaces =
      overlapping.length > 0 &&
      // An address over the parts found inside it, or a number after a record's label that holds a phone's shape
      // ("demande n° 2026-0113-784512") over that phone; a phone said with its country's code over the part of it an
      // earlier rule took ("plus sept, sept zéro un, …" over "zéro un, …").
      (((candidate.kind === 'address' || candidate.kind === 'postcode') && overlapping.every((other) => (other.kind === 'address' || other.kind === 'postcode' || other.kind === 'name') && inside(other))) ||
        // A name over initials alone found inside it, whatever rule found which first ("K. I." taken after a label, then
        // "K. I. N'Guessan"): keeping the initials alone would send the surname as written.
        (candidate.kind === 'name' && overlapping.every((other) => other.kind === 'name' && inside(other) && INITIALS_ONLY.test(other.value) && other.end - other.start < candidate.end - candidate.start)) ||
        ((candidate.kind === 'record' || candidate.kind === 'phone') && overlapping.every((other) => other.kind === 'phone' && inside(other) && other.end - other.start < candidate.end - candidate.start)));
    if (replaces) for (const other of overlapping) kept.splice(kept.indexOf(other), 1);
    if (overlapping.length === 0 || replaces) kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start);
}

function collect(rule: Rule, text: string, now: Date, found: PiiMatch[], whenResults: Map<RegExp, boolean>) {
  if (rule.when) {
    let can = whenResults.get(rule.when);
    if (can === undefined) whenResults.set(rule.when, (can = rule.when.test(text)));
    if (!can) return;
  }
  rule.pattern.lastIndex = 0;
  for (let match = rule.pattern.exec(text); match !== null; match = rule.pattern.exec(text)) {
    const span = rule.accept ? rule.accept(match, text, now) : whole(match);
    if (!span) continue;
    // A hamlet's house number before its name, taken with a postcode or a street ("J'habite 2 La Gaudinière, 72540 Loué").
    let withHouse = false;
    if (rule.kind === 'address' || rule.kind === 'postcode') {
      const houseNumber = /(?<![\p{L}\p{N},.:/-])\d{1,4}(?:[ \u00a0]?(?:bis|ter))?[ \u00a0]+$/u.exec(text.slice(Math.max(0, span.start - 12), span.start));
      if (houseNumber && /^(?:La|Le|Les|L['’])[ \u00a0]?\p{Lu}/u.test(text.slice(span.start, span.start + 5))) {
        span.start -= houseNumber[0].length;
        withHouse = true;
      }
    }
    // A building and a flat written before an address without a comma belong to it ("bat c appt 24 résidence …").
    if (rule.kind === 'address') {
      const before = text.slice(Math.max(0, span.start - 30), span.start);
      const flat = FLAT_BEFORE.exec(before);
      // "Est allée aux Écuries": the verb, not a street.
      if (/^all[ée]e[ \u00a0]/iu.test(text.slice(span.start, span.start + 6)) && /(?<![\p{L}])(?:est|suis|es|sont|[ée]tait|[ée]tais|sommes|[êe]tes|soit|fut|s['’]en|s['’]y)[ \u00a0]+$/iu.test(before)) continue;
      if (flat) span.start -= before.length - flat.index;
      // A hamlet's name opening the line before a road without number ("Kerléon, route de Plounévézel, 29270 …").
      else if (/^(?:route|chemin|impasse|all[ée]e|voie)\b/iu.test(text.slice(span.start, span.start + 8))) {
        const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
        const hamlet = HAMLET_BEFORE.exec(text.slice(lineStart, span.start));
        const name = hamlet?.[1] ?? '';
        if (hamlet && !name.split(/[ \u00a0-]+/).some((word) => isGivenName(word))) span.start = lineStart + hamlet.index + hamlet[0].indexOf(name);
      }
    }
    const value = text.slice(span.start, span.end).replace(/[\s,]+$/, '');
    // A railway's track or platform, named by a number or a letter, is no street ("PK 43,850, voie 1", "quai B").
    if (rule.kind === 'address' && /(?:^|[\s,])(?:voie|quai)[ \u00a0]+[A-Z0-9]{1,2}$/iu.test(value)) continue;
    // Nor a professional card's number, a département, a year and a serial ("carte professionnelle n° 05-2011-0384").
    if (rule.kind === 'phone' && /^0\d-(?:19|20)\d{2}-\d{4}$/.test(value)) continue;
    // A contract's number after "n°", in groups of three or four figures, is no phone ("Contrat RC exploitant n° 0457 118 930").
    if (rule.kind === 'phone' && /n°[ \u00a0]*$/iu.test(text.slice(Math.max(0, span.start - 4), span.start)) && /^\d{4}[ \u00a0.]\d{3}[ \u00a0.]\d{3}$/.test(value)) continue;
    // Nor is the ground floor ("la salle du rez-de-chaussée au CNEA").
    if (rule.kind === 'address' && /rez-de-$/iu.test(text.slice(Math.max(0, span.start - 7), span.start))) continue;
    // A postcode that took the place or the street written before it is an address ([ADRESSE_n], not [CODE_POSTAL_n]).
    found.push({ kind: rule.kind === 'postcode' && (withHouse || !/^\d/.test(value)) ? 'address' : rule.kind, start: span.start, end: span.start + value.length, value });
  }
}

// ---- One placeholder per person, across the conversation.

const nameWords = (value: string) =>
  value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((word) => ({ key: foldName(word), given: isGivenName(word) && word !== word.toUpperCase() }))
    .filter((word) => !/^(?:de|du|des|d|la|le|les|van|von|der|da|dos|das|di|del|el|al|ben|nee|ne|epouse|ep|veuve|vve)$/.test(word.key));

type People = Map<string, { given: Set<string>; surnames: Set<string> }>;

function addToPeople(people: People, alias: string, placeholder: string) {
  const person = people.get(placeholder) ?? { given: new Set<string>(), surnames: new Set<string>() };
  for (const word of nameWords(alias)) (word.given ? person.given : person.surnames).add(word.key);
  people.set(placeholder, person);
}

/** The placeholder of a person already met whose name fits this form, if one fits best. */
function samePerson(value: string, role: NameRole, state: PiiState, people: People): string | undefined {
  const direct = state.aliases[value];
  if (direct) return direct;
  const words = nameWords(value);
  const given = words.filter((word) => word.given).map((word) => word.key);
  const surnames = words.filter((word) => !word.given).map((word) => word.key);
  const fits = [...people].filter(([, person]) => {
    if (surnames.length > 0 && !surnames.every((surname) => person.surnames.has(surname) || person.given.has(surname))) return false;
    if (given.length > 0 && person.given.size > 0 && !given.some((name) => person.given.has(name))) return false;
    if (surnames.length === 0 && !given.some((name) => person.given.has(name))) return false;
    return true;
  });
  if (fits.length === 0) return undefined;
  const sameRole = fits.filter(([placeholder]) => placeholder.startsWith(`[${ROLE_LABELS[role]}_`));
  return (sameRole[0] ?? fits[0])?.[0];
}

const normalised = (match: Pick<PiiMatch, 'kind' | 'value'>) =>
  ['phone', 'nir', 'iban', 'rpps'].includes(match.kind) ? match.value.replace(/[^\dA-Za-z]/g, '').replace(/^(?:\+|00)?33/, '0') : match.value.trim().toLowerCase();

/** The placeholders of a state, as names to find again in the next messages. */
export function knownNames(state: PiiState): KnownName[] {
  return Object.entries(state.aliases).map(([value, placeholder]) => ({ value, role: LABEL_ROLES[/^\[([A-Z]+)_/.exec(placeholder)?.[1] ?? ''] ?? 'patient' }));
}

/**
 * Replaces each match with its placeholder: the same person (any form of their name) or the
 * same value keeps the one given earlier in the conversation. `values` lists, in order, the text
 * each placeholder stands for in this message, so the message itself restores exactly.
 */
export function anonymise(text: string, matches: PiiMatch[], state: PiiState): { text: string; state: PiiState; values: string[] } {
  const next: PiiState = { placeholders: { ...state.placeholders }, aliases: { ...state.aliases } };
  const values: string[] = [];
  const people: People = new Map();
  for (const [alias, placeholder] of Object.entries(state.aliases)) addToPeople(people, alias, placeholder);
  let result = '';
  let cursor = 0;
  for (const match of [...matches].sort((a, b) => a.start - b.start)) {
    if (match.start < cursor) continue;
    const value = text.slice(match.start, match.end);
    const label = placeholderLabel(match);
    let placeholder: string | undefined;
    if (match.kind === 'name') placeholder = samePerson(value, match.role ?? 'patient', next, people);
    else placeholder = Object.keys(next.placeholders).find((key) => key.startsWith(`[${label}_`) && normalised({ kind: match.kind, value: next.placeholders[key] ?? '' }) === normalised(match));
    if (!placeholder) {
      const count = Object.keys(next.placeholders).filter((key) => key.startsWith(`[${label}_`)).length;
      placeholder = `[${label}_${count + 1}]`;
      next.placeholders[placeholder] = value;
    }
    if (match.kind === 'name') {
      next.aliases[value] = placeholder;
      addToPeople(people, value, placeholder);
      // The model's answers show the fullest form of the name.
      const current = next.placeholders[placeholder] ?? '';
      if (nameWords(value).length > nameWords(current).length) next.placeholders[placeholder] = value;
    }
    values.push(value);
    result += text.slice(cursor, match.start) + placeholder;
    cursor = match.end;
  }
  return { text: result + text.slice(cursor), state: next, values };
}

/** Replaces each match with a placeholder, reusing the one already given to the same value or person. */
export function replacePii(text: string, matches: PiiMatch[], mapping: PlaceholderMap): { text: string; mapping: PlaceholderMap } {
  const aliases: Record<string, string> = {};
  for (const [placeholder, value] of Object.entries(mapping)) if (/^\[(?:PATIENT|PROCHE|PRO)_/.test(placeholder)) aliases[value] = placeholder;
  const result = anonymise(text, matches, { placeholders: mapping, aliases });
  return { text: result.text, mapping: result.state.placeholders };
}

const PLACEHOLDER_IN_ANSWER = /\[\s*([A-Za-zÉé_]+?)[ _-](\d+)\s*\]|\b([A-ZÉ]{2,}(?:_[A-ZÉ]+)*)_(\d+)\b/g;
const foldLabel = (label: string) => foldName(label).toUpperCase();

/**
 * Puts the real values back (for display and copy, in this browser only). Tolerates what models
 * do to placeholders: reorder them, drop the brackets, change the case, write a space for "_".
 * Placeholders it does not know are left as written.
 */
export function restorePlaceholders(text: string, mapping: PlaceholderMap): string {
  if (Object.keys(mapping).length === 0) return text;
  const byFolded = new Map(Object.entries(mapping).map(([placeholder, value]) => [foldLabel(placeholder), value]));
  return text.replace(PLACEHOLDER_IN_ANSWER, (written, bracketLabel?: string, bracketNumber?: string, bareLabel?: string, bareNumber?: string) => {
    const label = bracketLabel ?? bareLabel ?? '';
    const number = bracketNumber ?? bareNumber ?? '';
    return byFolded.get(foldLabel(`[${label}_${number}]`)) ?? written;
  });
}

/** Restores one anonymised message from the values its placeholders stood for, in order. */
export function restoreValues(text: string, values: string[]): string {
  let index = 0;
  return text.replace(/\[[A-ZÉ_]+_\d+\]/g, (placeholder) => values[index++] ?? placeholder);
}
