/**
 * The offline default (docs/product/decisions.md, §1): streams a clearly labelled French demonstration answer
 * built from the request (mode, selections, length), at a realistic pace, and reports usage
 * so that the budget counts it like a real answer. It never quotes the practitioner's text.
 */
import type { ChatType } from '#shared/chat.schemas.ts';
import { estimateTokens } from '#server/features/budget/budget-math.ts';
import { fullInstructions } from '../chat-prompt.ts';
import { TEMPLATE_STRUCTURES } from '../content/document-templates.ts';
import type { AiDelta, AiProvider, AiRequest } from '../ai-provider.ts';
import { demoScoreSection } from './demo-score-report.ts';

const NBSP = '\u00a0';

const BODIES: Record<ChatType, string> = {
  diagnostic: `## Synthèse des éléments rapportés

Avec un modèle configuré, cette partie reprendrait les symptômes décrits, leur durée et leur retentissement.

## Hypothèses à explorer

1. **Première hypothèse**${NBSP}: critères du DSM-5 qui semblent remplis, critères restant à vérifier, code CIM-11 indicatif.
2. **Hypothèse alternative**${NBSP}: éléments compatibles et éléments discordants.

## Diagnostics différentiels

- Causes somatiques, médicamenteuses ou liées à une substance à écarter.
- Comorbidités fréquentes à rechercher.

## Éléments à évaluer ensuite

- Questions d’entretien complémentaires.
- Échelles validées en français adaptées à la demande.

## Limites

Ces pistes ne constituent pas un diagnostic${NBSP}: elles se confrontent à votre examen clinique.`,
  notes: `## Contexte de la séance

Non renseigné dans cette démonstration.

## Contenu abordé

Avec un modèle configuré, vos notes seraient reprises ici, reformulées et ordonnées, sans ajout.

## Observations cliniques

Non évalué.

## Évaluation et progression

Non évalué.

## Plan d’action

- Reprendre les tâches convenues avec le patient.
- Objectifs de la prochaine séance${NBSP}: non renseigné.`,
  documents: `## Motif de la demande

Non renseigné dans cette démonstration.

## Efficience intellectuelle

Avec un modèle configuré, les indices fournis seraient décrits ici avec leur zone d’interprétation${NBSP}; les scores manquants seraient signalés par «${NBSP}[à compléter]${NBSP}».

## Autres fonctions cognitives

Non évalué.

## Conclusion

Les hypothèses retenues par le praticien seraient reprises ici, sans diagnostic ajouté.`,
};

const TITLES: Record<ChatType, string> = {
  diagnostic: 'aide au diagnostic',
  notes: 'notes de séance',
  documents: 'compte-rendu de bilan',
};

/** A template's headings, each marked as not assessed, and the placeholders the practitioner used (never their text). */
function templateBody(request: AiRequest & { templateId: NonNullable<AiRequest['templateId']> }): string {
  const structure = TEMPLATE_STRUCTURES[request.templateId];
  const placeholders = [...new Set(request.messages.flatMap((message) => message.content.match(PLACEHOLDER) ?? []))];
  const sections = structure.headings.map((heading, i) =>
    i === 0 && placeholders.length > 0
      ? `## ${heading}\n\nRepères conservés tels quels${NBSP}: ${placeholders.join(', ')}.\n\n- **Non évalué** dans cette démonstration.`
      : `## ${heading}\n\nNon évalué dans cette démonstration.`,
  );
  return sections.join('\n\n');
}

const PLACEHOLDER = /\[[A-ZÉÈ_]+_\d+\]/g;

export function demoAnswer(request: AiRequest): string {
  const last = request.messages.at(-1)?.content ?? '';
  const words = last.trim() === '' ? 0 : last.trim().split(/\s+/).length;
  const selection =
    request.selections.length > 0
      ? `Éléments sélectionnés dans le panneau${NBSP}:\n\n${request.selections.map((line) => `- ${line}`).join('\n')}`
      : 'Aucun élément sélectionné dans le panneau.';
  return [
    `> **Mode démonstration** — aucun modèle d’IA n’est configuré. Cette réponse d’exemple (${TITLES[request.chatType]}) montre la forme des réponses${NBSP}; elle n’analyse pas votre message de ${words} mot${words > 1 ? 's' : ''}.`,
    selection,
    withSheet(request, request.templateId ? templateBody({ ...request, templateId: request.templateId }) : BODIES[request.chatType]),
  ].join('\n\n');
}

/** A report (template or default) gets its intellectual-efficiency section from the score sheet, when one is filled. */
function withSheet(request: AiRequest, body: string): string {
  return request.chatType === 'documents' && request.scoreSheet ? withScores(body, demoScoreSection(request.scoreSheet)) : body;
}

/** The report body with its intellectual-efficiency section written from the score sheet. */
function withScores(body: string, section: string): string {
  const heading = /## Efficience intellectuelle\n\n[^\n]*/;
  // A template without that heading (a letter, the family version) gets the section at the end.
  return heading.test(body) ? body.replace(heading, section) : `${body}\n\n${section}`;
}

/** Splits into small word groups, like a model's tokens. */
function chunksOf(text: string): string[] {
  return text.match(/\s*\S+(?:\s+\S+)?\s*/g) ?? [text];
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function createDemoProvider(options: { delayMs?: number } = {}): AiProvider {
  const delayMs = options.delayMs ?? 35;
  return {
    label: 'de démonstration',
    async *stream(request: AiRequest, signal: AbortSignal): AsyncIterable<AiDelta> {
      const answer = demoAnswer(request);
      yield { type: 'accepted' };
      // A model takes a moment before its first token.
      await sleep(delayMs * 4, signal);
      let sent = '';
      for (const chunk of chunksOf(answer)) {
        if (sent.length >= request.maxOutputTokens * 4) break;
        await sleep(delayMs, signal);
        sent += chunk;
        yield { type: 'text', text: chunk };
      }
      const inputChars = fullInstructions(request).length + request.messages.reduce((sum, message) => sum + message.content.length, 0);
      yield { type: 'usage', usage: { inputTokens: estimateTokens(inputChars), outputTokens: estimateTokens(sent.length) } };
    },
  };
}
