/**
 * Finds the names of people in French clinical writing, with or without a title
 * (docs/privacy/pii-guard.md): a given-name lexicon combined with context cues — form labels,
 * titles, kinship and role words, sentence subjects, "NOM Prénom" in capitals, particles
 * ("Le Goff", "Da Silva", "de La Fontaine", "N'Diaye") — and every later occurrence of a name
 * already found. Eponyms, test names, authors, places and institutions named after people are
 * left alone. Each name gets a role (patient, relative, professional) for its placeholder.
 */
import { FRENCH_WORDS, GIVEN_NAMES_ALSO_WORDS } from './lexicon/french-words.ts';
import { GIVEN_NAMES } from './lexicon/given-names.ts';
import { foldWord } from './lexicon/fold-word.mjs';
import { lazyWords } from './lexicon/packed-words.ts';
import { PLACES } from './lexicon/places.ts';

export type NameRole = 'patient' | 'relative' | 'professional';

export interface NameSpan {
  start: number;
  end: number;
  role: NameRole;
}

/** A name already known in this conversation (or added by the practitioner), found again wherever it is written. */
export interface KnownName {
  value: string;
  role: NameRole;
}

const givenNames = lazyWords(GIVEN_NAMES);
/** Lower case, without diacritics or apostrophes: the lexicon's key, as the lists' scripts wrote it (foldWord). */
const folded = new Map<string, string>();
export function foldName(word: string): string {
  let key = folded.get(word);
  if (key === undefined) {
    key = /^[a-z]+$/.test(word) ? word : foldWord(word);
    if (folded.size > 50_000) folded.clear();
    folded.set(word, key);
  }
  return key;
}
/** A text to find as it is written inside a regular expression (a chat's sender, a value the practitioner masked). */
/** An author's, a test's or an eponym's surname ("Alzheimer", "Wechsler"), by its folded key. */
export const isEponym = (word: string): boolean => EPONYMS.has(foldName(word));

export const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One letter (for `wordOccurrences`). */
const LETTER = /^\p{L}$/u;
/** The character (a whole code point) that ends just before `at`, or '' at the start. */
function charBefore(text: string, at: number): string {
  if (at <= 0) return '';
  const low = text.charCodeAt(at - 1);
  return low >= 0xdc00 && low <= 0xdfff && at >= 2 ? text.slice(at - 2, at) : text.slice(at - 1, at);
}
/** The character (a whole code point) that starts at `at`, or '' at the end. */
function charAt(text: string, at: number): string {
  const point = text.codePointAt(at);
  return point === undefined ? '' : String.fromCodePoint(point);
}
/**
 * Where `word` stands in `text` with no `joined` character touching it on either side: what
 * `(?<![…])word(?![…])` with the `gu` flags would find, without compiling a pattern for each word of each message
 * (a chat's senders are looked for in the whole text; compiling and running one pattern per sender was a fortieth of
 * the guard's time). `joinedAfter`, when given, is tested instead on the two characters after the word (a record
 * number ends before a sentence's full stop, not before ".5").
 */
export function wordOccurrences(text: string, word: string, joined: RegExp, joinedAfter?: RegExp): number[] {
  const found: number[] = [];
  if (word === '') return found;
  for (let at = text.indexOf(word); at !== -1; ) {
    const end = at + word.length;
    if (!joined.test(charBefore(text, at)) && !(joinedAfter ? joinedAfter.test(text.slice(end, end + 2)) : joined.test(charAt(text, end)))) {
      found.push(at);
      at = text.indexOf(word, end);
    } else at = text.indexOf(word, at + 1);
  }
  return found;
}

export function isGivenName(word: string): boolean {
  return givenNames().has(foldName(word));
}

const frenchWords = lazyWords(FRENCH_WORDS);
/** Suffixes of French abstract nouns, on folded keys of seven letters or more. */
const FRENCH_NOUN_SUFFIX = /^.{3,}(?:tion|sion|isme|logie|graphie|therapie|pathie|ite|ement|ience)s?$/;
/** A French word (shared/pii/lexicon/french-words.ts), by its folded key. */
function isFrenchWord(key: string): boolean {
  const words = frenchWords();
  if (words.has(key)) return true;
  // Light morphology: plurals ("Glycines"), feminine and past participles ("Hospitalisée" → "hospitaliser"), a prefix
  // ("Réévaluation" → "évaluation").
  const stem = key.replace(/(?:s|x)$/, '');
  if (stem !== key && words.has(stem)) return true;
  const participle = /^(.{3,}?)(?:ee|e|es|ees|i|ie|is|ies)$/.exec(key)?.[1];
  if (participle && (words.has(`${participle}er`) || words.has(`${participle}ir`) || words.has(`${participle}e`) || words.has(participle) || words.has(`${participle}ation`) || words.has(`${participle}ement`))) return true;
  // A verb's future or conditional ("signerai", "passerions") on a verb the list holds.
  const future = /^(.{3,}?)(?:erai|eras|era|erons|erez|eront|erais|erait|erions|eriez|eraient)$/.exec(key)?.[1];
  if (future && words.has(`${future}er`)) return true;
  // Abstract nouns by their suffix ("Inhibition", "Cognition", "Neuropsychologie", "Fragilité"): surnames do not end so.
  if (FRENCH_NOUN_SUFFIX.test(key)) return true;
  const prefix = /^(?:re|de|des|pre|in|im|dys|non|sur|sous|auto|co|contre|anti|hyper|hypo|pseudo|poly|multi|inter|intra|post|neuro|psycho|socio|meta|para|micro|macro|mono|ultra|extra|trans|peri|semi|mini)(.{4,})$/.exec(key)?.[1];
  return prefix !== undefined && (words.has(prefix) || words.has(prefix.replace(/(?:s|x)$/, '')));
}

const places = lazyWords(PLACES);
/** A word of a French commune's, département's, région's or country's name (shared/pii/lexicon/places.ts), by its folded key. */
/** A place, or two places joined by a hyphen as a hospital or a route names them ("Albertville-Moûtiers", "Gao-Ansongo"). */
const isPlaceName = (key: string): boolean => places().has(key) || (/^[a-z]{4,}-[a-z]{4,}$/.test(key) && key.split('-').every((part) => places().has(part)));

const givenAlsoWords = lazyWords(GIVEN_NAMES_ALSO_WORDS);
/** A given name that is also a French common word in some form ("rose", "pierre", "mai", "marié"), by its folded key. */
const givenNameIsAlsoWord = (key: string): boolean => givenAlsoWords().has(key);

/**
 * Switches for the bench's ablation (bench/pii.bench.ts, PII_BENCH_ABLATE): `lexiconWithoutContext` off stops the
 * given-name lexicon from finding names on its own (rules 3, 4b, 4c, 4d), `unknownWords` off stops rule 8. Both on in
 * the product.
 */
export const nameRules = { lexiconWithoutContext: true, unknownWords: true };

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean).map(foldName));

/** Given names that are also common words: at the start of a sentence they need a second cue. */
const AMBIGUOUS_AT_START = set(`rose claire ambre jade constance clemence victoire prudence patience fleur blanche grace aurore iris olive
  violette capucine marine marin avril mai long can guy reine ange aimee desire desiree honore innocent innocente felicite modeste
  constant clement germain martial celeste harmonie melodie cerise brune esperance lune perle eden sage amande dalia camelia angele
  pascal lou max sam tom roman`);
/** Given names that are also places, holidays or brands: they need a second cue wherever they are. */
const AMBIGUOUS_EVERYWHERE = set(`france florence nancy lorraine lourdes noel toussaint paris orange victoria mercedes israel nil
  sahara alpha june april may hope joy sandy angel vienne valence albi adelaide savannah india chine clio mahe`);

/** Surnames of authors, eponyms, tests and singers known by their surname alone: not a patient when written alone or after a given name without a title. */
const EPONYMS = set(`caillebotte gericault schneck lapeyronie duparc bohler zierer bertazzon descemet tenon modell rossano osborn poitrenaud bywaters zeigarnik dunning boehler geze choderlos laclos kleinert kanavel lachman mcmurray zimmer frankel cheneau mornet magerl lauge maisonneuve trendelenburg vidocq gerbert salengro rimbaud fregoli clerambault capgras dressel drag dragendorff lamboglia loeschcke munsell stoppa judet letournel strabon nadar formige meltzer bichat beaujon ishikawa pynoos seveso dekker hueston littler kapandji spielberger schatzker gustilo breguet prechtl hobfoll utstein guedel jappeloup holter braden friedreich cauchoix cervin vallot saussure beal julbo nightline waals bourvil delon neron cezanne ball owsley ehlers jacquard jongkind vercingetorix vigipirate spiderman titine oaks lesieur blume wynne dostoievski venisse valleur alembert fibonacci tversky kahneman prochaska diclemente omaha olympus bonanza keno partouche joa chevalley revard balto evian schilder hokusai kuniyoshi ashworth perthes zoll ketoprofene visschersbende leughenaer sandettie zuydcoote rosendael parelli xenophon baucher antares equitheme devoucoux horseware shetland connemara haflinger henson pegase bucephale rivermead schultz corti reissner eustache tullio bekesy kabat-zinn jastreboff jacobson betaserc tanakan widex signia starkey lenire tinnitracks kalmeda etymotic cotral peltor thalie aleop hellfest beaujoire nike serenadent frankl humphris corah ramsay cormack mallampati silness loe addelston oraqix duraphat fluocaril filtek tetric invisalign straumann biocare sirona carestream planmeca peyrou bofill penfret brugada sever gambardella neer polar guardiola klopp hudl wyscout transfermarkt mercurial predator stephanois trefilerie malagasy bagolini hess-weiss eschenbach daisy frontline heetch chateaucreux bruegel tyndall seidel tobradex rode mediapart pommeraye graoully melusine bellandi sick siemens tile morel-lavallee velpeau socotec snowhall marmar kelio silae nespresso dyson karcher bentley nettalys fobi scopinaro uvedose wegovy fortimel maigret portiboy frigeco setra schubert supplique guttmann maddocks stargardt timed iceross kuschall quickie ottobock ossur proteor invacare berlinger duplex regio berlingo babar cunningham limon pilates laban bartenieff lisfranc haglund trueta reitan dutreil riparia repetto harlequin vueling zimbra pellenc hachette petrus prokofiev keersmaeker preljocaj weathers chagas killy bouglione pinder munchhausen bessel laveran stoller chiland espineira preciado bacque hennezel sebag-lanoe child-pugh pugh burlingham fanon glissant chamoiseau confiant csikszentmihalyi yerkes dodson borg piveteau grandin wing williams bruch corcos jeammet stunkard marfan crocq lebigot shay grinker spiegel salmon horowitz kolk spanier shazer sironi algoplus whipple klatskin cushman coltheart soppelsa albaret necker binswanger goodman guarneri stradivari stradivarius cavaille-coll lepaute niederland parkland barnier linden wilson rey osterrieth corman stroop wechsler conners corsi benton grober buschke folstein alzheimer asperger parkinson huntington
  gardner hirigoyen leymann karasek siegrist hermes lenotre bosch michelin peugeot renault bydlowski delaisi parseval pikler loczy lord rutter sparrow dilavore risi cicchetti balla dunn isquith kenworthy manly robertson hogrefe pearson ecpa
  korsakoff babinski beck hamilton zarit raven vineland kaufman bender goodenough rorschach exner murray lewinsohn achenbach baddeley
  wisconsin likert zazzo kagan rosenberg buss glasgow capgras charcot tourette rett lezine montgomery asberg barkley baron
  freud winnicott piaget bowlby ainsworth klein lacan dolto wallon vygotski vygotsky bion bettelheim rogers ellis skinner pavlov jung
  adler erikson kohut kernberg bergeret anzieu roussillon ferenczi janet binet golse marcelli cyrulnik bruner bandura seligman linehan
  minuchin bateson watzlawick maslow brazelton leiter peabody bayley thurstone cattell eysenck guilford spearman luria lezak mesulam
  damasio kraepelin bleuler clerambault esquirol pinel broca wernicke brodmann hebb chomsky bourdieu foucault shallice hitch spitz
  mahler lebovici fonagy korkman brickenkamp gioia gesell hayling kohs mccarthy lewin festinger tulving squire bruner shapiro
  gottman boszormenyi-nagy satir bowen haley selvini ausloos neuburger elkaim whitaker
  lewy apgar maslach fazekas scheltens gestalt mcdonald uhthoff lhermitte kurtzke devic fisk holmes rahe dintilhac makaton verrier trousseau erickson horne ostberg stroebe schut gollac mulhern mccrae tampa karpman bovary
  rascovsky searles feil brixton montessori cialdini lifton freudenberger moliere racine corneille montaigne rabelais baudelaire
  verlaine apollinaire prevert voltaire najdorf kasparov karpov topalov carlsen kramnik stravinsky stravinski debussy
  chostakovitch prokofiev rachmaninov tchaikovski tchaikovsky boss erasmus lazarus folkman stanislavski meyerhold grotowski
  holden sagovsky brewin siegel pythagore grimm silverman gersons
  fagerstrom stupp engel dehaene ernaux hefez varley sydenham damocles fallot blalock taussig blalock-taussig kaposi kenny purdue
  pegboard lidcombe camperdown childress beauchamp gallwey mckeith lund browder baux montaigne balzac berlioz ravel debussy bizet verdi puccini chopin vivaldi satie schubert bolero
  traviata aznavour brassens piaf trenet brel gainsbourg dalida hallyday stromae soolking
  hoehn yahr prigerson alouette nietzsche camus sartre proust kafka karasek siegrist fay cardebat lefavrais stern holland riasec rankin kearney hanus laennec hodgkin snaith beery attwood guedeney jekyll hyde bambi
  escoffier bocuse larousse michelin vauban epworth
  glucksberg karnofsky burkitt volkmann leber quervain goldman shwachman kulczycki shwachman-kulczycki ewing wilms navon
  poppelreuter duchenne steinert astley montenigro martland kielland avicenne
  racamier fraiberg bick renzulli maslach herzberg balint cimino brescia-cimino canaud bowman henoch-schonlein gitelman tamm-horsfall gibson zagury benezech webster belfrage schreber papin mnaghten cleckley marley kassav levinas nostradamus evagre lynch cowden knudson wexler ekman gustilo jamar sheeran guitar bloodstein onslow packman yaruss quesal riper scellier simmel zelizer mauss gaulejac harpagon lemmens tejeiro tisseron valleur matysiak marmottan hoffmann romberg mingazzini pichot binois chiaravalloti vukusic confavreux potter doppler pinard coombs borbely bootzin kleitman aserinsky kleine-levin spielman antonovsky pearlman mccann gehrig cheyne-stokes kubler-ross noureev nureyev balanchine baryshnikov bejart preljocaj nijinsky petipa vaganova pef rebuffat jacobson shulman fairburn robins frost pagnol giono
  pillon barthel lichtheim examath turner sally lamb weinstein piacentini gleason kessler kopelman fenton finnegan amsler wolpe lichtenberg koebner
  angelico giotto botticelli caravage gogh romme escher reason gelineau plum posner goldmann usher bauby dils seznec dreyfus nakayama duchaine devereux koch ziehl neelsen ziehl-neelsen calmette hummel borges sacks messmer stokoe goffman bonta dejours damiani furtos declerck emmanuelli paugam maisondieu arnett clance imes samenta kanner mottron dachez levy-soussan mcgill boureau melzack vlaeyen linton raynaud morton petersen gormally dukan montignac apfeldorfer zermati kidscreen humphrey parinaud rinne lafon fukuda halmagyi monoyer creton nafstad rodbroe cuxac bridgman hafez rumi chevtchenko roustaveli ishihara worden hanus mach guillaumet mermoz varley bach brahms sibelius haydn mahler mozart schumann jaques-dalcroze dalcroze willems fleisher sevcik galamian haendel handel phalen tinel broviac fanconi epstein-barr kaplan-meier raimbault oppenheim dahl pellegrin viardot henry-gabrielle scarbo veeck poseidon fallope sertoli leydig douglas paoli-calmettes monet`);

/**
 * Authors cited with their given name: "Mary Ainsworth et la situation étrange", "Mélanie Klein". A given name
 * followed by an author's surname is otherwise a person ("Pierre-Yves Klein", "Hugo Rey"), unless the text
 * cites it ("selon", "d'après", a year in brackets). Folded "given surname" pairs.
 */
const AUTHORS = new Set(
  `joseph conrad|william niederland|james herriot|hubert charuel|claude bourgelat|pierre-paul riquet|cedric klapisch|marie curie|marie sklodowska-curie|antoine guedeney|francoise sironi|judith herman|marie-france hirigoyen|christophe dejours|yves clot|pauline boss|margaret singer|robert lifton|melanie klein|anna freud|sigmund freud|mary ainsworth|john bowlby|donald winnicott|jean piaget|francoise dolto|carl rogers|albert ellis|
  aaron beck|judith beck|erik erikson|lev vygotski|lev vygotsky|alexandre luria|alexander luria|muriel lezak|alan baddeley|tim shallice|
  jerome kagan|albert bandura|boris cyrulnik|jacques lacan|carl jung|alfred binet|henri wallon|rene zazzo|bruno bettelheim|alan kaufman|
  nadeen kaufman|john raven|thomas achenbach|nancy bayley|berry brazelton|andre rey|paul broca|alois alzheimer|hans asperger|david wechsler|
  keith conners|marsha linehan|martin seligman|abraham maslow|wilfred bion|heinz kohut|otto kernberg|jean bergeret|didier anzieu|
  rene roussillon|sandor ferenczi|pierre janet|bernard golse|daniel marcelli|jerome bruner|salvador minuchin|gregory bateson|
  paul watzlawick|ivan pavlov|alfred adler|antonio damasio|noam chomsky|emil kraepelin|eugen bleuler|herman buschke|ellen grober|
  marshal folstein|arthur benton|russell barkley|morris rosenberg|steven zarit|max hamilton|tony attwood|serge lebovici|
  antoine guedeney|daniel stern|uta frith|simon baron-cohen|leo kanner|nancy verrier|milton erickson|naomi feil|harold searles|hilde bruch|gerard apfeldorfer|jean-philippe zermati|lorna wing|laurent mottron|julie dachez|pierre levy-soussan|jean furtos|patrick declerck|xavier emmanuelli|robert castel|serge paugam|jean maisondieu|oliver sacks|erving goffman|william stokoe|judith butler|harry benjamin|louis crocq|aaron antonovsky|michel jouvet|colin espie|william dement|selma fraiberg|marie-jose soubieux|marcus gunn|serge tisseron|marc valleur|jean-claude matysiak|vincent de gaulejac|georg simmel|marcel mauss|viviana zelizer|marie-claude monfrais-pfauwadel|barry guitar|henry lynch|george huntington|mary-claire king|nancy wexler|martin buber|paul ricoeur|jean cassien|jean-louis senon|renee fox|judith swazey|christina maslach|laurent cantet|bertrand cramer|monique bydlowski|esther bick|anne sullivan|laura bridgman|ferdinand berthier|christian cuxac|louis braille|georges devereux|taras chevtchenko|chota roustaveli|marie rose moro|tobie nathan|michel hanus|marie-frederique bacque|philippe aries|jean-luc lagardere|helene boucher|maryse bastie|adrienne bolland|susan varley|leon fleisher|ginette raimbault|daniel oppenheim|roald dahl|pauline viardot|genevieve delaisi de parseval|irene thery|francoise heritier|georges david|marlon brando`
    .split('|')
    .map((pair) => pair.trim()),
);
/** "selon Klein", "d'après Mélanie Klein", "cf. Bowlby": what is written just before a cited author. */
const CITATION_BEFORE = /(?:\b(?:classification|technique|horloge|seuil|crit[èe]res|protocole|[ée]chelle|questionnaire|inventaire)(?:[ \u00a0]+\p{Ll}+)?[ \u00a0]+(?:de|d['’])|\bselon|\bd['’]apr[eè]s|\bcf\.?|\bchez|\bvoir|\btravaux de|\b(?:re)?lectures? d(?:e|['’])|\bth[ée]orie de|\bmod[eè]le de|\bconcept de|\bnotion de|\b(?:th[ée]rapie|m[ée]thode|approche|programme)(?:\s+\p{Ll}+)?\s+de|\bcomme l['’]?(?:a|ont) (?:montr[ée]|d[ée]crit|propos[ée])|\b(?:version|adaptation|traduction|validation) (?:fran[çc]aise |originale )?de|\bman(?:œ|oe)uvre de|\b(?:livre|r[ée]cit|roman|ouvrage|essai)s? de|\bcit(?:e|ent|ait|aient)\b)\s*$/iu;
/** "Mélanie Klein (1932)", "Bowlby, 1969", "Kagan et al.": what is written just after a cited author. */
const CITATION_AFTER = /^\s*(?:\(\s*(?:\d{4}|cf|in\b)|,\s*\d{4}\b|et al\b|et coll\b)/iu;
/** A work's title in brackets and quotes, a phrase with a word in lower case (« Combattre l'emprise mentale »; « Lulu » is a nickname). */
const WORK_IN_BRACKETS_AFTER = /^[ \u00a0]*\([ \u00a0]*[«"“][ \u00a0]*\p{Lu}[^»"”\n]*[ \u00a0]\p{Ll}[^»"”\n]*[»"”]/u;
/** What is written before a work's author: its title in quotes and "de", or a body of work ("les travaux de"). */
const WORK_AUTHOR_BEFORE = /(?:[»"”][ \u00a0]+d[e'’]|[»"”],[ \u00a0]+(?:le|un)[ \u00a0]+(?:r[ée]cit|roman|t[ée]moignage|essai|po[eè]me|film)[ \u00a0]+d[e'’]|\b(?:travaux|th[ée]ories?|mod[eè]les?|concepts?|ouvrages?|films?|autoportraits?|tableaux|toiles|po[eè]mes|musique|formule|chansons|albums|disques)[ \u00a0]+d[e'’](?:[ \u00a0]*\p{Lu}[\p{L}\p{M}'’-]*(?:[ \u00a0]+\p{Lu}[\p{L}\p{M}'’-]*){0,2}[ \u00a0]+et[ \u00a0]+d[e'’])?)[ \u00a0]*$/iu;
/** After a word alone in quotes: its author or its kind, so the word is a work's title (« Heidi » de …, « Armen », le récit de …). */
const WORK_AFTER_QUOTE = /^[ \u00a0]*»(?:[ \u00a0]+d[e'’][ \u00a0]*\p{Lu}|[ \u00a0]*,[ \u00a0]*(?:le|un)[ \u00a0]+(?:r[ée]cit|roman|livre|t[ée]moignage|essai|po[eè]me|film))/u;
/** An age right after a word ("Tamatoa, 7 ans", "Siosaia (12 ans)", "Kenzo 7 ans"); after a participle, with its comma or bracket only. */
const AGE_AFTER = /^\s*(?:[,(]?\s*|\(\s*\p{Ll}+\s*,\s*)\d{1,3}\s*ans\b/u;
const AGE_AFTER_PUNCTUATION = /^\s*(?:[,(]\s*|\(\s*\p{Ll}+\s*,\s*)\d{1,3}\s*ans\b/u;
/** An animal's word before its name ("la jument Tornade", "le hongre Rubis", "sa chienne Praline", "le chien de mamie, Biniou"). */
const ANIMAL_BEFORE = /(?<!\p{L})(?:jument|cheval|poney|[ée]talon|hongre|pouliche|poulain|chien|chienne|chiot|chat|chatte|chaton|lapin|vache|perroquet|hamster|[âa]ne|[âa]nesse)(?:[ \u00a0]+d(?:e|u)[ \u00a0]+(?:la[ \u00a0]+|l['’][ \u00a0]*)?[\p{L}'’-]+[ \u00a0]*,)?[ \u00a0]*,?[ \u00a0]+$/iu;
/** A rocket's, a plane's, a ship's or a storm's word before its name ("la fusée Ariane 6", "le cyclone Irma"). */
const VEHICLE_BEFORE = /(?<!\p{L})(?:fus[ée]e|avion|navire|paquebot|bateau|voilier|ouragan|cyclone|temp[êe]te|lanceur|automoteur|pousseur|p[ée]niche|chaland|remorqueur|chalutier|caboteur)[ \u00a0]+$/iu;
/** A summit's, a lake's or a cape's word before its name ("le Puy Mary", "Piton Anchaing"). */
const MOUNTAIN_BEFORE = /(?<![\p{L}])(?:Puy|Mont|Pic|Piton|Col|Lac|Cap|Dent|Aiguille|Terre|Ravine|Anse|[ÎI]let)[ \u00a0]+$/u;
/**
 * A word that names a thing, not a person, by the word before or after it: a rocket, a plane, a ship or a storm
 * ("la fusée Ariane 6"), a summit, a lake or a cape ("le Puy Mary"), an animal with its kind in apposition ("Kira,
 * tigresse de Sibérie"). The lexicon's rule and rule 8 both ask it.
 */
function namesAThing(text: string, token: Token): boolean {
  const before = text.slice(Math.max(0, token.start - 30), token.start);
  return VEHICLE_BEFORE.test(before) || MOUNTAIN_BEFORE.test(before) || ANIMAL_AFTER.test(text.slice(token.end, token.end + 24));
}
/** Physicians of history whose names diseases, signs and hospitals bear: cited with their title ("le Pr Charcot"). */
const HISTORICAL_PHYSICIANS = set('charcot pinel esquirol babinski kraepelin bleuler clerambault freud korsakoff alzheimer broca wernicke parkinson');
/** The word at i is one of a place's words, two or three of them joined as the place list writes them ("los-angeles", "wijk-aan-zee"). */
function inPlaceOfWords(tokens: Token[], i: number, adjacent: (k: number) => boolean): boolean {
  for (let from = Math.max(0, i - 2); from <= i; from++) {
    for (let to = Math.max(i, from + 1); to <= Math.min(tokens.length - 1, from + 2); to++) {
      let joined = true;
      for (let k = from; k < to; k++) if (!adjacent(k)) joined = false;
      if (joined && isPlaceName(tokens.slice(from, to + 1).map((token) => token.key).join('-'))) return true;
    }
  }
  return false;
}
/**
 * A word joined by "et" to an eponym before or after it: the other author of a test ("Dubois et Pillon", "Binet et
 * Simon"); or one of a list of authors joined by commas and "et", one of them an eponym ("Gioia, Isquith, Guy et
 * Kenworthy", "(Rutter, Le Couteur et Lord)").
 */
const besideEponym = (tokens: readonly Token[], i: number, text?: string): boolean =>
  (tokens[i - 1]?.key === 'et' && EPONYMS.has(tokens[i - 2]?.key ?? '')) || (tokens[i + 1]?.key === 'et' && EPONYMS.has(tokens[i + 2]?.key ?? '')) || (text !== undefined && amongAuthors(text, tokens, i));
function amongAuthors(text: string, tokens: readonly Token[], i: number): boolean {
  const between = (a: number) => text.slice(tokens[a]?.end ?? 0, tokens[a + 1]?.start ?? 0);
  const inMember = (k: number) => {
    const token = tokens[k];
    return token !== undefined && (token.cap || PARTICLES.has(token.key));
  };
  if (!inMember(i)) return false;
  // The member that holds the word: capitalised words and particles joined by single spaces ("Le Couteur").
  let start = i;
  while (start > 0 && inMember(start - 1) && /^[ \u00a0]$/.test(between(start - 1))) start--;
  let end = i;
  while (inMember(end + 1) && /^[ \u00a0]$/.test(between(end))) end++;
  const members = [[start, end]];
  // Left (step -1), then right (step 1): a comma, or "et", and another member, up to eight members.
  // between(a) is the gap after token a, so the gap on the step's side of k is between(k) going right, between(k - 1) left.
  const gap = (k: number, step: number) => between(step > 0 ? k : k - 1);
  for (const step of [-1, 1]) {
    for (let k = step < 0 ? start : end; members.length < 8; ) {
      const viaEt = tokens[k + step]?.key === 'et' && inMember(k + 2 * step) && /^[ \u00a0]$/.test(gap(k, step)) && /^[ \u00a0]$/.test(gap(k + step, step));
      const viaComma = !viaEt && inMember(k + step) && /^,[ \u00a0]$/.test(gap(k, step));
      if (!viaEt && !viaComma) break;
      const near = viaEt ? k + 2 * step : k + step;
      let far = near;
      while (far + step >= 0 && inMember(far + step) && /^[ \u00a0]$/.test(gap(far, step))) far += step;
      members.push(step < 0 ? [far, near] : [near, far]);
      k = far;
    }
  }
  if (members.length < 2 || !members.some(([first, last]) => last === first && EPONYMS.has(tokens[first as number]?.key ?? ''))) return false;
  // In brackets, or after "de" and a test's name or word ("BRIEF-2 de …", "l'échelle de …"): authors, not persons met.
  const opening = tokens[Math.min(...members.map(([first]) => first as number))];
  const before = text.slice(Math.max(0, (opening?.start ?? 0) - 40), opening?.start ?? 0);
  const testBefore = /(?:^|[\s(])([\p{L}\d-]+)[ \u00a0]+d(?:e|u)[ \u00a0]+$/u.exec(before)?.[1] ?? '';
  return /\([ \u00a0]*$/.test(before) || /\d|\p{Lu}{2}/u.test(testBefore) || INSTITUTION_CUE.has(foldName(testBefore));
}
/** An animal's word in apposition after its name ("Kira, tigresse de Sibérie", "Rubis, le hongre de Léa"). */
const ANIMAL_AFTER = /^[ \u00a0]*,[ \u00a0]*(?:(?:le|la|un|une|notre|leur|son|sa)[ \u00a0]+)?(?:jument|cheval|poney|[ée]talon|hongre|pouliche|poulain|chien|chienne|chiot|chat|chatte|chaton|lapin|vache|perroquet|hamster|[âa]ne|[âa]nesse|tigre|tigresse|lion|lionne|panth[èe]re|ours|ourse|loup|louve|[ée]l[ée]phant|girafe|singe|gorille|dauphin|otarie)\b/iu;
/** "l'île Marion", "les îles Kerguelen": an island's name. */
const ISLAND_BEFORE = /(?<!\p{L})[îi]les?[ \u00a0]+$/iu;
/**
 * A work's title written in Title Case without quotes, opening on an article and a French word, then "de" and its
 * author ("La Haine de Mathieu Kassovitz", "Le Déserteur de Boris Vian").
 */
function workTitleBefore(before: string): boolean {
  // The title opens a sentence, a clause or a list ("…, La Haine de …", "et Le Déserteur de …"), not a place after "à".
  const title = /(?:^|[,;:(«.]\s*|\n\s*|\b(?:et|puis)\s+)(?:Les?|La)[ \u00a0]+(\p{Lu}[\p{Ll}'’-]+)((?:[ \u00a0]+[\p{Ll}'’-]+){0,2})[ \u00a0]+de[ \u00a0]+$/u.exec(before);
  return title !== null && isFrenchWord(foldName(title[1] ?? '')) && !/(?:^|[ \u00a0])(?:chez|à|avec|pour|de|du|des|la|le|les|au|aux)(?=[ \u00a0]|$)/u.test(title[2] ?? '');
}
/** The word that names a work just before its title ("le film Intouchables", "le roman Bel-Ami"). */
const WORK_BEFORE = /\b(?:film|livre|roman|conte|chanson|album|spectacle|s[ée]rie|BD|pi[eè]ce|dessin anim[ée]|op[ée]ra|po[eè]me|manga|jeu vid[ée]o)[ \u00a0]+$/iu;
/** A reference as a bibliography writes it: "Mazeau et Pouhet, Neuropsychologie et troubles…, 2014" (authors, a title, a year). */
const REFERENCE_AFTER = /^\s*,\s*\p{Lu}[^,\n\d]{2,80},\s*(?:[^,\n\d]{1,40},\s*)?(?:19|20)\d{2}\b/u;

/**
 * Words written with a capital because they open a sentence or a line of a note, never names there (past
 * participles, imperatives and nouns that head a clinical remark: "Relu le 12/03", "Vu ce jour", "Avis
 * demandé"). Some are also given names somewhere ("Relu" is Romanian): a surname after them, or a title
 * before, still makes them a name.
 */
const SENTENCE_START_NOT_NAME = set(`relu relue vu vue revu revue recu recue note notee valide validee signe signee adresse adressee
  suivi suivie avis evoque evoquee prevoir passation rappele rappelee dicte dictee annule annulee reporte reportee oriente orientee lu
  lue transmis transmise envoye envoyee confirme confirmee observe observee constate constatee rencontre rencontree contacte contactee
  recontacte joint jointe prevenu prevenue informe informee propose proposee decide decidee convenu convenue entretien appel retour
  reprise sortie visite remarque rq accord refus rendu relance relancee programme programmee prescrit prescrite redige redigee
  complete completee verifie verifiee noter voir revoir penser rappeler envoyer appeler faire demander proposer verifier
  sevrage devis facture`);

/** Lower-case words that cannot be a name written in lower case after a label or a title ("mme est arrivée"). */
const LOWER_NOT_NAME = set(`minerve benigne benignes euh heu bah ben excusez-moi jai excusez excuse desole desolee svp stp est etait sera a avait aura va vont fait ont sont etre avoir tres trop peu bien mal ras rien pas plus
  moins ok absent absente present presente arrive arrivee venu venue parti partie vu vue non oui inconnu inconnue idem cf voir
  stable agite agitee calme fatigue fatiguee en retard ce cette matin soir aujourd hier demain semaine propose hesite conseille prescrit
  trouve estime note constate recommande confirme suggere reste part appelle rappelle ecrit veut voudrait doit peut pourra aimerait
  ici voici voila comment pourquoi quand cest selam salam shalom`);

/** Capitalised words that are never part of a person's name. */
const NOT_NAME = set(`goal liste seda glaciologue cagnotte training epilepsie jeu support pico q-switched bom rotary fest galop atelier orthopedie dunkirk ferries captain god god's seamen seamen's conteneur acouphenes culture belem charrues pulpectomie detartrage inlay-core timer moy sir agency bouclage madam guest rav run morphee vitale viet static bat pride demandeur demandeuse nephro pneumo cardio onco hemato gastro rhumato gyneco agglo le la les un une des du de d l au aux il elle ils elles on je tu nous vous ce cet cette ces son sa ses mon ma mes
  ton ta tes leur leurs lui eux moi toi et ou mais donc or ni car si en a à y pour par sur sous avec sans chez dans depuis apres avant selon pendant
  vers entre contre pas oui non bien tres plus moins tout toute tous toutes aucun aucune chaque quel quelle qui que quoi dont ou
  comment pourquoi quand combien quels quelles lequel laquelle ici voici voila portalis curatelle tutelle ddn dob camerone caracal daman athos adresseur adresseuse entree dieteticienne dieteticien jsuis jtai chui granmoun marin-pecheur anorexie boulimie
  madame monsieur mademoiselle mme mlle mr m dr pr docteur professeur maitre me mmes mm messieurs mesdames
  nom noms prenom prenoms patient patiente patients enfant enfants eleve mere pere parents fils fille frere soeur tel telephone portable
  fixe adresse courriel mail email date ne nee naissance age sexe objet bonjour bonsoir merci cordialement cher chere salut coucou
  bien amicalement bises signature fait lieu classe ecole college lycee universite hopital clinique centre institut fondation service
  unite cmp cmpp ime sessad chu ch ehpad mdph ase caf cpam mgen ars has rue avenue boulevard place allee impasse chemin route quai
  residence cite foyer batiment appartement saint sainte st ste lundi mardi mercredi jeudi vendredi samedi dimanche janvier fevrier
  mars avril mai juin juillet aout septembre octobre novembre decembre seance bilan suivi conclusion motif anamnese synthese compte
  rendu test tests echelle score scores indice note notes questionnaire epreuve figure batterie sous-test subtest maladie syndrome
  trouble troubles directrice directeur juge president presidente maire procureur ministre prefet recteur principal principale
  proviseur conseiller conseillere inspecteur inspectrice secretaire secretariat equipe famille parent personne responsable
  representant tuteur tutrice titulaire assure assuree beneficiaire medecin psychologue psychiatre infirmier infirmiere referent
  referente presents presentes absent absente excuse excusee annule annulee urgence urgent urgente rappeler voir vu vue present
  presente madame. cf nb ps pj re tr fw objet de a cc cci envoye mission intervenant intervenante adressage agenda creneau
  mastercard visa pay pwd secure rum export csv aidant aidante ecoute technocentre rrh parquet navigants deule purpan gayant reuze braderie`);

const TITLE = /^(?:M|Mr|MM|Mme|Mmes|Mlle|Mlles|Madame|Monsieur|Mademoiselle|Messieurs|Mesdames|Dr|Drs|Docteur|Docteure|Pr|Professeur|Professeure|Me|Maître|Ms|Mrs|Ma['’]am|Maam|Signor|Signora)$/i;
const PRO_TITLE = /^(?:Dr|Drs|Docteur|Docteure|Pr|Professeur|Professeure|Me|Maître)$/i;
const PARTICLES = set('de du des d la le les van von der den da das do dos di del dela della ben bin binti ibn el al ait mac mc ter ten st saint i');
const LOWER_PARTICLE = /^(?:de|du|des|d['’]|la|le|van|von|der|den|da|das|do|dos|di|del|dela|della|ben|bin|ibn|el|al|ter|ten|i)$/;
/**
 * The particles of a surname written in lower case between two words no French text writes ("Henk van Dijk", "Joana da
 * Conceição"); not French "de", which joins a manoeuvre or a work to its author ("Manœuvre de Heimlich").
 */
const SURNAME_PARTICLE_LOWER = /^(?:van|von|ter|ten|da|das|do|dos|di|del|della)$/;
/** The second particle after "van" or "von" ("van der Berg", "von den Driesch"). */
const SECOND_PARTICLE_LOWER = /^(?:der|den|de)$/;

const INSTITUTION_CUE = set(`thermes ecuries haras sellerie aeroclub fournil maisons mecs pouponniere itep hia section compagnie team ecole college lycee hopital clinique centre institut fondation cmp cmpp ime sessad chu mediatheque
  bibliotheque salle salon aile rue avenue boulevard place allee impasse quai chemin route stade gare residence cite universite faculte parc
  square pavillon service unite creche ehpad groupe scolaire test tests echelle syndrome maladie figure epreuve questionnaire
  methode modele theorie selon loi batterie inventaire signe reflexe complexe cloches mots type prix fondateur courant ecoles
  theoreme effet loi approche tache paradigme experience histoire fable fables version notion concept espace polyclinique barreau
  circonscription mutuelle carte usine entreprise societe magasin agence banque supermarche concession foyer esat itep fam mas ssr
  reaction reactions couplage couplages oxydation reduction rearrangement condensation metathese montage filtration fiole bec verrerie tableau
  usld domaine association antenne caisse greffe cyclone tempete ouragan operation batiment csapa cpts cada caarud udaf msp
  transports ets etablissements garage sarl uab gmbh srl athenee eplefpa cfa mfr ifsi irts iut air caserne citadelle musee theatre cinema
  gymnase piscine tabac tabac-presse bar cafe restaurant brasserie boulangerie pharmacie cuvee clos chateau cru amphitheatre
  amphi auditorium memorial friche navire bateau cargo chalutier vraquier ferry paquebot porte-conteneurs plateforme had ssiad prison`);
/** Words of a clinical tool named after its author ("score de Cushman", "protocole de Shapiro"). */
const TOOL_CUE = set('score scores grille grilles nomogramme protocole protocoles programme');
/** Adjectives in a test's or a model's title ("dyadique", "neuropsychologique", "visuelle", "verbal", "exécutif"). */
const TITLE_ADJECTIVE = /^.{3,}(?:aire|ique|al|ale|el|elle|if|ive|eux|euse)s?$/;
/** Adjectives between an institution word and its name ("école élémentaire Louise-Michel", "collège public Simone-Veil"). */
const MONTH_KEYS = set('janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre');
const CALENDAR_KEYS = new Set([...MONTH_KEYS, ...set('lundi mardi mercredi jeudi vendredi samedi dimanche')]);
/** A day of the month just before a position ("le 3 Avril", "1er MAI"): the word there is the calendar's, not a surname. */
const dayNumberBefore = (text: string, position: number): boolean => /(?:^|\D)\d{1,2}(?:er)?[ \u00a0]*$/.test(text.slice(Math.max(0, position - 6), position));
/**
 * Singers, entertainers and writers a practitioner writes down because a patient listens to them, reads them or speaks
 * of them ("« La Mer » de Charles Trenet", "veut qu'on mette Tino Rossi", "Les Misérables de Victor Hugo"): public
 * figures, not people met, by their folded words.
 */
const PUBLIC_FIGURES = `comtesse de segur|republicain lorrain|albert marquet|jezus maria|camille claudel|marie-rose moro|leonard de vinci|diane de poitiers|catherine de medicis|francois ier|pilatre de rozier|pierre bretonneau|armand trousseau|cameron balloons|montgolfier|pol roger|louis roederer|charles heidsieck|veuve clicquot|daniel siegel|alain calmat|frank zamboni|choderlos de laclos|ligue magnus|henri mondor|dan siegel|arsene vermenouze|cesaria evora|antoine lavoisier|john scott haldane|saunier duval|de dietrich|new england journal of medicine|alphonse daudet|fernand benoit|jules formige|donald meltzer|museon arlaten|tony kart|sam pelvic sling|anatole france|claude bernard|samuel paty|dominique bernard|jules ferry|lenore terr|robert pynoos|walter bonatti|edward whymper|michel croz|gabriel loppe|virginia henderson|florence nightingale|marie-francoise colliere|hildegard peplau|gustave courbet|black diamond|la sportiva|sos amitie|le beaufort|agriecoute|le saumur-champigny|saumur-champigny|sidney lumet|michael mann|arsene lupin|maurice leblanc|jean de florette|manon des sources|frederic mistral|patrick modiano|berthe morisot|stefan zweig|david le breton|hells angels|sailor jerry|bold eagle|face time bourbon|jean bart|gustave le bon|elias canetti|keith still|john fruin|odile jacob|alexandre desrousseaux|gaspard malo|renee de lubersac|nuno oliveira|pat parelli|monty roberts|black beauty|princess elizabeth|duchesse anne|brittany ferries|marion dufresne|jules durand|marie de hennezel|michael white|luc leger|sadio mane|youssou ndour|victor reader|seeing ai|valentin hauy|ray charles|stevie wonder|helen keller|jacques lusseyran|atout france|le meurice|forbes travel|claude levi-strauss|christophe faure|harmonie mutuelle|malakoff humanis|bleuet de france|ave maria|ludwig guttmann|pierre de coubertin|rene clement|cheetah xcel|c-leg|world para|top end|maguy marin|mathilde monnier|wim wenders|john cage|merce cunningham|anne teresa de keersmaeker|angelin preljocaj|josep trueta|pierre bourdieu|robert juliat|gaynor minden|body-mind centering|smith haut lafitte|mouton rothschild|pape clement|cheval blanc|bucher vaslin|new holland|temporada alta|gault et millau|palais garnier|pierre loti|anatole le braz|pierre-jakez helias|christiaan barnard|christian cabrol|jean hamburger|rene kuss|thomas starzl|jean dausset|alexis carrel|gregory lemarchal|maylis de kerangal|katell quillevere|francois lebigot|birelli lagrene|bireli lagrene|tchavolo schmitt|achille zavatta|annie fratellini|alexis gruss|jean-pierre liegeois|mateo maximoff|evan stark|muriel salmona|jacqueline campbell|simone veil|gisele halimi|claude barrois|tom morel|lattre de tassigny|glenn gould|ambroise pare|frida kahlo|oscar niemeyer|amalia rodrigues|eric tabarly|florence arthaud|django reinhardt|dumont d urville|langdon down|marie rose moro|tamaki saito|primo levi|viktor frankl|bernadette soubirous|elisabeth kubler-ross|tobie nathan|rudolf noureev|sylvie guillem|pina bausch|billy elliot|gaston rebuffat|mikhail baryshnikov|maurice bejart|george balanchine|albert cohen|jules valles|francine shapiro|anne sylvestre|wislawa szymborska|czeslaw milosz|annie ernaux|lionel duroy|delphine de vigan|ronald mcdonald|danyel waro|oum kalthoum|victor hugo|emile zola|gustave flaubert|albert camus|marcel proust|george sand|jules verne|alexandre dumas|guy de maupassant|arthur rimbaud|marguerite duras|simone de beauvoir|tino rossi|edith piaf|charles trenet|georges brassens|jacques brel|charles aznavour|jean ferrat|yves montand|gilbert becaud|claude francois|johnny hallyday|mireille mathieu|joe dassin|serge gainsbourg|leo ferre|maurice chevalier|luis mariano|annie cordy|sylvie vartan|michel sardou|jean-jacques goldman|francis cabrel|alain souchon|daniel guichard|serge lama|enrico macias|nana mouskouri|line renaud|andre rieu|frank michael|patrick bruel|celine dion|julien clerc|eddy mitchell|louis de funes|jean gabin|alain delon|jean-paul belmondo|marcel pagnol|charles de gaulle|emmanuel macron|joe biden|ed sheeran|gustave eiffel|auguste perret|angelina jolie|francois d assise|therese d avila|john hinckley|bob marley|la candelie|henri-colin|henri colin|umd henri-colin|roch hachana|yom kippour|therese de lisieux|vincent de paul|louise de marillac|jean-marie vianney|jean-marc sauve|jean-paul ii|benoit xvi|winston churchill|marilyn monroe|lionel logue|lewis carroll|charles darwin|emily blunt|le huche|van riper|henri dunant|lou gehrig|cicely saunders`.split('|');
/** Companies and shops named like a person, and public figures, by their folded words. */
// A school, a street or a hospital named after a public figure joins the words with hyphens ("EEPU Anatole-France", "Bichat–Claude-Bernard").
const COMPANIES = new Set([...PUBLIC_FIGURES.map((name) => name.replace(/-/g, ' ')), ...PUBLIC_FIGURES.map((name) => name.replace(/ /g, '-')), ...PUBLIC_FIGURES, 'schmitz cargobull', 'leroy merlin', 'leroy merlin france', 'sos mains', 'david clark', 'braun perfusor', 'james reason', 'louis pasteur', 'little anne', 'horse pilot', 'tresor public', 'france bleu', 'boston scientific', 'resusci anne', 'jeanne de flandre', 'guy cotten', 'le chameau', 'stella maris', 'virgen del carmen', 'oceano nox', 'france adot', 'monsieur loyal', 'bair hugger', 'warm touch', 'infanrix hexa', 'mercedes sprinter', 'caravelair antares', 'bigeard', 'delestraint', 'lattre', 'le grenelle', 'bleuet', 'premiers liens', 'france rein', 'france rein paca', 'taxis phoceens', 'france telecom', 'credit cooperatif', 'spie batignolles', 'val fleuri', 'banque de france', 'caixa geral', 'bouygues telecom', 'jean valjean', 'daniel blake', 'apf france', 'call of duty', 'elden ring', 'baldurs gate', 'baldur s gate', 'hollow knight', 'tomb raider', 'mario kart', 'ready player one', 'master chief', 'family link', 'z event', 'rocket league', 'ready player', 'roblox corporation', 'team vitality', 'centre marmottan', 'carrefour market', 'rain man', 'weight watchers', 'le corbusier', 'louise michel', 'louise-michel', 'john deere', 'massey ferguson', 'gustave roussy', 'jeanne garnier', 'viet nam', 'yves rocher', 'club med', 'karmine corp', 'therese de lisieux', 'therese lisieux', 'royal canin', 'france galop', 'cap emploi', 'pole emploi', 'ism interpretariat', 'jean louis david', 'franck provost', 'jacques dessange', 'camille albane', 'france victimes', 'france alzheimer', 'france travail', 'france services', 'france parkinson', 'france sclerose', 'france depression', 'france autisme', 'credit mutuel', 'credit agricole', 'veuve clicquot', 'moet chandon', 'cours florent', 'caisse d epargne', 'banque populaire', 'societe generale',
  // A payment application named like a person, after its link or its kitty ("le lien Lydia", "la cagnotte Lydia").
  'lien lydia', 'cagnotte lydia', 'appli lydia', 'application lydia', 'paiement lydia', 'virement lydia', 'compte lydia',
]);
/** Words that make the next word a common noun ("la rose", "une pierre", "sa prudence"). */
const DETERMINER = set('le la les l un une des du de d au aux ce cet cette ces mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs quel quelle quelles quels chaque tout toute en');
/** Places and papers a person has, before "de" and their name: "l'école de Léa", "la mutuelle de Jade Zerbib". */
const BELONGING_PLACE = set('ecole college lycee creche classe mutuelle dossier chambre assurance banque compte residence');
/** A person's role: between an institution's word and a name, it says the name is the role's holder ("groupe de l'entraîneur Franck Delaunay"). */
const ROLE_NOUNS = set(`maitresse maitre enseignant enseignante institutrice instituteur professeur professeure psychologue psychiatre
  pedopsychiatre neuropsychologue orthophoniste psychomotricien psychomotricienne ergotherapeute kinesitherapeute infirmier infirmiere
  educateur educatrice assistante medecin pediatre neurologue generaliste superviseur superviseuse coach referent referente directeur
  directrice juge avocat avocate orthoptiste interne therapeute psychanalyste entraineur entraineuse animateur animatrice secretaire`);
const INSTITUTION_ADJECTIVE = set(`elementaire maternelle primaire publique public privee prive municipal municipale departemental departementale
  regional regionale universitaire hospitalier hospitaliere specialise specialisee medicalise medicalisee medico-psychologique medico-social
  enfants adolescents adultes enfants-adolescents infanto-juvenile adulte`);

/** A relative's word (with its number and qualifiers) as KIN_CUE and KIN_AT_SENTENCE_START read it. */
const KIN_WORD = String.raw`(?:(?:deux|trois|quatre|cinq|six)\s+)?(?:(?:petite?|grande?|jeune|demi|belle|beau|arri[eè]re|vieux|vieil|vieille|ancien|ancienne|ex)[- ])?(?:(?:petite?|grande?)[- ])?(?:fille|filles|fils|fr[eè]re|fr[eè]res|s(?:œ|oe)ur|s(?:œ|oe)urs|m[eè]re|p[eè]re|maman|papa|mamie|mamy|papi|papy|mémé|pépé|tante|tatie|tata|tonton|oncle|cousin|cousine|neveu|ni[eè]ce|mari|femme|[ée]pouse|[ée]poux|compagnon|compagne|conjoint|conjointe|ami|amie|copain|copine|pote|fianc[ée]e?|parrain|marraine|belle-m[eè]re|beau-p[eè]re|belle-fille|beau-fils|petit[- ]ami|petite[- ]amie|meilleure?[- ]amie?|coll[eè]gue|associ[ée]e?|voisin|voisine|enfants?|jumeau|jumelle|a[iî]n[ée]e?|cadet|cadette|b[ée]b[ée]|petit-fils|petite-fille|petits-enfants|grand-m[eè]re|grand-p[eè]re|grands-parents|parents|tuteur|tutrice|curateur|curatrice|colocataire|patron|patronne|chef|N\+1|fr[eè]re jumeau|s(?:œ|oe)ur jumelle|cod[ée]tenue?|cocellulaire|camarade)(?:\s+(?:a[iî]n[ée]e?|cadet(?:te)?|jumeau|jumelle|maternel(?:le)?|paternel(?:le)?|unique|proches?|d['’]accueil|de \d+ ans|de (?:chambre|cellule|lit|palier|table)))?`;
/**
 * The end of a relative's cue: a comma, a bracket or a colon — not a child's or a baby's label ("Enfant : Noé" is the
 * patient; "Trois enfants : Léa, …" are the patient's).
 */
const KIN_CUE_END = String.raw`\s*(?:[,(]|(?<!(?:enfant|b[ée]b[ée])\s*):)`;
const KIN_CUE = new RegExp(String.raw`(?:\b(?:sa|son|ses|leur|leurs|mon|ma|mes|ta|ton|tes|la|le|les|un|une)\s+(?:propres?\s+)?|\bl['’](?![^,]*,\s*$)|[:;,(\n\t]\s*(?:[-•*]\s*)?)${KIN_WORD}(?:${KIN_CUE_END})?\s*[«"“]?\s*$`, 'i');
/**
 * A relative's word opening a line or a sentence, then a comma, a bracket or a colon ("Père, Didier Paris, chauffeur",
 * "Deux filles : Cindy"); without them it is a title ("Sœur Marie-Bernadette", "Bébé Diallo"), unless no religious
 * order or ward uses it as one ("Compagne Laetitia"). And a spouse after "marié à" or "mariée depuis 1991 avec".
 */
const KIN_AT_SENTENCE_START = new RegExp(
  String.raw`(?:^|[.!?…]\s)\s*(?:[-•*]\s*)?(?:${KIN_WORD}${KIN_CUE_END}|(?:compagne|compagnon|[ée]pouse|[ée]poux|mari|conjointe?|fianc[ée]e?|fils|fille|oncle|tante|cousine?|grand-m[eè]re|grand-p[eè]re|belle-m[eè]re|beau-p[eè]re)(?:\s+(?:maternel(?:le)?|paternel(?:le)?|a[iî]n[ée]e?|cadet(?:te)?))?)\s*[«"“]?\s*$|\bmari[ée]e?s?\s+(?:depuis\s+[^,.;:\n]{1,20}?\s+)?(?:[àa]|avec)\s*$`,
  'i',
);
/**
 * A relative's word with whose relative it is, then a comma: "la cousine du père, Mariama", "la fille de Mme Dupont,
 * Léa". Not after a given name ("la maman de Kenza, Kenza Hamdi" names the child again), nor after a boss's or a
 * colleague's word ("le chef de chantier, M. …").
 */
const KIN_OF_CUE =
  /(?:(?<![\p{L}])(?:[Ss]a|[Ss]on|[Ss]es|[Ll]eurs?|[Mm]on|[Mm]a|[Mm]es|[Ll]a|[Ll]e|[Ll]es|[Uu]ne?)\s+|(?<![\p{L}])[Ll]['’])(?:(?:petite?|grande?|demi|belle|beau|arri[eè]re)[- ])?(?:fille|fils|fr[eè]re|s(?:œ|oe)ur|m[eè]re|p[eè]re|maman|papa|tante|oncle|tonton|tata|cousine?|neveu|ni[eè]ce|mari|femme|[ée]pouse|[ée]poux|compagne|compagnon|conjointe?|grand-m[eè]re|grand-p[eè]re|belle-m[eè]re|beau-p[eè]re|petite?-(?:fille|fils))\s+(?:du|de la|de|des|d['’])\s*(?:(?:M\.|Mme|Monsieur|Madame)\s+\p{Lu}[\p{L}\p{M}'’-]+|\p{Ll}[\p{L}\p{M}'’-]*(?:\s+\p{Ll}[\p{L}\p{M}'’-]*){0,2})\s*,\s*$/u;
const PATIENT_CUE = /\b(?:le|la|l['’]|mon|ma|notre|du|de la|au)\s*(?:petit|petite|jeune|patient|patiente|enfant|élève|adolescent|adolescente|bébé|consultant|consultante)\s*,?\s*$/i;
const PRO_CUE =
  /(?<![\p{L}])(?:ma[iî]tresse|ma[iî]tre|enseignant|enseignante|instit(?:utrice|uteur)?|professeur|professeure|prof|psychologue|psychiatre|p[ée]dopsychiatre|neuropsychologue|orthophoniste|psychomotricien(?:ne)?|ergoth[ée]rapeute|kin[ée](?:sith[ée]rapeute)?|infirmi[eè]re?|[ée]ducat(?:eur|rice)|aesh|avs|cpe|assistante? sociale?|m[ée]decin|p[ée]diatre|neurologue|g[ée]n[ée]raliste|superviseu(?:r|se)|coach|r[ée]f[ée]rente?|directeur|directrice|juge|avocate?|orthoptiste|sage-femme|interne|externe|confr[eè]re|cons(?:œ|oe)ur|coll[eè]gue psychologue|th[ée]rapeute|psychanalyste|entra[iî]neur|animat(?:eur|rice)|commandant|capitaine|lieutenant|colonel|adjudant(?:-chef)?|brigadier(?:-chef)?|sergent|commissaire|adj\.|adjt|cne|cdt|ltn|lt|sgt|brig\.|mdl(?:c)?|gnd|adress[ée]e? par|suivie? par|vue? par|ortho|psychomot|interpr[eè]te(?:\s+\p{Ll}+)?\s*:|interpr[eè]te|psy|pr[ée]sidente?|secr[ée]taire|cheffe|chef de service|cheffe de service|[ée]valuat(?:eur|rice)|coordinat(?:eur|rice)|coordonnat(?:eur|rice)|conseill(?:er|[eè]re)|d[ée]l[ée]gu[ée]e?|cadre de sant[ée])\s*(?:(?:principal|principale|r[ée]f[ée]rente?|traitant|scolaire|de (?:la )?classe|de l['’]ASE|de PMI)\s*)?(?:(?:signante?|alerte)?\s*(?:(?:du|de la|de|des|en|d['’]|l['’])\s*[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2})?\s*,\s*)?,?\s*$|(?<![\p{L}])(?:[ée]ducat(?:eur|rice)s?|psychologues?|infirmi[eè]re?s?|IDE|IDEC|conseill(?:er|[eè]re)|m[ée]decins?|assistante?s? sociale?s?|r[ée]f[ée]rente?s?|superviseu(?:r|se)|animat(?:eur|rice|ion)|praticien(?:ne)?|psychiatre|p[ée]dopsychiatre|neuropsychologue|orthophoniste|psychomotricien(?:ne)?|ergoth[ée]rapeute|assistante? familiale?)(?:\s+(?:r[ée]f[ée]rente?s?|principale?|traitante?|scolaire|coordinat(?:eur|rice)|(?:de|du|d['’])\s*(?:garde|nuit|jour|liaison|secteur|service|l['’][ée]quipe|PMI|l['’]ASE)))?\s*[:：]\s*$|\b(?:ortho|psychomot)\s*\(\s*$/iu;
/** The words the cue expressions end on (KIN_CUE, PATIENT_CUE, PRO_CUE), lower case without diacritics. */
/** A word behind an elided article ("l'oncle"): the word. */
const ELIDED_ARTICLE = /^[lL]['’](\p{L}[\p{L}-]*)$/u;
const CUE_WORDS = set(`fille filles fils frere freres soeur soeurs mere pere maman papa mamie mamy papi papy meme pepe tante oncle cousin
  cousine neveu niece mari femme epouse epoux compagnon compagne conjoint conjointe ami amie copain copine fiance fiancee parrain
  marraine belle-mere beau-pere belle-fille beau-fils pote petit-ami petite-amie meilleure meilleur collegue associe associee voisin
  voisine tatie tata tonton enfant enfants jumeau jumelle aine ainee cadet cadette bebe petit-fils petite-fille petits-enfants grand-mere grand-pere
  grands-parents tuteur tutrice curateur curatrice colocataire patron patronne chef maternel maternelle paternel paternelle unique
  accueil ans petit petite jeune patient patiente eleve adolescent adolescente consultant consultante maitresse maitre enseignant
  enseignante institutrice instituteur instit professeur professeure prof psychologue psychiatre pedopsychiatre neuropsychologue
  orthophoniste psychomotricien psychomotricienne ergotherapeute kine kinesitherapeute infirmier infirmiere educateur educatrice aesh
  avs cpe assistante assistant sociale social medecin pediatre neurologue generaliste superviseur superviseuse coach referent
  referente directeur directrice juge avocat avocate orthoptiste sage-femme interne externe confrere consoeur therapeute
  psychanalyste entraineur animateur animatrice adresse adressee suivi suivie vu vue principal principale traitant scolaire classe
  ase pmi n codetenu codetenue cocellulaire camarade commandant capitaine lieutenant colonel adjudant adjudant-chef brigadier
  brigadier-chef sergent commissaire adj adjt cne cdt ltn lt sgt brig mdl mdlc gnd`);
/** Ranks written before a name, in full or abbreviated ("Cdt", "Cne", "Adjt"). */
const RANK_BEFORE_NAME = set(`commandant capitaine lieutenant colonel adjudant adjudant-chef brigadier brigadier-chef sergent caporal
  adj adjt adc cne cdt ltn lt sgt brig mdl mdlc gnd cpt col cpl cal sap sch cch`);
/** Words that head a section in capitals ("ANTÉCÉDENTS Médicaux"), never a surname. */
const HEADING = set(`biographie antecedents observations observation recommandations resultats resultat objectifs objectif projet contexte histoire
  evolution diagnostic diagnostics hypotheses hypothese plan orientation traitement traitements examen examens entretien entretiens
  remarques remarque commentaires commentaire attention important importante urgent rappel notes note conclusions preconisations
  demande demandes motif motifs situation situations profil profils analyse analyses elements bilan`);
/** A closing formula of a letter or an e-mail, then a comma and a new line or a space. */
const SIGNATURE_BEFORE =
  /\b(?:cordialement|bien (?:cordialement|amicalement|confraternellement|à vous|a vous)|(?:bien )?confraternellement|respectueusement|amicalement|sinc[èe]res salutations|salutations distingu[ée]es|avec mes remerciements|en vous remerciant|[àa] bient[ôo]t|(?:avec )?(?:mes|nos) sentiments (?:confraternels|respectueux|distingu[ée]s|les meilleurs))\s*[,.!]?[ \t]*(?:\n[ \t]*)*(?:\n|(?<=,)[ \t]+)/giu;
/** A profession written on the line after a name (a signature block). */
const PROFESSION =
  /^(?:thanatopract|psycholog|neuropsycholog|psychiatr|p[ée]dopsychiatr|orthophon|psychomotricien|ergoth[ée]rapeut|infirmi|[ée]ducat|assistante?$|m[ée]decin|p[ée]diatr|neurolog|kin[ée]|orthoptist|secr[ée]taire|directeur|directrice|cadre|interne|docteur|professeur|enseignant|conseill)/iu;
/**
 * Kinship words of other languages that notes and messages keep before a name ("hooyo Faadumo", "apa Gulnara", "mawe
 * Spès", "la awicha benita", "amatxi (kattalin)", "Babaanne:", "Opa", "la grand-mère (medzmama)", "Mamma:"): Basque,
 * Turkish, Alsatian, Armenian, Italian, Aymara, Changana, Kirundi, Kyrgyz, Tajik, Somali, Serbo-Croatian, Rioplatense
 * Spanish, Taiwanese, folded. Never a name themselves.
 */
const OTHER_KIN_WORDS = `zoky neny teyze amca yenge dziadek khalti mamo tato mamusiu tatusiu babciu dziadku ciociu tatik ama medzmama mamma aita amatxi aitatxi amona aitona izeba osaba askim kizim abim ablacim babaanne dedem opa oma awicha kullaka jilata mamana hahani kokwana malume mawe sogokuru nyogokuru mukuru wanje apa ata eje ake chong ded baba sine
  ochajon tagho khola bobojon bibijon hooyo aabo ayeeyo abti eedo a-ma a-kong a-i a-tse hermanito hermanita mima pipo amai mukoma
  abi abla dayi anam nenem khaltak daw amay madrina padrino anaana ataata aanaa tina adik avo vovo zia zio nonna nonno`;
const OTHER_KIN_KEYS = set(OTHER_KIN_WORDS);
/**
 * Kinship words of Portuguese, Spanish, Italian and Basque chats that the given-name lexicon also holds, as written
 * ("Mãe", not "Maé"; "Ama": mother in Basque).
 */
const FOREIGN_KIN_GIVEN = new Set(['mãe', 'tia', 'tio', 'zia', 'zio', 'ama']);
/** Vietnamese kinship words ("anh": elder brother or cousin, "chị": elder sister, "chú", "bác": uncles), folded. */
const VIETNAMESE_KIN = set('anh chi chu bac');
/** Given names that open French compound given names ("jean marc", "marie therese", "anne laure"). */
const COMPOUND_FIRST_HALVES = set('jean marie anne pierre paul louis');
/** Kinship words written in lower case, with or without an article, before given names in lower case. */
const LOWER_KIN = set(`germana dadabe yaay baay pere mere papa maman frere soeur fils fille fils enfants enfant compagnon compagne mari femme epoux epouse conjoint famille
  conjointe grand-mere grand-pere mamie papi tante oncle cousin cousine fratrie ami amie copain copine pote potes tonton tata tatie tati papy mamy parrain marraine
  tia tio abuela abuelo hermana hermano nano nanito mamita taita baka djed dedo nena amidza dajdza daidza tetka strina nanna nannu
  benti weldi wlidi khti khoya khouya ommi yemma annem anneanne dayi ${OTHER_KIN_WORDS}`);
/** A number written in words, as a dictation's transcript writes dates ("le vingt-cinq juillet"): never a name. */
const NUMBER_WORDS = /^(?:(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|vingts|trente|quarante|cinquante|soixante|cent|cents|mille|et)(?:-|$))+$/;
/**
 * A parent's words before "de" and the child's name, in lower case ("la maman de cassou"); a partner's too, before the
 * name of the person whose partner writes ("le compagnon de dadi"). Not "copain" or "copine": a friend from a place or
 * a time ("le copain de colo").
 */
const PARENT_WORDS = set('maman papa mere pere compagnon compagne mari femme epoux epouse conjoint conjointe');
/** Ranks and trades a dictation writes in lower case before a surname ("du gendarme balmat", "le medecin (simonin)"). */
const LOWER_RANK = set('sf expert experte gendarme adjudant adjudant-chef adj adjt capitaine lieutenant commandant colonel brigadier sergent caporal maitre-nageur medecin docteur orthophoniste kine infirmier infirmiere');
/** Words between a lower-case rank or trade and the surname ("adj chef lagadec", "l'infirmiere sp pedebernade"). */
const LOWER_RANK_QUALIFIER = set('chef sp spp spv');
/** Words between a lower-case kinship word and the name ("soeur ainee samira", "frere jumeau adam"). */
const LOWER_KIN_QUALIFIER = set('aine ainee cadet cadette jumeau jumelle petit petite grand grande demi maternel maternelle paternel paternelle germain germaine germains germaines');
/** Words of quick notes after which a lower-case word may be a given name ("rappeler théo", "vu marie"). */
const CONTACT_BEFORE = /(?:^|[\s,;(])(?:rappeler|appeler|rappel[ée]e?|appel[ée]e?|vu|vue|revu|revue|voir|revoir|re[çc]u|re[çc]ue|recevoir|pr[ée]venir|contacter|[ée]crire [àa]|rdv(?: avec| pour| de)?|s[ée]ance (?:avec|de)|appel de|message de|sms de|mail de|de la part de)\s+$/i;
/** After a word: a list of lower-case words ending in a colon ("…, feuille, ciseaux :", "…, rose ou bleu :"). */
const WORD_LIST_AFTER = /^(?:\s*,\s*\p{Ll}[\p{L}\p{M}'’-]*)*\s*(?:,|\bou\b|\bet\b)\s*\p{Ll}[\p{L}\p{M}'’-]*\s*(?:,|\bou\b|\bet\b)\s*\p{Ll}[\p{L}\p{M}'’-]*\s*[:：]|^\s*,\s*\p{Ll}[\p{L}\p{M}'’-]*\s+(?:ou|et)\s+\p{Ll}[\p{L}\p{M}'’-]*\s*[:：]/u;
/** What introduces a nickname in quotation marks: "dite «", "surnommé «", "qu'elle appelle «", "« » comme l'appelle", "Surnom de Moussa au club : «". */
const NICKNAME_BEFORE = /(?:\bdite?s?|\bdisent|\bsurnoms?(?:[ \u00a0]+de)?|\bsurnoms?[ \u00a0]+d(?:e|u)(?:[ \u00a0]+[\p{L}'’-]+){1,3}[ \u00a0]*:|\bsurnomm[ée]e?s?|\bappel[ée]e?s?|\bappell?e(?:nt)?|\bappel(?:ait|aient)|\bse fai(?:t|re) appeler|\bune?[ \u00a0]+(?:certaine?|d[ée]nomm[ée]e?))(?:[ \u00a0]+(?:parfois|souvent|toujours|encore|aussi|m[êe]me|d[ée]sormais|maintenant|d[ée]j[àa]|tous|toutes))?[ \u00a0]*(?:[«"“][^»"”\n]{1,30}[»"”][ \u00a0]*(?:,[ \u00a0]*)?(?:ou|et|,)[ \u00a0]*)?\(?[ \u00a0]*$/iu;
const GREETING_CUE = /\b(?:bonjour|bonsoir|salut|coucou|cher|ch[eè]re|merci)\s*$/i;

const APPOSITION_RELATIVE =
  /^\s*[,(]\s*(?:sa |son |ses |leurs? |la |le |les |l['’])?(?:m[eè]re|p[eè]re|maman|papa|mamie|papi|parents|grands-parents|fr[eè]re|s(?:œ|oe)ur|fils|fille|[ée]pouse|[ée]poux|mari|femme|conjointe?|compagne|compagnon|tante|oncle|grand-m[eè]re|grand-p[eè]re|ni[eè]ce|neveu|cousine?|belle-fille|beau-fils|belle-m[eè]re|beau-p[eè]re|parrain|marraine|tut(?:eur|rice)|ayant droit|amie?)\b/i;
const APPOSITION_PRO =
  /^(?:\s*[,(]|[ \u00a0]+[—–][ \u00a0]*)\s*(?:la |le |l['’]|notre |votre |son |sa |leur )?(?:p[ée]diatre|psychologue|psychiatre|p[ée]dopsychiatre|neuropsychologue|neurologue|orthophoniste|psychomotricienne?|ergoth[ée]rapeute|kin[ée]|infirmi[eè]re?|[ée]ducat(?:eur|rice)|assistante? sociale?|aesh|enseignante?|professeure?|ma[iî]tresse|m[ée]decin|g[ée]riatre|directrice|directeur|cpe|orthoptiste|psychanalyste|th[ée]rapeute|sage-femme|r[ée]f[ée]rente?|avocate?|juge|interpr[eè]te|psy|[ée]valuat(?:eur|rice)|coordinat(?:eur|rice)|coordonnat(?:eur|rice)|cheffe de service|chef de service|cadre de sant[ée]|IDEST|IDEC|IDE|masseur|charg[ée]e? de|magistrate?|greffi[eè]re?|expert(?:e)?|assistante? familiale?|di[ée]t[ée]ticienne?|superviseu(?:r|se)|conseill(?:er|[eè]re) p[ée]nitentiaire|CPIP|travailleu(?:r|se)s? sociale?s?|pr[ée]sidente?|inspect(?:eur|rice) du travail|ing[ée]nieure?|RRH|DRH|responsable(?! l[ée]gal)|assistante? RH|dir\. des|instruct(?:eur|rice)|auxiliaire de vie|artisan)s?\b/i;
/** The next line of a signature, a trade without a colon ("Directrice des ressources humaines", "Psychologue clinicienne — ADELI …"). */
const SIGNATURE_TRADE_AFTER = /^[ \t]*\n[ \t]*(?:psychologue|psychiatre|neuropsychologue|m[ée]decin|directeur|directrice|responsable(?! l[ée]gal)|infirmi[eè]re?|assistante? sociale|cheffe?|cadre|coordinat(?:eur|rice)|juriste|avocate?|conseill(?:er|[eè]re)|gouvernante|inspect(?:eur|rice)|pr[ée]sidente?|secr[ée]taire|orthophoniste|psychomotricienne?|ergoth[ée]rapeute|[ée]ducat(?:eur|rice)|g[ée]rante?|DRH|RRH)(?![\p{L}])[^\n:：]*(?:\n|$)/iu;
/** A care trade's acronym in brackets after the name ("Mme Kieffer (PsyEN)", "Fatou Camara (AS)"), in capitals. */
const APPOSITION_PRO_ACRONYM = /^[ \u00a0]*\([ \u00a0]*(?:PsyEN|IDE|IDEC|IPA|AS|ASH|AES|AMP|AESH|CPE|CESF|MK|SF|IBODE|IADE|PH|CCA|ASE|EJE|ME|ES)(?![\p{L}\p{N}])/u;
/** A label that lists the patient's family ("Famille :", "Proches :", "Représentants légaux :", "Père de l'enfant :"). */
const FAMILY_LABEL = /(?:^|[\n\t;]|[.!?]\s)\s*(?:[-•*]\s*)?(?:famille|proches|contacts?\s+famille|repr[ée]sentants?\s+l[ée]ga(?:l|ux)|responsables?\s+l[ée]ga(?:l|ux)(?:\s+(?:\d|payeur))*|(?:second\s+)?responsable(?:\s+\d)?|les\s+enfants|(?:p[eè]re|m[eè]re|parents)\s+de\s+l['’]enfant)\s*:\s*$/iu;
/**
 * A trade opening a label, at the start of a line, a cell or a sentence, then a colon or a tab ("Maîtresse de CE2 : Mme
 * Roussel", "Entraîneur employeur : FLEURY Patrice", "Travailleur social⇥ROUSSEL-NGUYEN Aurélien"): the name that is the
 * label's whole value is that professional's. Read for the role only (`roleAround`), never to find a name.
 */
const TRADE_LABEL = new RegExp(
  String.raw`(?:^|[\n\t;|]|[.!?]\s)\s*(?:[-•*]\s*)?(?:ma[iî]tresse|ma[iî]tre|enseignante?|instit(?:utrice|uteur)?|professeure?|prof|psychologue|psychiatre|p[ée]dopsychiatre|neuropsychologue|orthophoniste|psychomotricien(?:ne)?|ergoth[ée]rapeute|kin[ée](?:sith[ée]rapeute)?|infirmi[eè]re?|[ée]ducat(?:eur|rice)|moniteur|monitrice|aesh|avs|atsem|cpe|assistante? sociale?|travailleu(?:r|se) sociale?|m[ée]decin|p[ée]diatre|neurologue|orthoptiste|sage-femme|interne|th[ée]rapeute|entra[iî]neu(?:r|se)|animat(?:eur|rice)|directeur|directrice|chef|cheffe|conseill(?:er|[eè]re)|coordinat(?:eur|rice)|r[ée]f[ée]rente?|praticien(?:ne)?|interpr[eè]te|avocate?|juge|magistrate?|greffi(?:er|[eè]re)|expert(?:e)?|cadre|secr[ée]taire|formateur|formatrice|tut(?:eur|rice) (?:p[ée]dagogique|de stage|entreprise)|ma[iî]tre d['’]apprentissage|employeur)s?(?:[ \u00a0]+[^\s:\t\n]{1,24}){0,4}[ \u00a0]*(?::[ \u00a0]*|\t[ \u00a0]*)$`,
  'iu',
);
/**
 * Who did a professional act, after "par": "vu par Élodie", "reçue par le capitaine …", "rédigé par …", "édité le 19/11
 * à 11:35 par …", "Situation amenée par Karima". Not after an act a relative does ("accompagnée par sa mère": the
 * relative's word is read first).
 */
const PRO_ACT_BY = /(?<![\p{L}])(?:pr[ée]par[ée]e?s?|vue?s?|revue?s?|re[çc]ue?s?|r[ée]dig[ée]e?s?|fait(?:es?)?|[ée]dit[ée]e?s?|export[ée]e?s?|amen[ée]e?s?|sign[ée]e?s?|saisie?s?|valid[ée]e?s?|effectu[ée]e?s?|r[ée]alis[ée]e?s?|men[ée]e?s?|anim[ée]e?s?|suivie?s?|adress[ée]e?s?|orient[ée]e?s?|examin[ée]e?s?|entendue?s?|interrog[ée]e?s?|supervis[ée]e?s?|supervision|visite|entretien|bilan|rappel|passation|accompagnement|prise en charge)(?:[ \u00a0]+[^\s.;:!?\n]{1,20}){0,5}[ \u00a0]+par[ \u00a0]+(?:(?:le|la|l['’])[ \u00a0]*)?$/iu;
/** The name is the label's whole value: what follows ends the field. */
const LABEL_VALUE_END = /^[ \u00a0]*(?:$|[\n\t,;(.)—–]|-[ \u00a0])/u;
/** A colleague's word just before a name (KIN_CUE counts colleagues with relatives). */
const COLLEAGUE_BEFORE = /coll[eè]gues?[\s,]*$/iu;
const APPOSITION_PATIENT = /^\s*[,(]\s*(?:patiente?|enfant|[ée]l[eè]ve|adolescente?)\b/i;
/**
 * A relative's or a professional's word after the name, in apposition ("Léa, sa fille, …", "Anne Roux (psychologue)",
 * "Pierrot (le fils Delpeuch)"), unless a name follows it without an article before the word: then the word introduces
 * another person ("Patiente : Marie Le Goff, sa fille Léa"), or the name is the person's own ("Mme Lin, épouse Pasteur").
 * A title after the word alone says whose relative ("Rayan (fils Mme Essaidi)"); after "sa", "son", "ses" or "leur" it
 * is another person's ("Présents : Noa, sa mère Mme Lefort"). A form's next field after a wide gap is no name ("épouse   Téléphone").
 */
const apposition = (pattern: RegExp, after: string): boolean => {
  const found = pattern.exec(after);
  if (found === null) return false;
  if (/^\s*[,(]\s*(?:(?:la|le)\s|l['’])/iu.test(found[0])) return true;
  const word = /^[ \u00a0]{1,2}(\p{Lu}[\p{L}\p{M}]*)/u.exec(after.slice(found[0].length))?.[1] ?? '';
  const title = TITLE.test(word);
  // A word in capitals is a service's acronym ("référente ASE", "enseignante CM1"), not a name.
  if (!title && !/^\p{Lu}\p{Ll}/u.test(word)) return true;
  // "sa mère Mme Lefort" is another person, "fils Mme Essaidi" says whose son.
  return !/^\s*[,(]\s*(?:sa|son|ses|leurs?)\s/iu.test(found[0]) && title;
};

/** Verbs that make a capitalised first word the subject of the sentence ("Inès rapporte…"). */
/** Verbs only a person is the subject of: after a month opening a sentence, they make it a name ("Mai dit que…"). */
const HUMAN_VERB = set('rapporte raconte explique pleure dit repete confie souhaite refuse ajoute pense craint dessine parle dort mange rit sourit demande affirme');
/** Of those, what no institution does (a service "dit" or "demande"): after initials in capitals ("FZ parle peu"). */
const BODY_VERB = set('pleure parle rit sourit dessine dort mange pense craint confie raconte');
const SUBJECT_VERB = set(`rapporte raconte explique decrit evoque pleure dit repete reconnait confie souhaite refuse accepte ajoute indique
  exprime mentionne nie minimise pense craint semble parait presente vit vient arrive joue dessine parle travaille dort mange
  s'inquiete se s'est n'a n'est ne consulte revient demande signale precise admet affirme declare rit sourit attend preferait prefere`);

/** Forms of "être", "avoir", "aller", "venir" that open a clause after a comma ("…, Marie est venue"). */
const CLAUSE_VERB = set('est etait sera a avait aura va allait ira vient venait viendra');
/** Words after an unknown capitalised word opening a sentence that make it the subject ("Adeyemi a refusé", "Chidi was bringing"). */
const UNKNOWN_SUBJECT_NEXT = new Set([...SUBJECT_VERB, ...set('est etait avait va vont sera fait ne n se s lui leur me m te t nous vous qui aussi was')]);
/**
 * A place, not a person, after these words ("vit à Montreuil", "né en Moselle", "près de Quimperlé"), and after a court
 * or a judge, whose seat follows ("le juge des enfants de Créteil", "procureur de la République de Meaux").
 */
const PLACE_BEFORE = /(?:(?<=[jJ]['’])habite[ \u00a0]+|(?:^|[\s(])(?:à|a|en|au|aux|vers|via|in|depuis|jusqu['’](?:à|au|en)|arriv[ée]e?s? d['’e]|venue?s? d['’e]|pr[eè]s d(?:['’e]|u(?=\s)|es(?=\s))|habite|originaire d['’eu]s?|venant d['’eu]s?|quartier d['’eu]s?|province d['’eu]s?|ville d['’eu]s?|r[ée]gion d['’eu]s?|d[ée]partement d['’eu]s?|banlieue d['’eu]s?|(?:terrain|antenne|agglom[ée]ration|m[ée]tropole|commune|solidarit[ée]s|circonscription|canton) d['’eu]s?|secteur(?: d['’eu]s?)?|(?:vien[st]|viennent|venir|revien[st]|revenue?s?)(?:\s+\p{L}+){0,4}?\s+d['’e]|lieu(?: de naissance)?[ \t]*[:：\t]|lieu-dit|(?:juges?|tribunal|parquet|procureure?|greffe|prud['’]hommes)(?:\s+(?:des enfants|pour enfants|aux affaires familiales|d['’]instruction|de l['’]application des peines|judiciaire|correctionnel|administratif|de la R[ée]publique))?\s+d['’e])\s*)$/iu;

/** Capitalised words that rule 8 never takes for a name: words of address, the first word of place names. */
/**
 * "À" after a verb of speaking or giving introduces a person, not a place ("demander à Tharsika de…", "écrire à
 * Florentina", "j'en ai parlé à Kerhervé"): PLACE_BEFORE's "à" does not apply there.
 */
const DATIVE_BEFORE = /(?:^|[\s'’])(?:demand|di[st]|dire|parl|pens|[ée]cri|r[ée]pond|t[ée]l[ée]phon|propos|expliqu|annon[cç]|transm|conseill|signal|confi|montr|donn|rend|remet|sugg[ée]r|rappel|apprend|appri|envoy|adress|pr[ée]sent|emprunt|prêt|pret|mari[ée])\p{L}*(?:[ \u00a0]+(?:l['’]|le|la|les|y|en|lui|leur|tout|aussi|ensuite|alors|d[ée]j[àa]|mieux|bien|plus|moins|toujours|souvent|surtout|seulement|davantage))*[ \u00a0]+(?:à|a)[ \u00a0]*$/iu;
/**
 * Where only a place can follow, even a word the given-name lexicon holds ("née le 5 avril 2020 à Hải Phòng", "vit à
 * Florence", "originaire de Bassam"): a birth's place, a home's town, an origin. The words between "né" and "à" stay in
 * one sentence: "ne" of a negation is no "né" ("Tu ne viens pas. Amitiés à Séverine.").
 */
const STRONG_PLACE_BEFORE = /(?:(?<![\p{L}])n[ée]e?(?:\(e\))?(?:[ \u00a0]+le)?(?:[ \u00a0]+(?:[\d\p{L} /-]|\.(?![ \u00a0])){0,24}?)?[ \u00a0]+[àa]|\b(?:vi[tv]\p{L}*|habit\p{L}*|domicili[ée]e?s?|install[ée]e?s?|r[ée]sid\p{L}*|rest[ée]e?s?|rest[ea]\p{L}*|compte(?:[ \u00a0]+bancaire)?)[ \u00a0]+(?:[àa]|en)|\b(?:originaire|arriv[ée]e?s?|venue?s?|venant|venir)[ \u00a0]+d['’eu]s?|\blieu de naissance[ \t]*[:：\t])[ \u00a0\t]*(?:\p{Lu}[\p{L}\p{M}'’-]*[ \u00a0]+)?$/iu;
const placeBeforeWord = (before: string): boolean => PLACE_BEFORE.test(before) && !DATIVE_BEFORE.test(before);
/**
 * A word of respect of another language before a given name ("Dona Rosa", the Tagalog "Ate Rowena" for an elder
 * sister), outside the name like a title. A familiar
 * word written with a capital ("Mama Néné", "Mamm Jo") is part of the nickname instead.
 */
const HONORIFIC_BEFORE_NAME = set('dona ate kuya');
const NOT_UNKNOWN_NAME = set(`${OTHER_KIN_WORDS} maman papa mamie mamy papi papy mamm mam nanna nannu mamita taita tonton tata tatie tati val mont port pont bourg fort ile lac cap bois basque
  ${[...HONORIFIC_BEFORE_NAME].join(' ')} cara caro cari care querida querido fra`);
/** Words before a place ("tribunal de Bobigny", "cour d'appel de Douai", "déménagé de Clermont-Ferrand", "station Gambetta"). */
const PLACE_WORD = set(`tribunal cour appel dappel ville commune mairie prefecture academie rectorat cabinet gare region departement
  quartier village agglomeration metropole demenage demenagee demenagement hopital chu ch centre maternite lignee subtest
  sous-test subtests epreuve indice station metro tram tramway arret arrets ligne rer aeroport port plage foret parc jardin lac montagne col
  vallee riviere fleuve ile baie pointe plateau campagne lieu-dit hameau site urgences cote foire marche festival base phare phares parcelle parcelles
  vignoble vignobles appellation district ile iles couloir refuge aiguille arete glacier sommet aerodrome grotte anse cale base camp
  patinoire piscine stade gymnase etang pont mont monts pic puy massif hotel ecluse ecluses canal aop aoc igp routes tournee tournees
  fetes polyvalente funebres pays maire circuit fruitiere cascade cascades fournil pompiers`);

/**
 * Capitalised words of clinical writing that rule 8 never takes for a name (docs/privacy/pii-guard.md, "Rule 8"). Written
 * for this project, each list a class, not the words of a corpus part:
 * - medications: the brand and common names of the drugs French psychiatry, neurology, paediatrics and general practice
 *   prescribe most (psychostimulants, antidepressants, anxiolytics, hypnotics, antipsychotics, mood stabilisers,
 *   anti-dementia drugs, analgesics);
 * - brands: the apps, platforms, networks, games and toys patients and practitioners name in sessions;
 * - abbreviations: days and months as agendas and messages shorten them, and the column heads of invoices and forms;
 * - dishes named after a region or a cook ("sauce Béarnaise", "tarte Tatin"); the hours of a monastery's office and
 *   the names of peoples ("Laudes", "Vêpres", "Gitans", "Roms");
 * - English words of the titles of tests French reports cite ("Mini-Mental State Examination", "Montreal Cognitive
 *   Assessment", "Behavior Rating Inventory of Executive Function").
 */
const MEDICATIONS = `tractocile celestene ringer augmentin dexeryl symbicort innohep bisoprolol bricanyl atrovent dolorex domosedan tardyferon voltarene lovenox rovalcyte infanrix entresto hexyon prevenar solumedrol polaramine rhophylac carboplatine pemetrexed pembrolizumab steribox sterifilt lyrica nalscue prenoxad viperfav genotonorm n-acetylcysteine acetylcysteine maintena xeplion trevicta consta scopoderm gonal gonal-f menopur ovitrelle utrogestan ritaline concerta medikinet quasym methylphenidate strattera atomoxetine intuniv guanfacine deroxat paroxetine prozac
  fluoxetine zoloft sertraline seroplex escitalopram seropram citalopram effexor venlafaxine cymbalta duloxetine norset mirtazapine
  brintellix vortioxetine anafranil clomipramine laroxyl amitriptyline valdoxan agomelatine xanax alprazolam lexomil bromazepam
  temesta lorazepam seresta oxazepam lysanxia prazepam valium diazepam tranxene rivotril clonazepam atarax hydroxyzine buspar
  buspirone stilnox zolpidem imovane zopiclone circadin melatonine slenyto theralene tercian cyamemazine risperdal risperidone abilify buccolam midazolam
  aripiprazole zyprexa olanzapine xeroquel quetiapine solian amisulpride haldol haloperidol loxapac loxapine leponex clozapine
  nozinan levomepromazine teralithe lithium depakote depakine valproate divalcote lamictal lamotrigine tegretol carbamazepine
  trileptal keppra urbanyl aricept donepezil ebixa memantine exelon rivastigmine reminyl galantamine doliprane dafalgan efferalgan
  paracetamol advil nurofen ibuprofene spasfon levothyrox ventoline kardegic subutex buprenorphine methadone baclofene aotal revia
  naltrexone esperal selincro nicopatch champix movicol forlax duphalac lactulose transipeg modopar sinemet stalevo levodopa lasilix
  furosemide eliquis xarelto previscan inexium mopral omeprazole tramadol topalgic lamaline acupan oxynorm skenan
  ocrevus ocrelizumab tecfidera gilenya fingolimod fampyra fampridine aubagio teriflunomide mavenclad kesimpta copaxone avonex rebif
  betaferon plegridy tysabri natalizumab lemtrada mayzent zeposia vumerity nalscue nyxoid prenoxad naloxone suboxone orobupre zubsolv
  datscan tahor coversyl ialuset flammazine biafine truvada descovy biktarvy baqsimi glucagen novorapid humalog lantus tresiba sifrol mantadix requip neupro azilect trivastal apokinon amantadine pramipexole ropinirole rasagiline piribedil
  aranesp eprex mircera renvela renagel mimpara fosrenol calcidia kayexalate riluzole rilutek edaravone radicava tofersen qalsody sustanon androtardyl kaftrio kalydeco orkambi symkevi pulmozyme zophren emend tobi colimycine
  imurel azathioprine plaquenil hydroxychloroquine cortancyl prograf advagraf envarsus tacrolimus cellcept myfortic mycophenolate certican neoral ciclosporine flixotide ventoline bactrim kidrolase purinethol emla meopa noxafil progestan provames`;
/** Brands, software and services, and state missions whose acronyms are written as words ("la Miviludes"): never a person. */
const BRANDS = `flarm zaz zalando apave orangina ruggieri yelo intex itiwit aztron windy poma quechua stairville thomann coca-cola hiko peak wiegand dye tippmann ultramagic lindstrand worthington louboutin pioneer intersport saferoller clic-it harvia tylo klafs edelrid dermabond ethilon steri-strip casio bordas axelia iveco crossway intermarche k-way coquard taittinger ruinart deutz bollinger uber eats deliveroo ascensud wittur thyssenkrupp phocea sabroe danfoss engo zamboni colissimo antari magnum doodle storm meta axia shure beyerdynamic hexact interflora airflex masimo viessmann krings caterpillar protonmail sodikart birel matriderm integra leetchi scania cargobull rilsan merand pavailler bongard fenzy tychem emco wheaton lycoming sensenich aeroweb breitling curosurf pediaven numeta aguettant vitalis futuroscope iveco mobigo enercon nordex soll facom speedo nabaiji switch freejump helite hit-air bugatti oval-e laerdal resusci emblem dextro urgotul mepilex tena fichet-bauche loomis securitas brinks brink dash canadair aixam waze somfy koha dacia sandero airbnb betadine dermalogica cicalfate bolle tractel motorola kannad survitec plastimo furuno luminex carmat enedis mammut rossignol vuarnet barryvox pieps tabbert caravelair sprinter stellaris chronopost uneo caiman falcon caesar griffon lynx fresenius freestyle kronos salesforce genesys toyota chorus eiffage lafarge kubota layher fenwick haulotte hilti makita soprema adecco manpower cofidis floa younited sofinco budgeo valophis caixa astrea bouygues iphone ipad playstation xbox warcraft witcher supercell riot welkin kratos kirby knuckles sonic tails duty riv raiden furina geralt squeezie gotaga kameto zywoo faker robux psn somneo hrnet pallia helios telepac claas manitou fendt deere agriecoute audiens steinway bosendorfer cerfa aircalin mossos miviludes mildeca dilcrah ciivise doctolib maiia keldoc ameli pronote ecoledirecte whatsapp messenger telegram signal snapchat instagram tiktok facebook
  youtube twitch discord netflix google zoom skype teams outlook gmail hotmail minecraft fortnite roblox pokemon nintendo playstation
  xbox lego duplo playmobil kapla uno dobble jungle speed monopoly memory barbie arial calibri verdana helvetica firefox safari chrome
  edge opera ikea lidl aldi auchan decathlon amazon fnac darty primark kiabi excel powerpoint comede cimade setec cortexte
  parcoursup affelnet peppa vinatier barkhane drakkar athos snap insta emmaus al-anon alateen
  macif maif maaf matmut gmf axa allianz generali groupama swisslife aviva malakoff humanis ag2r apicil covea alan
  mssante fitbit garmin withings
  orbis dxcare cristalnet cristal-net easily sillage crossway hopital-manager osiris
  valorant overwatch genshin apex brawl clash leffe kronenbourg heineken sumup paylib paypal doctissimo grindr tinder pikachu
  yad vashem equidia pmu damart clairefontaine bic stabilo seaska ottobock pharos panzani bonduelle guigoz reuters burkholderia pseudomonas veritas bavaria clio intermarche
  handisport illustrator gallia christofle legends serval sangaris chammal bolek lolek tigrou kaamelott lumie lely isagri bodpod moby libreoffice openoffice calc cochlear nucleus phonak oticon tobii dynavox
  cofidis cetelem sofinco oney floa younited franfinance betclic winamax unibet zebet pokerstars parionssport gamban
  navigo ilevia canadair vuarnet grivel petzl athle loto euromillions nutrisport campanile botox meetic thymatron perceval pharos kanso naida synchrony sonnet interlangues yamaha steinway selmer crampon camac kalmar zpmc msku preventiel
  samsung galaxy citaro kangoo nexem cointreau euthasol dolethal vetup drager honeywell testo gilibert novotel ibis pratt whitney mayday inchallah
  friedel-crafts buchner soxhlet schlenk sigma-aldrich aldrich rotavapor buchi duran schott keck radleys ansell mepitel jelonet integra thuasne
  minatec crous blixer friginox bledina babybio tchoupi bretherick lavoisier grubbs schrock viber`;
const DAYS_SHORT = 'lun mar mer jeu ven sam dim';
const ABBREVIATIONS = `${DAYS_SHORT} janv fevr avr juil sept oct nov dec qte ref desig tva ttc cdt env secu qqn qqch qq consult hono visio teleconsult presentiel hospit astreinte permanence standard staff`;
/** Holidays of the calendar ("lundi de Pentecôte"): never a person. */
/** How a bill was paid, as a billing export's column says it ("Virement", "Chèque", "Espèces"). */
const PAYMENT_WORDS = `virement virements cheque cheques especes prelevement prelevements carte cb`;
/** Words of a form's or a table's headings and of school classes ("Matricule", "Lien", "Tle"). */
const FORM_WORDS = `assumpte matricule lien signature emargement tle term libelle percentile percentiles adherente adherent usuel usuelle`;
/** Common words the vocabulary (shared/pii/lexicon/french-words.ts) lacks, met as false alarms in lower case. */
const VOCABULARY_GAPS = `typhon rosieres largentiere curebourse antsirabe madagasikara aza informationen versammlung defusing debriefing hettange nais tuke baxt akiba zamba internat onderwerp crotenay phap wahran supervision muusli schatzli schatz schatzi grosi ich schwoschti mami italophone lusophone arabophone turcophone hispanophone russophone sinophone germanophone lingalaphone swahiliphone ponton baule salama dramont agay boulouris lomagne ventimiglia canotiers gonflage llamad englos lomme menin ypres courtrai espiaube adet aure arreau vielle-aure sailhan aragnouet bielsa aragnouet-bielsa piau engaly piau-engaly cauterets bigorre huesca ainsa barbastro ayuntamiento empans hypotherme hypothermes squiggle kosmos guil rabioux abries ceillac guillestre drossage embacle embacles luge luges dokter wesserling markstein myrtillette friburg arlandes pilatre roziere interentreprises willamette minho chenonceaux plumacon espelette tlemcen mostaganem hondarribia paintball paintballs fratrie fratries meyrueis florac valleraugue mosson tarnon mejean lez tapoul praia achada canyons toboggan minimes mireuil marahaba mungu sadaka maidele riquewihr kandialang lyndiane boucotte casamance valtin hohneck tanet ramberchamp grele peds peignoir sauna neurologue neurologues generaliste generalistes orthopediste durance ecrins dormillouse pallon vallouise pelvoux guimaraes netherlands minerve minerves flumen septmoncel lamoura lajoux clairvaux transjurassienne winter bouge ziraat ziraatten damery dizy cumieres lublina lublinie mardeuil venteuil reuil magenta constanta thies vendangeur vendangeurs vendangeuse vendangeuses lancon septemes arenc benauge petechie petechies booster boosters manege maneges ecosysteme ecosystemes mindelo savannakhet mellal alhamdoulillah alhamdulillah constat constats mammouth mammouths dury salouel benigne benignes notice notices premium walk haribo kinder manoeuvre manoeuvres salers maurs menen kortrijk ieper brugge limete aubrac laguiole epervier verrou welsh mix matinale sodade lisboa chaves chooz charleville mosel thermo spare augny foggia anatolie kabylie univ narbonnaise gaules consorcio seguros kart karts karting motorise motorises motorisee multirisque loheac noirmoutier gois yemma bourgogne auxois limousin beaujolais pouilly panthier clignancourt anesthesie anesthesies fournil fournils vendeen vendeenne vendeens vendeennes surdosage surdosages evaluateur evaluatrice evaluateurs sap birth insomnie insomnies scelles scelle trauma traumas marseillaise technicien technicienne techniciens techniciennes inna lillahi ilayhi heights working awareness handling tousse tousser toussait feria ferias dispense dispenses cuve cuves decuvage picpoul infantile preventive lucioles baudroie baudroies langoustine langoustines merlu merlus cardine cardines encornet encornets bigouden bigoudens bigoudene bigoudenes sinti sintis sintes yeniche yeniches manouche manouches pisteur pisteuse pisteurs pisteuses perchman perchmans yeti bouquetin bouquetins chamois marmotte marmottes choucas veilleur veilleuse veilleurs veilleuses co-victime co-victimes recovery phoceens receveur receveuse typage cariste caristes abstinent abstinente abstinents cantique touriere tourieres abbesse econome noviciat preche colon fleuri coffrage depositos fluence corporation bolus puericultrice puericultrices puericulteur puericulteurs neonatologiste neonatologistes latence latences eveils solidaire solidaires greffon greffons benevole benevoles sauveteur sauveteurs sauveteuse palpe palpent intervoice patinoire patinoires jasmin colo verrerie verreries recepisse bilingue bilingues trilingue indemne indemnes praticien praticienne praticiens praticiennes atypique atypiques droitier droitiere droitiers droitieres gaucher gauchere gauchers gaucheres calculatrice calculatrices allophone allophones photocopie photocopies addictologue addictologues addictologie funebre funebres bailleur bailleurs bailleresse preneur preneuse immo dra enceinte enceintes entendant entendante entendants entendantes malentendant malentendante malentendants malentendantes clignote clignotent ecoutant ecoutante ecoutants ecoutantes faculty economics kafala savoyard savoyarde savoyards savoyardes mind eyes kinesiophobia rhumatologue rhumatologues observatrice observateur veterinaire veterinaires tremiere tremieres dziekuje coordonnatrice coordonnatrices coordonnateur coordonnateurs demandeurs demandeuses violoncelliste violoncellistes geno-identique geno-identiques paillettes canister`;
/** The subtests of the Wechsler scales, capitalised in a score table ("Similitudes 12", "Matrices 9"). */
const SUBTEST_WORDS = `similitudes vocabulaire information comprehension cubes matrices balances puzzles barrage arithmetique symboles`;
const HOLIDAYS = `wielkanoc pessah pessa'h roch hachana kippour soukkot chavouot pentecote paques ascension assomption toussaint ramadan hanoucca tet aid diwali kwibuka navrouz nowruz fatiha yasin thingyan norouz timkat heiva`;
const DISHES = `bearnaise bechamel hollandaise bourguignon chantilly tatin stroganoff melba parmentier choron`;
const VOCABULARY_GAP_KEYS = set(VOCABULARY_GAPS);
const LITURGY_AND_PEOPLES = `laudes vepres complies vigiles matines sexte tierce gitans roms yeniches manouches tsiganes sintis manouche`;
/** German words of letters from Alsace and Germany ("Liebe Grüße", "Gott sei Dank", "die Schule"), folded ("ß" stays). */
const GERMAN_MIXED_WORDS = `liebe gruße grußen herzliche freundlichen gott dank schule morgenkreis danke bitte ereignis reaktionen uhr buro büro mein
  meine sohn tochter oma opa montag dienstag mittwoch donnerstag freitag samstag sonntag praxis sparkasse termin nur einmal
  owe glick hitt kumm ruef gschlofe awer nimm frojt alli minute gschah isch hatt schlimmer kenne wurd sait besser dickkopf iispere`;
const GERMAN_MIXED_KEYS = set(GERMAN_MIXED_WORDS);
/** Words of the Creole of the Antilles in messages ("mwen malad", "aswè", "pwazon-an"): no names. */
const CREOLE_WORDS = `bondie bonzour madanm mersi frer mwan mwen ou li nou zot yo ka te pa se sa ki aswe malad pwazon pwazon-an manman doudou jodi demen bonjou mesi kon ke la-a domi manje`;
const CREOLE_KEYS = set(CREOLE_WORDS);
/** Kinyarwanda words of mixed messages ("ibuka ko turi kumwe", "mwiriwe mushiki wanjye"): never given names there. */
const KINYARWANDA_WORDS = `turi kumwe ibuka mwiriwe mushiki wanjye muraho amakuru murakoze mwaramutse`;
const KINYARWANDA_KEYS = set(KINYARWANDA_WORDS);
const ENGLISH_TEST_WORDS = `england medicine complicated grief prolonged bereavement risk treatability mask sanity zoo map speech gaming disorder problem playing video game addiction severity injury tic state examination assessment cognitive scale scales test task inventory battery rating checklist behavior behaviour
  sticks premonitory urge tics
  child children adult memory word span trail making card sorting verbal fluency executive function functioning screening
  developmental intelligence learning reading naming visual auditory continuous performance social communication autism
  diagnostic observation schedule interview revised short form parent teacher self report youth depression anxiety mental
  health screener toddler infant american heart association society foundation institute saving clutter image hoarding no-go pyramids palm trees`;
/** English words of mixed-language messages (French schools abroad, families writing in English): kinship, days, months, pronouns, greetings. */
const ENGLISH_MIXED_WORDS = `mum mom dad mother father brother sister wife husband partner son daughter friend
  monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays saturday saturdays sunday sundays
  january february march april may june july august september october november december year years week weeks
  i'll i'm i've i'd he's she's it's we'll we're you're they're his her hers him their them we you they he she it this that
  these those thanks thank hello hi dear best kind regards sincerely yours cheers please sorry english french irish british
  psychiatrist psychologist doctor nurse teacher clinic hospital school college referral appointment meeting calendar inc ltd
  said says say can could would should will shall may might must keep call calls called send sent read write wrote know weds mon tue wed thu fri sat sun day days night nights algorithm analyzer
  ship ship's deck cruise cruises crew clinical sleep slept shed collapsed marina roof ground god line
  again home dont don't watches watch night all discharge admission attending pediatrics paediatrics ward come season back`;
const ENGLISH_TEST_WORD_KEYS = set(ENGLISH_TEST_WORDS);
const ENGLISH_MIXED_KEYS = set(ENGLISH_MIXED_WORDS);
/** English words of grammar, as written (never a French word written so: "the" is not "thé"). */
const ENGLISH_GRAMMAR = new Set(
  `i you he she we they it is are was were am be been the to of and or if my your his her our their him them this that these those can could will would should does did don't doesn't didn't can't won't isn't not yes for with from at by about here there what when where who why how also instead just very than too some any`.split(/\s+/),
);
/** Common English words that the given-name lexicon also holds. */
const ENGLISH_WORDS_ALSO_GIVEN = set(
  'line can come idea will may june april grace hope faith joy mark bill art ray dawn sky summer page rich frank guy jack chance dean drew gene glen grant hunter king lane miles price reed rod sandy wade wood sun love star honey angel ivy holly pearl ruby crystal amber daisy lily iris poppy violet olive jade rose cash major pat bob sue don ben kit lee penny rocky rusty sunny storm river stone north west',
);
/** Two English words of grammar or more among the six words before and after the word, on its line. */
function amongEnglishWords(text: string, tokens: Token[], k: number): boolean {
  let count = 0;
  for (let j = Math.max(0, k - 6); j <= k + 6 && j < tokens.length; j++) {
    const token = tokens[j];
    if (j === k || !token) continue;
    const [from, to] = j < k ? [token.end, tokens[k]?.start ?? token.end] : [tokens[k]?.end ?? token.start, token.start];
    if (text.slice(from, to).includes('\n')) continue;
    if (ENGLISH_GRAMMAR.has(token.text.toLowerCase()) && ++count >= 2) return true;
  }
  return false;
}
/** The word at k is a Spanish or Portuguese word next to another, and to nothing else ("ela nao atende"). */
function amongMixedLanguageWords(text: string, tokens: Token[], k: number): boolean {
  const token = tokens[k];
  // The word after it on the next line is no neighbour: a message's last word, then the next sender ("Não dormi nada.\nEu:
  // …"). The word before it on the line before still is: a line's first word among French ones stays a name ("nina : ok").
  const after = tokens[k + 1];
  const near = [tokens[k - 1], after && token && !text.slice(token.end, after.start).includes('\n') ? after : undefined];
  if (!MIXED_LANGUAGE_KEYS.has(tokens[k]?.key ?? '')) return false;
  // Or opening a run of them, whatever comes before it ("… embaucher. « ela tem noventa anos »"), or the first of two
  // closing the text ("je t appelle. maite zaitut").
  if (MIXED_LANGUAGE_KEYS.has(near[1]?.key ?? '') && (tokens[k + 2] === undefined || MIXED_LANGUAGE_KEYS.has(tokens[k + 2]?.key ?? ''))) return true;
  return near.some((token) => token !== undefined) && near.every((token) => token === undefined || MIXED_LANGUAGE_KEYS.has(token.key));
}
/** Russian written in Latin letters, as a chat from Central Asia types it ("mama ne znaet eshche", "staryi ne rabotaet"). */
const RUSSIAN_CHAT_WORDS = `ne znaet eshche skazhi kogda mozhno vot moi novyi nomer staryi rabotaet skazal chto priedet esli nado adres dlya posylki tot zhe zvonil iz plakal kak ty napisala mne nochyu bratik privet spasibo poka khorosho`;
/** Portuguese and Cape Verdean Creole words of a family's chat ("Não liguem para ela hoje", "N ta liga bo más tardi"). */
const PORTUGUESE_CHAT_WORDS = `uma fazer reuniao canhoes neve escola ainda dormi vai ver vista sabem dizem pede buscar tens noticias menina menino olho vermelho quer tirar penso cedo beijinhos diz tambem mandou mensagem professora telemovel cheio sangue medica gracas deus estou mete cabeca direita devagar senhor bombeiro disse jantar pronto onde vou qual chegar contou-me contou tudo nao liguem para ela hoje por favor queres treno verao houve acidente manda abraco estao muito preocupados estas connosco casa esta bem fisicamente um homem entrou na radio noite policia veio dorme agora meu deus ligo logo tarde obrigado todos conta nossa advogada alguem quiser ajudar ja mandei com forca quarto do teu primo nha ta pergunta kuze ki pasa ku liga bo mas tardi`;
/**
 * Vietnamese typed with its letters ("bé lên cơn hen ở thủy cung", "đang thở oxy"), folded: read around a word written with
 * letters French does not use. Not its words that fold as a particle or a Portuguese word does ("da", "o", "con", "em").
 */
const VIETNAMESE_CHAT_WORDS = `duoc dung thang thuong lo nghe troi thoi choi cai van nua khong sao tui mot ong thuyen buom cuu nho ao cam be oi len hen thuy cung chay dang buyt benh vien roi tho oxy bac noi hai dem cam cac chu linh cuu hoa bon tre cua`;
/** Malagasy of a family's chat ("Nisy afo tao amin'ny aquarium", "salama tsara ve izy ?"). */
const MALAGASY_CHAT_WORDS = `nivadika fiara fitaterana anatiny manao ahoana manahy ry tonga aho rahampitso efa niantso any mivavaka antsoy rehefa findainy nandefa vola kaontiny handefa koa ianao misaotra tsy miala misy laharany nisy afo tao amin aminny anny ny androany maraina sy mpianatra rehetra salama tsara ve izy ankizy lazao fa tia azy raha ho dokotera dia alefako kaonty andriamanitra`;
/**
 * Basque of a family's chat in the Landes or the Basque Country ("ama zer gertatu da??", "maite zaitut", "bihar arte"),
 * Pulaar of a Guinean family's ("jam tan, Alla hokku jam", "a jaraama"), Lingala ("nzoto na ye ezali malamu"), Bambara
 * ("Ala ka hɛrɛ caya"), Gascon ("la montanha que ei bèra") and Armenian in Latin letters ("Lav e, khosum e"): "ama" and
 * "maite" are given names too.
 */
const OTHER_CHAT_WORDS = `nzambe ngai nakoya tokobondela matondo mbote bino nyonso mingi bazwi azalaki helico komema nazali hivandanocum frejusi reanimaciayum lav khosum vay tsavt tanem astvats pahi asel em gali inch ka inchpes nzoto ye ezali malamu azali kopema ndako alobaka lingala ala ka here caya montanha ei bera mes dura zer gertatu da ondo dago ez dakit oraindik maite zaitut bihar arte deitu urgentea begian zauritu banoa jainkoa indarra muxu bat denoi operatua goizean bidali dizut dirua trenerako milesker eskerrik asko kaixo agur etxera etxean ama jam tan alla hokku hokki jaraama semmbe`;
/** Wolof and Diola words of a Senegalese family's chat ("Yàlla na wér", "nanga def", "Kasumay", "ndeysaan"). */
const WOLOF_CHAT_WORDS = `woo naka nga tey sama bees jabar xam dafa jaaxle xew yalla na wer lay naan nanga def kasumay ndeysaan amiin jerejef dieuredieuf ngi nu`;
/** "Yàlla na wér": "na" folds as "n'a" does, a verb after a subject; Wolof's words open no sentence as a name. */
const WOLOF_KEYS = set(WOLOF_CHAT_WORDS);
/**
 * Dutch as a family's chat types it ("Nee hij leeft, maar hij bloedde. De Franse psycholoog…"). Not "enzo" (and so on) nor
 * "ze" (she): lists of chat words reach French chats too, where "enzo" is a boy and "Zé" a nickname.
 */
const DUTCH_CHAT_WORDS = `zegt komt allemaal onder caravan gevonden modder brandweer dood levend huilt iedereen jongetje buren zat twee uur eruit gehaald weg hebben hem dat niemand zwaar gewond ik heel blij goed zal neem wafels mee er is iemand gevallen op vlak voor helikopter helemaal stil we zijn nee hij leeft maar bloedde heeft met haar gepraat vooral boos franse het een niet ook nog wel`;
/** Italian words of a family's chat ("grazie zia Carmela, non serve", "il signor Hoffmann del bowling ha chiamato. gentile"). */
const ITALIAN_CHAT_WORDS = `forza tutti catena amico giostra rotta colpito preoccupare siamo casa bene quando suo ti al come sta vuoi avviso frattura cranio parla genitori sono con lei sto fratellino amore eri sulla spiaggia stai davvero dormo continuo vedere vento acqua vieni domenica faccio trofie pesto viene prendere alla stazione tranquillo sta peggio passato adesso bisogna riposare ho visto telegiornale servizio assistenza clienti grazie zia zio non serve dorme il dottore dice che deve fare altra seduta signor signora del ha chiamato gentile nessuno aveva rilevatore madonna santa dimmi se qualcosa prendo treno da`;
/** Azerbaijani words of a sister's messages ("anam deyir ki", "gel baki", "bax gor catib?"). */
const AZERBAIJANI_CHAT_WORDS = `salam nece oldun anam deyir ki yene basin agriyir nenem her gun sene dua edir gel baki burda mualice ele menim yeni nomrem evi pulu bu hesaba gondermisem bax gor catib ve unutma unvani deyisib seni cox isteyirem qardasim`;
/** Serbo-Croatian words of a grandmother's voicemail ("Zovi me na novi broj", "ovdje baba"). */
const SERBO_CROATIAN_CHAT_WORDS = `zovi me na novi broj ponavljam poljubi ovdje sine kako si volim te hvala`;
/** Words of Turkish in a family's chat ("Elif yaralandı, elini kesti", "merak etme"), folded; none a given name. */
const TURKISH_CHAT_WORDS = `gerek yasiyor diyor dedi acik acti konustu kafasini kirik bilinci aradi hocasi vardim reanimasyonda beyinde kucuk kanama ameliyat gerekmez geliyorum okuldan arabayla getirecek isteyim gozlerini ama simdi iyi gecmis cok korktuk tesekkurler herkese yarin dogum dogdu masallah servise iniyor olsun yaz gonderirim tarihini icin soruyor saat benim oglum annene kurban var yok ne oldu mi iyi al bak merak etme belki yapacak elini kesti evde torunum korusun tamam gel geliyorum nerede neredesin hastane hastanede abla canim kardesim bir bu cok simdi hemen
  neredesiniz tam konum at simdilik yazma avukat der bilmiyoruz bebegim aglama dayin seni almaya psikolog hanim da geldi acil ara beni kaza yapti ol ayni adres abi`;
/** The Turkish chat words themselves, read where one is written with Turkish's own letters ("teşekkürler", "yaşıyor"). */
const TURKISH_KEYS = set(TURKISH_CHAT_WORDS);
/** Words of Polish in a chat or a letter ("Bartek to mój kolega z Lublina, dzwonię do jego mamy"), folded. */
const POLISH_CHAT_WORDS = `sie dzieje odbierasz lepiej saturacja dobra zostaje noc placz mamo modle nia caluje wnusie babcia dziadek przyjada wielkanoc kochanie tesciowa co juz jezus gdzie jest ze mna domu wraca wieczorem to moj moja kolega z do jego jej mamy mama szanowna szanowny pani pan w we sobote spi duzo jeszcze kaszle ale poznaje wszystkich dziewczyna jest nami codziennie i na nie tak`;
/** Words around a word written with foreign letters that say the sentence is in that language (partiesAndForeignLettersRule). */
const FOREIGN_SENTENCE_KEYS = set(`${TURKISH_CHAT_WORDS} ${POLISH_CHAT_WORDS} ${PORTUGUESE_CHAT_WORDS} ${WOLOF_CHAT_WORDS} ${VIETNAMESE_CHAT_WORDS} os as`);
/**
 * Words of Maghrebi Arabic (darija) typed in Latin letters in a family's chat ("yemma ma nraqdech ila ma smaatch
 * southa"): "ila" ("if") is also a given name the lexicon holds.
 */
const DARIJA_CHAT_WORDS = `ila wach rahi benti nraqdech smaatch southa wesh kifach mazal bghit bzaf chhal labas rani raha khoya khti daba ghir hamdoullah hamdoulah hamdulillah mta3 mte3i bech sifti ysteer rebbi nji rah tah lbab nass daszouh drab yeddou kayt9allaq y7afdou 3andek safi lhamdoullah koulchi bikhir katbghik gouli liha hiya 9wiya tri9 bled`;
/** Darija's words, with those that are also given names ("ana", "ken") or French ("fi"), read only a line at a time. */
const DARIJA_KEYS = set(`${DARIJA_CHAT_WORDS} ana ken fi jay liya`);
/** A word of darija written with a figure for a letter ("3al", "mte3i", "t9lgch"). */
const ARABIZI_WORD = /^\p{L}*[2-9]\p{L}+$/u;
/** The line that holds the characters from start to end: its text and where it starts in the whole text. */
function lineAround(text: string, start: number, end: number): { start: number; text: string } {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  return { start: lineStart, text: text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd) };
}
/**
 * A line of darija typed in Latin letters, as a family's chat writes it: two of its words at least, besides the one read,
 * are darija's or written with a figure for a letter ("ab3athli", "3al", "t9lgch"). There "ana" (I) and "ken" (if)
 * are no given names, nor "mte3i" (mine) a user name.
 */
function darijaLine(text: string, start: number, end: number): boolean {
  const line = lineAround(text, start, end);
  let count = 0;
  for (const word of line.text.matchAll(/[\p{L}\d]+/gu)) {
    if (line.start + word.index === start) continue;
    if ((DARIJA_KEYS.has(foldName(word[0])) || ARABIZI_WORD.test(word[0])) && ++count >= 2) return true;
  }
  return false;
}
/**
 * A line of Turkish, as a family's chat types it ("arkadan yaşlı bir adama çarptı, adam virajda durmuş", "her şey
 * düzelir"): two of its words at least, besides the one read, in lower case with a letter of Turkish (ı, ş, ğ, ö, ü),
 * and more of them than words of French grammar; one is enough for a word that has Turkish's own letters itself
 * ("korkmuş sadece … kolu kırık"). There "adama", "adam", "anne" and "dede" are no given names, nor "şey" a surname.
 * Not Turkish chat words without such a letter: many are French words too ("ne", "var", "bu", "da").
 */
function turkishLine(text: string, start: number, end: number, needed = 2): boolean {
  return languageLine(text, start, end, /[ışğöü]/u, /^[a-zçğıöşüâîû]+$/u, needed);
}
/**
 * A line of Polish ("Siostra, dzwoń jak tylko coś wiesz", "Zostaje na noc na pediatrii"): two of its words at least,
 * besides the one read, in lower case with a letter of Polish's own (ą, ć, ę, ł, ń, ś, ź, ż; not "ó", which Portuguese
 * writes too), more of them than words of French grammar.
 */
function polishLine(text: string, start: number, end: number, needed = 2): boolean {
  return languageLine(text, start, end, /[ąćęłńśźż]/u, /^[a-ząćęłńóśźż]+$/u, needed);
}
/**
 * A line of Vietnamese written with its letters ("Anh ấy đang ở Lille", "phải theo dõi 24h"): two of its words at least,
 * besides the one read, in lower case with a letter French, Portuguese and Spanish do not write (ơ, ư, đ, ă, and the
 * vowels with a dot below or a hook above, or with two marks).
 */
function vietnameseLine(text: string, start: number, end: number, needed = 2): boolean {
  return languageLine(text, start, end, VIETNAMESE_OWN_LETTER, /^[\p{Ll}\p{M}]+$/u, needed);
}
/**
 * Vietnamese words that open a sentence, as written with their marks: folded, they are given names ("Đừng", don't, folds
 * to "Dung"); written so, they are not ("Dũng" is the name).
 */
const VIETNAMESE_WORDS_AS_WRITTEN = new Set(['đừng', 'được', 'đang', 'đã', 'để', 'cảm', 'trời', 'nhắc', 'không', 'có', 'nhớ', 'đi', 'nói']);
const VIETNAMESE_OWN_LETTER = /[ơưđăạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/u;
/** Words of a line in lower case written with a language's own letters, more of them than words of French grammar. */
function languageLine(text: string, start: number, end: number, own: RegExp, letters: RegExp, needed: number): boolean {
  const line = lineAround(text, start, end);
  // Read for every given name in lower case: most lines have none of these letters, and need no word-by-word reading.
  if (!own.test(line.text)) return false;
  // Written with the language's letters only ("şêrko", Kurdish, is no Turkish word).
  const { foreign, french } = countLineWords(line, start, true, (word) => own.test(word) && letters.test(word));
  return foreign >= needed && foreign > french;
}
/**
 * The words of a line, besides the one at start, that are the other language's (`foreign`) and those that are words of
 * French grammar; only the words in lower case when `lowerOnly`, else every word, read in lower case.
 */
function countLineWords(line: { start: number; text: string }, start: number, lowerOnly: boolean, foreignWord: (word: string) => boolean): { foreign: number; french: number } {
  let foreign = 0;
  let french = 0;
  for (const found of line.text.matchAll(/[\p{L}\p{M}]+/gu)) {
    if (line.start + found.index === start) continue;
    if (lowerOnly && !/^\p{Ll}/u.test(found[0])) continue;
    const word = lowerOnly ? found[0] : found[0].toLowerCase();
    if (foreignWord(word)) foreign++;
    else if (FRENCH_GRAMMAR_WORDS.has(word)) french++;
  }
  return { foreign, french };
}
/** A word written with Turkish's letters only, one of them Turkish's own ("korkmuş", "kırık"). */
const TURKISH_WORD = /^(?=.*[ışğ])[a-zçğıöşüâîû]+$/u;
/**
 * Words of German, Swiss German and Alsatian grammar that French does not write ("Dr Fluglehrer isch tot", "Ich ha kei
 * Kraft meh", "Termin am Dienstag um 19 Uhr").
 */
const GERMAN_GRAMMAR_WORDS = new Set(
  'ich isch bisch bin het hesch hat hed nid nach zu ein eine einen sie wir ihr wenn dass bevor kann ech ass sinn huet hien mee eng vum mam fir muer kanns muss nicht nit kei kein keine ned scho schon und aber uf auf mit vo vom von em im am dem den der das die wie wo wer cha kann ha han habe hab sind wott muesch mues um bei bitte ist sich mir dir mich dich'.split(' '),
);
/** A greeting, a title or a kinship word of German, before a name in a line of German ("Grüezi Regula", "Frau Dr. Jansen", "meine Mutter Gerda …"). */
const GERMAN_BEFORE_NAME = /^(?:Gr[üu]ezi|Hallo|Hoi|Sal[üu]|Liebi?e?r?|Dr\.|Prof\.?|Herrn?|Mutter|Vater|Mami|Papi|Oma|Opa|Grosi|Tante|Onkel|Bruder|Schwester|Sohn|Tochter|Frau|Mann|Cousine?|Freundin|Freund)$/u;
/**
 * A line of German or Swiss German, where every noun has its capital: three of its words at least, besides the one read,
 * are words of German grammar, more of them than words of French grammar.
 */
function germanLine(text: string, start: number, end: number): boolean {
  const { foreign, french } = countLineWords(lineAround(text, start, end), start, false, (word) => GERMAN_GRAMMAR_WORDS.has(word));
  return foreign >= 3 && foreign > french;
}
/** Words of French grammar: a French line that names Turkish people ("avec l'interprète (gül aydın) pour…") is no Turkish line. */
const FRENCH_GRAMMAR_WORDS = new Set('le la les de des du et est avec pour que qui une un il elle ne pas au aux sur dans mais ou son sa ses'.split(' '));
/**
 * Words of messages in other languages: Spanish and Portuguese from families in Spain, Brazil and Latin America ("No sabe
 * nada todavía", "ela nao atende"), Russian, Serbo-Croatian and Azerbaijani in Latin letters (above): "nada", "ela" there
 * are no names.
 */
// "ma" (Italian "but") is read here only, among its neighbours, and left out of the Italian list, which the
// unknown-word rule also reads: "Ma" is a Liberian mother's title there ("Ma Comfort").
const MIXED_LANGUAGE_KEYS = set(`${DARIJA_CHAT_WORDS} ${OTHER_CHAT_WORDS} ${DUTCH_CHAT_WORDS} ${WOLOF_CHAT_WORDS} ${MALAGASY_CHAT_WORDS} ${TURKISH_CHAT_WORDS} ${RUSSIAN_CHAT_WORDS} ${PORTUGUESE_CHAT_WORDS} ${ITALIAN_CHAT_WORDS} ma ${SERBO_CROATIAN_CHAT_WORDS} ${AZERBAIJANI_CHAT_WORDS} luz mandar mandes espana queres a la le de y q ok mia hola como estas digas dile porfa ojo no si sabe sabes se llama vive nada todavia mi mis tu su sus que pero muy bien gracias yo ella el ellos es esta
  estoy tengo tiene quiero donde cuando como porque ya nunca siempre ahora mucho poco hoy manana aqui alli con sin para por una uno los las del
  o neto neta dias dela dele tem noventa anos homem trabalha rapaz ela ele nao atende ligou mae irmao irmaos obrigado obrigada voce meu minha filho filha pai tio tia hoje amanha ta esta dia
  dice dicen dijo habla hablo llama llamo llamada mija mijo hermano hermana contestas nino nina come hija hijo quiere mucho digale lo mama va colegio
  dios virgen era igual tiene senal celular fijo llamame`);
/** Nationalities and peoples written with a capital ("Malien", "Indonésien", "Haïtienne"), folded, with their feminine and plural forms below. */
const DEMONYM_STEMS = `basque breton corse alsacien malien senegalais ivoirien guineen congolais camerounais nigerian nigerien marocain algerien tunisien libyen egyptien syrien irakien
  iranien afghan pakistanais bangladais indien srilankais tamoul chinois vietnamien cambodgien laotien thailandais philippin indonesien balinais
  japonais coreen ukrainien russe georgien armenien tchetchene albanais kosovar serbe bosniaque roumain bulgare moldave polonais
  portugais espagnol italien allemand anglais irlandais ecossais americain canadien bresilien colombien venezuelien peruvien haitien
  comorien mahorais reunionnais martiniquais guadeloupeen guyanais erythreen ethiopien somalien soudanais tchadien malgache mauricien
  togolais beninois ghaneen burkinabe luxembourgeois croate kurde armoricain breton estonien letton lituanien finlandais chilien mauritanien
  surinamais hmong ndjuka aluku saramaka paramaka bushinengue wayana palikur kalina amerindien creole zarab malbar cafre`;
const DEMONYMS = DEMONYM_STEMS.split(/\s+/).filter(Boolean).flatMap((stem) => {
  const feminine = /en$/.test(stem) ? `${stem}ne` : /e$/.test(stem) ? stem : `${stem}e`;
  return [stem, feminine, /s$/.test(stem) ? stem : `${stem}s`, `${feminine}s`];
});
/** Nationalities in English, as a mixed-language message writes them ("his German address", "Anders is Danish"). */
const ENGLISH_NATIONALITIES = set('danish swedish norwegian finnish dutch german italian spanish portuguese polish belgian swiss romanian ukrainian colombian filipino');
const DEMONYM_KEYS = new Set([...DEMONYMS, ...ENGLISH_NATIONALITIES]);
const NOT_UNKNOWN_WORD = set(`${DEMONYMS.join(' ')} ${DARIJA_CHAT_WORDS} ${[...ENGLISH_NATIONALITIES].join(' ')} ${CREOLE_WORDS} ${PORTUGUESE_CHAT_WORDS} ${DUTCH_CHAT_WORDS} ${WOLOF_CHAT_WORDS} ${OTHER_CHAT_WORDS} ${ITALIAN_CHAT_WORDS} kepone curlone karuprostate kweyol ${VOCABULARY_GAPS} ${MEDICATIONS} ${BRANDS} ${ABBREVIATIONS} ${PAYMENT_WORDS} ${FORM_WORDS} ${SUBTEST_WORDS} ${HOLIDAYS} ${DISHES} ${LITURGY_AND_PEOPLES} ${GERMAN_MIXED_WORDS} ${ENGLISH_TEST_WORDS} ${ENGLISH_MIXED_WORDS} ${KINYARWANDA_WORDS} ${OTHER_KIN_WORDS} ${RUSSIAN_CHAT_WORDS} ${SERBO_CROATIAN_CHAT_WORDS} ${AZERBAIJANI_CHAT_WORDS}`);
const MEDICATION_KEYS = set(MEDICATIONS);
const DAY_ABBREVIATIONS = set(DAYS_SHORT);
const ENGLISH_DAYS = set('mon tue wed thu fri sat sun');
/** A place, then a capitalised word in brackets: its region or country ("à Hué (Viêt Nam)", "à Pointe-Noire (Congo)"). */
const PLACE_IN_BRACKETS_BEFORE = /(?:^|[\s(])(?:à|en|au)\s+\p{Lu}[\p{L}\p{M}'’-]*\s*\(\s*$/u;
/** A dose after a word makes it a medication ("Stilnox 10 mg"); so does what is written before it ("sous Risperdal"). */
const DOSE_AFTER = /^\s*(?:\d+(?:[.,]\d+)?\s*(?:mg|µg|mcg|g|ml|gouttes?|cp|comprim[ée]s?|g[ée]lules?|sachets?|LP)\b|(?:un|une|deux|trois)\s+(?:sachets?|comprim[ée]s?|g[ée]lules?|gouttes?)\b)/iu;
const MEDICATION_BEFORE = /(?:\bsous|\btraitement (?:par|de|d['’])|\bprescription (?:de|d['’])|\bprescrit|\barr[êe]t (?:du|de|d['’])|\bintroduction (?:du|de|d['’])|\bdose (?:de|d['’]))\s*$/iu;

interface Token {
  text: string;
  start: number;
  end: number;
  key: string;
  /** First letter upper case. */
  cap: boolean;
  /** Every letter upper case (two letters or more). */
  upper: boolean;
  /** A word of grammar that is a surname's second word here ("Du" of the Breton "Le Du"). */
  surnameWord?: boolean;
}

const WORD = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+|-[\p{L}\p{M}]+|\.(?=-))*/gu;
/** A capitalised word, an apostrophe and a Turkish case ending, as Turkish writes them after a proper name. */
const TURKISH_CASE = String.raw`['’](?:y?[iıuü]|n?[iıuü]n|y?[ea]|[dt][ea]n?|y?l[ea]|l[ea]r)`;
const TURKISH_CASE_AFTER_NAME = new RegExp(String.raw`^(\p{Lu}\p{Ll}+)${TURKISH_CASE}$`, 'u');

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    let word = match[0];
    let start = match.index;
    // Elision before a name: d'Élise, l'Inès, qu'Emma.
    // Also before a known given name in lower case that is no French word (rule 9: "la maman d'enzo", "le papa d'inès").
    const elided =
      word.length > 2 && (word[1] === "'" || word[1] === '’' || word[2] === "'" || word[2] === '’')
        ? (/^(?:[dljmntsc]|qu)['’](?=\p{Lu})/u.exec(word) ?? lowerGivenNameElision(word))
        : null;
    if (elided) {
      start += elided[0].length;
      word = word.slice(elided[0].length);
    }
    // A Turkish case ending after a given name's apostrophe ("Emre'yi al", "Elif'in eli"): the name is the word before it.
    // The ending stays outside the span: the placeholder stands for the name, and the model's answer restores the name,
    // not one of its cases ("[PATIENT_1]'yi al"). "Faa'a", a town whose first part is no given name, stays one word.
    const turkishCase = TURKISH_CASE_AFTER_NAME.exec(word);
    if (turkishCase?.[1] !== undefined && !elided && isGivenName(turkishCase[1])) word = turkishCase[1];
    const first = word.charAt(0);
    const cap = first !== first.toLowerCase();
    tokens.push({
      text: word,
      start,
      end: start + word.length,
      key: foldName(word),
      cap,
      upper: cap && word.length >= 2 && word === word.toUpperCase() && /\p{L}.*\p{L}/u.test(word),
    });
  }
  // The Breton surname "Le Du" ("Mme Le Du", "née LE DU"): "Du" after a capitalised "Le" and one space is no article.
  for (let k = 1; k < tokens.length; k++) {
    const token = tokens[k] as Token;
    const before = tokens[k - 1] as Token;
    if (/^(?:Du|DU)$/.test(token.text) && /^(?:Le|LE)$/.test(before.text) && text.slice(before.end, token.start) === ' ') token.surnameWord = true;
  }
  return tokens;
}

/** "d'enzo", "qu'inès": the elided article before a given name written in lower case that is no French word (rule 9). */
function lowerGivenNameElision(word: string): RegExpExecArray | null {
  const elision = /^(?:[dl]|qu)['’](?=\p{Ll})/u.exec(word);
  if (!elision) return null;
  const rest = word.slice(elision[0].length);
  const key = foldName(rest);
  return rest.length >= 3 && !rest.includes('-') && isGivenName(rest) && !givenNameIsAlsoWord(key) && !isFrenchWord(key) ? elision : null;
}

/** Abbreviations of quick notes that are no French word: never a name written in lower case. */
const NOTE_ABBREVIATIONS = set('urg gyn gyneco obst neonat reanim pedia consult tjrs tjs bcp pdt pb pbs rdv ras cad svp stp mtn qd dc ds vs tt tte ttes ts pk pcq jms auj dem sem ttt trt rv cs lol mdr ptdr jsp tkt dsl');

const ACRONYM = set(`sem dgs ei ras amo amc eps svt isp fpt carpa lv ircantec ppdc bac ata erp ohb dmst inrap vefa paca cal snuipp fsu aam ceo eepu selarl rh dreal cse ari idest ara bea fc bavu bpjeps aan bnssa sarl selas eurl sasu gaec earl cuma sca scea aop aoc igp umr cis asad erpm gp cesf ssu chr pc vsav poi spst chru sdis pio og od pae en pnc pnt opl cdb cnr crr cnsmd dnspm crip brca adeli dreets gs crc-sep spsti ppc psg had rdc rca drh iotf cso etp empp ccas siao chrs cada lhss sssm cump lsf lsc spip smpr ucsa uass cpip jap criavs saprof uvf usc uhcd sspi ctb usinv cadema rased sa udaf sdt cpl cch sgt sch adj adc asp slt ltn cne cdt cba lcl gbr gdi gnd gav mdl mdc bch lgt mjr bhk ins lars gav iahp rg cump atsem bdd-ybocs ybocs y-bocs arm pse diep samu smur cegidd tst waso alma tdah tsa toc tca tag tspt dys dyslexie cm cp ce ce1 ce2 cm1 cm2 ulis clis segpa pap pps pai ess aesh avs mdph ime itep
  sessad cmp cmpp camsp cra chu ch ase pmi caf cpam mgen irm eeg ecg ado wisc wais wppsi nepsy mmse moca bref qit icv irp imt ivt ivs irf
  bdi stai cdi ados adi cbcl brief tmt rl ri rey ptsd emdr tcc act sud csapa ehpad ssr usld hdj cattp nir ipp nip rpps iban rib ddn
  tel mail ok rdv nb cf ps pj re tr ssi qi hpi hp cv dsm cim icd tnc avc sep aah pch aeeh rqth esat ehpa ide ash cesu
  urssaf edf engie sncf ratp dgfip msa cnav carsat apec vir prlv sepa chq cb eva ecpa apa eda lam lal lmc llc rima rpima
  nv atcd ttt imv sms cr cafat uass pcs asia neo cdaph sdq phq gad hads cvlt kabc pcl asrs srs dast rcp gevasco npi ssiad
  pasa uhr esa clic gir pej cpr subling caarud cjc upe upe2a mna casnav fiv-icsi icsi fiv`);
/** A word of the vocabulary, a word of grammar, an acronym or a place: what a word read as a name must not be. */
function commonWordOrPlace(key: string): boolean {
  return isFrenchWord(key) || NOT_NAME.has(key) || ACRONYM.has(key) || isPlaceName(key);
}
/** Nor an author's, nor a word the vocabulary lacks but the rules know (NOT_UNKNOWN_WORD): a word only a name can be. */
function nameOnlyWord(key: string): boolean {
  return !commonWordOrPlace(key) && !EPONYMS.has(key) && !NOT_UNKNOWN_WORD.has(key);
}

/**
 * Acronyms that are also given names, read as acronyms in capitals only where the text speaks of their field (a bank's
 * line "SEANCES ELSA DEC" names a child): ELSA (a hospital's addiction team), MAIA (a network for older people), SAAD
 * (a home-help service).
 */
const ACRONYM_IN_CONTEXT: Readonly<Record<string, RegExp>> = {
  elsa: /addictolog|\bCSAPA\b|sevrage/iu,
  maia: /alzheimer|aidant|g[ée]riatr|EHPAD|autonomie/iu,
  saad: /domicile|\bAPA\b|\bSSIAD\b/u,
  ana: /afghan|soldat|arm[ée]e|talib/iu,
  ada: /asile|\bOFII\b|\bCADA\b|\bHUDA\b/iu,
};
const acronymInContext = (token: Token, text: string): boolean => token.upper && ACRONYM_IN_CONTEXT[token.key]?.test(text) === true;

/** French function words that never carry an accent: written with one ("Lê", "Đê"), the word is a name (Vietnamese "Lê"). */
const UNACCENTED_FUNCTION_WORDS = set('le de du des un une et en il ils on ce ces sa ses son mon mes ton tes au aux');
const accentedName = (token: Token): boolean => token.surnameWord === true || (UNACCENTED_FUNCTION_WORDS.has(token.key) && /[^\p{ASCII}]/u.test(token.text));
const isNameWord = (token: Token | undefined): boolean =>
  token !== undefined && token.cap && (!NOT_NAME.has(token.key) || accentedName(token)) && !(token.upper && ACRONYM.has(token.key)) && /\p{L}{2}/u.test(token.text) && !/qu['’]\p{L}/u.test(token.text) && !elidedWord(token);
/**
 * An elided article or pronoun before a word, capitalised because it opens a sentence ("L'épilepsie est…"): "L'", "J'",
 * "S'", "C'", "M'", "T'" before a lower-case letter never open a name; "D'" and "N'" may ("N'diaye"), unless a French
 * word follows.
 */
const elidedWordText = (word: string): boolean => /^[LJSCMT]['’]\p{Ll}/u.test(word) || (/^[DN]['’]\p{Ll}/u.test(word) && isFrenchWord(foldName(word.slice(2))));
const elidedWord = (token: Token): boolean => elidedWordText(token.text);
const isParticle = (token: Token | undefined): boolean => token !== undefined && PARTICLES.has(token.key) && (token.cap || LOWER_PARTICLE.test(token.text)) && !accentedName(token);

/** Given name, or a compound whose every part is one (Marie-Ange, Jean-Baptiste). */
/** Second given names a compound shortens ("Marie-Thé", "Marie-Do", "Jean-Phi"): given names only after a first one. */
const CLIPPED_GIVEN = set('the do cha flo clo phi seb chris fanfan jo so');
/** A given name, or a compound whose every part is one ("marie-laure"). */
const givenNameOrCompound = (word: string): boolean => word.split('-').every((part) => isGivenName(part));
/** A token that is there and a given name (isGiven). */
const isGivenToken = (token: Token | undefined): boolean => token !== undefined && isGiven(token);
function isGiven(token: Token): boolean {
  if (!token.cap) return false;
  if (token.text.includes('-')) return token.text.split('-').every((part, k) => isGivenName(part) || (k > 0 && /^\p{Lu}/u.test(part) && CLIPPED_GIVEN.has(foldName(part))));
  return isGivenName(token.text);
}
/** The first word of a compound that makes it a place ("Saint-Denis", "Mont-de-Marsan", "Pont-Aven", "Val-d'Isère"). */
const PLACE_PREFIX = /^(?:saint|sainte|st|ste|mont|port|pont|bourg|val|fort)-/i;
/** A compound that opens with a given name and no place's word ("Yann-Vari", "Marie-Carmel"; not "Saint-Malo"). */
const givenFirstCompound = (word: string): boolean => !PLACE_PREFIX.test(word) && isGivenName(word.split('-')[0] ?? '');
/** "Jules-Ferry", "Robert-Debré", "Saint-Denis": a school, hospital, street or town, not a person. */
function isPlaceCompound(token: Token): boolean {
  if (!token.text.includes('-')) return false;
  const [first = '', ...rest] = token.text.split('-');
  if (PLACE_PREFIX.test(token.text)) return true;
  return isGivenName(first) && rest.some((part) => !isGivenName(part) && !PARTICLES.has(foldName(part)) && !CLIPPED_GIVEN.has(foldName(part)));
}

/** What the rules share while reading one text: its words, the names found so far, the words they cover, and the cues they read. */
function createScan(text: string) {
  const tokens = tokenize(text);
  /** A place compound, unless it is a "Saint-…" surname right after a given name ("Julien Saint-Amand"). */
  const placeAt = (i: number): boolean => {
    const token = tokens[i];
    if (!token || !isPlaceCompound(token)) return false;
    const previous = tokens[i - 1];
    if (previous !== undefined && /^\.?[ \u00a0]$/.test(text.slice(previous.end, token.start))) {
      // "Julien Saint-Amand", "Fatou Ndiaye-Sarr", "Dr Martin-Lavigne": a double surname after a given name or a title.
      if (isGiven(previous) && !INSTITUTION_CUE.has(tokens[i - 2]?.key ?? '')) return false;
      if (TITLE.test(previous.text) && !/^(?:saint|sainte|st|ste)-/i.test(token.text)) return false;
    }
    // "Guillaume de Saint-Aubin", "Maître de Saint-Priest": a particle between a given name or a title and the surname.
    const beforeParticle = tokens[i - 2];
    if (previous !== undefined && beforeParticle !== undefined && /^(?:de|du|d['’])$/.test(previous.text) && /^[ \u00a0]$/.test(text.slice(previous.end, token.start)) && /^[ \u00a0]$/.test(text.slice(beforeParticle.end, previous.start)) && (isGiven(beforeParticle) || TITLE.test(beforeParticle.text))) return false;
    return true;
  };
  /** A capitalised word opening a sentence that is a clinical note's verb or heading, with no surname after it. */
  const startWordNotName = (i: number): boolean => {
    const token = tokens[i];
    if (!token || !SENTENCE_START_NOT_NAME.has(token.key) || !sentenceStart(i)) return false;
    const next = tokens[i + 1];
    return !(next && next.cap && isNameWord(next) && adjacent(i));
  };
  /** "Avis demandé", "Kenzo évoqué": a past participle after a capitalised word is not its verb. */
  const verbAfter = (i: number): boolean => {
    const next = tokens[i + 1];
    // Or a pronoun elided before "avoir" ("Pascal m'a appelé", "Rose l'avait dit"): "m'a" folds to "ma", a possessive too.
    return next !== undefined && ((SUBJECT_VERB.has(next.key) && !/ée?s?$/.test(next.text)) || /^[mtl]['’](?:a|avait|ont|avaient)$/u.test(next.text));
  };
  /** "a" and a past participle after the word ("Jade a dessiné toute la soirée"): the past tense of a verb. */
  const pastTenseAfter = (i: number): boolean => {
    const next = tokens[i + 1];
    const participle = tokens[i + 2];
    // Or "est" and the participle of a verb of motion ("Capucine est rentrée le 12", "Romane est partie").
    if (next?.text === 'est' && participle !== undefined && /^[ \u00a0]+$/.test(text.slice(tokens[i]?.end ?? 0, next.start)) && /^[ \u00a0]+$/.test(text.slice(next.end, participle.start)) && /^(?:rentr|revenu|venu|parti|arriv|pass|tomb|retourn|sorti|mont|descendu|rest|n[ée]e?$|d[ée]c[ée]d|all[ée])/.test(participle.key)) return true;
    return next?.text === 'a' && participle !== undefined && /^[ \u00a0]+$/.test(text.slice(tokens[i]?.end ?? 0, next.start)) && /^[ \u00a0]+$/.test(text.slice(next.end, participle.start)) && !participle.cap && /(?:é|i|u|it|is|ert|int)$/.test(participle.text) && isFrenchWord(participle.key) && !/^(?:été|eu|pu|su|vu|fallu|plu|lu)$/.test(participle.text);
  };
  const adjacent = (i: number) => {
    const a = tokens[i];
    const b = tokens[i + 1];
    return a !== undefined && b !== undefined && /^(?:[ \u00a0]{1,2}|[ \u00a0][dD]['’])$/.test(text.slice(a.end, b.start));
  };
  const spans: NameSpan[] = [];
  const covered = new Set<number>();
  /** Index of the first token starting at or after a position. */
  const firstTokenFrom = (position: number): number => {
    let low = 0;
    let high = tokens.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((tokens[middle]?.start ?? Infinity) < position) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const add = (from: number, to: number, role: NameRole) => {
    for (let k = from; k <= to; k++) if (covered.has(k)) return;
    const first = tokens[from];
    const last = tokens[to];
    if (!first || !last) return;
    for (let k = from; k <= to; k++) covered.add(k);
    spans.push({ start: first.start, end: last.end, role });
  };

  /**
   * Adds a name by its characters rather than its words, for the shapes whose punctuation is part of them ("K.T.",
   * "— L. P.-D.", "kevin.bertrand90"): the words inside it are covered, the span is exactly [start, end).
   */
  const addRange = (start: number, end: number, role: NameRole): void => {
    const from = firstTokenFrom(start);
    let to = from;
    while ((tokens[to + 1]?.end ?? Infinity) <= end) to++;
    if ([...Array(to - from + 1).keys()].some((k) => covered.has(from + k))) return;
    add(from, to, role);
    const added = spans[spans.length - 1];
    if (added && added.start === tokens[from]?.start) {
      added.start = start;
      added.end = end;
    }
  };
  /**
   * A name found by an earlier rule at the start (or the end) of the characters from start to end ("BOUCHARD" of
   * "BOUCHARD L.", "Thanh" of "É. Vo Thanh"): it grows to take them all, and their words are taken. False when there
   * is none.
   */
  const grow = (start: number, end: number, from: 'start' | 'end' = 'start'): boolean => {
    const found = spans.find((span) => (from === 'start' ? span.start === start && span.end < end : span.end === end && span.start > start));
    if (!found) return false;
    for (let k = firstTokenFrom(start); (tokens[k]?.start ?? Infinity) < end; k++) covered.add(k);
    found.start = start;
    found.end = end;
    return true;
  };
  /**
   * Adds a name that runs into one found before it ("Trần Văn" before "Lộc", found by the lexicon): the two are one
   * person, and the earlier span grows leftwards to take the new words.
   */
  const addJoining = (from: number, to: number, role: NameRole) => {
    let firstCovered = from;
    while (firstCovered <= to && !covered.has(firstCovered)) firstCovered++;
    if (firstCovered > to) return add(from, to, role);
    const following = firstCovered > from ? spans.find((span) => span.start === tokens[firstCovered]?.start && span.end >= (tokens[to]?.end ?? Infinity)) : undefined;
    if (!following) return add(from, firstCovered - 1 >= from && !covered.has(firstCovered - 1) ? firstCovered - 1 : from, role);
    for (let k = from; k < firstCovered; k++) covered.add(k);
    following.start = tokens[from]?.start ?? following.start;
    following.role = role;
  };
  /**
   * A month or a day written with a capital where only a surname can stand — after a title, a given name or an initial
   * ("Dr Février", "Nathalie Avril", "P. Dimanche") — and with no figure after it ("Mme Martin, lundi 3").
   */
  const calendarSurname = (k: number): boolean => {
    const token = tokens[k];
    // A date or a time after it makes it the calendar's word ("Lundi 3 mars", "Mai 2024", "Mardi 14h"); an age does not.
    return token !== undefined && token.cap && CALENDAR_KEYS.has(token.key) && !/^[ \u00a0]*(?:\d{1,2}(?:er)?(?:[ \u00a0]+(?:janv|f[ée]v|mars|avr|mai|juin|juil|ao[uû]|sept|oct|nov|d[ée]c)|[/h:.])|\d{4})/iu.test(text.slice(token.end, token.end + 12));
  };
  /** Letters written against a figure are a code, not a name ("FR76", "T2", "A4"). */
  const gluedToDigit = (token: Token): boolean => /^-?\d/.test(text.slice(token.end, token.end + 2)) || /\d-?$/.test(text.slice(Math.max(0, token.start - 2), token.start));
  /** Extends a name rightwards over given names, surnames and particles: index of the last token. */
  const extendRight = (i: number, max = 5): number => {
    let last = i;
    let k = i;
    while (k - i < max && adjacent(k)) {
      let next = k + 1;
      while (isParticle(tokens[next]) && adjacent(next) && next - k < 3) next++;
      const token = tokens[next];
      if (!token || !(isNameWord(token) || (next === k + 1 && calendarSurname(next) && isGiven(tokens[k] as Token))) || isParticle(token) || placeAt(next) || gluedToDigit(token)) break;
      last = next;
      k = next;
    }
    // A Vietnamese middle name closing the name as a surname's part ("T. Nguyen Van", "Lê Thi"): "Van" is no particle there.
    const closing = tokens[last + 1];
    if (closing && /^(?:Van|Văn|Thi|Thị)$/.test(closing.text) && adjacent(last) && !(isNameWord(tokens[last + 2]) && adjacent(last + 1))) last++;
    // "Saint" or "Sainte" closing a name, no place's name after it ("au nom de Jean Philippe Marie Sainte"): a surname.
    else if (closing && /^Sainte?$/.test(closing.text) && adjacent(last) && !(tokens[last + 2]?.cap && adjacent(last + 1)) && !/^[ \u00a0]*-/.test(text.slice(closing.end, closing.end + 2))) last++;
    return last;
  };
  const halfKnownCompound = (k: number): boolean => {
    const token = tokens[k];
    return token !== undefined && !covered.has(k) && token.cap && !token.upper && /^\p{Lu}[\p{L}\p{M}]+-\p{Lu}[\p{L}\p{M}]+$/u.test(token.text) && givenFirstCompound(token.text) && !isGiven(token);
  };
  /** A surname in capitals before a given name ("DUPONT Marie", "LE GOFF Erwan"). */
  const extendLeft = (i: number): number => {
    let first = i;
    while (first > 0 && adjacent(first - 1)) {
      const previous = tokens[first - 1];
      if (!previous) break;
      if (previous.upper && isNameWord(previous) && !gluedToDigit(previous) && !NOT_UNKNOWN_WORD.has(previous.key)) first--;
      // A month or a day in capitals right before a given name is a surname ("AVRIL Timothée", "CHQ 0004512 DIMANCHE
      // BERNARD"), unless a figure stands before it ("le 3 MAI").
      else if (first === i && !covered.has(first - 1) && previous.upper && CALENDAR_KEYS.has(previous.key) && isGiven(tokens[i] as Token) && !dayNumberBefore(text, previous.start)) first--;
      // A compound given name the lexicon only half knows before the given name or surname found ("Yann-Fañch Tanguy").
      else if (first === i && halfKnownCompound(first - 1)) {
        first--;
        break;
      }
      else if (previous.upper && isParticle(previous) && first - 1 < i) first--;
      // A Vietnamese surname written with its accent, which no French word of grammar has ("Lê Thi Hoa", "Đỗ Minh").
      else if (previous.cap && accentedName(previous) && !covered.has(first - 1)) first--;
      // A Vietnamese middle name after a surname in capitals, not the Dutch particle ("NGO Van Tuan", "TRAN Van Long").
      else if (first === i && /^V[aă]n$/u.test(previous.text) && tokens[first - 2]?.upper === true && adjacent(first - 2) && isNameWord(tokens[first - 2]) && !covered.has(first - 2)) first -= 2;
      else break;
    }
    // A particle left dangling at the start belongs to the name only if written in capitals too.
    return first;
  };
  const sentenceStart = (i: number): boolean => {
    const token = tokens[i];
    if (!token) return false;
    const before = text.slice(Math.max(0, token.start - 12), token.start).replace(/[ \t\u00a0]+$/, '');
    // Or a quotation closing on its full stop (« … peut-être vivant. » Ambivalence …).
    return i === 0 || before === '' || /[.!?…:—–\n\t«"(|[-]$/.test(before) || /[.!?…][ \u00a0]*[»”]$/.test(before);
  };
  /** Cheap test before the cue expressions: one of the three words before is a kinship or role word. */
  const cueWordBefore = (i: number): boolean => {
    for (let k = i - 1; k >= 0 && k >= i - 3; k--) if (CUE_WORDS.has(tokens[k]?.key ?? '') || CUE_WORDS.has(foldName(ELIDED_ARTICLE.exec(tokens[k]?.text ?? '')?.[1] ?? ''))) return true;
    return false;
  };
  const lineStart = (i: number): boolean => {
    const token = tokens[i];
    // After a list's bullet or its number ("3 dubreuil timéo : rappeler", "2) anne leroy").
    return token !== undefined && /(?:^|\n)[ \t]*(?:[-•*]\s*|\d{1,2}[.)]?[ \t]+)?$/.test(text.slice(Math.max(0, token.start - 8), token.start));
  };
  /** Test names, institutions, streets: "test de Sally et Anne", "école Jules-Ferry", "selon Piaget". */
  const institutionBefore = (i: number): boolean => {
    // The second of two authors joined by "et" ("(Cain et Cain)", "de Bion et de Meltzer") after a test or a model.
    if (i >= 2 && tokens[i - 1]?.key === 'et' && tokens[i - 2]?.cap && /^\s+$/.test(text.slice(tokens[i - 2]?.end ?? 0, tokens[i - 1]?.start ?? 0)) && institutionBefore(i - 2)) return true;
    let comma = false;
    for (let k = i - 1; k >= 0 && k >= i - 7; k--) {
      const token = tokens[k];
      const after = tokens[k + 1];
      if (!token || !after) break;
      // A bracket may open just before the word ("test des cloches (Gauthier)", "Wisconsin (version de Nelson)").
      const between = text.slice(token.end, after.start);
      // A comma just before the word, a verb after it: the subject of a new clause ("lycée … de Brive, Ewelina souhaite"),
      // not the town after an institution ("école Jules-Ferry, Montreuil"). Past a comma further back, four words at most.
      // "14 rue des Lilas, Marie est venue": "est", "a", "va" count as such a verb too.
      if (between.includes(',') && k + 1 === i && (verbAfter(i) || (/^[ \u00a0]+$/.test(text.slice(tokens[i]?.end ?? 0, tokens[i + 1]?.start ?? 0)) && CLAUSE_VERB.has(tokens[i + 1]?.key ?? '')))) break;
      // A known given name and a surname in apposition after the institution ("l'éducatrice du CADA, Lucie Tournemire,"): a person.
      if (between.includes(',') && k + 1 === i && isGivenToken(tokens[i]) && adjacent(i) && isNameWord(tokens[i + 1]) && !placeAt(i + 1)) break;
      // So is a known given name in brackets before a role's abbreviation ("Prévenu le CSAPA (Nadia, IDE)").
      if (between.includes('(') && k + 1 === i && isGivenToken(tokens[i]) && /^[ \u00a0]*,[ \u00a0]*(?:IDE|IPA|AS|ASE|ES|ME|CESF|psychologue|[ée]ducat(?:eur|rice)|infirmi[eè]re?|m[ée]decin|assistante?[ \u00a0]+sociale?)[ \u00a0]*\)/u.test(text.slice(tokens[i]?.end ?? 0, (tokens[i]?.end ?? 0) + 30))) break;
      // So is a known given name alone between commas ("L'animatrice du groupe, Maëlys, est très choquée").
      if (between.includes(',') && k + 1 === i && tokens[i] !== undefined && isGiven(tokens[i]) && !AMBIGUOUS_EVERYWHERE.has(tokens[i].key) && /^[ \u00a0]*,/.test(text.slice(tokens[i].end))) break;
      // So are two words no French text writes, between commas ("le thérapeute de service, Komang Ardana, puis …").
      const pair = [tokens[i], tokens[i + 1]];
      if (between.includes(',') && k + 1 === i && adjacent(i) && pair.every((word) => word !== undefined && isNameWord(word) && !word.upper && !isFrenchWord(word.key) && !isPlaceName(word.key)) && /^[ \u00a0]*,/.test(text.slice(tokens[i + 1]?.end ?? 0))) break;
      // A known given name right after an institution's word and a comma, no name between them ("Dylan au bar, Sabrina en
      // salle"): a person; a town follows the institution's name ("école Jules-Ferry, Montreuil").
      if (between.includes(',') && k + 1 === i && (INSTITUTION_CUE.has(token.key) || INSTITUTION_CUE.has(token.key.replace(/^(?:l|d)(?=[aeiouyh])/, ''))) && isGivenToken(tokens[i]) && !isPlaceName(tokens[i]?.key ?? '')) break;
      if (between.includes(',')) comma = true;
      // ", et Zaharia, 8 ans": the last of a list of persons with their ages, after an institution ("au lycée Saint-Exupéry").
      if (token.key === 'et' && k + 1 === i && /,[ \u00a0]*$/.test(text.slice(Math.max(0, token.start - 3), token.start)) && /^[ \u00a0]*[,(][ \u00a0]*\d{1,2}[ \u00a0]+ans\b/.test(text.slice(tokens[i]?.end ?? 0, (tokens[i]?.end ?? 0) + 12))) break;
      // "et" before a name and its verb opens a new clause ("aller à l'école et Timéo dort dans notre lit").
      // Or before a name and the pronoun that doubles it, as speech does ("à l'hôpital, et Lucas il est très triste").
      if (token.key === 'et' && k + 1 === i && isGivenToken(tokens[i]) && adjacent(i) && (verbAfter(i) || CLAUSE_VERB.has(tokens[i + 1]?.key ?? '') || /^(?:il|elle)$/.test(tokens[i + 1]?.key ?? ''))) break;
      // A person's role on the way back ("groupe de l'entraîneur Franck Delaunay"): the name is the role's holder.
      if (ROLE_NOUNS.has(token.key.replace(/^(?:l|d)(?=[aeiouyh])/, ''))) break;
      // "prendre la place de Sonia", "à sa place de …": someone's place, not a square ("place de la Mairie").
      if (token.text === 'place' && k === i - 2 && tokens[k + 1]?.key === 'de' && /^(?:la|sa|ma|ta|leur|une)$/.test(tokens[k - 1]?.key ?? '') && isGivenToken(tokens[i]) && tokens[k - 2]?.key !== 'sur' && !/\d[ \u00a0]*$/.test(text.slice(Math.max(0, (tokens[k - 1]?.start ?? 0) - 4), tokens[k - 1]?.start ?? 0))) break;
      // "la psychologue scolaire de Nolan", "le médecin scolaire de Léa": a role's adjective, not a "groupe scolaire".
      if (token.key === 'scolaire' && ROLE_NOUNS.has((tokens[k - 1]?.key ?? '').replace(/^(?:l|d)(?=[aeiouyh])/, ''))) break;
      // So is a head of some place ("la cheffe de salle Nicole Bastide", "le chef de quai"): a role, not the place's name.
      if (INSTITUTION_CUE.has(token.key) && tokens[k - 1]?.key === 'de' && /^(?:sous-)?chef(?:fe)?$/.test(tokens[k - 2]?.key ?? '')) break;
      if (/[.;:)\n«»—–]/.test(between) || (/\(/.test(between) && k + 1 !== i) || (comma && k < i - 4)) break;
      // A bank account's holder ("le compte courant de Capucine"), not a school of thought ("le courant de Palo Alto").
      if (token.key === 'courant' && tokens[k - 1]?.key === 'compte') break;
      // "Signé Florian" is a signature, not a clinical sign ("signe de Babinski").
      if ((INSTITUTION_CUE.has(token.key) || INSTITUTION_CUE.has(token.key.replace(/^(?:l|d)(?=[aeiouyh])/, ''))) && !/^[sS]ignée?s?$/u.test(token.text)) return true;
      // A score, a grid, a protocol named after its author ("score de Cushman", "grille de Shea", "nomogramme de
      // Rumack-Matthew"), unless the word after is a given name ("le score de Léa au WISC": the child's score).
      if (TOOL_CUE.has(token.key) && !isGivenToken(tokens[i])) return true;
      // "Maison" with a capital before "de" names a house of care ("Maison de Solenn"), not someone's home; so does a
      // "maison médicale" before its name ("maison médicale Jeanne-Garnier").
      if (token.text === 'Maison' && k + 1 < i && /^d(?:e|u|es)$/.test(tokens[k + 1]?.key ?? '')) return true;
      if (token.key === 'maison' && k + 1 < i && /^m[ée]dicale$/iu.test(tokens[k + 1]?.text ?? '')) return true;
      // The words of a test's or a model's title: particles, adjectives, elided words ("d'ajustement"), a noun after "de"
      // ("échelle de psychopathie de …", "échelle d'ajustement dyadique de …", "notion d'« enfant de remplacement » (…").
      const titleWord = !token.cap && (/^(?:[dl]['’])/.test(token.text) || TITLE_ADJECTIVE.test(token.key) || /^(?:de|d|des|du)$/.test(tokens[k - 1]?.key ?? ''));
      if (!(isParticle(token) || token.key === 'et' || token.key === 'des' || token.key === 'd' || token.cap || INSTITUTION_ADJECTIVE.has(token.key) || titleWord)) break;
    }
    return false;
  };
  /** An adjective written with a capital inside a title ("Le Petit Prince", "La Petite Sirène"): a work, not a person. */
  const titleAdjectiveBefore = (i: number): boolean => {
    const before = tokens[i - 1];
    return before !== undefined && before.cap && /^(?:petit|petite|grand|grande|jeune|vieux|vieille|gros|grosse)$/.test(before.key) && adjacent(i - 1) && !sentenceStart(i - 1) && !lineStart(i - 1);
  };
  const roleAround = (from: number, to: number, fallback: NameRole): NameRole => {
    const first = tokens[from];
    const last = tokens[to];
    if (!first || !last) return fallback;
    const before = text.slice(Math.max(0, first.start - 60), first.start);
    const after = text.slice(last.end, last.end + 40);
    const previous = tokens[from - 1];
    if (previous && PRO_TITLE.test(previous.text) && adjacentOrDot(from - 1)) return 'professional';
    if (apposition(APPOSITION_RELATIVE, after)) return 'relative';
    // Before the title, and before the other spouse's title too ("ses parents, M. et Mme Zaoui").
    const titleBefore = previous && TITLE.test(previous.text) ? text.slice(Math.max(0, previous.start - 60), previous.start).replace(/(?:M\.|Mr|Monsieur|Mme|Madame)[ \u00a0]+et[ \u00a0]+$/u, '') : before;
    // A relative's word before says who the person is; a trade after it is then their job ("sa mère, Mme Rousseau, infirmière").
    // A colleague's word is no relative's ("ma collègue, Mme Garnier, assistante sociale").
    const kinBefore = KIN_CUE.test(titleBefore) || KIN_OF_CUE.test(titleBefore) || KIN_AT_SENTENCE_START.test(titleBefore) || FAMILY_LABEL.test(titleBefore);
    const familyBefore = kinBefore && !COLLEAGUE_BEFORE.test(titleBefore);
    if (!familyBefore && apposition(APPOSITION_PRO, after)) return 'professional';
    if (!familyBefore && APPOSITION_PRO_ACRONYM.test(after)) return 'professional';
    if (APPOSITION_PATIENT.test(after)) return 'patient';
    if (kinBefore) return 'relative';
    // A trade, then the name in brackets ("la psychologue de l'ESA (Mme Tournadre)"): read for the role only, as a word in
    // brackets after a trade is as often its employer ("infirmière (Asalée)").
    if (PRO_CUE.test(titleBefore) || PRO_CUE.test(titleBefore.replace(/[ \u00a0]*\([ \u00a0]*$/u, ', '))) return 'professional';
    if (TRADE_LABEL.test(titleBefore) && LABEL_VALUE_END.test(after)) return 'professional';
    if (PRO_ACT_BY.test(titleBefore)) return 'professional';
    // A signature: the name alone on its line, the trade on the next one ("Nathalie Vasseur⏎Directrice des ressources
    // humaines"); a practice named after its psychologist ("Cabinet Claire Ménétrier").
    if (/(?:^|\n)[ \t]*$/.test(before) && SIGNATURE_TRADE_AFTER.test(after)) return 'professional';
    if (/(?<![\p{L}])[cC]abinet[ \u00a0]+$/u.test(titleBefore)) return 'professional';
    // A letter to a firm or a service, for someone's attention ("à l'attention de M. Sébastien Poirot").
    if (/(?<![\p{L}])[àa][ \u00a0]+l['’][ \u00a0]*attention[ \u00a0]+d(?:e[ \u00a0]+|['’][ \u00a0]*)$/iu.test(titleBefore)) return 'professional';
    if (PATIENT_CUE.test(titleBefore)) return 'patient';
    if (GREETING_CUE.test(before) || GREETING_CUE.test(titleBefore)) return 'professional';
    return fallback;
  };
  const adjacentOrDot = (i: number) => {
    const a = tokens[i];
    const b = tokens[i + 1];
    // The dot of an abbreviation ("Dr. Martin"), not the full stop after a word written in full ("au docteur. Appelez-moi").
    return a !== undefined && b !== undefined && /^\.?[ \u00a0]{1,2}$/.test(text.slice(a.end, b.start)) && !(text[a.end] === '.' && /^(?:docteure?|madame|monsieur|mademoiselle|professeure?|ma[îi]tre)$/iu.test(a.text));
  };

  /** The word after a lower-case surname closes the name: end of text, punctuation, a digit or a common word. */
  const lowerWordEnds = (i: number): boolean => {
    const token = tokens[i];
    const next = tokens[i + 1];
    if (!token) return false;
    if (!next || /[^\s]|\n/.test(text.slice(token.end, next.start))) return true;
    // An elided pronoun after the name ("madame le goff s'il vous plaît"); not "d'", after which a verb may come ("murat
    // sert d'interprète").
    if (/^(?:s|qu|c|j)['’]\p{Ll}/u.test(next.text)) return true;
    return NOT_NAME.has(next.key) || LOWER_NOT_NAME.has(next.key) || SUBJECT_VERB.has(next.key) || /^(?:veut|voudrait|souhaite|demande|ne|n|pour|au|a|est|sont|et|qui|viendra|appelle|rappelle|pas|absent|absente|point|virgule|tiret|guillemets|parenthese|chef|agent|agente|coll[eè]gue|gestionnaire|responsable|adjointe?|stagiaire)$/.test(next.key);
  };
  /** A word that may be a name written in lower case: letters only, not a common word or verb. */
  const lowerNameWord = (token: Token | undefined): boolean =>
    token !== undefined && !token.cap && token.text.length >= 3 && !NUMBER_WORDS.test(token.key) && !/-(?:t|il|ils|elle|elles|on|ce|je|tu|nous|vous)$/.test(token.key) && (!/^(?:[cdjlmnst]|qu)['’]/.test(token.text) || (/^n['’]/.test(token.text) && !isFrenchWord(token.key.slice(1)))) && /^[\p{Ll}\p{M}'’-]+$/u.test(token.text) && !NOT_NAME.has(token.key) && !LOWER_NOT_NAME.has(token.key) && !NOTE_ABBREVIATIONS.has(token.key) && !SUBJECT_VERB.has(token.key) && !PARTICLES.has(token.key) && (isGivenName(token.text) || lowerCompoundGiven(token) || !/ée?s?$/.test(token.text));
  /**
   * A value written in lower case after a label ("nom : lefèvre", "patient : timothée brossard, 8 ans"): the
   * words up to the end of the field when they are few and look like names, or a known given name alone.
   */
  const lowerCaseValue = (from: number, label: Label) => {
    const first = tokens[from];
    if (!first || !lowerNameWord(first)) return;
    let to = from;
    while (to - from < 3 && (tokens[to + 1]?.start ?? Infinity) < label.valueEnd && adjacent(to)) to++;
    const boundary = text.slice(tokens[to]?.end ?? 0, Math.min(label.valueEnd, (tokens[to + 1]?.start ?? label.valueEnd) + 1));
    const wholeField = (tokens[to + 1]?.start ?? Infinity) >= label.valueEnd || /^\s*[,(.;]/.test(boundary);
    const words = tokens.slice(from, to + 1);
    if (wholeField && words.every((word) => lowerNameWord(word) || isParticle(word)) && (label.nameField || isGivenName(first.text))) add(from, to, roleAround(from, to, label.role));
    else if (isGivenName(first.text) && !AMBIGUOUS_AT_START.has(first.key) && !AMBIGUOUS_EVERYWHERE.has(first.key)) add(from, from, roleAround(from, from, label.role));
  };
  /** The form labels of the message (rules 1 and 6b read them), found once. */
  let foundLabels: Label[] | undefined;
  const labels = (): Label[] => (foundLabels ??= findLabels(text));
  return { text, tokens, spans, covered, labels, addRange, grow, calendarSurname, placeAt, startWordNotName, verbAfter, pastTenseAfter, adjacent, firstTokenFrom, add, addJoining, extendRight, extendLeft, sentenceStart, cueWordBefore, lineStart, institutionBefore, titleAdjectiveBefore, roleAround, adjacentOrDot, lowerWordEnds, lowerNameWord, lowerCaseValue };
}
type NameScan = ReturnType<typeof createScan>;

/**
 * Rule 1 (docs/privacy/pii-guard.md, "Names"). Form labels: "Nom : …", "Patient :", "Mère :", "Prénom\tLéa", a label alone on its line.
 */
function formLabelRule(scan: NameScan): void {
  const { text, tokens, placeAt, adjacent, firstTokenFrom, add, roleAround, adjacentOrDot, lowerCaseValue } = scan;
  // In a person's field, a given name joined to a word the lexicon lacks is a compound given name ("Marie-Carmel"), not a place.
  const placeInField = (k: number): boolean => {
    const token = tokens[k];
    return placeAt(k) && !(token && givenFirstCompound(token.text));
  };
  for (const label of scan.labels()) {
    let i = firstTokenFrom(label.valueStart);
    if (i >= tokens.length || (tokens[i]?.start ?? Infinity) >= label.valueEnd) continue;
    const title = tokens[i];
    // A title or a rank before the name ("De : Cdt Jean-Toussaint Paoli", "Rédacteur : Sch J. Praud") stays outside it.
    if (title && (TITLE.test(title.text) || (RANK_BEFORE_NAME.has(title.key) && (isNameWord(tokens[i + 1]) || /^[ \u00a0]+\p{Lu}\./u.test(text.slice(title.end, title.end + 3))))) && adjacentOrDot(i)) i++;
    let from = i;
    while (from < tokens.length) {
      const token = tokens[from];
      if (!token || token.start >= label.valueEnd) break;
      // A medication is not a name ("A : Doliprane 1 g" in a nurse's D/A/R note), nor a service ("De : Greffe JAF").
      // Nor a public body named by its town ("Destinataire : Commune de Pont-Sainte-Maxence"), nor a house of care ("À :
      // Maison des adolescents <accueil@…>").
      // Nor a desk or an acronym ("À : Accueil CSAPA Grenoble <…>", "À : PEJ Rennes <…>").
      if (from === i && (/^(?:Accueil|Secr[ée]tariat|Standard|Direction|Pompes|Planning|Cabinet|[ÉE]tat|Mairie|Service|P[ôo]le|Psychologues|Psychologie|Consultation|Assurances?|Comptabilit[ée]|Facturation|Admissions?|Soutien|Bureau|Coordination|Relais|Sant[ée]|M[ée]decine|Ressources|[ÉE]quipe|Cellule|Plateforme|Scolarit[ée]|Inscriptions?|Communication|Courrier|Coop[ée]rative|Armement)$/u.test(token.text) || (token.text === 'Vie' && tokens[i + 1]?.key === 'scolaire') || (token.upper && ACRONYM.has(token.key)))) break;
      if (from === i && (MEDICATION_KEYS.has(token.key) || DOSE_AFTER.test(text.slice(token.end, token.end + 16)) || INSTITUTION_CUE.has(token.key) || ((PLACE_WORD.has(token.key) || token.text === 'Maison') && /^[ \u00a0]+(?:de|du|des|d['’])/u.test(text.slice(token.end, token.end + 5))))) break;
      // A month or a day in capitals is a surname there ("Patiente : JANVIER née ROUSSELET Marie-Thérèse").
      const calendarInCapitals = from === i && (token.upper || (adjacent(from) && isGivenToken(tokens[from + 1]))) && scan.calendarSurname(from);
      if (!(isNameWord(token) || isParticle(token) || calendarInCapitals) || placeInField(from) || (from > i && isParticle(token) && token.cap && isPlaceName(tokens[from + 1]?.key ?? '') && !isGiven(tokens[from + 1] as Token))) {
        if (from === i && !token.cap) lowerCaseValue(from, label);
        break;
      }
      let to = from;
      while (to + 1 < tokens.length && (tokens[to + 1]?.start ?? Infinity) < label.valueEnd && adjacent(to) && (isNameWord(tokens[to + 1]) || isParticle(tokens[to + 1]) || (scan.calendarSurname(to + 1) && isGiven(tokens[to] as Token))) && !placeInField(to + 1)) to++;
      while (to > from && isParticle(tokens[to])) to--;
      // A word of address alone is no name ("À : Maman" in a forwarded message).
      const addressWord = from === to && NOT_UNKNOWN_NAME.has(token.key) && CUE_WORDS.has(token.key);
      if ((isNameWord(tokens[to]) || tokens[to]?.upper || calendarInCapitals) && !addressWord) add(from, to, roleAround(from, to, label.role));
      // Several given names separated by commas ("Prénom(s) : Erwan, Pierre, Marie").
      // Or people with their role in brackets ("Présents : Dr Anne Roux (psychiatre), Chidinma Okafor (orthophoniste)").
      const next = tokens[to + 1];
      if (!label.list || !next) break;
      const between = text.slice(tokens[to]?.end ?? 0, next.start);
      if (/^\s*\([^()\n]*$/.test(between)) {
        const close = text.indexOf(')', tokens[to]?.end ?? 0);
        const after = close < 0 ? -1 : firstTokenFrom(close);
        const gap = close < 0 ? '' : text.slice(close + 1, tokens[after]?.start ?? close + 1);
        if (close < 0 || close >= label.valueEnd || !/^\s*,\s*$/.test(gap)) break;
        from = after;
      } else if (/^(?:,\s*|\s*\/\s*|\s+)$/.test(between) && (between.includes(',') || between.includes('/') || next.key === 'et')) from = next.key === 'et' ? to + 2 : to + 1;
      else break;
      if (tokens[from] && TITLE.test(tokens[from]?.text ?? '') && adjacentOrDot(from)) from++;
    }
  }
}

/**
 * Rule 2 (docs/privacy/pii-guard.md, "Names"). Titles: "Mme Le Goff", "Dr Annaïg Le Bihan", "M. et Mme Öztürk".
 */
/** Words after an elision that a title may precede in a sentence ("madame d'abord", "monsieur d'accord", "maître d'internat"). */
const ELISION_WORDS = set('abord accord ailleurs autant apres habitude emblee office urgence avance origine internat oeuvre ouvrage hotel ecole armes chai equipage apprentissage etudes etude');
/** Another pair of initials after one, or before it, in a list ("M. F., R. C., N. A."). */
const INITIALS_PAIR_AFTER = /^\.,[ \u00a0]+\p{Lu}\.[ \u00a0]?\p{Lu}\./u;
const INITIALS_PAIR_BEFORE = /\p{Lu}\.[ \u00a0]?\p{Lu}\.,[ \u00a0]+$/u;

function titleRule(scan: NameScan): void {
  const { text, tokens, covered, calendarSurname, adjacent, add, addRange, extendRight, roleAround, adjacentOrDot, lowerWordEnds, lowerNameWord } = scan;
  /** Whether the text names people by pairs of initials elsewhere (read once, when an "M." and an initial need it). */
  let initialsText: boolean | undefined;
  const namesByInitials = (): boolean => (initialsText ??= (text.match(INITIALS_PAIR_ANYWHERE) ?? []).length >= 2);
  const lowerAfterTitle = (word: Token | undefined): boolean =>
    (lowerNameWord(word) && !VOCABULARY_GAP_KEYS.has(word?.key ?? '')) || (word !== undefined && !word.cap && word.text.length >= 3 && /^[\p{Ll}\p{M}'’-]+$/u.test(word.text) && /ée?s?$/.test(word.text) && !isFrenchWord(word.key) && !NOT_NAME.has(word.key) && !LOWER_NOT_NAME.has(word.key));
  tokens.forEach((token, i) => {
    // A surname behind an elided particle after a title, even one a place bears ("Me d'Ornano", "M. d'Almeida"): the
    // tokens leave the elision out of the word, so the title is not adjacent to it.
    const elidedSurname = tokens[i + 1];
    // In lower case too, after a lower-case title, a word no French text writes, typed as one word with its elision
    // ("madame d'hondt", "maître d'ornano"; not "monsieur d'accord", "maître d'internat", "maître d'œuvre").
    const elidedRest = elidedSurname !== undefined && /^d['’]\p{Ll}{3,}$/u.test(elidedSurname.text) ? foldName(elidedSurname.text.slice(2)) : undefined;
    if (!token.cap && elidedSurname !== undefined && elidedRest !== undefined && /^(?:madame|monsieur|mademoiselle|docteur|docteure|ma[iî]tre|mme|mlle|dr|mr)$/.test(token.text) && /^[ \u00a0]$/.test(text.slice(token.end, elidedSurname.start)) && !covered.has(i + 1) && !isFrenchWord(elidedRest) && !isPlaceName(elidedRest) && !NOT_UNKNOWN_WORD.has(elidedRest) && !ELISION_WORDS.has(elidedRest)) {
      addRange(elidedSurname.start, elidedSurname.end, roleAround(i + 1, i + 1, /^(?:docteure?|dr|ma[iî]tre)$/.test(token.text) ? 'professional' : 'patient'));
      return;
    }
    if (token.cap && TITLE.test(token.text) && elidedSurname?.cap === true && !elidedSurname.upper && !covered.has(i + 1)) {
      const gap = /^\.?[ \u00a0]([dD]['’])$/u.exec(text.slice(token.end, elidedSurname.start));
      if (gap) {
        addRange(elidedSurname.start - 2, elidedSurname.end, roleAround(i + 1, i + 1, PRO_TITLE.test(token.text) ? 'professional' : 'patient'));
        return;
      }
    }
    if (!TITLE.test(token.text) || !adjacentOrDot(i)) return;
    if (/^M$/i.test(token.text) && text[token.end] !== '.') return;
    // "son professeur de cor", "son professeur du CNR": a subject or a school after a lower-case title is no surname.
    if (!token.cap && /^(?:professeure?|docteure?)$/.test(token.text) && /^(?:de|du|des|d)$/.test(tokens[i + 1]?.key ?? '') && (!tokens[i + 2]?.cap || tokens[i + 2]?.upper === true)) return;
    // "inès m. envoie …": after a given name in lower case, "m." is the surname's initial, not a title.
    if (token.text === 'm' && tokens[i - 1] !== undefined && !tokens[i - 1]?.cap && adjacent(i - 1) && isGivenName(tokens[i - 1]?.text ?? '')) return;
    // "me" in lower case is a lawyer's title only after the lawyer's word ("l avocate me oukaci"), else a pronoun.
    const lawyersMe = token.text === 'me' && /avocate?[ \u00a0]+$/u.test(text.slice(Math.max(0, token.start - 10), token.start)) && tokens[i + 1] !== undefined && !isFrenchWord(tokens[i + 1]?.key ?? '');
    if (!token.cap && !lawyersMe && !/^(?:madame|monsieur|mademoiselle|docteur|professeur|ma[iî]tre|mme|mlle|dr|mr|pr|m|signor|signora)$/.test(token.text)) return;
    // "le monsieur de Toulouse": a title after an article is a noun, not a title. "Le docteur Martin" keeps its title: only "monsieur" and "madame" are nouns after an article.
    // So with an adjective between ("le gentil monsieur de la bibliothèque").
    if (!token.cap && /^(?:monsieur|madame|mademoiselle)$/.test(token.text) && /(?:^|[\s'’(])(?:le|la|un|une|ce|cette|du|au|les|des|ces)(?:[ \u00a0]+(?:gentil|gentille|petit|petite|vieux|vieil|vieille|jeune|grand|grande|autre|m[êe]me|nouveau|nouvelle|bon|bonne|brave|gros|grosse))?[ \u00a0]*$/i.test(text.slice(Math.max(0, token.start - 20), token.start))) return;
    // "maître" in lower case is a lawyer's title only after a lawyer's, a notary's or a guardian's word or a verb of
    // calling, their assistant's or "chez" and "avec" just before, before a word in lower case no French text writes
    // ("l'avocate maître fabre", "appeler maître oberlé", "assistante de maître benali rouxel"; not "le maître mot",
    // "maître tisserand", "maître FIDE").
    // A particle may open the surname ("maître de villers"); the word after it is then the one read.
    const lawyer = LOWER_PARTICLE.test(tokens[i + 1]?.text ?? '') && adjacent(i + 1) ? tokens[i + 2] : tokens[i + 1];
    if (/^ma[iî]tre$/.test(token.text) && (lawyer?.cap !== false || isFrenchWord(lawyer?.key ?? '') || !/\bavocat|\bcabinet|\bbarreau|\bappel|\bnotaire|\btut(?:eur|rice)|\bcurat(?:eur|rice)|\bpr[ée]venir|\bcontacter|\b[ée]crire|\bassistante?\b|\bsecr[ée]taire|\bchez[ \u00a0]+$|\bavec[ \u00a0]+$|\bbonjour[ \u00a0]+$/iu.test(text.slice(Math.max(0, token.start - 30), token.start)))) return;
    // "le docteur souhaiterait": a verb in the conditional or the imperfect after a lower-case title is no surname.
    if (!token.cap && /(?:rait|raient|ait|aient)$/.test(tokens[i + 1]?.text ?? '') && !tokens[i + 1]?.cap) return;
    // "pr parler de lui": "pr" is "pour" in a quick note when a French word follows.
    if (token.text === 'pr' && tokens[i + 1] !== undefined && isFrenchWord(tokens[i + 1]?.key ?? '')) return;
    // "m. dufour" in a quick note, but not "10 m. plus loin".
    // An agenda's time before it ("14:50 m. ouattara", "9h m. roy") is not a length.
    // A list's number opening the line is no length either ("2 m pascal via sa femme").
    if (token.text === 'm' && /(?:^|[^\d:h])\d+[ \u00a0]*$/.test(text.slice(Math.max(0, token.start - 8), token.start)) && !/(?:^|\n)[ \t]*\d{1,2}[.)]?[ \t]+$/.test(text.slice(Math.max(0, token.start - 8), token.start))) return;
    let from = i + 1;
    const first = tokens[from];
    if (!first) return;
    // Alsatian's article "dr" (or "D'r") before a grandparent or the doctor ("Dr Opa isch e Dickkopf", "dr Dokter will").
    if (/^d['’]?r$/i.test(token.text) && (OTHER_KIN_KEYS.has(first.key) || first.key === 'dokter')) return;
    // "DR" in capitals before a region or an institution is a regional directorate ("contrat La Poste DR Auvergne",
    // "avise DR La Poste"), no doctor.
    if (token.text === 'DR' && first.cap && !first.upper && ((isFrenchWord(first.key) && !isGivenName(first.text)) || (/^(?:La|Le|Les)$/.test(first.text) && isFrenchWord(tokens[from + 1]?.key ?? '')))) return;
    // "appel de mme dupuis": a surname written in lower case after a title.
    // After a title, a word ending like a participle is a name when it is no French word ("mme traoré"); particles may
    // come first ("mme da silva").
    // "le professeur de fil", "de piano": what is taught, not a surname.
    const subjectTaught = /^professeure?$/.test(token.text) && /^d(?:e|['’])/.test(first.text) && isFrenchWord(tokens[from + 1]?.key ?? '');
    // Two particles too ("mme de la brosse-fontenay").
    const surnameAt = LOWER_PARTICLE.test(first.text) && adjacent(from) && LOWER_PARTICLE.test(tokens[from + 1]?.text ?? '') && adjacent(from + 1) && /^(?:de|van|von)$/.test(first.text) ? from + 2 : from + 1;
    // A title with its capital before a foreign particle and a surname in lower case, as a quick note writes a lawyer's name
    // ("Me van hecke"); not "Dr de garde".
    if ((!token.cap || (/^(?:Me|Mme|Dr|Mr)$/.test(token.text) && SURNAME_PARTICLE_LOWER.test(first.text))) && !first.cap && LOWER_PARTICLE.test(first.text) && adjacent(from) && lowerAfterTitle(tokens[surnameAt]) && lowerWordEnds(surnameAt) && /^[ \u00a0.]{1,3}$/.test(text.slice(token.end, first.start)) && !subjectTaught) {
      if (!covered.has(from) && !covered.has(surnameAt)) add(from, surnameAt, roleAround(from, surnameAt, 'patient'));
      return;
    }
    // A surname's initial in lower case after a lower-case title, as a hurried note keeps a person discreet ("m. p. (ts
    // médicamenteuse)", "mme s. b.", "m. k."), with a second initial or the surname after it ("mme g. lefèvre").
    if (!token.cap && /^\p{Ll}$/u.test(first.text) && text[first.end] === '.' && /^[ \u00a0.]{1,3}$/.test(text.slice(token.end, first.start)) && !covered.has(from)) {
      const second = tokens[from + 1];
      const gap = second ? text.slice(first.end + 1, second.start) : '';
      const secondInitial = second !== undefined && /^\p{Ll}$/u.test(second.text) && text[second.end] === '.' && /^[ \u00a0]$/.test(gap);
      const surname = !secondInitial && second !== undefined && /^[ \u00a0]$/.test(gap) && lowerNameWord(second) && !isFrenchWord(second.key);
      const to = secondInitial || surname ? from + 1 : from;
      if (covered.has(to)) return;
      add(from, to, roleAround(from, to, 'patient'));
      const added = scan.spans[scan.spans.length - 1];
      if (added && !surname) added.end = (tokens[to]?.end ?? added.end) + 1;
      return;
    }
    // A month or a day after a lower-case title is a surname ("mr juillet", "madame dimanche"), with no year after it.
    // After "M." or "Mme", with a given name in lower case after it ("M. janvier gérard"): both.
    const givenAfter = tokens[from + 1] !== undefined && !tokens[from + 1]?.cap && adjacent(from) && isGivenName(tokens[from + 1]?.text ?? '') && lowerWordEnds(from + 1);
    if ((!token.cap || givenAfter) && !first.cap && CALENDAR_KEYS.has(first.key) && /^[ \u00a0.]{1,3}$/.test(text.slice(token.end, first.start)) && !/^[ \u00a0]*(?:19|20)\d{2}\b/.test(text.slice(first.end, first.end + 6))) {
      const to = givenAfter ? from + 1 : from;
      if (!covered.has(from) && !covered.has(to)) add(from, to, roleAround(from, to, 'patient'));
      return;
    }
    // A surname in "N'" typed without its apostrophe after a lower-case title ("la docteur n guessan dit").
    const afterN = tokens[from + 1];
    if (!token.cap && first.text === 'n' && afterN && !afterN.cap && /^[ \u00a0]$/.test(text.slice(first.end, afterN.start)) && /^[ \u00a0]{1,2}$/.test(text.slice(token.end, first.start)) && lowerNameWord(afterN) && !isFrenchWord(afterN.key) && !covered.has(from) && !covered.has(from + 1)) {
      add(from, from + 1, roleAround(from, from + 1, /^(?:docteure?|professeure?)$/.test(token.text) ? 'professional' : 'patient'));
      return;
    }
    // A title typed with its capital before a name typed without one ("orienté vers Dr jacquemin") is the same.
    if ((!token.cap || /^(?:Dr|Pr)$/.test(token.text)) && !first.cap && lowerAfterTitle(first) && /^[ \u00a0.]{1,3}$/.test(text.slice(token.end, first.start))) {
      // "le docteur bertrand schmitt", "mr haddad sofiane": a given name and a surname, in either order.
      const second = tokens[from + 1];
      // Or two words no French text writes, as a double surname ("madame delahaye coustenoble psychologue").
      // Or those two before a given name, surnames first as a roll call says them ("monsieur mvondo essomba aurélien").
      const third = tokens[from + 2];
      const givenThird = second !== undefined && third !== undefined && adjacent(from + 1) && !third.cap && isGivenName(third.text) && !AMBIGUOUS_AT_START.has(third.key) && !AMBIGUOUS_EVERYWHERE.has(third.key) && unknownLowerName(first) && unknownLowerName(second) && lowerWordEnds(from + 2);
      const pair = second !== undefined && adjacent(from) && lowerNameWord(second) && (isGivenName(first.text) || isGivenName(second.text) || (unknownLowerName(first) && unknownLowerName(second))) && (lowerWordEnds(from + 1) || givenThird);
      // "mme nadia el amrani": a given name, particles, a surname.
      let particles = from + 1;
      while (particles - from <= 2 && LOWER_PARTICLE.test(tokens[particles]?.text ?? '') && adjacent(particles - 1)) particles++;
      const withParticle = !pair && particles > from + 1 && isGivenName(first.text) && adjacent(particles - 1) && lowerNameWord(tokens[particles]) && lowerWordEnds(particles);
      const to = withParticle ? particles : pair ? (givenThird && !lowerWordEnds(from + 1) ? from + 2 : from + 1) : from;
      if (!covered.has(from) && !covered.has(to)) add(from, to, roleAround(from, to, /^(?:dr|docteur|docteure|pr|professeur|professeure)$/i.test(token.text) ? 'professional' : 'patient'));
      return;
    }
    // "Mme K.", "M. T. (il tient le tabac)": a surname written as its initial alone, as a note keeps it discreet; an
    // initial before a capitalised word ("Mme K. Durand", "Dr B. AYMARD") is a given name's, left to the words after
    // it. A double surname's two initials too ("Mme V.-B."), but not after "M.", which may be an initial itself ("— M.
    // A.-L.").
    if (token.cap && (/^\p{Lu}$/u.test(first.text) || (/^\p{Lu}\.-\p{Lu}$/u.test(first.text) && token.text !== 'M')) && /^[ \u00a0]$/.test(text.slice(token.end + (text[token.end] === '.' ? 1 : 0), first.start)) && /^\.(?![ \u00a0]*\p{Lu}(?:\p{Ll}|\p{Lu}{2}))/u.test(text.slice(first.end, first.end + 5)) && !(first.text.length > 1 && /^\.[ \u00a0]+(?:de|du|des|d['’]|le|la|van|von)[ \u00a0]/u.test(text.slice(first.end, first.end + 6)))) {
      if (covered.has(from)) return;
      add(from, from, roleAround(from, from, PRO_TITLE.test(token.text) ? 'professional' : 'patient'));
      // With its full stop: a name of one letter is too short to be replaced (shared/pii/pii-guard.ts, detectPii).
      const added = scan.spans[scan.spans.length - 1];
      if (added) added.end = first.end + 1;
      // In a list of initials ("entretiens M. F., R. C., N. A."), "M." is an initial too, not a title.
      // So is "M." after a child's word ("l'enfant M. P.": a minor's initials).
      // So is it in minutes that name everyone by initials ("P. B. prépare le retour de M. K.").
      if (added && token.text === 'M' && !covered.has(i) && (INITIALS_PAIR_AFTER.test(text.slice(first.end, first.end + 8)) || namesByInitials() || INITIALS_PAIR_BEFORE.test(text.slice(Math.max(0, token.start - 8), token.start)) || /(?:l['’]enfant|mineur|mineure|l['’][ée]l[eè]ve|jeune|l['’]adolescente?)[ \u00a0]+$/iu.test(text.slice(Math.max(0, token.start - 16), token.start)))) {
        covered.add(i);
        added.start = token.start;
      }
      return;
    }
    // "Dr Février", "Mme Avril", "M. Dimanche": a surname that is a month or a day.
    if ((token.cap || /^(?:madame|monsieur|mademoiselle|docteur|professeur)$/.test(token.text)) && calendarSurname(from) && /^[ \u00a0]$/.test(text.slice(token.end + (text[token.end] === '.' ? 1 : 0), first.start))) {
      // Or a given name that is a month before its surname in capitals ("Mme Avril ROSIER").
      const to = adjacent(from) && tokens[from + 1]?.upper && isNameWord(tokens[from + 1]) && !ACRONYM.has(tokens[from + 1]?.key ?? '') ? from + 1 : from;
      if (!covered.has(from)) add(from, to, roleAround(from, to, PRO_TITLE.test(token.text) ? 'professional' : 'patient'));
      return;
    }
    // "le docteur de Brest": a town after a title in lower case and "de" says where the doctor works.
    // The town may be a word of the vocabulary ("Brest", "Nice").
    if (!token.cap && /^(?:de|d)$/.test(first.key) && (isPlaceName(tokens[from + 1]?.key ?? '') || isFrenchWord(tokens[from + 1]?.key ?? '')) && !(adjacent(from + 1) && isNameWord(tokens[from + 2]))) return;
    // "Madame la Directrice" is a title, "M. de La Roche", "Mme du Pontavice" a name.
    // So are the Portuguese, Italian, Dutch and Arabic ones ("Mme da Costa", "M. van Damme").
    // Two Dutch or German particles in lower case too ("Mme van der Meulen", "M. von der Heyde").
    if (isParticle(first) && !first.cap && !(/^(?:de|du|des|da|das|do|dos|di|del|della|van|von|ter|ten|ben|bin|el)$/.test(first.text) && (isNameWord(tokens[from + 1]) || (isParticle(tokens[from + 1]) && (tokens[from + 1]?.cap || (/^(?:van|von)$/.test(first.text) && SECOND_PARTICLE_LOWER.test(tokens[from + 1]?.text ?? '') && isNameWord(tokens[from + 2]))))) && adjacent(from))) return;
    // A Vietnamese or Chinese surname written first that is also a French word, before a given name ("Dr Vu Minh Chau",
    // "M. Ma Wei"): a name.
    if (token.cap && !isNameWord(first) && /^(?:vu|ma|ta|tu|ton|lu)$/.test(first.key) && /^\p{Lu}\p{Ll}+$/u.test(first.text) && adjacent(from) && isGivenToken(tokens[from + 1]) && !covered.has(from)) {
      const to = extendRight(from + 1);
      add(from, to, roleAround(from, to, PRO_TITLE.test(token.text) ? 'professional' : 'patient'));
      return;
    }
    if (!isNameWord(first) && !(isParticle(first) && (isNameWord(tokens[from + 1]) || (isParticle(tokens[from + 1]) && isNameWord(tokens[from + 2]))))) return;
    if (isParticle(first) && first.cap && !adjacent(from)) return;
    // "le Pr Charcot", "du Dr Alzheimer": a physician of history, after an article, with no given name.
    if (HISTORICAL_PHYSICIANS.has(first.key) && !(adjacent(from) && isNameWord(tokens[from + 1])) && /(?:^|[\s(’'])(?:le|du|au)[ \u00a0]+$/iu.test(text.slice(Math.max(0, token.start - 4), token.start))) return;
    let to = extendRight(from);
    if (covered.has(from)) return;
    const last = tokens[to];
    if (!last || (!isNameWord(last) && !last.upper)) return;
    // A surname in capitals and a given name after it that is also a month or a word, closing the name before a comma
    // ("Mme TRAN Mai, mère de l'enfant").
    const givenAfterCapitals = tokens[to + 1];
    if (last.upper && givenAfterCapitals?.cap && !givenAfterCapitals.upper && adjacent(to) && !covered.has(to + 1) && isGivenName(givenAfterCapitals.text) && /^[ \u00a0]*(?:[,;)]|$)/u.test(text.slice(givenAfterCapitals.end, givenAfterCapitals.end + 2))) to++;
    add(from, to, roleAround(from, to, PRO_TITLE.test(token.text) ? 'professional' : 'patient'));
    from = to;
  });
}

/**
 * Rule 3 (docs/privacy/pii-guard.md, "Names"). Known given names, with the surname that follows or a surname in capitals before.
 */
function givenNameRule(scan: NameScan): void {
  const { text, tokens, covered, startWordNotName, verbAfter, pastTenseAfter, add, adjacent, extendRight, extendLeft, sentenceStart, lineStart, institutionBefore, roleAround, titleAdjectiveBefore } = scan;
  // "l'école de Léa", "la mutuelle de Jade Zerbib": the place or the insurer that belongs to a person, whose name
  // follows "de" (a place named after a person is written without it: "école Jules-Ferry").
  const belongingTo = (i: number): boolean => {
    const de = tokens[i - 1];
    const place = tokens[i - 2];
    if (!de || !place || !/^(?:de|d)$/.test(de.key) || !/^[ \u00a0'’]$/.test(text.slice(de.end, tokens[i]?.start ?? 0))) return false;
    return BELONGING_PLACE.has(place.key.replace(/^(?:l|d)(?=[aeiouyh])/, '')) && /^[ \u00a0]$/.test(text.slice(place.end, de.start));
  };
  tokens.forEach((token, i) => {
    if (!nameRules.lexiconWithoutContext) return;
    if (covered.has(i) || !isNameWord(token) || !isGiven(token)) return;
    // A Portuguese, Spanish or Italian kinship word that is also a given name, alone before a colon or before a given name
    // ("Mãe: um homem entrou", "Mãe ❤️ — 22:03 :" as a chat's sender, "Tia Rosa", "zia Carmela"): the relative's word, not a name.
    const nextToken = tokens[i + 1];
    // Written with its tilde, "Mãe" is always the word, never the given name Maé ("Conversa com « Mãe »", "Mãe, a Inês…").
    if (token.text.toLowerCase() === 'mãe') return;
    if (FOREIGN_KIN_GIVEN.has(token.text.toLowerCase()) && (/^[ \u00a0]*(?:\p{Extended_Pictographic}\uFE0F?[ \u00a0]*|\([+\d \u00a0]{2,20}\)[ \u00a0]*|\+[\d \u00a0]{8,18}[ \u00a0]*)*(?::|[—–][ \u00a0])/u.test(text.slice(token.end, token.end + 30)) || (nextToken !== undefined && adjacent(i) && isGiven(nextToken)))) return;
    // A given name and a surname alone in brackets ("Groupe Parole (Clémence Rey)") name the person leading it.
    const bracketedPerson = /\([ \u00a0]*$/.test(text.slice(Math.max(0, token.start - 2), token.start)) && adjacent(i) && isNameWord(tokens[i + 1]) && /^[ \u00a0]*[),]/.test(text.slice(tokens[i + 1]?.end ?? 0, (tokens[i + 1]?.end ?? 0) + 2));
    // After the verb "cite" (not "cité"), a given name with its surname's initial is a person named, no author cited
    // ("Elle cite Enzo B. et Noah").
    const namedWithInitial = tokens[i - 1]?.text === 'cite' && /^[ \u00a0]+\p{Lu}\.(?=[\s,;:)]|$)/u.test(text.slice(token.end, token.end + 5));
    if ((institutionBefore(i) && !belongingTo(i) && !bracketedPerson && !namedWithInitial) || startWordNotName(i) || titleAdjectiveBefore(i)) return;
    // A day shortened before a date ("Sam 13/04", "Mar 9 avril"), a region or country in brackets after a place.
    if (DAY_ABBREVIATIONS.has(token.key) && /^\s+\d{1,2}\b/.test(text.slice(token.end, token.end + 6))) return;
    if (PLACE_IN_BRACKETS_BEFORE.test(text.slice(Math.max(0, token.start - 40), token.start))) return;
    // A town after its postcode, abroad too ("S2000 Rosario", "1000 Bruxelles").
    if (/(?<![\p{L}\d])[A-Z]?\d{4,5}[ \u00a0]+$/u.test(text.slice(Math.max(0, token.start - 8), token.start)) && !(adjacent(i) && isNameWord(tokens[i + 1]))) return;
    // A book's title in quotes, its author or its kind after it (« Heidi » de Johanna Spyri).
    if (/«[ \u00a0]*$/.test(text.slice(Math.max(0, token.start - 3), token.start)) && WORK_AFTER_QUOTE.test(text.slice(token.end, token.end + 30))) return;
    // The letters of a code joined to its figures by a hyphen ("Facture n° AK-2026-009"); a brand's capital inside the word
    // ("certificat CléA"); an animal's or an island's name ("le hongre Rubis", "l'île Marion").
    if (/^-\d/.test(text.slice(token.end, token.end + 2)) || /\p{Ll}\p{Lu}/u.test(token.text.replace(/^(?:Mc|Mac)(?=\p{Lu})/u, ''))) return;
    if (ANIMAL_BEFORE.test(text.slice(Math.max(0, token.start - 12), token.start)) || namesAThing(text, token) || ISLAND_BEFORE.test(text.slice(Math.max(0, token.start - 6), token.start))) return;
    if (STRONG_PLACE_BEFORE.test(text.slice(Math.max(0, token.start - 40), token.start))) return;
    // A country in brackets after its town ("né à Curepipe (Maurice)"); where someone is, after "est à" ("elle est à
    // Maurice pour l'accouchement"), but not "c'est à Maurice de".
    const townBefore = tokens[i - 1];
    if (townBefore && isPlaceName(townBefore.key) && /^[ \u00a0]*\([ \u00a0]*$/.test(text.slice(townBefore.end, token.start)) && /^[ \u00a0]*\)/.test(text.slice(token.end, token.end + 3))) return;
    // The country closing an address, after its town and a comma ("Royal Road, Floréal, Curepipe, Maurice").
    if (townBefore?.cap && !isGiven(townBefore) && /^,[ \u00a0]*$/.test(text.slice(townBefore.end, token.start)) && /^[ \u00a0]*(?:[.;)]|\n|$)/.test(text.slice(token.end, token.end + 2)) && /(?:^|\n)[^\n]*\b(?:Road|Street|Avenue|Lane|Drive|rue|route|chemin|boulevard|avenue|all[ée]e|impasse|place)\b[^\n]*,[ \u00a0]*$/u.test(text.slice(Math.max(0, token.start - 120), token.start))) return;
    if (/(?<![cC]['’])\b(?:est|sont|[ée]tait|[ée]taient)[ \u00a0]+(?:encore[ \u00a0]+|toujours[ \u00a0]+|actuellement[ \u00a0]+)?à[ \u00a0]+$/u.test(text.slice(Math.max(0, token.start - 30), token.start)) && i + 1 < tokens.length && !isNameWord(tokens[i + 1]) && !/^[ \u00a0]+de\b/u.test(text.slice(token.end, token.end + 4))) return;
    // A word of a place of several words the place list holds ("Los Angeles", "Wijk aan Zee").
    if (inPlaceOfWords(tokens, i, adjacent)) return;
    // A town that is also a given name after an airport's or a station's word and "de" ("l'aéroport de Sofia", "la gare de
    // Florence"), with no surname after it.
    if (/^(?:de|d)$/.test(tokens[i - 1]?.key ?? '') && /^(?:l['’]?)?(?:aeroport|aerodrome|gare|port)$/.test(tokens[i - 2]?.key ?? '') && !(adjacent(i) && isNameWord(tokens[i + 1]))) return;
    // A character of literature, not a person met: "un Don Juan".
    if (/\bDon[ \u00a0]+$/.test(text.slice(Math.max(0, token.start - 5), token.start))) return;
    // A participle alone in a cell of an export, that folds to a given name: a status ("…;Suivi;Honoré").
    if (/ée?$/.test(token.text) && givenNameIsAlsoWord(token.key) && /(?:^|[;\t|])[ ]*$/.test(text.slice(Math.max(0, token.start - 3), token.start)) && /^[ ]*(?:[;\t|]|\n|$)/.test(text.slice(token.end, token.end + 3))) return;
    const to = extendRight(i);
    const from = extendLeft(i);
    const words = tokens.slice(from, to + 1);
    // An author after a work's title or a body of work ("« Pêcheur d'Islande » de Pierre Loti", "les travaux de Marie
    // Rose Moro").
    // Its words are taken by no later rule either.
    if (WORK_AUTHOR_BEFORE.test(text.slice(Math.max(0, (tokens[from]?.start ?? token.start) - 60), tokens[from]?.start ?? token.start)) || workTitleBefore(text.slice(Math.max(0, (tokens[from]?.start ?? token.start) - 60), tokens[from]?.start ?? token.start))) {
      for (let k = from; k <= to; k++) covered.add(k);
      return;
    }
    // A country that is also a given name, after a preposition and before its town ("la Banque de France de Lille").
    if (AMBIGUOUS_EVERYWHERE.has(token.key) && /\b(?:à|en|de|du|au)[ \u00a0]+$/i.test(text.slice(Math.max(0, token.start - 5), token.start)) && /^(?:de|d['’]|du)$/.test(tokens[i + 1]?.text ?? '')) return;
    // The country in a sports body's or a contest's name ("pôle France de Font-Romeu", "Championnats de France Élite").
    if (token.key === 'france' && /(?:\bp[ôo]les?|\b[ée]quipes?|\bchampionnats?[ \u00a0]+de|\bcoupe[ \u00a0]+de|\btour[ \u00a0]+de)[ \u00a0]+$/iu.test(text.slice(Math.max(0, token.start - 16), token.start))) return;
    // A test's acronym before its score ("THI à 72", "THI 58", "HAD : 14"), though "Thi" is a Vietnamese name.
    if (token.upper && from === to && /^[ \u00a0]*(?:à|=|:)?[ \u00a0]*\d/.test(text.slice(token.end, token.end + 8))) return;
    // An author's surname that is also a given name somewhere ("Kagan"), alone: an author; so is a name alone before a
    // work's title in brackets ("lecture proposée : Hassan (« Combattre l'emprise mentale »)").
    // An eponym that is also a given name stays a person's where the text makes it one: the subject of a verb, an age
    // after it, a child's word before it ("Wilson parle créole", "Les enfants Wilson (12 ans)", "sans que Wilson le sache").
    const eponymAsPerson =
      EPONYMS.has(token.key) &&
      isGiven(token) &&
      // Not an author's verb ("Kagan décrit un tempérament inhibé").
      !/^[ \u00a0]+(?:d[ée]cri|propos|montr|d[ée]fini|distingu|soulign|th[ée]oris|introdu|observ|postul|consid[èe]r)/u.test(text.slice(token.end, token.end + 14)) &&
      (verbAfter(i) || AGE_AFTER.test(text.slice(token.end, token.end + 12)) || PATIENT_CUE.test(text.slice(Math.max(0, token.start - 40), token.start)) || /^[ \u00a0]+(?:le|la|les|lui|l['’]|se|s['’]|ne|n['’])[ \u00a0]*\p{Ll}+(?:e|es|ent|ait|a)\b/u.test(text.slice(token.end, token.end + 20)));
    // Not when the bracket's quote opens on the full given name the short one stands for ("Abdi (« Abdirahman c'est pour
    // les papiers »)").
    const workInBrackets = (): boolean => WORK_IN_BRACKETS_AFTER.test(text.slice(token.end, token.end + 80)) && !/^[ \u00a0]*\([ \u00a0]*[«"“][ \u00a0]*(\p{Lu}[\p{L}\p{M}'’-]+)/u.exec(text.slice(token.end, token.end + 40))?.[1]?.startsWith(token.text.slice(0, 3));
    if (from === to && ((EPONYMS.has(token.key) && !eponymAsPerson) || workInBrackets())) return;
    // A pronoun of another language opening a quoted sentence in it ("« Ela era igual. »"), though "Ela" is a given name.
    const foreignWord = (k: number): boolean => {
      const word = tokens[k];
      return word !== undefined && MIXED_LANGUAGE_KEYS.has(word.key) && !isFrenchWord(word.key) && adjacent(k - 1);
    };
    if (from === to && MIXED_LANGUAGE_KEYS.has(token.key) && foreignWord(i + 1) && foreignWord(i + 2)) return;
    // A participle written with its accent, not the given name it folds to ("Marié à Gwenola", "Mariée depuis 2010").
    if (/^Mari[ée]e?s?$/u.test(token.text) && token.text !== 'Marie' && /^(?:[ \u00a0]+(?:à|avec|depuis|en|le|la|et|,)|,)/u.test(text.slice(token.end, token.end + 8))) return;
    // One of two authors joined by "et", the other an eponym ("Binet et Simon", "histoires de Sally et Anne").
    // Or one of a list of a test's authors, whatever the words around it ("Gioia, Isquith, Guy et Kenworthy").
    const authors = amongAuthors(text, tokens, i);
    if ((authors || besideEponym(tokens, i)) && (from === to || (from === i && tokens[i - 1]?.key === 'et') || authors)) return;
    // A given name that is also an adjective, after a capitalised noun: a name's or a title's words ("la Source Claire",
    // "la Dame Blanche"), not a person.
    const noun = tokens[i - 1];
    if (from === to && AMBIGUOUS_AT_START.has(token.key) && noun !== undefined && adjacent(i - 1) && noun.cap && !noun.upper && isFrenchWord(noun.key) && !isGiven(noun) && !TITLE.test(noun.text) && !CUE_WORDS.has(noun.key) && !NOT_NAME.has(noun.key) && !sentenceStart(i - 1)) return;
    // A given name and an author's surname: a person, unless a citation.
    if (words.some((word, k) => EPONYMS.has(word.key) && from + k !== i)) {
      const first = tokens[from];
      const last = tokens[to];
      if (!first || !last) return;
      if (CITATION_BEFORE.test(text.slice(Math.max(0, first.start - 30), first.start)) || CITATION_AFTER.test(text.slice(last.end, last.end + 12))) return;
    }
    // A company named like a person ("Leroy Merlin"), or a body whose second word is in lower case ("Cap emploi").
    if (COMPANIES.has(`${token.key} ${tokens[i + 1]?.key ?? ''}`) || COMPANIES.has(words.map((word) => word.key).join(' ')) || COMPANIES.has(words.slice(0, 2).map((word) => word.key).join(' ')) || COMPANIES.has(`${tokens[from - 1]?.key ?? ''} ${words.map((word) => word.key).join(' ')}`)) {
      // Its words are taken by no later rule either.
      for (let k = from; k <= to; k++) covered.add(k);
      return;
    }
    // A given name that is also a common word, before the word naming an institution: its name ("Harmonie Mutuelle").
    const nextWord = tokens[i + 1];
    if (nextWord?.cap && to > i && INSTITUTION_CUE.has(nextWord.key) && (AMBIGUOUS_AT_START.has(token.key) || AMBIGUOUS_EVERYWHERE.has(token.key))) return;
    const key = token.key.split('-')[0] ?? token.key;
    const hasSurname = to > i || from < i;
    // A compound of given names is a person's name even when its first is also a word ("Claire-Marie propose", "Rose-Marie").
    const ambiguous = !lowerCompoundGiven(token) && (AMBIGUOUS_EVERYWHERE.has(key) || AMBIGUOUS_AT_START.has(key));
    const cue =
      hasSurname ||
      !ambiguous ||
      KIN_CUE.test(text.slice(Math.max(0, token.start - 60), token.start)) ||
      PRO_CUE.test(text.slice(Math.max(0, token.start - 60), token.start)) ||
      PATIENT_CUE.test(text.slice(Math.max(0, token.start - 40), token.start)) ||
      verbAfter(i) ||
      pastTenseAfter(i) ||
      /^\s*(?:\(\d{1,3}\s*ans|,\s*\d{1,3}\s*ans)/.test(text.slice(token.end, token.end + 12));
    if (AMBIGUOUS_EVERYWHERE.has(key) && !cue) return;
    // A nationality in English that is also a given name ("his German address", Germán).
    if (ENGLISH_NATIONALITIES.has(key) && !hasSurname && /\b(?:his|her|their|its|the|a|an|is|are|was|were)[ \u00a0]+$/i.test(text.slice(Math.max(0, token.start - 8), token.start))) return;
    if (AMBIGUOUS_EVERYWHERE.has(key) && /\b(?:à|en|de|au|vers|près de|sur|la|le|les)\s*$/i.test(text.slice(Math.max(0, token.start - 8), token.start)) && !hasSurname) return;
    // An acronym that is also a given name, where the text speaks of its field ("l'ELSA de Tourcoing").
    // Its word is taken by no later rule either.
    if (acronymInContext(token, text)) {
      covered.add(i);
      return;
    }
    // A given name of three letters or fewer in capitals, alone, is an acronym ("THI à 58", the tinnitus inventory).
    if (token.upper && token.text.length <= 3 && from === to && !/^[ \u00a0]*[,:(]/u.test(text.slice(token.end, token.end + 2))) return;
    // A saint, written "saint Michel", "sainte Rita": not a person met.
    if (/\bsainte?[ \u00a0]+$/.test(text.slice(Math.max(0, token.start - 8), token.start)) && !hasSurname) return;
    if (AMBIGUOUS_AT_START.has(key) && sentenceStart(i) && !cue && !lineStart(i)) return;
    if (!hasSurname && (sentenceStart(i) || lineStart(i))) {
      const after = text.slice(token.end, token.end + 80);
      // A given name that is also a common word, opening a line before a preposition or an article ("Grâce à…").
      // Or before an elided "de" and a common noun ("Fleur d'oranger, jasmin…").
      // "Prudence avec la conduite…", "Patience quant aux…".
      if (ambiguous && !cue && (/^[ \u00a0]+(?:à|au|aux|de|du|des|en|pour|sur|la|le|les|et|avec|dans|quant|concernant|envers)(?=[\s,])/u.test(after) || /^[ \u00a0]+d['’]\p{Ll}/u.test(after))) return;
      // The first of a list of common words, written as a heading ("Pierre, feuille, ciseaux :", "Violette, rose ou bleu :").
      if (WORD_LIST_AFTER.test(after)) return;
      // The same word again in lower case, as a phrase repeats a common noun ("Pierre après pierre", "Rose par rose").
      if (new RegExp(`^[ \\u00a0]+(?:après|à|a|par|pour|contre|sur)[ \\u00a0]+${token.text.toLowerCase()}\\b`, 'u').test(after)) return;
    }
    add(from, to, roleAround(from, to, 'patient'));
  });
}

/**
 * Rule 4 (docs/privacy/pii-guard.md, "Names"). A capitalised word after a kinship or role word ("sa fille Léa", "le petit Noé", "la maîtresse, Mme …").
 */
function kinshipRule(scan: NameScan): void {
  const { text, tokens, covered, placeAt, startWordNotName, addJoining, extendRight, sentenceStart, cueWordBefore, titleAdjectiveBefore, adjacent } = scan;
  tokens.forEach((token, i) => {
    // A month as a given name, in apposition with an age ("La grande sœur, Mai, 9 ans").
    // Or right after the kinship word, with no date after it ("Sa fille Mai vient chaque jour", "fille Avril très présente").
    const monthWithAge =
      token.cap &&
      CALENDAR_KEYS.has(token.key) &&
      (/^[ \u00a0]*,[ \u00a0]*\d{1,2}[ \u00a0]*ans\b/.test(text.slice(token.end, token.end + 12)) ||
        (/\b(?:fille|fils|s(?:œ|oe)ur|fr[eè]re|m[eè]re|p[eè]re|ni[eè]ce|neveu|cousine?|petite?-fille|petit-fils|femme|mari|[ée]pouse?)[ \u00a0]+$/iu.test(text.slice(Math.max(0, token.start - 14), token.start)) && scan.calendarSurname(i)));
    // A compound given name the lexicon only half knows, before a surname ("son père, Yann-Fañch Tanguy"), is no place.
    const compoundBeforeSurname = placeAt(i) && !PLACE_PREFIX.test(token.text) && adjacent(i) && isNameWord(tokens[i + 1]) && !placeAt(i + 1) && !isFrenchWord(tokens[i + 1]?.key ?? '');
    // A compound whose first part is a given name right after a kinship word ("son fils Yann-Vari"): a person, not a
    // school or a street named after one.
    const givenFirstAfterKin = () => givenFirstCompound(token.text) && KIN_CUE.test(text.slice(Math.max(0, token.start - 60), token.start));
    // A surname that opens with its particle ("le commandant Le Roux").
    const particleFirst = token.cap && isParticle(token) && adjacent(i) && isNameWord(tokens[i + 1]) && !tokens[i + 1]?.upper && !placeAt(i + 1) && !isPlaceName(tokens[i + 1]?.key ?? '') && !LOWER_KIN_QUALIFIER.has(tokens[i + 1]?.key ?? '') && !CALENDAR_KEYS.has(tokens[i + 1]?.key ?? '');
    if (covered.has(i) || !(isNameWord(token) || monthWithAge || particleFirst) || token.upper || (placeAt(i) && !compoundBeforeSurname && !givenFirstAfterKin()) || startWordNotName(i)) return;
    if (!cueWordBefore(i)) return;
    // A kinship word itself in a list of them, as a form's fields are named ("Mère, Père, Beau-père, Fratrie, Médecin
    // traitant : champs à compléter").
    if (LOWER_KIN.has(token.key.replace(/^(?:beau|belle|demi)-/, '')) && /^[ \u00a0]*[,:;]/.test(text.slice(token.end, token.end + 3))) return;
    // A table's header: a word of the vocabulary in the cell after a role's cell ("Référent⇥Avis").
    if (text.slice(tokens[i - 1]?.end ?? 0, token.start).includes('\t') && isFrenchWord(token.key) && !isGiven(token)) return;
    // A cue word written with a capital inside a title ("Le Petit Prince", "La Petite Sirène"): a work, not a person.
    if (titleAdjectiveBefore(i)) return;
    // A rank's abbreviation ends on a full stop that ends no sentence ("adj. Roussel").
    if (sentenceStart(i) && !/[,(«"“] ?$/.test(text.slice(Math.max(0, token.start - 3), token.start)) && !/(?<![\p{L}])(?:adj|brig|cne|cdt|ltn|lt|sgt|mdlc?|gnd)\.[ \u00a0]*$/iu.test(text.slice(Math.max(0, token.start - 8), token.start))) return;
    const lineBegin = text.lastIndexOf('\n', token.start - 1) + 1;
    const before = text.slice(Math.max(lineBegin, token.start - 60), token.start);
    const role: NameRole | null = KIN_CUE.test(before) ? 'relative' : PATIENT_CUE.test(before) ? 'patient' : PRO_CUE.test(before) && !/\bpar\s*$/.test(before) ? 'professional' : null;
    // A nationality after "le jeune", "la petite" (« au jeune Indonésien »).
    // A place the place list holds and no given name, after a bracket or a comma ("(médecin traitant, Montreuil)");
    // right after the cue word it may be a name all the same ("son frère Teva").
    // A town with its arrondissement ("(Lyon 1er – Bron)") is a place whatever the lexicon says (a king's ordinal is no
    // patient either).
    // So is a word of the vocabulary, no given name, after the relative's word in brackets ("(fils, Brest)": where he lives).
    const kinThenWord = isFrenchWord(token.key) && !isGiven(token) && /\([ \u00a0]*\p{L}+(?:-\p{L}+)?[ \u00a0]*,[ \u00a0]*$/u.test(text.slice(Math.max(0, token.start - 24), token.start)) && /^[ \u00a0]*\)/.test(text.slice(token.end, token.end + 3));
    if (!role || EPONYMS.has(token.key) || DEMONYM_KEYS.has(token.key) || kinThenWord || (isPlaceName(token.key) && !isGiven(token) && /[,(][ \u00a0]*$/.test(text.slice(Math.max(0, token.start - 3), token.start))) || /^[ \u00a0]+\d{1,2}(?:er|e|ème)\b/u.test(text.slice(token.end, token.end + 6))) return;
    // A saint, written "saint Michel", "sainte Rita": not a person met.
    if (/\bsainte?[ \u00a0]+$/.test(text.slice(Math.max(0, token.start - 8), token.start))) return;
    // A word of respect before the name ("Dona Rosa", "Ate Rowena") stays outside it, like a title.
    if (HONORIFIC_BEFORE_NAME.has(token.key) && adjacent(i) && isNameWord(tokens[i + 1])) {
      const found = scan.spans.find((span) => span.start === tokens[i + 1]?.start);
      if (found) found.role = role;
      else if (!covered.has(i + 1)) addJoining(i + 1, extendRight(i + 1), role);
      return;
    }
    addJoining(i, extendRight(i), role);
  });
}

/**
 * Rule 4 (docs/privacy/pii-guard.md, "Names"). A birth name after "née" or "né" ("Mme Odile Garnier, née LEBRETON", "née Le Quellec"):
 * a capitalised word right after it, in capitals or after a comma, that is neither a French word nor a month ("née le", "née à", "née en" are lower case).
 */
function birthNameRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, add, extendRight, roleAround } = scan;
  tokens.forEach((token, i) => {
    // "née", "né", and a married name in capitals after "épouse" ("SIVAKUMAR épouse KANAGARATNAM").
    // After "veuve" or "épouse" and a comma before it, a surname that is a French word too ("…, veuve Roux").
    const married = /^(?:[ée]pouse|ép|veuve|vve)$/i.test(token.text);
    // Not the negation's "ne" typed in capitals after it ("ne RIEN mettre", "ne PAS sortir").
    // Nor "NE" before a verb and "PAS", all in capitals ("NE BOUGE PAS ELIF").
    if (/^ne$/i.test(token.text) && (/^(?:rien|pas|plus|jamais|personne|aucun|aucune|point|guere)$/.test(tokens[i + 1]?.key ?? '') || /^(?:rien|pas|plus|jamais)$/.test(tokens[i + 2]?.key ?? ''))) return;
    if (!(/^n[ée]e?$/i.test(token.text) || (married && (tokens[i + 1]?.upper || /,[ \u00a0]*$/.test(text.slice(Math.max(0, token.start - 3), token.start))))) || !adjacent(i)) return;
    // In capitals, or in apposition after a comma or a bracket ("…, née Le Quellec", "(née Le Guillou)"): "elle est née
    // Prématurée" is not a name.
    if (!tokens[i + 1]?.upper && !/[,(][ \u00a0]*$/.test(text.slice(Math.max(0, token.start - 3), token.start))) return;
    const first = tokens[i + 1];
    if (!first || covered.has(i + 1) || !first.cap || TITLE.test(first.text) || EPONYMS.has(first.key) || MONTH_KEYS.has(first.key)) return;
    const particleFirst = isParticle(first) && adjacent(i + 1) && isNameWord(tokens[i + 2]);
    // A birth name that is a French word stays a name right after the person's name ("Juliette Lagarde, née Marchand").
    const afterName = scan.spans.some((span) => /^[ \u00a0]*[,(][ \u00a0]*$/.test(text.slice(span.end, token.start)));
    if (!particleFirst && (!isNameWord(first) || (!first.upper && isFrenchWord(first.key) && !married && !afterName))) return;
    const to = extendRight(particleFirst ? i + 2 : i + 1, 3);
    if ([...Array(to - i).keys()].some((k) => covered.has(i + 1 + k))) return;
    add(i + 1, to, roleAround(i + 1, to, 'patient'));
  });
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). The name a message greets: "Bonjour Thảo-Vy,", "Chère Oyelaran,", "Cher Jean-Marc Pillot !".
 */
/** Familiar words for a grandparent, an aunt or an uncle, before a short given name ("mamie Jo", "tonton Al"). */
const FAMILIAR_KIN = set('mamie mamy mami papi papy tata tatie tati tonton meme pepe mamm tad avo vovo');
/**
 * Rule 4 (docs/privacy/pii-guard.md, "Names"). A given name of two or three letters the lexicon does not hold, or a longer
 * nickname no list holds, after a familiar word for a grandparent, an aunt or an uncle ("mamie Jo", "tonton Sy", "tonton
 * Bambi"): a relative. The Creole "Ti" before a
 * given name found ("Ti Paul") joins it.
 */
function familiarShortNameRule(scan: NameScan): void {
  const { tokens, spans, covered, adjacent, add } = scan;
  tokens.forEach((token, i) => {
    // The Creole "Ti" before a given name already found is part of the nickname ("la voisine de Ti Paul").
    if (token.text === 'Ti' && adjacent(i) && !covered.has(i)) {
      const name = spans.find((span) => span.start === tokens[i + 1]?.start);
      if (name) {
        covered.add(i);
        name.start = token.start;
      }
      return;
    }
    if (!FAMILIAR_KIN.has(token.key) || !adjacent(i)) return;
    const name = tokens[i + 1];
    if (!name || covered.has(i + 1) || !name.cap || name.upper || !/^\p{Lu}\p{Ll}{1,11}$/u.test(name.text) || isFrenchWord(name.key)) return;
    // Longer, a nickname no French text or place is, even a character's ("son tonton Bambi", "« Tonton Bambi »").
    if (name.text.length > 3) {
      // "Même Raph" is no grandmother: "mémé" with its accents only; the familiar word stays outside the nickname.
      if (commonWordOrPlace(name.key) || NOT_UNKNOWN_WORD.has(name.key) || isGivenName(name.text) || /^m[eê]me$/iu.test(token.text)) return;
      add(i + 1, i + 1, 'relative');
      return;
    }
    // Capitalised, the familiar word is part of the nickname ("que tout le monde appelle Mamm Jo").
    if (token.cap && !covered.has(i)) add(i, i + 1, 'relative');
    else add(i + 1, i + 1, 'relative');
  });
}

function greetingRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, add, extendRight, roleAround } = scan;
  tokens.forEach((token, i) => {
    if (!/^(?:bonjour|bonsoir|salut|coucou|cher|ch[eè]re|chers|ch[eè]res|dear|hi|hello|cara|caro|cari|care|querida|querido)$/i.test(token.text) || !adjacent(i)) return;
    const first = tokens[i + 1];
    if (!first || covered.has(i + 1) || !isNameWord(first) || first.upper || TITLE.test(first.text) || EPONYMS.has(first.key)) return;
    // "Chère Consœur", "Cher Confrère", "Chers Parents": a role or a common word, not a name.
    if (!isGiven(first) && (CUE_WORDS.has(first.key) || isFrenchWord(first.key))) return;
    const to = extendRight(i + 1, 3);
    const last = tokens[to];
    if (!last || !/^\s*(?:[,!]|\n|$)/.test(text.slice(last.end, last.end + 2))) return;
    add(i + 1, to, roleAround(i + 1, to, 'professional'));
  });
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). Given names in lower case after a kinship word, as dictated or noted ("son compagnon … ses deux enfants inès et
 * rayan", "rappeler pere youssef", "papa mehmet yilmaz veut un rdv"): known given names, then a surname when the
 * word after it closes the name.
 */
function lowerCaseKinshipRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, add, lowerWordEnds, lowerNameWord } = scan;
  tokens.forEach((token, i) => {
    if (!nameRules.lexiconWithoutContext) return;
    // The trade behind its elided article too ("l'infirmiere pedebernade").
    const rank = LOWER_RANK.has(token.key) || (/^[lL]['’]/u.test(token.text) && LOWER_RANK.has(token.key.slice(1)));
    if (!(LOWER_KIN.has(token.key) || rank) || token.cap) return;
    // "ama" is Basque's mother but Turkish's "but", in a line of Turkish ("yanıklar var ama derin değil").
    if (token.key === 'ama' && turkishLine(text, token.start, token.end, 1)) return;
    // Whose mother, father or partner writes: "c'est sandrine la maman de cassou", "le compagnon de dadi", a name no
    // French text writes or a known one.
    const child = tokens[i + 2];
    if (PARENT_WORDS.has(token.key) && tokens[i + 1]?.key === 'de' && adjacent(i) && adjacent(i + 1) && child && !covered.has(i + 2) && !child.cap && lowerNameWord(child) && (unknownLowerName(child) || (isGivenName(child.text) && !AMBIGUOUS_AT_START.has(child.key) && !AMBIGUOUS_EVERYWHERE.has(child.key)))) {
      // With the child's surname after it, a word no French text writes ("la maman de arlind berisha").
      const surname = tokens[i + 3];
      add(i + 2, surname && adjacent(i + 2) && !surname.cap && lowerNameWord(surname) && unknownLowerName(surname) && !isGivenName(surname.text) && !covered.has(i + 3) ? i + 3 : i + 2, 'patient');
      return;
    }
    let k = i + 1;
    // "soeur ainee samira", "frere jumeau adam": a word saying which one, between the kinship word and the name.
    while ((LOWER_KIN_QUALIFIER.has(tokens[k]?.key ?? '') || OTHER_KIN_KEYS.has(tokens[k]?.key ?? '') || (rank && LOWER_RANK_QUALIFIER.has(tokens[k]?.key ?? ''))) && adjacent(k - 1) && k - i <= 2) k++;
    const nameAt = rank ? k : i + 1;
    // "le père (mamadou)": the name in brackets after the kinship word.
    const bracketed = (k: number): boolean => /^[ \u00a0]*\([ \u00a0]*$/.test(text.slice(tokens[k - 1]?.end ?? 0, tokens[k]?.start ?? 0)) && /^[ \u00a0]*\)/.test(text.slice(tokens[k]?.end ?? 0));
    while (k < tokens.length && (adjacent(k - 1) || (k === i + 1 && bracketed(k)))) {
      // A word of respect stays outside the name ("sa mère dona fernanda").
      if (HONORIFIC_BEFORE_NAME.has(tokens[k]?.key ?? '') && adjacent(k)) k++;
      const word = tokens[k];
      // A known given name, or a word of four letters at least that is no French word ("sa femme hêvî").
      // A given name that is also a word ("rose", "pierre") when a comma, said or written, or "née" closes it ("leur
      // fille rose virgule née le …").
      // Or a verb only a person's subject takes ("ma copine jade dit que je devrais voir quelqu'un").
      const closed = (/^[ \u00a0]*(?:,|virgule\b|n[ée]e?\b)/u.test(text.slice(word?.end ?? 0, (word?.end ?? 0) + 10)) || (adjacent(k) && HUMAN_VERB.has(tokens[k + 1]?.key ?? ''))) && k === i + 1;
      // After a rank, "le" or "la" and a surname no French text writes ("adj le gall"); "de" and "du" say where the person
      // works ("médecin de crèche", "médecin du creps").
      const surnameAfter = tokens[k + 1];
      if (rank && k === nameAt && word && /^(?:le|la)$/.test(word.text) && surnameAfter && adjacent(k) && !surnameAfter.cap && !covered.has(k) && !covered.has(k + 1) && unknownLowerName(surnameAfter) && !isGivenName(surnameAfter.text) && lowerWordEnds(k + 1)) {
        add(k, k + 1, 'professional');
        break;
      }
      // A verb of Polish after a Polish kinship word ("dziadek przyjadą w sobotę") is no name.
      if (word && /[ąćęłńśźż]/u.test(word.text) && !isGivenName(word.text) && polishLine(text, token.start, token.end, 1)) break;
      // Another kinship word is no name ("khouya ommi a pas dormi": "my brother, my mother").
      if (!word || word.cap || covered.has(k) || ACRONYM.has(word.key) || LOWER_KIN.has(word.key) || !(isGivenName(word.text) || lowerCompoundGiven(word) || unknownLowerName(word)) || !lowerNameWord(word) || ((AMBIGUOUS_AT_START.has(word.key) || AMBIGUOUS_EVERYWHERE.has(word.key)) && !closed) || MIXED_LANGUAGE_KEYS.has(word.key) || (DEMONYM_KEYS.has(word.key) && !isGivenName(word.text)) || (DARIJA_KEYS.has(word.key) && darijaLine(text, word.start, word.end))) break;
      const next = tokens[k + 1];
      // Not a verb in the imperfect or the conditional after the name ("papi bernardin savait").
      // Or the second half of a compound given name written with a space ("mon frere jean marc", "anne marie").
      const withSurname = next !== undefined && adjacent(k) && lowerNameWord(next) && !NOT_UNKNOWN_WORD.has(next.key) && (!isGivenName(next.text) || (COMPOUND_FIRST_HALVES.has(word.key) && !AMBIGUOUS_EVERYWHERE.has(next.key))) && lowerWordEnds(k + 1) && !MIXED_LANGUAGE_KEYS.has(next.key) && !SPEECH_WORDS.has(next.key) && !/(?:ait|aient|ais|erait|eraient|irait)$/.test(next.key);
      // After a rank or a trade only a surname no French text writes ("le visage du gendarme balmat").
      // Not a compound of words ("infirmière santé-travail").
      if (rank && !(k === nameAt && unknownLowerName(word) && !isGivenName(word.text) && !word.key.split('-').every((part) => isFrenchWord(part)))) break;
      add(k, withSurname ? k + 1 : k, rank ? 'professional' : 'relative');
      k = withSurname ? k + 2 : k + 1;
      if (tokens[k]?.key === 'et' && adjacent(k - 1)) k++;
      else if (/^,\s*$/.test(text.slice(tokens[k - 1]?.end ?? 0, tokens[k]?.start ?? 0))) continue;
      else break;
    }
  });
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). A known given name in lower case opening a line of quick notes ("awa diallo pas venue", "joaquim cp ok"), with
 * the surname after it when the next word closes the name.
 */
/** Greetings of other languages, the first word of a message typed in lower case ("dobar dan madame"): no surname. */
const FOREIGN_GREETINGS = set('salama dobar dobro zdravo merhaba selam salam shalom ciao hallo hej ahoj privet nazdar bok sveiki labas');
function lowerCaseLineStartRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, add, lineStart, lowerWordEnds, lowerNameWord } = scan;
  // A surname then a given name may also open a log's line after its time ("19h25 vandaele kevin 28a", "- 9h curtet
  // raphael 1er rdv").
  const lineOrLogStart = (i: number): boolean => lineStart(i) || (tokens[i] !== undefined && /(?:^|\n)[ \t]*(?:[-•*][ \t]*)?\d{1,2}(?:[h:]\d{2}|h)[ \t]+(?:[-–—][ \t]+)?$/.test(text.slice(Math.max(0, (tokens[i]?.start ?? 0) - 12), tokens[i]?.start)));
  tokens.forEach((token, i) => {
    if (!nameRules.lexiconWithoutContext) return;
    // A compound given name counts as one ("pierre-louis :").
    const given = isGivenName(token.text) || lowerCompoundGiven(token);
    // The surname first, then a known given name closing the name ("dubreuil timéo : rappeler le papa").
    const following = tokens[i + 1];
    if (!given && !covered.has(i) && !token.cap && lowerNameWord(token) && !isFrenchWord(token.key) && !FOREIGN_GREETINGS.has(token.key) && !NOT_UNKNOWN_WORD.has(token.key) && following !== undefined && !following.cap && adjacent(i) && (isGivenName(following.text) || lowerCompoundGiven(following)) && !AMBIGUOUS_AT_START.has(following.key) && lowerWordEnds(i + 1) && lineOrLogStart(i)) {
      add(i, i + 1, 'patient');
      return;
    }
    if (covered.has(i) || token.cap || token.text.length < 3 || !lineStart(i) || !given || !lowerNameWord(token)) return;
    // "eva 6/10": a scale's acronym in lower case, not the given name.
    // A kinship word of another language that the lexicon also holds as a given name ("adik Hafiz").
    if (AMBIGUOUS_AT_START.has(token.key) || AMBIGUOUS_EVERYWHERE.has(token.key) || EPONYMS.has(token.key) || ACRONYM.has(token.key) || OTHER_KIN_KEYS.has(token.key)) return;
    // A participle that folds to a given name ("marié à …" is not "Marie"); a Spanish or Portuguese word among others.
    // Or darija's "ana" (I) opening a line of darija ("ana jay daba m3a khoya").
    if ((/ée?s?$/.test(token.text) && givenNameIsAlsoWord(token.key)) || amongMixedLanguageWords(text, tokens, i) || (DARIJA_KEYS.has(token.key) && darijaLine(text, token.start, token.end)) || turkishLine(text, token.start, token.end)) return;
    const next = tokens[i + 1];
    const withSurname = next !== undefined && adjacent(i) && !next.cap && lowerNameWord(next) && !isGivenName(next.text) && lowerWordEnds(i + 1);
    add(i, withSurname ? i + 1 : i, 'patient');
  });
}

/**
 * Rule 9 (docs/privacy/pii-guard.md, "Names"). A known given name written in lower case, wherever it stands and with no
 * other cue ("il parle de lucas", "noah pleure"), with what follows it when that is another given name, or a word that
 * is no French word, possibly after a particle ("léa vasseur", "inaya ben salah", "ngoc anh tran"). A given name that
 * is also a French word in some form ("rose", "pierre", "mai", "jean") is taken only with such a surname after it
 * ("pierre dufour"); the rules with cues above still take it alone where a cue says it is a person.
 */
function lowerCaseGivenNameRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, add, roleAround, lowerNameWord } = scan;
  /** The word at k is a known given name (or a compound of them) written in lower case. */
  const lowerGiven = (k: number): boolean => {
    const token = tokens[k];
    return (
      token !== undefined &&
      !token.cap &&
      token.text.length >= 3 &&
      !/['’]/.test(token.text) &&
      lowerNameWord(token) &&
      (isGivenName(token.text) || lowerCompoundGiven(token)) &&
      // A kinship word of another language that the lexicon also holds as a given name ("la tia gladys", "ma mãe").
      !LOWER_KIN.has(token.key) &&
      // Vietnamese kinship words, given names too, before a capitalised name ("chez anh Phong, mon cousin").
      !(VIETNAMESE_KIN.has(token.key) && tokens[k + 1]?.cap === true && adjacent(k)) &&
      !FOREIGN_LETTER_WORDS.has(token.key) &&
      !EPONYMS.has(token.key) &&
      !ACRONYM.has(token.key) &&
      // An English word among English words ("my mother said she can call"), not "said" or "can" as a given name.
      !(ENGLISH_MIXED_KEYS.has(token.key) && [tokens[k - 1], tokens[k + 1]].some((near) => near !== undefined && ENGLISH_MIXED_KEYS.has(near.key))) &&
      // A Spanish word among Spanish words ("no sabe nada todavía"), a German one among German ones ("« nur einmal »").
      !amongMixedLanguageWords(text, tokens, k) &&
      !(DARIJA_KEYS.has(token.key) && darijaLine(text, token.start, token.end)) &&
      !turkishLine(text, token.start, token.end) &&
      // Part of a word written with a figure for a letter ("m3aya": "aya" is no given name there).
      !/\d$/.test(text.slice(Math.max(0, token.start - 1), token.start)) &&
      // An English word that is also a given name, in an English sentence ("I don't know if I can leave him", "is it a
      // good idea for…"); a given name there stays one ("brother yonas listen to me").
      !(ENGLISH_WORDS_ALSO_GIVEN.has(token.key) && amongEnglishWords(text, tokens, k)) &&
      !CREOLE_KEYS.has(token.key) &&
      !KINYARWANDA_KEYS.has(token.key) &&
      // A saint's day or a place named after a saint ("la st valentin", "à st jean").
      !/(?:^|[\s(])(?:st|ste|saint|sainte)[ \u00a0-]$/iu.test(text.slice(Math.max(0, token.start - 8), token.start)) &&
      // A material or a flower after its preposition or its article ("le mur en pierre de la laiterie", "une rose trémière").
      !/(?:^|[\s'’])(?:en|un|une)[ \u00a0]$/iu.test(text.slice(Math.max(0, token.start - 5), token.start)) &&
      // A noun after the elided article ("l'olivier qu'il a planté"), not a name ("la mère d'inès" stays one).
      !/(?:^|[\s(])[lL]['’]$/u.test(text.slice(Math.max(0, token.start - 3), token.start)) &&
      // A verb after a clitic pronoun ("qu'on lui lise le psaume", "elle marie sa fille").
      !/(?:^|[\s'’])(?:lui|leur|on|je|il|ils|elle|elles|me|te|se)[ \u00a0]$/iu.test(text.slice(Math.max(0, token.start - 7), token.start)) &&
      // A word of another language quoted as such ("maman se dit anne", "« abla » veut dire grande sœur").
      !/(?:^|[\s'’])(?:se[ \u00a0]+dit|se[ \u00a0]+disent|s['’]appelle[ \u00a0]+ici)[ \u00a0]$/iu.test(text.slice(Math.max(0, token.start - 18), token.start)) &&
      !(GERMAN_MIXED_KEYS.has(token.key) && [tokens[k - 1], tokens[k + 1]].some((near) => near !== undefined && GERMAN_MIXED_KEYS.has(near.key)))
    );
  };
  const ambiguous = (token: Token) => AMBIGUOUS_AT_START.has(token.key) || AMBIGUOUS_EVERYWHERE.has(token.key);
  const surnameWord = (token: Token | undefined): boolean =>
    token !== undefined &&
    !token.cap &&
    !/['’]/.test(token.text) &&
    // A surname ending like a participle that is no French word's ("aminata traoré", "awa koné").
    (lowerNameWord(token) || (/[^e]é$/.test(token.text) && token.text.length >= 4 && /^[\p{Ll}\p{M}-]+$/u.test(token.text) && !NOT_NAME.has(token.key) && !LOWER_NOT_NAME.has(token.key))) &&
    /[aeiouy]/.test(token.key) &&
    !isFrenchWord(token.key) &&
    !(/(?:eur|ier|ien|ant|ent)$/.test(token.key) && isFrenchWord(`${token.key}s`)) &&
    // A trade after the name, as a dictation puts it ("loïc giraud régulateur à modane"): no surname ends so.
    !/(?:ateur|[^ep]atrice|ologue|iatre)$/.test(token.key) &&
    !givenNameIsAlsoWord(token.key) &&
    !ACRONYM.has(token.key) &&
    !EPONYMS.has(token.key) &&
    !SPEECH_WORDS.has(token.key) &&
    !NOT_UNKNOWN_WORD.has(token.key);
  /** Part of an e-mail address, a user name or a web address ("lea.martin@", "loulou_mr", "/theo"). */
  const inAddress = (token: Token): boolean => /[.@_/\\]$/.test(text.slice(Math.max(0, token.start - 1), token.start)) || /^(?:@|[._][\p{L}\d])/u.test(text.slice(token.end, token.end + 2));
  /** Index of the last word of the name that starts at i: further given names, particles and surnames in lower case. */
  const nameEnd = (i: number): number => {
    let to = i;
    while (to - i < 3 && adjacent(to)) {
      let next = to + 1;
      while (next - to < 3 && isParticle(tokens[next]) && !tokens[next]?.cap && adjacent(next)) next++;
      const word = tokens[next];
      if (!word || covered.has(next) || inAddress(word)) break;
      // The second half of a compound given name written with a space is one even when it is also a word ("jean marc
      // dufau": "marc" is a word).
      const compoundHalf = next === i + 1 && COMPOUND_FIRST_HALVES.has(tokens[i]?.key ?? '') && lowerGiven(next) && !ambiguous(word);
      const anotherGiven = (next === to + 1 && lowerGiven(next) && !ambiguous(word) && !givenNameIsAlsoWord(word.key)) || compoundHalf;
      // After a particle, a surname that is some French word's inflected form still counts ("dos reis").
      // A town after "de" is where the person lives or comes from ("la tia gladys de envigado"), not a surname.
      // Not after a Portuguese, Spanish or Italian particle, which opens a surname whatever its word ("rosa pereira dos
      // santos", "maria da silva").
      const iberianParticle = next > to + 1 && /^(?:dos|das|da|do|del|dela|della|di)$/.test(tokens[next - 1]?.key ?? '');
      if (next > to + 1 && isPlaceName(word.key) && !iberianParticle) break;
      // Not a given name that is also a word ("une fleur de capucine").
      const afterParticle = next > to + 1 && !word.cap && lowerNameWord(word) && ((!isFrenchWord(word.key) && !NOT_UNKNOWN_WORD.has(word.key)) || iberianParticle) && !ambiguous(word);
      // A day or a month as the surname, closing a list's name before its colon ("13/01 rose-marie samedi : moca 24"), or
      // a message log's sender before the time ("guy janvier 19:48 : bonsoir").
      const calendar = next === to + 1 && CALENDAR_KEYS.has(word.key) && /^[ \u00a0]*(?:\d{1,2}[:h]\d{2}[ \u00a0]*)?:/.test(text.slice(word.end, word.end + 10));
      if (!surnameWord(word) && !anotherGiven && !afterParticle && !calendar) break;
      // A verb in the imperfect after the name is no surname ("la brise océane entrait").
      if (next === to + 1 && /(?:ait|aient)$/.test(word.key)) break;
      to = next;
    }
    return to;
  };
  /**
   * A given name that is also a word, as the subject of a verb a person does, with no article or possessive before it
   * ("maya parle peu", "jade pleure"; "la rose dit" is a word).
   */
  const subjectWithoutArticle = (i: number): boolean => {
    const next = tokens[i + 1];
    const previous = tokens[i - 1];
    if (!next || !adjacent(i) || next.cap || !SUBJECT_VERB.has(next.key) || /ée?s?$/.test(next.text)) return false;
    return !(previous && /^[ \u00a0]+$/.test(text.slice(previous.end, tokens[i]?.start ?? 0)) && DETERMINER.has(previous.key));
  };
  tokens.forEach((token, i) => {
    if (!nameRules.lexiconWithoutContext) return;
    if (token.cap || inAddress(token)) return;
    if (covered.has(i)) {
      // A given name a rule with a cue took alone ("rdv karim"): its surname after it ("rdv karim bouaziz").
      const span = scan.spans.find((found) => found.start === token.start && found.end === token.end);
      const to = span && (isGivenName(token.text) || lowerCompoundGiven(token)) ? nameEnd(i) : i;
      if (span && to > i) {
        for (let k = i + 1; k <= to; k++) covered.add(k);
        span.end = tokens[to]?.end ?? span.end;
      }
      return;
    }
    if (!lowerGiven(i)) return;
    const to = nameEnd(i);
    // Before a surname in lower case an earlier rule took alone ("mme kouassi", then "désiré kouassi, 17 a"): one name,
    // also when the given name is a word.
    const following = tokens[i + 1];
    if (to === i && following && !following.cap && covered.has(i + 1) && adjacent(i) && /^[ \u00a0]$/.test(text.slice(token.end, following.start)) && scan.spans.some((span) => span.start === following.start && text.slice(span.start, span.end) === text.slice(span.start, span.end).toLowerCase())) {
      scan.addJoining(i, i + 1, roleAround(i, i + 1, 'patient'));
      return;
    }
    // "constance marchal": a given name that is also a word ("constance", "claire") only with a surname after it.
    // Unless joined by "et" to a name just before it ("la maman de lucas et jade").
    const previous = tokens[i - 2];
    const afterNameAndEt = tokens[i - 1]?.key === 'et' && previous !== undefined && !previous.cap && !givenNameIsAlsoWord(previous.key) && covered.has(i - 2) && scan.spans.some((span) => span.end === previous.end) && adjacent(i - 2) && adjacent(i - 1);
    // A given name that is also a word signs a message alone after its last sentence ("… il sera là. aurore"), or is the
    // subject of a verb after a pronoun or of a verb in the past ("ange m'a écrit", "ok. grace a demandé").
    const signsOrSubject = (): boolean =>
      (/[.!?][ \u00a0]+$/.test(text.slice(Math.max(0, token.start - 3), token.start)) && /^[ \u00a0]*(?:\n|$)/.test(text.slice(token.end, token.end + 3))) ||
      (/^[ \u00a0]+(?:[mtl]['’](?:a|as|avait|avais|appelle|appel[ée]e?|[ée]crit)|(?:a|avait)[ \u00a0]+\p{Ll}+(?:é|i|u|it|is|ert))(?![\p{L}])/u.test(text.slice(token.end, token.end + 24)) && (scan.sentenceStart(i) || scan.lineStart(i) || /:[ \u00a0]*$/.test(text.slice(Math.max(0, token.start - 3), token.start))));
    if (to === i && ambiguous(token) && !afterNameAndEt && !signsOrSubject()) return;
    if (to === i && givenNameIsAlsoWord(token.key) && !subjectWithoutArticle(i) && !afterNameAndEt && !signsOrSubject()) return;
    // A given name that is also a word, in a list of words after a comma (no name before it), names a thing ("jasmin, rose
    // centifolia :"); after "double" or "triple" a figure of a sport ("double axel").
    const listBefore = tokens[i - 1];
    if ((ambiguous(token) || givenNameIsAlsoWord(token.key)) && listBefore && !listBefore.cap && !covered.has(i - 1) && !isGivenName(listBefore.text) && /^,[ \u00a0]+$/.test(text.slice(listBefore.end, token.start))) return;
    if (/(?<![\p{L}])(?:double|triple|quadruple)[ \u00a0]+$/iu.test(text.slice(Math.max(0, token.start - 12), token.start))) return;
    // A hospital named after a person, typed in lower case ("la chimio a gustave roussy", "les urgences de jeanne de
    // flandre").
    if ([to + 1, i + 3, i + 4].some((end) => COMPANIES.has(tokens.slice(i, end).map((word) => word.key).join(' ')))) return;
    add(i, to, roleAround(i, to, 'patient'));
  });
}

/**
 * Rule 4 (docs/privacy/pii-guard.md, "Names"). A given name written in lower case after a word of contact, as in quick notes ("rappeler théo au 07…",
 * "vu marie ce matin", "rdv avec inès"): only known given names that are not also common words.
 */
function contactWordRule(scan: NameScan): void {
  const { text, tokens, covered, add, roleAround, lowerNameWord } = scan;
  tokens.forEach((token, i) => {
    if (!nameRules.lexiconWithoutContext) return;
    if (covered.has(i) || token.cap || token.text.length < 3 || !isGivenName(token.text) || !lowerNameWord(token)) return;
    if (AMBIGUOUS_EVERYWHERE.has(token.key) || EPONYMS.has(token.key)) return;
    if (!CONTACT_BEFORE.test(text.slice(Math.max(0, token.start - 24), token.start))) return;
    // A given name that is also a word ("capucine", "rose") only when nothing follows it but a request's end ("rappeler
    // capucine svp, elle s'inquiète").
    if (AMBIGUOUS_AT_START.has(token.key) && !/^[ \u00a0]*(?:svp|stp|s['’]il|[,.;:!?)]|\n|$)/u.test(text.slice(token.end, token.end + 8))) return;
    add(i, i, roleAround(i, i, 'patient'));
  });
}

/**
 * What introduces a person in speech, as a transcription writes it in lower case ("moi c'est yao", "voici rojhat demir");
 * the group "strong" holds the cues after which a word the lexicon does not hold may be a name too — not "c'est" and "je
 * suis" alone, which an adjective or a participle follows far more often than a name.
 */
const INTRODUCTION = /(?<![\p{L}\p{M}'’-])(?:(?<strong>moi c['’]est|voici|je m['’]appelle|(?:il|elle) s['’]appelle|n[ée]e?)|c['’]est|c|je suis|voil[àa])[ \u00a0]+(?=\p{Ll})/gu;
/**
 * Rule 6g (docs/privacy/pii-guard.md, "Names"). After a word that introduces a person in speech, in lower case: a known
 * given name, or a word of four letters at least that is no French word, with the surname after it when the next word
 * closes the name ("moi c'est yao n'guessan", "voici rojhat demir qui traduit", "née mensah").
 */
function lowerCaseIntroductionRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, add, firstTokenFrom, roleAround, lowerWordEnds, lowerNameWord } = scan;
  if (!nameRules.lexiconWithoutContext) return;
  for (const cue of text.matchAll(INTRODUCTION)) {
    const i = firstTokenFrom(cue.index + cue[0].length);
    const token = tokens[i];
    if (!token || token.start !== cue.index + cue[0].length || covered.has(i) || token.cap || !lowerNameWord(token)) continue;
    const known = isGivenName(token.text) && !AMBIGUOUS_AT_START.has(token.key) && !AMBIGUOUS_EVERYWHERE.has(token.key);
    // "ne" without its accent is the negation as often as "née" ("mama ne znaet eshche"): only a known given name after it.
    // Introduced with a kinship to someone ("c clemence la maman de timéo"): a name even when it is also a word.
    const introducedAsKin = /^[ \u00a0]+(?:la|le)[ \u00a0]+(?:maman|m[èe]re|papa|p[èe]re|femme|mari|copine|copain|compagne|compagnon|s(?:œ|oe)ur|fr[èe]re|tante|oncle|fille|fils)[ \u00a0]+d[e'’]/u.test(text.slice(token.end, token.end + 24)) && (isGivenName(token.text) || unknownLowerName(token));
    if (!known && !introducedAsKin && !(cue.groups?.['strong'] && !/^ne$/iu.test(cue.groups['strong']) && unknownLowerName(token))) continue;
    const next = tokens[i + 1];
    // "ne" before a verb and its negation ("ne capte pas le portable") is no "né".
    if (/^ne$/.test(cue[0].trim()) && /^(?:pas|plus|jamais|rien|guère|guere|que|qu)$/.test(next?.key ?? '')) continue;
    // An eponym in lower case is a surname there ("c'est olivier rey de la clinique").
    const withSurname = next !== undefined && !covered.has(i + 1) && adjacent(i) && lowerNameWord(next) && (!isFrenchWord(next.key) || isGivenName(next.text) || EPONYMS.has(next.key)) && lowerWordEnds(i + 1);
    add(i, withSurname ? i + 1 : i, roleAround(i, withSurname ? i + 1 : i, 'patient'));
  }
}
/** A compound given name written in lower case, every part a given name ("marie-josé", "jean-marc"). */
const lowerCompoundGiven = (token: Token): boolean => token.text.includes('-') && token.text.split('-').every((part, k) => part.length >= 2 && (isGivenName(part) || (k > 0 && CLIPPED_GIVEN.has(foldName(part)))));
/** Words of speech and dictation that the vocabulary does not hold: never a name after a kinship or introducing word. */
const SPEECH_WORDS = set(`cool nice fine full good sorry week-end weekend stress burn-out burnout timing feeling challenge check deadline planning
  virgule guillemets parenthese dispo relou ouf bah ben bref genre trop grave euh hein`);
/**
 * A word in lower case that may be a name the lexicon does not hold ("hêvî", "rojhat", "mensah"): four letters at least,
 * no French word, and none of the endings of French adjectives, verbs and nouns the vocabulary does not list in every
 * form ("hyperalgique", "injoignable", "lisait", "touchera", "hypervigilante"), nor the future of verbs in -re, -ir and -oir
 * ("conduira", "écrira", "suivra", "viendra", "pourra", "devra").
 */
function unknownLowerName(token: Token): boolean {
  return (
    token.text.length >= 4 &&
    // No elided or hyphenated word of grammar ("jusqu'à", "est-ce", "pourra-t-il"); a name's "n'" is kept ("n'guessan").
    !/['’]/.test(token.text.replace(/^n['’]/, '')) &&
    !/-(?:t|il|ils|elle|elles|on|ce|je|tu|nous|vous|le|la|les|moi|toi|lui|y|en)$/.test(token.key) &&
    !isFrenchWord(token.key) &&
    !NOT_UNKNOWN_WORD.has(token.key) &&
    !NOTE_ABBREVIATIONS.has(token.key) &&
    !SPEECH_WORDS.has(token.key) &&
    !/(?:ique|iques|isme|able|ables|ible|ibles|ante|antes|ant|ants|ente|entes|ent|ents|euse|euses|eux|ait|aient|ais|era|eras|erait|erons|eront|ement|tion|tions|ise|isent|ée|ées|és|er|ez|ons|ité|ités|ette|ettes|age|ages|ure|ures|aire|aires|iste|istes|if|ive|ives|al|aux|elle|elles|ont|iront|eront|aient|ie|ies|ane|anes|ien|iens|ienne|iennes|aise|aises|oise|oises|teur|teurs|trice|trices|uira|uiront|crira|criront|ivra|ivront|iendra|iendront|ourra|ourront|evra|evront)$/.test(token.key)
  );
}

/**
 * Rule 6h (docs/privacy/pii-guard.md, "Names"). A name written in Chinese or Japanese characters ("张丽"): two to four of
 * them, which French writing only uses for names.
 */
function hanNameRule(scan: NameScan): void {
  const { text, tokens, addRange, firstTokenFrom, roleAround } = scan;
  // Japanese writes a sentence as one word ("息子の健太が元気に…"): a name inside it is added by its characters, beside
  // any other name of the sentence, without taking the whole word (and, by the word's index, the next line's name).
  const addName = (start: number, end: number): void => {
    const k = firstTokenFrom(start);
    const around = tokens[k - 1];
    const role = roleAround(k, k, 'patient');
    if (around !== undefined && around.start < start && around.end >= end) {
      if (!scan.spans.some((span) => span.start < end && start < span.end)) scan.spans.push({ start, end, role });
      return;
    }
    addRange(start, end, role);
  };
  // A whole run of two to four characters: a longer run is a sentence ("老师还好吗", "is the teacher all right?").
  for (const found of text.matchAll(/(?<!\p{Script=Han})\p{Script=Han}{2,4}(?!\p{Script=Han})/gu)) {
    const end = found.index + found[0].length;
    // A form's label in Japanese or Chinese ("住所：", "電話：", "地址:").
    if (/^(?:住所|電話|携帯|氏名|名前|年齢|職業|地址|电话|手机|姓名|年龄|职业)$/u.test(found[0])) continue;
    // In Japanese, whose kana split the words, such a run is most often a word ("病院は", "住所：", "気球が"): a name
    // there is one before a title or "です", after a relative's word and "の" ("妻の由美子は"), or alone on its line
    // (a letter's signature).
    const line = lineAround(text, found.index, end);
    const lineStart = line.start;
    const lineEnd = line.start + line.text.length;
    if (KANA.test(line.text)) {
      const titled = JAPANESE_NAME_AFTER.test(text.slice(end, end + 5));
      const relative = /(?:妻|夫|娘|息子|母|父|兄|姉|弟|妹|祖母|祖父|主人|家内)の$/u.test(text.slice(Math.max(lineStart, found.index - 3), found.index));
      const alone = /^[ \t\u3000]*$/u.test(text.slice(lineStart, found.index)) && /^[ \t\u3000]*$/u.test(text.slice(end, lineEnd));
      if (!titled && !relative && !alone) continue;
    }
    addName(found.index, end);
  }
  // A name in katakana before its title ("ドゥメニル様", "マルタンさん"), as a Japanese letter writes a French name.
  for (const found of text.matchAll(/(?<![\p{Script=Katakana}ー・])[\p{Script=Katakana}ー・]{2,12}(?=様|さま|さん|先生|氏|殿)/gu)) addName(found.index, found.index + found[0].length);
}
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** What follows a Japanese name: a title, or "です" ("I am …"). */
const JAPANESE_NAME_AFTER = /^(?:様|さま|さん|先生|君|くん|ちゃん|氏|殿|です|と申します)/u;

/**
 * Rule 6i (docs/privacy/pii-guard.md, "Names"). A surname alone in capitals after the word that says who the person is in
 * a file ("Victime ARRIETA", "Défunt MARCHAL", "Assurée LEBRETON"), when it is no French word or acronym.
 */
function roleWordCapitalsRule(scan: NameScan): void {
  const { text, firstTokenFrom, covered, add } = scan;
  // Or a message's subject that is a surname alone ("Objet : KLEIN — éléments pour le débat"), even an author's, or
  // after the person's role ("Objet : élève PEYRACHE — réglages").
  for (const found of text.matchAll(/(?:\b(?:[vV]ictime|[aA]ppelante?|[dD][ée]funte?|[aA]ssur[ée]e?|[bB][ée]n[ée]ficiaire|[aA]llocataire|[rR]equ[ée]rante?|[dD]emandeu(?:r|se))[ \u00a0]+|(?:^|\n)[ \t]*[oO]bjet[ \u00a0]*[:：][ \u00a0]*(?:(?:[ée]l[eè]ve|patiente?|enfant|[sS]alari[ée]e?|agent)[ \u00a0]+)?)(\p{Lu}{3,}(?:-\p{Lu}{3,})?)(?![\p{L}\p{N}])(?=[ \u00a0]*(?:[—–/,(]|$|\n)|(?<!bjet[ \u00a0]*[:：][ \u00a0]*\p{Lu}+)[ \u00a0])/gu)) {
    const word = found[1] ?? '';
    const key = foldName(word);
    if (ACRONYM.has(key) || isFrenchWord(key) || HEADING.has(key) || NOT_UNKNOWN_WORD.has(key) || NOT_NAME.has(key)) continue;
    const k = firstTokenFrom(found.index + found[0].length - word.length);
    if (covered.has(k)) continue;
    add(k, k, 'patient');
  }
}

/**
 * Rule 5 (docs/privacy/pii-guard.md, "Names"). Sentence subjects not in the lexicon: "Kenzo rapporte…", "Baptiste dit…".
 */
function sentenceSubjectRule(scan: NameScan): void {
  const { tokens, covered, startWordNotName, verbAfter, adjacent, add, sentenceStart } = scan;
  tokens.forEach((token, i) => {
    // A month that says or weeps is a girl's name ("?? Mai dit que Madame Olga veut qu'elle se repose").
    // So are two or three capitals no acronym list holds: a person's initials ("13/10 — FZ parle peu").
    if (!covered.has(i) && token.cap && (token.upper ? /^\p{Lu}{2,3}$/u.test(token.text) && !ACRONYM.has(token.key) && !NOTE_ABBREVIATIONS.has(token.key) && BODY_VERB.has(tokens[i + 1]?.key ?? '') : MONTH_KEYS.has(token.key)) && sentenceStart(i) && adjacent(i) && HUMAN_VERB.has(tokens[i + 1]?.key ?? '')) {
      add(i, i, 'patient');
      return;
    }
    if (covered.has(i) || !isNameWord(token) || token.upper || token.text.length < 3 || EPONYMS.has(token.key) || NOT_UNKNOWN_NAME.has(token.key) || WOLOF_KEYS.has(token.key)) return;
    if (!sentenceStart(i) || !adjacent(i) || !verbAfter(i) || startWordNotName(i)) return;
    // A word of another language the lists hold, no given name ("Nzoto na ye ezali malamu").
    if (NOT_UNKNOWN_WORD.has(token.key) && !isGivenName(token.text)) return;
    if (isPlaceCompound(token)) return;
    // A French word before a noun that is also a verb's form ("Nouvelle demande :", "Première visite"): no subject.
    if (isFrenchWord(token.key) && !isGivenName(token.text)) return;
    // An elided French word opening the sentence ("L'examen s'est déroulé…").
    const elided = /^(?:[LlDdJjMmNnTtSsCc]|[Qq]u)['’](\p{Ll}.*)$/u.exec(token.text)?.[1];
    if (elided && isFrenchWord(foldName(elided))) return;
    add(i, i, 'patient');
  });
}

/** A column of a table that holds people ("Nom", "Salarié", "Résident", "Intervenant"…), by its header cell. */
const PERSON_COLUMN = /^\s*(?:nom|pr[ée]nom|patiente?|enfant|[ée]l[eè]ve|salari[ée]e?|agent|r[ée]sidente?|b[ée]n[ée]ficiaire|consultante?|usager|personne|identit[ée]|intervenante?|praticien(?:ne)?|psychologue|m[ée]decin|responsable|repr[ée]sentante?|parent|m[eè]re|p[eè]re|tut(?:eur|rice)|aidante?|contact|participante?|professionnel(?:le)?|r[ée]f[ée]rente?|assur[ée]e?|d[ée]tenu(?:e)?|qui)s?(?:\s|$)/iu;
/**
 * The first row of a table (a line of three tab-separated cells or more after a line without tab) whose cells are
 * short, hold no digit nor given name, and are French words for half of them at least: its header
 * ("Date⇥Patient⇥Acte⇥Montant⇥Payeur", "Heure⇥Salarié⇥Type⇥Entreprise").
 */
function isTableHeader(cells: string[], previousLine: string): boolean {
  // A day's date may head a column of an attendance sheet ("Lun 06/10"); other figures say a row of values.
  if (cells.length < 3 || previousLine.includes('\t') || cells.some((cell) => /\d/.test(cell.replace(/(?<!\d)\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?!\d)/g, '')))) return false;
  // A label of a person's name followed by its value ("Nom⇥DELMAS⇥Nom de naissance⇥CHARALAMBOUS") makes a form's row.
  if (cells.some((cell, index) => NAME_LABEL_CELL.test(cell) && nameValueCell(cells[index + 1] ?? '') && !headerCell(cells[index + 1] ?? ''))) return false;
  let french = 0;
  for (const cell of cells) {
    // A header may say a word more in brackets ("Tél. (si rappel souhaité)").
    // Nor a day's date ("Statut au 20/10"), which the other figures' test let through.
    const words = cell.replace(/\([^()]*\)/g, '').replace(/(?<!\d)\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?!\d)/g, '').trim().split(/[\s/_-]+/).filter(Boolean);
    if (words.length > 3) return false;
    // A short acronym may be a given name too ("THI", a tinnitus inventory; "Thi", a Vietnamese name): a header's cell still.
    // A given name that is also a word, alone in its cell, is the column's word ("Marin⇥Fonction⇥N° marin", a crew list).
    if (words.some((word) => /^\p{Lu}/u.test(word) && !/^\p{Lu}{2,4}$/u.test(word) && givenNameOrCompound(word) && !(words.length === 1 && givenNameIsAlsoWord(foldName(word))))) return false;
    if (words.length > 0 && headerCell(cell)) french++;
  }
  return french * 2 >= cells.length;
}
/** A name's value in a cell: a surname in capitals or a known given name, one or two words ("DELMAS", "Panayiota"). */
function nameValueCell(cell: string): boolean {
  const words = cell.trim().split(/\s+/);
  if (words.length > 2 || !/^\s*\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+)?\s*$/u.test(cell)) return false;
  return words.every((word) => /^[\p{Lu}'’-]{2,}$/u.test(word) && !ACRONYM.has(foldName(word))) || isGivenName(words[0] ?? '');
}
const NAME_LABEL_CELL = /^\s*(?:nom|pr[ée]nom)s?(?:\s+(?:de naissance|d['’]usage|usuel|de famille|marital|patronymique))?\s*$/iu;
/** A cell a header could hold: French words, function words or a short acronym, no figure ("Date de naissance", "N° SS"). */
function headerCell(cell: string): boolean {
  const words = cell.trim().split(/[\s/_-]+/).filter(Boolean);
  return !/\d/.test(cell) && words.every((word) => isFrenchWord(foldName(word).replace(/[^a-z]/g, '')) || NOT_NAME.has(foldName(word)) || /^\p{Lu}{2,5}$/u.test(word) || /^n°$/i.test(word));
}

/** Rule 6 (docs/privacy/pii-guard.md, "Names"). A table's header row holds no name: its words are taken by no rule. */
function tableHeaderRule(scan: NameScan): void {
  const { text, tokens, covered, firstTokenFrom } = scan;
  if (!text.includes('\t') && !text.includes(';')) return;
  let offset = 0;
  let previous = '';
  /** The columns of places under the last header ("École", "District"), until a blank line. */
  let placeColumns: number[] = [];
  for (const line of text.split('\n')) {
    // A spreadsheet copied as text separates its cells with semicolons when it has no tab ("Date;Libellé;Débit;Crédit").
    const cells = line.includes('\t') || (line.match(/;/g) ?? []).length < 2 ? line.split('\t') : line.split(';');
    const previousCells = previous.includes('\t') ? previous : previous.includes(';') ? previous.replace(/;/g, '\t') : previous;
    if (isTableHeader(cells, previousCells)) {
      for (let k = firstTokenFrom(offset); (tokens[k]?.end ?? Infinity) <= offset + line.length; k++) covered.add(k);
      placeColumns = cells.flatMap((cell, index) => (PLACE_COLUMN.test(cell.trim()) ? [index] : []));
    } else if (line.trim() === '') placeColumns = [];
    else if (placeColumns.length > 0 && cells.length > 1) {
      // A village, a school or a district in its column is no name ("Kangani", "Terre Adélie").
      let cellStart = offset;
      cells.forEach((cell, index) => {
        if (placeColumns.includes(index)) for (let k = firstTokenFrom(cellStart); (tokens[k]?.end ?? Infinity) <= cellStart + cell.length; k++) covered.add(k);
        cellStart += cell.length + 1;
      });
    }
    offset += line.length + 1;
    previous = line;
  }
}
/** A table's column of places, things or trades, by its header cell (a horse's name is no person's). */
const PLACE_COLUMN = /^(?:cheval|chevaux|poney|monture|animal|poste|fonction|m[ée]tier|navire|bateau|quai|bassin|[ée]cole|[ée]tablissement|lieu|lieu de vie|village|quartier|commune|ville|district|affectation|site|pays|r[ée]gion|d[ée]partement|secteur|provenance|origine|destination|lieu de naissance|pays d['’]origine|nationalit[ée]s?|langues?(?:\(s\))?|langue maternelle)$/iu;

/**
 * Rule 6 (docs/privacy/pii-guard.md, "Names"). Tables: a cell that is a given name makes its neighbouring name-like cells names too
 * — only in the columns of people when the header names some ("Salarié", not "Entreprise").
 */
function tableRule(scan: NameScan): void {
  const { text, tokens, spans, covered, firstTokenFrom, add } = scan;
  // A cell whose given name a rule took alone ("Rivière Colombe": "Colombe") is one name: the span grows to the cell.
  const addCell = (from: number, to: number, role: NameRole) => {
    const inside = spans.filter((span) => span.start >= (tokens[from]?.start ?? 0) && span.end <= (tokens[to]?.end ?? 0));
    const partly = [...Array(to - from + 1).keys()].some((k) => covered.has(from + k));
    if (!partly) return add(from, to, role);
    const [span] = inside;
    if (inside.length !== 1 || !span) return;
    span.start = tokens[from]?.start ?? span.start;
    span.end = tokens[to]?.end ?? span.end;
    for (let k = from; k <= to; k++) covered.add(k);
  };
  if (text.includes('\t')) findTableNames(text, tokens, firstTokenFrom, addCell);
}

const BEFORE_SURNAME = String.raw`[ \u00a0](?=\p{Lu}|(?:de|du|des|van|von|da|dos|del|della|di)[ \u00a0]+\p{Lu}|d['’]\p{Lu})`;
const INITIAL_BEFORE_NAME = new RegExp(String.raw`(?<![\p{L}.])(\p{Lu})\.(?:-\p{Lu}\.)?${BEFORE_SURNAME}`, 'gu');
const DOTLESS_INITIALS_BEFORE_NAME = new RegExp(String.raw`(?<![\p{L}\p{N}.-])\p{Lu}-\p{Lu}(?![\p{L}\p{N}-])${BEFORE_SURNAME}`, 'gu');

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). Initials before a surname: "C. Ardouin-Sablé", "M.-H. Ouédraogo", "Dr F. Ndiaye-Sarr" — after a title, alone on a
 * line (a signature), or before a surname met in this message.
 */
function initialsRule(scan: NameScan): void {
  const { text, tokens, spans, covered, adjacent, firstTokenFrom, add, extendRight, roleAround } = scan;
  // A compound given name's initials may be written without full stops ("J-L Mangin"): looked for apart, as one
  // expression for both shapes tried its second branch at every capital and cost more than both.
  const initials = [...text.matchAll(INITIAL_BEFORE_NAME), ...(text.includes('-') ? text.matchAll(DOTLESS_INITIALS_BEFORE_NAME) : [])].sort((a, b) => a.index - b.index);
  for (const initial of initials) {
    const before = text.slice(Math.max(0, initial.index - 12), initial.index);
    // "M. Dupont": a title — but after a professional title ("Dr M. Santoni") "M." is a given name's initial.
    // So is it after a name written with its initial, in a list ("Signé : A. Lenglet, M. Camara").
    // A remark in brackets may close the name before ("T. Mazeyrie (stade nautique), M. Saïdi (conseiller)").
    const afterInitialName = () => /,[ \u00a0]+$/.test(before) && spans.some((span) => /^(?:[ \u00a0]*\([^()\n]{1,60}\))?,[ \u00a0]+$/.test(text.slice(span.end, initial.index)) && /^\p{Lu}\.[ \u00a0]/u.test(text.slice(span.start, span.start + 3)));
    if (/^M\.[ \u00a0]$/.test(initial[0]) && !/(?:^|[\s(])(?:Dr|Drs|Pr|Docteure?|Professeure?|Me|Maître)[ \u00a0]+$/.test(before) && !afterInitialName()) continue;
    const next = firstTokenFrom(initial.index + initial[0].length);
    const first = tokens[next];
    // "Y. Le Floch", "A.-S. de La Roche-Vernet": one or two particles before the surname.
    const nameAt = isParticle(first) && adjacent(next) && isParticle(tokens[next + 1]) && adjacent(next + 1) ? next + 2 : next + 1;
    const particleFirst = first !== undefined && isParticle(first) && adjacent(next) && isNameWord(tokens[nameAt]);
    // A surname in capitals after an initial ("titulaire E. NOWAK"), unless an acronym or a heading.
    const upperSurname = first !== undefined && first.upper && first.text.length >= 3 && !ACRONYM.has(first.key) && !HEADING.has(first.key) && !NOT_UNKNOWN_WORD.has(first.key);
    if (!first || (!isNameWord(first) && !particleFirst && !scan.calendarSurname(next)) || (first.upper && !upperSurname)) continue;
    const to = particleFirst ? extendRight(nameAt, 3) : extendRight(next, 3);
    const last = tokens[to];
    if (!last) continue;
    // After a field's colon too ("Rempli par : C. Bonnefoy", "Référente : A. Moreau").
    const afterTitle =
      /(?:(?:^|[\s(])(?:Dr|Drs|Pr|Mme|Mlle|M\.|Docteur|Docteure|Professeur|Madame|Monsieur|Me|par|chez|avec|pour|titulaire|[cC]abinet(?:[ \u00a0]+d[eu])?|[cC]apitaine|[cC]ommandant|[lL]ieutenant|[aA]djudant|[bB]rigadier|[cC]olonel|[mM]ajor|[sS]ergent|[gG]endarme|[oO]fficier|CAP|CCH|SAP|SCH|SGT|ADC|ADJ|LTN|CNE|CDT)|[:：])[ \u00a0]+$/.test(before) ||
      // Opening a line of an agenda or a notebook, after its time, before a colon, a bracket or a dash ("9h — T. Avril : annulé"),
      // when the word is no common word ("B. Résultats :" heads a section).
      // A list's bullet may open the line, and a dash close the name ("- T. Avril — rappeler").
      (/(?:^|\n)[ \t]*(?:[-•*][ \t]+)?(?:\d{1,2}[h:.]\d{0,2}[ \t]*[—–-]?[ \t]*)?$/.test(text.slice(Math.max(0, initial.index - 14), initial.index)) && /^[ \t]*(?:[:(]|[—–-][ \t])/.test(text.slice(last.end, last.end + 3)) && (!isFrenchWord(first.key) || scan.calendarSurname(next)) && !HEADING.has(first.key)) ||
      // After the role of the person ("La greffière, S. Wagner", "l'enseignant référent, S. PEREIRA").
      /\b(?:greffi[eè]re?|secr[ée]taire|psychologue|avocate?|juge|m[ée]decin|infirmi[eè]re|[ée]ducat(?:eur|rice)|directeur|directrice|cadre|CPE|IDE|orthophoniste|assistante?[ \u00a0]+sociale?|enseignante?|AESH|AVS|m[eè]re|p[eè]re|maman|papa|principale?|proviseure?|coordinat(?:eur|rice)|animat(?:eur|rice)|sage-femme|pr[ée]sidente?)(?:[ \u00a0]+r[ée]f[ée]rente?)?[ \u00a0]*(?:,[ \u00a0]*|\([ \u00a0]*|[ \u00a0])$/iu.test(text.slice(Math.max(0, initial.index - 30), initial.index)) ||
      // Its role in brackets after it ("A. Le Floch (psychologue)"), or in brackets after the name it completes ("Lucas (L. Ferreira Gomes)").
      /^[ \u00a0]*\((?:\p{Ll}|(?:IDE|IPA|SF|MG|AS|ASE|CPE|AMP|AES|ES|ME|ASH|AVS|AESH|IBODE|IADE|PH|CCA|CESF|MK)\b)/u.test(text.slice(last.end, last.end + 8)) ||
      // Or after a comma ("A. Champion, IDE").
      /^[ \u00a0]*,[ \u00a0]*(?:IDE|IPA|AS|ASE|CPE|AMP|AES|ASH|AVS|AESH|IBODE|IADE|CESF|MK)\b/u.test(text.slice(last.end, last.end + 10)) ||
      // The next of a list of people after a comma ("Présents : D. Morel, J. Bertrand-Gaudin, F. Ndiaye").
      // A bracket may close the previous one's note ("B. Lhermitte (14 jours), S. Grangier (6 jours)").
      (/,[ \u00a0]+$/.test(before) && spans.some((span) => /^[ \u00a0]*(?:\([^()\n]{1,30}\)[ \u00a0]*)?,[ \u00a0]+$/.test(text.slice(span.end, initial.index)) && /^\p{Lu}\./u.test(text.slice(span.start, span.start + 2)))) ||
      (/\([ \u00a0]*$/.test(before) && spans.some((span) => /^[ \u00a0]*\([ \u00a0]*$/.test(text.slice(span.end, initial.index))));
    // Alone on its line, or signing a message after its last sentence ("… un message vocal. B. Lacroix").
    // Filling a cell of a table on its own ("08/04\tR. Okonkwo\tséance individuelle") is the same.
    const cell = /(?:^|[\n\t;|])[ ]*$/.test(before) && /^[ ]*(?:[\t;|]|\n|$)/.test(text.slice(last.end, last.end + 4));
    const alone = cell || (/(?:^|\n)[ \t]*$/.test(before) && /^[ \t]*(?:[,–—-][^\n]*)?(?:\n|$)/.test(text.slice(last.end, last.end + 80))) || (/[.!?…][ \u00a0]+$/.test(before) && /^[ \t]*(?:\n|$)/.test(text.slice(last.end, last.end + 4)));
    // Two initials joined by a hyphen are a compound given name's ("J.-M.", "T.-T."): no acronym is written so.
    const compound = initial[0].includes('-');
    // "I. Ben Youssef" when "Youssef" alone was taken for a given name: the span is extended over the particle too.
    const spanAt = spans.find((span) => span.start === first.start || (particleFirst && (span.start === tokens[next + 1]?.start || span.start === tokens[nameAt]?.start)));
    const knownSurname = spans.some((span) => text.slice(span.start, span.end).endsWith(text.slice(first.start, last.end)));
    // In brackets on its own ("(L. Dimanche)"), or closing a log's heading after a dash ("Samedi 07/12 — G. Mistral").
    const bracketedAlone = /\([ \u00a0]*$/.test(before) && /^[ \u00a0]*\)/.test(text.slice(last.end, last.end + 3));
    // Or between two dashes after a log line's date or time ("03/02/2026 — C. Vautrin — interprète : …").
    const afterDash =
      (/[—–][ \u00a0]+$/.test(before) && /^[ \t]*(?:\n|$)/.test(text.slice(last.end, last.end + 3))) ||
      (/(?:^|\n)[ \t]*\d{1,2}(?:[/.]\d{1,2}(?:[/.]\d{2,4})?|[h:]\d{0,2})[ \t]+[—–][ \t]+$/.test(text.slice(Math.max(0, initial.index - 20), initial.index)) && /^[ \t]+[—–][ \t]/.test(text.slice(last.end, last.end + 3)) && (!isFrenchWord(first.key) || scan.calendarSurname(next)) && !HEADING.has(first.key));
    // An author cited with an initial ("J. Piaget", "B. Cyrulnik") is no person unless the place says so.
    // In brackets after a concept in lower case, the author who named it ("perte ambiguë (P. Boss)").
    // Alone on its line, nothing else there, it signs a message ("B. Lhermitte").
    const signature = /(?:^|\n)[ \t]*$/.test(before) && /^[ \t]*(?:\n|$)/.test(text.slice(last.end, last.end + 2));
    if (EPONYMS.has(first.key) && !afterTitle && !signature && (!bracketedAlone || /(?<![\p{L}\p{M}])\p{Ll}[\p{Ll}\p{M}'’-]*[ \u00a0]*\([ \u00a0]*$/u.test(text.slice(Math.max(0, initial.index - 40), initial.index)))) continue;
    // Before a surname that is no French word, eponym, author or institution's word ("Enquête A. Morteau — pièces"): an
    // initial says it is a person's name wherever it is written.
    // Not a letter closing a code or a class ("4721B. Interphone", "en 3e C. Since then").
    // In capitals too, five letters at least and no hyphen ("obsèques S. MAGNIN"; "J. CNAM" is a body, "G. PET-FDG" an
    // exam), an acronym's or a heading's word excepted.
    const unknownSurname =
      (!first.upper || (upperSurname && first.text.length >= 5 && /^\p{Lu}+$/u.test(first.text))) && first.text.length >= 3 && !isFrenchWord(first.key) && !EPONYMS.has(first.key) && !NOT_UNKNOWN_WORD.has(first.key) && !HEADING.has(first.key) && !INSTITUTION_CUE.has(first.key) && !isParticle(first) && !/(?:\d|\b\d{1,2}(?:e|[èe]me|de|nde)[ \u00a0])$/u.test(before);
    // A month or a day with a capital after an initial, a verb after it and no date ("l'agent L. Janvier a reçu"), is a surname.
    const verb = tokens[to + 1];
    const calendarAfterInitial = !first.upper && scan.calendarSurname(next) && adjacent(to) && verb !== undefined && (CLAUSE_VERB.has(verb.key) || SUBJECT_VERB.has(verb.key));
    // "É. Vo Thanh" when "Thanh" alone was taken for a given name: that span grows leftwards to the initial.
    const tail = spans.find((span) => span.start > first.start && span.end === last.end);
    if (!afterTitle && !alone && !spanAt && !knownSurname && !compound && !bracketedAlone && !afterDash && !unknownSurname && !calendarAfterInitial && !tail) continue;
    if (spanAt) {
      spanAt.start = initial.index;
      if (afterTitle && /(?:Dr|Drs|Pr|Docteure?|Professeure?|Me|Maître)[ \u00a0]+$/.test(before)) spanAt.role = 'professional';
      continue;
    }
    if (tail && !covered.has(next) && scan.grow(initial.index, last.end, 'end')) continue;
    if ([...Array(to - next + 1).keys()].some((k) => covered.has(next + k))) continue;
    // "Dr A." taken alone after the title, then a particle surname ("Dr A. de Villiers"): that span grows over the surname.
    if (scan.grow(initial.index, last.end)) continue;
    add(next, to, afterTitle && /(?:Dr|Drs|Pr|Docteure?|Professeur|Me)[ \u00a0]+$/.test(before) ? 'professional' : roleAround(next, to, 'professional'));
    const added = spans[spans.length - 1];
    if (added) added.start = initial.index;
  }
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). The user names of a chat copied with its times ("[18:02] kevin.bertrand90 :
 * dsl j'arrive"): a login in lower case made of a known given name and another word, everywhere it is written.
 */
function chatLoginRule(scan: NameScan): void {
  const { text, addRange } = scan;
  const logins = new Set<string>();
  for (const line of text.matchAll(/(?:^|\n)[ \t]*\[?\d{1,2}[:h]\d{2}(?::\d{2})?\]?[ \t-]*([a-z][a-z0-9]*(?:[._-][a-z][a-z0-9]*)+)[ \t]*:/g)) {
    const login = line[1] ?? '';
    const parts = login.split(/[._-]/).map((part) => part.replace(/\d+$/, ''));
    if (parts.some((part) => part.length >= 3 && isGivenName(part))) logins.add(login);
  }
  for (const login of logins) {
    for (const found of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}._@-])${login.replace(/[.]/g, '\\.')}(?![\\p{L}\\p{N}_@-]|\\.[\\p{L}\\p{N}])`, 'gu'))) addRange(found.index, found.index + login.length, 'patient');
  }
}

/**
 * A chat's line: its time in brackets, the sender, a colon ("[22:41] tatav: demain 7h30", "[20/04/2026 22:14] Abdelrahman
 * Yousif: …"); or, as a phone exports its messages, the day, the date and the time without brackets ("mar 12/5 11:52 cricri : …").
 */
const CHAT_SENDER = /(?:^|\n)[ \t]*(?:\[(?:(?:lun|mar|mer|jeu|ven|sam|dim)\.?[ \t]+)?(?:(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{4}\/\d{1,2}\/\d{1,2})[ ,]+)?\d{1,2}[:h]\d{2}(?::\d{2})?\]|(?:lun|mar|mer|jeu|ven|sam|dim)\.?[ \t]+\d{1,2}\/\d{1,2}(?:\/\d{2,4})?[ \t]+\d{1,2}[:h]\d{2})[ \t]*(?:[-–—][ \t]+)?([^\n:[\]@\d]{2,30}?(?:[ ]\d{2,4})?)[ \t]*:(?!\d)/gu;
/**
 * A chat exported by a phone as text, each line opening on the date, the time, a dash and the sender as the phone's
 * contacts name them ("12/02/2026 07:43 - Pipo: laisse", "12/02/2026, 12:30 - Chico W: …"), or as a note copies it, with a
 * long dash and the island's number after the name ("16/04/2026 02:12 — Joanie 974 : …").
 */
/**
 * A chat copied with the sender first and the date and time in brackets after it ("Nafissa (19/09, 22:14) : …", "Mama 🌸
 * (19/09, 16:58) : …"), an emoji after the name left out.
 */
const CHAT_SENDER_BEFORE_TIME = /(?:^|\n)[ \t]*([^\n:[\]()@\d]{2,30}?)(?:[ ]?[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+)?[ \t]*\(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?,?[ \t]+\d{1,2}[:h]\d{2}\)[ \t]*:(?!\d)/gu;
const CHAT_SENDER_EXPORTED = /(?:^|\n)[ \t]*\d{1,2}\/\d{1,2}\/\d{2,4},?[ \t]+\d{1,2}:\d{2}[ \t]+[-–—][ \t]+([^\n:[\]@\d]{2,30}?(?:[ ]\d{2,4})?)[ \t]*:(?!\d)/gu;
/** A chat whose lines start with the sender and the time in brackets ("[montse, 21:08] bonsoir madame"). */
const CHAT_SENDER_FIRST = /(?:^|\n)[ \t]*\[([^\n,:[\]@\d]{2,30}?),[ \t]*\d{1,2}[:h]\d{2}\]/gu;
/**
 * A chat copied without its times, each line opening on its sender in lower case and a colon ("anne-lo: tu es où là"):
 * up to three words ("jean de dieu:"), an emoji after the name and a space before the colon as a phone writes them
 * ("jade 🌸 : t ou").
 */
const CHAT_SENDER_BARE = /(?:^|\n)[ \t]*(\p{Ll}[\p{Ll}\p{M}'’-]{1,20}(?:[ ]\p{Ll}[\p{Ll}\p{M}'’-]{1,20}){0,2})(?:[ ]?[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+)?[ ]?:[ \t]+(?=\S)/gu;
/** A sender with a capital and an emoji after it, as a phone shows a contact's display name ("Aysel 🌙: salam"). */
const CHAT_SENDER_DECORATED = /(?:^|\n)[ \t]*(\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]{1,20})[ ]?[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+[ ]?:[ \t]+(?=\S)/gu;
/** What a chat's line names as its sender without being a person. */
const NOT_SENDER = /^(?:moi|vous|toi|nous|syst[èe]me|admin|bot|groupe|info|infos|notification|message|messages|appel|appel manqu[ée]|you|me)$/iu;
/** A role before a sender's name ("chef boucher"): the name is the word after it. */
const SENDER_ROLE = /^(?:chef|dr|docteur|mme|madame|m\.?|mr|monsieur|coach|prof|ma[îi]tre)[ \u00a0]+/iu;
/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). The senders of a chat copied with its times, in any case, two such lines
 * at least ("[22:41] tatav: …", "[22:44] la puce: …", "[23:02] chef boucher: …"): each sender is a person's name or
 * nickname, wherever the text writes it again ("@la puce prends ma veste"). A sender that is a French word alone is
 * taken only after a role ("chef boucher"), or with its article ("la puce").
 */
/** The lines whose sender (the first group) opens two lines at least. */
function repeatedSenders(lines: RegExpExecArray[]): RegExpExecArray[] {
  const count = new Map<string, number>();
  for (const line of lines) count.set(line[1] ?? '', (count.get(line[1] ?? '') ?? 0) + 1);
  return lines.filter((line) => (count.get(line[1] ?? '') ?? 0) >= 2);
}
/** A letter, digit, underscore or hyphen: a sender's name touching one is part of a longer word or handle. */
const SENDER_JOINED = /^[\p{L}\p{N}_-]$/u;
function chatSenderRule(scan: NameScan): void {
  const { text, tokens, spans, covered, firstTokenFrom, addRange } = scan;
  if (!/[[]|\d[:h]\d\d\)[ \t]*:|\d[:h]\d\d[ \t]+(?:[-–—][ \t]+)?\p{L}|(?:^|\n)[ \t]*(?:\p{Ll}[\p{Ll}\p{M}'’ -]{1,40}(?:[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+[ ]?)?|\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]{1,20}[ ]?[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+[ ]?):[ \t]/u.test(text)) return;
  // Without times, only a sender who opens two lines at least: among three such lines or more when the sender is bare,
  // whatever their number when an emoji follows it.
  const bare = [...text.matchAll(CHAT_SENDER_BARE)];
  const exported = [...text.matchAll(CHAT_SENDER_EXPORTED), ...text.matchAll(CHAT_SENDER_BEFORE_TIME)];
  const lines = [...text.matchAll(CHAT_SENDER), ...text.matchAll(CHAT_SENDER_FIRST), ...(bare.length >= 3 ? repeatedSenders(bare) : []), ...repeatedSenders([...text.matchAll(CHAT_SENDER_DECORATED)])];
  if (lines.length + exported.length < 2) return;
  const senders = new Set<string>();
  const parents = new Set<string>();
  const relativesOfSenders = new Set<string>();
  // An exported chat's senders are the phone's contacts: any name but a word, a place or an acronym ("Pipo", "Chico W").
  for (const line of exported) {
    // Without what brackets say of the sender ("Laure (psy Ressac)": her trade and her employer).
    const sender = (line[1] ?? '').replace(/[ \u00a0]*\([^()]*\)$/u, '').trim();
    const words = sender.split(/[ \u00a0]+/);
    // Nor a kinship word alone ("Tata:", "Mama:", a Polish family's father and mother).
    if (NOT_SENDER.test(sender) || words.length > 3 || words.some((word) => ACRONYM.has(foldName(word))) || (words.length === 1 && LOWER_KIN.has(foldName(sender)) && !isGivenName(sender))) continue;
    if (words.every((word) => (commonWordOrPlace(foldName(word)) || NOT_UNKNOWN_WORD.has(foldName(word))) && !isGivenName(word))) continue;
    senders.add(sender);
  }
  for (const line of lines) {
    let sender = (line[1] ?? '').trim();
    const role = SENDER_ROLE.exec(sender);
    if (role) sender = sender.slice(role[0].length);
    const words = sender.split(/[ \u00a0]+/);
    // A parent named by their child in a class's group ("Tharshini maman Kavya", "Lina maman de Yanis"): the first word
    // is the parent's given name, whatever the lexicon says; the child's is left to the kinship rule.
    const parent = /^(\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]{1,20})[ ](?:maman|papa|m[èe]re|p[èe]re)(?:[ ]d(?:e|u)[ ]|[ ]d['’]|[ ])\p{Lu}\p{Ll}/u.exec(sender)?.[1];
    if (parent !== undefined && !commonWordOrPlace(foldName(parent)) && !NOT_UNKNOWN_WORD.has(foldName(parent))) {
      parents.add(parent);
      continue;
    }
    // A mail's header ("de : …") is no sender.
    if (sender.length < 2 || NOT_SENDER.test(sender) || words.length > 3 || (words.length === 1 && (NOT_NAME.has(foldName(sender)) || FOREIGN_KIN_GIVEN.has(sender.toLowerCase())))) continue;
    const article = /^(?:la|le|l['’])$/iu.test(words[0] ?? '') && words.length === 2;
    if (!role && !article && words.every((word) => isFrenchWord(foldName(word)) && !isGivenName(word))) continue;
    // A desk or a team named after its head ("Chef photo", "chef d'équipe"): no one's name; "chef boucher" may be one.
    if (role && /^chef/iu.test(role[0]) && /^(?:photo|infos?|[ée]dition|sports?|web|service|[ée]quipe|salle|rang|partie|chantier|quart|poste|bord|gare|projet|cuisine|caisse|rayon|atelier|agence|secteur|centre|garde|brigade|d['’][ée]quipe|de (?:quart|poste|rang|partie|salle|service|chantier|projet|gare|bord|rayon|secteur|centre|brigade))$/iu.test(sender)) continue;
    // Written with capitals, a sender is left to the other rules unless a given name ("Astreinte", "LARS" are no one).
    // Not so a word no French text writes with an emoji after it, as a phone's contact names someone ("Cece 🦋", "Wen 🏀").
    const undecorated = sender.replace(/[ \u00a0]*[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+$/u, '');
    const contact = undecorated !== sender && /^\p{Lu}\p{Ll}{2,20}$/u.test(undecorated) && !commonWordOrPlace(foldName(undecorated)) && !LOWER_KIN.has(foldName(undecorated));
    if (contact) {
      senders.add(undecorated);
      continue;
    }
    // A contact saved with its initials or its island's number ("Ravi P.", "Mika JB", "Johnny 974"), whatever the lexicon
    // says.
    const first = foldName(words[0] ?? '');
    const initialled = (/^\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]{1,20}[ ]\p{Lu}\.$/u.test(sender) || (/^\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]{1,20}[ ]\p{Lu}{1,3}$/u.test(sender) && !commonWordOrPlace(first))) && !LOWER_KIN.has(first) && !CUE_WORDS.has(first) && !NOT_UNKNOWN_WORD.has(first);
    const numbered = /^\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]{1,20}[ ]\d{2,4}$/u.test(sender) && !commonWordOrPlace(first) && !NOT_UNKNOWN_WORD.has(first);
    // Or the given names' initials before the surname ("JP Lafargue"), when the surname is no word, place or acronym.
    const last = foldName(words[1] ?? '');
    const initialsFirst = /^\p{Lu}{2,3}[ ]\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]{2,20}$/u.test(sender) && !ACRONYM.has(first) && !commonWordOrPlace(last) && !NOT_UNKNOWN_WORD.has(last) && !EPONYMS.has(last);
    if (initialled || numbered || initialsFirst) {
      senders.add(sender);
      continue;
    }
    // A kinship word of another language before a name the lexicon lacks ("Oma Godelieve :", "Tatie Rosalba :"): the name is
    // the relative's.
    const kinWord = words.length === 2 && LOWER_KIN.has(foldName(words[0] ?? '')) && !isGivenName(words[0] ?? '') ? words[1] : undefined;
    if (kinWord !== undefined && /^\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]{2,20}$/u.test(kinWord) && !commonWordOrPlace(foldName(kinWord)) && !NOT_UNKNOWN_WORD.has(foldName(kinWord)) && !EPONYMS.has(foldName(kinWord))) {
      relativesOfSenders.add(kinWord);
      continue;
    }
    if (/^\p{Lu}/u.test(sender) && !words.some((word) => isGivenName(word))) continue;
    if (words.some((word) => NOT_UNKNOWN_WORD.has(foldName(word)) || ACRONYM.has(foldName(word)) || NOTE_ABBREVIATIONS.has(foldName(word)))) continue;
    senders.add(sender);
  }
  for (const parent of parents) for (const start of wordOccurrences(text, parent, SENDER_JOINED)) addRange(start, start + parent.length, 'relative');
  for (const relative of relativesOfSenders) {
    for (const start of wordOccurrences(text, relative, SENDER_JOINED)) if (!spans.some((span) => span.start < start + relative.length && start < span.end)) addRange(start, start + relative.length, 'relative');
  }
  for (const sender of senders) {
    for (const start of wordOccurrences(text, sender, SENDER_JOINED)) {
      const end = start + sender.length;
      // Its given name taken alone by an earlier rule ("jean" of "jean de dieu"): the span grows to the whole sender.
      const part = spans.find((span) => span.start === start && span.end < end);
      if (part && !spans.some((span) => span !== part && span.start < end && span.end > part.end)) {
        part.end = end;
        for (let k = firstTokenFrom(start); (tokens[k]?.end ?? Infinity) <= end; k++) covered.add(k);
      } else addRange(start, end, 'patient');
    }
  }
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). A month that is also a given name before a surname ("Mai Nguyen", "Avril
 * Moreau"), and two words or more in capitals inside a line written in lower case that are no French words nor
 * acronyms ("le nom qui apparaît c'est RAKOTOMALALA RANDRIA").
 */
function monthNameAndCapitalsRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, add, roleAround } = scan;
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (covered.has(i) || !token.cap || token.upper || !/^(?:mai|avril)$/.test(token.key) || !next || !adjacent(i)) return;
    // Before a surname with its particle ("Avril Le Floch"): the three words.
    if (isParticle(next) && next.cap && adjacent(i + 1) && isNameWord(tokens[i + 2]) && !tokens[i + 2]?.upper && !isFrenchWord(tokens[i + 2]?.key ?? '') && !covered.has(i + 1) && !covered.has(i + 2) && !/\d[ \u00a0]*$/.test(text.slice(Math.max(0, token.start - 4), token.start))) {
      add(i, i + 2, roleAround(i, i + 2, 'patient'));
      return;
    }
    // Not a date ("le 3 Mai", "Mai 2024").
    if (!isNameWord(next) || next.upper || isFrenchWord(next.key) || /\d[ \u00a0]*$/.test(text.slice(Math.max(0, token.start - 4), token.start))) return;
    // The surname may have been found on its own already: the given name joins it.
    const surname = covered.has(i + 1) ? scan.spans.find((span) => span.start === next.start) : undefined;
    if (surname) {
      surname.start = token.start;
      covered.add(i);
    } else if (!covered.has(i + 1)) add(i, i + 1, roleAround(i, i + 1, 'patient'));
  });
  const capital = (k: number): boolean => {
    const token = tokens[k];
    // Nor a bank's code ("BIC BNPAFRPPXXX").
    // Nor a word of the vocabulary behind an elided article ("CELLULE D'URGENCE MÉDICO-PSYCHOLOGIQUE").
    return token !== undefined && !covered.has(k) && token.upper && token.text.length >= 3 && !/-(?:[IVX]+|\d+|R)$/.test(token.text) && !(/^[DL]['’]/u.test(token.text) && isFrenchWord(token.key.replace(/^[dl]['’]?/u, ''))) && !/^(?:bic|iban|rib|swift|siret|siren|tva|naf|ape)$/.test(token.key) && tokens[k - 1]?.key !== 'bic' && !ACRONYM.has(token.key) && !HEADING.has(token.key) && !NOT_UNKNOWN_WORD.has(token.key) && !isFrenchWord(token.key) && !EPONYMS.has(token.key) && !/\d/.test(text[token.end] ?? '');
  };
  for (let i = 0; i < tokens.length; i++) {
    if (!capital(i)) continue;
    let to = i;
    while (adjacent(to) && capital(to + 1) && to - i < 3) to++;
    const line = text.slice(text.lastIndexOf('\n', (tokens[i]?.start ?? 0) - 1) + 1, text.indexOf('\n', tokens[to]?.end ?? 0) >>> 0);
    // In running text (a line with words in lower case), two words or more, one of five letters at least; or one double
    // surname joined by a hyphen ("Théo, 16 ans, MARTINEZ-SOUBIRAN, né le …").
    // A scale's two acronyms joined ("CUI-RCT") are three letters each: one part of a surname has four at least.
    const double = to === i && /^\p{Lu}{3,}-\p{Lu}{3,}$/u.test(tokens[i]?.text ?? '') && (tokens[i]?.text ?? '').split('-').some((part) => part.length >= 4) && (tokens[i]?.text ?? '').split('-').every((part) => !isFrenchWord(foldName(part)) && !NOT_UNKNOWN_WORD.has(foldName(part)) && !ACRONYM.has(foldName(part)) && !/^(?:SAINT|SAINTE|MONT|PORT|PONT)$/.test(part));
    // Not a card payment's merchant and town on a bank statement ("02/10⇥CB ROBLOX CORPORATION SAN MATEO⇥99,99").
    const cardPayment = /(?:^|[\t ])(?:CB|CARTE|PAIEMENT CB)[ \u00a0]/u.test(text.slice(text.lastIndexOf('\n', (tokens[i]?.start ?? 0) - 1) + 1, tokens[i]?.start ?? 0));
    // Nor a hospital, a school or a street named after a person, in a heading in capitals ("HÔPITAL ÉDOUARD-HERRIOT").
    const namedPlace = INSTITUTION_IN_CAPITALS_BEFORE.test(text.slice(Math.max(0, (tokens[i]?.start ?? 0) - 30), tokens[i]?.start ?? 0));
    if ((to > i || double) && !cardPayment && !namedPlace && /\p{Ll}{3}/u.test(line) && tokens.slice(i, to + 1).some((token) => token.text.length >= 5)) add(i, to, scan.roleAround(i, to, 'patient'));
    i = to;
  }
}

/** An institution's or a street's word in capitals just before a name written in capitals: the place is named after the person. */
const INSTITUTION_IN_CAPITALS_BEFORE = /(?<![\p{L}])(?:H[ÔO]PITAL|CLINIQUE|CHU|CHR|CENTRE(?:[ \u00a0]+HOSPITALIER)?|GROUPE[ \u00a0]+(?:HOSPITALIER|SCOLAIRE)|INSTITUT|FONDATION|COLL[ÈE]GE|LYC[ÉE]E|[ÉE]COLE|RUE|AVENUE|BOULEVARD|PLACE|QUAI|ALL[ÉE]E|STADE|GYMNASE|R[ÉE]SIDENCE|EHPAD|PAVILLON|PISCINE|M[ÉE]DIATH[ÈE]QUE|MUS[ÉE]E|TH[ÉE][ÂA]TRE)[ \u00a0]+$/u;
/** A payer in capitals that is a group, not a person ("/DE SECTION FO DOUANES ROUEN", "/DE CSE PORT DU HAVRE", "/DE AMICALE BSE"). */
const ORGANISATION_PAYER = /(?<![\p{L}])(?:SECTION|AMICALE|CSE|CE|SYNDICAT|ASSOCIATION|ASSO|COMIT[ÉE]|FONDATION|CLUB|UNION|F[ÉE]D[ÉE]RATION|CAISSE|BANQUE|SOCI[ÉE]T[ÉE]|MAIRIE|COMMUNE|PAROISSE|COLLECTE|CAGNOTTE)(?![\p{L}])/u;

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). A user name built from a person's name, on a forum, in a chat or before an
 * e-mail address ("elodie.b34", "nadege.r.psy", "Grzegorz_K", "coach_ludo69"): one word joined by dots, underscores or
 * figures, one part of it a known given name that is no French word; not an e-mail address, a web address or a file.
 * And a name spelled letter by letter in a dictation ("Nguyen N G U Y E N", "thomas may m a y"): the letters of a word
 * written just before, or of a known given name.
 */
/** Words of a software's field names ("iban_paie", "date_naiss", "nom_usage", "tel_portable"). */
const FIELD_WORD = /^(?:iban|bic|nir|date|naiss|nom|prenom|tel|telephone|portable|adresse|mail|email|code|num|id|ref|paie|cp|ville|sexe|statut|contrat|nat)$/i;
function handleAndSpellingRule(scan: NameScan): void {
  const { text, addRange } = scan;
  for (const found of text.matchAll(/(?<![\p{L}\p{N}@./_:-])\p{L}[\p{L}\p{N}]*(?:(?:[._][\p{L}\p{N}]+)+|\d{2,})(?![\p{L}\p{N}@_-]|\.[\p{L}\p{N}])/gu)) {
    const handle = found[0];
    if (/\.(?:pdf|docx?|odt|txt|jpe?g|png|xlsx?|csv|fr|com|net|org|html?)$/i.test(handle) || /^(?:www|http)/i.test(handle)) continue;
    const parts = handle.split(/[._]|(?<=\p{L})(?=\d)/u).map((part) => part.replace(/\d+$/, ''));
    // A column's name in snake case, a header cell ("iban_paie", "date_naiss", "nom_usage"): a field's word in it.
    if (handle.includes('_') && parts.some((part) => FIELD_WORD.test(part))) continue;
    // A given name that is also a word counts with a surname's initials beside it ("aurore_lg").
    const initialsPart = /^[a-z]{1,2}$/.test(parts[parts.length - 1] ?? '') && /_/.test(handle) && parts.length === 2;
    if (parts.some((part) => part.length >= 3 && isGivenName(part) && (!givenNameIsAlsoWord(foldName(part)) || initialsPart) && !AMBIGUOUS_EVERYWHERE.has(foldName(part)))) addRange(found.index, found.index + handle.length, 'patient');
  }
  // A user name after the word that says it is one ("compte cvasseur", "identifiant bcamara95", "compte @samira.by"),
  // or in brackets right after the name it belongs to ("Sylvie Amrouche-Blanc (s.amrouche)").
  // A user name has a figure, a dot or an underscore, or opens on an initial no French word opens with ("cvasseur").
  // Also "Pseudo sur le tchat : lune_noire_06".
  for (const found of text.matchAll(/(?<![\p{L}])(?:[cC]ompte|[iI]dentifiant(?:[ \u00a0]+\p{Lu}{2,6})?|[lL]ogin|[sS]ession|[cC]onnect[ée]e?|[uU]tilisateur(?:[ \u00a0]+connect[ée]e?)?|[pP]seudo(?:[ \u00a0]+(?:sur|dans)[ \u00a0]+(?:le|la|les|l['’])?[ \u00a0]*\p{Ll}{2,12})?)[ \u00a0]*:?[ \u00a0]+@?([a-z][a-z0-9._]{1,30}[a-z0-9])(?![\p{L}\p{N}@_-]|\.[\p{L}\p{N}])/gu)) {
    const handle = found[1] ?? '';
    const initialFirst = /^[bcdfgjklmnpqstvwxz][bcdfghjklmnpqrstvwxz]/.test(handle) && !/^(?:bl|br|ch|cl|cr|dr|fl|fr|gl|gr|ph|pl|pr|tr|vr|th|sc|sp|st|sk|kl|kr)/.test(handle);
    // After "utilisateur :", a software's login of a name no French text writes ("utilisateur : aduhamel").
    const softwareUser = /^(?:[uU]tilisat|[sS]ession|[cC]onnect)/.test(found[0]) && /:/.test(found[0]) && handle.length >= 6 && !isFrenchWord(foldName(handle)) && !NOT_UNKNOWN_WORD.has(foldName(handle)) && !NOT_NAME.has(foldName(handle));
    if (!/[\d._]/.test(handle) && !initialFirst && !softwareUser) continue;
    // A word of darija with a figure for a letter after "compte" ("3al compte mte3i": on my account).
    if (ARABIZI_WORD.test(handle) && /^\p{L}/u.test(handle) && darijaLine(text, found.index + found[0].length - handle.length, found.index + found[0].length)) continue;
    if (!/[\d._]/.test(handle) && (isFrenchWord(foldName(handle)) || NOT_NAME.has(foldName(handle)) || NOT_UNKNOWN_WORD.has(foldName(handle)) || handle.length < 5)) continue;
    // A shared account named by its role and a figure ("utilisateur : psy01", "ide2", "accueil3") names no one.
    if (/^(?:psy|ide|as|ash|aes|amp|cadre|medecin|med|infirmier|infirmiere|secretariat|secretaire|accueil|admin|user|test|stagiaire|nuit|jour)\d{1,3}$/.test(handle)) continue;
    addRange(found.index + found[0].length - handle.length, found.index + found[0].length, 'patient');
  }
  for (const found of text.matchAll(/(?<=\p{Lu}[\p{Ll}\p{M}'’-]+[ \u00a0]*\()([a-z]{1,3}\.[a-z][a-z-]{2,30})(?=\))/gu)) addRange(found.index, found.index + found[0].length, 'professional');
  // A chat's sender written as a handle, with a dot, an underscore or figures, even of French words: after the time in
  // brackets ("[22:33] lune_noire_06 : …"), or opening a line before a Discord export's date ("kyky_972 — 03/02/2026
  // 02:14", "mathou.rsl — …").
  if (/[._\d]/.test(text)) {
    // Or in mixed case, as gamers write theirs ("[01:12] Kraken69 :", "BigMac_du_13 :", "MamanDe3Loulous — 12/11/2025 23:48").
    for (const found of text.matchAll(/^(?:\[\d{1,2}[:h]\d{2}\][ \t]+)?([a-z][a-z0-9]*(?:[._][a-z0-9]+)+|[a-z]{2,}\d{2,}|[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[A-Z][a-z]{2,}\d{2,}|[A-Z]?[a-z]+(?:(?:\d*[A-Z][a-z]+)+\d*|[A-Z]{2,3}\d*))(?=[ \t]+:[ \t]|[ \t]+—[ \t]+\d{2}\/\d{2}\/\d{4}[ \t]+\d{1,2}:\d{2}[ \t]*$)/gmu)) {
      const handle = found[1] ?? '';
      if (!found[0].startsWith('[') && !/—/.test(text.slice(found.index + found[0].length, found.index + found[0].length + 4))) continue;
      // Not a shared or a service's account ("admin.salle", "accueil.cmp").
      if (/^(?:admin|accueil|secr[ée]tariat|info|contact|support|equipe|service|staff|bot|system|moder)/.test(handle)) continue;
      addRange(found.index + found[0].length - handle.length, found.index + found[0].length, 'patient');
    }
  }
  // A forum's byline ("Posté par selinalune » jeu. 20 mars 2025"), and a pseudonym quoted after "pseudo" ("sous le
  // pseudo « selinalune »") that no French text writes.
  // Or a reply's header in a forum's thread ("[réponse de Tortue_zen, 12/01/2027 21:40]").
  for (const found of text.matchAll(/(?<![\p{L}])(?:(?:[pP]ost[ée]e?[ \u00a0]+par|[mM]essage[ \u00a0]+de)[ \u00a0]+([\p{L}\p{N}._-]{3,30})(?=[ \u00a0]*»)|pseudo[ \u00a0]+«[ \u00a0]*([\p{L}\p{N}._-]{3,30})(?=[ \u00a0]*»)|\[[rR][ée]ponse[ \u00a0]+de[ \u00a0]+([\p{L}\p{N}._-]{3,30})(?=,[ \u00a0]*\d{1,2}\/))/gu)) {
    const handle = found[1] ?? found[2] ?? found[3] ?? '';
    if (found[2] !== undefined && !/[\d._]/.test(handle) && (isFrenchWord(foldName(handle)) || NOT_UNKNOWN_WORD.has(foldName(handle)))) continue;
    const start = found.index + found[0].lastIndexOf(handle);
    addRange(start, start + handle.length, 'patient');
  }
  // A gamer's tag or a user name quoted, written as no word is: figures among letters, an underscore, a dot, a "#", or a
  // capital inside the word ("« NoxBens »", "« Sk4rFace »", "« KenzoNM_2012 »", "« ocea.nyx »", "« Mirabelle_ »").
  if (text.includes('«')) {
    for (const found of text.matchAll(/«[ \u00a0]*([\p{L}\p{N}][\p{L}\p{N}._#-]{2,29})[ \u00a0]*»/gu)) {
      const handle = found[1] ?? '';
      if (!/\p{Ll}/u.test(handle) || /\.$/.test(handle) || /^\p{Lu}?\p{Ll}+$/u.test(handle) || /^[\p{L}-]+$/u.test(handle) && !/\p{Ll}\p{Lu}/u.test(handle)) continue;
      if (!/\p{L}\d|\d\p{L}|[_.#]|\p{Ll}\p{Lu}/u.test(handle) || /^\d/.test(handle) || /\.(?:pdf|docx?|fr|com|org|net)$/i.test(handle) || NOT_UNKNOWN_WORD.has(foldName(handle))) continue;
      const start = found.index + found[0].indexOf(handle);
      addRange(start, start + handle.length, 'patient');
    }
  }
  // A transfer's payer on a bank statement, in capitals after "/DE" ("VIR SEPA RECU /DE M DA CONCEICAO PEREIRA /IBAN …").
  if (text.includes('/DE ')) {
    // The title stays outside the name ("/DE M OU MME LE GALL ERWAN").
    for (const found of text.matchAll(/\/DE[ \u00a0]+(?:(?:M|MME|MR|MLLE)(?:[ \u00a0]+OU[ \u00a0]+(?:M|MME))?[ \u00a0]+)?(\p{Lu}(?:\.[ \u00a0])?[\p{Lu}'’ -]{1,60}?)(?=[ \u00a0]*(?:\/|\t|\n|;|$))/gu)) {
      const payer = found[1] ?? '';
      if (ACRONYM.has(foldName(payer.split(/[ \u00a0]/)[0] ?? '')) || /^(?:CAF|CPAM|CARSAT|MSA|URSSAF|DGFIP|TRESOR|POLE|FRANCE|MUTUELLE|SARL|SAS|SCI)\b/u.test(payer) || ORGANISATION_PAYER.test(payer)) continue;
      // Two payers joined ("BELLANGER CAMILLE ET OU SOPHIE"): each its own name.
      let at = found.index + found[0].length - payer.length;
      for (const part of payer.split(/([ \u00a0]+ET(?:[ \u00a0]+OU)?[ \u00a0]+)/u)) {
        if (!/^[ \u00a0]+ET\b/u.test(part)) addRange(at, at + part.length, 'patient');
        at += part.length;
      }
    }
  }
  // A social network's handle after its "@", not an e-mail address ("mon nouveau compte @lisarose.dlm", "@cece.zph971").
  if (text.includes('@')) {
    for (const found of text.matchAll(/(?<=(?:^|[\s(«"])@)[\p{L}\p{N}][\p{L}\p{N}._]{2,29}(?<![._])(?![\p{L}\p{N}@_-]|\.[\p{L}\p{N}])/gu)) addRange(found.index, found.index + found[0].length, 'patient');
  }
  // A software's operator in capitals, an initial and a surname joined ("opérateur : SBOUVIER"), not a generic account.
  // A Discord user's tag, a name and four figures after "#" ("raindrop#0471").
  if (text.includes('#')) for (const found of text.matchAll(/(?<![\p{L}\p{N}._#@-])(\p{L}[\p{L}\p{N}._-]{1,30})#\d{4}(?![\p{N}])/gu)) addRange(found.index, found.index + found[0].length, 'patient');
  // The user who printed or edited a page, as the hospital's software writes it at the top ("Imprimé le 03/03/2026 à
  // 09:14 par etcheverryc").
  // Or who ran a query or filed a report ("exécutée par mzebina le 31/03/2026", "faite par jmercier."), before a
  // table's bar ("imprimé par sdurand | 12/03/2026").
  // Or with a colon before the login, or the date after it ("Édité par : hbortolotti le 14/01/2025"); or the initials of
  // who prepared a sheet ("préparée par JMP le 28/03/2025").
  for (const found of text.matchAll(/(?<![\p{L}])(?:[iI]mprim[ée]e?|[éÉ]dit[ée]e?|[gG][ée]n[ée]r[ée]e?|[mM]odifi[ée]e?|[vV]alid[ée]e?|[pP]r[ée]par[ée]e?|[mM]odif\.|[mM]odification|[sS]aisie?|[eE]xport(?:[ée]e?)?|[mM]is[ \u00a0]+[àa][ \u00a0]+jour|[cC]r[ée]{2}e?|[eE]x[ée]cut[ée]e?|[fF]aite?|[eE]xtraction|[eE]xtrait)(?:[ \u00a0][^\n]{0,30}?)?[ \u00a0]par(?:[ \u00a0]*:)?[ \u00a0]+([a-z][a-z0-9._-]{3,30}[a-z0-9]|\p{Lu}{2,4})(?=[ \t]*(?:\n|$)|\.[ \t]*(?:\n|$)|[ \u00a0]+le[ \u00a0]+\d|[ \u00a0]+[–—-][ \u00a0]|\t|[ \u00a0]{3,}|[ \u00a0]*\||[ \u00a0]+\([ \u00a0]*\p{Ll})/gu)) {
    const login = found[1] ?? '';
    if (isFrenchWord(foldName(login)) || NOT_UNKNOWN_WORD.has(foldName(login)) || ACRONYM.has(foldName(login))) continue;
    addRange(found.index + found[0].length - login.length, found.index + found[0].length, 'professional');
  }
  // A field's label, a login and a date after a dash ("Saisie : lbenali — 09/02/2026 10:42", "Dernière modification :
  // aroussel — 16/03/2026").
  for (const found of text.matchAll(/(?<![\p{L}])(?:[sS]aisie|[dD]erni[eè]re[ \u00a0]+modification|[mM]odifi[ée]e?|[cC]r[ée]ation)[ \u00a0]*:[ \u00a0]*([a-z][a-z0-9._-]{3,30}[a-z0-9])(?=[ \u00a0]+(?:[–—-]|le)[ \u00a0]+\d{1,2}\/)/gu)) {
    const login = found[1] ?? '';
    if (isFrenchWord(foldName(login)) || NOT_UNKNOWN_WORD.has(foldName(login)) || ACRONYM.has(foldName(login))) continue;
    addRange(found.index + found[0].length - login.length, found.index + found[0].length, 'professional');
  }
  // An audit log's user, between the time and the action ("2025-02-03 14:12:05 | mkhelifi | consultation | dossier …").
  if (/[|\t]/.test(text)) {
    for (const found of text.matchAll(/(?<=\d{1,2}:\d{2}(?::\d{2})?[ \t]*(?:\||\t)[ \t]*)([a-z][a-z0-9._-]{3,30}[a-z0-9])(?=[ \t]*(?:\||\t))/gu)) {
      const login = found[1] ?? '';
      if (isFrenchWord(foldName(login)) || NOT_UNKNOWN_WORD.has(foldName(login)) || NOT_NAME.has(foldName(login)) || /^(?:admin|system|systeme|root|batch|auto)/.test(login)) continue;
      addRange(found.index, found.index + login.length, 'professional');
    }
  }
  // A surname in capitals and an initial in brackets, as a log or a list shortens a patient ("dossier 330025102 (LAFLEUR
  // A.)").
  if (/\(\p{Lu}{2}/u.test(text)) {
    for (const found of text.matchAll(/(?<=\()(\p{Lu}{2,}(?:[ -]\p{Lu}{2,}){0,2}[ \u00a0]\p{Lu}\.)(?=\))/gu)) {
      const surname = found[1]?.split(/[ \u00a0]/)[0] ?? '';
      if (ACRONYM.has(foldName(surname)) || HEADING.has(foldName(surname)) || INSTITUTION_CUE.has(foldName(surname))) continue;
      addRange(found.index, found.index + (found[1] ?? '').length, 'patient');
    }
  }
  // A software's logins listed after "Identifiants" ("Identifiants du logiciel : bfouquet, mltran, asy, jleroux").
  // Or after "Rédacteurs" ("Rédacteurs : khoarau, ndiallo-mbaye").
  for (const found of text.matchAll(/(?<![\p{L}])(?:[iI]dentifiants|[rR][ée]dacteurs|[rR][ée]dactrices)(?:[ \u00a0]+(?:du|de la|des)[ \u00a0]+\p{L}+)?[ \u00a0]*:[ \u00a0]*([a-z][a-z0-9._-]{2,30}(?:[ \u00a0]*,[ \u00a0]*[a-z][a-z0-9._-]{2,30})+)/gu)) {
    let at = found.index + found[0].length - (found[1] ?? '').length;
    for (const part of (found[1] ?? '').split(',')) {
      const login = part.trim();
      const start = at + part.indexOf(login);
      at += part.length + 1;
      if (isFrenchWord(foldName(login)) || NOT_UNKNOWN_WORD.has(foldName(login)) || NOT_NAME.has(foldName(login))) continue;
      addRange(start, start + login.length, 'professional');
    }
  }
  // A software's user or agent in lower case, an initial and a surname joined, at the end of a field ("agent :
  // tvergnaud", "login ONDE pour la circo : mchassagneo (ne pas le noter ailleurs)").
  for (const found of text.matchAll(/(?<![\p{L}])(?:[oO]p[ée]rat(?:eur|rice)|[uU]tilisat(?:eur|rice)|[lL]ogin|[aA]gent|[iI]dentifiant)(?:[ \u00a0][^:\n.;!?]{0,30})?[ \u00a0]*:[ \u00a0]*([a-z][a-z0-9._-]{3,30}[a-z0-9])(?=[ \t]*(?:\n|$|\(|[|;,]|[–—-][ \u00a0]))/gu)) {
    const login = found[1] ?? '';
    // Not a shared account named by its trade and a number ("psy01", "ide02", "accueil2").
    const stem = login.replace(/\d+$/, '');
    if (stem.length <= 4 || isFrenchWord(foldName(login)) || isFrenchWord(foldName(stem)) || NOTE_ABBREVIATIONS.has(stem) || ACRONYM.has(stem) || NOT_UNKNOWN_WORD.has(foldName(login)) || NOT_NAME.has(foldName(login)) || ACRONYM.has(foldName(login)) || /^(?:admin|system|systeme|root|batch|auto|guest|test|invite)/.test(login)) continue;
    addRange(found.index + found[0].length - login.length, found.index + found[0].length, 'professional');
  }
  for (const found of text.matchAll(/(?<![\p{L}])(?:[oO]p[ée]rat(?:eur|rice)|[uU]tilisat(?:eur|rice)|[lL]ogin)[ \u00a0]*:[ \u00a0]*(\p{Lu}{5,14})(?![\p{L}\p{N}])/gu)) {
    const login = found[1] ?? '';
    if (ACRONYM.has(foldName(login)) || /^(?:ADMIN|SYSTEME?|SYSTEM|AUTO|ROBOT|GUEST|TEST|INVITE|ACCUEIL|SERVEUR)$/u.test(login)) continue;
    addRange(found.index + found[0].length - login.length, found.index + found[0].length, 'professional');
  }
  // A practice named after its practitioner ("Cabinet Rabemananjara —", "cabinet Vasseur-Ndiaye & associés"): a surname
  // no French text writes, no place.
  // Two practitioners joined by a slash ("cabinet Ouali/Da Cruz"): both, the second with its particle.
  for (const found of text.matchAll(/(?<![\p{L}])[cC]abinet[ \u00a0]+(\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?)(?:\/((?:(?:Da|De|Di|Do|Dos|Le|La|Van|El|Ben)[ \u00a0])?\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?))?(?=[ \u00a0]*(?:&|et associ|[—–,;\t]|\n|$))/gu)) {
    const surname = found[1] ?? '';
    const keys = surname.split('-').map(foldName);
    if (keys.some((key) => isFrenchWord(key) || isPlaceName(key) || EPONYMS.has(key) || NOT_NAME.has(key))) continue;
    const start = found.index + found[0].indexOf(surname, found[0].search(/[ \u00a0]/));
    addRange(start, start + surname.length, 'professional');
    const second = found[2];
    if (second) addRange(found.index + found[0].length - second.length, found.index + found[0].length, 'professional');
  }
  // A surname and a given name in a file's name, joined by underscores ("Bilan_neuropsychologique_ROCHA_Diogo_2026.pdf").
  for (const found of text.matchAll(/(?<=[_/ ])(\p{Lu}{2,}(?:-\p{Lu}{2,})?)_(\p{Lu}\p{Ll}+)(?=[_.])/gu)) {
    if (isGivenName(found[2] ?? '') && !ACRONYM.has(foldName(found[1] ?? ''))) addRange(found.index, found.index + found[0].length, 'patient');
  }
  // Spelled letter by letter, with spaces or with hyphens, as on an alphabet board ("M-A-R-G-A-U-X").
  // Four letters at least with hyphens: "A-B-A" is a study's design.
  for (const found of text.matchAll(/(?<![\p{L}\p{N}-])\p{L}(?: \p{L}(?: \p{L}){1,}|-\p{L}(?:-\p{L}){2,})(?![\p{L}\p{N}-])/gu)) {
    const word = foldName(found[0].replace(/[ -]/g, ''));
    const before = text.slice(Math.max(0, found.index - 120), found.index);
    if (tokenize(before).some((token) => token.key === word) || (isGivenName(word) && !givenNameIsAlsoWord(word))) addRange(found.index, found.index + found[0].length, 'patient');
  }
}

/** A compagnon du devoir's name in quotation marks: a province's people and a virtue ("Berrichon la Droiture"). */
const COMPAGNON_NAME = /[«"“][ \u00a0]*(\p{Lu}[\p{Ll}\p{M}-]+[ \u00a0]+(?:la|le|l['’])[ \u00a0]*\p{Lu}[\p{Ll}\p{M}-]+)[ \u00a0]*[»"”]/gu;

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). A signature made of initials alone, after a dash on its own line ("— L. P.-D.",
 * "– A.M."), as a note signed by its writer: a professional.
 */
/** Two or three capitals that are an acronym or a note's word ("TCC", "RAS", "OK"), not someone's initials. */
const noteCapitals = (word: string): boolean => ACRONYM.has(foldName(word)) || NOTE_ABBREVIATIONS.has(foldName(word)) || /^(?:RAS|OK|NB|PS|ETC)$/.test(word);
const CLUSTER = String.raw`\p{Lu}\.(?:[ \u00a0]\p{Lu}\.){1,3}(?![ \u00a0]*\p{Lu}\p{Ll})(?![\p{L}\p{N}])`;
/** Initials with a space between ("G. T.", "J. D. C. P."), not before a capitalised word. */
const INITIALS_CLUSTER = new RegExp(String.raw`(?<![\p{L}\p{N}.])${CLUSTER}`, 'gu');
/** The same, before an age ("G. T., 27 ans"). */
const SURNAME_INITIALS_BEFORE_AGE = /(?<![\p{L}\p{N}])(\p{Lu}{3,}(?:-\p{Lu}{2,})?)[ \u00a0]\p{Lu}\.(?:-?\p{Lu}\.)?(?=[ \u00a0]*,[ \u00a0]*\d{1,3}[ \u00a0]*ans\b)/gu;
const INITIALS_CLUSTER_BEFORE_AGE = new RegExp(String.raw`(?<![\p{L}\p{N}.])${CLUSTER}(?=[ \u00a0]*(?:,[ \u00a0]*|\([ \u00a0]*)\d{1,3}[ \u00a0]*(?:ans|a)\b)`, 'gu');
/** What a calendar's event is, before the patient's name in its SUMMARY ("Synthèse Yildiz", "Séance Martin"). */
const CALENDAR_EVENT_WORDS = set('synthese reunion seance rdv consultation bilan supervision entretien visite groupe atelier staff point suivi appel rappel audience expertise restitution evaluation test tests passation');
/** A name over start..end: a name found there by an earlier rule, at either end, grows to take it all; else it is added. */
function growOrAdd(scan: NameScan, start: number, end: number, role: NameRole): void {
  if (!scan.grow(start, end) && !scan.grow(start, end, 'end')) scan.addRange(start, end, role);
}
/** A meeting's list of those present, excused, invited or absent, after its label's colon, to the line's end. */
const MEETING_LIST = /(?:^|\n|(?<=\.)[ \t]+)[ \t]*(?:[-•*][ \t]*)?(?:pr[ée]sente?s?|excus[ée]e?s?|invit[ée]e?s?|absente?s?)[ \t]*:[ \t]*([^\n]+)/giu;
/** A letter, a figure or a full stop before dotted initials, a letter or a figure after them: part of something longer. */
const INITIALS_JOINED = /^[\p{L}\p{N}.]$/u;
const LETTER_OR_FIGURE_AFTER = /^[\p{L}\p{N}]/u;
/**
 * Initials with full stops opening the list or after a comma, before a bracket, a comma or the end ("F.A. (président)",
 * "M. V. (PsyEN)").
 */
/** Initials in a list of those present, a particle between them too ("J.-F. de L. (SRA)"). */
const MEETING_INITIALS = /(?:^|[,;:][ \u00a0]*)(\p{Lu}\.(?:[ \u00a0]?-?\p{Lu}\.|[ \u00a0](?:de|du|d['’]|van|von|le|la)[ \u00a0]?\p{Lu}\.){1,2})(?=[ \u00a0]*(?:[(,;]|$))/gu;
function initialsSignatureRule(scan: NameScan): void {
  const { text, tokens, addRange } = scan;
  // Initials written together, as a note keeps a patient discreet: before an age ("K.T., 27 ans") or after a person's
  // label ("Élève : M.B.", "Patient : J.-P. R."). "T.S." alone (a suicide attempt) is neither.
  for (const found of text.matchAll(/(?<![\p{L}\p{N}.])(\p{Lu}\.(?:-?\p{Lu}\.){1,2})(?=[ \u00a0]*(?:,[ \u00a0]*|\([ \u00a0]*)\d{1,3}[ \u00a0]*(?:ans|a)\b)/gu)) addInitials(found.index, found[1] ?? '');
  // Initials with a space between ("G. T.", "J. D. C. P.") after "cas" (a case in supervision) or a patient word, or
  // anywhere on a line that announces initials ("Patientes concernées (initiales) : T. S., C. L."), not before a
  // capitalised word (then the last one is a given name's initial: rule 6b).
  for (const found of text.matchAll(INITIALS_CLUSTER)) {
    const lineBefore = text.slice(text.lastIndexOf('\n', found.index - 1) + 1, found.index);
    // Or alone in a table's cell ("L. P. | D. Petrović | …").
    const cell = /(?:^|[\t;|])[ ]*$/.test(lineBefore) && /^[ ]*(?:[\t;|]|\n|$)/.test(text.slice(found.index + found[0].length, found.index + found[0].length + 3));
    // After a title too ("M. Y. K. (dossier …)", "Mme R. T.").
    // Or before a class's or a year's code in brackets ("Situation de B. L. (A4) :", "– N. L. (A1) : sortie").
    // Or after "de", "à", "pour" before a colon ("Soutien à R. H. : contact avec la scolarité").
    const classAfter = /^[ \u00a0]*\((?:[A-Z]{1,3}\d{1,2}|\d{1,2}(?:e|ème|de|nde))\)/u.test(text.slice(found.index + found[0].length, found.index + found[0].length + 10)) || (/(?<!\p{L})(?:de|à|pour|avec|chez)[ \u00a0]+$/u.test(lineBefore) && /^[ \u00a0]*:/.test(text.slice(found.index + found[0].length, found.index + found[0].length + 3)));
    if (cell || classAfter || /\b(?:cas|patiente?|enfant|[ée]l[eè]ve|jeune|ado|adolescente?)[ \u00a0]+$/u.test(lineBefore) || /(?:^|[\s(])(?:M|Mme|Mlle|Madame|Monsieur)\.?[ \u00a0]+$/u.test(lineBefore) || /\b(?:[sS]ignature|[vV]isa)[ \u00a0]*[:：][ \u00a0]*$/u.test(lineBefore) || /\binitiales\)?[ \u00a0]*[:：]/u.test(lineBefore)) addInitials(found.index, found[0]);
  }
  for (const found of text.matchAll(INITIALS_CLUSTER_BEFORE_AGE)) addInitials(found.index, found[0]);
  // A surname in capitals and its initials before an age, as a rescue report lists its victims ("PINEAU J.-Y., 63 ans",
  // "BELHADJ S., 21 ans").
  if (/\p{Lu}{3}[ \u00a0]\p{Lu}\./u.test(text)) for (const found of text.matchAll(SURNAME_INITIALS_BEFORE_AGE)) {
    const surname = foldName(found[1] ?? '');
    if (commonWordOrPlace(surname) || EPONYMS.has(surname)) continue;
    growOrAdd(scan, found.index, found.index + found[0].length, 'patient');
  }
  // Joined by a hyphen without full stops after a form's label that asks for initials ("Initiales (Nom-Prénom) : G-M").
  for (const found of text.matchAll(/\binitiales\b[^:：\n]{0,30}[:：][ \u00a0]*(\p{Lu}(?:-\p{Lu}){1,2})(?![\p{L}\p{N}])/giu)) {
    const initials = found[1] ?? '';
    addInitials(found.index + found[0].length - initials.length, initials);
  }
  for (const label of scan.labels()) {
    const value = /^(\p{Lu}\.(?:[ \u00a0]?-?\p{Lu}\.){1,2})(?=[ \u00a0]*(?:[,;(\t\n]|$))/u.exec(text.slice(label.valueStart, label.valueEnd + 1));
    if (value && label.role === 'patient') addInitials(label.valueStart, value[1] ?? '');
  }
  // Those present at a meeting by their initials joined with full stops, each before its role in brackets or a comma
  // ("Présents : F.A. (président), A.S. (secrétaire), P.S. (délégué syndical)"), even initials that are also an
  // abbreviation; and the same initials wherever the minutes write them again ("2. F.A. rappelle…", "désignation de
  // P.S. et A.S.").
  if (/(?:pr[ée]sent|excus|invit|absent)\p{L}*[ \t]*:/iu.test(text)) {
    const attendees = new Set<string>();
    for (const line of text.matchAll(MEETING_LIST)) {
      const listStart = line.index + line[0].length - (line[1] ?? '').length;
      for (const item of (line[1] ?? '').matchAll(MEETING_INITIALS)) {
        // "M." before two initials is a title ("M. S. L. (visio)"); before one, among initials, the given name's ("M. V.
        // (PsyEN)"): another rule may have read it as a title and taken "V." alone, and the name grows to both.
        const titled = /^M\.[ \u00a0]\p{Lu}\.[ \u00a0]?-?\p{Lu}\.$/u.test(item[1] ?? '');
        const initials = titled ? (item[1] ?? '').slice(3) : (item[1] ?? '');
        const at = listStart + item.index + item[0].length - initials.length;
        growOrAdd(scan, at, at + initials.length, 'patient');
        attendees.add(initials);
      }
    }
    for (const initials of attendees) for (const again of wordOccurrences(text, initials, INITIALS_JOINED, LETTER_OR_FIGURE_AFTER)) growOrAdd(scan, again, again + initials.length, 'patient');
  }
  function addInitials(start: number, initials: string): void {
    addRange(start, start + initials.length, 'patient');
  }
  /**
   * A name and its initial ("Kala S.", "Benhamida R."), without the initial's full stop, as the other rules write such a
   * name ("Solène B"). A given name the lexicon found there takes its initial later (initialAfterNameRule), as elsewhere.
   */
  function addNameWithInitial(start: number, value: string): void {
    if (scan.spans.some((span) => span.start === start)) return;
    addRange(start, start + value.length - 1, 'patient');
  }
  // Two or three capitals after a dash at the end of a line of text sign it, as a team's log does ("Répond. Dort mieux.
  // — AB"); not an acronym or a note's word ("— RAS", "— TCC").
  for (const line of text.matchAll(/(?:(?<=[\p{Ll}\d)»][.!?])[ \t]+|[.!?)»][ \t]+[—–][ \t]*)(\p{Lu}{2,3}|\p{Lu}\.(?:-?\p{Lu}\.){1,2})[ \t]*(?=\n|$)/gu)) {
    const initials = line[1] ?? '';
    if (noteCapitals(initials) || /^(?:FIN|OUI|NON)$/.test(initials)) continue;
    const start = line.index + line[0].length - initials.length;
    addRange(start, start + initials.length, 'professional');
  }
  // Two or three capitals opening a team log's entry after its date and a dash, before a colon: who wrote it ("02/03 —
  // JP : passage chez …"); not an acronym or a note's word ("03/03 — RAS :", "— CR :").
  for (const line of text.matchAll(/(?<=(?:^|\n)[ \t]*\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?[ \t]+[—–-][ \t]+)(\p{Lu}{2,3})(?=[ \t]*:)/gu)) {
    const initials = line[1] ?? '';
    if (noteCapitals(initials) || /^(?:FIN|OUI|NON|CR|RDV|TEL|MAIL|SMS|VAD|VAM)$/.test(initials)) continue;
    addRange(line.index, line.index + initials.length, 'professional');
  }
  // A calendar event named after its patient, opening its SUMMARY ("SUMMARY:Petit Margaux (Mon soutien psy 2/12)",
  // "SUMMARY:Roux-Delorme M. — séance 4"): two or three words, one a given name or an initial; not a place, an acronym
  // or an event's words ("SUMMARY:Réunion Équipe — salle 2", "SUMMARY:Supervision Mensuelle").
  if (text.includes('SUMMARY')) {
    for (const found of text.matchAll(/(?<=(?:^|\n)SUMMARY(?:;[^:\n]*)?:[ \t]*)(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \u00a0](?:\p{Lu}[\p{L}\p{M}'’-]+|\p{Lu}\.)){1,2})(?=[ \u00a0]*(?:[—–(,-]|\n|$))/gu)) {
      const person = found[1] ?? '';
      const words = person.split(/[ \u00a0]/);
      const keys = words.map((word) => foldName(word.replace(/\.$/, '')));
      if (keys.some((key) => ACRONYM.has(key) || isPlaceName(key) || HEADING.has(key) || NOT_UNKNOWN_WORD.has(key) || CALENDAR_EVENT_WORDS.has(key))) continue;
      if (!words.some((word, k) => /^\p{Lu}\.$/u.test(word) || (isGivenName(word) && !givenNameIsAlsoWord(keys[k] ?? '')))) continue;
      const end = found.index + person.length;
      growOrAdd(scan, found.index, end, 'patient');
    }
    // Or closing it after the event's words and a dash ("SUMMARY:Consultation TCA — Kowalczyk"): a surname, not a
    // common word, a place or an acronym ("SUMMARY:Bilan — Salle 3", "— Visio").
    for (const found of text.matchAll(/(?<=(?:^|\n)SUMMARY(?:;[^:\n]*)?:[ \t]*)(\p{L}+)[^\n—–]{0,40}?[ \t][—–-][ \t](\p{Lu}[\p{L}\p{M}'’-]+(?:[ \u00a0]\p{Lu}[\p{L}\p{M}'’-]+)?)(?=[ \t]*(?:\n|$))/gu)) {
      const person = found[2] ?? '';
      if (!CALENDAR_EVENT_WORDS.has(foldName(found[1] ?? ''))) continue;
      if (person.split(/[ \u00a0]/).some((word) => commonWordOrPlace(foldName(word)) || NOT_UNKNOWN_WORD.has(foldName(word)) || HEADING.has(foldName(word)))) continue;
      const start = found.index + found[0].length - person.length;
      growOrAdd(scan, start, start + person.length, 'patient');
    }
  }
  // Who a session's entry is about, after its date and a dash, alone on its line, before a colon or a bracket, or before
  // "avec" or "et": initials with their dots ("séance 4 – 06/03 – J.K.") or an initial and a surname in lower case
  // ("09/10 — m. charpentier", "10/10 — h. demir avec interprète"), not a common word ("12/03 — p. ex.").
  // Or a given name in lower case with its surname's initials, after the time ("lun 23/02 9h — mathis rd (3e)").
  for (const line of text.matchAll(/(?<=\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?(?:[ \t]+\d{1,2}h\d{0,2})?[ \t]+[—–-][ \t]+)(?<person>\p{Lu}\.(?:-?\p{Lu}\.){1,2}|\p{Ll}\.[ \u00a0]?\p{Ll}[\p{Ll}\p{M}'’-]{2,24}|(?<given>\p{Ll}[\p{Ll}\p{M}'’-]{2,20})[ \u00a0]\p{Ll}{1,2}\.?)(?=[ \t]*(?:\n|$|:|\()|[ \t]+(?:avec|et)[ \t])/gu)) {
    const person = line.groups?.person ?? '';
    const end = line.index + person.length;
    const given = line.groups?.given;
    if (given !== undefined) {
      if (!isGivenName(given) || givenNameIsAlsoWord(foldName(given)) || isFrenchWord(foldName(given))) continue;
      if (!scan.grow(line.index, end)) addRange(line.index, end, 'patient');
      continue;
    }
    const surname = /^\p{Ll}/u.test(person) ? foldName(person.replace(/^\p{Ll}\.[ \u00a0]?/u, '')) : '';
    if (scan.grow(line.index, end, 'end') || (surname !== '' && (commonWordOrPlace(surname) || NOT_UNKNOWN_WORD.has(surname)))) continue;
    addRange(line.index, end, 'patient');
  }
  // A given name signing a text message after its last sentence, with its surname's initial or two ("… avant. Paz E.",
  // "… 15h30 ? Florence J-B") or alone when the lexicon knows it ("… tous les deux. Lourdes").
  for (const line of text.matchAll(/(?<=[.!?…][ \u00a0]+)(\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?)(?:[ \u00a0]+(\p{Lu}(?:\.|-\p{Lu}\.?)(?:-?\p{Lu}\.)?))?[ \t]*(?=\n|$)/gu)) {
    const given = line[1] ?? '';
    if (!line[2] && (!isGivenName(given) || HEADING.has(foldName(given)))) continue;
    if (isFrenchWord(foldName(given)) && !isGivenName(given)) continue;
    const end = line[2] ? line.index + line[0].trimEnd().length : line.index + given.length;
    // The given name, found by an earlier rule, takes its initials.
    if (!scan.grow(line.index, end)) addRange(line.index, end, 'patient');
  }
  // A speaker of a group chat's export, a given name and an initial before a colon at the start of a line ("Kala S. :
  // salle 104 je pense."), when the word is no French word, heading or eponym ("Annexe B. :" is a heading).
  for (const line of text.matchAll(/(?<=(?:^|\n)[ \t]*)(\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?[ \u00a0]\p{Lu}\.)(?=[ \u00a0]*:[ \u00a0]*\S)/gu)) {
    const given = (line[1] ?? '').split(/[ \u00a0]/)[0] ?? '';
    const key = foldName(given);
    if (!isGivenName(given) && (isFrenchWord(key) || HEADING.has(key) || EPONYMS.has(key) || NOT_UNKNOWN_WORD.has(key) || ACRONYM.has(key) || isPlaceName(key))) continue;
    addNameWithInitial(line.index, line[1] ?? '');
  }
  // A table's cell holding a surname and its initial alone ("Benhamida R.⇥61⇥58", "Duboc P.;non passée"), when the word is
  // no French word, heading or eponym.
  if (/[\t;|]/.test(text)) {
    for (const cell of text.matchAll(/(?<=(?:^|\n|\t|;|\|)[ ]*)(\p{Lu}[\p{L}\p{M}'’]+(?:-\p{Lu}[\p{L}\p{M}'’]+)?[ ]\p{Lu}\.)(?=[ ]*(?:\t|;|\||\n|$))/gu)) {
      const surname = (cell[1] ?? '').split(' ')[0] ?? '';
      const key = foldName(surname);
      if (!/[\t;|]/.test(text.slice(cell.index + (cell[1] ?? '').length, cell.index + (cell[1] ?? '').length + 3)) && !/[\t;|][ ]*$/.test(text.slice(Math.max(0, cell.index - 3), cell.index))) continue;
      if (isFrenchWord(key) || HEADING.has(key) || EPONYMS.has(key) || NOT_UNKNOWN_WORD.has(key) || ACRONYM.has(key) || isPlaceName(key) || NOT_NAME.has(key)) continue;
      addNameWithInitial(cell.index, cell[1] ?? '');
    }
  }
  // A notebook's bullet opening on the person it is about, in lower case, before a colon, a bracket, "1re" or an age
  // ("- anahid : mère hospitalisée", "- m.l. diallo 1re (Dr Gaudin)", "- paz e. 1re :", "- olive 9a (entretien parents)"):
  // a given name or a word no French text writes, with initials or a surname; no word of the vocabulary otherwise.
  for (const line of text.matchAll(/(?:^|\n)[ \t]*[-•*][ \t]+((?:\p{Ll}\.(?:-?\p{Ll}\.)*[ ])?\p{Ll}[\p{Ll}\p{M}'’-]+(?:[ ]\p{Ll}[\p{Ll}\p{M}'’-]+)?(?:[ ]\p{Ll}\.(?:-?\p{Ll}\.)*)?)(?=[ ]*(?::|\(|1re\b|\d{1,2}a\b))/gu)) {
    const value = (line[1] ?? '').trimEnd();
    const words = value.split(' ').filter((word) => !/\./.test(word));
    const initials = value.split(' ').some((word) => /\./.test(word));
    const first = words[0] ?? '';
    if (!first || LOWER_NOT_NAME.has(foldName(first)) || NOT_NAME.has(foldName(first)) || NOTE_ABBREVIATIONS.has(foldName(first))) continue;
    const nameLike = (word: string): boolean => isGivenName(word) || (!isFrenchWord(foldName(word)) && !NOT_UNKNOWN_WORD.has(foldName(word)) && !isPlaceName(foldName(word)) && !ACRONYM.has(foldName(word)));
    // Without initials, its first word is a known given name, or one written elsewhere in the text with a capital
    // ("Anahid" in the agenda, "anahid :" in the notebook); not a language or a word the vocabulary lacks ("- dari :").
    const capitalised = (first[0] ?? '').toUpperCase() + first.slice(1);
    if (!initials && !isGivenName(first) && wordOccurrences(text, capitalised, LETTER).length === 0) continue;
    if (!(initials ? words.every((word) => nameLike(word) || isFrenchWord(foldName(word))) : words.every(nameLike))) continue;
    const start = line.index + line[0].length - (line[1] ?? '').length;
    addRange(start, start + value.length, 'patient');
  }
  // A family named after "fam." in a notebook typed in lower case, two joined by a slash ("fam. le bihan", "fam.
  // tran/kowalczyk"): each surname no French word, or a particle and a word.
  // With its capital too ("Transculturel fam. Ahmadzai (dari)").
  for (const found of text.matchAll(/(?<![\p{L}])fam\.[ \u00a0]+((?:(?:le|la|de|du|da|van|el|ben|Le|La|De|Du|Da|Van|El|Ben)[ ])?[\p{Ll}\p{Lu}][\p{Ll}\p{M}'’-]{1,30})(?:[ \u00a0]*\/[ \u00a0]*((?:(?:le|la|de|du|da|van|el|ben|Le|La|De|Du|Da|Van|El|Ben)[ ])?[\p{Ll}\p{Lu}][\p{Ll}\p{M}'’-]{1,30}))?/gu)) {
    for (const family of [found[1], found[2]]) {
      if (!family) continue;
      const words = family.split(' ');
      const surname = words[words.length - 1] ?? '';
      // Not what the family is ("fam. nombreuse", "fam. recomposée", "fam. d'accueil").
      if (words.length === 1 && (isFrenchWord(foldName(surname)) || isPlaceName(foldName(surname)) || NOT_UNKNOWN_WORD.has(foldName(surname)) || /(?:euse|eux|ale|ales|elle|ive|if|ique|ante?|ée|é|ées)$/u.test(surname))) continue;
      const start = found.index + found[0].lastIndexOf(family);
      addRange(start, start + family.length, 'patient');
    }
  }
  // In lower case at the end of a note typed in a hurry ("rien d autre. bonne journée — s.h."); not "p.s.", "n.b.".
  for (const line of text.matchAll(/[\p{Ll}.!?)»][ \t]+[—–][ \t]*(\p{Ll}\.\p{Ll}\.(?:\p{Ll}\.)?)[ \t]*(?=\n|$)/gu)) {
    const initials = line[1] ?? '';
    if (/^(?:p\.s\.|n\.b\.|c\.a\.d\.|e\.g\.|i\.e\.|a\.m\.|p\.m\.|c\.f\.)$/.test(initials)) continue;
    const start = line.index + line[0].length - initials.length;
    addRange(start, start + initials.length, 'professional');
  }
  // A month or a day as a child's given name after "le petit", "la petite" ("à la petite Avril").
  for (const found of text.matchAll(/\b(?:le|la|du|de la|au|à la)[ \u00a0]+(?:petite?)[ \u00a0]+(\p{Lu}\p{Ll}+)(?![\p{L}\p{N}])/gu)) {
    const start = found.index + found[0].length - (found[1] ?? '').length;
    const k = scan.firstTokenFrom(start);
    if (CALENDAR_KEYS.has(tokens[k]?.key ?? '') && scan.calendarSurname(k)) addRange(start, start + (found[1] ?? '').length, 'patient');
  }
  // Initials in capitals before a role in brackets or after "par" ("LZ + MDS (IDE)", "accueil par PYD (dir.)"), not an acronym.
  for (const found of text.matchAll(/(?<![\p{L}\p{N}-])(\p{Lu}{2,3})(?:[ \u00a0]*[+&][ \u00a0]*(\p{Lu}{2,3}))?[ \u00a0]*\((?:\p{Ll}[\p{Ll}.-]*|IDE|IPA|SF|MG|AS|CPE|ES|ME|ASH|AESH|PH)\)/gu)) {
    const parts = [found[1], found[2]].filter((part): part is string => part !== undefined);
    if (parts.some((part) => noteCapitals(part) || /^(?:I{1,3}|IV|VI{0,3}|IX|XI{0,2})$/.test(part))) continue;
    let from = found.index;
    for (const part of parts) {
      const start = text.indexOf(part, from);
      addRange(start, start + part.length, 'professional');
      from = start + part.length;
    }
  }
  // An initial alone after "le petit", "la petite", "le jeune" ("la situation du petit N. (7 ans)").
  for (const found of text.matchAll(/\b(?:le|la|du|de la|au|à la)[ \u00a0]+(?:petite?|jeune)[ \u00a0]+(\p{Lu}\.)(?![ \u00a0]*\p{Lu}\p{Ll})(?![\p{L}\p{N}])/gu)) {
    const start = found.index + found[0].length - (found[1] ?? '').length;
    addRange(start, start + 2, 'patient');
  }
  for (const line of text.matchAll(/(?:^|\n)[ \t]*[—–-][ \t]*(\p{Lu}\.(?:[ -]?\p{Lu}\.){1,3})[ \t]*(?=\n|$)/gu)) {
    const initials = line[1] ?? '';
    const start = line.index + line[0].length - initials.length;
    addRange(start, start + initials.length, 'professional');
  }
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). A surname in capitals and a capitalised given name opening a line, then a separator ("ANDRIAMANANTENA Hery – tél.
 * …", "KOUROUMA Fodéba⇥06…"), even when the given name is not in the lexicon; headings in capitals are not names.
 */
/**
 * A surname of two letters, as Vietnamese, Chinese and Korean families have, some of them French words ("vu", "do"),
 * after a known given name ("remplacée par Pauline Vu"), or after an initial when the text writes it after a given name
 * too ("P. Vu, psychologue").
 */
const SHORT_SURNAMES = 'Vu|Vo|Do|Ly|Ho|Ha|Ta|Lu|Wu|Xu|Yu|Hu|Li|Ng';
/** One of them after a space: whether the rule has anything to look at. */
const SHORT_SURNAME_ANYWHERE = new RegExp(`[ \\u00a0](?:${SHORT_SURNAMES})(?![\\p{L}])`, 'u');
const SHORT_SURNAME = new RegExp(String.raw`(?<![\p{L}\p{N}.'’-])(\p{Lu}\p{Ll}[\p{Ll}\p{M}]*(?:-\p{Lu}\p{Ll}[\p{Ll}\p{M}]*)?|\p{Lu}\.)[ \u00a0](${SHORT_SURNAMES})(?![\p{L}\p{N}'’-])`, 'gu');
function shortSurnameRule(scan: NameScan): void {
  const { text, addRange } = scan;
  if (!SHORT_SURNAME_ANYWHERE.test(text)) return;
  const found = [...text.matchAll(SHORT_SURNAME)];
  const afterGiven = new Set(found.filter((match) => !(match[1] ?? '').endsWith('.') && isGivenName(match[1] ?? '')).map((match) => match[2]));
  for (const match of found) {
    const first = match[1] ?? '';
    const surname = match[2] ?? '';
    if (!afterGiven.has(surname) || (!first.endsWith('.') && !isGivenName(first))) continue;
    const start = match.index;
    const end = start + match[0].length;
    if (!scan.grow(start, end)) addRange(start, end, 'professional');
  }
}

/**
 * A member of a religious community or of the clergy after a religious title, which stays outside the name ("Sœur
 * Marie-Fidèle", "Sr M.-Bernadette", "sr jeanne-françoise", "fr. kaboré", "abbé kermarrec", "imam benhaddou", "Sr
 * ROUSSELOT"), once the other rules ran: only words no rule took, not after a possessive or an article (a relative:
 * "sa sœur Léa"), not a public figure ("sœur Emmanuelle", "Dom Pérignon") nor a word ("sœur tourière").
 */
function religiousTitleRule(scan: NameScan): void {
  const { text, addRange, firstTokenFrom, covered } = scan;
  if (!/(?:[sS](?:œ|oe)ur|[sS]r\.?|[fF]r[èe]re|[fF]r\.|[aA]bb[ée]|[iI]mam|Mgr|[dD]om)[ \u00a0]/u.test(text)) return;
  for (const found of text.matchAll(/(?<![\p{L}])(?:[sS](?:œ|oe)ur|[sS]r\.?|[fF]r[èe]re|[fF]r\.|[aA]bb[ée]|[iI]mam|Mgr|[dD]om)[ \u00a0]+((?:\p{Lu}\p{Ll}?\.-)?\p{L}[\p{L}\p{M}'’-]{2,})/gu)) {
    if (/(?:^|[\s'’(])(?:sa|son|ma|mon|ta|ton|votre|vos|leur|leurs|la|le|l|une|un|du|de|des|grande?|petite?|belle|beau|demi|notre)[ \u00a0-]*$/iu.test(text.slice(Math.max(0, found.index - 12), found.index))) continue;
    const name = found[1] ?? '';
    const start = found.index + found[0].length - name.length;
    if (covered.has(firstTokenFrom(start))) continue;
    const key = foldName(name.replace(/^\p{Lu}\p{Ll}?\.-/u, ''));
    const upper = name === name.toUpperCase();
    const capital = /^\p{Lu}/u.test(name);
    if (/^(?:emmanuelle|teresa|sourire|perignon)$/.test(key) || LOWER_KIN_QUALIFIER.has(key) || NOT_UNKNOWN_WORD.has(key) || ACRONYM.has(key) || /['’]/.test(name)) continue;
    const named = capital ? upper || key.split('-').some((part) => isGivenName(part)) || (nameOnlyWord(key) && !isFrenchWord(key)) : nameOnlyWord(key) || (isGivenName(name) && !givenNameIsAlsoWord(key));
    if (named) addRange(start, start + name.length, 'patient');
  }
}

/** Vietnamese family names, written before the middle name "Thi" or "Văn" ("Vo Thi Hanh", "Le Van Tam"). */
const VIETNAMESE_SURNAMES = set('nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly dinh trinh mai dao cao lam');
/**
 * A Vietnamese name found from its middle name on ("Thi Hanh"): the family name written just before it joins it
 * ("Contact compta : Vo Thi Hanh").
 */
function vietnameseSurnameRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, firstTokenFrom } = scan;
  for (const span of scan.spans) {
    const i = firstTokenFrom(span.start);
    const family = tokens[i - 1];
    // In lower case too, as a dictation writes it ("ici nguyen thi lan secrétaire"), a surname of the list only.
    const lower = family !== undefined && !family.cap && /^(?:thi|thị|văn|van)$/u.test(tokens[i]?.text ?? '') && VIETNAMESE_SURNAMES.has(family.key);
    if (!family || !(lower || /^(?:Thi|Thị|Văn)$/u.test(tokens[i]?.text ?? '')) || covered.has(i - 1) || !adjacent(i - 1) || (!lower && (!family.cap || family.upper)) || TITLE.test(family.text)) continue;
    if (!VIETNAMESE_SURNAMES.has(family.key) && (family.text.length > 6 || isFrenchWord(family.key))) continue;
    if (!/^[ \u00a0]$/.test(text.slice(family.end, span.start))) continue;
    covered.add(i - 1);
    span.start = family.start;
  }
}

/**
 * A surname in capitals in brackets right after a given name found ("Entretien avec Aurore (LE GUENNEC), 22 ans"): the
 * same person's surname, unless an acronym, a word of the vocabulary or a role ("Léa (TDAH)", "Marc (PSY)").
 */
function surnameInBracketsRule(scan: NameScan): void {
  const { text, tokens, covered, firstTokenFrom } = scan;
  if (!/\([ \u00a0]*\p{Lu}{2}/u.test(text)) return;
  for (const span of [...scan.spans]) {
    const found = /^[ \u00a0]\([ \u00a0]*((?:(?:LE|LA|DE|DU|DA|DOS|VAN|EL|BEN)[ \u00a0])?\p{Lu}{2,}(?:[ -]\p{Lu}{2,}){0,2})[ \u00a0]*\)/u.exec(text.slice(span.end, span.end + 40));
    // After a given name alone; a surname of five letters or more with two vowels at least, or with its particle (an
    // acronym after a colleague's surname is the service: "Dr Sauvage (CECOS)", "Hervé (BAFM)").
    if (!found?.[1] || /[ \u00a0]/.test(text.slice(span.start, span.end)) || !isGivenName(text.slice(span.start, span.end))) continue;
    if (!/[ \u00a0]/.test(found[1]) && (found[1].replace(/-/g, '').length < 5 || (found[1].match(/[AEIOUYÉÈÀ]/gu) ?? []).length < 2)) continue;
    const start = span.end + found[0].indexOf(found[1]);
    const from = firstTokenFrom(start);
    const words = tokens.slice(from, firstTokenFrom(start + found[1].length));
    if (words.some((word, k) => covered.has(from + k)) || words.every((word) => isParticle(word) || word.text.length < 4 || ACRONYM.has(word.key) || isFrenchWord(word.key) || ROLE_IN_BRACKETS.test(word.key) || EPONYMS.has(word.key))) continue;
    scan.addRange(start, start + found[1].length, span.role);
  }
}

/**
 * A mail header's display name whose words the address spells ("From: Harriet Collins <harriet.collins@…>", "De : yasmine
 * h <yas.haddouche97@…>"): the whole display name is the sender's or the recipient's name, its initials included. Each
 * word must be one of the address's pieces, the start of one (three letters at least), or the initial of one; a
 * service's or a body's word ("Secrétariat neurologie <secretariat.neurologie@…>") is none unless it is a given name.
 */
const MAIL_SERVICE_WORDS = set(`secretariat accueil contact info infos direction cabinet equipe consultation consultations rh administration
  admin support noreply reception planning rdv bureau pole unite cellule mairie neurologie psychiatrie pediatrie urgences recrutement
  paie facturation comptabilite scolarite vie sinistres sinistre gestion dossiers juridique soutien staff team helpdesk hotline
  assistance communication presse benevoles adherents`);
const MAIL_DISPLAY_NAME = /^[ \t>]*(?:De|From|À|A|To|Cc|Exp[ée]diteur|Destinataire|Van|Aan|Von|An|Da|Para)[ \t]*:[ \t]*"?([\p{L}][\p{L}\p{M}'’. -]{1,58}?)"?[ \t]*<([^@\s<>]{2,64})@/gmu;
function mailDisplayNameRule(scan: NameScan): void {
  const { text } = scan;
  if (!text.includes('@') || !text.includes('<')) return;
  for (const found of text.matchAll(MAIL_DISPLAY_NAME)) {
    const display = found[1] ?? '';
    const pieces = foldName(found[2] ?? '').split(/[^a-z]+/).filter((piece) => piece.length > 0);
    const words = display.split(/[ .-]+/).filter((word) => word.length > 0);
    if (words.length === 0 || words.length > 4) continue;
    const matches = (word: string): boolean => {
      const key = foldName(word);
      if (key.length === 1) return pieces.some((piece) => piece.startsWith(key));
      if (!isGivenName(word) && (MAIL_SERVICE_WORDS.has(key) || INSTITUTION_CUE.has(key) || NOT_NAME.has(key) || ACRONYM.has(key))) return false;
      return pieces.some((piece) => piece === key || (key.length >= 3 && piece.startsWith(key)) || (piece.length >= 3 && key.startsWith(piece)));
    };
    if (!words.every((word) => PARTICLES.has(foldName(word)) || matches(word)) || !words.some((word) => word.length >= 3 && matches(word))) continue;
    // A person's name is written in one case throughout ("Harriet Collins", "Harriet COLLINS", "yasmine h"); a service's
    // mixes them or holds an acronym ("Relais handicap", "Psychologues SSE").
    const full = words.filter((word) => word.length > 1 && !PARTICLES.has(foldName(word)));
    if (!(full.every((word) => /^\p{Lu}\p{Ll}/u.test(word) || /^\p{Lu}{5,}$/u.test(word)) || full.every((word) => /^\p{Ll}+$/u.test(word)))) continue;
    const start = (found.index ?? 0) + found[0].indexOf(display, found[0].indexOf(':'));
    const end = start + display.replace(/[ .]+$/u, '').length;
    if (!scan.grow(start, end, 'start') && !scan.grow(start, end, 'end')) scan.addRange(start, end, 'patient');
  }
}

/** An English kinship word and the name after it ("with my husband, Graham, when…"). */
const ENGLISH_KIN_BEFORE_NAME = /(?<![\p{L}])(?:[mM]y|[hH]er|[hH]is|[oO]ur|[tT]heir)[ \u00a0]+(?:husband|wife|partner|son|daughter|mother|father|mum|mom|dad|brother|sister|boyfriend|girlfriend|grandson|granddaughter|grandmother|grandfather)[ \u00a0]*,?[ \u00a0]+(\p{Lu}\p{Ll}[\p{L}'’-]+)(?![\p{L}])/gu;
/** A name and an English possessive before a kinship or care word ("Maggie's husband", "Tom's daughter"). */
const ENGLISH_NAME_BEFORE_KIN = /(?<![\p{L}])(\p{Lu}\p{Ll}[\p{L}-]+)['’]s[ \u00a0]+(?:husband|wife|partner|son|daughter|mother|father|mum|mom|dad|brother|sister|boyfriend|girlfriend|grandson|granddaughter|grandmother|grandfather|carer|nurse|neighbour|neighbor)(?![\p{L}])/gu;
function englishKinRule(scan: NameScan): void {
  const { text } = scan;
  const take = (name: string, start: number, role: NameRole) => {
    const key = foldName(name);
    if (EPONYMS.has(key) || ACRONYM.has(key) || NOT_NAME.has(key) || TITLE.test(name) || /^(?:Miss|Sir|Lady)$/.test(name)) return;
    scan.addRange(start, start + name.length, role);
  };
  if (/(?:^|[^\p{L}])(?:my|her|his|our|their)[ \u00a0]/iu.test(text)) {
    for (const found of text.matchAll(ENGLISH_KIN_BEFORE_NAME)) {
      const name = found[1] ?? '';
      take(name, (found.index ?? 0) + found[0].length - name.length, 'relative');
    }
  }
  // The person whose husband or nurse writes is the one cared for.
  if (/['’]s[ \u00a0]/u.test(text)) for (const found of text.matchAll(ENGLISH_NAME_BEFORE_KIN)) take(found[1] ?? '', found.index ?? 0, 'patient');
}

/**
 * A note signed with its writer's initials on its last line ("nbc" under notes by Noémie Bastide-Carrière, "jb" under
 * Jean-Baptiste Vernière's): two to four letters alone on a line closing a block, which are the initials of a name the
 * text holds (every word and every part of a hyphenated one, particles left out), or the first two or three of them.
 */
function signedInitialsRule(scan: NameScan): void {
  const { text, spans } = scan;
  if (!/(?:^|\n)[ \t]*[-—–]?[ \t]*\p{L}{2,4}\.?[ \t]*(?:\n[ \t]*(?:\n|===)|\s*$)/u.test(text)) return;
  const initialsOf = new Map<string, NameRole>();
  for (const span of spans) {
    const words = text.slice(span.start, span.end).split(/[ \u00a0.'’-]+/).filter((word) => word.length > 0 && !PARTICLES.has(foldName(word)));
    if (words.length < 2) continue;
    const initials = words.map((word) => foldName(word).charAt(0)).join('');
    for (let length = 2; length <= initials.length; length++) if (!initialsOf.has(initials.slice(0, length))) initialsOf.set(initials.slice(0, length), span.role);
  }
  if (initialsOf.size === 0) return;
  for (const found of text.matchAll(/(?:^|\n)[ \t]*(?:[-—–][ \t]*)?(\p{L}{2,4})\.?[ \t]*(?=\n[ \t]*(?:\n|===)|\s*$(?![\s\S]))/gu)) {
    const letters = found[1] ?? '';
    const role = initialsOf.get(foldName(letters));
    if (role === undefined || ACRONYM.has(foldName(letters)) || NOT_NAME.has(foldName(letters))) continue;
    // A closing line, under a line that is not blank.
    const start = found.index + found[0].lastIndexOf(letters);
    if (!/\S[^\n]*\n[ \t]*(?:[-—–][ \t]*)?$/u.test(text.slice(Math.max(0, start - 200), start))) continue;
    scan.addRange(start, start + letters.length, role);
  }
}

/**
 * A practice named after its practitioner's double surname ("À : cabinet Delmas-Roche", "le cabinet Vasseur-Ndiaye"):
 * two capitalised parts joined by a hyphen, no place's name, one part at least that French does not write.
 */
const PRACTICE_DOUBLE_SURNAME = /(?<![\p{L}])[cC]abinet[ \u00a0]+(\p{Lu}\p{Ll}[\p{Ll}\p{M}'’]+-\p{Lu}\p{Ll}[\p{Ll}\p{M}'’]+)(?![\p{L}-])/gu;
function practiceDoubleSurnameRule(scan: NameScan): void {
  const { text } = scan;
  if (!/abinet/.test(text)) return;
  for (const found of text.matchAll(PRACTICE_DOUBLE_SURNAME)) {
    const name = found[1] ?? '';
    const key = foldName(name);
    const parts = key.split('-');
    if (isPlaceName(key) || parts.some((part) => isPlaceName(part) || PARTICLES.has(part) || /^(?:saint|sainte|st|ste|conseils?|expertises?|audit|formations?|sante|services?|gestion|patrimoine|finances?|avocats?|associes|compta|consulting|immobilier|assurances?)$/.test(part)) || parts.every((part) => isFrenchWord(part))) continue;
    const start = found.index + found[0].length - name.length;
    scan.addRange(start, start + name.length, 'professional');
  }
}

/**
 * Initials that sign or write a document ("signé EC", "Rédaction : ASR", "Transcrit par : KB"), initials with their
 * dots opening a note's line before a colon or a bracket ("- E.V. : travail sur…", "— y.b. (2e séance)"), and the
 * initial of a surname after a given name in lower case before a colon or a comma ("- kevin n : pansement").
 */
const SIGNING_INITIALS = /(?<![\p{L}])(?:[sS]ign[ée]e?|[rR][ée]daction[ \u00a0]*:|[rR][ée]dig[ée]e?[ \u00a0]+par[ \u00a0]*:?|[tT]ranscrite?[ \u00a0]+par[ \u00a0]*:?|[vV]isa[ \u00a0]*:)[ \u00a0]*(\p{Lu}{2,3})(?![\p{L}\d.])/gu;
const NOTE_LINE_INITIALS = /(?:^|\n)[^\n]{0,24}?[-–—•*][ \t]*((?:\p{L}\.){2,3})[ \t]*[:(]/gu;
const NOT_INITIALS = /^(?:nb|ps|pj|ras|ca|cf|ex|ie|eg|ok|rq|ad|am|pm|cv|qi|td|tp)$/;
function signingInitialsRule(scan: NameScan): void {
  const { text, spans } = scan;
  if (/(?:ign|daction|dig|ranscrit|isa)/u.test(text)) for (const found of text.matchAll(SIGNING_INITIALS)) {
    const letters = found[1] ?? '';
    const key = foldName(letters);
    if (ACRONYM.has(key) || NOT_NAME.has(key) || NOT_INITIALS.test(key)) continue;
    const start = found.index + found[0].length - letters.length;
    scan.addRange(start, start + letters.length, 'professional');
  }
  if (/\p{L}\.\p{L}\./u.test(text)) for (const found of text.matchAll(NOTE_LINE_INITIALS)) {
    const letters = found[1] ?? '';
    if (NOT_INITIALS.test(foldName(letters.replace(/\./g, '')))) continue;
    const start = found.index + found[0].lastIndexOf(letters);
    scan.addRange(start, start + letters.length, 'patient');
  }
  for (const span of spans) {
    const value = text.slice(span.start, span.end);
    if (value !== value.toLowerCase() || !/^[ \u00a0][a-z](?=[ \u00a0]*[:,])/.test(text.slice(span.end, span.end + 4))) continue;
    span.end += 2;
  }
}

/**
 * Initials before a surname where no title says it is a name: before a comma and a trade ("J. Fontaine, psychologue",
 * a surname French also writes), in the list of those present typed in lower case ("presents : t mougin, e parrenin"),
 * and before a double surname in lower case ("9h05 n. pereira-lopes"); and a surname after two Dutch or German
 * particles ("la famille (van der Hoeven)").
 */
function initialAndSurnameRule(scan: NameScan): void {
  const { text } = scan;
  // An initial and a surname that French also writes, before a comma and a trade ("J. Fontaine, psychologue").
  if (/\p{Lu}\.[ \u00a0]\p{Lu}/u.test(text)) for (const found of text.matchAll(INITIAL_SURNAME_TRADE)) {
    const name = found[1] ?? '';
    if (ACRONYM.has(foldName(name.slice(3)))) continue;
    scan.addRange(found.index, found.index + name.length, 'professional');
  }
  // Those present, typed in lower case as an initial and a surname ("presents : t mougin, e parrenin, dr koenig").
  if (/pr[ée]sente?s?[ \t]*:/iu.test(text)) for (const line of text.matchAll(/(?:^|\n)[ \t]*(?:[-•*][ \t]*)?pr[ée]sente?s?[ \t]*:[ \t]*([^\n]+)/giu)) {
    let at = line.index + line[0].length - (line[1] ?? '').length;
    for (const item of (line[1] ?? '').split(',')) {
      const person = /^([ \t]*)([a-z]\.?[ \u00a0][a-z][a-z'’-]{2,})[ \t]*$/u.exec(item);
      const surname = person?.[2]?.split(/[ \u00a0]/)[1] ?? '';
      if (person && !commonWordOrPlace(foldName(surname)) && !isGivenName(surname)) scan.addRange(at + (person[1] ?? '').length, at + (person[1] ?? '').length + (person[2] ?? '').length, 'patient');
      at += item.length + 1;
    }
  }
  // A surname after two Dutch or German particles ("la famille (van der Linden)"); not the physicist's forces.
  if (/\bv[ao]n[ \u00a0]+de/u.test(text)) for (const found of text.matchAll(/(?<![\p{L}])(?:van|von)[ \u00a0]+(?:der|den|de)[ \u00a0]+(\p{Lu}[\p{Ll}\p{M}'’-]{2,})(?![\p{L}])/gu)) {
    const key = foldName(found[1] ?? '');
    // After a capitalised word, the name rules read the whole name, the given name with it ("de Willem van der Berg").
    if (EPONYMS.has(key) || /\p{Lu}[\p{L}\p{M}'’-]*[ \u00a0]+$/u.test(text.slice(Math.max(0, found.index - 30), found.index))) continue;
    scan.addRange(found.index, found.index + found[0].length, 'patient');
  }
  // An initial in lower case and a double surname in lower case that French does not write ("9h05 n. pereira-lopes").
  if (/[a-z]\.[ \u00a0][a-z]+-[a-z]/.test(text)) for (const found of text.matchAll(/(?<![\p{L}\p{N}.'’])[a-z]\.[ \u00a0]([a-z]{3,}-[a-z]{3,})(?![\p{L}-])/gu)) {
    if ((found[1] ?? '').split('-').some((part) => commonWordOrPlace(part) || isGivenName(part))) continue;
    scan.addRange(found.index, found.index + found[0].length, 'patient');
  }
  // In lower case after a note's date and time opening its line (a day's abbreviation may come first), a call's word
  // or a representative's trade: an initial and a surname French does not write, or two dotted initials ("1/10 y.
  // benali. vient", "24/09 s.d. 1re seance", "appel a.w. veto", "la mandataire n. cormier").
  // Or, after the date, a given name and the surname's initials ("22/09 max r. 2e seance", "23/09 thierry vm 3e seance"),
  // or a given name alone before a bracket or a colon.
  if (/[a-z][ \u00a0.]?[a-z]/.test(text)) for (const found of text.matchAll(NOTE_LOWER_INITIALS)) {
    const name = found[2] ?? '';
    const start = found.index + found[0].length - name.length;
    // Two letters, a compound given name's initials, and the surname's initial ("ven 11/12 16h — jy p., a trouve la voiture").
    const twoLetters = /^([a-z]{2})[ \u00a0][a-z]\.$/u.exec(name)?.[1];
    if (twoLetters !== undefined) {
      if (found[1] === undefined && !commonWordOrPlace(twoLetters) && !NOT_LOWER_INITIALS.has(twoLetters) && !NOTE_ABBREVIATIONS.has(twoLetters)) scan.addRange(start, start + name.length, 'patient');
      continue;
    }
    const givenAndInitials = /^([a-z][a-z'’-]{2,})[ \u00a0]([a-z]{1,2})\.?$/u.exec(name);
    if (givenAndInitials) {
      const letters = givenAndInitials[2] ?? '';
      // Consonants only: no French word ("rosa et karim", "marie le voit", "paul au tel").
      if (!isGivenName(givenAndInitials[1] ?? '') || found[1] !== undefined || !/^[bcdfghjklmnpqrstvwxz]{1,2}$/.test(letters) || NOT_LOWER_INITIALS.has(letters)) continue;
      if (!scan.grow(start, start + name.length)) scan.addRange(start, start + name.length, 'patient');
      continue;
    }
    // A given name alone before a bracket or a colon, after the date ("ven 11/12 14h — sandy (aide-soignante)", "mar 15/12 —
    // sandy : mieux dormi"): the person the note is about.
    if (!/[ \u00a0.]/.test(name)) {
      const key = foldName(name);
      if (found[1] === undefined && isGivenName(name) && !givenNameIsAlsoWord(key) && !commonWordOrPlace(key)) scan.addRange(start, start + name.length, 'patient');
      continue;
    }
    const surname = /^[a-z]\.[ \u00a0]([a-z'’-]+)$/u.exec(name)?.[1];
    if (surname !== undefined ? commonWordOrPlace(surname) || isGivenName(surname) : NOT_LOWER_INITIALS.has(name.replace(/\./g, ''))) continue;
    scan.addRange(start, start + name.length, found[1] !== undefined && /^(?:mandataire|curat|tut)/.test(found[1]) ? 'professional' : 'patient');
  }
}
const NOTE_LOWER_INITIALS = /(?:(?:^|\n)[ \t]*(?:[-•*][ \t]*)?(?:(?:lun|mar|mer|jeu|ven|sam|dim)\.?[ \t]+)?(?:\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?(?:[ \t]+\d{1,2}h\d{0,2})?|\d{1,2}h\d{0,2})(?:[ \t]+[-–—])?|(?<![\p{L}])(appel|rappel|rdv|mandataire|curat(?:eur|rice)|tut(?:eur|rice)))[ \t]+([a-z]\.(?:[ \u00a0]?[a-z]\.|[ \u00a0][a-z][a-z'’-]{2,})|[a-z][a-z'’-]{2,}[ \u00a0][a-z]{1,2}\.?(?=[ \u00a0]*[,:(]|[ \u00a0]+(?:\d|[a-z]{2,}))|[a-z][a-z-]{2,}(?=[ \u00a0]*(?:\(|:[ \u00a0]))|[a-z]{2}[ \u00a0][a-z]\.(?=[ \u00a0]*[,:(]|[ \u00a0]+[a-z]{2,}))(?![\p{L}-])/gu;
/** Two letters with full stops that are an abbreviation, not initials ("p.j.", "n.b.", "c.f.", "e.g."). */
const NOT_LOWER_INITIALS = set('pj nb cf eg ie ps rv ok cd av ap');
const INITIAL_SURNAME_TRADE = /(?<![\p{L}\p{N}.'’])(?!M\.)(\p{Lu}\.[ \u00a0]\p{Lu}[\p{Ll}\p{M}'’-]{2,}),[ \u00a0]*(?:psychologue|neuropsychologue|psychiatre|p[ée]dopsychiatre|m[ée]decin|infirmi[eè]re?|assistante?[ \u00a0]+sociale|juriste|avocate?|[ée]ducat(?:eur|rice)|orthophoniste|p[ée]diatre|conseill(?:er|[eè]re)|kin[ée]sith[ée]rapeute|ergoth[ée]rapeute|psychomotricien(?:ne)?|sage-femme)(?![\p{L}])/gu;

/** A letter's or a message's greeting before a name, in the languages the corpus meets ("Cara Giulia,", "Querida Ana"). */
const GREETING_BEFORE_NAME = /^(?:cara|caro|cari|care|querida|querido|queridos|dear|liebe|lieber|hallo|hello|hola|ciao|salut|bonjour|bonsoir|coucou)$/;
/**
 * A capitalised word right before a one-word name found in the text, when no French text writes it and it is no place,
 * title, acronym or author, or when the same text has it inside another name already: the person's given name
 * ("Djaimy Sabajo (3 ans), Zaïnaba Sabajo (9 mois)", "accueil BELLANCE Laïssa … l'admission de Laïssa Bellance").
 */
function givenBeforeFoundSurnameRule(scan: NameScan): void {
  const { text, tokens, spans, covered, adjacent, firstTokenFrom } = scan;
  const named = new Set(spans.filter((span) => /[ \u00a0]/.test(text.slice(span.start, span.end))).flatMap((span) => text.slice(span.start, span.end).split(/[ \u00a0]+/).map((word) => foldName(word))));
  for (const span of [...spans]) {
    const i = firstTokenFrom(span.start);
    const token = tokens[i];
    const before = tokens[i - 1];
    // A compound given name whose first part the lexicon holds, before a surname with its particle ("un ami d'enfance,
    // Yann-Ber Le Gall"); not a place's ("Saint-Malo", "Robert-Debré" before a name stays out: no particle opens it).
    if (token && token.start === span.start && before && !covered.has(i - 1) && before.cap && !before.upper && before.text.includes('-') && givenFirstCompound(before.text) && isParticle(token) && token.cap && /^[ \u00a0]$/.test(text.slice(before.end, token.start)) && !/^(?:Saint|Sainte|St|Ste)-/u.test(before.text)) {
      scan.grow(before.start, span.end, 'end');
      continue;
    }
    if (!token || token.start !== span.start || token.end !== span.end || !token.cap || !before || covered.has(i - 1) || !adjacent(i - 1) || !/^[ \u00a0]$/.test(text.slice(before.end, token.start))) continue;
    // A word of respect stays outside the name ("Dona Amélia", "Ate Marites").
    if (!before.cap || before.upper || before.text.length < 3 || TITLE.test(before.text) || isParticle(before) || HONORIFIC_BEFORE_NAME.has(before.key) || GREETING_BEFORE_NAME.test(before.key)) continue;
    if (!named.has(before.key) && !nameOnlyWord(before.key)) continue;
    scan.grow(before.start, span.end, 'end');
  }
}

/**
 * A surname in capitals before a given name the lexicon lacks, inside a line ("Objet : RE: accueil BELLANCE Laïssa —
 * évasan du 12/03"): neither word is of the vocabulary, a place, an acronym or an author's, the words around are not in
 * capitals (a heading) and no third capitalised word follows (a hospital's or a firm's name).
 */
function surnameFirstUnknownGivenRule(scan: NameScan): void {
  const { tokens, covered, adjacent, add, roleAround } = scan;
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    // One space between them: not an institution and its town or its founder's name ("PGHM d'Oloron", "CRLCC
    // Eugène-Marquis", "EMPSA Nord-Ardèche").
    if (!next || covered.has(i) || covered.has(i + 1) || !token.upper || token.text.length < 4 || !/^[ \u00a0]$/.test(scan.text.slice(token.end, next.start))) return;
    // A surname's particle in capitals before it ("DER SARKISSIAN Hagop", "VAN DAMME Joost") is the surname's own word.
    const previous = tokens[i - 1];
    const particle = previous?.upper === true && adjacent(i - 1) && /^(?:DER|DE|DI|DA|DOS|DAS|DEL|VAN|VON|EL|BEN|LE|LA|TER)$/.test(previous.text) && !(tokens[i - 2]?.upper && adjacent(i - 2));
    if (!next.cap || next.upper || next.text.length < 3 || next.text.includes('-') || (tokens[i + 2]?.cap && adjacent(i + 1)) || (previous?.upper && adjacent(i - 1) && !particle)) return;
    // A given name that is also a word's form ("Laïssa", "laissa") when the text writes the two again the other way round
    // ("Laïssa Bellance").
    const surname = token.text.charAt(0) + token.text.slice(1).toLowerCase();
    if (!nameOnlyWord(token.key) || (!nameOnlyWord(next.key) && !scan.text.includes(`${next.text} ${surname}`))) return;
    if (particle && covered.has(i - 1)) return;
    add(particle ? i - 1 : i, i + 1, roleAround(i, i + 1, 'patient'));
  });
}

function capitalsLineRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, firstTokenFrom, add, roleAround } = scan;
  // Or opening a table's cell after a tab or a run of spaces ("09h00⇥DADAEV Ruslan⇥IPP …", "09:30-10:20  POULAIN
  // Marie-Agnès  02 41 …").
  for (const line of text.matchAll(/(?:^|\n|\t| {2})[ \t]*(?=\p{Lu}{3})/gu)) {
    const i = firstTokenFrom(line.index + line[0].length);
    const surname = tokens[i];
    const given = tokens[i + 1];
    // Not an institution's acronym before its name ("HAD Domi-Volcans — Fiche d'entrée").
    if (!surname || !given || covered.has(i) || covered.has(i + 1) || !surname.upper || !isNameWord(surname) || HEADING.has(surname.key) || INSTITUTION_CUE.has(surname.key) || ACRONYM.has(surname.key) || !adjacent(i)) continue;
    // A month or a day as the given name, with the person's age after it ("MORLAIX Janvier, 26 ans").
    const calendarWithAge = given.cap && !given.upper && CALENDAR_KEYS.has(given.key) && /^[ \u00a0]*,[ \u00a0]*\d{1,3}[ \u00a0]*ans\b/.test(text.slice(given.end, given.end + 12));
    if (given.upper || !(isNameWord(given) || calendarWithAge) || EPONYMS.has(given.key) || /(?:ique|iques|aux|ales?|ées?|és|if|ive|ifs|ives|ment|tion|tions|aire|aires)$/.test(given.key)) continue;
    // In a table's cell, a word of the vocabulary after the capitals is a test's subtest, not a given name ("NEPSY-II⇥Flèches").
    if (/[\t ]/.test(line[0]) && isFrenchWord(given.key) && !isGiven(given)) continue;
    if (!/^(?:[ \t]+[–—-][ \t]|[ \t]*[,;(\t|]|[ \t]*(?:\n|$)| {2}\S|[ \u00a0]*[«"“])/.test(text.slice(given.end, given.end + 3))) continue;
    add(i, i + 1, roleAround(i, i + 1, 'patient'));
  }
  // With particles in capitals before the surname ("VAN DER MEULEN Saskia | Lille | …").
  for (const line of text.matchAll(/(?:^|\n)[ \t]*(?=(?:VAN|VON|DER|DEN|DE|DA|DOS|DAS|DI|DEL|DELA|LE|LA|EL|BEN)[ ]\p{Lu})/gu)) {
    let i = firstTokenFrom(line.index + line[0].length);
    const from = i;
    while (tokens[i]?.upper && isParticle(tokens[i]) && adjacent(i) && i - from < 3) i++;
    const surname = tokens[i];
    const given = tokens[i + 1];
    if (i === from || !surname || !given || covered.has(i) || covered.has(i + 1) || !surname.upper || !isNameWord(surname) || HEADING.has(surname.key) || !adjacent(i) || given.upper || !isNameWord(given)) continue;
    if (!/^(?:[ \t]+[–—-][ \t]|[ \t]*[,;(\t|]|[ \t]*(?:\n|$))/.test(text.slice(given.end, given.end + 3))) continue;
    if ([...Array(i - from).keys()].some((k) => covered.has(from + k))) continue;
    add(from, i + 1, roleAround(from, i + 1, 'patient'));
  }
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). Signatures: two to four capitalised words after a closing formula ("Cordialement,⏎Chinonso ADEBAYO", "bien à
 * vous, Oluwaseun Bakare"), or on a line of their own followed by a profession ("Ngoc Lan Trinh⏎Psychomotricienne").
 */
function signatureRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, firstTokenFrom, add, roleAround } = scan;
  const signature = (from: number): number | null => {
    let to = from;
    if (!tokens[from] || covered.has(from) || !isNameWord(tokens[from]) || tokens[from]?.upper || EPONYMS.has(tokens[from]?.key ?? '')) return null;
    while (to - from < 3 && adjacent(to) && (isNameWord(tokens[to + 1]) || (isParticle(tokens[to + 1]) && tokens[to + 1]?.cap)) && !covered.has(to + 1)) to++;
    const last = tokens[to];
    if (to === from || !last || !isNameWord(last) || !/^[ \t]*(?:[,–—-][^\n]*)?(?:\n|$)/.test(text.slice(last.end, last.end + 60))) return null;
    return to;
  };
  for (const closing of text.matchAll(SIGNATURE_BEFORE)) {
    const from = firstTokenFrom(closing.index + closing[0].length);
    const to = signature(from);
    if (to !== null) add(from, to, roleAround(from, to, 'professional'));
  }
  for (const line of text.matchAll(/(?:^|\n)[ \t]*(?=\p{Lu})/gu)) {
    const from = firstTokenFrom(line.index + line[0].length);
    const to = signature(from);
    const last = to === null ? undefined : tokens[to];
    if (to === null || !last) continue;
    const nextLine = /^[ \t]*\n[ \t]*([\p{L}-]+)/u.exec(text.slice(last.end, last.end + 40));
    if (!nextLine?.[1] || !PROFESSION.test(nextLine[1]) || [...Array(to - from + 1).keys()].some((k) => INSTITUTION_CUE.has(tokens[from + k]?.key ?? ''))) continue;
    add(from, to, 'professional');
  }
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). Lower-case words followed by an age, as in quick notes ("notes 12/01 -
 * kevin trouillard (14a)", "ines b., 9 ans"): one to three words that are given names or not French words.
 */
function lowerCaseAgeRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, firstTokenFrom, add, lowerNameWord, sentenceStart } = scan;
  if (!nameRules.lexiconWithoutContext) return;
  const nameLike = (k: number): boolean => {
    const token = tokens[k];
    return token !== undefined && !covered.has(k) && lowerNameWord(token) && (isGivenName(token.text) || !isFrenchWord(token.key)) && !AMBIGUOUS_AT_START.has(token.key);
  };
  for (const age of text.matchAll(/[ \u00a0]*[,(][ \u00a0]*\d{1,2}[ \u00a0]*(?:ans|a)\b/gu)) {
    const last = firstTokenFrom(age.index) - 1;
    if (last < 0 || (tokens[last]?.end ?? -1) !== age.index) continue;
    // A given name that is also a word, alone where a sentence opens and right before its age in brackets ("lou (14a) dort
    // dans sa chambre").
    const lastToken = tokens[last];
    if (lastToken && AMBIGUOUS_AT_START.has(lastToken.key) && /^[ \u00a0]*\(/u.test(age[0]) && sentenceStart(last) && !covered.has(last) && lowerNameWord(lastToken) && isGivenName(lastToken.text)) {
      add(last, last, 'patient');
      continue;
    }
    if (!nameLike(last)) continue;
    let first = last;
    while (first > 0 && last - first < 2 && adjacent(first - 1) && (nameLike(first - 1) || (LOWER_PARTICLE.test(tokens[first - 1]?.text ?? '') && nameLike(first - 2)))) first--;
    if (!tokens.slice(first, last + 1).some((token) => isGivenName(token.text))) continue;
    add(first, last, 'patient');
  }
  // A note's line that opens on a given name and a surname, then the age shortened ("10h rose marchand 34a 1ère consult",
  // "- onco hdj : marine blanc 41a"): the given name may be a word ("rose", "marine"), the surname too ("marchand").
  for (const age of text.matchAll(/(?<=[\p{Ll}\p{M}])[ \u00a0]+\(?\d{1,2}a\)?(?![\p{L}\d])/gu)) {
    const last = firstTokenFrom(age.index) - 1;
    const first = last - 1;
    const given = tokens[first];
    const surname = tokens[last];
    if (!given || !surname || covered.has(last) || given.cap || surname.cap || !adjacent(first) || !isGivenName(given.text) || !lowerNameWord(surname) || isGivenName(surname.text)) continue;
    // The given name alone, taken by an earlier rule ("mdph enzo petit (9a)"): its span takes the surname.
    if (covered.has(first)) {
      scan.grow(given.start, surname.end);
      continue;
    }
    // A given name that is also a word only where a note's line opens.
    const word = AMBIGUOUS_AT_START.has(given.key) || AMBIGUOUS_EVERYWHERE.has(given.key) || givenNameIsAlsoWord(given.key);
    if (word && !/(?:^|\n|:)[ \t]*(?:[-•*⬜✅][ \t]*)?(?:\d{1,2}(?:h\d{0,2}|[.)])?[ \t]+)?$/u.test(text.slice(Math.max(0, given.start - 12), given.start))) continue;
    add(first, last, 'patient');
  }
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). The given name in brackets after a title and a surname, as a note keeps
 * it ("mme lefèvre (germaine) ch 12", "m. gomes (manuel)", "mme nguyen thi lan (dite lan)"), even a given name that is
 * a word.
 */
function bracketedGivenNameRule(scan: NameScan): void {
  const { text, addRange } = scan;
  if (!text.includes('(')) return;
  for (const span of [...scan.spans]) {
    if (!/(?:^|[\s(])(?:m\.|mme|mlle|mr|madame|monsieur|M\.|Mme|Mlle|Mr|Madame|Monsieur)[ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 10), span.start))) continue;
    const found = /^[ \u00a0]*\([ \u00a0]*(?:dite?[ \u00a0]+)?([\p{Ll}\p{M}'’-]{2,}(?:[ \u00a0][\p{Ll}\p{M}'’-]{2,})?)[ \u00a0]*\)/u.exec(text.slice(span.end, span.end + 40));
    const inner = found?.[1];
    if (!found || !inner) continue;
    const words = inner.split(/[ \u00a0]/);
    if (!words.some(givenNameOrCompound)) continue;
    const start = span.end + found[0].indexOf(inner, found[0].indexOf('('));
    addRange(start, start + inner.length, span.role);
  }
  // Capitalised, before a comma or the bracket's end ("M. Petrossian (Davit, ipp 8005530218)"): a given name, or a word no
  // French text writes that is no place, acronym or author.
  for (const span of [...scan.spans]) {
    if (!/(?:^|[\s(])(?:M\.|Mme|Mlle|Mr|Madame|Monsieur)[ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 10), span.start))) continue;
    const found = /^[ \u00a0]*\([ \u00a0]*(\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]{1,20})[ \u00a0]*[,)]/u.exec(text.slice(span.end, span.end + 30));
    const inner = found?.[1];
    if (!found || !inner) continue;
    if (!isGivenName(inner) && !nameOnlyWord(foldName(inner))) continue;
    // Not a town the same text writes as one elsewhere ("M. V. (Manzat)", "la pharmacie de Manzat", "63410 Manzat").
    if (new RegExp(`(?:(?<![\\p{L}])(?:à|de|du)|\\d{5})[ \\u00a0]+${escapeRegExp(inner)}(?![\\p{L}])`, 'u').test(text)) continue;
    const start = span.end + found[0].indexOf(inner);
    addRange(start, start + inner.length, span.role);
  }
  // A relative's given name in brackets after the relative and where they live ("sa mère en Géorgie (Manana)").
  for (const found of text.matchAll(/(?<![\p{L}])(?:sa|son|leur|ma|mon)[ \u00a0]+(?:m[eè]re|p[eè]re|s(?:œ|oe)ur|fr[eè]re|fille|fils|tante|oncle|grand-m[eè]re|grand-p[eè]re|cousine?|femme|mari|compagne|compagnon)(?:[ \u00a0]+(?:en|au|aux|à)[ \u00a0]+\p{Lu}[\p{L}\p{M}'’-]+)?[ \u00a0]*\([ \u00a0]*(\p{Lu}[\p{Ll}\p{M}'’-]{2,})[ \u00a0]*\)/gu)) {
    const inner = found[1] ?? '';
    const key = foldName(inner);
    // Not a town, a word or an illness ("son père (Paris)", "sa mère (Alzheimer)"): the lexicon's rule reads given names
    // that are words.
    if (isFrenchWord(key) || isPlaceName(key) || ACRONYM.has(key) || EPONYMS.has(key) || NOT_UNKNOWN_WORD.has(key)) continue;
    const start = found.index + found[0].lastIndexOf(inner);
    addRange(start, start + inner.length, 'relative');
  }
  // Initials, then who they are after "=" in brackets ("JB (= jean-baptiste roux)", "mme d. (= dupuis)"): both.
  if (!text.includes('(=')) return;
  for (const found of text.matchAll(/(?<![\p{L}\p{N}])(\p{Lu}{2,3})[ \u00a0]*\(=[ \u00a0]*(\p{L}[\p{L}\p{M}]+)/gu)) {
    const initials = found[1] ?? '';
    // Who they stand for opens on a given name whose initial they share ("JB (= jean-baptiste roux)").
    const who = found[2] ?? '';
    if (isGivenName(who) && foldName(who).startsWith(initials.charAt(0).toLowerCase()) && !ACRONYM.has(initials.toLowerCase())) addRange(found.index, found.index + initials.length, 'patient');
  }
  for (const found of text.matchAll(/\(=[ \u00a0]*([\p{L}\p{M}'’-]{2,}(?:[ \u00a0][\p{L}\p{M}'’-]{2,}){0,2})[ \u00a0]*\)/gu)) {
    const inner = found[1] ?? '';
    const start = found.index + found[0].indexOf(inner);
    const end = start + inner.length;
    const before = scan.spans.find((span) => /^[ \u00a0]*$/.test(text.slice(span.end, found.index)));
    if (!scan.grow(start, end) && (before || isGivenName(inner.split(/[ \u00a0-]/)[0] ?? ''))) addRange(start, end, before?.role ?? 'patient');
  }
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). Notes and messages typed in a hurry, in lower case, name people in a few
 * shapes that say a person even when the given name is also a word: a greeting and a name before its comma ("chère
 * claire,"), a given name and a surname's initial ("rose m.", "ange s. ✔"), a line of an attendance list ("marine ✔"), a
 * message signed with a given name alone on its line after another line ("…\nclaire"), an initial and a surname alone on
 * a line ("h. vasseur"), and a mention ("@nadège").
 */
/**
 * A notebook's line opening on a surname in lower case before its colon ("- benali : facture fev non réglée, relancer"),
 * when no French text writes the word; and a compound given name's initials in lower case before a surname
 * ("supervision avec m.-c. lacroix-tessier", "- m.-a. poulain MonPsy 6/12").
 */
/** A French noun's or participle's ending, a language's name or a notebook's abbreviation: no surname ("observance", "décalée", "tigrinya", "compta"). */
const NOTEBOOK_WORD = /^(?:.*(?:ance|ances|ence|ences|tion|tions|ment|ments|age|ages|ite|eur|eurs|euse|isme|ee|ees|ique|iques|able)|compta|aprem|exam|dari|pachto|pashto|tigrinya|tigrigna|amharique|ourdou|lingala|wolof|bambara|soninke|peul|tamoul|farsi|ouzbek|tadjik|ukrainien|roumain|albanais)$/;
function lowerCaseNotebookRule(scan: NameScan): void {
  const { text, tokens, covered, addRange } = scan;
  const unknownWord = (word: string): boolean =>
    word.split('-').every((part) => {
      const key = foldName(part);
      return part.length >= 3 && nameOnlyWord(key) && !NOTE_ABBREVIATIONS.has(key) && !isGivenName(part) && !NOTEBOOK_WORD.test(key);
    });
  for (const found of text.matchAll(/(?:^|\n)[ \t]*[-•*][ \t]+(\p{Ll}[\p{Ll}\p{M}'’-]{3,30})[ \t]*:(?![/\d])/gu)) {
    const word = found[1] ?? '';
    if (/['’]/.test(word) || !unknownWord(word)) continue;
    // Written elsewhere with its capital, or inside a name a rule took ("s. dufour"), the word is left to the repetition
    // rule, which gives it that mention's role.
    const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
    const key = foldName(word);
    if (wordOccurrences(text, capitalised, LETTER).length > 0 || tokens.some((token, k) => covered.has(k) && token.key === key)) continue;
    const start = found.index + found[0].length - found[0].slice(found[0].indexOf(word)).length;
    addRange(start, start + word.length, 'patient');
  }
  for (const found of text.matchAll(/(?<![\p{L}\p{N}.'’])[a-z]\.-[a-z]\.[ \u00a0](\p{Ll}[\p{Ll}\p{M}'’]+(?:-\p{Ll}[\p{Ll}\p{M}'’]+)?)(?![\p{L}])/gu)) {
    if (unknownWord(found[1] ?? '')) addRange(found.index, found.index + found[0].length, 'patient');
  }
}

/**
 * A role a notebook writes in brackets after a colleague's name ("(ortho)", "(éduc)", "(médiatrice)"): the start of a
 * trade's word, or an abbreviation written alone ("(as)", "(ide)"; not "(aslanbek)", "(idelsa)").
 */
const ROLE_IN_BRACKETS = /^(?:(?:as|ide|aesh|avs|cpe)$|psy|ortho|ergo|psychomot|kin[ée]|di[ée]t|[ée]duc|cadre|interne|stagiaire|m[ée]decin|infirmi[eè]re?|p[ée]diatre|psychiatre|psychologue|neuropsy|m[ée]diat(?:eur|rice)|interpr[eè]te|tut(?:eur|rice)|curat(?:eur|rice))/u;
function hurriedNotesRule(scan: NameScan): void {
  const { text, addRange } = scan;
  if (!nameRules.lexiconWithoutContext) return;
  const given = givenNameOrCompound;
  const take = (start: number, word: string, role: NameRole) => addRange(start, start + word.length, role);
  for (const found of text.matchAll(/(?<![\p{L}])(?:ch[eè]re?|coucou|bonjour|salut|hello)[ \u00a0]+(\p{Ll}[\p{Ll}\p{M}-]{1,20})(?=[ \u00a0]*,)/gu)) {
    const word = found[1] ?? '';
    if (given(word)) take(found.index + found[0].length - word.length, word, 'professional');
  }
  for (const found of text.matchAll(/(?<![\p{L}\p{N}'’.])(\p{Ll}[\p{Ll}\p{M}-]{2,20})[ \u00a0](\p{Ll})\.(?:\p{Ll}\.)?(?=[ \u00a0]*(?:[:✔✓(,]|$))/gmu)) {
    const word = found[1] ?? '';
    if (given(word) && !NOT_NAME.has(foldName(word))) addRange(found.index, found.index + found[0].length - 1, 'patient');
  }
  // A surname no French text writes and a given name's initial, in a list ("inscrits : tissandier a., essaidi k.,
  // mabiala d., n'guessan p.").
  for (const found of text.matchAll(/(?<=(?:^|[:,;(][ \u00a0]*|\n[ \t]*(?:[-•*][ \t]*)?))((?:n['’])?\p{Ll}[\p{Ll}\p{M}'’-]{3,20})[ \u00a0](\p{Ll})\.(?=[ \u00a0]*(?:[,;:)]|\n|$))/gu)) {
    const surname = found[1] ?? '';
    const key = foldName(surname.replace(/^n['’]/, 'n'));
    if (!nameOnlyWord(key) || LOWER_KIN.has(key) || NOTE_ABBREVIATIONS.has(key) || NOT_NAME.has(key) || given(surname)) continue;
    addRange(found.index, found.index + found[0].length, 'patient');
  }
  // A line of a list that opens on a name and its age, the surname or its initial after the given name ("> tasikale opoya,
  // 16 a., se scarifie", "> ipeu k., 14 a.", "tou xiong 12 a."): words no French text writes.
  const ageAfter = /\d(?:[ \u00a0]+a\.|[ \u00a0]*ans\b)/.test(text);
  if (ageAfter) for (const found of text.matchAll(/(?<![\p{L}\p{N}'’.])(\p{Ll}[\p{Ll}\p{M}-]{2,20})[ \u00a0](\p{Ll}[\p{Ll}\p{M}-]{2,20}|\p{Ll}\.)(?=,?[ \u00a0]*\d{1,2}(?:[ \u00a0]+a\.|[ \u00a0]*ans\b))/gu)) {
    const first = found[1] ?? '';
    const second = found[2] ?? '';
    const plain = (word: string) => (!commonWordOrPlace(foldName(word)) && !NOT_UNKNOWN_WORD.has(foldName(word)) && !LOWER_KIN.has(foldName(word))) || given(word);
    if (!plain(first) || (!second.endsWith('.') && !plain(second)) || NOT_NAME.has(foldName(first))) continue;
    addRange(found.index, found.index + found[0].length, 'patient');
  }
  for (const found of text.matchAll(/(?<![\p{L}])(?:mme|m\.|mr|mlle)[ \u00a0]+(?:(?:van|von|der|den|de|da|du|le|la|el|ben)[ \u00a0]+){0,2}\p{Ll}[\p{Ll}\p{M}'’-]{2,30}[ \u00a0]*\((\p{Ll}[\p{Ll}\p{M}-]{2,20})\)/gu)) {
    const word = found[1] ?? '';
    // Not a role or a word of the vocabulary in brackets ("m. boyer (ortho)", "mme roux (trop-perçu)").
    if (((commonWordOrPlace(foldName(word)) || NOT_UNKNOWN_WORD.has(foldName(word)) || word.split('-').every((part) => isFrenchWord(foldName(part)))) && !given(word)) || ROLE_IN_BRACKETS.test(word) || ACRONYM.has(foldName(word))) continue;
    take(found.index + found[0].length - 1 - word.length, word, 'patient');
  }
  // A notebook's line that opens on its time and the person seen, in lower case ("- 9h agostini (écrou 9287) : va mieux",
  // "- 10h15 sékou diakité — absent", "- 10h issouf ouedraogo : note pour…"): one to three words, each a given name or a
  // word no French text writes, before a colon, a bracket, a comma or a dash.
  if (/\dh/.test(text)) {
    for (const found of text.matchAll(/^[ \t]*(?:[-•*][ \t]*)?\d{1,2}h(?:\d{2})?[ \t]+(?:[-–—][ \t]+)?(\p{Ll}[\p{Ll}\p{M}'’-]{2,20})(?:[ \t](\p{Ll}[\p{Ll}\p{M}'’-]{2,20}))?(?:[ \t](\p{Ll}[\p{Ll}\p{M}'’-]{2,20}))?(?=[ \t]*(?:[:(,—–]|-[ \t]))/gmu)) {
      const words = [found[1], found[2], found[3]].filter((word): word is string => word !== undefined);
      // Not a service's abbreviation ("- 10h30 urg gyn : mme …").
      const plain = (word: string) => given(word) || (nameOnlyWord(foldName(word)) && !LOWER_KIN.has(foldName(word)) && !NOTE_ABBREVIATIONS.has(foldName(word)));
      // After a given name, a surname the vocabulary does not hold though it ends as its nouns do ("sékou diakité": "-ité").
      const surnameAfterGiven = (word: string) => {
        const key = foldName(word);
        return !frenchWords().has(key) && !NOT_NAME.has(key) && !ACRONYM.has(key) && !isPlaceName(key) && !EPONYMS.has(key) && !NOT_UNKNOWN_WORD.has(key) && !LOWER_KIN.has(key);
      };
      if (!plain(words[0] ?? '') || words.slice(1).some((word) => !plain(word) && !(given(words[0] ?? '') && surnameAfterGiven(word)))) continue;
      const end = found.index + found[0].length;
      addRange(end - words.join(' ').length, end, 'patient');
    }
  }
  // In lower case, a given name, a nickname in quotes and a surname ("yannick « papy » morvan"): the surname too.
  if (text.includes('«')) {
    for (const found of text.matchAll(/(?<![\p{L}])(\p{Ll}[\p{Ll}\p{M}-]{2,20})[ \u00a0]+«[^»\n]{1,20}»[ \u00a0]+(\p{Ll}[\p{Ll}\p{M}'’-]{2,30})(?![\p{L}])/gu)) {
      const surname = found[2] ?? '';
      if (given(found[1] ?? '') && nameOnlyWord(foldName(surname))) take(found.index + found[0].length - surname.length, surname, 'patient');
    }
  }
  // An account's holder in lower case after "au nom de" ("rib de sa sœur …, au nom de kaboré awa").
  if (text.includes('au nom de')) {
    for (const found of text.matchAll(/\bau nom de[ \u00a0]+(?![\p{L}]['’])(\p{Ll}[\p{Ll}\p{M}'’-]{1,25}(?:[ \u00a0]\p{Ll}[\p{Ll}\p{M}'’-]{1,25}){0,2})(?=[ \u00a0]*(?:[).,;\n]|$))/gu)) {
      const holder = found[1] ?? '';
      if (holder.split(/[ \u00a0]/).every((word) => given(word) || nameOnlyWord(foldName(word)))) take(found.index + found[0].length - holder.length, holder, 'relative');
    }
  }
  // A colleague's surname in lower case before a service's acronym or a role in brackets ("voir avec lemaire (spip)").
  if (text.includes('(')) for (const found of text.matchAll(/(?<![\p{L}'’.])(\p{Ll}[\p{Ll}\p{M}'’-]{3,25})[ \u00a0]*\((\p{Ll}{2,14})\)/gu)) {
    const surname = found[1] ?? '';
    const role = found[2] ?? '';
    if ((ACRONYM.has(role) || /^(?:psy|ortho|ergo|psychomot|kin[ée]|[ée]duc|ide|cadre|interne|m[ée]decin|psychiatre|psychologue|neuropsy|juge|avocate?)$/u.test(role)) && nameOnlyWord(foldName(surname)) && !surname.split('-').some((part) => isFrenchWord(foldName(part))) && !given(surname)) take(found.index, surname, 'professional');
  }
  for (const found of text.matchAll(/^[ \t]*(?:[-•*][ \t]*)?(\p{Ll}[\p{Ll}\p{M}-]{2,20})[ \t]*(?:✔|✓|✗|❌)/gmu)) {
    const word = found[1] ?? '';
    if (given(word)) take(found.index + found[0].indexOf(word), word, 'patient');
  }
  // A signature: the line before it holds text (a blank line may come between), the line after it is blank, quoted or
  // the end.
  const lines = text.split('\n');
  let offset = 0;
  lines.forEach((line, index) => {
    const word = line.trim();
    const before = (lines[index - 1] ?? '').trim() !== '' || (index >= 2 && (lines[index - 2] ?? '').trim() !== '');
    const after = lines[index + 1] === undefined || /^[ \t]*(?:>|$)/.test(lines[index + 1] ?? '');
    if (index > 0 && before && after && /^\p{Ll}[\p{Ll}\p{M}-]{2,20}$/u.test(word) && given(word) && !NOT_NAME.has(foldName(word)) && !SPEECH_WORDS.has(foldName(word))) take(offset + line.indexOf(word), word, 'professional');
    offset += line.length + 1;
  });
  // Not "m.", which is "monsieur" there ("le cpe, m. lagarrigue,").
  for (const found of text.matchAll(/(?<![\p{L}\p{N}.'’])((?!m\.)\p{Ll}\.[ \u00a0]\p{Ll}[\p{Ll}\p{M}-]{2,20})(?=[ \t]*(?:\n|$|[,;)(:]|[ \t]+(?:psy|ide|as|cpe|à)(?![\p{L}])))/gu)) {
    const value = found[1] ?? '';
    const surname = value.slice(3);
    if (isFrenchWord(foldName(surname)) || NOT_NAME.has(foldName(surname))) continue;
    // The surname alone, taken by an earlier rule, takes its initial; the initial alone, after a title, its surname ("dr s.
    // bertrand-aimé").
    if (!scan.grow(found.index, found.index + value.length, 'end') && !scan.grow(found.index, found.index + value.length)) take(found.index, value, 'professional');
  }
  for (const found of text.matchAll(/(?<![\p{L}\p{N}._%+-])@(\p{L}[\p{L}\p{M}-]{2,20})(?=[\s,:]|$)/gu)) {
    const word = found[1] ?? '';
    if (given(word)) take(found.index + 1, word, 'professional');
  }
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). A user name made of initials and a surname after "par" ("export généré
 * par jf.garrigues"), and the payer and beneficiary of a bank transfer in capitals ("VIR SEPA DIALLO AMADOU POUR DIALLO
 * FATOU").
 */
function loginAndTransferRule(scan: NameScan): void {
  const { text, tokens, covered, firstTokenFrom, add } = scan;
  const addBetween = (start: number, end: number, role: NameRole) => {
    const from = firstTokenFrom(start);
    let to = from;
    while ((tokens[to + 1]?.end ?? Infinity) <= end) to++;
    if ((tokens[to]?.end ?? -1) !== end || [...Array(to - from + 1).keys()].some((k) => covered.has(from + k))) return;
    add(from, to, role);
  };
  if (/[a-z]\.[a-z]/.test(text)) for (const login of text.matchAll(/\b(?:par|utilisateur|user|login|op[ée]rat(?:eur|rice))\s*:?\s+(?!(?:ex|cf|pp?|etc)\.)([a-z]{1,3}\.([a-z][a-z-]{2,}))(?![\p{L}@.-])/gu)) {
    const surname = login[2] ?? '';
    if (isFrenchWord(foldName(surname)) || login[1] === undefined) continue;
    const start = login.index + login[0].length - login[1].length;
    addBetween(start, start + login[1].length, 'professional');
  }
  // A cheque's drawer after its number ("REMISE CHQ 4417381 MARTINEZ"): one word or more in capitals, no French word.
  // Or with the drawer's initial after the surname ("REM CHQ 0004127 CHASSAING G").
  for (const cheque of text.matchAll(/\bCHQ\.?[ \u00a0]+(?:N°[ \u00a0]*)?\d{5,}[ \u00a0]+((?:\p{Lu}[\p{Lu}'’-]+)(?:[ \u00a0]\p{Lu}[\p{Lu}'’-]+){0,3}(?:[ \u00a0]\p{Lu}\.?)?)(?=[ \u00a0]*(?:[;,\t\n]|$))/gu)) {
    const value = cheque[1] ?? '';
    // A surname that is a French word, a day or a month is one beside a given name ("CHQ 0004512 DIMANCHE BERNARD").
    const words = value.split(/\s+/).filter((word) => word.replace(/\.$/, '').length > 1);
    const person = words.length >= 2 && words.some((word) => isGivenName(word) && !givenNameIsAlsoWord(foldName(word)));
    if (words.some((word) => ACRONYM.has(foldName(word)) || (isFrenchWord(foldName(word)) && !(person && (isGivenName(word) || CALENDAR_KEYS.has(foldName(word)) || words.length === 2))))) continue;
    const start = cheque.index + cheque[0].length - value.length;
    addBetween(start, start + value.length, 'patient');
  }
  // A party written in lower case between the bank's slashes ("VIR SEPA RECU /DE pierre marchand /IBAN …"): two to four
  // words, one a given name.
  for (const party of text.matchAll(/\/DE[ \u00a0]+((?:\p{Ll}[\p{Ll}\p{M}'’-]*)(?:[ \u00a0]\p{Ll}[\p{Ll}\p{M}'’-]*){1,3})[ \u00a0]+\//gu)) {
    const value = party[1] ?? '';
    if (!value.split(/\s+/).some((word) => isGivenName(word))) continue;
    const start = party.index + party[0].indexOf(value);
    addBetween(start, start + value.length, 'patient');
  }
  // A patient named by an initial and a surname at the end of a transfer's purpose ("/MOTIF 6 SEANCES BELHADJ I /REF",
  // "/MOTIF SEANCE 17 11 G ROUSSEL /IBAN"): the initial says it is a person.
  if (text.includes('/MOTIF')) for (const found of text.matchAll(/\/MOTIF[^/\n]*?[ \u00a0](\p{Lu}[ \u00a0]\p{Lu}{3,}[\p{Lu}'’-]*|\p{Lu}{3,}[\p{Lu}'’-]*[ \u00a0]\p{Lu})(?=[ \u00a0]*(?:\/|\t|$))/gmu)) {
    const value = found[1] ?? '';
    const surname = value.split(/[ \u00a0]/).find((word) => word.length > 1) ?? '';
    if (ACRONYM.has(foldName(surname)) || NOT_NAME.has(foldName(surname)) || /^(?:SEANCES?|CONSULT(?:ATION)?S?|HONORAIRES|FACTURE|ACOMPTE|SOLDE|REGLEMENT|PSY)$/.test(surname)) continue;
    const start = found.index + found[0].length - value.length;
    addBetween(start, start + value.length, 'patient');
  }
  // An international transfer's abbreviation too ("INTL TRF COLLINS H TELECONSULT").
  if (/\b(?:VIR|PRLV|CHQ|REMISE|TRF)/.test(text)) for (const line of text.matchAll(/\b(?:VIR(?:EMENT)?|PRLV|CHQ|REMISE|TRF)\b(?:\s+\/?(?:SEPA|INST|RECU|EMIS))*(?:\s+\/?(?:DE|DU))?\s+\/?([^\n]+)/gu)) {
    const rest = line[1] ?? '';
    const restStart = line.index + line[0].length - rest.length;
    // Two to five words in capitals, particles among them ("VAN DEN BROECK PIETER"), the last one possibly an initial
    // ("SITHAMPARANATHAN K.").
    for (const part of rest.matchAll(/(?:^|\s(?:POUR|DE|ORDRE)\s+)((?:\p{Lu}[\p{Lu}'’-]+)(?:\s(?!(?:POUR|DE|REF|MOTIF|IBAN|BIC|FR|BE|CH|LU|DE|ES|IT|PT|NL|GB|MC)\b)\p{Lu}[\p{Lu}'’-]+){0,4}(?:\s\p{Lu}(?:\.|(?=[\s;,\t|"]|$)))?)(?=\s|$|[;,\t|"])/gu)) {
      // The purpose written before the party ("VIR CONSULT MAELYS LE GALL"): not a name.
      const purpose = /^(?:(?:CONSULT|CONS|CONSULTATION|SEANCE|SEANCES|HONO|HONORAIRES|ACOMPTE|FACT|FACTURE|PSY|RDV|SUPERVISION|SUPERV|LOYER|RETROCESSION|RETRO|FORMATION)\s+)+/.exec(part[1] ?? '')?.[0] ?? '';
      const value = (part[1] ?? '').slice(purpose.length).replace(/\.$/, '');
      const words = value.split(/\s+/);
      // "DE", "DU" open a surname only before two words more ("/DE DE VILLELE CLEMENCE"); elsewhere they say "from".
      const particle = (word: string, index = -1) => PARTICLES.has(foldName(word)) && (!/^(?:DE|DU|DES)$/.test(word) || (index === 0 && words.length >= 3));
      // A surname that is a French word ("BOUCHER A.", "BERGER LUCIE") is a name beside an initial or a given name.
      // Two capitals closing the party are a compound given name's initials ("DE VILLENEUVE JB").
      const person = words.some((word, index) => word.length === 1 || (index === words.length - 1 && index > 0 && /^\p{Lu}{2}$/u.test(word) && !ACRONYM.has(foldName(word))) || (isGivenName(word) && !givenNameIsAlsoWord(foldName(word))));
      const notParty = (word: string) => /^(?:POUR|DE|DU|REF|MOTIF|SEPA|FACTURE|HONORAIRES|SEANCE|SEANCES|CONSULTATION|IBAN|BIC|RIB|ECH|ECHEANCE)$/.test(word) || (NOT_NAME.has(foldName(word)) && !(person && CALENDAR_KEYS.has(foldName(word)))) || ACRONYM.has(foldName(word));
      if (words.length < 2 || words.every((word) => particle(word)) || words.some((word, index) => word.length > 1 && !particle(word, index) && (notParty(word) || (isFrenchWord(foldName(word)) && !isGivenName(word) && !person)))) continue;
      const start = restStart + (part.index ?? 0) + part[0].length - (part[1] ?? '').length + purpose.length;
      addBetween(start, start + value.length, /\sPOUR\s/.test(part[0]) ? 'patient' : 'relative');
    }
    // A given name and a surname in capitals after a reference or an account's figures, closing the purpose before the
    // amount, a word of the purpose possibly after them ("VIR SEPA MUTUELLE PICARDE ASSURANCES PROVISION SIN-2026-0118-03
    // ELIF YILMAZ   + 2 000,00", "… 4455 66 YILMAZ HATICE YARDIM − 300,00"): a given name no word is, the other no word.
    for (const pair of rest.matchAll(/(?<=(?:^|\s)[^\s;,]*\d[^\s;,]*[ \u00a0])(\p{Lu}{2,}[\p{Lu}'’-]*)[ \u00a0](\p{Lu}{2,}[\p{Lu}'’-]*)(?=(?:[ \u00a0]\p{Lu}{2,}[\p{Lu}'’-]*)?(?:[ \u00a0]{2,}|[ \u00a0]*[+−-]?[ \u00a0]*\d|[ \u00a0]*$|[;\t]))/gu)) {
      const [, one = '', other = ''] = pair;
      const given = [one, other].filter((word) => isGivenName(word) && !givenNameIsAlsoWord(foldName(word)));
      if (given.length === 0 || [one, other].some((word) => ACRONYM.has(foldName(word)) || NOT_NAME.has(foldName(word)) || (isFrenchWord(foldName(word)) && !isGivenName(word)))) continue;
      const start = restStart + (pair.index ?? 0);
      addBetween(start, start + pair[0].length, 'patient');
    }
  }
}

/**
 * Rule 4 (docs/privacy/pii-guard.md, "Names"). A nickname in quotation marks after "dit(e)", "surnommé(e)", "qu'elle
 * appelle" ("Lucie, dite « Lulu »", "la grand-mère, « Mamie Jo » comme l'appellent les enfants", "qu'il appelle « Kiki »"):
 * one to three capitalised words, with the role of the person it names when it follows their name.
 */
function nicknameRule(scan: NameScan): void {
  const { text, tokens, spans, covered, firstTokenFrom, add, roleAround, extendRight } = scan;
  // A compagnon's name, his province and a virtue joined by an article, where the text speaks of the compagnons
  // ("« Berrichon la Droiture » pour les compagnons", "son nom de compagnon sera « Angevin la Patience »").
  for (const found of text.matchAll(COMPAGNON_NAME)) {
    const name = found[1] ?? '';
    const start = found.index + found[0].indexOf(name);
    if (/compagnon|cayenne/iu.test(text.slice(Math.max(0, found.index - 160), found.index + found[0].length + 160))) scan.addRange(start, start + name.length, 'patient');
  }
  for (const opening of text.matchAll(/[«"“][ \u00a0]*/g)) {
    // A CSV file's quotes around a cell ("31/08";"CHABERT Sandrine";"MSP";…) are no quotation marks; a pair of them inside
    // a cell is one (""Lou"").
    if (opening[0].startsWith('"') && (/[;,\n]/.test(text[opening.index - 1] ?? '\n') || /[;,\n]/.test(text[opening.index + 1] ?? '\n')) && (text.slice(text.lastIndexOf('\n', opening.index) + 1, (text.indexOf('\n', opening.index) + 1 || text.length + 1) - 1).match(/";"|","/g) ?? []).length >= 2) continue;
    // Or in brackets just after the name it shortens: "M. Fabrice Cordier (« Fab »)".
    const bracketed = spans.find((span) => span.end <= opening.index && /^[ \u00a0]*\([ \u00a0]*$/.test(text.slice(span.end, opening.index)));
    // Or in brackets after a grandparent's or a carer's word ("dort chez sa grand-mère le week-end (« Mima »)").
    const carer = /(?:grand-m[eè]re|grand-p[eè]re|arri[eè]re-grand-m[eè]re|tante|oncle|marraine|parrain|nounou|assistante maternelle)\b[^()\n«»]{0,20}\([ \u00a0]*$/iu.exec(text.slice(Math.max(0, opening.index - 44), opening.index));
    // Or after a comma right after the name it stands for ("M. Adilson Tavares Semedo, « Didi », né le …").
    // Or after a dash ("son ami Jérémy Caulier — « Jéjé », décédé depuis").
    // Or right after it, as an agenda writes it ("WRÓBLEWSKA Agnieszka « Aga »").
    const apposed = bracketed ? undefined : spans.find((span) => span.end <= opening.index && /^[ \u00a0]*(?:,|[—–])?[ \u00a0]*$/.test(text.slice(span.end, opening.index)));
    // Or after a friend's word and a comma ("Meilleur pote, « Bichou », au courant de tout").
    const friend = /(?<![\p{L}])(?:pote|copain|copine|amie?|meilleure?[ \u00a0]+(?:pote|copain|copine|amie?))[ \u00a0]*,[ \u00a0]*$/iu.exec(text.slice(Math.max(0, opening.index - 30), opening.index));
    const said = NICKNAME_BEFORE.exec(text.slice(Math.max(0, opening.index - 48), opening.index));
    // Or explained by the name in brackets just after it ("« Tatoune » (Nathalie Tatin)", "« Pépito » (Joseph Ollivier, 67 ans)",
    // "« Bouboule » (le pilier Yanis Ferrand)").
    const closing = /^[^»"”\n]{1,30}?[ \u00a0]*[»"”][ \u00a0]*\([ \u00a0]*(?:(?:le|la|les|l['’]|son|sa|ses|leur|notre|un|une)[ \u00a0]*)?(?:\p{Ll}[\p{Ll}-]+[ \u00a0]+){0,2}(?:(?:M\.|Mme|Mlle|Dr)[ \u00a0]+)?/u.exec(text.slice(opening.index + opening[0].length, opening.index + opening[0].length + 60));
    const explained = closing ? spans.find((span) => span.start === opening.index + opening[0].length + closing[0].length) : undefined;
    // Or a person's nickname by what follows it: an age or a name not given ("« Titou » (n'a pas donné son nom), ~16 ans").
    // Or a partner's, a friend's or a relative's word in brackets after it ("« Tom » (le compagnon)", "« Nanda » (sa
    // meilleure amie)").
    const personAfter = /^[^»"”\n]{1,30}?[ \u00a0]*[»"”][ \u00a0]*(?:\([ \u00a0]*n['’]a pas donn[ée] son nom[ \u00a0]*\)|,?[ \u00a0]*\(?[ \u00a0]*~?[ \u00a0]*\d{1,2}[ \u00a0]*ans\b|\([ \u00a0]*(?:le|la|son|sa)[ \u00a0]+(?:(?:meilleure?|petite?|vieille|vieil|grande?)[ \u00a0]+)?(?:compagnon|compagne|copain|copine|mari|femme|beau-p[eè]re|belle-m[eè]re|parrain|marraine|nounou|voisine?|amie?|cousine?)\b)/u.test(text.slice(opening.index + opening[0].length, opening.index + opening[0].length + 70));
    // Or said to be a name after it ("« Loyal » (c'est ainsi qu'on l'appelle à la cayenne)", "« Vasi » (c'est ainsi qu'il appelle Munteanu)").
    const calledAfter = /^[^»"”\n]{1,30}?[ \u00a0]*[»"”][ \u00a0]*\(?[ \u00a0]*c['’]est[ \u00a0]+(?:ainsi|comme[ \u00a0]+[çc]a)[ \u00a0]+qu['’][ \u00a0]*(?:on|il|elle|ils|elles|tout[ \u00a0]+le[ \u00a0]+monde)[ \u00a0]+(?:l['’][ \u00a0]*|le[ \u00a0]+|la[ \u00a0]+)?(?:appel|surnomm)/iu.test(text.slice(opening.index + opening[0].length, opening.index + opening[0].length + 90));
    const cue = said ?? (bracketed ? /\($/.exec(text.slice(0, opening.index).trimEnd()) : null) ?? (apposed ? /(?:,|[—–])?[ \u00a0]*$/.exec(text.slice(apposed.end, opening.index)) : null) ?? carer ?? friend ?? (explained || personAfter || calledAfter ? /$/.exec('') : null);
    if (!cue) continue;
    const quote = { index: opening.index - cue[0].length, 0: cue[0] + opening[0] };
    let from = firstTokenFrom(quote.index + quote[0].length);
    // The article of a nickname stays a word; the word after it is the nickname, even a French word ("les autres
    // l'appellent « la Grande »").
    const article = /^(?:le|la|el|il|lo)$/.test(tokens[from]?.text ?? '') && tokens[from + 1]?.cap === true && !apposed && said !== null;
    if (article) from++;
    let to = from;
    while (to - from < 2 && /^[ \u00a0]$/.test(text.slice(tokens[to]?.end ?? 0, tokens[to + 1]?.start ?? 0)) && tokens[to + 1]?.cap) to++;
    const first = tokens[from];
    const last = tokens[to];
    if (!first || !last || !/^[ \u00a0]*[»"”]/.test(text.slice(last.end, last.end + 3))) continue;
    const words = tokens.slice(from, to + 1);
    // Not a nationality the others throw at someone ("l'appellent « la Chinoise »"): an insult, no name.
    if (words.length === 1 && DEMONYM_KEYS.has(first.key)) continue;
    // Initials in capitals are a nickname only after the name they shorten ("Jean-Baptiste, dit « JB »").
    const initials = words.length === 1 && first.upper && first.text.length <= 3 && !ACRONYM.has(first.key) && !NOTE_ABBREVIATIONS.has(first.key);
    // In lower case, as a hurried note types it, only a word no French text writes before a relative's word ("cherche
    // « tadeusz » (son mari décédé)").
    if (!initials && !words.every((token) => (token.cap || (personAfter && !isFrenchWord(token.key))) && !token.upper && /\p{L}{2}/u.test(token.text) && !EPONYMS.has(token.key))) continue;
    // A second nickname after a first that is a name ("« Trang » ou « Tintin »"): a nickname too, even if it is a word.
    const chained = /[«"“][ \u00a0]*([^»"”\n]{1,30}?)[ \u00a0]*[»"”][ \u00a0]*(?:ou|et|,)[ \u00a0]*[«"“][ \u00a0]*$/u.exec(quote[0])?.[1];
    const afterName = chained !== undefined && spans.some((span) => text.slice(span.start, span.end) === chained);
    // A word the vocabulary or the lexicon does not hold ("Lulu", "Mamie Carmel"); « Bonjour », « Fin » are words.
    // A nickname that shortens the name it follows may be a word ("Patrice Lavigne (« Pat »)").
    const shortened = bracketed ?? apposed;
    const shortens = shortened !== undefined && words.length === 1 && first.text.length >= 3 && tokenize(text.slice(shortened.start, shortened.end)).some((token) => token.key !== first.key && token.key.startsWith(first.key));
    // A word after "on l'appelait", "surnommée": a name given to the person, even a French word ("on l'appelait « Lumière »").
    const calledSo = said !== null && !NOT_UNKNOWN_NAME.has(first.key) && /(?:[mtl]['’][ \u00a0]*appel(?:le|lent|ait|aient)|surnomm[ée]e?s?)(?:[ \u00a0]+(?:d[ée]j[àa]|toujours|souvent|parfois|encore|tous|toutes|aussi))?[ \u00a0]*[«"“][ \u00a0]*$/iu.test(text.slice(Math.max(0, opening.index - 28), opening.index + opening[0].length)) && words.length === 1;
    // A word after a person's name and "dit", even a French word ("Paul Verstraete dit « Polo »", "Corentin Le Floch (dit
    // « Coco »)").
    const saidOfName = said !== null && spans.some((span) => span.end <= opening.index && /^[ \u00a0]*[,(]?[ \u00a0]*dite?[ \u00a0]*$/u.test(text.slice(span.end, opening.index)));
    if (!afterName && !article && !shortens && !calledSo && !saidOfName && !(calledAfter && words.length === 1) && !words.some((token) => isGiven(token) || !isFrenchWord(token.key))) continue;
    if ([...Array(to - from + 1).keys()].some((k) => covered.has(from + k))) {
      // A nickname in quotes that a rule took in part ("« Ti Paul »", "Paul" by the lexicon): the span takes it whole.
      const inside = spans.filter((span) => span.start >= first.start && span.end <= last.end);
      const part = inside[0];
      if (inside.length === 1 && part && (said !== null || explained !== undefined) && [...Array(to - from + 1).keys()].every((k) => !covered.has(from + k) || (tokens[from + k] as Token).start >= part.start)) {
        for (let k = from; k <= to; k++) covered.add(k);
        part.start = first.start;
        part.end = last.end;
      }
      continue;
    }
    // "Lucie-Anne Fontaine dite « Lulu »": the person named just before.
    // Or in a bracket after the name, by what others call the person ("Jean-Baptiste Vernière (les élèves l'appellent « JB »)").
    const calledInBracket = initials && said !== null ? spans.find((span) => span.end <= opening.index && /^[ \u00a0]*\([^()\n]{0,40}$/u.test(text.slice(span.end, opening.index))) : undefined;
    const named = bracketed ?? apposed ?? explained ?? spans.find((span) => /^[ \u00a0]*[,(]?[ \u00a0]*(?:dite?s?|surnomm[ée]e?s?)\b/iu.test(text.slice(span.end, quote.index + quote[0].length)) && span.end <= quote.index + 2) ?? calledInBracket;
    // "dit « … »" is also "says": only after the name it follows, or for a word no French text writes ("les parents
    // disent « Trang » ou « Tintin »").
    if (initials && !named) continue;
    // Or after a name no rule has taken yet, apposed with a comma, when neither it nor the nickname is a French word
    // ("Siriporn Chaiyaphum, dite « Nok »").
    const nameBefore = /(?<![\p{L}])(\p{Lu}[\p{Ll}\p{M}'’-]{2,})[ \u00a0]*,[ \u00a0]*dite?s?[ \u00a0]*$/u.exec(text.slice(Math.max(0, opening.index - 50), opening.index));
    const unknownBefore = nameBefore?.[1] !== undefined && !isFrenchWord(foldName(nameBefore[1])) && !EPONYMS.has(foldName(nameBefore[1])) && words.every((token) => !isFrenchWord(token.key));
    // Or after a relative's or a partner's word and a comma ("compagnon de la mère, dit « Dydy »").
    const kinBefore = /(?<![\p{L}])(?:compagnon|compagne|copain|copine|mari|femme|fr[eè]re|s(?:œ|oe)ur|cousine?|oncle|tante|voisine?|amie?|p[eè]re|m[eè]re|beau-p[eè]re|belle-m[eè]re)(?:[ \u00a0]+d(?:e|u)[ \u00a0]+(?:la[ \u00a0]+|l['’][ \u00a0]*)?\p{Ll}+)?[ \u00a0]*,[ \u00a0]*dite?s?[ \u00a0]*$/iu.test(text.slice(Math.max(0, opening.index - 50), opening.index)) && words.every((token) => !isFrenchWord(token.key));
    if (/^di(?:te?s?|sent)\b/iu.test(quote[0]) && !named && !afterName && !unknownBefore && !kinBefore && !(/^disent\b/iu.test(quote[0]) && words.every((token) => !isFrenchWord(token.key)))) continue;
    const kinAfter = /^[ \u00a0]*[»"”][ \u00a0]*,?[ \u00a0]*comme (?:son|sa|ses|leur) /iu.test(text.slice(last.end, last.end + 20));
    add(from, to, named?.role ?? (kinAfter || cue === carer || cue === friend ? 'relative' : roleAround(from, to, 'patient')));
  }
  // Without quotes, after "on m'appelle", "tout le monde l'appelle", "surnommé": the nickname, even a word's abbreviation
  // ("on m'appelle Janv"), unless a French word.
  if (!/appel|surnomm/i.test(text)) return;
  // The verb first (a cheap search), then who calls ("on", "ils", "tout le monde") just before it.
  for (const found of text.matchAll(/[mtl]['’][ \u00a0]*appel(?:le|lent|ait|aient)[ \u00a0]+|surnomm[ée]e?s?[ \u00a0]+|\b(?:tout le monde|tout le quartier|toute l['’][îi]le|tout le village)(?:[ \u00a0]+(?:ici|là-bas|là))?[ \u00a0]+appel(?:le|ait)[ \u00a0]+(?=\p{Lu})/giu)) {
    if (/^[mtl]['’]/i.test(found[0]) && !/\b(?:on|ils|elles|tout le monde|les autres)[ \u00a0]+$/iu.test(text.slice(Math.max(0, found.index - 20), found.index))) continue;
    const k = firstTokenFrom(found.index + found[0].length);
    const token = tokens[k];
    if (!token || token.start !== found.index + found[0].length || covered.has(k) || !token.cap || token.upper || token.text.length < 3 || (isFrenchWord(token.key) && !isGiven(token)) || EPONYMS.has(token.key)) continue;
    add(k, extendRight(k, 2), roleAround(k, k, 'patient'));
  }
}

/**
 * Rule 8 (docs/privacy/pii-guard.md, "Names"). Names no lexicon knows: a capitalised word, or a run of them, inside a sentence that is not a French word
 * (shared/pii/lexicon/french-words.ts) nor a known non-name ("la patiente évoque Ngozi Adeyemi", "reçu Kerhervé");
 * opening a sentence, the same word followed by a verb ("Adeyemi a refusé").
 */
function unknownWordRule(scan: NameScan): void {
  const { text, tokens, spans, covered, placeAt, adjacent, add, sentenceStart, lineStart, institutionBefore, titleAdjectiveBefore, roleAround, verbAfter } = scan;
  if (nameRules.unknownWords) {
    const unknown = (k: number): boolean => {
      const token = tokens[k];
      if (!token || covered.has(k) || !isNameWord(token) || token.upper || token.text.length < 3 || /\p{N}/u.test(token.text) || TITLE.test(token.text)) return false;
      if (EPONYMS.has(token.key) || ACRONYM.has(token.key) || HEADING.has(token.key) || SENTENCE_START_NOT_NAME.has(token.key) || INSTITUTION_CUE.has(token.key) || NOT_UNKNOWN_NAME.has(token.key) || NOT_UNKNOWN_WORD.has(token.key) || CUE_WORDS.has(token.key)) return false;
      if (FOREIGN_KIN_GIVEN.has(token.text.toLowerCase())) return false;
      // An acronym with a Turkish case ending ("IBAN'ın", "SMS'i"): no name.
      if (/^\p{Lu}{2,}['’]\p{Ll}{1,4}$/u.test(token.text)) return false;
      // A kinship word of another language as a chat's contact or sender ("Khouya :", "my brother" in Maghrebi Arabic).
      if (LOWER_KIN.has(token.key) && !isGiven(token)) return false;
      // A word of English grammar opening an English sentence ("Our CEO asks if the family…").
      if (ENGLISH_GRAMMAR.has(token.key) && sentenceStart(k) && amongEnglishWords(text, tokens, k)) return false;
      // Brands and software ("MonSoutienPsy"), editions of tests ("Vineland-II").
      // An acronym with a letter in lower case after it ("IRMf", "EEGs"), a test's revised edition ("Zareki-R").
      if (/\p{Ll}\p{Lu}/u.test(token.text.replace(/^(?:Mc|Mac|De|Di|Da|La|Le|Van|Von)(?=\p{Lu})/u, '')) || /-(?:[IVX]+|\d+|R)$/.test(token.text) || /^\p{Lu}{2,}\p{Ll}{1,2}$/u.test(token.text)) return false;
      // An acronym joined to a word ("GEVA-Sco", "PPRE-Lecture"), a compound of an eponym ("Bender-Gestalt", "Brunet-Lézine").
      if (/^\p{Lu}{2,}-\p{Lu}?\p{Ll}/u.test(token.text) || (token.text.includes('-') && token.key.split('-').some((part) => EPONYMS.has(part)))) return false;
      // A company after its employer's label ("Employeur⇥Élagage du Libournais, ZA …").
      if (/(?:^|\n)[ \t]*(?:Employeur|Entreprise|Soci[ée]t[ée]|Raison sociale|Structure)[ \t]*(?:[:：][ \t]*|\t)[^\n]*$/u.test(text.slice(Math.max(0, token.start - 80), token.start))) return false;
      // A town, a département or a country of the place list ("au bal de Tulle", "Gramat"): not a name on its own.
      if (placeAt(k) || isPlaceName(token.key)) return false;
      // A word cut short by a full stop before a word of grammar, as a table's remark abbreviates ("Délivr. le mercredi").
      if (!isGiven(token) && /^\.[ \u00a0]+(?:le|la|les|du|de|des|en|à|au|aux|par|sur)[ \u00a0]/u.test(text.slice(token.end, token.end + 6))) return false;
      // After the elided article ("le troupeau de l'Aubrac"): a place, a work or a body, never a person.
      if (/(?<![\p{L}])[lL]['’]$/u.test(text.slice(Math.max(0, token.start - 2), token.start))) return false;
      // An elided word ("D’après", "L’Enfant") is judged by what follows the apostrophe.
      const parts = (/^(?:[ldjmntsc]|qu)['’]/i.test(token.text) ? foldName(token.text.replace(/^(?:[ldjmntsc]|qu)['’]/i, '')) : token.key).split('-');
      return !parts.some((part) => isFrenchWord(part) || VOCABULARY_GAP_KEYS.has(part) || NOT_NAME.has(part) || INSTITUTION_CUE.has(part)) || isGiven(token);
    };
    /** A surname in capitals after the word ("Kenzy LAFLEUR"): not an acronym or a heading. */
    const capitalsAfter = (k: number): boolean => {
      const next = tokens[k + 1];
      return next !== undefined && adjacent(k) && !covered.has(k + 1) && next.upper && next.text.length >= 3 && isNameWord(next) && !HEADING.has(next.key) && !NOT_UNKNOWN_WORD.has(next.key);
    };
    // A word written as a place somewhere in the text (after a postcode, "à", "jusqu'à", "arrivée de"…) is a place
    // everywhere in it ("Polyclinique Bordeaux Nord", "cour d'appel de Bordeaux" once "33000 Bordeaux" was written).
    const places = new Set<string>();
    tokens.forEach((token, k) => {
      if (!token.cap || token.text.length < 2) return;
      const before = text.slice(Math.max(0, token.start - 30), token.start);
      // "Départ prévu pour Kayseri, en Turquie": a journey's end, which the country after it makes a place (countries
      // are French words, so the place list leaves them out).
      const country = /^[ \u00a0]*,?[ \u00a0]*(?:en|au|aux)[ \u00a0]+(\p{Lu}[\p{L}'’-]+)/u.exec(text.slice(token.end, token.end + 40))?.[1];
      const journeyEnd = /(?:^|[\s(])(?:d[ée]parts?|part(?:ir|s|ent|ie?s?)?|vols?|billets?|avion|train|bus|rentr[ée]\p{L}*|retour)(?:[ \u00a0]+\p{L}+){0,2}[ \u00a0]+pour[ \u00a0]+$/iu.test(before) && country !== undefined && (isPlaceName(foldName(country)) || isFrenchWord(foldName(country))) && !isGiven(token);
      if (!(/\b\d{5}[ \u00a0]+$/.test(before) || placeBeforeWord(before) || journeyEnd)) return;
      if (token.text.length >= 3) places.add(token.key);
      // The second word of a place's name ("Đà Nẵng", "Hải Phòng"), the first being any capitalised word.
      const next = tokens[k + 1];
      if (next?.cap && adjacent(k) && !covered.has(k + 1)) places.add(next.key);
    });
    /** The other words of a list of capitalised words the word stands in ("Poitiers, Mirebeau, Châtellerault et Loudun"). */
    const listItems = (i: number): number[] => {
      // The next word of the list after the word at a: after a comma, or after "et" or "ou".
      const nextItem = (a: number): number => {
        const gap = text.slice(tokens[a]?.end ?? 0, tokens[a + 1]?.start ?? 0);
        if (/^[ \u00a0]*,[ \u00a0]*$/.test(gap)) return a + 1;
        return /^[ \u00a0]+$/.test(gap) && /^(?:et|ou)$/.test(tokens[a + 1]?.text ?? '') && /^[ \u00a0]+$/.test(text.slice(tokens[a + 1]?.end ?? 0, tokens[a + 2]?.start ?? 0)) ? a + 2 : -1;
      };
      const items: number[] = [];
      for (let k = i, n = nextItem(k); n > 0 && tokens[n]?.cap; k = n, n = nextItem(k)) items.push(n);
      for (let k = i, p = i; p >= 0; k = p) {
        p = [k - 1, k - 2].find((c) => c >= 0 && tokens[c]?.cap && nextItem(c) === k) ?? -1;
        if (p >= 0) items.push(p);
      }
      return items;
    };
    /**
     * In a list of two other words or more, among which a place (of the place list, or written after "à", "depuis"…) or a
     * medication, and no given name: the word is one of them ("Appel depuis Réquista, Rignac et Naucelle", "Traitement par
     * Aranesp, Renvela et Mimpara").
     */
    const listOfThings = (i: number): boolean => {
      const items = listItems(i);
      if (items.length < 2 || items.some((k) => isGiven(tokens[k] as Token))) return false;
      const first = tokens[Math.min(i, ...items)] as Token;
      const before = text.slice(Math.max(0, first.start - 30), first.start);
      return items.some((k) => isPlaceName(tokens[k]?.key ?? '') || places.has(tokens[k]?.key ?? '') || MEDICATION_KEYS.has(tokens[k]?.key ?? '')) || placeBeforeWord(before) || MEDICATION_BEFORE.test(before);
    };
    /** The next word no French text writes after the word at k: the next one, or the one after a surname's particles in lower case. */
    const nextUnknown = (k: number): number => {
      if (!adjacent(k)) return -1;
      if (unknown(k + 1)) return k + 1;
      let p = k + 1;
      if (SURNAME_PARTICLE_LOWER.test(tokens[p]?.text ?? '') && adjacent(p)) p++;
      if (p === k + 2 && /^v[ao]n$/.test(tokens[k + 1]?.text ?? '') && SECOND_PARTICLE_LOWER.test(tokens[p]?.text ?? '') && adjacent(p)) p++;
      return p > k + 1 && unknown(p) ? p : -1;
    };
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      if (!token || !unknown(i) || AMBIGUOUS_AT_START.has(token.key) || AMBIGUOUS_EVERYWHERE.has(token.key)) continue;
      if (listOfThings(i) || inPlaceOfWords(tokens, i, adjacent)) continue;
      if (places.has(token.key) || (i > 0 && adjacent(i - 1) && tokens[i - 1]?.cap && places.has(tokens[i - 1]?.key ?? ''))) {
        // A place of several words ("Hải Phòng"): all of them.
        while (adjacent(i) && unknown(i + 1)) i++;
        continue;
      }
      const atStart = sentenceStart(i) || lineStart(i);
      if (atStart) {
        // Opening a sentence or a line: a name when a verb follows it ("Adeyemi a refusé"), or an age ("Tamatoa, 7 ans",
        // "Siosaia (12 ans)", "Zaher (afghan, 24 ans"), or when two words or more that are not French words follow each other
        // ("Ngozi Adeyemi"), also across a surname's particles in lower case ("Henk van Dijk" heading a letter).
        let end = i;
        for (let next = nextUnknown(end); next > 0; next = nextUnknown(end)) end = next;
        const next = tokens[end + 1];
        const verb = next !== undefined && adjacent(end) && !next.cap && (UNKNOWN_SUBJECT_NEXT.has(next.key) || next.text === 'a') && !/ée?s?$/.test(next.text);
        // Without a comma or a bracket, not after a participle ("Scolarisé 3 ans à Kaboul").
        const age = (/ée?s?$/.test(tokens[end]?.text ?? '') ? AGE_AFTER_PUNCTUATION : AGE_AFTER).test(text.slice(tokens[end]?.end ?? 0, (tokens[end]?.end ?? 0) + 24));
        // Surname first, as lists, agendas and address books write it ("Abergel Laurent", "Santucci Marie-Dominique"): a
        // known given name, already found, just after it.
        const givenAfter = next !== undefined && adjacent(end) && covered.has(end + 1) && isGiven(next) && !AMBIGUOUS_AT_START.has(next.key) && !AMBIGUOUS_EVERYWHERE.has(next.key) && spans.some((span) => span.start === next.start);
        // Joined by "et" to a given name found already, before its verb ("Aga et Nadia sont tombées"): two people.
        const partner = tokens[end + 2];
        const andGiven = next?.text === 'et' && adjacent(end) && adjacent(end + 1) && partner !== undefined && isGiven(partner) && !AMBIGUOUS_AT_START.has(partner.key) && spans.some((span) => span.start === partner.start && span.end === partner.end) && (verbAfter(end + 2) || /^(?:sont|ont|vont|font|viennent|[ée]taient|avaient|arrivent|partent)$/.test(tokens[end + 3]?.text ?? ''));
        if (!verb && !age && !givenAfter && !andGiven && end === i && !capitalsAfter(end)) continue;
      }
      if (institutionBefore(i) || titleAdjectiveBefore(i)) continue;
      const before = text.slice(Math.max(0, token.start - 30), token.start);
      // A character of literature: "un Don Juan". A saint: "saint Michel". A company named like a person: "chez Leroy Merlin".
      // A town's people ("tout Hénin le saura"), a brand after its word or after a brand ("de marque Nutrisport Recovery"),
      // a vehicle's, a summit's or an animal's name (namesAThing).
      if ((/\p{Ll}\p{Lu}/u.test(tokens[i - 1]?.text ?? '') && adjacent(i - 1)) || /^\p{Lu}{2,}\p{Ll}+$/u.test(token.text)) continue;
      if (besideEponym(tokens, i, text) || namesAThing(text, token) || /(?:^|[\s(])toute?[ \u00a0]+$/u.test(before) || /\bmarques?[ \u00a0]+(?:\p{Lu}[\p{L}'’-]*[ \u00a0]+)?$/u.test(before) || (i > 0 && adjacent(i - 1) && NOT_UNKNOWN_WORD.has(tokens[i - 1]?.key ?? '') && !!tokens[i - 1]?.cap)) continue;
      if (/\b(?:Do[nm]|sainte?)[ \u00a0]+$/.test(before) || COMPANIES.has(`${tokens[i - 1]?.key ?? ''} ${token.key}`) || COMPANIES.has(`${token.key} ${tokens[i + 1]?.key ?? ''}`)) continue;
      // A work's title after the word that names it ("le film Intouchables"), or inside quotes that open on an article and
      // a capital (« Les Nuits de Saltimbanque »), as titles are written.
      if (WORK_BEFORE.test(before) || (/«[ \u00a0]*(?:(?:Les|Le|La|Un|Une)[ \u00a0]+|L['’])(?:\p{Lu}[^»\n]*)?$/u.test(text.slice(Math.max(0, token.start - 60), token.start)) || (/«[ \u00a0]*(?:\p{Lu}[\p{L}'’-]*[ \u00a0]+){1,4}$/u.test(text.slice(Math.max(0, token.start - 60), token.start)) && isFrenchWord(tokens[i - 1]?.key ?? '')))) {
        while (adjacent(i) && unknown(i + 1)) i++;
        continue;
      }
      // An author after a work's title ("« Si c'est un homme » de Primo Levi"), an animal's name ("la jument Tornade").
      // The author may follow a capitalised word, the given name ("« Maus » d'Art Spiegelman"): what is written before it.
      // A given name and the particles of the surname before it ("» de Bessel van der Kolk") are read through too.
      const beforeCapitalised = before.replace(/\p{Lu}[\p{L}\p{M}'’-]*(?:[ \u00a0]+(?:van|von|der|den|ter|da|di|del|della|de))*[ \u00a0]+$/u, '');
      // A company's name after its legal form ("la SAS Atlantique Chaudronnerie").
      if (/\b(?:SAS|SASU|SARL|EURL|SCI|SNC|GIE|SA)(?:[ \u00a0]+\p{Lu}[\p{L}'’-]*)*[ \u00a0]+$/u.test(before) || (/«[ \u00a0]*$/.test(before) && WORK_AFTER_QUOTE.test(text.slice(tokens[i]?.end ?? 0, (tokens[i]?.end ?? 0) + 30))) || workTitleBefore(text.slice(Math.max(0, token.start - 60), token.start)) || WORK_AUTHOR_BEFORE.test(before) || (beforeCapitalised !== before && WORK_AUTHOR_BEFORE.test(beforeCapitalised)) || ANIMAL_BEFORE.test(before) || ISLAND_BEFORE.test(before) || /(?<!\p{L})(?:à|a) bord d(?:u|e|e la|es)[ \u00a0]+$/iu.test(before)) {
        while (adjacent(i) && unknown(i + 1)) i++;
        continue;
      }
      if (placeBeforeWord(before) || CITATION_BEFORE.test(before)) {
        // The words of the place or the citation with it ("à Hải Phòng", "selon Boszormenyi Nagy").
        while (adjacent(i) && unknown(i + 1)) i++;
        continue;
      }
      // After a test's acronym, an eponym or a place word, with or without "de" ("CDI de Kovacs", "Beck Youth",
      // "de Bion et de Meltzer", "tribunal de Bobigny", "cour d'appel de Douai").
      // After a plural article, a place or an institution ("Les Glycines", "Cabinet médical des Lices").
      // Not after "chez les": a family ("les bêtes se sont retrouvées chez les Lacombe d'à côté").
      if (/(?:^|[\s(])(?:les|des|aux)\s+$/i.test(before) && !/\bchez[ \u00a0]+les[ \u00a0]+$/i.test(before)) continue;
      // After a service, a site, a unit or a club and "de": its town ("unité mère-bébé de Schiltigheim", "site de Réau", "club de Corbeil").
      if (/(?<![\p{L}])(?:[ée]glise|chapelle|cath[ée]drale|basilique|abbaye|district|club|camp|unit[ée]|service|h[ôo]pital|CHU?|CMPP?|clinique|centre|mairie|maison|p[ôo]le|antenne|agence|caisse|tribunal|coll[èe]ge|lyc[ée]e|[ée]cole|ehpad|foyer|site|aire|usine|entrep[ôo]t|d[ée]p[ôo]t|gare|commissariat|gendarmerie|brigade)(?:[ \u00a0-]+\p{Ll}[\p{L}'’-]*){0,2}[ \u00a0]+d['’e][ \u00a0]*$/iu.test(before)) continue;
      // After "la" or "le" in lower case, an association, an institution or a place ("juriste de la Cimade", "à la
      // Sauvegarde", "il connaissait le Raz").
      if (/(?:^|[\s(’'])(?:la|le)\s+$/.test(before)) continue;
      let headBefore = false;
      for (let k = i - 1; k >= 0 && k >= i - 5; k--) {
        const head = tokens[k];
        if (!head || /[.;:!?\n]/.test(text.slice(head.end, token.start))) break;
        // "côte" folds as "côté" does: the side of a family in a genogram ("Côté Benjelloun, huit frères") is no coast.
        // A test's English title before "de" and its author too ("Peritraumatic Distress Inventory de Brunet").
        if ((head.upper && head.text.length >= 2) || EPONYMS.has(head.key) || (head.cap && k < i - 1 && ENGLISH_TEST_WORD_KEYS.has(head.key)) || (PLACE_WORD.has(/^[lL]['’]/.test(head.text) ? head.key.slice(1) : head.key) && !/^[cC][ôo]té$/u.test(head.text)) || ACRONYM.has(head.key)) {
          headBefore = true;
          break;
        }
        // A capitalised word joined by "et" is read through ("TAP de Zimmermann et …": both authors of the test), and the
        // first word of a place of two ("la cale de Porz Arlan").
        if (head.cap && k === i - 1 && adjacent(k) && !isGiven(head) && !head.upper && /^(?:de|du|d)$/.test(tokens[k - 1]?.key ?? '') && PLACE_WORD.has(tokens[k - 2]?.key ?? '')) continue;
        if (head.cap ? tokens[k + 1]?.key !== 'et' : !(/^(?:de|du|des|d|et)$/.test(head.key) || /(?:aire|ique|al|ale|el|elle|ien|ienne)$/.test(head.key))) break;
      }
      if (headBefore) continue;
      let to = i;
      for (let next = nextUnknown(to); next > 0; next = nextUnknown(to)) to = next;
      if (capitalsAfter(to)) to++;
      if (CITATION_AFTER.test(text.slice(tokens[to]?.end ?? 0, (tokens[to]?.end ?? 0) + 12)) || REFERENCE_AFTER.test(text.slice(tokens[to]?.end ?? 0, (tokens[to]?.end ?? 0) + 140))) continue;
      // The name of a test in English ("Trail Making Test", "Card Sorting Task").
      if (/^[ \u00a0]+(?:Test|Tests|Task|Scale|Inventory|Battery|Questionnaire|Checklist)\b/.test(text.slice(tokens[to]?.end ?? 0, (tokens[to]?.end ?? 0) + 16))) continue;
      // Any English word of a test's title just after it or just before it ("Montreal Cognitive Assessment").
      const englishNext = tokens[to + 1];
      const englishPrevious = tokens[i - 1];
      if ((englishNext?.cap && adjacent(to) && NOT_UNKNOWN_WORD.has(englishNext.key) && ENGLISH_TEST_WORD_KEYS.has(englishNext.key)) || (englishPrevious?.cap && adjacent(i - 1) && ENGLISH_TEST_WORD_KEYS.has(englishPrevious.key))) continue;
      // A medication: a dose after it, or "sous", "traitement par" before it ("Stilnox 10 mg", "sous Risperdal").
      if (DOSE_AFTER.test(text.slice(tokens[to]?.end ?? 0, (tokens[to]?.end ?? 0) + 16)) || MEDICATION_BEFORE.test(before)) continue;
      // A known author cited with a given name ("Boris Cyrulnik"), as rule 3 reads it.
      if (adjacent(to) && AUTHORS.has(`${token.key} ${tokens[to + 1]?.key ?? ''}`)) continue;
      // A capitalised word just before, opening the sentence, that is not a French word either ("Ngozi Adeyemi vient").
      let from = i;
      if (i > 0 && adjacent(i - 1) && unknown(i - 1) && !(tokens[i - 1]?.upper ?? true)) from = i - 1;
      // A compound given name the lexicon only half knows, read as a place on its own ("Yann-Fañch Tanguy").
      else if (i > 0 && adjacent(i - 1) && !covered.has(i - 1) && tokens[i - 1]?.cap && !tokens[i - 1]?.upper && /^\p{Lu}[\p{L}\p{M}]+-\p{Lu}/u.test(tokens[i - 1]?.text ?? '') && givenFirstCompound(tokens[i - 1]?.text ?? '') && !institutionBefore(i - 1)) from = i - 1;
      // A capitalised particle just before belongs to the surname ("Le Goff", "Da Costa", "Van Damme").
      else if (i > 0 && adjacent(i - 1) && tokens[i - 1]?.cap && isParticle(tokens[i - 1]) && !covered.has(i - 1) && /^(?:le|la|da|di|de|del|della|van|von|el|al|ben|ait|dos|das|du|des)$/.test(tokens[i - 1]?.key ?? '')) from = i - 1;
      // Joined to a name found just after it ("Nguyễn" before "Thị Lan"): one person.
      const following = adjacent(to) && covered.has(to + 1) ? spans.find((span) => span.start === tokens[to + 1]?.start) : undefined;
      if (following) {
        for (let k = from; k <= to; k++) covered.add(k);
        following.start = tokens[from]?.start ?? following.start;
      } else add(from, to, roleAround(from, to, 'patient'));
      i = to;
    }
  }
}

/**
 * Rule 7 (docs/privacy/pii-guard.md, "Names"). Every other occurrence of a name found above or earlier in the conversation.
 */
function repetitionRule(scan: NameScan, known: KnownName[]): void {
  const { text, tokens, spans, covered, adjacent, add, institutionBefore, lowerNameWord } = scan;
  const forms = new Map<string, NameRole>();
  for (const name of known) if (name.value.trim().length >= 2) forms.set(name.value.trim(), name.role);
  for (const span of spans) {
    const value = text.slice(span.start, span.end);
    forms.set(value, span.role);
    // Its surname alone ("Le Goff" from "Marie Le Goff") and its given names alone.
    const words = tokenize(value);
    let firstSurname = words.findIndex((word) => !isGiven(word) || word.upper);
    if (firstSurname < 0) firstSurname = words.length;
    while (firstSurname > 0 && isParticle(words[firstSurname - 1])) firstSurname--;
    const surname = value.slice(words[firstSurname]?.start ?? value.length).trim();
    // A surname that is a day or a month ("AVRIL Timothée" → "Avril") is found again where no date follows it (below).
    if (surname && surname !== value && !EPONYMS.has(foldName(surname)) && (!NOT_NAME.has(foldName(surname)) || CALENDAR_KEYS.has(foldName(surname)))) forms.set(surname, span.role);
    for (const word of words.slice(0, firstSurname)) {
      // The first part of a compound given name, as its short form ("Lou" from "Lou-Anne Lecerf", "« Les Pépites de Lou »").
      const part = /^(\p{Lu}[\p{Ll}\p{M}]{2,})-\p{Lu}/u.exec(word.text)?.[1];
      if (part && isGivenName(part) && !AMBIGUOUS_EVERYWHERE.has(foldName(part)) && !forms.has(part)) forms.set(part, span.role);
      // A given name that is also a place ("Lourdes", "Florence") only once seen before a surname ("Lourdes Moreno … Lourdes est au CHU").
      if (word.text.length >= 3 && (!AMBIGUOUS_EVERYWHERE.has(word.key) || (words.length >= 2 && word.cap && !word.upper))) forms.set(word.text, span.role);
    }
    // A given name missing from the lexicon, first of a two-word name ("Chidinma Okafor" → "Chidinma"); not a kinship word
    // before a short name ("Mamie Jo": "Mamie" alone is any grandmother).
    const head = words[0];
    // So is one before a surname in capitals ("Ewelina NOWAK-BERNARD" → "Ewelina").
    if (firstSurname <= 1 && words.length === 2 && head && head.cap && !head.upper && !isParticle(head) && (firstSurname === 0 || words[1]?.upper) && head.text.length >= 3 && !EPONYMS.has(head.key) && !LOWER_KIN.has(head.key)) forms.set(head.text, span.role);
    // "de La Roche-Aymon" is found again from its first capital ("M. de La Roche-Aymon" is found by its title).
    // A surname in capitals written first ("AVRIL Timothée", "LE GOFF Erwan") is found again alone too.
    const leading = words.findIndex((word) => !word.upper);
    if (words[0]?.upper && leading > 0 && words.slice(leading).every((word) => isGiven(word))) {
      const first = value.slice(0, words[leading - 1]?.end ?? 0);
      if (!EPONYMS.has(foldName(first)) && (!NOT_NAME.has(foldName(first)) || CALENDAR_KEYS.has(foldName(first)))) forms.set(first, span.role);
    }
    // And its given names alone, as the rest of a file writes them, also one that is a word ("LE GOFF-RAOUL Capucine",
    // then "le compte de Capucine"; "DELATTRE Fleur", then "Fleur déambule").
    if (words[0]?.upper && leading > 0) for (const word of words.slice(leading)) if (word.cap && word.text.length >= 3 && isGivenName(word.text) && !AMBIGUOUS_EVERYWHERE.has(word.key) && !forms.has(word.text)) forms.set(word.text, span.role);
    // Both in capitals, a given name and a day or a month ("DIMANCHE BERNARD"): the day or the month is the surname.
    if (words.length === 2 && words.every((word) => word.upper)) {
      const calendar = words.find((word) => CALENDAR_KEYS.has(word.key));
      if (calendar && words.some((word) => word !== calendar && isGivenName(word.text))) forms.set(calendar.text, span.role);
    }
    const particleFree = surname.replace(/^(?:(?:de|du|des|d['’])\s*)+/u, '');
    if (particleFree !== surname && particleFree.length >= 2) forms.set(particleFree, span.role);
    // A name found in lower case ("jordan lemaire-bouvier"): its given names alone, in lower case too.
    if (value === value.toLowerCase()) for (const word of words) if (word.text.length >= 3 && isGivenName(word.text) && !AMBIGUOUS_AT_START.has(word.key)) forms.set(word.text, span.role);
    // Its words the vocabulary does not hold, too ("rojhat" from "rojhat demir", "n'guessan" from "yao n'guessan").
    if (value === value.toLowerCase() && words.length >= 2) for (const word of words) if (unknownLowerName(word)) forms.set(word.text, span.role);
  }
  // A one-word name no French text writes, found with a capital, is found again in lower case too, on a line typed
  // without any capital, as a chat types it ("dit « Vish »", then "vish est avec moi"); not on a line written with
  // capitals, where the word in lower case is a common noun the vocabulary lacks ("M. Boulanger, boulanger depuis 30 ans").
  const typedLower = new Set<string>();
  const wordLike = new Set<string>();
  for (const [form, role] of [...forms]) {
    const [word, ...rest] = tokenize(form);
    if (word && rest.length === 0 && word.cap && !word.upper && word.text.length >= 3 && !isFrenchWord(word.key) && !givenNameIsAlsoWord(word.key) && !isPlaceName(word.key) && !NOT_UNKNOWN_WORD.has(word.key) && !forms.has(form.toLowerCase())) {
      forms.set(form.toLowerCase(), role);
      typedLower.add(form.toLowerCase());
    } else if (word && rest.length === 0 && word.cap && !word.upper && word.text.length >= 3 && isGivenName(word.text) && !isPlaceName(word.key) && !AMBIGUOUS_EVERYWHERE.has(word.key) && !forms.has(form.toLowerCase()) && spans.some((span) => span.end - span.start > form.length && tokenize(text.slice(span.start, span.end)).some((part) => part.text === form))) {
      // So is a given name that is also a word, once written with its surname ("Jade LANDAIS", then "noah: jtm jade"), but
      // not after an article or a preposition ("un collier de jade").
      forms.set(form.toLowerCase(), role);
      typedLower.add(form.toLowerCase());
      wordLike.add(form.toLowerCase());
    }
  }
  const lineWithoutCapitals = (token: Token): boolean => {
    const start = text.lastIndexOf('\n', token.start - 1) + 1;
    const end = text.indexOf('\n', token.end);
    // A chat's sender and time before the message are the app's, not the typist's ("[07/02 21:16] Kenza B.: cece arrête").
    return !/\p{Lu}/u.test(text.slice(start, end < 0 ? text.length : end).replace(/^\[[^\]\n]{1,40}\][ \t]*[^:\n]{1,40}:[ \t]/u, ''));
  };
  // Longest forms first, matched word by word (keys without case or diacritics, first letter upper case).
  const sequences = [...forms]
    .map(([form, role]) => ({ keys: tokenize(form).map((word) => word.key), role, lower: form === form.toLowerCase(), typed: typedLower.has(form), text: form }))
    .filter((form) => form.keys.length > 0)
    .sort((a, b) => b.keys.length - a.keys.length);
  const byFirstKey = new Map<string, typeof sequences>();
  for (const form of sequences) {
    const first = form.keys[0] ?? '';
    byFirstKey.set(first, [...(byFirstKey.get(first) ?? []), form]);
  }
  // A one-word name found in lower case that ends as a participle does ("mr traoré"): found again as written, when no
  // French text writes it ("tél de la sœur de traoré").
  const foundAsWritten = (token: Token): boolean =>
    /^[\p{Ll}\p{M}'’-]{4,}$/u.test(token.text) && nameOnlyWord(token.key) && (byFirstKey.get(token.key) ?? []).some((form) => form.keys.length === 1 && form.text === token.text);
  tokens.forEach((token, i) => {
    // A word in lower case is found again only as a form itself written in lower case ("jordan", once "jordan …" was found).
    if (covered.has(i) || (!token.cap && (!byFirstKey.has(token.key) || !(lowerNameWord(token) || foundAsWritten(token))))) return;
    for (const form of byFirstKey.get(token.key) ?? []) {
      if (!token.cap && !form.lower) continue;
      if (form.typed && !lineWithoutCapitals(token)) continue;
      if (wordLike.has(form.text) && /(?:^|[\s'’])(?:de|d|du|des|la|le|les|l|un|une|en|au|aux|ma|ta|sa|mon|ton|son|ses|mes|tes|leur|leurs|cette|ce|cet)[ \u00a0'’]*$/iu.test(text.slice(Math.max(0, token.start - 8), token.start))) continue;
      // A one-word name whose key is an article or a particle ("Lê", a Vietnamese surname) is found again only as written
      // ("Le lun. 9 mars …" opens a quoted e-mail).
      if (form.keys.length === 1 && PARTICLES.has(token.key) && token.text !== form.text) continue;
      const to = i + form.keys.length - 1;
      let fits = true;
      for (let k = 1; k < form.keys.length && fits; k++) fits = tokens[i + k]?.key === form.keys[k] && adjacent(i + k - 1);
      if (!fits) continue;
      if (institutionBefore(i) && !(i > 0 && TITLE.test(tokens[i - 1]?.text ?? ''))) return;
      // An author cited with "et al." ("BREF (Dubois et al.)") who shares a relative's surname is no one met.
      if (/^[ \u00a0]+et[ \u00a0]+al\b/u.test(text.slice(tokens[to]?.end ?? 0, (tokens[to]?.end ?? 0) + 8))) return;
      // Such a given name is found again only as a subject, before its verb ("Lourdes est au CHU"), never after a word
      // that leads to a place ("pèlerinage à Lourdes", "quitter Lourdes avant la procession").
      if (form.keys.length === 1 && AMBIGUOUS_EVERYWHERE.has(token.key) && (!(scan.verbAfter(i) || (adjacent(i) && CLAUSE_VERB.has(tokens[i + 1]?.key ?? ''))) || /(?:^|[\s'’(])(?:à|a|en|de|d['’]|du|au|vers|depuis|sur|pr[eè]s[ \u00a0]+de|la|le|les)[ \u00a0]*$/iu.test(text.slice(Math.max(0, token.start - 10), token.start)))) return;
      // A surname that is also a town, alone after a place's word ("Mme Céline Valence", then "parquet de Valence").
      // Or heading a letter's date ("Valence, le 3 mars 2026").
      if (form.keys.length === 1 && (/\b(?:barreau|parquet|tribunal|cour d['’]appel|ville|mairie|pr[ée]fecture|gare|h[ôo]pital|CH|CHU|r[ée]gion)[ \u00a0]+d['’e][ \u00a0]*$/iu.test(text.slice(Math.max(0, token.start - 24), token.start)) || /^,[ \u00a0]+le[ \u00a0]+(?:\d|1er)/.test(text.slice(token.end, token.end + 8)))) return;
      // "Avril" alone, once "AVRIL Timothée" was found: not before a date or a time, nor after a figure ("le 3 Avril"),
      // nor as the day of "Dimanche soir".
      if (form.keys.length === 1 && CALENDAR_KEYS.has(token.key) && (!scan.calendarSurname(i) || dayNumberBefore(text, token.start) || /^[ \u00a0]+(?:soir|matin|midi|apr[eè]s-midi|dernier|derni[eè]re|prochain|prochaine)\b/iu.test(text.slice(token.end, token.end + 14)))) return;
      add(i, to, form.role);
      return;
    }
  });
}

/**
 * Rule 6f (docs/privacy/pii-guard.md, "Names"). The parties of a court case ("Aff. KERBRAT c/ MOALLIC", "Affaire : Quéméneur
 * / Riou"), and a word in lower case written with letters French spelling does not use ("ayşe", "łukasz"): a foreign name.
 */
function partiesAndForeignLettersRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, firstTokenFrom, add } = scan;
  const takeRun = (from: number): number => {
    let to = from;
    if (!isNameWord(tokens[from]) || covered.has(from)) return -1;
    while (adjacent(to) && isNameWord(tokens[to + 1]) && !covered.has(to + 1) && to - from < 3) to++;
    add(from, to, 'relative');
    return to;
  };
  // A company is no party of this kind ("Affaire : SARL Lo Fanal").
  // Or a file named by its parties in capitals ("Dossier RAKOTOMALALA c/ DUBOIS").
  for (const label of text.matchAll(/(?:\bAff\.|\bAffaire[ \u00a0]*:|\b[dD]ossier[ \u00a0]+(?=\p{Lu}{2,}[\p{Lu}' -]*[ \u00a0]+c\/))(?![ \u00a0]*(?:SARL|SAS|SASU|EURL|SNC|SCI|SA|SCOP|GAEC|EARL)[ \u00a0])[ \u00a0]*/gu)) {
    // The prosecution is no party named ("Affaire : Ministère public c/ KRASNIQI Arben"): the other side is read.
    const prosecution = /^Minist[èe]re[ \u00a0]+public[ \u00a0]*(?:c\/|\/|contre)[ \u00a0]*/u.exec(text.slice(label.index + label[0].length, label.index + label[0].length + 30));
    if (prosecution) {
      takeRun(firstTokenFrom(label.index + label[0].length + prosecution[0].length));
      continue;
    }
    const to = takeRun(firstTokenFrom(label.index + label[0].length));
    const end = tokens[to]?.end;
    if (to < 0 || end === undefined) continue;
    const versus = /^[ \u00a0]*(?:c\/|\/|contre)[ \u00a0]*/.exec(text.slice(end, end + 12));
    if (versus) takeRun(firstTokenFrom(end + versus[0].length));
  }
  // A word of a sentence in Turkish, Polish or another language written with those letters: another word of it near, in
  // lower case with such a letter or a Turkish, Polish or Portuguese chat word ("Elif yaralandı, elini kesti, patinoarda gaz
  // kaçağı var", "dzwonię do jego mamy", "os bombeiros estão a chegar").
  const amongForeignWords = (i: number): boolean =>
    [i - 2, i - 1, i + 1, i + 2].some((k) => {
      const near = tokens[k];
      return near !== undefined && !near.cap && near.key !== tokens[i]?.key && (FOREIGN_SENTENCE_KEYS.has(near.key) || (FOREIGN_LETTERS.test(near.text) && !covered.has(k)));
    });
  tokens.forEach((token, i) => {
    if (!token.cap && !covered.has(i) && token.text.length >= 3 && FOREIGN_LETTERS.test(token.text) && /^[\p{Ll}\p{M}'’-]+$/u.test(token.text) && !FOREIGN_LETTER_WORDS.has(token.key) && !(TURKISH_WORD.test(token.text) && TURKISH_KEYS.has(token.key)) && !LOWER_KIN.has(token.key) && !isPlaceName(token.key) && !amongForeignWords(i) && !turkishLine(text, token.start, token.end, TURKISH_WORD.test(token.text) ? 1 : 2)) {
      // With the given name before it, when no French text writes that word either ("nemanja stojković").
      const previous = tokens[i - 1];
      const withGiven = previous !== undefined && !previous.cap && !covered.has(i - 1) && adjacent(i - 1) && previous.text.length >= 3 && /^[\p{Ll}\p{M}-]+$/u.test(previous.text) && !commonWordOrPlace(previous.key) && !NOT_UNKNOWN_WORD.has(previous.key) && !LOWER_KIN.has(previous.key) && !NOTE_ABBREVIATIONS.has(previous.key);
      add(withGiven ? i - 1 : i, i, 'patient');
    }
  });
}
const FOREIGN_LETTERS = /[şğıłøñãõßőűąęćńśźżčřšžůđț]/u;
/** Common words of Spanish and Portuguese written with those letters ("si la señora te trata mal", "não"): no names. */
const FOREIGN_LETTER_WORDS = set('multumesc buna ziua renovacao cidadao mutua pescadores franca assunto cartao cartoes dziekuje prosze czesc irma sono pora senora senoras senor senores senorita nina nino ninos ninas manana ano anos espanol senal senales espanola companero companera pequeno pequena nao mae irmao irmaos entao amanha dona mama forstate')

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). A legend that says who the lower-case names of a copied chat are
 * ("Note : francois = M. Tonnelier ; espé = la patiente ; nayara et kevin = les enfants", "« beni » est le patient",
 * "océane, lou : les enfants"): each name before "=", before "est" in quotes, or in a list before a colon, when a
 * person's role or title follows.
 */
const LEGEND_ROLE = String.raw`(?:(?:la|le|les|l['’]|mon|ma|mes|son|sa|ses|notre|leur)[ \u00a0]*)?(?:patiente?|enfants?|[ée]pou(?:x|se)|mari|femme|fils|filles?|m[èe]re|p[èe]re|neveu|ni[èe]ce|fr[èe]re|s(?:œ|oe)ur|compagnon|compagne|conjointe?|nom|M\.|Mme|Mr|Monsieur|Madame|\p{Lu}\p{Ll}+)(?![\p{L}])`;
const LEGEND_WORD = String.raw`(?:«[ \u00a0]*)?\p{Ll}[\p{Ll}\p{M}'’-]{1,20}(?:[ \u00a0]*»)?`;
const LEGEND = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(${LEGEND_WORD}(?:[ \u00a0]*(?:,|et)[ \u00a0]*${LEGEND_WORD})*)[ \u00a0]*(?:=|(?<=»)[ \u00a0]*(?:est|sont|d[ée]signe(?:nt)?)|(?<=[,»\p{L}])[ \u00a0]*:(?=[ \u00a0]*(?:les|mes|ses|nos)[ \u00a0]))[ \u00a0]*${LEGEND_ROLE}`,
  'gu',
);
function legendRule(scan: NameScan): void {
  const { text, tokens, covered, firstTokenFrom, add } = scan;
  if (!/=|»[ \u00a0]*(?:est|sont|d[ée]sign)|:[ \u00a0]*(?:les|mes|ses|nos)[ \u00a0]/u.test(text)) return;
  for (const found of text.matchAll(LEGEND)) {
    const list = found[1] ?? '';
    const separator = text.slice(found.index + list.length, found.index + found[0].length);
    // A colon only after a list of two names or more ("océane, lou : les enfants"), never after one word ("objectif : …").
    if (/:/.test(separator) && !/,|\bet\b/u.test(list)) continue;
    for (const word of list.matchAll(/\p{Ll}[\p{Ll}\p{M}'’-]{1,20}/gu)) {
      if (word[0] === 'et') continue;
      const k = firstTokenFrom(found.index + word.index);
      const token = tokens[k];
      if (!token) continue;
      // A French word is a name only in quotes ("« beni » est le patient"): "patron = Gilles …", "au travail = le père".
      const quoted = /«[ \u00a0]*$/u.test(text.slice(Math.max(0, token.start - 2), token.start));
      if (covered.has(k) || token.start !== found.index + word.index || NOT_NAME.has(token.key) || (!quoted && isFrenchWord(token.key) && !isGivenName(token.text)) || NOT_UNKNOWN_WORD.has(token.key)) continue;
      add(k, k, /(?:patiente?)$/u.test(found[0]) ? 'patient' : 'relative');
    }
  }
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). A name said to be how someone is called, without quotes ("Se fait
 * appeler Beni", "tout le monde m'appelle Willy"), and a dictation's session line, the surname in lower case before a
 * known given name ("séance kavaliou sacha").
 */
function calledRule(scan: NameScan): void {
  const { text, tokens, covered, firstTokenFrom, add, adjacent, addRange } = scan;
  // A name in capitals after "nom d'usage", "nom de naissance" without a colon ("(nom d'usage PASTEUR)").
  for (const found of text.matchAll(/\bnom[ \u00a0]+(?:d['’]usage|de[ \u00a0]+naissance|de[ \u00a0]+jeune[ \u00a0]+fille|marital|d['’][ée]pouse)[ \u00a0]+(\p{Lu}{2,}(?:[ '’-]\p{Lu}{2,})?)(?![\p{L}])/gu)) {
    const name = found[1] ?? '';
    const start = found.index + found[0].length - name.length;
    if (!ACRONYM.has(foldName(name))) addRange(start, start + name.length, 'patient');
  }
  for (const found of text.matchAll(/(?<![\p{L}])(?:[sS]e fai(?:t|re) appeler|[sS]urnomm[ée]e?s?|[mtl]['’]appel(?:le|lent|ait|aient))[ \u00a0]+(?:(?:le|la)[ \u00a0]+)?(?=\p{Lu}\p{Ll})/gu)) {
    const k = firstTokenFrom(found.index + found[0].length);
    const token = tokens[k];
    if (!token || covered.has(k) || !isNameWord(token) || token.upper || HEADING.has(token.key) || NOT_UNKNOWN_WORD.has(token.key) || EPONYMS.has(token.key)) continue;
    // An animal so called ("Le chien (Kader l'appelle Rex").
    if (/\b(?:chien|chienne|chat|chatte|cheval|jument|poney|lapin|perroquet|chiot|chaton)\b[^.!?\n]{0,30}$/iu.test(text.slice(Math.max(0, found.index - 40), found.index))) continue;
    add(k, k, 'patient');
  }
  for (const found of text.matchAll(/(?<![\p{L}])(?:s[ée]ance|consultation|entretien|rdv)[ \u00a0]+(?=\p{Ll})/gu)) {
    const k = firstTokenFrom(found.index + found[0].length);
    const surname = tokens[k];
    const given = tokens[k + 1];
    if (!surname || !given || covered.has(k) || !adjacent(k) || given.cap || surname.cap || surname.text.length < 4 || isFrenchWord(surname.key) || NOT_UNKNOWN_WORD.has(surname.key) || NOTE_ABBREVIATIONS.has(surname.key) || !isGivenName(given.text) || AMBIGUOUS_AT_START.has(given.key) || AMBIGUOUS_EVERYWHERE.has(given.key) || givenNameIsAlsoWord(given.key)) continue;
    if (covered.has(k + 1)) {
      const span = scan.spans.find((found) => found.start === given.start);
      if (!span) continue;
      span.start = surname.start;
      covered.add(k);
    } else add(k, k + 1, 'patient');
  }
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). A log's cell signed with a surname in capitals and an initial
 * ("…⇥AL-HAMDANI A.", "…⇥OTTAVIANI K."), as a night register writes who did what, or a bank export's reference.
 */
function loggedInitialRule(scan: NameScan): void {
  const { text, addRange } = scan;
  if (!text.includes('\t') && !text.includes(';') && !text.includes('   ')) return;
  // Or a CSV file's cell, quoted or not ("…;;\"BOUCHARD L.\""), or a column aligned with spaces ("PEREIRA S.      ER").
  for (const found of text.matchAll(/(?<=\t|;"?|^|\n|[ ]{3})[ ]*(\p{Lu}{2,}(?:[-'’ ]\p{Lu}{2,}){0,2}[ ]\p{Lu}\.)(?=[ ]*"?[ ]*(?:\t|;|\n|$)|[ ]{3})/gu)) {
    const name = found[1] ?? '';
    const start = found.index + found[0].indexOf(name);
    const surname = foldName(name.split(/[ -]/)[0] ?? '');
    if (ACRONYM.has(surname)) continue;
    // Aligned with spaces, not a heading's word ("BILAN S.   fait").
    const inCell = /[\t;"]/.test(text.slice(Math.max(0, start - 2), start));
    if (!inCell && (HEADING.has(surname) || isFrenchWord(surname) || NOT_UNKNOWN_WORD.has(surname))) continue;
    // The surname alone, found by an earlier rule, takes its initial.
    if (!scan.grow(start, start + name.length - 1)) addRange(start, start + name.length - 1, 'patient');
  }
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). A log line closed by who took the call, in capitals, after a dash and the
 * line's time ("Appel n° 4 — 11 h 05 — 31 min — RT puis MCG"), as a helpline's listeners sign their calls.
 */
/** A log line's closing abbreviations that sign nothing, besides a note's (noteCapitals): "NSP", "NRP" (does not know, no answer). */
const LOG_ABBREVIATIONS = set('ras nsp nrp nr na nc abs ar ko idem sos urg');
function loggedCapitalsRule(scan: NameScan): void {
  const { text, addRange } = scan;
  if (!/[—–]/.test(text)) return;
  for (const line of text.matchAll(/^[^\n]*\b\d{1,2}[ \u00a0]*(?:h|:)[ \u00a0]*\d{0,2}\b[^\n]*[ \u00a0][—–][ \u00a0]+(\p{Lu}{2,4}(?:[ \u00a0]+(?:puis|et|\/)[ \u00a0]+\p{Lu}{2,4})?)[ \u00a0]*$/gmu)) {
    const signed = line[1] ?? '';
    const start = line.index + line[0].trimEnd().length - signed.length;
    for (const initials of signed.matchAll(/\p{Lu}{2,4}/gu)) {
      const key = foldName(initials[0]);
      if (noteCapitals(initials[0]) || HEADING.has(key) || LOG_ABBREVIATIONS.has(key) || isFrenchWord(key)) continue;
      addRange(start + initials.index, start + initials.index + initials[0].length, 'professional');
    }
  }
}

/** The rules in the order they run: a word a rule has taken is not read again by a later one (rule 7, repetition, runs last). */
/**
 * Two or three initials, each a capital and a full stop, with no surname after them ("K. R. (IDE)", "M. L. F. /
 * K. R.", "famille : Mme A. L., M. S. L."), as minutes keep people discreet; a double initial counts as one ("A.-L. G.").
 */
const INITIALS_RUN = /(?<![\p{L}\p{N}.'’-])\p{Lu}\.(?:-\p{Lu}\.)?(?:[ \u00a0]\p{Lu}\.(?:-?\p{Lu}\.)?){1,2}(?![\p{L}\p{N}]|[ \u00a0]*(?:\p{Lu}\p{Ll}|(?:de|du|le|la|van|von|d['’])[ \u00a0]*\p{Lu}))/gu;
/** Rule 6b (docs/privacy/pii-guard.md, "Names", initials): a person written as initials alone. */
function initialsRunRule(scan: NameScan): void {
  const { text, addRange, roleAround, firstTokenFrom } = scan;
  // Initials around a particle, as a note keeps a patient discreet ("26/11/2026 — H. du P., 13 SA").
  if (/\p{Lu}\.[ \u00a0](?:du|de|le|la)[ \u00a0]\p{Lu}\./u.test(text)) {
    for (const found of text.matchAll(/(?<![\p{L}\p{N}.'’-])\p{Lu}\.[ \u00a0](?:du|de|le|la)[ \u00a0]\p{Lu}\.(?![\p{L}\p{N}])/gu)) {
      if (/^M\./u.test(found[0])) continue;
      addRange(found.index, found.index + found[0].length, roleAround(firstTokenFrom(found.index), firstTokenFrom(found.index + found[0].length) - 1, 'patient'));
    }
  }
  // Initials without spaces on a line of their own, signing a note ("S.M.-R."); not "N.B." or "P.S.". Anywhere with a
  // double initial, which no abbreviation has ("Note CESF (A.R.-N.) :").
  if (/\p{Lu}\.-?\p{Lu}\./u.test(text)) {
    for (const found of text.matchAll(/(?<=^|\n)[ \u00a0]*(\p{Lu}\.(?:-?\p{Lu}\.){1,3})[ \u00a0]*(?=\n|$)|(?<![\p{L}\p{N}.'’-])(\p{Lu}\.\p{Lu}\.-\p{Lu}\.|\p{Lu}\.-\p{Lu}\.\p{Lu}\.)(?![\p{L}\p{N}])/gu)) {
      const initials = found[1] ?? found[2] ?? '';
      if (/^(?:NB|PS|JC)$/.test(initials.replace(/[^\p{Lu}]/gu, ''))) continue;
      const start = found.index + found[0].indexOf(initials);
      addRange(start, start + initials.length, roleAround(firstTokenFrom(start), firstTokenFrom(start + initials.length) - 1, 'professional'));
    }
  }
  if (!/\p{Lu}\.[ \u00a0]\p{Lu}\./u.test(text)) return;
  for (const found of text.matchAll(INITIALS_RUN)) {
    // Not an abbreviation written with initials ("N. B.", "P. S.").
    if (/^(?:NB|PS|JC)$/.test(found[0].replace(/[^\p{Lu}]/gu, ''))) continue;
    // "M." first is read as "Monsieur" ("M. R. T."), the title rule's: the initials after it, if two or more.
    // Unless the initials are a line of their own, signing a note ("M. L.-I."): all of them are the author's.
    const signatureLine = /(?:^|\n)[ \u00a0]*$/.test(text.slice(Math.max(0, found.index - 4), found.index)) && /^[ \u00a0]*(?:\n|$)/.test(text.slice(found.index + found[0].length, found.index + found[0].length + 3));
    const title = signatureLine ? 0 : (/^M\.[ \u00a0]/u.exec(found[0])?.[0].length ?? 0);
    if (title > 0 && !/^M\.[ \u00a0]\p{Lu}\.(?:-?\p{Lu}\.)?[ \u00a0]\p{Lu}\./u.test(found[0]) && !/^M\.[ \u00a0]\p{Lu}\.\p{Lu}\.$/u.test(found[0])) continue;
    const start = found.index + title;
    const end = found.index + found[0].length;
    addRange(start, end, roleAround(firstTokenFrom(start), firstTokenFrom(end) - 1, 'patient'));
  }
}

/** A given name's abbreviation of two or three letters before a surname ("Ph. Grosjean", "Th. Martin", "Chr. Dubois"). */
const GIVEN_ABBREVIATION = /(?<![\p{L}.])(?:Ph|Th|Ch|Chr)\.[ \u00a0]\p{Lu}[\p{Ll}'’-]+(?:[ \u00a0]\p{Lu}[\p{Ll}'’-]+)?/gu;
/** Rule 6b (docs/privacy/pii-guard.md, "Names", initials): a surname after a given name's abbreviation. */
function givenAbbreviationRule(scan: NameScan): void {
  const { text, addRange, roleAround, firstTokenFrom } = scan;
  if (!/(?:Ph|Th|Ch|Chr)\.[ \u00a0]\p{Lu}/u.test(text)) return;
  for (const found of text.matchAll(GIVEN_ABBREVIATION)) {
    const end = found.index + found[0].length;
    addRange(found.index, end, roleAround(firstTokenFrom(found.index), firstTokenFrom(end) - 1, 'patient'));
  }
}

/** One side of a pair joined by a slash: a surname of one to four words, particles between them, and its initial. */
const SLASH_SIDE = String.raw`\p{Lu}[\p{L}\p{M}'’-]+(?:[ \u00a0]+(?:(?:da|de|do|dos|das|di|del|van|von|le|la|el|al|ben)[ \u00a0]+)?\p{Lu}[\p{L}\p{M}'’-]+){0,3}(?:[ \u00a0]+\p{Lu}\.)?`;
const SLASH_PARTIES = new RegExp(String.raw`^[ \t]*(?:[-•*–][ \t]+)?(${SLASH_SIDE})[ \u00a0]*/[ \u00a0]*(${SLASH_SIDE})(?=[ \u00a0]*(?:\([^()\n]{0,30}\)[ \u00a0]*)?:)`, 'dgmu');

/**
 * Rule 6 (docs/privacy/pii-guard.md, "Names", couples with a slash). A list's line that opens on two people joined by a slash before a colon,
 * each a surname with or without its initial, as a fee note or a planning lists couples ("- Nascimento da Silva T. /
 * Février M. : 3 séances", "- Benjelloun / Roux : tarif associatif"). Not when every word is a French word and no
 * initial says it is a person ("Entrées / Sorties :"), nor places without an initial, acronyms or eponyms ("Paris / Lyon :").
 */
function slashPartiesRule(scan: NameScan): void {
  const { text, addRange } = scan;
  if (!/\p{L}\.?[ \u00a0]*\/[ \u00a0]*\p{Lu}/u.test(text)) return;
  for (const found of text.matchAll(SLASH_PARTIES)) {
    const sides = [found.indices?.[1], found.indices?.[2]].filter((side): side is [number, number] => side !== undefined);
    const words = sides.flatMap(([start, end]) => text.slice(start, end).split(/[ \u00a0]+/)).filter((word) => !/^\p{Lu}\.$/u.test(word) && !PARTICLES.has(word.toLowerCase()));
    const keys = words.map((word) => foldName(word));
    const initial = sides.some(([, end]) => text[end - 1] === '.');
    if (words.some((word) => word === word.toUpperCase()) || keys.some((key) => EPONYMS.has(key) || ACRONYM.has(key) || NOT_UNKNOWN_WORD.has(key))) continue;
    // An initial says a person, even when the surname is also a place ("Oliveira da Costa T.").
    if (!initial && (keys.some((key) => isPlaceName(key)) || words.every((word, k) => isFrenchWord(keys[k] ?? '') && !isGivenName(word)))) continue;
    for (const [start, end] of sides) addRange(start, end, 'patient');
  }
  // Two persons sharing a table's cell, each a surname in capitals and a given name or an initial ("BENALI Inès / PETIT
  // Margaux", "WOJCIK T. / OUALI H."): a surname that is a word too, since the given name or the initial says a person.
  for (const found of text.matchAll(/(?<=(?:^|[\t;|])[ \t]*)(\p{Lu}{2,}(?:[ -]\p{Lu}{2,})?[ \u00a0](?:\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]*|\p{Lu}\.))[ \u00a0]*\/[ \u00a0]*(\p{Lu}{2,}(?:[ -]\p{Lu}{2,})?[ \u00a0](?:\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]*|\p{Lu}\.))(?=[ \t]*(?:[\t;|]|\n|$))/dgu)) {
    const sides = [found.indices?.[1], found.indices?.[2]].filter((side): side is [number, number] => side !== undefined);
    const people = sides.every(([start, end]) => {
      const [surname = '', second = ''] = text.slice(start, end).split(/[ \u00a0]/);
      return !ACRONYM.has(foldName(surname)) && !HEADING.has(foldName(surname)) && (/^\p{Lu}\.$/u.test(second) || (isGivenName(second) && !givenNameIsAlsoWord(foldName(second))));
    });
    if (people) for (const [start, end] of sides) growOrAdd(scan, start, end, 'patient');
  }
}

/**
 * A given name alone in a list of children, right before ", né le" and a date ("Enfants à charge : 2 — Divine, née le
 * 14/05/2018 ; Christ-Emmanuel, né le 02/03/2022"): a person even when the word is also a word ("Divine"); not a place,
 * a relative's or a role's word ("Enfant, né le …").
 */
function bornOnRule(scan: NameScan): void {
  const { text, addRange } = scan;
  if (!/,[ \u00a0]*n[ée]e?[ \u00a0]+le[ \u00a0]+\d/u.test(text)) return;
  for (const found of text.matchAll(/(?<=(?:^|\n|[—–;:][ \u00a0]*))(\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)*)(?=,[ \u00a0]*n[ée]e?[ \u00a0]+le[ \u00a0]+\d)/gu)) {
    const word = found[1] ?? '';
    const keys = word.split('-').map(foldName);
    if (keys.some((key) => isPlaceName(key) || HEADING.has(key) || ACRONYM.has(key)) && !isGivenName(word)) continue;
    if (keys.some((key) => CUE_WORDS.has(key) || ROLE_NOUNS.has(key) || NOT_NAME.has(key))) continue;
    addRange(found.index, found.index + word.length, 'patient');
  }
}

/**
 * A name before a Turkish honorific, as a Turkish family's chat writes it ("okuldan grandjean hanim arabayla getirecek",
 * "Ayşe Hanım", "Mehmet bey"): "hanım" (Mrs) and "bey" (Mr) follow the name they honour. The word is a given name or one
 * no French text writes ("le bey de Tunis" honours no one before it).
 */
function turkishHonorificRule(scan: NameScan): void {
  const { text, tokens, covered, adjacent, add, roleAround } = scan;
  if (!/(?<![\p{L}])(?:han[ıi]m|bey)(?![\p{L}])/iu.test(text)) return;
  tokens.forEach((token, i) => {
    const next = tokens[i + 1];
    if (!next || !/^(?:han[ıi]m|bey)$/iu.test(next.text) || !adjacent(i) || covered.has(i) || token.text.length < 3 || token.upper) return;
    if (!isGiven(token) && (commonWordOrPlace(token.key) || NOT_UNKNOWN_WORD.has(token.key) || MIXED_LANGUAGE_KEYS.has(token.key) || LOWER_KIN.has(token.key) || ACRONYM.has(token.key))) return;
    add(i, i, roleAround(i, i, 'patient'));
  });
}

/**
 * A form's surname in capitals after "NOM" written without a colon, before the given name's field ("Assuré : NOM
 * ESCALLIER    Prénom Killian").
 */
function bareSurnameLabelRule(scan: NameScan): void {
  const { text, addRange, firstTokenFrom, roleAround } = scan;
  if (!/(?<![\p{L}])(?:NOM|Nom)[ \u00a0]+\p{Lu}{2}/u.test(text)) return;
  for (const found of text.matchAll(/(?<![\p{L}])(?:NOM|Nom)(?:[ \u00a0]+(?:de[ \u00a0]+naissance|d['’]usage))?[ \u00a0]+(\p{Lu}{2,}(?:[ '’-]\p{Lu}{2,}){0,2})(?=(?:[ \u00a0]+|\t+)(?:Pr[ée]nom|PR[ÉE]NOM)(?![\p{L}]))/gu)) {
    const value = found[1] ?? '';
    // A header's words ("NOM ET PRÉNOM", "NOM USUEL PRÉNOM").
    if (/^(?:ET|OU|DE|DU|DES|LA|LE|LES|USUEL|PATRONYMIQUE|MARITAL|COMPLET)$/u.test(value)) continue;
    const start = found.index + found[0].length - value.length;
    const k = firstTokenFrom(start);
    addRange(start, start + value.length, roleAround(k, k, 'patient'));
  }
}

const NAME_RULES: readonly ((scan: NameScan) => void)[] = [
  tableHeaderRule,
  // First: a user name or a spelled name is one word whose parts the other rules would take apart ("elodie.b34").
  handleAndSpellingRule,
  lowerCaseProfessionalRule,
  formLabelRule,
  bareSurnameLabelRule,
  // Before the lexicon's rule: a bank line's words in capitals around a given name ("VIR RECU WOJCIK KATARZYNA FR76…")
  // are read as the transfer's parties, not extended over by rule 3.
  loginAndTransferRule,
  initialsRunRule,
  givenAbbreviationRule,
  titleRule,
  militaryRankRule,
  givenNameRule,
  bornOnRule,
  kinshipRule,
  familiarShortNameRule,
  birthNameRule,
  greetingRule,
  lowerCaseKinshipRule,
  lowerCaseIntroductionRule,
  hanNameRule,
  roleWordCapitalsRule,
  lowerCaseLineStartRule,
  contactWordRule,
  sentenceSubjectRule,
  tableRule,
  slashPartiesRule,
  initialsRule,
  initialsSignatureRule,
  chatLoginRule,
  chatSenderRule,
  monthNameAndCapitalsRule,
  capitalsLineRule,
  surnameFirstUnknownGivenRule,
  signatureRule,
  lowerCaseAgeRule,
  bracketedGivenNameRule,
  hurriedNotesRule,
  nicknameRule,
  loggedInitialRule,
  loggedCapitalsRule,
  legendRule,
  calledRule,
  partiesAndForeignLettersRule,
  turkishHonorificRule,
  unknownWordRule,
  lowerCaseGivenNameRule,
  lowerCaseFamilyRule,
  vocativeRule,
  bracketAliasRule,
  familySurnameRule,
  // Last: a word no other rule took.
  lowerCaseNotebookRule,
];

/** A family named by its surname after "famille" ("la famille VASSEUR", "Famille Lambert-Nguyen"), not a kind of family. */
function familySurnameRule(scan: NameScan): void {
  const { text, addRange } = scan;
  if (!/amille/.test(text)) return;
  // In a notebook's lower case, before a bracket, a comma or a colon ("famille demeter (adoption simple …)").
  for (const found of text.matchAll(/(?<![\p{L}])famille[ \u00a0]+(?![\p{L}]['’])(\p{Ll}[\p{Ll}\p{M}'’-]{3,25})(?=[ \u00a0]*[(,:;])/gu)) {
    const surname = found[1] ?? '';
    // Not an adjective the vocabulary lacks ("famille paternelle,", "famille élargie,").
    if (!nameOnlyWord(foldName(surname)) || LOWER_KIN.has(foldName(surname)) || /(?:elles?|[ée]es?|ies?|ales?|iques?|aires?|euses?|ives?|iennes?|aises?|oises?)$/u.test(surname)) continue;
    addRange(found.index + found[0].length - surname.length, found.index + found[0].length, 'relative');
  }
  for (const found of text.matchAll(/(?<![\p{L}])[fF]amille[ \u00a0]+(\p{Lu}{2,}(?:[-'’ ]\p{Lu}{2,})?(?![\p{L}])|\p{Lu}\p{Ll}[\p{Ll}\p{M}'’]+(?:-\p{Lu}\p{Ll}[\p{Ll}\p{M}'’]+)?(?![\p{L}]))/gu)) {
    const surname = found[1] ?? '';
    const keys = surname.split(/[-'’ ]/).map(foldName);
    if (keys.some((key) => ACRONYM.has(key) || NOT_NAME.has(key) || isPlaceName(key) || EPONYMS.has(key) || (isFrenchWord(key) && !/^\p{Lu}{2,}/u.test(surname)))) continue;
    const start = found.index + found[0].length - surname.length;
    addRange(start, start + surname.length, 'relative');
  }
}

/**
 * A nickname before the full name in brackets, as a group's minutes write who came ("« Tintin » (Thierry Lopez-Bachelard)",
 * "Tintin (Thierry …)" when the text quotes « Tintin » elsewhere). A surname in brackets after a given name ("Heimana
 * (Tauhiro)") is left: activities, places and services are written so too ("Marche Bastille (Pauline Vidal)").
 */
function bracketAliasRule(scan: NameScan): void {
  const { text, spans, addRange } = scan;
  for (const span of [...spans]) {
    const value = text.slice(span.start, span.end);
    const multiple = /[ \u00a0]/.test(value);
    // The full name in brackets: the nickname before it.
    if (multiple && text[span.start - 1] === '(') {
      const before = /(?:«[ \u00a0]*(\p{Lu}[\p{L}\p{M}'’-]{2,20})[ \u00a0]*»|(?<![\p{L}\p{N}'’-])(\p{Lu}[\p{Ll}\p{M}'’-]{2,20}))[ \u00a0]*\($/u.exec(text.slice(Math.max(0, span.start - 30), span.start));
      const nickname = before?.[1] ?? before?.[2];
      // Quoted, or quoted elsewhere in the text (« Tintin »): an activity's or a heading's word is written so too
      // ("Orthophonie (Julien Okafor)", "Visite (P. Mardi)").
      const quoted = nickname !== undefined && text.includes(`« ${nickname} »`);
      if (before && nickname && (before[1] !== undefined || quoted)) {
        const start = span.start - before[0].length + before[0].indexOf(nickname);
        addRange(start, start + nickname.length, span.role);
      }
    }
  }
}

/** A text message's greetings, before the name it addresses or before "c'est" and the writer's name. */
const GREETING = 'bjr|bonjour|bonsoir|slt|salut|coucou|cc';
const GREETED_BEFORE = new RegExp(`(?:^|[\\s:])(?:${GREETING}|jtm|bisous|merci)[ \\u00a0]*,?[ \\u00a0]+$`, 'iu');
const SIGNED_AFTER_GREETING = new RegExp(`(?:^|[\\s:])(?:${GREETING})(?![\\p{L}])[^\\n]{0,30}?[ \\u00a0,](?:c|c['’]est|moi c|moi c['’]est)[ \\u00a0]+$`, 'iu');

/**
 * A given name typed in lower case that a message addresses, also when it is a word: after a greeting ("bjr prudence c
 * capucine", "jtm jade"), or opening a message before "je", "tu" and their short forms ("noah: jade jsuis en bas").
 */
function vocativeRule(scan: NameScan): void {
  const { text, tokens, covered, add } = scan;
  tokens.forEach((token, i) => {
    if (token.cap || covered.has(i) || token.text.length < 3 || !isGivenName(token.text) || AMBIGUOUS_EVERYWHERE.has(token.key) || EPONYMS.has(token.key) || LOWER_KIN.has(token.key)) return;
    const lineBegin = text.lastIndexOf('\n', token.start - 1) + 1;
    const before = text.slice(lineBegin, token.start);
    const after = text.slice(token.end, token.end + 12);
    const greeted = GREETED_BEFORE.test(before) && /^(?:[ \u00a0]*(?:[,.!?…]|\n|$)|[ \u00a0]+(?:c|c['’]est|j['’]|je|jsuis|tu|t['’]|tkt|stp|svp|ça|ca)(?![\p{L}]))/u.test(after);
    const opening = /^(?:[ \t]*(?:\[[^\]\n]{1,40}\][ \t]*)?\p{Ll}[\p{Ll}\p{M}'’ -]{1,30}:[ \t]+)$/u.test(before) && /^[ \u00a0,]+(?:j['’]|je|jsuis|jte|jtm|tu|t['’]|tkt)(?![\p{L}])/u.test(after);
    // Or who writes, after a greeting ("bjr prudence c capucine jai perdu ma carte").
    const signed = SIGNED_AFTER_GREETING.test(before);
    if (greeted || opening || signed) add(i, i, 'patient');
  });
}

/** Words after "de" that say where or how someone is, not a family ("léa de retour", "hugo de garde"). */
const NOT_FAMILY_AFTER_PARTICLE = set('retour nouveau garde service passage sortie suite repos permanence bonne mauvaise mieux plus moins temps loin pres semaine jour nuit matin soir la le les l lui elle eux nous vous son sa ses leur leurs mon ma mes cette ce ces un une des');

/**
 * A surname with its particle, in a notebook typed in lower case, shared by two members of a family or more ("colombe de
 * vassal", "hubert de vassal", "c. de vassal"; "solenn le du", "m. le du"): each is a name, the particle and the surname
 * with it, even when the surname is also a word. Once alone it says nothing ("léa de retour").
 */
function lowerCaseFamilyRule(scan: NameScan): void {
  const { text, addRange, grow } = scan;
  const families = new Map<string, { start: number; end: number; head: string }[]>();
  for (const found of text.matchAll(/[ \u00a0](?:de|du|le|la|da|dos|das|van|von|di)[ \u00a0](?:la[ \u00a0])?(\p{Ll}[\p{Ll}\p{M}'’-]{1,20})(?![\p{L}\p{N}'’-])/gu)) {
    const surname = found[1] ?? '';
    if (NOT_FAMILY_AFTER_PARTICLE.has(foldName(surname)) || isPlaceName(foldName(surname))) continue;
    const head = /(?<![\p{L}\p{N}'’.-])(\p{Ll}[\p{Ll}\p{M}'’-]{2,20}|[a-z]\.)$/u.exec(text.slice(Math.max(0, found.index - 22), found.index))?.[1];
    if (!head || (head.length > 2 && !isGivenName(head))) continue;
    const family = found[0].slice(1);
    const members = families.get(family) ?? [];
    members.push({ start: found.index - head.length, end: found.index + found[0].length, head });
    families.set(family, members);
  }
  for (const members of families.values()) {
    if (new Set(members.map((member) => member.head)).size < 2) continue;
    for (const member of members) if (!grow(member.start, member.end)) addRange(member.start, member.end, 'patient');
  }
}

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). The surname's initial after a name found by any rule ("Solène B.", "Thomas L:" in a
 * group chat): a single capital letter, then a full stop, a comma, a colon, a bracket, a space or the end.
 */
function initialAfterNameRule(scan: NameScan): void {
  const { text, tokens, spans, covered, firstTokenFrom } = scan;
  for (const span of spans) {
    // Before a name written in lower case, its given names' initials in lower case, two consonants no French word has
    // ("le fils de jp lacoste").
    const before = tokens[firstTokenFrom(span.start) - 1];
    if (before && !covered.has(firstTokenFrom(span.start) - 1) && /^[bcdfghjklmnpqrstvwxz]{2}$/.test(before.text) && !/^(?:dr|pr|mr|ms|st|sr|bb|tt|pb|cr|ds|rv|rdv|nb|cf|ps|mm|ml|kg|cm|km|mn|hs|sp|lt)$/.test(before.text) && /^[ \u00a0]$/.test(text.slice(before.end, span.start)) && text.slice(span.start, span.end) === text.slice(span.start, span.end).toLowerCase() && !/[\p{L}\p{N}]/u.test(text[before.start - 1] ?? '')) {
      covered.add(firstTokenFrom(span.start) - 1);
      span.start = before.start;
    }
    const k = firstTokenFrom(span.end);
    const initial = tokens[k];
    // In lower case after a name written in lower case ("ophelie n.", with its full stop).
    // Or two joined by a hyphen ("Rayan L.-M.").
    // Or two in lower case after a name written in lower case ("agnieszka w.-l.").
    const lowerName = text.slice(span.start, span.end) === text.slice(span.start, span.end).toLowerCase();
    if (initial && !covered.has(k) && (/^\p{Lu}\.-\p{Lu}$/u.test(initial.text) || (lowerName && /^\p{Ll}\.-\p{Ll}$/u.test(initial.text))) && /^[ \u00a0]$/.test(text.slice(span.end, initial.start)) && text[initial.end] === '.') {
      covered.add(k);
      span.end = initial.end + 1;
      continue;
    }
    // Or a surname's initial after a title and a given name ("Mme Anne K."), before the line's end or a punctuation.
    if (initial && !covered.has(k) && /^\p{Lu}$/u.test(initial.text) && text[initial.end] === '.' && /^[ \u00a0]$/.test(text.slice(span.end, initial.start)) && /(?:^|[\s(])(?:Mme|M\.|Mlle|Dr|Madame|Monsieur)[ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 10), span.start)) && /^(?:[ \u00a0]*(?:[\n,;:)]|$)|[ \u00a0]+[—–-][ \u00a0])/u.test(text.slice(initial.end + 1, initial.end + 4)) && isGivenName(text.slice(span.start, span.end).split(/[ \u00a0]/)[0] ?? '')) {
      covered.add(k);
      span.end = initial.end + 1;
      continue;
    }
    // Or two capitals joined by a hyphen without full stops, closing an e-mail's display name ("Sandrine J-L" <…>).
    if (initial && !covered.has(k) && /^\p{Lu}-\p{Lu}$/u.test(initial.text) && /^[ \u00a0]$/.test(text.slice(span.end, initial.start)) && /^[ \u00a0]*["”][ \u00a0]*</u.test(text.slice(initial.end, initial.end + 4))) {
      covered.add(k);
      span.end = initial.end;
      continue;
    }
    // Two capitals joined by a hyphen, without full stops, before a chat's colon ("Maylis C-L: on fait une caisse…").
    if (initial && !covered.has(k) && /^\p{Lu}-\p{Lu}$/u.test(initial.text) && /^[ \u00a0]$/.test(text.slice(span.end, initial.start)) && /^[ \u00a0]?:/.test(text.slice(initial.end, initial.end + 2))) {
      covered.add(k);
      span.end = initial.end;
      continue;
    }
    // A sender's line in a message log, in lower case: one or two letters before its dash and the time ("vadim k — 03/02
    // 19:20 :", "chloé fl — 18/02").
    if (initial && !covered.has(k) && lowerName && /^\p{Ll}{1,2}$/u.test(initial.text) && /^[ \u00a0]$/.test(text.slice(span.end, initial.start)) && /^[ \u00a0]+[—–-][ \u00a0]+\d{1,2}[/:h]/u.test(text.slice(initial.end, initial.end + 8)) && (span.start === 0 || text[span.start - 1] === '\n')) {
      covered.add(k);
      span.end = initial.end;
      continue;
    }
    // Without its full stop too, before a bracket, a plus, a comma, a colon or the line's end ("appel a thomas g (astreinte
    // cadre)", "jeremy k, oceane, lucie t + 2 autres"): a consonant, not the verb "a" nor "y".
    const lowerInitial =
      initial !== undefined &&
      lowerName &&
      ((/^\p{Ll}$/u.test(initial.text) && text[initial.end] === '.') ||
        (/^[bcdfghjklmnpqrstvwxz]$/.test(initial.text) && /^[ \u00a0]*(?:[,;:(+)\n]|$)/u.test(text.slice(initial.end, initial.end + 3))) ||
        // Or before a word, for a letter that is no elided word typed without its apostrophe nor a texting "que" ("karim b
        // part la voir"; not "sandy l a vu", "jy m appelle", "eulogia dice q vas").
        (/^[bfghprvwxz]$/.test(initial.text) && /^[ \u00a0]+\p{Ll}{2}/u.test(text.slice(initial.end, initial.end + 4))));
    if (!initial || covered.has(k) || !(/^\p{Lu}$/u.test(initial.text) || lowerInitial) || !/^[ \u00a0]$/.test(text.slice(span.end, initial.start))) continue;
    // Also with the sentence's full stop after the initial's ("pour Marco R. et Luca C..").
    if (!/^(?:\.?(?=[\s,;:)]|$)|\.\.(?!\.))/u.test(text.slice(initial.end, initial.end + 3))) continue;
    // Not a title or a list letter before another name ("Léa M. Dupont" is a name of its own; "A : …" opens a field).
    if (/^\.?[ \u00a0]+\p{Lu}\p{Ll}/u.test(text.slice(initial.end, initial.end + 4)) && isNameWord(tokens[k + 1])) continue;
    covered.add(k);
    span.end = initial.end;
  }
}

/** A signature's line: "M.", one surname, and maybe the signer's role after a comma, without figures first. */
const SIGNATURE_M_LINE = /^(?:>[ \u00a0]?)*M\.[ \u00a0](?:(?:Le|La|De|Du|Da|Van|Di)[ \u00a0])?\p{Lu}[\p{L}\p{M}'’-]+(?:(?:,|[ \u00a0][—–])[ \u00a0]+(?![\d(])[^\n,]{2,60})?[ \u00a0]*$/u;

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). Two given names' initials before a surname ("B. E. Cárdenas", "A. M.
 * Ospina"): the rules take one initial, or read "M." as a title; the initials before it belong to the name.
 */
function initialsBeforeNameRule(scan: NameScan): void {
  const { text, spans } = scan;
  for (const span of spans) {
    // A signature's line, "M." and a surname alone, or with the signer's role after a comma ("M. Quéré", "M. Castagnet,
    // PsyEN EDA"): "M." is the given name's initial there, as no one signs "Monsieur".
    const line = (): string => text.slice(text.lastIndexOf('\n', span.start - 1) + 1, (text.indexOf('\n', span.end) + 1 || text.length + 1) - 1);
    if (/^M\.[ \u00a0]$/.test(text.slice(span.start - 3, span.start)) && SIGNATURE_M_LINE.test(line()) && !isGivenName(text.slice(span.start, span.end).split(/[\s-]/)[0] ?? '')) {
      span.start -= 3;
      continue;
    }
    // "M." after a woman's article and noun is her given name's initial, not "Monsieur" ("la bénévole M. Castaings").
    if (/^M\.[ \u00a0]$/.test(text.slice(span.start - 3, span.start)) && /(?<![\p{L}])(?:la|une|cette|sa)[ \u00a0]+\p{Ll}[\p{Ll}-]{2,}e[ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 40), span.start - 3))) {
      span.start -= 3;
      continue;
    }
    const before = text.slice(Math.max(0, span.start - 8), span.start);
    // Initials with a particle before the surname's ("T. F. da S." in a table's cell).
    const particleInitial = /^(?:\p{Lu}\.[ \u00a0-]?){1,3}$/u.test(text.slice(span.start, span.end)) ? /^[ \u00a0](?:da|de|du|dos|das|le|la|van|von|di|del)[ \u00a0]\p{Lu}\./u.exec(text.slice(span.end, span.end + 9)) : null;
    if (particleInitial) span.end += particleInitial[0].length;
    // A Vietnamese surname before the name found in lower case ("dr lê quang"), not the article "le".
    if (/(?<![\p{L}])lê[ \u00a0]$/u.test(before) && /^\p{Ll}/u.test(text.slice(span.start, span.start + 1))) {
      span.start -= 3;
      continue;
    }
    // A given name's initial in lower case before a surname found in lower case, as a notebook writes it ("réunion projet
    // v. ndiaye demain"); not "m.", which is "monsieur" there ("pour m. traoré").
    const lowerInitial = /(?<![\p{L}\p{N}.'’])([a-ln-z])\.[ \u00a0]$/u.exec(before);
    if (lowerInitial && /^\p{Ll}/u.test(text.slice(span.start, span.start + 1))) {
      span.start -= lowerInitial[0].length;
      continue;
    }
    // "M." before one initial reads first as a title ("M. J. Lemoine"), as the title rule does.
    const initials = /^\p{Lu}\.[ \u00a0]/u.test(text.slice(span.start, span.end)) ? /(?<![\p{L}\p{N}.])(?!M\.)\p{Lu}\.[ \u00a0]$/u.exec(before) : /(?<![\p{L}\p{N}.])\p{Lu}\.[ \u00a0]\p{Lu}\.[ \u00a0]$/u.exec(before);
    const afterTitleOrRank = (index: number) => /(?:Dr|Pr|Me|Mme|Mlle|Madame|Mademoiselle|[Cc]apitaine|[Cc]ommandant|[Ll]ieutenant|[Aa]djudant|[Bb]rigadier|[Ss]ergent|[Mm]ajor|[Cc]olonel)\.?[ \u00a0]+$/u.test(text.slice(Math.max(0, index - 14), index));
    if (initials && !afterTitleOrRank(span.start - 8 + initials.index)) {
      span.start -= initials[0].length;
      continue;
    }
    // One initial before a surname with a capital ("adressage à G. Le Floch"), or after a title or a rank ("Mme M.
    // Etcheverry", "Capitaine M. Le Gall"): "M." alone stays "Monsieur".
    // Two Dutch or German particles in lower case before a surname are the surname's ("la famille (van der Berg)").
    const dutch = /(?<![\p{L}])(?:van|von)[ \u00a0](?:der|den|de)[ \u00a0]$/u.exec(before);
    if (dutch && /^\p{Lu}/u.test(text.slice(span.start, span.start + 1))) {
      span.start -= dutch[0].length;
      continue;
    }
    // Or before a particle in lower case and the surname ("G. de Lestrange, conservateur"); "M. de …" stays "Monsieur".
    const particled = /^\p{Lu}\p{Ll}/u.test(text.slice(span.start, span.start + 2)) ? /(?<![\p{L}\p{N}.'’])(?!M\.)\p{Lu}\.[ \u00a0](?:de|du|des|da|dos|van|von|di|del)[ \u00a0]$/u.exec(before) : null;
    if (particled) {
      span.start -= particled[0].length;
      continue;
    }
    const initial = /(?<![\p{L}\p{N}.'’])(\p{Lu})\.[ \u00a0]$/u.exec(before);
    if (initial && /^\p{Lu}\p{Ll}/u.test(text.slice(span.start, span.start + 2)) && (initial[1] !== 'M' || afterTitleOrRank(span.start - 8 + initial.index))) span.start -= initial[0].length;
  }
}

/**
 * Capitals that spell the initials of a person named in the same message stand for that person: a night nurse defined in
 * brackets ("Nathalie Bourhis (NB)") who then signs the log's lines ("… tisane. NB"), a monitor signing his week ("— TLB"
 * after "Thierry Le Bihan"), "KB dit que …" after "k. benali", "Mme SA" after "SAÏD AHMED Anziza" (the initials of a
 * surname of two words). Capitals that are also an acronym or a note's abbreviation ("NB", "PS", "TS", "CM") count only
 * when brackets defined them or a title comes before them; "NB :" opening a line stays a note.
 */
function namedInitialsRule(scan: NameScan): void {
  const { text, spans, addRange } = scan;
  const people = new Map<string, { role: NameRole; defined: boolean }>();
  for (const span of spans) {
    const words = text.slice(span.start, span.end).split(/[\s.'’-]+/u).filter((word) => /^\p{L}/u.test(word));
    if (words.length < 2 || words.length > 4) continue;
    const initials = new Set([words.map((word) => word[0]).join('').toUpperCase()]);
    // Written without their accents too ("Éloïse Carré" signs "EC").
    for (const letters of [...initials]) initials.add(letters.normalize('NFD').replace(/\p{M}/gu, ''));
    const capitals = words.filter((word) => word.length > 1 && word === word.toUpperCase());
    if (capitals.length >= 2 && capitals.length < words.length) initials.add(capitals.map((word) => word[0]).join(''));
    const bracketed = /^[ \u00a0]*\((\p{Lu}{2,4})\)/u.exec(text.slice(span.end, span.end + 9))?.[1];
    for (const letters of initials) if (!people.get(letters)?.defined) people.set(letters, { role: span.role, defined: bracketed === letters });
  }
  // Each person's letters are looked for as written (a few searches), rather than every run of capitals in the text.
  const found: { index: number; letters: string; person: { role: NameRole; defined: boolean } }[] = [];
  for (const [letters, person] of people) {
    for (let at = text.indexOf(letters); at >= 0; at = text.indexOf(letters, at + 1)) {
      if (/[\p{L}\p{N}.'’-]/u.test(text[at - 1] ?? '') || !/^(?![\p{L}\p{N}]|[.'’-][\p{L}\p{N}])/u.test(text.slice(at + letters.length, at + letters.length + 2))) continue;
      found.push({ index: at, letters, person });
    }
  }
  for (const { index, letters, person } of found.sort((a, b) => a.index - b.index)) {
    const before = text.slice(Math.max(0, index - 24), index);
    const titled = /(?:^|[\s(])(?:M|Mme|Mlle|Madame|Monsieur|Dr)\.?[ \u00a0]+$/u.test(before);
    if (!person.defined && !titled && noteCapitals(letters)) continue;
    // Nor a role in brackets after another person's name ("Fatoumata Camara (AS)", where "AYDIN Selin" is also named).
    if (!person.defined && text[index + letters.length] === ')' && spans.some((span) => /^[ \u00a0]*\($/u.test(text.slice(span.end, index)))) continue;
    // Nor a unit after a figure ("une vitesse à -2 ET", "1,5 DS").
    if (/\d[ \u00a0]*$/.test(before)) continue;
    // Not a thing's letters after a common word or an article ("le micro HF", "les AS de l'aile B"), nor a word of a line in
    // capitals ("DÉPARTEMENT DE LA GIRONDE").
    const wordBefore = /(\p{L}+)[ \u00a0]+$/u.exec(before)?.[1];
    if (!titled && wordBefore && (/^\p{Lu}{2,}$/u.test(wordBefore) || (/^\p{Ll}+$/u.test(wordBefore) && !/^(?:de|à|a|avec|pour|par|et|ou|chez|vu|vue|voir|dit|selon|rappeler|appeler|appel|contact|signé|visa)$/u.test(wordBefore)))) continue;
    if (/^[ \u00a0]+\p{Lu}{2,}(?![\p{Ll}])/u.test(text.slice(index + letters.length, index + letters.length + 12))) continue;
    if (!person.defined && /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, index - 6), index)) && /^[ \u00a0]*:/.test(text.slice(index + letters.length, index + letters.length + 3))) continue;
    addRange(index, index + letters.length, person.role);
  }
}

/**
 * A professional's name in a notebook typed in lower case: an initial and a surname before the role in brackets ("supervision
 * avec f. nicolaï (psychiatre, rpps …)"); a surname after a title that the e-mail address beside it spells, even when it is
 * a word ("jm.barbier@udaf-exemple.fr (M. barbier)").
 */
function lowerCaseProfessionalRule(scan: NameScan): void {
  const { text, addRange } = scan;
  // Found from the role in brackets, then the initial and the surname read backwards from it.
  // Or a surname alone that no French text writes ("tchakaloff (psy)"); a surname may end on an initial ("n. fournier-b.").
  for (const role of text.matchAll(/\((?:psychiatre|p[ée]dopsychiatre|psychologue|neuropsychologue|psy|m[ée]decin|p[ée]diatre|neurologue|g[ée]n[ée]raliste|orthophoniste|ortho|ergoth[ée]rapeute|ergo|psychomotricien(?:ne)?|kin[ée]|di[ée]t|di[ée]t[ée]ticienne?|infirmi[eè]re?|ide|assistante?[ \u00a0]+sociale|[ée]ducat(?:eur|rice)|tut(?:eur|rice)|curat(?:eur|rice)|mandataire|juge|avocate?)(?![\p{L}])/gu)) {
    const name = /(?<![\p{L}\p{N}.'’])((?:[a-z]\.[ \u00a0])?\p{Ll}[\p{Ll}\p{M}'’-]{2,30}(?:-\p{Ll}\.)?)[ \u00a0]*$/u.exec(text.slice(Math.max(0, role.index - 40), role.index));
    const value = name?.[1];
    if (!name || !value) continue;
    if (!/^[a-z]\.[ \u00a0]/.test(value) && (value.length < 5 || /^\p{Ll}{1,2}['’]/u.test(value) || value.includes('-') || commonWordOrPlace(foldName(value)) || isGivenName(value) || NOT_UNKNOWN_WORD.has(foldName(value)))) continue;
    const start = role.index - name[0].length;
    addRange(start, start + value.length, 'professional');
  }
  if (!text.includes('@')) return;
  const spelled = new Set<string>();
  for (const address of text.matchAll(/(?<![\p{L}\p{N}._-])[\p{L}\p{N}._-]+(?=@[\p{L}\p{N}-]+\.)/gu)) for (const part of address[0].toLowerCase().split(/[._-]+/)) if (part.length >= 4) spelled.add(part);
  for (const found of text.matchAll(/\b(?:M\.|Mme|Mlle|Dr|Me|[mM]onsieur|[mM]adame)[ \u00a0]+(\p{Ll}[\p{Ll}\p{M}'’-]{3,30})(?![\p{L}])/gu)) {
    const surname = found[1] ?? '';
    if (spelled.has(surname)) addRange(found.index + found[0].length - surname.length, found.index + found[0].length, 'professional');
  }
}

/**
 * The armed forces' and the gendarmerie's ranks, abbreviated as their registers write them ("ADJ/C" for an adjudant-chef,
 * "LV" for a lieutenant de vaisseau of the Marseille marine firefighters) and in words.
 */
const RANK_ABBREVIATION = String.raw`(?:ADJ\/CH?|MDL\/CH?|LV|SDT|1CL|CAL|CPL|CCH|SGT|SCH|SAP|ADJ|ADC|MAJ|ASP|SLT|LTN|CNE|CDT|CBA|LCL|COL|GBR|GDI|GAL|GND|GAV|MDL|MDC|BRI|BCH|LGT|MJR|QM1|QM2|EV1|EV2|MP|MC)`;
const RANK_WORD = String.raw`(?:[gG]ardien de la paix|[cC]aporal(?:-chef)?|[sS]ergent(?:-chef)?|[aA]djudant(?:-chef)?|[aA]spirant|[sS]ous-lieutenant|[lL]ieutenant(?:-colonel)?|[cC]apitaine|[cC]ommandant|[cC]olonel|[gG][ée]n[ée]ral|[gG]endarme|[mM]ar[ée]chal des logis(?:-chef)?|[bB]rigadier(?:-chef)?|[lL][ée]gionnaire|[mM][ée]decin(?:-chef| principal| en chef)|[qQ]uartier-ma[iî]tre|[sS]econd-ma[iî]tre|[pP]remier-ma[iî]tre)`;
/** The same abbreviations in Title Case, with or without a full stop ("Adc Couderc", "Cpl Thomas Bru", "Sap. Élise Marcilhac"). */
const RANK_TITLE_CASE = String.raw`(?:Sdt|Cal|Cpl|Cch|Sgt|Sch|Sap|Adj|Adc|Asp|Slt|Ltn|Lt|Cne|Cdt|Lcl|Gnd|Mdl)\.?`;
const MILITARY_RANK = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(${RANK_ABBREVIATION}|${RANK_TITLE_CASE})|(sdt|1cl|cpl|cch|sgt|sch|adc|slt|ltn|lt|cne|cdt|lcl|gnd|mdl|mdc|lgt)|(${RANK_WORD}))(?:[ \u00a0]+\((?:ER|er|H|h|RC|rc)\))?[ \u00a0]+`,
  'gu',
);
const CAPITALISED_NAME = /^(?:(?:de|du|d['’]|Le|La|De|Du|Da|Van|Von|El|Ben|LE|LA|DE|DU|DA)[ \u00a0]?)?(?:N['’])?\p{Lu}[\p{L}\p{M}'’-]+(?:[ \u00a0]+\p{Lu}[\p{L}\p{M}'’-]+){0,2}/u;
const LOWER_NAME_AFTER_RANK = /^(?:(?:le|la|de|du|da|dos|van)[ \u00a0])?\p{Ll}[\p{Ll}\p{M}'’-]{2,30}(?:[ \u00a0]+\((?:\p{Ll}[\p{Ll}\p{M}'’-]+)(?:[ \u00a0]\p{Ll}[\p{Ll}\p{M}'’-]+)?\))?/u;

/**
 * A soldier's or a gendarme's rank before the surname is a title, abbreviated or in words ("CCH Benhamou (Karim)", "LTN de
 * Kerhoas", "le caporal Sébastien Riou", "MC Lestrade", "CNE (ER) Marchetti"), also in a notebook typed in lower case
 * before a word no French text writes ("1cl diabaté", "sch (er) le bihan (erwan)", "le capitaine le guen"). A given name
 * in brackets after the surname goes with it, also one that is a word ("1CL Ravelojaona (Fidèle)"). Not a street, a
 * barracks or a school named after an officer ("rue du Colonel Fabien", "quartier Général Frère").
 */
function militaryRankRule(scan: NameScan): void {
  const { text, addRange } = scan;
  for (const rank of text.matchAll(MILITARY_RANK)) {
    const at = rank.index + rank[0].length;
    if (rank[1] === undefined && rank[2] === undefined && /(?:rue|avenue|av\.|boulevard|bd|place|all[ée]e|quai|pont|caserne|quartier|camp|base|lyc[ée]e|coll[èe]ge|[ée]cole|stade|square|station|m[ée]tro|arr[êe]t|du|de la)[ \u00a0]+$/iu.test(text.slice(Math.max(0, rank.index - 14), rank.index))) continue;
    const after = text.slice(at, at + 70);
    // Or a rank's abbreviation in capitals before a surname typed in lower case ("le LV kerbrat" in a technician's log); not
    // "MC" or "MP", also a diploma's and an illness's ("MC sommellerie", "AT/MP cerfa"), nor a capitalised particle's surname.
    if (rank[2] !== undefined || (rank[3] !== undefined && /^\p{Ll}/u.test(rank[3]) && /^\p{Ll}/u.test(after)) || (rank[1] !== undefined && /^\p{Lu}{2}/u.test(rank[1]) && !/^(?:MC|MP)$/.test(rank[1]) && /^\p{Ll}/u.test(after) && !/^(?:de|du|d['’]|le|la|da|dos|van|von)[ \u00a0]*\p{Lu}/u.test(after))) {
      // In lower case: a word no French text writes, alone or after a particle.
      const lower = LOWER_NAME_AFTER_RANK.exec(after);
      if (!lower) continue;
      const surname = /^[^(]+/u.exec(lower[0])?.[0].trim() ?? '';
      const last = surname.split(/[ \u00a0]/).pop() ?? '';
      // After a rank in words, only a particle and its surname ("le capitaine le guen"; not "un sergent recruteur").
      // Or, after "le" or "la" and a rank in words, a surname of four letters or more no French text writes ("le maréchal des
      // logis-chef arrieta").
      const withoutParticle = rank[3] !== undefined && !/^(?:le|la|van|da|dos)[ \u00a0]/u.test(surname);
      if (withoutParticle && (!/(?:^|[\s'’])(?:le|la|du|au)[ \u00a0]+$/u.test(text.slice(Math.max(0, rank.index - 4), rank.index)) || /[ \u00a0]/.test(surname) || surname.length < 4 || isGivenName(surname) || NOT_UNKNOWN_WORD.has(foldName(surname)))) continue;
      if (/['’]/.test(surname) || commonWordOrPlace(foldName(last)) || NOTE_ABBREVIATIONS.has(foldName(last))) continue;
      addRange(at, at + surname.length, 'patient');
      const bracket = /\(([^()]+)\)$/u.exec(lower[0]);
      // The brackets after it hold a given name only after a surname with its particle or an abbreviated rank ("sch (er) le
      // bihan (erwan)"), not after a rank in words ("le capitaine lemire (commissariat)").
      if (bracket?.[1] && !withoutParticle) addRange(at + lower[0].length - 1 - bracket[1].length, at + lower[0].length - 1, 'patient');
      continue;
    }
    const role = /^(?:MP|MC|m[ée]decin)/iu.test(rank[0]) ? 'professional' : 'patient';
    // An initial before a surname that is a word ("Adc S. Maréchal"); the other rules read an initial before a surname no
    // word is.
    const initial = rank[3] === undefined ? /^\p{Lu}\.(?:-\p{Lu}\.)?[ \u00a0]+(\p{Lu}\p{Ll}[\p{L}\p{M}'’-]+)(?![\p{L}\p{M}'’-])/u.exec(after) : null;
    if (initial?.[1] !== undefined) {
      const key = foldName(initial[1]);
      if (isFrenchWord(key) && !EPONYMS.has(key) && !isPlaceName(key) && !ACRONYM.has(key) && !NOT_NAME.has(key)) addRange(at, at + initial[0].length, role);
      continue;
    }
    const name = CAPITALISED_NAME.exec(after);
    if (!name) continue;
    // The words after the surname that are no names end it ("ADC Poirier (co-animateur)", "CNE Moreau-Santoni, commandant").
    const words = name[0].split(/[ \u00a0]+/);
    const particle = (word: string | undefined): boolean => /^(?:de|du|d['’]|le|la|da|van|von|el|ben)$/iu.test(word ?? '');
    // Not an acronym after the rank ("brigadier-chef PM"); a particle in capitals opens a surname ("Adj. LE GUENNEC").
    if (/^\p{Lu}{2,3}$/u.test(words[0] ?? '') && !(particle(words[0]) && words.length > 1)) continue;
    let kept = 0;
    for (const [k, word] of words.entries()) {
      const key = foldName(word);
      // A surname after a given name or a particle may be a word ("capitaine Delphine Roche", "commandant Briac Le Roux").
      if (k > 0 && !particle(words[k - 1]) && !isGivenName(words[k - 1] ?? '') && !particle(word) && (isFrenchWord(key) || NOT_NAME.has(key) || ACRONYM.has(key)) && !isGivenName(word)) break;
      kept = k + 1;
    }
    while (kept > 1 && particle(words[kept - 1])) kept--;
    const value = words.slice(0, kept).join(' ');
    const last = foldName(words[kept - 1] ?? '');
    // A famous name after a rank in words is the famous person ("le général de Gaulle"); after a rank's abbreviation, as a
    // unit writes its own people, it is a colleague ("Le GND Ravel a pratiqué le massage").
    // A word alone after a rank's abbreviation in Title Case is a surname all the same ("l'Adc Maréchal"): no French text
    // writes a word with a capital there.
    const titleCaseRank = rank[1] !== undefined && /^\p{Lu}\p{Ll}/u.test(rank[1]) && !NOT_NAME.has(last) && !HEADING.has(last);
    if (kept === 0 || (EPONYMS.has(last) && rank[1] === undefined) || isPlaceName(last) || ACRONYM.has(last) || (kept === 1 && (isFrenchWord(last) || NOT_NAME.has(last)) && !isGivenName(value) && !titleCaseRank)) continue;
    addRange(at, at + value.length, role);
    const bracket = /^[ \u00a0]*\((\p{Lu}[\p{Ll}\p{M}'’-]+(?:-\p{Lu}[\p{Ll}\p{M}'’-]+)?)\)/u.exec(text.slice(at + value.length, at + value.length + 30));
    if (bracket?.[1]) {
      const start = at + value.length + bracket[0].indexOf(bracket[1]);
      addRange(start, start + bracket[1].length, role);
    }
  }
}

/** Two initials written as a pair, not starting with "M." ("P. B.", "G. F."): a document that names people so. */
const INITIALS_PAIR_ANYWHERE = /(?<![\p{L}.])(?!M\.)\p{Lu}\.[ \u00a0]\p{Lu}\.(?![\p{L}])/gu;

/** A surname in capitals, a comma and a given name, as a register lists people ("LACOMBE, Germaine", "BEN AMOR, Sami"). */
const SURNAME_COMMA_GIVEN = /(?<![\p{L}\p{N}])(\p{Lu}{2,}(?:[ '’-]\p{Lu}{2,}){0,2}),[ \u00a0](?=\p{Lu}\p{Ll})/gu;

/**
 * Rule 6b (docs/privacy/pii-guard.md, "Names"). The surname in capitals before a comma and a given name found by any rule
 * ("LACOMBE, Germaine") joins it: one person, surname first.
 */
function surnameCommaGivenRule(scan: NameScan): void {
  const { text, tokens, spans, covered, firstTokenFrom } = scan;
  for (const found of text.matchAll(SURNAME_COMMA_GIVEN)) {
    const surname = found[1] ?? '';
    const given = spans.find((span) => span.start === found.index + found[0].length);
    const from = firstTokenFrom(found.index);
    const to = firstTokenFrom(found.index + surname.length) - 1;
    if (!given || !isGivenName(text.slice(given.start, given.end).split(/[\s-]/)[0] ?? '')) continue;
    const words = tokens.slice(from, to + 1);
    if (words.length === 0 || words.some((word) => ACRONYM.has(word.key) || NOTE_ABBREVIATIONS.has(word.key) || HEADING.has(word.key) || EPONYMS.has(word.key))) continue;
    // The surname may have been found on its own already ("Patient: CASTELLANE, Léonie"): the two spans become one.
    const alone = spans.findIndex((span) => span.start === found.index && span.end === found.index + surname.length);
    if (alone < 0 && words.some((_word, k) => covered.has(from + k))) continue;
    if (alone >= 0) spans.splice(alone, 1);
    for (let k = from; k <= to; k++) covered.add(k);
    given.start = found.index;
  }
}

/**
 * Rule 4 (docs/privacy/pii-guard.md, "Names"). A name and the birth or married name written after it are one person
 * ("Oksana Etcheverry née Hrytsenko", "Mme Odile Vuillemin, née Cuenot", "Sylvie Morel épouse Baranger"): the two spans
 * become one, with the word between them.
 */
function joinBirthNames(text: string, spans: NameSpan[]): NameSpan[] {
  const sorted = spans.sort((a, b) => a.start - b.start);
  const joined: NameSpan[] = [];
  for (const span of sorted) {
    const previous = joined[joined.length - 1];
    // Also a nickname in quotation marks between a given name and a surname ("Kévin « Kéké » Jaouen").
    const between = previous ? text.slice(previous.end, span.start) : '';
    // Or the nickname found as a name of its own ("Kevin « Kiki » Drouet"): the three are one.
    const nicknameOpens = /^[ \u00a0]*[«"“][ \u00a0]*$/u.test(between) && /^[ \u00a0]*[»"”][ \u00a0]*\p{Lu}/u.test(text.slice(span.end, span.end + 4));
    const nicknameCloses = previous !== undefined && /^[ \u00a0]*[»"”][ \u00a0]*$/u.test(between) && /[«"“]/u.test(text.slice(previous.start, previous.end));
    if (previous && (nicknameOpens || nicknameCloses || /^(?:,?[ \u00a0]+(?:n[ée]e?|[ée]pouse|[ée]p\.|veuve|vve)[ \u00a0]+|[ \u00a0]*[«"“][ \u00a0]*\p{Lu}[\p{L}\p{M}'’-]{1,20}[ \u00a0]*[»"”][ \u00a0]*)$/iu.test(between))) previous.end = span.end;
    else joined.push(span);
  }
  return joined;
}

/** The lines written in Title Case with a capitalised word of grammar among three words or more: [start, end) of each. */
function titleCaseHeadings(text: string): [number, number][] {
  const found: [number, number][] = [];
  for (const line of text.matchAll(/^[^\n]+$/gmu)) {
    const words = line[0].trim().split(/\s+/);
    // A bracket opening on a lower-case word ("(née Le Guillou)") is a sentence's, not a heading's.
    if (words.length < 3 || words.length > 10 || !words.every((word) => /^(?:\p{Lu}|[\d«"-]|\((?!\p{Ll}))/u.test(word))) continue;
    // A letter's greeting ("Madame Le Floch,") or a person's line is no heading.
    if (/[,;]$/.test(line[0].trim()) || words.some((word) => TITLE.test(word.replace(/[.,:]+$/, '')))) continue;
    if (!words.some((word) => /^(?:De|Du|Des|Et|La|Le|Les|En|Au|Aux|Pour|Sur|D['’]\p{L}+|L['’]\p{L}+)$/u.test(word))) continue;
    // An initial, a particle and a surname no French text writes sign a letter ("G. Le Moing"): a person's line.
    if (words.length === 3 && /^\p{Lu}\.(?:-\p{Lu}\.)?$/u.test(words[0] ?? '') && /^(?:Le|La|De|Du|Da|Di|Van|Von)$/u.test(words[1] ?? '') && !isFrenchWord(foldName(words[2] ?? ''))) continue;
    found.push([line.index, line.index + line[0].length]);
  }
  return found;
}

const ENGLISH_MONTHS_SHORT = set('jan feb mar apr may jun jul aug sep sept oct nov dec');
const ENGLISH_MONTHS = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;
/** "… sont les noms des trois canots", "… sont les noms des salles": the list before it names things, not people. */
const NAMES_OF_THINGS = /[ \u00a0]+(?:sont|[ée]taient|seront)[ \u00a0]+les[ \u00a0]+(?:noms[ \u00a0]+d(?:es|e[ \u00a0]+(?:nos|ses|leurs|vos))|deux|trois|quatre|cinq|six)[ \u00a0]+(?:\p{Ll}+[ \u00a0]+)?(?:salles|canots|bateaux|navires|voiliers|chevaux|juments|chiens|chats|vaches|pavillons|b[âa]timents|unit[ée]s|ateliers|chambres|maisons|rues|classes|[ée]quipes|groupes|chalets|g[îi]tes|avions|trains|wagons|cabines|boxes)\b/giu;
function namesOfThings(text: string): [number, number][] {
  if (!/\bnoms\b|\bles (?:deux|trois|quatre|cinq|six) /.test(text)) return [];
  return [...text.matchAll(NAMES_OF_THINGS)].map((match): [number, number] => {
    const before = text.slice(0, match.index);
    const start = Math.max(before.lastIndexOf('\n'), before.search(/[.!?][^.!?]*$/)) + 1;
    return [start, match.index];
  });
}

/**
 * The places a text names in passing, so that their short forms are no person's: the second part of a branch's or a
 * site's double name after a town ("agence Saumur-Bilange" → "Bilange", anywhere), the first part of a town's double
 * name after its postcode ("83860 Castelnau-les-Restanques" → "Castelnau", anywhere), and a street's or a locality's
 * word after its article ("montée du Castellas" → "Castellas", only after an article again: "la crête du Castellas").
 */
const BRANCH_DOUBLE_NAME = /(?<![\p{L}])(?:agence|site|antenne|secteur|succursale|bureau|centre|quartier)[ \u00a0]+(\p{Lu}[\p{Ll}\p{M}'’]+)-(\p{Lu}[\p{Ll}\p{M}'’]{3,})(?![\p{L}-])/gu;
const TOWN_DOUBLE_NAME = /(?<![\d])\d{5}[ \u00a0]+(\p{Lu}[\p{Ll}\p{M}'’]{4,})-(?:les|lès|le|la|sur|sous|en|de|du|des|d['’])[- ]/gu;
const LOCALITY_AFTER_ARTICLE = /(?<![\p{L}])(?:rue|chemin|mont[ée]e|route|avenue|impasse|all[ée]e|place|quartier|lieu-dit|hameau|cr[êe]te|col|plateau|vallon|colline|for[êe]t|massif)[ \u00a0]+(?:du|des|de[ \u00a0]+la|de[ \u00a0]+l['’])[ \u00a0]*(\p{Lu}[\p{Ll}\p{M}'’]{3,})(?![\p{L}-])/gu;
function placeWords(text: string): { anywhere: Set<string>; afterArticle: Set<string> } {
  const anywhere = new Set<string>();
  const afterArticle = new Set<string>();
  const take = (word: string, into: Set<string>) => {
    if (!isGivenName(word) && !/^(?:Saint|Sainte)$/u.test(word)) into.add(foldName(word));
  };
  for (const found of text.matchAll(BRANCH_DOUBLE_NAME)) if (isPlaceName(foldName(found[1] ?? ''))) take(found[2] ?? '', anywhere);
  for (const found of text.matchAll(TOWN_DOUBLE_NAME)) take(found[1] ?? '', anywhere);
  for (const found of text.matchAll(LOCALITY_AFTER_ARTICLE)) take(found[1] ?? '', afterArticle);
  return { anywhere, afterArticle };
}
/** A disaster named after its place ("l'incendie de Castelnau", "la crue de Vaison"). */
/** The radio alphabet's words, as pilots name an aircraft by its registration's last letters. */
const RADIO_ALPHABET = set('alpha bravo charlie delta echo foxtrot fox-trot golf hotel india juliett juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey whisky x-ray yankee zulu');
/** "Inna lillahi wa inna ilayhi raji'un", said at a death. */
const MOURNING_FORMULA = /inna[ \u00a0]+lill?[aā]hi[ \u00a0]+wa[ \u00a0]+inna[ \u00a0]+(?:ilayhi|ilaihi)/iu;
const DISASTER_OF_PLACE = /(?<![\p{L}])(?:incendie|inondation|crue|s[ée]isme|attentat|explosion|temp[êe]te|glissement[ \u00a0]+de[ \u00a0]+terrain)s?[ \u00a0]+(?:de|d['’])[ \u00a0]*$/iu;
const ARTICLE_BEFORE = /(?<![\p{L}])(?:du|des|de[ \u00a0]+la|de[ \u00a0]+l['’]|au|aux|le|la)[ \u00a0]*$/u;

/**
 * The words of a bank's, an insurer's, a security firm's or a cooperative's name the text declares ("Crédit Ligérien",
 * "Axiome Assurances", "OVALIE ASSURANCES", "Ardelis IARD", "MNH Prévoyance", "Banque Rhodanienne", "Les Vignerons du Caroux"): folded,
 * so that the name is no person's wherever it comes back ("Axiome a répondu", "CSE Crédit Ligérien"). With the words
 * that name such bodies' parts ("CSE", "Crédit", "Assurances").
 */
const FIRM_NAMED = /(?<![\p{L}])(?:(?:Cr[ée]dit|Banque|Banca|Mutuelle|Caisse)[ \u00a0]+(\p{Lu}[\p{Ll}\p{M}'’-]+)|(\p{Lu}[\p{Ll}\p{M}'’-]+|\p{Lu}{2,})[ \u00a0]+(?:Assurances?|Mutuelle|S[ée]curit[ée]|Gardiennage|Pr[ée]voyance|Banque|Bank|Protection|[ÉE]nergies?|Courtage|ASSURANCES?|MUTUELLE|PR[ÉE]VOYANCE|IARD)(?:[ \u00a0]+(\p{Lu}[\p{Ll}\p{M}'’-]{3,}))?|(?:Vignerons|Cellier|Coop[ée]rative)[ \u00a0]+(?:du|des|de[ \u00a0]+la|de|d['’])[ \u00a0]*(\p{Lu}[\p{Ll}\p{M}'’-]+))(?![\p{L}])/gu;
const FIRM_PART_WORDS = new Set(['banca', 'courtage', 'energie', 'energies', 'cse', 'credit', 'banque', 'mutuelle', 'caisse', 'assurance', 'assurances', 'securite', 'gardiennage', 'prevoyance', 'bank', 'protection', 'vignerons', 'cellier', 'cooperative', 'sca']);
function firmWords(text: string): Set<string> {
  const words = new Set<string>();
  // A sports club or league named after its towns ("Entente Rugby Pouillon-Mimbaste", "ENTENTE RUGBY POUILLON MIMBASTE",
  // "LIGUE NA RUGBY").
  if (/entente|union|stade|racing|ligue/iu.test(text)) {
    for (const found of text.matchAll(CLUB_NAMED)) {
      const name = found[1] ?? found[2] ?? '';
      if (name.split(/[ \u00a0-]+/).some((word) => isGivenName(word) && !isPlaceName(foldName(word)))) continue;
      for (const word of found[0].split(/[ \u00a0-]+/)) words.add(foldName(word));
      words.add(foldName(name));
    }
  }
  if (!/Cr[ée]dit|Banque|Banca|Courtage|Mutuelle|Caisse|Assurance|IARD|S[ée]curit[ée]|Gardiennage|Pr[ée]voyance|Bank|Protection|Vignerons|Cellier|Coop[ée]rative|ASSURANCE|MUTUELLE|PR[ÉE]VOYANCE|[ÉE]nergie/u.test(text)) return words;
  for (const found of text.matchAll(FIRM_NAMED)) {
    const word = found[1] ?? found[2] ?? found[4] ?? '';
    // A given name or a title next to the firm's word is a person's, not the firm's ("Mutuelle Sophie …", "M. Sécurité").
    if (isGivenName(word) || TITLE.test(word)) continue;
    words.add(foldName(word));
    // The word after the firm's word, its branch ("Alliance Prévoyance Métallurgie").
    const branch = found[3] ?? '';
    if (branch !== '' && !isGivenName(branch)) words.add(foldName(branch));
  }
  if (words.size > 0) for (const part of FIRM_PART_WORDS) words.add(part);
  return words;
}
const CLUB_NAMED = /(?<![\p{L}])(?:(?:Entente|Union|Stade|Racing|ENTENTE|UNION|STADE|RACING)[ \u00a0]+(?:Rugby|Sportive|Football|Athl[ée]tique|Handball|Basket|RUGBY|SPORTIVE|FOOTBALL|ATHLETIQUE)[ \u00a0]+(\p{Lu}[\p{L}\p{M}'’]+(?:[ \u00a0-]\p{Lu}[\p{L}\p{M}'’]+)?)|(?:Ligue|LIGUE)[ \u00a0]+(\p{Lu}{2,4})[ \u00a0]+(?:Rugby|Football|Handball|Basket|RUGBY|FOOTBALL|HANDBALL|BASKET))(?![\p{L}])/gu;

/**
 * The words of a vessel's name the text declares ("navire Men Glaz", "Navire : MEN GLAZ", "le chalutier « Ker Vras »",
 * "naufrage du Men Glaz"): folded, so that the name is no person's wherever it comes back ("rescapé du Men Glaz").
 */
function vesselWords(text: string): Set<string> {
  const words = new Set<string>();
  if (!/navire|chalutier|bateau|caseyeur|fileyeur|ligneur|naufrage/iu.test(text)) return words;
  for (const found of text.matchAll(/(?<![\p{L}])(?:[nN]avire|NAVIRE|[cC]halutier|[bB]ateau|[cC]aseyeur|[fF]ileyeur|[lL]igneur|[nN]aufrage(?:[ \u00a0]+du)?)[ \u00a0]*:?[ \u00a0]+(?:(?:le|la)[ \u00a0]+)?(?:«[ \u00a0]*)?(\p{Lu}[\p{L}'’-]+(?:[ \u00a0]\p{Lu}[\p{L}'’-]+){0,2})/gu)) {
    const name = (found[1] ?? '').split(/[ \u00a0]/);
    if (name.some((word) => isGivenName(word) && !givenNameIsAlsoWord(foldName(word)))) continue;
    for (const word of name) words.add(foldName(word));
  }
  return words;
}

/** An animal's kind after its name or before it ("Uranie (golden, F)", "chienne guide, Tosca", "Chien : ULYSSE"). */
// Without the "i" flag: with it, \p{Lu} would take lower-case letters too. Not "chat", which is also a chat room.
const ANIMAL_KIND = String.raw`(?:[lL]abrador|[gG]olden|retriever|berger|crois[ée]e?|caniche|chiot|chien(?:ne)?|jument|cheval|poney|[ée]pagneul|beagle|border)`;
const NAME_BEFORE_ANIMAL = new RegExp(String.raw`(?<![\p{L}])(\p{Lu}[\p{L}'’-]+)[ \u00a0]*\([ \u00a0]*${ANIMAL_KIND}(?![\p{L}])`, 'gu');
/** A name and, after a comma, the animal it names ("Pistache, son poney de club", "Elvis du Chesnay, hongre Selle Français"). */
const NAME_THEN_ANIMAL = /(?<![\p{L}])(\p{Lu}[\p{Ll}'’-]+)(?:[ \u00a0]+(?:du|de|des)[ \u00a0]+(\p{Lu}[\p{Ll}'’-]+))?,[ \u00a0]+(?:(?:son|sa|leur|mon|ma|notre|votre|le|la)[ \u00a0]+)?(?:poney|ponette|cheval|jument|hongre|[ée]talon|chien(?:ne)?|chat(?:te)?|chiot)(?![\p{L}])/gu;
const ANIMAL_BEFORE_NAME = /(?<![\p{L}])(?:[cC]hien(?:ne)?|CHIEN(?:NE)?|[jJ]ument|[pP]oney|[pP]onette|[cC]heval|[hH]ongre|[éÉ]talon|[pP]ouliche|[ÉéEe]quid[ée])(?:[ \u00a0]+(?:guide|d['’][ée]valuation|d['’]assistance|de[ \u00a0]+m[ée]diation|actuel(?:le)?))?[ \u00a0]*[:,]?[ \u00a0]+(?:«[ \u00a0]*)?(\p{Lu}[\p{L}'’-]+)(?:(?![ \u00a0]+\p{Lu})|[ \u00a0]+(?:du|de|des|DU|DE|DES)[ \u00a0]+(\p{Lu}[\p{L}'’-]+))/gu;
/**
 * A horse or a pony ridden, fallen from or groomed in its box, where the text speaks of horses ("monte en autonomie sur
 * Ulysse", "tombe de Tornade", "au box de Gribouille").
 */
const RIDDEN_ANIMAL = /(?<![\p{L}])(?:(?:mont(?:e|é|ée|ait|er|ant)|tomb(?:e|é|ée|ait|er|ant)|chut(?:e|é|ée)|remont(?:e|é|ée|er))[ \u00a0]+(?:en[ \u00a0]+autonomie[ \u00a0]+)?(?:sur|de|avec)|box[ \u00a0]+(?:de|d['’]))[ \u00a0]*(\p{Lu}[\p{Ll}'’-]+)(?![ \u00a0]+\p{Lu})/gu;
/** A table's header over the animals a row's person rides. */
const MOUNT_COLUMN = /^(?:poneys?|chevaux|cheval|montures?|[ée]quid[ée]s?|juments?|ponettes?)$/iu;
/** An animal named in apposition after whose it is ("Le cheval de la voisine, Prince, a traversé"). */
const ANIMAL_OF_SOMEONE = /(?<![\p{L}])(?:[cC]hien(?:ne)?|[jJ]ument|[pP]oney|[cC]heval|[hH]ongre|[éÉ]talon|[pP]ouliche)[ \u00a0]+d(?:e|u)[ \u00a0]+(?:la[ \u00a0]+|l['’][ \u00a0]*)?\p{Ll}[\p{L}'’-]+[ \u00a0]*,[ \u00a0]*(\p{Lu}[\p{L}'’-]+)[ \u00a0]*,/gu;
/** Animals a group gave names to ("Les poules de l'atelier ont été baptisées Cocotte et Paprika"): one name or two. */
const BAPTISED_ANIMALS = /(?<![\p{L}])(?:poules?|lapins?|ch[èe]vres?|moutons?|brebis|[âa]nes?|chats?|chatons?|chiens?|chiots?|poissons?|cochons?|canards?|oies?)(?![\p{L}])[^.\n]{0,50}?baptis[ée]e?s?[ \u00a0]+(?:«[ \u00a0]*)?(\p{Lu}[\p{L}'’-]+)(?:[ \u00a0]*»)?(?:[ \u00a0]+et[ \u00a0]+(?:«[ \u00a0]*)?(\p{Lu}[\p{L}'’-]+))?/gu;
const NAMED_ANIMAL = new RegExp(String.raw`${ANIMAL_KIND}(?![\p{L}])[^.\n]{0,30}?nomm[ée]e?[ \u00a0]+(?:«[ \u00a0]*)?(\p{Lu}[\p{L}'’-]+)`, 'gu');

/**
 * The names the text gives its animals ("Uranie (golden, F)", "chienne guide, Tosca", "labrador noir nommé « Tosca »"):
 * every mention of them is no person's, as a vessel's name is not. Titles and given names followed by a surname are not
 * taken.
 */
function animalWords(text: string): Set<string> {
  const words = new Set<string>();
  if (!/(?<![\p{L}])(?:labrador|golden|retriever|berger|chien(?:ne)?|jument|cheval|chevaux|poney|ponette|hongre|[ée]talon|pouliche|[ée]quid[ée]s?|montures?|baptis[ée]e?s?|[ée]curies?|oxer|man[èe]ge|[ée]questre|[ée]quitation|cavali(?:er|[èe]re)s?)(?![\p{L}])/iu.test(text)) return words;
  for (const pattern of [NAME_BEFORE_ANIMAL, NAME_THEN_ANIMAL, ANIMAL_BEFORE_NAME, ANIMAL_OF_SOMEONE, NAMED_ANIMAL, RIDDEN_ANIMAL, BAPTISED_ANIMALS]) {
    for (const found of text.matchAll(pattern)) {
      for (const name of [found[1], found[2]]) if (name !== undefined && !TITLE.test(name)) words.add(foldName(name));
    }
  }
  // A table's column of mounts ("Patient⇥DDN⇥Créneau⇥Poney⇥Intervenant"): its cells name animals ("Tornade → Pacha").
  let column = -1;
  let separator = '';
  for (const line of text.split('\n')) {
    const cut = line.includes('\t') ? '\t' : line.includes(';') ? ';' : '';
    if (!cut) {
      column = -1;
      continue;
    }
    const cells = line.split(cut);
    const header = cells.findIndex((cell) => MOUNT_COLUMN.test(cell.trim()));
    if (header >= 0) {
      column = header;
      separator = cut;
    } else if (column >= 0 && cut === separator) for (const word of (cells[column] ?? '').matchAll(/\p{Lu}[\p{Ll}'’-]+/gu)) words.add(foldName(word[0]));
  }
  return words;
}

/** A trade's word with a capital before a founder's surname that names a firm ("Fonderies Mercier", "Maison Vidal"). */
const TRADE = String.raw`(?:Ma[çc]onnerie|Pompes[ \u00a0]+fun[èe]bres(?:[ \u00a0]+\p{Ll}+)?|POMPES[ \u00a0]+FUN[ÈE]BRES|Fonderies?|Maroquinerie|Boulangerie|P[âa]tisserie|Garage|Transports|Autocars|Ambulances|Taxis|Pharmacie|Menuiserie|Boucherie|Charcuterie|[ÉE]tablissements|Ets\.?|Maison|Laboratoires?|Imprimerie|Brasserie|Manufacture|Serrurerie|Plomberie|[ÉE]lectricit[ée])`;
const TRADE_BEFORE = new RegExp(String.raw`(?<![\p{L}])${TRADE}[ \u00a0]+$`, 'u');
const TRADE_FIRST = new RegExp(String.raw`^${TRADE}[ \u00a0]`, 'u');
/** The same in capitals, as a bank's line prints a payee ("VIR SEPA SERRURERIE DU MONT OLYMPE"). */
const TRADE_FIRST_CAPS = new RegExp(String.raw`^${TRADE}[ \u00a0]`, 'iu');

/**
 * A surname in capitals found by another rule, then a capitalised word and a date in brackets, as a list of victims
 * writes them ("TAVARES SEMEDO Nilton (14/03/2004), ROIG-FERRER Pau (09/06/2005)"): the word is the given name, though
 * the lexicon lacks it or holds it as a town ("Pau"); the span grows over it.
 */
function givenBeforeBirthDateRule(scan: NameScan): void {
  const { text, spans } = scan;
  if (!/\p{Lu}{2}[ \u00a0]+\p{Lu}\p{Ll}+[ \u00a0]*\(\d/u.test(text)) return;
  for (const span of [...spans]) {
    const value = text.slice(span.start, span.end);
    if (value !== value.toUpperCase() || !/\p{Lu}{2}/u.test(value)) continue;
    const given = /^[ \u00a0]+(\p{Lu}\p{Ll}[\p{Ll}\p{M}'’-]*)(?=[ \u00a0]*\((?:0?[1-9]|[12]\d|3[01])[/.](?:0?[1-9]|1[0-2])[/.](?:19|20)\d{2}\))/u.exec(text.slice(span.end, span.end + 40));
    const word = given?.[1];
    if (!given || word === undefined || ACRONYM.has(foldName(word)) || HEADING.has(foldName(word)) || spans.some((other) => other !== span && other.start < span.end + given[0].length && other.end > span.end)) continue;
    scan.grow(span.start, span.end + given[0].length);
  }
}

export function detectNames(text: string, known: KnownName[] = []): NameSpan[] {
  const scan = createScan(text);
  for (const rule of NAME_RULES) rule(scan);
  mailDisplayNameRule(scan);
  englishKinRule(scan);
  surnameCommaGivenRule(scan);
  givenBeforeBirthDateRule(scan);
  repetitionRule(scan, known);
  shortSurnameRule(scan);
  initialAfterNameRule(scan);
  initialsBeforeNameRule(scan);
  namedInitialsRule(scan);
  givenBeforeFoundSurnameRule(scan);
  vietnameseSurnameRule(scan);
  religiousTitleRule(scan);
  surnameInBracketsRule(scan);
  signedInitialsRule(scan);
  practiceDoubleSurnameRule(scan);
  signingInitialsRule(scan);
  initialAndSurnameRule(scan);
  // Whichever rule took them, two kinds of span are no names: the words of a heading written in Title Case, its words of
  // grammar capitalised too ("Compte Rendu De Synthèse Pluridisciplinaire"), unless the lexicon holds them; and a word
  // behind an elided article that opens a sentence ("L'épilepsie est stabilisée").
  const headingLines = titleCaseHeadings(text);
  const thingsNamed = namesOfThings(text);
  // The names of vessels and animals the text declares.
  const notPeople = vesselWords(text);
  for (const word of animalWords(text)) notPeople.add(word);
  for (const word of firmWords(text)) notPeople.add(word);
  const places = placeWords(text);
  const spans = scan.spans.filter((span) => {
    if (thingsNamed.some(([start, end]) => span.start >= start && span.end <= end)) return false;
    const value = text.slice(span.start, span.end);
    // The span's words, split once for the filters that read them.
    const words = value.split(/[ \u00a0]+/);
    const first = words[0] ?? '';
    if (notPeople.size > 0 && words.every((word) => notPeople.has(foldName(word)) || (PARTICLES.has(foldName(word)) && notPeople.has(foldName(first))))) return false;
    // An insurer's name always ends so ("Ardelis IARD", "AXA France IARD").
    if (words.length >= 2 && words[words.length - 1] === 'IARD') return false;
    // A firm in capitals before its legal form, its trade's word possibly between ("GRAPPE D'OR SERVICES SARL").
    if (/^\p{Lu}{2}/u.test(first) && /^[ \u00a0]+(?:\p{Lu}{2,}[ \u00a0]+)?(?:SARL|SAS|SASU|EURL|SCEA|EARL|GAEC|SNC)(?![\p{L}])/u.test(text.slice(span.end, span.end + 24))) return false;
    // An aircraft's call sign in the radio alphabet ("le Victor Québec", "Papa Tango").
    if (words.length > 1 && words.every((word) => RADIO_ALPHABET.has(foldName(word)))) return false;
    // The words of a mourning formula in Arabic ("Inna lillahi wa inna ilayhi raji'un"): "Inna" is also a given name.
    if (/inna/iu.test(value) && MOURNING_FORMULA.test(text.slice(Math.max(0, span.start - 20), span.end + 40))) return false;
    // A village's stop named after its church, town hall or school, as a bus circuit's table writes it ("Meussia Église",
    // "Soucia Mairie").
    if (!/[ \u00a0]/.test(value) && /^[ \u00a0]+(?:[ÉE]glise|Mairie|Gare|Bourg|Poste|[ÉE]cole|Centre|Place)(?![\p{L}])/u.test(text.slice(span.end, span.end + 8))) return false;
    // A service or a body's acronym and its place ("RH Pierre-Bénite", "DREAL Auvergne-Rhône-Alpes", "DREAL ARA").
    if (words.length >= 2 && /^\p{Lu}{2,6}$/u.test(first) && ACRONYM.has(foldName(first)) && words.slice(1).every((word) => (commonWordOrPlace(foldName(word)) || NOT_UNKNOWN_WORD.has(foldName(word))) && !isGivenName(word))) return false;
    // A town after "à" with its country in brackets ("né le 14/03/2002 à Santiago (Chili)"): a place, though a given name.
    if (words.length === 1 && /(?<![\p{L}])à[ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 3), span.start))) {
      const country = /^[ \u00a0]*\((\p{Lu}[\p{L}\p{M}'’ -]{2,30})\)/u.exec(text.slice(span.end, span.end + 34))?.[1];
      if (country !== undefined && country.split(/[ '’-]+/).every((word) => commonWordOrPlace(foldName(word)) && !isGivenName(word))) return false;
    }
    // Christmas, not the given name: "le père Noël", "le marché de Noël", "à Noël".
    if (value === 'Noël' && /(?:[pP]ère|[mM]arché|[vV]eille|[sS]apin|[vV]acances|[cC]onte|[cC]hant)[ \u00a0]+(?:de[ \u00a0]+)?$|(?:^|[\s(])(?:à|de|pour|depuis|avant|après)[ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 16), span.start))) return false;
    // A word quoted as another language's ("Lille se dit Rijsel", "Courtrai se dit Kortrijk").
    if (words.length === 1 && /(?<![\p{L}])se[ \u00a0]+(?:dit|disent|traduit|prononce)[ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 16), span.start))) return false;
    // A Vietnamese weekday ("thứ Hai", Monday) or a birth order after a kinship word ("Chị Hai", the second-born sister, as
    // her younger ones address her): no given name.
    if (words.length === 1 && /^(?:Hai|Ba|Tư|Năm|Sáu|Bảy|Út)$/u.test(value) && /(?:^|[\s(])(?:thứ|[cC]hị|[aA]nh|[cC]ô|[cC]hú|[bB]ác|[cC]ậu|[dD]ì)[ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 6), span.start))) return false;
    // Words in lower case in a line of Polish or Vietnamese ("dzwoń jak tylko coś wiesz", "đang ở Lille", "phải theo dõi"):
    // the language's words, not names typed in lower case; in Polish, a given name the lexicon holds stays one.
    if (value === value.toLowerCase() && (vietnameseLine(text, span.start, span.end) || (polishLine(text, span.start, span.end) && !words.some((word) => isGivenName(word))))) return false;
    // A line of German or Swiss German, where every noun has a capital ("Dr Fluglehrer isch tot", "Ich ha kei Kraft meh"):
    // a capitalised word there is a name only when the lexicon holds it as a given name ("Frog nach em Zimmer vo Lou …"); words
    // in lower case are its words ("mir sinn doheem", Luxembourgish).
    // Not after a greeting ("Grüezi Regula"), nor with it, nor after a kinship word ("meine Mutter Gerda Brückner").
    if ((value === value.toLowerCase() || !words.some((word) => isGivenName(word))) && !GERMAN_BEFORE_NAME.test(first) && !GERMAN_BEFORE_NAME.test(text.slice(Math.max(0, span.start - 12), span.start).trim().replace(/,$/, '').split(/[ \u00a0]/).pop() ?? '') && germanLine(text, span.start, span.end)) return false;
    // A word opening a sentence of Polish or Vietnamese before another of its words in lower case ("Zostaje na noc",
    // "Đừng nói với bà", "Anh ấy đang ở Lille": "Anh" is "he" there): no given name the lexicon holds, or a Vietnamese
    // kinship word, which is also a pronoun.
    if (words.length === 1 && /(?:^|[.!?…\]][ \u00a0]+|\n[ \t]*|:[ \u00a0]+)$/u.test(text.slice(Math.max(0, span.start - 3), span.start))) {
      const next = /^[ \u00a0]+([\p{Ll}\p{M}]+)/u.exec(text.slice(span.end, span.end + 30))?.[1] ?? '';
      const polish = /[ąćęłńśźż]/u.test(next + value) && polishLine(text, span.start, span.end, 1) && !isGivenName(value);
      const vietnamese = VIETNAMESE_OWN_LETTER.test(next + value) && vietnameseLine(text, span.start, span.end, 1) && (!isGivenName(value) || VIETNAMESE_KIN.has(foldName(value)) || VIETNAMESE_WORDS_AS_WRITTEN.has(value.toLowerCase()));
      if (polish || vietnamese) return false;
    }
    // Or a school named after a public figure behind its acronym ("REV Anatole-France", "EEPU Anatole-France").
    if (words.length === 2 && /^\p{Lu}{2,6}$/u.test(first) && COMPANIES.has(foldName(words[1] ?? ''))) return false;
    // A union's or a body's acronyms joined ("SNUipp-FSU", "Le SNUipp-FSU"), each written with capitals.
    const parts = words.filter((word, k) => k > 0 || !/^(?:Le|La|Les|L['’])$/u.test(word)).flatMap((word) => word.split('-'));
    if (parts.length >= 2 && parts.every((part) => /\p{Lu}{2}/u.test(part) && ACRONYM.has(foldName(part)))) return false;
    // An institution or a firm named with its article ("Les Écuries de la Vègre", "La Sellerie du Maine"): no one's name.
    const head = words[1];
    if (head !== undefined && /^(?:Les|La|Le|LES|LA|LE)$/u.test(first) && INSTITUTION_CUE.has(foldName(head))) return false;
    if (!/[ \u00a0]/.test(value) && (places.anywhere.has(foldName(value)) || (places.afterArticle.has(foldName(value)) && ARTICLE_BEFORE.test(text.slice(Math.max(0, span.start - 8), span.start))) || DISASTER_OF_PLACE.test(text.slice(Math.max(0, span.start - 30), span.start)))) return false;
    if (headingLines.some(([start, end]) => span.start >= start && span.end <= end) && !tokenize(value).some((token) => isGiven(token))) return false;
    // The letters closing a code after its figures and a hyphen ("Sinistre collectif 26RC0711-MIR").
    if (/\d-$/.test(text.slice(Math.max(0, span.start - 2), span.start)) && value === value.toUpperCase()) return false;
    // A day's abbreviation before its date ("Sam. 14/03 — 22:48"), not "Sam"; days abbreviated in a row, as an export's
    // columns write them ("Wed Thu Fri Sat"), not "Thu".
    // Or before the day's number alone, as a week's log writes it ("Sam. 7 : décès de Mme …").
    if (DAY_ABBREVIATIONS.has(foldName(value)) && /^\.[ \u00a0]*\d{1,2}(?:[/.]\d{1,2}|(?![\d/.,]|[ \u00a0]*(?:ans|h)\b))/.test(text.slice(span.end, span.end + 8))) return false;
    // An author who described or founded something, with the year ("la seconde victime décrite par Albert Wu en 2000",
    // "décrit par Plum et Posner en 1966", "fondé par Caroline Simonds en 1991").
    // Also further in the sentence ("décrite par Andreas Rett à Vienne en 1966, puis par Bengt Hagberg en 1983").
    const byAuthor = /\b(?:d[ée]crit|fond[ée]|cr[ée]{2}|propos[ée]|invent[ée])(?:e|s|es)?(?![\p{L}])[^.;\n]{0,80}?\bpar[ \u00a0]+(?:\p{Lu}[\p{L}\p{M}'’-]+[ \u00a0]+et[ \u00a0]+)?$/iu.test(text.slice(Math.max(0, span.start - 120), span.start));
    const yearAfter = /^(?:[ \u00a0]+et[ \u00a0]+\p{Lu}[\p{L}\p{M}'’-]+)?(?:[ \u00a0]+(?:à|au|en)[ \u00a0]+\p{Lu}[\p{L}\p{M}'’-]+)?[ \u00a0]*(?:,[ \u00a0]*|\([ \u00a0]*|en[ \u00a0]+|dès[ \u00a0]+)(?:1[5-9]|20)\d{2}\b/u.test(text.slice(span.end, span.end + 40));
    if (byAuthor && yearAfter) return false;
    // A work's author or director after its title ("Le film Ce qui nous lie de Cédric Klapisch", "le roman Regain de
    // Giono"); not "le livre de Léa", which names no title.
    if (/(?<![\p{L}])(?:film|roman|livre|album|documentaire|s[ée]rie|pi[eè]ce)[ \u00a0]+(?:«[^»\n]{1,60}»|\p{Lu}[\p{L}\p{M}'’-]*(?:[ \u00a0]+[\p{L}\p{M}'’-]+){0,6})[ \u00a0]+(?:de|d['’])[ \u00a0]*$/u.test(text.slice(Math.max(0, span.start - 100), span.start))) return false;
    // A department or a river after the article "l'" in lower case ("l'Hérault, l'Aude et les Pyrénées-Orientales"):
    // French writes no one's given name so. A surname's own "L'" is written with a capital ("Mme L'Hostis").
    if (!/[ \u00a0]/.test(value) && /(?<![\p{L}])l['’]$/u.test(text.slice(Math.max(0, span.start - 2), span.start))) return false;
    // A wine's appellation ("IGP Côtes de Thongue", "Picpoul de Pinet", "muscat de Frontignan").
    if (/(?<![\p{L}])(?:c[ôo]tes?|coteaux|terrasses|picpoul|muscat|clairette|cru)[ \u00a0]+(?:de|du|d['’])[ \u00a0]*$/iu.test(text.slice(Math.max(0, span.start - 16), span.start))) return false;
    // The authors of a study, its work or its model, named by surname alone ("L'étude de Platt et Hawton"); not a given
    // name ("l'étude de Léa").
    if (/(?<![\p{L}])(?:[ée]tudes?|travaux|m[ée]ta-analyses?|mod[eè]les?|th[ée]ories?)[ \u00a0]+(?:de|d['’])[ \u00a0]*(?:\p{Lu}[\p{L}\p{M}'’-]+[ \u00a0]+et[ \u00a0]+)?$/u.test(text.slice(Math.max(0, span.start - 60), span.start)) && !/[ \u00a0]/.test(value) && !isGivenName(value)) return false;
    // The abbé Pierre, a public figure named by his title ("l'appel de l'abbé Pierre pendant l'hiver 1954").
    if (value === 'Pierre' && /(?<![\p{L}])abb[ée][ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 8), span.start))) return false;
    // A marshal of France, or the officer a promotion or a regiment's day is named after ("le maréchal Leclerc",
    // "promotion Général Gilles", "promotion Adjudant-chef Vandenberghe"): no living person holds the rank of marshal.
    if (/(?<![\p{L}])(?:mar[ée]chal|promotion(?:[ \u00a0]+(?:g[ée]n[ée]ral|colonel|lieutenant(?:-colonel)?|capitaine|commandant|chef[ \u00a0]+de[ \u00a0]+bataillon|adjudant(?:-chef)?|major|sergent(?:-chef)?|caporal(?:-chef)?|ma[îi]tre|docteur|m[ée]decin(?:[ \u00a0]+g[ée]n[ée]ral)?))?)[ \u00a0]+(?:de[ \u00a0]+)?$/iu.test(text.slice(Math.max(0, span.start - 40), span.start))) return false;
    // A lifeboat or a ship named after a person ("le canot tous temps Patron Corentin Le Dour", "la vedette Président
    // Jacques Huon"), and the merchant or national navy ("les Anciens de la Marine marchande").
    if (/(?<![\p{L}])(?:canot(?:[ \u00a0]+tous[ \u00a0]+temps)?|vedette|navire|chalutier|caboteur|cargo|paquebot|fr[ée]gate|remorqueur)[ \u00a0]+(?:(?:Patron|Pr[ée]sident|Amiral|Commandant|Capitaine|Docteur|Abb[ée])[ \u00a0]+)?$/u.test(text.slice(Math.max(0, span.start - 40), span.start))) return false;
    if (value === 'Marine' && /^[ \u00a0]+(?:marchande|nationale)\b/u.test(text.slice(span.end, span.end + 12))) return false;
    // The tendon named after Achilles ("rupture du tendon d'Achille G", "tendinopathie d'Achille"), a "pierre angulaire", a
    // saint named without a hyphen ("Saint Vincent, patron des vignerons").
    if (/^Achille\b/iu.test(value) && /(?:(?:tendon|tendinopathie|tendinite)s?[ \u00a0]+d['’]|rupture[ \u00a0]+(?:du[ \u00a0]+tendon[ \u00a0]+d['’])?)$/iu.test(text.slice(Math.max(0, span.start - 24), span.start))) return false;
    if (value === 'Pierre' && /^[ \u00a0]+angulaire\b/u.test(text.slice(span.end, span.end + 12))) return false;
    // A film's heroine, wherever the sentence puts her ("Spiderman et la Reine des neiges").
    if (value === 'Reine' && /^[ \u00a0]+des[ \u00a0]+neiges\b/u.test(text.slice(span.end, span.end + 12))) return false;
    // The Lumière brothers; a mountain, a peak or a needle named like a person ("Mont Blanc du Tacul", "Aiguille Verte");
    // a body's acronym written with a small letter inside ("guide BdG", "la CdC").
    if (value === 'Lumière' && /fr[eè]res[ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 8), span.start))) return false;
    if (/^(?:Mont|Pic|Aiguille|Dent|Pointe|D[ôo]me|Barre)[ \u00a0]+\p{Lu}/u.test(value) || /^\p{Lu}\p{Ll}{1,2}\p{Lu}$/u.test(value)) return false;
    if (!/[ \u00a0]/.test(value) && /(?<![\p{L}-])(?<!(?:M\.|Mme|Mlle|Dr|Monsieur|Madame)[ \u00a0]+)(?:Saint|Sainte|St|Ste)[ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 20), span.start))) return false;
    // A work, a piece or a plot named after someone or something ("La pièce s'appelle Houle", "Le duo s'intitule Rose et
    // Marin", "le solo Aurore").
    if (WORK_NAMED_BEFORE.test(text.slice(Math.max(0, span.start - 40), span.start)) || WORK_NAMED_PAIR_BEFORE.test(text.slice(Math.max(0, span.start - 60), span.start))) return false;
    // The applicant a published judgment is named after ("CEDH, 17 octobre 2013, Winterstein et autres c. France").
    if (/^(?:[ \u00a0]+et[ \u00a0]+autres)?[ \u00a0]+c\.[ \u00a0]+\p{Lu}/u.test(text.slice(span.end, span.end + 20))) return false;
    // A known author with a given name, whichever rule took the words ("Michel Jouvet a décrit…", "ceux de Colin Espie").
    // Or a public figure or a body named like a person, whichever rule took the words ("François d'Assise").
    const folded = value.replace(/(?<![\p{L}])([dDlL])['’]/gu, '$1 ').split(/[ \u00a0]+/).map((word) => foldName(word)).join(' ').replace(/^[ld] /, '');
    if (AUTHORS.has(folded) || COMPANIES.has(folded)) return false;
    // Or the end of a public figure's name whose first words no rule took ("Pilâtre de Rozier": "Pilâtre" is unknown).
    const wordsBefore = text.slice(Math.max(0, span.start - 24), span.start).replace(/(?<![\p{L}])([dDlL])['’]/gu, '$1 ').split(/[ \u00a0]+/).filter((word) => word !== '').map((word) => foldName(word));
    if (wordsBefore.length > 0 && [1, 2, 3].some((n) => n <= wordsBefore.length && COMPANIES.has(`${wordsBefore.slice(-n).join(' ')} ${folded}`))) return false;
    // A prophet, a sura, a pope, an apostle or a gospel named after its figure ("la patience du prophète Ayyoub", "la sourate
    // Maryam", "le pape François"), and the kings of the Epiphany ("le livre de Lena" stays a name).
    // So are kings, queens, princes and the Virgin ("le prince Rainier III", "boulevard du Roi-René", "la Vierge Marie").
    if (/(?<![\p{L}])(?:proph[eè]te|sourate|pape|ap[ôo]tre|[ée]vangile[ \u00a0]+selon|rois[ \u00a0]+mages|roi|reine|prince|empereur|imp[ée]ratrice|tsar|vierge|virgen(?:[ \u00a0]+del)?)[ \u00a0]*$/iu.test(text.slice(Math.max(0, span.start - 24), span.start))) return false;
    // A town in brackets after a practitioner's title and surname and a comma ("orienté vers psychiatre (Dr Abitbol,
    // Paray)"): where the practice is, unless a given name ("(Mme Payet, Marie-Josée)").
    if (!/[ \u00a0]/.test(value) && !value.split('-').some((part) => isGivenName(part)) && /^[ \u00a0]*\)/u.test(text.slice(span.end, span.end + 3)) && /\((?:Dr|Pr|Mme|M\.|Me)[ \u00a0]+\p{Lu}[\p{L}\p{M}'’-]+,[ \u00a0]*$/u.test(text.slice(Math.max(0, span.start - 40), span.start))) return false;
    // A town closing a signature, after the name and its trade ("Dr Mathieu Sabatier, médecin généraliste, Cambes"): the
    // trade is the name's apposition, the word after it where the practice is.
    const lineBegin = text.lastIndexOf('\n', span.start - 1) + 1;
    if (!/\s/.test(value) && /^\p{Lu}/u.test(value) && /^[ \u00a0]*(?:\n|$)/.test(text.slice(span.end, span.end + 2)) && /,[ \u00a0]*\p{Ll}[\p{Ll}\p{M} \u00a0'’-]*,[ \u00a0]*$/u.test(text.slice(lineBegin, span.start)) && scan.spans.some((other) => other.start >= lineBegin && other.end < span.start && /^,[ \u00a0]*\p{Ll}[\p{Ll}\p{M} \u00a0'’-]*,[ \u00a0]*$/u.test(text.slice(other.end, span.start)) && !scan.spans.some((between) => between.start > other.end && between.start < span.start))) return false;
    // Or in a bracket or a list, the town after a name's trade ("(M. Thomas Le Gall, neuropsychologue, Angers)").
    if (!/\s/.test(value) && commonWordOrPlace(foldName(value)) && /^[ \u00a0]*[),;]/.test(text.slice(span.end, span.end + 2)) && /\p{L},[ \u00a0]*\p{Ll}[\p{Ll}\p{M}'’-]+(?:[ \u00a0]+\p{Ll}[\p{Ll}\p{M}'’-]+)?,[ \u00a0]*$/u.test(text.slice(Math.max(0, span.start - 50), span.start))) return false;
    // A street named after a person, without its number ("un salon du cours Julien").
    if (/(?<![\p{L}])(?:cours|rue|avenue|boulevard|place|quai|all[ée]e|impasse|square|promenade|[îiÎI]lot)[ \u00a0]+$/iu.test(text.slice(Math.max(0, span.start - 10), span.start))) return false;
    // A grandparent in Rioplatense Spanish after an article ("la maison du nono", "la nona Rosa"); "nono" alone stays a
    // nickname ("nono: elle est rentrée").
    if (/^non[oa]$/.test(value) && /(?<![\p{L}])(?:le|la|du|del|al|el)[ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 5), span.start))) return false;
    // A place named after a saint in Portuguese, Spanish or Italian ("quartier São Paulo", "Santa Maria").
    if (!/\s/.test(value) && /(?<![\p{L}])(?:S[ãa]o|San|Santa|Santo|Sierra)[ \u00a0]+$/u.test(text.slice(Math.max(0, span.start - 8), span.start))) return false;
    // Or with the saint's word inside the span, in capitals too ("CB ROBLOX CORPORATION SAN MATEO").
    if (/^(?:S[ãa]o|San|Santa|Santo|SAN|SANTA|SANTO|S[ÃA]O)[ \u00a0]\p{L}+$/u.test(value)) return false;
    // An author read or taught, and the next after "et" ("Il lit Jānis Rainis et Rūdolfs Blaumanis", "elle enseignait
    // Shakespeare et Jane Austen"); an instrument's author alone ("l'inventaire apathie de Robert").
    const before = text.slice(Math.max(0, span.start - 80), span.start);
    // Not after "faire" or "laisser", which make the name the reader ("ne pas faire lire Ilan à voix haute").
    if (/(?<![\p{L}])(?<!(?:faire|fait|faites|laisser|laisse|laissez)[ \u00a0]+)(?:lit|lisait|lisent|relit|relisait|lire|relire|Relire|Lire|a[ \u00a0]+lu|avait[ \u00a0]+lu|enseigne|enseignait|enseignaient|joue|jouait)[ \u00a0]+(?:\p{Lu}[\p{L}\p{M}'’-]+(?:[ \u00a0]+\p{Lu}[\p{L}\p{M}'’-]+)*(?:[ \u00a0]*,[ \u00a0]*|[ \u00a0]+et[ \u00a0]+))*$/u.test(before)) return false;
    if (!/\s/.test(value) && /\b(?:inventaire|[ée]chelle|questionnaire|protocole)(?:[ \u00a0]+\p{Ll}+){0,2}[ \u00a0]+(?:de|d['’])[ \u00a0]*$/iu.test(before)) return false;
    // An animal named after its kind in the sentence ("La jument percheronne s'appelait Quenotte").
    if (/\b(?:jument|cheval|poney|chien|chienne|chat|chatte|vache|âne|ânesse)\b[^.;!?\n]{0,40}\bs['’]appel(?:le|ait)[ \u00a0]+$/iu.test(before)) return false;
    // A chess player's rating, named after its inventor ("classement Elo 2140"), though "Élo" is a given name.
    if (value === 'Elo' && /^[ \u00a0]*\d{3,4}\b/.test(text.slice(span.end, span.end + 6))) return false;
    // A company's name before its legal form ("Océane SAS", "Berger GmbH").
    if (/^[ \u00a0]+(?:SAS|SASU|SARL|EURL|SNC|SCOP|GmbH|Ltd|Inc|S\.A\.|SA)(?![\p{L}])/u.test(text.slice(span.end, span.end + 8)) || /[ \u00a0](?:SAS|SASU|SARL|EURL|SNC|SCOP|GmbH|Ltd|Inc)$/u.test(value)) return false;
    // A company named after its founder: "Dupont & Fils", "Cabinet Morel Avocats", "Maison Vidal Traiteur", "Fonderies
    // Mercier", "Maroquinerie Dubreuil" (a trade's word with a capital before it, a firm's word after it).
    if (/^[ \u00a0]+(?:(?:&|et)[ \u00a0]+(?:Fils|Cie|Compagnie|Fr[eè]res)|Avocats|Traiteur|Fr[eè]res|Associ[ée]s)(?![\p{L}])/u.test(text.slice(span.end, span.end + 14))) return false;
    // A body's name in capitals on a statement, with a word no person's name holds ("ASSOCIATION DIOCESAINE", "ASS CULT AN
    // NOUR", "MONASTERE STE MARIE", "PROVINCE FRANCISCAINE").
    if (value === value.toUpperCase() && /(?:^|[ \u00a0])(?:ASS(?:OCIATION|OC)?|CULT(?:UELLE)?|DIOC[EÉ]SAINE?|MONAST[EÈ]RE|MONIALES|PROVINCE|COMMUNAUT[EÉ]|CONVENTION|PAROISSE|[EÉ]GLISE|FONDATION|ASBL|CONGR[EÉ]GATION|MUTUELLE|CAISSE|SYNDICAT|COMIT[EÉ]|F[EÉ]D[EÉ]RATION|FONDS)(?=[ \u00a0]|$)/u.test(value)) return false;
    // A company's name after its legal form ("SAS Rhône Gros Œuvre", a farm's "SCEA Peyrebrune").
    if (/^(?:SAS|SASU|SARL|EURL|SCI|SNC|SCOP|SCEA|EARL|GAEC|GFA)[ \u00a0]/u.test(value)) return false;
    if ((TRADE_BEFORE.test(text.slice(Math.max(0, span.start - 32), span.start)) && !/[ \u00a0]/.test(value.trim())) || TRADE_FIRST.test(value) || (value === value.toUpperCase() && TRADE_FIRST_CAPS.test(value)) || /[ \u00a0](?:Traiteur|Avocats)$/u.test(value)) return false;
    // An English month's abbreviation inside a date, as a mail's header writes it ("Wed, 14 Jan 2026 23:51").
    // Or before a time ("[Sun 21 Jun, 17:48]").
    if (ENGLISH_MONTHS_SHORT.has(foldName(value)) && /\d{1,2}[ \u00a0]+$/.test(text.slice(Math.max(0, span.start - 4), span.start)) && /^,?[ \u00a0]+(?:(?:19|20)\d{2}\b|\d{1,2}:\d{2})/.test(text.slice(span.end, span.end + 8))) return false;
    // A Spanish question's or exclamation's first word ("¿Cuánto tiempo?", "¡Tenéis frío!"), no given name.
    if (!/[ \u00a0]/.test(value) && /[¿¡][ \u00a0]*$/.test(text.slice(Math.max(0, span.start - 2), span.start)) && !isGivenName(value)) return false;
    // "Maite zaitut" ("I love you" in Basque), "França" (France in Portuguese, not the given name Franca).
    if ((value === 'Maite' && /^[ \u00a0]+zaitut\b/iu.test(text.slice(span.end, span.end + 9))) || value === 'França') return false;
    // A town with a Turkish case ending ("kuzenin karısı Lille'de çalışıyor").
    const townWithEnding = /^(\p{Lu}[\p{L}-]+)['’](?:de|da|den|dan|te|ta|ten|tan|e|a|ye|ya)$/u.exec(value);
    if (townWithEnding && commonWordOrPlace(foldName(townWithEnding[1] ?? '')) && !isGivenName(townWithEnding[1] ?? '')) return false;
    // An insurer or a mutual named in capitals ("AXELLE ASSURANCES").
    if (/[ \u00a0](?:ASSURANCES?|MUTUELLE|PR[ÉE]VOYANCE)$/u.test(value)) return false;
    // A mountain in English ("a field trip to Mount Hood").
    if (/^(?:Mount|Mt\.?)[ \u00a0]+\p{Lu}/u.test(value)) return false;
    // An English day's abbreviation before a month's, as a mail's header writes the date ("Date: Thu, Oct 8, 2026").
    if (/^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/.test(value) && /^,?[ \u00a0]+(?:\d{1,2}[ \u00a0]+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/.test(text.slice(span.end, span.end + 10))) return false;
    // An English month's full name after its day or before its year ("on 29 August 2026", "left on 31 August", "August 29,
    // 2026"), though "August" and "June" are given names.
    if (ENGLISH_MONTHS.test(value) && (/(?<!\d)\d{1,2}(?:st|nd|rd|th)?[ \u00a0]+$/.test(text.slice(Math.max(0, span.start - 6), span.start)) || /^[ \u00a0]+(?:\d{1,2}(?:st|nd|rd|th)?,?[ \u00a0]+)?(?:19|20)\d{2}\b/.test(text.slice(span.end, span.end + 12)))) return false;
    // A shrine, not a woman: Fátima after a pilgrimage's words ("est allée à Fátima", "vou a Fátima", "Nossa Senhora de Fátima").
    if (/^F[áa]tima$/u.test(value) && /(?<![\p{L}])(?:p[èe]lerinage|all[ée]e?s?|aller|partie?s?|vou|vai|vamos|foi|fomos|ir|Senhora|Dame|sanctuaire)[ \u00a0]+(?:[àa]|de|em|en)[ \u00a0]+$/iu.test(text.slice(Math.max(0, span.start - 24), span.start))) return false;
    // A god's or an emperor's monument ("temple de Diane", "la porte Auguste" in Nîmes, "statue d'Auguste").
    // Capitalised: "dans la porte amine ne va plus au lycée" reads a dictation's run-on words.
    if (!/[ \u00a0]/.test(value) && /^\p{Lu}/u.test(value) && /(?:(?<![\p{L}])(?:temple|statue|buste)[ \u00a0]+(?:de[ \u00a0]+(?:d['’])?|d['’])|(?<![\p{L}])la[ \u00a0]+porte[ \u00a0]+)$/iu.test(text.slice(Math.max(0, span.start - 16), span.start))) return false;
    // A town after an institution's acronym in capitals ("CHRU DE NANCY"), though "Nancy" is a given name too.
    if (/^(?:(?:DE|DU)[ \u00a0]+|D['’])\p{Lu}/u.test(value) && value === value.toUpperCase() && ACRONYM.has(foldName(/(\p{Lu}{2,})[ \u00a0]+$/u.exec(text.slice(Math.max(0, span.start - 10), span.start))?.[1] ?? ''))) return false;
    const days = value.split(/[\s,;]+/);
    if (days.length >= 2 && days.every((day) => DAY_ABBREVIATIONS.has(foldName(day)) || ENGLISH_DAYS.has(foldName(day)))) return false;
    if (/^Qu['’](?:il|ils|elle|elles|on|un|une)$/u.test(value)) return false;
    // A service or a firm named by its trade's word ("Espace Santé Paris Sud-Est", "Orthopédie du Berry").
    if ((TRADE_FIRM_WORD.test(value) && TRADE_FIRM_NAME_AFTER.test(text.slice(span.end, span.end + 12))) || TRADE_FIRM_NAMED.test(value) || TRADE_FIRM_BEFORE.test(text.slice(Math.max(0, span.start - 24), span.start))) return false;
    return !(/^[LDJNSCMT]['’]\p{Ll}[\p{L}\p{M}-]*$/u.test(value) && elidedWordText(value));
  });
  // Rules that read a name's shape, not its context, give it the patient's placeholder: the cues around it may say
  // otherwise ("reçue par le capitaine Olivier Mercier", "sa sœur, Awa Diallo, …"), as for the rules that read them.
  for (const span of spans) {
    if (span.role !== 'patient') continue;
    const from = scan.firstTokenFrom(span.start);
    if (scan.tokens[from]?.start !== span.start) continue;
    let to = from;
    while ((scan.tokens[to + 1]?.end ?? Infinity) <= span.end) to++;
    span.role = scan.roleAround(from, to, 'patient');
  }
  // A relative or a professional named with a cue, then another name after "et" ("leurs deux enfants, Kadiatou et
  // Sékou", "ses parents, Mme Sofia Ribeiro et M. Nuno Ribeiro", "Enzo (14 ans) et Maëlle"): of the same kind, when no
  // cue of its own said otherwise.
  for (let k = 1; k < spans.length; k++) {
    const previous = spans[k - 1];
    const span = spans[k];
    if ((previous?.role === 'relative' || previous?.role === 'professional') && span?.role === 'patient' && COORDINATION.test(text.slice(previous.end, span.start))) span.role = previous.role;
  }
  return joinBirthNames(text, spans);
}

/** A service or a firm named by its trade's word, and what follows it ("Espace Santé Paris Sud-Est", "Orthopédie du Berry", "POMPES FUNÈBRES DU SÉGALA"). */
const TRADE_FIRM = String.raw`(?:Espace|Orthop[ée]die|Pharmacie|Optique|Ambulances|Cr[ée]matorium|Pompes[ \u00a0]+[Ff]un[èe]bres|POMPES[ \u00a0]+FUN[ÈE]BRES)`;
/** The space and the particle between a firm's trade word and its name ("du", "DU"). */
const FIRM_TO_NAME = String.raw`[ \u00a0]+(?:(?:du|de|des|de la|d['’]|DU|DE|DES|DE LA|D['’])[ \u00a0]*)?`;
const TRADE_FIRM_WORD = new RegExp(String.raw`^${TRADE_FIRM}$`, 'u');
const TRADE_FIRM_NAME_AFTER = new RegExp(String.raw`^${FIRM_TO_NAME}\p{Lu}`, 'u');
const TRADE_FIRM_NAMED = new RegExp(String.raw`^${TRADE_FIRM}${FIRM_TO_NAME}\p{Lu}`, 'u');
const TRADE_FIRM_BEFORE = new RegExp(String.raw`(?<![\p{L}])${TRADE_FIRM}${FIRM_TO_NAME}$`, 'u');
/** The words of a work or a piece, before the name it was given ("La pièce s'appelle Houle", "le solo Aurore"). */
const WORK_WORD = String.raw`(?:pi[eè]ce|solo|duo|trio|spectacle|ballet|chor[ée]graphie|cr[ée]ation|s[ée]rie|film|feuilleton)`;
const WORK_CALLED = String.raw`s['’]intitul(?:e|ait)|s['’]appel(?:le|ait)`;
const WORK_NAMED_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:${WORK_WORD}|cuv[ée]e|parcelle|album|chanson)s?[ \u00a0]+(?:(?:${WORK_CALLED}|intitul[ée]e?|baptis[ée]e?)[ \u00a0]+)?(?:«[ \u00a0]*)?$`, 'iu');
/** The second of two names a work was given ("Le duo s'intitule Rose et Marin", "La série « Astrid et Raphaëlle »"). */
const WORK_NAMED_PAIR_BEFORE = new RegExp(String.raw`(?<![\p{L}])${WORK_WORD}s?[ \u00a0]+(?:(?:${WORK_CALLED})[ \u00a0]+|«[ \u00a0]*)\p{Lu}[\p{L}\p{M}'’-]*[ \u00a0]+et[ \u00a0]+$`, 'iu');

/** Between two names of one list: "et", after the first one's age or trade in brackets, and the second one's title. */
const COORDINATION = /^(?:[ \u00a0]*\([^()\n]{1,24}\))?[ \u00a0]+et[ \u00a0]+(?:(?:M\.|Mme|Mlle|Monsieur|Madame)[ \u00a0]+)?$/u;

interface Label {
  valueStart: number;
  valueEnd: number;
  role: NameRole;
  /** Several given names may follow, separated by commas. */
  list: boolean;
  /** "Nom", "Prénom": whatever is written there is a name, even in lower case. */
  nameField: boolean;
}

/** The patient's labels; a victim's or a witness's label may head its own "nom" field ("Victime : nom .......... HADJADJ"). */
const PATIENT_LABELS = String.raw`(?:victime|t[ée]moin|d[ée]clarante?|plaignante?)[ \t]*[:：][ \t]*nom|cas index|licenci[ée]e?|d[ée]clarante?|victime|t[ée]moin|allocataire|examin[ée]e?|plaignante?|auteure?|agente?|requ[ée]rante?|salari[ée]e?|entrepreneur|entrepreneuse|employ[ée]e?|d[ée]funte?|passag(?:er|[eè]re)s?|adh[ée]rente?|nom\s+(?:actuel|d['’]usage|souhait[ée]|demand[ée])|nom de l['’]assur[ée]e?|nom\s+(?:de\s+la|du|de\s+l['’])\s*(?:victime|d[ée]funte?|salari[ée]e?|passag(?:er|[eè]re)|adh[ée]rente?|b[ée]n[ée]ficiaire)|nom de l['’]allocataire|nom(?:\s*,\s*pr[ée]nom|\s*(?:/|et)\s*pr[ée]nom)?(?:\s+de\s+l['’](?:[ée]l[eè]ve|enfant))?(?:\s+(?:de famille|d['’]usage|de naissance|marital|patronymique))?|pr[ée]noms?(?:\s*\(s\))?(?:\s+(?:usuel|d['’]usage|choisi|de naissance))?(?:\s*(?:/|et)\s*nom)?|ancien(?:ne)?s?\s+pr[ée]noms?|identit[ée](?: du patient| de la patiente| de l['’]enfant)?|patiente?|enfant|[ée]l[eè]ve|adolescente?|b[ée]n[ée]ficiaire|assur[ée]e?(?: principale?)?|consultante?|r[ée]sidente?|usager|votre nom|votre pr[ée]nom|nom du patient|nom de la patiente|nom de l['’]enfant|nom de l['’][ée]l[eè]ve|nom du jeune|jeune|mineur|mineure|demandeur|demandeuse|pr[ée]sents?|pr[ée]sentes?|pr[ée]sent[·.]e[·.]?s|participants?`;
const RELATIVE_LABELS = String.raw`(?:amie?s?(?:\s+proches?)?|copains?|copines?|coloc(?:ataire)?s?|m[eè]re|p[eè]re|parents?|parent\s+[12](?=[ \t]*[:：])|responsables? l[ée]ga(?:l|le|ux)|repr[ée]sentante?(?: l[ée]gale?)?|personne [àa] (?:pr[ée]venir|contacter)|personne de confiance|titulaire(?: du compte)?|tut(?:eur|rice)|curat(?:eur|rice)|conjointe?|compagnon|compagne|[ée]poux|[ée]pouse|mari|fr[eè]re|s(?:œ|oe)ur|fils|fille|(?:arri[eè]re-)?(?:petite?-(?:fille|fils)|grand-m[eè]re|grand-p[eè]re)|belle-fille|beau-fils|neveu|ni[eè]ce|ayants? droit|contact d['’]urgence|famille d['’]accueil|(?:ancienne|nouvelle|premi[eè]re) famille(?: d['’]accueil)?|fratrie|entourage|fr[eè]res? et s(?:œ|oe)urs?|enfants|petits-enfants|accompagnante?|aidante?(?: principale?)?|grand-m[eè]re|grand-p[eè]re|grands-parents|assur[ée]e? social(?:e)?|ouvrant droit)(?:\s+(?:maternel|paternel)(?:le)?s?)?`;
const PRO_LABELS = String.raw`interpr[eè]tes?(?:\s+pr[ée]sente?s?)?|m[ée]decin(?: traitant| adresseur| r[ée]f[ée]rent| prescripteur)?|adress[ée]e?(?:\(e\))? par|qui vous adresse \?|psychologue(?: conventionn[ée]e?)?|psychiatre|p[ée]dopsychiatre|neuropsychologue|orthophoniste|enseignante?(?: r[ée]f[ée]rente?)?|professeure?(?: principale?)?|infirmi[eè]re?|[ée]ducat(?:eur|rice)(?: sp[ée]cialis[ée]e?)?|assistante? sociale?|r[ée]f[ée]rente?(?: ASE)?|p[ée]diatre|neurologue|psychomotricien(?:ne)?|ergoth[ée]rapeute|orthoptiste|kin[ée]sith[ée]rapeute|sage-femme|pu[ée]ricult(?:eur|rice)|aesh|cpe|de|[àa]|cc|exp[ée]diteur|destinataire|signataire|intervenants?|examinat(?:eur|rice)|interpr[èe]te|(?:rempli|r[ée]dig[ée]|saisi|compl[ée]t[ée]|sign[ée]|valid[ée])e?\s+par|animat(?:eur|rice)s?|r[ée]dact(?:eur|rice)|[ée]valuat(?:eur|rice)|coordinat(?:eur|rice)|coordonnat(?:eur|rice)|secr[ée]taire de s[ée]ance|pr[ée]sidence`;
/** A label, then its colon — or a form's dotted leader, which reads as one ("Nom d'usage ........ MAGNIN") — a tab or a new line. */
const LABEL_LINE = new RegExp(
  String.raw`[ \t]*(?:[-•*]\s*)?(?:[lL]['’])?(?:(?<patient>${PATIENT_LABELS})|(?<relative>${RELATIVE_LABELS})|(?<pro>${PRO_LABELS}))(?:[ \t]*\([^()\n]{1,80}\))?[ \t]*(?:(?<colon>:|：|[.…_]{3,}(?=[ \t]*[^ \t\n.…_]))[ \t]*|(?<tab>\t+)|(?<newline>\n)[ \t]*)`,
  'iuy',
);

/** A cell that is a form's label and nothing else ("Victime", "Conjoint", "Nom de naissance"). */
const LABEL_CELL = new RegExp(String.raw`^[ ]*(?:${PATIENT_LABELS}|${RELATIVE_LABELS}|${PRO_LABELS})[ ]*$`, 'iu');
/** Labels start a line or follow a tab: only those places are tried. */
function* labelMatches(text: string): Generator<RegExpExecArray> {
  for (let position = 0; position < text.length; ) {
    LABEL_LINE.lastIndex = position;
    const match = LABEL_LINE.exec(text);
    if (match) yield match;
    const newline = text.indexOf('\n', position);
    const tab = text.indexOf('\t', position);
    // A run of three spaces or more separates two fields of a form, as a tab does ("Nom : X          Prénom : Y"); so
    // does a dash between a form's heading and its field ("Parent 1 — Nom : ROUSSEAU").
    const spaces = text.indexOf('   ', position);
    const dash = text.indexOf(' — ', position);
    const next = Math.min(newline < 0 ? Infinity : newline, tab < 0 ? Infinity : tab, spaces < 0 ? Infinity : spaces + 2, dash < 0 ? Infinity : dash + 2);
    if (next === Infinity) break;
    position = next + 1;
  }
}

function findLabels(text: string): Label[] {
  const labels: Label[] = [];
  for (const match of labelMatches(text)) {
    const groups = match.groups ?? {};
    let valueStart = match.index + match[0].length;
    const label = (groups.patient ?? groups.relative ?? groups.pro ?? '').toLowerCase();
    // A name's field whose value a form puts on the next line ("Nom :⏎ETCHEVERRY⏎Nom de naissance :⏎HARAMBOURE"): that
    // line, when it is a short name only, as for a label alone on its line.
    // Under a person's field ("Salarié :⏎THIÉBAUT⏎Romain"), that line when it is a surname in capitals.
    const nextLine = groups.colon !== undefined && groups.patient !== undefined ? /^[ \t]*\n[ \t]*(?=([\p{Lu}][\p{L}\p{M}'’ -]{1,60})[ \t]*(?:\n|$))/u.exec(text.slice(valueStart)) : null;
    const nextWords = (nextLine?.[1] ?? '').trim().split(/\s+/);
    const nameField = /^(?:nom|pr[ée]nom)/.test(label) || (nextLine?.[1] !== undefined && nextLine[1] === nextLine[1].toUpperCase() && /\p{Lu}{3}/u.test(nextLine[1]) && nextWords.every((word) => !commonWordOrPlace(foldName(word)) && !ACRONYM.has(foldName(word))));
    // Not a heading after a field left empty ("Nom :⏎Antécédents").
    if (nextLine && nameField && nextWords.length <= 4 && !(nextWords.length === 1 && nextWords[0] !== nextWords[0]?.toUpperCase() && isFrenchWord(foldName(nextWords[0] ?? '')))) valueStart += nextLine[0].length;
    // "De :" and "À :" are e-mail headers only when followed by a colon, opening their line (after a form's other field,
    // "Née le : … à : Gaziantep" is a birthplace).
    if (/^(?:de|[àa]|cc)$/.test(label) && (!groups.colon || (match.index > 0 && text[match.index - 1] !== '\n'))) continue;
    // A mail's header writes "À :" with its capital; "à :" in lower case under a birth date is the birthplace's field.
    if (groups.pro === 'à' || groups.pro === 'a') continue;
    // A label alone on its line: the next line must be a short name only, or given names separated by commas under
    // "Prénoms" ("Raymond, Élie, Fidèle").
    if (groups.newline !== undefined) {
      const line = (text.slice(valueStart).split('\n')[0] ?? '').trim();
      const shape = /pr[ée]noms/i.test(label) ? /^[\p{Lu}][\p{L}\p{M}'’ ,-]{1,60}$/u : /^[\p{Lu}][\p{L}\p{M}'’ -]{1,60}$/u;
      if (!shape.test(line) || line.split(/[\s,]+/).length > 5) continue;
    }
    let valueEnd = text.indexOf('\n', valueStart);
    if (valueEnd < 0) valueEnd = text.length;
    const rest = text.slice(valueStart, valueEnd);
    const stop = rest.search(/\t| {3}|\s[—–-]\s|;|\s:\s|,\s*(?:pr[ée]nom|nom|n[ée]e?|tel|t[ée]l)\b/iu);
    if (stop >= 0) valueEnd = valueStart + stop;
    // A table's header row: the cell after a label's cell is the next column's name ("Référent⇥Avis"), not a person.
    const cell = text.slice(valueStart, valueEnd).trim();
    if (groups.tab !== undefined && /^\p{Lu}\p{Ll}+$/u.test(cell) && isFrenchWord(foldName(cell)) && !isGivenName(cell)) continue;
    labels.push({
      valueStart,
      valueEnd,
      role: groups.patient !== undefined ? 'patient' : groups.relative !== undefined ? 'relative' : 'professional',
      list: /pr[ée]nom|pr[ée]sent|participant|intervenant|parents|fratrie|entourage|s(?:œ|oe)urs|enfants|famille/i.test(label),
      nameField: /^(?:nom|pr[ée]nom)/i.test(label),
    });
  }
  return labels;
}

/** Rows of tab-separated cells: "Kouassi⇥Adjoua⇥07 51 …" or a row under a "Nom⇥Prénom" header. */
/** A kinship word alone in a cell, with its side after it ("Cousin", "Grand-oncle mat."), folded. */
const KIN_CELL_WORD = /^(?:(?:arriere-)?(?:grand|petit|demi|belle|beau)-)?(?:pere|mere|frere|soeur|oncle|tante|cousin|cousine|fils|fille|neveu|niece)s?(?:[ \u00a0]+(?:mat|pat|maternel|paternel)(?:le)?s?\.?)?$/u;

/** What a table's cell says of a place no one holds ("libre", "vide", "néant"). */
export const EMPTY_CELL = /^(?:libre|vide|vacante?|inoccup[ée]e?|ferm[ée]e?|bloqu[ée]e?|disponible|n[ée]ant|aucune?|r[ée]serv[ée]e?)$/iu;
function findTableNames(text: string, tokens: Token[], firstTokenFrom: (position: number) => number, add: (from: number, to: number, role: NameRole) => void) {
  let offset = 0;
  let nameColumns: Set<number> | null = null;
  let personColumns: Set<number> | null = null;
  /** Columns whose header names the persons the table is about ("marin rencontré", "résident"): every name-like cell is a name. */
  let peopleColumns = new Set<number>();
  /** Columns whose header names a place, a nationality or a language ("Pays", "Langue(s)", "Ville"): no names there. */
  let placeColumns = new Set<number>();
  const placeColumnsOf = (cells: string[]) => new Set(cells.flatMap((cell, index) => (PLACE_COLUMN.test(cell.trim()) ? [index] : [])));
  let previous = '';
  for (const line of text.split('\n')) {
    const cells = line.split('\t');
    if (cells.length >= 2 && nameColumns === null && isTableHeader(cells, previous)) {
      const people = cells.flatMap((cell, index) => (PERSON_COLUMN.test(cell) ? [index] : []));
      personColumns = people.length > 0 ? new Set(people) : null;
      peopleColumns = new Set(cells.flatMap((cell, index) => (PEOPLE_COLUMN.test(cell) ? [index] : [])));
      placeColumns = placeColumnsOf(cells);
    }
    if (cells.length >= 2) {
      const header = cells.map((cell) => /^\s*(?:nom|pr[ée]nom|nom et pr[ée]nom|patient|enfant)s?\s*$/i.test(cell));
      // A header row names two columns or more ("Nom⇥Prénom⇥Date de naissance"); "Nom⇥DIALLO" is a form row.
      const headers = header.filter(Boolean).length;
      // Labels and their values side by side ("NOM⇥SULTANI⇥Prénom⇥Gul Ahmad") are a form's row, read by rule 1: no
      // column of names is set by it.
      const formRow = cells.some((cell, index) => header[index] && !header[index + 1] && (cells[index + 1] ?? '').trim() !== '' && !headerCell(cells[index + 1] ?? ''));
      if (formRow) nameColumns = null;
      else if (headers >= 2 || (headers === 1 && cells.filter((cell) => cell.trim() !== '').length >= 3)) {
        nameColumns = new Set(header.flatMap((isName, index) => (isName ? [index] : [])));
        placeColumns = placeColumnsOf(cells);
      }
      else {
        let cellStart = offset;
        const cellTokens = cells.map((cell) => {
          const start = cellStart;
          cellStart += cell.length + 1;
          const inCell: number[] = [];
          for (let index = firstTokenFrom(start); (tokens[index]?.end ?? Infinity) <= start + cell.length; index++) inCell.push(index);
          // A relation in a genogram's first column ("Cousin", "Grand-oncle") is no one's name, nor an empty place's word
          // ("14⇥libre⇥⇥entrée attendue": a free bed).
          const nameLike = inCell.length > 0 && inCell.length <= 4 && !EMPTY_CELL.test(cell.trim()) && /^[\p{L}\p{M}'’ -]+$/u.test(cell.trim()) && !/^(?:sous-)?tota(?:l|ux)$/iu.test(cell.trim()) && !KIN_CELL_WORD.test(foldName(cell.trim())) && inCell.every((index) => isNameWord(tokens[index]) || isParticle(tokens[index]));
          // Or a given name with a remark after it in brackets or after a comma ("Agathe (volontaire internationale), seule").
          const first = tokens[inCell[0] ?? -1];
          const given = (nameLike && inCell.some((index) => isGiven(tokens[index] as Token))) || (first !== undefined && isGiven(first) && !AMBIGUOUS_EVERYWHERE.has(first.key) && !AMBIGUOUS_AT_START.has(first.key) && /^[ \u00a0]*[(,]/.test(text.slice(first.end, first.end + 3)));
          return { inCell, nameLike, given };
        });
        const anyGiven = cellTokens.some((cell) => cell.given);
        cellTokens.forEach((cell, index) => {
          const first = cell.inCell[0];
          const last = cell.inCell[cell.inCell.length - 1];
          if (first === undefined || last === undefined || !cell.nameLike) return;
          // A form's label opening the row ("Victime⇥AKAKPO⇥Komlan", "Conjoint⇥…") is no name; rule 1 reads its value.
          if (index === 0 && LABEL_CELL.test(cells[0] ?? '')) return;
          // An abbreviation in capitals away from the cells that hold a given name ("415⇥MOREL Gilbert⇥79⇥PTG⇥RAS": a
          // knee prosthesis, nothing to report), not a surname beside its given name ("WU⇥Mei").
          const abbreviation = first === last && /^\p{Lu}{2,4}$/u.test(tokens[first]?.text ?? '') && !cellTokens[index - 1]?.given && !cellTokens[index + 1]?.given;
          if (nameColumns?.has(index) || peopleColumns.has(index) || (anyGiven && !abbreviation && !placeColumns.has(index) && (personColumns === null || personColumns.has(index)))) add(first, last, 'patient');
        });
      }
    } else if (line.trim() === '') {
      nameColumns = null;
      personColumns = null;
      peopleColumns = new Set();
      placeColumns = new Set();
    }
    offset += line.length + 1;
    previous = line;
  }
}
const PEOPLE_COLUMN = /^\s*(?:marins?(?: rencontr[ée]s?)?|patiente?s?|salari[ée]e?s?|r[ée]sidente?s?|b[ée]n[ée]ficiaires?|usagers?|consultante?s?|d[ée]tenue?s?|participante?s?|stagiaires?|apprentie?s?|candidate?s?|[ée]tudiante?s?|pr[ée]nom nom|nom pr[ée]nom)\s*$/iu;
