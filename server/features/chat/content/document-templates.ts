/**
 * The structure each document template imposes (docs/documents.md), written into the
 * system prompt when the practitioner chooses the template. Reviewed like code: changing a
 * heading or a rule changes the documents practitioners sign.
 */
import type { DocumentTemplateId } from '#shared/chat-catalogues/document-templates.ts';

export interface TemplateStructure {
  /** The level-2 headings, in order, exactly as the answer must write them. */
  headings: readonly string[];
  /** What the document is for and the rules specific to it. */
  rules: readonly string[];
}

export const TEMPLATE_STRUCTURES: Record<DocumentTemplateId, TemplateStructure> = {
  'modele.note-suivi': {
    headings: ['Contexte de la séance', 'Contenu abordé', 'Observations cliniques', 'Évolution depuis la séance précédente', 'Plan d’action et prochaine séance'],
    rules: [
      'Note destinée au dossier du praticien, concise (une demi-page au plus).',
      'Reprends uniquement ce que le praticien a écrit, sans interprétation ajoutée ; distingue les propos rapportés par le patient des observations du praticien.',
    ],
  },
  'modele.synthese-suivi': {
    headings: ['Cadre du suivi', 'Motif initial et objectifs', 'Évolution au fil des séances', 'Éléments cliniques marquants', 'Bilan des objectifs', 'Perspectives'],
    rules: [
      'Synthèse de plusieurs séances : indique la période, le nombre et le rythme des séances tels que le praticien les donne, sans les deviner.',
      'Décris l’évolution dans l’ordre chronologique, en restant factuel ; les hypothèses ne viennent que du praticien.',
    ],
  },
  'modele.attestation-suivi': {
    headings: ['Attestation de suivi psychologique'],
    rules: [
      'Document remis au patient ou à un tiers : il ne contient que l’identité du praticien (laisse « [Nom du praticien] » et « [Profession] »), le repère du patient tel qu’écrit par le praticien, la date de début du suivi, la date de la dernière séance et le nombre de séances.',
      'Rien de clinique : aucun motif, symptôme, diagnostic, hypothèse, contenu de séance ni orientation, même si le praticien en a écrit. S’il en demande, rappelle en une phrase, après le document, qu’une attestation de suivi n’en contient pas.',
      'Une date ou un nombre manquant s’écrit « [à compléter] ».',
      'Termine par : « Attestation établie à la demande de l’intéressé(e) et remise en main propre pour servir et valoir ce que de droit. », puis une ligne « Fait à [lieu], le [date] » et « Signature ».',
    ],
  },
  'modele.cr-bilan-neuropsychologique': {
    headings: [
      'Motif de la demande',
      'Anamnèse et contexte',
      'Comportement pendant la passation',
      'Épreuves administrées',
      'Efficience intellectuelle',
      'Attention et fonctions exécutives',
      'Mémoire',
      'Langage',
      'Fonctions visuo-spatiales et praxies',
      'Cognition sociale et aspects émotionnels',
      'Synthèse',
      'Conclusion et recommandations',
    ],
    rules: [
      'Chaque domaine cognitif a sa rubrique ; un domaine non exploré s’écrit « non évalué », jamais « dans la norme ».',
      'Les scores ne viennent que du praticien ; un score nécessaire et absent s’écrit « [à compléter] ». Les résultats chiffrés peuvent être présentés en tableau simple (épreuve, score, zone d’interprétation).',
    ],
  },
  'modele.cr-efficience-intellectuelle': {
    headings: ['Motif de la demande', 'Contexte', 'Comportement pendant la passation', 'Épreuves administrées', 'Résultats', 'Analyse du profil', 'Conclusion', 'Recommandations'],
    rules: [
      'Limité à l’efficience intellectuelle : ne conclus sur aucune autre fonction cognitive (elles sont « non évaluées »).',
      'Dans « Résultats », un tableau simple : indice, note composite, rang percentile, intervalle de confiance, zone d’interprétation ; une valeur absente s’écrit « [à compléter] ».',
      'Dans « Analyse du profil » : homogénéité du profil, points forts, points de vigilance.',
    ],
  },
  'modele.courrier-medecin': {
    headings: ['Objet', 'Question posée', 'Principaux résultats', 'Recommandations'],
    rules: [
      'Courrier court (une page au plus, environ 250 mots) adressé au médecin qui a orienté le patient : formule d’appel « Cher confrère, chère consœur, » avant la première rubrique, formule de politesse et « [Nom du praticien] » à la fin.',
      'Rappelle la question posée par le médecin, donne les principaux résultats en quelques phrases (sans détailler chaque épreuve) et des recommandations concrètes.',
      'Le compte rendu complet peut être mentionné comme disponible sur demande.',
    ],
  },
  'modele.famille-ecole': {
    headings: ['Pourquoi ce bilan', 'Ce que nous avons observé', 'Ses points forts', 'Ses difficultés', 'Ce qui peut aider à la maison', 'Ce qui peut aider à l’école', 'Et maintenant'],
    rules: [
      'Destiné aux parents et à l’équipe éducative : langage simple, phrases courtes, aucun jargon sans explication, ton bienveillant et non stigmatisant.',
      'Aucun score, QI, percentile ni note standard, sauf si le praticien le demande explicitement.',
      'Dans « Ce qui peut aider à l’école », propose des aménagements concrets et indique, selon la situation décrite, le dispositif adapté : PAP (plan d’accompagnement personnalisé), PPS (projet personnalisé de scolarisation, sur dossier MDPH), PAI s’il y a un besoin médical ; un dossier MDPH n’est évoqué que comme une démarche possible, à décider avec la famille.',
      'Pas de diagnostic posé dans ce document ; les hypothèses du praticien sont formulées avec prudence.',
    ],
  },
};

/** The instructions added to the system prompt for a chosen template. */
export function templateInstructions(label: string, structure: TemplateStructure): string {
  return [
    `Modèle de document choisi par le praticien : « ${label} ». Il prime sur les options de format.`,
    `Structure imposée, dans cet ordre, chaque rubrique en titre Markdown de niveau 2 (« ## ») :`,
    ...structure.headings.map((heading) => `- ${heading}`),
    'Écris toutes les rubriques ; une rubrique sans information fournie par le praticien contient « non évalué » (ou « non renseigné » pour une information administrative), jamais une invention.',
    ...structure.rules.map((rule) => `- ${rule}`),
  ].join('\n');
}
