import { describe, expect, it } from 'vitest';
import { htmlToPlainText, markdownToHtml } from './markdown.ts';
import { toTurns } from './use-chat.ts';

// DOMPurify (the second layer) is exercised in Chromium by the e2e suite: happy-dom's DOM is not faithful enough for it.
describe('markdownToHtml (untrusted model output, first layer)', () => {
  it('renders headings, lists and emphasis', () => {
    const html = markdownToHtml('## Hypothèses\n\n- **Épisode dépressif**\n- TAG\n\n1. un\n2. deux');
    expect(html).toContain('<h2>Hypothèses</h2>');
    expect(html).toContain('<li><strong>Épisode dépressif</strong></li>');
    expect(html).toContain('<ol>');
  });
  it('never renders raw HTML or script URLs', () => {
    const html = markdownToHtml('<script>alert(1)</script><img src=x onerror=alert(1)> [lien](javascript:alert(1)) <b>gras</b>');
    expect(html).not.toMatch(/<script|<img|<b>|href="javascript/i);
    expect(html).toContain('lien');
    expect(html).toContain('&lt;script&gt;');
  });
  it('opens links in a new tab without referrer', () => {
    expect(markdownToHtml('[HAS](https://www.has-sante.fr)')).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe('htmlToPlainText (the text/plain flavour of a copy)', () => {
  it('keeps paragraphs and list bullets', () => {
    expect(htmlToPlainText(markdownToHtml('## Titre\n\nTexte.\n\n- a\n- b\n\n1. un\n2. deux'))).toBe('Titre\n\nTexte.\n\n- a\n- b\n\n1. un\n2. deux');
  });
});

describe('toTurns (what the server receives)', () => {
  it('drops the greeting, error notices and empty messages, and never starts with an answer', () => {
    const at = 1;
    expect(
      toTurns([
        { id: 'greeting', role: 'assistant', content: 'Bonjour', timestamp: at },
        { id: '1', role: 'user', content: 'Q1', timestamp: at },
        { id: '2', role: 'system', content: 'Erreur : x', timestamp: at },
        { id: '3', role: 'user', content: 'Q2', timestamp: at },
        { id: '4', role: 'assistant', content: 'R2', timestamp: at },
        { id: '5', role: 'user', content: 'Q3', timestamp: at },
        { id: '6', role: 'assistant', content: '', timestamp: at },
      ]),
    ).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'user', content: 'Q2' },
      { role: 'assistant', content: 'R2' },
      { role: 'user', content: 'Q3' },
    ]);
  });
});
